"""How a gateway that meters by estimate counts a model call's input tokens (four characters
a token, over the messages, the system prompt and the tool schemas), shared by EvalRouter
Local's gateway and the offline agent check's, so the check refuses a call over the attempt's
budget where Local would."""

from __future__ import annotations

import json
from collections.abc import Mapping

__all__ = [
    "DEFAULT_LIMITS",
    "DEFAULT_TURNS_BUDGET",
    "LIMIT_KEYS",
    "call_cost",
    "default_budget",
    "estimated_input_tokens",
    "token_cost",
]


def _text_of(content: object) -> str:
    """The text a message part carries: text, a tool result's content, a tool call's input."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(_text_of(part) for part in content)
    if isinstance(content, dict):
        if "input" in content:  # an Anthropic tool_use block
            return f"{content.get('name', '')} {json.dumps(content['input'])}"
        return _text_of(content.get("text", content.get("content")))
    return ""


def _message_chars(message: Mapping[str, object]) -> int:
    chars = len(_text_of(message.get("content")))
    calls = message.get("tool_calls")
    if isinstance(calls, list):  # an OpenAI assistant turn that called tools
        chars += len(json.dumps(calls, separators=(",", ":")))
    return chars


def estimated_input_tokens(body: Mapping[str, object]) -> int:
    """A chat completions or messages request's input tokens, by the rough rule of four
    characters a token (the messages, Anthropic's ``system``, the tools' schemas)."""
    messages = body.get("messages")
    listed = messages if isinstance(messages, list) else []
    chars = sum(_message_chars(m) for m in listed if isinstance(m, dict))
    chars += len(_text_of(body.get("system")))
    tools = body.get("tools")
    if isinstance(tools, list) and tools:
        chars += len(json.dumps(tools, separators=(",", ":")))
    return 4 * len(listed) + chars // 4


DEFAULT_LIMITS: dict[str, int] = {
    "attempt_seconds": 1800,
    "idle_seconds": 300,
    "max_calls": 50,
    "max_input_bytes": 1_000_000,
    "max_output_tokens": 4096,
    "request_seconds": 120,
}
"""An agent attempt's limits when the quote names none."""
LIMIT_KEYS = (*DEFAULT_LIMITS, "max_cost_microusd")
"""Every per-attempt limit a quote may name."""
DEFAULT_TURNS_BUDGET = 8
"""An attempt's default model budget: this many calls, each with the task's input and the
benchmark's whole output allowance."""


def token_cost(tokens: int, microusd_per_mtok: int) -> int:
    """What ``tokens`` cost at a price per million, rounded up to a whole micro-USD."""
    return -(-tokens * microusd_per_mtok // 1_000_000)


def call_cost(input_tokens: int, output_tokens: int, prices: tuple[int, int]) -> int:
    """A call's price: its input and output tokens at ``prices`` (micro-USD per million input
    and output tokens), each part rounded up."""
    return token_cost(input_tokens, prices[0]) + token_cost(output_tokens, prices[1])


def default_budget(task_input_tokens: int, max_output_tokens: int, prices: tuple[int, int]) -> int:
    """The model budget of an attempt whose quote names none (:data:`DEFAULT_TURNS_BUDGET`)."""
    return DEFAULT_TURNS_BUDGET * call_cost(task_input_tokens, max_output_tokens, prices)
