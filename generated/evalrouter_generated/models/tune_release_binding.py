from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="TuneReleaseBinding")


@_attrs_define
class TuneReleaseBinding:
    """
    Attributes:
        baseline (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        max_charge_microusd (str):
        policy_id (str):
        request_key (str):
        suite_id (str):
        calibration_ids (list[str] | Unset):
        changed_paths (list[str] | Unset):
        changed_tools (list[str] | Unset):
        regression_suite_id (None | str | Unset):
        regression_suite_sha256 (None | str | Unset):
        reuse_baseline (bool | Unset):
    """

    baseline: JsonObject
    max_charge_microusd: str
    policy_id: str
    request_key: str
    suite_id: str
    calibration_ids: list[str] | Unset = UNSET
    changed_paths: list[str] | Unset = UNSET
    changed_tools: list[str] | Unset = UNSET
    regression_suite_id: None | str | Unset = UNSET
    regression_suite_sha256: None | str | Unset = UNSET
    reuse_baseline: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline = self.baseline.to_dict()

        max_charge_microusd = self.max_charge_microusd

        policy_id = self.policy_id

        request_key = self.request_key

        suite_id = self.suite_id

        calibration_ids: list[str] | Unset = UNSET
        if not isinstance(self.calibration_ids, Unset):
            calibration_ids = self.calibration_ids

        changed_paths: list[str] | Unset = UNSET
        if not isinstance(self.changed_paths, Unset):
            changed_paths = self.changed_paths

        changed_tools: list[str] | Unset = UNSET
        if not isinstance(self.changed_tools, Unset):
            changed_tools = self.changed_tools

        regression_suite_id: None | str | Unset
        if isinstance(self.regression_suite_id, Unset):
            regression_suite_id = UNSET
        else:
            regression_suite_id = self.regression_suite_id

        regression_suite_sha256: None | str | Unset
        if isinstance(self.regression_suite_sha256, Unset):
            regression_suite_sha256 = UNSET
        else:
            regression_suite_sha256 = self.regression_suite_sha256

        reuse_baseline = self.reuse_baseline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline": baseline,
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
        if regression_suite_id is not UNSET:
            field_dict["regression_suite_id"] = regression_suite_id
        if regression_suite_sha256 is not UNSET:
            field_dict["regression_suite_sha256"] = regression_suite_sha256
        if reuse_baseline is not UNSET:
            field_dict["reuse_baseline"] = reuse_baseline

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline = JsonObject.from_dict(d.pop("baseline"))

        max_charge_microusd = d.pop("max_charge_microusd")

        policy_id = d.pop("policy_id")

        request_key = d.pop("request_key")

        suite_id = d.pop("suite_id")

        calibration_ids = cast(list[str], d.pop("calibration_ids", UNSET))

        changed_paths = cast(list[str], d.pop("changed_paths", UNSET))

        changed_tools = cast(list[str], d.pop("changed_tools", UNSET))

        regression_suite_id = cast(None | str | Unset, d.pop("regression_suite_id", UNSET))

        regression_suite_sha256 = cast(None | str | Unset, d.pop("regression_suite_sha256", UNSET))

        reuse_baseline = d.pop("reuse_baseline", UNSET)

        tune_release_binding = cls(
            baseline=baseline,
            max_charge_microusd=max_charge_microusd,
            policy_id=policy_id,
            request_key=request_key,
            suite_id=suite_id,
            calibration_ids=calibration_ids,
            changed_paths=changed_paths,
            changed_tools=changed_tools,
            regression_suite_id=regression_suite_id,
            regression_suite_sha256=regression_suite_sha256,
            reuse_baseline=reuse_baseline,
        )

        tune_release_binding.additional_properties = d
        return tune_release_binding

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


from ..models.json_object import JsonObject
