from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TraceGrant")


@_attrs_define
class TraceGrant:
    """
    Attributes:
        content_capture (bool | None | Unset):
        flush_seconds (float | None | Unset):
        include (list[str] | None | Unset):
        level (None | str | Unset):
        max_content_bytes (int | None | Unset):
        max_steps (int | None | Unset):
        schema_version (None | str | Unset):
    """

    content_capture: bool | None | Unset = UNSET
    flush_seconds: float | None | Unset = UNSET
    include: list[str] | None | Unset = UNSET
    level: None | str | Unset = UNSET
    max_content_bytes: int | None | Unset = UNSET
    max_steps: int | None | Unset = UNSET
    schema_version: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_capture: bool | None | Unset
        if isinstance(self.content_capture, Unset):
            content_capture = UNSET
        else:
            content_capture = self.content_capture

        flush_seconds: float | None | Unset
        if isinstance(self.flush_seconds, Unset):
            flush_seconds = UNSET
        else:
            flush_seconds = self.flush_seconds

        include: list[str] | None | Unset
        if isinstance(self.include, Unset):
            include = UNSET
        elif isinstance(self.include, list):
            include = self.include

        else:
            include = self.include

        level: None | str | Unset
        if isinstance(self.level, Unset):
            level = UNSET
        else:
            level = self.level

        max_content_bytes: int | None | Unset
        if isinstance(self.max_content_bytes, Unset):
            max_content_bytes = UNSET
        else:
            max_content_bytes = self.max_content_bytes

        max_steps: int | None | Unset
        if isinstance(self.max_steps, Unset):
            max_steps = UNSET
        else:
            max_steps = self.max_steps

        schema_version: None | str | Unset
        if isinstance(self.schema_version, Unset):
            schema_version = UNSET
        else:
            schema_version = self.schema_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if content_capture is not UNSET:
            field_dict["content_capture"] = content_capture
        if flush_seconds is not UNSET:
            field_dict["flush_seconds"] = flush_seconds
        if include is not UNSET:
            field_dict["include"] = include
        if level is not UNSET:
            field_dict["level"] = level
        if max_content_bytes is not UNSET:
            field_dict["max_content_bytes"] = max_content_bytes
        if max_steps is not UNSET:
            field_dict["max_steps"] = max_steps
        if schema_version is not UNSET:
            field_dict["schema_version"] = schema_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content_capture = cast(bool | None | Unset, d.pop("content_capture", UNSET))

        flush_seconds = cast(float | None | Unset, d.pop("flush_seconds", UNSET))

        def _parse_include(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                include_type_0 = cast(list[str], data)

                return include_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        include = _parse_include(d.pop("include", UNSET))

        level = cast(None | str | Unset, d.pop("level", UNSET))

        max_content_bytes = cast(int | None | Unset, d.pop("max_content_bytes", UNSET))

        max_steps = cast(int | None | Unset, d.pop("max_steps", UNSET))

        schema_version = cast(None | str | Unset, d.pop("schema_version", UNSET))

        trace_grant = cls(
            content_capture=content_capture,
            flush_seconds=flush_seconds,
            include=include,
            level=level,
            max_content_bytes=max_content_bytes,
            max_steps=max_steps,
            schema_version=schema_version,
        )

        trace_grant.additional_properties = d
        return trace_grant

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
