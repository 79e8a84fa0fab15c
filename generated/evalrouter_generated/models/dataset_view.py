from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.dataset_counts import DatasetCounts
    from ..models.dataset_publish_readiness import DatasetPublishReadiness
    from ..models.dataset_version_ref import DatasetVersionRef


T = TypeVar("T", bound="DatasetView")


@_attrs_define
class DatasetView:
    """
    Attributes:
        counts (DatasetCounts):
        created_at (str):
        description (str):
        id (str):
        name (str):
        updated_at (str):
        versions (list[DatasetVersionRef]):
        workspace_id (str):
        publish_readiness (DatasetPublishReadiness | None | Unset):
        retention_days (int | None | Unset):
    """

    counts: DatasetCounts
    created_at: str
    description: str
    id: str
    name: str
    updated_at: str
    versions: list[DatasetVersionRef]
    workspace_id: str
    publish_readiness: DatasetPublishReadiness | None | Unset = UNSET
    retention_days: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        counts = self.counts.to_dict()

        created_at = self.created_at

        description = self.description

        id = self.id

        name = self.name

        updated_at = self.updated_at

        versions = []
        for versions_item_data in self.versions:
            versions_item = versions_item_data.to_dict()
            versions.append(versions_item)

        workspace_id = self.workspace_id

        publish_readiness: dict[str, Any] | None | Unset
        if isinstance(self.publish_readiness, Unset):
            publish_readiness = UNSET
        elif isinstance(self.publish_readiness, DatasetPublishReadiness):
            publish_readiness = self.publish_readiness.to_dict()
        else:
            publish_readiness = self.publish_readiness

        retention_days: int | None | Unset
        if isinstance(self.retention_days, Unset):
            retention_days = UNSET
        else:
            retention_days = self.retention_days

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "counts": counts,
                "created_at": created_at,
                "description": description,
                "id": id,
                "name": name,
                "updated_at": updated_at,
                "versions": versions,
                "workspace_id": workspace_id,
            }
        )
        if publish_readiness is not UNSET:
            field_dict["publish_readiness"] = publish_readiness
        if retention_days is not UNSET:
            field_dict["retention_days"] = retention_days

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        counts = DatasetCounts.from_dict(d.pop("counts"))

        created_at = d.pop("created_at")

        description = d.pop("description")

        id = d.pop("id")

        name = d.pop("name")

        updated_at = d.pop("updated_at")

        versions = []
        _versions = d.pop("versions")
        for versions_item_data in _versions:
            versions_item = DatasetVersionRef.from_dict(versions_item_data)

            versions.append(versions_item)

        workspace_id = d.pop("workspace_id")

        def _parse_publish_readiness(data: object) -> DatasetPublishReadiness | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                publish_readiness_type_0 = DatasetPublishReadiness.from_dict(data)

                return publish_readiness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DatasetPublishReadiness | None | Unset, data)

        publish_readiness = _parse_publish_readiness(d.pop("publish_readiness", UNSET))

        retention_days = cast(int | None | Unset, d.pop("retention_days", UNSET))

        dataset_view = cls(
            counts=counts,
            created_at=created_at,
            description=description,
            id=id,
            name=name,
            updated_at=updated_at,
            versions=versions,
            workspace_id=workspace_id,
            publish_readiness=publish_readiness,
            retention_days=retention_days,
        )

        dataset_view.additional_properties = d
        return dataset_view

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


from ..models.dataset_counts import DatasetCounts
from ..models.dataset_publish_readiness import DatasetPublishReadiness
from ..models.dataset_version_ref import DatasetVersionRef
