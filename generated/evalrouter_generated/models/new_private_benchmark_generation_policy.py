from typing import Literal, cast

NewPrivateBenchmarkGenerationPolicy = Literal["deterministic_v1", "provider_default_reasoning_v1"]

NEW_PRIVATE_BENCHMARK_GENERATION_POLICY_VALUES: frozenset[str] = frozenset(
    {
        "deterministic_v1",
        "provider_default_reasoning_v1",
    }
)


def check_new_private_benchmark_generation_policy(
    value: str,
) -> NewPrivateBenchmarkGenerationPolicy:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewPrivateBenchmarkGenerationPolicy, value)
