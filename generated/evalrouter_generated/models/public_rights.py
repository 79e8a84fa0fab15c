from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublicRights")


@_attrs_define
class PublicRights:
    """
    Attributes:
        splits (list[str] | None | Unset):
        training (bool | None | Unset):
    """

    splits: list[str] | None | Unset = UNSET
    training: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        splits: list[str] | None | Unset
        if isinstance(self.splits, Unset):
            splits = UNSET
        elif isinstance(self.splits, list):
            splits = self.splits

        else:
            splits = self.splits

        training: bool | None | Unset
        if isinstance(self.training, Unset):
            training = UNSET
        else:
            training = self.training

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if splits is not UNSET:
            field_dict["splits"] = splits
        if training is not UNSET:
            field_dict["training"] = training

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_splits(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                splits_type_0 = cast(list[str], data)

                return splits_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        splits = _parse_splits(d.pop("splits", UNSET))

        training = cast(bool | None | Unset, d.pop("training", UNSET))

        public_rights = cls(
            splits=splits,
            training=training,
        )

        public_rights.additional_properties = d
        return public_rights

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
