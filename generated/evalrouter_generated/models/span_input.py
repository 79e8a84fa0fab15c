from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.span_input_kind import SpanInputKind, check_span_input_kind
from ..models.span_input_status import SpanInputStatus, check_span_input_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.span_event import SpanEvent


T = TypeVar("T", bound="SpanInput")


@_attrs_define
class SpanInput:
    """
    Attributes:
        kind (SpanInputKind):
        name (str):
        span_id (str):
        started_at (str):
        attributes (JsonObject | Unset): A JSON object whose fields the client does not type (free-form JSON).
        ended_at (None | str | Unset):
        error (Any | Unset):
        events (list[SpanEvent] | Unset):
        input_ (Any | Unset):
        output (Any | Unset):
        parent_span_id (None | str | Unset):
        status (SpanInputStatus | Unset):
    """

    kind: SpanInputKind
    name: str
    span_id: str
    started_at: str
    attributes: JsonObject | Unset = UNSET
    ended_at: None | str | Unset = UNSET
    error: Any | Unset = UNSET
    events: list[SpanEvent] | Unset = UNSET
    input_: Any | Unset = UNSET
    output: Any | Unset = UNSET
    parent_span_id: None | str | Unset = UNSET
    status: SpanInputStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        name = self.name

        span_id = self.span_id

        started_at = self.started_at

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        else:
            ended_at = self.ended_at

        error = self.error

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.to_dict()
                events.append(events_item)

        input_ = self.input_

        output = self.output

        parent_span_id: None | str | Unset
        if isinstance(self.parent_span_id, Unset):
            parent_span_id = UNSET
        else:
            parent_span_id = self.parent_span_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "span_id": span_id,
                "started_at": started_at,
            }
        )
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if error is not UNSET:
            field_dict["error"] = error
        if events is not UNSET:
            field_dict["events"] = events
        if input_ is not UNSET:
            field_dict["input"] = input_
        if output is not UNSET:
            field_dict["output"] = output
        if parent_span_id is not UNSET:
            field_dict["parent_span_id"] = parent_span_id
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = check_span_input_kind(d.pop("kind"))

        name = d.pop("name")

        span_id = d.pop("span_id")

        started_at = d.pop("started_at")

        _attributes = d.pop("attributes", UNSET)
        attributes: JsonObject | Unset
        if isinstance(_attributes, Unset):
            attributes = UNSET
        else:
            attributes = JsonObject.from_dict(_attributes)

        ended_at = cast(None | str | Unset, d.pop("ended_at", UNSET))

        error = d.pop("error", UNSET)

        _events = d.pop("events", UNSET)
        events: list[SpanEvent] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = SpanEvent.from_dict(events_item_data)

                events.append(events_item)

        input_ = d.pop("input", UNSET)

        output = d.pop("output", UNSET)

        parent_span_id = cast(None | str | Unset, d.pop("parent_span_id", UNSET))

        _status = d.pop("status", UNSET)
        status: SpanInputStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_span_input_status(_status)

        span_input = cls(
            kind=kind,
            name=name,
            span_id=span_id,
            started_at=started_at,
            attributes=attributes,
            ended_at=ended_at,
            error=error,
            events=events,
            input_=input_,
            output=output,
            parent_span_id=parent_span_id,
            status=status,
        )

        span_input.additional_properties = d
        return span_input

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
from ..models.span_event import SpanEvent
