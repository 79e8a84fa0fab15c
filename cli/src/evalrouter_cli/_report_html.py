"""The report's one self-contained HTML page: inline CSS and SVG charts, a Content-Security-Policy
that allows no request at all, no script. It reads on a 390 px phone as on a desktop: nothing
wider than the page (wide tables and charts scroll inside their own box), no text under 11 px.

What it holds: when it was made and by which tool version, the benchmark (and its version), each
run with its coverage and seed, the models; the ranking (or one model's score) with 95%
intervals, pairwise differences, score against cost, per-task wins/ties/losses, coverage,
per-task outcomes, and for agent runs their attempts, failure codes, spend and traces."""

from __future__ import annotations

import html
from collections.abc import Callable

from ._attempt_data import AgentRun
from ._compare_data import Arm, Compared, RunFacts
from ._io import usd

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
MAX_TASK_ROWS = 1000  # per-task rows on one page; the export holds them all
STYLE = """
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font:16px/1.5 system-ui,sans-serif;color:#1f2933;margin:0 auto;max-width:960px;
padding:1rem 12px;background:#fff;overflow-wrap:break-word}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0}
h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e4e7eb}
h3{font-size:1rem;margin-bottom:.25rem}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.5rem 0;font-size:.9rem}
td,th{padding:.25rem .6rem;text-align:left;border-bottom:1px solid #f0f2f4;vertical-align:top}
th{font-weight:600}.n{text-align:right;font-variant-numeric:tabular-nums}
figure{margin:1rem 0}figcaption{font-size:.85rem;color:#52606d}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.2rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0}dd ul{margin:0;padding-left:1.1rem}
code{font-size:.9em;overflow-wrap:anywhere}td code{white-space:nowrap}
.yes{color:#2e7d4f;font-weight:600}.no{color:#52606d}.bad{color:#b42318}
:target{background:#fff4c2}td.n{white-space:nowrap}
@media (max-width:600px){td,th{padding:.2rem .35rem}dl{grid-template-columns:minmax(0,1fr)}
dt{margin-top:.4rem}}
"""

e = html.escape


def pct(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value * 100:+.1f}" if signed else f"{value * 100:.1f}%"


def when(stamp: str | None) -> str:
    """``2026-12-06T11:34:24.77Z`` as ``2026-12-06 11:34 UTC``."""
    if not stamp:
        return "-"
    day, _, time = stamp.partition("T")
    return f"{day} {time[:5]} UTC" if time else day


def _anchor(*parts: str) -> str:
    return "-".join("".join(c if c.isalnum() else "_" for c in p) for p in parts)


def table(headers: list[str], rows: list[list[str]], numeric: set[int] | None = None) -> str:
    """A table in a box of its own that scrolls sideways when it is wider than the page. Cells
    are HTML already escaped; columns in ``numeric`` are right-aligned."""
    right = numeric or set()

    def cls(i: int) -> str:
        return ' class="n"' if i in right else ""

    head = "".join(f"<th{cls(i)}>{e(h)}</th>" for i, h in enumerate(headers))
    body = "".join(
        "<tr>" + "".join(f"<td{cls(i)}>{c}</td>" for i, c in enumerate(row)) + "</tr>"
        for row in rows
    )
    inner = f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    return f'<div class="scroll">{inner}</div>'


def _figure(draw: Callable[[], object], alt: str, caption: str) -> str:
    from . import _plots

    chart = _plots.svg(draw(), alt)
    return (
        f'<figure><div class="scroll">{chart}</div><figcaption>{e(caption)}</figcaption></figure>'
    )


# ---------------------------------------------------------------------------- the sections


