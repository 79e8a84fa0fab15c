"""Connections in EvalRouter Local: a real OpenAI-compatible endpoint on 127.0.0.1 as a model."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._tasks import task_set
from tests.local.fake_openai import FakeOpenAI, dead_url, fake_openai

KEY = "sk-test-connection-key-7f3a9c"
UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}")
GSM_V2, GSM_V3 = "prof_gsm8k_v2", "prof_gsm8k_v3"
GSM_FEE = 200


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with fake_openai() as server:
        yield server


def create(client: httpx.Client, base_url: str, **extra: Any) -> dict[str, Any]:
    body = {"name": "My model", "base_url": base_url, "model_id": "my-model", "api_key": KEY}
    response = client.post("/connections", json={**body, **extra})
    assert response.status_code == 201, response.text
    record: dict[str, Any] = response.json()
    return record


def run_on(
    local: EvalRouterLocal,
    client: httpx.Client,
    model: dict[str, Any],
    *,
    profile: str = GSM_V2,
    sample: int | None = None,
) -> dict[str, Any]:
    body: dict[str, Any] = {"selection": {"profile_ids": [profile]}, "model": model}
    if sample is not None:
        body["coverage"] = {"mode": "sample", "sample_count": sample, "seed": 3}
    quote = client.post("/quotes", json=body)
    assert quote.status_code == 201, quote.text
    run = client.post("/runs", json={"quote_id": quote.json()["id"]})
    assert run.status_code == 201, run.text
    done = local.run_until_done(run.json()["id"])
    assert done is not None
    return done


def score(client: httpx.Client, run_id: str) -> float:
    results = client.get(f"/runs/{run_id}/results").json()
    value: float = results["profiles"][0]["metrics"][0]["value"]
    return value


def samples(client: httpx.Client, run_id: str) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = client.get(
        f"/runs/{run_id}/samples", params={"limit": 200}
    ).json()["data"]
    return data


def assert_key_never_sent_back(local: EvalRouterLocal) -> None:
    assert local.requests
    for exchange in local.requests:
        assert KEY.encode() not in exchange.response_content, (exchange.method, exchange.path)
        assert exchange.status is None or exchange.status < 500, (exchange.method, exchange.path)


# ----------------------------------------------------------------------------------- the SDK


def test_sdk_run_on_a_connection_scores_one_with_a_correct_endpoint(
    local: EvalRouterLocal, fake: FakeOpenAI
) -> None:
    client = local.client()
    record = client.connections.create(
        {"name": "Fake GPT", "base_url": fake.base_url, "model_id": "fake-gpt", "api_key": KEY}
    )
    cid = record.id
    assert UUID.fullmatch(cid)
    assert [c.id for c in client.connections.list()] == [cid]

    run = client.runs.create(benchmark="gsm8k", model=f"connection:{cid}", max_cost=1)
    run.wait(poll_interval=0.001)
    assert run.status == "completed"
    assert run.score == 1.0

    tasks = task_set("gsm8k@3")  # the SDK picks the newest version
    assert len(fake.requests) == len(tasks)
    assert fake.prompts() == [t.prompt for t in tasks]
    for seen in fake.requests:
        assert seen.path == "/v1/chat/completions"
        assert seen.headers["authorization"] == f"Bearer {KEY}"
        assert seen.json["model"] == "fake-gpt"
        assert seen.json["messages"] == [
            {"role": "user", "content": seen.json["messages"][0]["content"]}
        ]
    # Zero model cost: only the benchmark's per-task fee.
    assert run.spend_microusd == str(GSM_FEE * len(tasks))
    assert_key_never_sent_back(local)


def test_sdk_comparison_of_a_connection_and_a_managed_route(
    local: EvalRouterLocal, fake: FakeOpenAI
) -> None:
    client = local.client()
    cid = client.connections.create(
        {"name": "Fake GPT", "base_url": fake.base_url, "model_id": "fake-gpt", "api_key": KEY}
    ).id
    run = client.runs.create(
        benchmark="gsm8k",
        subjects=[f"connection:{cid}", "sim/sim-small"],
        max_cost=1,
    )
    run.wait(poll_interval=0.001)
    comparison = run.compare()
    first, second = comparison.models
    assert (first.name, first.route_id, first.score) == ("Fake GPT", None, 1.0)
    assert second.route_id == "sim/sim-small"
    assert second.score is not None and second.score < 1.0


# ------------------------------------------------------------------------------- raw HTTP


def test_a_wrong_endpoint_scores_lower(local: EvalRouterLocal, client: httpx.Client) -> None:
    with fake_openai() as right, fake_openai("wrong") as wrong:
        good = create(client, right.base_url)
        bad = create(client, wrong.base_url, name="Wrong model")
        good_run = run_on(local, client, {"kind": "connection", "connection_id": good["id"]})
        bad_run = run_on(local, client, {"kind": "connection", "connection_id": bad["id"]})
    assert good_run["status"] == bad_run["status"] == "completed"
    assert score(client, good_run["id"]) == 1.0
    assert score(client, bad_run["id"]) == 0.0
    answers = {s["answer"] for s in samples(client, bad_run["id"])}
    assert answers == {"The answer is -1."}
    assert len(wrong.prompts()) == len(task_set("gsm8k@2"))
    assert_key_never_sent_back(local)


def test_records_list_update_delete(
    local: EvalRouterLocal, client: httpx.Client, fake: FakeOpenAI
) -> None:
    first = create(client, fake.base_url + "/")
    second = create(client, fake.base_url, name="Second", context_window=8192)
    assert first["base_url"] == fake.base_url  # trailing slash dropped
    assert first["protocol"] == "openai_chat" and first["revision"] == 1
    assert first["capabilities"] == ["chat", "long_context"]
    assert second["capabilities"] == ["chat"]
    assert first["config"]["api_key_set"] is True
    assert "api_key" not in first and KEY not in str(first)

    page = client.get("/connections", params={"limit": 1}).json()
    assert [c["id"] for c in page["data"]] == [first["id"]] and page["next_cursor"]
    rest = client.get("/connections", params={"cursor": page["next_cursor"]}).json()
    assert [c["id"] for c in rest["data"]] == [second["id"]] and rest["next_cursor"] is None

    # Removing the key: the endpoint is then called without Authorization.
    patched = client.patch(f"/connections/{first['id']}", json={"api_key": ""}).json()
    assert patched["config"]["api_key_set"] is False and patched["revision"] == 2
    unchanged = client.patch(f"/connections/{first['id']}", json={"name": None}).json()
    assert unchanged["revision"] == 2
    checked = client.post(f"/connections/{first['id']}/check").json()
    assert checked["check_result"]["status"] == "ok"
    assert "authorization" not in fake.requests[-1].headers

    assert client.delete(f"/connections/{second['id']}").json() == {"ok": True}
    assert [c["id"] for c in client.get("/connections").json()["data"]] == [first["id"]]
    for method, path in (
        ("DELETE", f"/connections/{second['id']}"),
        ("PATCH", f"/connections/{second['id']}"),
        ("POST", f"/connections/{second['id']}/check"),
    ):
        response = client.request(method, path, json={"name": "x"})
        assert response.status_code == 404
        assert response.json()["error"]["code"] == "connection_not_found"
    assert_key_never_sent_back(local)


@pytest.mark.parametrize(
    ("body", "status", "field"),
    [
        ({"name": "x", "model_id": "m"}, 422, "base_url"),
        ({"name": "x", "model_id": "m", "base_url": "ftp://127.0.0.1/v1"}, 422, "base_url"),
        ({"name": "x", "base_url": "http://127.0.0.1:1/v1"}, 422, "model_id"),
        ({"name": "", "model_id": "m", "base_url": "http://127.0.0.1:1/v1"}, 422, "name"),
        (
            {"name": "x", "model_id": "m", "base_url": "http://127.0.0.1:1", "context_window": 0},
            422,
            "context_window",
        ),
        ({"name": "x", "model_id": "m", "account_id": "acct_1"}, 501, "account_id"),
        (
            {"name": "x", "base_url": "http://127.0.0.1:1", "protocol": "a2a", "auth": {}},
            422,
            "auth",
        ),
        (
            {"name": "x", "base_url": "http://127.0.0.1:1", "protocol": "a2a"},
            422,
            "auth",
        ),
        (
            {
                "name": "x",
                "base_url": "http://127.0.0.1:1",
                "protocol": "a2a",
                "auth": {"kind": "headers", "headers": [{"name": "Bad Name", "value": "v"}]},
            },
            422,
            "auth.headers[0]",
        ),
        (
            {
                "name": "x",
                "base_url": "http://127.0.0.1:1",
                "protocol": "a2a",
                "model_id": "m",
                "auth": {"kind": "headers", "headers": []},
            },
            422,
            "model_id",
        ),
        (
            {
                "name": "x",
                "model_id": "m",
                "base_url": "http://127.0.0.1:1",
                "auth": {"kind": "headers", "headers": []},
            },
            422,
            "auth",
        ),
        (
            {
                "name": "x",
                "model_id": "m",
                "base_url": "http://127.0.0.1:1",
                "protocol": "openai_completions",
            },
            501,
            "protocol",
        ),
    ],
)
def test_create_refusals(
    client: httpx.Client, body: dict[str, Any], status: int, field: str
) -> None:
    response = client.post("/connections", json=body)
    assert response.status_code == status, response.text
    assert response.json()["error"]["details"]["field"] == field


def test_check_on_a_dead_endpoint_marks_the_connection_failed(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    record = create(client, dead_url())
    response = client.post(f"/connections/{record['id']}/check")
    assert response.status_code == 200
    result = response.json()["check_result"]
    assert result["status"] == "failed" and result["ok"] is False
    assert result["error_code"] == "connection_unreachable"
    assert response.json()["checked_at"] is not None
    listed = client.get("/connections").json()["data"][0]
    assert listed["check_result"]["status"] == "failed"
    assert_key_never_sent_back(local)


def test_a_dead_endpoint_makes_task_errors_not_a_crash(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    record = create(client, dead_url())
    balance = local.balance_microusd
    run = run_on(local, client, {"kind": "connection", "connection_id": record["id"]}, sample=4)
    assert run["status"] == "failed" and run["error_count"] == 4
    assert run["spend_microusd"] == "0" and local.balance_microusd == balance
    rows = samples(client, run["id"])
    assert {s["error_code"] for s in rows} == {"connection_unreachable"}
    assert all(s["error_message"] and s["answer"] is None for s in rows)
    assert_key_never_sent_back(local)


def test_http_errors_are_task_errors_and_the_key_is_redacted(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    with fake_openai("error") as broken:
        record = create(client, broken.base_url)
        run = run_on(local, client, {"kind": "connection", "connection_id": record["id"]}, sample=3)
        check = client.post(f"/connections/{record['id']}/check").json()["check_result"]
    assert run["status"] == "failed" and run["error_count"] == 3
    rows = samples(client, run["id"])
    assert {s["error_code"] for s in rows} == {"connection_http_error"}
    assert all(
        "HTTP 500" in s["error_message"] and "[redacted]" in s["error_message"] for s in rows
    )
    assert check["status"] == "failed" and check["http_status"] == 500
    results = client.get(f"/runs/{run['id']}/results").json()
    assert results["summary"]["status"] == "failed"
    assert_key_never_sent_back(local)


def test_a_slow_endpoint_times_out_as_a_task_error(client: httpx.Client) -> None:
    local = EvalRouterLocal(seed=1, connection_timeout=0.2)
    with (
        httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as api,
        fake_openai("slow") as slow,
    ):
        record = create(api, slow.base_url)
        run = run_on(local, api, {"kind": "connection", "connection_id": record["id"]}, sample=1)
        assert run["status"] == "failed"
        assert samples(api, run["id"])[0]["error_code"] == "connection_timeout"


def test_pricing_is_the_task_fee_only(
    local: EvalRouterLocal, client: httpx.Client, fake: FakeOpenAI
) -> None:
    record = create(client, fake.base_url)
    body = {
        "selection": {"profile_ids": [GSM_V2]},
        "model": {"kind": "connection", "connection_id": record["id"]},
    }
    quote = client.post("/quotes", json=body).json()
    count = len(task_set("gsm8k@2"))
    assert quote["worst_case_charge_microusd"] == str(GSM_FEE * count)
    assert quote["expected_charge_microusd"] == str(GSM_FEE * count)
    assert quote["minimum_cap_microusd"] == str(GSM_FEE)
    model = quote["plan"]["model"]
    assert model["kind"] == "connection" and model["route_id"] is None
    assert model["connection_id"] == record["id"] and model["model_id"] == "my-model"
    assert model["pricing"]["input_microusd_per_million_tokens"] == "0"
    balance = local.balance_microusd
    run = client.post("/runs", json={"quote_id": quote["id"]}).json()
    done = local.run_until_done(run["id"])
    assert done is not None and done["spend_microusd"] == str(GSM_FEE * count)
    assert local.balance_microusd == balance - GSM_FEE * count


def test_unknown_or_deleted_connections(
    local: EvalRouterLocal, client: httpx.Client, fake: FakeOpenAI
) -> None:
    selection = {"profile_ids": [GSM_V2]}
    unknown = {"kind": "connection", "connection_id": "00000000-0000-4000-8000-000000000000"}
    response = client.post("/quotes", json={"selection": selection, "model": unknown})
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "connection_not_found"

    # Deleted after admission: its tasks become errors, the run still ends.
    record = create(client, fake.base_url)
    mine = {"kind": "connection", "connection_id": record["id"]}
    quote = client.post(
        "/quotes", json={"selection": selection, "model": mine, "coverage": {"sample_count": 2}}
    ).json()
    run = client.post("/runs", json={"quote_id": quote["id"]}).json()
    client.delete(f"/connections/{record['id']}")
    done = local.run_until_done(run["id"])
    assert done is not None and done["status"] == "failed"
    assert {s["error_code"] for s in samples(client, run["id"])} == {"connection_not_found"}
    assert fake.requests == []


def test_each_task_calls_once_and_runs_are_deterministic(fake: FakeOpenAI) -> None:
    outcomes = []
    start = datetime(2026, 1, 1, tzinfo=UTC)  # the default start is "now", to the second
    for _ in range(2):
        local = EvalRouterLocal(seed=5, start_time=start)
        with httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as api:
            record = create(api, fake.base_url)
            run = run_on(local, api, {"kind": "connection", "connection_id": record["id"]})
            # Reading the run again and again does not call the endpoint again.
            for _ in range(3):
                api.get(f"/runs/{run['id']}")
                api.get(f"/runs/{run['id']}/samples")
            outcomes.append((record["id"], run["id"], samples(api, run["id"])))
    assert outcomes[0] == outcomes[1]
    assert len(fake.requests) == 2 * len(task_set("gsm8k@2"))


def test_the_state_lock_is_not_held_during_a_call(client: httpx.Client) -> None:
    local = EvalRouterLocal(seed=2)
    with (
        httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as api,
        fake_openai("slow") as slow,
    ):
        record = create(api, slow.base_url)
        body = {
            "selection": {"profile_ids": [GSM_V2]},
            "model": {"kind": "connection", "connection_id": record["id"]},
            "coverage": {"sample_count": 2},
        }
        quote = api.post("/quotes", json=body).json()
        run = api.post("/runs", json={"quote_id": quote["id"]}).json()
        finished: list[dict[str, Any] | None] = []
        worker = threading.Thread(target=lambda: finished.append(local.run_until_done(run["id"])))
        worker.start()
        assert slow.entered.wait(5)
        # While the endpoint is still thinking, requests that do not depend on its answer are
        # served at once.
        started = time.monotonic()
        assert api.get("/catalog/benchmarks").status_code == 200
        assert api.get("/connections").json()["data"][0]["id"] == record["id"]
        assert time.monotonic() - started < 2
        # One that does (the run's state now) waits for that answer instead of calling again.
        polled: list[str] = []
        poller = threading.Thread(
            target=lambda: polled.append(api.get(f"/runs/{run['id']}").json()["status"])
        )
        poller.start()
        poller.join(0.3)
        assert poller.is_alive() and not polled
        slow.release.set()
        worker.join(10)
        poller.join(10)
        assert finished and finished[0] is not None and finished[0]["status"] == "completed"
        assert polled and polled[0] in ("running", "completed")
        assert len(slow.prompts()) == 2
        assert score(api, run["id"]) == 1.0


def test_served_over_http(fake: FakeOpenAI) -> None:
    local = EvalRouterLocal(seed=3)
    with local.serve() as base_url, httpx.Client(base_url=base_url + "/v1") as api:
        record = create(api, fake.base_url)
        run = run_on(local, api, {"kind": "connection", "connection_id": record["id"]}, sample=5)
        assert score(api, run["id"]) == 1.0
    assert_key_never_sent_back(local)
