from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.native_time_coordinate import NativeTimeCoordinate


T = TypeVar("T", bound="RecordTime")


@_attrs_define
class RecordTime:
    """
    Attributes:
        monotonic_offset_ns (int | None | Unset):
        monotonic_origin (None | str | Unset):
        native (list[NativeTimeCoordinate] | Unset):
        wall_time (None | str | Unset):
    """

    monotonic_offset_ns: int | None | Unset = UNSET
    monotonic_origin: None | str | Unset = UNSET
    native: list[NativeTimeCoordinate] | Unset = UNSET
    wall_time: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monotonic_offset_ns: int | None | Unset
        if isinstance(self.monotonic_offset_ns, Unset):
            monotonic_offset_ns = UNSET
        else:
            monotonic_offset_ns = self.monotonic_offset_ns

        monotonic_origin: None | str | Unset
        if isinstance(self.monotonic_origin, Unset):
            monotonic_origin = UNSET
        else:
            monotonic_origin = self.monotonic_origin

        native: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.native, Unset):
            native = []
            for native_item_data in self.native:
                native_item = native_item_data.to_dict()
                native.append(native_item)

        wall_time: None | str | Unset
        if isinstance(self.wall_time, Unset):
            wall_time = UNSET
        else:
            wall_time = self.wall_time

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if monotonic_offset_ns is not UNSET:
            field_dict["monotonicOffsetNs"] = monotonic_offset_ns
        if monotonic_origin is not UNSET:
            field_dict["monotonicOrigin"] = monotonic_origin
        if native is not UNSET:
            field_dict["native"] = native
        if wall_time is not UNSET:
            field_dict["wallTime"] = wall_time

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        monotonic_offset_ns = cast(int | None | Unset, d.pop("monotonicOffsetNs", UNSET))

        monotonic_origin = cast(None | str | Unset, d.pop("monotonicOrigin", UNSET))

        _native = d.pop("native", UNSET)
        native: list[NativeTimeCoordinate] | Unset = UNSET
        if _native is not UNSET:
            native = []
            for native_item_data in _native:
                native_item = NativeTimeCoordinate.from_dict(native_item_data)

                native.append(native_item)

        wall_time = cast(None | str | Unset, d.pop("wallTime", UNSET))

        record_time = cls(
            monotonic_offset_ns=monotonic_offset_ns,
            monotonic_origin=monotonic_origin,
            native=native,
            wall_time=wall_time,
        )

        record_time.additional_properties = d
        return record_time

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


from ..models.native_time_coordinate import NativeTimeCoordinate
