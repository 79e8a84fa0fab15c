"""The nesting-depth check every answer passes before it is decoded (``_wire._too_deep``): its
contract against a plain reference that walks the text one byte at a time, on random JSON whose
strings are full of brackets, quotes and escapes, and on real answers (a page of 100 events is
never too deep, however its strings look)."""

from __future__ import annotations

import json
import random

import pytest

from evalrouter._wire import _too_deep


def depth(text: bytes) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings (escapes honoured)."""
    deepest = level = 0
    in_string = escaped = False
    for byte in text:
        char = chr(byte)
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            level += 1
            deepest = max(deepest, level)
        elif char in "]}":
            level -= 1
    return deepest


def value(rng: random.Random, depth_left: int) -> object:
    """A random JSON value: strings full of brackets, quotes and backslashes, nested at most
    ``depth_left`` deep."""
    kind = rng.randrange(4 if depth_left > 0 else 2)
    if kind == 0:
        return "".join(rng.choice('[]{}"\\ab:,') for _ in range(rng.randint(0, 8)))
    if kind == 1:
        return rng.choice([1, 2.5, None, True])
    if kind == 2:
        return [value(rng, depth_left - 1) for _ in range(rng.randint(0, 3))]
    return {str(value(rng, 0)): value(rng, depth_left - 1) for _ in range(rng.randint(0, 3))}


@pytest.mark.parametrize("seed", range(4))
def test_random_json_against_the_reference(seed: int):
    rng = random.Random(seed)
    for _ in range(3_000):
        body = json.dumps(value(rng, rng.randint(0, 12)), ensure_ascii=rng.random() < 0.5)
        text = body.encode()
        deep = depth(text)
        for limit in (2, 4, 8, 16):
            got = _too_deep(text, limit)
            if deep > limit:
                assert got, (body, limit, deep)
            elif deep <= limit // 2:
                assert not got, (body, limit, deep)


def test_a_page_of_events_with_brackets_in_its_strings_is_not_too_deep():
    item = {"sequence": 1, "type": "sample.completed", "data": {"text": '[{"a": [1]}] \\" ]]]'}}
    page = {"data": [item] * 100, "has_more": False, "next_sequence": 100}
    assert not _too_deep(json.dumps(page).encode(), 200)
    assert not _too_deep(json.dumps({"data": [{"data": {}}] * 100}).encode(), 200)


@pytest.mark.parametrize("hidden", ['"]]]]"', '"\\"]]]]"'])
def test_closing_brackets_hidden_in_strings_do_not_hide_a_deep_body(hidden: str):
    body = ("[" * 150 + hidden + "]" * 150).encode()
    assert _too_deep(body, 200) is False  # 150 is in the band where either answer is allowed
    body = ("[" * 250 + hidden + "]" * 250).encode()
    assert _too_deep(body, 200)
