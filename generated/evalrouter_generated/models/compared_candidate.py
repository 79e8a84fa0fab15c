from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compared_arms import ComparedArms
    from ..models.compared_profile import ComparedProfile
    from ..models.comparison_reference import ComparisonReference
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ComparedCandidate")


@_attrs_define
class ComparedCandidate:
    """
    Attributes:
        candidate (ComparisonReference):
        checks (list[JsonObject]):
        comparable (bool):
        limitations (list[str]):
        mismatches (list[JsonObject]):
        model_differences (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        profiles (list[ComparedProfile]):
        reason (None | str):
        status (str):
        arm_scope (None | str | Unset):
        arms (ComparedArms | None | Unset):
        compatibility_class (None | str | Unset):
        differences (list[JsonObject] | None | Unset):
    """

    candidate: ComparisonReference
    checks: list[JsonObject]
    comparable: bool
    limitations: list[str]
    mismatches: list[JsonObject]
    model_differences: JsonObject
    profiles: list[ComparedProfile]
    reason: None | str
    status: str
    arm_scope: None | str | Unset = UNSET
    arms: ComparedArms | None | Unset = UNSET
    compatibility_class: None | str | Unset = UNSET
    differences: list[JsonObject] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidate = self.candidate.to_dict()

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)

        comparable = self.comparable

        limitations = self.limitations

        mismatches = []
        for mismatches_item_data in self.mismatches:
            mismatches_item = mismatches_item_data.to_dict()
            mismatches.append(mismatches_item)

        model_differences = self.model_differences.to_dict()

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        reason: None | str
        reason = self.reason

        status = self.status

        arm_scope: None | str | Unset
        if isinstance(self.arm_scope, Unset):
            arm_scope = UNSET
        else:
            arm_scope = self.arm_scope

        arms: dict[str, Any] | None | Unset
        if isinstance(self.arms, Unset):
            arms = UNSET
        elif isinstance(self.arms, ComparedArms):
            arms = self.arms.to_dict()
        else:
            arms = self.arms

        compatibility_class: None | str | Unset
        if isinstance(self.compatibility_class, Unset):
            compatibility_class = UNSET
        else:
            compatibility_class = self.compatibility_class

        differences: list[dict[str, Any]] | None | Unset
        if isinstance(self.differences, Unset):
            differences = UNSET
        elif isinstance(self.differences, list):
            differences = []
            for differences_type_0_item_data in self.differences:
                differences_type_0_item = differences_type_0_item_data.to_dict()
                differences.append(differences_type_0_item)

        else:
            differences = self.differences

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidate": candidate,
                "checks": checks,
                "comparable": comparable,
                "limitations": limitations,
                "mismatches": mismatches,
                "model_differences": model_differences,
                "profiles": profiles,
                "reason": reason,
                "status": status,
            }
        )
        if arm_scope is not UNSET:
            field_dict["arm_scope"] = arm_scope
        if arms is not UNSET:
            field_dict["arms"] = arms
        if compatibility_class is not UNSET:
            field_dict["compatibility_class"] = compatibility_class
        if differences is not UNSET:
            field_dict["differences"] = differences

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        candidate = ComparisonReference.from_dict(d.pop("candidate"))

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in _checks:
            checks_item = JsonObject.from_dict(checks_item_data)

            checks.append(checks_item)

        comparable = d.pop("comparable")

        limitations = cast(list[str], d.pop("limitations"))

        mismatches = []
        _mismatches = d.pop("mismatches")
        for mismatches_item_data in _mismatches:
            mismatches_item = JsonObject.from_dict(mismatches_item_data)

            mismatches.append(mismatches_item)

        model_differences = JsonObject.from_dict(d.pop("model_differences"))

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = ComparedProfile.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        reason = cast(None | str, d.pop("reason"))

        status = d.pop("status")

        arm_scope = cast(None | str | Unset, d.pop("arm_scope", UNSET))

        def _parse_arms(data: object) -> ComparedArms | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                arms_type_0 = ComparedArms.from_dict(data)

                return arms_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparedArms | None | Unset, data)

        arms = _parse_arms(d.pop("arms", UNSET))

        compatibility_class = cast(None | str | Unset, d.pop("compatibility_class", UNSET))

        def _parse_differences(data: object) -> list[JsonObject] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                differences_type_0 = []
                _differences_type_0 = data
                for differences_type_0_item_data in _differences_type_0:
                    differences_type_0_item = JsonObject.from_dict(differences_type_0_item_data)

                    differences_type_0.append(differences_type_0_item)

                return differences_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[JsonObject] | None | Unset, data)

        differences = _parse_differences(d.pop("differences", UNSET))

        compared_candidate = cls(
            candidate=candidate,
            checks=checks,
            comparable=comparable,
            limitations=limitations,
            mismatches=mismatches,
            model_differences=model_differences,
            profiles=profiles,
            reason=reason,
            status=status,
            arm_scope=arm_scope,
            arms=arms,
            compatibility_class=compatibility_class,
            differences=differences,
        )

        compared_candidate.additional_properties = d
        return compared_candidate

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


from ..models.compared_arms import ComparedArms
from ..models.compared_profile import ComparedProfile
from ..models.comparison_reference import ComparisonReference
from ..models.json_object import JsonObject
