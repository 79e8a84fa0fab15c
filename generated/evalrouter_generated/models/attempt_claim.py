from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.claim_key import ClaimKey


T = TypeVar("T", bound="AttemptClaim")


@_attrs_define
class AttemptClaim:
    """
    Attributes:
        claim (ClaimKey):
        retry_of (None | str | Unset):
    """

    claim: ClaimKey
    retry_of: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        claim = self.claim.to_dict()

        retry_of: None | str | Unset
        if isinstance(self.retry_of, Unset):
            retry_of = UNSET
        else:
            retry_of = self.retry_of

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "claim": claim,
            }
        )
        if retry_of is not UNSET:
            field_dict["retry_of"] = retry_of

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        claim = ClaimKey.from_dict(d.pop("claim"))

        retry_of = cast(None | str | Unset, d.pop("retry_of", UNSET))

        attempt_claim = cls(
            claim=claim,
            retry_of=retry_of,
        )

        attempt_claim.additional_properties = d
        return attempt_claim

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


from ..models.claim_key import ClaimKey
