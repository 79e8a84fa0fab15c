from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.workload_activity_day import WorkloadActivityDay
    from ..models.workload_category_readiness import WorkloadCategoryReadiness


T = TypeVar("T", bound="WorkloadReadiness")


@_attrs_define
class WorkloadReadiness:
    """
    Attributes:
        activity (list[WorkloadActivityDay]):
        as_of (str):
        categories (list[WorkloadCategoryReadiness]):
        dataset_id (str):
    """

    activity: list[WorkloadActivityDay]
    as_of: str
    categories: list[WorkloadCategoryReadiness]
    dataset_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        activity = []
        for activity_item_data in self.activity:
            activity_item = activity_item_data.to_dict()
            activity.append(activity_item)

        as_of = self.as_of

        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)

        dataset_id = self.dataset_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "activity": activity,
                "as_of": as_of,
                "categories": categories,
                "dataset_id": dataset_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        activity = []
        _activity = d.pop("activity")
        for activity_item_data in _activity:
            activity_item = WorkloadActivityDay.from_dict(activity_item_data)

            activity.append(activity_item)

        as_of = d.pop("as_of")

        categories = []
        _categories = d.pop("categories")
        for categories_item_data in _categories:
            categories_item = WorkloadCategoryReadiness.from_dict(categories_item_data)

            categories.append(categories_item)

        dataset_id = d.pop("dataset_id")

        workload_readiness = cls(
            activity=activity,
            as_of=as_of,
            categories=categories,
            dataset_id=dataset_id,
        )

        workload_readiness.additional_properties = d
        return workload_readiness

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


from ..models.workload_activity_day import WorkloadActivityDay
from ..models.workload_category_readiness import WorkloadCategoryReadiness
