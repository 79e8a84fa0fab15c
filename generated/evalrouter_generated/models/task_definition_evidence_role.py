from typing import Literal, cast

TaskDefinitionEvidenceRole = Literal["confirmation", "regression"]

TASK_DEFINITION_EVIDENCE_ROLE_VALUES: frozenset[str] = frozenset(
    {
        "confirmation",
        "regression",
    }
)


def check_task_definition_evidence_role(value: str) -> TaskDefinitionEvidenceRole:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(TaskDefinitionEvidenceRole, value)
