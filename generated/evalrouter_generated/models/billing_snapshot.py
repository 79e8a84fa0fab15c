from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="BillingSnapshot")


@_attrs_define
class BillingSnapshot:
    """
    Attributes:
        as_of (str):
        pending (bool):
        reserved_microusd (str):
        spend_microusd (str):
        cap_microusd (None | str | Unset):
        costbench (JsonObject | None | Unset):
    """

    as_of: str
    pending: bool
    reserved_microusd: str
    spend_microusd: str
    cap_microusd: None | str | Unset = UNSET
    costbench: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of

        pending = self.pending

        reserved_microusd = self.reserved_microusd

        spend_microusd = self.spend_microusd

        cap_microusd: None | str | Unset
        if isinstance(self.cap_microusd, Unset):
            cap_microusd = UNSET
        else:
            cap_microusd = self.cap_microusd

        costbench: dict[str, Any] | None | Unset
        if isinstance(self.costbench, Unset):
            costbench = UNSET
        elif isinstance(self.costbench, JsonObject):
            costbench = self.costbench.to_dict()
        else:
            costbench = self.costbench

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "as_of": as_of,
                "pending": pending,
                "reserved_microusd": reserved_microusd,
                "spend_microusd": spend_microusd,
            }
        )
        if cap_microusd is not UNSET:
            field_dict["cap_microusd"] = cap_microusd
        if costbench is not UNSET:
            field_dict["costbench"] = costbench

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        as_of = d.pop("as_of")

        pending = d.pop("pending")

        reserved_microusd = d.pop("reserved_microusd")

        spend_microusd = d.pop("spend_microusd")

        cap_microusd = cast(None | str | Unset, d.pop("cap_microusd", UNSET))

        def _parse_costbench(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                costbench_type_0 = JsonObject.from_dict(data)

                return costbench_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        costbench = _parse_costbench(d.pop("costbench", UNSET))

        billing_snapshot = cls(
            as_of=as_of,
            pending=pending,
            reserved_microusd=reserved_microusd,
            spend_microusd=spend_microusd,
            cap_microusd=cap_microusd,
            costbench=costbench,
        )

        billing_snapshot.additional_properties = d
        return billing_snapshot

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


from ..models.json_object import JsonObject
