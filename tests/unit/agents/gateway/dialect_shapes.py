"""Checks of what the relay writes in a dialect against the recorded examples of
``dialect_examples`` (written from the public API references): every field it writes is one of
the example's at the same place, with a value of the same JSON type."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).parent / "dialect_examples"
FREE_FORM = frozenset(
    {"parameters", "schema", "metadata", "args", "format", "tools", "tool_choice"}
)
"""Fields whose value is the user's own (a JSON schema, metadata, an echoed output format,
tools or tool choice): not compared inside."""


def example(name: str) -> Any:
    return json.loads((EXAMPLES / name).read_text())


def example_events(name: str) -> list[dict[str, Any]]:
    """A recorded stream's events (``data`` of each), checking each ``event:`` names its type."""
    events = []
    for block in (EXAMPLES / name).read_text().strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines())
        data = json.loads(lines["data"])
        assert lines.get("event", data.get("type")) == data.get("type")
        events.append(data)
    return events


def parse_sse(raw: bytes) -> list[dict[str, Any]]:
    """The events the relay wrote, checking the same (its ``event:`` is the data's type)."""
    events = []
    for block in raw.decode().strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines())
        data = json.loads(lines["data"])
        if "event" in lines:
            assert lines["event"] == data["type"], block
        events.append(data)
    return events


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int | float):
        return "number"
    return type(value).__name__


def assert_shaped(emitted: object, reference: object, where: str = "$") -> None:
    """``emitted`` has only fields the ``reference`` example has, recursively; a list's items
    are compared with the reference's item of the same ``type`` (an untyped object: one with
    its fields)."""
    if emitted is None or reference is None:
        return  # a nullable field, null on one side
    assert _kind(emitted) == _kind(reference), f"{where}: {emitted!r} is not like {reference!r}"
    if isinstance(emitted, dict):
        assert isinstance(reference, dict)
        extra = set(emitted) - set(reference)
        assert not extra, f"{where}: fields {sorted(extra)} are not in the reference"
        for key, value in emitted.items():
            if key not in FREE_FORM:
                assert_shaped(value, reference[key], f"{where}.{key}")
    elif isinstance(emitted, list):
        assert isinstance(reference, list)
        for index, item in enumerate(emitted):
            if not reference:
                raise AssertionError(f"{where}[{index}]: the reference's list is empty")
            same = [r for r in reference if isinstance(r, dict) and isinstance(item, dict)]
            if same and "type" in item:  # type: ignore[operator]
                same = [r for r in same if r.get("type") == item["type"]]  # type: ignore[index]
            elif same:  # untyped (Gemini's parts): the one with the same fields
                same = [r for r in same if set(item) <= set(r)]  # type: ignore[arg-type]
            else:
                same = reference
            assert same, f"{where}[{index}]: no {item!r:.60} in the reference"
            assert_shaped(item, same[0], f"{where}[{index}]")
