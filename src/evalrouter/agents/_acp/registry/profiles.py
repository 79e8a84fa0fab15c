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

__all__ = [
    "KNOWN",
    "AgentNeeds",
    "Known",
    "RoutePrices",
    "Status",
    "known",
    "known_hint",
    "working",
]

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
    """Per-attempt limits an agent needs, and its typical call, as measured. What differs from
    one coding agent to another is the input of its typical call (its system prompt and tool
    schemas); the rest are the same for every agent measured so far, hence the defaults."""

    call_input_tokens: int
    """The input tokens of a typical call: its system prompt and tool schemas dominate."""
    max_output_tokens: int = 8192
    """The output tokens it asks for in one call (its profile configures it to ask for this)."""
    max_calls: int = 40
    attempt_seconds: int = 900
    call_output_tokens: int = 400
    typical_calls: int = 4
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
    call_input_tokens=20_500,
)
_QWEN = AgentNeeds(
    # qwen-code 0.24.4 on EvalRouter Local: 3 calls on gsm8k, 5 on repo-fix, ~26.5k input tokens
    # each; it asks for 64,000 output tokens unless told (QWEN_CODE_MAX_OUTPUT_TOKENS).
    call_input_tokens=27_000,
)

_OPENCODE = AgentNeeds(
    # opencode-ai 1.18.33 (npm) on EvalRouter Local: 3 calls on gsm8k, 5 on repo-fix, ~8k input
    # tokens each; it asks for 32,000 output tokens unless its model's limit says less.
    call_input_tokens=8_500,
)
_KIMI = AgentNeeds(
    # kimi-cli 1.9.0 (PyPI) on EvalRouter Local: 3 calls on gsm8k, 5 on repo-fix, ~7.5k input
    # tokens each; it sends no max_tokens, so the attempt's bound is what it may get.
    call_input_tokens=8_000,
)
_VIBE = AgentNeeds(
    # mistral-vibe 2.24.0 (PyPI) on EvalRouter Local: 3 calls on gsm8k, 5 on repo-fix, ~5.5-6k
    # input tokens each; it sends no max_tokens (3.x sends its model's max_output_tokens).
    call_input_tokens=6_500,
)

_CODEX = AgentNeeds(
    # codex-acp 1.4.0 and 2.6.0 (npm; 2.6.0 runs @openai/codex 0.171.0) on EvalRouter Local:
    # 3 calls on gsm8k, 5 on repo-fix, ~10-11.5k input tokens each; it sends no
    # max_output_tokens, so the attempt's bound is what it may get.
    call_input_tokens=10_500,
)
_GEMINI = AgentNeeds(
    # gemini-cli 0.61.0 (npm) on EvalRouter Local, through the relay's Gemini API: 3 calls on
    # gsm8k, 5 on repo-fix, ~13-14.5k input tokens each (its system prompt and tools); it sends
    # no maxOutputTokens unless its settings say (the profile's do).
    call_input_tokens=13_500,
)

KNOWN: dict[str, Known] = {
    "claude-acp": Known("claude-acp", "works", "Anthropic messages via its gateway URL", _CLAUDE),
    "claude-code-acp": Known("claude-acp", "works", "the id of older snapshots", _CLAUDE),
    "qwen-code": Known("qwen-code", "works", "OpenAI chat via its settings", _QWEN),
    "opencode": Known("opencode", "works", "OpenAI-compatible provider in its config", _OPENCODE),
    "kimi": Known(
        "kimi",
        "works",
        "OpenAI chat via its config.toml; approves its own tools. Measured with kimi-cli 1.9.0; "
        '1.52.0 only prints "kimi-cli is no longer maintained. Please use the new Kimi Code CLI."',
        _KIMI,
    ),
    "goose": Known(
        "goose", "untested", "OpenAI provider via its environment (only a release archive: not run)"
    ),
    "mistral-vibe": Known(
        "mistral-vibe",
        "works",
        "OpenAI chat via its config.toml; approves its own tools (it asks without naming them). "
        "Measured with 2.24.0; 3.x offers MCP tools only to code it writes (run_typescript, "
        "search_tool_functions), which a model must know to use",
        _VIBE,
    ),
    # Tried with no sign-in (the gateway's key in its documented variables): each refused
    # session/new, in its own words.
    "factory-droid": Known(
        "generic",
        "sign-in",
        "droid 0.215.0, with a custom model (customModels, generic-chat-completion-api) in "
        '~/.factory/settings.json: "Authentication required: Click the "Login" button to '
        'authenticate, or set a FACTORY_API_KEY environment variable."',
    ),
    "cline": Known(
        "generic",
        "sign-in",
        "cline 3.0.65 --acp, with an openai-compatible provider in its providers.json: "
        '"Authentication required: Call authenticate before starting a session" (Sign in with '
        "Cline, ClinePass or ChatGPT). With CLINE_API_KEY set it opens a session but does not "
        "call the provider's base URL.",
    ),
    "auggie": Known(
        "generic",
        "sign-in",
        'auggie 0.36.0: "Auggie does not currently support authenticating over ACP. Please run '
        '`auggie login` from your terminal then try again."',
    ),
    "qoder": Known(
        "generic",
        "sign-in",
        'qodercli 1.1.52: "Authentication required: Authentication is required." (its one '
        "method: an existing qodercli login)",
    ),
    "gemini": Known(
        "gemini",
        "works",
        "the relay's Gemini API via GOOGLE_GEMINI_BASE_URL and GEMINI_API_KEY; its tools allowed "
        "by a user policy. Measured with 0.31.0 and 0.61.0 (0.31.0 sends loopback through its "
        "proxy too: the runner's refusing proxy carries it to the relay)",
        _GEMINI,
    ),
    "codex-acp": Known(
        "codex",
        "works",
        "OpenAI Responses (translated by the relay) via its config.toml; approves its own tools. "
        "Measured with 1.4.0 and 2.6.0",
        _CODEX,
    ),
}
"""By registry id. An id not here runs on the generic profile (the gateway in ``OPENAI_*``
variables) with the service's default limits."""


def known(agent_id: str) -> Known | None:
    return KNOWN.get(agent_id)


def known_hint(agent_id: str) -> str | None:
    """What to do about an agent we know cannot be evaluated through the gateway (it asks to
    sign in, or speaks another API), naming the agents that can; None for any other."""
    entry = KNOWN.get(agent_id)
    if entry is None or entry.status not in ("sign-in", "other-api"):
        return None
    what = (
        "asks to be signed in to its vendor"
        if entry.status == "sign-in"
        else "speaks a model API the run's gateway does not serve"
    )
    return (
        f"{agent_id} {what} ({entry.note}), so it cannot be evaluated here. Registry agents "
        f"that can: {', '.join(working())} (docs/real-agents.md in the SDK's repository)."
    )


def working() -> list[str]:
    """The registry ids known to complete an evaluation through the gateway (current ids)."""
    return sorted(i for i, k in KNOWN.items() if k.status == "works" and "older" not in k.note)
