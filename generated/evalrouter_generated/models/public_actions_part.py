from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_toolset import PublicToolset


T = TypeVar("T", bound="PublicActionsPart")


@_attrs_define
class PublicActionsPart:
    """
    Attributes:
        ref (str):
        toolsets (list[PublicToolset]):
        schema (Literal['evalrouter.actions-part.v1'] | None | Unset):
        sha256 (None | Unset):
    """

    ref: str
    toolsets: list[PublicToolset]
    schema: Literal["evalrouter.actions-part.v1"] | None | Unset = UNSET
    sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ref = self.ref

        toolsets = []
        for toolsets_item_data in self.toolsets:
            toolsets_item = toolsets_item_data.to_dict()
            toolsets.append(toolsets_item)

        schema: Literal["evalrouter.actions-part.v1"] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ref": ref,
                "toolsets": toolsets,
            }
        )
        if schema is not UNSET:
            field_dict["schema"] = schema
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ref = d.pop("ref")

        toolsets = []
        _toolsets = d.pop("toolsets")
        for toolsets_item_data in _toolsets:
            toolsets_item = PublicToolset.from_dict(toolsets_item_data)

            toolsets.append(toolsets_item)

        def _parse_schema(data: object) -> Literal["evalrouter.actions-part.v1"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            schema_type_0 = cast(Literal["evalrouter.actions-part.v1"], data)
            if schema_type_0 != "evalrouter.actions-part.v1":
                raise ValueError(
                    f"schema_type_0 must match const 'evalrouter.actions-part.v1', got '{schema_type_0}'"
                )
            return schema_type_0
            return cast(Literal["evalrouter.actions-part.v1"] | None | Unset, data)

        schema = _parse_schema(d.pop("schema", UNSET))

        sha256 = d.pop("sha256", UNSET)

        public_actions_part = cls(
            ref=ref,
            toolsets=toolsets,
            schema=schema,
            sha256=sha256,
        )

        public_actions_part.additional_properties = d
        return public_actions_part

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


from ..models.public_toolset import PublicToolset
