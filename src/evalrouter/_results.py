"""Pure shaping of results: the headline score and the multi-model comparison."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ._flows._steps import field_of as _value

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue, Model
    from evalrouter_generated.models.benchmark_comparison import BenchmarkComparison
    from evalrouter_generated.models.ranked_subject import RankedSubject
    from evalrouter_generated.models.run_comparison import RunComparison
    from evalrouter_generated.models.score_interval import ScoreInterval
    from evalrouter_generated.models.subject_pair import SubjectPair


__all__ = ["Comparison", "ModelPair", "RankedModel", "headline_score", "shape_comparison"]


# Everything here reads records that may lack fields or carry another JSON type than the
# contract says (the models keep what arrived): such a value counts as absent.


def _items(obj: Any, name: str) -> list[Any]:
    value = _value(obj, name)
    return list(value) if isinstance(value, list | tuple) else []


def _number(obj: Any, name: str) -> float | None:
    value = _value(obj, name)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


def _int(obj: Any, name: str) -> int | None:
    value = _value(obj, name)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _str(obj: Any, name: str) -> str | None:
    value = _value(obj, name)
    return value if isinstance(value, str) else None


def _bool(obj: Any, name: str) -> bool:
    return _value(obj, name) is True


def headline_score(result: Any) -> float | None:
    """The headline metric: the first profile's metric whose key is its ``headline_key``.

    On a comparison run each profile belongs to one subject (``model_index``): only the first
    subject's (``model_index`` 0) profiles count, so the score never jumps to another model's.
    """
    if result is None:
        return None
    profiles = _items(result, "profiles")
    first = [p for p in profiles if _int(p, "model_index") in (None, 0)]
    for profile in first or profiles:
        key = _str(profile, "headline_key")
        if key is None:
            continue
        for metric in _items(profile, "metrics"):
            if _value(metric, "key") == key:
                value = _number(metric, "value")
                if value is not None:
                    return value
    return None


@dataclass(frozen=True)
class RankedModel:
    """One model's place in a comparison: a convenience row over the API's ``RankedSubject``.

    ``label``, ``name``, ``low``, ``high`` and ``confidence`` are this SDK's names; the API's
    own are read too (``rank_label``, ``display_name``, ``interval``), and ``record`` is the row
    as the API sent it.
    """

    rank: int
    label: str  # "1", or "1=" when tied: the API's rank_label
    model_index: int
    model_id: str
    route_id: str | None
    name: str  # the API's display_name, else the model id
    score: float | None
    low: float | None  # the score's confidence interval (95% unless `confidence` says otherwise)
    high: float | None
    confidence: float | None
    graded: int
    record: RankedSubject | None = field(default=None, repr=False, compare=False)

    @property
    def rank_label(self) -> str:
        """The API's name of :attr:`label`."""
        return self.label

    @property
    def display_name(self) -> str | None:
        """The API's ``display_name`` as sent (:attr:`name` falls back to the model id)."""
        return self.record.display_name if self.record is not None else None

    @property
    def interval(self) -> ScoreInterval | None:
        """The API's ``interval`` (``low``, ``high``, ``confidence``) as sent."""
        return self.record.interval if self.record is not None else None


@dataclass(frozen=True)
class ModelPair:
    """The score difference between two models on the shared tasks (``model`` minus ``other``):
    a convenience row over the API's ``SubjectPair``.

    ``model``, ``other``, ``low``, ``high`` and ``basis`` are this SDK's names; the API's own
    are read too (``interval``, ``interval_basis``), and ``record`` is the pair as sent.
    """

    model: str
    other: str
    model_index: int
    other_model_index: int
    difference: float | None
    low: float | None
    high: float | None
    basis: str  # paired, exact or omitted: the API's interval_basis
    significant: bool
    record: SubjectPair | None = field(default=None, repr=False, compare=False)

    @property
    def interval_basis(self) -> str:
        """The API's name of :attr:`basis`."""
        return self.basis

    @property
    def interval(self) -> ScoreInterval | None:
        """The API's ``interval`` (``low``, ``high``, ``confidence``) as sent."""
        return self.record.interval if self.record is not None else None


