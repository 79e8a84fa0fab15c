"""The README's examples run as written: every Python block, in order and in one namespace (as a
reader would paste them), against EvalRouter Local, on the client the block builds.

The README names the service's models (``gpt-5``, ``claude-sonnet``, the ambiguous ``gpt``); Local
answers them with its simulated stand-ins, so no block is changed. The EvalRouter Local example of
the README is a test of its own (``test_readme_local_example.py``); ``>>>`` blocks are checked
line by line. The recipes of "Agents built with frameworks" are tests of their own too
(``tests/frameworks``, against a served Local with the frameworks installed).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import evalrouter
from evalrouter import EvalRouter
from evalrouter.testing import EvalRouterLocal
from tests.acp_agents import install_command

README = (Path(__file__).parents[2] / "README.md").read_text()
FRAMEWORKS = re.compile(r"^## Agents built with frameworks\n.*?(?=^## )", re.S | re.M)
BLOCKS = re.findall(r"```python\n(.*?)```", FRAMEWORKS.sub("", README), re.S)

# The documented names the examples use, all answered by Local as they are written.
DOCUMENTED_NAMES = ('"gpt-5"', '"claude-sonnet"', '"gpt"')


SCRIPT_BLOCKS = [
    b for b in BLOCKS if not b.lstrip().startswith(">>>") and "EvalRouterLocal" not in b
]
DOCTEST_BLOCKS = [b for b in BLOCKS if b.lstrip().startswith(">>>")]


ACP_AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"


def acp_agent_on_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """``my-acp-agent``, the ACP agent the README's example runs: the tests' ACP agent."""
    bin_dir = install_command(tmp_path / "bin").parent
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")


@pytest.fixture
def readme_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> EvalRouterLocal:
    """``EvalRouter(...)`` / ``AsyncEvalRouter(...)`` in a block build clients of one Local."""
    acp_agent_on_path(monkeypatch, tmp_path)
    local = EvalRouterLocal(seed=3, state_dir=tmp_path / "state")
    for name in ("EVALROUTER_API_KEY", "EVALROUTER_BASE_URL", "EVALROUTER_WEB_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setattr(evalrouter, "EvalRouter", lambda *a, **kw: local.client())
    monkeypatch.setattr(evalrouter, "AsyncEvalRouter", lambda *a, **kw: local.async_client())
    return local


def test_the_readme_has_the_examples_this_test_runs() -> None:
    assert len(SCRIPT_BLOCKS) >= 14
    assert FRAMEWORKS.search(README)  # what tests/frameworks runs instead
    assert len(DOCTEST_BLOCKS) >= 2
    for name in DOCUMENTED_NAMES:  # the names the assertions below rely on are still used
        assert any(name in b for b in SCRIPT_BLOCKS), name


def test_every_readme_example_runs_against_local(
    readme_env: EvalRouterLocal, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    state_dir = tmp_path / "state"
    namespace: dict[str, Any] = {"__name__": "readme"}
    for number, block in enumerate(SCRIPT_BLOCKS, 1):
        try:
            exec(compile(block, f"README block {number}", "exec"), namespace)
        except Exception as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"README block {number} failed: {exc!r}\n{block}")
    out = capsys.readouterr().out
    # What the examples print is what they promise.
    assert re.search(r"^0\.\d+$|^1\.0$", out, re.M), out  # print(run.score)
    assert "completed" in out  # print(run.status, run.score)
    # model="gpt" is ambiguous: the message lists the candidates.
    assert "GPT-5 (simulated)" in out and "GPT-5 mini (simulated)" in out
    assert namespace["cmp"].tasks_compared > 0
    assert isinstance(namespace["csv_bytes"], bytes) and namespace["csv_bytes"]
    assert namespace["quote"].max_charge_microusd is not None
    assert namespace["wallet"] is not None
    # The explicit-key create of the README was recorded, so repeating it starts nothing new.
    assert (state_dir / "idempotency.json").is_file()
    check_agents_examples(namespace, out)


def check_agents_examples(namespace: dict[str, Any], out: str) -> None:
    """The agents examples ran their attempts here and say so."""
    assert len(re.findall(r"^attempt_started gsm8k", out, re.M)) == 3, out  # the 3-task sample
    assert len(re.findall(r"^attempt_finished gsm8k\S* $", out, re.M)) == 3, out
    assert re.search(r"^completed ", out, re.M), out  # print(run.wait()["status"], ...)
    assert namespace["run"].wait()["status"] == "completed"
    assert (namespace["result"].status, namespace["result"].succeeded) == ("completed", True)
    assert namespace["acp_result"].succeeded  # the ACP example: the tests' ACP agent
    assert "completed ['end_turn', 'end_turn']" in out
    # The check example: the tests' ACP agent (its default mode answers without the model's tool
    # calls), launched and checked offline.
    report = namespace["report"]
    assert report.check("initialize").result == "passed"
    assert "  no_model_bypass: passed" in out and "  submit: failed" in out


@pytest.fixture
def readme_served(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[EvalRouterLocal]:
    """A served Local and only ``EVALROUTER_BASE_URL`` set: the README's own constructors run
    unchanged (``EvalRouter(api_key="er_...")`` included; loopback takes any key)."""
    acp_agent_on_path(monkeypatch, tmp_path)
    local = EvalRouterLocal(seed=3, polls_to_complete=1)
    for name in ("EVALROUTER_API_KEY", "EVALROUTER_WEB_URL", "EVALROUTER_WORKSPACE_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path / "state"))
    made: list[EvalRouter] = []

    class Recorded(EvalRouter):
        """The real client, remembered so the test closes what the blocks leave open."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(evalrouter, "EvalRouter", Recorded)
    with local.serve() as base_url:
        monkeypatch.setenv("EVALROUTER_BASE_URL", base_url)
        try:
            yield local
        finally:
            for client in made:
                client.close()


