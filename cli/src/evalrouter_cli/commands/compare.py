"""``compare RUN [RUN…]``: the models ranked with their 95% intervals, the pairwise
differences, and per-task wins, ties and losses; a chart on a terminal, JSON when piped.
One run of one model shows its score and interval (nothing to pair it with), and an agent
run its attempts' outcomes and failure codes."""

from __future__ import annotations

from .. import _exit, _render
from .._compare_data import gather
from .._context import Context
from .._io import table, text, usd
from .._rerun import report_page


def compare(ctx: Context) -> int:
    compared = gather(ctx, ctx.args.runs, ctx.args.baseline)

    def human() -> str:
        from .._charts import terminal_chart

        lines = [terminal_chart(compared.ranking, ctx.output)]
        if len(compared.arms) == 1:
            lines += ["", text("One model: its score and 95% interval; nothing to compare.")]
        if compared.outcomes:
            rows = [
                [o.model, o.other, str(o.wins), str(o.ties), str(o.losses)]
                for o in compared.outcomes
            ]
            lines += ["", table(["MODEL", "VS", "WINS", "TIES", "LOSSES"], rows)]
        rows = [
            [a.name, f"{a.graded}/{a.planned}", str(a.errors), usd(a.charged_microusd)]
            for a in compared.arms
        ]
        lines += ["", table(["MODEL", "GRADED", "ERRORS", "CHARGED"], rows)]
        for run in compared.runs:
            if run.agent is not None:
                said = ", ".join(f"{n} {s}" for s, n in run.agent.outcomes().items())
                failed = ", ".join(f"{c} ({n})" for c, n in run.agent.failures().items())
                lines += [
                    "",
                    text(f"Agent {run.agent.agent} ({run.run_id}): attempts {said or 'none'}")
                    + (text(f"; failures {failed}") if failed else ""),
                ]
        runs = dict.fromkeys(a.run_id for a in compared.arms)
        page = report_page(*runs, baseline=ctx.args.baseline)
        lines += ["", _render.next_lines(page)]
        return "\n".join(lines)

    ctx.output.result(compared.to_dict(), human)
    return _exit.OK
