"""Repository tasks (``toolset:container@1``) in place, against a scripted platform: the
checkout and its history reset, ``execute`` and its bounds, and the diff collected against the
baseline."""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._sandbox.request import SandboxRequest
from evalrouter.agents._task.checkout import choose_mode
from evalrouter.agents._task.execute import MAX_OUTPUT_BYTES
from evalrouter.agents._task.repository import BASELINE_REF, MAX_PATCH_BYTES, reset_history
from tests.support.procs import none_marked
from tests.unit.agents.agents_platform import Platform, Setup, delivery

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="repository tasks need git")

CONTAINER = "toolset:container@1"
EXECUTE = {
    "name": "execute",
    "description": "Run a command.",
    "inputSchema": {"type": "object", "properties": {"command": {"type": "string"}}},
    "executes_at": "client",
}
FILES = [
    {"path": "lib/calc.py", "content": "def add(a, b):\n    return a - b\n"},
    {"path": "test_calc.py", "content": "from lib.calc import add\nassert add(2, 2) == 4\n"},
]


def repository_task(**extra: Any) -> dict[str, Any]:
    inputs = {
        "messages": [{"role": "user", "content": "Fix add."}],
        "files": FILES,
        "repository": {"workdir": "/testbed", "base_commit": "b" * 40, "instance_id": "x-1"},
    }
    environment = {"image": None, "head_commit": "b" * 40, "steps": ["history-scrub@1"]}
    task = delivery("patch", inputs=inputs, environment=environment, actions=[EXECUTE])
    task.update(extra)
    return task


@pytest.fixture
def make(tmp_path: Path) -> Callable[..., Setup]:
    def build(task: dict[str, Any] | None = None, sandbox: SandboxRequest | None = None) -> Setup:
        workspace = tmp_path / "ws"
        workspace.mkdir(exist_ok=True)
        return Setup(Platform(task or repository_task()), workspace, (CONTAINER,), sandbox)

    return build


