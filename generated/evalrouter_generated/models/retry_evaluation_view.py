from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="RetryEvaluationView")


@_attrs_define
class RetryEvaluationView:
    """
    Attributes:
        attempt (int):
        id (str):
        status (str):
        evaluator_id (None | str | Unset):
        evaluator_version (int | None | Unset):
        trace_id (None | str | Unset):
    """

    attempt: int
    id: str
    status: str
    evaluator_id: None | str | Unset = UNSET
    evaluator_version: int | None | Unset = UNSET
    trace_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attempt = self.attempt

        id = self.id

        status = self.status

        evaluator_id: None | str | Unset
        if isinstance(self.evaluator_id, Unset):
            evaluator_id = UNSET
        else:
            evaluator_id = self.evaluator_id

        evaluator_version: int | None | Unset
        if isinstance(self.evaluator_version, Unset):
            evaluator_version = UNSET
        else:
            evaluator_version = self.evaluator_version

        trace_id: None | str | Unset
        if isinstance(self.trace_id, Unset):
            trace_id = UNSET
        else:
            trace_id = self.trace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attempt": attempt,
                "id": id,
                "status": status,
            }
        )
        if evaluator_id is not UNSET:
            field_dict["evaluator_id"] = evaluator_id
        if evaluator_version is not UNSET:
            field_dict["evaluator_version"] = evaluator_version
        if trace_id is not UNSET:
            field_dict["trace_id"] = trace_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        attempt = d.pop("attempt")

        id = d.pop("id")

        status = d.pop("status")

        evaluator_id = cast(None | str | Unset, d.pop("evaluator_id", UNSET))

        evaluator_version = cast(int | None | Unset, d.pop("evaluator_version", UNSET))

        trace_id = cast(None | str | Unset, d.pop("trace_id", UNSET))

        retry_evaluation_view = cls(
            attempt=attempt,
            id=id,
            status=status,
            evaluator_id=evaluator_id,
            evaluator_version=evaluator_version,
            trace_id=trace_id,
        )

        retry_evaluation_view.additional_properties = d
        return retry_evaluation_view

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
