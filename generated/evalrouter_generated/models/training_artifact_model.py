from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TrainingArtifactModel")


@_attrs_define
class TrainingArtifactModel:
    """
    Attributes:
        artifact_id (str):
        kind (Literal['training_artifact']):
        seed (int | Unset):
        temperature (float | Unset):
    """

    artifact_id: str
    kind: Literal["training_artifact"]
    seed: int | Unset = UNSET
    temperature: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        artifact_id = self.artifact_id

        kind = self.kind

        seed = self.seed

        temperature = self.temperature

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "artifact_id": artifact_id,
                "kind": kind,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if temperature is not UNSET:
            field_dict["temperature"] = temperature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        artifact_id = d.pop("artifact_id")

        kind = cast(Literal["training_artifact"], d.pop("kind"))
        if kind != "training_artifact":
            raise ValueError(f"kind must match const 'training_artifact', got '{kind}'")

        seed = d.pop("seed", UNSET)

        temperature = d.pop("temperature", UNSET)

        training_artifact_model = cls(
            artifact_id=artifact_id,
            kind=kind,
            seed=seed,
            temperature=temperature,
        )

        training_artifact_model.additional_properties = d
        return training_artifact_model

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
