from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MonitorEvent")


@_attrs_define
class MonitorEvent:
    """
    Attributes:
        external_event_id (str):
        integration (str):
        calibration_version_id (None | str | Unset):
        dataset_version_id (None | str | Unset):
    """

    external_event_id: str
    integration: str
    calibration_version_id: None | str | Unset = UNSET
    dataset_version_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        external_event_id = self.external_event_id

        integration = self.integration

        calibration_version_id: None | str | Unset
        if isinstance(self.calibration_version_id, Unset):
            calibration_version_id = UNSET
        else:
            calibration_version_id = self.calibration_version_id

        dataset_version_id: None | str | Unset
        if isinstance(self.dataset_version_id, Unset):
            dataset_version_id = UNSET
        else:
            dataset_version_id = self.dataset_version_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "external_event_id": external_event_id,
                "integration": integration,
            }
        )
        if calibration_version_id is not UNSET:
            field_dict["calibration_version_id"] = calibration_version_id
        if dataset_version_id is not UNSET:
            field_dict["dataset_version_id"] = dataset_version_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        external_event_id = d.pop("external_event_id")

        integration = d.pop("integration")

        calibration_version_id = cast(None | str | Unset, d.pop("calibration_version_id", UNSET))

        dataset_version_id = cast(None | str | Unset, d.pop("dataset_version_id", UNSET))

        monitor_event = cls(
            external_event_id=external_event_id,
            integration=integration,
            calibration_version_id=calibration_version_id,
            dataset_version_id=dataset_version_id,
        )

        monitor_event.additional_properties = d
        return monitor_event

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
