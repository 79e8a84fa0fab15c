from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sample_record import SampleRecord


T = TypeVar("T", bound="SamplePage")


@_attrs_define
class SamplePage:
    """
    Attributes:
        data (list[SampleRecord]):
        next_cursor (None | str):
        restricted_profiles (list[str] | None | Unset):
        result_version (int | None | Unset):
    """

    data: list[SampleRecord]
    next_cursor: None | str
    restricted_profiles: list[str] | None | Unset = UNSET
    result_version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        restricted_profiles: list[str] | None | Unset
        if isinstance(self.restricted_profiles, Unset):
            restricted_profiles = UNSET
        elif isinstance(self.restricted_profiles, list):
            restricted_profiles = self.restricted_profiles

        else:
            restricted_profiles = self.restricted_profiles

        result_version: int | None | Unset
        if isinstance(self.result_version, Unset):
            result_version = UNSET
        else:
            result_version = self.result_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "next_cursor": next_cursor,
            }
        )
        if restricted_profiles is not UNSET:
            field_dict["restricted_profiles"] = restricted_profiles
        if result_version is not UNSET:
            field_dict["result_version"] = result_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = SampleRecord.from_dict(data_item_data)

            data.append(data_item)

        next_cursor = cast(None | str, d.pop("next_cursor"))

        def _parse_restricted_profiles(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                restricted_profiles_type_0 = cast(list[str], data)

                return restricted_profiles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        restricted_profiles = _parse_restricted_profiles(d.pop("restricted_profiles", UNSET))

        result_version = cast(int | None | Unset, d.pop("result_version", UNSET))

        sample_page = cls(
            data=data,
            next_cursor=next_cursor,
            restricted_profiles=restricted_profiles,
            result_version=result_version,
        )

        sample_page.additional_properties = d
        return sample_page

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


from ..models.sample_record import SampleRecord
