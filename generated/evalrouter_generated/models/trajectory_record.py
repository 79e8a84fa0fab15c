from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.record_time import RecordTime


T = TypeVar("T", bound="TrajectoryRecord")


@_attrs_define
class TrajectoryRecord:
    """
    Attributes:
        causes (list[str]):
        data (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        extensions (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        id (str):
        participant (None | str):
        revision (int):
        segment (str):
        sequence (int):
        time (RecordTime):
        type_ (str):
    """

    causes: list[str]
    data: JsonObject
    extensions: JsonObject
    id: str
    participant: None | str
    revision: int
    segment: str
    sequence: int
    time: RecordTime
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        causes = self.causes

        data = self.data.to_dict()

        extensions = self.extensions.to_dict()

        id = self.id

        participant: None | str
        participant = self.participant

        revision = self.revision

        segment = self.segment

        sequence = self.sequence

        time = self.time.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "causes": causes,
                "data": data,
                "extensions": extensions,
                "id": id,
                "participant": participant,
                "revision": revision,
                "segment": segment,
                "sequence": sequence,
                "time": time,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        causes = cast(list[str], d.pop("causes"))

        data = JsonObject.from_dict(d.pop("data"))

        extensions = JsonObject.from_dict(d.pop("extensions"))

        id = d.pop("id")

        participant = cast(None | str, d.pop("participant"))

        revision = d.pop("revision")

        segment = d.pop("segment")

        sequence = d.pop("sequence")

        time = RecordTime.from_dict(d.pop("time"))

        type_ = d.pop("type")

        trajectory_record = cls(
            causes=causes,
            data=data,
            extensions=extensions,
            id=id,
            participant=participant,
            revision=revision,
            segment=segment,
            sequence=sequence,
            time=time,
            type_=type_,
        )

        trajectory_record.additional_properties = d
        return trajectory_record

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
from ..models.record_time import RecordTime
