"""Cursor pages: lazy iteration across pages, sync and async."""

from __future__ import annotations

import httpx
import pytest

from evalrouter import AsyncPage, AsyncPaginator, EvalRouterError, SyncPage
from evalrouter.types import SampleRecord
from tests.support.api import FakeAPI, Harness
from tests.support.records import minimal


def sample(n: int) -> dict:
    return {**minimal("SampleRecord"), "id": f"s{n}"}


def page(ids, cursor, **extra):
    return {"data": [sample(n) for n in ids], "next_cursor": cursor, **extra}


def pages_server() -> FakeAPI:
    """Three pages, chosen by the cursor the client sends."""
    by_cursor = {
        None: page([1, 2], "c2", restricted_profiles=["p9"], brand_new=1),
        "c2": page([3, 4], "c3"),
        "c3": page([5], None),
    }

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=by_cursor[request.url.params.get("cursor")])

    return FakeAPI(answer)


@pytest.fixture
def sync_h():
    return Harness(False, pages_server())


@pytest.fixture
def async_h():
    return Harness(True, pages_server())


def cursors(server):
    return [r.url.params.get("cursor") for r in server.requests]


def test_sync_list_returns_first_page(sync_h):
    first = sync_h.client.runs.samples("run_1", limit=2)
    assert isinstance(first, SyncPage)
    assert [s.id for s in first.data] == ["s1", "s2"]
    assert all(isinstance(s, SampleRecord) for s in first.data)
    assert first.next_cursor == "c2"
    assert first.has_next_page()
    assert first.extra["brand_new"] == 1
    assert len(first) == 2
    assert sync_h.server.count == 1
    assert dict(sync_h.server.last.url.params) == {"limit": "2"}


def test_sync_iteration_is_lazy_and_walks_every_page(sync_h):
    first = sync_h.client.runs.samples("run_1", limit=2)
    items = iter(first)
    assert [next(items).id, next(items).id] == ["s1", "s2"]
    assert sync_h.server.count == 1  # page 2 not fetched until it is reached
    assert next(items).id == "s3"
    assert sync_h.server.count == 2
    assert [s.id for s in items] == ["s4", "s5"]
    assert cursors(sync_h.server) == [None, "c2", "c3"]
    # every later request keeps the caller's parameters
    assert all(r.url.params.get("limit") == "2" for r in sync_h.server.requests)
    assert all(r.url.path == "/v1/runs/run_1/samples" for r in sync_h.server.requests)


def test_sync_get_next_page_and_no_next_page(sync_h):
    first = sync_h.client.runs.samples("run_1")
    second = first.get_next_page()
    third = second.get_next_page()
    assert [s.id for s in third.data] == ["s5"]
    assert not third.has_next_page()
    with pytest.raises(EvalRouterError) as info:
        third.get_next_page()
    assert info.value.code == "no_next_page"
    assert sync_h.server.count == 3


def test_sync_iter_pages(sync_h):
    first = sync_h.client.runs.samples("run_1")
    assert [len(p) for p in first.iter_pages()] == [2, 2, 1]
    assert cursors(sync_h.server) == [None, "c2", "c3"]


def test_sync_to_dict(sync_h):
    first = sync_h.client.runs.samples("run_1")
    out = first.to_dict()
    assert out["next_cursor"] == "c2"
    assert out["brand_new"] == 1
    assert [d["id"] for d in out["data"]] == ["s1", "s2"]
    assert "more" in repr(first)


async def test_async_await_gives_first_page(async_h):
    paginator = async_h.client.runs.samples("run_1", limit=2)
    assert isinstance(paginator, AsyncPaginator)
    assert async_h.server.count == 0  # nothing sent until awaited or iterated
    first = await paginator
    assert isinstance(first, AsyncPage)
    assert [s.id for s in first.data] == ["s1", "s2"]
    second = await first.get_next_page()
    assert [s.id for s in second.data] == ["s3", "s4"]
    third = await second.get_next_page()
    with pytest.raises(EvalRouterError) as info:
        await third.get_next_page()
    assert info.value.code == "no_next_page"


async def test_async_for_walks_every_page_lazily(async_h):
    seen = []
    async for item in async_h.client.runs.samples("run_1"):
        seen.append((item.id, async_h.server.count))
    assert seen == [("s1", 1), ("s2", 1), ("s3", 2), ("s4", 2), ("s5", 3)]


async def test_async_page_iteration_and_iter_pages(async_h):
    first = await async_h.client.runs.samples("run_1")
    assert [s.id async for s in first] == ["s1", "s2", "s3", "s4", "s5"]
    sizes = [len(p) async for p in first.iter_pages()]
    assert sizes == [2, 2, 1]


def test_typed_page_fields_are_in_extra(sync_h):
    first = sync_h.client.runs.samples("run_1")
    assert first.extra["restricted_profiles"] == ["p9"]
    assert first.to_dict()["restricted_profiles"] == ["p9"]


def test_page_fetch_errors_propagate():
    h = Harness(
        False,
        FakeAPI(
            httpx.Response(200, json=page([1], "c2")),
            httpx.Response(404, json={"error": {"code": "run_not_found"}}),
        ),
    )
    items = iter(h.client.runs.samples("run_1"))
    assert next(items).id == "s1"
    with pytest.raises(EvalRouterError) as info:
        next(items)
    assert info.value.code == "run_not_found"


RUN_PAGE = {"data": [], "next_cursor": None}


def test_sync_runs_list_parses():
    h = Harness(False, FakeAPI(httpx.Response(200, json=RUN_PAGE)))
    assert isinstance(h.client.runs.list(), SyncPage)


async def test_async_runs_list_parses():
    h = Harness(True, FakeAPI(httpx.Response(200, json=RUN_PAGE)))
    assert isinstance(await h.client.runs.list(), AsyncPage)
    assert [r async for r in h.client.runs.list()] == []
