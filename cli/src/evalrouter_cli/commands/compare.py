"""``compare RUN [RUN…]``: the models ranked with their 95% intervals, the pairwise
differences, and per-task wins, ties and losses; a chart on a terminal, JSON when piped."""

from __future__ import annotations

from .. import _exit
from .._compare_data import gather
from .._context import Context
from .._io import table, text, usd


def compare(ctx: Context) -> int:
    compared = gather(ctx, ctx.args.runs)

    def human() -> str:
        from .._charts import terminal_chart

        lines = [terminal_chart(compared.ranking, ctx.output)]
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
        runs = " ".join(dict.fromkeys(a.run_id for a in compared.arms))
        lines += ["", text(f"Next: evalrouter report {runs} -o report.html")]
        return "\n".join(lines)

    ctx.output.result(compared.to_dict(), human)
    return _exit.OK
