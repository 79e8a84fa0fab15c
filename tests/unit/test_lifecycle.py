"""with_options, closing, context managers, injected http clients."""

from __future__ import annotations

import httpx
import pytest

from evalrouter import (
    APIConnectionError,
    AsyncEvalRouter,
    EvalRouter,
    EvalRouterError,
    UnexpectedArgument,
)
from tests.unit.conftest import BASE, KEY, Server, run_record

OK = httpx.Response(200, json=run_record())


async def test_with_options_shares_pool_and_changes_settings(make):
    h = make(httpx.Response(503, text="down"), max_retries=0, timeout=60)
    copy = h.patch(h.client.with_options(timeout=5, max_retries=3, request_timeout=2))
    assert copy is not h.client
    assert type(copy) is type(h.client)
    assert copy._http is h.client._http
    assert (copy.timeout, copy.max_retries, copy.request_timeout) == (5.0, 3, 2.0)
    assert (h.client.timeout, h.client.max_retries) == (60.0, 0)
    assert copy.base_url == h.client.base_url
    assert copy.runs is not h.client.runs
    with pytest.raises(APIConnectionError):
        result = copy.runs.get("run_1")
        if h.is_async:
            await result
    assert h.server.count == 4
    assert h.sleeps == [0.5, 1.0, 2.0]
    assert h.server.last.headers["Authorization"] == f"Bearer {KEY}"


async def test_with_options_workspace_and_default_headers(make):
    h = make(OK, default_headers={"X-A": "1"})
    copy = h.client.with_options(workspace_id="ws_2", default_headers={"X-B": "2"})
    result = copy.runs.get("run_1")
    if h.is_async:
        await result
    headers = h.server.last.headers
    assert headers["X-Workspace-Id"] == "ws_2"
    assert (headers["X-A"], headers["X-B"]) == ("1", "2")
    assert h.client.workspace_id is None


@pytest.mark.parametrize("option", ["base_url", "api_key", "http_client", "timeoutt"])
async def test_with_options_unknown_option(make, option):
    h = make()
    with pytest.raises(UnexpectedArgument) as info:
        h.client.with_options(**{option: "x"})
    assert info.value.code == "unknown_option"


@pytest.mark.parametrize(
    ("option", "value", "code"),
    [
        ("timeout", -1, "invalid_timeout"),
        ("request_timeout", None, "invalid_timeout"),
        ("max_retries", 99, "invalid_max_retries"),
        ("workspace_id", "ws x", "invalid_workspace_id"),
    ],
)
async def test_with_options_revalidates(make, option, value, code):
    h = make()
    with pytest.raises(EvalRouterError) as info:
        h.client.with_options(**{option: value})
    assert info.value.code == code


def test_sync_context_manager_closes_owned_pool():
    with EvalRouter(base_url=BASE, api_key=KEY, transport=httpx.MockTransport(Server(OK))) as c:
        c.runs.get("run_1")
        pool = c._http
        assert not pool.is_closed
    assert pool.is_closed


async def test_async_context_manager_closes_owned_pool():
    server = Server(OK)
    async with AsyncEvalRouter(
        base_url=BASE, api_key=KEY, transport=httpx.MockTransport(server)
    ) as c:
        await c.runs.get("run_1")
        pool = c._http
    assert pool.is_closed


def test_sync_injected_http_client_left_open_but_used():
    server = Server(OK)
    http = httpx.Client(transport=httpx.MockTransport(server))
    with EvalRouter(base_url=BASE, api_key=KEY, http_client=http) as c:
        assert c._http is http
        c.runs.get("run_1")
    assert not http.is_closed
    assert server.last.headers["Authorization"] == f"Bearer {KEY}"
    http.close()


async def test_async_injected_http_client_left_open_but_used():
    server = Server(OK)
    http = httpx.AsyncClient(transport=httpx.MockTransport(server))
    async with AsyncEvalRouter(base_url=BASE, api_key=KEY, http_client=http) as c:
        await c.runs.get("run_1")
    assert not http.is_closed
    assert server.count == 1
    await http.aclose()


async def test_closing_a_copy_leaves_the_shared_pool_open(make):
    h = make(OK)
    copy = h.client.with_options(max_retries=0)
    result = copy.close()
    if h.is_async:
        await result
    assert not h.client._http.is_closed
    await h.close()
    assert h.client._http.is_closed


def test_sync_client_does_not_follow_redirects_by_default():
    c = EvalRouter(base_url=BASE, api_key=KEY)
    assert c._http.follow_redirects is False
    c.close()


def test_group_namespaces_are_cached(make):
    h = make()
    assert h.client.runs is h.client.runs
    assert h.client.benchmarks.uploads is h.client.benchmarks.uploads
