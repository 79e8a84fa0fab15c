from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action_content import ActionContent
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ActionResult")


@_attrs_define
class ActionResult:
    """An action's result in MCP tool-result shape, with the step it was committed at.

    Attributes:
        step (int):
        content (list[ActionContent] | None | Unset):
        is_error (bool | None | Unset):
        structured_content (JsonObject | None | Unset):
    """

    step: int
    content: list[ActionContent] | None | Unset = UNSET
    is_error: bool | None | Unset = UNSET
    structured_content: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        step = self.step

        content: list[dict[str, Any]] | None | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        elif isinstance(self.content, list):
            content = []
            for content_type_0_item_data in self.content:
                content_type_0_item = content_type_0_item_data.to_dict()
                content.append(content_type_0_item)

        else:
            content = self.content

        is_error: bool | None | Unset
        if isinstance(self.is_error, Unset):
            is_error = UNSET
        else:
            is_error = self.is_error

        structured_content: dict[str, Any] | None | Unset
        if isinstance(self.structured_content, Unset):
            structured_content = UNSET
        elif isinstance(self.structured_content, JsonObject):
            structured_content = self.structured_content.to_dict()
        else:
            structured_content = self.structured_content

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "step": step,
            }
        )
        if content is not UNSET:
            field_dict["content"] = content
        if is_error is not UNSET:
            field_dict["isError"] = is_error
        if structured_content is not UNSET:
            field_dict["structuredContent"] = structured_content

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        step = d.pop("step")

        def _parse_content(data: object) -> list[ActionContent] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_0 = []
                _content_type_0 = data
                for content_type_0_item_data in _content_type_0:
                    content_type_0_item = ActionContent.from_dict(content_type_0_item_data)

                    content_type_0.append(content_type_0_item)

                return content_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ActionContent] | None | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        is_error = cast(bool | None | Unset, d.pop("isError", UNSET))

        def _parse_structured_content(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                structured_content_type_0 = JsonObject.from_dict(data)

                return structured_content_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        structured_content = _parse_structured_content(d.pop("structuredContent", UNSET))

        action_result = cls(
            step=step,
            content=content,
            is_error=is_error,
            structured_content=structured_content,
        )

        action_result.additional_properties = d
        return action_result

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


from ..models.action_content import ActionContent
from ..models.json_object import JsonObject
