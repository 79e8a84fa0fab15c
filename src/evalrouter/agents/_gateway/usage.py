"""Tokens for every stream: a streamed OpenAI chat call leaves the relay asking the gateway for
its usage (``stream_options.include_usage``), whether or not the agent asked, so the call is
recorded with the tokens the gateway metered.

Where the agent did not ask, it gets back the events it would have had without the relay: the
last chunk that carries the usage and no choices is dropped, and the ``usage`` member the
gateway adds to the other chunks (``"usage":null``) is taken out of them, every other byte as
the gateway sent it. An event is held back until it is complete (its blank line), then passed
on at once. Where the agent asked, nothing is changed. Anthropic's streams carry their usage
(``message_start``, ``message_delta``) whatever the request says: they go as they are.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

__all__ = ["UsageHidden", "asks_for_usage", "with_usage"]

_EVENT_END = re.compile(rb"\r?\n\r?\n")
_LINE = re.compile(rb"[^\r\n]*(?:\r\n|\n|$)")
_KEY = re.compile(r'"usage"\s*:\s*')
_DECODER = json.JSONDecoder()


def asks_for_usage(payload: Mapping[str, object]) -> bool:
    """The request asks for the usage of its stream (``stream_options.include_usage``)."""
    options = payload.get("stream_options")
    return isinstance(options, Mapping) and options.get("include_usage") is True


def with_usage(payload: Mapping[str, object]) -> bytes | None:
    """The body that asks for the stream's usage in place of ``payload``'s, or None when the
    request goes as it is: it is not a streamed call, it asks already, or its
    ``stream_options`` is not an object (the gateway answers that as it would have)."""
    if payload.get("stream") is not True or asks_for_usage(payload):
        return None
    options = payload.get("stream_options")
    if options is not None and not isinstance(options, Mapping):
        return None
    asked = {**payload, "stream_options": {**(options or {}), "include_usage": True}}
    return json.dumps(asked, separators=(",", ":"), ensure_ascii=False).encode()


class UsageHidden:
    """The events of a stream the relay asked usage for, as the agent, which did not, would
    have had them: fed the gateway's bytes as they arrive, gives what to pass on now."""

    def __init__(self) -> None:
        self._pending = b""

    def feed(self, chunk: bytes) -> bytes:
        self._pending += chunk
        out: list[bytes] = []
        while (end := _EVENT_END.search(self._pending)) is not None:
            event, self._pending = self._pending[: end.end()], self._pending[end.end() :]
            out.append(_without_usage(event))
        return b"".join(out)

    def close(self) -> bytes:
        """The stream ended: an event without its blank line is passed on as it came."""
        rest, self._pending = self._pending, b""
        return _without_usage(rest) if rest else b""


def _without_usage(event: bytes) -> bytes:
    lines = [line for line in _LINE.findall(event) if line]
    data = [i for i, line in enumerate(lines) if line.startswith(b"data:")]
    if not data:
        return event
    values = [_field_value(lines[i]) for i in data]
    try:
        decoded = json.loads(b"\n".join(value for value, _ in values))
    except ValueError:
        return event
    if not isinstance(decoded, dict) or "usage" not in decoded:
        return event
    if isinstance(decoded["usage"], dict) and not decoded.get("choices") and "error" not in decoded:
        return b""  # the chunk only the usage request made: the agent never sees it
    kept = {k: v for k, v in decoded.items() if k != "usage"}
    first = data[0]
    if len(data) == 1:
        value, ending = values[0]
        text = _cut_member(value.decode("utf-8", "replace"), kept)
        head = lines[first][: len(lines[first]) - len(value) - len(ending)]
        lines[first] = head + text.encode() + ending
        return b"".join(lines)
    # Its JSON over several data lines (no gateway sends it so): one line in the first's place.
    lines[first] = b"data: " + _compact(kept).encode() + values[0][1]
    return b"".join(line for i, line in enumerate(lines) if i == first or i not in data)


def _field_value(line: bytes) -> tuple[bytes, bytes]:
    """A ``data:`` line's value (one leading space is the field's, not the value's) and its
    line ending."""
    body = line.rstrip(b"\r\n")
    ending = line[len(body) :]
    value = body[5:]
    return (value[1:] if value.startswith(b" ") else value), ending


def _cut_member(text: str, kept: dict[str, Any]) -> str:
    """``text`` (a JSON object) without its ``usage`` member, every other character kept; the
    object re-written compactly if no cut gives exactly ``kept``."""
    for key in _KEY.finditer(text):
        try:
            _, end = _DECODER.raw_decode(text, key.end())
        except ValueError:
            continue
        before = text[: key.start()]
        after = text[end:]
        stripped = before.rstrip()
        candidates = []
        if stripped.endswith(","):
            candidates.append(stripped[:-1] + after)  # a member before it: its comma goes
        trail = after.lstrip()
        if trail.startswith(","):
            candidates.append(before + trail[1:].lstrip())  # the first member: the next's comma
        candidates.append(before + after)  # the only member
        for candidate in candidates:
            try:
                if json.loads(candidate) == kept:
                    return candidate
            except ValueError:
                continue
    return _compact(kept)


def _compact(value: object) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
