"""The suite-wide schema check itself: it sees every exchange and catches what does not fit."""

from __future__ import annotations

import dataclasses

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal, RecordedRequest, observing
from tests.local.schema_check import SchemaCheck


@pytest.fixture(scope="module")
def check() -> SchemaCheck:
    return SchemaCheck.load()


def _exchanges(local: EvalRouterLocal, *paths: str) -> list[RecordedRequest]:
    with httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as client:
        for path in paths:
            client.get(path)
    return local.requests


def test_observing_sees_in_process_and_served_exchanges() -> None:
    local = EvalRouterLocal()
    seen: list[RecordedRequest] = []
    with observing(seen.append):
        _exchanges(local, "/billing/wallet")
        with local.serve() as url:
            httpx.get(url + "/v1/runs/run_nope")
    assert [(e.path, e.status) for e in seen] == [
        ("/v1/billing/wallet", 200),
        ("/v1/runs/run_nope", 404),
    ]
    _exchanges(local, "/billing/wallet")  # no longer observed
    assert len(seen) == 2 and len(local.requests) == 3


def test_valid_answers_and_error_envelopes_pass(check: SchemaCheck) -> None:
    local = EvalRouterLocal()
    local.faults.fail_next("GET", "/v1/cli/whoami", status=503)  # the API's envelope
    exchanges = _exchanges(local, "/billing/wallet", "/runs/run_nope", "/cli/whoami", "/nowhere")
    assert [e.status for e in exchanges] == [200, 404, 503, 404]
    assert exchanges[2].injected == "envelope"
    for exchange in exchanges:
        assert check.problems(exchange) == []


def test_a_body_that_does_not_fit_is_caught(check: SchemaCheck) -> None:
    (wallet,) = _exchanges(EvalRouterLocal(), "/billing/wallet")
    broken = dataclasses.replace(wallet, response_content=b'{"balance_microusd": 5}')
    (problem, *_) = check.problems(broken)
    assert problem.startswith("GET /v1/billing/wallet -> 200: ")
    (error,) = _exchanges(EvalRouterLocal(), "/runs/run_nope")
    made_up = dataclasses.replace(error, response_content=b'{"error": "no"}')
    assert check.problems(made_up)


def test_media_types_request_ids_and_statuses_are_checked(check: SchemaCheck) -> None:
    (wallet,) = _exchanges(EvalRouterLocal(), "/billing/wallet")
    as_text = dataclasses.replace(
        wallet, response_headers={**wallet.response_headers, "content-type": "text/plain"}
    )
    assert "media type 'text/plain'" in check.problems(as_text)[0]
    anonymous = dict(wallet.response_headers)
    del anonymous["x-request-id"]
    assert (
        "no X-Request-Id"
        in check.problems(dataclasses.replace(wallet, response_headers=anonymous))[0]
    )
    not_json = dataclasses.replace(wallet, response_content=b"<html>")
    assert "not JSON" in check.problems(not_json)[0]


def test_an_export_is_raw_bytes_of_the_declared_media_type(check: SchemaCheck) -> None:
    local = EvalRouterLocal()
    client = local.client()
    run = client.runs.create(benchmark="mcq-mini", model="Sim Small", max_cost=1, wait=True)
    client.runs.export(run.id, format="csv")
    export = local.requests[-1]
    assert export.operation_id == "runs_export"
    assert export.response_headers["content-type"] == "application/octet-stream"
    assert check.problems(export) == []
    as_csv = dataclasses.replace(
        export, response_headers={**export.response_headers, "content-type": "text/csv"}
    )
    assert check.problems(as_csv)
    assert check.problems(dataclasses.replace(export, response_content=b""))


def test_bare_gateway_pages_and_test_written_bodies_are_exempt(check: SchemaCheck) -> None:
    local = EvalRouterLocal()
    local.faults.fail_next("GET", "/v1/billing/wallet", status=502, bare=True)
    local.faults.fail_next("GET", "/v1/billing/wallet", status=429, body={"error": {"code": "x"}})
    with httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as client:
        for _ in range(2):
            client.get("/billing/wallet")
        local.faults.drop_connection_next("GET", "/v1/billing/wallet", after_processing=False)
        with pytest.raises(httpx.TransportError):
            client.get("/billing/wallet")
    bare, body, dropped = local.requests
    assert (bare.injected, body.injected, dropped.status) == ("bare", "body", None)
    before = dict(check.exempt)
    for exchange in (bare, body, dropped):
        assert check.problems(exchange) == []
    assert sum(check.exempt.values()) == sum(before.values()) + 3
