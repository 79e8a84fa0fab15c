from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.report_chart_count import ReportChartCount


T = TypeVar("T", bound="ReportChartEpisodes")


@_attrs_define
class ReportChartEpisodes:
    """
    Attributes:
        count (int):
        policy_failures (list[ReportChartCount]):
        steps (list[int]):
        terminations (list[ReportChartCount]):
        reward_key (None | str | Unset):
        rewards (list[float] | None | Unset):
    """

    count: int
    policy_failures: list[ReportChartCount]
    steps: list[int]
    terminations: list[ReportChartCount]
    reward_key: None | str | Unset = UNSET
    rewards: list[float] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        policy_failures = []
        for policy_failures_item_data in self.policy_failures:
            policy_failures_item = policy_failures_item_data.to_dict()
            policy_failures.append(policy_failures_item)

        steps = self.steps

        terminations = []
        for terminations_item_data in self.terminations:
            terminations_item = terminations_item_data.to_dict()
            terminations.append(terminations_item)

        reward_key: None | str | Unset
        if isinstance(self.reward_key, Unset):
            reward_key = UNSET
        else:
            reward_key = self.reward_key

        rewards: list[float] | None | Unset
        if isinstance(self.rewards, Unset):
            rewards = UNSET
        elif isinstance(self.rewards, list):
            rewards = self.rewards

        else:
            rewards = self.rewards

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "policy_failures": policy_failures,
                "steps": steps,
                "terminations": terminations,
            }
        )
        if reward_key is not UNSET:
            field_dict["reward_key"] = reward_key
        if rewards is not UNSET:
            field_dict["rewards"] = rewards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        policy_failures = []
        _policy_failures = d.pop("policy_failures")
        for policy_failures_item_data in _policy_failures:
            policy_failures_item = ReportChartCount.from_dict(policy_failures_item_data)

            policy_failures.append(policy_failures_item)

        steps = cast(list[int], d.pop("steps"))

        terminations = []
        _terminations = d.pop("terminations")
        for terminations_item_data in _terminations:
            terminations_item = ReportChartCount.from_dict(terminations_item_data)

            terminations.append(terminations_item)

        reward_key = cast(None | str | Unset, d.pop("reward_key", UNSET))

        def _parse_rewards(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rewards_type_0 = cast(list[float], data)

                return rewards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        rewards = _parse_rewards(d.pop("rewards", UNSET))

        report_chart_episodes = cls(
            count=count,
            policy_failures=policy_failures,
            steps=steps,
            terminations=terminations,
            reward_key=reward_key,
            rewards=rewards,
        )

        report_chart_episodes.additional_properties = d
        return report_chart_episodes

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


from ..models.report_chart_count import ReportChartCount
