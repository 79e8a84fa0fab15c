"""What ``compare`` and ``report`` show, read through the public SDK: each model's headline
score with its 95% interval, cost, coverage and per-task outcomes, the pairwise differences with
their intervals, per-task wins, ties and losses, and, for agent runs, their attempts.

Any mix of runs of one benchmark. Each model of each run is an *arm*:

- one run of one model: its score and interval, nothing to pair;
- one run of several models (``subjects``): ``run.compare()`` ranks them on their shared tasks;
- several runs (of one model or several): every arm's results, and ``client.comparisons.create``
  for the pairs, each arm named by its result and model index, so a multi-model result never
  leaves the service asking which model was meant. Without ``--baseline`` every pair of arms is
  compared (the later given against the earlier); with ``--baseline RUN[:MODEL]`` every arm
  against that one. Runs not on the same tasks are refused (``comparison_incompatible``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from . import _exit
from ._attempt_data import AgentRun, agent_run
from ._charts import Pair, Ranked, Ranking
from ._context import Context
from ._io import records
from ._lookup import run_id as lookup

CHUNK = 8  # candidates in one comparison request


@dataclass
class Task:
    """One task's outcome for one arm."""

    task_id: str
    status: str
    outcome: str | None
    score: float | None
    error_code: str | None
    charge_microusd: int | None


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
    route_id: str | None = None
    tasks: list[Task] = field(default_factory=list)

    @property
    def by_task(self) -> dict[str, float | None]:
        return {t.task_id: t.score if t.status == "graded" else None for t in self.tasks}


@dataclass
class Outcome:
    """Per-task wins, ties and losses of ``model`` against ``other`` (shared tasks only)."""

    model: str
    other: str
    wins: int
    ties: int
    losses: int


@dataclass
class RunFacts:
    """What the page says of each run: when, what, how much, and its agent's attempts."""

    run_id: str
    name: str
    status: str
    created_at: str | None
    finished_at: str | None
    models: list[str]
    coverage: str  # "6 of 48 tasks, a seeded sample (seed 42)"
    seed: int | None
    spend_microusd: int | None
    agent: AgentRun | None = None

    def to_dict(self) -> dict[str, Any]:
        document = {k: v for k, v in vars(self).items() if k != "agent"}
        document["agent"] = self.agent.to_dict() if self.agent else None
        return document