def _facts(compared: Compared, version: str) -> str:
    bench = compared.benchmark + (
        f" ({compared.benchmark_version})" if compared.benchmark_version else ""
    )
    runs = "".join(
        f"<li><code>{e(r.run_id)}</code> {e(r.name)}: {e(r.status)}, started "
        f"{e(when(r.created_at))}; {e(r.coverage)}; charged {e(usd(r.spend_microusd))}"
        + (f"; agent {e(r.agent.agent)}" if r.agent else "")
        + "</li>"
        for r in compared.runs
    )
    seeds = sorted({str(r.seed) for r in compared.runs if r.seed is not None})
    if len(compared.arms) == 1:
        compared_how = "one model: its score and interval, nothing to compare it with"
    elif compared.baseline:
        compared_how = f"every model against {compared.baseline} (the baseline, --baseline)"
    elif len(compared.runs) == 1:
        compared_how = "each pair of the run's models, on the tasks both graded"
    else:
        compared_how = (
            "each pair of models, the later given against the earlier, on the tasks both "
            "graded; name one baseline with --baseline RUN[:MODEL]"
        )
    items = [
        ("Made", f"{when(compared.made_at)} with evalrouter {version}"),
        ("Benchmark", bench),
        ("Seed", ", ".join(seeds) if seeds else "none (every task, or tasks named)"),
        ("Models", ", ".join(a.name for a in compared.arms)),
        ("Compared", compared_how),
        ("Intervals", "95%"),
    ]
    rows = "".join(f"<dt>{e(k)}</dt><dd>{e(v)}</dd>" for k, v in items)
    return f"<dl>{rows}<dt>Runs</dt><dd><ul>{runs}</ul></dd></dl>"


def _ranking(compared: Compared) -> tuple[str, str]:
    from . import _plots

    models = compared.ranking.models
    rows = [
        [e(m.label), e(m.name), pct(m.score), f"{pct(m.low)} to {pct(m.high)}", str(m.graded)]
        for m in models
    ]
    described = "; ".join(
        f"{m.label}. {m.name} {pct(m.score)} ({pct(m.low)} to {pct(m.high)})" for m in models
    )
    if len(models) == 1:
        title = "Score"
        alt = f"Score of {models[0].name}: {pct(models[0].score)}, 95% interval "
        alt += f"{pct(models[0].low)} to {pct(models[0].high)}."
    else:
        title = "Ranking"
        alt = f"Ranking of {len(models)} models by score, with 95% intervals: {described}."
    chart = _figure(
        lambda: _plots.ranking(compared, title=False), alt, f"{compared.ranking.title}."
    )
    headers = ["#", "model", "score", "95% interval", "graded"]
    return title, chart + table(headers, rows, {2, 4})


def _pairs(compared: Compared) -> str:
    from . import _plots

    pairs = compared.ranking.pairs
    rows = [
        [
            e(p.model),
            e(p.other),
            pct(p.difference, True),
            f"{pct(p.low, True)} to {pct(p.high, True)}",
            f'<span class="{"yes" if p.significant else "no"}">'
            f"{'yes' if p.significant else 'no'}</span>",
        ]
        for p in pairs
    ]
    alt = "Differences in points, with 95% intervals: " + "; ".join(
        f"{p.model} minus {p.other} {pct(p.difference, True)} ({pct(p.low, True)} to "
        f"{pct(p.high, True)}){', significant' if p.significant else ''}"
        for p in pairs
    )
    caption = "Coloured: the interval leaves out zero (significant at 95%); grey: it does not."
    chart = _figure(lambda: _plots.differences(compared), alt + ".", caption)
    headers = ["model", "vs", "difference (points)", "95% interval", "significant"]
    return chart + table(headers, rows, {2})


def _cost(compared: Compared) -> str:
    from . import _plots

    points = [a for a in compared.arms if a.charged_microusd is not None and a.score is not None]
    alt = "Score against charged cost: " + "; ".join(
        f"{a.name} {pct(a.score)} for {usd(a.charged_microusd)}" for a in points
    )
    caption = "Each model's score against what it was charged; the line joins those no other "
    caption += "model beats on both."
    return _figure(lambda: _plots.score_vs_cost(compared), alt + ".", caption)


