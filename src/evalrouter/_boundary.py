"""Where errors leave the SDK: at the user's call.

An :class:`~evalrouter.EvalRouterError` is the answer to what the user asked, not a fault of the
SDK, so the frames it went through inside the SDK (flow drivers, the pipeline, validators)
are noise in the user's traceback. ``with PUBLIC:`` around the work of a public call cuts them:
the exception leaves with a traceback that starts at the block's caller, so a traceback ends
at the user's line (or at the public method that holds the block). Its explicit cause stays
(``raise ... from``), without the SDK or network frames it carries; an SDK error it was raised
while handling is dropped from the report. Any other exception is a bug and keeps every frame.

A ``KeyboardInterrupt`` (Ctrl+C) is cut the same way: where in the SDK it happened to land
says nothing to the user, and the flows that wait add a note with the run id and the calls that
resume and cancel it (:func:`evalrouter._flows.note_interrupt`).

The cut frames stay on the exception as ``_sdk_traceback`` (the innermost cut), for whoever
debugs the SDK itself.
"""

from __future__ import annotations

import sys
from collections.abc import Awaitable
from types import TracebackType

from ._exceptions import EvalRouterError

__all__ = ["PUBLIC", "cut", "cut_async"]


def _quiet(exc: BaseException) -> bool:
    """A chained exception whose own frames (SDK, httpx, sockets) say nothing a user can act
    on. httpx is looked up, not imported: the pages use this module and load without it, and
    no httpx error exists before httpx is loaded."""
    if isinstance(exc, EvalRouterError | OSError):
        return True
    httpx = sys.modules.get("httpx")
    return httpx is not None and isinstance(exc, httpx.TransportError)


def cut[E: BaseException](exc: E) -> E:
    """``exc`` with the SDK frames cut from its traceback (and from its chain's), in place."""
    if exc.__traceback__ is not None:
        vars(exc).setdefault("_sdk_traceback", exc.__traceback__)
        exc.with_traceback(None)
    seen = {id(exc)}
    link: BaseException = exc
    while True:
        cause = link.__cause__
        if cause is None:
            context = link.__context__
            if context is None or link.__suppress_context__:
                break
            if isinstance(context, EvalRouterError):
                link.__suppress_context__ = True  # handled inside the SDK; this is the answer
                break
            cause = context
        if id(cause) in seen or not _quiet(cause):
            break  # anything else may be a bug: keep its frames
        seen.add(id(cause))
        cause.with_traceback(None)
        link = cause
    return exc


class _Public:
    """``with PUBLIC:``: an ``EvalRouterError`` or a ``KeyboardInterrupt`` leaving the block has
    its SDK frames cut."""

    __slots__ = ()

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if isinstance(exc, EvalRouterError | KeyboardInterrupt):
            self._cut(exc)

    def _cut(self, exc: EvalRouterError | KeyboardInterrupt) -> None:
        """What the block does with an exception leaving it: cut its SDK frames."""
        cut(exc)


PUBLIC = _Public()


async def cut_async[T](awaitable: Awaitable[T]) -> T:
    """Await ``awaitable`` inside ``with PUBLIC:`` (for calls that hand back a coroutine)."""
    with PUBLIC:
        return await awaitable
