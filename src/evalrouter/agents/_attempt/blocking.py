"""What held the runner's event loop (:class:`Blocking`), read from its stack by the watchdog
(:func:`held_by`), and what the user is told about it (:func:`blocking_hint`).

Two causes are told apart: the agent's own blocking code (``time.sleep``, a sync client),
fixed with ``asyncio.to_thread`` or an async client; and a module imported on first use (a
framework's lazy import of its provider library on the first model call), which no thread
fixes: it is imported before ``evaluate``. An import is read off the stack's importlib frames:
the outermost ``_find_and_load`` names the module whose import the agent's code started.

Neither is a whole process that did not run (SIGSTOP, a paused VM or container, a machine
starved of CPU): then the watchdog's own thread did not run either, and the process used little
CPU meanwhile, where blocking code holding the loop would have (:func:`process_paused`). That
is said as such (``paused``), never blamed on the agent's code.
"""

from __future__ import annotations

import os
import sysconfig
from dataclasses import dataclass
from types import FrameType

__all__ = ["Blocking", "blocking_hint", "held_by", "innermost_user_frame", "process_paused"]


@dataclass(frozen=True)
class Blocking:
    """The runner's loop did not run for ``seconds``: ``where`` (``file:line in function``) is
    the innermost frame of code outside the SDK and the standard library that held it (for an
    import, the code that started it), ``attempt_id`` the attempt whose task was running,
    when known, and ``importing`` the module being imported, when the loop was held in an
    import. ``paused``: the whole process did not run (no code held the loop; no ``where``,
    no attempt)."""

    seconds: float
    where: str | None
    attempt_id: str | None
    importing: str | None = None
    paused: bool = False

    @property
    def package(self) -> str | None:
        """The top-level package of the module being imported."""
        return None if self.importing is None else self.importing.partition(".")[0]


def process_paused(overrun: float, cpu_seconds: float, stalled: float) -> bool:
    """Whether the runner's loop not running for ``stalled`` seconds was the whole process not
    running: the watchdog's own thread did not run for most of it either (``overrun``: how
    much later than due its turn came) and the process used under half that in CPU time
    (``cpu_seconds``; code blocking the loop, even holding the GIL, uses it)."""
    return overrun > 0 and overrun >= stalled / 2 and cpu_seconds < overrun / 2


def blocking_hint(blocked: Blocking) -> str:
    """What the user reads about a blocked loop: what held it and how to fix it."""
    if blocked.paused:
        return (
            f"This process did not run for {blocked.seconds:.1f} s (paused or starved of "
            "CPU: a stopped process, a paused VM or container, an overloaded machine), not "
            "the agent's code: every attempt of this process waited meanwhile."
        )
    by = f" by {blocked.where}" if blocked.where else ""
    if blocked.importing is not None:
        return (
            f"The agent blocked the runner's event loop for {blocked.seconds:.1f} s importing "
            f"{blocked.importing} (package {blocked.package}){by}: a module imported on first "
            "use holds up every attempt of this process while it loads. Import it before "
            f"evaluate (`import {blocked.importing}` at the top of your script), so it is "
            "loaded once, before any attempt runs."
        )
    return (
        f"The agent blocked the runner's event loop for {blocked.seconds:.1f} s{by}. Blocking "
        "code in run() holds up every attempt of this process: run it with "
        "`await asyncio.to_thread(...)`, or use an async client."
    )


def _library_roots() -> tuple[str, ...]:
    paths = sysconfig.get_paths()
    roots = {paths.get("stdlib"), paths.get("platstdlib")}
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the evalrouter package
    return tuple(os.path.normcase(r) + os.sep for r in (*roots, here) if r)


_LIBRARY_ROOTS = _library_roots()


def innermost_user_frame(frame: FrameType | None) -> str | None:
    """``file:line in function`` of the innermost frame outside the standard library, this
    SDK and code of no file (frozen importlib), walking out from ``frame`` (``time.sleep``
    itself has no frame: its caller is named)."""
    while frame is not None:
        given = frame.f_code.co_filename  # "<frozen importlib._bootstrap>", "<string>": none
        filename = os.path.normcase(os.path.abspath(given))
        if not given.startswith("<") and not filename.startswith(_LIBRARY_ROOTS):
            return f"{frame.f_code.co_filename}:{frame.f_lineno} in {frame.f_code.co_name}"
        frame = frame.f_back
    return None


def _import_of(frame: FrameType) -> str | None:
    """The module a frame of importlib's ``_find_and_load`` is importing."""
    code = frame.f_code
    if code.co_name != "_find_and_load" or not code.co_filename.startswith("<frozen importlib"):
        return None
    name = frame.f_locals.get("name")
    return name if isinstance(name, str) and name else None


def held_by(frame: FrameType | None) -> tuple[str | None, str | None]:
    """``(where, importing)`` for a thread stuck at ``frame``: in an import, the module whose
    import the code started (the outermost one on the stack) and the line that started it;
    else the innermost frame of the user's code, and ``None``."""
    importing, started = None, None
    walk = frame
    while walk is not None:
        name = _import_of(walk)
        if name is not None:
            importing, started = name, walk
        walk = walk.f_back
    if started is None:
        return innermost_user_frame(frame), None
    return innermost_user_frame(started.f_back), importing
