from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SourceCreated")


@_attrs_define
class SourceCreated:
    """
    Attributes:
        created (int):
        dataset_id (str):
        example_ids (list[str]):
        next_cursor (None | str | Unset):
        run_manifest_sha256 (None | str | Unset):
        source_training_eligible (bool | None | Unset):
    """

    created: int
    dataset_id: str
    example_ids: list[str]
    next_cursor: None | str | Unset = UNSET
    run_manifest_sha256: None | str | Unset = UNSET
    source_training_eligible: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        dataset_id = self.dataset_id

        example_ids = self.example_ids

        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor

        run_manifest_sha256: None | str | Unset
        if isinstance(self.run_manifest_sha256, Unset):
            run_manifest_sha256 = UNSET
        else:
            run_manifest_sha256 = self.run_manifest_sha256

        source_training_eligible: bool | None | Unset
        if isinstance(self.source_training_eligible, Unset):
            source_training_eligible = UNSET
        else:
            source_training_eligible = self.source_training_eligible

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created": created,
                "dataset_id": dataset_id,
                "example_ids": example_ids,
            }
        )
        if next_cursor is not UNSET:
            field_dict["next_cursor"] = next_cursor
        if run_manifest_sha256 is not UNSET:
            field_dict["run_manifest_sha256"] = run_manifest_sha256
        if source_training_eligible is not UNSET:
            field_dict["source_training_eligible"] = source_training_eligible

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created = d.pop("created")

        dataset_id = d.pop("dataset_id")

        example_ids = cast(list[str], d.pop("example_ids"))

        next_cursor = cast(None | str | Unset, d.pop("next_cursor", UNSET))

        run_manifest_sha256 = cast(None | str | Unset, d.pop("run_manifest_sha256", UNSET))

        source_training_eligible = cast(
            bool | None | Unset, d.pop("source_training_eligible", UNSET)
        )

        source_created = cls(
            created=created,
            dataset_id=dataset_id,
            example_ids=example_ids,
            next_cursor=next_cursor,
            run_manifest_sha256=run_manifest_sha256,
            source_training_eligible=source_training_eligible,
        )

        source_created.additional_properties = d
        return source_created

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
