from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RunFundingPolicy")


@_attrs_define
class RunFundingPolicy:
    """
    Attributes:
        mode (str):
        version (str):
        cap_source (None | str | Unset):
    """

    mode: str
    version: str
    cap_source: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        version = self.version

        cap_source: None | str | Unset
        if isinstance(self.cap_source, Unset):
            cap_source = UNSET
        else:
            cap_source = self.cap_source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
                "version": version,
            }
        )
        if cap_source is not UNSET:
            field_dict["cap_source"] = cap_source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = d.pop("mode")

        version = d.pop("version")

        cap_source = cast(None | str | Unset, d.pop("cap_source", UNSET))

        run_funding_policy = cls(
            mode=mode,
            version=version,
            cap_source=cap_source,
        )

        run_funding_policy.additional_properties = d
        return run_funding_policy

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
