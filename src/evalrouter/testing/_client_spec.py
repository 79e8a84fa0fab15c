"""The quote side of a client run (``ClientSpec``): what a quote for a local agent asked for,
validated, and the model money one of its attempts may spend."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from .._metering import DEFAULT_LIMITS, LIMIT_KEYS, default_budget
from ._errors import ApiError, invalid_field
from ._task_protocol import TASK_PROTOCOL, TOOLSETS

if TYPE_CHECKING:
    from ._catalog import BenchmarkVersion, Route
    from ._tasks import Task

JsonObject = dict[str, Any]

TRACE_LEVELS = ("off", "metadata", "spans", "content")
TRACE_KINDS = ("model_turns", "tool_calls", "command_output", "file_diffs", "agent_messages")
AUTO_CONCURRENCY = 8
MAX_CONCURRENCY = 16
_REGISTRY_FIELDS = (
    "kind",
    "id",
    "version",
    "snapshot_sha256",
    "distribution",
    "platform",
    "artifact_sha256",
    "accept_unverified_artifact",
)
_REGISTRY_ID = re.compile(r"[a-z0-9][a-z0-9._-]{0,99}")
_SHA256 = re.compile(r"[0-9a-f]{64}")


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
    """An agent run on the customer's machine: a local command (or in-code agent), or an ACP
    Registry agent installed there."""
    return isinstance(agent, dict) and agent.get("kind") in ("local", "registry")


def _registry_agent(agent: JsonObject, known: tuple[str, ...]) -> JsonObject:
    """A registry agent's descriptor, checked: its fields (422 naming the field) and a snapshot
    this instance knows (422 ``registry_snapshot_unknown``, as for a hosted agent)."""
    extra = sorted(set(agent) - set(_REGISTRY_FIELDS))
    if extra:
        raise invalid_field(f"agent.{extra[0]}", "is not a field of a registry agent")
    agent_id, version = agent.get("id"), agent.get("version")
    if not isinstance(agent_id, str) or not _REGISTRY_ID.fullmatch(agent_id):
        raise invalid_field("agent.id", "must be an ACP Registry id")
    if not isinstance(version, str) or not version:
        raise invalid_field("agent.version", "must be the version the snapshot lists")
    for name in ("snapshot_sha256", "artifact_sha256"):
        value = agent.get(name)
        if not isinstance(value, str) or not _SHA256.fullmatch(value):
            raise invalid_field(f"agent.{name}", "must be a sha256 (64 lowercase hex)")
    distribution = agent.get("distribution")
    if distribution not in ("binary", "npx", "uvx"):
        raise invalid_field("agent.distribution", "must be one of binary, npx, uvx")
    platform = agent.get("platform")
    if (distribution == "binary") != isinstance(platform, str):
        raise invalid_field("agent.platform", "is given for a binary distribution only")
    unverified = agent.get("accept_unverified_artifact", False)
    if not isinstance(unverified, bool):
        raise invalid_field("agent.accept_unverified_artifact", "must be a boolean")
    if agent["snapshot_sha256"] not in known:
        raise ApiError(
            422,
            "registry_snapshot_unknown",
            f"This service does not know the ACP Registry snapshot "
            f"{agent['snapshot_sha256'][:12]}….",
            hint="GET /v1/client-runs/capabilities lists the snapshots it knows "
            "(registry_snapshots).",
            details={"field": "agent.snapshot_sha256"},
        )
    return {key: agent[key] for key in _REGISTRY_FIELDS if key in agent}


def agent_label(agent: JsonObject) -> str:
    """How a client run's agent is named where a name is shown (a trace's root)."""
    if agent.get("kind") == "registry":
        return f"{agent.get('id')}@{agent.get('version')}"
    return str(agent.get("declared_name"))


def _int_field(value: object, name: str, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise invalid_field(name, f"must be an integer >= {minimum}")
    return value


def _local_command(agent: JsonObject) -> JsonObject:
    digest = agent.get("command_digest")
    if not isinstance(digest, str) or len(digest) != 64 or digest.strip("0123456789abcdef"):
        raise invalid_field("agent.command_digest", "must be a lowercase SHA-256 hex digest")
    name = agent.get("declared_name")
    if not isinstance(name, str) or not 1 <= len(name) <= 80:
        raise invalid_field("agent.declared_name", "must be a string of 1 to 80 characters")
    return {"kind": "local", "command_digest": digest, "declared_name": name}


def client_spec(
    agent: JsonObject,
    body: JsonObject,
    concurrency: str | int,
    max_level: str = "content",
    registry_snapshots: tuple[str, ...] = (),
) -> ClientSpec:
    """Validate a client run's quote: descriptor, trace policy, limits (422 naming the field)."""
    if agent.get("kind") == "registry":
        described = _registry_agent(agent, registry_snapshots)
    else:
        described = _local_command(agent)
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
        agent=described,
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
    prices = (route.input_microusd_per_mtok, route.output_microusd_per_mtok)
    return default_budget(task.input_tokens, bench.max_output_tokens, prices)


# ----------------------------------------------------------------------------- the attempts
