"""Values that cannot go on the wire as given are refused before anything is sent, as an
``EvalRouterError`` naming the argument: never sent as a repr, never retried, never a
dropped connection, never another exception."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from evalrouter import APIConnectionError, EvalRouterError
from tests.support.records import run_record

OK_RUN = httpx.Response(200, json=run_record())
EMPTY_PAGE = httpx.Response(200, json={"data": [], "next_cursor": None})

# Each breaks the HTTP header grammar (h11 would refuse it, or httpx fail to encode it).
BAD_HEADER_VALUES = {
    "crlf": "a\r\nInjected: 1",
    "lf": "a\nb",
    "cr": "a\rb",
    "nul": "a\x00b",
    "control": "a\x07b",
    "non_ascii": "caf\u00e9",
    "line_separator": "a\u2028b",
    "not_str": 5,
}


async def refused(h: Any, call: Any) -> EvalRouterError:
    """The error ``call`` raises; nothing reached the server."""
    with pytest.raises(EvalRouterError) as info:
        await h.call(call)
    assert h.server.count == 0
    assert not isinstance(info.value, APIConnectionError)
    assert info.value.retryable is False
    return info.value


# --------------------------------------------------------------------------- headers


@pytest.mark.parametrize("value", BAD_HEADER_VALUES.values(), ids=BAD_HEADER_VALUES.keys())
async def test_bad_extra_header_value_is_invalid_input_naming_the_header(make, value):
    h = make(OK_RUN, max_retries=3)
    error = await refused(h, lambda c: c.runs.get("run_1", extra_headers={"X-Trace": value}))
    assert error.code == "invalid_input"
    assert "X-Trace" in error.message
    assert error.details == {
        "argument": "extra_headers",
        "header": "X-Trace",
        "reason": "invalid_extra_headers",
    }


@pytest.mark.parametrize("name", ["X Trace", "X:Trace", "", "X\r\nY", "caf\u00e9", 7])
async def test_bad_extra_header_name_is_invalid_input(make, name):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get("run_1", extra_headers={name: "v"}))
    assert error.code == "invalid_input"
    assert "header name" in error.message


@pytest.mark.parametrize("value", ["X-Trace: 1", [("X-Trace", "1")], 5])
async def test_extra_headers_that_are_not_a_mapping_are_refused(make, value):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get("run_1", extra_headers=value))
    assert error.code == "invalid_input"
    assert "extra_headers" in error.message


async def test_bad_header_on_a_write_is_not_retried_or_reported_as_a_network_error(make):
    h = make(OK_RUN, max_retries=5)
    error = await refused(h, lambda c: c.runs.cancel("run_1", extra_headers={"X-A": "a\r\nb"}))
    assert error.code == "invalid_input"
    assert h.sleeps == []


@pytest.mark.parametrize("value", BAD_HEADER_VALUES.values(), ids=BAD_HEADER_VALUES.keys())
async def test_bad_default_header_refused_at_construction(make, value):
    with pytest.raises(EvalRouterError) as info:
        make(OK_RUN, default_headers={"X-Team": value})
    assert info.value.code == "invalid_configuration"
    assert info.value.details["reason"] == "invalid_default_headers"
    assert "X-Team" in info.value.message
    assert info.value.details == {
        "option": "default_headers",
        "header": "X-Team",
        "reason": "invalid_default_headers",
    }


@pytest.mark.parametrize("value", ["a\nb", "caf\u00e9", "a\x00"], ids=["lf", "non_ascii", "nul"])
async def test_bad_default_header_refused_by_with_options(make, value):
    h = make(OK_RUN)
    with pytest.raises(EvalRouterError) as info:
        h.client.with_options(default_headers={"X-Team": value})
    assert info.value.code == "invalid_configuration"
    assert info.value.details["reason"] == "invalid_default_headers"
    assert "X-Team" in info.value.message
    await h.call(lambda c: c.runs.get("run_1"))  # the original client still works
    assert "X-Team" not in h.server.last.headers


@pytest.mark.parametrize("option", ["api_key", "workspace_id"])
@pytest.mark.parametrize("value", ["a\r\nb", "a\x00b", "caf\u00e9"], ids=["crlf", "nul", "é"])
async def test_credential_and_workspace_header_values_refused_at_construction(make, option, value):
    with pytest.raises(EvalRouterError) as info:
        make(OK_RUN, **{option: value})
    assert info.value.code == "invalid_configuration"
    assert info.value.details["reason"] == f"invalid_{option}"


async def test_workspace_with_line_break_refused_by_with_options(make):
    h = make(OK_RUN)
    with pytest.raises(EvalRouterError) as info:
        h.client.with_options(workspace_id="ws\r\nX-Evil: 1")
    assert (info.value.code, info.value.details["reason"]) == (
        "invalid_configuration",
        "invalid_workspace_id",
    )


async def test_good_headers_still_go_out(make):
    h = make(OK_RUN, default_headers={"X-Team": "evals\tand more"})
    await h.call(lambda c: c.runs.get("run_1", extra_headers={"X-Trace": " t-1 "}))
    assert h.server.last.headers["X-Team"] == "evals\tand more"
    assert h.server.last.headers["X-Trace"].strip() == "t-1"


# --------------------------------------------------------------------------- query


@pytest.mark.parametrize("value", ["a=b", ["a", "b"], 5])
async def test_extra_query_that_is_not_a_mapping_is_refused(make, value):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get("run_1", extra_query=value))
    assert error.code == "invalid_input"
    assert error.details["argument"] == "extra_query"


BAD_QUERY_VALUES = {
    "object": object(),
    "set": {1, 2},
    "bytes": b"x",
    "dict": {"nested": 1},
    "nested_list": [["a"]],
    "nan": float("nan"),
    "inf": float("inf"),
    "lone_surrogate": "\ud800",
    "list_with_none": ["a", None],
}


@pytest.mark.parametrize("value", BAD_QUERY_VALUES.values(), ids=BAD_QUERY_VALUES.keys())
async def test_extra_query_value_that_is_no_wire_value_is_refused(make, value):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get("run_1", extra_query={"expand": value}))
    assert error.code == "invalid_input"
    assert error.details["argument"] == "extra_query['expand']"
    assert "expand" in error.message


@pytest.mark.parametrize(
    "value",
    [object(), {1, 2}, b"x", {"a": 1}, ["a"], 5, True, "\udcff"],
    ids=["object", "set", "bytes", "dict", "list", "int", "bool", "surrogate"],
)
async def test_string_query_parameter_takes_only_a_str(make, value):
    h = make(EMPTY_PAGE)
    error = await refused(h, lambda c: c.benchmarks.list(q=value))
    assert error.code == "invalid_input"
    assert error.details["argument"] == "q"
    assert "object at 0x" not in error.message


@pytest.mark.parametrize("value", [True, "5", 5.0, object()], ids=["bool", "str", "float", "obj"])
async def test_integer_query_parameter_takes_only_an_int(make, value):
    h = make(EMPTY_PAGE)
    error = await refused(h, lambda c: c.benchmarks.list(limit=value))
    assert error.details["argument"] == "limit"


@pytest.mark.parametrize("value", [1, "true", "yes"], ids=["int", "str_true", "str_yes"])
async def test_boolean_query_parameter_takes_only_a_bool(make, value):
    h = make(EMPTY_PAGE)
    error = await refused(h, lambda c: c.benchmarks.evals.list(include_private=value))
    assert error.details["argument"] == "include_private"


async def test_query_values_on_the_wire(make):
    h = make(EMPTY_PAGE)
    await h.call(
        lambda c: c.benchmarks.evals.list(
            include_private=True,
            private_only=False,
            limit=5,
            q="caf\u00e9 & co",
            extra_query={"flag": True, "n": 3, "x": 1.5, "tags": ["a", "b"], "skip": None},
        )
    )
    params = h.server.last.url.params
    assert params["include_private"] == "true"
    assert params["private_only"] == "false"
    assert params["limit"] == "5"
    assert params["q"] == "caf\u00e9 & co"
    assert (params["flag"], params["n"], params["x"], params["tags"]) == ("true", "3", "1.5", "a,b")
    assert "skip" not in params


async def test_huge_query_is_invalid_input_not_an_httpx_error(make):
    h = make(EMPTY_PAGE)
    error = await refused(h, lambda c: c.benchmarks.list(q="a" * 1_000_000))
    assert error.code == "invalid_input"
    assert error.details["argument"] == "q"
    assert "1,000,000" in error.message
    assert len(error.message) < 400


async def test_a_long_but_sendable_query_goes_out(make):
    h = make(EMPTY_PAGE)
    await h.call(lambda c: c.benchmarks.list(q="a" * 10_000))
    assert h.server.last.url.params["q"] == "a" * 10_000


# --------------------------------------------------------------------------- path


@pytest.mark.parametrize(
    "value",
    [True, 5, 1.5, b"run_1", ["run_1"], object(), ""],
    # repr, but the same in every process (pytest-xdist's workers must collect the same ids)
    ids=lambda v: "object()" if type(v) is object else repr(v),
)
async def test_path_parameter_is_a_non_empty_str(make, value):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get(value))
    assert error.code == "invalid_input"
    assert error.details["argument"] == "run_id"
    assert "run_id" in error.message


async def test_none_path_parameter_is_invalid_input(make):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get(None))
    assert error.code == "invalid_input"


@pytest.mark.parametrize("value", ["\ud800", "caf\u00e9", "a\x00b", "r/../x"], ids=repr)
async def test_path_parameter_outside_the_id_alphabet_is_refused(make, value):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.get(value))
    assert error.code == "invalid_input"


# --------------------------------------------------------------------------- body


BAD_BODIES = {
    "object_value": {"quote_id": object()},
    "set_value": {"quote_id": {1, 2}},
    "bytes_value": {"quote_id": b"q"},
    "tuple_key": {("a", "b"): 1},
    "nan": {"n": float("nan")},
    "surrogate": {"name": "\ud800"},
}


def _deep(depth: int) -> Any:
    out: Any = []
    for _ in range(depth):
        out = [out]
    return out


BAD_BODIES["deep"] = {"a": _deep(100_000)}  # beyond the recursion limit


@pytest.mark.parametrize("body", BAD_BODIES.values(), ids=BAD_BODIES.keys())
async def test_body_that_is_not_json_is_invalid_input(make, body):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs._create(body))
    assert error.code == "invalid_input"
    assert error.details["argument"] == "body"


@pytest.mark.parametrize("body", ["quote_id=q_1", ["q_1"], 5], ids=["str", "list", "int"])
async def test_body_that_is_not_a_mapping_is_invalid_input(make, body):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs._create(body))
    assert error.code == "invalid_input"


# --------------------------------------------------------------------------- options


@pytest.mark.parametrize(
    ("option", "value", "code"),
    [
        ("timeout", "abc", "invalid_input"),
        ("timeout", 10**400, "invalid_input"),
        ("timeout", float("nan"), "invalid_input"),
        ("request_timeout", object(), "invalid_input"),
        ("max_retries", "2", "invalid_input"),
        ("max_retries", 1.0, "invalid_input"),
        ("idempotency_key", 5, "invalid_input"),
        ("idempotency_key", "k\r\n", "invalid_input"),
    ],
    ids=[
        "timeout-str",
        "timeout-huge",
        "timeout-nan",
        "rt-obj",
        "mr-str",
        "mr-float",
        "ik-int",
        "ik-crlf",
    ],
)
async def test_bad_per_call_option_values_are_refused(make, option, value, code):
    h = make(OK_RUN)
    error = await refused(h, lambda c: c.runs.cancel("run_1", **{option: value}))
    assert error.code == code
    assert option in error.message
