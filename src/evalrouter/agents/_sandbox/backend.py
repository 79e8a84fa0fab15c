"""Which sandbox runs an attempt here (:func:`resolve`), refused with the cause and the fix
when none can be made, and the command line that starts a process in it
(:meth:`Sandbox.command`)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from evalrouter_generated._model import JsonValue

from ..._exceptions import EvalRouterError
from . import inside
from .bubblewrap import bubblewrap_argv
from .docker import docker_argv, docker_engine
from .paths import python_paths, runnable, shown
from .request import UNSANDBOXED, Confinement, Kind, Network, SandboxRequest
from .seatbelt import seatbelt_argv

__all__ = ["UNAVAILABLE", "Sandbox", "resolve", "unsandboxed_warning"]

UNAVAILABLE = "client_sandbox_unavailable"
PROBE_SECONDS = 20.0
_LAUNCHER = str(runnable(Path(inside.__file__).resolve()))  # its bytecode, when cached
_PYTHON = os.path.realpath(getattr(sys, "_base_executable", None) or sys.executable)
_PROBED: dict[tuple[str, Network], str | None] = {}
_PROBE_LOCK = threading.Lock()


@dataclass(frozen=True, slots=True)
class Sandbox:
    """A sandbox that works on this machine: ``kind`` and the program that makes it."""

    kind: Kind
    program: str
    network: Network

    @property
    def private_network(self) -> bool:
        """Whether the process has a loopback of its own (the runner is reached through unix
        sockets bound into the sandbox); Seatbelt and ``network="host"`` share this machine's."""
        return self.kind != "seatbelt" and self.network == "none"

    @property
    def python(self) -> str:
        """The interpreter the runner's helpers (the launcher, the task server's pipe) run
        with in the sandbox."""
        return _PYTHON

    def confinement(
        self,
        workdir: Path,
        *,
        read_only: Sequence[Path] = (),
        writable: Sequence[Path] = (),
        forwards: Mapping[int, str] | None = None,
    ) -> Confinement:
        """The plan for one process: ``read_only`` plus what the runner's helpers need."""
        helpers = [*python_paths(), Path(_LAUNCHER), Path(_PYTHON)]
        written = shown([*writable, workdir])
        return Confinement(
            workdir,
            writable=tuple(writable),
            read_only=shown([*read_only, *helpers], beside=written),
            forwards=dict(forwards or {}),
            network=self.network,
        )

    def command(self, box: Confinement, argv: Sequence[str], env: Mapping[str, str]) -> list[str]:
        """The command line that runs ``argv`` confined by ``box`` (started with ``env``)."""
        inner = list(argv)
        if self.private_network and box.forwards:
            ports = [word for port, path in box.forwards.items() for word in (str(port), path)]
            inner = [_PYTHON, "-I", "-S", _LAUNCHER, *ports, "--", *inner]
        if self.kind == "bubblewrap":
            return bubblewrap_argv(self.program, box, inner)
        if self.kind == "docker":
            return docker_argv(self.program, box, inner, env)
        return seatbelt_argv(self.program, box, inner)

    def describe(self) -> str:
        """What it isolates, in one line (the check's report and the launch warning)."""
        net = "its gateway only" if self.network == "none" else "this machine's network"
        if self.kind == "seatbelt":
            return (
                f"Seatbelt (sandbox-exec): the workspace read-write, system folders read-only, "
                f"network: {net}; no PID namespace (untested here)"
            )
        name = "bubblewrap" if self.kind == "bubblewrap" else "Docker"
        return (
            f"{name}: its own PID namespace and /proc, the workspace read-write, system folders "
            f"read-only, a private home and /tmp, network: {net}; nothing outlives the attempt"
        )


def _refused(cause: str, fix: str, **details: str) -> EvalRouterError:
    return EvalRouterError(
        UNAVAILABLE,
        f"No sandbox can be made for the agent on this machine: {cause}",
        hint=f"{fix} Or pass sandbox=False (--no-sandbox) to run the agent as you, unsandboxed.",
        details=dict[str, JsonValue](details),
    )


