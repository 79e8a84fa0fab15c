"""Python agents on EvalRouter Local's repository benchmark (``repo-fix``), in process and over
HTTP: the checkout in the workspace, ``execute``, the submitted diff, and the grader that runs
the project's test on it."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from evalrouter import agents
from tests.e2e.e2e_env import Env

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="repository tasks need git")

ROUTE = "sim/gpt-5-mini"
ACP_AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"
FIXES = (
    ('"-".join(words)', '"-".join(word.lower() for word in words)'),
    ("(len(values) - 1)", "len(values)"),
    ("year % 100 != 0\n", "(year % 100 != 0 or year % 400 == 0)\n"),
    ("min(value, low)", "min(value, high)"),
    ('text.split(" ")', "text.split()"),
    ("return int(amount", "return round(amount"),
)


class Fixer(agents.Agent):
    """Edits the library's files in the workspace, runs the test with ``execute``, submits."""

    name = "repository fixer"

    def __init__(self) -> None:
        self.outputs: list[str] = []

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        assert task["output"]["kind"] == "patch"
        for path in sorted(context.workspace.rglob("*.py")):
            if path.name.startswith("test_"):
                continue
            text = path.read_text()
            for wrong, right in FIXES:
                text = text.replace(wrong, right)
            path.write_text(text)
        ran = await context.tools.call("execute", {"command": "python3 test_*.py"})
        assert ran.structured is not None
        self.outputs.append(str(ran.structured["output"]))
        await context.task.submit()
        await context.task.done()


async def evaluate(env: Env, agent: agents.Agent, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("coverage", 3)
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn, env.client, agent=agent, tasks="repo-fix", model=ROUTE, **kwargs
    )
    return result


def accuracy(result: agents.EvaluationResult) -> float:
    profile: Any = result.results["profiles"][0]  # type: ignore[index]
    [metric] = [m for m in profile["metrics"] if m["key"] == "accuracy"]
    return float(metric["value"])


async def test_a_right_fix_scores(env: Env) -> None:
    fixer = Fixer()
    result = await evaluate(env, fixer)
    assert result.succeeded
    assert accuracy(result) == 1.0
    assert fixer.outputs == ["ok\n"] * 3  # the test passes in the checkout too
    subs = env.seen("client_runs_attempts_submit")
    assert len(subs) == 3 and all(s.json["output"]["kind"] == "patch" for s in subs)
    assert all(s.json["output"]["patch"].startswith("diff --git a/") for s in subs)
    attempts = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert all(a["state"] == "graded" for a in attempts)
    # Each execute call is in the trace as a tool call and as a command outcome.
    steps = env.local.trace_steps(attempts[0]["id"])
    [command] = [s for s in steps if s.get("type") == "command_result"]
    assert command["name"] == "execute" and command["success"] is True, command


async def test_a_wrong_fix_does_not_score(env: Env) -> None:
    @agents.define_agent(name="test editor")
    async def test_editor(context: agents.AgentContext) -> None:
        """Makes the test pass by editing the test: the grader runs the original test."""
        for path in context.workspace.glob("test_*.py"):
            path.write_text('print("ok")\n')
        ran = await context.tools.call("execute", {"command": "python3 test_*.py"})
        assert ran.structured is not None and ran.structured["exit_code"] == 0
        await context.task.submit()
        await context.task.done()

    result = await evaluate(env, test_editor, coverage=2)
    assert result.succeeded  # the attempts ran and were graded...
    assert accuracy(result) == 0.0  # ...and none was right
    assert [a["state"] for a in env.local.attempts(result.run.id)] == ["graded"] * 2  # type: ignore[union-attr]


@pytest.mark.parametrize("env", ["async-http"], indirect=True)
async def test_a_committed_fix_made_with_execute_is_collected_at_the_end(env: Env) -> None:
    """The agent fixes the bug with shell commands only, commits it, and never submits: the
    runner settles the diff against the baseline (not against the agent's commit)."""

    @agents.define_agent(name="shell fixer")
    async def shell_fixer(context: agents.AgentContext) -> None:
        script = "".join(
            "python3 - <<'EOF'\n"
            "import pathlib\n"
            "for p in pathlib.Path('.').rglob('*.py'):\n"
            "    if p.name.startswith('test_'): continue\n"
            "    t = p.read_text()\n"
            f"    t = t.replace({wrong!r}, {right!r})\n"
            "    p.write_text(t)\n"
            "EOF\n"
            for wrong, right in FIXES
        )
        commit = "git -c user.name=a -c user.email=a@b commit -qam fix"
        for command in (script, commit, "git status --porcelain"):
            ran = await context.tools.call("execute", {"command": command})
            assert ran.structured is not None and ran.structured["exit_code"] == 0, ran.text

    result = await evaluate(env, shell_fixer, coverage=2)
    assert accuracy(result) == 1.0
    subs = env.seen("client_runs_attempts_submit")
    assert len(subs) == 2 and all("\n+" in s.json["output"]["patch"] for s in subs)


@pytest.mark.parametrize("env", ["sync-http"], indirect=True)
async def test_an_acp_agent_fixes_the_checkout(env: Env, tmp_path: Any) -> None:
    """The ACP test agent (``--mode repo``) on the same tasks: its working directory is the
    checkout, ``execute`` reaches it through the ``evalrouter`` MCP server, and ``submit``
    with no argument sends the diff. Two attempts at once."""
    pytest.importorskip("acp", reason="the agents extra is not installed (pip install '.[agents]')")
    fixes = tmp_path / "fixes.json"
    fixes.write_text(json.dumps(FIXES))
    out = tmp_path / "ran.jsonl"
    argv = [sys.executable, str(ACP_AGENT), "--mode", "repo", "--fixes", str(fixes)]
    agent = agents.local_agent([*argv, "--out", str(out)], name="acp fixer", writable=[tmp_path])
    result = await evaluate(env, agent, concurrency=2)
    assert result.succeeded
    assert accuracy(result) == 1.0
    ran = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["exit_code"] for r in ran] == [0] * 3 and all(r["output"] == "ok\n" for r in ran)
    subs = env.seen("client_runs_attempts_submit")
    assert len(subs) == 3 and all(s.json["output"]["kind"] == "patch" for s in subs)
    assert all(s.json["output"]["patch"].startswith("diff --git a/") for s in subs)
