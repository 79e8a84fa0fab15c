"""Each framework's own count of what a recipe made it do: model calls, tool calls and tokens,
taken from the framework's public API (its usage reports, callbacks or step logs), so the
recipe tests compare the trace with what the framework itself saw.

``counters/<slug>.py`` exposes ``install() -> Counter``: called by the recipe runner before the
recipe runs, in the recipe's own environment (the framework is importable there, pytest is not).
"""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Counter:
    model_calls: int = 0
    tool_calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def add(
        self,
        model_calls: int = 0,
        tool_calls: int = 0,
        input_tokens: int = 0,
        output_tokens: int = 0,
    ) -> None:
        with self.lock:
            self.model_calls += model_calls
            self.tool_calls += tool_calls
            self.input_tokens += input_tokens
            self.output_tokens += output_tokens

    def as_dict(self) -> dict[str, Any]:
        with self.lock:
            return {
                "model_calls": self.model_calls,
                "tool_calls": self.tool_calls,
                "input_tokens": self.input_tokens,
                "output_tokens": self.output_tokens,
            }


def install(slug: str) -> Counter:
    """The counter of framework ``slug``, hooked on before its recipe runs."""
    module = importlib.import_module(f"{__name__}.{slug}")
    counter: Counter = module.install()
    return counter
