"""The runner's own threads, so that nothing an agent does can starve the runner's I/O.

An in-code agent runs in the runner's event loop and may block it (``time.sleep``, a sync HTTP
client) or fill the loop's default executor with its own ``asyncio.to_thread`` work. The runner
therefore keeps, apart from both:

- :func:`offload`: a small thread pool of its own for its blocking file work (the local record,
  the workspace's files), never the loop's default executor;
- :class:`RunnerIO`: one thread with its own event loop (and default executor) per execution,
  where each attempt's heartbeats run (``_controller.leases``), so a loop blocked for longer than a
  lease does not lose it; and a watchdog there that notices the runner's loop has not run for
  ``BLOCKED_SECONDS`` and says which code holds it, or which import (:class:`Blocking`, read
  off the loop's stack by ``blocking.held_by``).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import dataclasses
import functools
import logging
import sys
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any

from .blocking import Blocking, blocking_hint, held_by, innermost_user_frame, process_paused

__all__ = [
    "BLOCKED_SECONDS",
    "CURRENT_ATTEMPT",
    "Blocking",
    "RunnerIO",
    "Worker",
    "blocking_hint",
    "in_background",
    "innermost_user_frame",
    "offload",
]

log = logging.getLogger("evalrouter.agents")


class Worker:
    """One daemon thread running one event loop until :meth:`close`."""

    def __init__(self, name: str = "evalrouter-agents") -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._main, name=name, daemon=True)
        self._thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_forever()
        finally:
            pending = asyncio.all_tasks(self.loop)
            for task in pending:
                task.cancel()
            if pending:
                self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    def submit[T](self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def close(self) -> None:
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join()


FILE_THREADS = 4
"""Threads of the runner's own pool for file work (state-file writes with their fsync, task
files written into and collected from workspaces): short jobs, never the agent's."""

BLOCKED_SECONDS = 2.0
"""The runner's loop not running for this long is reported as blocked: far above any step of
the runner itself, far below any lease."""
PULSE_SECONDS = 0.25

CURRENT_ATTEMPT: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "evalrouter_agents_attempt", default=None
)
"""The attempt a task of the runner's loop works for (inherited by the agent's tasks): how the
watchdog names the attempt whose code blocks the loop."""

_files: concurrent.futures.ThreadPoolExecutor | None = None
_files_lock = threading.Lock()


def _file_pool() -> concurrent.futures.ThreadPoolExecutor:
    global _files
    with _files_lock:
        if _files is None:
            _files = concurrent.futures.ThreadPoolExecutor(
                FILE_THREADS, thread_name_prefix="evalrouter-agents-files"
            )
        return _files


async def offload[T](fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` in the runner's own file threads: unlike ``asyncio.to_thread``, it never
    queues behind the agent's work in the loop's default executor."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_file_pool(), functools.partial(fn, *args))


def in_background(fn: Callable[..., object], *args: Any) -> None:
    """``fn(*args)`` in the runner's own file threads, waited for by nobody (a finished
    attempt's folder removed); done before this process exits, as the pool's threads are
    joined with its queue run."""
    _file_pool().submit(fn, *args)


# ------------------------------------------------------------------------------ blocking


class RunnerIO:
    """The runner's I/O thread for one execution: its own event loop (and default executor),
    the heartbeats of every attempt, and a watchdog of the runner's loop.

    ``on_blocked`` is called on the runner's loop when it runs again after being blocked for
    ``threshold`` seconds or more; the watchdog logs the blocking at once, while it lasts."""

    def __init__(
        self,
        on_blocked: Callable[[Blocking], None],
        *,
        threshold: float | None = None,
    ) -> None:
        self._on_blocked = on_blocked
        self._threshold = BLOCKED_SECONDS if threshold is None else threshold
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread_id: int | None = None
        self._worker: Worker | None = None
        self._lock = threading.Lock()
        self._seen = self._watched = time.monotonic()
        self._seen_cpu = time.process_time()
        self._episode: Blocking | None = None
        self._pulse: asyncio.TimerHandle | None = None
        self._watch: concurrent.futures.Future[None] | None = None

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        assert self._worker is not None
        return self._worker.loop

    def start(self) -> None:
        """Called on the runner's loop."""
        self._loop = asyncio.get_running_loop()
        self._thread_id = threading.get_ident()
        self._worker = Worker("evalrouter-agents-io")
        self._seen = self._watched = time.monotonic()
        self._seen_cpu = time.process_time()
        self._beat()
        self._watch = self._worker.submit(self._watchdog())

    def submit[T](self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        """Run ``coro`` on the I/O loop."""
        assert self._worker is not None
        return self._worker.submit(coro)

    async def close(self, last: Callable[[], Coroutine[Any, Any, None]] | None = None) -> None:
        """Stop the watchdog, run ``last()`` on the I/O loop (closing its client), end the
        thread."""
        if self._pulse is not None:
            self._pulse.cancel()
        if self._worker is None:
            return
        if self._watch is not None:
            self._watch.cancel()
        if last is not None:
            await asyncio.wrap_future(self._worker.submit(last()))
        worker, self._worker = self._worker, None
        await offload(worker.close)

    # ---------------------------------------------------------------- the watchdog

    def _beat(self) -> None:
        """On the runner's loop, every ``PULSE_SECONDS``: the loop runs. Ends a blocking
        episode the watchdog saw, reporting it here, on the runner's loop; or one it could not
        see, the whole process having stopped (it runs again first after a pause)."""
        now, cpu = time.monotonic(), time.process_time()
        with self._lock:
            episode, self._episode = self._episode, None
            since, self._seen = self._seen, now
            used, self._seen_cpu = cpu - self._seen_cpu, cpu
            overrun = now - self._watched - PULSE_SECONDS  # the watchdog's turn, overdue
        stalled = now - since
        if (
            episode is None
            and stalled >= self._threshold
            and process_paused(overrun, used, stalled)
        ):
            episode = Blocking(stalled, None, None, paused=True)
        if episode is not None:
            self._on_blocked(dataclasses.replace(episode, seconds=now - since))
        assert self._loop is not None
        self._pulse = self._loop.call_later(PULSE_SECONDS, self._beat)

    async def _watchdog(self) -> None:
        while True:
            await asyncio.sleep(PULSE_SECONDS)
            with self._lock:
                now = time.monotonic()
                overrun, self._watched = now - self._watched - PULSE_SECONDS, now
                idle = now - self._seen
                if idle < self._threshold or self._episode is not None:
                    continue
                if process_paused(overrun, time.process_time() - self._seen_cpu, idle):
                    episode = Blocking(idle, None, None, paused=True)
                else:
                    episode = self._inspect(idle)
                self._episode = episode
            log.warning(
                "the agents runner's event loop did not run (attempt %s): %s",
                episode.attempt_id or "unknown",
                blocking_hint(episode),
            )

    def _inspect(self, idle: float) -> Blocking:
        """Which code holds the runner's loop, for which attempt, and the import it is in, if
        any (read from this thread while that loop is stuck)."""
        assert self._thread_id is not None and self._loop is not None
        frame = sys._current_frames().get(self._thread_id)
        attempt_id = None
        try:
            task = asyncio.current_task(self._loop)
            if task is not None:
                attempt_id = task.get_context().get(CURRENT_ATTEMPT)
        except RuntimeError:  # pragma: no cover - the loop moved on meanwhile
            pass
        where, importing = held_by(frame)
        return Blocking(idle, where, attempt_id, importing)
