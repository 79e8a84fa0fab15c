from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_call_meta import ActionCallMeta
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ActionCall")


@_attrs_define
class ActionCall:
    """One call of a `worker` action, numbered with the platform's next action step. Resending the same step repeats the
    same call; after a committed step the client moves to the next number.

        Attributes:
            arguments (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
            step (int):
            tool (str):
            meta (ActionCallMeta | Unset): String pairs from the agent's MCP request `_meta` (the platform keeps the agent's
                call id).
    """

    arguments: JsonObject
    step: int
    tool: str
    meta: ActionCallMeta | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arguments = self.arguments.to_dict()

        step = self.step

        tool = self.tool

        meta: dict[str, Any] | Unset = UNSET
        if not isinstance(self.meta, Unset):
            meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arguments": arguments,
                "step": step,
                "tool": tool,
            }
        )
        if meta is not UNSET:
            field_dict["meta"] = meta

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arguments = JsonObject.from_dict(d.pop("arguments"))

        step = d.pop("step")

        tool = d.pop("tool")

        _meta = d.pop("meta", UNSET)
        meta: ActionCallMeta | Unset
        if isinstance(_meta, Unset):
            meta = UNSET
        else:
            meta = ActionCallMeta.from_dict(_meta)

        action_call = cls(
            arguments=arguments,
            step=step,
            tool=tool,
            meta=meta,
        )

        action_call.additional_properties = d
        return action_call

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties


from ..models.action_call_meta import ActionCallMeta
from ..models.json_object import JsonObject
