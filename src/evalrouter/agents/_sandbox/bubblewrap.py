"""The Linux sandbox: a bubblewrap (``bwrap``) command line for one confined process.

New user, PID, IPC, UTS, cgroup and (unless ``network="host"``) network namespaces; a fresh
``/proc`` that shows the sandbox's processes only; the system's folders and the program's own
installs read-only (password hashes, host and TLS keys hidden); the workspace and private
home read-write; an empty ``/tmp``; no
capabilities; its own session (no terminal to inject keystrokes into). ``--die-with-parent``
ends the whole tree when the process that started it dies, however it dies, and the PID
namespace ends every process in it (a double fork included) when its first process exits.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from .paths import SYSTEM_FOLDERS, masked
from .request import Confinement

__all__ = ["bubblewrap_argv"]


def _system() -> list[str]:
    args: list[str] = []
    for top in SYSTEM_FOLDERS:
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            args += ["--ro-bind", top, top]
    return args


def bubblewrap_argv(bwrap: str, box: Confinement, command: Sequence[str]) -> list[str]:
    args = [bwrap, "--die-with-parent", "--new-session", "--unshare-all"]
    if box.network == "host":
        args += ["--share-net"]
    if os.geteuid() == 0:  # bwrap keeps root's capabilities unless told
        args += ["--cap-drop", "ALL"]
    args += _system()
    for hidden, folder in masked():  # hidden: an empty folder, an unreadable file
        args += ["--tmpfs", hidden] if folder else ["--ro-bind", "/dev/null", hidden]
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp", "--tmpfs", "/var/tmp"]
    if box.network == "host":
        args += ["--ro-bind-try", "/run/systemd/resolve", "/run/systemd/resolve"]
    mounts = [(p, "--ro-bind") for p in box.read_only]
    mounts += [(p, "--bind") for p in (*box.writable, box.workdir)]
    for path, how in sorted(mounts, key=lambda m: len(m[0].parts)):  # outer folders first
        args += [how, str(path), str(path)]
    args += ["--chdir", str(box.workdir), "--", *command]
    return args
