"""What goes on the wire: headers, idempotency keys, URL, query and body encoding."""

from __future__ import annotations

import json
import uuid

import httpx
import pytest
from evalrouter_generated._operations import API_VERSION as GENERATED_API_VERSION

import evalrouter
from evalrouter import EvalRouterError
from evalrouter._pipeline import API_VERSION
from tests.support.api import BASE, KEY
from tests.support.records import minimal, run_record

OK_RUN = httpx.Response(200, json=run_record())


def test_pipeline_api_version_matches_generated_table():
    assert API_VERSION == GENERATED_API_VERSION


async def test_base_headers_on_a_get(make):
    h = make(OK_RUN)
    await h.call(lambda c: c.runs.get("run_1"))
    req = h.server.last
    assert req.method == "GET"
    assert str(req.url) == f"{BASE}/v1/runs/run_1"
    assert req.headers["Authorization"] == f"Bearer {KEY}"
    assert req.headers["User-Agent"] == f"evalrouter-python/{evalrouter.__version__}"
    assert req.headers["EvalRouter-Version"] == GENERATED_API_VERSION
    assert req.headers["Accept"] == "application/json"
    assert "X-Workspace-Id" not in req.headers
    assert "Idempotency-Key" not in req.headers
    assert "Content-Type" not in req.headers
    assert req.headers.get_list("Authorization") == [f"Bearer {KEY}"]


async def test_workspace_header_from_argument(make):
    h = make(OK_RUN, workspace_id="ws_1")
    await h.call(lambda c: c.runs.get("run_1"))
    assert h.server.last.headers["X-Workspace-Id"] == "ws_1"


async def test_workspace_header_from_environment(make, monkeypatch):
    monkeypatch.setenv("EVALROUTER_WORKSPACE_ID", "ws_env")
    h = make(OK_RUN)
    assert h.client.workspace_id == "ws_env"
    await h.call(lambda c: c.runs.get("run_1"))
    assert h.server.last.headers["X-Workspace-Id"] == "ws_env"


async def test_workspace_argument_wins_over_environment(make, monkeypatch):
    monkeypatch.setenv("EVALROUTER_WORKSPACE_ID", "ws_env")
    h = make(OK_RUN, workspace_id="ws_arg")
    await h.call(lambda c: c.runs.get("run_1"))
    assert h.server.last.headers["X-Workspace-Id"] == "ws_arg"


async def test_binary_operation_accepts_anything_and_returns_bytes(make):
    h = make(httpx.Response(200, content=b"\x00csv,bytes", headers={"content-type": "text/csv"}))
    out = await h.call(lambda c: c.runs.export("run_1", format="csv", version=2))
    assert out == b"\x00csv,bytes"
    req = h.server.last
    assert req.headers["Accept"] == "*/*"
    assert req.url.path == "/v1/runs/run_1/export"
    assert dict(req.url.params) == {"format": "csv", "version": "2"}


async def test_json_body_content_type_and_compact_encoding(make):
    h = make(httpx.Response(200, json=run_record()))
    body = {"quote_id": "q_1", "name": "caf\u00e9"}
    await h.call(lambda c: c.runs._create(body))
    req = h.server.last
    assert req.method == "POST"
    assert req.url.path == "/v1/runs"
    assert req.headers["Content-Type"] == "application/json"
    assert req.content == '{"quote_id":"q_1","name":"café"}'.encode()


async def test_nan_in_body_is_refused_before_sending(make):
    h = make(OK_RUN)
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs._create({"x": float("nan")}))
    assert info.value.code == "invalid_input"
    assert h.server.count == 0


async def test_every_write_gets_a_fresh_idempotency_key(make):
    h = make(OK_RUN)
    await h.call(lambda c: c.runs.cancel("run_1"))
    await h.call(lambda c: c.runs.cancel("run_1"))
    keys = [r.headers["Idempotency-Key"] for r in h.server.requests]
    assert all(uuid.UUID(k) for k in keys)
    assert keys[0] != keys[1]


async def test_idempotency_key_reused_across_retries(make):
    h = make(httpx.Response(502, text="bad gateway"), httpx.ReadError, OK_RUN, max_retries=3)
    await h.call(lambda c: c.runs.cancel("run_1"))
    assert h.server.count == 3
    keys = {r.headers["Idempotency-Key"] for r in h.server.requests}
    assert len(keys) == 1


