"""The runner's own threads: its file work never queues in the loop's default executor, its
heartbeats go on from a thread of their own while the runner's loop is blocked, and a blocked
loop is seen and named while it lasts (``_attempt.threads``, ``_controller.leases``)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import json
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from evalrouter import AsyncEvalRouter, EvalRouter, agents
from evalrouter.agents._attempt import blocking as _blocking
from evalrouter.agents._attempt import session as _drivers
from evalrouter.agents._attempt import threads as _io
from evalrouter.agents._controller import clients as _clients
from evalrouter.agents._controller import leases as _heartbeats
from evalrouter.agents._controller import local_record as _record
from evalrouter.agents._controller.grants import parse_grant
from evalrouter.testing import EvalRouterLocal
from tests.support.api import BASE, FakeAPI, make_client
from tests.unit.agents.controller.test_agents_controller import grant_body

RUN = "run_1"
HEARTBEAT = f"/client-runs/{RUN}/attempts/att_1/heartbeat"


@pytest.fixture
async def busy_default_executor() -> Any:
    """The running loop's default executor, one thread, held by the agent's work until the
    test ends: what ``asyncio.to_thread`` would wait behind."""
    release = threading.Event()
    pool = concurrent.futures.ThreadPoolExecutor(1)
    loop = asyncio.get_running_loop()
    loop.set_default_executor(pool)
    pool.submit(release.wait)
    try:
        yield
    finally:
        release.set()
        pool.shutdown(wait=True)


async def test_the_local_record_is_written_in_threads_of_the_runners_own(
    tmp_path: Path, busy_default_executor: None
) -> None:
    state = _record.RunState(RUN, tmp_path)
    grant = parse_grant(grant_body(), RUN, BASE.removesuffix("/v1"))
    await asyncio.wait_for(state.aclaim("c:1", None), 5)
    await asyncio.wait_for(state.aclaimed("c:1", grant), 5)
    await asyncio.wait_for(state.aput("att_1", status="completed"), 5)
    written = json.loads(state.path.read_text())
    assert written["attempts"]["att_1"] == {"status": "completed", "task_ref": "t-1"}


async def test_offload_never_uses_the_default_executor(busy_default_executor: None) -> None:
    name = await asyncio.wait_for(_io.offload(lambda: threading.current_thread().name), 5)
    assert name.startswith("evalrouter-agents-files")


IN_BACKGROUND = """
import sys, time
from evalrouter.agents._attempt.threads import in_background
def remove_later(path):
    time.sleep(0.3)
    open(path, "w").write("done")