def _userns_fix() -> str:
    if Path("/proc/sys/kernel/apparmor_restrict_unprivileged_userns").exists():
        return (
            "Allow unprivileged user namespaces: `sudo sysctl -w "
            "kernel.apparmor_restrict_unprivileged_userns=0` (Ubuntu), or run with "
            'sandbox="docker".'
        )
    return (
        "Allow unprivileged user namespaces: `sudo sysctl -w kernel.unprivileged_userns_clone=1` "
        '(Debian) or `sudo sysctl -w user.max_user_namespaces=15000`, or run with sandbox="docker".'
    )


def _probe(sandbox: Sandbox) -> str | None:
    """Start the runner's interpreter in the sandbox once: None when it ran, else the error."""
    with tempfile.TemporaryDirectory(prefix="evalrouter-sandbox-probe-") as scratch:
        box = sandbox.confinement(Path(scratch))
        env = {"PATH": os.defpath, "LANG": "C.UTF-8"}
        argv = sandbox.command(box, [_PYTHON, "-I", "-c", "pass"], env)
        try:
            done = subprocess.run(
                argv,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                timeout=PROBE_SECONDS,
                env=env,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return str(exc)
    if done.returncode == 0:
        return None
    return done.stderr.decode("utf-8", "replace").strip()[-500:] or f"exit {done.returncode}"


def _checked(sandbox: Sandbox) -> Sandbox:
    key = (sandbox.kind, sandbox.network)
    with _PROBE_LOCK:
        if key not in _PROBED:
            _PROBED[key] = _probe(sandbox)
        failed = _PROBED[key]
    if failed is None:
        return sandbox
    if sandbox.kind == "bubblewrap":
        raise _refused(
            f"bubblewrap cannot make its namespaces here ({failed}).",
            _userns_fix(),
            sandbox="bubblewrap",
            error=failed,
        )
    raise _refused(
        f"{sandbox.kind} could not start a process ({failed}).",
        "Check the sandbox works by hand.",
        sandbox=sandbox.kind,
        error=failed,
    )


def _platform_kind() -> Kind | None:
    if sys.platform.startswith("linux"):
        return "bubblewrap"
    if sys.platform == "darwin":
        return "seatbelt"
    return None


def resolve(request: SandboxRequest) -> Sandbox | None:
    """The sandbox ``request`` asks for, checked to work here (once per process); None when
    the request opts out. Raises ``client_sandbox_unavailable`` naming the cause and the fix."""
    if not request.enabled:
        return None
    kind = request.kind or _platform_kind()
    if kind is None:
        raise _refused(
            f"{sys.platform} has no sandbox the runner knows.",
            'Run where Docker runs with sandbox="docker", or on Linux or macOS.',
            platform=sys.platform,
        )
    if kind == "bubblewrap":
        program = shutil.which("bwrap")
        if program is None:
            raise _refused(
                "bubblewrap (bwrap) is not installed.",
                "Install it: `sudo apt install bubblewrap` (Debian, Ubuntu), `sudo dnf install "
                'bubblewrap` (Fedora), or run with sandbox="docker".',
                sandbox="bubblewrap",
            )
    elif kind == "docker":
        program = shutil.which("docker")
        if program is None or not docker_engine(program):
            raise _refused(
                "no Docker engine answers here (`docker info` fails or there is no `docker`).",
                "Start Docker (or install it), or use the platform's sandbox (leave sandbox out).",
                sandbox="docker",
            )
    else:
        program = shutil.which("sandbox-exec") or "/usr/bin/sandbox-exec"
        if not os.path.exists(program):
            raise _refused(
                "sandbox-exec is not on this Mac.", 'Run with sandbox="docker".', sandbox=kind
            )
    return _checked(Sandbox(kind, program, request.network))


def unsandboxed_warning(name: str) -> str:
    """What running an agent with ``sandbox=False`` gives it."""
    return f"{name!r}: {UNSANDBOXED}"
