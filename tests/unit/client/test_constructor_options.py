"""Constructor and ``with_options`` misuse: an ``EvalRouterError`` naming the option, never an
``AttributeError``/``TypeError`` from deep inside; an unknown option gets a "did you mean"
built from the real parameter names, which the signatures spell out with their types."""

from __future__ import annotations

import inspect
import typing
from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError, UnexpectedArgument
from evalrouter._config import COPYABLE, ClientChanges
from tests.support.api import BASE, KEY
from tests.support.records import run_record


@pytest.fixture(params=[EvalRouter, AsyncEvalRouter], ids=["sync", "async"])
def cls(request: pytest.FixtureRequest) -> Any:
    return request.param


def refused(cls: Any, **options: Any) -> EvalRouterError:
    options.setdefault("base_url", BASE)
    options.setdefault("api_key", KEY)
    with pytest.raises(EvalRouterError) as info:
        cls(**options)
    return info.value


@pytest.mark.parametrize(
    ("option", "value", "code"),
    [
        ("http_client", "x", "invalid_configuration"),
        ("http_client", 5, "invalid_configuration"),
        ("transport", 5, "invalid_configuration"),
        ("transport", "mock", "invalid_configuration"),
        ("web_url", 5, "invalid_configuration"),
        ("web_url", ["https://evalrouter.ai"], "invalid_configuration"),
        ("timeout", "abc", "invalid_configuration"),
        ("timeout", 10**400, "invalid_configuration"),
        ("request_timeout", [1], "invalid_configuration"),
        ("max_retries", -1, "invalid_configuration"),
        ("max_retries", "2", "invalid_configuration"),
        ("default_headers", "X-A: 1", "invalid_configuration"),
        ("default_headers", [("X-A", "1")], "invalid_configuration"),
        ("api_key", 5, "invalid_configuration"),
        ("workspace_id", object(), "invalid_configuration"),
        ("base_url", 5, "invalid_configuration"),
    ],
    ids=lambda v: v if isinstance(v, str) and len(v) < 30 else type(v).__name__,
)
def test_bad_option_is_an_evalrouter_error_naming_it(cls, option, value, code, httpx_mock):
    error = refused(cls, **{option: value})
    assert error.code == code
    assert option in error.message
    assert httpx_mock.get_requests() == []


def test_the_other_flavours_http_client_is_refused(cls):
    other = httpx.AsyncClient() if cls is EvalRouter else httpx.Client()
    try:
        error = refused(cls, http_client=other)
    finally:
        if isinstance(other, httpx.Client):
            other.close()
    assert error.code == "invalid_configuration"
    assert error.details == {"option": "http_client", "reason": "invalid_http_client"}


def test_the_other_flavours_transport_is_refused(cls):
    other = httpx.AsyncHTTPTransport() if cls is EvalRouter else httpx.HTTPTransport()
    error = refused(cls, transport=other)
    assert error.code == "invalid_configuration"
    assert "transport" in error.message


async def test_a_proper_transport_and_http_client_are_taken(cls):
    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=run_record())

    if cls is EvalRouter:
        client = cls(base_url=BASE, api_key=KEY, transport=httpx.MockTransport(answer))
        assert client.runs.get("run_1").id == "run_1"
        with httpx.Client(transport=httpx.MockTransport(answer)) as http:
            assert cls(base_url=BASE, api_key=KEY, http_client=http).runs.get("run_1").id
    else:
        client = cls(base_url=BASE, api_key=KEY, transport=httpx.MockTransport(answer))
        assert (await client.runs.get("run_1")).id == "run_1"
        await client.close()


@pytest.mark.parametrize("web_url", [5, b"https://evalrouter.ai", ["x"]])
async def test_report_url_with_a_web_url_that_is_not_a_str(make, web_url):
    h = make()
    with pytest.raises(EvalRouterError) as info:
        h.client.runs.report_url("run_1", web_url=web_url)
    assert info.value.code == "invalid_input"
    assert "web_url" in info.value.message


