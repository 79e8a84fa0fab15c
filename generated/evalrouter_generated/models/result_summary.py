from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.billing_snapshot import BillingSnapshot
    from ..models.coverage_counts import CoverageCounts
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ResultSummary")


@_attrs_define
class ResultSummary:
    """
    Attributes:
        billing_snapshot (BillingSnapshot):
        coverage (CoverageCounts):
        finished_at (str):
        manifest_hash (str):
        name (str):
        result_version (int):
        run_id (str):
        schema_version (int):
        status (str):
        terminal_reason (None | str):
        labels (JsonObject | None | Unset):
    """

    billing_snapshot: BillingSnapshot
    coverage: CoverageCounts
    finished_at: str
    manifest_hash: str
    name: str
    result_version: int
    run_id: str
    schema_version: int
    status: str
    terminal_reason: None | str
    labels: JsonObject | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        billing_snapshot = self.billing_snapshot.to_dict()

        coverage = self.coverage.to_dict()

        finished_at = self.finished_at

        manifest_hash = self.manifest_hash

        name = self.name

        result_version = self.result_version

        run_id = self.run_id

        schema_version = self.schema_version

        status = self.status

        terminal_reason: None | str
        terminal_reason = self.terminal_reason

        labels: dict[str, Any] | None | Unset
        if isinstance(self.labels, Unset):
            labels = UNSET
        elif isinstance(self.labels, JsonObject):
            labels = self.labels.to_dict()
        else:
            labels = self.labels

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "billing_snapshot": billing_snapshot,
                "coverage": coverage,
                "finished_at": finished_at,
                "manifest_hash": manifest_hash,
                "name": name,
                "result_version": result_version,
                "run_id": run_id,
                "schema_version": schema_version,
                "status": status,
                "terminal_reason": terminal_reason,
            }
        )
        if labels is not UNSET:
            field_dict["labels"] = labels

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        billing_snapshot = BillingSnapshot.from_dict(d.pop("billing_snapshot"))

        coverage = CoverageCounts.from_dict(d.pop("coverage"))

        finished_at = d.pop("finished_at")

        manifest_hash = d.pop("manifest_hash")

        name = d.pop("name")

        result_version = d.pop("result_version")

        run_id = d.pop("run_id")

        schema_version = d.pop("schema_version")

        status = d.pop("status")

        terminal_reason = cast(None | str, d.pop("terminal_reason"))

        def _parse_labels(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                labels_type_0 = JsonObject.from_dict(data)

                return labels_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        labels = _parse_labels(d.pop("labels", UNSET))

        result_summary = cls(
            billing_snapshot=billing_snapshot,
            coverage=coverage,
            finished_at=finished_at,
            manifest_hash=manifest_hash,
            name=name,
            result_version=result_version,
            run_id=run_id,
            schema_version=schema_version,
            status=status,
            terminal_reason=terminal_reason,
            labels=labels,
        )

        result_summary.additional_properties = d
        return result_summary

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


from ..models.billing_snapshot import BillingSnapshot
from ..models.coverage_counts import CoverageCounts
from ..models.json_object import JsonObject
