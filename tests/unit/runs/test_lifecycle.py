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
from tests.support.api import BASE, KEY
from tests.support.records import run_record

OK = httpx.Response(200, json=run_record())


class Recorder:
    """A ``MockTransport`` handler answering a run record, for the ``transport=`` tests."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return httpx.Response(200, json=run_record())


async def test_with_options_shares_pool_and_changes_settings(make):
    h = make(httpx.Response(503, text="down"), max_retries=0, timeout=60)
    copy = h.client.with_options(timeout=5, max_retries=3, request_timeout=2)
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
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "unknown_option",
    )


@pytest.mark.parametrize(
    ("option", "value", "code"),
    [
        ("timeout", -1, "invalid_configuration"),
        ("request_timeout", None, "invalid_configuration"),
        ("max_retries", 99, "invalid_configuration"),
        ("workspace_id", "ws x", "invalid_configuration"),
    ],
)
async def test_with_options_revalidates(make, option, value, code):
    h = make()
    with pytest.raises(EvalRouterError) as info:
        h.client.with_options(**{option: value})
    assert info.value.code == code


def test_sync_context_manager_closes_owned_pool(httpx_mock):
    httpx_mock.add_response(json=run_record())
    with EvalRouter(base_url=BASE, api_key=KEY) as c:
        c.runs.get("run_1")
        pool = c._http
        assert not pool.is_closed
    assert pool.is_closed
    assert len(httpx_mock.get_requests()) == 1


async def test_async_context_manager_closes_owned_pool(httpx_mock):
    httpx_mock.add_response(json=run_record())
    async with AsyncEvalRouter(base_url=BASE, api_key=KEY) as c:
        await c.runs.get("run_1")
        pool = c._http
    assert pool.is_closed
    assert len(httpx_mock.get_requests()) == 1


def test_sync_injected_http_client_left_open_but_used(httpx_mock):
    httpx_mock.add_response(json=run_record())
    through_it: list[httpx.Request] = []  # the injected client's own hook sees the request
    http = httpx.Client(event_hooks={"request": [through_it.append]})
    with EvalRouter(base_url=BASE, api_key=KEY, http_client=http) as c:
        assert c._http is http
        c.runs.get("run_1")
    assert not http.is_closed
    (request,) = httpx_mock.get_requests()
    assert through_it == [request]
    assert request.headers["Authorization"] == f"Bearer {KEY}"
    http.close()


async def test_async_injected_http_client_left_open_but_used(httpx_mock):
    httpx_mock.add_response(json=run_record())
    through_it: list[httpx.Request] = []

    async def seen(request: httpx.Request) -> None:
        through_it.append(request)

    http = httpx.AsyncClient(event_hooks={"request": [seen]})
    async with AsyncEvalRouter(base_url=BASE, api_key=KEY, http_client=http) as c:
        await c.runs.get("run_1")
    assert not http.is_closed
    assert through_it == httpx_mock.get_requests()
    assert len(through_it) == 1
    await http.aclose()


# The two tests below are the only ones that inject a transport: they test the ``transport=``
# option itself, so the request must reach that transport and never pytest-httpx.


def test_sync_injected_transport_is_used(httpx_mock):
    server = Recorder()
    with EvalRouter(base_url=BASE, api_key=KEY, transport=httpx.MockTransport(server)) as c:
        assert c.runs.get("run_1").id == "run_1"
    assert [str(r.url) for r in server.requests] == [f"{BASE}/v1/runs/run_1"]
    assert httpx_mock.get_requests() == []


async def test_async_injected_transport_is_used(httpx_mock):
    server = Recorder()
    async with AsyncEvalRouter(
        base_url=BASE, api_key=KEY, transport=httpx.MockTransport(server)
    ) as c:
        assert (await c.runs.get("run_1")).id == "run_1"
    assert [str(r.url) for r in server.requests] == [f"{BASE}/v1/runs/run_1"]
    assert httpx_mock.get_requests() == []


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
