from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="HuggingFaceImport")


@_attrs_define
class HuggingFaceImport:
    """
    Attributes:
        cached (int):
        columns (list[str] | None):
        created (bool):
        declaration (JsonObject | None):
        downloaded (int):
        id (str):
        receipt (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        references (list[str]):
        rows (int | None):
        source (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        workspace_id (str):
    """

    cached: int
    columns: list[str] | None
    created: bool
    declaration: JsonObject | None
    downloaded: int
    id: str
    receipt: JsonObject
    references: list[str]
    rows: int | None
    source: JsonObject
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cached = self.cached

        columns: list[str] | None
        if isinstance(self.columns, list):
            columns = self.columns

        else:
            columns = self.columns

        created = self.created

        declaration: dict[str, Any] | None
        if isinstance(self.declaration, JsonObject):
            declaration = self.declaration.to_dict()
        else:
            declaration = self.declaration

        downloaded = self.downloaded

        id = self.id

        receipt = self.receipt.to_dict()

        references = self.references

        rows: int | None
        rows = self.rows

        source = self.source.to_dict()

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cached": cached,
                "columns": columns,
                "created": created,
                "declaration": declaration,
                "downloaded": downloaded,
                "id": id,
                "receipt": receipt,
                "references": references,
                "rows": rows,
                "source": source,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cached = d.pop("cached")

        def _parse_columns(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                columns_type_0 = cast(list[str], data)

                return columns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        columns = _parse_columns(d.pop("columns"))

        created = d.pop("created")

        def _parse_declaration(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                declaration_type_0 = JsonObject.from_dict(data)

                return declaration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        declaration = _parse_declaration(d.pop("declaration"))

        downloaded = d.pop("downloaded")

        id = d.pop("id")

        receipt = JsonObject.from_dict(d.pop("receipt"))

        references = cast(list[str], d.pop("references"))

        rows = cast(int | None, d.pop("rows"))

        source = JsonObject.from_dict(d.pop("source"))

        workspace_id = d.pop("workspace_id")

        hugging_face_import = cls(
            cached=cached,
            columns=columns,
            created=created,
            declaration=declaration,
            downloaded=downloaded,
            id=id,
            receipt=receipt,
            references=references,
            rows=rows,
            source=source,
            workspace_id=workspace_id,
        )

        hugging_face_import.additional_properties = d
        return hugging_face_import

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
