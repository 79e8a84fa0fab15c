from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.review_view import ReviewView


T = TypeVar("T", bound="DatasetExampleView")


@_attrs_define
class DatasetExampleView:
    """
    Attributes:
        created_at (str):
        created_by (str):
        dataset_id (str):
        draft_revision (int):
        evaluator_version (str):
        generated_draft (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        id (str):
        observed_evidence (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        reviews (list[ReviewView]):
        rights (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        source_kind (str):
        source_ref (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        source_sha256 (str):
        split_role (str):
        status (str):
        updated_at (str):
        evidence_role (None | str | Unset):
        exposure_status (None | str | Unset):
        source_group_id (None | str | Unset):
        verification_attempt (int | None | Unset):
        verification_receipt (JsonObject | None | Unset):
        verification_status (None | str | Unset):
    """

    created_at: str
    created_by: str
    dataset_id: str
    draft_revision: int
    evaluator_version: str
    generated_draft: JsonObject
    id: str
    observed_evidence: JsonObject
    reviews: list[ReviewView]
    rights: JsonObject
    source_kind: str
    source_ref: JsonObject
    source_sha256: str
    split_role: str
    status: str
    updated_at: str
    evidence_role: None | str | Unset = UNSET
    exposure_status: None | str | Unset = UNSET
    source_group_id: None | str | Unset = UNSET
    verification_attempt: int | None | Unset = UNSET
    verification_receipt: JsonObject | None | Unset = UNSET
    verification_status: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        created_by = self.created_by

        dataset_id = self.dataset_id

        draft_revision = self.draft_revision

        evaluator_version = self.evaluator_version

        generated_draft = self.generated_draft.to_dict()

        id = self.id

        observed_evidence = self.observed_evidence.to_dict()

        reviews = []
        for reviews_item_data in self.reviews:
            reviews_item = reviews_item_data.to_dict()
            reviews.append(reviews_item)

        rights = self.rights.to_dict()

        source_kind = self.source_kind

        source_ref = self.source_ref.to_dict()

        source_sha256 = self.source_sha256

        split_role = self.split_role

        status = self.status

        updated_at = self.updated_at

        evidence_role: None | str | Unset
        if isinstance(self.evidence_role, Unset):
            evidence_role = UNSET
        else:
            evidence_role = self.evidence_role

        exposure_status: None | str | Unset
        if isinstance(self.exposure_status, Unset):
            exposure_status = UNSET
        else:
            exposure_status = self.exposure_status

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

        verification_status: None | str | Unset
        if isinstance(self.verification_status, Unset):
            verification_status = UNSET
        else:
            verification_status = self.verification_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "created_by": created_by,
                "dataset_id": dataset_id,
                "draft_revision": draft_revision,
                "evaluator_version": evaluator_version,
                "generated_draft": generated_draft,
                "id": id,
                "observed_evidence": observed_evidence,
                "reviews": reviews,
                "rights": rights,
                "source_kind": source_kind,
                "source_ref": source_ref,
                "source_sha256": source_sha256,
                "split_role": split_role,
                "status": status,
                "updated_at": updated_at,
            }
        )
        if evidence_role is not UNSET:
            field_dict["evidence_role"] = evidence_role
        if exposure_status is not UNSET:
            field_dict["exposure_status"] = exposure_status
        if source_group_id is not UNSET:
            field_dict["source_group_id"] = source_group_id
        if verification_attempt is not UNSET:
            field_dict["verification_attempt"] = verification_attempt
        if verification_receipt is not UNSET:
            field_dict["verification_receipt"] = verification_receipt
        if verification_status is not UNSET:
            field_dict["verification_status"] = verification_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        created_by = d.pop("created_by")

        dataset_id = d.pop("dataset_id")

        draft_revision = d.pop("draft_revision")

        evaluator_version = d.pop("evaluator_version")

        generated_draft = JsonObject.from_dict(d.pop("generated_draft"))

        id = d.pop("id")

        observed_evidence = JsonObject.from_dict(d.pop("observed_evidence"))

        reviews = []
        _reviews = d.pop("reviews")
        for reviews_item_data in _reviews:
            reviews_item = ReviewView.from_dict(reviews_item_data)

            reviews.append(reviews_item)

        rights = JsonObject.from_dict(d.pop("rights"))

        source_kind = d.pop("source_kind")

        source_ref = JsonObject.from_dict(d.pop("source_ref"))

        source_sha256 = d.pop("source_sha256")

        split_role = d.pop("split_role")

        status = d.pop("status")

        updated_at = d.pop("updated_at")

        evidence_role = cast(None | str | Unset, d.pop("evidence_role", UNSET))

        exposure_status = cast(None | str | Unset, d.pop("exposure_status", UNSET))

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

        verification_status = cast(None | str | Unset, d.pop("verification_status", UNSET))

        dataset_example_view = cls(
            created_at=created_at,
            created_by=created_by,
            dataset_id=dataset_id,
            draft_revision=draft_revision,
            evaluator_version=evaluator_version,
            generated_draft=generated_draft,
            id=id,
            observed_evidence=observed_evidence,
            reviews=reviews,
            rights=rights,
            source_kind=source_kind,
            source_ref=source_ref,
            source_sha256=source_sha256,
            split_role=split_role,
            status=status,
            updated_at=updated_at,
            evidence_role=evidence_role,
            exposure_status=exposure_status,
            source_group_id=source_group_id,
            verification_attempt=verification_attempt,
            verification_receipt=verification_receipt,
            verification_status=verification_status,
        )

        dataset_example_view.additional_properties = d
        return dataset_example_view

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
