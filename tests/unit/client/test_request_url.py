"""Building a request. Its query goes in the URL httpx would make of ``params=``: the same
URL, byte for byte, for any query the SDK sends, so writing it in one string (one parse in
httpx, not two) changes nothing on the wire; a URL longer than httpx's limit only as a whole
(each part within it) goes out as before. A path segment checked once is remembered; a refused
one never is."""

from __future__ import annotations

import random

import httpx
import pytest

from evalrouter._wire import build_request

BASE = "https://api.evalrouter.ai/v1/runs/run_01JQ7%2FX/events"
PIECES = [
    "a",
    "caf\u00e9 & co",
    "a b+c",
    "#frag",
    "?q=1",
    "%41",
    "a,b",
    "[x]",
    "\u2028",
    "\u00e9/\u00fc",
    "~*'()!;:@$",
    "true",
    "1.5",
    "",
    "\U0001f600",
    "=&=",
]
NAMES = ["after", "limit", "q", "k y", "\u00fc", "x#", "a&b", "=", "%", "type"]


def queries(count: int) -> list[dict[str, str]]:
    rnd = random.Random(27)
    return [
        {
            rnd.choice(NAMES): rnd.choice(PIECES) + rnd.choice(PIECES)
            for _ in range(rnd.randint(1, 4))
        }
        for _ in range(count)
    ]


@pytest.mark.parametrize("method", ["GET", "POST"])
def test_the_url_is_the_one_httpx_makes_of_params(method: str):
    headers = httpx.Headers({"Accept": "application/json"})
    for query in [{"after": "100", "limit": "100"}, *queries(500)]:
        sent = build_request("runs.events.list()", method, BASE, query, headers, None)
        expected = httpx.Request(method, BASE, params=query, headers=headers)
        assert str(sent.url) == str(expected.url), query
        assert sent.url.raw_path == expected.url.raw_path
        assert dict(sent.url.params) == query
        assert sent.headers == expected.headers


def test_no_query_means_no_question_mark():
    sent = build_request("runs.get()", "GET", BASE, {}, httpx.Headers(), None)
    assert str(sent.url) == BASE


def test_a_url_over_the_limit_only_as_a_whole_goes_out_as_before():
    query = {"q": "a" * 65_500}  # each part within httpx's 65,536; the whole over it
    sent = build_request("benchmarks.list()", "GET", BASE, query, httpx.Headers(), None)
    assert sent.url == httpx.Request("GET", BASE, params=query).url
    assert sent.url.params["q"] == "a" * 65_500


def test_a_path_segment_checked_once_is_encoded_the_same_and_a_bad_one_is_always_refused():
    from evalrouter_generated import _operations as _ops

    from evalrouter import EvalRouterError
    from evalrouter._wire import _SEGMENTS, _SEGMENTS_MAX, encode_segment

    run_id = _ops.RUNS_GET.params[0]
    assert [encode_segment("runs.get()", run_id, "run_1:a@b") for _ in range(3)] == [
        "run_1%3Aa%40b"
    ] * 3
    for bad in ["..", "a/b", "x" * 201, "caf\u00e9", "\ud800"]:
        for _ in range(2):  # refused again: a refusal is never remembered
            with pytest.raises(EvalRouterError) as info:
                encode_segment("runs.get()", run_id, bad)
            assert info.value.code == "invalid_input"
    for n in range(3 * _SEGMENTS_MAX):
        assert encode_segment("runs.get()", run_id, f"run_{n}") == f"run_{n}"
    assert len(_SEGMENTS) <= _SEGMENTS_MAX
