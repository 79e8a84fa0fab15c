"""What the relay sends back: a gateway's answer to a translated call in the agent's API (a
whole one, or a stream through the dialect's translation as it is parsed), what a limited
call's answer means for its route's standing refusal, and the relay's own errors."""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING

import h11

from ..._gateway_errors import LIMIT_CODES, ErrorFormat, Refusal, error_body, retry_header
from .dialects import EventTranslation, Translation
from .loopback import answer
from .replies import EventStream, error_code

if TYPE_CHECKING:
    from .route import Route

__all__ = ["Translating", "relay_error", "settled", "translated"]


class Translating:
    """A streamed chat answer's events, as they are parsed, through a dialect's translation."""

    def __init__(self, events: EventTranslation, parsed: EventStream) -> None:
        self._events, self._parsed, self._seen = events, parsed, 0

    def start(self) -> bytes:
        return self._events.start()

    def feed(self) -> bytes:
        new = self._parsed.events[self._seen :]
        self._seen += len(new)
        out = self._events.feed(new) if new else b""
        return out + self._events.finish() if self._parsed.finished else out

    def finish(self) -> bytes:
        return self.feed() + self._events.finish()

    def cut(self) -> bytes:
        return self._events.fail("stream_interrupted", "The gateway's streamed answer was cut.")


def translated(translation: Translation, status: int, content: bytes) -> bytes:
    """A gateway's whole answer to a translated call, in the agent's API."""
    if status >= 400:
        return translation.refused(status, content)
    try:
        reply = json.loads(content)
    except ValueError:
        reply = None
    if not isinstance(reply, dict):
        error = {"code": "invalid_response", "message": "The gateway's answer was not JSON."}
        return json.dumps(error_body("openai-chat", 502, error)).encode()
    return json.dumps(translation.answer(reply), ensure_ascii=False).encode()


def settled(route: Route, status: int, content: bytes) -> None:
    """The gateway answered a limited call of ``route``: an answer clears its standing refusal;
    the gateway's own refusal for the attempt's limits (a spent cost budget, the run's cap)
    stands as the relay's own do."""
    if status < 400:
        route.refused = None
        return
    code = error_code(status, content)
    if code not in LIMIT_CODES:
        return
    error = json.loads(content)["error"]  # where ``error_code`` read a limit's code
    message, hint, details = error.get("message"), error.get("hint"), error.get("details")
    route.refused = Refusal(
        status,
        code,
        message if isinstance(message, str) else f"The gateway refused the call ({code}).",
        hint if isinstance(hint, str) else "",
        {k: v for k, v in details.items() if v is None or isinstance(v, str | int)}
        if isinstance(details, dict)
        else {},
    )


async def relay_error(
    conn: h11.Connection,
    writer: asyncio.StreamWriter,
    fmt: ErrorFormat,
    status: int,
    code: str,
    message: str,
    *,
    headers: tuple[tuple[str, str], ...] = (),
) -> None:
    """Answer an error of the relay's own in the route's format (``evalrouter._gateway_errors``)."""
    error = {"code": code, "message": message}
    body = error_body(fmt, status, error)
    await answer(conn, writer, status, body, headers=[*headers, retry_header(error)])
