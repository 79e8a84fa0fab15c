from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Interval")


@_attrs_define
class Interval:
    """
    Attributes:
        approximate (bool):
        confidence (float):
        eligible_count (int):
        lower (float):
        method (str):
        sample_count (int):
        strata_count (int):
        target (str):
        unrepresented_strata (int):
        upper (float):
        weights (str):
        cluster_count (int | None | Unset):
        gains (int | None | Unset):
        losses (int | None | Unset):
        resamples (int | None | Unset):
        seed (int | None | Unset):
    """

    approximate: bool
    confidence: float
    eligible_count: int
    lower: float
    method: str
    sample_count: int
    strata_count: int
    target: str
    unrepresented_strata: int
    upper: float
    weights: str
    cluster_count: int | None | Unset = UNSET
    gains: int | None | Unset = UNSET
    losses: int | None | Unset = UNSET
    resamples: int | None | Unset = UNSET
    seed: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        approximate = self.approximate

        confidence = self.confidence

        eligible_count = self.eligible_count

        lower = self.lower

        method = self.method

        sample_count = self.sample_count

        strata_count = self.strata_count

        target = self.target

        unrepresented_strata = self.unrepresented_strata

        upper = self.upper

        weights = self.weights

        cluster_count: int | None | Unset
        if isinstance(self.cluster_count, Unset):
            cluster_count = UNSET
        else:
            cluster_count = self.cluster_count

        gains: int | None | Unset
        if isinstance(self.gains, Unset):
            gains = UNSET
        else:
            gains = self.gains

        losses: int | None | Unset
        if isinstance(self.losses, Unset):
            losses = UNSET
        else:
            losses = self.losses

        resamples: int | None | Unset
        if isinstance(self.resamples, Unset):
            resamples = UNSET
        else:
            resamples = self.resamples

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "approximate": approximate,
                "confidence": confidence,
                "eligible_count": eligible_count,
                "lower": lower,
                "method": method,
                "sample_count": sample_count,
                "strata_count": strata_count,
                "target": target,
                "unrepresented_strata": unrepresented_strata,
                "upper": upper,
                "weights": weights,
            }
        )
        if cluster_count is not UNSET:
            field_dict["cluster_count"] = cluster_count
        if gains is not UNSET:
            field_dict["gains"] = gains
        if losses is not UNSET:
            field_dict["losses"] = losses
        if resamples is not UNSET:
            field_dict["resamples"] = resamples
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        approximate = d.pop("approximate")

        confidence = d.pop("confidence")

        eligible_count = d.pop("eligible_count")

        lower = d.pop("lower")

        method = d.pop("method")

        sample_count = d.pop("sample_count")

        strata_count = d.pop("strata_count")

        target = d.pop("target")

        unrepresented_strata = d.pop("unrepresented_strata")

        upper = d.pop("upper")

        weights = d.pop("weights")

        cluster_count = cast(int | None | Unset, d.pop("cluster_count", UNSET))

        gains = cast(int | None | Unset, d.pop("gains", UNSET))

        losses = cast(int | None | Unset, d.pop("losses", UNSET))

        resamples = cast(int | None | Unset, d.pop("resamples", UNSET))

        seed = cast(int | None | Unset, d.pop("seed", UNSET))

        interval = cls(
            approximate=approximate,
            confidence=confidence,
            eligible_count=eligible_count,
            lower=lower,
            method=method,
            sample_count=sample_count,
            strata_count=strata_count,
            target=target,
            unrepresented_strata=unrepresented_strata,
            upper=upper,
            weights=weights,
            cluster_count=cluster_count,
            gains=gains,
            losses=losses,
            resamples=resamples,
            seed=seed,
        )

        interval.additional_properties = d
        return interval

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
