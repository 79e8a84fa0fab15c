"""A request's query goes in the URL httpx would make of ``params=``: the same URL, byte for
byte, for any query the SDK sends, so writing it in one string (one parse in httpx, not two)
changes nothing on the wire. A URL that is longer than httpx's limit only as a whole (each part
within it) goes out as before."""

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
