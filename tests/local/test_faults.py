"""Fault injection, request recording, deprecation headers."""

from __future__ import annotations

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from tests.local.local_flows import GSM_V2, LARGE, admit, managed, ok, quote

QUOTE_BODY = {"selection": {"profile_ids": [GSM_V2]}, "model": managed(LARGE)}


def test_fail_next_answers_without_processing(local: EvalRouterLocal, client: httpx.Client) -> None:
    local.faults.fail_next("POST", "/v1/quotes", status=503, retry_after=2)
    refused = client.post("/quotes", json=QUOTE_BODY)
    assert refused.status_code == 503
    assert refused.headers["retry-after"] == "2"
    envelope = refused.json()["error"]
    assert envelope["code"] == "service_unavailable" and envelope["retryable"] is True
    assert local.quote_ids == []
    ok(client.post("/quotes", json=QUOTE_BODY), 201)  # fired once, then gone
    assert len(local.quote_ids) == 1


def test_fail_next_matches_method_path_templates_and_times(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    local.faults.fail_next("GET", "/runs/{run_id}", status=500, times=2)
    assert client.get("/billing/wallet").status_code == 200  # other routes untouched
    assert client.get("/runs/run_a").status_code == 500
    assert client.get("/runs/run_b").json()["error"]["code"] == "internal_error"
    assert client.get("/runs/run_c").status_code == 404
    assert local.faults.pending == []


def test_fail_next_bare_gateway_and_custom_body(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    local.faults.fail_next(path="/v1/billing/wallet", status=502, bare=True)
    bare = client.get("/billing/wallet")
    assert bare.status_code == 502 and bare.headers["content-type"] == "text/plain"
    assert "error" not in bare.text
    local.faults.fail_next(path="/v1/billing/wallet", status=429, body={"error": {"code": "slow"}})
    assert client.get("/billing/wallet").json() == {"error": {"code": "slow"}}


def test_drop_after_processing_applies_the_request(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    q = quote(client, **QUOTE_BODY)
    local.faults.drop_connection_next("POST", "/v1/runs")
    with pytest.raises(httpx.ReadError):
        client.post("/runs", json={"quote_id": q["id"]})
    assert len(local.run_ids) == 1  # the run was admitted; only the answer was lost
    retried = ok(client.post("/runs", json={"quote_id": q["id"]}))  # idempotent per quote
    assert retried["id"] == local.run_ids[0]
    assert [r.dropped for r in local.requests[-2:]] == ["after", None]


def test_drop_after_processing_as_protocol_error(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    local.faults.drop_connection_next("POST", "/v1/quotes", error="protocol")
    with pytest.raises(httpx.RemoteProtocolError):
        client.post("/quotes", json=QUOTE_BODY)
    assert len(local.quote_ids) == 1


def test_drop_before_processing_changes_nothing(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    local.faults.drop_connection_next("POST", "/v1/quotes", after_processing=False)
    with pytest.raises(httpx.ConnectError):
        client.post("/quotes", json=QUOTE_BODY)
    assert local.quote_ids == []
    assert local.requests[-1].dropped == "before" and local.requests[-1].status is None


def test_delay_longer_than_the_read_timeout_times_out_after_processing(
    local: EvalRouterLocal,
) -> None:
    local.faults.delay_next(0.5, "POST", "/v1/quotes")
    with (
        httpx.Client(
            transport=local.transport(), base_url="http://127.0.0.1/v1", timeout=0.05
        ) as impatient,
        pytest.raises(httpx.ReadTimeout),
    ):
        impatient.post("/quotes", json=QUOTE_BODY)
    assert len(local.quote_ids) == 1


def test_delay_then_answer(local: EvalRouterLocal, client: httpx.Client) -> None:
    local.faults.delay_next(0.01, "GET")
    assert client.get("/billing/wallet").status_code == 200
    assert local.faults.pending == []


def test_requests_are_recorded(local: EvalRouterLocal, client: httpx.Client) -> None:
    q = quote(client, **QUOTE_BODY)
    admit(client, q, name="n")
    client.get("/catalog/models", params={"benchmark": GSM_V2, "limit": 100})
    first, second, third = local.requests
    assert (first.method, first.path, first.json) == ("POST", "/v1/quotes", QUOTE_BODY)
    assert first.operation_id == "quotes_create" and first.status == 201
    assert first.headers["content-type"] == "application/json"
    assert second.json == {"quote_id": q["id"], "max_charge_microusd": None, "name": "n"}
    assert third.query == {"benchmark": GSM_V2, "limit": "100"} and third.json == {}
    assert third.response_json()["data"]
    method, path, headers, body = second
    assert (method, path, body) == ("POST", "/v1/runs", second.json)
    assert headers["host"] == "127.0.0.1"
    local.clear_requests()
    assert local.requests == []


def test_deprecation_and_sunset_headers(local: EvalRouterLocal, client: httpx.Client) -> None:
    local.deprecate("GET", "/v1/catalog/models", sunset="Wed, 01 Jul 2026 00:00:00 GMT")
    local.deprecate("GET", "runs_get", deprecation="@1767225600")
    models = client.get("/catalog/models")
    assert models.headers["deprecation"] == "true"
    assert models.headers["sunset"] == "Wed, 01 Jul 2026 00:00:00 GMT"
    assert "deprecation" not in client.get("/billing/wallet").headers
    assert client.get("/runs/run_x").headers["deprecation"] == "@1767225600"


def test_every_response_has_a_request_id(local: EvalRouterLocal, client: httpx.Client) -> None:
    ids = {
        client.get(path).headers["x-request-id"]
        for path in ("/billing/wallet", "/runs/nope", "/datasets", "/nowhere")
    }
    assert len(ids) == 4
