"""A streamed chat answer as ``:streamGenerateContent?alt=sse``'s events, chunk by chunk.

Each event is one ``data:`` line, a ``GenerateContentResponse`` with one candidate: each piece
of text as it arrives (a ``text`` part); the function calls, whole (the API does not stream a
call's arguments), with ``finishReason`` and ``usageMetadata`` in the last event once the
gateway's stream ended: the relay asks the gateway for the stream's usage, so it is there. A
stream that carries an error, or is cut, ends with an event holding Google's ``error``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...._gateway_errors import GEMINI, error_body
from .common import ChatChunks, Json, new_id, sse
from .gemini_answer import function_part, response

if TYPE_CHECKING:
    from .gemini import GeminiCall

__all__ = ["GeminiStream"]


class GeminiStream(ChatChunks):
    """The events of one streamed Gemini call (see the module)."""

    def __init__(self, call: GeminiCall) -> None:
        self._model = call.model
        self._id = new_id("")
        self._calls: dict[int, Json] = {}
        self._finish: object = None

    def start(self) -> bytes:
        return b""

    def finish(self) -> bytes:
        if self._over:
            return b""
        self._over = True
        parts = [function_part(self._calls[i]) for i in sorted(self._calls)] or [{"text": ""}]
        finish = self._finish if self._finish is not None else "stop"
        return sse(response(parts, finish, self._usage, self._model, self._id))

    def fail(self, code: str, message: str) -> bytes:
        if self._over:
            return b""
        self._over = True
        return sse(error_body(GEMINI, 500, {"code": code, "message": message}))

    def _choice(self, choice: Json) -> bytes:
        if choice.get("finish_reason") is not None:
            self._finish = choice["finish_reason"]
        delta = choice.get("delta")
        if not isinstance(delta, dict):
            return b""
        for call in delta.get("tool_calls") or ():
            if isinstance(call, dict):
                self._tool_call(call)
        piece = delta.get("content")
        if not isinstance(piece, str) or not piece:
            return b""
        return sse(response([{"text": piece}], None, None, self._model, self._id))

    def _tool_call(self, call: Json) -> None:
        index = call.get("index", len(self._calls))
        kept = self._calls.setdefault(
            index if isinstance(index, int) else len(self._calls),
            {"id": None, "function": {"name": "", "arguments": ""}},
        )
        if isinstance(call.get("id"), str):
            kept["id"] = call["id"]
        function = call.get("function")
        if isinstance(function, dict):
            for key in ("name", "arguments"):
                if isinstance(function.get(key), str):
                    kept["function"][key] += function[key]
