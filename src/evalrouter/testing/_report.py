"""The report of a finished run (``ResultRecord.report``, a ``ReportDocument``), written from the
run's real results: nothing in it is not in the results, the samples or the run record.

- ``metrics``: per benchmark and model, the headline score (the share of graded tasks the grader
  marked correct, with its 95% Wilson interval) and, once a task was attempted, the error rate.
- ``findings``: what each model scored, the errors it met, tasks reused from an earlier run, the
  run's comparison of its models (``GET /runs/{id}/comparison``) and why it stopped early. Each
  names its evidence: ``run:<id>`` and ``sample:<id>`` (``GET /runs/{id}/samples``).
- ``examples``: a few samples per benchmark and model, misses first (what failed, and which check).
- ``scope``, ``methodology``, ``conclusion``: what was evaluated, how, and the headline in words.
- ``charts``: one ``metric_comparison`` of the headline metrics; ``sources``: the run's result.
- ``next_steps`` is empty and ``chart_data`` null: Local recommends nothing beyond its results.
"""

from __future__ import annotations

from typing import Any

from evalrouter._money import format_usd

from ._catalog import BenchmarkVersion
from ._quotes import subject_names
from ._run_comparison import render_comparison
from ._run_facts import CLIENT, REMOTE, execution_assurance
from ._runs import Cell, Run, outcome, score
from ._stats import percent
from ._tasks import grader_id

JsonObject = dict[str, Any]
Unit = tuple[BenchmarkVersion, int, list[Cell]]

EXAMPLE_MISSES, EXAMPLE_HITS, MAX_EXAMPLES = 2, 1, 12
MAX_EVIDENCE = 10
DEFINITION = (
    "Share of graded tasks the benchmark's grader marked correct; errors and tasks not run are "
    "left out."
)
STOPS = {
    "spending_cap_reached": "the next task could have gone over the spending cap",
    "out_of_credit": "the wallet could not cover the next task",
    "cancelled": "it was cancelled",
}


def sample_ref(cell: Cell) -> str:
    return f"sample:{cell.sample_id}"


def _coverage(run: Run) -> str:
    coverage = run.quote.coverage
    mode = coverage.get("mode")
    if mode == "sample":
        return f"a seeded sample (seed {coverage.get('seed')})"
    if mode == "tasks":
        return "tasks chosen by id"
    return "every task"


def _scope(run: Run, units: list[Unit]) -> list[str]:
    scope = [f"Run {run.id} ({run.name}): {run.status}, charged {format_usd(run.spend_microusd)}."]
    for bench in run.quote.benches:
        selected = len({c.task.id for b, _, cells in units if b is bench for c in cells})
        scope.append(
            f"{bench.name} ({bench.slug} v{bench.version}): {selected} of {bench.task_count} "
            f"tasks, {_coverage(run)}."
        )
    kind = "Agent" if run.quote.agent is not None else "Model"
    scope.extend(f"{kind}: {name}." for name in subject_names(run.quote))
    return scope


def _methodology(run: Run) -> list[str]:
    graders = sorted({grader_id(c.task) for c in run.all_cells})
    lines = [
        f"Each answer is graded by the benchmark's grader ({', '.join(graders)}); the score is "
        "the share of graded tasks it marked correct.",
        "Errors, cancelled tasks and tasks not run are left out of the score and counted apart.",
        "Intervals are 95% Wilson score intervals over the graded tasks.",
    ]
    if run.quote.comparison:
        lines.append(
            "Models are compared on the tasks all of them graded, by paired differences with 95% "
            "normal-approximation intervals."
        )
    assurance = execution_assurance(run.quote)
    if assurance == CLIENT:
        lines.append(
            "A local agent ran each attempt on the customer's machine; its model calls went "
            "through the run's gateway and the answer it submitted was graded."
        )
    elif assurance == REMOTE:
        lines.append("EvalRouter Local simulated the remote agent's answers; it never called it.")
    elif any(r.connection_id is not None for r in run.quote.routes):
        lines.append("Connections' answers came from the customer's own endpoint.")
    else:
        lines.append("EvalRouter Local's simulated models answered, deterministically per seed.")
    return lines


def _metrics(run: Run, units: list[Unit], profiles: list[JsonObject]) -> list[JsonObject]:
    names = subject_names(run.quote)
    run_ref = f"run:{run.id}"
    metrics: list[JsonObject] = []
    for (bench, index, _cells), profile in zip(units, profiles, strict=True):
        headline = profile["metrics"][0] if profile["metrics"] else None
        value = None if headline is None else headline["value"]
        shared = {
            "profile_id": bench.id,
            "model_index": index if run.quote.comparison else None,
            "series": names[index],
            "unit": "proportion",
            "aggregation": "mean",
            "weighted": False,
            "comparable": None,
            "baseline_value": None,
            "delta": None,
            "improvement": None,
            "source_refs": [run_ref],
        }
        metrics.append(
            {
                **shared,
                "key": bench.headline_key,
                "label": f"{headline['name'] if headline else 'Accuracy'} on {bench.name}",
                "value": value,
                "formatted_value": "no graded tasks" if value is None else percent(value),
                "role": "headline",
                "direction": "higher_is_better",
                "definition": DEFINITION,
                "sample_count": profile["graded"],
                "uncertainty": None if headline is None else headline["uncertainty"],
            }
        )
        attempted = profile["graded"] + profile["errors"]
        if attempted:
            rate = round(profile["errors"] / attempted, 6)
            metrics.append(
                {
                    **shared,
                    "key": "error_rate",
                    "label": f"Error rate on {bench.name}",
                    "value": rate,
                    "formatted_value": percent(rate),
                    "role": "diagnostic",
                    "direction": "lower_is_better",
                    "definition": "Share of attempted tasks that ended in an error.",
                    "sample_count": attempted,
                    "uncertainty": None,
                }
            )
    return metrics