@dataclass
class Compared:
    ranking: Ranking
    arms: list[Arm]
    outcomes: list[Outcome]
    benchmark: str
    runs: list[RunFacts] = field(default_factory=list)
    benchmark_version: str | None = None
    baseline: str | None = None  # the arm every other one is compared with, when one was named
    made_at: str = field(default_factory=lambda: datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"))

    def to_dict(self) -> dict[str, Any]:
        document = self.ranking.to_dict()
        document["benchmark"] = self.benchmark
        document["benchmark_version"] = self.benchmark_version
        document["baseline"] = self.baseline
        document["arms"] = [{k: v for k, v in vars(a).items() if k != "tasks"} for a in self.arms]
        document["outcomes"] = [vars(o) for o in self.outcomes]
        document["runs"] = [r.to_dict() for r in self.runs]
        return document


# ---------------------------------------------------------------------------- reading a run


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _headline(result: dict[str, Any], model_index: int) -> tuple[Any, Any, Any, dict[str, Any]]:
    for profile in result.get("profiles") or []:
        if (profile.get("model_index") or 0) != model_index:
            continue
        for metric in profile.get("metrics") or []:
            if metric.get("key") == profile.get("headline_key"):
                interval = (metric.get("uncertainty") or {}).get("interval") or {}
                return metric.get("value"), interval.get("lower"), interval.get("upper"), profile
    return None, None, None, {}


def _samples(ctx: Context, run_id: str) -> list[dict[str, Any]]:
    return [records(s) for s in ctx.client.runs.samples(run_id, limit=100)]


def _fill(arm: Arm, result: dict[str, Any], samples: list[dict[str, Any]]) -> None:
    arm.score, arm.low, arm.high, profile = _headline(result, arm.model_index)
    arm.graded = profile.get("graded") or 0
    arm.planned = profile.get("planned") or 0
    arm.errors = profile.get("errors") or 0
    for cost in (result.get("costs") or {}).get("profiles") or []:
        if (cost.get("model_index") or 0) == arm.model_index:
            charged = cost.get("charged_microusd")
            arm.charged_microusd = (arm.charged_microusd or 0) + int(charged or 0)
    for row in samples:
        if (row.get("model_index") or 0) == arm.model_index and row.get("task_id"):
            arm.tasks.append(
                Task(
                    row["task_id"],
                    str(row.get("status") or "unknown"),
                    row.get("outcome"),
                    row.get("score"),
                    row.get("error_code"),
                    _int(row.get("charge_microusd")),
                )
            )
    arm.tasks.sort(key=lambda t: t.task_id)
    if not profile:  # no result for this model (a run that graded nothing): count its samples
        arm.planned = len(arm.tasks)
        arm.graded = sum(1 for t in arm.tasks if t.status == "graded")
        arm.errors = sum(1 for t in arm.tasks if t.status == "error")


def _models(run: dict[str, Any]) -> list[dict[str, Any]]:
    """The run's models in model-index order (one, or a comparison's several)."""
    model = run.get("model") or {}
    if model.get("kind") == "comparison":
        return list(model.get("models") or [])
    return [model]


def _model_name(model: dict[str, Any], run: dict[str, Any]) -> str:
    return str(model.get("display_name") or model.get("route_id") or run.get("name") or run["id"])


def _coverage(run: dict[str, Any], result: dict[str, Any]) -> tuple[str, int | None]:
    coverage = run.get("coverage") or result.get("coverage") or {}
    seed = coverage.get("seed")
    profile: dict[str, Any] = next(iter(run.get("profiles") or []), {})
    selected, population = profile.get("selected_count"), profile.get("population_count")
    tasks = f"{selected} of {population} tasks" if selected and population else "tasks"
    mode = coverage.get("mode")
    if mode == "sample":
        return f"{tasks}, a seeded sample (seed {seed})", seed
    if mode == "full":
        return f"all {population or ''} tasks".replace("  ", " "), seed
    return f"{tasks} ({mode or 'as planned'})", seed


def _facts(ctx: Context, run: dict[str, Any], result: dict[str, Any], samples: Any) -> RunFacts:
    coverage, seed = _coverage(run, result)
    return RunFacts(
        run["id"],
        str(run.get("name") or run["id"]),
        str(run.get("status") or "unknown"),
        run.get("created_at"),
        run.get("finished_at"),
        [_model_name(m, run) for m in _models(run)],
        coverage,
        seed,
        _int(run.get("spend_microusd")),
        agent_run(ctx, run, samples),
    )


def benchmark_version(ctx: Context, result: dict[str, Any]) -> str | None:
    """``gsm8k v3``: the benchmark's slug and version from the catalog, when it names them."""
    from evalrouter import EvalRouterError

    profile: dict[str, Any] = next(iter(result.get("profiles") or []), {})
    slug = next((m.get("task") for m in profile.get("metrics") or [] if m.get("task")), None)
    if not slug:  # no metric names it (a run that graded nothing): the profile id at least
        return f"profile {profile['profile_id']}" if profile.get("profile_id") else None
    try:
        benchmark = records(ctx.client.benchmarks.get(slug))
    except EvalRouterError:
        return None
    for version in benchmark.get("versions") or []:
        if version.get("id") == profile.get("profile_id"):
            return f"{slug} v{version.get('version')}"
    return None


# ---------------------------------------------------------------------------- comparing


def _outcomes(arms: list[Arm], baseline: Arm | None) -> list[Outcome]:
    out = []
    for i, a in enumerate(arms):
        for b in arms[i + 1 :]:
            if baseline is not None and baseline not in (a, b):
                continue
            x, y = (b, a) if a is baseline else (a, b)  # the baseline named second
            scores_x, scores_y = x.by_task, y.by_task
            shared = [
                t for t in scores_x if scores_x[t] is not None and scores_y.get(t) is not None
            ]
            wins = sum(1 for t in shared if (scores_x[t] or 0) > (scores_y[t] or 0))
            losses = sum(1 for t in shared if (scores_x[t] or 0) < (scores_y[t] or 0))
            out.append(Outcome(x.name, y.name, wins, len(shared) - wins - losses, losses))
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


def _baseline(ctx: Context, given: str | None, arms: list[Arm]) -> Arm | None:
    """The arm ``--baseline RUN[:MODEL]`` names: MODEL is the model's position in the run
    (1, 2, …), its route id (``sim/gpt-5`` or ``gpt-5``) or its name."""
    if given is None:
        return None
    run_part, _, model_part = given.partition(":")
    run_id = lookup(ctx, run_part)
    mine = [a for a in arms if a.run_id == run_id]
    if not mine:
        raise _exit.usage(
            f"--baseline {given}: run {run_id} is not one of the runs given.",
            hint="Name one of them: --baseline RUN or --baseline RUN:MODEL",
        )
    if not model_part:
        if len(mine) == 1:
            return mine[0]
        raise _exit.usage(
            f"--baseline {given}: run {run_id} evaluates {len(mine)} models; say which.",
            hint=f"--baseline {run_part}:1 (the first model) or --baseline {run_part}:"
            f"{mine[0].route_id or 1}",
        )
    wanted = model_part.strip().casefold()
    for position, arm in enumerate(mine, 1):
        route = (arm.route_id or "").casefold()
        names = {str(position), route, route.rpartition("/")[2], arm.name.casefold()}
        if wanted in names:
            return arm
    choices = ", ".join(f"{i} ({a.route_id or a.name})" for i, a in enumerate(mine, 1))
    raise _exit.usage(
        f"--baseline {given}: run {run_id} has no model {model_part!r}.",
        hint=f"Its models: {choices}. Name one: --baseline {run_part}:1",
    )


def _oriented(pair: Pair, baseline: str) -> Pair:
    """The pair as ``model`` minus the baseline."""
    if pair.other == baseline:
        return pair
    flip = None if pair.difference is None else -pair.difference
    low = None if pair.high is None else -pair.high
    high = None if pair.low is None else -pair.low
    return Pair(pair.other, pair.model, flip, low, high, pair.significant)


def gather(ctx: Context, given: list[str], baseline: str | None = None) -> Compared:
    ids = list(dict.fromkeys(lookup(ctx, g) for g in given))
    runs: list[tuple[dict[str, Any], dict[str, Any]]] = []
    facts: list[RunFacts] = []
    arms: list[Arm] = []
    for run_id in ids:
        run = records(ctx.client.runs.get(run_id))
        result = records(ctx.client.runs.results(run_id))
        samples = _samples(ctx, run_id)
        runs.append((run, result))
        facts.append(_facts(ctx, run, result, samples))
        for index, model in enumerate(_models(run)):
            name = _model_name(model, run)
            if name in {a.name for a in arms}:
                name = f"{name} ({run_id[:10]})"
            arm = Arm(name, run_id, index, route_id=model.get("route_id"))
            _fill(arm, result, samples)
            arms.append(arm)
    chosen = _baseline(ctx, baseline, arms)
    benchmark = next(
        (p.get("name") for _, r in runs for p in r.get("profiles") or [] if p.get("name")), ""
    )
    benchmark = str(benchmark).split(" · ")[0]  # a multi-model profile is "BENCH · MODEL"
    if len(ids) == 1 and len(arms) > 1:
        ranking = _one_run_ranking(ctx, ids[0], arms, chosen)
    elif len(arms) == 1:
        ranking = Ranking(f"{benchmark} ({arms[0].graded} graded tasks)", _ranked(arms), [])
    else:
        pairs = _pairs(ctx, [r for _, r in runs], arms, chosen)
        tasks = min((a.graded for a in arms), default=0)
        title = f"{benchmark} ({len(arms)} models, up to {tasks} graded tasks each)"
        ranking = Ranking(title, _ranked(arms), pairs)
    return Compared(
        ranking,
        arms,
        _outcomes(arms, chosen),
        benchmark,
        facts,
        benchmark_version(ctx, runs[0][1]),
        chosen.name if chosen else None,
    )


def _one_run_ranking(ctx: Context, run_id: str, arms: list[Arm], chosen: Arm | None) -> Ranking:
    """A multi-model run: the service ranks its models on their shared tasks."""
    from ._charts import ranking_from_comparison

    comparison = ctx.client.runs.get(run_id).compare()
    by_index = {a.model_index: a for a in arms}
    for model in comparison.models:
        arm = by_index.get(model.model_index)
        if arm is not None:  # the service's names and shared-task scores, as its pairs use
            arm.name, arm.score, arm.low, arm.high = model.name, model.score, model.low, model.high
    ranking = ranking_from_comparison(comparison)
    if chosen is None:
        return ranking
    pairs = [_oriented(p, chosen.name) for p in ranking.pairs if chosen.name in (p.model, p.other)]
    return Ranking(ranking.title, ranking.models, pairs)


def _pairs(
    ctx: Context, results: list[dict[str, Any]], arms: list[Arm], chosen: Arm | None
) -> list[Pair]:
    result_id = {a.run_id: r["id"] for a, r in _by_run(arms, results)}
    plan: list[tuple[Arm, list[Arm]]]
    if chosen is not None:
        plan = [(chosen, [a for a in arms if a is not chosen])]
    else:
        plan = [(a, arms[i + 1 :]) for i, a in enumerate(arms[:-1])]
    pairs: list[Pair] = []
    for base, candidates in plan:
        for start in range(0, len(candidates), CHUNK):
            chunk = candidates[start : start + CHUNK]
            record = _compare(ctx, result_id, base, chunk)
            for arm, candidate in zip(
                chunk, (record.get("result") or {}).get("candidates") or [], strict=False
            ):
                check: dict[str, Any] = next(iter(candidate.get("checks") or []), {})
                interval = check.get("interval") or {}
                low, high = interval.get("lower"), interval.get("upper")
                significant = low is not None and high is not None and (low > 0 or high < 0)
                pairs.append(Pair(arm.name, base.name, check.get("delta"), low, high, significant))
    return pairs


def _by_run(arms: list[Arm], results: list[dict[str, Any]]) -> list[tuple[Arm, dict[str, Any]]]:
    by_id = {r.get("run_id"): r for r in results}
    return [(a, by_id[a.run_id]) for a in arms if a.run_id in by_id]


def _compare(
    ctx: Context, result_id: dict[str, str], base: Arm, candidates: list[Arm]
) -> dict[str, Any]:
    from evalrouter import EvalRouterError

    body = {
        "baseline_result_id": result_id[base.run_id],
        "baseline_model_index": base.model_index,
        "candidate_result_ids": [result_id[a.run_id] for a in candidates],
        "candidate_model_indices": [a.model_index for a in candidates],
    }
    try:
        return dict(records(ctx.client.comparisons.create(body)))
    except EvalRouterError as error:
        if "model_ind" not in str(error.message):
            raise
        # The service's field names are not the user's: name the flag instead.
        raise _exit.usage(
            f"The service could not tell which model of run {base.run_id} to compare with.",
            hint="Name the baseline: --baseline RUN:MODEL (MODEL = 1, 2, … or its route id)",
        ) from None
