"""Strands Agents' own count: each ``Agent.invoke_async``'s ``result.metrics`` (the event loop's
metrics): its invocation's cycles (one model call each) and token usage, and the calls of each
tool (``tool_metrics``, taken before and after, as they add up over the agent's life)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported


def _tool_calls(metrics: Any) -> int:
    return sum(tool.call_count for tool in metrics.tool_metrics.values())


def install() -> Counter:
    counter = Counter()

    def hook(strands: ModuleType) -> None:
        from strands.agent.agent import Agent

        invoke = Agent.invoke_async

        async def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            tools_before = _tool_calls(self.event_loop_metrics)
            result = await invoke(self, *args, **kwargs)
            invocation = result.metrics.agent_invocations[-1]
            counter.add(
                model_calls=len(invocation.cycles),
                tool_calls=_tool_calls(result.metrics) - tools_before,
                input_tokens=invocation.usage["inputTokens"],
                output_tokens=invocation.usage["outputTokens"],
            )
            return result

        Agent.invoke_async = counted  # type: ignore[method-assign]

    when_imported("strands", hook)
    return counter
