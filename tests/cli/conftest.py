"""The CLI tests run the real ``evalrouter`` console script in a subprocess, against EvalRouter
Local served over HTTP on 127.0.0.1 by this process (started and stopped by handle)."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import shutil
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Iterator, Sequence
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


# A Python agent as the README writes one: each task answered with one model call.
SOLVER = """
from evalrouter import agents


class Solver(agents.Agent):
    name = "cli solver"

    async def run(self, context):
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()
"""


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
        self,
        *args: str,
        stdin: str | None = None,
        timeout: float = 60,
        cwd: Path | None = None,
        **env: str,
    ) -> Result:
        done = subprocess.run(
            [script(), *args],
            input=stdin if stdin is not None else "",
            capture_output=True,
            text=True,
            env=self.env(**env),
            cwd=cwd,
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


# What to do when a prompt shows: type these bytes, or send this signal (Ctrl+C: SIGINT).
Answer = tuple[bytes, bytes | signal.Signals]


def at_terminal(
    cli: Cli,
    *args: str,
    answers: Sequence[Answer] = (),
    cols: int | None = None,
    rows: int = 40,
    timeout: float = 60,
    new_session: bool = False,
    **env: str,
) -> tuple[int, bytes]:
    """Run the console script with stdin, stdout and stderr on one pseudo-terminal; (exit
    code, every byte it showed). ``answers``, in turn: once a prompt has shown once more than
    the answers given to it before, its reply is typed or its signal sent. ``cols``: the
    terminal's own size, with ``COLUMNS`` unset unless ``env`` gives it; else ``COLUMNS=120``.
    ``new_session``: the process gets the terminal as its controlling one (``getpass`` reads
    it, not this test's)."""
    leader, follower = pty.openpty()
    environment = cli.env(**{"TERM": "xterm-256color", **env})
    if cols is None:
        environment["COLUMNS"] = env.get("COLUMNS", "120")
    else:
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        if "COLUMNS" not in env:
            environment.pop("COLUMNS", None)
        environment.pop("LINES", None)
    process = subprocess.Popen(
        [script(), *args],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=environment,
        close_fds=True,
        start_new_session=new_session,
    )
    os.close(follower)
    seen, answered = b"", 0
    deadline = time.monotonic() + timeout
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
                seen += data
                while answered < len(answers):
                    prompt, reply = answers[answered]
                    before = sum(1 for p, _ in answers[:answered] if p == prompt)
                    if seen.count(prompt) <= before:
                        break
                    if isinstance(reply, bytes):
                        os.write(leader, reply)
                    else:
                        process.send_signal(reply)
                    answered += 1
            elif process.poll() is not None:
                break
        code = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(leader)
    return code, seen


def on_terminal(cli: Cli, *args: str, **env: str) -> tuple[int, str]:
    """``at_terminal`` with nothing to answer: (exit code, what it showed, as text)."""
    code, seen = at_terminal(cli, *args, **env)
    return code, seen.decode("utf-8", "replace")
