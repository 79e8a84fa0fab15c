"""How every public call of the runner reaches its one async implementation.

The runner is written once, async, as functions of an ``AsyncEvalRouter``. An ``x_async`` call
runs it in the caller's event loop (:func:`run_in_loop`); the sync ``x`` runs it on a
:class:`Worker` (one thread, one event loop) and blocks for the result (:func:`run_blocking`), or,
for ``events()``, hands over each item of an async iterator (:func:`iterate`). Either gets the
user's client itself when it can serve that loop, else a copy made for it
(:func:`~.._controller.clients.runner_client`), closed when the work is done.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Generator

from ..._boundary import PUBLIC
from ..._client import AsyncEvalRouter, EvalRouter
from .._attempt.threads import Worker
from .._controller.clients import runner_client

__all__ = ["iterate", "on_this_loop", "run_blocking", "run_in_loop"]

type Client = EvalRouter | AsyncEvalRouter
type Work[T] = Callable[[AsyncEvalRouter], Awaitable[T]]

_END = object()


@contextlib.asynccontextmanager
async def on_this_loop(client: Client, *, own_loop: bool = False) -> AsyncIterator[AsyncEvalRouter]:
    """``client`` itself when it serves this loop (an async client in its caller's loop), else
    a copy made for it, closed on the way out."""
    if isinstance(client, AsyncEvalRouter) and not own_loop:
        yield client
        return
    copy = runner_client(client)
    try:
        yield copy
    finally:
        await copy.close()


async def run_in_loop[T](client: Client, work: Work[T]) -> T:
    """``await work(c)`` in the caller's event loop."""
    async with on_this_loop(client, own_loop=False) as on_loop:
        return await work(on_loop)


def run_blocking[T](client: Client, work: Work[T]) -> T:
    """``await work(c)`` on a worker's loop; blocks until it is done and returns its result (or
    raises its error)."""

    async def main() -> T:
        async with on_this_loop(client, own_loop=True) as on_loop:
            return await work(on_loop)

    worker = Worker()
    try:
        return worker.submit(main()).result()
    finally:
        worker.close()


def iterate[T](
    client: Client, open_: Callable[[AsyncEvalRouter], AsyncGenerator[T, None]]
) -> Generator[T, None, None]:
    """Each item of ``open_(c)``, iterated on a worker's loop. Leaving early closes the
    iterator there (its ``finally`` runs to the end) before this generator ends."""
    worker = Worker()
    scope = on_this_loop(client, own_loop=True)
    items: AsyncGenerator[T, None] | None = None
    entered = False
    pending: concurrent.futures.Future[object] | None = None
    finished = False

    async def start() -> None:
        nonlocal items, entered
        on_loop = await scope.__aenter__()
        entered = True
        items = open_(on_loop)

    stepping: list[asyncio.Task[object]] = []  # the step running on the loop, if any

    async def step() -> object:
        assert items is not None
        task = asyncio.current_task()
        if task is not None:
            stepping[:] = [task]
        return await anext(items, _END)

    async def close() -> None:
        try:
            # A step scheduled as the caller was interrupted (between scheduling it and
            # holding its future) may still be running: it ends before the iterator closes.
            running = [task for task in stepping if not task.done()]
            for task in running:
                task.cancel()
            if running:
                await asyncio.wait(running)
            if items is not None and not finished:
                await items.aclose()
        finally:
            if entered:
                await scope.__aexit__(None, None, None)

    try:
        worker.submit(start()).result()
        while True:
            pending = worker.submit(step())
            with PUBLIC:
                item = pending.result()
            if item is _END:
                break
            yield item  # type: ignore[misc]
        finished = True
    finally:
        if pending is not None and not pending.done():
            pending.cancel()  # the caller was interrupted while waiting: end the step first
            concurrent.futures.wait([pending])
        try:
            worker.submit(close()).result()
        finally:
            worker.close()
