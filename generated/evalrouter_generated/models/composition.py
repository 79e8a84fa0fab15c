from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.composition_parts import CompositionParts
    from ..models.composition_source import CompositionSource
    from ..models.resolved import Resolved


T = TypeVar("T", bound="Composition")


@_attrs_define
class Composition:
    """
    Attributes:
        default (bool):
        parts (CompositionParts):
        sha256 (str):
        source (CompositionSource):
        differs (list[str] | None | Unset):
        resolved (None | Resolved | Unset):
        schema (None | str | Unset):
    """

    default: bool
    parts: CompositionParts
    sha256: str
    source: CompositionSource
    differs: list[str] | None | Unset = UNSET
    resolved: None | Resolved | Unset = UNSET
    schema: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        parts = self.parts.to_dict()

        sha256 = self.sha256

        source = self.source.to_dict()

        differs: list[str] | None | Unset
        if isinstance(self.differs, Unset):
            differs = UNSET
        elif isinstance(self.differs, list):
            differs = self.differs

        else:
            differs = self.differs

        resolved: dict[str, Any] | None | Unset
        if isinstance(self.resolved, Unset):
            resolved = UNSET
        elif isinstance(self.resolved, Resolved):
            resolved = self.resolved.to_dict()
        else:
            resolved = self.resolved

        schema: None | str | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "default": default,
                "parts": parts,
                "sha256": sha256,
                "source": source,
            }
        )
        if differs is not UNSET:
            field_dict["differs"] = differs
        if resolved is not UNSET:
            field_dict["resolved"] = resolved
        if schema is not UNSET:
            field_dict["schema"] = schema

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        default = d.pop("default")

        parts = CompositionParts.from_dict(d.pop("parts"))

        sha256 = d.pop("sha256")

        source = CompositionSource.from_dict(d.pop("source"))

        def _parse_differs(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                differs_type_0 = cast(list[str], data)

                return differs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        differs = _parse_differs(d.pop("differs", UNSET))

        def _parse_resolved(data: object) -> None | Resolved | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resolved_type_0 = Resolved.from_dict(data)

                return resolved_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Resolved | Unset, data)

        resolved = _parse_resolved(d.pop("resolved", UNSET))

        schema = cast(None | str | Unset, d.pop("schema", UNSET))

        composition = cls(
            default=default,
            parts=parts,
            sha256=sha256,
            source=source,
            differs=differs,
            resolved=resolved,
            schema=schema,
        )

        composition.additional_properties = d
        return composition

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


from ..models.composition_parts import CompositionParts
from ..models.composition_source import CompositionSource
from ..models.resolved import Resolved
