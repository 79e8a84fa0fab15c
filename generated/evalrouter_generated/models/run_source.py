from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.run_source_split_role import RunSourceSplitRole, check_run_source_split_role
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rights_attestation import RightsAttestation
    from ..models.run_source_item import RunSourceItem


T = TypeVar("T", bound="RunSource")


@_attrs_define
class RunSource:
    """
    Attributes:
        items (list[RunSourceItem]):
        rights (RightsAttestation):
        run_id (str):
        split_role (RunSourceSplitRole | Unset):
    """

    items: list[RunSourceItem]
    rights: RightsAttestation
    run_id: str
    split_role: RunSourceSplitRole | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        rights = self.rights.to_dict()

        run_id = self.run_id

        split_role: str | Unset = UNSET
        if not isinstance(self.split_role, Unset):
            split_role = self.split_role

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
                "rights": rights,
                "run_id": run_id,
            }
        )
        if split_role is not UNSET:
            field_dict["split_role"] = split_role

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = RunSourceItem.from_dict(items_item_data)

            items.append(items_item)

        rights = RightsAttestation.from_dict(d.pop("rights"))

        run_id = d.pop("run_id")

        _split_role = d.pop("split_role", UNSET)
        split_role: RunSourceSplitRole | Unset
        if isinstance(_split_role, Unset):
            split_role = UNSET
        else:
            split_role = check_run_source_split_role(_split_role)

        run_source = cls(
            items=items,
            rights=rights,
            run_id=run_id,
            split_role=split_role,
        )

        run_source.additional_properties = d
        return run_source

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


from ..models.rights_attestation import RightsAttestation
from ..models.run_source_item import RunSourceItem
