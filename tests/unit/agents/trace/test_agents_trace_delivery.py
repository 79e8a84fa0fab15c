"""Trace delivery: batch sizes and keys, live ticks (one try each), the final durable flush, and
what each kind of refusal does. ``send`` is a fake that records (body, key) and fails on cue;
sleeping and the clock are injected, so nothing waits."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import pytest

from evalrouter._exceptions import (
    APIConnectionError,
    ConflictError,
    EvalRouterError,
    InternalServerError,
    NotFoundError,
    UnprocessableEntityError,
)
from evalrouter.agents._trace.delivery import TraceDelivery
from evalrouter.agents._trace.policy import BATCH_BYTES, KINDS, SCHEMA_VERSION
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.unit.agents.trace.trace_support import batch_validator

GRANT = {"level": "content", "include": list(KINDS), "content_capture": True, "max_steps": 100_000}


class Sender:
    """Records every upload; ``failures`` are raised, in order, by the next calls."""

    def __init__(self, *failures: BaseException | None) -> None:
        self.failures = list(failures)
        self.calls: list[tuple[dict[str, Any], str]] = []
        self.accepted: list[str] = []

    async def __call__(self, body: dict[str, Any], key: str) -> object:
        self.calls.append((json.loads(json.dumps(body)), key))
        if self.failures:
            failure = self.failures.pop(0)
            if failure is not None:
                raise failure
        self.accepted.append(key)
        return {"received_events": len(body["steps"])}


class Ticks:
    """A fake sleep for ``live()``: the first call returns at once (tick 1); call i+1 runs
    ``hooks[i]`` first (between tick i and tick i+1). After the last hook the next call raises
    CancelledError, so ``live()`` ends like a cancelled task."""

    def __init__(self, *hooks: Callable[[], None]) -> None:
        self.hooks = list(hooks)
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)
        if len(self.delays) == 1:
            return
        if not self.hooks:
            raise asyncio.CancelledError
        self.hooks.pop(0)()


def recorder(clock: Callable[[], float] | None = None, **grant: Any) -> TraceRecorder:
    if clock is None:
        return TraceRecorder({**GRANT, **grant}, root_name="solver")
    return TraceRecorder({**GRANT, **grant}, root_name="solver", clock=clock)


def run_live(delivery: TraceDelivery) -> None:
    async def main() -> None:
        with pytest.raises(asyncio.CancelledError):
            await delivery.live()

    asyncio.run(main())


def server_error() -> InternalServerError:
    return InternalServerError("internal_error", "down", status_code=503, retryable=True)


def refusal(code: str, cls: type[EvalRouterError] = UnprocessableEntityError) -> EvalRouterError:
    return cls(code, "refused", status_code={ConflictError: 409, NotFoundError: 404}.get(cls, 422))


def ordinals(body: dict[str, Any]) -> list[int]:
    return [step["ordinal"] for step in body["steps"]]


# --------------------------------------------------------------------------- batches


def test_batches_hold_at_most_128_steps_and_are_keyed_by_ordinals() -> None:
    trace = recorder()
    for index in range(299):
        trace.checkpoint(f"c{index}")  # 300 steps with the root span
    send = Sender()
    stats = asyncio.run(TraceDelivery(trace, send, attempt_id="att_9").final())
    assert [len(body["steps"]) for body, _ in send.calls] == [128, 128, 44]
    assert [key for _, key in send.calls] == [
        "cr-steps-att_9-1-128",
        "cr-steps-att_9-129-256",
        "cr-steps-att_9-257-300",
    ]
    body = send.calls[0][0]
    assert body["schema_version"] == SCHEMA_VERSION
    assert body["coverage"] == {"truncated": False, "dropped_steps": 0, "unsupported_spans": 0}
    validator = batch_validator()
    for body, _ in send.calls:
        validator.validate(body)
    assert stats.steps == 300 and stats.dropped == 0


def test_batches_stay_under_256_kib() -> None:
    trace = recorder()
    for index in range(120):
        trace.calls.record_tool(f"t{index}", {"q": index}, {"lines": ["z" * 2000] * 4}, False, None)
    send = Sender()
    asyncio.run(TraceDelivery(trace, send, attempt_id="a").final())
    sizes = [len(json.dumps(b, separators=(",", ":")).encode()) for b, _ in send.calls]
    assert len(send.calls) > 1 and all(size <= BATCH_BYTES for size in sizes)
    assert sum(len(b["steps"]) for b, _ in send.calls) == 121
    sent = [o for body, _ in send.calls for o in ordinals(body)]
    assert sent == list(range(1, 122))


def test_a_single_oversized_step_goes_alone() -> None:
    trace = recorder()
    trace.steps.emit({"type": "checkpoint", "time": "t", "label": "big", "source": "sdk",
                 "blob": "x" * (BATCH_BYTES + 10)})  # fmt: skip
    trace.checkpoint("after")
    send = Sender()
    asyncio.run(TraceDelivery(trace, send, attempt_id="a").final())
    assert [ordinals(body) for body, _ in send.calls] == [[1], [2], [3]]


# --------------------------------------------------------------------------- live


def test_live_ticks_every_flush_seconds_and_retries_a_transient_failure_next_tick() -> None:
    trace = recorder(flush_seconds=0.25)
    send = Sender(server_error(), APIConnectionError("network_error", "reset"))
    ticks = Ticks(lambda: None, lambda: None, lambda: trace.checkpoint("later"))
    run_live(TraceDelivery(trace, send, attempt_id="a", sleep=ticks))
    assert ticks.delays == [0.25] * 5
    keys = [key for _, key in send.calls]
    # tick 1 fails (5xx), tick 2 fails (network), tick 3 resends the same batch, then "later"
    assert keys == ["cr-steps-a-1-1"] * 3 + ["cr-steps-a-2-2"]
    assert send.accepted == ["cr-steps-a-1-1", "cr-steps-a-2-2"]
    assert trace.dropped_steps == 0


def test_a_resent_batch_is_identical_although_coverage_moved_on() -> None:
    trace = recorder(max_steps=2)
    send = Sender(server_error())

    def two_points() -> None:
        trace.checkpoint("a")
        trace.checkpoint("b")  # over max_steps: dropped

    ticks = Ticks(two_points)
    run_live(TraceDelivery(trace, send, attempt_id="a", sleep=ticks))
    (first, key1), (again, key2), (later, key3) = send.calls
    assert (first, key1) == (again, key2)  # same body, same key, though a step was dropped since
    assert first["coverage"]["dropped_steps"] == 0 and later["coverage"]["dropped_steps"] == 1
    assert key3 == "cr-steps-a-2-2"


def test_live_merges_a_close_into_an_unsent_open_step_only() -> None:
    trace = recorder()
    quick = trace.start("agent", "quick")
    trace.end(quick)
    slow = trace.start("agent", "slow")
    send = Sender()
    ticks = Ticks(lambda: trace.end(slow, output="done"))
    run_live(TraceDelivery(trace, send, attempt_id="a", sleep=ticks))
    first, second = (body["steps"] for body, _ in send.calls)
    by_name = {s["name"]: s for s in first}
    assert by_name["quick"]["status"] == "ok" and "ended_at" in by_name["quick"]
    assert by_name["slow"]["status"] == "unset"
    assert [(s["name"], s["status"], s["output"]) for s in second] == [("slow", "ok", "done")]


def test_a_4xx_refusal_drops_the_batch_counts_it_and_reports_the_code() -> None:
    trace = recorder()
    trace.checkpoint("a")
    send = Sender(refusal("observation_invalid"))
    events: list[str] = []
    delivery = TraceDelivery(
        trace,
        send,
        attempt_id="a",
        sleep=Ticks(lambda: trace.checkpoint("b")),
        on_refused=events.append,
    )
    run_live(delivery)
    assert delivery.refused == events == ["observation_invalid"]
    assert [key for _, key in send.calls] == ["cr-steps-a-1-2", "cr-steps-a-3-3"]
    assert send.calls[1][0]["coverage"] == {
        "truncated": True,
        "dropped_steps": 2,
        "unsupported_spans": 0,
    }
    assert trace.dropped_steps == 2


def test_trace_sealed_drops_everything_after_it() -> None:
    trace = recorder()
    send = Sender(refusal("trace_sealed", ConflictError))
    delivery = TraceDelivery(
        trace, send, attempt_id="a", sleep=Ticks(lambda: trace.checkpoint("b"))
    )
    run_live(delivery)
    assert delivery.sealed and delivery.refused == []
    assert len(send.calls) == 1  # nothing is sent after the seal
    trace.close(failed=False)
    stats = asyncio.run(delivery.final())
    assert len(send.calls) == 1 and stats.steps == 0 and stats.dropped == 3


def test_a_run_stop_code_drops_the_batch_quietly() -> None:
    trace = recorder()
    send = Sender(refusal("run_stopped", ConflictError))
    delivery = TraceDelivery(trace, send, attempt_id="a", sleep=Ticks())
    run_live(delivery)
    assert delivery.refused == [] and trace.dropped_steps == 1 and not delivery.sealed


def test_cancelling_live_mid_send_keeps_the_batch_for_the_final_flush() -> None:
    trace = recorder()
    trace.checkpoint("x")
    gate = asyncio.Event()
    keys: list[str] = []

    async def send(body: dict[str, Any], key: str) -> None:
        keys.append(key)
        if len(keys) == 1:
            gate.set()
            await asyncio.sleep(3600)

    async def main() -> None:
        delivery = TraceDelivery(trace, send, attempt_id="a", flush_seconds=0.0)
        task = asyncio.create_task(delivery.live())
        await gate.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        trace.close(failed=False)
        stats = await delivery.final()
        assert stats.steps == 3

    asyncio.run(main())
    # the batch cut short is resent whole, under its key; the root's close, made after the
    # open step was handed out, is a step of its own
    assert keys == ["cr-steps-a-1-2", "cr-steps-a-1-2", "cr-steps-a-3-3"]


# --------------------------------------------------------------------------- final


def test_final_retries_durably_then_reports_latency() -> None:
    now = [100.0]
    trace = recorder(clock=lambda: now[0])
    trace.checkpoint("a")
    trace.close(failed=False)
    send = Sender(server_error(), APIConnectionError("request_timeout", "slow"))
    delays: list[float] = []

    async def sleep(seconds: float) -> None:
        delays.append(seconds)
        now[0] += seconds

    delivery = TraceDelivery(trace, send, attempt_id="a", sleep=sleep, clock=lambda: now[0])
    stats = asyncio.run(delivery.final())
    assert [key for _, key in send.calls] == ["cr-steps-a-1-2"] * 3
    assert 2 <= delays[0] < 3 and 4 <= delays[1] < 5
    assert stats.steps == 2 and stats.dropped == 0
    assert stats.latency_ms_max == round(sum(delays) * 1000)
    assert stats.latency_ms_p50 == stats.latency_ms_max


def test_final_gives_up_after_the_window_and_counts_the_rest_as_dropped() -> None:
    trace = recorder()
    for index in range(200):
        trace.checkpoint(f"c{index}")
    trace.close(failed=False)
    send = Sender(*[server_error()] * 50)
    waited: list[float] = []

    async def sleep(seconds: float) -> None:
        waited.append(seconds)

    stats = asyncio.run(TraceDelivery(trace, send, attempt_id="a", sleep=sleep).final())
    assert sum(waited) <= 150 and len(waited) >= 4
    assert stats.steps == 0 and stats.dropped == 201


def test_final_drops_a_refused_batch_and_sends_the_next() -> None:
    trace = recorder()
    for index in range(200):
        trace.checkpoint(f"c{index}")
    trace.close(failed=False)
    send = Sender(refusal("attempt_payload_invalid"))
    delivery = TraceDelivery(trace, send, attempt_id="a")
    stats = asyncio.run(delivery.final())
    assert delivery.refused == ["attempt_payload_invalid"]
    assert send.accepted == ["cr-steps-a-129-201"]
    assert stats.steps == 73 and stats.dropped == 128
