"""A credential a server echoes back never reaches an exception, a warning or a log line; a
``base_url`` that carries one is refused with the secret masked."""

from __future__ import annotations

import logging
import traceback
import warnings
from typing import Any

import httpx
import pytest

from evalrouter import (
    APIConnectionError,
    AsyncEvalRouter,
    AuthenticationError,
    EvalRouter,
    EvalRouterDeprecationWarning,
    EvalRouterError,
    RateLimitError,
)
from tests.support.records import run_record

# A key that also fits the error-code and request-id alphabets, so an echo of it is not
# already discarded for its shape.
SECRET = "er_live_4f9c2b7d1e8a"


def shown(error: EvalRouterError) -> list[str]:
    """Every text a user can read off an error."""
    return [
        str(error),
        repr(error),
        error.code,
        error.message,
        str(error.hint),
        str(error.request_id),
        str(error.details),
        str(error.as_dict()),
        str(error.args),
    ]


def assert_no_secret(texts: list[str], secret: str = SECRET) -> None:
    for text in texts:
        assert secret not in text, text


async def raised(h: Any, call: Any = None) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        await h.call(call or (lambda c: c.runs.get("run_1")))
    return info.value


# --------------------------------------------------------------------------- the four places


@pytest.mark.parametrize("code", [SECRET, f"invalid_{SECRET}", f"{SECRET}_revoked"])
async def test_error_code_holding_the_key_becomes_http_error(make, code):
    h = make(httpx.Response(401, json={"error": {"code": code, "message": "no"}}), api_key=SECRET)
    error = await raised(h)
    assert isinstance(error, AuthenticationError)
    assert error.code == "http_error"
    assert_no_secret(shown(error))


async def test_details_keys_holding_the_key_are_redacted(make):
    details = {
        SECRET: "value",
        "nested": {f"key-for-{SECRET}": 1, "list": [{SECRET: SECRET}]},
        "plain": f"was {SECRET}",
    }
    body = {"error": {"code": "bad_key", "message": "m", "details": details}}
    h = make(httpx.Response(400, json=body), api_key=SECRET)
    error = await raised(h)
    assert_no_secret(shown(error))
    assert error.details["[redacted]"] == "value"
    assert error.details["plain"] == "was [redacted]"
    assert error.details["nested"]["list"] == [{"[redacted]": "[redacted]"}]


async def test_secret_named_details_fields_are_redacted(make):
    details = {"token": "tok_abc", "password": "pw", "Authorization": "Bearer x", "n": 1}
    h = make(httpx.Response(400, json={"error": {"code": "bad", "details": details}}))
    error = await raised(h)
    assert error.details == {
        "token": "[redacted]",
        "password": "[redacted]",
        "Authorization": "[redacted]",
        "n": 1,
    }


@pytest.mark.parametrize("status", [404, 503])
async def test_request_id_header_holding_the_key_is_dropped(make, status):
    response = httpx.Response(
        status, headers={"X-Request-Id": SECRET}, json={"error": {"code": "nf"}}
    )
    h = make(response, api_key=SECRET, max_retries=0)
    error = await raised(h)
    assert error.request_id is None
    assert_no_secret(shown(error))


async def test_request_id_in_envelope_holding_the_key_is_dropped(make):
    body = {"error": {"code": "nf", "request_id": f"req-{SECRET}"}}
    h = make(httpx.Response(404, headers={"X-Request-Id": "bad id!"}, json=body), api_key=SECRET)
    error = await raised(h)
    assert error.request_id is None
    assert_no_secret(shown(error))


async def test_request_id_holding_the_key_is_dropped_from_invalid_response(make):
    h = make(
        httpx.Response(200, headers={"X-Request-Id": SECRET}, content=b"not json"),
        api_key=SECRET,
    )
    error = await raised(h)
    assert error.code == "invalid_response"
    assert error.request_id is None
    assert_no_secret(shown(error))


async def test_sunset_header_holding_the_key_is_redacted_in_the_warning(make):
    headers = {"Sunset": f"Sat, 01 Jan 2028 00:00:00 GMT; key={SECRET}", "Deprecation": SECRET}
    h = make(httpx.Response(200, headers=headers, json=run_record()), api_key=SECRET)
    with pytest.warns(EvalRouterDeprecationWarning) as record:
        await h.call(lambda c: c.runs.get("run_1"))
    texts = [str(w.message) for w in record]
    assert texts and "Sat, 01 Jan 2028 00:00:00 GMT" in texts[0]
    assert_no_secret(texts)


async def test_sunset_on_an_error_response_is_redacted_too(make):
    response = httpx.Response(
        404, headers={"Sunset": SECRET}, json={"error": {"code": "nf", "message": SECRET}}
    )
    h = make(response, api_key=SECRET)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        error = await raised(h)
    assert record
    assert_no_secret([str(w.message) for w in record])
    assert_no_secret(shown(error))


# --------------------------------------------------------------------------- logs


async def test_retry_logs_never_show_an_echoed_key(make, caplog):
    caplog.set_level(logging.DEBUG)
    echo = {"error": {"code": SECRET, "message": SECRET, "hint": SECRET, "retryable": True}}
    h = make(
        httpx.Response(429, headers={"X-Request-Id": SECRET}, json=echo),
        httpx.Response(503, headers={"Retry-After": "0"}, json=echo),
        httpx.Response(429, json=echo),
        api_key=SECRET,
        max_retries=2,
    )
    error = await raised(h)
    assert isinstance(error, RateLimitError)
    assert h.server.count == 3
    ours = [r for r in caplog.records if r.name == "evalrouter"]
    assert len(ours) == 2  # one line per retry
    assert all("http_error" in r.getMessage() for r in ours)
    texts = [r.getMessage() for r in caplog.records] + [str(r.args) for r in caplog.records]
    assert_no_secret(texts)
    assert_no_secret(shown(error))


