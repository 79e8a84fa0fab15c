from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.new_verdict_role import NewVerdictRole, check_new_verdict_role
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.verdict_baseline import VerdictBaseline
    from ..models.verdict_policy import VerdictPolicy


T = TypeVar("T", bound="NewVerdict")


@_attrs_define
class NewVerdict:
    """
    Attributes:
        baseline (None | Unset | VerdictBaseline):
        policy (VerdictPolicy | Unset):
        reuse (bool | Unset):
        role (NewVerdictRole | Unset):
        selection_id (None | str | Unset):
    """

    baseline: None | Unset | VerdictBaseline = UNSET
    policy: VerdictPolicy | Unset = UNSET
    reuse: bool | Unset = UNSET
    role: NewVerdictRole | Unset = UNSET
    selection_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline: dict[str, Any] | None | Unset
        if isinstance(self.baseline, Unset):
            baseline = UNSET
        elif isinstance(self.baseline, VerdictBaseline):
            baseline = self.baseline.to_dict()
        else:
            baseline = self.baseline

        policy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.policy, Unset):
            policy = self.policy.to_dict()

        reuse = self.reuse

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role

        selection_id: None | str | Unset
        if isinstance(self.selection_id, Unset):
            selection_id = UNSET
        else:
            selection_id = self.selection_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if baseline is not UNSET:
            field_dict["baseline"] = baseline
        if policy is not UNSET:
            field_dict["policy"] = policy
        if reuse is not UNSET:
            field_dict["reuse"] = reuse
        if role is not UNSET:
            field_dict["role"] = role
        if selection_id is not UNSET:
            field_dict["selection_id"] = selection_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_baseline(data: object) -> None | Unset | VerdictBaseline:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                baseline_type_0 = VerdictBaseline.from_dict(data)

                return baseline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VerdictBaseline, data)

        baseline = _parse_baseline(d.pop("baseline", UNSET))

        _policy = d.pop("policy", UNSET)
        policy: VerdictPolicy | Unset
        if isinstance(_policy, Unset):
            policy = UNSET
        else:
            policy = VerdictPolicy.from_dict(_policy)

        reuse = d.pop("reuse", UNSET)

        _role = d.pop("role", UNSET)
        role: NewVerdictRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = check_new_verdict_role(_role)

        selection_id = cast(None | str | Unset, d.pop("selection_id", UNSET))

        new_verdict = cls(
            baseline=baseline,
            policy=policy,
            reuse=reuse,
            role=role,
            selection_id=selection_id,
        )

        new_verdict.additional_properties = d
        return new_verdict

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


from ..models.verdict_baseline import VerdictBaseline
from ..models.verdict_policy import VerdictPolicy
