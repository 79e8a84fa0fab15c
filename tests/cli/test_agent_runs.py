"""``run … --agent SPEC``: Python agents through evalrouter.agents; the trace options checked
before anything is quoted. ACP and hosted agents: test_agent_specs.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import SOLVER, Cli

AGENTS = (
    SOLVER
    + """
import os


@agents.define_agent(name="silent")
async def silent(context):
    await context.task.get()  # submits nothing: the agent's own failure


class Slow(agents.Agent):
    name = "slow solver"

    async def run(self, context):
        import asyncio

        task = await context.task.get()
        await asyncio.sleep(float(os.environ.get("SLOW_AGENT_SECONDS", "0")))
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()


@agents.define_agent(name="greedy")
async def greedy(context):
    # Asks for more output than the default limit (4096), as Qwen Code does (64000).
    task = await context.task.get()
    reply = await context.gateway.chat(messages=task["inputs"]["messages"], max_tokens=6000)
    await context.task.submit(reply["choices"][0]["message"]["content"])
    await context.task.done()


not_an_agent = 42
"""
)
BASE = ("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "2", "--max-cost", "1")


@pytest.fixture
def agent_file(tmp_path: Path) -> Path:
    path = tmp_path / "my_agents.py"
    path.write_text(AGENTS)
    return path


def test_a_python_agent_from_a_file_completes_exit_0(cli: Cli, agent_file: Path) -> None:
    done = cli(
        *BASE,
        "--agent",
        f"{agent_file}:Solver",
        "--yes",
        "--json",
        "--trace-level",
        "content",
        "--trace-redact",
        r"acct-\d+",
    )
    assert done.code == 0, done.err
    document = done.json()
    assert document["run"]["status"] == "completed"
    assert {a["type"] for a in document["attempts"]} >= {"attempt_started", "attempt_finished"}
    assert document["results"]["profiles"][0]["graded"] == 2


def test_a_python_agent_by_module_name(cli: Cli, agent_file: Path) -> None:
    import subprocess

    from .conftest import script

    done = subprocess.run(
        [script(), *BASE, "--agent", "my_agents:Solver", "--yes", "--progress", "plain"],
        capture_output=True,
        text=True,
        env=cli.env(),
        cwd=agent_file.parent,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "attempt_finished" in done.stderr  # narrated on stderr


def test_an_agent_that_fails_every_task_exits_1(cli: Cli, agent_file: Path) -> None:
    done = cli(*BASE, "--agent", f"{agent_file}:silent", "--yes", "--json")
    assert done.code == 1, done.err
    assert done.json()["run"]["status"] == "failed"


def test_dry_run_quotes_without_starting(cli: Cli, agent_file: Path) -> None:
    done = cli(*BASE, "--agent", f"{agent_file}:Solver", "--dry-run", "--json")
    assert done.code == 0 and done.json()["started"] is False
    assert cli("runs", "list", "--json").json()["runs"] == []


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (("--trace-redact", "acct-(\\d+"), "not a valid regular expression"),
        (("--trace-redact", "x" * 201), "at most 200"),
        (tuple(a for i in range(17) for a in ("--trace-redact", f"p{i}")), "At most 16"),
        (("--trace-include", "model_turns,nonsense"), "unknown kind"),
    ],
)
def test_trace_options_are_checked_before_any_quote(
    cli: Cli, agent_file: Path, flags: tuple[str, ...], words: str
) -> None:
    done = cli(*BASE, "--agent", f"{agent_file}:Solver", "--yes", *flags)
    assert done.code == 2 and words in done.err
    assert cli("runs", "list", "--json").json()["runs"] == []


def test_an_agent_asking_for_too_many_output_tokens_is_told_the_flag_that_allows_it(
    cli: Cli, agent_file: Path
) -> None:
    refused = cli(*BASE, "--agent", f"{agent_file}:greedy", "--yes", "--json")
    assert refused.code == 1, refused.err
    failed = [a for a in refused.json()["attempts"] if a["type"] == "attempt_failed"]
    assert [a["failure_code"] for a in failed] == ["client_output_tokens_too_large"] * 2
    assert all("--attempt-max-output-tokens 6000" in a["message"] for a in failed)
    allowed = cli(
        *BASE, "--agent", f"{agent_file}:greedy", "--attempt-max-output-tokens", "6000", "--yes"
    )
    assert allowed.code == 0, allowed.err


def test_trace_options_without_an_agent_are_usage(cli: Cli) -> None:
    done = cli(*BASE, "--trace-level", "content", "--yes")
    assert done.code == 2 and "agent runs only" in done.err


def test_a_spec_that_is_not_an_agent(cli: Cli, agent_file: Path) -> None:
    done = cli(*BASE, "--agent", f"{agent_file}:not_an_agent", "--yes", "--json")
    assert done.code == 2 and done.error()["code"] == "invalid_agent"
    missing = cli(*BASE, "--agent", "no_such_module_here:Agent", "--yes", "--json")
    assert missing.code == 2 and missing.error()["code"] == "invalid_agent"


def test_ctrl_c_leaves_an_agent_run_open_and_runs_continue_resumes_it(
    cli: Cli, agent_file: Path
) -> None:
    import signal
    import subprocess
    import time

    from .conftest import script

    spec = f"{agent_file}:Slow"
    process = subprocess.Popen(
        [script(), *BASE[:4], "--sample", "12", "--agent", spec, "--yes", "--progress", "plain"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=cli.env(SLOW_AGENT_SECONDS="30"),
    )
    try:
        seen, deadline = "", time.monotonic() + 60
        assert process.stderr is not None
        while "attempt_started" not in seen and time.monotonic() < deadline:
            seen += process.stderr.readline()
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()  # reaps it and closes its pipes (not left to a later GC)
    assert process.returncode == 130, err
    assert "nothing was cancelled" in err and "evalrouter runs continue run_" in err
    run_id = err.split("evalrouter runs continue ")[1].split()[0]
    assert f"--agent {spec}" in err
    assert cli("runs", "get", run_id, "--json").json()["status"] in ("queued", "running")

    # This machine started it: the hints say the whole command, the agent included.
    waited = cli("runs", "wait", run_id, "--wait-timeout", "0.3")
    resume = f"evalrouter runs continue {run_id} --agent {spec}"
    assert waited.code == 124 and resume in waited.err
    without = cli("runs", "continue", run_id, "--json")
    assert without.code == 2 and resume in without.error()["hint"]
    # Another machine (another config folder) cannot know the agent: the user gives it.
    elsewhere = cli("runs", "continue", run_id, "--json", EVALROUTER_CONFIG_DIR=str(cli.home / "o"))
    assert elsewhere.code == 2 and "--agent SPEC" in elsewhere.error()["hint"]
    other = cli("runs", "continue", run_id, "--agent", f"{agent_file}:Solver", "--json")
    assert other.code == 1 and other.error()["code"] == "client_run_agent_mismatch"
    resumed = cli("runs", "continue", run_id[4:12], "--agent", spec, "--json", timeout=120)
    assert resumed.code == 0, resumed.err
    document = resumed.json()
    assert document["run"]["status"] == "completed" and document["quote"] is None
    assert document["results"]["profiles"][0]["graded"] == 12


def test_an_agent_flag_on_a_model_run_is_usage(cli: Cli) -> None:
    run_id = cli(*BASE, "--yes", "--json").json()["run"]["id"]
    done = cli("runs", "continue", run_id, "--agent", "x:y", "--json")
    assert done.code == 2 and "model run" in done.error()["message"]
