"""An attempt's workspace on disk: the task's input files written into it and the declared
outputs read back, every path checked (:func:`safe_path`) and opened relative to the
workspace without following links."""

from __future__ import annotations

import base64
import contextlib
import errno
import hashlib
import os
import re
import stat
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from evalrouter_generated._model import JsonValue

from ..._errors import invalid_input
from ..._exceptions import EvalRouterError

if TYPE_CHECKING:
    pass
__all__ = ["FILES_TOOLSET", "SAFE_FILES", "JsonObject", "Workspace", "safe_path"]

type JsonObject = dict[str, JsonValue]

FILES_TOOLSET = "toolset:files@1"

MAX_ANSWER_BYTES = 64 * 1024
MAX_OUTPUT_FILE_BYTES = 64 * 1024
MAX_OUTPUT_TOTAL_BYTES = 256 * 1024
MAX_PATH_CHARS = 160
_GIVE_A_DIRECTORY = "Give an existing directory."
PATH_PATTERN = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*")
"""A workspace path: plain segments joined by ``/``; no segment starts with a dot, so ``..``,
hidden entries, absolute paths and empty segments are all refused."""


_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC: int = getattr(os, "O_CLOEXEC", 0)
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _NOFOLLOW | _CLOEXEC
_FILE_READ_FLAGS = os.O_RDONLY | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | _CLOEXEC
_FILE_CREATE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
SAFE_FILES = bool(_NOFOLLOW) and os.open in os.supports_dir_fd and os.stat in os.supports_dir_fd
"""Whether this system can open paths relative to a directory without following links; the
files toolset needs it (POSIX systems do; Windows does not)."""


# --------------------------------------------------------------------------- the workspace


def safe_path(path: object) -> bool:
    """Whether ``path`` is a workspace path this runner reads or writes."""
    return (
        isinstance(path, str)
        and len(path) <= MAX_PATH_CHARS
        and PATH_PATTERN.fullmatch(path) is not None
    )


def delivered_input_files(delivery: Mapping[str, object]) -> list[tuple[str, str]]:
    files = as_mapping(delivery.get("inputs")).get("files")
    found: list[tuple[str, str]] = []
    for index, entry in enumerate(as_list(files)):
        path = entry.get("path") if isinstance(entry, Mapping) else None
        content = entry.get("content") if isinstance(entry, Mapping) else None
        if not safe_path(path) or not isinstance(content, str):
            raise EvalRouterError(
                "client_file_task_invalid",
                f"The task's inputs.files[{index}] is not a safe workspace file: its path must "
                f"be plain segments of [A-Za-z0-9_.-] joined by '/', at most {MAX_PATH_CHARS} "
                "characters, none starting with a dot, and its content a string.",
                hint="The task cannot be run locally; report it to the benchmark's owner.",
                details={"index": index, "path": cast("JsonValue", path)},
            )
        found.append((cast("str", path), content))
    return found


