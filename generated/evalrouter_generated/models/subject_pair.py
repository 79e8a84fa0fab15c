from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.score_interval import ScoreInterval


T = TypeVar("T", bound="SubjectPair")


@_attrs_define
class SubjectPair:
    """
    Attributes:
        difference (float | None):
        interval (None | ScoreInterval):
        interval_basis (str):
        model_index (int):
        other_model_index (int):
        significant (bool):
    """

    difference: float | None
    interval: None | ScoreInterval
    interval_basis: str
    model_index: int
    other_model_index: int
    significant: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        difference: float | None
        difference = self.difference

        interval: dict[str, Any] | None
        if isinstance(self.interval, ScoreInterval):
            interval = self.interval.to_dict()
        else:
            interval = self.interval

        interval_basis = self.interval_basis

        model_index = self.model_index

        other_model_index = self.other_model_index

        significant = self.significant

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "difference": difference,
                "interval": interval,
                "interval_basis": interval_basis,
                "model_index": model_index,
                "other_model_index": other_model_index,
                "significant": significant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        difference = cast(float | None, d.pop("difference"))

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

        interval_basis = d.pop("interval_basis")

        model_index = d.pop("model_index")

        other_model_index = d.pop("other_model_index")

        significant = d.pop("significant")

        subject_pair = cls(
            difference=difference,
            interval=interval,
            interval_basis=interval_basis,
            model_index=model_index,
            other_model_index=other_model_index,
            significant=significant,
        )

        subject_pair.additional_properties = d
        return subject_pair

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