@dataclass(frozen=True)
class Comparison:
    """How the models of a multi-model run compare on the tasks every one of them finished.

    Two readings of one answer (``GET /runs/{id}/comparison``):

    - **The API's comparison record, by its own names.** ``record`` is that record (a
      ``RunComparison``: ``run_id``, ``result_id``, ``result_version``, ``partial``,
      ``benchmarks``), ``cmp["field"]`` its wire value, ``to_dict()`` the JSON received.
      ``benchmarks[i]`` is one benchmark, read the same way: its API fields (``profile_id``,
      ``name``, ``metric``, ``direction``, ``comparable``, ``partial``, ``reasons``,
      ``tasks_compared``, ``tasks_planned``, ``summary``), ``ranking`` (the API's rows:
      ``rank``, ``rank_label``, ``display_name``, ``model_id``, ``route_id``, ``score``,
      ``interval``, …) and ``pairs`` (which also answer to ``interval`` and
      ``interval_basis``); ``benchmarks[i]["field"]`` is that benchmark's wire value.
    - **A convenience view, with this SDK's names** (not the API's): ``models`` (the ranking as
      :class:`RankedModel` rows: ``label`` for ``rank_label``, ``name`` for ``display_name``,
      ``low``/``high``/``confidence`` for ``interval``), ``pairs`` as :class:`ModelPair`
      (``model``/``other`` names, ``basis`` for ``interval_basis``), ``leader`` and a
      one-line ``summary`` (the API's own line when it sends one). At the top level these
      read the first benchmark, so a one-benchmark run needs no ``benchmarks[0]``.

    At the top level ``partial`` is the run's (the record's ``partial``); on ``benchmarks[i]``
    it is that benchmark's.
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
    record: RunComparison | None = field(default=None, repr=False, compare=False)
    benchmark: BenchmarkComparison | None = field(default=None, repr=False, compare=False)
    result_id: str | None = None
    result_version: int | None = None
    _whole: bool = field(default=False, repr=False, compare=False)

    @property
    def ranking(self) -> list[RankedSubject]:
        """The API's ranking of this benchmark (the first one at the top level), as sent:
        rows with ``rank``, ``rank_label``, ``display_name``, ``score``, ``interval``, …"""
        rows = self.benchmark.ranking if self.benchmark is not None else None
        return list(rows) if rows else []

    @property
    def raw(self) -> RunComparison | None:
        """The same as :attr:`record` (its former name)."""
        return self.record

    @property
    def leader(self) -> RankedModel | None:
        return self.models[0] if self.models else None

    def __getitem__(self, key: str) -> JsonValue:
        """The wire value of ``key`` in the API record this reads: the whole comparison at
        the top level, one benchmark on ``benchmarks[i]``."""
        own: Model | None = self.record if self._whole else self.benchmark
        if own is None:
            raise KeyError(key)
        return own[key]

    def to_dict(self) -> dict[str, JsonValue]:
        """The API record this reads, as the JSON received (see :meth:`__getitem__`)."""
        own: Model | None = self.record if self._whole else self.benchmark
        return own.to_dict() if own is not None else {}

    def __str__(self) -> str:
        return self.summary

    def __repr__(self) -> str:
        """One short line: the benchmark, the metric, the ranking, what it was compared on
        (the rows, pairs and API record are its attributes)."""
        shown = ", ".join(
            f"{m.label}. {_cut(m.name, 40)} {_fmt(m.score)}" for m in self.models[:_REPR_MODELS]
        )
        if len(self.models) > _REPR_MODELS:
            shown += f", +{len(self.models) - _REPR_MODELS} more"
        parts = [
            f"run_id={self.run_id!r}",
            f"{_cut(self.name, 40)!r} on {_cut(self.metric, 40)!r}",
            f"[{shown}]",
            f"{self.tasks_compared}/{self.tasks_planned} tasks",
        ]
        if self.partial:
            parts.append("partial")
        if not self.comparable:
            parts.append("not comparable")
        if len(self.benchmarks) > 1:
            parts.append(f"{len(self.benchmarks)} benchmarks")
        return f"Comparison({', '.join(parts)})"


_REPR_MODELS = 4


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _interval(owner: Any) -> tuple[float | None, float | None, float | None]:
    """(low, high, confidence) of ``owner.interval``; a bound that is missing reads None, and
    an interval missing either bound has neither."""
    interval = _value(owner, "interval")
    if interval is None:
        return None, None, None
    low, high = _number(interval, "low"), _number(interval, "high")
    if low is None or high is None:
        low = high = None
    return low, high, _number(interval, "confidence")


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4g}"


def _summary(bench: Any, models: list[RankedModel], pairs: list[ModelPair]) -> str:
    text = _value(bench, "summary")
    if isinstance(text, str) and text.strip():
        return text.strip()
    if len(models) < 2:
        return f"{_str(bench, 'name') or 'This benchmark'}: not enough models to compare."
    first, second = models[0], models[1]
    pair = next(
        (
            p
            for p in pairs
            if {p.model_index, p.other_model_index} == {first.model_index, second.model_index}
        ),
        None,
    )
    compared = _int(bench, "tasks_compared")
    tasks = f"{compared} shared tasks" if compared is not None else "shared tasks"
    metric = _str(bench, "metric") or "the headline metric"
    if first.label.endswith("=") and first.rank == second.rank:
        verdict = f"{first.name} and {second.name} tie on {metric}"
    else:
        verdict = f"{first.name} leads {second.name} on {metric}"
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
    for position, subject in enumerate(_items(bench, "ranking")):
        low, high, confidence = _interval(subject)
        index = _int(subject, "model_index")
        index = position if index is None else index
        model_id = _str(subject, "model_id") or ""
        name = _str(subject, "display_name") or model_id or f"model {index}"
        names[index] = name
        rank = _int(subject, "rank")
        rank = position + 1 if rank is None else rank
        models.append(
            RankedModel(
                rank=rank,
                label=_str(subject, "rank_label") or str(rank),
                model_index=index,
                model_id=model_id,
                route_id=_str(subject, "route_id"),
                name=name,
                score=_number(subject, "score"),
                low=low,
                high=high,
                confidence=confidence,
                graded=_int(subject, "graded") or 0,
                record=subject,
            )
        )
    pairs: list[ModelPair] = []
    for pair in _items(bench, "pairs"):
        low, high, _ = _interval(pair)
        first, other = _int(pair, "model_index"), _int(pair, "other_model_index")
        if first is None or other is None:
            continue  # a difference between unknown models says nothing
        pairs.append(
            ModelPair(
                model=names.get(first, f"model {first}"),
                other=names.get(other, f"model {other}"),
                model_index=first,
                other_model_index=other,
                difference=_number(pair, "difference"),
                low=low,
                high=high,
                basis=_str(pair, "interval_basis") or "omitted",
                significant=_bool(pair, "significant"),
                record=pair,
            )
        )
    reasons = [r for r in _items(bench, "reasons") if isinstance(r, str)]
    return Comparison(
        run_id=run_id,
        profile_id=_str(bench, "profile_id") or "",
        name=_str(bench, "name") or "",
        metric=_str(bench, "metric") or "",
        direction=_str(bench, "direction") or "",
        tasks_compared=_int(bench, "tasks_compared") or 0,
        tasks_planned=_int(bench, "tasks_planned") or 0,
        comparable=_bool(bench, "comparable"),
        partial=_bool(bench, "partial"),
        models=models,
        pairs=pairs,
        summary=_summary(bench, models, pairs),
        reasons=reasons,
        benchmark=bench,
    )


def shape_comparison(raw: Any) -> Comparison:
    """``GET /runs/{id}/comparison`` → a :class:`Comparison`: the API record, with the
    convenience view of its first benchmark (every benchmark in ``benchmarks``)."""
    from ._errors import invalid_response
    from ._exceptions import EvalRouterError

    run_id = _str(raw, "run_id") or ""
    if not isinstance(getattr(raw, "benchmarks", None), list):
        raise invalid_response(
            f"The comparison of run {run_id or '(unknown)'} came without benchmarks.",
            field="benchmarks",
            operation="GET /runs/{run_id}/comparison",
        )
    shaped = [_shape_one(run_id, bench) for bench in _items(raw, "benchmarks")]
    if not shaped:
        raise EvalRouterError(
            "comparison_unavailable",
            f"Run {run_id or '(unknown)'} has no comparison: it did not run several models.",
            hint="compare() needs a run created with subjects=[...] (2 to 8 models).",
        )
    shaped = [replace(view, record=raw) for view in shaped]
    partial = _value(raw, "partial")
    return replace(
        shaped[0],
        benchmarks=shaped,
        partial=partial if isinstance(partial, bool) else shaped[0].partial,
        result_id=_str(raw, "result_id"),
        result_version=_int(raw, "result_version"),
        _whole=True,
    )
