from typing import Literal, cast

NewPrivateBenchmarkJudgeVotes = Literal[1, 3]

NEW_PRIVATE_BENCHMARK_JUDGE_VOTES_VALUES: frozenset[str] = frozenset(
    {
        1,
        3,
    }
)


def check_new_private_benchmark_judge_votes(value: int) -> NewPrivateBenchmarkJudgeVotes:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewPrivateBenchmarkJudgeVotes, value)
