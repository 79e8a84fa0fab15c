from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison_reference import ComparisonReference


T = TypeVar("T", bound="ComparisonListItem")


@_attrs_define
class ComparisonListItem:
    """
    Attributes:
        baseline (ComparisonReference):
        baseline_result_id (str):
        candidate_result_ids (list[str]):
        created_at (str):
        id (str):
        status (str):
        expires_at (None | str | Unset):
    """

    baseline: ComparisonReference
    baseline_result_id: str
    candidate_result_ids: list[str]
    created_at: str
    id: str
    status: str
    expires_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline = self.baseline.to_dict()

        baseline_result_id = self.baseline_result_id

        candidate_result_ids = self.candidate_result_ids

        created_at = self.created_at

        id = self.id

        status = self.status

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline": baseline,
                "baseline_result_id": baseline_result_id,
                "candidate_result_ids": candidate_result_ids,
                "created_at": created_at,
                "id": id,
                "status": status,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline = ComparisonReference.from_dict(d.pop("baseline"))

        baseline_result_id = d.pop("baseline_result_id")

        candidate_result_ids = cast(list[str], d.pop("candidate_result_ids"))

        created_at = d.pop("created_at")

        id = d.pop("id")

        status = d.pop("status")

        expires_at = cast(None | str | Unset, d.pop("expires_at", UNSET))

        comparison_list_item = cls(
            baseline=baseline,
            baseline_result_id=baseline_result_id,
            candidate_result_ids=candidate_result_ids,
            created_at=created_at,
            id=id,
            status=status,
            expires_at=expires_at,
        )

        comparison_list_item.additional_properties = d
        return comparison_list_item

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


from ..models.comparison_reference import ComparisonReference
