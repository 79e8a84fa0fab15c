from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compared_candidate import ComparedCandidate
    from ..models.comparison_reference import ComparisonReference
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ComparisonResult")


@_attrs_define
class ComparisonResult:
    """
    Attributes:
        baseline (ComparisonReference):
        candidates (list[ComparedCandidate]):
        confidence_scope (str):
        method_version (str):
        schema_version (int):
        status (str):
        release_decision (JsonObject | None | Unset):
    """

    baseline: ComparisonReference
    candidates: list[ComparedCandidate]
    confidence_scope: str
    method_version: str
    schema_version: int
    status: str
    release_decision: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline = self.baseline.to_dict()

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        confidence_scope = self.confidence_scope

        method_version = self.method_version

        schema_version = self.schema_version

        status = self.status

        release_decision: dict[str, Any] | None | Unset
        if isinstance(self.release_decision, Unset):
            release_decision = UNSET
        elif isinstance(self.release_decision, JsonObject):
            release_decision = self.release_decision.to_dict()
        else:
            release_decision = self.release_decision

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline": baseline,
                "candidates": candidates,
                "confidence_scope": confidence_scope,
                "method_version": method_version,
                "schema_version": schema_version,
                "status": status,
            }
        )
        if release_decision is not UNSET:
            field_dict["release_decision"] = release_decision

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline = ComparisonReference.from_dict(d.pop("baseline"))

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = ComparedCandidate.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        confidence_scope = d.pop("confidence_scope")

        method_version = d.pop("method_version")

        schema_version = d.pop("schema_version")

        status = d.pop("status")

        def _parse_release_decision(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                release_decision_type_0 = JsonObject.from_dict(data)

                return release_decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        release_decision = _parse_release_decision(d.pop("release_decision", UNSET))

        comparison_result = cls(
            baseline=baseline,
            candidates=candidates,
            confidence_scope=confidence_scope,
            method_version=method_version,
            schema_version=schema_version,
            status=status,
            release_decision=release_decision,
        )

        comparison_result.additional_properties = d
        return comparison_result

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


from ..models.compared_candidate import ComparedCandidate
from ..models.comparison_reference import ComparisonReference
from ..models.json_object import JsonObject
