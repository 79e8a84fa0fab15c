from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.release_policy import ReleasePolicy


T = TypeVar("T", bound="NewComparison")


@_attrs_define
class NewComparison:
    """
    Attributes:
        baseline_result_id (str):
        candidate_result_ids (list[str]):
        baseline_model_index (int | None | Unset):
        candidate_model_indices (list[int | None] | None | Unset):
        policy (ReleasePolicy | Unset):
    """

    baseline_result_id: str
    candidate_result_ids: list[str]
    baseline_model_index: int | None | Unset = UNSET
    candidate_model_indices: list[int | None] | None | Unset = UNSET
    policy: ReleasePolicy | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline_result_id = self.baseline_result_id

        candidate_result_ids = self.candidate_result_ids

        baseline_model_index: int | None | Unset
        if isinstance(self.baseline_model_index, Unset):
            baseline_model_index = UNSET
        else:
            baseline_model_index = self.baseline_model_index

        candidate_model_indices: list[int | None] | None | Unset
        if isinstance(self.candidate_model_indices, Unset):
            candidate_model_indices = UNSET
        elif isinstance(self.candidate_model_indices, list):
            candidate_model_indices = []
            for candidate_model_indices_type_0_item_data in self.candidate_model_indices:
                candidate_model_indices_type_0_item: int | None
                candidate_model_indices_type_0_item = candidate_model_indices_type_0_item_data
                candidate_model_indices.append(candidate_model_indices_type_0_item)

        else:
            candidate_model_indices = self.candidate_model_indices

        policy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.policy, Unset):
            policy = self.policy.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline_result_id": baseline_result_id,
                "candidate_result_ids": candidate_result_ids,
            }
        )
        if baseline_model_index is not UNSET:
            field_dict["baseline_model_index"] = baseline_model_index
        if candidate_model_indices is not UNSET:
            field_dict["candidate_model_indices"] = candidate_model_indices
        if policy is not UNSET:
            field_dict["policy"] = policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline_result_id = d.pop("baseline_result_id")

        candidate_result_ids = cast(list[str], d.pop("candidate_result_ids"))

        baseline_model_index = cast(int | None | Unset, d.pop("baseline_model_index", UNSET))

        def _parse_candidate_model_indices(data: object) -> list[int | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                candidate_model_indices_type_0 = []
                _candidate_model_indices_type_0 = data
                for candidate_model_indices_type_0_item_data in _candidate_model_indices_type_0:
                    candidate_model_indices_type_0_item = cast(
                        int | None, candidate_model_indices_type_0_item_data
                    )

                    candidate_model_indices_type_0.append(candidate_model_indices_type_0_item)

                return candidate_model_indices_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | None] | None | Unset, data)

        candidate_model_indices = _parse_candidate_model_indices(
            d.pop("candidate_model_indices", UNSET)
        )

        _policy = d.pop("policy", UNSET)
        policy: ReleasePolicy | Unset
        if isinstance(_policy, Unset):
            policy = UNSET
        else:
            policy = ReleasePolicy.from_dict(_policy)

        new_comparison = cls(
            baseline_result_id=baseline_result_id,
            candidate_result_ids=candidate_result_ids,
            baseline_model_index=baseline_model_index,
            candidate_model_indices=candidate_model_indices,
            policy=policy,
        )

        new_comparison.additional_properties = d
        return new_comparison

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


from ..models.release_policy import ReleasePolicy
