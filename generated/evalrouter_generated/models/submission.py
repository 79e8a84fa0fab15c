from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.answer_output import AnswerOutput
    from ..models.files_output import FilesOutput
    from ..models.patch_output import PatchOutput
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="Submission")


@_attrs_define
class Submission:
    """The attempt's output, stored as `revision` (one more than the delivered `submission_revision`). A repeat with the
    same revision is the same submission.

        Attributes:
            inputs_sha256 (str):
            output (AnswerOutput | FilesOutput | PatchOutput | UnknownKind):
            revision (int):
    """

    inputs_sha256: str
    output: AnswerOutput | FilesOutput | PatchOutput | UnknownKind
    revision: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        inputs_sha256 = self.inputs_sha256

        output: dict[str, Any]
        if (
            isinstance(self.output, AnswerOutput)
            or isinstance(self.output, FilesOutput)
            or isinstance(self.output, PatchOutput)
        ):
            output = self.output.to_dict()
        else:
            output = self.output.to_dict()

        revision = self.revision

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "inputs_sha256": inputs_sha256,
                "output": output,
                "revision": revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        inputs_sha256 = d.pop("inputs_sha256")

        def _parse_output(data: object) -> AnswerOutput | FilesOutput | PatchOutput | UnknownKind:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_type_0 = AnswerOutput.from_dict(data)

                return output_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_type_1 = FilesOutput.from_dict(data)

                return output_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                output_type_2 = PatchOutput.from_dict(data)

                return output_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            output_type_3 = UnknownKind.from_dict(data)

            return output_type_3

        output = _parse_output(d.pop("output"))

        revision = d.pop("revision")

        submission = cls(
            inputs_sha256=inputs_sha256,
            output=output,
            revision=revision,
        )

        submission.additional_properties = d
        return submission

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


from ..models.answer_output import AnswerOutput
from ..models.files_output import FilesOutput
from ..models.patch_output import PatchOutput
from ..models.unknown_kind import UnknownKind
