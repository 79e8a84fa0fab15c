"""Pure shaping of results: the headline score and the multi-model comparison."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from evalrouter_generated._model import Model


__all__ = ["Comparison", "ModelPair", "RankedModel", "headline_score", "shape_comparison"]


def _value(obj: Any, name: str) -> Any:
    value = getattr(obj, name, None)
    return None if type(value).__name__ == "Unset" else value


def headline_score(result: Any) -> float | None:
    """The headline metric: the first profile's metric whose key is its ``headline_key``."""
    if result is None:
        return None
    for profile in result.profiles:
        key = _value(profile, "headline_key")
        if key is None:
            continue
        for metric in profile.metrics:
            value = metric.value
            if metric.key == key and isinstance(value, int | float) and not isinstance(value, bool):
                return float(value)
    return None


@dataclass(frozen=True)
class RankedModel:
    """One model's place in a comparison."""

    rank: int
    label: str  # "1", or "1=" when tied
    model_index: int
    model_id: str
    route_id: str | None
    name: str
    score: float | None
    low: float | None  # the score's confidence interval (95% unless `confidence` says otherwise)
    high: float | None
    confidence: float | None
    graded: int


@dataclass(frozen=True)
class ModelPair:
    """The score difference between two models on the shared tasks (``model`` minus ``other``)."""

    model: str
    other: str
    model_index: int
    other_model_index: int
    difference: float | None
    low: float | None
    high: float | None
    basis: str  # paired, exact or omitted
    significant: bool


@dataclass(frozen=True)
class Comparison:
    """How the models of a multi-model run compare on the tasks every one of them finished.

    Built from the first benchmark of the run; ``benchmarks`` holds one per benchmark and
    ``raw`` the API's answer.
    """

    run_id: str
    profile_id: str
    name: str
    metric: str
    direction: str
    tasks_compared: int
    tasks_planned: int
    comparable: bool
    partial: bool
    models: list[RankedModel]
    pairs: list[ModelPair]
    summary: str
    reasons: list[str] = field(default_factory=list)
    benchmarks: list[Comparison] = field(default_factory=list, repr=False)
    raw: Model | None = field(default=None, repr=False, compare=False)

    @property
    def leader(self) -> RankedModel | None:
        return self.models[0] if self.models else None

    def __str__(self) -> str:
        return self.summary


def _interval(interval: Any) -> tuple[float | None, float | None, float | None]:
    if interval is None:
        return None, None, None
    return interval.low, interval.high, interval.confidence


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4g}"


def _summary(bench: Any, models: list[RankedModel], pairs: list[ModelPair]) -> str:
    text = _value(bench, "summary")
    if isinstance(text, str) and text.strip():
        return text.strip()
    if len(models) < 2:
        return f"{bench.name}: not enough models to compare."
    first, second = models[0], models[1]
    pair = next(
        (
            p
            for p in pairs
            if {p.model_index, p.other_model_index} == {first.model_index, second.model_index}
        ),
        None,
    )
    tasks = f"{bench.tasks_compared} shared tasks"
    if first.label.endswith("=") and first.rank == second.rank:
        verdict = f"{first.name} and {second.name} tie on {bench.metric}"
    else:
        verdict = f"{first.name} leads {second.name} on {bench.metric}"
    scores = f"{_fmt(first.score)} vs {_fmt(second.score)}"
    detail = ""
    if pair is not None and pair.low is not None and pair.high is not None:
        sign = 1 if pair.model_index == first.model_index else -1
        low, high = sorted((sign * pair.low, sign * pair.high))
        sig = "significant" if pair.significant else "not significant"
        detail = f"; difference interval {_fmt(low)} to {_fmt(high)}, {sig}"
    return f"{verdict} ({scores}, {tasks}{detail})."


def _shape_one(run_id: str, bench: Any) -> Comparison:
    models: list[RankedModel] = []
    names: dict[int, str] = {}
    for subject in bench.ranking:
        low, high, confidence = _interval(subject.interval)
        name = subject.display_name or subject.model_id
        names[subject.model_index] = name
        models.append(
            RankedModel(
                rank=subject.rank,
                label=subject.rank_label,
                model_index=subject.model_index,
                model_id=subject.model_id,
                route_id=_value(subject, "route_id"),
                name=name,
                score=subject.score,
                low=low,
                high=high,
                confidence=confidence,
                graded=subject.graded,
            )
        )
    pairs: list[ModelPair] = []
    for pair in bench.pairs:
        low, high, _ = _interval(pair.interval)
        pairs.append(
            ModelPair(
                model=names.get(pair.model_index, f"model {pair.model_index}"),
                other=names.get(pair.other_model_index, f"model {pair.other_model_index}"),
                model_index=pair.model_index,
                other_model_index=pair.other_model_index,
                difference=pair.difference,
                low=low,
                high=high,
                basis=pair.interval_basis,
                significant=pair.significant,
            )
        )
    return Comparison(
        run_id=run_id,
        profile_id=bench.profile_id,
        name=bench.name,
        metric=bench.metric,
        direction=bench.direction,
        tasks_compared=bench.tasks_compared,
        tasks_planned=bench.tasks_planned,
        comparable=bench.comparable,
        partial=bench.partial,
        models=models,
        pairs=pairs,
        summary=_summary(bench, models, pairs),
        reasons=list(_value(bench, "reasons") or []),
        raw=bench,
    )


def shape_comparison(raw: Any) -> Comparison:
    """``GET /runs/{id}/comparison`` → a :class:`Comparison` of its first benchmark."""
    from ._exceptions import EvalRouterError

    shaped = [_shape_one(raw.run_id, bench) for bench in raw.benchmarks]
    if not shaped:
        raise EvalRouterError(
            "comparison_unavailable",
            f"Run {raw.run_id} has no comparison: it did not run several models.",
            hint="compare() needs a run created with subjects=[...] (2 to 8 models).",
        )
    return replace(shaped[0], benchmarks=shaped, raw=raw)
