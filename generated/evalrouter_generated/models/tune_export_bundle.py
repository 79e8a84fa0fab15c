from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.tune_export_bundle_policy import TuneExportBundlePolicy
    from ..models.tune_export_bundle_policy_route_ids_type_0 import (
        TuneExportBundlePolicyRouteIdsType0,
    )


T = TypeVar("T", bound="TuneExportBundle")


@_attrs_define
class TuneExportBundle:
    """
    Attributes:
        candidate_source_commit_sha (None | str):
        dataset_manifest_sha256 (str):
        dataset_version_id (str):
        environment_ref (str):
        mode (str):
        objective (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        policy (TuneExportBundlePolicy):
        policy_diff (None | str):
        project_id (str):
        recommendation (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        schema_version (str):
        session_id (str):
        source_commit_sha (str):
        workload (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        candidate_id (None | str | Unset):
        candidate_kind (None | str | Unset):
        candidate_source (JsonObject | None | Unset):
        evaluator_pins (JsonObject | None | Unset):
        patch (None | str | Unset):
        policy_route_ids (None | TuneExportBundlePolicyRouteIdsType0 | Unset):
    """

    candidate_source_commit_sha: None | str
    dataset_manifest_sha256: str
    dataset_version_id: str
    environment_ref: str
    mode: str
    objective: JsonObject
    policy: TuneExportBundlePolicy
    policy_diff: None | str
    project_id: str
    recommendation: JsonObject
    schema_version: str
    session_id: str
    source_commit_sha: str
    workload: JsonObject
    candidate_id: None | str | Unset = UNSET
    candidate_kind: None | str | Unset = UNSET
    candidate_source: JsonObject | None | Unset = UNSET
    evaluator_pins: JsonObject | None | Unset = UNSET
    patch: None | str | Unset = UNSET
    policy_route_ids: None | TuneExportBundlePolicyRouteIdsType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidate_source_commit_sha: None | str
        candidate_source_commit_sha = self.candidate_source_commit_sha

        dataset_manifest_sha256 = self.dataset_manifest_sha256

        dataset_version_id = self.dataset_version_id

        environment_ref = self.environment_ref

        mode = self.mode

        objective = self.objective.to_dict()

        policy = self.policy.to_dict()

        policy_diff: None | str
        policy_diff = self.policy_diff

        project_id = self.project_id

        recommendation = self.recommendation.to_dict()

        schema_version = self.schema_version

        session_id = self.session_id

        source_commit_sha = self.source_commit_sha

        workload = self.workload.to_dict()

        candidate_id: None | str | Unset
        if isinstance(self.candidate_id, Unset):
            candidate_id = UNSET
        else:
            candidate_id = self.candidate_id

        candidate_kind: None | str | Unset
        if isinstance(self.candidate_kind, Unset):
            candidate_kind = UNSET
        else:
            candidate_kind = self.candidate_kind

        candidate_source: dict[str, Any] | None | Unset
        if isinstance(self.candidate_source, Unset):
            candidate_source = UNSET
        elif isinstance(self.candidate_source, JsonObject):
            candidate_source = self.candidate_source.to_dict()
        else:
            candidate_source = self.candidate_source

        evaluator_pins: dict[str, Any] | None | Unset
        if isinstance(self.evaluator_pins, Unset):
            evaluator_pins = UNSET
        elif isinstance(self.evaluator_pins, JsonObject):
            evaluator_pins = self.evaluator_pins.to_dict()
        else:
            evaluator_pins = self.evaluator_pins

        patch: None | str | Unset
        if isinstance(self.patch, Unset):
            patch = UNSET
        else:
            patch = self.patch

        policy_route_ids: dict[str, Any] | None | Unset
        if isinstance(self.policy_route_ids, Unset):
            policy_route_ids = UNSET
        elif isinstance(self.policy_route_ids, TuneExportBundlePolicyRouteIdsType0):
            policy_route_ids = self.policy_route_ids.to_dict()
        else:
            policy_route_ids = self.policy_route_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidate_source_commit_sha": candidate_source_commit_sha,
                "dataset_manifest_sha256": dataset_manifest_sha256,
                "dataset_version_id": dataset_version_id,
                "environment_ref": environment_ref,
                "mode": mode,
                "objective": objective,
                "policy": policy,
                "policy_diff": policy_diff,
                "project_id": project_id,
                "recommendation": recommendation,
                "schema_version": schema_version,
                "session_id": session_id,
                "source_commit_sha": source_commit_sha,
                "workload": workload,
            }
        )
        if candidate_id is not UNSET:
            field_dict["candidate_id"] = candidate_id
        if candidate_kind is not UNSET:
            field_dict["candidate_kind"] = candidate_kind
        if candidate_source is not UNSET:
            field_dict["candidate_source"] = candidate_source
        if evaluator_pins is not UNSET:
            field_dict["evaluator_pins"] = evaluator_pins
        if patch is not UNSET:
            field_dict["patch"] = patch
        if policy_route_ids is not UNSET:
            field_dict["policy_route_ids"] = policy_route_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        candidate_source_commit_sha = cast(None | str, d.pop("candidate_source_commit_sha"))

        dataset_manifest_sha256 = d.pop("dataset_manifest_sha256")

        dataset_version_id = d.pop("dataset_version_id")

        environment_ref = d.pop("environment_ref")

        mode = d.pop("mode")

        objective = JsonObject.from_dict(d.pop("objective"))

        policy = TuneExportBundlePolicy.from_dict(d.pop("policy"))

        policy_diff = cast(None | str, d.pop("policy_diff"))

        project_id = d.pop("project_id")

        recommendation = JsonObject.from_dict(d.pop("recommendation"))

        schema_version = d.pop("schema_version")

        session_id = d.pop("session_id")

        source_commit_sha = d.pop("source_commit_sha")

        workload = JsonObject.from_dict(d.pop("workload"))

        candidate_id = cast(None | str | Unset, d.pop("candidate_id", UNSET))

        candidate_kind = cast(None | str | Unset, d.pop("candidate_kind", UNSET))

        def _parse_candidate_source(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                candidate_source_type_0 = JsonObject.from_dict(data)

                return candidate_source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        candidate_source = _parse_candidate_source(d.pop("candidate_source", UNSET))

        def _parse_evaluator_pins(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                evaluator_pins_type_0 = JsonObject.from_dict(data)

                return evaluator_pins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        evaluator_pins = _parse_evaluator_pins(d.pop("evaluator_pins", UNSET))

        patch = cast(None | str | Unset, d.pop("patch", UNSET))

        def _parse_policy_route_ids(
            data: object,
        ) -> None | TuneExportBundlePolicyRouteIdsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                policy_route_ids_type_0 = TuneExportBundlePolicyRouteIdsType0.from_dict(data)

                return policy_route_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneExportBundlePolicyRouteIdsType0 | Unset, data)

        policy_route_ids = _parse_policy_route_ids(d.pop("policy_route_ids", UNSET))

        tune_export_bundle = cls(
            candidate_source_commit_sha=candidate_source_commit_sha,
            dataset_manifest_sha256=dataset_manifest_sha256,
            dataset_version_id=dataset_version_id,
            environment_ref=environment_ref,
            mode=mode,
            objective=objective,
            policy=policy,
            policy_diff=policy_diff,
            project_id=project_id,
            recommendation=recommendation,
            schema_version=schema_version,
            session_id=session_id,
            source_commit_sha=source_commit_sha,
            workload=workload,
            candidate_id=candidate_id,
            candidate_kind=candidate_kind,
            candidate_source=candidate_source,
            evaluator_pins=evaluator_pins,
            patch=patch,
            policy_route_ids=policy_route_ids,
        )

        tune_export_bundle.additional_properties = d
        return tune_export_bundle

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
from ..models.tune_export_bundle_policy import TuneExportBundlePolicy
from ..models.tune_export_bundle_policy_route_ids_type_0 import TuneExportBundlePolicyRouteIdsType0
