from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicSessionSpec")


@_attrs_define
class PublicSessionSpec:
    """
    Attributes:
        max_session_seconds (int):
        seeded (bool):
        checkpoint (None | str | Unset):
    """

    max_session_seconds: int
    seeded: bool
    checkpoint: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        max_session_seconds = self.max_session_seconds

        seeded = self.seeded

        checkpoint: None | str | Unset
        if isinstance(self.checkpoint, Unset):
            checkpoint = UNSET
        else:
            checkpoint = self.checkpoint

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "max_session_seconds": max_session_seconds,
                "seeded": seeded,
            }
        )
        if checkpoint is not UNSET:
            field_dict["checkpoint"] = checkpoint

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        max_session_seconds = d.pop("max_session_seconds")

        seeded = d.pop("seeded")

        checkpoint = cast(None | str | Unset, d.pop("checkpoint", UNSET))

        public_session_spec = cls(
            max_session_seconds=max_session_seconds,
            seeded=seeded,
            checkpoint=checkpoint,
        )

        public_session_spec.additional_properties = d
        return public_session_spec

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
