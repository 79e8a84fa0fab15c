"""The retry policy, Retry-After and the call's deadline."""

from __future__ import annotations

import email.utils
import time

import httpx
import pytest

from evalrouter import (
    APIConnectionError,
    APITimeoutError,
    EvalRouterError,
    RateLimitError,
)
from evalrouter._wire import parse_retry_after
from tests.support.clock import FakeClock
from tests.support.records import envelope, minimal, run_record

RUN = run_record()
QUOTE = minimal("QuoteRecord")
CONNECTION = minimal("ConnectionRecord")

# (label, call, success body): one read, two retry-safe writes, two writes that are not.
GET = ("runs.get", lambda c: c.runs.get("run_1"), RUN)
CANCEL = ("runs.cancel", lambda c: c.runs.cancel("run_1"), RUN)
ADMIT = ("runs._create", lambda c: c.runs._create({"quote_id": "q_1"}), RUN)
QUOTE_CREATE = ("quotes.create", lambda c: c.quotes.create({"benchmark": "b"}), QUOTE)
CHECK = ("connections.check", lambda c: c.connections.check("conn_1"), CONNECTION)

SAFE = [GET, CANCEL, ADMIT]
UNSAFE = [QUOTE_CREATE, CHECK]
ALL = SAFE + UNSAFE


def ids(cases):
    return [case[0] for case in cases]


def ok(body):
    return httpx.Response(200, json=body)


def retryable_error(status=409):
    return httpx.Response(status, json=envelope("busy", retryable=True))


# ----------------------------------------------------------------- definitive refusals


@pytest.mark.parametrize("case", ALL, ids=ids(ALL))
async def test_retryable_true_envelope_retried_for_any_operation(make, case):
    _, call, body = case
    h = make(retryable_error(409), retryable_error(500), ok(body))
    await h.call(call)
    assert h.server.count == 3
    assert h.sleeps == [0.5, 1.0]


@pytest.mark.parametrize("status", [429, 503])
@pytest.mark.parametrize("case", ALL, ids=ids(ALL))
async def test_429_and_503_with_retry_after_retried_for_any_operation(make, case, status):
    _, call, body = case
    h = make(httpx.Response(status, headers={"Retry-After": "2"}), ok(body))
    await h.call(call)
    assert h.server.count == 2
    assert h.sleeps == [2.0]


@pytest.mark.parametrize("case", ALL, ids=ids(ALL))
async def test_connect_error_retried_for_any_operation(make, case):
    _, call, body = case
    h = make(httpx.ConnectError, httpx.ConnectTimeout, ok(body))
    await h.call(call)
    assert h.server.count == 3


# ----------------------------------------------------------------- ambiguous failures

AMBIGUOUS = [
    ("502", lambda: httpx.Response(502, text="<html>bad gateway</html>")),
    ("503", lambda: httpx.Response(503, text="unavailable")),
    ("504", lambda: httpx.Response(504, json={"message": "not an envelope"})),
    ("ReadError", lambda: httpx.ReadError),
    ("RemoteProtocolError", lambda: httpx.RemoteProtocolError),
    ("ReadTimeout", lambda: httpx.ReadTimeout),
    ("WriteError", lambda: httpx.WriteError),
]


@pytest.mark.parametrize("failure", AMBIGUOUS, ids=ids(AMBIGUOUS))
@pytest.mark.parametrize("case", SAFE, ids=ids(SAFE))
async def test_ambiguous_failure_retried_for_safe_operations(make, case, failure):
    _, call, body = case
    h = make(failure[1](), failure[1](), ok(body))
    await h.call(call)
    assert h.server.count == 3


@pytest.mark.parametrize("failure", AMBIGUOUS, ids=ids(AMBIGUOUS))
@pytest.mark.parametrize("case", UNSAFE, ids=ids(UNSAFE))
async def test_ambiguous_failure_not_retried_for_side_effects(make, case, failure):
    _, call, body = case
    h = make(failure[1](), ok(body))
    with pytest.raises(APIConnectionError) as info:
        await h.call(call)
    assert h.server.count == 1
    assert h.sleeps == []
    # Not safe to repeat blindly: the error says so, and says why.
    assert info.value.retryable is False
    assert "could act twice" in (info.value.hint or "")


async def test_gateway_error_attributes(make):
    h = make(httpx.Response(502, text="bad gateway", headers={"x-request-id": "req_9"}))
    with pytest.raises(APIConnectionError) as info:
        await h.call(lambda c: c.quotes.create({}))
    error = info.value
    assert (error.code, error.details["reason"]) == ("network_error", "gateway_error")
    assert error.status_code == 502
    assert error.request_id == "req_9"
    assert error.idempotency_key == h.server.last.headers["Idempotency-Key"]


