from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.generic_mapping import GenericMapping


T = TypeVar("T", bound="NewHuggingFaceImport")


@_attrs_define
class NewHuggingFaceImport:
    """
    Attributes:
        source (str):
        config (None | str | Unset):
        files (list[str] | Unset):
        hf_token (None | str | Unset):
        mapping (GenericMapping | None | Unset):
        split (None | str | Unset):
    """

    source: str
    config: None | str | Unset = UNSET
    files: list[str] | Unset = UNSET
    hf_token: None | str | Unset = UNSET
    mapping: GenericMapping | None | Unset = UNSET
    split: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        source = self.source

        config: None | str | Unset
        if isinstance(self.config, Unset):
            config = UNSET
        else:
            config = self.config

        files: list[str] | Unset = UNSET
        if not isinstance(self.files, Unset):
            files = self.files

        hf_token: None | str | Unset
        if isinstance(self.hf_token, Unset):
            hf_token = UNSET
        else:
            hf_token = self.hf_token

        mapping: dict[str, Any] | None | Unset
        if isinstance(self.mapping, Unset):
            mapping = UNSET
        elif isinstance(self.mapping, GenericMapping):
            mapping = self.mapping.to_dict()
        else:
            mapping = self.mapping

        split: None | str | Unset
        if isinstance(self.split, Unset):
            split = UNSET
        else:
            split = self.split

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "source": source,
            }
        )
        if config is not UNSET:
            field_dict["config"] = config
        if files is not UNSET:
            field_dict["files"] = files
        if hf_token is not UNSET:
            field_dict["hf_token"] = hf_token
        if mapping is not UNSET:
            field_dict["mapping"] = mapping
        if split is not UNSET:
            field_dict["split"] = split

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source = d.pop("source")

        config = cast(None | str | Unset, d.pop("config", UNSET))

        files = cast(list[str], d.pop("files", UNSET))

        hf_token = cast(None | str | Unset, d.pop("hf_token", UNSET))

        def _parse_mapping(data: object) -> GenericMapping | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mapping_type_0 = GenericMapping.from_dict(data)

                return mapping_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GenericMapping | None | Unset, data)

        mapping = _parse_mapping(d.pop("mapping", UNSET))

        split = cast(None | str | Unset, d.pop("split", UNSET))

        new_hugging_face_import = cls(
            source=source,
            config=config,
            files=files,
            hf_token=hf_token,
            mapping=mapping,
            split=split,
        )

        new_hugging_face_import.additional_properties = d
        return new_hugging_face_import

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


from ..models.generic_mapping import GenericMapping
