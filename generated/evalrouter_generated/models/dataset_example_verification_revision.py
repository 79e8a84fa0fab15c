from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.review_view import ReviewView


T = TypeVar("T", bound="DatasetExampleVerificationRevision")


@_attrs_define
class DatasetExampleVerificationRevision:
    """
    Attributes:
        archived_at (None | str):
        draft_revision (int):
        draft_sha256 (str):
        generated_draft (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        is_current (bool):
        rights (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        source_kind (str):
        source_ref (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        source_sha256 (str):
        verification_status (str):
        review (None | ReviewView | Unset):
        source_group_id (None | str | Unset):
        verification_attempt (int | None | Unset):
        verification_receipt (JsonObject | None | Unset):
        verified_at (None | str | Unset):
    """

    archived_at: None | str
    draft_revision: int
    draft_sha256: str
    generated_draft: JsonObject
    is_current: bool
    rights: JsonObject
    source_kind: str
    source_ref: JsonObject
    source_sha256: str
    verification_status: str
    review: None | ReviewView | Unset = UNSET
    source_group_id: None | str | Unset = UNSET
    verification_attempt: int | None | Unset = UNSET
    verification_receipt: JsonObject | None | Unset = UNSET
    verified_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        archived_at: None | str
        archived_at = self.archived_at

        draft_revision = self.draft_revision

        draft_sha256 = self.draft_sha256

        generated_draft = self.generated_draft.to_dict()

        is_current = self.is_current

        rights = self.rights.to_dict()

        source_kind = self.source_kind

        source_ref = self.source_ref.to_dict()

        source_sha256 = self.source_sha256

        verification_status = self.verification_status

        review: dict[str, Any] | None | Unset
        if isinstance(self.review, Unset):
            review = UNSET
        elif isinstance(self.review, ReviewView):
            review = self.review.to_dict()
        else:
            review = self.review

        source_group_id: None | str | Unset
        if isinstance(self.source_group_id, Unset):
            source_group_id = UNSET
        else:
            source_group_id = self.source_group_id

        verification_attempt: int | None | Unset
        if isinstance(self.verification_attempt, Unset):
            verification_attempt = UNSET
        else:
            verification_attempt = self.verification_attempt

        verification_receipt: dict[str, Any] | None | Unset
        if isinstance(self.verification_receipt, Unset):
            verification_receipt = UNSET
        elif isinstance(self.verification_receipt, JsonObject):
            verification_receipt = self.verification_receipt.to_dict()
        else:
            verification_receipt = self.verification_receipt

        verified_at: None | str | Unset
        if isinstance(self.verified_at, Unset):
            verified_at = UNSET
        else:
            verified_at = self.verified_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "archived_at": archived_at,
                "draft_revision": draft_revision,
                "draft_sha256": draft_sha256,
                "generated_draft": generated_draft,
                "is_current": is_current,
                "rights": rights,
                "source_kind": source_kind,
                "source_ref": source_ref,
                "source_sha256": source_sha256,
                "verification_status": verification_status,
            }
        )
        if review is not UNSET:
            field_dict["review"] = review
        if source_group_id is not UNSET:
            field_dict["source_group_id"] = source_group_id
        if verification_attempt is not UNSET:
            field_dict["verification_attempt"] = verification_attempt
        if verification_receipt is not UNSET:
            field_dict["verification_receipt"] = verification_receipt
        if verified_at is not UNSET:
            field_dict["verified_at"] = verified_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        archived_at = cast(None | str, d.pop("archived_at"))

        draft_revision = d.pop("draft_revision")

        draft_sha256 = d.pop("draft_sha256")

        generated_draft = JsonObject.from_dict(d.pop("generated_draft"))

        is_current = d.pop("is_current")

        rights = JsonObject.from_dict(d.pop("rights"))

        source_kind = d.pop("source_kind")

        source_ref = JsonObject.from_dict(d.pop("source_ref"))

        source_sha256 = d.pop("source_sha256")

        verification_status = d.pop("verification_status")

        def _parse_review(data: object) -> None | ReviewView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                review_type_0 = ReviewView.from_dict(data)

                return review_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ReviewView | Unset, data)

        review = _parse_review(d.pop("review", UNSET))

        source_group_id = cast(None | str | Unset, d.pop("source_group_id", UNSET))

        verification_attempt = cast(int | None | Unset, d.pop("verification_attempt", UNSET))

        def _parse_verification_receipt(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                verification_receipt_type_0 = JsonObject.from_dict(data)

                return verification_receipt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        verification_receipt = _parse_verification_receipt(d.pop("verification_receipt", UNSET))

        verified_at = cast(None | str | Unset, d.pop("verified_at", UNSET))

        dataset_example_verification_revision = cls(
            archived_at=archived_at,
            draft_revision=draft_revision,
            draft_sha256=draft_sha256,
            generated_draft=generated_draft,
            is_current=is_current,
            rights=rights,
            source_kind=source_kind,
            source_ref=source_ref,
            source_sha256=source_sha256,
            verification_status=verification_status,
            review=review,
            source_group_id=source_group_id,
            verification_attempt=verification_attempt,
            verification_receipt=verification_receipt,
            verified_at=verified_at,
        )

        dataset_example_verification_revision.additional_properties = d
        return dataset_example_verification_revision

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


from ..models.json_object import JsonObject
from ..models.review_view import ReviewView
