from typing import Literal, cast

TuneApprovalJudgeVotes = Literal[1, 3]

TUNE_APPROVAL_JUDGE_VOTES_VALUES: frozenset[str] = frozenset(
    {
        1,
        3,
    }
)


def check_tune_approval_judge_votes(value: int) -> TuneApprovalJudgeVotes:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneApprovalJudgeVotes, value)
