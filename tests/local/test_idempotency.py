"""Idempotency-Key on writes, and admission idempotent per quote."""

from __future__ import annotations

import httpx

from evalrouter.testing import EvalRouterLocal
from tests.local.local_flows import GSM_V2, LARGE, SMALL, error, managed, ok, quote

BODY = {"selection": {"profile_ids": [GSM_V2]}, "model": managed(LARGE)}


def test_same_key_same_body_replays_the_first_answer(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    headers = {"Idempotency-Key": "quote-1"}
    first = client.post("/quotes", json=BODY, headers=headers)
    second = client.post("/quotes", json=BODY, headers=headers)
    assert first.status_code == second.status_code == 201
    assert first.content == second.content
    assert second.headers["idempotent-replayed"] == "true"
    assert len(local.quote_ids) == 1


def test_same_key_different_body_is_refused(local: EvalRouterLocal, client: httpx.Client) -> None:
    headers = {"Idempotency-Key": "quote-1"}
    ok(client.post("/quotes", json=BODY, headers=headers), 201)
    other = {**BODY, "model": managed(SMALL)}
    body = error(client.post("/quotes", json=other, headers=headers), 409, "idempotency_key_reused")
    assert body["details"]["idempotency_key"] == "quote-1"
    assert len(local.quote_ids) == 1


def test_error_answers_are_replayed_too(local: EvalRouterLocal, client: httpx.Client) -> None:
    headers = {"Idempotency-Key": "admit-missing"}
    first = client.post("/runs", json={"quote_id": "quote_missing"}, headers=headers)
    again = client.post("/runs", json={"quote_id": "quote_missing"}, headers=headers)
    assert first.status_code == again.status_code == 404
    assert first.content == again.content


def test_key_order_in_the_body_does_not_matter(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    headers = {"Idempotency-Key": "k", "Content-Type": "application/json"}
    one = client.post("/quotes", content=b'{"a":1,"kind":"run"}', headers=headers)
    two = client.post("/quotes", content=b'{"kind": "run", "a": 1}', headers=headers)
    assert one.content == two.content


def test_invalid_key_is_refused(client: httpx.Client) -> None:
    error(
        client.post("/quotes", json=BODY, headers={"Idempotency-Key": "x" * 129}),
        400,
        "invalid_idempotency_key",
    )


def test_admission_is_idempotent_per_quote(local: EvalRouterLocal, client: httpx.Client) -> None:
    q = quote(client, **BODY)
    first = client.post("/runs", json={"quote_id": q["id"]})
    second = client.post("/runs", json={"quote_id": q["id"], "name": "ignored on repeat"})
    assert (first.status_code, second.status_code) == (201, 200)
    assert first.json()["id"] == second.json()["id"]
    assert len(local.run_ids) == 1
    local.advance(3600)  # an expired quote still gives back its run
    assert ok(client.post("/runs", json={"quote_id": q["id"]}))["id"] == first.json()["id"]


def test_admission_cap_checks(client: httpx.Client) -> None:
    q = quote(client, **BODY, max_charge_microusd="100000")
    error(
        client.post("/runs", json={"quote_id": q["id"], "max_charge_microusd": "100001"}),
        409,
        "cap_exceeds_quote",
    )
    error(
        client.post("/runs", json={"quote_id": q["id"], "max_charge_microusd": "1"}),
        422,
        "cap_below_minimum",
    )
    run = ok(client.post("/runs", json={"quote_id": q["id"], "max_charge_microusd": "90000"}), 201)
    assert run["cap_microusd"] == "90000"
