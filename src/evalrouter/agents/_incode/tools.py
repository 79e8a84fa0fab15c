"""``context.tools`` of an in-code agent (:class:`AgentTools`): the attempt's tools, and
``call_sync`` for sync code in another thread.

A framework that runs its sync tools in worker threads (llama-index, Strands), or a sync
framework run in ``asyncio.to_thread`` (smolagents), calls them where nothing can ``await``;
``call_sync`` runs the call on the attempt's own
event loop (``asyncio.run_coroutine_threadsafe``), where the task server and its client live,
and waits for it in the calling thread, for the attempt's remaining time at most. Called on
that loop's own thread it would wait for itself forever, so it is refused there.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import math
import threading
import time
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
SLICE_SECONDS = 0.5  # how often a waiting call_sync looks whether the loop closed
# A loop that has not started the call by then is held, most likely by code on it waiting for
# this thread (a deadlock): said then, not at the attempt's deadline. Longer than the longest
# legitimate hold seen (a framework's lazy import on its first call: up to 20 s).
START_SECONDS = 30.0


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
        started = threading.Event()

        async def run() -> ToolResult:
            started.set()
            return await self.call(name, arguments, meta=meta)

        call = run()
        try:
            future = asyncio.run_coroutine_threadsafe(call, self._loop)
        except RuntimeError:  # the loop closed meanwhile
            call.close()
            raise _over() from None
        deadline = time.monotonic() + wait
        while True:  # in slices: a loop that closes or never runs the call ends the wait
            left = deadline - time.monotonic()
            try:
                return future.result(max(0.0, min(SLICE_SECONDS, left)))
            except concurrent.futures.TimeoutError:
                pass
            except concurrent.futures.CancelledError:
                raise _over() from None
            if self._loop.is_closed():
                future.cancel()
                raise _over() from None
            if left <= 0:
                raise WaitTimeout(
                    f"context.tools.call_sync({name!r}) had no result after {wait:g} s.",
                    hint="The call goes on in the attempt's event loop; pass a longer "
                    "timeout=, or leave it out for the attempt's remaining time."
                    if started.is_set()
                    else "The attempt's event loop never started the call: is it blocked by "
                    "code waiting for this thread?",
                )
            if not started.is_set() and wait - left >= START_SECONDS:
                future.cancel()
                raise invalid_state(
                    f"context.tools.call_sync({name!r}): the attempt's event loop did not start "
                    f"the call within {START_SECONDS:g} s; something holds that loop, most "
                    "likely code on it waiting for this thread.",
                    hint="Do not wait on a thread from async code (executor.submit(...)."
                    "result(), thread.join()): await asyncio.to_thread(...) instead, or call "
                    "`await context.tools.call(...)` in the async code itself.",
                )

    def _wait(self, timeout: float | None) -> float:
        if timeout is None:
            return max(MIN_WAIT_SECONDS, self._remaining())
        if (
            isinstance(timeout, bool)
            or not isinstance(timeout, int | float)
            or not math.isfinite(timeout)
            or timeout <= 0
        ):
            raise invalid_input(
                f"timeout must be a positive number of seconds, not {timeout!r:.40}.",
                hint="Pass for example timeout=30, or leave it out for the attempt's time.",
                argument="timeout",
            )
        return min(float(timeout), threading.TIMEOUT_MAX)


def _over() -> EvalRouterError:
    return invalid_state(
        "context.tools.call_sync() was called after the attempt ended.",
        hint="Call task tools only while the agent's run() is running.",
    )