class Workspace:
    """The attempt's workspace, reached only through its root's own descriptor.

    The root's identity (device, inode) is recorded once; an operation that finds another
    directory there is refused with ``client_workspace_replaced``."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            info = os.stat(self.path, follow_symlinks=False)
        except OSError as error:
            raise invalid_input(
                f"The attempt workspace {self.path.name!r} cannot be read: {error.strerror}.",
                hint=_GIVE_A_DIRECTORY,
                field="workspace",
            ) from None
        if not stat.S_ISDIR(info.st_mode):
            raise invalid_input(
                "The attempt workspace must be a directory (not a symbolic link or a file).",
                hint=_GIVE_A_DIRECTORY,
                field="workspace",
            )
        self.identity = (info.st_dev, info.st_ino)

    def _open_root(self) -> int:
        if not SAFE_FILES:
            raise EvalRouterError(
                "toolset_unsupported",
                "File tasks need a system that opens files without following symbolic links "
                "(Linux or macOS); this one cannot.",
                hint="Run file tasks on Linux or macOS, or choose answer tasks.",
                details={"toolset": FILES_TOOLSET},
            )
        try:
            fd = os.open(self.path, _DIR_FLAGS)
        except OSError:
            fd = -1
        if fd >= 0:
            info = os.fstat(fd)
            if (info.st_dev, info.st_ino) == self.identity:
                return fd
            os.close(fd)
        raise EvalRouterError(
            "client_workspace_replaced",
            "The attempt's workspace directory was removed or replaced while the attempt ran.",
            hint="Leave context.workspace itself in place; change only what is inside it.",
        )

    def write_files(self, files: Sequence[tuple[str, str]]) -> list[str]:
        """Create each missing file (0600, exclusively); an existing entry, a symbolic link on
        the way, or a non-directory on the way is left as it is. Returns the paths created."""
        created: list[str] = []
        root = self._open_root()
        try:
            for path, content in files:
                *parents, name = path.split("/")
                fd = _walk(root, parents, create=True)
                if fd is None:
                    continue
                try:
                    try:
                        out = os.open(name, _FILE_CREATE_FLAGS, 0o600, dir_fd=fd)
                    except FileExistsError:
                        continue
                    except OSError as error:
                        if error.errno in (errno.ELOOP, errno.EISDIR, errno.ENOTDIR):
                            continue
                        raise
                    with os.fdopen(out, "wb") as stream:
                        stream.write(content.encode("utf-8", "surrogatepass"))
                    created.append(path)
                finally:
                    if fd != root:
                        os.close(fd)
        except OSError as error:
            raise EvalRouterError(
                "client_install_failed",
                f"The task's files could not be written into the workspace: {error.strerror}.",
                hint="Check the disk space and permissions of the workspace directory.",
            ) from None
        finally:
            os.close(root)
        return created

    def collect(self, paths: Sequence[str]) -> list[JsonObject]:
        """One entry per declared output path, in order: present (with its bytes), missing or
        unsafe (with the reason). Files over 64 KiB, or past 256 KiB in all, are unsafe."""
        entries: list[JsonObject] = []
        total = 0
        root = self._open_root()
        try:
            for path in paths:
                entry = _read_output(root, path, MAX_OUTPUT_TOTAL_BYTES - total)
                total += as_int(entry.get("bytes"))
                entries.append(entry)
        except OSError as error:
            raise EvalRouterError(
                "client_output_collection_failed",
                f"The output files could not be read from the workspace: {error.strerror}.",
                hint="Check the permissions of the files the task declares as outputs.",
            ) from None
        finally:
            os.close(root)
        return entries


def _walk(root: int, parents: Sequence[str], *, create: bool) -> int | None:
    """A descriptor of ``root/parents`` (``root`` itself for none), reached without following a
    symbolic link; None when a component is missing (and not created), a link or not a
    directory. The caller closes a descriptor other than ``root``."""
    fd = root
    for part in parents:
        if create:
            with contextlib.suppress(FileExistsError):
                os.mkdir(part, 0o700, dir_fd=fd)
        try:
            child = os.open(part, _DIR_FLAGS, dir_fd=fd)
        except OSError as error:
            if error.errno not in (errno.ENOENT, errno.ELOOP, errno.ENOTDIR):
                raise
            child = -1
        if fd != root:
            os.close(fd)
        if child < 0:
            return None
        fd = child
    return fd


def _read_output(root: int, path: str, room: int) -> JsonObject:
    def unsafe(reason: str) -> JsonObject:
        return {"path": path, "status": "unsafe", "reason": reason}

    if not safe_path(path):
        return unsafe("path_escape")
    *parents, name = path.split("/")
    fd = root
    for part in parents:
        try:
            info = os.stat(part, dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            info = None
        if info is None or not stat.S_ISDIR(info.st_mode):
            if fd != root:
                os.close(fd)
            if info is not None and stat.S_ISLNK(info.st_mode):
                return unsafe("symlink")
            return {"path": path, "status": "missing"}
        walked = _walk(fd, [part], create=False)
        if fd != root:
            os.close(fd)
        if walked is None:
            return unsafe("symlink")
        fd = walked
    try:
        return _read_file(fd, name, path, room)
    finally:
        if fd != root:
            os.close(fd)


def _read_file(fd: int, name: str, path: str, room: int) -> JsonObject:
    def unsafe(reason: str) -> JsonObject:
        return {"path": path, "status": "unsafe", "reason": reason}

    try:
        info = os.stat(name, dir_fd=fd, follow_symlinks=False)
    except FileNotFoundError:
        return {"path": path, "status": "missing"}
    if stat.S_ISLNK(info.st_mode):
        return unsafe("symlink")
    if not stat.S_ISREG(info.st_mode):
        return unsafe("not_regular_file")
    if info.st_nlink > 1:
        return unsafe("hardlink")
    limit = min(MAX_OUTPUT_FILE_BYTES, room)
    if info.st_size > limit:
        return unsafe("oversize")
    try:
        handle = os.open(name, _FILE_READ_FLAGS, dir_fd=fd)
    except FileNotFoundError:
        return {"path": path, "status": "missing"}
    except OSError as error:
        if error.errno == errno.ELOOP:
            return unsafe("symlink")
        raise
    with os.fdopen(handle, "rb") as stream:
        opened = os.fstat(stream.fileno())
        # The entry checked above may have been swapped since: judge the file actually opened.
        if not stat.S_ISREG(opened.st_mode):
            return unsafe("not_regular_file")
        if opened.st_nlink > 1:
            return unsafe("hardlink")
        data = stream.read(limit + 1)
    if len(data) > limit:
        return unsafe("oversize")
    return {
        "path": path,
        "status": "present",
        "content_base64": base64.b64encode(data).decode("ascii"),
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
    }


# --------------------------------------------------------------------------- small readers


def as_mapping(value: object) -> Mapping[str, object]:
    return cast("Mapping[str, object]", value) if isinstance(value, Mapping) else {}


def as_list(value: object) -> list[object]:
    return cast("list[object]", value) if isinstance(value, list) else []


def as_int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
