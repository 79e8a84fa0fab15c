from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="VerdictArm")


@_attrs_define
class VerdictArm:
    """
    Attributes:
        execution_assurance (str):
        key (str):
        result_id (str):
        result_version (int):
        run_id (str):
        model_id (None | str | Unset):
        model_index (int | None | Unset):
    """

    execution_assurance: str
    key: str
    result_id: str
    result_version: int
    run_id: str
    model_id: None | str | Unset = UNSET
    model_index: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        execution_assurance = self.execution_assurance

        key = self.key

        result_id = self.result_id

        result_version = self.result_version

        run_id = self.run_id

        model_id: None | str | Unset
        if isinstance(self.model_id, Unset):
            model_id = UNSET
        else:
            model_id = self.model_id

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "execution_assurance": execution_assurance,
                "key": key,
                "result_id": result_id,
                "result_version": result_version,
                "run_id": run_id,
            }
        )
        if model_id is not UNSET:
            field_dict["model_id"] = model_id
        if model_index is not UNSET:
            field_dict["model_index"] = model_index

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        execution_assurance = d.pop("execution_assurance")

        key = d.pop("key")

        result_id = d.pop("result_id")

        result_version = d.pop("result_version")

        run_id = d.pop("run_id")

        model_id = cast(None | str | Unset, d.pop("model_id", UNSET))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        verdict_arm = cls(
            execution_assurance=execution_assurance,
            key=key,
            result_id=result_id,
            result_version=result_version,
            run_id=run_id,
            model_id=model_id,
            model_index=model_index,
        )

        verdict_arm.additional_properties = d
        return verdict_arm

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
