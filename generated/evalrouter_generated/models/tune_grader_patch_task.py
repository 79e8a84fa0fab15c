from typing import Literal, cast

TuneGraderPatchTask = Literal[
    "exact_match", "json_field_match", "numeric", "pairwise", "regex_match", "rubric"
]

TUNE_GRADER_PATCH_TASK_VALUES: frozenset[str] = frozenset(
    {
        "exact_match",
        "json_field_match",
        "numeric",
        "pairwise",
        "regex_match",
        "rubric",
    }
)


def check_tune_grader_patch_task(value: str) -> TuneGraderPatchTask:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TuneGraderPatchTask, value)
