"""``context.tools`` of an in-code agent (:class:`AgentTools`): the attempt's tools, and
``call_sync`` for sync code in another thread.

Frameworks run their sync tools in threads (``asyncio.to_thread`` in smolagents, crewai, dspy,
llama-index). Such a tool cannot ``await``; ``call_sync`` runs the call on the attempt's own
event loop (``asyncio.run_coroutine_threadsafe``), where the task server and its client live,
and waits for it in the calling thread, for the attempt's remaining time at most. Called on
that loop's own thread it would wait for itself forever, so it is refused there.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ... import WaitTimeout
from ..._args import checked
from ..._errors import invalid_input, invalid_state
from ..._exceptions import EvalRouterError
from .._task.api import ToolResult, ToolsApi

if TYPE_CHECKING:
    from .._task.server import TaskServer

__all__ = ["AgentTools"]

MIN_WAIT_SECONDS = 1.0


class AgentTools(ToolsApi):
    """``context.tools``: ``list()``, ``call(name, arguments)`` and, from sync code in another
    thread, ``call_sync(name, arguments)``. A refusal comes back as a result with ``is_error``
    set, never raised."""

    __slots__ = ("_loop", "_remaining")

    def __init__(
        self,
        server: TaskServer,
        *,
        loop: asyncio.AbstractEventLoop,
        remaining: Callable[[], float],
    ) -> None:
        """``loop``: the attempt's event loop; ``remaining()``: the seconds its turn has left
        (the session's ``turn_seconds``)."""
        super().__init__(server)
        self._loop = loop
        self._remaining = remaining

    @checked("context.tools.call_sync()")
    def call_sync(
        self,
        name: str,
        arguments: Mapping[str, object] | None = None,
        *,
        meta: Mapping[str, object] | None = None,
        timeout: float | None = None,
    ) -> ToolResult:
        """``call(name, arguments)`` from sync code running in another thread (a sync tool in
        ``asyncio.to_thread``, a ``threading.Thread``): the call runs on the attempt's event
        loop and this thread waits for its result, at most ``timeout`` seconds (default: the
        attempt's remaining time), then raises :class:`~evalrouter.WaitTimeout` (the call goes
        on). On the attempt's own event loop it raises ``invalid_state``: use
        ``await context.tools.call(...)`` there."""
        wait = self._wait(timeout)
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        if running is self._loop:
            raise invalid_state(
                "context.tools.call_sync() was called on the attempt's event loop, where it "
                "would wait for itself forever.",
                hint="In async code use `await context.tools.call(name, arguments)`; "
                "call_sync is for sync code in another thread (a sync tool run in "
                "asyncio.to_thread, a threading.Thread).",
            )
        if self._loop.is_closed():
            raise _over()
        call = self.call(name, arguments, meta=meta)
        try:
            future = asyncio.run_coroutine_threadsafe(call, self._loop)
        except RuntimeError:  # the loop closed meanwhile
            call.close()
            raise _over() from None
        try:
            return future.result(wait)
        except concurrent.futures.TimeoutError:
            raise WaitTimeout(
                f"context.tools.call_sync({name!r}) had no result after {wait:.0f} s.",
                hint="The call goes on in the attempt's event loop; is that loop blocked by "
                "code waiting for this thread?",
            ) from None
        except concurrent.futures.CancelledError:
            raise _over() from None

    def _wait(self, timeout: float | None) -> float:
        if timeout is None:
            return max(MIN_WAIT_SECONDS, self._remaining())
        if isinstance(timeout, bool) or not isinstance(timeout, int | float) or timeout <= 0:
            raise invalid_input(
                f"timeout must be a positive number of seconds, not {timeout!r:.40}.",
                hint="Pass for example timeout=30, or leave it out for the attempt's time.",
                argument="timeout",
            )
        return float(timeout)


def _over() -> EvalRouterError:
    return invalid_state(
        "context.tools.call_sync() was called after the attempt ended.",
        hint="Call task tools only while the agent's run() is running.",
    )
