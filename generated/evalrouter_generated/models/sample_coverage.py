from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SampleCoverage")


@_attrs_define
class SampleCoverage:
    """
    Attributes:
        mode (Literal['sample'] | Unset):
        sample_count (int | Unset):
        seed (int | Unset):
    """

    mode: Literal["sample"] | Unset = UNSET
    sample_count: int | Unset = UNSET
    seed: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        sample_count = self.sample_count

        seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if mode is not UNSET:
            field_dict["mode"] = mode
        if sample_count is not UNSET:
            field_dict["sample_count"] = sample_count
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = cast(Literal["sample"] | Unset, d.pop("mode", UNSET))
        if mode != "sample" and not isinstance(mode, Unset):
            raise ValueError(f"mode must match const 'sample', got '{mode}'")

        sample_count = d.pop("sample_count", UNSET)

        seed = d.pop("seed", UNSET)

        sample_coverage = cls(
            mode=mode,
            sample_count=sample_count,
            seed=seed,
        )

        sample_coverage.additional_properties = d
        return sample_coverage

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
