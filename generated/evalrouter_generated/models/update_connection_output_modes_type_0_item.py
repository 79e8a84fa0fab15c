from typing import Literal, cast

UpdateConnectionOutputModesType0Item = Literal["json_object", "json_schema"]

UPDATE_CONNECTION_OUTPUT_MODES_TYPE_0_ITEM_VALUES: frozenset[str] = frozenset(
    {
        "json_object",
        "json_schema",
    }
)


def check_update_connection_output_modes_type_0_item(
    value: str,
) -> UpdateConnectionOutputModesType0Item:
    # Open enum: values the server adds later are kept as they are, never rejected.
    return cast(UpdateConnectionOutputModesType0Item, value)
