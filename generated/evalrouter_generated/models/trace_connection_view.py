from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceConnectionView")


@_attrs_define
class TraceConnectionView:
    """
    Attributes:
        created_at (str):
        framework (str):
        id (str):
        language (str):
        name (str):
        status (str):
        updated_at (str):
        ingest_key (None | str | Unset):
        last_seen_at (None | str | Unset):
        source (None | str | Unset):
    """

    created_at: str
    framework: str
    id: str
    language: str
    name: str
    status: str
    updated_at: str
    ingest_key: None | str | Unset = UNSET
    last_seen_at: None | str | Unset = UNSET
    source: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        framework = self.framework

        id = self.id

        language = self.language

        name = self.name

        status = self.status

        updated_at = self.updated_at

        ingest_key: None | str | Unset
        if isinstance(self.ingest_key, Unset):
            ingest_key = UNSET
        else:
            ingest_key = self.ingest_key

        last_seen_at: None | str | Unset
        if isinstance(self.last_seen_at, Unset):
            last_seen_at = UNSET
        else:
            last_seen_at = self.last_seen_at

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "framework": framework,
                "id": id,
                "language": language,
                "name": name,
                "status": status,
                "updated_at": updated_at,
            }
        )
        if ingest_key is not UNSET:
            field_dict["ingest_key"] = ingest_key
        if last_seen_at is not UNSET:
            field_dict["last_seen_at"] = last_seen_at
        if source is not UNSET:
            field_dict["source"] = source

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        framework = d.pop("framework")

        id = d.pop("id")

        language = d.pop("language")

        name = d.pop("name")

        status = d.pop("status")

        updated_at = d.pop("updated_at")

        ingest_key = cast(None | str | Unset, d.pop("ingest_key", UNSET))

        last_seen_at = cast(None | str | Unset, d.pop("last_seen_at", UNSET))

        source = cast(None | str | Unset, d.pop("source", UNSET))

        trace_connection_view = cls(
            created_at=created_at,
            framework=framework,
            id=id,
            language=language,
            name=name,
            status=status,
            updated_at=updated_at,
            ingest_key=ingest_key,
            last_seen_at=last_seen_at,
            source=source,
        )

        trace_connection_view.additional_properties = d
        return trace_connection_view

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
