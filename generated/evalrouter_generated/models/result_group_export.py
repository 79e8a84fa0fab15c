from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.result_group_export_member import ResultGroupExportMember
    from ..models.result_group_model import ResultGroupModel
    from ..models.result_group_summary import ResultGroupSummary


T = TypeVar("T", bound="ResultGroupExport")


@_attrs_define
class ResultGroupExport:
    """
    Attributes:
        compatibility (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        costs_as_of (str):
        created_at (str):
        environment_count (int):
        id (str):
        member_count (int):
        members (list[ResultGroupExportMember]):
        model_count (int):
        models (list[ResultGroupModel]):
        name (str):
        summary (ResultGroupSummary):
        held_out_uses (int | None | Unset):
        schema_version (int | None | Unset):
        updated_at (None | str | Unset):
    """

    compatibility: JsonObject
    costs_as_of: str
    created_at: str
    environment_count: int
    id: str
    member_count: int
    members: list[ResultGroupExportMember]
    model_count: int
    models: list[ResultGroupModel]
    name: str
    summary: ResultGroupSummary
    held_out_uses: int | None | Unset = UNSET
    schema_version: int | None | Unset = UNSET
    updated_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        compatibility = self.compatibility.to_dict()

        costs_as_of = self.costs_as_of

        created_at = self.created_at

        environment_count = self.environment_count

        id = self.id

        member_count = self.member_count

        members = []
        for members_item_data in self.members:
            members_item = members_item_data.to_dict()
            members.append(members_item)

        model_count = self.model_count

        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        name = self.name

        summary = self.summary.to_dict()

        held_out_uses: int | None | Unset
        if isinstance(self.held_out_uses, Unset):
            held_out_uses = UNSET
        else:
            held_out_uses = self.held_out_uses

        schema_version: int | None | Unset
        if isinstance(self.schema_version, Unset):
            schema_version = UNSET
        else:
            schema_version = self.schema_version

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "compatibility": compatibility,
                "costs_as_of": costs_as_of,
                "created_at": created_at,
                "environment_count": environment_count,
                "id": id,
                "member_count": member_count,
                "members": members,
                "model_count": model_count,
                "models": models,
                "name": name,
                "summary": summary,
            }
        )
        if held_out_uses is not UNSET:
            field_dict["held_out_uses"] = held_out_uses
        if schema_version is not UNSET:
            field_dict["schema_version"] = schema_version
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        compatibility = JsonObject.from_dict(d.pop("compatibility"))

        costs_as_of = d.pop("costs_as_of")

        created_at = d.pop("created_at")

        environment_count = d.pop("environment_count")

        id = d.pop("id")

        member_count = d.pop("member_count")

        members = []
        _members = d.pop("members")
        for members_item_data in _members:
            members_item = ResultGroupExportMember.from_dict(members_item_data)

            members.append(members_item)

        model_count = d.pop("model_count")

        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = ResultGroupModel.from_dict(models_item_data)

            models.append(models_item)

        name = d.pop("name")

        summary = ResultGroupSummary.from_dict(d.pop("summary"))

        held_out_uses = cast(int | None | Unset, d.pop("held_out_uses", UNSET))

        schema_version = cast(int | None | Unset, d.pop("schema_version", UNSET))

        updated_at = cast(None | str | Unset, d.pop("updated_at", UNSET))

        result_group_export = cls(
            compatibility=compatibility,
            costs_as_of=costs_as_of,
            created_at=created_at,
            environment_count=environment_count,
            id=id,
            member_count=member_count,
            members=members,
            model_count=model_count,
            models=models,
            name=name,
            summary=summary,
            held_out_uses=held_out_uses,
            schema_version=schema_version,
            updated_at=updated_at,
        )

        result_group_export.additional_properties = d
        return result_group_export

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
from ..models.result_group_export_member import ResultGroupExportMember
from ..models.result_group_model import ResultGroupModel
from ..models.result_group_summary import ResultGroupSummary
