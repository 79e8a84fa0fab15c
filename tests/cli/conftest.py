"""The CLI tests run the real ``evalrouter`` console script in a subprocess, against EvalRouter
Local served over HTTP on 127.0.0.1 by this process (started and stopped by handle)."""

from __future__ import annotations

import json
import os
import pty
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from evalrouter.testing import EvalRouterLocal

SCRIPT = Path(sys.executable).with_name("evalrouter")


def script() -> str:
    if not SCRIPT.exists():
        found = shutil.which("evalrouter")
        if found is None:
            pytest.fail("the evalrouter console script is not installed: pip install -e cli")
        return found
    return str(SCRIPT)


@dataclass
class Result:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)

    def error(self) -> Any:
        return json.loads(self.err.strip().splitlines()[-1])["error"]


@dataclass
class Cli:
    base_url: str
    home: Path
    local: EvalRouterLocal

    def env(self, **extra: str) -> dict[str, str]:
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith("EVALROUTER_") and k not in ("NO_COLOR", "CI", "TERM")
        }
        env.update(
            EVALROUTER_BASE_URL=self.base_url,
            EVALROUTER_CONFIG_DIR=str(self.home / "config"),
            EVALROUTER_STATE_DIR=str(self.home / "state"),
            EVALROUTER_CREDENTIAL_STORE="file",
            HOME=str(self.home),
        )
        env.update(extra)
        return env

    def __call__(
        self, *args: str, stdin: str | None = None, timeout: float = 60, **env: str
    ) -> Result:
        done = subprocess.run(
            [script(), *args],
            input=stdin if stdin is not None else "",
            capture_output=True,
            text=True,
            env=self.env(**env),
            timeout=timeout,
            check=False,
        )
        return Result(done.returncode, done.stdout, done.stderr)


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=0, polls_to_complete=2)
    try:
        yield instance
    finally:
        instance.close()


@pytest.fixture
def cli(local: EvalRouterLocal, tmp_path: Path) -> Iterator[Cli]:
    with local.serve() as base_url:
        yield Cli(base_url, tmp_path, local)


@pytest.fixture
def slow_cli(tmp_path: Path) -> Iterator[Cli]:
    """A Local whose runs never finish on their own (``local.run_until_done`` ends them)."""
    instance = EvalRouterLocal(seed=0, polls_to_complete=None)
    try:
        with instance.serve() as base_url:
            yield Cli(base_url, tmp_path, instance)
    finally:
        instance.close()


def on_terminal(cli: Cli, *args: str, **env: str) -> tuple[int, str]:
    """Run with stdin, stdout and stderr on one pseudo-terminal; (exit code, what it showed)."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [script(), *args],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=cli.env(**{"TERM": "xterm-256color", "COLUMNS": "120", **env}),
        close_fds=True,
    )
    os.close(follower)
    chunks: list[bytes] = []
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 0.1)
            if ready:
                try:
                    data = os.read(leader, 65536)
                except OSError:  # the terminal closed: the process is done
                    break
                if not data:
                    break
                chunks.append(data)
            elif process.poll() is not None:
                break
        code = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(leader)
    return code, b"".join(chunks).decode("utf-8", "replace")