@pytest.mark.parametrize("run_id", [5, None, True, "", "a/b"])
async def test_report_url_with_a_bad_run_id(make, run_id):
    h = make()
    with pytest.raises(EvalRouterError) as info:
        h.client.runs.report_url(run_id, web_url="https://evalrouter.ai")
    assert info.value.code == "invalid_input"


async def test_report_url_with_an_unusable_web_url_string_is_empty(make):
    h = make()
    for bad in ("https://[::1", "ftp://x", "https://x.y/path", "http://example.com"):
        assert h.client.runs.report_url("run_1", web_url=bad) == ""
    assert (
        h.client.runs.report_url("run_1", web_url="https://evalrouter.ai")
        == "https://evalrouter.ai/evaluations/run_1"
    )


async def test_a_closed_client_raises_client_closed(make):
    h = make()
    await h.close()
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "client_closed"
    assert h.server.count == 0


# --------------------------------------------------------------------------- unknown options


def test_unknown_constructor_option_suggests_from_the_signature(cls):
    with pytest.raises(UnexpectedArgument) as info:
        cls(base_url=BASE, api_key=KEY, timout=5)
    error = info.value
    assert (error.code, error.details["reason"]) == ("invalid_configuration", "unknown_option")
    assert "'timeout'" in str(error)
    assert f"{cls.__name__}()" in error.message


def test_unknown_option_without_a_close_match_lists_every_real_parameter(cls):
    with pytest.raises(UnexpectedArgument) as info:
        cls(base_url=BASE, api_key=KEY, zzzzzz=1)
    params = [
        p.name
        for p in inspect.signature(cls).parameters.values()
        if p.kind is inspect.Parameter.KEYWORD_ONLY
    ]
    assert "http_client" in params and "transport" in params
    for name in params:  # the private _timing= (a test's clock) is no option to suggest
        assert (name in str(info.value.hint)) != name.startswith("_")


@pytest.mark.parametrize(("typo", "meant"), [("timout", "timeout"), ("max_retry", "max_retries")])
async def test_unknown_with_options_option_suggests_a_real_one(make, typo, meant):
    h = make()
    with pytest.raises(UnexpectedArgument) as info:
        h.client.with_options(**{typo: 1})
    assert f"'{meant}'" in str(info.value)


async def test_with_options_refuses_fixed_options_listing_what_it_takes(make):
    h = make()
    with pytest.raises(UnexpectedArgument) as info:
        h.client.with_options(base_url="https://other.example.com")
    for name in COPYABLE:
        assert name in str(info.value.hint)


# --------------------------------------------------------------------------- typed signatures


def _hints(fn: Any) -> dict[str, Any]:
    import evalrouter._client as client_module

    return typing.get_type_hints(fn, vars(client_module), include_extras=True)


@pytest.mark.parametrize("client_cls", [EvalRouter, AsyncEvalRouter])
def test_constructor_signature_has_no_any(client_cls):
    hints = _hints(client_cls.__init__)
    assert Any not in hints.values()
    unknown = inspect.signature(client_cls.__init__).parameters["unknown"]
    assert unknown.kind is inspect.Parameter.VAR_KEYWORD
    # **unknown: Unpack[NoMoreOptions], an empty TypedDict: a type checker accepts no
    # keyword beyond the named ones.
    (typed_dict,) = typing.get_args(hints["unknown"])
    assert typing.is_typeddict(typed_dict)
    assert typing.get_type_hints(typed_dict) == {}


@pytest.mark.parametrize("client_cls", [EvalRouter, AsyncEvalRouter])
def test_with_options_takes_exactly_the_copyable_options_typed(client_cls):
    hints = _hints(client_cls.with_options)
    (typed_dict,) = typing.get_args(hints["changes"])
    assert typed_dict is ClientChanges
    fields = typing.get_type_hints(ClientChanges)
    assert tuple(fields) == COPYABLE
    assert Any not in fields.values()
    constructor = inspect.signature(client_cls).parameters
    assert all(name in constructor for name in COPYABLE)
