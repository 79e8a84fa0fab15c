"""One small HTTP/1.1 server on loopback (h11 over asyncio streams), for the gateway relay and
the offline check's stand-in for the service: the read loop, its limits and its answers are
written once here; each user gives only what it does with a request."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import socket
from collections.abc import Awaitable, Callable, Iterable, Mapping
from urllib.parse import urlsplit

import h11

__all__ = ["Handler", "LoopbackServer", "answer", "respond", "send", "token_matches"]

MAX_HEAD_BYTES = 64 * 1024
IDLE_SECONDS = 120.0
"""A kept-alive connection with no request for this long is closed."""

type Handler = Callable[[h11.Connection, asyncio.StreamWriter, h11.Request, bytes], Awaitable[None]]
"""Answers one request (its body read in full): writes the response with :func:`send`."""


class LoopbackServer:
    """Serves ``handle`` on 127.0.0.1, keep-alive, one request at a time per connection; a body
    over ``max_body`` bytes is answered 413 and a malformed request 400, without ``handle``."""

    def __init__(self, handle: Handler, *, max_body: int, idle: float = IDLE_SECONDS) -> None:
        self._handle = handle
        self.max_body = max_body
        self._idle = idle
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self.origin = ""

    async def start(self, sock: socket.socket | None = None) -> str:
        """Listen (on ``sock`` when given, already bound to loopback or a unix socket path) and
        return the origin."""
        if sock is None:
            self._server = await asyncio.start_server(self._connection, "127.0.0.1", 0)
        elif sock.family == socket.AF_UNIX:  # a sandboxed agent's own way in
            self._server = await asyncio.start_unix_server(self._connection, sock=sock, limit=65536)
            self.origin = "http://localhost"
            return self.origin
        else:
            self._server = await asyncio.start_server(self._connection, sock=sock, limit=65536)
        port = self._server.sockets[0].getsockname()[1]
        self.origin = f"http://127.0.0.1:{port}"
        return self.origin

    async def close(self, wait: float = 1.0) -> None:
        """Stop listening and close every connection (the requests in flight end with them)."""
        if self._server is None:
            return
        self._server.close()
        for writer in list(self._writers):
            writer.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._server.wait_closed(), wait)

    async def _next(self, conn: h11.Connection, reader: asyncio.StreamReader) -> object:
        """The next h11 event, reading as needed (bounded by h11's limit on an incomplete head
        and by the idle time)."""
        while True:
            event = conn.next_event()
            if event is not h11.NEED_DATA:
                return event
            conn.receive_data(await asyncio.wait_for(reader.read(65536), self._idle))

    async def _connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        conn = h11.Connection(h11.SERVER, max_incomplete_event_size=MAX_HEAD_BYTES)
        try:
            while True:
                request = await self._next(conn, reader)
                if not isinstance(request, h11.Request):
                    return
                request = _origin_form(request)
                body = bytearray()
                while not isinstance(event := await self._next(conn, reader), h11.EndOfMessage):
                    if not isinstance(event, h11.Data):
                        return
                    body += event.data
                    if len(body) > self.max_body:
                        message = f"The request body is over {self.max_body} bytes."
                        error = {"code": "request_too_large", "message": message}
                        await answer(conn, writer, 413, {"error": error})
                        return
                await self._handle(conn, writer, request, bytes(body))
                if conn.our_state is not h11.DONE or conn.their_state is not h11.DONE:
                    return
                conn.start_next_cycle()
        except (h11.RemoteProtocolError, ValueError):
            if conn.our_state is h11.SEND_RESPONSE:
                with contextlib.suppress(Exception):
                    await answer(conn, writer, 400, {"error": {"code": "bad_request"}})
        except (OSError, TimeoutError, h11.LocalProtocolError):
            pass  # the client went away, or stayed silent too long
        except asyncio.CancelledError:
            # The server is closing under a request in flight (an attempt's end): the
            # connection's task is its own last frame, so it ends here rather than having
            # asyncio print the cancellation as an error in a callback on the user's terminal.
            pass
        finally:
            self._writers.discard(writer)
            writer.close()


def _origin_form(request: h11.Request) -> h11.Request:
    """A request sent with an absolute URI (as to a proxy: HTTP/1.1 servers take it) as the
    same request with its path alone."""
    if not request.target.startswith((b"http://", b"https://")):
        return request
    parts = urlsplit(request.target.decode("latin-1"))
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return h11.Request(
        method=request.method,
        target=target.encode("latin-1"),
        headers=list(request.headers),
        http_version=request.http_version,
    )


async def send(writer: asyncio.StreamWriter, conn: h11.Connection, *events: h11.Event) -> None:
    for event in events:
        data = conn.send(event)
        if data:
            writer.write(data)
    await writer.drain()


async def respond(
    conn: h11.Connection,
    writer: asyncio.StreamWriter,
    status: int,
    kind: str,
    content: bytes,
    *,
    headers: Iterable[tuple[str, str]] = (),
) -> None:
    """A whole response: ``content`` of media type ``kind``, with its length (and ``headers``)."""
    head = [("content-type", kind), ("content-length", str(len(content))), *headers]
    await send(writer, conn, h11.Response(status_code=status, headers=head))
    await send(writer, conn, h11.Data(data=content), h11.EndOfMessage())


async def answer(
    conn: h11.Connection,
    writer: asyncio.StreamWriter,
    status: int,
    body: Mapping[str, object],
    *,
    headers: Iterable[tuple[str, str]] = (),
) -> None:
    """A JSON response."""
    content = json.dumps(body, separators=(",", ":")).encode()
    await respond(conn, writer, status, "application/json", content, headers=headers)


def token_matches(headers: Mapping[str, str], token: str) -> bool:
    """Whether the request carries ``token`` (``Authorization: Bearer`` first, else
    ``x-api-key``), compared in constant time."""
    given = headers.get("x-api-key") or ""
    auth = headers.get("authorization") or ""
    if auth[:7].lower() == "bearer ":
        given = auth[7:].strip() or given
    return hmac.compare_digest(given.encode(), token.encode())
