"""Small shared helpers for the end-to-end tests (no fixtures here)."""

from __future__ import annotations

from typing import Any

GSM_V2, GSM_V3, MCQ, LONGSUM = (
    "prof_gsm8k_v2",
    "prof_gsm8k_v3",
    "prof_mcq_mini_v1",
    "prof_longsum_v1",
)
GPQA = "prof_gpqa_diamond_v1"
GSM_LATEST, GSM_LATEST_TASKS = GSM_V3, "gsm8k@3"  # what "gsm8k" resolves to, and its task set
SMALL, LARGE, LARGE_FAST, LARGE_EU, REASONER, FLAKY = (
    "sim/sim-small",
    "sim/sim-large",
    "sim/sim-large-fast",
    "sim/sim-large-eu",
    "sim/sim-reasoner",
    "sim/sim-flaky",
)
# Simulated stand-ins for the models the service's documentation names.
GPT_5, GPT_5_MINI, CLAUDE_SONNET_5 = "sim/gpt-5", "sim/gpt-5-mini", "sim/claude-sonnet-5"
TERMINAL = {"completed", "partial", "failed", "cancelled"}


def headline(results: Any) -> float:
    """The headline metric of a result record, read independently of the SDK's helper."""
    profile = results.profiles[0]
    (metric,) = [m for m in profile.metrics if m.key == profile.headline_key]
    return float(metric.value)


def extra(record: Any, name: str) -> Any:
    """A field of a generated record, whether typed or kept in ``additional_properties``."""
    return record.to_dict().get(name)
