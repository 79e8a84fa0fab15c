"""The hosted descriptor ``runs.create`` quotes for ``hosted=True`` / ``"hosted:<id>"``, and
the refusal of a snapshot the service's capabilities do not list (the end-to-end paths are in
tests/local/test_hosted_agents.py)."""

from __future__ import annotations

import pytest

from evalrouter import EvalRouterError
from evalrouter._flows._hosted import check_snapshot_known, hosted_quote_agent
from evalrouter._registry import bundled_snapshot

SNAP = bundled_snapshot()


def test_no_hosted_agent_is_no_descriptor() -> None:
    assert hosted_quote_agent(None, False) is None
    assert hosted_quote_agent("remote:bot", False) is None
    assert hosted_quote_agent({"kind": "remote", "connection_id": "c"}, False) is None


def test_the_prefix_and_the_flag_name_the_same_descriptor() -> None:
    version = SNAP.entries["opencode"].version
    expected = {
        "kind": "hosted",
        "id": "opencode",
        "version": version,
        "snapshot_sha256": SNAP.sha256,
    }
    assert hosted_quote_agent("hosted:opencode", False) == expected
    assert hosted_quote_agent(" opencode ", True) == expected
    assert hosted_quote_agent(f"opencode@{version}", True) == expected
    assert hosted_quote_agent(expected, True) == expected  # a descriptor is sent as given


def test_check_snapshot_known() -> None:
    check_snapshot_known({"registry_snapshots": [SNAP.sha256]}, SNAP.sha256)
    check_snapshot_known({"task_protocol": "evalrouter.task-protocol.v2"}, SNAP.sha256)
    with pytest.raises(EvalRouterError) as caught:
        check_snapshot_known({"registry_snapshots": ["f" * 64]}, SNAP.sha256)
    assert caught.value.code == "client_run_snapshot_unknown"
    assert caught.value.details == {"snapshot_sha256": SNAP.sha256, "known": 1}
    assert "upgrade" in str(caught.value.hint)


def test_a_hosted_agent_runs_the_listed_version_only() -> None:
    listed = SNAP.entries["claude-acp"].version
    newer = f"{int(listed.split('.')[0]) + 1}.0.0"
    with pytest.raises(EvalRouterError) as caught:
        hosted_quote_agent(f"hosted:claude-acp@{newer}", False)
    assert caught.value.code == "acp_agent_version_not_in_snapshot"
    assert f"{listed} only" in caught.value.message
    assert f'registry_agent("claude-acp@{newer}")' in str(caught.value.hint)
    assert caught.value.details == {"id": "claude-acp", "version": newer, "available": listed}
    with pytest.raises(EvalRouterError) as older:
        hosted_quote_agent("claude-acp@0.0.1", True)
    assert older.value.code == "acp_agent_version_unavailable"
