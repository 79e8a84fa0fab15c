"""No attempt is lost to the agent's threads or blocking code: EvalRouter Local served over HTTP
on a real clock with short leases, the sync and the async client.

- Eight attempts each waiting in ``asyncio.to_thread`` longer than a lease, with the loop's
  default executor smaller than eight (as on a 2-CPU machine): all eight complete.
- ``time.sleep`` in ``run()`` longer than a lease: the attempt completes, and a ``loop_blocked``
  event names the line that held the loop.
- A module imported on the agent's first call (a framework's lazy import): the event names its
  package and says to import it before ``evaluate``.
- A claim answered while the loop is blocked three leases long: its attempt is not lost.
- The attempt's deadline passing while the loop is blocked: the attempt ends with the
  service's timeout code, the local event says the loop was blocked, and the run goes on.
- The sync client runs the admitted eight attempts at once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import importlib
import sys
import threading
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, agents
from evalrouter.agents._attempt import threads as _threads
from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._clock import RealClock

LEASE = 2.0
"""Local's lease: the runner heartbeats every third of it (the grant says how long it is)."""
ROUTE = "sim/gpt-5-mini"
MODES = ["sync", "async"]


class Served:
    def __init__(self, local: EvalRouterLocal, url: str, mode: str) -> None:
        self.local = local
        self.is_async = mode.startswith("async")
        self.client: Any
        if mode == "async-transport":  # the user's own transport: the runner keeps to it
            transport = httpx.AsyncHTTPTransport()
            self.client = AsyncEvalRouter(
                base_url=url, _state_dir=local.state_dir, transport=transport
            )
        else:
            kind = AsyncEvalRouter if self.is_async else EvalRouter
            self.client = kind(base_url=url, _state_dir=local.state_dir)

    async def run(self, agent: agents.Agent, count: int, **quote: Any) -> RunResult:
        quote.setdefault("concurrency", count)
        args = dict(
            agent=agent,
            model=ROUTE,
            tasks=agents.benchmark("gsm8k"),
            coverage={"mode": "sample", "sample_count": count, "seed": 3},
            budget_usd="5",
            **quote,
        )
        if self.is_async:
            evaluation = await agents.quote_async(self.client, **args)
            run = await evaluation.start_async()
            items = [event async for event in run.events_async()]
            record = await run.wait_async()
        else:
            # The sync API from a thread of its own: this test's loop stays free.
            def sync() -> tuple[list[agents.AttemptEvent], Any, agents.AgentRun]:
                run = agents.quote(self.client, **args).start()
                items = list(run.events())
                return items, run.wait(), run

            items, record, run = await asyncio.to_thread(sync)
        return RunResult(items, record, run)


class RunResult:
    def __init__(self, items: list[agents.AttemptEvent], record: Any, run: agents.AgentRun):
        self.events = items
        self.record = record
        self.run = run

    def of(self, kind: str) -> list[agents.AttemptEvent]:
        return [e for e in self.events if e.type == kind]


@pytest.fixture(params=MODES)
async def served(request: pytest.FixtureRequest) -> AsyncIterator[Served]:
    options = request.node.get_closest_marker("local")
    local = EvalRouterLocal(
        seed=5,
        balance_usd=100,
        clock=RealClock(),
        lease_seconds=LEASE,
        **(options.kwargs if options else {}),
    )
    with local.serve() as url:
        env = Served(local, url, request.param)
        try:
            yield env
        finally:
            closed = env.client.close()
            if asyncio.iscoroutine(closed):
                await closed


@pytest.fixture
def small_pool() -> Iterator[concurrent.futures.ThreadPoolExecutor]:
    """A default executor of four threads, whatever this machine's CPU count: fewer than the
    eight attempts, as the default pool is on a 2-CPU machine (six threads)."""
    pool = concurrent.futures.ThreadPoolExecutor(4, thread_name_prefix="test-default")
    try:
        yield pool
    finally:
        pool.shutdown(wait=True)


async def answer(context: agents.AgentContext) -> None:
    task = await context.task.get()
    reply = await context.gateway.chat(messages=task["inputs"]["messages"])
    await context.task.submit(reply["choices"][0]["message"]["content"])
    await context.task.done()


# ------------------------------------------------------------------- the agent's threads


