from typing import Literal, cast

RegistryAgentDistribution = Literal["binary", "npx", "uvx"]

REGISTRY_AGENT_DISTRIBUTION_VALUES: frozenset[str] = frozenset(
    {
        "binary",
        "npx",
        "uvx",
    }
)


def check_registry_agent_distribution(value: str) -> RegistryAgentDistribution:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(RegistryAgentDistribution, value)
