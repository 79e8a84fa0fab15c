"""A gateway's streamed answer held back after its first event until the agent says it has
it: what tells a stream passed on as it arrives from one delivered whole (unit and
end-to-end tests of the relay)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import AsyncIterator, Iterator

import httpx

WAIT_SECONDS = 5.0


def sse_events(whole: bytes) -> list[bytes]:
    """Server-sent events (``\\n\\n``-terminated), each with its blank line."""
    return [event + b"\n\n" for event in whole.split(b"\n\n")[:-1]]


class Paced:
    """A stream's first event, then the rest once ``gate`` is set (by whoever got the first
    event), or once ``WAIT_SECONDS`` have passed (``waited_out``); ``last_produced`` is when
    the last event was produced (``time.monotonic()``)."""

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.waited_out = False
        self.last_produced = 0.0
        self.streams = 0

    def sync_stream(self, events: list[bytes]) -> httpx.SyncByteStream:
        self.streams += 1
        return _Sync(self, events)

    def async_stream(self, events: list[bytes]) -> httpx.AsyncByteStream:
        self.streams += 1
        return _Async(self, events)

    def _rest(self, events: list[bytes]) -> Iterator[bytes]:
        self.waited_out = not self.gate.wait(WAIT_SECONDS)
        yield from events[1:]
        self.last_produced = time.monotonic()


class _Sync(httpx.SyncByteStream):
    def __init__(self, paced: Paced, events: list[bytes]) -> None:
        self._paced, self._events = paced, events

    def __iter__(self) -> Iterator[bytes]:
        yield self._events[0]
        yield from self._paced._rest(self._events)


class _Async(httpx.AsyncByteStream):
    def __init__(self, paced: Paced, events: list[bytes]) -> None:
        self._paced, self._events = paced, events

    async def __aiter__(self) -> AsyncIterator[bytes]:
        yield self._events[0]
        for event in await asyncio.to_thread(list, self._paced._rest(self._events)):
            yield event
