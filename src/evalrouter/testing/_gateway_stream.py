"""A gateway reply as the server-sent events a streaming client reads, in each format's shape.

OpenAI: ``chat.completion.chunk`` objects (the role and the content or the tool calls in
pieces, per choice, then each choice's ``finish_reason``), a last chunk with ``usage`` and no
choices when ``stream_options.include_usage`` is set (``usage: null`` on the others, as OpenAI
sends), then ``data: [DONE]``. Anthropic: ``message_start`` (with the input usage),
``content_block_start`` / ``content_block_delta`` (``text_delta``, or ``input_json_delta`` for a
``tool_use`` block) / ``content_block_stop`` per block, ``message_delta`` (``stop_reason`` and the
output usage) and ``message_stop``. These are the shapes the ``openai`` and ``anthropic`` Python
SDKs' stream accumulators read.
"""

from __future__ import annotations

import json
from typing import Any

JsonObject = dict[str, Any]

CHAT = "chat"
# Characters per delta: small enough that a client sees several pieces of a short answer.
PIECE = 24


def _sse(data: object, event: str | None = None) -> str:
    line = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return (f"event: {event}\n" if event else "") + f"data: {line}\n\n"


def _pieces(text: str) -> list[str]:
    return [text[i : i + PIECE] for i in range(0, len(text), PIECE)] or [""]


def stream_events(reply: JsonObject, kind: str, body: JsonObject) -> bytes:
    """A whole reply (the gateway's JSON answer to ``body``) as server-sent events."""
    if kind == CHAT:
        return "".join(_chat_events(reply, body)).encode()
    return "".join(_messages_events(reply)).encode()


def _chat_deltas(message: JsonObject) -> list[JsonObject]:
    calls = message.get("tool_calls")
    if calls:
        deltas: list[JsonObject] = []
        for index, call in enumerate(calls):
            function = call["function"]
            head = {
                "index": index,
                "id": call["id"],
                "type": "function",
                "function": {"name": function["name"], "arguments": ""},
            }
            deltas.append({"tool_calls": [head]})
            for piece in _pieces(function["arguments"]):
                deltas.append({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
        deltas[0] = {"role": "assistant", "content": None, **deltas[0]}
        return deltas
    deltas = [{"content": piece} for piece in _pieces(str(message.get("content") or ""))]
    deltas[0] = {"role": "assistant", **deltas[0]}
    return deltas


def _chat_events(reply: JsonObject, body: JsonObject) -> list[str]:
    options = body.get("stream_options")
    with_usage = isinstance(options, dict) and options.get("include_usage") is True
    head: JsonObject = {k: reply[k] for k in ("id", "created", "model")}
    head["object"] = "chat.completion.chunk"
    if with_usage:
        head["usage"] = None
    parts: list[str] = []
    for choice in reply["choices"]:
        index = choice["index"]
        for delta in _chat_deltas(choice["message"]):
            chunk = {"index": index, "delta": delta, "finish_reason": None}
            parts.append(_sse({**head, "choices": [chunk]}))
        ending = {"index": index, "delta": {}, "finish_reason": choice["finish_reason"]}
        parts.append(_sse({**head, "choices": [ending]}))
    if with_usage:
        parts.append(_sse({**head, "choices": [], "usage": reply["usage"]}))
    parts.append("data: [DONE]\n\n")
    return parts


def _messages_events(reply: JsonObject) -> list[str]:
    usage = reply["usage"]
    start = {**reply, "content": [], "stop_reason": None, "usage": {**usage, "output_tokens": 1}}
    parts = [_sse({"type": "message_start", "message": start}, "message_start")]
    for index, block in enumerate(reply["content"]):
        if block["type"] == "tool_use":
            opening = {**block, "input": {}}
            arguments = json.dumps(block["input"], separators=(",", ":"), ensure_ascii=False)
            deltas = [{"type": "input_json_delta", "partial_json": p} for p in _pieces(arguments)]
        else:
            opening = {"type": "text", "text": ""}
            deltas = [{"type": "text_delta", "text": p} for p in _pieces(block["text"])]
        started = {"type": "content_block_start", "index": index, "content_block": opening}
        parts.append(_sse(started, "content_block_start"))
        for delta in deltas:
            chunk = {"type": "content_block_delta", "index": index, "delta": delta}
            parts.append(_sse(chunk, "content_block_delta"))
        parts.append(_sse({"type": "content_block_stop", "index": index}, "content_block_stop"))
    ending = {
        "type": "message_delta",
        "delta": {"stop_reason": reply["stop_reason"], "stop_sequence": None},
        "usage": {"output_tokens": usage["output_tokens"]},
    }
    parts.append(_sse(ending, "message_delta"))
    parts.append(_sse({"type": "message_stop"}, "message_stop"))
    return parts
