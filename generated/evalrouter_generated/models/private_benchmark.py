from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.preview_row import PreviewRow
    from ..models.private_benchmark_delivery import PrivateBenchmarkDelivery


T = TypeVar("T", bound="PrivateBenchmark")


@_attrs_define
class PrivateBenchmark:
    """
    Attributes:
        created_at (None | str):
        dataset_assets_sha256 (str):
        delivery (PrivateBenchmarkDelivery):
        description (str):
        generation_config (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        grader_label (str):
        id (None | str):
        manifest_sha256 (None | str):
        max_output_tokens (int):
        name (str):
        preview (list[PreviewRow]):
        protocol (str):
        redactions (int):
        rights_terms (str):
        row_count (int):
        source (str):
        status (str):
        task (str):
        warnings (list[str]):
        workspace_id (str):
    """

    created_at: None | str
    dataset_assets_sha256: str
    delivery: PrivateBenchmarkDelivery
    description: str
    generation_config: JsonObject
    grader_label: str
    id: None | str
    manifest_sha256: None | str
    max_output_tokens: int
    name: str
    preview: list[PreviewRow]
    protocol: str
    redactions: int
    rights_terms: str
    row_count: int
    source: str
    status: str
    task: str
    warnings: list[str]
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at: None | str
        created_at = self.created_at

        dataset_assets_sha256 = self.dataset_assets_sha256

        delivery = self.delivery.to_dict()

        description = self.description

        generation_config = self.generation_config.to_dict()

        grader_label = self.grader_label

        id: None | str
        id = self.id

        manifest_sha256: None | str
        manifest_sha256 = self.manifest_sha256

        max_output_tokens = self.max_output_tokens

        name = self.name

        preview = []
        for preview_item_data in self.preview:
            preview_item = preview_item_data.to_dict()
            preview.append(preview_item)

        protocol = self.protocol

        redactions = self.redactions

        rights_terms = self.rights_terms

        row_count = self.row_count

        source = self.source

        status = self.status

        task = self.task

        warnings = self.warnings

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "dataset_assets_sha256": dataset_assets_sha256,
                "delivery": delivery,
                "description": description,
                "generation_config": generation_config,
                "grader_label": grader_label,
                "id": id,
                "manifest_sha256": manifest_sha256,
                "max_output_tokens": max_output_tokens,
                "name": name,
                "preview": preview,
                "protocol": protocol,
                "redactions": redactions,
                "rights_terms": rights_terms,
                "row_count": row_count,
                "source": source,
                "status": status,
                "task": task,
                "warnings": warnings,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = cast(None | str, d.pop("created_at"))

        dataset_assets_sha256 = d.pop("dataset_assets_sha256")

        delivery = PrivateBenchmarkDelivery.from_dict(d.pop("delivery"))

        description = d.pop("description")

        generation_config = JsonObject.from_dict(d.pop("generation_config"))

        grader_label = d.pop("grader_label")

        id = cast(None | str, d.pop("id"))

        manifest_sha256 = cast(None | str, d.pop("manifest_sha256"))

        max_output_tokens = d.pop("max_output_tokens")

        name = d.pop("name")

        preview = []
        _preview = d.pop("preview")
        for preview_item_data in _preview:
            preview_item = PreviewRow.from_dict(preview_item_data)

            preview.append(preview_item)

        protocol = d.pop("protocol")

        redactions = d.pop("redactions")

        rights_terms = d.pop("rights_terms")

        row_count = d.pop("row_count")

        source = d.pop("source")

        status = d.pop("status")

        task = d.pop("task")

        warnings = cast(list[str], d.pop("warnings"))

        workspace_id = d.pop("workspace_id")

        private_benchmark = cls(
            created_at=created_at,
            dataset_assets_sha256=dataset_assets_sha256,
            delivery=delivery,
            description=description,
            generation_config=generation_config,
            grader_label=grader_label,
            id=id,
            manifest_sha256=manifest_sha256,
            max_output_tokens=max_output_tokens,
            name=name,
            preview=preview,
            protocol=protocol,
            redactions=redactions,
            rights_terms=rights_terms,
            row_count=row_count,
            source=source,
            status=status,
            task=task,
            warnings=warnings,
            workspace_id=workspace_id,
        )

        private_benchmark.additional_properties = d
        return private_benchmark

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
from ..models.preview_row import PreviewRow
from ..models.private_benchmark_delivery import PrivateBenchmarkDelivery
