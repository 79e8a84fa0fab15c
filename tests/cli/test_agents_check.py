"""``agents check SPEC``: the offline conformance check of an ACP agent from the command line,
on the tests' ACP agent (``tests/acp_agents/agent.py``). No EvalRouter server, no API key."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import Cli, on_terminal, script

pytestmark = pytest.mark.skipif(
    shutil.which("bwrap") is None, reason="bubblewrap is not installed (apt install bubblewrap)"
)

AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"


def local(*args: str) -> str:
    return "local:" + shlex.join([sys.executable, str(AGENT), *args])


def run(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("EVALROUTER_")}
    return subprocess.run(
        [script(), "agents", "check", *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_a_conformant_agent_exits_0_with_every_check_passed() -> None:
    done = run(local("--mode", "loop"), "--json")
    assert done.returncode == 0, done.stderr
    document = json.loads(done.stdout)
    assert document["status"] == "checks-passed"
    assert [c["result"] for c in document["checks"]] == ["passed"] * 6
    assert document["budget_needed_microusd"] > 0
    assert document["limits"]["max_cost_microusd"] >= document["budget_needed_microusd"]
    assert document["network_activity"] == []
    assert document["sandbox"].startswith("bubblewrap: its own PID namespace")


def test_the_report_says_which_sandbox_ran_and_no_sandbox_says_so(cli: Cli) -> None:
    code, shown = on_terminal(cli, "agents", "check", local("--mode", "loop"))
    assert code == 0, shown
    assert "sandbox: bubblewrap: its own PID namespace and /proc" in " ".join(shown.split())
    unsandboxed = run(local("--mode", "loop"), "--no-sandbox", "--json")
    assert (
        json.loads(unsandboxed.stdout)["sandbox"] == "none (sandbox=False): the agent runs as you"
    )
    assert "warning: --no-sandbox: the agent runs as you, unsandboxed." in unsandboxed.stderr
    assert "read your EvalRouter key" in unsandboxed.stderr


def test_a_model_bypass_exits_1_naming_the_host() -> None:
    done = run(local("--mode", "loop", "--bypass", "https://openrouter.ai/api/v1/models"))
    assert done.returncode == 1, done.stderr
    document = json.loads(done.stdout)  # piped: JSON
    assert document["status"] == "checks-failed"
    assert document["network_activity"] == ["openrouter.ai"]


def test_no_hostile_leaves_the_redirect_files_out() -> None:
    hostile = run(local("--mode", "loop", "--dotenv"), "--json")
    assert hostile.returncode == 1 and "hostile-canary.invalid" in hostile.stdout
    calm = run(local("--mode", "loop", "--dotenv"), "--no-hostile", "--json")
    assert calm.returncode == 0, calm.stdout
    assert json.loads(calm.stdout)["hostile"] is False


def test_the_agent_timeout_bounds_the_check() -> None:
    done = run(local("--mode", "hang"), "--agent-timeout", "1", "--json")
    assert done.returncode == 1
    assert json.loads(done.stdout)["reason"] == "timeout"


def test_a_spec_that_names_no_acp_agent_is_a_usage_error() -> None:
    for spec in ("my_agents.py:Solver", "no-such-registry-agent", "local:no-such-binary --acp"):
        done = run(spec, "--json")
        assert done.returncode == 2, (spec, done.stderr)
        assert json.loads(done.stderr.strip().splitlines()[-1])["error"]["code"]
