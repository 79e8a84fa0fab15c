from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="AssignmentView")


@_attrs_define
class AssignmentView:
    """
    Attributes:
        created_at (str):
        evidence (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        id (str):
        label_key (None | str):
        labels (list[str]):
        policy_id (str):
        similarity (float | None):
        status (str):
        taxonomy_version_id (str):
        trace_id (str):
        workspace_id (str):
    """

    created_at: str
    evidence: JsonObject
    id: str
    label_key: None | str
    labels: list[str]
    policy_id: str
    similarity: float | None
    status: str
    taxonomy_version_id: str
    trace_id: str
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        evidence = self.evidence.to_dict()

        id = self.id

        label_key: None | str
        label_key = self.label_key

        labels = self.labels

        policy_id = self.policy_id

        similarity: float | None
        similarity = self.similarity

        status = self.status

        taxonomy_version_id = self.taxonomy_version_id

        trace_id = self.trace_id

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "evidence": evidence,
                "id": id,
                "label_key": label_key,
                "labels": labels,
                "policy_id": policy_id,
                "similarity": similarity,
                "status": status,
                "taxonomy_version_id": taxonomy_version_id,
                "trace_id": trace_id,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        evidence = JsonObject.from_dict(d.pop("evidence"))

        id = d.pop("id")

        label_key = cast(None | str, d.pop("label_key"))

        labels = cast(list[str], d.pop("labels"))

        policy_id = d.pop("policy_id")

        similarity = cast(float | None, d.pop("similarity"))

        status = d.pop("status")

        taxonomy_version_id = d.pop("taxonomy_version_id")

        trace_id = d.pop("trace_id")

        workspace_id = d.pop("workspace_id")

        assignment_view = cls(
            created_at=created_at,
            evidence=evidence,
            id=id,
            label_key=label_key,
            labels=labels,
            policy_id=policy_id,
            similarity=similarity,
            status=status,
            taxonomy_version_id=taxonomy_version_id,
            trace_id=trace_id,
            workspace_id=workspace_id,
        )

        assignment_view.additional_properties = d
        return assignment_view

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
