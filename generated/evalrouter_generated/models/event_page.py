from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.run_event import RunEvent


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        data (list[RunEvent]):
        has_more (bool):
        next_sequence (int):
        run_status (None | str | Unset):
    """

    data: list[RunEvent]
    has_more: bool
    next_sequence: int
    run_status: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        has_more = self.has_more

        next_sequence = self.next_sequence

        run_status: None | str | Unset
        if isinstance(self.run_status, Unset):
            run_status = UNSET
        else:
            run_status = self.run_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "has_more": has_more,
                "next_sequence": next_sequence,
            }
        )
        if run_status is not UNSET:
            field_dict["run_status"] = run_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = RunEvent.from_dict(data_item_data)

            data.append(data_item)

        has_more = d.pop("has_more")

        next_sequence = d.pop("next_sequence")

        run_status = cast(None | str | Unset, d.pop("run_status", UNSET))

        event_page = cls(
            data=data,
            has_more=has_more,
            next_sequence=next_sequence,
            run_status=run_status,
        )

        event_page.additional_properties = d
        return event_page

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


from ..models.run_event import RunEvent
