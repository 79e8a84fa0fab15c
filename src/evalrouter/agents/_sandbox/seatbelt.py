"""The macOS sandbox: a Seatbelt (``sandbox-exec``) profile for one confined process.

Written from Apple's profile language and checked here as text only: it has not run on a Mac
in this project's tests (the README says so). Seatbelt has no PID or network namespaces: the
profile denies by default, shows the system's folders and the program's installs read-only and
the workspace and private home read-write, lets the process see and signal only processes of
its own sandbox, and lets it connect only to the runner's ports on loopback.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .request import Confinement

__all__ = ["SEATBELT_SYSTEM", "seatbelt_argv", "seatbelt_profile"]

SEATBELT_SYSTEM = (
    "/usr",
    "/bin",
    "/sbin",
    "/System",
    "/Library",
    "/private/etc",
    "/private/var/db/timezone",
    "/opt/homebrew",
    "/usr/local",
    "/dev",
)


def _quote(path: object) -> str:
    text = str(path)
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _subpaths(paths: Iterable[object]) -> str:
    return " ".join(f"(subpath {_quote(p)})" for p in paths)


def seatbelt_profile(box: Confinement, ports: Iterable[int]) -> str:
    """The profile text: deny by default, then what the process may do."""
    lines = [
        "(version 1)",
        "(deny default)",
        "(allow process-fork)",
        "(allow process-exec)",
        "(allow signal (target same-sandbox))",
        "(allow process-info* (target same-sandbox))",
        "(allow sysctl-read)",
        "(allow mach-lookup)",
        "(allow ipc-posix-shm)",
        '(allow file-read-metadata (literal "/"))',
        f"(allow file-read* {_subpaths((*SEATBELT_SYSTEM, *box.read_only))})",
        f"(allow file-read* file-write* {_subpaths((*box.writable, box.workdir))})",
        '(allow file-write* (literal "/dev/null") (literal "/dev/tty"))',
    ]
    if box.network == "host":
        lines.append("(allow network*)")
    else:
        lines += [f'(allow network-outbound (remote ip "localhost:{port}"))' for port in ports]
    return "\n".join(lines) + "\n"


def seatbelt_argv(program: str, box: Confinement, command: Sequence[str]) -> list[str]:
    """``sandbox-exec -p PROFILE COMMAND``; the ports are those the runner serves the process
    on (the relay's and the bridge's), reached over TCP since there is no private loopback."""
    return [program, "-p", seatbelt_profile(box, box.forwards), *command]
