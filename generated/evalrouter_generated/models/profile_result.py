from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.metric_record import MetricRecord
    from ..models.outcome_counts import OutcomeCounts
    from ..models.profile_result_uncertainty_type_0 import ProfileResultUncertaintyType0
    from ..models.profile_selection import ProfileSelection


T = TypeVar("T", bound="ProfileResult")


@_attrs_define
class ProfileResult:
    """
    Attributes:
        cancelled (int):
        data_license (None | str):
        eligible (int | None):
        error_code (None | str):
        errors (int):
        graded (int):
        headline_key (None | str):
        license_url (None | str):
        metrics (list[MetricRecord]):
        name (str):
        native (JsonObject | None):
        planned (int):
        profile_id (str):
        runner (str):
        selection (ProfileSelection):
        skipped_budget (int):
        source_revision (None | str):
        source_url (None | str):
        status (str):
        uncertainty_note (str):
        unit_id (str):
        display_policy (None | str | Unset):
        judge_sampling (None | str | Unset):
        model_index (int | None | Unset):
        outcome_counts (None | OutcomeCounts | Unset):
        sampling (None | str | Unset):
        uncertainty (None | ProfileResultUncertaintyType0 | Unset):
    """

    cancelled: int
    data_license: None | str
    eligible: int | None
    error_code: None | str
    errors: int
    graded: int
    headline_key: None | str
    license_url: None | str
    metrics: list[MetricRecord]
    name: str
    native: JsonObject | None
    planned: int
    profile_id: str
    runner: str
    selection: ProfileSelection
    skipped_budget: int
    source_revision: None | str
    source_url: None | str
    status: str
    uncertainty_note: str
    unit_id: str
    display_policy: None | str | Unset = UNSET
    judge_sampling: None | str | Unset = UNSET
    model_index: int | None | Unset = UNSET
    outcome_counts: None | OutcomeCounts | Unset = UNSET
    sampling: None | str | Unset = UNSET
    uncertainty: None | ProfileResultUncertaintyType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cancelled = self.cancelled

        data_license: None | str
        data_license = self.data_license

        eligible: int | None
        eligible = self.eligible

        error_code: None | str
        error_code = self.error_code

        errors = self.errors

        graded = self.graded

        headline_key: None | str
        headline_key = self.headline_key

        license_url: None | str
        license_url = self.license_url

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        name = self.name

        native: dict[str, Any] | None
        if isinstance(self.native, JsonObject):
            native = self.native.to_dict()
        else:
            native = self.native

        planned = self.planned

        profile_id = self.profile_id

        runner = self.runner

        selection = self.selection.to_dict()

        skipped_budget = self.skipped_budget

        source_revision: None | str
        source_revision = self.source_revision

        source_url: None | str
        source_url = self.source_url

        status = self.status

        uncertainty_note = self.uncertainty_note

        unit_id = self.unit_id

        display_policy: None | str | Unset
        if isinstance(self.display_policy, Unset):
            display_policy = UNSET
        else:
            display_policy = self.display_policy

        judge_sampling: None | str | Unset
        if isinstance(self.judge_sampling, Unset):
            judge_sampling = UNSET
        else:
            judge_sampling = self.judge_sampling

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        outcome_counts: dict[str, Any] | None | Unset
        if isinstance(self.outcome_counts, Unset):
            outcome_counts = UNSET
        elif isinstance(self.outcome_counts, OutcomeCounts):
            outcome_counts = self.outcome_counts.to_dict()
        else:
            outcome_counts = self.outcome_counts

        sampling: None | str | Unset
        if isinstance(self.sampling, Unset):
            sampling = UNSET
        else:
            sampling = self.sampling

        uncertainty: dict[str, Any] | None | Unset
        if isinstance(self.uncertainty, Unset):
            uncertainty = UNSET
        elif isinstance(self.uncertainty, ProfileResultUncertaintyType0):
            uncertainty = self.uncertainty.to_dict()
        else:
            uncertainty = self.uncertainty

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cancelled": cancelled,
                "data_license": data_license,
                "eligible": eligible,
                "error_code": error_code,
                "errors": errors,
                "graded": graded,
                "headline_key": headline_key,
                "license_url": license_url,
                "metrics": metrics,
                "name": name,
                "native": native,
                "planned": planned,
                "profile_id": profile_id,
                "runner": runner,
                "selection": selection,
                "skipped_budget": skipped_budget,
                "source_revision": source_revision,
                "source_url": source_url,
                "status": status,
                "uncertainty_note": uncertainty_note,
                "unit_id": unit_id,
            }
        )
        if display_policy is not UNSET:
            field_dict["display_policy"] = display_policy
        if judge_sampling is not UNSET:
            field_dict["judge_sampling"] = judge_sampling
        if model_index is not UNSET:
            field_dict["model_index"] = model_index
        if outcome_counts is not UNSET:
            field_dict["outcome_counts"] = outcome_counts
        if sampling is not UNSET:
            field_dict["sampling"] = sampling
        if uncertainty is not UNSET:
            field_dict["uncertainty"] = uncertainty

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cancelled = d.pop("cancelled")

        data_license = cast(None | str, d.pop("data_license"))

        eligible = cast(int | None, d.pop("eligible"))

        error_code = cast(None | str, d.pop("error_code"))

        errors = d.pop("errors")

        graded = d.pop("graded")

        headline_key = cast(None | str, d.pop("headline_key"))

        license_url = cast(None | str, d.pop("license_url"))

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = MetricRecord.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        name = d.pop("name")

        def _parse_native(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                native_type_0 = JsonObject.from_dict(data)

                return native_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        native = _parse_native(d.pop("native"))

        planned = d.pop("planned")

        profile_id = d.pop("profile_id")

        runner = d.pop("runner")

        selection = ProfileSelection.from_dict(d.pop("selection"))

        skipped_budget = d.pop("skipped_budget")

        source_revision = cast(None | str, d.pop("source_revision"))

        source_url = cast(None | str, d.pop("source_url"))

        status = d.pop("status")

        uncertainty_note = d.pop("uncertainty_note")

        unit_id = d.pop("unit_id")

        display_policy = cast(None | str | Unset, d.pop("display_policy", UNSET))

        judge_sampling = cast(None | str | Unset, d.pop("judge_sampling", UNSET))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        def _parse_outcome_counts(data: object) -> None | OutcomeCounts | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_counts_type_0 = OutcomeCounts.from_dict(data)

                return outcome_counts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OutcomeCounts | Unset, data)

        outcome_counts = _parse_outcome_counts(d.pop("outcome_counts", UNSET))

        sampling = cast(None | str | Unset, d.pop("sampling", UNSET))

        def _parse_uncertainty(data: object) -> None | ProfileResultUncertaintyType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                uncertainty_type_0 = ProfileResultUncertaintyType0.from_dict(data)

                return uncertainty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProfileResultUncertaintyType0 | Unset, data)

        uncertainty = _parse_uncertainty(d.pop("uncertainty", UNSET))

        profile_result = cls(
            cancelled=cancelled,
            data_license=data_license,
            eligible=eligible,
            error_code=error_code,
            errors=errors,
            graded=graded,
            headline_key=headline_key,
            license_url=license_url,
            metrics=metrics,
            name=name,
            native=native,
            planned=planned,
            profile_id=profile_id,
            runner=runner,
            selection=selection,
            skipped_budget=skipped_budget,
            source_revision=source_revision,
            source_url=source_url,
            status=status,
            uncertainty_note=uncertainty_note,
            unit_id=unit_id,
            display_policy=display_policy,
            judge_sampling=judge_sampling,
            model_index=model_index,
            outcome_counts=outcome_counts,
            sampling=sampling,
            uncertainty=uncertainty,
        )

        profile_result.additional_properties = d
        return profile_result

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
from ..models.metric_record import MetricRecord
from ..models.outcome_counts import OutcomeCounts
from ..models.profile_result_uncertainty_type_0 import ProfileResultUncertaintyType0
from ..models.profile_selection import ProfileSelection
