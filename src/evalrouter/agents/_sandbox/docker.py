"""A Docker container for one confined process (``sandbox="docker"``), for machines where a
Docker engine runs but no user namespace can be made, and whether an engine answers here.

The container is the same view as bubblewrap's: the host's system folders and the program's
installs mounted read-only over a small base image, the workspace and private home read-write,
no network but its loopback (``--network none``), no capabilities, no new privileges, its own
PID namespace with an init that reaps, removed when it exits.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
from collections.abc import Mapping, Sequence

from .paths import SYSTEM_FOLDERS, masked
from .request import Confinement

__all__ = ["DOCKER_IMAGE", "docker_argv", "docker_engine"]

DOCKER_IMAGE = "debian:bookworm-slim"
"""The base the host's folders are mounted over (only its empty skeleton is used)."""


@functools.cache
def docker_engine(executable: str | None = None) -> bool:
    """Whether a Docker engine answers here (``docker info`` works), asked once per process."""
    docker = executable or shutil.which("docker")
    if docker is None:
        return False
    try:
        done = subprocess.run(
            [docker, "info", "--format", "{{.ServerVersion}}"],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=20,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def docker_argv(
    docker: str, box: Confinement, command: Sequence[str], env: Mapping[str, str]
) -> list[str]:
    """``docker run`` for ``command``; the variables of ``env`` are passed by name (their values
    come from the environment ``docker`` itself is started with, never its command line)."""
    args = [docker, "run", "--rm", "--interactive", "--init", "--log-driver", "none"]
    args += ["--network", "host" if box.network == "host" else "none"]
    args += ["--cap-drop", "ALL", "--security-opt", "no-new-privileges", "--pids-limit", "4096"]
    args += ["--user", f"{os.getuid()}:{os.getgid()}", "--tmpfs", "/tmp:exec"]
    for top in SYSTEM_FOLDERS:
        if os.path.isdir(top) and not os.path.islink(top):
            args += ["--volume", f"{top}:{top}:ro"]
    for hidden, folder in masked():  # hidden: an empty folder, an unreadable file
        args += ["--tmpfs", hidden] if folder else ["--volume", f"/dev/null:{hidden}:ro"]
    mounts = [(p, "ro") for p in box.read_only]
    mounts += [(p, "rw") for p in (*box.writable, box.workdir)]
    for path, how in sorted(mounts, key=lambda m: len(m[0].parts)):
        args += ["--volume", f"{path}:{path}:{how}"]
    for name in sorted(env):
        args += ["--env", name]
    args += ["--workdir", str(box.workdir), DOCKER_IMAGE, *command]
    return args
