from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.span_step_kind import SpanStepKind, check_span_step_kind
from ..models.span_step_source import SpanStepSource, check_span_step_source
from ..models.span_step_status import SpanStepStatus, check_span_step_status
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.client_span_attributes import ClientSpanAttributes


T = TypeVar("T", bound="SpanStep")


@_attrs_define
class SpanStep:
    """
    Attributes:
        kind (SpanStepKind):
        name (str):
        ordinal (int):
        source (SpanStepSource):
        span_id (str):
        started_at (str):
        type_ (Literal['span']):
        attributes (ClientSpanAttributes | Unset):
        ended_at (None | str | Unset):
        input_ (Any | Unset):
        output (Any | Unset):
        parent_span_id (None | str | Unset):
        status (SpanStepStatus | Unset):
    """

    kind: SpanStepKind
    name: str
    ordinal: int
    source: SpanStepSource
    span_id: str
    started_at: str
    type_: Literal["span"]
    attributes: ClientSpanAttributes | Unset = UNSET
    ended_at: None | str | Unset = UNSET
    input_: Any | Unset = UNSET
    output: Any | Unset = UNSET
    parent_span_id: None | str | Unset = UNSET
    status: SpanStepStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        name = self.name

        ordinal = self.ordinal

        source: str = self.source

        span_id = self.span_id

        started_at = self.started_at

        type_ = self.type_

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()

        ended_at: None | str | Unset
        if isinstance(self.ended_at, Unset):
            ended_at = UNSET
        else:
            ended_at = self.ended_at

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
                "ordinal": ordinal,
                "source": source,
                "span_id": span_id,
                "started_at": started_at,
                "type": type_,
            }
        )
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at
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
        kind = check_span_step_kind(d.pop("kind"))

        name = d.pop("name")

        ordinal = d.pop("ordinal")

        source = check_span_step_source(d.pop("source"))

        span_id = d.pop("span_id")

        started_at = d.pop("started_at")

        type_ = cast(Literal["span"], d.pop("type"))
        if type_ != "span":
            raise ValueError(f"type must match const 'span', got '{type_}'")

        _attributes = d.pop("attributes", UNSET)
        attributes: ClientSpanAttributes | Unset
        if isinstance(_attributes, Unset):
            attributes = UNSET
        else:
            attributes = ClientSpanAttributes.from_dict(_attributes)

        ended_at = cast(None | str | Unset, d.pop("ended_at", UNSET))

        input_ = d.pop("input", UNSET)

        output = d.pop("output", UNSET)

        parent_span_id = cast(None | str | Unset, d.pop("parent_span_id", UNSET))

        _status = d.pop("status", UNSET)
        status: SpanStepStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = check_span_step_status(_status)

        span_step = cls(
            kind=kind,
            name=name,
            ordinal=ordinal,
            source=source,
            span_id=span_id,
            started_at=started_at,
            type_=type_,
            attributes=attributes,
            ended_at=ended_at,
            input_=input_,
            output=output,
            parent_span_id=parent_span_id,
            status=status,
        )

        span_step.additional_properties = d
        return span_step

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


from ..models.client_span_attributes import ClientSpanAttributes
