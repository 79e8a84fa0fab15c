"""Local errors carry the service client's codes (the same code for the same failure), the finer
reason in ``details["reason"]``; an error body's ``retryable`` decides a retry; exceptions show as
``evalrouter.<Name>`` and survive pickling. Every test runs on both clients. Float amounts:
test_money.py and test_runs_create.py."""

from __future__ import annotations

import inspect
import pickle
import traceback
from typing import Any

import httpx
import pytest

import evalrouter
from evalrouter import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AsyncEvalRouter,
    EvalRouter,
    EvalRouterError,
    NotFoundError,
    RateLimitError,
)
from tests.support.api import BASE, KEY
from tests.support.records import envelope, quote_record, run_record

RUN = run_record()


def ok() -> httpx.Response:
    return httpx.Response(200, json=RUN)


@pytest.fixture(params=[EvalRouter, AsyncEvalRouter], ids=["sync", "async"])
def cls(request: pytest.FixtureRequest) -> Any:
    return request.param


# --------------------------------------------------------------------------- configuration


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        ({"base_url": "http://api.example.com", "api_key": KEY}, "insecure_base_url"),
        ({"base_url": "https://api.example.com/v2", "api_key": KEY}, "invalid_base_url"),
        ({"base_url": "ftp://api.example.com", "api_key": KEY}, "invalid_base_url"),
        ({"base_url": "https://u:p@api.example.com", "api_key": KEY}, "credentials_in_url"),
        ({"base_url": BASE}, "missing_api_key"),
        ({"base_url": BASE, "api_key": "sk bad"}, "invalid_api_key"),
        ({"base_url": BASE, "api_key": ""}, "invalid_api_key"),
        ({"base_url": BASE, "api_key": KEY, "workspace_id": "ws\n1"}, "invalid_workspace_id"),
        ({"base_url": BASE, "api_key": KEY, "timeout": 0}, "invalid_timeout"),
        ({"base_url": BASE, "api_key": KEY, "max_retries": -1}, "invalid_max_retries"),
        (
            {"base_url": BASE, "api_key": KEY, "default_headers": {"X": 1}},
            "invalid_default_headers",
        ),
        ({"base_url": BASE, "api_key": KEY, "apikey": KEY}, "unknown_option"),
    ],
)
def test_every_base_url_key_or_option_problem_is_invalid_configuration(
    cls: Any, options: dict[str, Any], reason: str, httpx_mock: Any
) -> None:
    with pytest.raises(EvalRouterError) as info:
        cls(**options)
    error = info.value
    assert error.code == "invalid_configuration"
    assert isinstance(error.details, dict)
    assert error.details["reason"] == reason
    assert error.details["option"]
    assert httpx_mock.get_requests() == []


def test_the_environment_base_url_is_checked_the_same_way(
    cls: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_BASE_URL", "http://api.example.com")
    with pytest.raises(EvalRouterError) as info:
        cls(api_key=KEY)
    assert info.value.code == "invalid_configuration"
    assert isinstance(info.value.details, dict)
    assert info.value.details["reason"] == "insecure_base_url"


@pytest.mark.parametrize(
    ("options", "argument", "reason"),
    [
        ({"timeout": -1}, "timeout", "invalid_timeout"),
        ({"request_timeout": 0}, "request_timeout", "invalid_timeout"),
        ({"max_retries": 99}, "max_retries", "invalid_max_retries"),
        ({"idempotency_key": ""}, "idempotency_key", "invalid_idempotency_key"),
        ({"extra_headers": {"X": "a\nb"}}, "extra_headers", "invalid_extra_headers"),
        ({"timeuot": 3}, "timeuot", "unknown_option"),
    ],
)
async def test_a_bad_call_argument_is_invalid_input_naming_it(
    make: Any, options: dict[str, Any], argument: str, reason: str
) -> None:
    h = make(ok())
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.cancel("run_1", **options))
    error = info.value
    assert error.code == "invalid_input"
    assert isinstance(error.details, dict)
    assert (error.details["argument"], error.details["reason"]) == (argument, reason)
    assert h.server.count == 0


# --------------------------------------------------------------------------- network


