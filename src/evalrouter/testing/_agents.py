"""Remote (A2A) agents, simulated: what a quote's ``agent: {"kind": "remote", ...}`` evaluates.

EvalRouter Local never calls an A2A endpoint. A remote agent is a simulated model route whose
answers are drawn like every simulated route's (``_simulate``): deterministic for a seed, keyed by
the agent's connection id, so the same agent gives the same answers, and graded by the real
grader. What it stands for:

- With a ``model`` in the quote (the model the agent is given through the gateway), the agent
  answers with that model's skill, speed (times ``AGENT_SLOWDOWN``: an agent takes several steps)
  and prices, but its own draws.
- Without one, it answers with ``AGENT_SKILL`` and costs no model money: its owner pays for the
  agent's model; the run is charged the benchmark's per-task fee only, as for a connection.

The agent is named ``"<connection name> (simulated A2A agent)"`` in plans, results and
comparisons, and the quote's and run's ``agent`` record says ``"simulated": true``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ._catalog import AGENT_ROUTE_PREFIX, Route
from ._connections import Connection
from ._errors import ApiError, found, invalid_field, not_implemented

JsonObject = dict[str, Any]

AGENT_SKILL = {"math": 0.75, "knowledge": 0.7, "long_context": 0.6, "science": 0.55}
AGENT_SLOWDOWN = 2.0
AGENT_CONTEXT_TOKENS = 131_072
SIMULATED_NOTE = (
    "EvalRouter Local simulates this agent's answers deterministically; it never calls the "
    "agent's A2A endpoint."
)

AgentLookup = Callable[[str], Connection | None]


def _not_local(what: str) -> ApiError:
    hint = (
        'Register an A2A connection and quote it as agent={"kind": "remote", "connection_id": ...}.'
    )
    return not_implemented(what, hint=hint, field="agent")


def remote_connection(agent: object, lookup: AgentLookup) -> tuple[Connection, JsonObject]:
    """The A2A connection a quote's ``agent`` names, and the agent options it asked for."""
    if isinstance(agent, str) and agent.startswith("remote:"):
        raise ApiError(
            501,
            "not_implemented_locally",
            f"EvalRouter Local does not resolve agent names: {agent!r} reached the API as a "
            f"string.",
            hint='A remote agent is sent as {"kind": "remote", "connection_id": ...}: the SDK '
            "finds the enabled A2A connection of that name in GET /v1/connections.",
            details={"field": "agent"},
        )
    if not isinstance(agent, dict):
        raise _not_local("registry agents named by a string")
    kind = agent.get("kind")
    if kind != "remote":
        raise _not_local(f"{kind!r} agents" if isinstance(kind, str) else "this kind of agent")
    connection_id = agent.get("connection_id")
    if not isinstance(connection_id, str) or not connection_id:
        raise invalid_field("agent.connection_id", "must be a connection id string")
    connection = found(lookup, connection_id, "connection_not_found", "connection")
    if not connection.is_agent:
        raise ApiError(
            422,
            "connection_not_an_agent",
            f"Connection {connection_id} ({connection.name!r}) is a model endpoint "
            f"({connection.protocol}), not an A2A agent.",
            hint="Quote it as the model instead: model={'kind': 'connection', ...}.",
            details={"field": "agent.connection_id", "protocol": connection.protocol},
        )
    parameters = agent.get("parameters")
    if parameters is not None and not isinstance(parameters, dict):
        raise invalid_field("agent.parameters", "must be a JSON object")
    apis = agent.get("gateway_apis")
    if apis is not None and (
        not isinstance(apis, list) or any(a != "chat_completions" for a in apis)
    ):
        raise invalid_field("agent.gateway_apis", "may list only chat_completions")
    most = agent.get("max_concurrent_tasks")
    if most is not None and (not isinstance(most, int) or isinstance(most, bool) or most < 1):
        raise invalid_field("agent.max_concurrent_tasks", "must be a positive integer")
    options = {
        "gateway_apis": apis if apis is not None else ["chat_completions"],
        "max_concurrent_tasks": most,
        "parameters": parameters or {},
    }
    return connection, options


def agent_route(connection: Connection, model: Route | None) -> Route:
    """The simulated agent as a route (see the module's docstring)."""
    name = f"{connection.name} (simulated A2A agent)"
    if model is not None:
        if model.connection_id is not None:
            raise _not_local("remote agents given a connection as their model")
        return dataclasses.replace(
            model,
            display_name=f"{name} on {model.display_name}",
            seconds_per_task=model.seconds_per_task * AGENT_SLOWDOWN,
            answer_key=f"a2a:{connection.id}|{model.answer_key}",
            error_rate=0.0,
            agent_connection_id=connection.id,
        )
    return Route(
        id=f"{AGENT_ROUTE_PREFIX}{connection.id}",
        model_id=f"a2a/{connection.name}",
        display_name=name,
        provider="a2a",
        hosting_provider="simulated",
        capabilities=("chat", "long_context"),
        context_tokens=AGENT_CONTEXT_TOKENS,
        input_microusd_per_mtok=0,
        output_microusd_per_mtok=0,
        seconds_per_task=AGENT_SLOWDOWN,
        skill=dict(AGENT_SKILL),
        answer_key=f"a2a:{connection.id}",
        agent_connection_id=connection.id,
    )


def render_agent(connection: Connection, options: JsonObject, model: Route | None) -> JsonObject:
    """The ``agent`` record of a quote's plan and of its runs."""
    return {
        "kind": "remote",
        "connection_id": connection.id,
        "name": connection.name,
        "protocol": connection.protocol,
        "base_url": connection.base_url,
        "card_path": connection.card_path,
        "connection_revision": connection.revision,
        "model_route_id": None if model is None else model.id,
        **options,
        "simulated": True,
        "note": SIMULATED_NOTE,
    }
