from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluatorDraftView")


@_attrs_define
class EvaluatorDraftView:
    """
    Attributes:
        created_at (str):
        dataset_manifest_sha256 (str):
        dataset_version_id (str):
        draft (JsonObject | None):
        draft_cap_microusd (int):
        error_code (None | str):
        error_message (None | str):
        id (str):
        price_version (str):
        route_id (str):
        status (str):
        updated_at (str):
    """

    created_at: str
    dataset_manifest_sha256: str
    dataset_version_id: str
    draft: JsonObject | None
    draft_cap_microusd: int
    error_code: None | str
    error_message: None | str
    id: str
    price_version: str
    route_id: str
    status: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        dataset_manifest_sha256 = self.dataset_manifest_sha256

        dataset_version_id = self.dataset_version_id

        draft: dict[str, Any] | None
        if isinstance(self.draft, JsonObject):
            draft = self.draft.to_dict()
        else:
            draft = self.draft

        draft_cap_microusd = self.draft_cap_microusd

        error_code: None | str
        error_code = self.error_code

        error_message: None | str
        error_message = self.error_message

        id = self.id

        price_version = self.price_version

        route_id = self.route_id

        status = self.status

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "dataset_manifest_sha256": dataset_manifest_sha256,
                "dataset_version_id": dataset_version_id,
                "draft": draft,
                "draft_cap_microusd": draft_cap_microusd,
                "error_code": error_code,
                "error_message": error_message,
                "id": id,
                "price_version": price_version,
                "route_id": route_id,
                "status": status,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        dataset_manifest_sha256 = d.pop("dataset_manifest_sha256")

        dataset_version_id = d.pop("dataset_version_id")

        def _parse_draft(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                draft_type_0 = JsonObject.from_dict(data)

                return draft_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        draft = _parse_draft(d.pop("draft"))

        draft_cap_microusd = d.pop("draft_cap_microusd")

        error_code = cast(None | str, d.pop("error_code"))

        error_message = cast(None | str, d.pop("error_message"))

        id = d.pop("id")

        price_version = d.pop("price_version")

        route_id = d.pop("route_id")

        status = d.pop("status")

        updated_at = d.pop("updated_at")

        evaluator_draft_view = cls(
            created_at=created_at,
            dataset_manifest_sha256=dataset_manifest_sha256,
            dataset_version_id=dataset_version_id,
            draft=draft,
            draft_cap_microusd=draft_cap_microusd,
            error_code=error_code,
            error_message=error_message,
            id=id,
            price_version=price_version,
            route_id=route_id,
            status=status,
            updated_at=updated_at,
        )

        evaluator_draft_view.additional_properties = d
        return evaluator_draft_view

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