def test_every_readme_example_runs_as_written_against_served_local(
    readme_served: EvalRouterLocal, capsys: pytest.CaptureFixture[str]
) -> None:
    namespace: dict[str, Any] = {"__name__": "readme"}
    for number, block in enumerate(SCRIPT_BLOCKS, 1):
        try:
            exec(compile(block, f"README block {number}", "exec"), namespace)
        except Exception as exc:  # pragma: no cover - the failure message is the point
            pytest.fail(f"README block {number} failed against served Local: {exc!r}\n{block}")
    out = capsys.readouterr().out
    assert "completed" in out and namespace["cmp"].tasks_compared > 0
    assert readme_served.run_ids  # the runs were made by the served Local, over HTTP
    check_agents_examples(namespace, out)


def test_readme_console_lines_are_what_the_sdk_says(readme_env: EvalRouterLocal) -> None:
    namespace: dict[str, Any] = {"EvalRouter": EvalRouter, "client": readme_env.client()}
    lines = [ln for b in DOCTEST_BLOCKS for ln in b.splitlines() if ln.strip()]
    assert lines
    checked = 0
    for index, prompt in enumerate(lines):
        if not prompt.startswith(">>> "):
            continue  # an expected output, read with its prompt
        expected = lines[index + 1] if index + 1 < len(lines) else ">>> "
        if expected.startswith(">>> "):  # a statement that prints nothing (an import)
            exec(prompt[4:], namespace)
            continue
        checked += 1
        raised = re.match(r"(\w+): (.*?) \[(\w+)\]", expected)
        if raised:
            with pytest.raises(evalrouter.EvalRouterError) as info:
                eval(prompt[4:], namespace)
            assert type(info.value).__name__ == raised.group(1), expected
            assert info.value.code == raised.group(3), expected
            assert str(info.value).startswith(raised.group(2)), (str(info.value), expected)
        else:
            assert repr(eval(prompt[4:], namespace)) == expected, prompt
    assert checked
