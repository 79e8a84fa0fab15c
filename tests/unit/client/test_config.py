"""Construction: base URL, keys, environment, option checks. All refused before any request."""

from __future__ import annotations

import math

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError, UnexpectedArgument
from tests.support.api import BASE, KEY


@pytest.fixture(params=[EvalRouter, AsyncEvalRouter], ids=["sync", "async"])
def cls(request):
    return request.param


def build(cls, **options):
    """A client as users build one: no transport, so pytest-httpx intercepts what it sends."""
    return cls(**options)


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("https://api.example.com", "https://api.example.com/v1"),
        ("https://api.example.com/", "https://api.example.com/v1"),
        ("https://api.example.com/v1", "https://api.example.com/v1"),
        ("https://api.example.com/v1/", "https://api.example.com/v1"),
        ("https://API.Example.com:8443/v1", "https://API.Example.com:8443/v1"),
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080/v1"),
        ("http://localhost:8080/v1", "http://localhost:8080/v1"),
        ("http://[::1]:9000", "http://[::1]:9000/v1"),
    ],
)
def test_base_url_normalised(cls, given, expected):
    client = build(cls, base_url=given, api_key=KEY)
    assert client.base_url == expected


def test_default_base_url(cls):
    assert build(cls, api_key=KEY).base_url == "https://api.evalrouter.ai/v1"


@pytest.mark.parametrize("url", ["http://api.example.com", "http://10.0.0.1:8080/v1"])
def test_http_refused_for_non_loopback(cls, url, httpx_mock):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=url, api_key=KEY)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "insecure_base_url",
    )
    assert httpx_mock.get_requests() == []


@pytest.mark.parametrize(
    "url",
    [
        "https://api.example.com/v2",
        "https://api.example.com/api",
        "https://api.example.com/v1?x=1",
        "https://api.example.com/#frag",
        "https://user:pass@api.example.com",
        "ftp://api.example.com",
        "https:///v1",
        "https://api.example.com:0",
        "https://api.exa mple.com",
        "api.example.com",
    ],
)
def test_bad_base_url_refused(cls, url):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=url, api_key=KEY)
    assert info.value.code == "invalid_configuration"
    assert info.value.details["reason"] in ("invalid_base_url", "credentials_in_url")
    assert info.value.hint


def test_missing_api_key_on_non_loopback(cls):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "missing_api_key",
    )
    assert "EVALROUTER_API_KEY" in str(info.value)


@pytest.mark.parametrize("url", ["http://127.0.0.1:8080", "http://localhost:1", "http://[::1]"])
async def test_loopback_needs_no_key_and_sends_no_authorization(cls, url, httpx_mock):
    httpx_mock.add_response(json={"user": "local"})
    client = build(cls, base_url=url)
    result = client.account.whoami()
    if cls is AsyncEvalRouter:
        result = await result
        await client.close()
    assert result == {"user": "local"}
    (request,) = httpx_mock.get_requests()
    assert str(request.url) == url + "/v1/cli/whoami"
    assert "Authorization" not in request.headers


def test_environment_used_when_arguments_absent(cls, monkeypatch):
    monkeypatch.setenv("EVALROUTER_API_KEY", "sk-env-abcdef")
    monkeypatch.setenv("EVALROUTER_BASE_URL", "https://env.example.com")
    monkeypatch.setenv("EVALROUTER_WORKSPACE_ID", "ws_env")
    monkeypatch.setenv("EVALROUTER_WEB_URL", "https://web.example.com")
    client = build(cls)
    assert client.base_url == "https://env.example.com/v1"
    assert client.workspace_id == "ws_env"
    assert client.web_url == "https://web.example.com"
    assert client._settings.api_key == "sk-env-abcdef"


def test_arguments_win_over_environment(cls, monkeypatch):
    monkeypatch.setenv("EVALROUTER_API_KEY", "sk-env-abcdef")
    monkeypatch.setenv("EVALROUTER_BASE_URL", "https://env.example.com")
    monkeypatch.setenv("EVALROUTER_WORKSPACE_ID", "ws_env")
    monkeypatch.setenv("EVALROUTER_WEB_URL", "https://web.example.com")
    client = build(
        cls,
        api_key=KEY,
        base_url="https://arg.example.com",
        workspace_id="ws_arg",
        web_url="https://web.arg.example",
    )
    assert client.base_url == "https://arg.example.com/v1"
    assert client.workspace_id == "ws_arg"
    assert client.web_url == "https://web.arg.example"
    assert client._settings.api_key == KEY


def test_environment_read_once_at_construction(cls, monkeypatch):
    monkeypatch.setenv("EVALROUTER_BASE_URL", "https://first.example.com")
    client = build(cls, api_key=KEY)
    monkeypatch.setenv("EVALROUTER_BASE_URL", "https://second.example.com")
    assert client.base_url == "https://first.example.com/v1"