# With an async client on a transport of the user's, the heartbeats stay in the runner's loop
# (a copy on another loop would bypass that transport): the agent's threads still cannot stop
# them, since the runner's own file work never waits in the loop's default executor.
@pytest.mark.parametrize("served", [*MODES, "async-transport"], indirect=True)
async def test_eight_attempts_waiting_in_to_thread_longer_than_a_lease_all_complete(
    served: Served, small_pool: concurrent.futures.ThreadPoolExecutor
) -> None:
    class Threaded(agents.Agent):
        name = "waits in threads"

        async def run(self, context: agents.AgentContext) -> None:
            # The README's advice for blocking code, in a default executor of four threads:
            # the last four attempts' waits queue behind the first four.
            asyncio.get_running_loop().set_default_executor(small_pool)
            await asyncio.to_thread(time.sleep, LEASE * 1.25)
            await answer(context)

    result = await served.run(Threaded(), 8)
    finished = result.of("attempt_finished")
    assert len(finished) == 8, [e.as_dict() for e in result.events if e.type != "trace_delivered"]
    assert result.of("attempt_failed") == []
    assert all(o.outcome == "completed" for o in result.run.outcomes)
    assert result.record["status"] == "completed"
    traces = result.of("trace_delivered")
    assert all(e.dropped_steps == 0 for e in traces), [e.as_dict() for e in traces]


# ------------------------------------------------------------------- a blocked loop


async def test_time_sleep_in_run_longer_than_a_lease_loses_nothing_and_is_reported(
    served: Served,
) -> None:
    class Sleeper(agents.Agent):
        name = "blocks its loop"

        async def run(self, context: agents.AgentContext) -> None:
            time.sleep(LEASE * 1.75)  # the mistake: blocks the runner's event loop
            await answer(context)

    result = await served.run(Sleeper(), 1)
    [finished] = result.of("attempt_finished")
    assert result.of("attempt_failed") == []
    [blocked] = result.of("loop_blocked")
    assert blocked.attempt_id == finished.attempt_id
    assert blocked.task_ref == finished.task_ref
    assert blocked.blocked_seconds is not None and blocked.blocked_seconds >= LEASE
    assert blocked.where is not None
    assert blocked.where.startswith(__file__) and blocked.where.endswith(" in run")
    assert blocked.message is not None and "asyncio.to_thread" in blocked.message
    assert result.record["status"] == "completed"


