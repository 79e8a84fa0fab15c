"""LlamaIndex's own count: its instrumentation's events (``LLMChatEndEvent``, one per chat
call, streamed or not, with the usage the answer carried), and each call of a tool
(``FunctionTool.acall``, which FunctionAgent calls for every tool call; no instrumentation
event is dispatched for it)."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from tests.frameworks.counters import Counter
from tests.frameworks.counters.hooks import when_imported


def install() -> Counter:
    counter = Counter()

    def hook(core: ModuleType) -> None:
        import llama_index.core.instrumentation as instrument
        from llama_index.core.instrumentation.event_handlers import BaseEventHandler
        from llama_index.core.instrumentation.events.llm import LLMChatEndEvent
        from llama_index.core.tools import FunctionTool

        class Count(BaseEventHandler):
            def handle(self, event: Any, **kwargs: Any) -> None:
                if isinstance(event, LLMChatEndEvent):
                    used = usage(getattr(event.response, "raw", None))
                    counter.add(model_calls=1, input_tokens=used[0], output_tokens=used[1])

        instrument.get_dispatcher().add_event_handler(Count())
        acall = FunctionTool.acall

        async def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            counter.add(tool_calls=1)
            return await acall(self, *args, **kwargs)

        FunctionTool.acall = counted  # type: ignore[method-assign]

    when_imported("llama_index.core", hook)
    return counter


def usage(raw: Any) -> tuple[int, int]:
    """(input, output) tokens of an OpenAI answer (or a stream's last chunk), 0 when absent."""
    found = getattr(raw, "usage", None) or (raw.get("usage") if isinstance(raw, dict) else None)
    if found is None:
        return 0, 0
    get = found.get if isinstance(found, dict) else lambda name: getattr(found, name, 0)
    return int(get("prompt_tokens") or 0), int(get("completion_tokens") or 0)
