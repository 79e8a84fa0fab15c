"""Name resolution: a benchmark or model name to what a quote needs, as
flows that read the catalog. The pure rules they apply are in :mod:`._names`."""

from __future__ import annotations

from typing import Any

from evalrouter_generated import _operations as _ops
from evalrouter_generated._model import JsonValue
from evalrouter_generated._operations import Operation

from .._config import short
from .._errors import invalid_input, invalid_response
from .._exceptions import APIStatusError, EvalRouterError
from ._names import (
    AGENT_ONLY_ROUTES,
    CONNECTION,
    EVAL_PREFIX,
    PIN_FALLBACK_CODES,
    PRIVATE_ID,
    READY,
    TERM_LIMIT,
    ResolvedBenchmark,
    ambiguous,
    availability,
    did_you_mean,
    from_catalog,
    from_dict,
    invalid_name,
    is_quotable,
    model_label,
    newest_quotable,
    rank,
    suggestion_hint,
    unavailable_reason,
    version_key,
)
from ._steps import Flow, call, field_of, missing_field, wire

PAGE_LIMIT = 100
MAX_PAGES = 5  # catalog reads stop at 500 rows; the slug route is authoritative beyond that


def list_all(op: Operation, required: tuple[str, ...] = ("id",), **params: Any) -> Flow[list[Any]]:
    """Up to MAX_PAGES pages of a catalog list, as one list. A page without ``data``, or a row
    without one of the ``required`` fields, is an ``invalid_response`` naming the field."""
    where = f"{op.method} {op.path}"
    items: list[Any] = []
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page = yield call(op, limit=PAGE_LIMIT, cursor=cursor, **params)
        if not isinstance(wire(page, "data"), list):
            raise missing_field(where, "data", "a page of the catalog")
        rows = page.data
        for row in rows:
            for name in required:
                value = field_of(row, name)
                if not isinstance(value, str) or not value:
                    raise missing_field(where, name, "a catalog row")
        items.extend(rows)
        cursor = field_of(page, "next_cursor")
        if not cursor:
            break
    return items


def _unavailable(label: str, reason: str, details: Any = None) -> EvalRouterError:
    return EvalRouterError(
        "benchmark_unavailable",
        f"{label} cannot be quoted right now: {reason}.",
        hint="Try again later, or pick another version or benchmark.",
        details=details,
    )


_LIST_BENCHMARKS = "List benchmarks with client.benchmarks.list(status='active')."


def _no_match(
    kind: str, term: str, entries: list[list[Any]], listing: str, where: str = ""
) -> EvalRouterError:
    """``<kind>_not_found`` for a name nothing matched, with the closest catalog names as
    hints (each entry lists one catalog item's names)."""
    close = did_you_mean(term, entries)
    return EvalRouterError(
        f"{kind}_not_found",
        f"No {kind} matches {short(term, TERM_LIMIT)}{where}.",
        hint=suggestion_hint(close, listing),
        details={"term": term[:TERM_LIMIT], "suggestions": list[JsonValue](close)},
    )


def resolve_benchmark(term: Any) -> Flow[ResolvedBenchmark]:
    """A benchmark name → the one version that can be quoted."""
    if isinstance(term, ResolvedBenchmark):
        return term
    if isinstance(term, dict) and "id" in term:
        return from_dict(term)
    if not isinstance(term, str) or not term.strip():
        raise invalid_name("benchmark", term)
    term = term.strip()
    if PRIVATE_ID.fullmatch(term):
        return (yield from _private_benchmark(term))
    if term.startswith(EVAL_PREFIX):
        return (yield from _eval_benchmark(term))
    if "@" in term:
        return (yield from _pinned_benchmark(term))
    return (yield from _named_benchmark(term))


def _private_benchmark(term: str) -> Flow[ResolvedBenchmark]:
    record = yield call(_ops.BENCHMARKS_PRIVATE_GET, term)
    if record.id != term:
        raise invalid_response(
            f"Asked for private benchmark {term} but the API answered with {record.id!r}.",
            field="id",
        )
    if record.status != "active":
        raise _unavailable(f"Private benchmark {term}", f"it is {record.status}")
    return ResolvedBenchmark(
        id=term,
        slug=term.partition("@")[0],
        version="1",
        name=record.name,
        task_count=record.row_count,
        private=True,
        record=record,
    )


