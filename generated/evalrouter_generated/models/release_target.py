from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connected_model import ConnectedModel
    from ..models.managed_model import ManagedModel
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="ReleaseTarget")


@_attrs_define
class ReleaseTarget:
    """
    Attributes:
        revision (str):
        agent (None | str | Unset):
        model (ConnectedModel | ManagedModel | None | UnknownKind | Unset):
    """

    revision: str
    agent: None | str | Unset = UNSET
    model: ConnectedModel | ManagedModel | None | UnknownKind | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        revision = self.revision

        agent: None | str | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        else:
            agent = self.agent

        model: dict[str, Any] | None | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        elif (
            isinstance(self.model, ManagedModel)
            or isinstance(self.model, ConnectedModel)
            or isinstance(self.model, UnknownKind)
        ):
            model = self.model.to_dict()
        else:
            model = self.model

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "revision": revision,
            }
        )
        if agent is not UNSET:
            field_dict["agent"] = agent
        if model is not UNSET:
            field_dict["model"] = model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        revision = d.pop("revision")

        agent = cast(None | str | Unset, d.pop("agent", UNSET))

        def _parse_model(
            data: object,
        ) -> ConnectedModel | ManagedModel | None | UnknownKind | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_0 = ManagedModel.from_dict(data)

                return model_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_1 = ConnectedModel.from_dict(data)

                return model_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0_type_2 = UnknownKind.from_dict(data)

                return model_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ConnectedModel | ManagedModel | None | UnknownKind | Unset, data)

        model = _parse_model(d.pop("model", UNSET))

        release_target = cls(
            revision=revision,
            agent=agent,
            model=model,
        )

        release_target.additional_properties = d
        return release_target

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


from ..models.connected_model import ConnectedModel
from ..models.managed_model import ManagedModel
from ..models.unknown_kind import UnknownKind
