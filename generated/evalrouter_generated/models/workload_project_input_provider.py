from typing import Literal, cast

WorkloadProjectInputProvider = Literal["braintrust", "langfuse"]

WORKLOAD_PROJECT_INPUT_PROVIDER_VALUES: frozenset[str] = frozenset(
    {
        "braintrust",
        "langfuse",
    }
)


def check_workload_project_input_provider(value: str) -> WorkloadProjectInputProvider:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(WorkloadProjectInputProvider, value)
