from typing import Literal, cast

GenericMappingGrader = Literal[
    "exact_match", "json_field_match", "multiple_choice", "numeric", "regex_match"
]

GENERIC_MAPPING_GRADER_VALUES: frozenset[str] = frozenset(
    {
        "exact_match",
        "json_field_match",
        "multiple_choice",
        "numeric",
        "regex_match",
    }
)


def check_generic_mapping_grader(value: str) -> GenericMappingGrader:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(GenericMappingGrader, value)