def _eval_benchmark(ref: str) -> Flow[ResolvedBenchmark]:
    record = yield call(_ops.BENCHMARKS_EVALS_GET, ref)
    availability = field_of(record, "availability")
    if availability is not None and availability != READY:
        reason = field_of(record, "availability_reason") or f"it is {availability}"
        raise _unavailable(ref, reason)
    return ResolvedBenchmark(
        id=record.profile_id or record.ref,
        slug=record.name,
        version=str(record.version),
        name=record.display_name,
        task_count=record.task_count,
        eval_reference=record.ref,
        record=record,
    )


def _versions(detail: Any) -> list[Any]:
    rows = field_of(detail, "versions")
    if not isinstance(rows, list):
        raise missing_field("GET /catalog/benchmarks/{slug}", "versions", "a benchmark")
    return list(rows)


def _choose_version(label: str, rows: list[Any]) -> ResolvedBenchmark:
    if not rows:
        raise EvalRouterError(
            "benchmark_not_found",
            f"The catalog lists no version of {label}.",
            hint=_LIST_BENCHMARKS,
            details={"term": label, "versions": []},
        )
    best = newest_quotable(rows)
    if best is None:
        newest = max(rows, key=lambda r: version_key(r.version))
        raise _unavailable(label, unavailable_reason(newest))
    return from_catalog(best)


def _pinned_benchmark(term: str) -> Flow[ResolvedBenchmark]:
    slug, _, version = term.rpartition("@")
    if not slug or not version:
        raise invalid_input(
            f"{short(term, TERM_LIMIT)} is not a pinned benchmark.",
            argument="benchmark",
            hint='Pin a version as slug@version, e.g. "gsm8k@2".',
        )
    try:
        detail = yield call(_ops.BENCHMARKS_GET, slug)
    except EvalRouterError as exc:
        if exc.code in PIN_FALLBACK_CODES:
            return (yield from _eval_benchmark(term))
        raise
    rows = [row for row in _versions(detail) if str(row.version) == version]
    if rows:
        return _choose_version(term, rows)
    # No such version in the catalog: the whole term may be an eval reference.
    # That lookup's own error goes to the user, with the catalog's versions in its hint.
    known = sorted({str(r.version) for r in _versions(detail)}, key=version_key)
    try:
        return (yield from _eval_benchmark(term))
    except EvalRouterError as exc:
        if known:
            listed = f"Known versions of {slug}: {', '.join(known)}."
            exc.hint = f"{exc.hint} {listed}" if exc.hint else listed
            if exc.details is None or isinstance(exc.details, dict):
                exc.details = {**(exc.details or {}), "versions": list[JsonValue](known)}
        raise


def _tolerated(exc: EvalRouterError) -> bool:
    """Errors of a speculative slug lookup that just mean "not that"."""
    if isinstance(exc, APIStatusError):
        return exc.status_code < 500
    return exc.code == "invalid_input"


def _named_benchmark(term: str) -> Flow[ResolvedBenchmark]:
    rows = yield from list_all(_ops.BENCHMARKS_LIST, ("id", "slug"), status="active")
    for row in rows:
        if row.id == term:
            if not is_quotable(row):
                raise _unavailable(term, unavailable_reason(row))
            return from_catalog(row)
    by_slug: dict[str, list[Any]] = {}
    for row in rows:
        by_slug.setdefault(row.slug, []).append(row)
    collapsed = [
        newest_quotable(group) or max(group, key=lambda r: version_key(r.version))
        for group in by_slug.values()
    ]
    matches = rank(term, [(r, [r.slug, field_of(r, "name"), r.id]) for r in collapsed])
    if not matches:
        try:
            detail = yield call(_ops.BENCHMARKS_GET, term)
        except EvalRouterError as exc:
            if not _tolerated(exc):
                raise
            entries = [[r.slug, field_of(r, "name")] for r in collapsed]
            raise _no_match("benchmark", term, entries, _LIST_BENCHMARKS) from None
        return _choose_version(term, _versions(detail))
    if len(matches) > 1:
        slugs = [m.slug for m in matches]
        raise ambiguous("benchmark", term, slugs, slugs[0])
    slug = matches[0].slug
    detail = yield call(_ops.BENCHMARKS_GET, slug)
    return _choose_version(slug, _versions(detail))


def _routes(cache: dict[str | None, list[Any]], benchmark_id: str | None) -> Flow[list[Any]]:
    if benchmark_id not in cache:
        cache[benchmark_id] = yield from list_all(_ops.MODELS_LIST, benchmark=benchmark_id)
    return cache[benchmark_id]


