from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ResultGroupExportMember")


@_attrs_define
class ResultGroupExportMember:
    """
    Attributes:
        checksum (str):
        costs (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        export (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        member_index (int):
        result_id (str):
        result_version (int):
        run_id (str):
    """

    checksum: str
    costs: JsonObject
    export: JsonObject
    member_index: int
    result_id: str
    result_version: int
    run_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        checksum = self.checksum

        costs = self.costs.to_dict()

        export = self.export.to_dict()

        member_index = self.member_index

        result_id = self.result_id

        result_version = self.result_version

        run_id = self.run_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checksum": checksum,
                "costs": costs,
                "export": export,
                "member_index": member_index,
                "result_id": result_id,
                "result_version": result_version,
                "run_id": run_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        checksum = d.pop("checksum")

        costs = JsonObject.from_dict(d.pop("costs"))

        export = JsonObject.from_dict(d.pop("export"))

        member_index = d.pop("member_index")

        result_id = d.pop("result_id")

        result_version = d.pop("result_version")

        run_id = d.pop("run_id")

        result_group_export_member = cls(
            checksum=checksum,
            costs=costs,
            export=export,
            member_index=member_index,
            result_id=result_id,
            result_version=result_version,
            run_id=run_id,
        )

        result_group_export_member.additional_properties = d
        return result_group_export_member

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
