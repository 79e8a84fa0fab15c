"""The Gemini API's answer, built from a chat answer: a ``GenerateContentResponse``
(:func:`response`: one candidate, its ``content`` with ``role`` ``model`` and its ``parts``,
text then ``functionCall`` parts (:func:`function_part`: ``id``, ``name``, ``args``), its
``finishReason`` (``STOP`` / ``MAX_TOKENS`` / ``SAFETY``) and ``index``; ``usageMetadata``,
``modelVersion``, ``responseId``), for the whole answer (``gemini``) and the streamed one
(``gemini_stream``) alike."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .common import Json, new_id

__all__ = ["candidate_parts", "function_part", "response", "usage_metadata"]

_FINISH = {"stop": "STOP", "tool_calls": "STOP", "length": "MAX_TOKENS", "content_filter": "SAFETY"}


def candidate_parts(message: Mapping[str, object]) -> list[Json]:
    """A chat answer's assistant message as a candidate's parts: its text, then its calls."""
    parts: list[Json] = []
    content = message.get("content")
    if isinstance(content, str) and content:
        parts.append({"text": content})
    for call in message.get("tool_calls") or ():  # type: ignore[attr-defined]
        if isinstance(call, dict) and isinstance(call.get("function"), dict):
            parts.append(function_part(call))
    return parts


def function_part(call: Mapping[str, Any]) -> Json:
    function = call["function"]
    arguments = function.get("arguments") or "{}"
    try:
        args = json.loads(arguments)
    except ValueError:
        args = {"arguments": arguments}  # not JSON: given as it came, never dropped
    return {
        "functionCall": {
            "id": str(call.get("id") or new_id("call_")),
            "name": str(function.get("name") or ""),
            "args": args if isinstance(args, dict) else {"value": args},
        }
    }


def usage_metadata(chat_usage: object) -> Json | None:
    if not isinstance(chat_usage, dict):
        return None
    prompt = chat_usage.get("prompt_tokens")
    completion = chat_usage.get("completion_tokens")
    prompt = prompt if isinstance(prompt, int) else 0
    completion = completion if isinstance(completion, int) else 0
    total = chat_usage.get("total_tokens")
    return {
        "promptTokenCount": prompt,
        "candidatesTokenCount": completion,
        "totalTokenCount": total if isinstance(total, int) else prompt + completion,
    }


def response(
    parts: list[Json],
    finish_reason: object,
    chat_usage: object,
    model: str,
    response_id: str | None = None,
) -> Json:
    """A ``GenerateContentResponse``: one candidate; its ``finishReason`` once there is one."""
    candidate: Json = {"content": {"role": "model", "parts": parts}, "index": 0}
    if finish_reason is not None:
        candidate["finishReason"] = _FINISH.get(str(finish_reason), "OTHER")
    made: Json = {"candidates": [candidate]}
    usage = usage_metadata(chat_usage)
    if usage is not None:
        made["usageMetadata"] = usage
    made["modelVersion"] = model
    made["responseId"] = response_id or new_id("")
    return made
