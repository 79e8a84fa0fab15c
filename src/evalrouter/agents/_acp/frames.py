"""The agent's stdout, read by us: newline-delimited JSON-RPC frames, each admitted only within
its size bound and shape, then handed on as a decoded message.

A frame over its bound, malformed JSON or not JSON-RPC 2.0 ends the connection with a fault
(``frame_limit``, ``invalid_peer_message``) instead of being read on without end. A
``session/update`` notification is taken out here and given to ``on_update`` as it is (its kind
need not be one we know). A notification of a method the protocol defines for no client (an
agent's own, such as ``qwen/notify/session/mode-update``) is dropped and counted: notifications
have no answer, and the protocol library would log each one as an error on the root logger
(which configures the user's logging and prints a traceback on their terminal). Every other
message goes to the protocol library.
"""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Callable
from typing import Any

__all__ = ["COMMANDS_FRAME_BYTES", "FRAME_BYTES", "FrameFault", "FrameTransport"]

FRAME_BYTES = 64 * 1024
COMMANDS_FRAME_BYTES = 1024 * 1024
"""A ``session/update`` listing the agent's commands may be this large (one agent sends
~590 KB of them); every other frame at most :data:`FRAME_BYTES`."""
_CHUNK = 64 * 1024


class FrameFault(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def _no_constant(name: str) -> float:
    raise ValueError(f"{name} is not JSON")


def _finite(value: str) -> float:
    number = float(value)
    if not math.isfinite(number):
        raise ValueError("a number out of range")
    return number


def decode_frame(line: bytes) -> dict[str, Any]:
    """One frame as a JSON-RPC 2.0 message, or :class:`FrameFault`."""
    try:
        text = line.decode("utf-8")
        message = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
        text.encode("utf-8")  # a lone surrogate escaped in the JSON
        json.dumps(message).encode("utf-8")
    except (UnicodeError, ValueError) as exc:
        raise FrameFault("invalid_peer_message", f"a frame that is not JSON: {exc}") from None
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
        raise FrameFault("invalid_peer_message", "a frame that is not a JSON-RPC 2.0 message")
    if "id" in message and (
        isinstance(message["id"], bool) or not isinstance(message["id"], int | str)
    ):
        raise FrameFault("invalid_peer_message", "a JSON-RPC id that is not a string or int")
    if "method" not in message and ("result" in message) == ("error" in message):
        raise FrameFault("invalid_peer_message", "a response without exactly one result/error")
    return message


def _commands_update(line: bytes) -> bool:
    head = line[:4096]
    return b'"session/update"' in head and b"available_commands_update" in line


def _client_notification(method: object) -> bool:
    """A notification the client side of the protocol handles: an extension (``_name``), which
    the library hands to our callbacks; ``session/update`` is taken out before."""
    return isinstance(method, str) and method.startswith("_")


class FrameTransport:
    """The ACP library's message transport over the agent's stdio, with our bounds."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        on_update: Callable[[dict[str, Any], int], None],
    ) -> None:
        self._reader = reader
        self._writer = writer
        self._on_update = on_update
        self._buffer = bytearray()
        self._eof = False
        self.fault: FrameFault | None = None
        self.frames = 0
        self.dropped: dict[str, int] = {}
        """Notifications of methods no client handles, by method (at most 32 methods)."""

    async def _line(self) -> bytes | None:
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = bytes(self._buffer[:end])
                del self._buffer[: end + 1]
                if len(line) > FRAME_BYTES and not (
                    len(line) <= COMMANDS_FRAME_BYTES and _commands_update(line)
                ):
                    raise FrameFault("frame_limit", f"a frame of {len(line)} bytes")
                return line
            if len(self._buffer) > COMMANDS_FRAME_BYTES:
                raise FrameFault("frame_limit", f"a frame of over {COMMANDS_FRAME_BYTES} bytes")
            if self._eof:
                return None
            chunk = await self._reader.read(_CHUNK)
            if not chunk:
                self._eof = True
                if self._buffer.strip():
                    self._buffer += b"\n"
                continue
            self._buffer += chunk

    async def receive(self) -> dict[str, Any] | None:
        if self.fault is not None:
            return None
        try:
            while (line := await self._line()) is not None:
                if not line.strip():
                    continue
                message = decode_frame(line)
                self.frames += 1
                if message.get("method") == "session/update" and "id" not in message:
                    params = message.get("params")
                    self._on_update(params if isinstance(params, dict) else {}, len(line))
                    continue
                if "id" not in message and not _client_notification(message.get("method")):
                    self._drop(str(message.get("method"))[:100])
                    continue
                return message
        except FrameFault as fault:
            self.fault = fault
        return None

    def _drop(self, method: str) -> None:
        if method in self.dropped or len(self.dropped) < 32:
            self.dropped[method] = self.dropped.get(method, 0) + 1

    async def send(self, message: dict[str, Any]) -> None:
        data = json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n"
        self._writer.write(data.encode("utf-8"))
        await self._writer.drain()

    async def close(self) -> None:
        self._writer.close()
