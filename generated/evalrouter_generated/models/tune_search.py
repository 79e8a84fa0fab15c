from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneSearch")


@_attrs_define
class TuneSearch:
    """
    Attributes:
        allow_code_changes (bool | Unset):
        allow_configuration_changes (bool | Unset):
        max_candidates (int | Unset):
        permitted_paths (list[str] | None | Unset):
        route_ids (list[str] | Unset):
    """

    allow_code_changes: bool | Unset = UNSET
    allow_configuration_changes: bool | Unset = UNSET
    max_candidates: int | Unset = UNSET
    permitted_paths: list[str] | None | Unset = UNSET
    route_ids: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        allow_code_changes = self.allow_code_changes

        allow_configuration_changes = self.allow_configuration_changes

        max_candidates = self.max_candidates

        permitted_paths: list[str] | None | Unset
        if isinstance(self.permitted_paths, Unset):
            permitted_paths = UNSET
        elif isinstance(self.permitted_paths, list):
            permitted_paths = self.permitted_paths

        else:
            permitted_paths = self.permitted_paths

        route_ids: list[str] | Unset = UNSET
        if not isinstance(self.route_ids, Unset):
            route_ids = self.route_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if allow_code_changes is not UNSET:
            field_dict["allow_code_changes"] = allow_code_changes
        if allow_configuration_changes is not UNSET:
            field_dict["allow_configuration_changes"] = allow_configuration_changes
        if max_candidates is not UNSET:
            field_dict["max_candidates"] = max_candidates
        if permitted_paths is not UNSET:
            field_dict["permitted_paths"] = permitted_paths
        if route_ids is not UNSET:
            field_dict["route_ids"] = route_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        allow_code_changes = d.pop("allow_code_changes", UNSET)

        allow_configuration_changes = d.pop("allow_configuration_changes", UNSET)

        max_candidates = d.pop("max_candidates", UNSET)

        def _parse_permitted_paths(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                permitted_paths_type_0 = cast(list[str], data)

                return permitted_paths_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        permitted_paths = _parse_permitted_paths(d.pop("permitted_paths", UNSET))

        route_ids = cast(list[str], d.pop("route_ids", UNSET))

        tune_search = cls(
            allow_code_changes=allow_code_changes,
            allow_configuration_changes=allow_configuration_changes,
            max_candidates=max_candidates,
            permitted_paths=permitted_paths,
            route_ids=route_ids,
        )

        tune_search.additional_properties = d
        return tune_search

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
