from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReleaseCheck")


@_attrs_define
class ReleaseCheck:
    """
    Attributes:
        metric (str):
        profile_id (str):
        confidence_aware (bool | Unset):
        max_regression (float | None | Unset):
        maximum_score (float | None | Unset):
        minimum_samples (int | Unset):
        minimum_score (float | None | Unset):
        require_completion (bool | Unset):
    """

    metric: str
    profile_id: str
    confidence_aware: bool | Unset = UNSET
    max_regression: float | None | Unset = UNSET
    maximum_score: float | None | Unset = UNSET
    minimum_samples: int | Unset = UNSET
    minimum_score: float | None | Unset = UNSET
    require_completion: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        metric = self.metric

        profile_id = self.profile_id

        confidence_aware = self.confidence_aware

        max_regression: float | None | Unset
        if isinstance(self.max_regression, Unset):
            max_regression = UNSET
        else:
            max_regression = self.max_regression

        maximum_score: float | None | Unset
        if isinstance(self.maximum_score, Unset):
            maximum_score = UNSET
        else:
            maximum_score = self.maximum_score

        minimum_samples = self.minimum_samples

        minimum_score: float | None | Unset
        if isinstance(self.minimum_score, Unset):
            minimum_score = UNSET
        else:
            minimum_score = self.minimum_score

        require_completion = self.require_completion

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "metric": metric,
                "profile_id": profile_id,
            }
        )
        if confidence_aware is not UNSET:
            field_dict["confidence_aware"] = confidence_aware
        if max_regression is not UNSET:
            field_dict["max_regression"] = max_regression
        if maximum_score is not UNSET:
            field_dict["maximum_score"] = maximum_score
        if minimum_samples is not UNSET:
            field_dict["minimum_samples"] = minimum_samples
        if minimum_score is not UNSET:
            field_dict["minimum_score"] = minimum_score
        if require_completion is not UNSET:
            field_dict["require_completion"] = require_completion

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        metric = d.pop("metric")

        profile_id = d.pop("profile_id")

        confidence_aware = d.pop("confidence_aware", UNSET)

        max_regression = cast(float | None | Unset, d.pop("max_regression", UNSET))

        maximum_score = cast(float | None | Unset, d.pop("maximum_score", UNSET))

        minimum_samples = d.pop("minimum_samples", UNSET)

        minimum_score = cast(float | None | Unset, d.pop("minimum_score", UNSET))

        require_completion = d.pop("require_completion", UNSET)

        release_check = cls(
            metric=metric,
            profile_id=profile_id,
            confidence_aware=confidence_aware,
            max_regression=max_regression,
            maximum_score=maximum_score,
            minimum_samples=minimum_samples,
            minimum_score=minimum_score,
            require_completion=require_completion,
        )

        release_check.additional_properties = d
        return release_check

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
