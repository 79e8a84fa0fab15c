"""Agno's own count: each ``Agent.arun``'s run output: its assistant messages (one per model
response), its tool executions (``tools``) and its token totals (``metrics``)."""

from __future__ import annotations

import inspect
from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported


def install() -> Counter:
    counter = Counter()

    def count(output: Any) -> None:
        replies = [m for m in output.messages or [] if m.role == "assistant"]
        metrics = output.metrics
        counter.add(
            model_calls=len(replies),
            tool_calls=len(output.tools or []),
            input_tokens=metrics.input_tokens if metrics else 0,
            output_tokens=metrics.output_tokens if metrics else 0,
        )

    def hook(agno_agent: ModuleType) -> None:
        from agno.agent import Agent

        arun = Agent.arun

        def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            started = arun(self, *args, **kwargs)
            if not inspect.isawaitable(started):  # stream=True: events, which no recipe asks
                return started

            async def finished() -> Any:
                output = await started
                count(output)
                return output

            return finished()

        Agent.arun = counted  # type: ignore[method-assign]

    when_imported("agno.agent", hook)
    return counter
