"""``toolset:container@1``: a repository task's checkout in the attempt's workspace, its
``execute`` tool and the diff it submits.

Two modes. **Docker** (a task that names a digest-pinned image, on a machine where a Docker
engine answers): the image's working directory is copied into the workspace, its history reset,
and a container of that image (no network, the workspace mounted at the task's working
directory) runs each command. **In place** (everywhere else): the checkout is made from the
files the task delivers (or the repository already in the workspace) and commands run directly
in it, in a process group of their own. Either way the agent edits ``context.workspace`` and
the diff against the baseline commit is what it submits."""

from __future__ import annotations

import atexit
import functools
import os
import re
import subprocess
import sys
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Literal, Protocol, cast, runtime_checkable

from evalrouter_generated._model import JsonValue

from ..._exceptions import EvalRouterError
from .._attempt.threads import offload
from .._sandbox.backend import resolve
from .._sandbox.docker import docker_engine
from .._sandbox.request import SandboxRequest
from .execute import (
    SLACK_SECONDS,
    Executed,
    in_place_argv,
    in_place_environment,
    run_command,
)
from .repository import (
    BASELINE_REF,
    collect_patch,
    git_available,
    read_baseline,
    reset_history,
    run_tool,
)
from .workspace import JsonObject, as_list, as_mapping

__all__ = ["CONTAINER_TOOLSET", "Checkout", "CommandRecorder", "docker_engine"]

CONTAINER_TOOLSET = "toolset:container@1"
PLATFORM = "linux/amd64"
CONTAINER_PATH = "/opt/miniconda3/envs/testbed/bin:/opt/miniconda3/bin:/usr/local/bin:/usr/bin:/bin"
DOCKER_SECONDS = 600.0
"""The longest one docker command of the preparation may take (a pull of a large image)."""
PINNED = re.compile(r"[^@\s]+@sha256:[0-9a-f]{64}")
_SHELL_SWITCH = (
    'if command -v bash >/dev/null 2>&1; then exec bash -c "$1"; else exec sh -c "$1"; fi'
)

_LABELS = "{{json .Config.Labels}}"

Mode = Literal["docker", "in_place"]
WriteFiles = Callable[[], Awaitable[object]]


_RUNNING: set[str] = set()
"""Containers this process started and has not removed yet: removed at its exit at the latest
(an attempt that ended without ``done`` or the runner's close)."""


def _remove_container(name: str) -> None:
    _RUNNING.discard(name)
    subprocess.run(
        ["docker", "rm", "-f", name],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
        check=False,
    )


@atexit.register
def _remove_left_containers() -> None:
    for name in sorted(_RUNNING):
        try:
            _remove_container(name)
        except (OSError, subprocess.TimeoutExpired):
            continue


@runtime_checkable
class CommandRecorder(Protocol):
    """A trace that records command outcomes too (the attempt's ``TraceRecorder``)."""

    def command_result(
        self,
        name: str,
        *,
        success: bool,
        exit_code: int | None = None,
        timed_out: bool = False,
        duration_ms: int | None = None,
    ) -> None: ...


def _docker(*args: str, code: str = "client_run_checkout_failed") -> str:
    return run_tool(
        ["docker", *args],
        ("docker", args[0]),
        code=code,
        seconds=DOCKER_SECONDS,
        missing=_docker_unavailable,
        slow_hint="Check the Docker engine (`docker info`) and the network to its registry.",
        failed_hint="Check the Docker engine (`docker info`) and that the task's image exists.",
    )


def _docker_unavailable() -> EvalRouterError:
    return EvalRouterError(
        "client_run_docker_unavailable",
        "This repository task runs in its Docker image, and no Docker engine answers here "
        "(`docker info` fails or there is no `docker` command).",
        hint="Start Docker (or install it), then run again.",
    )


