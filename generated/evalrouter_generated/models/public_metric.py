from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicMetric")


@_attrs_define
class PublicMetric:
    """
    Attributes:
        name (str):
        type_ (str):
        range_ (list[float] | None | Unset):
    """

    name: str
    type_: str
    range_: list[float] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_

        range_: list[float] | None | Unset
        if isinstance(self.range_, Unset):
            range_ = UNSET
        elif isinstance(self.range_, list):
            range_ = []
            for range_type_0_item_data in self.range_:
                range_type_0_item: float
                range_type_0_item = range_type_0_item_data
                range_.append(range_type_0_item)

        else:
            range_ = self.range_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "type": type_,
            }
        )
        if range_ is not UNSET:
            field_dict["range"] = range_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        type_ = d.pop("type")

        def _parse_range_(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                range_type_0 = []
                _range_type_0 = data
                for range_type_0_item_data in _range_type_0:
                    range_type_0_item = cast(float, range_type_0_item_data)

                    range_type_0.append(range_type_0_item)

                return range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        range_ = _parse_range_(d.pop("range", UNSET))

        public_metric = cls(
            name=name,
            type_=type_,
            range_=range_,
        )

        public_metric.additional_properties = d
        return public_metric

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
