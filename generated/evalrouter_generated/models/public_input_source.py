from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_catalog_source import PublicCatalogSource
    from ..models.public_columns import PublicColumns
    from ..models.public_hugging_face_source import PublicHuggingFaceSource
    from ..models.public_template import PublicTemplate
    from ..models.public_upload_source import PublicUploadSource


T = TypeVar("T", bound="PublicInputSource")


@_attrs_define
class PublicInputSource:
    """
    Attributes:
        kind (str):
        catalog (None | PublicCatalogSource | Unset):
        columns (None | PublicColumns | Unset):
        huggingface (None | PublicHuggingFaceSource | Unset):
        split (None | str | Unset):
        template (None | PublicTemplate | Unset):
        upload (None | PublicUploadSource | Unset):
    """

    kind: str
    catalog: None | PublicCatalogSource | Unset = UNSET
    columns: None | PublicColumns | Unset = UNSET
    huggingface: None | PublicHuggingFaceSource | Unset = UNSET
    split: None | str | Unset = UNSET
    template: None | PublicTemplate | Unset = UNSET
    upload: None | PublicUploadSource | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        catalog: dict[str, Any] | None | Unset
        if isinstance(self.catalog, Unset):
            catalog = UNSET
        elif isinstance(self.catalog, PublicCatalogSource):
            catalog = self.catalog.to_dict()
        else:
            catalog = self.catalog

        columns: dict[str, Any] | None | Unset
        if isinstance(self.columns, Unset):
            columns = UNSET
        elif isinstance(self.columns, PublicColumns):
            columns = self.columns.to_dict()
        else:
            columns = self.columns

        huggingface: dict[str, Any] | None | Unset
        if isinstance(self.huggingface, Unset):
            huggingface = UNSET
        elif isinstance(self.huggingface, PublicHuggingFaceSource):
            huggingface = self.huggingface.to_dict()
        else:
            huggingface = self.huggingface

        split: None | str | Unset
        if isinstance(self.split, Unset):
            split = UNSET
        else:
            split = self.split

        template: dict[str, Any] | None | Unset
        if isinstance(self.template, Unset):
            template = UNSET
        elif isinstance(self.template, PublicTemplate):
            template = self.template.to_dict()
        else:
            template = self.template

        upload: dict[str, Any] | None | Unset
        if isinstance(self.upload, Unset):
            upload = UNSET
        elif isinstance(self.upload, PublicUploadSource):
            upload = self.upload.to_dict()
        else:
            upload = self.upload

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if catalog is not UNSET:
            field_dict["catalog"] = catalog
        if columns is not UNSET:
            field_dict["columns"] = columns
        if huggingface is not UNSET:
            field_dict["huggingface"] = huggingface
        if split is not UNSET:
            field_dict["split"] = split
        if template is not UNSET:
            field_dict["template"] = template
        if upload is not UNSET:
            field_dict["upload"] = upload

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_catalog(data: object) -> None | PublicCatalogSource | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                catalog_type_0 = PublicCatalogSource.from_dict(data)

                return catalog_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicCatalogSource | Unset, data)

        catalog = _parse_catalog(d.pop("catalog", UNSET))

        def _parse_columns(data: object) -> None | PublicColumns | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                columns_type_0 = PublicColumns.from_dict(data)

                return columns_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicColumns | Unset, data)

        columns = _parse_columns(d.pop("columns", UNSET))

        def _parse_huggingface(data: object) -> None | PublicHuggingFaceSource | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                huggingface_type_0 = PublicHuggingFaceSource.from_dict(data)

                return huggingface_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicHuggingFaceSource | Unset, data)

        huggingface = _parse_huggingface(d.pop("huggingface", UNSET))

        split = cast(None | str | Unset, d.pop("split", UNSET))

        def _parse_template(data: object) -> None | PublicTemplate | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                template_type_0 = PublicTemplate.from_dict(data)

                return template_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicTemplate | Unset, data)

        template = _parse_template(d.pop("template", UNSET))

        def _parse_upload(data: object) -> None | PublicUploadSource | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                upload_type_0 = PublicUploadSource.from_dict(data)

                return upload_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicUploadSource | Unset, data)

        upload = _parse_upload(d.pop("upload", UNSET))

        public_input_source = cls(
            kind=kind,
            catalog=catalog,
            columns=columns,
            huggingface=huggingface,
            split=split,
            template=template,
            upload=upload,
        )

        public_input_source.additional_properties = d
        return public_input_source

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


from ..models.public_catalog_source import PublicCatalogSource
from ..models.public_columns import PublicColumns
from ..models.public_hugging_face_source import PublicHuggingFaceSource
from ..models.public_template import PublicTemplate
from ..models.public_upload_source import PublicUploadSource