def _last_part(model_id: object) -> str | None:
    """``openai/gpt-5-2025-08-07`` → ``gpt-5-2025-08-07`` (None when there is no model id)."""
    return model_id.rsplit("/", 1)[-1] if isinstance(model_id, str) else None


def _model_not_found(
    term: str, bench: ResolvedBenchmark | None, routes: list[Any]
) -> EvalRouterError:
    entries = [[field_of(r, "display_name"), r.id] for r in routes]
    where = ""
    if bench is not None and bench.shared:
        where = f" among the models that can run {bench.slug}@{bench.version}"
    return _no_match("model", term, entries, "List models with client.models.list().", where)


def resolve_model(
    term: Any,
    bench: ResolvedBenchmark | None = None,
    cache: dict[str | None, list[Any]] | None = None,
) -> Flow[dict[str, Any]]:
    """A model name → the quote's ``model`` body."""
    if isinstance(term, dict):
        return dict(term)
    if not isinstance(term, str) or not term.strip():
        raise invalid_name("model", term)
    term = term.strip()
    cache = {} if cache is None else cache
    connection = CONNECTION.fullmatch(term)
    if connection:
        return {"kind": "connection", "connection_id": connection.group(1)}
    if term.startswith("connection:"):
        raise EvalRouterError(
            "model_not_found",
            f"{short(term, TERM_LIMIT)} is not a connection: expected connection:<uuid>.",
            hint="List your connections with client.connections.list().",
        )
    compatible = bench is not None and bench.shared
    if bench is not None and compatible:
        try:
            routes = yield from _routes(cache, bench.id)
        except EvalRouterError as exc:
            if exc.code != "benchmark_not_found":
                raise
            raise EvalRouterError(
                "benchmark_not_found",
                f"{bench.slug}@{bench.version} is not offered for new quotes.",
                hint="Resolve the benchmark again to get its current version.",
            ) from exc
        routes = [r for r in routes if r.id not in AGENT_ONLY_ROUTES]
        if not routes:
            raise EvalRouterError(
                "model_not_found",
                f"No managed model can run {bench.slug}@{bench.version} right now.",
                hint="Try again later, or use a connection: model='connection:<id>'.",
            )
    else:
        routes = yield from _routes(cache, None)
    matches = rank(
        term,
        [(r, [r.id, r.model_id, r.display_name, _last_part(r.model_id)]) for r in routes],
    )
    if len(matches) == 1:
        return {"kind": "managed", "route_id": matches[0].id}
    if len(matches) > 1:
        raise ambiguous("model", term, [model_label(r) for r in matches], matches[0].id)
    if bench is not None and compatible:
        everything = yield from _routes(cache, None)
        found = rank(term, [(r, [r.id, r.model_id, r.display_name]) for r in everything])
        if len(found) == 1:
            raise (yield from _refusal(found[0], bench, routes))
    raise _model_not_found(term, bench, routes)


def _refusal(route: Any, bench: ResolvedBenchmark, usable: list[Any]) -> Flow[EvalRouterError]:
    """Why a route that exists cannot run this benchmark version, in the API's own code."""
    code, reason = "compatibility_unknown", None
    try:
        rows = yield from list_all(
            _ops.BENCHMARKS_LIST, ("id", "slug"), model=route.id, q=bench.slug
        )
    except EvalRouterError as exc:
        if exc.code != "model_unavailable":
            raise
        code, reason = exc.code, exc.message
    else:
        row = next((r for r in rows if r.id == bench.id), None)
        if row is not None:
            avail = availability(row)
            fit = field_of(row, "model_fit")
            if avail is not None and field_of(avail, "status") == "unavailable":
                code = field_of(avail, "reason_code") or "benchmark_unavailable"
                reason = field_of(avail, "message")
            elif (
                fit is not None
                and fit.compatible is False
                and field_of(fit, "code") not in (None, "fit_unknown")
            ):
                code, reason = fit.code, field_of(fit, "message")
    alternatives = [r.id for r in usable[:3]]
    label = f"{bench.slug}@{bench.version}"
    because = f": {reason.rstrip('. ')}" if reason else " (the catalog does not say why)"
    return EvalRouterError(
        code,
        f"{route.display_name} ({route.id}) cannot run {label}{because}. Nothing was started.",
        hint=f"Models that can run {label}: {', '.join(alternatives)}." if alternatives else None,
        details={"route_id": route.id, "profile_id": bench.id, "alternatives": alternatives},
    )
