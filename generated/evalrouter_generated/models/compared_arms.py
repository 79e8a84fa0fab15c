from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.arm_identity import ArmIdentity


T = TypeVar("T", bound="ComparedArms")


@_attrs_define
class ComparedArms:
    """
    Attributes:
        baseline (ArmIdentity):
        candidate (ArmIdentity):
    """

    baseline: ArmIdentity
    candidate: ArmIdentity
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline = self.baseline.to_dict()

        candidate = self.candidate.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline": baseline,
                "candidate": candidate,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline = ArmIdentity.from_dict(d.pop("baseline"))

        candidate = ArmIdentity.from_dict(d.pop("candidate"))

        compared_arms = cls(
            baseline=baseline,
            candidate=candidate,
        )

        compared_arms.additional_properties = d
        return compared_arms

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


from ..models.arm_identity import ArmIdentity
