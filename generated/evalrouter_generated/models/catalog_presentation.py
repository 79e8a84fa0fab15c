from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.catalog_maintainer import CatalogMaintainer


T = TypeVar("T", bound="CatalogPresentation")


@_attrs_define
class CatalogPresentation:
    """
    Attributes:
        description (str):
        maintainer (CatalogMaintainer):
        name (str):
        revision (str):
        count_unit (None | str | Unset):
        exemplars (None | str | Unset):
        split (None | str | Unset):
    """

    description: str
    maintainer: CatalogMaintainer
    name: str
    revision: str
    count_unit: None | str | Unset = UNSET
    exemplars: None | str | Unset = UNSET
    split: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        maintainer = self.maintainer.to_dict()

        name = self.name

        revision = self.revision

        count_unit: None | str | Unset
        if isinstance(self.count_unit, Unset):
            count_unit = UNSET
        else:
            count_unit = self.count_unit

        exemplars: None | str | Unset
        if isinstance(self.exemplars, Unset):
            exemplars = UNSET
        else:
            exemplars = self.exemplars

        split: None | str | Unset
        if isinstance(self.split, Unset):
            split = UNSET
        else:
            split = self.split

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "maintainer": maintainer,
                "name": name,
                "revision": revision,
            }
        )
        if count_unit is not UNSET:
            field_dict["count_unit"] = count_unit
        if exemplars is not UNSET:
            field_dict["exemplars"] = exemplars
        if split is not UNSET:
            field_dict["split"] = split

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        maintainer = CatalogMaintainer.from_dict(d.pop("maintainer"))

        name = d.pop("name")

        revision = d.pop("revision")

        count_unit = cast(None | str | Unset, d.pop("count_unit", UNSET))

        exemplars = cast(None | str | Unset, d.pop("exemplars", UNSET))

        split = cast(None | str | Unset, d.pop("split", UNSET))

        catalog_presentation = cls(
            description=description,
            maintainer=maintainer,
            name=name,
            revision=revision,
            count_unit=count_unit,
            exemplars=exemplars,
            split=split,
        )

        catalog_presentation.additional_properties = d
        return catalog_presentation

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


from ..models.catalog_maintainer import CatalogMaintainer