async def test_connection_error_text_holding_the_key_is_redacted(make, caplog):
    caplog.set_level(logging.DEBUG)
    h = make(httpx.ConnectError(f"refused for {SECRET}"), api_key=SECRET, max_retries=1)
    error = await raised(h)
    assert isinstance(error, APIConnectionError)
    assert "[redacted]" in error.message
    assert_no_secret(shown(error))
    assert_no_secret([r.getMessage() for r in caplog.records])


async def test_a_protocol_error_quoting_the_key_is_not_chained_into_the_traceback(make):
    h = make(httpx.RemoteProtocolError(f"illegal header line: b'X: {SECRET}'"), api_key=SECRET)
    error = await raised(h)
    assert isinstance(error, APIConnectionError)
    assert_no_secret(shown(error))
    assert_no_secret(["".join(traceback.format_exception(error))])


async def test_a_protocol_error_without_the_key_is_kept_for_debugging(make):
    h = make(httpx.RemoteProtocolError("peer closed connection"), api_key=SECRET, max_retries=0)
    error = await raised(h)
    assert isinstance(vars(error)["_sdk_cause"], httpx.RemoteProtocolError)
    assert error.__cause__ is None  # kept for debugging, not printed under the error


# --------------------------------------------------------------------------- other secrets


async def test_secret_fields_of_the_request_body_are_not_echoed(make):
    hook = "whsec_0a1b2c3d4e5f"
    body = {"error": {"code": "bad", "message": f"bad secret {hook}", "details": {"v": hook}}}
    h = make(httpx.Response(400, json=body))
    error = await raised(h, lambda c: c.quotes.create({"webhook_secret": hook, "n": 1}))
    assert_no_secret(shown(error), hook)
    assert "[redacted]" in error.message


async def test_a_token_the_caller_put_in_headers_is_not_echoed(make):
    token = "tok_9f8e7d6c5b4a"
    body = {"error": {"code": "bad", "message": f"token {token} expired"}}
    h = make(
        httpx.Response(401, json=body),
        base_url="http://127.0.0.1:8080",
        api_key=None,
        default_headers={"Authorization": f"Bearer {token}"},
    )
    error = await raised(h)
    assert_no_secret(shown(error), token)
    assert h.server.last.headers["Authorization"] == f"Bearer {token}"


async def test_a_token_in_per_call_headers_is_not_echoed(make):
    token = "tok_1a2b3c4d5e6f"
    body = {"error": {"code": "bad", "message": f"cookie {token} expired"}}
    h = make(httpx.Response(401, json=body))
    error = await raised(h, lambda c: c.runs.get("run_1", extra_headers={"Cookie": token}))
    assert_no_secret(shown(error), token)


# --------------------------------------------------------------------------- base_url


@pytest.fixture(params=[EvalRouter, AsyncEvalRouter], ids=["sync", "async"])
def cls(request: pytest.FixtureRequest) -> Any:
    return request.param


@pytest.mark.parametrize(
    ("url", "masked"),
    [
        (f"https://user:{SECRET}@api.example.com", "https://***@api.example.com"),
        (f"https://{SECRET}@api.example.com/v1", "https://***@api.example.com/v1"),
        (f"https://u:p@ss:{SECRET}@api.example.com/", "https://***@api.example.com/"),
        (f"https://api.example.com/v1?api_key={SECRET}", "https://api.example.com/v1?api_key=***"),
        (f"https://api.example.com?x=1&key={SECRET}", "https://api.example.com?x=***&key=***"),
        (f"https://api.example.com/?{SECRET}", "https://api.example.com/?***"),
        (f"http://user:{SECRET}@api.example.com", "http://***@api.example.com"),
    ],
)
def test_base_url_with_a_credential_is_refused_with_it_masked(cls, url, masked, httpx_mock):
    with pytest.raises(EvalRouterError) as info:
        cls(base_url=url, api_key="sk-other-key")
    error = info.value
    assert error.code == "invalid_configuration"
    assert error.details["reason"] in ("invalid_base_url", "credentials_in_url")
    assert repr(masked) in error.message
    assert_no_secret(shown(error))
    assert "user" not in error.message.replace("user info", "")
    assert error.__cause__ is None or SECRET not in str(error.__cause__)
    assert httpx_mock.get_requests() == []


def test_base_url_from_the_environment_is_masked_too(cls, monkeypatch):
    monkeypatch.setenv("EVALROUTER_BASE_URL", f"https://me:{SECRET}@api.example.com")
    with pytest.raises(EvalRouterError) as info:
        cls(api_key="sk-other-key")
    assert "https://***@api.example.com" in info.value.message
    assert_no_secret(shown(info.value))


@pytest.mark.parametrize(
    "url",
    [
        f"https://api.example.com/{SECRET}",
        f"https://api.example.com/v1#{SECRET}",
        f"http://api.example.com/{SECRET}",
        f"https://api.example.com:99999/{SECRET}",
    ],
)
def test_the_key_is_masked_wherever_it_sits_in_a_bad_base_url(cls, url):
    with pytest.raises(EvalRouterError) as info:
        cls(base_url=url, api_key=SECRET)
    assert info.value.code == "invalid_configuration"
    assert info.value.details["reason"] in ("invalid_base_url", "insecure_base_url")
    assert_no_secret(shown(info.value))
