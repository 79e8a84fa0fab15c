"""What the attempt's gateway relay saw of one model call, handed to the trace recorder.

The relay (every request an agent makes to ``context.gateway.base_url``, whatever client made
it) is the one place that records a model call; the recorder (:meth:`TraceRecorder.observe`)
decides where it goes in the tree and merges it with a framework's own span for the same call,
so each call is recorded once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

__all__ = ["PARENT_HEADER", "GatewayCall", "GatewayFormat"]

type GatewayFormat = Literal["openai-chat", "anthropic-messages"]

PARENT_HEADER = "x-evalrouter-parent-span"
"""Sent by the SDK's own gateway clients (``chat()``, ``openai()``, ``anthropic()``): the span
the caller was in, so the relay's record nests where the call was made."""


@dataclass(frozen=True, slots=True)
class GatewayCall:
    """One model call through the gateway, as the relay saw it.

    ``reply`` is the answer in the non-streamed shape of its format (a streamed answer rebuilt
    as one: OpenAI ``choices[0].message`` with ``content``/``tool_calls`` and ``usage``;
    Anthropic ``content`` blocks and ``usage``), or None when the call failed.
    ``started``/``ended`` are wall-clock seconds (``time.time()``)."""

    format: GatewayFormat
    request: Mapping[str, object]
    reply: Mapping[str, object] | None
    error_code: str | None
    started: float
    ended: float
    streamed: bool = False
    parent_span_id: str | None = None
