"""The task protocol's tools in the order a scripted model calls them (``get_task``,
``submit``, ``done``), shared by the offline agent check's model and EvalRouter Local's
scripted mode: which offered tool is which step, and which steps a conversation has called.
Local's repository script (:data:`REPO_SCRIPT`) adds ``execute`` before ``submit``."""

from __future__ import annotations

import re

__all__ = ["REPO_SCRIPT", "SCRIPT", "called_steps", "script_step", "step_calls"]

SCRIPT = ("get_task", "submit", "done")
REPO_SCRIPT = ("get_task", "execute", "submit", "done")
"""On a repository task, ``execute`` (applying the fix, then running the test) comes before
``submit``."""


def script_step(name: str, steps: tuple[str, ...] = SCRIPT) -> str | None:
    """The step a tool name stands for: the name itself, or under the prefix an agent gives the
    ``evalrouter`` MCP server's tools (``mcp__evalrouter__get_task``, ``evalrouter_get_task``,
    ``evalrouter.get_task``); another server's ``get_task`` is not the task's."""
    for step in steps:
        if name == step or re.fullmatch(rf".*evalrouter\W*_*{step}", name, re.IGNORECASE):
            return step
    return None


def called_steps(messages: object, *, anthropic: bool) -> set[str]:
    """The steps the assistant turns of ``messages`` (OpenAI chat, or Anthropic messages when
    ``anthropic``) called already."""
    return set(step_calls(messages, anthropic=anthropic))


def step_calls(messages: object, *, anthropic: bool, steps: tuple[str, ...] = SCRIPT) -> list[str]:
    """The steps of ``steps`` the assistant turns of ``messages`` called, in order (a step called
    twice is there twice)."""
    called: list[str] = []
    for message in messages if isinstance(messages, list) else []:
        if not isinstance(message, dict) or message.get("role") != "assistant":
            continue
        names: list[object] = []
        if not anthropic:
            calls = message.get("tool_calls")
            for call in calls if isinstance(calls, list) else []:
                function = call.get("function") if isinstance(call, dict) else None
                names.append(function.get("name") if isinstance(function, dict) else None)
        else:
            content = message.get("content")
            for block in content if isinstance(content, list) else []:
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    names.append(block.get("name"))
        called.extend(s for n in names if isinstance(n, str) and (s := script_step(n, steps)))
    return called
