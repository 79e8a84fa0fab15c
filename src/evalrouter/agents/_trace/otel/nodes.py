"""The plain records the OpenTelemetry processor hands over (a span's start and end) and one
span's state on its way into an attempt's trace (:class:`Node`), with the timings that match a
framework's span to the relay's record of a call. No OpenTelemetry import."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..calls import ToolRecord
    from ..model_calls import GatewayCall
    from ..spans import Span

__all__ = ["END_SLACK", "HOLD_SECONDS", "START_SLACK", "Node", "SpanEnd", "SpanStart"]

HOLD_SECONDS = 2.0
"""How long a framework's ended model span waits for the relay's record of its call."""
START_SLACK = 0.05  # the span starts before the request: allow for the two clocks' reading
END_SLACK = 0.25  # the client may end its span a moment before the relay notes the end


@dataclass(frozen=True, slots=True)
class SpanStart:
    """What the processor read from a span when it started."""

    otel_id: int
    parent: int | None
    started: float
    kind: str | None
    name: str
    source: str
    attributes: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class SpanEnd:
    """What the processor read from a span when it ended (``kind`` None: unmapped)."""

    otel_id: int
    ended: float
    kind: str | None
    name: str
    source: str
    attributes: Mapping[str, object]
    status: str
    input: object = None
    output: object = None


@dataclass(eq=False)
class Node:
    otel_id: int
    parent: int | None
    fallback: str | None  # the recorder's current span when it started
    started: float
    name: str
    source: str
    attributes: dict[str, object]
    kind: str | None = None
    ended: float | None = None
    end: SpanEnd | None = None
    skipped: bool = False  # ended unmapped: its children attach to its nearest mapped ancestor
    span: Span | None = None  # its span in the trace, once placed
    closed: bool = False
    call: GatewayCall | None = None  # the relay's record of the same call
    hold_until: float | None = None
    waiting: bool = False  # an ended model span inside a span that may be the same call
    decide_by: float | None = None  # an ended model span with no call yet: a turn if one comes
    record: ToolRecord | None = None  # the SDK's record of the task tool call it made
    orphans: list[ToolRecord] = field(default_factory=list)  # records to place under it
    children: list[Node] = field(default_factory=list)

    def model(self) -> object:
        return self.attributes.get("model")

    def undecided(self) -> bool:
        """A framework's model span not known yet to be a model turn: no gateway call inside
        it and no tokens of its own (a call outside the gateway), and not placed."""
        return (
            self.kind == "model"
            and self.otel_id >= 0
            and self.span is None
            and not self.skipped
            and self.call is None
            and self.attributes.get("input_tokens") is None
            and self.attributes.get("output_tokens") is None
        )

    def resolved(self) -> bool:
        return self.skipped or self.closed
