from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tune_candidate_quote_policy import TuneCandidateQuotePolicy
    from ..models.tune_candidate_quote_policy_patch_type_0 import TuneCandidateQuotePolicyPatchType0
    from ..models.tune_candidate_quote_policy_route_ids_type_0 import (
        TuneCandidateQuotePolicyRouteIdsType0,
    )


T = TypeVar("T", bound="TuneCandidateQuote")


@_attrs_define
class TuneCandidateQuote:
    """
    Attributes:
        expected_charge_microusd (None | str):
        expires_at (str):
        index (int):
        policy (TuneCandidateQuotePolicy):
        primary_route_id (str):
        quote_id (str):
        route_ids (list[str]):
        worst_case_charge_microusd (None | str):
        kind (None | str | Unset):
        policy_patch (None | TuneCandidateQuotePolicyPatchType0 | Unset):
        policy_route_ids (None | TuneCandidateQuotePolicyRouteIdsType0 | Unset):
    """

    expected_charge_microusd: None | str
    expires_at: str
    index: int
    policy: TuneCandidateQuotePolicy
    primary_route_id: str
    quote_id: str
    route_ids: list[str]
    worst_case_charge_microusd: None | str
    kind: None | str | Unset = UNSET
    policy_patch: None | TuneCandidateQuotePolicyPatchType0 | Unset = UNSET
    policy_route_ids: None | TuneCandidateQuotePolicyRouteIdsType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expected_charge_microusd: None | str
        expected_charge_microusd = self.expected_charge_microusd

        expires_at = self.expires_at

        index = self.index

        policy = self.policy.to_dict()

        primary_route_id = self.primary_route_id

        quote_id = self.quote_id

        route_ids = self.route_ids

        worst_case_charge_microusd: None | str
        worst_case_charge_microusd = self.worst_case_charge_microusd

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        policy_patch: dict[str, Any] | None | Unset
        if isinstance(self.policy_patch, Unset):
            policy_patch = UNSET
        elif isinstance(self.policy_patch, TuneCandidateQuotePolicyPatchType0):
            policy_patch = self.policy_patch.to_dict()
        else:
            policy_patch = self.policy_patch

        policy_route_ids: dict[str, Any] | None | Unset
        if isinstance(self.policy_route_ids, Unset):
            policy_route_ids = UNSET
        elif isinstance(self.policy_route_ids, TuneCandidateQuotePolicyRouteIdsType0):
            policy_route_ids = self.policy_route_ids.to_dict()
        else:
            policy_route_ids = self.policy_route_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expected_charge_microusd": expected_charge_microusd,
                "expires_at": expires_at,
                "index": index,
                "policy": policy,
                "primary_route_id": primary_route_id,
                "quote_id": quote_id,
                "route_ids": route_ids,
                "worst_case_charge_microusd": worst_case_charge_microusd,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind
        if policy_patch is not UNSET:
            field_dict["policy_patch"] = policy_patch
        if policy_route_ids is not UNSET:
            field_dict["policy_route_ids"] = policy_route_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expected_charge_microusd = cast(None | str, d.pop("expected_charge_microusd"))

        expires_at = d.pop("expires_at")

        index = d.pop("index")

        policy = TuneCandidateQuotePolicy.from_dict(d.pop("policy"))

        primary_route_id = d.pop("primary_route_id")

        quote_id = d.pop("quote_id")

        route_ids = cast(list[str], d.pop("route_ids"))

        worst_case_charge_microusd = cast(None | str, d.pop("worst_case_charge_microusd"))

        kind = cast(None | str | Unset, d.pop("kind", UNSET))

        def _parse_policy_patch(data: object) -> None | TuneCandidateQuotePolicyPatchType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                policy_patch_type_0 = TuneCandidateQuotePolicyPatchType0.from_dict(data)

                return policy_patch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneCandidateQuotePolicyPatchType0 | Unset, data)

        policy_patch = _parse_policy_patch(d.pop("policy_patch", UNSET))

        def _parse_policy_route_ids(
            data: object,
        ) -> None | TuneCandidateQuotePolicyRouteIdsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                policy_route_ids_type_0 = TuneCandidateQuotePolicyRouteIdsType0.from_dict(data)

                return policy_route_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneCandidateQuotePolicyRouteIdsType0 | Unset, data)

        policy_route_ids = _parse_policy_route_ids(d.pop("policy_route_ids", UNSET))

        tune_candidate_quote = cls(
            expected_charge_microusd=expected_charge_microusd,
            expires_at=expires_at,
            index=index,
            policy=policy,
            primary_route_id=primary_route_id,
            quote_id=quote_id,
            route_ids=route_ids,
            worst_case_charge_microusd=worst_case_charge_microusd,
            kind=kind,
            policy_patch=policy_patch,
            policy_route_ids=policy_route_ids,
        )

        tune_candidate_quote.additional_properties = d
        return tune_candidate_quote

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


from ..models.tune_candidate_quote_policy import TuneCandidateQuotePolicy
from ..models.tune_candidate_quote_policy_patch_type_0 import TuneCandidateQuotePolicyPatchType0
from ..models.tune_candidate_quote_policy_route_ids_type_0 import (
    TuneCandidateQuotePolicyRouteIdsType0,
)
