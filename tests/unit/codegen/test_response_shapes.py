"""Whatever a server answers, a call gives a value or an ``EvalRouterError``: an unreadable
success is ``invalid_response`` (saying what was wrong, never quoting the body), and an error
body of any shape is the status's mapped error."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

import evalrouter._pipeline as pipeline_module
import evalrouter._wire as wire_module
from evalrouter import (
    APIStatusError,
    BadRequestError,
    EvalRouterError,
    InternalServerError,
    NotFoundError,
)
from tests.support.records import run_record

MARK = "BODY-MARK-7f3a"  # a piece of every bad body: it must never reach the error


def unreadable_bodies() -> dict[str, bytes]:
    return {
        "nested_arrays": b"[" * 100_000,
        "nested_objects": b'{"a":' * 100_000,
        "nested_closed": b"[" * 50_000 + b"]" * 50_000,
        "invalid_utf8": b'{"id": "' + MARK.encode() + b'\xff\xfe"}',
        "utf16": json.dumps({"id": MARK}).encode("utf-16"),
        "nan": b'{"id": "' + MARK.encode() + b'", "spend": NaN}',
        "infinity": b'{"id": "' + MARK.encode() + b'", "spend": Infinity}',
        "minus_infinity": b'{"spend": -Infinity, "m": "' + MARK.encode() + b'"}',
        "html": b"<html>" + MARK.encode() + b"</html>",
        "empty": b"",
        "truncated": b'{"id": "' + MARK.encode(),
        "huge_int": b'{"n": ' + b"9" * 5000 + b"}",
        "array": json.dumps([run_record(MARK)]).encode(),
        "string": json.dumps(MARK).encode(),
        "number": b"5",
        "null": b"null",
        "true": b"true",
    }


BODIES = unreadable_bodies()


def check_invalid_response(error: EvalRouterError, body: bytes) -> None:
    assert error.code == "invalid_response"
    assert type(error) is EvalRouterError
    assert error.details["reason"]
    for text in (str(error), repr(error), str(error.details), str(error.as_dict())):
        assert MARK not in text
        assert len(text) < 1000
    assert body[:40].decode("utf-8", "replace") not in str(error) or len(body) < 6


@pytest.mark.parametrize("body", BODIES.values(), ids=BODIES.keys())
async def test_unreadable_object_answer_is_invalid_response(make, body):
    h = make(httpx.Response(200, content=body, headers={"X-Request-Id": "req_9"}), max_retries=3)
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    check_invalid_response(info.value, body)
    assert info.value.request_id == "req_9"
    assert h.server.count == 1  # never retried


@pytest.mark.parametrize(
    "body",
    [{"id": MARK}, "x", 5, None, {"data": [{"id": MARK}]}],
    ids=["object", "string", "number", "null", "page"],
)
async def test_non_array_where_an_array_is_expected(make, body):
    h = make(httpx.Response(200, content=json.dumps(body).encode()))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.tune_monitors.list())
    check_invalid_response(info.value, json.dumps(body).encode())
    assert "expected a JSON array" in info.value.message


@pytest.mark.parametrize(
    "body",
    [[], {"data": {"id": MARK}}, {"data": MARK}, {"data": 5}],
    ids=["array", "data_object", "data_string", "data_number"],
)
async def test_page_that_is_not_an_object_with_a_data_array(make, body):
    h = make(httpx.Response(200, content=json.dumps(body).encode()))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.benchmarks.list())
    check_invalid_response(info.value, json.dumps(body).encode())


class _PageWithoutData:
    """A page model as the tolerant models read ``{"next_cursor": null}``: data is None."""

    data = None
    next_cursor = None

    @classmethod
    def from_dict(cls, data: Any) -> _PageWithoutData:
        return cls()

    def to_dict(self) -> dict[str, Any]:
        return {"next_cursor": None}

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_dict())

    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]


async def test_page_without_data_reads_as_empty(make, monkeypatch):
    monkeypatch.setattr(pipeline_module, "load_model", lambda ref: _PageWithoutData)
    h = make(httpx.Response(200, json={"next_cursor": None}))
    page = await h.call(lambda c: c.benchmarks.list())
    assert len(page) == 0
    assert not page.has_next_page()
    assert page.data == [] and page.to_dict() == {"next_cursor": None}  # the JSON as received


async def test_body_over_the_size_cap_is_invalid_response(make, monkeypatch):
    monkeypatch.setattr(wire_module, "MAX_JSON_BYTES", 4096)
    body = json.dumps(run_record(name=MARK * 500)).encode()
    assert len(body) > 4096
    h = make(httpx.Response(200, content=body))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    check_invalid_response(info.value, body)
    assert "4,096-byte limit" in info.value.message


async def test_a_large_body_under_the_cap_is_read(make):
    record = run_record(notes="x" * 2_000_000)
    h = make(httpx.Response(200, json=record))
    run = await h.call(lambda c: c.runs.get("run_1"))
    assert run.id == "run_1"


class _ExplodingModel:
    """A response model whose decoding fails with an error no model should raise."""

    raised: type[BaseException] = ZeroDivisionError

    @classmethod
    def from_dict(cls, data: Any) -> Any:
        raise cls.raised(f"while reading {MARK}")


@pytest.mark.parametrize(
    "raised", [ZeroDivisionError, RecursionError, LookupError, AttributeError, IndexError]
)
async def test_any_failure_of_a_response_model_is_invalid_response(make, monkeypatch, raised):
    monkeypatch.setattr(_ExplodingModel, "raised", raised)
    monkeypatch.setattr(pipeline_module, "load_model", lambda ref: _ExplodingModel)
    h = make(httpx.Response(200, json={"x": 1}))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.quotes.get("q_1"))
    assert info.value.code == "invalid_response"
    assert raised.__name__ in info.value.details["reason"]


@pytest.mark.parametrize("status", [200, 500])
async def test_a_body_httpx_cannot_decode_is_invalid_response(make, status):
    def garbage(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, headers={"Content-Encoding": "gzip"}, content=MARK.encode())

    h = make(garbage, max_retries=3)
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    check_invalid_response(info.value, MARK.encode())
    assert "Content-Encoding" in info.value.message
    assert h.server.count == 1


# --------------------------------------------------------------------------- error bodies


ODD_ERROR_BODIES: dict[str, Any] = {
    "error_string": {"error": "flat"},
    "error_list": {"error": [1, 2]},
    "error_null": {"error": None},
    "code_number": {"error": {"code": 5, "message": "m"}},
    "code_null": {"error": {"code": None}},
    "code_object": {"error": {"code": {"a": 1}}},
    "message_number": {"error": {"code": "bad", "message": 5}},
    "message_object": {"error": {"code": "bad", "message": {"a": [1]}}},
    "hint_list": {"error": {"code": "bad", "hint": ["x"]}},
    "details_list": {"error": {"code": "bad", "details": [1, "two", {"three": 3}]}},
    "details_string": {"error": {"code": "bad", "details": "plain"}},
    "details_number": {"error": {"code": "bad", "details": 1.5}},
    "request_id_number": {"error": {"code": "bad", "request_id": 42}},
    "request_id_object": {"error": {"code": "bad", "request_id": {"a": 1}}},
    "retryable_string": {"error": {"code": "bad", "retryable": "true"}},
    "top_level_list": [{"error": {"code": "bad"}}],
    "top_level_string": "error",
}


@pytest.mark.parametrize("body", ODD_ERROR_BODIES.values(), ids=ODD_ERROR_BODIES.keys())
async def test_odd_error_bodies_give_the_mapped_error(make, body):
    h = make(httpx.Response(400, content=json.dumps(body).encode()))
    with pytest.raises(BadRequestError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    assert error.status_code == 400
    assert isinstance(error.code, str) and error.code
    assert isinstance(error.message, str) and error.message
    assert error.hint is None or isinstance(error.hint, str)
    assert error.request_id is None or isinstance(error.request_id, str)
    assert error.retryable is False
    json.dumps(error.as_dict())  # plain data only


@pytest.mark.parametrize(
    "content",
    [
        b"[" * 100_000,
        b'{"error":' * 100_000,
        b'{"error": {"code": "bad", "message": "\xff\xfe"}}',
        b'{"error": {"code": "bad", "details": {"n": NaN}}}',
        b"\x00\x01\x02",
    ],
    ids=["nested", "nested_envelope", "invalid_utf8", "nan_details", "binary"],
)
@pytest.mark.parametrize("status", [404, 500])
async def test_unreadable_error_bodies_give_the_mapped_error(make, content, status):
    h = make(httpx.Response(status, content=content), max_retries=0)
    expected = NotFoundError if status == 404 else InternalServerError
    with pytest.raises(expected) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert isinstance(info.value, APIStatusError)
    json.dumps(info.value.as_dict(), allow_nan=False)


async def test_error_details_are_bounded_plain_json(make):
    deep: Any = "bottom"
    for _ in range(10):
        deep = {"level": deep}
    details = {
        "deep": deep,
        "many": list(range(500)),
        "k" * 500: "long key",
        "control": "a\x00b\x1bc",
    }
    h = make(httpx.Response(422, json={"error": {"code": "bad", "details": details}}))
    with pytest.raises(APIStatusError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    got = info.value.details
    assert len(got["many"]) == 100
    assert "k" * 100 in got and "k" * 101 not in got
    assert got["control"] == "a b c"
    text = json.dumps(got)
    assert "[truncated]" in text and "bottom" not in text


async def test_control_characters_in_message_and_hint_become_spaces(make):
    body = {"error": {"code": "bad", "message": "line1\nline2\x1b[31m", "hint": "h" * 5000}}
    h = make(httpx.Response(400, json=body))
    with pytest.raises(BadRequestError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert "\n" not in info.value.message and "\x1b" not in info.value.message
    assert info.value.hint is not None and len(info.value.hint) == 2000
