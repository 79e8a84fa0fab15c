from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.acp_observation_kind import ACPObservationKind, check_acp_observation_kind
from ..models.acp_observation_tool_kind_type_0 import (
    ACPObservationToolKindType0,
    check_acp_observation_tool_kind_type_0,
)
from ..models.acp_observation_tool_status_type_0 import (
    ACPObservationToolStatusType0,
    check_acp_observation_tool_status_type_0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ACPObservation")


@_attrs_define
class ACPObservation:
    """
    Attributes:
        kind (ACPObservationKind):
        ordinal (int):
        payload_bytes (int):
        sha256 (str):
        tool_call_id (None | str | Unset):
        tool_kind (ACPObservationToolKindType0 | None | Unset):
        tool_status (ACPObservationToolStatusType0 | None | Unset):
    """

    kind: ACPObservationKind
    ordinal: int
    payload_bytes: int
    sha256: str
    tool_call_id: None | str | Unset = UNSET
    tool_kind: ACPObservationToolKindType0 | None | Unset = UNSET
    tool_status: ACPObservationToolStatusType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str = self.kind

        ordinal = self.ordinal

        payload_bytes = self.payload_bytes

        sha256 = self.sha256

        tool_call_id: None | str | Unset
        if isinstance(self.tool_call_id, Unset):
            tool_call_id = UNSET
        else:
            tool_call_id = self.tool_call_id

        tool_kind: None | str | Unset
        if isinstance(self.tool_kind, Unset):
            tool_kind = UNSET
        elif isinstance(self.tool_kind, str):
            tool_kind = self.tool_kind
        else:
            tool_kind = self.tool_kind

        tool_status: None | str | Unset
        if isinstance(self.tool_status, Unset):
            tool_status = UNSET
        elif isinstance(self.tool_status, str):
            tool_status = self.tool_status
        else:
            tool_status = self.tool_status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "ordinal": ordinal,
                "payload_bytes": payload_bytes,
                "sha256": sha256,
            }
        )
        if tool_call_id is not UNSET:
            field_dict["tool_call_id"] = tool_call_id
        if tool_kind is not UNSET:
            field_dict["tool_kind"] = tool_kind
        if tool_status is not UNSET:
            field_dict["tool_status"] = tool_status

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = check_acp_observation_kind(d.pop("kind"))

        ordinal = d.pop("ordinal")

        payload_bytes = d.pop("payload_bytes")

        sha256 = d.pop("sha256")

        tool_call_id = cast(None | str | Unset, d.pop("tool_call_id", UNSET))

        def _parse_tool_kind(data: object) -> ACPObservationToolKindType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tool_kind_type_0 = check_acp_observation_tool_kind_type_0(data)

                return tool_kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ACPObservationToolKindType0 | None | Unset, data)

        tool_kind = _parse_tool_kind(d.pop("tool_kind", UNSET))

        def _parse_tool_status(data: object) -> ACPObservationToolStatusType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tool_status_type_0 = check_acp_observation_tool_status_type_0(data)

                return tool_status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ACPObservationToolStatusType0 | None | Unset, data)

        tool_status = _parse_tool_status(d.pop("tool_status", UNSET))

        acp_observation = cls(
            kind=kind,
            ordinal=ordinal,
            payload_bytes=payload_bytes,
            sha256=sha256,
            tool_call_id=tool_call_id,
            tool_kind=tool_kind,
            tool_status=tool_status,
        )

        acp_observation.additional_properties = d
        return acp_observation

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
