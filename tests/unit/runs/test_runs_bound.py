"""``runs.get``, ``runs.list`` and ``runs.cancel`` return runs bound to the client that read
them (``Run`` / ``AsyncRun``), so ``client.runs.get(id).wait()`` works on both clients."""

from __future__ import annotations

from typing import Any

from evalrouter_generated.models.run_record import RunRecord

from evalrouter import AsyncRun, Run
from evalrouter.pagination import AsyncPage, SyncPage
from tests.support.api import FakeAPI, collect, done
from tests.support.records import page, result_record, run_record


def bound(mode: str) -> type:
    return Run if mode == "sync" else AsyncRun


async def test_get_returns_a_bound_run_that_can_wait(client: Any, api: FakeAPI, mode: str):
    api.on("GET", "/runs/run_7", run_record("run_7", "running"), run_record("run_7", "completed"))
    api.on("GET", "/runs/run_7/results", result_record("run_7", 0.75))
    run = await done(client.runs.get("run_7"))
    assert isinstance(run, bound(mode))
    assert isinstance(run.record, RunRecord)
    assert (run.id, run.status) == ("run_7", "running")
    await done(run.wait(timeout=60))
    assert run.status == "completed"
    assert run.score == 0.75
    assert api.calls() == ["GET /runs/run_7", "GET /runs/run_7", "GET /runs/run_7/results"]


async def test_cancel_returns_the_bound_run_as_it_now_is(client: Any, api: FakeAPI, mode: str):
    api.on("POST", "/runs/run_7/cancel", run_record("run_7", "cancelling"))
    run = await done(client.runs.cancel("run_7"))
    assert isinstance(run, bound(mode))
    assert run.status == "cancelling"
    assert api.calls() == ["POST /runs/run_7/cancel"]
    assert api.headers("POST", "/runs/run_7/cancel", "Idempotency-Key")[0]


async def test_list_pages_are_bound_runs_across_pages(client: Any, api: FakeAPI, mode: str):
    first_page = page([run_record("run_1", "queued"), run_record("run_2", "queued")], cursor="c2")
    last_page = page([run_record("run_3", "completed")])
    api.on("GET", "/runs", first_page, first_page, last_page)  # read once, then walked
    first = await done(client.runs.list(limit=2))
    assert isinstance(first, SyncPage if mode == "sync" else AsyncPage)
    assert [type(r) for r in first.data] == [bound(mode)] * 2
    everything = await collect(client.runs.list(limit=2))
    assert [r.id for r in everything] == ["run_1", "run_2", "run_3"]
    assert all(isinstance(r, bound(mode)) for r in everything)
    assert everything[2].status == "completed"
    assert api.calls()[-2:] == ["GET /runs?limit=2", "GET /runs?cursor=c2&limit=2"]
    assert first.to_dict()["data"][0]["id"] == "run_1"


async def test_a_listed_run_refreshes_through_its_client(client: Any, api: FakeAPI):
    api.on("GET", "/runs", page([run_record("run_1", "running")]))
    api.on("GET", "/runs/run_1", run_record("run_1", "completed"))
    (run,) = await collect(client.runs.list())
    await done(run.refresh())
    assert run.status == "completed"
    assert api.calls() == ["GET /runs", "GET /runs/run_1"]


def test_bound_methods_keep_their_operation_and_tier(client: Any):
    for name, op_id in (("get", "runs_get"), ("cancel", "runs_cancel"), ("list", "runs_list")):
        method = getattr(client.runs, name)
        assert method.__evalrouter_operation__.id == op_id
        assert method.__evalrouter_tier__ == "stable"
