from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.rights_attestation import RightsAttestation
    from ..models.turn_used_tools_assertion import TurnUsedToolsAssertion


T = TypeVar("T", bound="RecordedTraceSource")


@_attrs_define
class RecordedTraceSource:
    """
    Attributes:
        connection_id (str):
        otlp (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        rights (RightsAttestation):
        assertions (list[TurnUsedToolsAssertion] | Unset):
    """

    connection_id: str
    otlp: JsonObject
    rights: RightsAttestation
    assertions: list[TurnUsedToolsAssertion] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        otlp = self.otlp.to_dict()

        rights = self.rights.to_dict()

        assertions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.assertions, Unset):
            assertions = []
            for assertions_item_data in self.assertions:
                assertions_item = assertions_item_data.to_dict()
                assertions.append(assertions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connection_id": connection_id,
                "otlp": otlp,
                "rights": rights,
            }
        )
        if assertions is not UNSET:
            field_dict["assertions"] = assertions

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        connection_id = d.pop("connection_id")

        otlp = JsonObject.from_dict(d.pop("otlp"))

        rights = RightsAttestation.from_dict(d.pop("rights"))

        _assertions = d.pop("assertions", UNSET)
        assertions: list[TurnUsedToolsAssertion] | Unset = UNSET
        if _assertions is not UNSET:
            assertions = []
            for assertions_item_data in _assertions:
                assertions_item = TurnUsedToolsAssertion.from_dict(assertions_item_data)

                assertions.append(assertions_item)

        recorded_trace_source = cls(
            connection_id=connection_id,
            otlp=otlp,
            rights=rights,
            assertions=assertions,
        )

        recorded_trace_source.additional_properties = d
        return recorded_trace_source

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
from ..models.rights_attestation import RightsAttestation
from ..models.turn_used_tools_assertion import TurnUsedToolsAssertion
