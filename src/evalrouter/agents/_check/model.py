"""The scripted model behind the offline agent check's gateway: whatever the agent asks, it
answers with the next tool call of a fixed script (``get_task``, then ``submit`` with
:data:`ANSWER`, then ``done``), then with a short text once the script is over, in the format
the agent called (OpenAI chat completions or Anthropic messages), as server-sent events when the
agent asked for a stream and as one JSON answer otherwise.

Pure functions of the request: the script's position is read from the conversation the agent
sends back (the tool calls the model already made), so an agent that makes other calls on the
side (a title, a summary) gets a text answer and does not move the script.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..._tool_script import SCRIPT, called_steps, script_step

__all__ = [
    "ANSWER",
    "QUESTION",
    "SCRIPT",
    "Format",
    "ModelTurn",
    "anthropic_events",
    "answer",
    "openai_events",
]

QUESTION = "What is 3 + 4? End your answer with a line of the form 'ANSWER: <number>'."
ANSWER = "ANSWER: 7"
FINAL_TEXT = "The task is submitted and done."
SIDE_TEXT = "7"
"""A call that offers none of the ``evalrouter`` tools (a title, a summary) gets this."""

type Json = dict[str, Any]
type Format = Literal["openai-chat", "anthropic-messages"]


@dataclass(frozen=True, slots=True)
class ModelTurn:
    """What the scripted model answered to one call: the script's tool it called (by the name
    the agent offered it under) or None for a text answer."""

    format: Format
    streamed: bool
    step: str | None
    offered: tuple[str, ...]
    """The script's tools the call offered (their script names)."""
    reply: Json


def _offered_tools(body: Mapping[str, Any], fmt: Format) -> dict[str, str]:
    """Script tool → the name the agent offered it under."""
    offered: dict[str, str] = {}
    tools = body.get("tools")
    for tool in tools if isinstance(tools, list) else []:
        if not isinstance(tool, dict):
            continue
        name: object = tool.get("name")
        if fmt == "openai-chat" and isinstance(tool.get("function"), dict):
            name = tool["function"].get("name")
        if isinstance(name, str) and (step := script_step(name)) is not None:
            offered.setdefault(step, name)
    return offered


def _arguments(step: str) -> Json:
    return {"answer": ANSWER} if step == "submit" else {}


def _openai(model: str, number: int, call: tuple[str, str] | None, text: str) -> Json:
    message: Json = {"role": "assistant", "content": None if call else text}
    if call is not None:
        message["tool_calls"] = [
            {
                "id": f"call_{number}",
                "type": "function",
                "function": {"name": call[1], "arguments": json.dumps(_arguments(call[0]))},
            }
        ]
    return {
        "id": f"chatcmpl-check-{number}",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [
            {"index": 0, "message": message, "finish_reason": "tool_calls" if call else "stop"}
        ],
        "usage": {"prompt_tokens": 20, "completion_tokens": 8, "total_tokens": 28},
    }


def _anthropic(model: str, number: int, call: tuple[str, str] | None, text: str) -> Json:
    content: list[Json]
    if call is not None:
        content = [
            {
                "type": "tool_use",
                "id": f"toolu_check_{number}",
                "name": call[1],
                "input": _arguments(call[0]),
            }
        ]
    else:
        content = [{"type": "text", "text": text}]
    return {
        "id": f"msg_check_{number}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": "tool_use" if call else "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 20, "output_tokens": 8},
    }


def answer(body: Mapping[str, Any], fmt: Format, number: int) -> ModelTurn:
    """The scripted model's answer to call ``number`` of the check."""
    offered = _offered_tools(body, fmt)
    called = called_steps(body.get("messages"), anthropic=fmt == "anthropic-messages")
    step = next((tool for tool in SCRIPT if tool not in called), None)
    call = (step, offered[step]) if step is not None and step in offered else None
    text = SIDE_TEXT if not offered else FINAL_TEXT
    model = body.get("model")
    model = model if isinstance(model, str) else "evalrouter-check"
    build = _openai if fmt == "openai-chat" else _anthropic
    return ModelTurn(
        format=fmt,
        streamed=body.get("stream") is True,
        step=call[0] if call else None,
        offered=tuple(tool for tool in SCRIPT if tool in offered),
        reply=build(model, number, call, text),
    )


# ------------------------------------------------------------------------ server-sent events


def _sse(events: Sequence[tuple[str | None, object]]) -> bytes:
    out = []
    for name, data in events:
        text = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
        out.append((f"event: {name}\n" if name else "") + f"data: {text}\n\n")
    return "".join(out).encode()


def openai_events(reply: Json, *, include_usage: bool) -> bytes:
    """``reply`` as OpenAI ``chat.completion.chunk`` events, then ``[DONE]``."""
    choice = reply["choices"][0]
    message = choice["message"]
    base = {k: reply[k] for k in ("id", "created", "model")} | {"object": "chat.completion.chunk"}

    def chunk(delta: Json, finish: str | None = None) -> Json:
        return base | {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    events: list[tuple[str | None, object]] = [(None, chunk({"role": "assistant", "content": ""}))]
    for index, call in enumerate(message.get("tool_calls") or []):
        function = call["function"]
        head = {"index": index, "id": call["id"], "type": "function"}
        start = head | {"function": {"name": function["name"], "arguments": ""}}
        events.append((None, chunk({"tool_calls": [start]})))
        rest = {"index": index, "function": {"arguments": function["arguments"]}}
        events.append((None, chunk({"tool_calls": [rest]})))
    if message.get("content"):
        events.append((None, chunk({"content": message["content"]})))
    events.append((None, chunk({}, choice["finish_reason"])))
    if include_usage:
        events.append((None, base | {"choices": [], "usage": reply["usage"]}))
    events.append((None, "[DONE]"))
    return _sse(events)


def anthropic_events(reply: Json) -> bytes:
    """``reply`` as Anthropic message stream events, ``message_start`` to ``message_stop``."""
    start = reply | {"content": [], "stop_reason": None, "usage": {**reply["usage"]}}
    start["usage"]["output_tokens"] = 0
    events: list[tuple[str | None, object]] = [
        ("message_start", {"type": "message_start", "message": start})
    ]
    for index, block in enumerate(reply["content"]):
        if block["type"] == "tool_use":
            opened = block | {"input": {}}
            delta: Json = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        else:
            opened = {"type": "text", "text": ""}
            delta = {"type": "text_delta", "text": block["text"]}
        events.append(
            (
                "content_block_start",
                {"type": "content_block_start", "index": index, "content_block": opened},
            )
        )
        events.append(
            ("content_block_delta", {"type": "content_block_delta", "index": index, "delta": delta})
        )
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    events.append(
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": reply["stop_reason"], "stop_sequence": None},
                "usage": {"output_tokens": reply["usage"]["output_tokens"]},
            },
        )
    )
    events.append(("message_stop", {"type": "message_stop"}))
    return _sse(events)
