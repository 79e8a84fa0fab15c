"""Async stays async: the idempotency state file (reads, writes, its lock) is worked on in a
worker thread, never on the event loop; ``async def on_progress`` is awaited; a keyed create
writes the state file once."""

from __future__ import annotations

import asyncio
import fcntl
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter._state import IdempotencyStore
from tests.support.api import FakeAPI, done, make_client
from tests.support.records import quote_record, result_record, run_record

CREATE: dict[str, Any] = {"benchmark": {"eval": "x"}, "model": {"kind": "m"}, "max_cost": 5}


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.on("POST", "/quotes", quote_record("q_1", "4000000"))
    api.on("GET", "/quotes/q_1", quote_record("q_1", "4000000"))
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


@pytest.fixture
def state_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "state"
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(path))
    return path


@pytest.fixture
def state_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every state-file read, write and lock, with the thread it ran on."""
    calls: list[tuple[str, int]] = []

    def spy(name: str) -> None:
        original = getattr(IdempotencyStore, name)

        def wrapper(self: IdempotencyStore, *args: Any, **kwargs: Any) -> Any:
            calls.append((name, threading.get_ident()))
            return original(self, *args, **kwargs)

        monkeypatch.setattr(IdempotencyStore, name, wrapper)

    for name in ("_read", "_write", "_locked"):
        spy(name)
    return calls


# --------------------------------------------------------------------------- off the loop


async def test_state_file_work_never_runs_on_the_event_loop(
    api: FakeAPI, state_dir: Path, state_calls: list[tuple[str, int]]
):
    client = make_client("async", api, max_retries=0)
    loop_thread = threading.get_ident()
    await client.runs.create(**CREATE, idempotency_key="job-1")
    await client.runs.create(**CREATE, idempotency_key="job-1")  # repeated: reads the record
    assert {name for name, _ in state_calls} == {"_read", "_write", "_locked"}
    assert all(thread != loop_thread for _, thread in state_calls), state_calls


async def test_the_loop_keeps_ticking_while_the_state_file_lock_is_held(
    api: FakeAPI, state_dir: Path, monkeypatch: pytest.MonkeyPatch
):
    """Another process holds the state file's lock. The keyed create waits for it in a worker
    thread while a ticker task keeps running on the loop; the ticker itself releases the lock
    after 20 ticks. Were the lock taken on the loop, the ticker could never tick, and only the
    safety timer would release it."""
    client = make_client("async", api, max_retries=0)
    state_dir.mkdir(parents=True)
    fd = os.open(state_dir / "idempotency.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fcntl.flock(fd, fcntl.LOCK_EX)
    released_by: list[str] = []
    release_lock = threading.Lock()

    def release(by: str) -> None:
        with release_lock:
            if not released_by:
                released_by.append(by)
                fcntl.flock(fd, fcntl.LOCK_UN)

    waiting = threading.Event()
    original = IdempotencyStore._locked

    def locked(self: IdempotencyStore) -> Any:
        waiting.set()
        return original(self)

    monkeypatch.setattr(IdempotencyStore, "_locked", locked)
    safety = threading.Timer(10.0, release, args=("safety timer",))
    safety.start()
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while not released_by:
            if waiting.is_set():
                ticks += 1
                if ticks == 20:
                    release("ticker")
            await asyncio.sleep(0.001)

    try:
        ticking = asyncio.create_task(ticker())
        run = await client.runs.create(**CREATE, idempotency_key="job-2")
        await ticking
    finally:
        safety.cancel()
        release("cleanup")
        os.close(fd)
    assert run.id == "run_1"
    assert released_by == ["ticker"], "the event loop was blocked while the lock was held"
    assert ticks == 20


# --------------------------------------------------------------------------- one write


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_keyed_create_writes_the_state_file_once(
    api: FakeAPI, state_dir: Path, state_calls: list[tuple[str, int]], mode: str
):
    client = make_client(mode, api, max_retries=0)
    await done(client.runs.create(**CREATE, idempotency_key="job-3"))
    assert [name for name, _ in state_calls].count("_write") == 1
    state_calls.clear()
    again = await done(client.runs.create(**CREATE, idempotency_key="job-3"))
    assert again.id == "run_1"
    assert [name for name, _ in state_calls].count("_write") == 0  # a repeat only reads
    state_calls.clear()
    await done(client.runs.create(**CREATE))
    assert state_calls == []  # no key, no state


# --------------------------------------------------------------------------- on_progress


def progress_api(api: FakeAPI) -> FakeAPI:
    api.on(
        "GET",
        "/runs/run_1",
        run_record("run_1", "queued"),
        run_record("run_1", "running"),
        run_record("run_1", "completed"),
    )
    api.on("GET", "/runs/run_1/results", result_record())
    return api


async def test_an_async_on_progress_is_awaited(api: FakeAPI) -> None:
    client = make_client("async", progress_api(api), max_retries=0)
    seen: list[str] = []

    async def on_progress(run: Any) -> None:
        await asyncio.sleep(0)
        seen.append(run.status)

    run = await client.runs.wait("run_1", on_progress=on_progress)
    assert run.status == "completed"
    assert seen == ["queued", "running", "completed"]


async def test_create_wait_awaits_an_async_on_progress(api: FakeAPI) -> None:
    client = make_client("async", progress_api(api), max_retries=0)
    seen: list[str] = []

    async def on_progress(run: Any) -> None:
        await asyncio.sleep(0)
        seen.append(run.status)

    run = await client.runs.create(**CREATE, wait=True, on_progress=on_progress)
    assert run.status == "completed" and seen == ["queued", "running", "completed"]


async def test_run_wait_awaits_an_async_on_progress(api: FakeAPI) -> None:
    client = make_client("async", progress_api(api), max_retries=0)
    seen: list[str] = []

    async def on_progress(run: Any) -> None:
        seen.append(run.status)

    run = await client.runs.create(**CREATE)
    await run.wait(on_progress=on_progress)
    assert seen == ["queued", "running", "completed"]


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_a_plain_on_progress_works_on_both_clients(api: FakeAPI, mode: str) -> None:
    client = make_client(mode, progress_api(api), max_retries=0)
    seen: list[str] = []
    await done(client.runs.wait("run_1", on_progress=lambda run: seen.append(run.status)))
    assert seen == ["queued", "running", "completed"]


class AsyncCallable:
    async def __call__(self, run: Any) -> None:
        raise AssertionError("never awaited by the sync client")


@pytest.mark.parametrize(
    "callback_factory",
    [lambda: AsyncCallable().__call__, AsyncCallable],
    ids=["async_def", "async_callable_object"],
)
def test_the_sync_client_refuses_an_async_on_progress(
    api: FakeAPI, callback_factory: Callable[[], Any]
) -> None:
    client = make_client("sync", progress_api(api), max_retries=0)
    callback = callback_factory()
    with pytest.raises(EvalRouterError) as info:
        client.runs.wait("run_1", on_progress=callback)
    assert info.value.code == "invalid_input"
    assert "async" in info.value.message


@pytest.mark.parametrize("mode", ["sync", "async"])
async def test_on_progress_must_be_callable(api: FakeAPI, mode: str) -> None:
    client = make_client(mode, progress_api(api), max_retries=0)
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.wait("run_1", on_progress="print"))
    assert info.value.code == "invalid_input"
    assert api.requests == []
