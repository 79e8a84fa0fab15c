from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.verdict_arm import VerdictArm


T = TypeVar("T", bound="VerdictRecord")


@_attrs_define
class VerdictRecord:
    """
    Attributes:
        arms (list[VerdictArm]):
        context_sha256 (str):
        created_at (str):
        evidence_sha256 (str):
        held_out_uses (int):
        id (str):
        identity_sha256 (str):
        labels (list[str]):
        policy (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        result_group_id (str):
        reused (bool):
        role (str):
        status (str):
        verdict (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        expires_at (None | str | Unset):
        selection_id (None | str | Unset):
    """

    arms: list[VerdictArm]
    context_sha256: str
    created_at: str
    evidence_sha256: str
    held_out_uses: int
    id: str
    identity_sha256: str
    labels: list[str]
    policy: JsonObject
    result_group_id: str
    reused: bool
    role: str
    status: str
    verdict: JsonObject
    expires_at: None | str | Unset = UNSET
    selection_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        arms = []
        for arms_item_data in self.arms:
            arms_item = arms_item_data.to_dict()
            arms.append(arms_item)

        context_sha256 = self.context_sha256

        created_at = self.created_at

        evidence_sha256 = self.evidence_sha256

        held_out_uses = self.held_out_uses

        id = self.id

        identity_sha256 = self.identity_sha256

        labels = self.labels

        policy = self.policy.to_dict()

        result_group_id = self.result_group_id

        reused = self.reused

        role = self.role

        status = self.status

        verdict = self.verdict.to_dict()

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        selection_id: None | str | Unset
        if isinstance(self.selection_id, Unset):
            selection_id = UNSET
        else:
            selection_id = self.selection_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "arms": arms,
                "context_sha256": context_sha256,
                "created_at": created_at,
                "evidence_sha256": evidence_sha256,
                "held_out_uses": held_out_uses,
                "id": id,
                "identity_sha256": identity_sha256,
                "labels": labels,
                "policy": policy,
                "result_group_id": result_group_id,
                "reused": reused,
                "role": role,
                "status": status,
                "verdict": verdict,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if selection_id is not UNSET:
            field_dict["selection_id"] = selection_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        arms = []
        _arms = d.pop("arms")
        for arms_item_data in _arms:
            arms_item = VerdictArm.from_dict(arms_item_data)

            arms.append(arms_item)

        context_sha256 = d.pop("context_sha256")

        created_at = d.pop("created_at")

        evidence_sha256 = d.pop("evidence_sha256")

        held_out_uses = d.pop("held_out_uses")

        id = d.pop("id")

        identity_sha256 = d.pop("identity_sha256")

        labels = cast(list[str], d.pop("labels"))

        policy = JsonObject.from_dict(d.pop("policy"))

        result_group_id = d.pop("result_group_id")

        reused = d.pop("reused")

        role = d.pop("role")

        status = d.pop("status")

        verdict = JsonObject.from_dict(d.pop("verdict"))

        expires_at = cast(None | str | Unset, d.pop("expires_at", UNSET))

        selection_id = cast(None | str | Unset, d.pop("selection_id", UNSET))

        verdict_record = cls(
            arms=arms,
            context_sha256=context_sha256,
            created_at=created_at,
            evidence_sha256=evidence_sha256,
            held_out_uses=held_out_uses,
            id=id,
            identity_sha256=identity_sha256,
            labels=labels,
            policy=policy,
            result_group_id=result_group_id,
            reused=reused,
            role=role,
            status=status,
            verdict=verdict,
            expires_at=expires_at,
            selection_id=selection_id,
        )

        verdict_record.additional_properties = d
        return verdict_record

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
from ..models.verdict_arm import VerdictArm
