from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ranked_subject import RankedSubject
    from ..models.subject_pair import SubjectPair


T = TypeVar("T", bound="BenchmarkComparison")


@_attrs_define
class BenchmarkComparison:
    """
    Attributes:
        comparable (bool):
        direction (str):
        metric (str):
        name (str):
        pairs (list[SubjectPair]):
        partial (bool):
        profile_id (str):
        ranking (list[RankedSubject]):
        tasks_compared (int):
        tasks_planned (int):
        reasons (list[str] | None | Unset):
        summary (None | str | Unset):
    """

    comparable: bool
    direction: str
    metric: str
    name: str
    pairs: list[SubjectPair]
    partial: bool
    profile_id: str
    ranking: list[RankedSubject]
    tasks_compared: int
    tasks_planned: int
    reasons: list[str] | None | Unset = UNSET
    summary: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        comparable = self.comparable

        direction = self.direction

        metric = self.metric

        name = self.name

        pairs = []
        for pairs_item_data in self.pairs:
            pairs_item = pairs_item_data.to_dict()
            pairs.append(pairs_item)

        partial = self.partial

        profile_id = self.profile_id

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)

        tasks_compared = self.tasks_compared

        tasks_planned = self.tasks_planned

        reasons: list[str] | None | Unset
        if isinstance(self.reasons, Unset):
            reasons = UNSET
        elif isinstance(self.reasons, list):
            reasons = self.reasons

        else:
            reasons = self.reasons

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "comparable": comparable,
                "direction": direction,
                "metric": metric,
                "name": name,
                "pairs": pairs,
                "partial": partial,
                "profile_id": profile_id,
                "ranking": ranking,
                "tasks_compared": tasks_compared,
                "tasks_planned": tasks_planned,
            }
        )
        if reasons is not UNSET:
            field_dict["reasons"] = reasons
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        comparable = d.pop("comparable")

        direction = d.pop("direction")

        metric = d.pop("metric")

        name = d.pop("name")

        pairs = []
        _pairs = d.pop("pairs")
        for pairs_item_data in _pairs:
            pairs_item = SubjectPair.from_dict(pairs_item_data)

            pairs.append(pairs_item)

        partial = d.pop("partial")

        profile_id = d.pop("profile_id")

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in _ranking:
            ranking_item = RankedSubject.from_dict(ranking_item_data)

            ranking.append(ranking_item)

        tasks_compared = d.pop("tasks_compared")

        tasks_planned = d.pop("tasks_planned")

        def _parse_reasons(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reasons_type_0 = cast(list[str], data)

                return reasons_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        reasons = _parse_reasons(d.pop("reasons", UNSET))

        summary = cast(None | str | Unset, d.pop("summary", UNSET))

        benchmark_comparison = cls(
            comparable=comparable,
            direction=direction,
            metric=metric,
            name=name,
            pairs=pairs,
            partial=partial,
            profile_id=profile_id,
            ranking=ranking,
            tasks_compared=tasks_compared,
            tasks_planned=tasks_planned,
            reasons=reasons,
            summary=summary,
        )

        benchmark_comparison.additional_properties = d
        return benchmark_comparison

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


from ..models.ranked_subject import RankedSubject
from ..models.subject_pair import SubjectPair
