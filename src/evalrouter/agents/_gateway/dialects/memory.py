"""``previous_response_id``: the relay's own memory of an attempt's Responses-API answers.

The OpenAI Responses API keeps each stored response (``store`` true, its default) so that the
next call may name it (``previous_response_id``) instead of sending the conversation again.
The gateway speaks chat completions and keeps nothing, so the relay keeps, per attempt, the chat
messages of each response it answered with ``store`` not false: the input it was sent as
(``instructions`` left out, as the API does not carry them over) and the answer's assistant
message. A call naming one of them is sent with those messages first.

It is bounded: the last :data:`MAX_RESPONSES` responses of the attempt, the oldest forgotten
first; it ends with the attempt. A call naming a response the memory does not hold (another
attempt's, a forgotten one, one made with ``store: false``) is refused 400
``previous_response_not_found``, as the API refuses an unknown id, and nothing is sent.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from .common import Json

__all__ = ["MAX_RESPONSES", "ResponseMemory"]

MAX_RESPONSES = 64


class ResponseMemory:
    """One attempt's stored responses: their id to the chat messages they stand for."""

    def __init__(self, limit: int = MAX_RESPONSES) -> None:
        self._limit = limit
        self._lock = threading.Lock()
        self._kept: OrderedDict[str, list[Json]] = OrderedDict()

    def keep(self, response_id: str, messages: list[Json]) -> None:
        with self._lock:
            self._kept[response_id] = list(messages)
            while len(self._kept) > self._limit:
                self._kept.popitem(last=False)

    def recall(self, response_id: str) -> list[Json] | None:
        with self._lock:
            messages = self._kept.get(response_id)
            return None if messages is None else list(messages)

    def __len__(self) -> int:
        with self._lock:
            return len(self._kept)
