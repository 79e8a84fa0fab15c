from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.score_interval import ScoreInterval


T = TypeVar("T", bound="RankedSubject")


@_attrs_define
class RankedSubject:
    """
    Attributes:
        display_name (str):
        graded (int):
        interval (None | ScoreInterval):
        model_id (str):
        model_index (int):
        rank (int):
        rank_label (str):
        score (float | None):
        route_id (None | str | Unset):
    """

    display_name: str
    graded: int
    interval: None | ScoreInterval
    model_id: str
    model_index: int
    rank: int
    rank_label: str
    score: float | None
    route_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        display_name = self.display_name

        graded = self.graded

        interval: dict[str, Any] | None
        if isinstance(self.interval, ScoreInterval):
            interval = self.interval.to_dict()
        else:
            interval = self.interval

        model_id = self.model_id

        model_index = self.model_index

        rank = self.rank

        rank_label = self.rank_label

        score: float | None
        score = self.score

        route_id: None | str | Unset
        if isinstance(self.route_id, Unset):
            route_id = UNSET
        else:
            route_id = self.route_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "display_name": display_name,
                "graded": graded,
                "interval": interval,
                "model_id": model_id,
                "model_index": model_index,
                "rank": rank,
                "rank_label": rank_label,
                "score": score,
            }
        )
        if route_id is not UNSET:
            field_dict["route_id"] = route_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        display_name = d.pop("display_name")

        graded = d.pop("graded")

        def _parse_interval(data: object) -> None | ScoreInterval:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                interval_type_0 = ScoreInterval.from_dict(data)

                return interval_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ScoreInterval, data)

        interval = _parse_interval(d.pop("interval"))

        model_id = d.pop("model_id")

        model_index = d.pop("model_index")

        rank = d.pop("rank")

        rank_label = d.pop("rank_label")

        score = cast(float | None, d.pop("score"))

        route_id = cast(None | str | Unset, d.pop("route_id", UNSET))

        ranked_subject = cls(
            display_name=display_name,
            graded=graded,
            interval=interval,
            model_id=model_id,
            model_index=model_index,
            rank=rank,
            rank_label=rank_label,
            score=score,
            route_id=route_id,
        )

        ranked_subject.additional_properties = d
        return ranked_subject

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


from ..models.score_interval import ScoreInterval