def _examples(units: list[Unit]) -> list[JsonObject]:
    examples: list[JsonObject] = []
    for bench, _index, cells in units:
        misses = [c for c in cells if outcome(c) in ("incorrect", "error")][:EXAMPLE_MISSES]
        hits = [c for c in cells if outcome(c) == "correct"][:EXAMPLE_HITS]
        for cell in misses + hits:
            if len(examples) == MAX_EXAMPLES:
                return examples
            kind = outcome(cell)
            failed: list[str] = []
            if kind == "incorrect":
                failed = [grader_id(cell.task)]
            elif kind == "error":
                code = None if cell.answer is None else cell.answer.error_code
                failed = [code or "error"]
            examples.append(
                {
                    "id": f"example-{len(examples) + 1}",
                    "profile_id": bench.id,
                    "task_id": cell.task.id,
                    "outcome": kind,
                    "failed_checks": failed,
                    "evidence_ref": sample_ref(cell),
                    "metric_key": bench.headline_key,
                    "value": score(cell),
                }
            )
    return examples


def _headline(name: str, bench: BenchmarkVersion, profile: JsonObject) -> str:
    n = profile["graded"]
    if not n:
        return f"{name} has no graded {bench.name} task, so no score."
    metric = profile["metrics"][0]
    correct = profile["outcome_counts"]["model_outcomes"]["correct"]
    interval = metric["uncertainty"]["interval"]
    return (
        f"{name} answered {correct} of {n} graded {bench.name} tasks correctly: "
        f"{percent(metric['value'])} (95% interval {percent(interval['lower'])} to "
        f"{percent(interval['upper'])})."
    )


def _stop(run: Run) -> str | None:
    if run.interruption is None:
        return None
    reason = str(run.interruption["reason"])
    unfinished = run.interruption["unfinished_count"]
    text = (
        f"The run stopped early because {STOPS.get(reason, reason)}: {unfinished} of "
        f"{len(run.cells)} tasks did not finish"
    )
    if run.interruption["continuable"]:
        return text + "; continuing the run reruns only those."
    return text + "."


class _Findings:
    def __init__(self) -> None:
        self.items: list[JsonObject] = []

    def add(self, text: str, refs: list[str]) -> None:
        self.items.append(
            {"id": f"finding-{len(self.items) + 1}", "text": text, "evidence_refs": refs}
        )


def _findings(
    run: Run, units: list[Unit], profiles: list[JsonObject], examples: list[JsonObject]
) -> tuple[list[JsonObject], list[str]]:
    """The findings, and the sentences of the conclusion."""
    names = subject_names(run.quote)
    run_ref = f"run:{run.id}"
    findings = _Findings()
    headlines: list[str] = []
    for (bench, index, cells), profile in zip(units, profiles, strict=True):
        text = _headline(names[index], bench, profile)
        headlines.append(text)
        samples = {sample_ref(c) for c in cells}
        shown = [e["evidence_ref"] for e in examples if e["evidence_ref"] in samples]
        findings.add(text, [run_ref, *shown])
        errors = [c for c in cells if c.status == "error"]
        if errors:
            codes: dict[str, int] = {}
            for cell in errors:
                code = (cell.answer.error_code if cell.answer else None) or "error"
                codes[code] = codes.get(code, 0) + 1
            listed = ", ".join(f"{code} x{count}" for code, count in sorted(codes.items()))
            findings.add(
                f"{len(errors)} {bench.name} task(s) of {names[index]} ended in an error "
                f"({listed}); they are not in the score.",
                [sample_ref(c) for c in errors][:MAX_EVIDENCE],
            )
    if run.reused:
        findings.add(
            f"{len(run.reused)} graded task(s) were reused from run {run.source_run_id} and cost "
            "nothing in this run.",
            [run_ref, f"run:{run.source_run_id}"],
        )
    summaries: list[str] = []
    if run.quote.comparison:
        for benchmark in render_comparison(run)["benchmarks"]:
            if benchmark["summary"]:
                summaries.append(benchmark["summary"])
                findings.add(benchmark["summary"], [run_ref])
    stop = _stop(run)
    if stop is not None:
        findings.add(stop, [run_ref])
    conclusion = summaries or headlines
    return findings.items, [*conclusion, *([stop] if stop else [])]


def render_report(
    run: Run, units: list[Unit], profiles: list[JsonObject], checksum: str, version: int
) -> JsonObject:
    """``units`` are the (benchmark, model index, cells) of ``profiles``, in the same order."""
    examples = _examples(units)
    findings, conclusion = _findings(run, units, profiles, examples)
    metrics = _metrics(run, units, profiles)
    headlines = [m for m in metrics if m["role"] == "headline" and m["value"] is not None]
    scored = sorted({m["key"] for m in headlines})
    benches = ", ".join(b.name for b in run.quote.benches)
    charts = (
        [
            {
                "kind": "metric_comparison",
                "title": "Accuracy by benchmark" + (" and model" if run.quote.comparison else ""),
                "metric_keys": scored,
                "source_refs": [f"run:{run.id}"],
            }
        ]
        if scored
        else []
    )
    return {
        "schema_version": 1,
        "template_version": "1",
        "kind": "run",
        "title": f"{benches}: {', '.join(subject_names(run.quote))}",
        "scope": _scope(run, units),
        "methodology": _methodology(run),
        "metrics": metrics,
        "findings": findings,
        "examples": examples,
        "charts": charts,
        "chart_data": None,
        "next_steps": [],
        "sources": [{"id": run.id, "kind": "run", "checksum": checksum, "version": version}],
        "conclusion": " ".join(conclusion),
    }
