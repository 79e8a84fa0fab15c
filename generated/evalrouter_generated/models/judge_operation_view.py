from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="JudgeOperationView")


@_attrs_define
class JudgeOperationView:
    """
    Attributes:
        created_at (str):
        ordinal (int):
        price_version (str):
        reserved_microusd (int):
        route_id (str):
        status (str):
        charge_microusd (int | None | Unset):
        provider_request_id (None | str | Unset):
        settled_at (None | str | Unset):
        usage (JsonObject | None | Unset):
    """

    created_at: str
    ordinal: int
    price_version: str
    reserved_microusd: int
    route_id: str
    status: str
    charge_microusd: int | None | Unset = UNSET
    provider_request_id: None | str | Unset = UNSET
    settled_at: None | str | Unset = UNSET
    usage: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        ordinal = self.ordinal

        price_version = self.price_version

        reserved_microusd = self.reserved_microusd

        route_id = self.route_id

        status = self.status

        charge_microusd: int | None | Unset
        if isinstance(self.charge_microusd, Unset):
            charge_microusd = UNSET
        else:
            charge_microusd = self.charge_microusd

        provider_request_id: None | str | Unset
        if isinstance(self.provider_request_id, Unset):
            provider_request_id = UNSET
        else:
            provider_request_id = self.provider_request_id

        settled_at: None | str | Unset
        if isinstance(self.settled_at, Unset):
            settled_at = UNSET
        else:
            settled_at = self.settled_at

        usage: dict[str, Any] | None | Unset
        if isinstance(self.usage, Unset):
            usage = UNSET
        elif isinstance(self.usage, JsonObject):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "ordinal": ordinal,
                "price_version": price_version,
                "reserved_microusd": reserved_microusd,
                "route_id": route_id,
                "status": status,
            }
        )
        if charge_microusd is not UNSET:
            field_dict["charge_microusd"] = charge_microusd
        if provider_request_id is not UNSET:
            field_dict["provider_request_id"] = provider_request_id
        if settled_at is not UNSET:
            field_dict["settled_at"] = settled_at
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        ordinal = d.pop("ordinal")

        price_version = d.pop("price_version")

        reserved_microusd = d.pop("reserved_microusd")

        route_id = d.pop("route_id")

        status = d.pop("status")

        charge_microusd = cast(int | None | Unset, d.pop("charge_microusd", UNSET))

        provider_request_id = cast(None | str | Unset, d.pop("provider_request_id", UNSET))

        settled_at = cast(None | str | Unset, d.pop("settled_at", UNSET))

        def _parse_usage(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_0 = JsonObject.from_dict(data)

                return usage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        judge_operation_view = cls(
            created_at=created_at,
            ordinal=ordinal,
            price_version=price_version,
            reserved_microusd=reserved_microusd,
            route_id=route_id,
            status=status,
            charge_microusd=charge_microusd,
            provider_request_id=provider_request_id,
            settled_at=settled_at,
            usage=usage,
        )

        judge_operation_view.additional_properties = d
        return judge_operation_view

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
