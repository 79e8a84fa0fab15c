"""Durable writes: which failures are tried again, how long it waits, and when it gives up."""

from __future__ import annotations

import random

import pytest

from evalrouter import (
    APIConnectionError,
    APITimeoutError,
    BadRequestError,
    ConflictError,
    EvalRouterError,
    InternalServerError,
    RateLimitError,
)
from evalrouter.agents._attempt.durable import DURABLE_WINDOW_SECONDS, durable
from tests.support.clock import FakeClock


class Script:
    """A call that fails with the scripted errors, in order, then returns ``"ok"``."""

    def __init__(self, *errors: EvalRouterError) -> None:
        self.errors = list(errors)
        self.calls = 0

    async def __call__(self) -> str:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return "ok"


def server_error(status: int = 503) -> InternalServerError:
    return InternalServerError("unavailable", "down", status_code=status)


def network() -> APIConnectionError:
    return APIConnectionError("network_error", "dropped")


def timeout() -> APITimeoutError:
    return APITimeoutError("request_timeout", "slow")


async def test_transient_failures_are_tried_again_with_growing_delays() -> None:
    call = Script(server_error(500), network(), timeout(), server_error(502))
    clock = FakeClock()
    assert await durable(call, sleep=clock.async_sleep, random=random.Random(1).random) == "ok"
    assert call.calls == 5
    assert len(clock.sleeps) == 4
    for n, delay in enumerate(clock.sleeps):
        base = min(30.0, 2.0 * 2**n)
        assert base <= delay <= base + 1.0


async def test_the_delay_is_capped_at_thirty_seconds() -> None:
    call = Script(*[network() for _ in range(6)])
    clock = FakeClock()
    await durable(call, sleep=clock.async_sleep, window=1000.0, random=random.Random(2).random)
    assert 30.0 <= clock.sleeps[-1] <= 31.0
    assert 30.0 <= clock.sleeps[-2] <= 31.0


@pytest.mark.parametrize(
    "error",
    [
        BadRequestError("invalid_input", "bad", status_code=400),
        ConflictError("action_step_conflict", "taken", status_code=409),
        RateLimitError("rate_limited", "slow down", status_code=429),
        EvalRouterError("run_stopped", "stopped", status_code=409),
    ],
)
async def test_a_refusal_is_raised_at_once(error: EvalRouterError) -> None:
    call = Script(error)
    clock = FakeClock()
    with pytest.raises(EvalRouterError) as caught:
        await durable(call, sleep=clock.async_sleep)
    assert caught.value is error
    assert call.calls == 1
    assert clock.sleeps == []


async def test_it_gives_up_before_waiting_past_the_window() -> None:
    call = Script(*[server_error() for _ in range(50)])
    clock = FakeClock()
    with pytest.raises(InternalServerError):
        await durable(call, sleep=clock.async_sleep, random=random.Random(3).random)
    assert sum(clock.sleeps) <= DURABLE_WINDOW_SECONDS
    # The next wait (at least 30 s) would have passed the window.
    assert sum(clock.sleeps) + 30.0 > DURABLE_WINDOW_SECONDS
    assert call.calls == len(clock.sleeps) + 1


async def test_a_small_window_means_a_single_try() -> None:
    call = Script(network())
    clock = FakeClock()
    with pytest.raises(APIConnectionError):
        await durable(call, sleep=clock.async_sleep, window=1.0)
    assert call.calls == 1
    assert clock.sleeps == []


async def test_the_default_window_is_read_at_each_call(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("evalrouter.agents._attempt.durable.DURABLE_WINDOW_SECONDS", 0.5)
    call = Script(server_error())
    clock = FakeClock()
    with pytest.raises(InternalServerError):
        await durable(call, sleep=clock.async_sleep)
    assert clock.sleeps == []
