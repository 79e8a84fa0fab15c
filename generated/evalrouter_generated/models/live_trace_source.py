from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.live_trace_source_grading import (
    LiveTraceSourceGrading,
    check_live_trace_source_grading,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="LiveTraceSource")


@_attrs_define
class LiveTraceSource:
    """
    Attributes:
        connection_id (str):
        rights_attested (bool):
        data_license (str | Unset):
        grading (LiveTraceSourceGrading | Unset):
        limit (int | Unset):
        trace_ids (list[str] | None | Unset):
        validation_share (float | Unset):
    """

    connection_id: str
    rights_attested: bool
    data_license: str | Unset = UNSET
    grading: LiveTraceSourceGrading | Unset = UNSET
    limit: int | Unset = UNSET
    trace_ids: list[str] | None | Unset = UNSET
    validation_share: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        rights_attested = self.rights_attested

        data_license = self.data_license

        grading: str | Unset = UNSET
        if not isinstance(self.grading, Unset):
            grading = self.grading

        limit = self.limit

        trace_ids: list[str] | None | Unset
        if isinstance(self.trace_ids, Unset):
            trace_ids = UNSET
        elif isinstance(self.trace_ids, list):
            trace_ids = self.trace_ids

        else:
            trace_ids = self.trace_ids

        validation_share = self.validation_share

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connection_id": connection_id,
                "rights_attested": rights_attested,
            }
        )
        if data_license is not UNSET:
            field_dict["data_license"] = data_license
        if grading is not UNSET:
            field_dict["grading"] = grading
        if limit is not UNSET:
            field_dict["limit"] = limit
        if trace_ids is not UNSET:
            field_dict["trace_ids"] = trace_ids
        if validation_share is not UNSET:
            field_dict["validation_share"] = validation_share

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        connection_id = d.pop("connection_id")

        rights_attested = d.pop("rights_attested")

        data_license = d.pop("data_license", UNSET)

        _grading = d.pop("grading", UNSET)
        grading: LiveTraceSourceGrading | Unset
        if isinstance(_grading, Unset):
            grading = UNSET
        else:
            grading = check_live_trace_source_grading(_grading)

        limit = d.pop("limit", UNSET)

        def _parse_trace_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                trace_ids_type_0 = cast(list[str], data)

                return trace_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        trace_ids = _parse_trace_ids(d.pop("trace_ids", UNSET))

        validation_share = d.pop("validation_share", UNSET)

        live_trace_source = cls(
            connection_id=connection_id,
            rights_attested=rights_attested,
            data_license=data_license,
            grading=grading,
            limit=limit,
            trace_ids=trace_ids,
            validation_share=validation_share,
        )

        live_trace_source.additional_properties = d
        return live_trace_source

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
