"""What a run record (and its quote's plan) says about how the run executes: the route it uses,
its agents, who executes its tasks and how far the service vouches for that, and the concurrency
observed right now. Each value comes from the quote the run was admitted on and the run's state.

- ``route``: the managed route every model call of the run goes to, as the catalog describes it
  (``GET /catalog/models``): a model run on a managed route, a local agent's gateway route, a
  remote agent given a model. ``null`` where no single managed route is used: a comparison of
  several subjects (each is in ``model.models``), a connection (the customer's own endpoint), a
  remote agent that brings its own model.
- ``agents``: the run's agent records, one per agent; ``null`` for a model run (no agent).
- ``client_agent``: the agent a client executes on its own machine (a local agent's descriptor,
  as the quote named it); ``null`` when the service executes the tasks.
- ``task_protocol``: the task protocol a client run's attempts speak (schema and toolsets);
  ``null`` when no client executes tasks.
- ``execution_assurance``: ``hosted_enforced`` when the service makes every model call and grades
  it (managed routes, connections); ``remote_unsealed`` for a remote agent (its answers come from
  an endpoint the service cannot inspect); ``client_reported`` for a local agent (attempts run on
  the customer's machine: the service meters the gateway calls and grades what the client
  submits, the rest is what the client reports).
- ``artifact_verification``: ``customer_declared`` for a local agent (its command digest is the
  client's statement; Local verifies no artifact); for an ACP Registry agent installed by the
  client, ``registry_pinned`` (``unverified_upstream`` when the quote accepted an unverified
  artifact); ``null`` where there is no agent artifact (model
  runs, a remote agent served at its owner's endpoint).
- ``agent_identity_sha256``: the agent's identity, the canonical hash the SDK keeps to refuse
  resuming a run with another agent: ``{kind: "local", command_digest}`` for a local agent,
  ``{kind: "registry" | "hosted", id, version, snapshot_sha256}`` for a registry agent,
  ``{kind: "remote", connection_id}`` for a remote one; ``null`` for a model run.
- ``concurrency_observation``: the model dispatches in flight now (``gateway_dispatch_records``):
  the task a model run is executing (Local runs one at a time), or a client run's open attempts,
  each holding one slot of the admitted concurrency. Local settles every dispatch at a known
  instant, so none is ever ``uncertain``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._hashing import canonical_hash
from ._catalog import ROUTES_BY_ID, render_route
from ._clock import iso
from ._task_protocol import TASK_PROTOCOL, TOOLSETS

if TYPE_CHECKING:
    from ._quotes import Quote
    from ._runs import Run

JsonObject = dict[str, Any]

HOSTED, REMOTE, CLIENT = "hosted_enforced", "remote_unsealed", "client_reported"
CUSTOMER_DECLARED = "customer_declared"
REGISTRY_PINNED, UNVERIFIED_UPSTREAM = "registry_pinned", "unverified_upstream"
DISPATCH_SOURCE = "gateway_dispatch_records"


def _remote(quote: Quote) -> bool:
    return quote.client is None and quote.agent is not None and quote.agent.get("kind") == "remote"


def route(quote: Quote) -> JsonObject | None:
    if quote.comparison:
        return None
    used = quote.routes[0]
    if _remote(quote):
        assert quote.agent is not None
        model_route_id = quote.agent.get("model_route_id")
        catalog = None if model_route_id is None else ROUTES_BY_ID.get(str(model_route_id))
        return None if catalog is None else render_route(catalog)
    if used.connection_id is not None:
        return None
    return render_route(used)


def agents(quote: Quote) -> list[JsonObject] | None:
    return None if quote.agent is None else [dict(quote.agent)]


def client_agent(quote: Quote) -> JsonObject | None:
    return None if quote.client is None else dict(quote.client.agent)


def task_protocol(quote: Quote) -> JsonObject | None:
    if quote.client is None:
        return None
    return {"schema": TASK_PROTOCOL, "toolsets": list(TOOLSETS)}


def execution_assurance(quote: Quote) -> str:
    if quote.client is not None:
        return CLIENT
    return REMOTE if _remote(quote) else HOSTED


def artifact_verification(quote: Quote) -> str | None:
    if quote.client is None:
        return None
    agent = quote.client.agent
    if agent.get("kind") != "registry":
        return CUSTOMER_DECLARED
    return UNVERIFIED_UPSTREAM if agent.get("accept_unverified_artifact") else REGISTRY_PINNED


def agent_identity(agent: JsonObject | None) -> str | None:
    if agent is None:
        return None
    if agent.get("kind") == "remote":
        return canonical_hash({"kind": "remote", "connection_id": agent.get("connection_id")})
    if agent.get("kind") in ("hosted", "registry"):
        keys = ("kind", "id", "version", "snapshot_sha256")
        return canonical_hash({k: agent.get(k) for k in keys})
    return canonical_hash({"kind": "local", "command_digest": agent.get("command_digest")})


def concurrency_observation(run: Run, now_us: int) -> JsonObject:
    if run.client is not None:
        in_flight = len(run.client.open_attempts())
    else:
        in_flight = 0 if run.inflight is None else 1
    return {
        "in_flight": in_flight,
        "uncertain": 0,
        "source": DISPATCH_SOURCE,
        "observed_at": iso(now_us),
    }


def execution_facts(run: Run, now_us: int) -> JsonObject:
    """The run record's fields above, by name."""
    quote = run.quote
    return {
        "route": route(quote),
        "agents": agents(quote),
        "client_agent": client_agent(quote),
        "task_protocol": task_protocol(quote),
        "execution_assurance": execution_assurance(quote),
        "artifact_verification": artifact_verification(quote),
        "agent_identity_sha256": agent_identity(quote.agent),
        "concurrency_observation": concurrency_observation(run, now_us),
    }
