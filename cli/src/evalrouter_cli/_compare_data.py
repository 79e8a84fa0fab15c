"""What ``compare`` and ``report`` show, read through the public SDK: each model's headline
score with its 95% interval, cost and coverage, the pairwise differences with their intervals,
and per-task wins, ties and losses.

One run with several models (``subjects``): ``run.compare()`` ranks them on their shared tasks.
Several runs: each run's results, and ``client.comparisons.create`` for every pair (baseline
= the earlier run), which refuses runs not on the same tasks (``comparison_incompatible``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ._charts import Pair, Ranked, Ranking
from ._context import Context
from ._io import records
from ._lookup import run_id as lookup


@dataclass
class Arm:
    name: str
    run_id: str
    model_index: int
    score: float | None = None
    low: float | None = None
    high: float | None = None
    charged_microusd: int | None = None
    graded: int = 0
    planned: int = 0
    errors: int = 0
    by_task: dict[str, float | None] = field(default_factory=dict)


@dataclass
class Outcome:
    """Per-task wins, ties and losses of ``model`` against ``other`` (shared tasks only)."""

    model: str
    other: str
    wins: int
    ties: int
    losses: int


@dataclass
class Compared:
    ranking: Ranking
    arms: list[Arm]
    outcomes: list[Outcome]
    benchmark: str

    def to_dict(self) -> dict[str, Any]:
        document = self.ranking.to_dict()
        document["benchmark"] = self.benchmark
        document["arms"] = [{k: v for k, v in vars(a).items() if k != "by_task"} for a in self.arms]
        document["outcomes"] = [vars(o) for o in self.outcomes]
        return document


def _headline(result: dict[str, Any], model_index: int) -> tuple[Any, Any, Any, dict[str, Any]]:
    for profile in result.get("profiles") or []:
        if (profile.get("model_index") or 0) != model_index:
            continue
        for metric in profile.get("metrics") or []:
            if metric.get("key") == profile.get("headline_key"):
                interval = (metric.get("uncertainty") or {}).get("interval") or {}
                return metric.get("value"), interval.get("lower"), interval.get("upper"), profile
    return None, None, None, {}


def _fill(ctx: Context, arm: Arm, result: dict[str, Any]) -> None:
    arm.score, arm.low, arm.high, profile = _headline(result, arm.model_index)
    arm.graded = profile.get("graded") or 0
    arm.planned = profile.get("planned") or 0
    arm.errors = profile.get("errors") or 0
    for cost in (result.get("costs") or {}).get("profiles") or []:
        if (cost.get("model_index") or 0) == arm.model_index:
            charged = cost.get("charged_microusd")
            arm.charged_microusd = (arm.charged_microusd or 0) + int(charged or 0)
    for sample in ctx.client.runs.samples(arm.run_id, limit=100):
        row = records(sample)
        if (row.get("model_index") or 0) == arm.model_index and row.get("task_id"):
            score = row.get("score")
            arm.by_task[row["task_id"]] = score if row.get("status") == "graded" else None


def _outcomes(arms: list[Arm]) -> list[Outcome]:
    out = []
    for i, a in enumerate(arms):
        for b in arms[i + 1 :]:
            shared = [
                t
                for t in a.by_task
                if a.by_task.get(t) is not None and b.by_task.get(t) is not None
            ]
            wins = sum(1 for t in shared if (a.by_task[t] or 0) > (b.by_task[t] or 0))
            losses = sum(1 for t in shared if (a.by_task[t] or 0) < (b.by_task[t] or 0))
            out.append(Outcome(a.name, b.name, wins, len(shared) - wins - losses, losses))
    return out


def _ranked(arms: list[Arm]) -> list[Ranked]:
    ordered = sorted(arms, key=lambda a: -(a.score if a.score is not None else -1))
    ranked: list[Ranked] = []
    for a in ordered:
        tied = [b for b in ordered if b.score == a.score]
        rank = ordered.index(tied[0]) + 1  # equal scores share the best rank, marked "="
        label = f"{rank}=" if len(tied) > 1 else str(rank)
        ranked.append(Ranked(label, a.name, a.score, a.low, a.high, a.graded))
    return ranked


def gather(ctx: Context, given: list[str]) -> Compared:
    ids = list(dict.fromkeys(lookup(ctx, g) for g in given))
    if len(ids) == 1:
        return _one_run(ctx, ids[0])
    return _several_runs(ctx, ids)


def _one_run(ctx: Context, run_id: str) -> Compared:
    from evalrouter import EvalRouterError

    from . import _exit
    from ._charts import ranking_from_comparison

    run = ctx.client.runs.get(run_id)
    try:
        comparison = run.compare()
    except EvalRouterError as error:
        if error.code != "not_a_comparison":
            raise
        raise _exit.CliError(
            "usage_error",
            f"Run {run_id} evaluates one model: there is nothing to compare it with.",
            hint="Give two or more runs on the same tasks (evalrouter compare RUN_A RUN_B), "
            "or a run of several models (evalrouter run BENCH --model A --model B).",
            exit_code=_exit.USAGE,
        ) from None
    result = records(run.results())
    arms = []
    for model in comparison.models:
        arm = Arm(model.name, run_id, model.model_index)
        _fill(ctx, arm, result)
        arm.score, arm.low, arm.high = model.score, model.low, model.high
        arms.append(arm)
    arms.sort(key=lambda a: a.model_index)
    return Compared(ranking_from_comparison(comparison), arms, _outcomes(arms), comparison.name)


def _several_runs(ctx: Context, ids: list[str]) -> Compared:
    arms: list[Arm] = []
    result_ids: list[str] = []
    benchmark = ""
    for run_id in ids:
        run = records(ctx.client.runs.get(run_id))
        result = records(ctx.client.runs.results(run_id))
        model = run.get("model") or {}
        name = model.get("display_name") or model.get("route_id") or run.get("name") or run_id
        arm = Arm(f"{name} ({run_id[:10]})" if name in {a.name for a in arms} else name, run_id, 0)
        _fill(ctx, arm, result)
        arms.append(arm)
        result_ids.append(result["id"])
        benchmark = benchmark or next((p.get("name") for p in result.get("profiles") or []), "")
    pairs: list[Pair] = []
    for i, baseline in enumerate(result_ids[:-1]):
        record = records(
            ctx.client.comparisons.create(
                {"baseline_result_id": baseline, "candidate_result_ids": result_ids[i + 1 :]}
            )
        )
        for j, candidate in enumerate((record.get("result") or {}).get("candidates") or []):
            check: dict[str, Any] = next(iter(candidate.get("checks") or []), {})
            interval = check.get("interval") or {}
            low, high = interval.get("lower"), interval.get("upper")
            significant = low is not None and high is not None and (low > 0 or high < 0)
            pairs.append(
                Pair(arms[i + 1 + j].name, arms[i].name, check.get("delta"), low, high, significant)
            )
    tasks = min((a.graded for a in arms), default=0)
    title = f"{benchmark} ({len(arms)} runs, up to {tasks} graded tasks each)"
    return Compared(Ranking(title, _ranked(arms), pairs), arms, _outcomes(arms), benchmark)
