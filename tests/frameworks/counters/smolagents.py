"""smolagents' own count: the steps of each run's memory (``agent.memory.steps``): a model call
per step with token usage, and the tool calls of each step but smolagents' own
``final_answer``."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported

OWN_TOOLS = {"final_answer"}


def install() -> Counter:
    counter = Counter()

    def hook(smolagents: ModuleType) -> None:
        from smolagents.agents import MultiStepAgent

        run = MultiStepAgent.run

        def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            try:
                return run(self, *args, **kwargs)
            finally:
                for step in self.memory.steps:
                    used = getattr(step, "token_usage", None)
                    calls = getattr(step, "tool_calls", None) or []
                    counter.add(
                        model_calls=int(used is not None),
                        tool_calls=sum(1 for c in calls if c.name not in OWN_TOOLS),
                        input_tokens=used.input_tokens if used else 0,
                        output_tokens=used.output_tokens if used else 0,
                    )

        MultiStepAgent.run = counted  # type: ignore[method-assign]

    when_imported("smolagents", hook)
    return counter
