from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.selected_model import SelectedModel


T = TypeVar("T", bound="ComparisonModel")


@_attrs_define
class ComparisonModel:
    """
    Attributes:
        kind (str):
        model_id (str):
        models (list[SelectedModel]):
    """

    kind: str
    model_id: str
    models: list[SelectedModel]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        model_id = self.model_id

        models = []
        for models_item_data in self.models:
            models_item = models_item_data.to_dict()
            models.append(models_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "model_id": model_id,
                "models": models,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        model_id = d.pop("model_id")

        models = []
        _models = d.pop("models")
        for models_item_data in _models:
            models_item = SelectedModel.from_dict(models_item_data)

            models.append(models_item)

        comparison_model = cls(
            kind=kind,
            model_id=model_id,
            models=models,
        )

        comparison_model.additional_properties = d
        return comparison_model

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


from ..models.selected_model import SelectedModel
