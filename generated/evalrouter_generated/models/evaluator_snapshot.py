from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluatorSnapshot")


@_attrs_define
class EvaluatorSnapshot:
    """
    Attributes:
        config (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        config_sha256 (str):
        evaluator_key (str):
        evaluator_version (int):
        id (str):
        kind (str):
    """

    config: JsonObject
    config_sha256: str
    evaluator_key: str
    evaluator_version: int
    id: str
    kind: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        config_sha256 = self.config_sha256

        evaluator_key = self.evaluator_key

        evaluator_version = self.evaluator_version

        id = self.id

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "config_sha256": config_sha256,
                "evaluator_key": evaluator_key,
                "evaluator_version": evaluator_version,
                "id": id,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        config = JsonObject.from_dict(d.pop("config"))

        config_sha256 = d.pop("config_sha256")

        evaluator_key = d.pop("evaluator_key")

        evaluator_version = d.pop("evaluator_version")

        id = d.pop("id")

        kind = d.pop("kind")

        evaluator_snapshot = cls(
            config=config,
            config_sha256=config_sha256,
            evaluator_key=evaluator_key,
            evaluator_version=evaluator_version,
            id=id,
            kind=kind,
        )

        evaluator_snapshot.additional_properties = d
        return evaluator_snapshot

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
