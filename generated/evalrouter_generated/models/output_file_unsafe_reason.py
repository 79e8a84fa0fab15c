from typing import Literal, cast

OutputFileUnsafeReason = Literal[
    "hardlink", "not_regular_file", "oversize", "path_escape", "symlink"
]

OUTPUT_FILE_UNSAFE_REASON_VALUES: frozenset[str] = frozenset(
    {
        "hardlink",
        "not_regular_file",
        "oversize",
        "path_escape",
        "symlink",
    }
)


def check_output_file_unsafe_reason(value: str) -> OutputFileUnsafeReason:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(OutputFileUnsafeReason, value)
