from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.tune_call_spec_patch import TuneCallSpecPatch
    from ..models.tune_case_patch import TuneCasePatch
    from ..models.tune_grader_patch import TuneGraderPatch


T = TypeVar("T", bound="TuneDraftPatch")


@_attrs_define
class TuneDraftPatch:
    """
    Attributes:
        draft_revision (int):
        call_spec (None | TuneCallSpecPatch | Unset):
        cases (list[TuneCasePatch] | None | Unset):
        grader (None | TuneGraderPatch | Unset):
    """

    draft_revision: int
    call_spec: None | TuneCallSpecPatch | Unset = UNSET
    cases: list[TuneCasePatch] | None | Unset = UNSET
    grader: None | TuneGraderPatch | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        draft_revision = self.draft_revision

        call_spec: dict[str, Any] | None | Unset
        if isinstance(self.call_spec, Unset):
            call_spec = UNSET
        elif isinstance(self.call_spec, TuneCallSpecPatch):
            call_spec = self.call_spec.to_dict()
        else:
            call_spec = self.call_spec

        cases: list[dict[str, Any]] | None | Unset
        if isinstance(self.cases, Unset):
            cases = UNSET
        elif isinstance(self.cases, list):
            cases = []
            for cases_type_0_item_data in self.cases:
                cases_type_0_item = cases_type_0_item_data.to_dict()
                cases.append(cases_type_0_item)

        else:
            cases = self.cases

        grader: dict[str, Any] | None | Unset
        if isinstance(self.grader, Unset):
            grader = UNSET
        elif isinstance(self.grader, TuneGraderPatch):
            grader = self.grader.to_dict()
        else:
            grader = self.grader

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "draft_revision": draft_revision,
            }
        )
        if call_spec is not UNSET:
            field_dict["call_spec"] = call_spec
        if cases is not UNSET:
            field_dict["cases"] = cases
        if grader is not UNSET:
            field_dict["grader"] = grader

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        draft_revision = d.pop("draft_revision")

        def _parse_call_spec(data: object) -> None | TuneCallSpecPatch | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                call_spec_type_0 = TuneCallSpecPatch.from_dict(data)

                return call_spec_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneCallSpecPatch | Unset, data)

        call_spec = _parse_call_spec(d.pop("call_spec", UNSET))

        def _parse_cases(data: object) -> list[TuneCasePatch] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cases_type_0 = []
                _cases_type_0 = data
                for cases_type_0_item_data in _cases_type_0:
                    cases_type_0_item = TuneCasePatch.from_dict(cases_type_0_item_data)

                    cases_type_0.append(cases_type_0_item)

                return cases_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TuneCasePatch] | None | Unset, data)

        cases = _parse_cases(d.pop("cases", UNSET))

        def _parse_grader(data: object) -> None | TuneGraderPatch | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                grader_type_0 = TuneGraderPatch.from_dict(data)

                return grader_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuneGraderPatch | Unset, data)

        grader = _parse_grader(d.pop("grader", UNSET))

        tune_draft_patch = cls(
            draft_revision=draft_revision,
            call_spec=call_spec,
            cases=cases,
            grader=grader,
        )

        tune_draft_patch.additional_properties = d
        return tune_draft_patch

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


from ..models.tune_call_spec_patch import TuneCallSpecPatch
from ..models.tune_case_patch import TuneCasePatch
from ..models.tune_grader_patch import TuneGraderPatch