async def test_read_timeout_is_api_timeout_error(make):
    h = make(httpx.ReadTimeout, max_retries=0)
    with pytest.raises(APITimeoutError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "request_timeout"
    assert isinstance(vars(info.value)["_sdk_cause"], httpx.ReadTimeout)


async def test_connection_drop_is_network_error(make):
    h = make(httpx.ReadError, max_retries=0)
    with pytest.raises(APIConnectionError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "network_error"
    assert not isinstance(info.value, APITimeoutError)


async def test_connect_error_code(make):
    h = make(httpx.ConnectError, max_retries=0)
    with pytest.raises(APIConnectionError) as info:
        await h.call(lambda c: c.quotes.create({}))
    assert (info.value.code, info.value.details["reason"]) == ("network_error", "connection_error")


# ----------------------------------------------------------------- not retried


@pytest.mark.parametrize(
    "response",
    [
        httpx.Response(500, json=envelope("internal")),
        httpx.Response(500, text="oops"),
        httpx.Response(503, json=envelope("maintenance")),
        httpx.Response(429, json=envelope("rate_limited")),
        httpx.Response(429, text="slow down"),
        httpx.Response(400, json=envelope("bad", retryable=False)),
        httpx.Response(404, json=envelope("not_found")),
        httpx.Response(502, json=envelope("upstream_failed")),
    ],
    ids=["500-env", "500-bare", "503-env", "429-env", "429-bare", "400", "404", "502-env"],
)
@pytest.mark.parametrize("case", [GET, QUOTE_CREATE], ids=ids([GET, QUOTE_CREATE]))
async def test_not_retried(make, case, response):
    _, call, body = case
    h = make(response, ok(body))
    with pytest.raises(EvalRouterError):
        await h.call(call)
    assert h.server.count == 1
    assert h.sleeps == []


async def test_envelope_retryable_must_be_exactly_true(make):
    h = make(httpx.Response(409, json=envelope("busy", retryable="true")), ok(RUN))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.retryable is False
    assert h.server.count == 1


async def test_success_never_retried(make):
    h = make(httpx.Response(201, json=RUN, headers={"Retry-After": "1"}))
    await h.call(lambda c: c.runs.cancel("run_1"))
    assert h.server.count == 1


# ----------------------------------------------------------------- attempts and backoff


@pytest.mark.parametrize("max_retries", [0, 1, 3])
async def test_attempts_equal_max_retries_plus_one(make, max_retries):
    h = make(httpx.Response(503, text="down"), max_retries=max_retries)
    with pytest.raises(APIConnectionError):
        await h.call(lambda c: c.runs.get("run_1"))
    assert h.server.count == max_retries + 1
    assert h.sleeps == [0.5 * 2**n for n in range(max_retries)]


async def test_default_is_two_retries(make):
    h = make(httpx.Response(503, text="down"))
    with pytest.raises(APIConnectionError):
        await h.call(lambda c: c.runs.get("run_1"))
    assert h.server.count == 3


async def test_per_call_max_retries(make):
    h = make(httpx.Response(503, text="down"), max_retries=5)
    with pytest.raises(APIConnectionError):
        await h.call(lambda c: c.runs.get("run_1", max_retries=1))
    assert h.server.count == 2
    with pytest.raises(APIConnectionError):
        await h.call(lambda c: c.runs.get("run_1", max_retries=0))
    assert h.server.count == 3


async def test_backoff_is_capped_and_jittered(make):
    h = make(
        httpx.Response(503, text="down"),
        max_retries=6,
        timeout=None,
        clock=FakeClock(random=lambda: 1.0),
    )
    with pytest.raises(APIConnectionError):
        await h.call(lambda c: c.runs.get("run_1"))
    assert h.sleeps == [0.375, 0.75, 1.5, 3.0, 6.0, 6.0]


async def test_last_attempt_error_is_raised(make):
    h = make(
        httpx.Response(503, text="down"),
        httpx.Response(409, json=envelope("busy", retryable=True)),
        httpx.Response(404, json=envelope("run_not_found")),
    )
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "run_not_found"


async def test_retries_are_logged_without_secrets(make, caplog):
    caplog.set_level("DEBUG")
    h = make(httpx.Response(503, text="down"), ok(RUN))
    await h.call(lambda c: c.runs.get("run_1"))
    retry_logs = [r for r in caplog.records if r.name == "evalrouter"]
    assert len(retry_logs) == 1
    assert "attempt 2 of 3" in retry_logs[0].getMessage()


# ----------------------------------------------------------------- Retry-After


def headers(**values):
    return httpx.Headers({k.replace("_", "-"): v for k, v in values.items()})


def test_parse_retry_after_forms():
    assert parse_retry_after(headers(retry_after="3")) == 3.0
    assert parse_retry_after(headers(retry_after="1.5")) == 1.5
    assert parse_retry_after(headers(retry_after="-4")) == 0.0
    assert parse_retry_after(headers(retry_after="soon")) is None
    assert parse_retry_after(headers(retry_after="x" * 101)) is None
    assert parse_retry_after(headers(retry_after="nan")) is None
    assert parse_retry_after(headers(retry_after_ms="1500")) == 1.5
    assert parse_retry_after(headers(retry_after_ms="250", retry_after="9")) == 0.25
    assert parse_retry_after(headers(retry_after_ms="bad", retry_after="9")) == 9.0
    assert parse_retry_after(httpx.Headers()) is None
    date = "Wed, 21 Oct 2026 07:28:00 GMT"
    now = email.utils.parsedate_to_datetime(date).timestamp() - 30
    assert parse_retry_after(headers(retry_after=date), now=lambda: now) == 30.0
    assert parse_retry_after(headers(retry_after=date), now=lambda: now + 60) == 0.0


async def test_retry_after_seconds_wins_over_shorter_backoff(make):
    h = make(httpx.Response(429, headers={"Retry-After": "7"}), ok(RUN))
    await h.call(lambda c: c.runs.get("run_1"))
    assert h.sleeps == [7.0]


async def test_backoff_wins_over_shorter_retry_after(make):
    h = make(httpx.Response(429, headers={"Retry-After": "0"}), ok(RUN))
    await h.call(lambda c: c.runs.get("run_1"))
    assert h.sleeps == [0.5]


async def test_retry_after_ms(make):
    h = make(httpx.Response(503, headers={"retry-after-ms": "2500"}), ok(RUN))
    await h.call(lambda c: c.runs.get("run_1"))
    assert h.sleeps == [2.5]


async def test_retry_after_http_date(make):
    when = email.utils.formatdate(time.time() + 30, usegmt=True)
    h = make(httpx.Response(429, headers={"Retry-After": when}), ok(RUN))
    await h.call(lambda c: c.runs.get("run_1"))
    assert len(h.sleeps) == 1
    assert 27 <= h.sleeps[0] <= 31


async def test_retry_after_honoured_on_retryable_envelope(make):
    h = make(
        httpx.Response(409, headers={"Retry-After": "4"}, json=envelope("busy", retryable=True)),
        ok(QUOTE),
    )
    await h.call(lambda c: c.quotes.create({}))
    assert h.sleeps == [4.0]


async def test_retry_after_beyond_deadline_fails_fast(make):
    h = make(httpx.Response(429, headers={"Retry-After": "600"}), ok(RUN), timeout=60)
    with pytest.raises(RateLimitError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert h.server.count == 1
    assert h.sleeps == []
    assert info.value.retry_after == 600.0


async def test_retry_after_beyond_per_call_timeout_fails_fast(make):
    h = make(httpx.Response(503, headers={"Retry-After": "20"}), ok(RUN))
    with pytest.raises(EvalRouterError):
        await h.call(lambda c: c.runs.get("run_1", timeout=10))
    assert h.server.count == 1
    assert h.sleeps == []


# ----------------------------------------------------------------- deadlines


def oversleeping(clock, factor=50.0):
    """Sleeps that take far longer than asked (a suspended laptop, a busy host)."""

    def advance(seconds):
        clock.now += seconds * factor

    return advance


async def test_total_deadline_exhausted_raises_request_timeout(make):
    clock = FakeClock(1000.0)
    clock.on_sleep = oversleeping(clock)
    h = make(httpx.Response(503, text="down"), ok(RUN), timeout=5, clock=clock)
    with pytest.raises(APITimeoutError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "request_timeout"
    assert h.server.count == 1


async def test_slow_attempts_use_up_the_deadline(make):
    clock = FakeClock(1000.0)

    def slow(request):
        clock.now += 4.0
        return httpx.Response(503, text="down")

    h = make(slow, max_retries=5, timeout=10, clock=clock)
    with pytest.raises(APIConnectionError):
        await h.call(lambda c: c.runs.get("run_1"))
    # t=4 sleep 0.5, t=8 sleep 1, t=12: the next sleep would end past t=10, so stop there.
    assert h.server.count == 3
    assert h.sleeps == [0.5, 1.0]


async def test_attempt_timeout_cut_to_remaining_deadline(make):
    seen = []

    def record(request):
        seen.append(request.extensions["timeout"])
        return ok(RUN)

    h = make(record, timeout=5, request_timeout=30)
    await h.call(lambda c: c.runs.get("run_1"))
    assert 4 < seen[0]["read"] <= 5
    await h.call(lambda c: c.runs.get("run_1", request_timeout=2))
    assert seen[1]["read"] == 2
    await h.call(lambda c: c.runs.get("run_1", timeout=None))
    assert seen[2] == {"connect": 30, "read": 30, "write": 30, "pool": 30}
