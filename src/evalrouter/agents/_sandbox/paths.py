"""What a sandboxed program needs to see, read-only: the system's folders, and the installed
files of the program itself (its prefix: a virtualenv, a Node.js or Python install, an npm
package folder), found from the executable, its links and its ``#!`` line, never by showing a
whole home folder."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

__all__ = [
    "MASKED",
    "SYSTEM_FOLDERS",
    "masked",
    "program_paths",
    "python_paths",
    "runnable",
    "shown",
    "socket_folder",
]

SYSTEM_FOLDERS = (
    "/usr",
    "/bin",
    "/sbin",
    "/lib",
    "/lib32",
    "/lib64",
    "/libx32",
    "/etc",
    "/opt",
    "/nix/store",
)
"""Shown read-only where they exist (a link such as ``/bin -> usr/bin`` stays a link)."""
MASKED = (
    "/etc/shadow",
    "/etc/shadow-",
    "/etc/gshadow",
    "/etc/gshadow-",
    "/etc/sudoers",
    "/etc/sudoers.d",
    "/etc/security/opasswd",
    "/etc/ssh",
    "/etc/ssl/private",
)
"""Of the system's folders, what is hidden (an empty folder, an unreadable file): password
hashes, sudo rules, host keys and TLS private keys, which an agent run as root (a container,
CI) could otherwise read."""
_SHEBANG_BYTES = 256


def _covered(path: Path, by: Iterable[str]) -> bool:
    """Whether ``path`` is one of ``by`` or inside one. Absolute, normalized paths compared as
    text: ``Path.is_relative_to`` builds every parent and cost an attempt ~10 ms here."""
    text = str(path)
    for top in by:
        top = top.rstrip(os.sep) or os.sep
        if text == top or text.startswith(top if top == os.sep else top + os.sep):
            return True
    return False


def _private(path: Path) -> bool:
    """A folder that may hold the user's own files: their home or ``~/.local`` whole."""
    home = Path.home()
    return path in (home, home / ".local", Path(path.anchor))


def _prefix(executable: Path) -> Path:
    """The install an executable belongs to: ``<prefix>/bin/<name>`` gives ``<prefix>``
    (a virtualenv, a Node.js or Python install); anything else, the executable itself."""
    if executable.parent.name in ("bin", "Scripts") and not _private(executable.parent.parent):
        return executable.parent.parent
    if executable.parent.name == ".bin" and executable.parent.parent.name == "node_modules":
        return executable.parent.parent.parent  # an npm prefix: node_modules and package.json
    return executable


def _interpreter(script: Path) -> str | None:
    """The program a ``#!`` line names (``#!/usr/bin/env node`` gives ``node``)."""
    try:
        with script.open("rb") as handle:
            head = handle.read(_SHEBANG_BYTES)
    except OSError:
        return None
    if not head.startswith(b"#!"):
        return None
    words = head[2:].split(b"\n", 1)[0].decode("utf-8", "replace").split()
    if not words:
        return None
    if os.path.basename(words[0]) == "env":
        rest = [w for w in words[1:] if not w.startswith("-")]
        return rest[0] if rest else None
    return words[0]


def program_paths(program: str, *, depth: int = 0) -> Iterator[Path]:
    """The read-only paths ``program`` (a name on PATH or a path) needs: its install, the
    install its link resolves to, and the interpreter its ``#!`` line names."""
    found = shutil.which(program) if os.sep not in program else program
    if found is None or not os.path.exists(found):
        return
    path = Path(os.path.abspath(found))
    real = Path(os.path.realpath(path))
    for each in dict.fromkeys((path, real)):
        if not _covered(each, SYSTEM_FOLDERS):
            yield _prefix(each)
    if depth < 2 and (interpreter := _interpreter(real)) is not None:
        yield from program_paths(interpreter, depth=depth + 1)


def python_paths() -> Iterator[Path]:
    """This interpreter's installs (its virtualenv and its base), for the runner's own
    helpers (the task server's MCP pipe, the sandbox's launcher) and for Python agents."""
    for prefix in dict.fromkeys((sys.prefix, sys.base_prefix, sys.exec_prefix)):
        path = Path(prefix)
        if not _covered(path, SYSTEM_FOLDERS) and not _private(path):
            yield path


def shown(paths: Iterable[Path], *, beside: Iterable[Path] = ()) -> tuple[Path, ...]:
    """``paths`` without those another path of them (or a system folder) already shows, nor
    those inside ``beside`` (shown read-write: a file there stays writable)."""
    unique = sorted({Path(os.path.abspath(p)) for p in paths}, key=lambda p: len(p.parts))
    kept: list[Path] = []
    taken = [*SYSTEM_FOLDERS, *map(str, beside)]
    for path in unique:
        if not _covered(path, taken) and not _covered(path, map(str, kept)):
            kept.append(path)
    return tuple(kept)


SOCKET_PATH_ROOM = 100
"""A unix socket's path holds at most 107 bytes (103 on macOS): a folder with room for names."""


def socket_folder(prefix: str) -> Path:
    """A new private (0700) folder for unix sockets, in the temporary folder when its path is
    short enough (a deep ``TMPDIR``, as macOS's, is not), else in ``/tmp``."""
    base = tempfile.gettempdir()
    if len(base) + len(prefix) + 30 > SOCKET_PATH_ROOM and os.path.isdir("/tmp"):
        base = "/tmp"
    return Path(tempfile.mkdtemp(prefix=prefix, dir=base))


def masked() -> list[tuple[str, bool]]:
    """The :data:`MASKED` paths this machine has, each with whether it is a folder."""
    return [(path, os.path.isdir(path)) for path in MASKED if os.path.lexists(path)]


def runnable(script: Path) -> Path:
    """The file to run a helper script by (``python -I -S FILE``: the sandbox's launcher, the MCP
    pipe, once per attempt each): the import system's cached bytecode of it when that matches
    the source, so that no start compiles it again (1 to 3 ms of CPU each), else the source."""
    try:
        cached = Path(importlib.util.cache_from_source(str(script)))
        with cached.open("rb") as handle:
            head = handle.read(16)
        stat = script.stat()
    except (OSError, NotImplementedError, ValueError):
        return script
    if len(head) < 16 or head[:4] != importlib.util.MAGIC_NUMBER:
        return script
    if int.from_bytes(head[4:8], "little") == 0:  # stamped with the source's mtime and size
        fresh = head[8:16] == (
            (int(stat.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
            + (stat.st_size & 0xFFFFFFFF).to_bytes(4, "little")
        )
    else:  # with the source's hash
        fresh = head[8:16] == importlib.util.source_hash(script.read_bytes())
    return cached if fresh else script