def _outcomes(compared: Compared) -> str:
    from . import _plots

    rows = [
        [e(o.model), e(o.other), str(o.wins), str(o.ties), str(o.losses)] for o in compared.outcomes
    ]
    alt = "Per-task wins, ties and losses: " + "; ".join(
        f"{o.model} against {o.other}: {o.wins} wins, {o.ties} ties, {o.losses} losses"
        for o in compared.outcomes
    )
    caption = "On the tasks both graded: a win scores higher than the other model on that task."
    chart = _figure(lambda: _plots.outcomes(compared), alt + ".", caption)
    return chart + table(["model", "vs", "wins", "ties", "losses"], rows, {2, 3, 4})


def _coverage(compared: Compared) -> str:
    from . import _plots

    arms = compared.arms
    rows = [
        [
            e(a.name),
            f"<code>{e(a.run_id)}</code>",
            str(a.graded),
            str(a.errors),
            str(a.planned),
            e(usd(a.charged_microusd)),
        ]
        for a in arms
    ]
    alt = "Coverage: " + "; ".join(
        f"{a.name} {a.graded} graded and {a.errors} errors of {a.planned} planned" for a in arms
    )
    caption = "Tasks graded, in error and not graded, of those planned."
    chart = _figure(lambda: _plots.coverage(compared), alt + ".", caption)
    headers = ["model", "run", "graded", "errors", "planned", "charged"]
    return chart + table(headers, rows, {2, 3, 4, 5})


def _verdict(arm: Arm, task: str) -> str:
    found = next((t for t in arm.tasks if t.task_id == task), None)
    if found is None:
        return '<span class="no">not run</span>'
    if found.status == "graded":
        word = found.outcome or ("correct" if found.score else "incorrect")
        score = "" if found.score is None else f" ({found.score:g})"
        return e(word + score)
    return f'<span class="bad">{e(found.status)}: {e(found.error_code or "-")}</span>'


def _tasks(compared: Compared) -> str:
    arms = compared.arms
    names = sorted({t.task_id for a in arms for t in a.tasks})
    shown = names[:MAX_TASK_ROWS]
    agent_runs = {r.run_id for r in compared.runs if r.agent}
    rows = []
    for task in shown:
        cells = [f'<code id="{_anchor("task", task)}">{e(task)}</code>']
        for arm in arms:
            cell = _verdict(arm, task)
            if arm.run_id in agent_runs:
                cell += f' <a href="#{_anchor("attempts", arm.run_id, task)}">attempts</a>'
            cells.append(cell)
        if len(arms) == 1:
            found = next((t for t in arms[0].tasks if t.task_id == task), None)
            cells.append(e(usd(found.charge_microusd if found else None)))
        rows.append(cells)
    headers = ["task", *(a.name for a in arms)] + (["charged"] if len(arms) == 1 else [])
    note = ""
    if len(names) > len(shown):
        runs = " ".join(sorted({a.run_id for a in arms}))
        note = (
            f"<p>The first {len(shown)} of {len(names)} tasks. All of them: "
            f"<code>evalrouter runs export RUN --format csv</code> for each of {e(runs)}.</p>"
        )
    numeric = {len(headers) - 1} if len(arms) == 1 else set()
    return table(headers, rows, numeric) + note


