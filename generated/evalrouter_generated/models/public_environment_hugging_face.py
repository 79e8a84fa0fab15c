from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_source_file import PublicSourceFile


T = TypeVar("T", bound="PublicEnvironmentHuggingFace")


@_attrs_define
class PublicEnvironmentHuggingFace:
    """
    Attributes:
        files (list[PublicSourceFile]):
        repo_id (str):
        revision (str):
        variant (Literal['huggingface']):
        repo_type (None | str | Unset):
    """

    files: list[PublicSourceFile]
    repo_id: str
    revision: str
    variant: Literal["huggingface"]
    repo_type: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        files = []
        for files_item_data in self.files:
            files_item = files_item_data.to_dict()
            files.append(files_item)

        repo_id = self.repo_id

        revision = self.revision

        variant = self.variant

        repo_type: None | str | Unset
        if isinstance(self.repo_type, Unset):
            repo_type = UNSET
        else:
            repo_type = self.repo_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "files": files,
                "repo_id": repo_id,
                "revision": revision,
                "variant": variant,
            }
        )
        if repo_type is not UNSET:
            field_dict["repo_type"] = repo_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        files = []
        _files = d.pop("files")
        for files_item_data in _files:
            files_item = PublicSourceFile.from_dict(files_item_data)

            files.append(files_item)

        repo_id = d.pop("repo_id")

        revision = d.pop("revision")

        variant = cast(Literal["huggingface"], d.pop("variant"))
        if variant != "huggingface":
            raise ValueError(f"variant must match const 'huggingface', got '{variant}'")

        repo_type = cast(None | str | Unset, d.pop("repo_type", UNSET))

        public_environment_hugging_face = cls(
            files=files,
            repo_id=repo_id,
            revision=revision,
            variant=variant,
            repo_type=repo_type,
        )

        public_environment_hugging_face.additional_properties = d
        return public_environment_hugging_face

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


from ..models.public_source_file import PublicSourceFile
