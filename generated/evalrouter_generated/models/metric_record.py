from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.uncertainty import Uncertainty


T = TypeVar("T", bound="MetricRecord")


@_attrs_define
class MetricRecord:
    """
    Attributes:
        direction (None | str):
        key (str):
        name (str):
        sample_count (int | None):
        source (str):
        standard_error (float | None):
        task (str):
        value (float):
        uncertainty (None | Uncertainty | Unset):
    """

    direction: None | str
    key: str
    name: str
    sample_count: int | None
    source: str
    standard_error: float | None
    task: str
    value: float
    uncertainty: None | Uncertainty | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        direction: None | str
        direction = self.direction

        key = self.key

        name = self.name

        sample_count: int | None
        sample_count = self.sample_count

        source = self.source

        standard_error: float | None
        standard_error = self.standard_error

        task = self.task

        value = self.value

        uncertainty: dict[str, Any] | None | Unset
        if isinstance(self.uncertainty, Unset):
            uncertainty = UNSET
        elif isinstance(self.uncertainty, Uncertainty):
            uncertainty = self.uncertainty.to_dict()
        else:
            uncertainty = self.uncertainty

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "direction": direction,
                "key": key,
                "name": name,
                "sample_count": sample_count,
                "source": source,
                "standard_error": standard_error,
                "task": task,
                "value": value,
            }
        )
        if uncertainty is not UNSET:
            field_dict["uncertainty"] = uncertainty

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        direction = cast(None | str, d.pop("direction"))

        key = d.pop("key")

        name = d.pop("name")

        sample_count = cast(int | None, d.pop("sample_count"))

        source = d.pop("source")

        standard_error = cast(float | None, d.pop("standard_error"))

        task = d.pop("task")

        value = d.pop("value")

        def _parse_uncertainty(data: object) -> None | Uncertainty | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                uncertainty_type_0 = Uncertainty.from_dict(data)

                return uncertainty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Uncertainty | Unset, data)

        uncertainty = _parse_uncertainty(d.pop("uncertainty", UNSET))

        metric_record = cls(
            direction=direction,
            key=key,
            name=name,
            sample_count=sample_count,
            source=source,
            standard_error=standard_error,
            task=task,
            value=value,
            uncertainty=uncertainty,
        )

        metric_record.additional_properties = d
        return metric_record

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


from ..models.uncertainty import Uncertainty
