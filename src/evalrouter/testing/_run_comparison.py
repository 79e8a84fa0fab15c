"""A run's own comparison (``GET /runs/{id}/comparison``): the models of one multi-model run
ranked per benchmark on the tasks all of them graded, with paired differences between them."""

from __future__ import annotations

from typing import Any

from ._catalog import BenchmarkVersion
from ._quotes import subject_names
from ._runs import Run, score
from ._stats import interval_record, paired_difference, percent, points, rank_labels, wilson

JsonObject = dict[str, Any]


def _benchmark_comparison(run: Run, bench: BenchmarkVersion) -> JsonObject:
    routes = run.quote.routes
    names = subject_names(run.quote)
    per_model: list[dict[str, float]] = []
    for index in range(len(routes)):
        scores = {}
        for cell in run.all_cells:
            if cell.bench.id == bench.id and cell.model_index == index and cell.status == "graded":
                value = score(cell)
                if value is not None:
                    scores[cell.task.id] = value
        per_model.append(scores)
    planned_ids = list(dict.fromkeys(c.task.id for c in run.all_cells if c.bench.id == bench.id))
    common = [t for t in planned_ids if all(t in m for m in per_model)]
    n = len(common)
    values: list[float | None] = [(sum(m[t] for t in common) / n) if n else None for m in per_model]
    labels = rank_labels(values)
    ranking: list[JsonObject] = []
    for index, route in enumerate(routes):
        correct = round(sum(per_model[index][t] for t in common))
        value = values[index]
        ranking.append(
            {
                "rank": labels[index][0],
                "rank_label": labels[index][1],
                "model_index": index,
                "model_id": route.model_id,
                "route_id": route.managed_id,
                "display_name": names[index],
                "score": None if value is None else round(value, 6),
                "graded": len(per_model[index]),
                "interval": interval_record(wilson(correct, n)),
            }
        )
    ranking.sort(key=lambda r: (r["rank"], r["model_index"]))
    order: list[int] = [r["model_index"] for r in ranking]
    pairs = []
    for position, first in enumerate(order):
        for second in order[position + 1 :]:
            a = [per_model[first][t] for t in common]
            b = [per_model[second][t] for t in common]
            difference, interval = paired_difference(a, b)
            pairs.append(
                {
                    "model_index": first,
                    "other_model_index": second,
                    "difference": round(difference, 6) if n else None,
                    "interval": interval_record(interval),
                    "interval_basis": "paired" if interval is not None else "omitted",
                    "significant": interval is not None and (interval[0] > 0 or interval[1] < 0),
                }
            )
    partial = any(len(m) < len(planned_ids) for m in per_model)
    reasons = [] if n else ["no_shared_graded_tasks"]
    return {
        "profile_id": bench.id,
        "name": bench.name,
        "metric": bench.headline_key,
        "direction": "higher_is_better",
        "comparable": n > 0,
        "partial": partial,
        "reasons": reasons,
        "tasks_compared": n,
        "tasks_planned": len(planned_ids),
        "ranking": ranking,
        "pairs": pairs,
        "summary": _summary(bench, ranking, pairs, n),
    }


def _summary(
    bench: BenchmarkVersion, ranking: list[JsonObject], pairs: list[JsonObject], n: int
) -> str | None:
    if n == 0 or len(ranking) < 2:
        return None
    top, second = ranking[0], ranking[1]
    pair = next(
        p
        for p in pairs
        if p["model_index"] == top["model_index"]
        and p["other_model_index"] == second["model_index"]
    )
    if top["rank"] == second["rank"]:
        return (
            f"{top['display_name']} and {second['display_name']} tie at "
            f"{percent(top['score'])} on {bench.name} ({n} shared tasks)."
        )
    text = (
        f"{top['display_name']} leads {second['display_name']} on {bench.name} by "
        f"{points(pair['difference'])} points ({percent(top['score'])} vs "
        f"{percent(second['score'])}, {n} shared tasks"
    )
    interval = pair["interval"]
    if interval is None:
        return text + "; too few tasks for an interval)."
    bounds = f"95% CI {points(interval['low'])} to {points(interval['high'])} points"
    verdict = "significant" if pair["significant"] else "not significant"
    return f"{text}; {bounds}, {verdict})."


def render_comparison(run: Run) -> JsonObject:
    benchmarks = [_benchmark_comparison(run, b) for b in run.quote.benches]
    return {
        "run_id": run.id,
        "result_id": run.result_id,
        "result_version": 1,
        "partial": any(b["partial"] for b in benchmarks),
        "benchmarks": benchmarks,
    }
