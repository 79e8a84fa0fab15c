"""A real ACP Registry agent end to end: Claude's ACP adapter (``claude-acp``) from the bundled
snapshot, installed with npm from the npm registry, run against EvalRouter Local served over
HTTP whose gateway answers its model calls with the scripted tool-calling model
(``scripted_tools=True``): it reads the task, submits and calls done through the ``evalrouter``
MCP server, and is graded.

Needs the network: skipped unless ``EVALROUTER_NETWORK_TESTS=1`` (and npm on PATH), so CI never
depends on it. ``scripts/real_registry_agents.py`` tries more agents and reports on each.
"""

from __future__ import annotations

import io
import os
import shutil
from pathlib import Path

import pytest

from evalrouter import agents
from evalrouter.agents._acp.registry import AgentCache
from evalrouter.testing import EvalRouterLocal

pytestmark = [
    pytest.mark.skipif(
        os.environ.get("EVALROUTER_NETWORK_TESTS") != "1",
        reason="needs the npm registry: set EVALROUTER_NETWORK_TESTS=1 to run",
    ),
    pytest.mark.skipif(shutil.which("npm") is None, reason="needs npm on PATH"),
]


def test_claude_acp_completes_a_graded_attempt_through_local(tmp_path: Path) -> None:
    local = EvalRouterLocal(seed=0, scripted_tools=True)
    log = io.StringIO()
    agent = agents.registry_agent("claude-acp", cache=AgentCache(tmp_path / "cache"))
    seen: list[agents.AttemptEvent] = []
    with local.serve(request_log=log) as url:
        result = agents.evaluate(
            local.client(base_url=url),
            agent=agent,
            model="sim/gpt-5-mini",
            tasks="gsm8k",
            coverage=1,
            budget_usd="5",
            # Claude Code asks for 32000 output tokens per call.
            limits={"max_output_tokens": 32000, "max_cost_microusd": 2_000_000},
            on_event=seen.append,
        )
        assert result.succeeded, result.as_dict()
        assert result.run is not None
        assert [a["state"] for a in local.attempts(result.run.id)] == ["graded"]
    # In its sandbox (bubblewrap here): its gateway only, the install read-only.
    assert any("runs in bubblewrap" in (e.message or "") for e in seen if e.type == "warning")
    lines = log.getvalue().splitlines()
    assert any("/gateway/v1/messages" in line for line in lines)  # its model was Local's
    assert sum("/submission" in line for line in lines) == 1
