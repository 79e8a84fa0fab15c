"""CrewAI's own count: each ``Crew.akickoff``'s output: its ``token_usage`` (the crew's usage
metrics: successful model requests, prompt and completion tokens) and the tool results in its
tasks' conversations (one ``tool`` message per tool call)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported


def install() -> Counter:
    counter = Counter()

    def hook(crew_module: ModuleType) -> None:
        crew = crew_module.Crew
        akickoff = crew.akickoff

        async def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            output = await akickoff(self, *args, **kwargs)
            used = output.token_usage
            messages = [m for task in output.tasks_output for m in task.messages]
            counter.add(
                model_calls=used.successful_requests,
                tool_calls=sum(1 for m in messages if m.get("role") == "tool"),
                input_tokens=used.prompt_tokens,
                output_tokens=used.completion_tokens,
            )
            return output

        crew.akickoff = counted

    when_imported("crewai.crew", hook)
    return counter
