from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tune_quote_request_kind import TuneQuoteRequestKind, check_tune_quote_request_kind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tune_configuration import TuneConfiguration


T = TypeVar("T", bound="TuneQuoteRequest")


@_attrs_define
class TuneQuoteRequest:
    """
    Attributes:
        baseline_route_id (None | str | Unset):
        configurations (list[TuneConfiguration] | None | Unset):
        kind (TuneQuoteRequestKind | Unset):
        max_charge_microusd (None | str | Unset):
        route_ids (list[str] | None | Unset):
    """

    baseline_route_id: None | str | Unset = UNSET
    configurations: list[TuneConfiguration] | None | Unset = UNSET
    kind: TuneQuoteRequestKind | Unset = UNSET
    max_charge_microusd: None | str | Unset = UNSET
    route_ids: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline_route_id: None | str | Unset
        if isinstance(self.baseline_route_id, Unset):
            baseline_route_id = UNSET
        else:
            baseline_route_id = self.baseline_route_id

        configurations: list[dict[str, Any]] | None | Unset
        if isinstance(self.configurations, Unset):
            configurations = UNSET
        elif isinstance(self.configurations, list):
            configurations = []
            for configurations_type_0_item_data in self.configurations:
                configurations_type_0_item = configurations_type_0_item_data.to_dict()
                configurations.append(configurations_type_0_item)

        else:
            configurations = self.configurations

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind

        max_charge_microusd: None | str | Unset
        if isinstance(self.max_charge_microusd, Unset):
            max_charge_microusd = UNSET
        else:
            max_charge_microusd = self.max_charge_microusd

        route_ids: list[str] | None | Unset
        if isinstance(self.route_ids, Unset):
            route_ids = UNSET
        elif isinstance(self.route_ids, list):
            route_ids = self.route_ids

        else:
            route_ids = self.route_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if baseline_route_id is not UNSET:
            field_dict["baseline_route_id"] = baseline_route_id
        if configurations is not UNSET:
            field_dict["configurations"] = configurations
        if kind is not UNSET:
            field_dict["kind"] = kind
        if max_charge_microusd is not UNSET:
            field_dict["max_charge_microusd"] = max_charge_microusd
        if route_ids is not UNSET:
            field_dict["route_ids"] = route_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline_route_id = cast(None | str | Unset, d.pop("baseline_route_id", UNSET))

        def _parse_configurations(data: object) -> list[TuneConfiguration] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                configurations_type_0 = []
                _configurations_type_0 = data
                for configurations_type_0_item_data in _configurations_type_0:
                    configurations_type_0_item = TuneConfiguration.from_dict(
                        configurations_type_0_item_data
                    )

                    configurations_type_0.append(configurations_type_0_item)

                return configurations_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TuneConfiguration] | None | Unset, data)

        configurations = _parse_configurations(d.pop("configurations", UNSET))

        _kind = d.pop("kind", UNSET)
        kind: TuneQuoteRequestKind | Unset
        if isinstance(_kind, Unset):
            kind = UNSET
        else:
            kind = check_tune_quote_request_kind(_kind)

        max_charge_microusd = cast(None | str | Unset, d.pop("max_charge_microusd", UNSET))

        def _parse_route_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                route_ids_type_0 = cast(list[str], data)

                return route_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        route_ids = _parse_route_ids(d.pop("route_ids", UNSET))

        tune_quote_request = cls(
            baseline_route_id=baseline_route_id,
            configurations=configurations,
            kind=kind,
            max_charge_microusd=max_charge_microusd,
            route_ids=route_ids,
        )

        tune_quote_request.additional_properties = d
        return tune_quote_request

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


from ..models.tune_configuration import TuneConfiguration
