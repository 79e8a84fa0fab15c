"""The ``execute`` tool of repository tasks: one shell command in the task's checkout, bounded in
time and in output, in a process group of its own that is killed when the time is up and when
the command returns (nothing it started outlives the call)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..._errors import invalid_input
from .workspace import JsonObject

__all__ = [
    "EXECUTE_SCHEMA",
    "MAX_OUTPUT_BYTES",
    "Executed",
    "execute_arguments",
    "run_command",
]

MAX_OUTPUT_BYTES = 131_072
MAX_COMMAND_CHARS = 16_000
DEFAULT_TIMEOUT_SECONDS = 30
MAX_TIMEOUT_SECONDS = 600
KILLED_EXIT = 137
DRAIN_SECONDS = 2.0
"""After the command returns, how long output still in the pipe is read."""
SLACK_SECONDS = 15.0
"""Beyond the command's own timeout, how long a wrapper (``docker exec``) is given to end."""

EXECUTE_SCHEMA: JsonObject = {
    "type": "object",
    "properties": {
        "command": {
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_COMMAND_CHARS,
            "description": "A shell command, run in the repository's checkout.",
        },
        "timeout_seconds": {
            "type": "integer",
            "minimum": 1,
            "maximum": MAX_TIMEOUT_SECONDS,
            "default": DEFAULT_TIMEOUT_SECONDS,
            "description": "Seconds before the command is killed.",
        },
    },
    "required": ["command"],
    "additionalProperties": False,
}

KEPT_VARIABLES = ("PATH", "HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "TERM", "TZ", "LANG")
"""What an in-place command inherits of the runner's environment: nothing that may hold a key
(the user's EvalRouter key and provider keys stay with the runner)."""


@dataclass(frozen=True, slots=True)
class Executed:
    """One command's end: its exit code (137 when killed), whether the time ran out, its
    output (stdout and stderr interleaved, decoded) and whether that output was cut."""

    exit_code: int
    timed_out: bool
    output: str
    truncated: bool
    duration_ms: int

    def structured(self) -> JsonObject:
        return {
            "exit_code": self.exit_code,
            "timed_out": self.timed_out,
            "output": self.output,
            "truncated": self.truncated,
        }

    def text(self) -> str:
        notes = [f"exit code {self.exit_code}"]
        if self.timed_out:
            notes.append("timed out")
        if self.truncated:
            notes.append("output truncated")
        joiner = "" if not self.output or self.output.endswith("\n") else "\n"
        return f"{self.output}{joiner}[{', '.join(notes)}]"


def execute_arguments(arguments: Mapping[str, object]) -> tuple[str, int]:
    """``(command, timeout_seconds)`` from the tool's arguments, or ``invalid_input``."""
    extra = set(arguments) - {"command", "timeout_seconds"}
    if extra:
        raise invalid_input(
            f"execute takes 'command' and an optional 'timeout_seconds'; got "
            f"{', '.join(sorted(extra))}.",
            hint='Call execute with {"command": "python -m pytest -x", "timeout_seconds": 60}.',
            field="arguments",
        )
    command = arguments.get("command")
    if not isinstance(command, str) or not 1 <= len(command) <= MAX_COMMAND_CHARS:
        raise invalid_input(
            f"execute's 'command' must be a string of 1 to {MAX_COMMAND_CHARS} characters.",
            hint='Pass the shell command, e.g. {"command": "ls"}.',
            field="command",
        )
    timeout = arguments.get("timeout_seconds", DEFAULT_TIMEOUT_SECONDS)
    if (
        not isinstance(timeout, int)
        or isinstance(timeout, bool)
        or not 1 <= timeout <= MAX_TIMEOUT_SECONDS
    ):
        raise invalid_input(
            f"execute's 'timeout_seconds' must be a whole number from 1 to "
            f"{MAX_TIMEOUT_SECONDS}, not {timeout!r:.40}.",
            hint=f"Leave it out for {DEFAULT_TIMEOUT_SECONDS} seconds.",
            field="timeout_seconds",
        )
    return command, timeout


def shell() -> str:
    """bash when the machine has it, else sh."""
    return shutil.which("bash") or "/bin/sh"


def in_place_environment() -> dict[str, str]:
    env = {key: os.environ[key] for key in KEPT_VARIABLES if key in os.environ}
    env.setdefault("PATH", os.defpath)
    env.setdefault("LANG", "C.UTF-8")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _kill_group(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


async def _read_capped(stream: asyncio.StreamReader, kept: bytearray, cap: int) -> bool:
    """Read ``stream`` to its end, keeping its first ``cap`` bytes; True when more came."""
    over = False
    while chunk := await stream.read(65_536):
        room = cap - len(kept)
        if len(chunk) > room:
            over = True
        kept += chunk[: max(room, 0)]
    return over


async def run_command(
    argv: Sequence[str],
    *,
    cwd: Path,
    env: Mapping[str, str],
    timeout: float,
    cap: int = MAX_OUTPUT_BYTES,
) -> Executed:
    """Run ``argv`` in a new session (its own process group) with stdout and stderr together,
    keeping ``cap`` bytes of output. When ``timeout`` passes, or as soon as the command itself
    returns, the whole group is killed. A command killed at its timeout reports 137."""
    started = time.monotonic()
    process = await asyncio.create_subprocess_exec(
        *argv,
        cwd=cwd,
        env=dict(env),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        start_new_session=True,
    )
    assert process.stdout is not None
    kept = bytearray()
    reader = asyncio.ensure_future(_read_capped(process.stdout, kept, cap))
    timed_out = False
    try:
        try:
            await asyncio.wait_for(process.wait(), timeout)
        except TimeoutError:
            timed_out = True
    except BaseException:
        reader.cancel()
        raise
    finally:
        # The command is over (or out of time): whatever it left running goes with its group.
        _kill_group(process.pid)
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        code = await process.wait()
    try:
        over = await asyncio.wait_for(asyncio.shield(reader), DRAIN_SECONDS)
    except TimeoutError:
        reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await reader
        over = False
    exit_code = KILLED_EXIT if timed_out else (128 - code if code < 0 else code)
    return Executed(
        exit_code=exit_code,
        timed_out=timed_out,
        output=bytes(kept).decode("utf-8", "replace"),
        truncated=over,
        duration_ms=round((time.monotonic() - started) * 1000),
    )


def in_place_argv(command: str) -> list[str]:
    return [shell(), "-c", command]
