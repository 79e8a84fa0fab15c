from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tune_case_patch_inputs import TuneCasePatchInputs


T = TypeVar("T", bound="TuneCasePatch")


@_attrs_define
class TuneCasePatch:
    """
    Attributes:
        expected (Any):
        inputs (TuneCasePatchInputs):
        id (None | str | Unset):
        origin (None | str | Unset):
    """

    expected: Any
    inputs: TuneCasePatchInputs
    id: None | str | Unset = UNSET
    origin: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expected = self.expected

        inputs = self.inputs.to_dict()

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        origin: None | str | Unset
        if isinstance(self.origin, Unset):
            origin = UNSET
        else:
            origin = self.origin

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expected": expected,
                "inputs": inputs,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if origin is not UNSET:
            field_dict["origin"] = origin

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expected = d.pop("expected")

        inputs = TuneCasePatchInputs.from_dict(d.pop("inputs"))

        id = cast(None | str | Unset, d.pop("id", UNSET))

        origin = cast(None | str | Unset, d.pop("origin", UNSET))

        tune_case_patch = cls(
            expected=expected,
            inputs=inputs,
            id=id,
            origin=origin,
        )

        tune_case_patch.additional_properties = d
        return tune_case_patch

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


from ..models.tune_case_patch_inputs import TuneCasePatchInputs
