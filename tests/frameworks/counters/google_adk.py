"""Google ADK's own count: the events of each ``Runner.run_async``: an event that carries a model
response's ``usage_metadata`` is one model call (its prompt and candidates tokens), and the
function calls it asks for are its tool calls."""

from __future__ import annotations

from collections.abc import AsyncIterator
from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported


def install() -> Counter:
    counter = Counter()

    def count(event: Any) -> None:
        used = event.usage_metadata
        if used is None or event.partial:  # a streamed piece: its final event counts
            return
        counter.add(
            model_calls=1,
            tool_calls=len(event.get_function_calls()),
            input_tokens=used.prompt_token_count or 0,
            output_tokens=used.candidates_token_count or 0,
        )

    def hook(runners: ModuleType) -> None:
        run_async = runners.Runner.run_async

        async def counted(self: Any, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
            async for event in run_async(self, *args, **kwargs):
                count(event)
                yield event

        runners.Runner.run_async = counted

    when_imported("google.adk.runners", hook)
    return counter
