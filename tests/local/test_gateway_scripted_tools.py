"""Local's scripted tool-calling mode (``EvalRouterLocal(scripted_tools=True)``): offered the
task protocol's tools, the simulated model calls ``get_task``, ``submit`` (with its answer) and
``done``, one per reply, then answers in text; other requests are answered as without it."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._tasks import task_set
from tests.local.gateway_support import ASK, OPENAI_TOOLS, Opened, open_attempt

Json = dict[str, Any]


def _tool(name: str, properties: Json | None = None) -> Json:
    schema = {"type": "object", "properties": properties or {}}
    return {"type": "function", "function": {"name": name, "parameters": schema}}


TASK_TOOLS = [
    _tool("mcp__evalrouter__get_task"),
    _tool("mcp__evalrouter__submit", {"answer": {"type": "string"}}),
    _tool("mcp__evalrouter__done", {"reason": {"type": "string"}}),
    *OPENAI_TOOLS,
]


@pytest.fixture
def opened() -> Iterator[Opened]:
    local = EvalRouterLocal(seed=5, scripted_tools=True)
    yield open_attempt(local)
    local.close()


def chat(opened: Opened, messages: list[Json], **body: Any) -> Json:
    sent = {"model": "gpt-5-mini", "messages": messages, "tools": TASK_TOOLS}
    sent.update(body)
    response = opened.post("chat/completions", sent)
    assert response.status_code == 200, response.text
    message: Json = response.json()["choices"][0]["message"]
    return message


def test_the_model_calls_get_task_submit_and_done_in_order_then_answers() -> None:
    local = EvalRouterLocal(seed=5, scripted_tools=True)
    opened = open_attempt(local)
    conversation = list(ASK)
    called: list[tuple[str, Json]] = []
    for _ in range(3):
        message = chat(opened, conversation)
        (call,) = message["tool_calls"]
        called.append((call["function"]["name"], json.loads(call["function"]["arguments"])))
        result = {"role": "tool", "tool_call_id": call["id"], "content": "ok"}
        conversation += [message, result]
    names = [name for name, _ in called]
    assert names == [
        "mcp__evalrouter__get_task",
        "mcp__evalrouter__submit",
        "mcp__evalrouter__done",
    ]
    answer = called[1][1]["answer"]
    assert isinstance(answer, str) and answer
    last = chat(opened, conversation)
    assert "tool_calls" not in last and last["content"] == answer  # the same simulated answer
    local.close()


def test_without_the_task_tools_the_model_is_unchanged(opened: Opened) -> None:
    sent = {"model": "m", "messages": ASK, "tools": OPENAI_TOOLS, "tool_choice": "none"}
    reply = opened.post("chat/completions", sent).json()
    assert reply["choices"][0]["finish_reason"] == "stop"
    plain = opened.post("chat/completions", {"model": "m", "messages": ASK, "tools": OPENAI_TOOLS})
    assert plain.json()["choices"][0]["message"]["tool_calls"]  # a drawn tool, as before


def test_the_script_is_off_by_default() -> None:
    called = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "mcp__evalrouter__get_task", "arguments": "{}"},
            }
        ],
    }
    conversation = [*ASK, called, {"role": "tool", "tool_call_id": "call_1", "content": "ok"}]
    local = EvalRouterLocal(seed=5)
    assert "tool_calls" not in chat(open_attempt(local), conversation)  # answers in text
    local.close()
    scripted = EvalRouterLocal(seed=5, scripted_tools=True)
    (call,) = chat(open_attempt(scripted), conversation)["tool_calls"]
    assert call["function"]["name"] == "mcp__evalrouter__submit"
    scripted.close()


def test_anthropic_tool_use_follows_the_script(opened: Opened) -> None:
    tools = [
        {"name": f["function"]["name"], "input_schema": f["function"]["parameters"]}
        for f in TASK_TOOLS
    ]
    conversation: list[Json] = list(ASK)
    names = []
    for _ in range(3):
        sent = {"model": "c", "max_tokens": 400, "messages": conversation, "tools": tools}
        reply = opened.post("messages", sent).json()
        assert reply["stop_reason"] == "tool_use"
        (block,) = reply["content"]
        names.append(block["name"].rsplit("__", 1)[-1])
        result = {"type": "tool_result", "tool_use_id": block["id"], "content": "ok"}
        conversation += [
            {"role": "assistant", "content": reply["content"]},
            {"role": "user", "content": [result]},
        ]
    assert names == ["get_task", "submit", "done"]


EXECUTE = _tool(
    "mcp__evalrouter__execute",
    {"command": {"type": "string"}, "timeout_seconds": {"type": "integer"}},
)
REPO_TOOLS = [
    _tool("mcp__evalrouter__get_task"),
    _tool("mcp__evalrouter__submit"),
    _tool("mcp__evalrouter__done", {"reason": {"type": "string"}}),
    EXECUTE,
]


def _follow(opened: Opened, tools: list[Json], turns: int) -> list[tuple[str, Json]]:
    """The calls the model makes in ``turns`` replies, each answered with ``ok``."""
    conversation = list(ASK)
    called: list[tuple[str, Json]] = []
    for _ in range(turns):
        message = chat(opened, conversation, tools=tools)
        (call,) = message["tool_calls"]
        called.append((call["function"]["name"], json.loads(call["function"]["arguments"])))
        result = {"role": "tool", "tool_call_id": call["id"], "content": "ok"}
        conversation += [message, result]
    assert "tool_calls" not in chat(opened, conversation, tools=tools)  # then it answers in text
    return called


@pytest.mark.skipif(shutil.which("git") is None, reason="the fix is applied with git apply")
def test_on_a_repository_task_the_model_applies_the_fix_with_execute_then_submits(
    tmp_path: Path,
) -> None:
    local = EvalRouterLocal(seed=5, scripted_tools=True)
    called = _follow(open_attempt(local, eval_ref="repo-fix@1"), REPO_TOOLS, 5)
    local.close()
    assert [name.rsplit("__", 1)[-1] for name, _ in called] == [
        "get_task",
        "execute",
        "execute",
        "submit",
        "done",
    ]
    assert called[3][1] == {}  # submit: the runner collects the diff
    apply, test = called[1][1]["command"], called[2][1]["command"]
    [task] = [t for t in task_set("repo-fix@1") if t.target in apply]
    assert test == f"python3 {task.test_path}"
    # The commands, run by a POSIX shell in a copy of the checkout, fix the bug.
    for path, content in task.files:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(content)
    for command in (apply, test):
        ran = subprocess.run(["sh", "-c", command], cwd=tmp_path, capture_output=True, text=True)
        assert ran.returncode == 0, ran.stderr
    assert ran.stdout == "ok\n"


def test_offered_execute_on_another_task_the_script_is_unchanged(opened: Opened) -> None:
    tools = [*TASK_TOOLS, EXECUTE]
    called = _follow(opened, tools, 3)
    assert [name for name, _ in called] == [
        "mcp__evalrouter__get_task",
        "mcp__evalrouter__submit",
        "mcp__evalrouter__done",
    ]
    assert isinstance(called[1][1]["answer"], str) and called[1][1]["answer"]
