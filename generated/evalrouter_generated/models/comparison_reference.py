from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.comparison_model import ComparisonModel
    from ..models.selected_model import SelectedModel


T = TypeVar("T", bound="ComparisonReference")


@_attrs_define
class ComparisonReference:
    """
    Attributes:
        checksum (str):
        manifest_hash (str):
        model (ComparisonModel | SelectedModel):
        name (str):
        result_id (str):
        run_id (str):
        version (int):
        execution_assurance (None | str | Unset):
        model_index (int | None | Unset):
    """

    checksum: str
    manifest_hash: str
    model: ComparisonModel | SelectedModel
    name: str
    result_id: str
    run_id: str
    version: int
    execution_assurance: None | str | Unset = UNSET
    model_index: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        checksum = self.checksum

        manifest_hash = self.manifest_hash

        model: dict[str, Any]
        if isinstance(self.model, SelectedModel):
            model = self.model.to_dict()
        else:
            model = self.model.to_dict()

        name = self.name

        result_id = self.result_id

        run_id = self.run_id

        version = self.version

        execution_assurance: None | str | Unset
        if isinstance(self.execution_assurance, Unset):
            execution_assurance = UNSET
        else:
            execution_assurance = self.execution_assurance

        model_index: int | None | Unset
        if isinstance(self.model_index, Unset):
            model_index = UNSET
        else:
            model_index = self.model_index

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checksum": checksum,
                "manifest_hash": manifest_hash,
                "model": model,
                "name": name,
                "result_id": result_id,
                "run_id": run_id,
                "version": version,
            }
        )
        if execution_assurance is not UNSET:
            field_dict["execution_assurance"] = execution_assurance
        if model_index is not UNSET:
            field_dict["model_index"] = model_index

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        checksum = d.pop("checksum")

        manifest_hash = d.pop("manifest_hash")

        def _parse_model(data: object) -> ComparisonModel | SelectedModel:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0 = SelectedModel.from_dict(data)

                return model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            model_type_1 = ComparisonModel.from_dict(data)

            return model_type_1

        model = _parse_model(d.pop("model"))

        name = d.pop("name")

        result_id = d.pop("result_id")

        run_id = d.pop("run_id")

        version = d.pop("version")

        execution_assurance = cast(None | str | Unset, d.pop("execution_assurance", UNSET))

        model_index = cast(int | None | Unset, d.pop("model_index", UNSET))

        comparison_reference = cls(
            checksum=checksum,
            manifest_hash=manifest_hash,
            model=model,
            name=name,
            result_id=result_id,
            run_id=run_id,
            version=version,
            execution_assurance=execution_assurance,
            model_index=model_index,
        )

        comparison_reference.additional_properties = d
        return comparison_reference

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


from ..models.comparison_model import ComparisonModel
from ..models.selected_model import SelectedModel
