from typing import Literal, cast

TraceIntegrationsResourcesKind = Literal["datasets", "experiments"]

TRACE_INTEGRATIONS_RESOURCES_KIND_VALUES: frozenset[str] = frozenset(
    {
        "datasets",
        "experiments",
    }
)


def check_trace_integrations_resources_kind(value: str) -> TraceIntegrationsResourcesKind:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TraceIntegrationsResourcesKind, value)
