from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_inference_bound import PublicInferenceBound
    from ..models.public_route_ref import PublicRouteRef


T = TypeVar("T", bound="PublicActor")


@_attrs_define
class PublicActor:
    """
    Attributes:
        policy (str):
        role (str):
        calls (None | PublicInferenceBound | Unset):
        model (None | PublicRouteRef | Unset):
    """

    policy: str
    role: str
    calls: None | PublicInferenceBound | Unset = UNSET
    model: None | PublicRouteRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        role = self.role

        calls: dict[str, Any] | None | Unset
        if isinstance(self.calls, Unset):
            calls = UNSET
        elif isinstance(self.calls, PublicInferenceBound):
            calls = self.calls.to_dict()
        else:
            calls = self.calls

        model: dict[str, Any] | None | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        elif isinstance(self.model, PublicRouteRef):
            model = self.model.to_dict()
        else:
            model = self.model

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "policy": policy,
                "role": role,
            }
        )
        if calls is not UNSET:
            field_dict["calls"] = calls
        if model is not UNSET:
            field_dict["model"] = model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        policy = d.pop("policy")

        role = d.pop("role")

        def _parse_calls(data: object) -> None | PublicInferenceBound | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                calls_type_0 = PublicInferenceBound.from_dict(data)

                return calls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicInferenceBound | Unset, data)

        calls = _parse_calls(d.pop("calls", UNSET))

        def _parse_model(data: object) -> None | PublicRouteRef | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0 = PublicRouteRef.from_dict(data)

                return model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicRouteRef | Unset, data)

        model = _parse_model(d.pop("model", UNSET))

        public_actor = cls(
            policy=policy,
            role=role,
            calls=calls,
            model=model,
        )

        public_actor.additional_properties = d
        return public_actor

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


from ..models.public_inference_bound import PublicInferenceBound
from ..models.public_route_ref import PublicRouteRef
