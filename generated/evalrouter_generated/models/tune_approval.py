from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.tune_approval_judge_votes import (
    TuneApprovalJudgeVotes,
    check_tune_approval_judge_votes,
)
from ..models.tune_approval_sampling import TuneApprovalSampling, check_tune_approval_sampling
from ..types import UNSET, Unset

T = TypeVar("T", bound="TuneApproval")


@_attrs_define
class TuneApproval:
    """
    Attributes:
        draft_revision (int):
        confirmed_case_ids (list[str] | Unset):
        judge_route_id (None | str | Unset):
        judge_votes (TuneApprovalJudgeVotes | Unset):
        sampling (TuneApprovalSampling | Unset):
    """

    draft_revision: int
    confirmed_case_ids: list[str] | Unset = UNSET
    judge_route_id: None | str | Unset = UNSET
    judge_votes: TuneApprovalJudgeVotes | Unset = UNSET
    sampling: TuneApprovalSampling | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draft_revision = self.draft_revision

        confirmed_case_ids: list[str] | Unset = UNSET
        if not isinstance(self.confirmed_case_ids, Unset):
            confirmed_case_ids = self.confirmed_case_ids

        judge_route_id: None | str | Unset
        if isinstance(self.judge_route_id, Unset):
            judge_route_id = UNSET
        else:
            judge_route_id = self.judge_route_id

        judge_votes: int | Unset = UNSET
        if not isinstance(self.judge_votes, Unset):
            judge_votes = self.judge_votes

        sampling: str | Unset = UNSET
        if not isinstance(self.sampling, Unset):
            sampling = self.sampling

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draft_revision": draft_revision,
            }
        )
        if confirmed_case_ids is not UNSET:
            field_dict["confirmed_case_ids"] = confirmed_case_ids
        if judge_route_id is not UNSET:
            field_dict["judge_route_id"] = judge_route_id
        if judge_votes is not UNSET:
            field_dict["judge_votes"] = judge_votes
        if sampling is not UNSET:
            field_dict["sampling"] = sampling

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        draft_revision = d.pop("draft_revision")

        confirmed_case_ids = cast(list[str], d.pop("confirmed_case_ids", UNSET))

        judge_route_id = cast(None | str | Unset, d.pop("judge_route_id", UNSET))

        _judge_votes = d.pop("judge_votes", UNSET)
        judge_votes: TuneApprovalJudgeVotes | Unset
        if isinstance(_judge_votes, Unset):
            judge_votes = UNSET
        else:
            judge_votes = check_tune_approval_judge_votes(_judge_votes)

        _sampling = d.pop("sampling", UNSET)
        sampling: TuneApprovalSampling | Unset
        if isinstance(_sampling, Unset):
            sampling = UNSET
        else:
            sampling = check_tune_approval_sampling(_sampling)

        tune_approval = cls(
            draft_revision=draft_revision,
            confirmed_case_ids=confirmed_case_ids,
            judge_route_id=judge_route_id,
            judge_votes=judge_votes,
            sampling=sampling,
        )

        tune_approval.additional_properties = d
        return tune_approval

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
