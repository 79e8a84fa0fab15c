from typing import Literal, cast

TuneApprovalSampling = Literal["auto", "deterministic", "provider_default"]

TUNE_APPROVAL_SAMPLING_VALUES: frozenset[str] = frozenset(
    {
        "auto",
        "deterministic",
        "provider_default",
    }
)


def check_tune_approval_sampling(value: str) -> TuneApprovalSampling:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneApprovalSampling, value)
