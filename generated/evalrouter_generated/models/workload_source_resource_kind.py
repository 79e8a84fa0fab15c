from typing import Literal, cast

WorkloadSourceResourceKind = Literal["datasets", "experiments"]

WORKLOAD_SOURCE_RESOURCE_KIND_VALUES: frozenset[str] = frozenset(
    {
        "datasets",
        "experiments",
    }
)


def check_workload_source_resource_kind(value: str) -> WorkloadSourceResourceKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(WorkloadSourceResourceKind, value)
