from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WorkloadCategoryReadiness")


@_attrs_define
class WorkloadCategoryReadiness:
    """
    Attributes:
        awaiting_review (int):
        blocked (int):
        category (str):
        failed (int):
        fresh_groups (int):
        latest_verified_at (None | str):
        ready (int):
    """

    awaiting_review: int
    blocked: int
    category: str
    failed: int
    fresh_groups: int
    latest_verified_at: None | str
    ready: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        awaiting_review = self.awaiting_review

        blocked = self.blocked

        category = self.category

        failed = self.failed

        fresh_groups = self.fresh_groups

        latest_verified_at: None | str
        latest_verified_at = self.latest_verified_at

        ready = self.ready

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "awaiting_review": awaiting_review,
                "blocked": blocked,
                "category": category,
                "failed": failed,
                "fresh_groups": fresh_groups,
                "latest_verified_at": latest_verified_at,
                "ready": ready,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        awaiting_review = d.pop("awaiting_review")

        blocked = d.pop("blocked")

        category = d.pop("category")

        failed = d.pop("failed")

        fresh_groups = d.pop("fresh_groups")

        latest_verified_at = cast(None | str, d.pop("latest_verified_at"))

        ready = d.pop("ready")

        workload_category_readiness = cls(
            awaiting_review=awaiting_review,
            blocked=blocked,
            category=category,
            failed=failed,
            fresh_groups=fresh_groups,
            latest_verified_at=latest_verified_at,
            ready=ready,
        )

        workload_category_readiness.additional_properties = d
        return workload_category_readiness

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
