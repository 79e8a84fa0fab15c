"""The sync API over the async core: one worker thread running one event loop.

The runner is written once, async. A sync call runs it on a :class:`Worker` (one thread, one
loop) with a private ``AsyncEvalRouter`` twin of the user's client, and hands results (and,
for ``events()``, each event through a queue) back to the calling thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

from .._client import async_twin

if TYPE_CHECKING:
    from .._client import AsyncEvalRouter, EvalRouter

__all__ = ["Worker", "run_sync"]


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

    def call_soon(self, fn: Callable[[], object]) -> None:
        self.loop.call_soon_threadsafe(fn)

    def close(self) -> None:
        if self._thread.is_alive():
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join()


def run_sync[T](
    client: EvalRouter | AsyncEvalRouter, work: Callable[[AsyncEvalRouter], Awaitable[T]]
) -> T:
    """``await work(twin)`` on a worker's loop, ``twin`` an async twin of ``client``; blocks
    until it is done and returns its result (or raises its error)."""
    worker = Worker()

    async def main() -> T:
        twin = async_twin(client)
        try:
            return await work(twin)
        finally:
            await twin.close()

    try:
        return worker.submit(main()).result()
    finally:
        worker.close()
