"""The quote side of a client run (``ClientSpec``): what a quote for a local agent asked for,
validated, and the model money one of its attempts may spend."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from ._errors import ApiError, invalid_field
from ._pricing import token_cost
from ._task_protocol import TASK_PROTOCOL, TOOLSETS

if TYPE_CHECKING:
    from ._catalog import BenchmarkVersion, Route
    from ._tasks import Task

JsonObject = dict[str, Any]

TRACE_LEVELS = ("off", "metadata", "spans", "content")
TRACE_KINDS = ("model_turns", "tool_calls", "command_output", "file_diffs", "agent_messages")
AUTO_CONCURRENCY = 8
MAX_CONCURRENCY = 16
# The default per-attempt model budget: this many model turns at the route's full output budget.
DEFAULT_TURNS_BUDGET = 8
DEFAULT_LIMITS: dict[str, int] = {
    "attempt_seconds": 1800,
    "idle_seconds": 300,
    "max_calls": 50,
    "max_input_bytes": 1_000_000,
    "max_output_tokens": 4096,
    "request_seconds": 120,
}
LIMIT_KEYS = (*DEFAULT_LIMITS, "max_cost_microusd")


@dataclass(frozen=True, slots=True)
class ClientSpec:
    """What a client-run quote asked for: the agent, its trace policy, limits, concurrency."""

    agent: JsonObject
    trace_level: str
    trace_include: tuple[str, ...]
    limits: dict[str, int]
    max_cost_microusd: int | None
    concurrency: int

    def render(self) -> JsonObject:
        return {
            "task_protocol": TASK_PROTOCOL,
            "concurrency": self.concurrency,
            "limits": {**self.limits, "max_cost_microusd": self.max_cost_microusd},
            "trace": {"level": self.trace_level, "include": list(self.trace_include)},
            "toolsets": list(TOOLSETS),
        }


def is_local_agent(agent: object) -> TypeGuard[JsonObject]:
    return isinstance(agent, dict) and agent.get("kind") == "local"


def _int_field(value: object, name: str, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise invalid_field(name, f"must be an integer >= {minimum}")
    return value


def client_spec(
    agent: JsonObject, body: JsonObject, concurrency: str | int, max_level: str = "content"
) -> ClientSpec:
    """Validate a local agent's quote: descriptor, trace policy, limits (422 naming the field)."""
    digest = agent.get("command_digest")
    if not isinstance(digest, str) or len(digest) != 64 or digest.strip("0123456789abcdef"):
        raise invalid_field("agent.command_digest", "must be a lowercase SHA-256 hex digest")
    name = agent.get("declared_name")
    if not isinstance(name, str) or not 1 <= len(name) <= 80:
        raise invalid_field("agent.declared_name", "must be a string of 1 to 80 characters")
    model = body.get("model")
    if isinstance(model, dict) and model.get("kind") != "managed":
        raise ApiError(
            422,
            "client_run_gateway_only",
            "A local agent reaches its model through the run's gateway: quote it on a managed "
            "route (model={'kind': 'managed', 'route_id': ...}).",
            details={"field": "model.kind"},
        )
    if body.get("subjects") is not None:
        raise invalid_field("subjects", "cannot be combined with an agent")
    level: object = "spans"
    include: tuple[str, ...] = TRACE_KINDS
    trace = body.get("trace")
    if trace is not None:
        if not isinstance(trace, dict) or set(trace) - {"level", "include"}:
            raise invalid_field("trace", "takes only `level` and `include`")
        level = trace.get("level", "spans")
        if level not in TRACE_LEVELS:
            raise invalid_field("trace.level", f"must be one of {', '.join(TRACE_LEVELS)}")
        asked = trace.get("include", list(TRACE_KINDS))
        if not isinstance(asked, list) or any(k not in TRACE_KINDS for k in asked):
            raise invalid_field("trace.include", f"may list only {', '.join(TRACE_KINDS)}")
        if len(set(asked)) != len(asked):
            raise invalid_field("trace.include", "lists a kind twice")
        include = tuple(k for k in TRACE_KINDS if k in asked)
        if TRACE_LEVELS.index(str(level)) > TRACE_LEVELS.index(max_level):
            raise ApiError(
                422,
                "client_trace_level_unavailable",
                f"trace.level: {level} is above what this deployment records ({max_level}).",
                hint=f"Quote with trace level {max_level} or lower.",
                details={"field": "trace.level", "max_level": max_level},
            )
    limits = dict(DEFAULT_LIMITS)
    max_cost: int | None = None
    raw_limits = body.get("limits")
    if raw_limits is not None:
        if not isinstance(raw_limits, dict):
            raise invalid_field("limits", "must be a JSON object")
        unknown = sorted(set(raw_limits) - set(LIMIT_KEYS))
        if unknown:
            raise invalid_field(f"limits.{unknown[0]}", "is not a client-run limit")
        for key, value in raw_limits.items():
            if value is None:
                continue
            if key == "max_cost_microusd":
                max_cost = _int_field(value, "limits.max_cost_microusd", 1)
            else:
                limits[key] = _int_field(value, f"limits.{key}", 1)
    admitted = (
        AUTO_CONCURRENCY
        if concurrency == "auto"
        else MAX_CONCURRENCY
        if concurrency == "max"
        else min(int(concurrency), MAX_CONCURRENCY)
    )
    return ClientSpec(
        agent={"kind": "local", "command_digest": digest, "declared_name": name},
        trace_level=str(level),
        trace_include=include,
        limits=limits,
        max_cost_microusd=max_cost,
        concurrency=admitted,
    )


def attempt_budget(spec: ClientSpec, route: Route, bench: BenchmarkVersion, task: Task) -> int:
    """The model money one attempt may spend (``limits.max_cost_microusd``)."""
    if spec.max_cost_microusd is not None:
        return spec.max_cost_microusd
    one_turn = token_cost(task.input_tokens, route.input_microusd_per_mtok) + token_cost(
        bench.max_output_tokens, route.output_microusd_per_mtok
    )
    return DEFAULT_TURNS_BUDGET * one_turn


# ----------------------------------------------------------------------------- the attempts
