from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluator_create_kind import EvaluatorCreateKind, check_evaluator_create_kind

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluatorCreate")


@_attrs_define
class EvaluatorCreate:
    """
    Attributes:
        config (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        evaluator_key (str):
        kind (EvaluatorCreateKind):
        name (str):
    """

    config: JsonObject
    evaluator_key: str
    kind: EvaluatorCreateKind
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        config = self.config.to_dict()

        evaluator_key = self.evaluator_key

        kind: str = self.kind

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "config": config,
                "evaluator_key": evaluator_key,
                "kind": kind,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        config = JsonObject.from_dict(d.pop("config"))

        evaluator_key = d.pop("evaluator_key")

        kind = check_evaluator_create_kind(d.pop("kind"))

        name = d.pop("name")

        evaluator_create = cls(
            config=config,
            evaluator_key=evaluator_key,
            kind=kind,
            name=name,
        )

        evaluator_create.additional_properties = d
        return evaluator_create

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
