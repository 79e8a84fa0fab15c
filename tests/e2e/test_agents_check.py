"""``agents.check(agent)`` end to end: the real ACP test agent (``tests/acp_agents/agent.py``)
launched as an attempt launches it, against the check's loopback stand-in for EvalRouter and
its scripted model, behind the recording proxy. No EvalRouter server, no account."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError, agents
from evalrouter.agents._acp import driver as _acp_driver
from evalrouter.agents._acp import process as _acp_process
from tests.support.procs import none_marked

AGENT = str(Path(__file__).parents[1] / "acp_agents" / "agent.py")
CHECKS = [
    "initialize",
    "task_tools",
    "streamed_tool_turn",
    "submit",
    "within_limits",
    "no_model_bypass",
]


def acp_agent(mode: str = "loop", *extra: str, **sandbox: Any) -> agents.AcpAgent:
    argv = [sys.executable, AGENT, "--mode", mode, *extra]
    return agents.local_agent(argv, name="test agent", **sandbox)


def results(result: agents.CheckResult) -> dict[str, str]:
    return {item.name: item.result for item in result.checks}


# ------------------------------------------------------------------------------ it passes


def test_an_agent_that_follows_the_gateway_and_the_task_tools_passes_every_check() -> None:
    result = agents.check(acp_agent(), timeout=60)
    assert result.status == "checks-passed", result.to_dict()
    assert result.passed and result.reason is None
    assert [item.name for item in result.checks] == CHECKS
    assert set(results(result).values()) == {"passed"}
    assert "streamed" in result.check("streamed_tool_turn").detail
    assert "not streamed" not in result.check("streamed_tool_turn").detail
    assert result.agent == "test agent" and result.profile == "generic" and result.hostile
    assert result.network_activity == ()
    assert result.seconds > 0
    with pytest.raises(EvalRouterError) as caught:
        result.check("speed")  # type: ignore[arg-type]
    assert caught.value.code == "invalid_input"


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (("--format", "anthropic"), "anthropic-messages), streamed"),
        (("--no-stream",), "openai-chat), not streamed"),
        (("--format", "anthropic", "--no-stream"), "anthropic-messages), not streamed"),
    ],
)
def test_both_gateway_formats_pass_streamed_or_not(extra: tuple[str, ...], said: str) -> None:
    result = agents.check(acp_agent("loop", *extra), timeout=60)
    assert result.passed, result.to_dict()
    assert said in result.check("streamed_tool_turn").detail


async def test_check_async_runs_in_the_callers_loop() -> None:
    result = await agents.check_async(acp_agent(), timeout=60)
    assert result.passed, result.to_dict()


def test_a_proxy_of_the_users_neither_breaks_the_check_nor_reaches_the_agent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy"):
        monkeypatch.setenv(name, "http://127.0.0.1:1")  # nothing listens there
    monkeypatch.delenv("NO_PROXY", raising=False)
    monkeypatch.delenv("no_proxy", raising=False)
    result = agents.check(acp_agent("loop", "--bypass", "https://api.openai.com/v1"), timeout=60)
    # The agent's provider call went to the check's recording proxy, not the user's.
    assert result.network_activity == ("api.openai.com",), result.to_dict()
    assert results(result) == {name: "passed" for name in CHECKS} | {"no_model_bypass": "failed"}


class Profiled(agents.AcpAgent):
    """An ACP agent of one's own with a reviewed profile: the check launches it through its own
    ``prepare()``, with the profile's environment (qwen-code's names the gateway in
    ``OPENAI_BASE_URL``, which the test agent reads), and closes it at the end."""

    name = "profiled"
    version = None

    def __init__(self, *argv: str, fail: bool = False) -> None:
        self.argv = argv
        self.fail = fail
        self.prepared = self.closed = 0

    def descriptor(self) -> dict[str, object]:  # type: ignore[override]
        return {"kind": "local", "declared_name": self.name}

    async def prepare(self) -> agents.AcpLaunch:
        self.prepared += 1
        if self.fail:
            raise EvalRouterError(
                "acp_agent_install_failed", "The agent could not be installed.", hint="Retry."
            )
        return agents.AcpLaunch(self.argv, {}, "qwen-code")

    def close(self) -> None:
        self.closed += 1


def test_the_check_launches_the_agent_through_its_own_prepare_and_profile() -> None:
    agent = Profiled(sys.executable, AGENT, "--mode", "loop")
    result = agents.check(agent, timeout=60)
    assert result.passed, result.to_dict()
    assert result.profile == "qwen-code" and result.agent == "profiled"
    assert (agent.prepared, agent.closed) == (1, 1)


def test_an_agent_that_cannot_be_prepared_is_broken_with_the_reason() -> None:
    agent = Profiled(sys.executable, AGENT, fail=True)
    result = agents.check(agent, timeout=60)
    assert result.reason == "launch_failed" and "could not be installed" in result.detail
    assert {item.result for item in result.checks} == {"skipped"}
    assert result.profile is None


# ------------------------------------------------------------------------------- it fails


def test_an_agent_that_calls_a_model_provider_directly_fails_no_model_bypass() -> None:
    agent = acp_agent("loop", "--bypass", "https://api.openai.com/v1/models")
    result = agents.check(agent, timeout=60)
    assert result.status == "checks-failed" and result.reason is None
    assert "api.openai.com" in result.network_activity
    bypass = result.check("no_model_bypass")
    assert bypass.result == "failed" and "api.openai.com" in bypass.detail
    # The rest of its work was fine: only the bypass fails it.
    assert results(result) == {name: "passed" for name in CHECKS} | {"no_model_bypass": "failed"}


def test_an_agent_that_obeys_a_planted_dotenv_redirect_fails_on_the_canary() -> None:
    result = agents.check(acp_agent("loop", "--dotenv"), timeout=60)
    assert result.status == "checks-failed"
    assert "hostile-canary.invalid" in result.network_activity
    bypass = result.check("no_model_bypass")
    assert bypass.result == "failed" and "hostile-canary.invalid" in bypass.detail
    assert result.check("submit").result == "failed"


def test_without_hostile_files_the_same_agent_passes() -> None:
    result = agents.check(acp_agent("loop", "--dotenv"), hostile=False, timeout=60)
    assert result.passed, result.to_dict()
    assert not result.hostile and result.network_activity == ()


def test_an_agent_that_answers_without_the_models_tool_calls_fails_the_tool_turn() -> None:
    result = agents.check(acp_agent("answer"), timeout=60)  # asks the model once, no tools
    assert results(result)["task_tools"] == "passed"
    assert results(result)["streamed_tool_turn"] == "failed"
    submit = result.check("submit")
    assert submit.result == "failed" and "ANSWER: 7" in submit.detail


# --------------------------------------------------------------------------- broken agents


def test_an_agent_that_asks_to_be_signed_in_is_broken_with_the_auth_reason() -> None:
    result = agents.check(acp_agent("auth"), timeout=60)
    assert result.status == "checks-failed" and result.reason == "auth_required"
    assert "signed in" in result.detail
    assert results(result) == {"initialize": "failed"} | {name: "skipped" for name in CHECKS[1:]}


@pytest.mark.parametrize(
    "code",
    [
        "print('hello, I am a chat bot', flush=True); import time; time.sleep(30)",
        "import sys; sys.stderr.write('usage: tool [--help]\\n'); sys.exit(2)",
    ],
)
def test_a_command_that_does_not_speak_acp_is_broken(code: str) -> None:
    result = agents.check(agents.local_agent([sys.executable, "-c", code]), timeout=30)
    assert result.status == "checks-failed" and result.reason == "not_acp", result.to_dict()
    assert result.check("initialize").result == "failed"


def test_the_timeout_ends_the_check_and_kills_the_agents_whole_group(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_acp_driver, "CANCEL_SECONDS", 0.3)
    monkeypatch.setattr(_acp_process, "TERMINATE_SECONDS", 0.3)
    pidfile, childfile = tmp_path / "agent.pid", tmp_path / "child.pid"
    agent = acp_agent(
        "hang", "--pidfile", str(pidfile), "--child-pidfile", str(childfile), writable=[tmp_path]
    )
    result = agents.check(agent, timeout=8)  # the agent would sleep for an hour
    assert result.status == "checks-failed" and result.reason == "timeout"
    assert result.check("submit").result == "failed"
    for path in (pidfile, childfile):
        assert path.read_text()  # it ran (its PID is its sandbox's own)
        assert not none_marked(str(path)), f"{path.name}: the agent outlived the check"


# ------------------------------------------------------------------------------ refusals


def test_an_in_code_agent_is_refused_with_invalid_input() -> None:
    class Solver(agents.Agent):
        name = "solver"

        async def run(self, context: agents.AgentContext) -> None:
            raise AssertionError("never run")

    with pytest.raises(EvalRouterError) as caught:
        agents.check(Solver())  # type: ignore[arg-type]
    assert caught.value.code == "invalid_input"
    assert caught.value.details["argument"] == "agent"
    assert caught.value.hint and "local_agent" in caught.value.hint


@pytest.mark.parametrize("timeout", [0, -1, "60", True, float("nan")])
def test_a_timeout_that_is_not_a_positive_number_is_refused(timeout: object) -> None:
    with pytest.raises(EvalRouterError) as caught:
        agents.check(acp_agent(), timeout=timeout)  # type: ignore[arg-type]
    assert caught.value.code == "invalid_input"
    assert caught.value.details["argument"] == "timeout"


# --------------------------------------------------------------------------- the limits


def test_the_check_holds_the_agent_to_a_runs_limits_and_agrees_with_a_run() -> None:
    """A budget too small for one call fails ``within_limits`` in the check, and fails a real
    run on EvalRouter Local with ``client_budget_exhausted``; with the service's defaults both
    pass, and the check says what budget the agent needed."""
    from evalrouter.testing import EvalRouterLocal

    tight = {"max_cost_microusd": 1000}
    checked = agents.check(acp_agent(), timeout=60, hostile=False, limits=tight)
    assert checked.status == "checks-failed"
    within = checked.check("within_limits")
    assert within.result == "failed" and "refused a call over the attempt's budget" in within.detail
    assert "max_cost_microusd" in within.detail and "--attempt-budget" in within.detail
    assert checked.limits["max_cost_microusd"] == 1000
    # One root cause: what the refused call would have led to is not reached, not failed.
    verdicts = results(checked)
    assert verdicts["submit"] == "skipped" and verdicts["within_limits"] == "failed"
    assert "refused the agent's call" in checked.check("submit").detail
    assert checked.detail.startswith("Checks not passed: within_limits")
    assert checked.budget_needed_microusd is not None and checked.budget_needed_microusd > 1000
    local = EvalRouterLocal(seed=0, scripted_tools=True)
    run = agents.evaluate(
        local.client(),
        agent=acp_agent(),
        model="sim/gpt-5-mini",
        tasks="gsm8k",
        coverage=1,
        limits=tight,
    )
    assert [o.failure_code for o in run.outcomes] == ["client_budget_exhausted"]
    roomy = agents.check(acp_agent(), timeout=60, hostile=False)
    assert roomy.passed, roomy.to_dict()
    assert roomy.limits["max_output_tokens"] == 4096  # the service's default
    needed = roomy.budget_needed_microusd
    assert needed is not None and 0 < needed <= roomy.limits["max_cost_microusd"]
    assert f"${needed / 1_000_000:.4f}" in roomy.check("within_limits").detail


@pytest.mark.parametrize(
    ("limits", "said"),
    [
        ([("max_calls", 3)], "must be a mapping"),
        ({"max_cals": 3}, "'max_cals', which is not a limit"),
        ({"max_calls": 0}, "must be a whole number above 0"),
        ({"max_calls": True}, "must be a whole number above 0"),
    ],
)
def test_limits_that_are_not_limits_are_refused(limits: object, said: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        agents.check(acp_agent(), limits=limits)  # type: ignore[arg-type]
    assert caught.value.code == "invalid_input" and said in caught.value.message
    assert caught.value.details.get("argument") == "limits"
