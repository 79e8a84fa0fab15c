from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ReportMetric")


@_attrs_define
class ReportMetric:
    """
    Attributes:
        formatted_value (str):
        key (str):
        label (str):
        profile_id (str):
        value (float | None):
        aggregation (None | str | Unset):
        baseline_value (float | None | Unset):
        comparable (bool | None | Unset):
        definition (None | str | Unset):
        delta (float | None | Unset):
        direction (None | str | Unset):
        improvement (float | None | Unset):
        model_index (int | None | Unset):
        role (None | str | Unset):
        sample_count (int | None | Unset):
        series (None | str | Unset):
        source_refs (list[str] | None | Unset):
        uncertainty (JsonObject | None | Unset):
        unit (None | str | Unset):
        weighted (bool | None | Unset):
    """

    formatted_value: str
    key: str
    label: str
    profile_id: str
    value: float | None
    aggregation: None | str | Unset = UNSET
    baseline_value: float | None | Unset = UNSET
    comparable: bool | None | Unset = UNSET
    definition: None | str | Unset = UNSET
    delta: float | None | Unset = UNSET
    direction: None | str | Unset = UNSET
    improvement: float | None | Unset = UNSET
    model_index: int | None | Unset = UNSET
    role: None | str | Unset = UNSET
    sample_count: int | None | Unset = UNSET
    series: None | str | Unset = UNSET
    source_refs: list[str] | None | Unset = UNSET
    uncertainty: JsonObject | None | Unset = UNSET
    unit: None | str | Unset = UNSET
    weighted: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        formatted_value = self.formatted_value

        key = self.key

        label = self.label

        profile_id = self.profile_id

        value: float | None
        value = self.value

        aggregation: None | str | Unset
        if isinstance(self.aggregation, Unset):
            aggregation = UNSET
        else:
            aggregation = self.aggregation

        baseline_value: float | None | Unset
        if isinstance(self.baseline_value, Unset):
            baseline_value = UNSET
        else:
            baseline_value = self.baseline_value

        comparable: bool | None | Unset
        if isinstance(self.comparable, Unset):
            comparable = UNSET
        else:
            comparable = self.comparable

        definition: None | str | Unset
        if isinstance(self.definition, Unset):
            definition = UNSET
        else:
            definition = self.definition

        delta: float | None | Unset
        if isinstance(self.delta, Unset):
            delta = UNSET
        else:
            delta = self.delta

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        else:
            direction = self.direction

        improvement: float | None | Unset
        if isinstance(self.improvement, Unset):
            improvement = UNSET
        else:
            improvement = self.improvement

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        role: None | str | Unset
        if isinstance(self.role, Unset):
            role = UNSET
        else:
            role = self.role

        sample_count: int | None | Unset
        if isinstance(self.sample_count, Unset):
            sample_count = UNSET
        else:
            sample_count = self.sample_count

        series: None | str | Unset
        if isinstance(self.series, Unset):
            series = UNSET
        else:
            series = self.series

        source_refs: list[str] | None | Unset
        if isinstance(self.source_refs, Unset):
            source_refs = UNSET
        elif isinstance(self.source_refs, list):
            source_refs = self.source_refs

        else:
            source_refs = self.source_refs

        uncertainty: dict[str, Any] | None | Unset
        if isinstance(self.uncertainty, Unset):
            uncertainty = UNSET
        elif isinstance(self.uncertainty, JsonObject):
            uncertainty = self.uncertainty.to_dict()
        else:
            uncertainty = self.uncertainty

        unit: None | str | Unset
        if isinstance(self.unit, Unset):
            unit = UNSET
        else:
            unit = self.unit

        weighted: bool | None | Unset
        if isinstance(self.weighted, Unset):
            weighted = UNSET
        else:
            weighted = self.weighted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "formatted_value": formatted_value,
                "key": key,
                "label": label,
                "profile_id": profile_id,
                "value": value,
            }
        )
        if aggregation is not UNSET:
            field_dict["aggregation"] = aggregation
        if baseline_value is not UNSET:
            field_dict["baseline_value"] = baseline_value
        if comparable is not UNSET:
            field_dict["comparable"] = comparable
        if definition is not UNSET:
            field_dict["definition"] = definition
        if delta is not UNSET:
            field_dict["delta"] = delta
        if direction is not UNSET:
            field_dict["direction"] = direction
        if improvement is not UNSET:
            field_dict["improvement"] = improvement
        if model_index is not UNSET:
            field_dict["model_index"] = model_index
        if role is not UNSET:
            field_dict["role"] = role
        if sample_count is not UNSET:
            field_dict["sample_count"] = sample_count
        if series is not UNSET:
            field_dict["series"] = series
        if source_refs is not UNSET:
            field_dict["source_refs"] = source_refs
        if uncertainty is not UNSET:
            field_dict["uncertainty"] = uncertainty
        if unit is not UNSET:
            field_dict["unit"] = unit
        if weighted is not UNSET:
            field_dict["weighted"] = weighted

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        formatted_value = d.pop("formatted_value")

        key = d.pop("key")

        label = d.pop("label")

        profile_id = d.pop("profile_id")

        value = cast(float | None, d.pop("value"))

        aggregation = cast(None | str | Unset, d.pop("aggregation", UNSET))

        baseline_value = cast(float | None | Unset, d.pop("baseline_value", UNSET))

        comparable = cast(bool | None | Unset, d.pop("comparable", UNSET))

        definition = cast(None | str | Unset, d.pop("definition", UNSET))

        delta = cast(float | None | Unset, d.pop("delta", UNSET))

        direction = cast(None | str | Unset, d.pop("direction", UNSET))

        improvement = cast(float | None | Unset, d.pop("improvement", UNSET))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        role = cast(None | str | Unset, d.pop("role", UNSET))

        sample_count = cast(int | None | Unset, d.pop("sample_count", UNSET))

        series = cast(None | str | Unset, d.pop("series", UNSET))

        def _parse_source_refs(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                source_refs_type_0 = cast(list[str], data)

                return source_refs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        source_refs = _parse_source_refs(d.pop("source_refs", UNSET))

        def _parse_uncertainty(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                uncertainty_type_0 = JsonObject.from_dict(data)

                return uncertainty_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        uncertainty = _parse_uncertainty(d.pop("uncertainty", UNSET))

        unit = cast(None | str | Unset, d.pop("unit", UNSET))

        weighted = cast(bool | None | Unset, d.pop("weighted", UNSET))

        report_metric = cls(
            formatted_value=formatted_value,
            key=key,
            label=label,
            profile_id=profile_id,
            value=value,
            aggregation=aggregation,
            baseline_value=baseline_value,
            comparable=comparable,
            definition=definition,
            delta=delta,
            direction=direction,
            improvement=improvement,
            model_index=model_index,
            role=role,
            sample_count=sample_count,
            series=series,
            source_refs=source_refs,
            uncertainty=uncertainty,
            unit=unit,
            weighted=weighted,
        )

        report_metric.additional_properties = d
        return report_metric

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