def _agent(run: RunFacts, agent: AgentRun) -> str:
    outcomes = agent.outcomes()
    failures = agent.failures()
    total = len(agent.attempts)
    said = ", ".join(f"{n} {state}" for state, n in outcomes.items()) or "none"
    charged = [a.charge_microusd for a in agent.attempts if a.charge_microusd is not None]
    spent = sum(charged)
    parts = [
        f"<p>Agent <strong>{e(agent.agent)}</strong>, run <code>{e(run.run_id)}</code>: "
        f"{total} attempt{'s' if total != 1 else ''} ({e(said)}). Charged "
        f"{e(usd(spent))} in all"
        + (f", {e(usd(spent // len(charged)))} per attempt on average" if charged else "")
        + ".</p>",
        "<h3>Attempt outcomes</h3>",
        table(["state", "attempts"], [[e(k), str(v)] for k, v in outcomes.items()], {1}),
        "<h3>Failure codes</h3>",
        table(
            ["code", "attempts"],
            [[f"<code>{e(k)}</code>", str(v)] for k, v in failures.items()],
            {1},
        )
        if failures
        else "<p>No attempt failed.</p>",
        "<h3>Attempts</h3>",
    ]
    rows = []
    first_of_task: set[str] = set()
    for a in agent.attempts:
        anchor = ""
        if a.task_id not in first_of_task:
            first_of_task.add(a.task_id)
            anchor = f' id="{_anchor("attempts", run.run_id, a.task_id)}"'
        trace = "-"
        if a.trace is not None:
            trace = (
                f'<a href="#{_anchor("trace", a.trace.trace_id)}">{a.trace.steps or 0} steps</a>'
            )
        failure = a.error_code or a.failure_class
        rows.append(
            [
                f'<a{anchor} href="#{_anchor("task", a.task_id)}"><code>{e(a.task_id)}</code></a>',
                str(a.attempt_no),
                e(a.state),
                f'<code class="bad">{e(failure)}</code>' if failure else "-",
                "-" if a.gateway_calls is None else str(a.gateway_calls),
                e(usd(a.trace.cost_microusd if a.trace else None)),
                e(usd(a.charge_microusd)),
                trace,
            ]
        )
    headers = ["task", "#", "state", "failure", "model calls", "model cost", "charged", "trace"]
    parts.append(table(headers, rows, {1, 4, 5, 6}))
    parts.append(
        "<p>Charged: the task's charge, model calls and task fee (one attempt per task: the "
        "attempt's). Model cost: the model calls the attempt's trace records.</p>"
    )
    traced = [a for a in agent.attempts if a.trace is not None]
    if not agent.traced:
        parts.append("<p>The service gave no traces for this run: no trajectories to link.</p>")
    elif not traced:
        parts.append("<p>No attempt uploaded a trace (trajectory).</p>")
    else:
        trows = [
            [
                f'<code id="{_anchor("trace", a.trace.trace_id)}">{e(a.trace.trace_id)}</code>',
                f'<a href="#{_anchor("attempts", run.run_id, a.task_id)}">{e(a.task_id)}</a> '
                f"#{a.attempt_no}",
                str(a.trace.steps or 0),
                "-" if a.trace.tokens is None else str(a.trace.tokens),
                e(usd(a.trace.cost_microusd)),
                e(a.trace.status or "-"),
            ]
            for a in traced
            if a.trace is not None
        ]
        parts.append("<h3>Traces (trajectories)</h3>")
        parts.append(
            table(["trace", "task", "steps", "tokens", "model cost", "status"], trows, {2, 3, 4})
        )
    return "".join(parts)


def page(compared: Compared) -> str:
    from . import __version__

    title_text = f"EvalRouter report: {compared.benchmark}"
    rank_title, ranking = _ranking(compared)
    sections = [(rank_title, ranking)]
    if compared.ranking.pairs:
        sections.append(("Pairwise differences", _pairs(compared)))
    if sum(1 for a in compared.arms if a.charged_microusd is not None) > 1:
        sections.append(("Score against cost", _cost(compared)))
    if compared.outcomes:
        sections.append(("Per-task wins, ties and losses", _outcomes(compared)))
    sections.append(("Coverage", _coverage(compared)))
    sections.append(("Per-task outcomes", _tasks(compared)))
    for run in compared.runs:
        if run.agent is not None:
            sections.append((f"Agent attempts ({run.run_id})", _agent(run, run.agent)))
    body = "".join(f"<section><h2>{e(t)}</h2>{content}</section>" for t, content in sections)
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
        '<meta name=viewport content="width=device-width, initial-scale=1">'
        '<link rel=icon href="data:;base64,iVBORw0KGgo=">'
        f"<title>{e(title_text)}</title>"
        f"<style>{STYLE}</style></head><body><header><h1>{e(title_text)}</h1>"
        f"{_facts(compared, __version__)}</header><main>{body}</main>"
        f"<footer><p>Made by evalrouter {e(__version__)}. Self-contained: this page asks "
        "for nothing over the network.</p></footer></body></html>\n"
    )
