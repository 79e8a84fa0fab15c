from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="GitHubBenchmarkImport")


@_attrs_define
class GitHubBenchmarkImport:
    """
    Attributes:
        cached (int):
        created (bool):
        downloaded (int):
        id (str):
        receipt (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        references (list[str]):
        source (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        workspace_id (str):
        columns (None | Unset):
        declaration (None | Unset):
        rows (None | Unset):
    """

    cached: int
    created: bool
    downloaded: int
    id: str
    receipt: JsonObject
    references: list[str]
    source: JsonObject
    workspace_id: str
    columns: None | Unset = UNSET
    declaration: None | Unset = UNSET
    rows: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cached = self.cached

        created = self.created

        downloaded = self.downloaded

        id = self.id

        receipt = self.receipt.to_dict()

        references = self.references

        source = self.source.to_dict()

        workspace_id = self.workspace_id

        columns = self.columns

        declaration = self.declaration

        rows = self.rows

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cached": cached,
                "created": created,
                "downloaded": downloaded,
                "id": id,
                "receipt": receipt,
                "references": references,
                "source": source,
                "workspace_id": workspace_id,
            }
        )
        if columns is not UNSET:
            field_dict["columns"] = columns
        if declaration is not UNSET:
            field_dict["declaration"] = declaration
        if rows is not UNSET:
            field_dict["rows"] = rows

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cached = d.pop("cached")

        created = d.pop("created")

        downloaded = d.pop("downloaded")

        id = d.pop("id")

        receipt = JsonObject.from_dict(d.pop("receipt"))

        references = cast(list[str], d.pop("references"))

        source = JsonObject.from_dict(d.pop("source"))

        workspace_id = d.pop("workspace_id")

        columns = d.pop("columns", UNSET)

        declaration = d.pop("declaration", UNSET)

        rows = d.pop("rows", UNSET)

        git_hub_benchmark_import = cls(
            cached=cached,
            created=created,
            downloaded=downloaded,
            id=id,
            receipt=receipt,
            references=references,
            source=source,
            workspace_id=workspace_id,
            columns=columns,
            declaration=declaration,
            rows=rows,
        )

        git_hub_benchmark_import.additional_properties = d
        return git_hub_benchmark_import

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
