from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject
    from ..models.taxonomy_label_view import TaxonomyLabelView
    from ..models.taxonomy_model_view import TaxonomyModelView
    from ..models.taxonomy_version_view_reference_distribution import (
        TaxonomyVersionViewReferenceDistribution,
    )


T = TypeVar("T", bound="TaxonomyVersionView")


@_attrs_define
class TaxonomyVersionView:
    """
    Attributes:
        created_at (str):
        engine_version (str):
        id (str):
        labels (list[TaxonomyLabelView]):
        learning_metrics (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        model (TaxonomyModelView):
        parent_id (None | str):
        policy_id (str):
        reference_distribution (TaxonomyVersionViewReferenceDistribution):
        sample_manifest (list[JsonObject]):
        sample_trace_ids (list[str]):
        version (int):
        workspace_id (str):
    """

    created_at: str
    engine_version: str
    id: str
    labels: list[TaxonomyLabelView]
    learning_metrics: JsonObject
    model: TaxonomyModelView
    parent_id: None | str
    policy_id: str
    reference_distribution: TaxonomyVersionViewReferenceDistribution
    sample_manifest: list[JsonObject]
    sample_trace_ids: list[str]
    version: int
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        engine_version = self.engine_version

        id = self.id

        labels = []
        for labels_item_data in self.labels:
            labels_item = labels_item_data.to_dict()
            labels.append(labels_item)

        learning_metrics = self.learning_metrics.to_dict()

        model = self.model.to_dict()

        parent_id: None | str
        parent_id = self.parent_id

        policy_id = self.policy_id

        reference_distribution = self.reference_distribution.to_dict()

        sample_manifest = []
        for sample_manifest_item_data in self.sample_manifest:
            sample_manifest_item = sample_manifest_item_data.to_dict()
            sample_manifest.append(sample_manifest_item)

        sample_trace_ids = self.sample_trace_ids

        version = self.version

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "engine_version": engine_version,
                "id": id,
                "labels": labels,
                "learning_metrics": learning_metrics,
                "model": model,
                "parent_id": parent_id,
                "policy_id": policy_id,
                "reference_distribution": reference_distribution,
                "sample_manifest": sample_manifest,
                "sample_trace_ids": sample_trace_ids,
                "version": version,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        engine_version = d.pop("engine_version")

        id = d.pop("id")

        labels = []
        _labels = d.pop("labels")
        for labels_item_data in _labels:
            labels_item = TaxonomyLabelView.from_dict(labels_item_data)

            labels.append(labels_item)

        learning_metrics = JsonObject.from_dict(d.pop("learning_metrics"))

        model = TaxonomyModelView.from_dict(d.pop("model"))

        parent_id = cast(None | str, d.pop("parent_id"))

        policy_id = d.pop("policy_id")

        reference_distribution = TaxonomyVersionViewReferenceDistribution.from_dict(
            d.pop("reference_distribution")
        )

        sample_manifest = []
        _sample_manifest = d.pop("sample_manifest")
        for sample_manifest_item_data in _sample_manifest:
            sample_manifest_item = JsonObject.from_dict(sample_manifest_item_data)

            sample_manifest.append(sample_manifest_item)

        sample_trace_ids = cast(list[str], d.pop("sample_trace_ids"))

        version = d.pop("version")

        workspace_id = d.pop("workspace_id")

        taxonomy_version_view = cls(
            created_at=created_at,
            engine_version=engine_version,
            id=id,
            labels=labels,
            learning_metrics=learning_metrics,
            model=model,
            parent_id=parent_id,
            policy_id=policy_id,
            reference_distribution=reference_distribution,
            sample_manifest=sample_manifest,
            sample_trace_ids=sample_trace_ids,
            version=version,
            workspace_id=workspace_id,
        )

        taxonomy_version_view.additional_properties = d
        return taxonomy_version_view

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
from ..models.taxonomy_label_view import TaxonomyLabelView
from ..models.taxonomy_model_view import TaxonomyModelView
from ..models.taxonomy_version_view_reference_distribution import (
    TaxonomyVersionViewReferenceDistribution,
)
