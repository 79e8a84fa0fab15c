"""The transport under httpx's async client, and the SDK client helpers."""

from __future__ import annotations

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from tests.local.local_flows import MCQ, SMALL, managed


async def test_async_client_over_the_same_transport(local: EvalRouterLocal) -> None:
    async with httpx.AsyncClient(
        transport=local.transport(), base_url="http://127.0.0.1/v1"
    ) as client:
        q = await client.post(
            "/quotes", json={"selection": {"profile_ids": [MCQ]}, "model": managed(SMALL)}
        )
        assert q.status_code == 201
        run = await client.post("/runs", json={"quote_id": q.json()["id"]})
        assert run.status_code == 201
        statuses = [
            (await client.get(f"/runs/{run.json()['id']}")).json()["status"] for _ in range(3)
        ]
        assert statuses[-1] == "completed"
        local.faults.drop_connection_next("GET", after_processing=False)
        with pytest.raises(httpx.ConnectError):
            await client.get("/billing/wallet")
        local.faults.delay_next(0.01, "GET")
        assert (await client.get("/billing/wallet")).status_code == 200


def test_handle_is_a_pure_request_to_response_function(local: EvalRouterLocal) -> None:
    response = local.handle(httpx.Request("GET", "http://127.0.0.1/v1/billing/wallet"))
    assert response.status_code == 200 and response.json()["currency"] == "USD"
    local.faults.drop_connection_next("GET", "/v1/billing/wallet")
    with pytest.raises(httpx.ReadError):
        local.handle(httpx.Request("GET", "http://127.0.0.1/v1/billing/wallet"))


def test_api_key_can_be_required() -> None:
    local = EvalRouterLocal(api_key="er_test_key")
    url = "http://127.0.0.1/v1/billing/wallet"
    missing = local.handle(httpx.Request("GET", url))
    assert missing.status_code == 401
    assert missing.json()["error"]["code"] == "authentication_required"
    wrong = local.handle(httpx.Request("GET", url, headers={"Authorization": "Bearer nope"}))
    assert wrong.json()["error"]["code"] == "invalid_api_key"
    right = local.handle(httpx.Request("GET", url, headers={"Authorization": "Bearer er_test_key"}))
    assert right.status_code == 200


def _sdk() -> None:
    evalrouter = pytest.importorskip("evalrouter", reason="the SDK package is not importable")
    if not hasattr(evalrouter, "EvalRouter"):
        pytest.skip("evalrouter.EvalRouter does not exist yet")


def test_sdk_client_helper(local: EvalRouterLocal) -> None:
    _sdk()
    import evalrouter

    client = local.client()
    assert str(client.wallet.get().balance_microusd) == "100000000"
    with pytest.raises(evalrouter.NotFoundError) as caught:
        client.runs.get("run_missing")
    assert caught.value.code == "run_not_found"
    assert local.requests[0].headers["user-agent"].startswith("evalrouter-python/")


async def test_async_sdk_client_helper(local: EvalRouterLocal) -> None:
    _sdk()
    client = local.async_client()
    wallet = await client.wallet.get()
    assert str(wallet.balance_microusd) == "100000000"


def test_sdk_runs_create_end_to_end() -> None:
    _sdk()
    local = EvalRouterLocal(polls_to_complete=1)
    client = local.client()
    run = client.runs.create(benchmark="gsm8k@2", model="sim/sim-large", max_cost="1", wait=True)
    assert run.status == "completed"
    (quote_request,) = [r for r in local.requests if r.operation_id == "quotes_create"]
    assert quote_request.json["selection"] == {"profile_ids": ["prof_gsm8k_v2"]}
    assert quote_request.json["max_charge_microusd"] == "1000000"
