"""Hosted registry agents in quotes: ``{"kind": "hosted", "id", "version", "snapshot_sha256"}``
names an ACP Registry agent the service would run in its sandbox. EvalRouter Local accepts one
from a registry snapshot it knows (by default the one the SDK bundles; listed in
``GET /v1/client-runs/capabilities``) and simulates the run as it simulates a model's, on the
quote's ``model``."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any, TypeGuard

from ._errors import ApiError, invalid_field

JsonObject = dict[str, Any]

_ID = re.compile(r"[a-z0-9][a-z0-9._-]{0,99}")
_SHA256 = re.compile(r"[0-9a-f]{64}")
_BUNDLED = Path(__file__).resolve().parents[1] / "_data" / "acp-registry" / "snapshot.json"


def bundled_snapshots() -> tuple[str, ...]:
    """The sha256 of the snapshot this SDK bundles (what a service would list for it)."""
    try:
        return (hashlib.sha256(_BUNDLED.read_bytes()).hexdigest(),)
    except OSError:
        return ()


def is_hosted_agent(agent: object) -> TypeGuard[JsonObject]:
    return isinstance(agent, dict) and agent.get("kind") == "hosted"


def hosted_agent(agent: JsonObject, known: tuple[str, ...]) -> JsonObject:
    """The quote's hosted agent, checked: its fields (422 naming the field), and a snapshot
    this instance knows (422 ``registry_snapshot_unknown``)."""
    extra = sorted(set(agent) - {"kind", "id", "version", "snapshot_sha256"})
    if extra:
        raise invalid_field(f"agent.{extra[0]}", "is not a field of a hosted agent")
    agent_id, version, sha = agent.get("id"), agent.get("version"), agent.get("snapshot_sha256")
    if not isinstance(agent_id, str) or not _ID.fullmatch(agent_id):
        raise invalid_field("agent.id", "must be an ACP Registry id")
    if not isinstance(version, str) or not version:
        raise invalid_field("agent.version", "must be the version the snapshot lists")
    if not isinstance(sha, str) or not _SHA256.fullmatch(sha):
        raise invalid_field("agent.snapshot_sha256", "must be a sha256 (64 lowercase hex)")
    if sha not in known:
        raise ApiError(
            422,
            "registry_snapshot_unknown",
            f"This service does not know the ACP Registry snapshot {sha[:12]}….",
            hint="GET /v1/client-runs/capabilities lists the snapshots it knows "
            "(registry_snapshots).",
            details={"field": "agent.snapshot_sha256"},
        )
    return {"kind": "hosted", "id": agent_id, "version": version, "snapshot_sha256": sha}
