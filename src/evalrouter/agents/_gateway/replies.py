"""What the gateway relay reads of a model call's answer: a streamed answer's server-sent
events rebuilt into the one reply the same call would have had unstreamed (both gateway
formats), and the error code of a refusal in either format's error shape."""

from __future__ import annotations

import json
from typing import Any

from .._trace.model_calls import GatewayFormat

__all__ = ["EventStream", "error_code", "rebuild"]

type Json = dict[str, Any]


class EventStream:
    """Server-sent events fed as bytes arrive (split anywhere); each complete event's
    ``data`` parsed as JSON (``[DONE]`` and anything unparseable are skipped)."""

    def __init__(self) -> None:
        self._buffer = b""
        self._data: list[bytes] = []
        self.events: list[Json] = []
        self.finished = False
        """The stream's last event came (OpenAI's ``[DONE]``, Anthropic's ``message_stop``)."""

    def feed(self, chunk: bytes) -> None:
        self._buffer += chunk
        while True:
            end = self._buffer.find(b"\n")
            if end < 0:
                return
            line = self._buffer[:end].rstrip(b"\r")
            self._buffer = self._buffer[end + 1 :]
            if not line:
                self._dispatch()
            elif line.startswith(b"data:"):
                value = line[5:]
                self._data.append(value[1:] if value.startswith(b" ") else value)

    def close(self) -> None:
        """The stream ended: an event without its blank line still counts."""
        if self._buffer:
            self.feed(b"\n")
        self._dispatch()

    def _dispatch(self) -> None:
        data, self._data = b"\n".join(self._data), []
        if data.strip() == b"[DONE]":
            self.finished = True
        if not data or self.finished:
            return
        try:
            event = json.loads(data)
        except ValueError:
            return
        if isinstance(event, dict):
            self.events.append(event)
            self.finished = event.get("type") == "message_stop"


def rebuild(fmt: GatewayFormat, events: list[Json]) -> tuple[Json | None, str | None]:
    """The unstreamed reply of a streamed call, and the error code when the stream carried an
    error event (then the reply is None)."""
    if fmt == "openai-chat":
        return _chat(events)
    return _messages(events)


def _chat(events: list[Json]) -> tuple[Json | None, str | None]:
    reply: Json = {"object": "chat.completion"}
    choices: dict[int, Json] = {}
    for event in events:
        if isinstance(event.get("error"), dict):
            return None, _code(event["error"]) or "stream_error"
        for key in ("id", "created", "model", "system_fingerprint"):
            if key in event and key not in reply:
                reply[key] = event[key]
        if isinstance(event.get("usage"), dict):
            reply["usage"] = event["usage"]
        for part in event.get("choices") or ():
            if not isinstance(part, dict):
                continue
            index = part.get("index", 0)
            choice = choices.setdefault(
                index if isinstance(index, int) else 0,
                {"message": {"role": "assistant", "content": None}, "finish_reason": None},
            )
            if part.get("finish_reason") is not None:
                choice["finish_reason"] = part["finish_reason"]
            delta = part.get("delta")
            if isinstance(delta, dict):
                _chat_delta(choice["message"], delta)
    reply["choices"] = [
        {"index": index, **choice} for index, choice in sorted(choices.items(), key=lambda i: i[0])
    ]
    for choice in reply["choices"]:
        calls = choice["message"].get("tool_calls")
        if isinstance(calls, dict):
            choice["message"]["tool_calls"] = [calls[i] for i in sorted(calls)]
    return reply, None


def _chat_delta(message: Json, delta: Json) -> None:
    if isinstance(delta.get("role"), str):
        message["role"] = delta["role"]
    for key in ("content", "refusal", "reasoning_content"):
        piece = delta.get(key)
        if isinstance(piece, str):
            message[key] = (message.get(key) or "") + piece
    for call in delta.get("tool_calls") or ():
        if not isinstance(call, dict):
            continue
        calls: dict[int, Json] = message.setdefault("tool_calls", {})
        index = call.get("index", len(calls))
        entry = calls.setdefault(
            index if isinstance(index, int) else len(calls),
            {"id": None, "type": "function", "function": {"name": "", "arguments": ""}},
        )
        if isinstance(call.get("id"), str):
            entry["id"] = call["id"]
        if isinstance(call.get("type"), str):
            entry["type"] = call["type"]
        function = call.get("function")
        if isinstance(function, dict):
            for key in ("name", "arguments"):
                if isinstance(function.get(key), str):
                    entry["function"][key] += function[key]


def _messages(events: list[Json]) -> tuple[Json | None, str | None]:
    reply: Json = {"type": "message", "role": "assistant", "content": []}
    blocks: dict[int, Json] = {}
    partial: dict[int, str] = {}
    for event in events:
        kind = event.get("type")
        if kind == "error" or isinstance(event.get("error"), dict):
            error = event.get("error")
            return None, (_code(error) if isinstance(error, dict) else None) or "stream_error"
        if kind == "message_start" and isinstance(event.get("message"), dict):
            start = event["message"]
            reply.update({k: v for k, v in start.items() if k != "content"})
            reply["content"] = []
        elif kind == "content_block_start" and isinstance(event.get("content_block"), dict):
            blocks[_index(event)] = dict(event["content_block"])
        elif kind == "content_block_delta" and isinstance(event.get("delta"), dict):
            index = _index(event)
            block = blocks.setdefault(index, {"type": "text", "text": ""})
            delta = event["delta"]
            if delta.get("type") == "input_json_delta":
                partial[index] = partial.get(index, "") + str(delta.get("partial_json") or "")
            for key in ("text", "thinking", "signature", "data"):
                if isinstance(delta.get(key), str):
                    block[key] = str(block.get(key) or "") + delta[key]
        elif kind == "message_delta":
            delta = event.get("delta")
            if isinstance(delta, dict):
                reply.update({k: v for k, v in delta.items() if k != "type"})
            usage = event.get("usage")
            if isinstance(usage, dict):
                reply["usage"] = {**(reply.get("usage") or {}), **usage}
    for index, text in partial.items():
        try:
            blocks[index]["input"] = json.loads(text) if text else {}
        except ValueError:
            blocks[index]["input"] = text
    reply["content"] = [blocks[i] for i in sorted(blocks)]
    return reply, None


def _index(event: Json) -> int:
    index = event.get("index")
    return index if isinstance(index, int) else 0


def _code(error: Json) -> str | None:
    for key in ("code", "type"):
        value = error.get(key)
        if isinstance(value, str) and value and value != "error":
            return value
    return None


def error_code(status: int, body: bytes) -> str:
    """The code of a refused call: the body's ``error.code`` (either format; Anthropic's
    ``error.type`` when it has no code), else ``http_<status>``."""
    try:
        answer = json.loads(body) if body else None
    except ValueError:
        answer = None
    error = answer.get("error") if isinstance(answer, dict) else None
    code = _code(error) if isinstance(error, dict) else None
    return code or f"http_{status}"
