from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.record_time import RecordTime


T = TypeVar("T", bound="SourceRecord")


@_attrs_define
class SourceRecord:
    """
    Attributes:
        audience (list[str]):
        data (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        id (str):
        participant (None | str):
        position (str):
        previous_hash (str):
        revision (int):
        segment (str):
        source_hash (str):
        time (RecordTime):
        type_ (str):
    """

    audience: list[str]
    data: JsonObject
    id: str
    participant: None | str
    position: str
    previous_hash: str
    revision: int
    segment: str
    source_hash: str
    time: RecordTime
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        audience = self.audience

        data = self.data.to_dict()

        id = self.id

        participant: None | str
        participant = self.participant

        position = self.position

        previous_hash = self.previous_hash

        revision = self.revision

        segment = self.segment

        source_hash = self.source_hash

        time = self.time.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "audience": audience,
                "data": data,
                "id": id,
                "participant": participant,
                "position": position,
                "previous_hash": previous_hash,
                "revision": revision,
                "segment": segment,
                "source_hash": source_hash,
                "time": time,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        audience = cast(list[str], d.pop("audience"))

        data = JsonObject.from_dict(d.pop("data"))

        id = d.pop("id")

        participant = cast(None | str, d.pop("participant"))

        position = d.pop("position")

        previous_hash = d.pop("previous_hash")

        revision = d.pop("revision")

        segment = d.pop("segment")

        source_hash = d.pop("source_hash")

        time = RecordTime.from_dict(d.pop("time"))

        type_ = d.pop("type")

        source_record = cls(
            audience=audience,
            data=data,
            id=id,
            participant=participant,
            position=position,
            previous_hash=previous_hash,
            revision=revision,
            segment=segment,
            source_hash=source_hash,
            time=time,
            type_=type_,
        )

        source_record.additional_properties = d
        return source_record

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
