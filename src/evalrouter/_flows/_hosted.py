"""Hosted registry agents: ``runs.create(..., agent="opencode", hosted=True)`` or
``agent="hosted:opencode"`` run an ACP Registry agent in EvalRouter's sandbox. The quote names
it by ``{"kind": "hosted", "id", "version", "snapshot_sha256"}``, taken offline from the
registry snapshot this SDK bundles; the service must know that snapshot
(``GET /client-runs/capabilities`` lists the ones it does)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from evalrouter_generated import _operations as _ops

from .._errors import invalid_input
from .._exceptions import EvalRouterError
from .._version import UPGRADE_ADVICE, __version__
from ._steps import Flow, call, wire

__all__ = ["HOSTED_PREFIX", "check_snapshot_known", "hosted_quote_agent", "snapshot_known"]

HOSTED_PREFIX = "hosted:"
_ON_THIS_MACHINE = ("local:", "remote:")


def hosted_quote_agent(agent: object, hosted: object) -> dict[str, Any] | None:
    """The quote's ``agent`` for a hosted registry agent, or ``None`` when the call names
    none. An id the bundled snapshot does not list is ``acp_agent_not_found`` (with the
    closest ids), an older version ``acp_agent_version_unavailable``, a newer one
    ``acp_agent_version_not_in_snapshot`` (the service runs the snapshot's): nothing is asked
    of the service first."""
    if not isinstance(hosted, bool):
        raise invalid_input(
            f"hosted must be True or False, not {hosted!r:.40}.",
            argument="hosted",
            hint='For example agent="opencode", hosted=True.',
        )
    if isinstance(agent, str) and agent.strip().startswith(HOSTED_PREFIX):
        spec = agent.strip().removeprefix(HOSTED_PREFIX).strip()
    elif not hosted:
        return None
    elif isinstance(agent, Mapping) and agent.get("kind") == "hosted":
        return {str(k): v for k, v in agent.items()}
    elif (
        isinstance(agent, str) and agent.strip() and not agent.strip().startswith(_ON_THIS_MACHINE)
    ):
        spec = agent.strip()
    else:
        raise invalid_input(
            f"hosted=True runs an ACP Registry agent in EvalRouter's sandbox; agent={agent!r:.60} "
            "is not a registry id.",
            argument="agent",
            hint='Pass a registry id, e.g. agent="opencode", hosted=True (or '
            'agent="hosted:opencode"); client.agents.list() lists them.',
        )
    from .._registry import bundled_snapshot, parse_spec
    from .._registry_versions import resolve_entry

    agent_id, version = parse_spec(spec, None, argument="agent")
    snapshot = bundled_snapshot()
    entry = resolve_entry(snapshot, agent_id, version, hosted=True)
    return {
        "kind": "hosted",
        "id": entry.id,
        "version": entry.version,
        "snapshot_sha256": snapshot.sha256,
    }


def check_snapshot_known(capabilities: object, snapshot_sha256: str) -> None:
    """Refuse an agent from a snapshot the service does not know (``client_run_snapshot_unknown``)
    when its capabilities list the snapshots it knows; a service that lists none is not
    asked about it."""
    known = wire(capabilities, "registry_snapshots")
    if not isinstance(known, list) or snapshot_sha256 in known:
        return
    raise EvalRouterError(
        "client_run_snapshot_unknown",
        f"The service does not know the ACP Registry snapshot this SDK ({__version__}) bundles "
        f"(sha256 {snapshot_sha256[:12]}…), so it cannot run an agent named from it. Nothing "
        "was quoted.",
        hint=f"Get an SDK that bundles a snapshot the service knows: {UPGRADE_ADVICE}.",
        details={"snapshot_sha256": snapshot_sha256, "known": len(known)},
    )


def snapshot_known(descriptor: Mapping[str, Any]) -> Flow[None]:
    """Ask the service which registry snapshots it knows, and refuse the descriptor's if it is
    not among them."""
    sha = descriptor.get("snapshot_sha256")
    if not isinstance(sha, str):
        return
    capabilities = yield call(_ops.CLIENT_RUNS_CAPABILITIES)
    check_snapshot_known(capabilities, sha)
