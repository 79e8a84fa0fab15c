from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.release_target import ReleaseTarget


T = TypeVar("T", bound="NewDecision")


@_attrs_define
class NewDecision:
    """
    Attributes:
        baseline (ReleaseTarget):
        candidate (ReleaseTarget):
        max_charge_microusd (str):
        policy_id (str):
        request_key (str):
        suite_id (str):
        calibration_ids (list[str] | Unset):
        changed_paths (list[str] | None | Unset):
        changed_tools (list[str] | Unset):
        improvement_candidate_id (None | str | Unset):
        reuse_baseline (bool | Unset):
        tune_session_id (None | str | Unset):
    """

    baseline: ReleaseTarget
    candidate: ReleaseTarget
    max_charge_microusd: str
    policy_id: str
    request_key: str
    suite_id: str
    calibration_ids: list[str] | Unset = UNSET
    changed_paths: list[str] | None | Unset = UNSET
    changed_tools: list[str] | Unset = UNSET
    improvement_candidate_id: None | str | Unset = UNSET
    reuse_baseline: bool | Unset = UNSET
    tune_session_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline = self.baseline.to_dict()

        candidate = self.candidate.to_dict()

        max_charge_microusd = self.max_charge_microusd

        policy_id = self.policy_id

        request_key = self.request_key

        suite_id = self.suite_id

        calibration_ids: list[str] | Unset = UNSET
        if not isinstance(self.calibration_ids, Unset):
            calibration_ids = self.calibration_ids

        changed_paths: list[str] | None | Unset
        if isinstance(self.changed_paths, Unset):
            changed_paths = UNSET
        elif isinstance(self.changed_paths, list):
            changed_paths = self.changed_paths

        else:
            changed_paths = self.changed_paths

        changed_tools: list[str] | Unset = UNSET
        if not isinstance(self.changed_tools, Unset):
            changed_tools = self.changed_tools

        improvement_candidate_id: None | str | Unset
        if isinstance(self.improvement_candidate_id, Unset):
            improvement_candidate_id = UNSET
        else:
            improvement_candidate_id = self.improvement_candidate_id

        reuse_baseline = self.reuse_baseline

        tune_session_id: None | str | Unset
        if isinstance(self.tune_session_id, Unset):
            tune_session_id = UNSET
        else:
            tune_session_id = self.tune_session_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline": baseline,
                "candidate": candidate,
                "max_charge_microusd": max_charge_microusd,
                "policy_id": policy_id,
                "request_key": request_key,
                "suite_id": suite_id,
            }
        )
        if calibration_ids is not UNSET:
            field_dict["calibration_ids"] = calibration_ids
        if changed_paths is not UNSET:
            field_dict["changed_paths"] = changed_paths
        if changed_tools is not UNSET:
            field_dict["changed_tools"] = changed_tools
        if improvement_candidate_id is not UNSET:
            field_dict["improvement_candidate_id"] = improvement_candidate_id
        if reuse_baseline is not UNSET:
            field_dict["reuse_baseline"] = reuse_baseline
        if tune_session_id is not UNSET:
            field_dict["tune_session_id"] = tune_session_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline = ReleaseTarget.from_dict(d.pop("baseline"))

        candidate = ReleaseTarget.from_dict(d.pop("candidate"))

        max_charge_microusd = d.pop("max_charge_microusd")

        policy_id = d.pop("policy_id")

        request_key = d.pop("request_key")

        suite_id = d.pop("suite_id")

        calibration_ids = cast(list[str], d.pop("calibration_ids", UNSET))

        def _parse_changed_paths(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                changed_paths_type_0 = cast(list[str], data)

                return changed_paths_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        changed_paths = _parse_changed_paths(d.pop("changed_paths", UNSET))

        changed_tools = cast(list[str], d.pop("changed_tools", UNSET))

        improvement_candidate_id = cast(
            None | str | Unset, d.pop("improvement_candidate_id", UNSET)
        )

        reuse_baseline = d.pop("reuse_baseline", UNSET)

        tune_session_id = cast(None | str | Unset, d.pop("tune_session_id", UNSET))

        new_decision = cls(
            baseline=baseline,
            candidate=candidate,
            max_charge_microusd=max_charge_microusd,
            policy_id=policy_id,
            request_key=request_key,
            suite_id=suite_id,
            calibration_ids=calibration_ids,
            changed_paths=changed_paths,
            changed_tools=changed_tools,
            improvement_candidate_id=improvement_candidate_id,
            reuse_baseline=reuse_baseline,
            tune_session_id=tune_session_id,
        )

        new_decision.additional_properties = d
        return new_decision

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


from ..models.release_target import ReleaseTarget
