"""An attempt's place on the relay (:class:`Route`): the address and token its agent is given,
what the relay needs to forward and meter its calls, and what it learned of them (the standing
refusal, the Responses-API memory); and where the calls are recorded (:class:`CallObserver`)."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from ..._gateway_errors import Refusal
from .._trace.model_calls import GatewayCall
from .dialects import ResponseMemory

if TYPE_CHECKING:
    from .relay import Relay

__all__ = ["VIA", "CallObserver", "Route"]

log = logging.getLogger("evalrouter.agents")


class CallObserver(Protocol):
    """Where the relay records the calls of an attempt (the attempt's ``TraceRecorder``)."""

    def observe(self, call: GatewayCall) -> None: ...


@dataclass(eq=False)
class Route:
    """One attempt on the relay: its address and token for the agent, and what the relay
    needs to forward and meter its calls. Valid until :meth:`close`."""

    attempt_id: str
    base_url: str
    token: str = field(repr=False)
    upstream: str = field(repr=False)
    credential: str = field(repr=False)
    limits: Mapping[str, int | None]
    recorder: CallObserver = field(repr=False)
    request_seconds: float
    relay: Relay = field(repr=False)
    calls: int = 0
    refused: Refusal | None = None
    """The last model call of this attempt the gateway refused for the attempt's limits (here
    or upstream: ``LIMIT_CODES``), unless a call was answered since; what the attempt fails
    with if its agent then fails with nothing submitted (``_controller.ending``)."""
    closed: bool = False
    confined: bool = False
    """Its agent runs in a sandbox and reaches the relay through its own unix socket only:
    its token is refused on the loopback port (:meth:`Relay.confine`)."""
    memory: ResponseMemory = field(default_factory=ResponseMemory, repr=False)
    """Its Responses-API answers, for a later ``previous_response_id`` (``dialects.memory``)."""
    closers: list[Callable[[], Coroutine[Any, Any, None]]] = field(default_factory=list, repr=False)
    """Closed with the route, in the loop that closes it (the agent's): the clients the
    runner made for the agent (``gateway.openai()``, ...)."""

    @property
    def anthropic_base_url(self) -> str:
        return self.base_url.removesuffix("/v1")

    def close(self) -> None:
        """The attempt is over: its token stops working at once."""
        self.closed = True
        self.relay.drop(self)
        closers, self.closers = self.closers, []
        for closer in closers:
            try:
                task: asyncio.Task[None] = asyncio.get_running_loop().create_task(closer())
            except RuntimeError:  # no loop (a test): nothing can be closed here
                break
            CLOSING_TASKS.add(task)
            task.add_done_callback(closed_task)


CLOSING_TASKS: set[asyncio.Task[None]] = set()
VIA: contextvars.ContextVar[Route | None] = contextvars.ContextVar("relay_via", default=None)
"""The confined route whose unix socket the request being handled came in on."""


def closed_task(task: asyncio.Task[None]) -> None:
    CLOSING_TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        log.debug("closing a gateway client failed: %r", task.exception())
