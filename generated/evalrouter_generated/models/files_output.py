from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.output_file_missing import OutputFileMissing
    from ..models.output_file_present import OutputFilePresent
    from ..models.output_file_unsafe import OutputFileUnsafe
    from ..models.unknown_status import UnknownStatus


T = TypeVar("T", bound="FilesOutput")


@_attrs_define
class FilesOutput:
    """A files-kind output: one entry per declared output path, in declared order. File bytes travel base64-encoded inside
    this JSON body.

        Attributes:
            files (list[OutputFileMissing | OutputFilePresent | OutputFileUnsafe | UnknownStatus]):
            kind (Literal['files']):
    """

    files: list[OutputFileMissing | OutputFilePresent | OutputFileUnsafe | UnknownStatus]
    kind: Literal["files"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        files = []
        for files_item_data in self.files:
            files_item: dict[str, Any]
            if (
                isinstance(files_item_data, OutputFilePresent)
                or isinstance(files_item_data, OutputFileMissing)
                or isinstance(files_item_data, OutputFileUnsafe)
            ):
                files_item = files_item_data.to_dict()
            else:
                files_item = files_item_data.to_dict()

            files.append(files_item)

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "files": files,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        files = []
        _files = d.pop("files")
        for files_item_data in _files:

            def _parse_files_item(
                data: object,
            ) -> OutputFileMissing | OutputFilePresent | OutputFileUnsafe | UnknownStatus:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    files_item_type_0 = OutputFilePresent.from_dict(data)

                    return files_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    files_item_type_1 = OutputFileMissing.from_dict(data)

                    return files_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    files_item_type_2 = OutputFileUnsafe.from_dict(data)

                    return files_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                files_item_type_3 = UnknownStatus.from_dict(data)

                return files_item_type_3

            files_item = _parse_files_item(files_item_data)

            files.append(files_item)

        kind = cast(Literal["files"], d.pop("kind"))
        if kind != "files":
            raise ValueError(f"kind must match const 'files', got '{kind}'")

        files_output = cls(
            files=files,
            kind=kind,
        )

        files_output.additional_properties = d
        return files_output

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


from ..models.output_file_missing import OutputFileMissing
from ..models.output_file_present import OutputFilePresent
from ..models.output_file_unsafe import OutputFileUnsafe
from ..models.unknown_status import UnknownStatus
