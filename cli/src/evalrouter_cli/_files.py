"""Files the CLI writes for the user (``runs export -o``, ``report -o``): whole or not at all.
The bytes go to a temporary file of this process's own, created new (``O_EXCL``, never through
a link) under a random name in the target's folder, synced, then renamed over the target, as
the SDK's state writes do. A name someone planted, a link included, is skipped, never opened.
Every failure is one ``CliError`` naming the path and the fix; the temporary file is removed."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from . import _exit
from ._exit import CliError

_NEW_ONLY = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NEW_ONLY
_TRIES = 16  # names taken (or planted) in a row before giving up: 64 random bits each


def check(path: Path, *, overwrite: bool, hint: str) -> None:
    """Refuse, before anything is asked of the API, a target that cannot be written: a folder,
    a folder that does not exist, or an existing file (a link too) without ``--overwrite``."""
    if path.is_dir():
        raise _cannot(path, errno.EISDIR)
    if os.path.lexists(path) and not overwrite:
        raise CliError(
            "destination_exists",
            f"{path} exists; nothing was written.",
            hint=hint,
            exit_code=_exit.USAGE,
        )
    if not path.parent.is_dir():
        raise _cannot(path, errno.ENOENT)


def save(path: Path, write: Callable[[BinaryIO], object]) -> None:
    """Replace ``path`` with what ``write`` writes to the binary file it is given."""
    temporary, handle = _create(path)
    try:
        with handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)  # a link at ``path`` is replaced, never followed
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise _cannot(path, error.errno) from None
        raise


def partial_name(path: Path) -> Path:
    """A fresh temporary name beside ``path``: nobody can plant a file there in advance."""
    return path.with_name(f".{path.name}.{secrets.token_hex(8)}.partial")


def _create(path: Path) -> tuple[Path, BinaryIO]:
    for _ in range(_TRIES):
        temporary = partial_name(path)
        try:
            descriptor = os.open(temporary, _CREATE, 0o666)
        except FileExistsError:
            continue  # taken, or planted (a link included): never opened
        except OSError as error:
            raise _cannot(path, error.errno) from None
        return temporary, os.fdopen(descriptor, "wb")
    raise _cannot(path, errno.EEXIST)


# errno → (what went wrong, the fix, whether the user's path is at fault: exit 2, else 1).
_WHY: dict[int, tuple[str, str, bool]] = {
    errno.ENOENT: ("its folder does not exist", "Create it first: mkdir -p {folder}", True),
    errno.ENOTDIR: ("its folder does not exist", "Create it first: mkdir -p {folder}", True),
    errno.EISDIR: ("it is a folder", "Give a file path: -o {path}/NAME", True),
    errno.EACCES: ("permission denied", "Write to a folder you own, or -o another path.", True),
    errno.EPERM: ("permission denied", "Write to a folder you own, or -o another path.", True),
    errno.EROFS: ("its folder is read-only", "Give -o a path on a writable disk.", True),
    errno.ENOSPC: ("the disk is full", "Free some space, or -o another disk.", False),
    errno.EEXIST: ("no temporary name was free", "Remove the .*.partial files there.", False),
}


def _cannot(path: Path, number: int | None) -> CliError:
    what, fix, usage = _WHY.get(
        number or 0, (os.strerror(number or errno.EIO), "Check the path, or -o another.", False)
    )
    return CliError(
        "cannot_write",
        f"Cannot write {path}: {what}; nothing was written.",
        hint=fix.format(folder=path.parent, path=path),
        exit_code=_exit.USAGE if usage else _exit.FAILED,
        details={"path": str(path), "errno": number},
    )
