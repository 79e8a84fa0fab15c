"""The limits the offline check holds an agent to, as a run would: the service's defaults, the
agent's profile (a registry agent we measured) over them, and ``limits=`` over both. The
check's model is priced at :data:`REFERENCE_PRICES`; its budget is metered the way a gateway
meters one (each call reserves its input and whole output allowance before it is answered)."""

from __future__ import annotations

from collections.abc import Mapping

from ..._errors import invalid_input
from ..._metering import DEFAULT_LIMITS, LIMIT_KEYS, default_budget
from .._acp.agent import AcpAgent
from .._acp.registry.profiles import RoutePrices
from .._runner.plan import limits_in_microusd

__all__ = ["REFERENCE_PRICES", "check_limits", "usd"]

REFERENCE_PRICES = RoutePrices(250_000, 2_000_000)
"""A small model's prices (micro-USD per million input and output tokens): $0.25 and $2."""
_TASK_INPUT_TOKENS = 200
_TASK_OUTPUT_TOKENS = 2048
"""A short task's input and output allowance (gsm8k's), for the default budget."""


def usd(microusd: int) -> str:
    return f"${microusd / 1_000_000:.4f}"


def check_limits(agent: AcpAgent, limits: object) -> dict[str, int]:
    """The check's per-attempt limits for ``agent``; ``limits`` (a user's) checked."""
    prices = (REFERENCE_PRICES.input_per_mtok, REFERENCE_PRICES.output_per_mtok)
    out = {k: DEFAULT_LIMITS[k] for k in ("max_calls", "max_input_bytes", "max_output_tokens")}
    out["max_cost_microusd"] = default_budget(_TASK_INPUT_TOKENS, _TASK_OUTPUT_TOKENS, prices)
    if agent.needs is not None:
        out |= agent.needs.limits(REFERENCE_PRICES)
    if limits is None:
        return out
    if not isinstance(limits, Mapping):
        raise invalid_input(
            f"agents.check(limits=...) must be a mapping, not {type(limits).__name__}.",
            argument="limits",
            hint='Pass for example limits={"max_cost_microusd": 300000}.',
        )
    for key, value in limits_in_microusd(limits).items():
        if key not in LIMIT_KEYS:
            raise invalid_input(
                f"agents.check(limits=...) has {key!r:.40}, which is not a limit.",
                argument="limits",
                hint=f"Limits: {', '.join(LIMIT_KEYS)}, or max_cost_usd (the budget in dollars).",
            )
        if value is None:
            out.pop(key, None)
        elif isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise invalid_input(
                f"agents.check(limits={{{key!r}: ...}}) must be a whole number above 0, "
                f"not {value!r:.40}.",
                argument="limits",
                hint=f'Pass for example limits={{"{key}": {out.get(key, 10)}}}.',
            )
        else:
            out[key] = value
    return out
