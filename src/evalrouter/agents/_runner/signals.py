"""SIGTERM and SIGHUP end an evaluation as Ctrl+C does (:func:`ending_like_ctrl_c`).

Their default action kills the evaluating process outright: `timeout`, a pod stop or systemd
(SIGTERM), a closed terminal (SIGHUP) would leave every ACP agent running without its parent and
its workspace behind. While an evaluation runs here (``evaluate``, ``AgentRun.events``,
``work``, and their ``_async`` forms), each of these signals whose handler is the default one
gets a handler that does what Ctrl+C does: the attempts in flight end (their agents with
them), they are settled as interrupted, their workspaces are removed, and the interrupt
reaches the caller with the note that tells how to resume. The previous handlers come back when
the last evaluation here ends, also on error.

- A handler the user installed (``signal.signal``, ``loop.add_signal_handler``, ``SIG_IGN``) is
  left alone: their handler decides.
- Only the main thread can install handlers (and only it receives signals): an evaluation
  driven from another thread is not covered, nor is one on a platform without the signal
  (Windows has no SIGHUP and no way to catch a SIGTERM sent by ``TerminateProcess``).
- Sync calls get ``KeyboardInterrupt("stopped by SIGTERM")``, raised where the main thread waits
  for the attempts, as Ctrl+C raises it. Async calls get what Ctrl+C gives them: under
  ``asyncio.run`` its SIGINT handler (the main task is cancelled; ``asyncio.run`` then raises
  ``KeyboardInterrupt``, which does not name the signal); under a plain loop,
  ``KeyboardInterrupt``.
- The first of these signals ends the evaluation; a repeated one while its attempts are being
  ended is ignored, so that the cleanup is not cut short (a SIGKILL still ends everything; the
  agents' process groups are ended by their own guards then).
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
from collections.abc import Callable, Iterator
from types import FrameType

__all__ = ["SIGNALS", "ending_like_ctrl_c", "stopped_by"]

SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""The signals that end an evaluation like Ctrl+C (those this platform has)."""

_PREFIX = "stopped by "

type Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None


class _Spans:
    """The evaluations running here (sync ones block the main thread; async ones run in its
    loop) and the handlers this module installed for them. Changed under ``lock`` by the
    evaluations; read without it by the handler (which runs on the main thread, perhaps while
    the main thread holds the lock)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.blocking = 0
        self.in_loop = 0
        self.installed: list[signal.Signals] = []
        self.fired = False


_SPANS = _Spans()


def stopped_by(exc: BaseException) -> str:
    """The signal that raised ``exc`` (``"SIGTERM"``), or ``""`` for a plain Ctrl+C."""
    if isinstance(exc, KeyboardInterrupt) and len(exc.args) == 1:
        text = exc.args[0]
        if isinstance(text, str) and text.startswith(_PREFIX):
            return text.removeprefix(_PREFIX)
    return ""


def _on_signal(signum: int, frame: FrameType | None) -> None:
    spans = _SPANS
    if not (spans.blocking or spans.in_loop):
        # Left installed by an evaluation that ended off the main thread: the default action.
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)
        return
    if spans.fired:
        return  # the evaluation is ending already: its cleanup is not cut short
    spans.fired = True
    if not spans.blocking:
        on_int = signal.getsignal(signal.SIGINT)
        if callable(on_int) and on_int is not signal.default_int_handler:
            on_int(signal.SIGINT, frame)  # asyncio.run's: cancels the main task, as Ctrl+C
            return
    raise KeyboardInterrupt(_PREFIX + signal.Signals(signum).name)


def _on_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def _enter(*, blocking: bool) -> bool:
    if not SIGNALS or not _on_main_thread():
        return False
    with _SPANS.lock:
        if not (_SPANS.blocking or _SPANS.in_loop):
            _SPANS.fired = False
            _SPANS.installed = []
            for sig in SIGNALS:
                current: Handler = signal.getsignal(sig)
                if current is signal.SIG_DFL or current is _on_signal:
                    signal.signal(sig, _on_signal)
                    _SPANS.installed.append(sig)
        if blocking:
            _SPANS.blocking += 1
        else:
            _SPANS.in_loop += 1
    return True


def _leave(*, blocking: bool) -> None:
    with _SPANS.lock:
        if blocking:
            _SPANS.blocking -= 1
        else:
            _SPANS.in_loop -= 1
        if _SPANS.blocking or _SPANS.in_loop or not _on_main_thread():
            return  # off the main thread, ours stay: they act as the default when idle
        for sig in _SPANS.installed:
            if signal.getsignal(sig) is _on_signal:  # one the user set meanwhile stays
                signal.signal(sig, signal.SIG_DFL)
        _SPANS.installed = []


@contextlib.contextmanager
def ending_like_ctrl_c(*, blocking: bool) -> Iterator[None]:
    """Within: SIGTERM and SIGHUP, where their handler is the default, end the evaluation as
    Ctrl+C does (module docstring). ``blocking``: a sync call, whose main thread waits for the
    attempts (``KeyboardInterrupt`` is raised there); else an async call in the main thread's
    loop. Nests; the previous handlers come back when the outermost evaluation ends."""
    entered = _enter(blocking=blocking)
    try:
        yield
    finally:
        if entered:
            _leave(blocking=blocking)
