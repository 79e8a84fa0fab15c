from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="PublicLimitsPart")


@_attrs_define
class PublicLimitsPart:
    """
    Attributes:
        execution (str):
        ref (str):
        settings (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        schema (Literal['evalrouter.limits-part.v1'] | None | Unset):
        sha256 (None | Unset):
        standard_ref (None | str | Unset):
    """

    execution: str
    ref: str
    settings: JsonObject
    schema: Literal["evalrouter.limits-part.v1"] | None | Unset = UNSET
    sha256: None | Unset = UNSET
    standard_ref: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        execution = self.execution

        ref = self.ref

        settings = self.settings.to_dict()

        schema: Literal["evalrouter.limits-part.v1"] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        sha256 = self.sha256

        standard_ref: None | str | Unset
        if isinstance(self.standard_ref, Unset):
            standard_ref = UNSET
        else:
            standard_ref = self.standard_ref

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "execution": execution,
                "ref": ref,
                "settings": settings,
            }
        )
        if schema is not UNSET:
            field_dict["schema"] = schema
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256
        if standard_ref is not UNSET:
            field_dict["standard_ref"] = standard_ref

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        execution = d.pop("execution")

        ref = d.pop("ref")

        settings = JsonObject.from_dict(d.pop("settings"))

        def _parse_schema(data: object) -> Literal["evalrouter.limits-part.v1"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            schema_type_0 = cast(Literal["evalrouter.limits-part.v1"], data)
            if schema_type_0 != "evalrouter.limits-part.v1":
                raise ValueError(
                    f"schema_type_0 must match const 'evalrouter.limits-part.v1', got '{schema_type_0}'"
                )
            return schema_type_0
            return cast(Literal["evalrouter.limits-part.v1"] | None | Unset, data)

        schema = _parse_schema(d.pop("schema", UNSET))

        sha256 = d.pop("sha256", UNSET)

        standard_ref = cast(None | str | Unset, d.pop("standard_ref", UNSET))

        public_limits_part = cls(
            execution=execution,
            ref=ref,
            settings=settings,
            schema=schema,
            sha256=sha256,
            standard_ref=standard_ref,
        )

        public_limits_part.additional_properties = d
        return public_limits_part

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


from ..models.json_object import JsonObject
