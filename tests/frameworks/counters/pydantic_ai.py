"""Pydantic AI's own count: each run's ``result.usage`` (requests, tool calls, tokens)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported


def install() -> Counter:
    counter = Counter()

    def hook(pydantic_ai: ModuleType) -> None:
        from pydantic_ai.agent.abstract import AbstractAgent

        run = AbstractAgent.run

        async def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            result = await run(self, *args, **kwargs)
            used = result.usage
            counter.add(used.requests, used.tool_calls, used.input_tokens, used.output_tokens)
            return result

        AbstractAgent.run = counted  # type: ignore[method-assign]

    when_imported("pydantic_ai", hook)
    return counter