def choose_mode(environment: Mapping[str, object], has_files: bool) -> Mode:
    """Docker for a task whose image is named and pinned when an engine answers; in place for
    a task without an image, or one that also delivers its files, where none does."""
    image = environment.get("image")
    if image is None or image == "":
        if has_files:
            return "in_place"
        raise EvalRouterError(
            "client_run_image_unavailable",
            "This repository task names no image and delivers no files: there is no checkout "
            "to work on.",
            hint="The task is incomplete; report it to the benchmark's owner.",
        )
    if not isinstance(image, str) or PINNED.fullmatch(image) is None:
        raise EvalRouterError(
            "client_run_image_unpinned",
            f"The task's image {str(image)[:200]!r} is not pinned by digest "
            "(name@sha256:<64 hex digits>).",
            hint="The task must pin its image; report it to the benchmark's owner.",
        )
    if docker_engine():
        return "docker"
    if has_files:
        return "in_place"
    raise _docker_unavailable()


class Checkout:
    """One attempt's repository checkout in its workspace (see the module's docstring)."""

    def __init__(
        self, workspace: Path, attempt_id: str, sandbox: SandboxRequest | None = None
    ) -> None:
        self.workspace = workspace
        self._sandbox = sandbox or SandboxRequest()
        self.container = f"evalrouter-a4-{attempt_id}"
        self._label = f"evalrouter.attempt={attempt_id}"
        self.mode: Mode = "in_place"
        self.baseline: str | None = None
        self.base_commit: str | None = None
        self._image: str | None = None
        self._workdir = "/testbed"
        self._running = False

    def __repr__(self) -> str:
        return f"Checkout(mode={self.mode!r}, baseline={self.baseline!r})"

    async def prepare(self, delivery: Mapping[str, object], write_files: WriteFiles) -> None:
        """Make the checkout: copied from the image (docker) or from the delivered files (in
        place), then reset to one baseline commit. ``write_files`` writes the delivered files."""
        inputs = as_mapping(delivery.get("inputs"))
        repository = as_mapping(inputs.get("repository"))
        environment = as_mapping(delivery.get("environment"))
        has_files = bool(as_list(inputs.get("files")))
        self.mode = choose_mode(environment, has_files)
        workdir = repository.get("workdir")
        if isinstance(workdir, str) and workdir.startswith("/"):
            self._workdir = workdir
        base = repository.get("base_commit")
        head = environment.get("head_commit")
        self.base_commit = base if isinstance(base, str) else None
        steps = as_list(environment.get("steps"))
        await offload(git_available)
        if self.mode == "docker":
            self._image = cast("str", environment["image"])
            await offload(self._prepare_container, head if isinstance(head, str) else None, steps)
            await write_files()
            return
        if (self.workspace / ".git").exists() and await offload(self._has_baseline):
            # Prepared before (a task server started again for the same attempt): the
            # checkout is the agent's now; nothing is written or reset.
            self.baseline = await offload(read_baseline, self.workspace)
            return
        await write_files()
        self.baseline = await offload(
            functools.partial(
                reset_history,
                self.workspace,
                head_commit=head if isinstance(head, str) else None,
                base_commit=self.base_commit,
                steps=steps,
            )
        )

    def _has_baseline(self) -> bool:
        try:
            read_baseline(self.workspace)
        except EvalRouterError:
            return False
        return True

    def _prepare_container(self, head: str | None, steps: Sequence[object]) -> None:
        assert self._image is not None
        if not docker_engine():
            raise _docker_unavailable()
        found = subprocess.run(
            ["docker", "container", "inspect", "--format", _LABELS, self.container],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=60,
            check=False,
        )
        if found.returncode == 0:
            # A controller resuming this attempt finds its container: it must be this one.
            if (
                f'"evalrouter.attempt":"{self._label.split("=", 1)[1]}"'
                not in found.stdout.decode("utf-8", "replace")
                or not self._has_baseline()
            ):
                raise EvalRouterError(
                    "client_run_checkout_failed",
                    f"A container named {self.container} exists but is not this attempt's.",
                    hint=f"Remove it (`docker rm -f {self.container}`) and run again.",
                )
            self.baseline = read_baseline(self.workspace)
            _docker("start", self.container)
            self._running = True
            _RUNNING.add(self.container)
            return
        if any(self.workspace.iterdir()):
            raise EvalRouterError(
                "client_run_checkout_failed",
                "The attempt's workspace must be empty before the image's checkout is copied in.",
                hint="Let the runner create the workspace.",
            )
        image = self._image
        if subprocess.run(
            ["docker", "image", "inspect", image],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=60,
            check=False,
        ).returncode:
            _docker("pull", "--platform", PLATFORM, image, code="client_run_image_unavailable")
        scratch = _docker("create", "--platform", PLATFORM, image).strip()
        try:
            _docker("cp", f"{scratch}:{self._workdir}/.", str(self.workspace))
        finally:
            subprocess.run(
                ["docker", "rm", "-f", scratch],
                stdin=subprocess.DEVNULL,
                capture_output=True,
                timeout=60,
                check=False,
            )
        self.baseline = reset_history(
            self.workspace, head_commit=head, base_commit=self.base_commit, steps=steps
        )
        user: list[str] = []
        if sys.platform.startswith("linux"):
            user = ["--user", f"{os.getuid()}:{os.getgid()}", "--env", "HOME=/tmp"]
        _docker(
            "run",
            "--detach",
            "--name",
            self.container,
            "--platform",
            PLATFORM,
            *user,
            "--network",
            "none",
            "--label",
            self._label,
            "--volume",
            f"{self.workspace}:{self._workdir}",
            "--workdir",
            self._workdir,
            "--entrypoint",
            "sleep",
            image,
            "infinity",
        )
        self._running = True
        _RUNNING.add(self.container)

    # ------------------------------------------------------------------ the tool

    async def execute(self, command: str, timeout: int) -> Executed:
        """Run ``command`` in the checkout (in the container, in docker mode)."""
        if self.mode == "docker":
            argv = [
                "docker",
                "exec",
                "--env",
                f"PATH={CONTAINER_PATH}",
                "--env",
                "LANG=C.UTF-8",
                self.container,
                "timeout",
                "-s",
                "KILL",
                str(timeout),
                "/bin/sh",
                "-c",
                _SHELL_SWITCH,
                "sh",
                command,
            ]
            done = await run_command(
                argv, cwd=self.workspace, env=os.environ, timeout=timeout + SLACK_SECONDS
            )
            timed_out = done.timed_out or (
                done.exit_code == 137 and done.duration_ms >= timeout * 1000
            )
            return Executed(
                done.exit_code, timed_out, done.output, done.truncated, done.duration_ms
            )
        try:
            sandbox = await offload(resolve, self._sandbox)
        except EvalRouterError as exc:  # said to the agent as the command's own failure
            return Executed(126, False, f"{exc.message} {exc.hint or ''}".strip(), False, 0)
        argv, env = in_place_argv(command), in_place_environment()
        if sandbox is not None:
            env |= {"HOME": "/tmp", "TMPDIR": "/tmp"}
            box = sandbox.confinement(self.workspace)
            argv = sandbox.command(box, argv, env)
        return await run_command(argv, cwd=self.workspace, env=env, timeout=timeout)

    def describe(self) -> JsonObject:
        """What ``get_task`` says of the checkout: where it is, its base and how commands run."""
        if self.mode == "docker":
            how = (
                f"execute runs a shell command in the task's container, in {self._workdir} "
                "(the checkout, mounted from the workspace), without network access."
            )
        else:
            how = (
                "execute runs a shell command in the checkout's directory on this machine, in a "
                "sandbox (the checkout read-write, system folders read-only, no network, a "
                "private /tmp and home) unless the agent was run with sandbox=False."
            )
        view: JsonObject = {
            "checkout": str(self.workspace),
            "base_commit": cast("JsonValue", self.base_commit),
            "baseline_ref": BASELINE_REF,
            "execute": how + " Edit files in the checkout; submit sends the diff against the "
            "baseline commit (commits you make are included).",
        }
        return view

    # ------------------------------------------------------------------ collection

    async def collect(self) -> JsonObject | None:
        """``{"kind": "patch", "patch": <diff>}``, or None when the checkout is unchanged."""
        baseline = self.baseline
        if baseline is None:
            baseline = self.baseline = await offload(read_baseline, self.workspace)
        patch = await offload(collect_patch, self.workspace, baseline)
        return None if patch is None else {"kind": "patch", "patch": patch}

    async def close(self) -> None:
        """Remove the container (docker mode); nothing to do in place."""
        if self.mode == "docker" and self._running:
            self._running = False
            await offload(_remove_container, self.container)
