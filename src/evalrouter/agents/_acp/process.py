"""One ACP agent process: started in its own session (so its process group is its own), its
stderr drained into a capped tail, and the whole group killed when the attempt is over, on
timeout, cancel, Ctrl+C or this process's exit, so no grandchild (npx, node, uv, ...) is left.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import signal
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path

__all__ = ["STDERR_KEPT_BYTES", "STDERR_MARK", "AgentProcess", "kill_group"]

STDERR_KEPT_BYTES = 64 * 1024
STDERR_MARK = "\n--- the agent's stderr"
"""Where a failed turn's log (:meth:`AgentProcess.failure_log`) goes on to the agent's stderr."""
TERMINATE_SECONDS = 5.0
_CHUNK = 64 * 1024

_LIVE: set[int] = set()
_LIVE_LOCK = threading.Lock()


def kill_group(pgid: int, sig: int = signal.SIGKILL) -> None:
    """Signal every process of group ``pgid`` (gone already: nothing to do)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


@atexit.register
def _kill_all_at_exit() -> None:  # pragma: no cover - runs at interpreter exit
    with _LIVE_LOCK:
        groups = list(_LIVE)
        _LIVE.clear()
    for pgid in groups:
        kill_group(pgid)


class AgentProcess:
    """A started agent: ``stdin``/``stdout`` for the protocol, ``stderr_tail()`` for failures,
    :meth:`stop` to end its process group."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.pgid = process.pid  # its own session: the group id is its pid
        with _LIVE_LOCK:
            _LIVE.add(self.pgid)
        self._tail = bytearray()
        self.stderr_bytes = 0
        assert process.stdout is not None and process.stdin is not None
        self.stdout = process.stdout
        self.stdin = process.stdin
        self._drain = asyncio.ensure_future(self._drain_stderr())

    @classmethod
    async def start(cls, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> AgentProcess:
        process = await asyncio.create_subprocess_exec(
            *argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=dict(env),
            cwd=str(cwd),
            start_new_session=True,
            close_fds=True,
        )
        return cls(process)

    async def _drain_stderr(self) -> None:
        """Read stderr as fast as it comes (a full pipe would stall the agent), keeping the
        last :data:`STDERR_KEPT_BYTES`."""
        stream = self.process.stderr
        if stream is None:
            return
        with contextlib.suppress(Exception):
            while chunk := await stream.read(_CHUNK):
                self.stderr_bytes += len(chunk)
                self._tail += chunk
                if len(self._tail) > STDERR_KEPT_BYTES:
                    del self._tail[: len(self._tail) - STDERR_KEPT_BYTES]

    def stderr_tail(self) -> str:
        return self._tail.decode("utf-8", "replace")

    def failure_log(self, reason: str) -> str:
        """What the attempt's log keeps of a failed turn: why it ended, then the tail of the
        agent's stderr, at most :data:`STDERR_KEPT_BYTES` characters in all."""
        head = f"{reason[:2000]}{STDERR_MARK}"
        room = STDERR_KEPT_BYTES - len(head) - 80
        tail = self.stderr_tail()[-room:]
        dropped = self.stderr_bytes - len(tail.encode("utf-8", "replace"))
        if dropped > 0:
            head += f" ({dropped} earlier bytes not kept)"
        return f"{head} ---\n{tail}"

    @property
    def exited(self) -> bool:
        return self.process.returncode is not None

    async def stop(self, grace: float | None = None) -> None:
        """SIGTERM to the group, up to ``grace`` seconds (:data:`TERMINATE_SECONDS`) for the
        agent to exit, then SIGKILL to the group (whatever is left of it: a grandchild that
        outlived its parent too)."""
        grace = TERMINATE_SECONDS if grace is None else grace
        if self.process.stdin is not None:
            with contextlib.suppress(Exception):
                self.process.stdin.close()
        if not self.exited:
            kill_group(self.pgid, signal.SIGTERM)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.process.wait(), grace)
        kill_group(self.pgid, signal.SIGKILL)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.process.wait(), max(grace, 1.0))
        with _LIVE_LOCK:
            _LIVE.discard(self.pgid)
        with contextlib.suppress(TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(asyncio.shield(self._drain), 1.0)
        self._drain.cancel()
