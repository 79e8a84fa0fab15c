"""What every dialect shares: the call the relay could not translate (:class:`Untranslatable`),
the ids it makes, the server-sent event it writes, and the per-call translation the relay drives
(:class:`Translation`, :class:`EventTranslation`)."""

from __future__ import annotations

import dataclasses
import json
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from ...._gateway_errors import Refusal

__all__ = [
    "UNSUPPORTED",
    "ChatChunks",
    "EventTranslation",
    "Json",
    "Translation",
    "Untranslatable",
    "compact",
    "first_choice",
    "invalid",
    "new_id",
    "renamed",
    "sse",
    "unsupported",
]

type Json = dict[str, Any]

UNSUPPORTED = "client_gateway_api_unsupported"


@dataclass(frozen=True, slots=True)
class Untranslatable(Exception):
    """A request the relay does not send: a feature chat completions cannot carry
    (:func:`unsupported`) or a body the dialect's API would refuse (:func:`invalid`)."""

    status: int
    code: str
    message: str
    param: str | None = None

    def error(self) -> dict[str, object]:
        """The fields of the error, before the dialect's shape (``_gateway_errors``)."""
        details = {} if self.param is None else {"param": self.param}
        return {"code": self.code, "message": self.message, "details": details}


def unsupported(feature: str, param: str | None = None, *, api: str) -> Untranslatable:
    return Untranslatable(
        400,
        UNSUPPORTED,
        f"The attempt gateway's {api} does not serve {feature}: it has no chat-completions "
        f"translation, so the call was not sent.",
        param,
    )


def invalid(param: str, problem: str) -> Untranslatable:
    return Untranslatable(400, "invalid_request", f"{param} {problem}.", param)


def new_id(prefix: str) -> str:
    return f"{prefix}{secrets.token_hex(12)}"


def compact(value: object) -> bytes:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def sse(data: Mapping[str, object], event: str | None = None) -> bytes:
    head = b"" if event is None else f"event: {event}\n".encode()
    return head + b"data: " + compact(data) + b"\n\n"


def renamed(refusal: Refusal, names: Mapping[str, str]) -> Refusal:
    """A limit's refusal of the chat call in the dialect's words: the request field it names
    (``details.param``, and in the message and hint) as the agent wrote it (``names``: the chat
    field to the dialect's)."""
    param = refusal.details.get("param")
    name = names.get(param) if isinstance(param, str) else None
    if param is None or name is None:
        return refusal
    assert isinstance(param, str)
    return dataclasses.replace(
        refusal,
        message=refusal.message.replace(param, name),
        hint=refusal.hint.replace(param, name),
        details={**refusal.details, "param": name},
    )


def first_choice(reply: Mapping[str, object]) -> tuple[Json, Json]:
    """A chat answer's first choice and its message (empty where the answer lacks them)."""
    choices = reply.get("choices")
    choice = choices[0] if isinstance(choices, list) and choices else {}
    choice = choice if isinstance(choice, dict) else {}
    message = choice.get("message")
    return choice, message if isinstance(message, dict) else {}


class ChatChunks:
    """What a streamed chat answer has said so far, read chunk by chunk (the base of each
    dialect's :class:`EventTranslation`): its model, creation time and usage; each delta of
    choice 0 is handed to ``_choice``; a chunk carrying an error ends the stream with ``fail``."""

    _model: str
    _created: int
    _usage: object = None
    _over: bool = False

    def feed(self, chunks: list[Json]) -> bytes:
        out = b""
        for chunk in chunks:
            if self._over:
                break
            error = chunk.get("error")
            if isinstance(error, dict):
                code = error.get("code") or error.get("type") or "stream_error"
                out += self.fail(str(code), str(error.get("message") or "The stream failed."))
                break
            if isinstance(chunk.get("model"), str):
                self._model = chunk["model"]
            if isinstance(chunk.get("created"), int):
                self._created = chunk["created"]
            if isinstance(chunk.get("usage"), dict):
                self._usage = chunk["usage"]
            for choice in chunk.get("choices") or ():
                if isinstance(choice, dict) and choice.get("index", 0) == 0:
                    out += self._choice(choice)
        return out

    def _choice(self, choice: Json) -> bytes:
        raise NotImplementedError

    def fail(self, code: str, message: str) -> bytes:
        raise NotImplementedError


class EventTranslation(Protocol):
    """A streamed chat answer, chunk by chunk, as the dialect's events (bytes to send)."""

    def start(self) -> bytes:
        """Sent before the first chunk is read."""
        ...

    def feed(self, chunks: list[Json]) -> bytes:
        """Chat chunks (parsed ``data`` of the gateway's events), as they arrive."""
        ...

    def finish(self) -> bytes:
        """The gateway's stream ended (its ``[DONE]``, or its last byte)."""
        ...

    def fail(self, code: str, message: str) -> bytes:
        """The gateway's stream was cut: the dialect's failure event."""
        ...


class Translation(Protocol):
    """One call in a dialect: the chat payload it is sent as, and its answer translated back."""

    @property
    def chat(self) -> Json: ...

    @property
    def params(self) -> Mapping[str, str]:
        """The chat payload's fields a limit names, as the dialect names them."""
        ...

    def answer(self, reply: Json) -> object:
        """The gateway's chat answer (a 2xx) as the dialect's answer (JSON)."""
        ...

    def refused(self, status: int, content: bytes) -> bytes:
        """The gateway's refusal (an OpenAI error body) in the dialect's error shape."""
        ...

    def events(self) -> EventTranslation: ...
