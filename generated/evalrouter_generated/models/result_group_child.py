from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_group_summary import ResultGroupSummary


T = TypeVar("T", bound="ResultGroupChild")


@_attrs_define
class ResultGroupChild:
    """
    Attributes:
        billing_state (str):
        checksum (str):
        environment_key (str):
        environment_label (str):
        model_key (str):
        model_label (str):
        profile_id (str):
        result_id (str):
        result_version (int):
        run_id (str):
        status (str):
        summary (ResultGroupSummary):
        model_index (int | None | Unset):
    """

    billing_state: str
    checksum: str
    environment_key: str
    environment_label: str
    model_key: str
    model_label: str
    profile_id: str
    result_id: str
    result_version: int
    run_id: str
    status: str
    summary: ResultGroupSummary
    model_index: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        billing_state = self.billing_state

        checksum = self.checksum

        environment_key = self.environment_key

        environment_label = self.environment_label

        model_key = self.model_key

        model_label = self.model_label

        profile_id = self.profile_id

        result_id = self.result_id

        result_version = self.result_version

        run_id = self.run_id

        status = self.status

        summary = self.summary.to_dict()

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "billing_state": billing_state,
                "checksum": checksum,
                "environment_key": environment_key,
                "environment_label": environment_label,
                "model_key": model_key,
                "model_label": model_label,
                "profile_id": profile_id,
                "result_id": result_id,
                "result_version": result_version,
                "run_id": run_id,
                "status": status,
                "summary": summary,
            }
        )
        if model_index is not UNSET:
            field_dict["model_index"] = model_index

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        billing_state = d.pop("billing_state")

        checksum = d.pop("checksum")

        environment_key = d.pop("environment_key")

        environment_label = d.pop("environment_label")

        model_key = d.pop("model_key")

        model_label = d.pop("model_label")

        profile_id = d.pop("profile_id")

        result_id = d.pop("result_id")

        result_version = d.pop("result_version")

        run_id = d.pop("run_id")

        status = d.pop("status")

        summary = ResultGroupSummary.from_dict(d.pop("summary"))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        result_group_child = cls(
            billing_state=billing_state,
            checksum=checksum,
            environment_key=environment_key,
            environment_label=environment_label,
            model_key=model_key,
            model_label=model_label,
            profile_id=profile_id,
            result_id=result_id,
            result_version=result_version,
            run_id=run_id,
            status=status,
            summary=summary,
            model_index=model_index,
        )

        result_group_child.additional_properties = d
        return result_group_child

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


from ..models.result_group_summary import ResultGroupSummary