in_background(remove_later, sys.argv[1])
"""


def test_background_file_work_is_done_before_the_process_exits(tmp_path: Path) -> None:
    """What an attempt leaves to the file threads (its launch folder's removal) is not lost
    when the process ends at once."""
    mark = tmp_path / "mark"
    subprocess.run([sys.executable, "-c", IN_BACKGROUND, str(mark)], check=True, timeout=60)
    assert mark.read_text() == "done"


# ------------------------------------------------------------------------------ leases


@pytest.mark.parametrize(
    ("expires_in", "interval"),
    [(90, 20.0), (3, 1.0), (0.9, 0.5), (-5, 20.0), (None, 20.0)],
)
def test_heartbeats_come_thrice_per_lease_at_most_every_20_s(
    expires_in: float | None, interval: float
) -> None:
    expires = None if expires_in is None else 1000 + expires_in
    assert _heartbeats.heartbeat_interval(expires, 1000.0) == pytest.approx(interval)


async def test_an_end_decided_before_the_session_exists_reaches_it_when_attached() -> None:
    lease = _heartbeats.Lease()
    lost = _drivers.TurnEnd("failed", failure_code="client_network_lost")
    lease.end(lost)
    lease.end(_drivers.TurnEnd("stopped", code="run_stopped"))  # the first one holds
    session = _Session(asyncio.get_running_loop().create_future())
    lease.attach(session)  # type: ignore[arg-type]
    assert session.halt.result() == lost


async def test_an_end_from_the_io_thread_reaches_the_session_on_its_loop() -> None:
    lease = _heartbeats.Lease()
    session = _Session(asyncio.get_running_loop().create_future())
    lease.attach(session)  # type: ignore[arg-type]
    how = _drivers.TurnEnd("stopped", code="run_stopped")
    await asyncio.to_thread(lease.end, how)
    assert await asyncio.wait_for(session.halt, 5) == how


class _Session:
    def __init__(self, halt: asyncio.Future[_drivers.TurnEnd]) -> None:
        self.halt = halt

    def end(self, how: _drivers.TurnEnd) -> None:
        if not self.halt.done():
            self.halt.set_result(how)


async def test_heartbeats_go_on_while_the_runners_loop_is_blocked_and_the_block_is_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(_io, "BLOCKED_SECONDS", 0.5)
    api = FakeAPI(httpx.Response(200, json={"attempt_id": "att_1", "state": "active"}))
    client = make_client("async", api, api_key="key", max_retries=0)
    events: list[agents.AttemptEvent] = []
    leases = _heartbeats.Leases(
        client, RUN, _drivers.RunnerTiming(), on_run_stop=lambda code: None, emit=events.append
    )
    leases.start()
    try:
        body = grant_body()
        body["lease_expires_at"] = time.time() + 1.5  # a 1.5 s lease: a beat every 0.5 s
        leases.keep(parse_grant(body, RUN, BASE.removesuffix("/v1")))
        _io.CURRENT_ATTEMPT.set("att_1")  # as the controller marks an attempt's tasks
        blocking_call_in_the_agent()  # 2 s: longer than the lease
        beats = len(api.bodies("POST", HEARTBEAT))
        await asyncio.sleep(0.5)  # the loop runs again: the block is reported
    finally:
        await leases.close()
        await client.close()
    assert beats >= 3, "the lease was kept from the I/O thread while this loop was blocked"
    [blocked] = [e for e in events if e.type == "loop_blocked"]
    assert blocked.attempt_id == "att_1" and blocked.task_ref == "t-1"
    assert blocked.blocked_seconds is not None and blocked.blocked_seconds >= 1.9
    assert blocked.where is not None
    assert blocked.where.startswith(__file__)
    assert blocked.where.endswith("in blocking_call_in_the_agent")
    assert blocked.message is not None and "await asyncio.to_thread(...)" in blocked.message


async def test_a_claim_answered_while_the_loop_is_blocked_is_kept_from_its_answer_on() -> None:
    body = grant_body()
    body["lease_expires_at"] = time.time() + 1.5  # a 1.5 s lease: a beat every 0.5 s
    api = FakeAPI().on("POST", f"/client-runs/{RUN}/attempts", httpx.Response(200, json=body))
    api.on("POST", HEARTBEAT, httpx.Response(200, json={"attempt_id": "att_1", "state": "active"}))
    client = make_client("async", api, api_key="key", max_retries=0)
    leases = _heartbeats.Leases(
        client, RUN, _drivers.RunnerTiming(), on_run_stop=lambda code: None, emit=lambda e: None
    )
    leases.start()
    try:
        attempts = AsyncClientRuns(client).attempts
        claim = asyncio.ensure_future(leases.claim(attempts, {"claim": {"seq": 1}}))
        await asyncio.sleep(0.05)  # the claim is sent; its answer comes while ...
        blocking_call_in_the_agent()  # ... this loop is held, 2 s: longer than the lease
        beats = len(api.bodies("POST", HEARTBEAT))
        grant = parse_grant((await claim).to_dict(), RUN, BASE.removesuffix("/v1"))
        leases.keep(grant)  # takes over the lease its claim started
        await asyncio.sleep(0.6)
        after = len(api.bodies("POST", HEARTBEAT))
    finally:
        await leases.close()
        await client.close()
    assert beats >= 3, "the heartbeats started as the claim was answered, on the I/O thread"
    assert after > beats  # one lease, going on
    assert len(api.bodies("POST", f"/client-runs/{RUN}/attempts")) == 1


def blocking_call_in_the_agent() -> None:
    time.sleep(2.0)


async def test_a_loop_that_keeps_running_is_never_reported() -> None:
    seen: list[_io.Blocking] = []
    io = _io.RunnerIO(seen.append, threshold=1.0)
    io.start()
    try:
        for _ in range(10):
            time.sleep(0.1)  # short steps, each well under the threshold
            await asyncio.sleep(0)
        await asyncio.sleep(0.5)
    finally:
        await io.close()
    assert seen == []


def test_the_innermost_frame_is_named() -> None:
    """The innermost frame outside the SDK and the standard library."""
    frames: list[Any] = []

    def hook(value: dict[str, Any]) -> dict[str, Any]:
        frames.append(sys._getframe(1))  # json's own frame, in the standard library
        return value

    json.loads('{"a": 1}', object_hook=hook)
    where = _io.innermost_user_frame(frames[0])
    assert where is not None and where.startswith(__file__)
    assert where.endswith(f" in {test_the_innermost_frame_is_named.__name__}")


def slow_package(root: Path, seconds: float) -> str:
    """A package of its own name in ``root`` (put on ``sys.path`` by the caller) whose
    submodule ``heavy`` takes ``seconds`` to import, as a provider library does."""
    name = f"slowpkg_{uuid.uuid4().hex[:8]}"
    (root / name).mkdir()
    (root / name / "__init__.py").write_text("")
    (root / name / "heavy.py").write_text(f"import time\ntime.sleep({seconds})\n")
    return name


def first_model_call_in_the_agent(module: str) -> None:
    importlib.import_module(module)  # a framework's lazy import on its first call


async def test_a_loop_held_in_an_import_names_the_package_and_says_to_import_it_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(tmp_path))
    package = slow_package(tmp_path, 1.5)
    seen: list[_io.Blocking] = []
    io = _io.RunnerIO(seen.append, threshold=0.5)
    io.start()
    try:
        first_model_call_in_the_agent(f"{package}.heavy")
        await asyncio.sleep(0.5)
    finally:
        await io.close()
        for name in [m for m in sys.modules if m.startswith(package)]:
            del sys.modules[name]
    [blocked] = seen
    assert blocked.seconds >= 1.4
    assert blocked.importing == f"{package}.heavy"
    assert blocked.package == package
    # The line that started the import, not importlib's frames nor the module's own code.
    assert blocked.where is not None and blocked.where.startswith(__file__)
    assert blocked.where.endswith(" in first_model_call_in_the_agent")
    hint = _io.blocking_hint(blocked)
    assert f"importing {package}.heavy (package {package})" in hint
    assert f"`import {package}.heavy`" in hint and "before evaluate" in hint
    assert "to_thread" not in hint and "async client" not in hint


def test_blocking_outside_an_import_names_no_module() -> None:
    frames: list[Any] = []

    def hook(value: dict[str, Any]) -> dict[str, Any]:
        frames.append(sys._getframe(1))
        return value

    json.loads('{"a": 1}', object_hook=hook)
    where, importing = _blocking.held_by(frames[0])
    assert importing is None
    assert where is not None and where.startswith(__file__)


# ------------------------------------------------------------------------------ clients


def test_a_sync_clients_heartbeats_have_threads_apart_from_the_gateway_calls() -> None:
    user = EvalRouter(api_key="key", base_url=BASE)
    try:
        runner = _clients.runner_client(user)
        beats = _clients.io_client(runner)
        transports = [c._http._transport for c in (runner, beats)]
        assert all(isinstance(t, _clients._ThroughSyncClient) for t in transports)
        pools = [t._threads for t in transports]
        assert pools[0] is not pools[1]
        assert pools[0]._max_workers == _clients.MAX_THREADS
        assert pools[1]._max_workers == _clients.IO_THREADS
        assert all(t._http is user._http for t in transports)  # the user's own transport
    finally:
        user.close()


async def test_an_async_client_on_a_transport_of_the_users_keeps_its_heartbeats_there() -> None:
    # Bound to the user's loop and settings (a proxy, TLS): never bypassed by a copy.
    users = httpx.AsyncClient()
    own = AsyncEvalRouter(api_key="key", base_url=BASE, http_client=users)
    proxied = AsyncEvalRouter(api_key="key", base_url=BASE, transport=httpx.AsyncHTTPTransport())
    plain = AsyncEvalRouter(api_key="key", base_url=BASE)
    try:
        assert _clients.io_client(own) is None and _clients.io_client(proxied) is None
        copy = _clients.io_client(plain)
        assert copy is not None and copy._http is not plain._http
        await copy.close()
    finally:
        for client in (own, proxied, plain):
            await client.close()
        await users.aclose()


@pytest.mark.httpx_mock(should_mock=lambda request: False)  # a real loopback server
async def test_an_async_clients_runner_requests_never_look_names_up_behind_the_agents_threads(
    busy_default_executor: None,
) -> None:
    # A new connection to a host name asks the loop's default executor to resolve it: held
    # by the agent's to_thread work, the runner's own requests go from its I/O loop instead.
    local = EvalRouterLocal(seed=1)
    with local.serve() as url:
        named = url.replace("127.0.0.1", "localhost")
        client = AsyncEvalRouter(api_key="key", base_url=named, max_retries=0)
        io = _io.RunnerIO(lambda blocked: None)
        io.start()
        beats = _clients.io_client(client)
        assert beats is not None
        runner = _clients.on_io_loop(client, io.loop, beats)
        try:
            assert runner is not None
            page = await asyncio.wait_for(runner.runs.list(), 10)
            assert page is not None
            with pytest.raises(TimeoutError):  # the same request from this loop waits
                await asyncio.wait_for(client.runs.list(), 1)
        finally:
            if runner is not None:
                await runner.close()
            await io.close(beats.close)
            await client.close()
