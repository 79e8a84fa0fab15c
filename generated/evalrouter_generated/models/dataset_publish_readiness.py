from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dataset_publish_blocker import DatasetPublishBlocker


T = TypeVar("T", bound="DatasetPublishReadiness")


@_attrs_define
class DatasetPublishReadiness:
    """
    Attributes:
        blocking_reasons (list[DatasetPublishBlocker]):
        publishable (bool):
    """

    blocking_reasons: list[DatasetPublishBlocker]
    publishable: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        blocking_reasons = []
        for blocking_reasons_item_data in self.blocking_reasons:
            blocking_reasons_item = blocking_reasons_item_data.to_dict()
            blocking_reasons.append(blocking_reasons_item)

        publishable = self.publishable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "blocking_reasons": blocking_reasons,
                "publishable": publishable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        blocking_reasons = []
        _blocking_reasons = d.pop("blocking_reasons")
        for blocking_reasons_item_data in _blocking_reasons:
            blocking_reasons_item = DatasetPublishBlocker.from_dict(blocking_reasons_item_data)

            blocking_reasons.append(blocking_reasons_item)

        publishable = d.pop("publishable")

        dataset_publish_readiness = cls(
            blocking_reasons=blocking_reasons,
            publishable=publishable,
        )

        dataset_publish_readiness.additional_properties = d
        return dataset_publish_readiness

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


from ..models.dataset_publish_blocker import DatasetPublishBlocker
