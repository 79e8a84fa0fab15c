"""The parts of a quote request, each checked and resolved: the benchmark selection, the
models (managed routes or connections) with their reasoning efforts, a remote agent as the one
subject, the coverage and the concurrency. A refusal is a 422 naming the field, or 501 for what
EvalRouter Local does not implement."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ._agents import agent_route, render_agent
from ._catalog import (
    BENCHMARKS_BY_ID,
    REASONING_EFFORTS,
    ROUTES_BY_ID,
    BenchmarkVersion,
    Route,
    by_eval_ref,
)
from ._connections import Connection
from ._errors import (
    ApiError,
    found,
    invalid_field,
    json_object,
    missing,
    not_implemented,
)
from ._tasks import Task

JsonObject = dict[str, Any]

MAX_SUBJECTS = 8
_EFFORTS = ("none", "low", "medium", "high", "xhigh", "max")


def not_local(what: str, field_name: str) -> ApiError:
    hint = "Use a managed route from GET /v1/catalog/models, or test this against the service."
    return not_implemented(what, hint=hint, field=field_name)


def parse_selection(selection: object) -> list[BenchmarkVersion]:
    if selection is None:
        raise invalid_field("selection", "is required for a run quote")
    chosen = json_object(selection, "selection")
    if "profile_ids" in chosen:
        ids = chosen["profile_ids"]
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
            raise invalid_field("selection.profile_ids", "must be a non-empty list of strings")
        if len(set(ids)) != len(ids):
            raise invalid_field("selection.profile_ids", "lists the same profile twice")
        benches = []
        for profile_id in ids:
            bench = found(
                BENCHMARKS_BY_ID.get, profile_id, "benchmark_not_found", "benchmark version"
            )
            benches.append(bench)
    elif "eval" in chosen:
        ref = chosen["eval"]
        if not isinstance(ref, str):
            raise invalid_field("selection.eval", "must be a string")
        benches = [found(by_eval_ref, ref, "eval_not_found", "eval")]
    elif "suite_version_id" in chosen:
        raise not_local("suite selections", "selection.suite_version_id")
    elif "environment" in chosen:
        raise not_local("environment selections", "selection.environment")
    else:
        raise invalid_field("selection", "needs `profile_ids` or `eval`")
    for bench in benches:
        if not bench.quotable:
            raise ApiError(
                422,
                "benchmark_unavailable",
                f"{bench.slug}@{bench.version} cannot be quoted: {bench.unavailable_message}",
                details={"profile_id": bench.id, "reason_code": bench.unavailable_reason},
            )
    return benches


ConnectionRoute = Callable[[str], Route | None]


def parse_route(model: object, name: str, connection_route: ConnectionRoute) -> Route:
    spec = json_object(model, name)
    kind = spec.get("kind")
    if kind == "managed":
        route_id = spec.get("route_id")
        if not isinstance(route_id, str) or not route_id:
            raise invalid_field(f"{name}.route_id", "must be a route id string")
        route = ROUTES_BY_ID.get(route_id)
        if route is None:
            raise missing(
                "model_not_found",
                f"No managed route {route_id!r}.",
                hint="List routes with GET /v1/catalog/models.",
                route_id=route_id,
            )
        return route
    if kind == "connection":
        connection_id = spec.get("connection_id")
        if not isinstance(connection_id, str) or not connection_id:
            raise invalid_field(f"{name}.connection_id", "must be a connection id string")
        route = connection_route(connection_id)
        if route is None:
            raise missing(
                "connection_not_found",
                f"No connection {connection_id!r} in this workspace.",
                hint="List connections with GET /v1/connections, or create one.",
                connection_id=connection_id,
            )
        return route
    if kind == "training_artifact":
        raise not_local("training-artifact models", f"{name}.kind")
    raise invalid_field(f"{name}.kind", "must be one of managed, connection, training_artifact")


def parse_effort(value: object, name: str, route: Route) -> str | None:
    """The reasoning effort asked for ``route``; refused where the route has no such control."""
    if value is None:
        return None
    if value not in _EFFORTS:
        raise invalid_field(name, f"must be one of {', '.join(_EFFORTS)}")
    if not route.reasoning:
        if value == "none":
            return None
        raise ApiError(
            422,
            "reasoning_unsupported",
            f"{route.display_name} has no reasoning controls; leave {name} out.",
            details={"field": name, "route_id": route.id, "supported_efforts": []},
        )
    if value not in REASONING_EFFORTS:
        raise ApiError(
            422,
            "reasoning_unsupported",
            f"{route.display_name} supports the reasoning efforts "
            f"{', '.join(REASONING_EFFORTS)}, not {value}.",
            details={
                "field": name,
                "route_id": route.id,
                "supported_efforts": list(REASONING_EFFORTS),
            },
        )
    return str(value)


def parse_subjects(
    body: JsonObject, connection_route: ConnectionRoute
) -> tuple[list[Route], bool, list[str | None]]:
    model, subjects = body.get("model"), body.get("subjects")
    effort = body.get("reasoning_effort")
    if model is not None and subjects is not None:
        raise invalid_field("subjects", "give either `model` or `subjects`, not both")
    if model is None and subjects is None:
        raise invalid_field("model", "is required (or `subjects` for a comparison)")
    if model is not None:
        route = parse_route(model, "model", connection_route)
        return [route], False, [parse_effort(effort, "reasoning_effort", route)]
    if not isinstance(subjects, list) or not 2 <= len(subjects) <= MAX_SUBJECTS:
        raise invalid_field(
            "subjects", f"must list 2 to {MAX_SUBJECTS} models", code="invalid_subjects"
        )
    routes: list[Route] = []
    efforts: list[str | None] = []
    for index, subject in enumerate(subjects):
        entry = json_object(subject, f"subjects[{index}]")
        route = parse_route(entry.get("model"), f"subjects[{index}].model", connection_route)
        asked = entry.get("reasoning_effort", effort)
        field_name = (
            f"subjects[{index}].reasoning_effort"
            if "reasoning_effort" in entry
            else "reasoning_effort"
        )
        routes.append(route)
        efforts.append(parse_effort(asked, field_name, route))
    if len(set(zip((r.id for r in routes), efforts, strict=True))) != len(routes):
        raise invalid_field(
            "subjects", "lists the same route and effort twice", code="duplicate_subject"
        )
    return routes, True, efforts


def agent_subject(
    spec: JsonObject, connection: Connection, options: JsonObject, connection_route: ConnectionRoute
) -> tuple[list[Route], list[str | None], JsonObject]:
    """A remote agent as the quote's one subject, on the quote's ``model`` when it names one."""
    if spec.get("subjects") is not None:
        raise invalid_field("subjects", "cannot be combined with an agent")
    model = spec.get("model")
    route = None if model is None else parse_route(model, "model", connection_route)
    effort = (
        None
        if route is None
        else parse_effort(spec.get("reasoning_effort"), "reasoning_effort", route)
    )
    record = render_agent(connection, options, route)
    return [agent_route(connection, route)], [effort], record


def parse_coverage(
    coverage: object, benches: list[BenchmarkVersion]
) -> tuple[JsonObject, list[Task]]:
    every = [t for b in benches for t in b.tasks]
    if coverage is None:
        return {"mode": "full", "sample_count": None, "seed": None, "task_ids": None}, every
    spec = json_object(coverage, "coverage")
    mode = spec.get("mode", "sample" if "sample_count" in spec else None)
    if mode == "full":
        return {"mode": "full", "sample_count": None, "seed": None, "task_ids": None}, every
    if mode == "sample":
        count, seed = spec.get("sample_count"), spec.get("seed", 0)
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise invalid_field("coverage.sample_count", "must be a positive integer")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise invalid_field("coverage.seed", "must be an integer")
        count = min(count, len(every))
        keep = set(random.Random(f"coverage|{seed}").sample(range(len(every)), count))
        chosen = [t for i, t in enumerate(every) if i in keep]
        return {"mode": "sample", "sample_count": count, "seed": seed, "task_ids": None}, chosen
    if mode == "tasks" or "task_ids" in spec:
        ids = spec.get("task_ids")
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
            raise invalid_field("coverage.task_ids", "must be a non-empty list of task ids")
        known = {t.id: t for t in every}
        unknown = [i for i in ids if i not in known]
        if unknown:
            raise ApiError(
                422,
                "task_not_found",
                f"coverage.task_ids: unknown task ids {unknown[:5]}",
                details={"field": "coverage.task_ids", "unknown": unknown[:20]},
            )
        wanted = set(ids)
        chosen = [t for t in every if t.id in wanted]
        return {"mode": "tasks", "sample_count": None, "seed": None, "task_ids": ids}, chosen
    raise invalid_field("coverage.mode", "must be one of sample, full, tasks")


def parse_concurrency(value: object) -> str | int:
    if value is None:
        return "auto"
    if value in ("auto", "max"):
        return str(value)
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return value
    raise invalid_field("concurrency", "must be auto, max or a positive integer")
