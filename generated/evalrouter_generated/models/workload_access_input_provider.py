from typing import Literal, cast

WorkloadAccessInputProvider = Literal["braintrust", "langfuse"]

WORKLOAD_ACCESS_INPUT_PROVIDER_VALUES: frozenset[str] = frozenset(
    {
        "braintrust",
        "langfuse",
    }
)


def check_workload_access_input_provider(value: str) -> WorkloadAccessInputProvider:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(WorkloadAccessInputProvider, value)
