"""Serving EvalRouter Local over HTTP on the loopback interface (stdlib ``http.server``)."""

from __future__ import annotations

import contextlib
import logging
import socket
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, TextIO

import httpx

from ._handler import Handler

HOST = "127.0.0.1"
_SKIPPED = frozenset({"content-length", "transfer-encoding", "connection", "content-encoding"})
logger = logging.getLogger("evalrouter.testing")


class LocalHTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128  # socketserver's 5 drops connections when many arrive at once

    def __init__(self, handler: Handler, port: int = 0, request_log: TextIO | None = None) -> None:
        self.local_handler = handler
        self.request_log = request_log
        super().__init__((HOST, port), _RequestHandler)

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.server_address[1]}"

    def handle_error(self, request: object, client_address: object) -> None:
        """A client that went away mid-request (closed, killed, timed out) is routine for a
        test server; anything else is printed as socketserver does."""
        if isinstance(sys.exc_info()[1], ConnectionResetError | BrokenPipeError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


class _RequestHandler(BaseHTTPRequestHandler):
    # Headers and body go out in separate writes; without this, Nagle's algorithm and the
    # client's delayed ACK add ~40 ms to every request.
    disable_nagle_algorithm = True
    server: LocalHTTPServer
    protocol_version = "HTTP/1.1"
    server_version = "EvalRouterLocal"

    def do_GET(self) -> None:
        self._serve()

    def do_POST(self) -> None:
        self._serve()

    def do_PUT(self) -> None:
        self._serve()

    def do_PATCH(self) -> None:
        self._serve()

    def do_DELETE(self) -> None:
        self._serve()

    def _serve(self) -> None:
        started = time.monotonic()
        status = self._answer()
        log = self.server.request_log
        if log is not None:
            took = (time.monotonic() - started) * 1000
            with contextlib.suppress(OSError, ValueError):  # a closed or broken stream
                log.write(f"{self.command} {self.path} {status} {took:.0f} ms\n")
                log.flush()

    def _answer(self) -> str:
        """Answer the request; returns its status for the log (``dropped``: no answer)."""
        length = int(self.headers.get("Content-Length") or 0)
        content = self.rfile.read(length) if length else b""
        if len(content) < length:
            # The client went away mid-request (a cancelled upload): a server never acts on
            # a truncated body, and answering it would store its idempotency key.
            self.close_connection = True
            return "dropped"
        request = httpx.Request(
            self.command,
            self.server.base_url + self.path,
            headers=list(self.headers.items()),
            content=content,
        )
        outcome = self.server.local_handler.dispatch(request)
        if outcome.delay:
            time.sleep(outcome.delay)
        if outcome.error is not None:
            # A dropped connection: close the socket without an answer.
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)
            return "dropped"
        response = outcome.response
        assert response is not None
        self.send_response(response.status_code)
        for name, value in response.headers.multi_items():
            if name.lower() not in _SKIPPED:
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.content)))
        self.end_headers()
        self.wfile.write(response.content)
        return str(response.status_code)

    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("%s %s", self.address_string(), format % args)
