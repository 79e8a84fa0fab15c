"""Processes seen from this machine's side (a sandboxed agent's PIDs are its own namespace's):
found by a marker in their command line, such as a path only one test uses. Arguments are
NUL-separated there, so ``argument(flag, value)`` marks a process started with them (and not
a script that merely holds both in its source)."""

from __future__ import annotations

import os
import time
from pathlib import Path

__all__ = ["argument", "marked", "none_marked", "seen_within"]


def _state(pid: str) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return "X"


def argument(*words: object) -> str:
    """The marker of consecutive arguments ``words`` in a command line."""
    return "\0".join(map(str, words))


def marked(marker: str) -> list[int]:
    """The live processes (not zombies) whose command line holds ``marker``."""
    needle = marker.encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if needle in cmdline and _state(entry) not in ("Z", "X"):
            found.append(int(entry))
    return found


def none_marked(marker: str, within: float = 10.0) -> list[int]:
    """Wait (bounded, backing off) until no process holds ``marker``; those left, if any."""
    deadline = time.monotonic() + within
    delay = 0.02
    while (left := marked(marker)) and time.monotonic() < deadline:
        time.sleep(delay)
        delay = min(delay * 2, 0.5)
    return left


def seen_within(marker: str, within: float = 60.0) -> bool:
    """Wait (bounded, backing off) until a process holds ``marker``."""
    deadline = time.monotonic() + within
    delay = 0.02
    while not marked(marker):
        if time.monotonic() >= deadline:
            return False
        time.sleep(delay)
        delay = min(delay * 2, 0.5)
    return True
