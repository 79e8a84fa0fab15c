from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.distribution_category_view import DistributionCategoryView
    from ..models.drift_view import DriftView
    from ..models.json_object import JsonObject
    from ..models.policy_view import PolicyView
    from ..models.taxonomy_version_view import TaxonomyVersionView


T = TypeVar("T", bound="DistributionView")


@_attrs_define
class DistributionView:
    """
    Attributes:
        categories (list[DistributionCategoryView]):
        classified_traces (int):
        drift (DriftView):
        learning_metrics (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        partial_traces (int):
        pending_traces (int):
        policy (PolicyView):
        total_traces (int):
        unknown_traces (int):
        version (TaxonomyVersionView):
    """

    categories: list[DistributionCategoryView]
    classified_traces: int
    drift: DriftView
    learning_metrics: JsonObject
    partial_traces: int
    pending_traces: int
    policy: PolicyView
    total_traces: int
    unknown_traces: int
    version: TaxonomyVersionView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)

        classified_traces = self.classified_traces

        drift = self.drift.to_dict()

        learning_metrics = self.learning_metrics.to_dict()

        partial_traces = self.partial_traces

        pending_traces = self.pending_traces

        policy = self.policy.to_dict()

        total_traces = self.total_traces

        unknown_traces = self.unknown_traces

        version = self.version.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "categories": categories,
                "classified_traces": classified_traces,
                "drift": drift,
                "learning_metrics": learning_metrics,
                "partial_traces": partial_traces,
                "pending_traces": pending_traces,
                "policy": policy,
                "total_traces": total_traces,
                "unknown_traces": unknown_traces,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        categories = []
        _categories = d.pop("categories")
        for categories_item_data in _categories:
            categories_item = DistributionCategoryView.from_dict(categories_item_data)

            categories.append(categories_item)

        classified_traces = d.pop("classified_traces")

        drift = DriftView.from_dict(d.pop("drift"))

        learning_metrics = JsonObject.from_dict(d.pop("learning_metrics"))

        partial_traces = d.pop("partial_traces")

        pending_traces = d.pop("pending_traces")

        policy = PolicyView.from_dict(d.pop("policy"))

        total_traces = d.pop("total_traces")

        unknown_traces = d.pop("unknown_traces")

        version = TaxonomyVersionView.from_dict(d.pop("version"))

        distribution_view = cls(
            categories=categories,
            classified_traces=classified_traces,
            drift=drift,
            learning_metrics=learning_metrics,
            partial_traces=partial_traces,
            pending_traces=pending_traces,
            policy=policy,
            total_traces=total_traces,
            unknown_traces=unknown_traces,
            version=version,
        )

        distribution_view.additional_properties = d
        return distribution_view

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


from ..models.distribution_category_view import DistributionCategoryView
from ..models.drift_view import DriftView
from ..models.json_object import JsonObject
from ..models.policy_view import PolicyView
from ..models.taxonomy_version_view import TaxonomyVersionView
