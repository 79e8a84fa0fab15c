from typing import Literal, cast

TuneConfigurationReasoningEffortType0 = Literal[
    "high", "low", "max", "medium", "minimal", "none", "xhigh"
]

TUNE_CONFIGURATION_REASONING_EFFORT_TYPE_0_VALUES: frozenset[str] = frozenset(
    {
        "high",
        "low",
        "max",
        "medium",
        "minimal",
        "none",
        "xhigh",
    }
)


def check_tune_configuration_reasoning_effort_type_0(
    value: str,
) -> TuneConfigurationReasoningEffortType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneConfigurationReasoningEffortType0, value)
