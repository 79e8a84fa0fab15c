"""The Responses API's answer, built from a chat answer: the ``response`` object
(:func:`response`: ``id`` ``resp_…``, ``object`` ``response``, ``created_at``, ``status``
(``incomplete`` with ``incomplete_details.reason`` ``max_output_tokens`` when the model hit its
allowance), ``model``, ``output``, ``usage`` and the request's settings echoed as the API does),
its output items (:func:`output_items`: a ``message`` with ``output_text`` (or ``refusal``)
content, then one ``function_call`` per tool call with its ``call_id`` and ``arguments``, a
``custom_tool_call`` with its ``input`` for a custom tool's) and
its ``usage`` (``input_tokens``, ``output_tokens``, ``total_tokens`` and their details); for the
whole answer (``responses``) and the streamed one (``responses_stream``) alike."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field

from .common import Json, new_id

__all__ = [
    "ToolNames",
    "custom_input",
    "custom_item",
    "function_item",
    "message_item",
    "output_items",
    "response",
    "text_part",
    "usage",
]


SPACED = "__"
"""Between a namespace's name and its tool's in the name the chat model calls it by."""


@dataclass(frozen=True, slots=True)
class ToolNames:
    """The request's tools by the name the chat model calls them: the custom (free-text input)
    tools' names, and each namespaced tool's ``namespace__name`` with what it stands for."""

    custom: frozenset[str] = frozenset()
    spaced: Mapping[str, tuple[str, str]] = field(default_factory=dict)

    def named(self, chat_name: str) -> Json:
        """A call item's ``name`` (and ``namespace``) for the chat model's name of the tool."""
        if chat_name in self.spaced:
            namespace, name = self.spaced[chat_name]
            return {"name": name, "namespace": namespace}
        return {"name": chat_name}

    def item(self, call_id: str, chat_name: str, arguments: str, status: str) -> Json:
        """The output item of one call: a ``custom_tool_call`` for a custom tool (its input
        once ``arguments`` are whole), else a ``function_call``."""
        if chat_name in self.custom:
            item = custom_item(new_id("ctc_"), call_id, chat_name, custom_input(arguments))
        else:
            item = function_item(new_id("fc_"), call_id, chat_name, arguments, status)
        return item | self.named(chat_name)


def output_items(message: Mapping[str, object], names: ToolNames) -> list[Json]:
    """A chat answer's assistant message as Responses output items."""
    items: list[Json] = []
    content, refusal = message.get("content"), message.get("refusal")
    if isinstance(content, str) and content:
        items.append(message_item(new_id("msg_"), text_part(content), "completed"))
    elif isinstance(refusal, str) and refusal:
        part = {"type": "refusal", "refusal": refusal}
        items.append(message_item(new_id("msg_"), part, "completed"))
    for call in message.get("tool_calls") or ():  # type: ignore[attr-defined]
        if isinstance(call, dict) and isinstance(call.get("function"), dict):
            function = call["function"]
            call_id = str(call.get("id") or new_id("call_"))
            name = str(function.get("name") or "")
            arguments = str(function.get("arguments") or "")
            items.append(names.item(call_id, name, arguments, "completed"))
    return items


def custom_input(arguments: str) -> str:
    """A custom tool's input from its function's arguments (``{"input": ...}``); arguments
    of another shape are its input as they came."""
    try:
        decoded = json.loads(arguments)
    except ValueError:
        return arguments
    if isinstance(decoded, dict) and isinstance(decoded.get("input"), str):
        return str(decoded["input"])
    return arguments


def custom_item(item_id: str, call_id: str, name: str, given: str) -> Json:
    return {
        "type": "custom_tool_call",
        "id": item_id,
        "call_id": call_id,
        "name": name,
        "input": given,
    }


def text_part(text: str) -> Json:
    return {"type": "output_text", "text": text, "annotations": [], "logprobs": []}


def message_item(item_id: str, part: Json | None, status: str) -> Json:
    return {
        "type": "message",
        "id": item_id,
        "status": status,
        "role": "assistant",
        "content": [] if part is None else [part],
    }


def function_item(item_id: str, call_id: str, name: str, arguments: str, status: str) -> Json:
    return {
        "type": "function_call",
        "id": item_id,
        "call_id": call_id,
        "name": name,
        "arguments": arguments,
        "status": status,
    }


def usage(chat_usage: object) -> Json | None:
    """Chat completions' usage as the Responses API's."""
    if not isinstance(chat_usage, dict):
        return None
    prompt = _int(chat_usage.get("prompt_tokens"))
    completion = _int(chat_usage.get("completion_tokens"))
    prompt_details = chat_usage.get("prompt_tokens_details") or {}
    completion_details = chat_usage.get("completion_tokens_details") or {}
    return {
        "input_tokens": prompt,
        "input_tokens_details": {
            "cached_tokens": _int(prompt_details.get("cached_tokens")),
            "cache_write_tokens": _int(prompt_details.get("cache_write_tokens")),
        },
        "output_tokens": completion,
        "output_tokens_details": {
            "reasoning_tokens": _int(completion_details.get("reasoning_tokens"))
        },
        "total_tokens": _int(chat_usage.get("total_tokens")) or prompt + completion,
    }


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


_INCOMPLETE = {"length": "max_output_tokens", "content_filter": "content_filter"}


def response(
    body: Mapping[str, object],
    response_id: str,
    created: int,
    model: str,
    output: list[Json],
    finish_reason: object = None,
    chat_usage: object = None,
    *,
    status: str | None = None,
    error: Json | None = None,
) -> Json:
    """A ``response`` object: the answer, with the request's settings echoed as the API does.
    ``status`` is given while it streams (``in_progress``) and when it failed."""
    reason = _INCOMPLETE.get(str(finish_reason))
    if status is None:
        status = "incomplete" if reason else "completed"
    text = body.get("text") if isinstance(body.get("text"), dict) else {"format": {"type": "text"}}
    return {
        "id": response_id,
        "object": "response",
        "created_at": created,
        "status": status,
        "error": error,
        "incomplete_details": {"reason": reason} if status == "incomplete" else None,
        "instructions": body.get("instructions"),
        "max_output_tokens": body.get("max_output_tokens"),
        "model": model,
        "output": output,
        "parallel_tool_calls": body.get("parallel_tool_calls", True),
        "previous_response_id": body.get("previous_response_id"),
        "reasoning": {"effort": _effort(body), "summary": None},
        "temperature": body.get("temperature", 1.0),
        "text": text,
        "tool_choice": body.get("tool_choice", "auto"),
        "tools": body.get("tools") or [],
        "top_p": body.get("top_p", 1.0),
        "truncation": "disabled",
        "usage": usage(chat_usage),
        "user": body.get("user"),
        "metadata": body.get("metadata") or {},
    }


def _effort(body: Mapping[str, object]) -> object:
    reasoning = body.get("reasoning")
    return reasoning.get("effort") if isinstance(reasoning, dict) else None
