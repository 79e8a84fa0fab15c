"""A streamed chat answer as the Responses API's server-sent events, chunk by chunk.

Each event is ``event: <type>`` and its ``data`` (with the ``type`` again and a
``sequence_number`` counting from 0), in the API's order: ``response.created`` and
``response.in_progress`` before the first chunk is read; then for the text
``response.output_item.added`` (a ``message``), ``response.content_part.added``,
``response.output_text.delta`` per piece (``response.refusal.delta`` for a refusal),
``response.output_text.done``, ``response.content_part.done``, ``response.output_item.done``;
for each tool call ``response.output_item.added`` (a ``function_call`` with its ``call_id`` and
``name``), ``response.function_call_arguments.delta`` per piece,
``response.function_call_arguments.done``, ``response.output_item.done`` (a custom tool's
call: its whole ``input`` in one ``response.custom_tool_call_input.delta``, then
``.done``, once its arguments are complete). An item is done when
the next begins or the stream ends; then ``response.completed`` (``response.incomplete`` when
the model hit its allowance) carries the whole response with its ``usage``: the relay asks the
gateway for the stream's usage (``stream_options.include_usage``), so it is there whatever the
agent asked. A stream that carries an error, or is cut, ends with ``error`` (its ``code`` the
gateway's, or ``stream_interrupted``) and then ``response.failed`` (its ``error.code``
``server_error``, the API's code for it, with ours in the message).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from .common import ChatChunks, Json, new_id, sse
from .responses_answer import (
    custom_input,
    message_item,
    response,
    text_part,
)

if TYPE_CHECKING:
    from .responses import ResponsesCall

__all__ = ["ResponsesStream"]


class ResponsesStream(ChatChunks):
    """The events of one streamed Responses call (see the module)."""

    def __init__(self, call: ResponsesCall) -> None:
        self._call = call
        self._id = new_id("resp_")
        self._created = int(time.time())
        self._model = str(call.body.get("model"))
        self._seq = 0
        self._output: list[Json] = []
        self._open: Json | None = None  # the item being streamed
        self._text = ""  # its text, or its arguments
        self._part = "output_text"  # or "refusal"
        self._calls: dict[int, Json] = {}  # the chat tool call index: its item
        self._finish: object = None
        self._message: Json = {"role": "assistant", "content": None}

    # ------------------------------------------------------------------ the relay's calls

    def start(self) -> bytes:
        head = self._response("in_progress")
        return self._emit("response.created", response=head) + self._emit(
            "response.in_progress", response=head
        )

    def finish(self) -> bytes:
        if self._over:
            return b""
        out = self._close()
        self._over = True
        made = response(
            self._call.body,
            self._id,
            self._created,
            self._model,
            self._output,
            self._finish,
            self._usage,
        )
        self._call.remember(made, self._message)
        kind = "response.incomplete" if made["status"] == "incomplete" else "response.completed"
        return out + self._emit(kind, response=made)

    def fail(self, code: str, message: str) -> bytes:
        if self._over:
            return b""
        self._over = True
        # The response's error takes the API's own codes only: ours is in the error event, and
        # said in the message.
        error = {"code": "server_error", "message": f"{message} ({code})"}
        failed = self._response("failed", error)
        return self._emit("error", code=code, message=message, param=None) + self._emit(
            "response.failed", response=failed
        )

    # ------------------------------------------------------------------------- the items

    def _choice(self, choice: Json) -> bytes:
        out = b""
        if choice.get("finish_reason") is not None:
            self._finish = choice["finish_reason"]
        delta = choice.get("delta")
        if not isinstance(delta, dict):
            return out
        for part in ("content", "refusal"):
            piece = delta.get(part)
            if isinstance(piece, str) and piece:
                out += self._piece("output_text" if part == "content" else "refusal", piece)
                self._message[part] = (self._message.get(part) or "") + piece
        for call in delta.get("tool_calls") or ():
            if isinstance(call, dict):
                out += self._tool_call(call)
        return out

    def _piece(self, part: str, piece: str) -> bytes:
        out = b""
        if self._open is None or self._open["type"] != "message" or self._part != part:
            out += self._close()
            self._part = part
            item = message_item(new_id("msg_"), None, "in_progress")
            out += self._added(item)
            out += self._emit(
                "response.content_part.added", **self._where(), part=self._part_of("")
            )
        self._text += piece
        if part == "refusal":
            return out + self._emit("response.refusal.delta", **self._where(), delta=piece)
        return out + self._emit(
            "response.output_text.delta", **self._where(), delta=piece, logprobs=[]
        )

    def _tool_call(self, call: Json) -> bytes:
        out = b""
        index = call.get("index", len(self._calls))
        index = index if isinstance(index, int) else len(self._calls)
        given = call.get("function")
        function: Json = given if isinstance(given, dict) else {}
        kept = self._kept_call(index)
        if isinstance(call.get("id"), str):
            kept["id"] = call["id"]
        if isinstance(function.get("name"), str):
            kept["function"]["name"] += function["name"]
        name = kept["function"]["name"]
        if index not in self._calls:
            out += self._close()
            item = self._call.names.item(kept["id"], name, "", "in_progress")
            self._calls[index] = item
            out += self._added(item)
        else:  # a name or id sent in pieces: the item says it whole when it is done
            self._calls[index].update(call_id=kept["id"], **self._call.names.named(name))
        piece = function.get("arguments")
        if isinstance(piece, str) and piece and self._open is self._calls[index]:
            self._text += piece
            kept["function"]["arguments"] += piece
            if self._open["type"] == "custom_tool_call":
                return out  # its input is known once its arguments are whole
            out += self._emit(
                "response.function_call_arguments.delta",
                item_id=self._calls[index]["id"],
                output_index=self._index(),
                delta=piece,
            )
        return out

    def _kept_call(self, index: int) -> Json:
        calls: dict[int, Json] = self._message.setdefault("calls", {})
        return calls.setdefault(
            index,
            {"id": new_id("call_"), "type": "function", "function": {"name": "", "arguments": ""}},
        )

    def _added(self, item: Json) -> bytes:
        self._open, self._text = item, ""
        self._output.append(item)
        return self._emit("response.output_item.added", output_index=self._index(), item=item)

    def _close(self) -> bytes:
        item = self._open
        if item is None:
            return b""
        out = b""
        where = self._where()
        if item["type"] == "message":
            final = self._part_of(self._text)
            if self._part == "refusal":
                out += self._emit("response.refusal.done", **where, refusal=self._text)
            else:
                out += self._emit(
                    "response.output_text.done", **where, text=self._text, logprobs=[]
                )
            out += self._emit("response.content_part.done", **where, part=final)
            item["content"] = [final]
        elif item["type"] == "custom_tool_call":
            given = custom_input(self._text)
            at = {"item_id": item["id"], "output_index": where["output_index"]}
            out += self._emit("response.custom_tool_call_input.delta", **at, delta=given)
            out += self._emit("response.custom_tool_call_input.done", **at, input=given)
            item["input"] = given
        else:
            out += self._emit(
                "response.function_call_arguments.done",
                item_id=item["id"],
                output_index=where["output_index"],
                arguments=self._text,
            )
            item["arguments"] = self._text
        if item["type"] != "custom_tool_call":
            item["status"] = "completed"
        index = where["output_index"]
        out += self._emit("response.output_item.done", output_index=index, item=item)
        self._open, self._text = None, ""
        if "calls" in self._message:  # the assistant message remembered, as chat has it
            calls = self._message["calls"]
            self._message["tool_calls"] = [calls[i] for i in sorted(calls)]
        return out

    # -------------------------------------------------------------------------- helpers

    def _part_of(self, text: str) -> Json:
        return {"type": "refusal", "refusal": text} if self._part == "refusal" else text_part(text)

    def _index(self) -> int:
        return len(self._output) - 1

    def _where(self) -> dict[str, object]:
        assert self._open is not None
        return {"item_id": self._open["id"], "output_index": self._index(), "content_index": 0}

    def _response(self, status: str, error: Json | None = None) -> Json:
        return response(
            self._call.body,
            self._id,
            self._created,
            self._model,
            list(self._output),
            status=status,
            error=error,
        )

    def _emit(self, kind: str, **fields: object) -> bytes:
        data = {"type": kind, "sequence_number": self._seq, **fields}
        self._seq += 1
        return sse(data, kind)
