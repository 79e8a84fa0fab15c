"""Hosted registry agents against EvalRouter Local: ``runs.create(..., agent="opencode",
hosted=True)`` and ``agent="hosted:<id>"`` quote the hosted descriptor taken from the bundled
ACP Registry snapshot, and Local simulates the run; an unknown id, a version the snapshot does
not list, or a snapshot the service does not know is refused before anything is quoted."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from evalrouter import EvalRouter, EvalRouterError
from evalrouter._registry import bundled_snapshot
from evalrouter.testing import EvalRouterLocal
from tests.local.local_flows import GSM_V2, LARGE, managed

SHA = bundled_snapshot().sha256
OPENCODE = bundled_snapshot().entries["opencode"].version


def _quotes(local: EvalRouterLocal) -> int:
    return len(local._state.quotes)


def _descriptor(agent_id: str, version: str) -> dict[str, Any]:
    return {"kind": "hosted", "id": agent_id, "version": version, "snapshot_sha256": SHA}


def test_hosted_true_quotes_the_descriptor_and_the_run_is_simulated() -> None:
    local = EvalRouterLocal(seed=3)
    with local.client() as client:
        quote = client.runs.create(
            "gsm8k", model="gpt-5-mini", agent="opencode", hosted=True, max_cost=5, dry_run=True
        )
        assert quote.to_dict()["plan"]["agent"] == _descriptor("opencode", OPENCODE)
        run = client.runs.create(
            "gsm8k", model="gpt-5-mini", agent="opencode", hosted=True, max_cost=5
        )
        local.run_until_done(run.id)
        done = client.runs.get(run.id).to_dict()
        assert done["status"] == "completed"
        assert done["agents"] == [_descriptor("opencode", OPENCODE)]
        assert done["execution_assurance"] == "hosted_enforced"


def test_the_hosted_prefix_with_a_version_over_http() -> None:
    local = EvalRouterLocal(seed=4)
    version = bundled_snapshot().entries["qwen-code"].version
    with local.serve() as url, EvalRouter(base_url=url, api_key="sk-local-1234") as client:
        quote = client.runs.create(
            "gsm8k",
            model="gpt-5-mini",
            agent=f"hosted:qwen-code@{version}",
            max_cost=5,
            dry_run=True,
        )
        assert quote.to_dict()["plan"]["agent"] == _descriptor("qwen-code", version)


def test_the_async_client_quotes_a_hosted_agent() -> None:
    local = EvalRouterLocal(seed=5)

    async def main() -> dict[str, Any]:
        async with local.async_client() as client:
            quote = await client.runs.create(
                "gsm8k", model="gpt-5-mini", agent="hosted:opencode", max_cost=5, dry_run=True
            )
            return quote.to_dict()["plan"]

    assert asyncio.run(main())["agent"] == _descriptor("opencode", OPENCODE)


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"agent": "opencod", "hosted": True}, "acp_agent_not_found"),
        ({"agent": "hosted:no-such-agent"}, "acp_agent_not_found"),
        ({"agent": "hosted:opencode@0.0.1"}, "acp_agent_version_unavailable"),
        ({"agent": "hosted:Open Code"}, "acp_agent_invalid"),
        ({"hosted": True}, "invalid_input"),
        ({"agent": "local:my-agent --acp", "hosted": True}, "invalid_input"),
        ({"agent": "opencode", "hosted": "yes"}, "invalid_input"),
    ],
)
def test_refused_before_anything_is_quoted(options: dict[str, Any], code: str) -> None:
    local = EvalRouterLocal(seed=6)
    with local.client() as client, pytest.raises(EvalRouterError) as caught:
        client.runs.create("gsm8k", model="gpt-5-mini", max_cost=5, **options)
    assert caught.value.code == code
    assert caught.value.hint
    assert _quotes(local) == 0
    if code == "acp_agent_not_found":
        assert "client.agents.list()" in caught.value.hint or "Did you mean" in caught.value.hint


def test_a_did_you_mean_names_the_closest_id() -> None:
    with EvalRouterLocal().client() as client, pytest.raises(EvalRouterError) as caught:
        client.runs.create("gsm8k", model="gpt-5-mini", agent="hosted:opencod", max_cost=5)
    assert "'opencode'" in str(caught.value.hint)


def test_a_service_that_does_not_know_the_snapshot_is_refused_with_how_to_upgrade() -> None:
    local = EvalRouterLocal(registry_snapshots=["0" * 64])
    with local.client() as client, pytest.raises(EvalRouterError) as caught:
        client.runs.create("gsm8k", model="gpt-5-mini", agent="hosted:opencode", max_cost=5)
    assert caught.value.code == "client_run_snapshot_unknown"
    assert caught.value.details["snapshot_sha256"] == SHA
    assert "upgrade" in str(caught.value.hint)
    assert _quotes(local) == 0


def test_local_lists_the_bundled_snapshot_and_checks_hosted_descriptors(
    client: httpx.Client,
) -> None:
    caps = client.get("/client-runs/capabilities").json()
    assert caps["registry_snapshots"] == [SHA]
    body: dict[str, Any] = {
        "selection": {"profile_ids": [GSM_V2]},
        "model": managed(LARGE),
        "max_charge_microusd": "5000000",
    }
    ok = client.post("/quotes", json={**body, "agent": _descriptor("opencode", OPENCODE)})
    assert ok.status_code in (200, 201), ok.text
    unknown = {**_descriptor("opencode", OPENCODE), "snapshot_sha256": "f" * 64}
    refused = client.post("/quotes", json={**body, "agent": unknown})
    assert (refused.status_code, refused.json()["error"]["code"]) == (
        422,
        "registry_snapshot_unknown",
    )
    extra = client.post("/quotes", json={**body, "agent": {**unknown, "command": "x"}})
    assert extra.status_code == 422
    assert extra.json()["error"]["details"]["field"] == "agent.command"
