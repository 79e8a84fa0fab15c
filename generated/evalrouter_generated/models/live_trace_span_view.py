from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="LiveTraceSpanView")


@_attrs_define
class LiveTraceSpanView:
    """
    Attributes:
        attributes (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        events (list[JsonObject]):
        kind (str):
        name (str):
        span_id (str):
        started_at (str):
        status (str):
        ended_at (None | str | Unset):
        error (Any | Unset):
        input_ (Any | Unset):
        output (Any | Unset):
        parent_span_id (None | str | Unset):
    """

    attributes: JsonObject
    events: list[JsonObject]
    kind: str
    name: str
    span_id: str
    started_at: str
    status: str
    ended_at: None | str | Unset = UNSET
    error: Any | Unset = UNSET
    input_: Any | Unset = UNSET
    output: Any | Unset = UNSET
    parent_span_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attributes = self.attributes.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        kind = self.kind

        name = self.name

        span_id = self.span_id

        started_at = self.started_at

        status = self.status

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        else:
            ended_at = self.ended_at

        error = self.error

        input_ = self.input_

        output = self.output

        parent_span_id: None | str | Unset
        if isinstance(self.parent_span_id, Unset):
            parent_span_id = UNSET
        else:
            parent_span_id = self.parent_span_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attributes": attributes,
                "events": events,
                "kind": kind,
                "name": name,
                "span_id": span_id,
                "started_at": started_at,
                "status": status,
            }
        )
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
        if error is not UNSET:
            field_dict["error"] = error
        if input_ is not UNSET:
            field_dict["input"] = input_
        if output is not UNSET:
            field_dict["output"] = output
        if parent_span_id is not UNSET:
            field_dict["parent_span_id"] = parent_span_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attributes = JsonObject.from_dict(d.pop("attributes"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = JsonObject.from_dict(events_item_data)

            events.append(events_item)

        kind = d.pop("kind")

        name = d.pop("name")

        span_id = d.pop("span_id")

        started_at = d.pop("started_at")

        status = d.pop("status")

        ended_at = cast(None | str | Unset, d.pop("ended_at", UNSET))

        error = d.pop("error", UNSET)

        input_ = d.pop("input", UNSET)

        output = d.pop("output", UNSET)

        parent_span_id = cast(None | str | Unset, d.pop("parent_span_id", UNSET))

        live_trace_span_view = cls(
            attributes=attributes,
            events=events,
            kind=kind,
            name=name,
            span_id=span_id,
            started_at=started_at,
            status=status,
            ended_at=ended_at,
            error=error,
            input_=input_,
            output=output,
            parent_span_id=parent_span_id,
        )

        live_trace_span_view.additional_properties = d
        return live_trace_span_view

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
