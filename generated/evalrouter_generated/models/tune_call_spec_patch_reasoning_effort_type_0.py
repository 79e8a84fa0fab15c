from typing import Literal, cast

TuneCallSpecPatchReasoningEffortType0 = Literal[
    "high", "low", "max", "medium", "minimal", "none", "xhigh"
]

TUNE_CALL_SPEC_PATCH_REASONING_EFFORT_TYPE_0_VALUES: frozenset[str] = frozenset(
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


def check_tune_call_spec_patch_reasoning_effort_type_0(
    value: str,
) -> TuneCallSpecPatchReasoningEffortType0:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneCallSpecPatchReasoningEffortType0, value)