async def test_explicit_idempotency_key_used_as_given_and_reused(make):
    h = make(httpx.Response(503, text="unavailable"), OK_RUN)
    await h.call(lambda c: c.runs.cancel("run_1", idempotency_key="my-key-1"))
    assert [r.headers["Idempotency-Key"] for r in h.server.requests] == ["my-key-1"] * 2


async def test_idempotency_key_on_the_error_for_later_reuse(make):
    h = make(httpx.Response(409, json={"error": {"code": "conflict"}}))
    with pytest.raises(evalrouter.ConflictError) as info:
        await h.call(lambda c: c.runs.cancel("run_1", idempotency_key="k-77"))
    assert info.value.idempotency_key == "k-77"


async def test_invalid_idempotency_key_refused_before_sending(make):
    h = make(OK_RUN)
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.cancel("run_1", idempotency_key="bad\nkey"))
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_input",
        "invalid_idempotency_key",
    )
    assert h.server.count == 0


async def test_no_idempotency_key_on_get_even_if_given(make):
    h = make(OK_RUN)
    await h.call(lambda c: c.runs.get("run_1", idempotency_key="ignored"))
    assert "Idempotency-Key" not in h.server.last.headers


async def test_default_headers_merge_and_cannot_replace_authorization(make):
    h = make(OK_RUN, default_headers={"X-Team": "evals", "Authorization": "Bearer other"})
    await h.call(lambda c: c.runs.get("run_1"))
    req = h.server.last
    assert req.headers["X-Team"] == "evals"
    assert req.headers.get_list("Authorization") == [f"Bearer {KEY}"]
    assert req.headers["User-Agent"].startswith("evalrouter-python/")


async def test_extra_headers_and_extra_query_per_call(make):
    h = make(OK_RUN)
    await h.call(
        lambda c: c.runs.get(
            "run_1", extra_headers={"X-Trace": "t-1"}, extra_query={"expand": "all", "n": 3}
        )
    )
    req = h.server.last
    assert req.headers["X-Trace"] == "t-1"
    assert dict(req.url.params) == {"expand": "all", "n": "3"}
    await h.call(lambda c: c.runs.get("run_1"))
    assert "X-Trace" not in h.server.last.headers
    assert not h.server.last.url.params


async def test_extra_headers_idempotency_key_in_another_case_is_not_duplicated(make):
    h = make(OK_RUN)
    await h.call(lambda c: c.runs.cancel("run_1", extra_headers={"idempotency-key": "abc"}))
    assert h.server.last.headers.get_list("Idempotency-Key") == ["abc"]


async def test_default_headers_in_another_case_are_not_duplicated(make):
    h = make(OK_RUN, default_headers={"user-agent": "my-app/1.0"})
    await h.call(lambda c: c.runs.get("run_1"))
    assert len(h.server.last.headers.get_list("User-Agent")) == 1


async def test_path_segments_are_percent_encoded(make):
    h = make(OK_RUN)
    await h.call(lambda c: c.runs.get("gsm8k@1:a+b"))
    assert h.server.last.url.raw_path == b"/v1/runs/gsm8k%401%3Aa%2Bb"


@pytest.mark.parametrize("bad", ["a/b", "..", ".", "", "x" * 201, "sp ace"])
async def test_invalid_path_segment_refused_before_sending(make, bad):
    h = make(OK_RUN)
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get(bad))
    assert info.value.code == "invalid_input"
    assert h.server.count == 0


async def test_query_booleans_and_none_values(make):
    body = {"data": [], "next_cursor": None}
    h = make(httpx.Response(200, json=body))
    await h.call(lambda c: c.runs.samples("run_1", status="graded", limit=5, profile_id=None))
    assert dict(h.server.last.url.params) == {"status": "graded", "limit": "5"}


async def test_body_sent_unchanged_for_quotes(make):
    h = make(httpx.Response(200, json=minimal("QuoteRecord")))
    await h.call(lambda c: c.quotes.create({"benchmark": "gsm8k", "model": "gpt-5"}))
    req = h.server.last
    assert req.url.path == "/v1/quotes"
    assert json.loads(req.content) == {"benchmark": "gsm8k", "model": "gpt-5"}
    assert req.headers["Content-Type"] == "application/json"
    assert req.headers["Idempotency-Key"]