def git(root: Path, *args: str) -> str:
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    env |= {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t"}
    env |= {"GIT_COMMITTER_EMAIL": "t@t"}
    done = subprocess.run(["git", *args], cwd=root, env=env, capture_output=True, check=True)
    return done.stdout.decode()


# --------------------------------------------------------------------------- the checkout


async def test_the_checkout_is_one_baseline_commit_of_the_delivered_files(make: Any) -> None:
    s = make()
    await s.server.prepare()
    root = s.server.workspace
    assert (root / "lib" / "calc.py").read_text() == FILES[0]["content"]
    assert git(root, "rev-list", "--count", "HEAD").strip() == "1"
    baseline = git(root, "rev-parse", BASELINE_REF).strip()
    assert baseline == git(root, "rev-parse", "HEAD").strip()
    assert git(root, "status", "--porcelain") == ""  # every file is in the baseline
    names = [t["name"] for t in await s.server.tools.list()]
    assert names == ["get_task", "submit", "done", "execute"]
    view = await s.server.task.get()
    checkout: Any = view["checkout"]  # type: ignore[typeddict-item]
    assert checkout["checkout"] == str(root) and checkout["base_commit"] == "b" * 40
    assert "instance_id" not in view["inputs"]["repository"]  # it names the upstream fix


async def test_a_fix_is_submitted_as_the_diff_against_the_baseline(make: Any) -> None:
    s = make()
    await s.server.prepare()
    root = s.server.workspace
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit()  # nothing changed yet
    assert caught.value.code == "submission_empty"
    (root / "lib" / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    (root / "NOTES.md").write_text("fixed\n")  # a new file is part of the diff
    assert await s.server.task.submit() == 1
    output = s.platform.submissions[0]["output"]
    assert output["kind"] == "patch"
    assert "-    return a - b\n+    return a + b\n" in output["patch"]
    assert "diff --git a/NOTES.md b/NOTES.md\nnew file mode" in output["patch"]
    # The same diff again is not resubmitted by settle; a change is.
    assert await s.server.settle() is False
    (root / "NOTES.md").unlink()
    assert await s.server.settle() is True
    assert "NOTES.md" not in s.platform.submissions[1]["output"]["patch"]


async def test_a_commit_the_agent_makes_stays_in_the_diff(make: Any) -> None:
    """The diff is against the recorded baseline, not against HEAD: committing the fix (or
    moving HEAD elsewhere) does not hide it."""
    s = make()
    await s.server.prepare()
    root = s.server.workspace
    (root / "lib" / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    git(root, "commit", "-qam", "my fix")
    git(root, "branch", "-q", "elsewhere")
    await s.server.task.submit()
    assert "+    return a + b\n" in s.platform.submissions[0]["output"]["patch"]


async def test_a_setting_planted_in_the_checkout_never_runs_at_collection(
    make: Any, tmp_path: Path
) -> None:
    s = make()
    await s.server.prepare()
    root = s.server.workspace
    marker = tmp_path / "ran"
    script = tmp_path / "evil.sh"
    script.write_text(f"#!/bin/sh\ntouch {marker}\ncat\n")
    script.chmod(0o755)
    for key, value in (
        ("core.fsmonitor", str(script)),
        ("filter.evil.clean", str(script)),
        ("diff.external", str(script)),
        ("core.hooksPath", str(tmp_path)),
    ):
        git(root, "config", key, value)
    (root / ".gitattributes").write_text("* filter=evil diff=evil\n")
    (root / "lib" / "calc.py").write_text("changed\n")
    await s.server.task.submit()
    assert not marker.exists()
    assert "+changed\n" in s.platform.submissions[0]["output"]["patch"]


async def test_a_link_to_a_file_outside_is_submitted_as_a_link(make: Any, tmp_path: Path) -> None:
    s = make()
    await s.server.prepare()
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET\n")
    os.symlink(secret, s.server.workspace / "leak.txt")
    await s.server.task.submit()
    patch = s.platform.submissions[0]["output"]["patch"]
    assert "new file mode 120000" in patch and "TOP SECRET" not in patch


async def test_a_delivered_path_outside_the_workspace_is_refused(make: Any, tmp_path: Path) -> None:
    task = repository_task()
    task["inputs"]["files"] = [{"path": "../escape.py", "content": "x = 1\n"}]
    s = make(task)
    with pytest.raises(EvalRouterError) as caught:
        await s.server.prepare()
    assert caught.value.code == "client_file_task_invalid"
    assert not (tmp_path / "escape.py").exists()


async def test_a_replaced_git_directory_and_an_oversized_diff_are_refused(make: Any) -> None:
    s = make()
    await s.server.prepare()
    root = s.server.workspace
    (root / "big.txt").write_text("x" * 80 + "\n" * 1 + ("line\n" * (MAX_PATCH_BYTES // 5)))
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit()
    assert caught.value.code == "client_submission_too_large"
    shutil.rmtree(root / ".git")
    (root / ".git").write_text("gitdir: /elsewhere\n")
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit()
    assert caught.value.code == "client_workspace_replaced"
    assert s.platform.submissions == []


# --------------------------------------------------------------------------- execute


async def test_execute_runs_in_the_checkout_and_reports_the_exit_code(make: Any) -> None:
    s = make()
    await s.server.prepare()
    result = await s.server.tools.call("execute", {"command": "pwd; echo oops >&2; exit 3"})
    assert not result.is_error
    assert result.structured is not None
    assert result.structured["exit_code"] == 3 and result.structured["timed_out"] is False
    assert result.structured["output"] == f"{s.server.workspace}\noops\n"
    assert result.text.endswith("oops\n[exit code 3]")
    failing = await s.server.tools.call("execute", {"command": "python3 test_calc.py"})
    assert failing.structured is not None and failing.structured["exit_code"] == 1
    assert "AssertionError" in str(failing.structured["output"])


async def test_execute_is_bounded_in_time_and_kills_its_process_group(make: Any) -> None:
    s = make()
    await s.server.prepare()
    marker = f"60.{secrets.randbelow(10**9)}"  # in the sleeper's command line, on this side
    started = time.monotonic()
    result = await s.server.tools.call(
        "execute",
        {"command": f"sleep {marker} & echo started; wait", "timeout_seconds": 1},
    )
    assert time.monotonic() - started < 10
    assert result.structured is not None
    assert result.structured["timed_out"] is True and result.structured["exit_code"] == 137
    assert result.structured["output"] == "started\n"
    assert result.text.endswith("[exit code 137, timed out]")
    assert not none_marked(marker, within=2.0)


async def test_a_background_child_does_not_outlive_a_finished_command(make: Any) -> None:
    s = make()
    await s.server.prepare()
    marker = f"60.{secrets.randbelow(10**9)}"
    started = time.monotonic()
    result = await s.server.tools.call(
        "execute", {"command": f"setsid sleep {marker} > /dev/null 2>&1 & echo ok"}
    )
    assert time.monotonic() - started < 10
    assert result.structured is not None and result.structured["exit_code"] == 0
    assert not none_marked(marker, within=2.0)


async def test_execute_output_is_capped(make: Any) -> None:
    s = make()
    await s.server.prepare()
    result = await s.server.tools.call(
        "execute", {"command": "head -c 400000 /dev/zero | tr '\\0' x; echo; echo tail"}
    )
    assert result.structured is not None
    assert result.structured["truncated"] is True and result.structured["exit_code"] == 0
    assert len(str(result.structured["output"])) == MAX_OUTPUT_BYTES
    assert result.text.endswith("[exit code 0, output truncated]")


async def test_execute_does_not_hand_the_runners_keys_to_the_command(
    make: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_API_KEY", "er_live_do_not_leak")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-do-not-leak")
    s = make()
    await s.server.prepare()
    result = await s.server.tools.call("execute", {"command": "env"})
    assert "do_not_leak" not in result.text and "do-not-leak" not in result.text


@pytest.mark.parametrize(
    ("arguments", "field"),
    [
        ({}, "command"),
        ({"command": ""}, "command"),
        ({"command": "x" * 16_001}, "command"),
        ({"command": "ls", "timeout_seconds": 0}, "timeout_seconds"),
        ({"command": "ls", "timeout_seconds": 601}, "timeout_seconds"),
        ({"command": "ls", "timeout_seconds": True}, "timeout_seconds"),
        ({"command": "ls", "cwd": "/"}, "cwd"),
    ],
)
async def test_execute_refuses_bad_arguments(
    make: Any, arguments: dict[str, Any], field: str
) -> None:
    s = make()
    await s.server.prepare()
    result = await s.server.tools.call("execute", arguments)
    assert result.is_error and result.structured == {"code": "invalid_input"}
    assert field in result.text


# --------------------------------------------------------------------------- history reset


def _checkout_with_history(root: Path) -> tuple[str, str]:
    root.mkdir()
    git(root, "init", "-q")
    (root / "a.py").write_text("base\n")
    git(root, "add", "a.py")
    git(root, "commit", "-qm", "base")
    base = git(root, "rev-parse", "HEAD").strip()
    git(root, "branch", "-q", "upstream-fix")
    git(root, "remote", "add", "origin", "https://example.invalid/repo.git")
    (root / "setup.cfg").write_text("[x]\n")
    git(root, "add", "setup.cfg")
    git(root, "commit", "-qm", "setup")
    return base, git(root, "rev-parse", "HEAD").strip()


def test_history_reset_keeps_the_files_and_drops_every_other_ref(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    base, head = _checkout_with_history(root)
    baseline = reset_history(root, head_commit=head, base_commit=base, steps=["history-scrub@1"])
    assert git(root, "rev-list", "--all").split() == [baseline]
    assert git(root, "remote") == ""
    refs = git(root, "for-each-ref", "--format=%(refname)").split()
    assert refs == [BASELINE_REF, "refs/heads/main"]
    assert sorted(git(root, "ls-files").split()) == ["a.py", "setup.cfg"]


def test_history_reset_refuses_a_checkout_at_another_commit(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    base, head = _checkout_with_history(root)
    with pytest.raises(EvalRouterError) as caught:
        reset_history(root, head_commit=base, base_commit=base)
    assert caught.value.code == "client_run_checkout_mismatch"
    with pytest.raises(EvalRouterError) as caught:
        reset_history(root, head_commit=head, base_commit="c" * 40)
    assert caught.value.code == "client_run_checkout_mismatch"
    with pytest.raises(EvalRouterError) as caught:
        reset_history(root, head_commit=head, base_commit=base, steps=["rebuild@1"])
    assert caught.value.code == "client_run_environment_step_unsupported"
    assert (root / ".git").is_dir()  # nothing was reset


# --------------------------------------------------------------------------- mode


def test_the_mode_follows_the_image_and_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    pinned = "repo/img@sha256:" + "a" * 64
    monkeypatch.setattr("evalrouter.agents._task.checkout.docker_engine", lambda: False)
    assert choose_mode({"image": None}, has_files=True) == "in_place"
    assert choose_mode({"image": pinned}, has_files=True) == "in_place"
    for environment, files, code in (
        ({"image": None}, False, "client_run_image_unavailable"),
        ({"image": "repo/img:latest"}, True, "client_run_image_unpinned"),
        ({"image": pinned}, False, "client_run_docker_unavailable"),
    ):
        with pytest.raises(EvalRouterError) as caught:
            choose_mode(environment, has_files=files)
        assert caught.value.code == code
    monkeypatch.setattr("evalrouter.agents._task.checkout.docker_engine", lambda: True)
    assert choose_mode({"image": pinned}, has_files=True) == "docker"


# --------------------------------------------------------------------------- docker mode

FAKE_DOCKER = """#!{python}
import json, os, shutil, subprocess, sys
args = sys.argv[1:]
with open(os.environ["FAKE_DOCKER_LOG"], "a") as log:
    log.write(json.dumps(args) + "\\n")
if args[:2] in (["container", "inspect"],):
    sys.exit(1)
if args[0] == "create":
    print("scratch1")
elif args[0] == "cp":
    shutil.copytree(os.environ["FAKE_IMAGE_ROOT"], args[2], dirs_exist_ok=True, symlinks=True)
elif args[0] == "run":
    print("container1")
elif args[0] == "exec":
    command = args[args.index("timeout"):]
    sys.exit(subprocess.run(command, cwd=os.environ["FAKE_WORKSPACE"]).returncode)
"""


@pytest.mark.parametrize("end", ["done", "settle"])
async def test_docker_mode_copies_the_image_checkout_and_runs_commands_in_the_container(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, end: str
) -> None:
    """A fake ``docker`` on PATH records each call: the checkout comes out of the image, the
    container has no network and mounts the workspace, and commands go through ``docker exec``
    bounded by ``timeout -s KILL``."""
    import sys

    image_root = tmp_path / "image"
    base, head = _checkout_with_history(image_root)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "docker"
    fake.write_text(FAKE_DOCKER.replace("{python}", sys.executable))
    fake.chmod(0o755)
    log = tmp_path / "docker.log"
    workspace = tmp_path / "ws"
    workspace.mkdir()
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("FAKE_DOCKER_LOG", str(log))
    monkeypatch.setenv("FAKE_IMAGE_ROOT", str(image_root))
    monkeypatch.setenv("FAKE_WORKSPACE", str(workspace))
    monkeypatch.setattr("evalrouter.agents._task.checkout.docker_engine", lambda: True)
    image = "example/repo@sha256:" + "a" * 64
    task = repository_task(environment={"image": image, "head_commit": head, "steps": []})
    task["inputs"] = {
        "messages": [],
        "repository": {"workdir": "/testbed", "base_commit": base},
    }
    s = Setup(Platform(task), workspace, (CONTAINER,))
    await s.server.prepare()
    assert (workspace / "setup.cfg").exists()
    assert git(workspace, "rev-list", "--all").split() == [
        git(workspace, "rev-parse", "HEAD").strip()
    ]
    ran = await s.server.tools.call(
        "execute", {"command": "echo in-container", "timeout_seconds": 5}
    )
    assert ran.structured is not None and ran.structured["output"] == "in-container\n"
    (workspace / "a.py").write_text("fixed\n")
    if end == "done":
        await s.server.task.done()  # settles the diff, then the container goes
    else:
        assert await s.server.settle() is True  # the runner's settle at the turn's end
    assert "+fixed\n" in s.platform.submissions[0]["output"]["patch"]
    calls = [json.loads(line) for line in log.read_text().splitlines()]
    verbs = [c[0] for c in calls]
    assert verbs == ["container", "image", "create", "cp", "rm", "run", "exec", "rm"]
    run = calls[verbs.index("run")]
    assert run[run.index("--network") + 1] == "none"
    assert run[run.index("--volume") + 1] == f"{workspace}:/testbed"
    assert run[run.index("--label") + 1] == "evalrouter.attempt=att_1"
    assert run[run.index("--name") + 1] == "evalrouter-a4-att_1"
    assert run[-4:] == ["--entrypoint", "sleep", image, "infinity"]
    if sys.platform.startswith("linux"):  # files the container writes stay the user's
        assert run[run.index("--user") + 1] == f"{os.getuid()}:{os.getgid()}"
    exec_call = calls[verbs.index("exec")]
    assert exec_call[exec_call.index("timeout") : exec_call.index("timeout") + 4] == [
        "timeout",
        "-s",
        "KILL",
        "5",
    ]
    assert exec_call[-1] == "echo in-container"
    assert calls[-1] == ["rm", "-f", "evalrouter-a4-att_1"]


async def test_a_second_server_for_the_attempt_keeps_the_agents_checkout(
    make: Any, tmp_path: Path
) -> None:
    """A task server started again (an ACP agent may start its MCP server more than once)
    finds the checkout prepared: it neither restores deleted files nor moves the baseline."""
    first = make()
    await first.server.prepare()
    root = first.server.workspace
    baseline = git(root, "rev-parse", BASELINE_REF)
    (root / "test_calc.py").unlink()
    (root / "lib" / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    second = Setup(Platform(repository_task()), root, (CONTAINER,))
    await second.server.prepare()
    assert not (root / "test_calc.py").exists()
    assert git(root, "rev-parse", BASELINE_REF) == baseline
    await second.server.task.submit()
    patch = second.platform.submissions[0]["output"]["patch"]
    assert "deleted file mode" in patch and "+    return a + b\n" in patch


def test_a_docker_engine_counts_only_when_docker_info_works(tmp_path: Path) -> None:
    from evalrouter.agents._task.checkout import docker_engine

    answers = {"up": 0, "down": 1}
    for name, code in answers.items():
        fake = tmp_path / f"docker-{name}"
        fake.write_text(f'#!/bin/sh\n[ "$1" = info ] && exit {code}\nexit 2\n')
        fake.chmod(0o755)
    assert docker_engine(str(tmp_path / "docker-up")) is True
    assert docker_engine(str(tmp_path / "docker-down")) is False  # a CLI without an engine
    assert docker_engine(str(tmp_path / "no-docker")) is False


@pytest.mark.parametrize("sandbox", [True, False], ids=["sandboxed", "unsandboxed"])
async def test_execute_cannot_read_the_key_of_any_process_in_proc(make: Any, sandbox: bool) -> None:
    """The user's key sits in the environment a process started with (as the CLI's does):
    ``/proc/<pid>/environ`` of every process this machine shows an ``execute`` command."""
    canary = f"er_live_canary_{secrets.token_hex(12)}"
    holder = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(60)"],
        env={**os.environ, "EVALROUTER_API_KEY": canary},
    )
    try:
        s = make(sandbox=SandboxRequest(enabled=sandbox))
        await s.server.prepare()
        result = await s.server.tools.call(
            "execute",
            {
                "command": "grep -a -h -o 'er_live_canary_[0-9a-f]*' /proc/[0-9]*/environ; "
                "grep -a -c PATH= /proc/self/environ"
            },
        )
    finally:
        holder.kill()
        holder.wait()
    assert result.structured is not None
    output = str(result.structured["output"])
    if sandbox:
        assert canary not in output
        assert output.strip() == "1"  # it reads its own sandbox's /proc: the probe works there
    else:
        assert canary in output  # as before issue 24
