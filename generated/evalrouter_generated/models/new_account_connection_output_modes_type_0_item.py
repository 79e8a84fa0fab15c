from typing import Literal, cast

NewAccountConnectionOutputModesType0Item = Literal["json_object", "json_schema"]

NEW_ACCOUNT_CONNECTION_OUTPUT_MODES_TYPE_0_ITEM_VALUES: frozenset[str] = frozenset(
    {
        "json_object",
        "json_schema",
    }
)


def check_new_account_connection_output_modes_type_0_item(
    value: str,
) -> NewAccountConnectionOutputModesType0Item:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(NewAccountConnectionOutputModesType0Item, value)
