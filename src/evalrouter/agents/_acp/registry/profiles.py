"""What is known about each ACP Registry agent: the profile that points it at the gateway
(``_acp.env`` writes its configuration and picks its session mode), whether it works with the
gateway at all, and the per-attempt limits it needs, measured with real runs.

The limits are in tokens and calls, so they fit any model: :meth:`AgentNeeds.limits` turns them
into the quote's ``limits`` at the route's prices, and :meth:`AgentNeeds.expected_microusd` is
what one attempt typically spends. A quote sends them unless ``limits=`` names the key itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from evalrouter_generated._model import JsonValue

from ...._metering import call_cost
from ..agent import Profile

__all__ = ["KNOWN", "AgentNeeds", "Known", "RoutePrices", "Status", "known"]

Status = Literal["works", "sign-in", "other-api", "untested"]
"""``works``: completes an attempt through the gateway with its profile and no sign-in;
``sign-in``: refuses to start a session until a person signs in to its vendor; ``other-api``:
speaks a model API the gateway does not serve; ``untested``: not run yet."""


@dataclass(frozen=True, slots=True)
class RoutePrices:
    """A model route's prices, micro-USD per million tokens."""

    input_per_mtok: int
    output_per_mtok: int

    @classmethod
    def of(cls, pricing: Mapping[str, JsonValue] | None) -> RoutePrices | None:
        """From a catalog route's ``pricing`` (decimal strings); None when it does not say."""
        if pricing is None:
            return None
        found: list[int] = []
        for key in ("input_microusd_per_million_tokens", "output_microusd_per_million_tokens"):
            value = pricing.get(key)
            text = str(value) if isinstance(value, str | int) and value is not True else ""
            if not text.isascii() or not text.isdigit():
                return None
            found.append(int(text))
        return cls(found[0], found[1])

    def cost(self, input_tokens: int, output_tokens: int) -> int:
        return call_cost(input_tokens, output_tokens, (self.input_per_mtok, self.output_per_mtok))


@dataclass(frozen=True, slots=True)
class AgentNeeds:
    """Per-attempt limits an agent needs, and its typical call, as measured."""

    max_output_tokens: int
    """The output tokens it asks for in one call (its profile configures it to ask for this)."""
    max_calls: int
    attempt_seconds: int
    call_input_tokens: int
    """The input tokens of a typical call: its system prompt and tool schemas dominate."""
    call_output_tokens: int
    typical_calls: int
    """Model calls in a typical attempt (a short task: read it, work, submit, done)."""

    def budget_microusd(self, prices: RoutePrices) -> int:
        """The attempt's budget: ``max_calls`` typical calls, plus what the gateway reserves for
        the last one (its input and the whole output allowance) before it is sent."""
        typical = prices.cost(self.call_input_tokens, self.call_output_tokens)
        return self.max_calls * typical + prices.cost(
            self.call_input_tokens, self.max_output_tokens
        )

    def expected_microusd(self, prices: RoutePrices) -> int:
        """What one attempt typically spends on its model."""
        return self.typical_calls * prices.cost(self.call_input_tokens, self.call_output_tokens)

    def limits(self, prices: RoutePrices | None) -> dict[str, int]:
        """The quote's ``limits``; without prices, no budget (the service's default applies)."""
        out = {
            "max_output_tokens": self.max_output_tokens,
            "max_calls": self.max_calls,
            "attempt_seconds": self.attempt_seconds,
        }
        if prices is not None:
            out["max_cost_microusd"] = self.budget_microusd(prices)
        return out


@dataclass(frozen=True, slots=True)
class Known:
    """One registry agent as we know it."""

    profile: Profile
    status: Status
    note: str
    needs: AgentNeeds | None = None


_CLAUDE = AgentNeeds(
    # claude-agent-acp 0.101.0 on EvalRouter Local (scripted model): 4 calls on gsm8k, 6 on
    # repo-fix, each ~20.5k input tokens (its system prompt and tools); it asks for 32,000 output
    # tokens unless told (CLAUDE_CODE_MAX_OUTPUT_TOKENS).
    max_output_tokens=8192,
    max_calls=40,
    attempt_seconds=900,
    call_input_tokens=20_500,
    call_output_tokens=400,
    typical_calls=4,
)
_QWEN = AgentNeeds(
    # qwen-code 0.24.4 on EvalRouter Local: 3 calls on gsm8k, 5 on repo-fix, ~26.5k input tokens
    # each; it asks for 64,000 output tokens unless told (QWEN_CODE_MAX_OUTPUT_TOKENS).
    max_output_tokens=8192,
    max_calls=40,
    attempt_seconds=900,
    call_input_tokens=27_000,
    call_output_tokens=400,
    typical_calls=4,
)

KNOWN: dict[str, Known] = {
    "claude-acp": Known("claude-acp", "works", "Anthropic messages via its gateway URL", _CLAUDE),
    "claude-code-acp": Known("claude-acp", "works", "the id of older snapshots", _CLAUDE),
    "qwen-code": Known("qwen-code", "works", "OpenAI chat via its settings", _QWEN),
    "opencode": Known("opencode", "untested", "OpenAI-compatible provider in its config"),
    "goose": Known("goose", "untested", "OpenAI provider via its environment"),
}
"""By registry id. An id not here runs on the generic profile (the gateway in ``OPENAI_*``
variables) with the service's default limits."""


def known(agent_id: str) -> Known | None:
    return KNOWN.get(agent_id)