def test_bad_environment_base_url_refused(cls, monkeypatch):
    monkeypatch.setenv("EVALROUTER_BASE_URL", "http://evil.example.com")
    with pytest.raises(EvalRouterError) as info:
        build(cls, api_key=KEY)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "insecure_base_url",
    )


@pytest.mark.parametrize("key", ["sk-clé", "sk test", "", "x" * 4097, "sk\n1"])
def test_bad_api_key_refused(cls, key):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE, api_key=key)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_api_key",
    )
    if key:
        assert key not in str(info.value)


def test_bad_api_key_from_environment_names_the_variable(cls, monkeypatch):
    monkeypatch.setenv("EVALROUTER_API_KEY", "sk-clé")
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_api_key",
    )
    assert "EVALROUTER_API_KEY" in str(info.value)


def test_bad_workspace_id_refused(cls):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE, api_key=KEY, workspace_id="ws 1")
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_workspace_id",
    )


@pytest.mark.parametrize("value", [-1, 0, math.nan, math.inf, True, False, "30"])
@pytest.mark.parametrize("name", ["timeout", "request_timeout"])
def test_bad_timeouts_refused(cls, name, value):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE, api_key=KEY, **{name: value})
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_timeout",
    )


def test_timeout_none_means_no_overall_limit(cls):
    assert build(cls, base_url=BASE, api_key=KEY, timeout=None).timeout is None


def test_request_timeout_none_refused(cls):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE, api_key=KEY, request_timeout=None)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_timeout",
    )


@pytest.mark.parametrize("value", [-1, 11, 1.5, True, "2", None])
def test_bad_max_retries_refused(cls, value):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE, api_key=KEY, max_retries=value)
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_max_retries",
    )


def test_defaults(cls):
    client = build(cls, base_url=BASE, api_key=KEY)
    assert client.timeout == 120.0
    assert client.request_timeout == 30.0
    assert client.max_retries == 2
    assert client.workspace_id is None


def test_bad_default_headers_refused(cls):
    with pytest.raises(EvalRouterError) as info:
        build(cls, base_url=BASE, api_key=KEY, default_headers={"X-N": 1})
    assert info.value.code == "invalid_configuration"
    assert info.value.details["reason"] == "invalid_default_headers"


def test_unknown_constructor_option(cls):
    with pytest.raises(UnexpectedArgument) as info:
        build(cls, base_url=BASE, apikey=KEY)
    error = info.value
    assert isinstance(error, EvalRouterError)
    assert isinstance(error, TypeError)
    assert (error.code, error.details["reason"]) == ("invalid_configuration", "unknown_option")
    assert "apikey" in str(error)
    assert "'api_key'" in str(error)  # the suggestion


def test_unknown_constructor_option_without_close_match_lists_known(cls):
    with pytest.raises(TypeError) as info:
        build(cls, base_url=BASE, api_key=KEY, zzzzzz=1)
    assert info.value.code == "invalid_configuration"
    assert "max_retries" in str(info.value)


async def test_unknown_per_call_option_refused_before_sending(make):
    h = make(httpx.Response(200, json={}))
    with pytest.raises(UnexpectedArgument) as info:
        await h.call(lambda c: c.runs.get("run_1", timeuot=3))
    assert (info.value.code, info.value.details["reason"]) == ("invalid_input", "unknown_option")
    assert "'timeout'" in str(info.value)
    assert h.server.count == 0


@pytest.mark.parametrize(
    ("option", "value", "code"),
    [
        ("timeout", -1, "invalid_timeout"),
        ("timeout", True, "invalid_timeout"),
        ("max_retries", -1, "invalid_max_retries"),
    ],
)
async def test_bad_per_call_options_refused_before_sending(make, option, value, code):
    h = make(httpx.Response(200, json={}))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1", **{option: value}))
    assert (info.value.code, info.value.details["reason"]) == ("invalid_input", code)
    assert info.value.details["argument"] == option
    assert h.server.count == 0


async def test_bad_per_call_request_timeout_refused(make):
    h = make(httpx.Response(200, json={}))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.account.whoami(request_timeout=-5))
    assert (info.value.code, info.value.details["reason"]) == ("invalid_input", "invalid_timeout")
    assert h.server.count == 0


def test_missing_required_path_argument(cls):
    client = build(cls, base_url=BASE, api_key=KEY)
    op = client.runs.get.__evalrouter_operation__
    with pytest.raises(EvalRouterError) as info:
        client._pipeline.prepare(op, {"run_id": None}, None, {})
    assert info.value.code == "invalid_input"
