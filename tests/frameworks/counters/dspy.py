"""DSPy's own count: the entries of its LMs' history (one per model call, with the call's
usage), and each call of a ReAct tool but its own ``finish``."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported

OWN_TOOLS = {"finish"}


def install() -> Counter:
    counter = Counter()

    def hook(dspy: ModuleType) -> None:
        from dspy.clients.base_lm import BaseLM

        update_history = BaseLM.update_history

        def counted(self: Any, entry: Any) -> Any:
            used = (entry.get("usage") if isinstance(entry, dict) else None) or {}
            counter.add(
                model_calls=1,
                input_tokens=int(used.get("prompt_tokens") or 0),
                output_tokens=int(used.get("completion_tokens") or 0),
            )
            return update_history(self, entry)

        BaseLM.update_history = counted  # type: ignore[method-assign]
        acall = dspy.Tool.acall

        async def tool_called(self: Any, *args: Any, **kwargs: Any) -> Any:
            counter.add(tool_calls=int(self.name not in OWN_TOOLS))
            return await acall(self, *args, **kwargs)

        dspy.Tool.acall = tool_called

    when_imported("dspy", hook)
    return counter
