from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.resolved_executes_at_type_0 import ResolvedExecutesAtType0


T = TypeVar("T", bound="Resolved")


@_attrs_define
class Resolved:
    """
    Attributes:
        executes_at (None | ResolvedExecutesAtType0 | Unset):
        variant (None | str | Unset):
    """

    executes_at: None | ResolvedExecutesAtType0 | Unset = UNSET
    variant: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        executes_at: dict[str, Any] | None | Unset
        if isinstance(self.executes_at, Unset):
            executes_at = UNSET
        elif isinstance(self.executes_at, ResolvedExecutesAtType0):
            executes_at = self.executes_at.to_dict()
        else:
            executes_at = self.executes_at

        variant: None | str | Unset
        if isinstance(self.variant, Unset):
            variant = UNSET
        else:
            variant = self.variant

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if executes_at is not UNSET:
            field_dict["executes_at"] = executes_at
        if variant is not UNSET:
            field_dict["variant"] = variant

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_executes_at(data: object) -> None | ResolvedExecutesAtType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                executes_at_type_0 = ResolvedExecutesAtType0.from_dict(data)

                return executes_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ResolvedExecutesAtType0 | Unset, data)

        executes_at = _parse_executes_at(d.pop("executes_at", UNSET))

        variant = cast(None | str | Unset, d.pop("variant", UNSET))

        resolved = cls(
            executes_at=executes_at,
            variant=variant,
        )

        resolved.additional_properties = d
        return resolved

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


from ..models.resolved_executes_at_type_0 import ResolvedExecutesAtType0
