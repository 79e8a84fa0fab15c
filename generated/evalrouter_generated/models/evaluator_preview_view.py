from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EvaluatorPreviewView")


@_attrs_define
class EvaluatorPreviewView:
    """
    Attributes:
        content_sha256 (str):
        dataset_manifest_sha256 (str):
        details (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        example_id (str):
        historical_scores_used_as_labels (bool):
        label (str):
        score (float | None):
        external_cost_microusd (int | None | Unset):
        provider (None | str | Unset):
        scorer_id (None | str | Unset):
        scorer_sha256 (None | str | Unset):
    """

    content_sha256: str
    dataset_manifest_sha256: str
    details: JsonObject
    example_id: str
    historical_scores_used_as_labels: bool
    label: str
    score: float | None
    external_cost_microusd: int | None | Unset = UNSET
    provider: None | str | Unset = UNSET
    scorer_id: None | str | Unset = UNSET
    scorer_sha256: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_sha256 = self.content_sha256

        dataset_manifest_sha256 = self.dataset_manifest_sha256

        details = self.details.to_dict()

        example_id = self.example_id

        historical_scores_used_as_labels = self.historical_scores_used_as_labels

        label = self.label

        score: float | None
        score = self.score

        external_cost_microusd: int | None | Unset
        if isinstance(self.external_cost_microusd, Unset):
            external_cost_microusd = UNSET
        else:
            external_cost_microusd = self.external_cost_microusd

        provider: None | str | Unset
        if isinstance(self.provider, Unset):
            provider = UNSET
        else:
            provider = self.provider

        scorer_id: None | str | Unset
        if isinstance(self.scorer_id, Unset):
            scorer_id = UNSET
        else:
            scorer_id = self.scorer_id

        scorer_sha256: None | str | Unset
        if isinstance(self.scorer_sha256, Unset):
            scorer_sha256 = UNSET
        else:
            scorer_sha256 = self.scorer_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "content_sha256": content_sha256,
                "dataset_manifest_sha256": dataset_manifest_sha256,
                "details": details,
                "example_id": example_id,
                "historical_scores_used_as_labels": historical_scores_used_as_labels,
                "label": label,
                "score": score,
            }
        )
        if external_cost_microusd is not UNSET:
            field_dict["external_cost_microusd"] = external_cost_microusd
        if provider is not UNSET:
            field_dict["provider"] = provider
        if scorer_id is not UNSET:
            field_dict["scorer_id"] = scorer_id
        if scorer_sha256 is not UNSET:
            field_dict["scorer_sha256"] = scorer_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        content_sha256 = d.pop("content_sha256")

        dataset_manifest_sha256 = d.pop("dataset_manifest_sha256")

        details = JsonObject.from_dict(d.pop("details"))

        example_id = d.pop("example_id")

        historical_scores_used_as_labels = d.pop("historical_scores_used_as_labels")

        label = d.pop("label")

        score = cast(float | None, d.pop("score"))

        external_cost_microusd = cast(int | None | Unset, d.pop("external_cost_microusd", UNSET))

        provider = cast(None | str | Unset, d.pop("provider", UNSET))

        scorer_id = cast(None | str | Unset, d.pop("scorer_id", UNSET))

        scorer_sha256 = cast(None | str | Unset, d.pop("scorer_sha256", UNSET))

        evaluator_preview_view = cls(
            content_sha256=content_sha256,
            dataset_manifest_sha256=dataset_manifest_sha256,
            details=details,
            example_id=example_id,
            historical_scores_used_as_labels=historical_scores_used_as_labels,
            label=label,
            score=score,
            external_cost_microusd=external_cost_microusd,
            provider=provider,
            scorer_id=scorer_id,
            scorer_sha256=scorer_sha256,
        )

        evaluator_preview_view.additional_properties = d
        return evaluator_preview_view

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
