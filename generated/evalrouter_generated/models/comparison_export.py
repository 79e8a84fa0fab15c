from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison_export_arm import ComparisonExportArm
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ComparisonExport")


@_attrs_define
class ComparisonExport:
    """
    Attributes:
        arms (list[ComparisonExportArm]):
        comparisons (list[JsonObject]):
        export_sha256 (str):
        format_ (str):
        provenance (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        status (str):
        as_of (None | str | Unset):
    """

    arms: list[ComparisonExportArm]
    comparisons: list[JsonObject]
    export_sha256: str
    format_: str
    provenance: JsonObject
    status: str
    as_of: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arms = []
        for arms_item_data in self.arms:
            arms_item = arms_item_data.to_dict()
            arms.append(arms_item)

        comparisons = []
        for comparisons_item_data in self.comparisons:
            comparisons_item = comparisons_item_data.to_dict()
            comparisons.append(comparisons_item)

        export_sha256 = self.export_sha256

        format_ = self.format_

        provenance = self.provenance.to_dict()

        status = self.status

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        else:
            as_of = self.as_of

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arms": arms,
                "comparisons": comparisons,
                "export_sha256": export_sha256,
                "format": format_,
                "provenance": provenance,
                "status": status,
            }
        )
        if as_of is not UNSET:
            field_dict["as_of"] = as_of

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arms = []
        _arms = d.pop("arms")
        for arms_item_data in _arms:
            arms_item = ComparisonExportArm.from_dict(arms_item_data)

            arms.append(arms_item)

        comparisons = []
        _comparisons = d.pop("comparisons")
        for comparisons_item_data in _comparisons:
            comparisons_item = JsonObject.from_dict(comparisons_item_data)

            comparisons.append(comparisons_item)

        export_sha256 = d.pop("export_sha256")

        format_ = d.pop("format")

        provenance = JsonObject.from_dict(d.pop("provenance"))

        status = d.pop("status")

        as_of = cast(None | str | Unset, d.pop("as_of", UNSET))

        comparison_export = cls(
            arms=arms,
            comparisons=comparisons,
            export_sha256=export_sha256,
            format_=format_,
            provenance=provenance,
            status=status,
            as_of=as_of,
        )

        comparison_export.additional_properties = d
        return comparison_export

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


from ..models.comparison_export_arm import ComparisonExportArm
from ..models.json_object import JsonObject