async def test_a_lazy_import_on_the_first_call_is_named_with_its_package(
    served: Served, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A framework importing its provider library on the first model call (LiteLLM under
    # google-adk): the event names the package and says to import it before evaluate.
    monkeypatch.setattr(_threads, "BLOCKED_SECONDS", 0.5)
    monkeypatch.syspath_prepend(str(tmp_path))
    package = f"slowprovider_{uuid.uuid4().hex[:8]}"
    (tmp_path / package).mkdir()
    (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / package / "client.py").write_text("import time\ntime.sleep(1.5)\n")

    class LazyImporter(agents.Agent):
        name = "imports its provider on the first call"

        async def run(self, context: agents.AgentContext) -> None:
            importlib.import_module(f"{package}.client")  # the first call's lazy import
            await answer(context)

    try:
        result = await served.run(LazyImporter(), 2)
    finally:
        for name in [m for m in sys.modules if m.startswith(package)]:
            del sys.modules[name]
    assert len(result.of("attempt_finished")) == 2
    [blocked] = result.of("loop_blocked")  # imported once: the second attempt finds it loaded
    assert blocked.blocked_seconds is not None and blocked.blocked_seconds >= 1.4
    assert blocked.where is not None and blocked.where.startswith(__file__)
    assert blocked.where.endswith(" in run")
    assert blocked.message is not None
    assert f"importing {package}.client (package {package})" in blocked.message
    assert f"`import {package}.client`" in blocked.message
    assert "before evaluate" in blocked.message and "to_thread" not in blocked.message


@pytest.mark.local(max_trace_level="content")
async def test_a_deadline_passed_while_the_loop_is_blocked_ends_the_attempt_and_says_why(
    served: Served,
) -> None:
    class Overstays(agents.Agent):
        name = "overstays its deadline"

        async def run(self, context: agents.AgentContext) -> None:
            if context.attempt.task_ref == first[0]:
                time.sleep(6.0)  # past the attempt's 4 s
            await answer(context)

    first: list[str] = []

    class Recorder(Overstays):
        async def run(self, context: agents.AgentContext) -> None:
            if not first:
                first.append(context.attempt.task_ref)
            await super().run(context)

    result = await served.run(Recorder(), 2, concurrency=1, limits={"attempt_seconds": 4})
    [failed] = result.of("attempt_failed")
    # The wire code is the service's own; the local event says what caused it.
    assert failed.failure_code == "client_attempt_timeout"
    assert failed.failure_class == "agent"
    assert failed.reason == "loop_blocked"
    assert failed.message is not None and "asyncio.to_thread" in failed.message
    assert failed.where is not None and failed.where.startswith(__file__)
    # The run went on: the other attempt ran after it and completed.
    assert len(result.of("attempt_finished")) == 1
    record = served.local.state_dir / "client-runs" / f"{result.run.id}.json"
    assert '"failure_reason":"loop_blocked"' in record.read_text()


# ------------------------------------------------------------------- concurrency


@pytest.mark.local(gateway_delay=0.5)
async def test_either_client_runs_the_admitted_attempts_at_once(served: Served) -> None:
    # Counted where the calls wait out the model: on the server, while each answer is held.
    # Each answer is held until eight are held at once (not for a fixed time, which a loaded
    # machine can outlast before the last attempt calls): with fewer in flight the wait runs
    # out (bounded) and the count below says how many there were.
    handler = served.local._handler
    dispatch = handler.dispatch
    together = threading.Condition()
    held = [0, 0]  # now, most

    def counting(request: Any) -> Any:
        outcome = dispatch(request)
        if "/gateway/" not in request.url.path or not outcome.delay:
            return outcome
        with together:
            held[0] += 1
            held[1] = max(held[1], held[0])
            together.notify_all()
            try:
                together.wait_for(lambda: held[1] >= 8, timeout=outcome.delay * 40)
            finally:
                held[0] -= 1
        return dataclasses.replace(outcome, delay=0.0)

    handler.dispatch = counting  # type: ignore[method-assign]

    class Waits(agents.Agent):
        name = "waits on the model"

        async def run(self, context: agents.AgentContext) -> None:
            await answer(context)

    result = await served.run(Waits(), 8)
    assert len(result.of("attempt_finished")) == 8
    assert held[1] == 8  # the admitted concurrency, not a thread pool's size


async def test_a_claim_answered_while_the_loop_is_blocked_keeps_its_lease(served: Served) -> None:
    # The loop is blocked three leases long while a claim's answer is on its way (the issue's
    # 15 s block with 6 s leases, scaled): the service's lease runs from the claim, so the
    # heartbeats start where the answer arrives, not once the loop runs again.
    handler = served.local._handler
    dispatch = handler.dispatch
    claims: list[float] = []
    claimed = threading.Event()

    def counting(request: Any) -> Any:
        outcome = dispatch(request)
        if request.method == "POST" and request.url.path.endswith("/attempts"):
            claims.append(time.monotonic())
            if len(claims) == 3:  # the claim after the second attempt's finish
                claimed.set()
                time.sleep(0.3)  # its answer arrives once the loop is blocked
        return outcome

    handler.dispatch = counting  # type: ignore[method-assign]

    class Blocker(agents.Agent):
        name = "blocks while a claim is answered"

        async def run(self, context: agents.AgentContext) -> None:
            if not first:
                first.append(context.attempt.id)
                # The second attempt ends and its slot's next claim goes out.
                for _ in range(1000):
                    if claimed.is_set():
                        break
                    await asyncio.sleep(0.01)
                time.sleep(LEASE * 3)  # the mistake, while the claim's answer waits
            await answer(context)

    first: list[str] = []
    result = await served.run(Blocker(), 3, concurrency=2)
    assert claimed.is_set()
    shown = [e.as_dict() for e in result.events if e.type != "trace_delivered"]
    # Lost, the third attempt was stopped (lease_lost) and its task run again.
    assert result.of("attempt_stopped") == [], shown
    assert result.of("attempt_failed") == [], shown
    assert [o.outcome for o in result.run.outcomes] == ["completed"] * 3
    assert len({o.task_ref for o in result.run.outcomes}) == 3
    [blocked] = result.of("loop_blocked")
    assert blocked.blocked_seconds is not None and blocked.blocked_seconds >= LEASE * 2
    assert result.record["status"] == "completed"
