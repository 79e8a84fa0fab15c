from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.route_reasoning_options import RouteReasoningOptions


T = TypeVar("T", bound="ManagedRoute")


@_attrs_define
class ManagedRoute:
    """
    Attributes:
        capabilities (list[str]):
        display_name (str):
        id (str):
        model_id (str):
        price_version (str):
        pricing (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        provider (str):
        revision (int):
        status (str):
        generation (JsonObject | None | Unset):
        hosting_provider (None | str | Unset):
        limits (JsonObject | None | Unset):
        reasoning_options (None | RouteReasoningOptions | Unset):
    """

    capabilities: list[str]
    display_name: str
    id: str
    model_id: str
    price_version: str
    pricing: JsonObject
    provider: str
    revision: int
    status: str
    generation: JsonObject | None | Unset = UNSET
    hosting_provider: None | str | Unset = UNSET
    limits: JsonObject | None | Unset = UNSET
    reasoning_options: None | RouteReasoningOptions | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        capabilities = self.capabilities

        display_name = self.display_name

        id = self.id

        model_id = self.model_id

        price_version = self.price_version

        pricing = self.pricing.to_dict()

        provider = self.provider

        revision = self.revision

        status = self.status

        generation: dict[str, Any] | None | Unset
        if isinstance(self.generation, Unset):
            generation = UNSET
        elif isinstance(self.generation, JsonObject):
            generation = self.generation.to_dict()
        else:
            generation = self.generation

        hosting_provider: None | str | Unset
        if isinstance(self.hosting_provider, Unset):
            hosting_provider = UNSET
        else:
            hosting_provider = self.hosting_provider

        limits: dict[str, Any] | None | Unset
        if isinstance(self.limits, Unset):
            limits = UNSET
        elif isinstance(self.limits, JsonObject):
            limits = self.limits.to_dict()
        else:
            limits = self.limits

        reasoning_options: dict[str, Any] | None | Unset
        if isinstance(self.reasoning_options, Unset):
            reasoning_options = UNSET
        elif isinstance(self.reasoning_options, RouteReasoningOptions):
            reasoning_options = self.reasoning_options.to_dict()
        else:
            reasoning_options = self.reasoning_options

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "capabilities": capabilities,
                "display_name": display_name,
                "id": id,
                "model_id": model_id,
                "price_version": price_version,
                "pricing": pricing,
                "provider": provider,
                "revision": revision,
                "status": status,
            }
        )
        if generation is not UNSET:
            field_dict["generation"] = generation
        if hosting_provider is not UNSET:
            field_dict["hosting_provider"] = hosting_provider
        if limits is not UNSET:
            field_dict["limits"] = limits
        if reasoning_options is not UNSET:
            field_dict["reasoning_options"] = reasoning_options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        capabilities = cast(list[str], d.pop("capabilities"))

        display_name = d.pop("display_name")

        id = d.pop("id")

        model_id = d.pop("model_id")

        price_version = d.pop("price_version")

        pricing = JsonObject.from_dict(d.pop("pricing"))

        provider = d.pop("provider")

        revision = d.pop("revision")

        status = d.pop("status")

        def _parse_generation(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                generation_type_0 = JsonObject.from_dict(data)

                return generation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        generation = _parse_generation(d.pop("generation", UNSET))

        hosting_provider = cast(None | str | Unset, d.pop("hosting_provider", UNSET))

        def _parse_limits(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limits_type_0 = JsonObject.from_dict(data)

                return limits_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        limits = _parse_limits(d.pop("limits", UNSET))

        def _parse_reasoning_options(data: object) -> None | RouteReasoningOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reasoning_options_type_0 = RouteReasoningOptions.from_dict(data)

                return reasoning_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RouteReasoningOptions | Unset, data)

        reasoning_options = _parse_reasoning_options(d.pop("reasoning_options", UNSET))

        managed_route = cls(
            capabilities=capabilities,
            display_name=display_name,
            id=id,
            model_id=model_id,
            price_version=price_version,
            pricing=pricing,
            provider=provider,
            revision=revision,
            status=status,
            generation=generation,
            hosting_provider=hosting_provider,
            limits=limits,
            reasoning_options=reasoning_options,
        )

        managed_route.additional_properties = d
        return managed_route

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
from ..models.route_reasoning_options import RouteReasoningOptions