@pytest.mark.parametrize(
    ("failure", "reason"),
    [
        (httpx.ConnectError, "connection_error"),
        (httpx.ReadError, "connection_dropped"),
        (httpx.RemoteProtocolError, "connection_dropped"),
        (httpx.Response(502, text="<html>bad gateway</html>"), "gateway_error"),
        (httpx.Response(503, text="unavailable"), "gateway_error"),
        (httpx.Response(504, json={"message": "not an envelope"}), "gateway_error"),
    ],
    ids=["connect", "read", "protocol", "502", "503", "504"],
)
async def test_a_failed_dropped_or_gateway_answered_call_is_network_error(
    make: Any, failure: Any, reason: str
) -> None:
    h = make(failure, max_retries=0)
    with pytest.raises(APIConnectionError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    assert error.code == "network_error"
    assert not isinstance(error, APITimeoutError)
    assert isinstance(error.details, dict) and error.details["reason"] == reason


async def test_a_timeout_is_request_timeout(make: Any) -> None:
    h = make(httpx.ReadTimeout, max_retries=0)
    with pytest.raises(APITimeoutError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "request_timeout"


@pytest.mark.parametrize("status", [300, 301, 302, 303, 307, 308])
async def test_any_redirect_is_redirect_rejected_and_not_followed(make: Any, status: int) -> None:
    h = make(httpx.Response(status, headers={"Location": "https://elsewhere.example/v1/x"}))
    with pytest.raises(APIStatusError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    assert (error.code, error.status_code) == ("redirect_rejected", status)
    assert h.server.count == 1
    assert all(r.url.host == "api.example.com" for r in h.server.requests)


async def test_a_redirect_with_a_retryable_envelope_is_still_rejected_once(make: Any) -> None:
    h = make(httpx.Response(307, json=envelope("moved", retryable=True)), ok())
    with pytest.raises(APIStatusError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "redirect_rejected"
    assert (h.server.count, h.sleeps) == (1, [])


# --------------------------------------------------------------------------- retries


@pytest.mark.parametrize("status", [429, 503])
async def test_an_envelope_saying_not_retryable_wins_over_retry_after(
    make: Any, status: int
) -> None:
    refusal = httpx.Response(
        status, json=envelope("quota_exhausted", retryable=False), headers={"Retry-After": "1"}
    )
    h = make(refusal, ok())
    with pytest.raises(APIStatusError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "quota_exhausted"
    assert info.value.retryable is False
    assert (h.server.count, h.sleeps) == (1, [])


async def test_an_envelope_without_retryable_true_is_not_retried_despite_retry_after(
    make: Any,
) -> None:
    h = make(httpx.Response(429, json=envelope("rate_limited"), headers={"Retry-After": "1"}), ok())
    with pytest.raises(RateLimitError):
        await h.call(lambda c: c.runs.get("run_1"))
    assert (h.server.count, h.sleeps) == (1, [])


async def test_retry_after_only_sets_the_wait_of_a_retryable_envelope(make: Any) -> None:
    refusal = httpx.Response(
        429, json=envelope("rate_limited", retryable=True), headers={"Retry-After": "3"}
    )
    h = make(refusal, ok())
    await h.call(lambda c: c.runs.get("run_1"))
    assert (h.server.count, h.sleeps) == (2, [3.0])


@pytest.mark.parametrize("status", [429, 503])
async def test_a_bare_429_or_503_with_retry_after_is_a_definitive_refusal(
    make: Any, status: int
) -> None:
    # Definitive: retried even for quote creation, which is never repeated after an
    # ambiguous failure; and the error says so when the retries run out.
    bare = httpx.Response(status, text="slow down", headers={"Retry-After": "2"})
    h = make(bare, bare, max_retries=1)
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.quotes.create({"benchmark": "b"}))
    assert (h.server.count, h.sleeps) == (2, [2.0])
    assert info.value.retryable is True


# --------------------------------------------------------------------------- classes

PUBLIC_ERRORS = [
    name
    for name in evalrouter.__all__
    if isinstance(getattr(evalrouter, name), type)
    and issubclass(getattr(evalrouter, name), BaseException)
]


def test_every_public_exception_is_exported_and_has_its_source() -> None:
    assert {"NotFoundError", "MaxCostExceeded", "RunStartUnconfirmed"} <= set(PUBLIC_ERRORS)
    for name in PUBLIC_ERRORS:
        error_class = getattr(evalrouter, name)
        assert f"class {name}(" in inspect.getsource(error_class)


async def test_a_traceback_names_the_error_class(make: Any) -> None:
    h = make(httpx.Response(404, json=envelope("run_not_found")))
    with pytest.raises(NotFoundError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    text = "".join(traceback.format_exception(info.value))
    assert "NotFoundError: " in text


async def test_an_error_from_a_call_survives_pickling(make: Any) -> None:
    h = make(httpx.Response(404, json=envelope("run_not_found", details={"id": "run_1"})))
    with pytest.raises(NotFoundError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    back = pickle.loads(pickle.dumps(info.value))
    assert type(back) is NotFoundError
    assert back.as_dict() == info.value.as_dict()
    assert str(back) == str(info.value)


def _instances() -> list[EvalRouterError]:
    from evalrouter_generated.models.quote_record import QuoteRecord

    from evalrouter import MaxCostExceeded, RunStartUnconfirmed

    cause = APIConnectionError("network_error", "dropped", details={"reason": "x"})
    return [
        EvalRouterError("invalid_input", "m", hint="h", details={"argument": "a"}),
        NotFoundError("run_not_found", "m", status_code=404, request_id="req_1"),
        RateLimitError("rate_limited", "m", status_code=429, retryable=True),
        APITimeoutError("request_timeout", "m", retryable=True, idempotency_key="k"),
        evalrouter.UnexpectedArgument("invalid_input", "m", details={"reason": "unknown_option"}),
        evalrouter.ClientUpgradeRequired(
            "client_upgrade_required", "m", status_code=426, details={"upgrade": "pip -U x"}
        ),
        evalrouter.WaitTimeout("slow", hint="wait longer"),
        MaxCostExceeded(QuoteRecord.from_dict(quote_record("q_1", "9000000")), "9000000", "1"),
        RunStartUnconfirmed(
            cause, quote_id="q_1", idempotency_key="k", attempts=3, recover="x", retryable=True
        ),
    ]


@pytest.mark.parametrize("error", _instances(), ids=lambda e: type(e).__name__)
def test_every_kind_of_error_pickles_whole(error: EvalRouterError) -> None:
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error)
    assert back.as_dict() == error.as_dict()
    assert vars(back).keys() == vars(error).keys()
    assert str(back) == str(error)
    assert back.args == error.args


@pytest.mark.parametrize(
    ("args", "kwargs", "argument"),
    [(("",), {}, "run_id"), ((5,), {}, "run_id"), (("run_1",), {"web_url": 5}, "web_url")],
)
def test_report_url_names_its_bad_argument(
    cls: Any, args: tuple[Any, ...], kwargs: dict[str, Any], argument: str
) -> None:
    client = cls(base_url=BASE, api_key=KEY)
    with pytest.raises(EvalRouterError) as info:
        client.runs.report_url(*args, **kwargs)
    assert info.value.code == "invalid_input"
    assert isinstance(info.value.details, dict) and info.value.details["argument"] == argument
