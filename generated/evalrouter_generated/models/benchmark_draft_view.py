from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.private_benchmark_payload import PrivateBenchmarkPayload


T = TypeVar("T", bound="BenchmarkDraftView")


@_attrs_define
class BenchmarkDraftView:
    """
    Attributes:
        bytes_ (int):
        dataset_id (str):
        manifest_sha256 (str):
        next_step (str):
        payload (PrivateBenchmarkPayload):
        rows (int):
        sha256 (str):
        source (str):
        version_id (str):
    """

    bytes_: int
    dataset_id: str
    manifest_sha256: str
    next_step: str
    payload: PrivateBenchmarkPayload
    rows: int
    sha256: str
    source: str
    version_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bytes_ = self.bytes_

        dataset_id = self.dataset_id

        manifest_sha256 = self.manifest_sha256

        next_step = self.next_step

        payload = self.payload.to_dict()

        rows = self.rows

        sha256 = self.sha256

        source = self.source

        version_id = self.version_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bytes": bytes_,
                "dataset_id": dataset_id,
                "manifest_sha256": manifest_sha256,
                "next_step": next_step,
                "payload": payload,
                "rows": rows,
                "sha256": sha256,
                "source": source,
                "version_id": version_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bytes_ = d.pop("bytes")

        dataset_id = d.pop("dataset_id")

        manifest_sha256 = d.pop("manifest_sha256")

        next_step = d.pop("next_step")

        payload = PrivateBenchmarkPayload.from_dict(d.pop("payload"))

        rows = d.pop("rows")

        sha256 = d.pop("sha256")

        source = d.pop("source")

        version_id = d.pop("version_id")

        benchmark_draft_view = cls(
            bytes_=bytes_,
            dataset_id=dataset_id,
            manifest_sha256=manifest_sha256,
            next_step=next_step,
            payload=payload,
            rows=rows,
            sha256=sha256,
            source=source,
            version_id=version_id,
        )

        benchmark_draft_view.additional_properties = d
        return benchmark_draft_view

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


from ..models.private_benchmark_payload import PrivateBenchmarkPayload
