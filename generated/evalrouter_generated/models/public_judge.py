from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_inference_bound import PublicInferenceBound


T = TypeVar("T", bound="PublicJudge")


@_attrs_define
class PublicJudge:
    """
    Attributes:
        calls (PublicInferenceBound):
        route (str):
        route_revision (str):
        prompt_sha256 (None | Unset):
        rubric_sha256 (None | Unset):
    """

    calls: PublicInferenceBound
    route: str
    route_revision: str
    prompt_sha256: None | Unset = UNSET
    rubric_sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls.to_dict()

        route = self.route

        route_revision = self.route_revision

        prompt_sha256 = self.prompt_sha256

        rubric_sha256 = self.rubric_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calls": calls,
                "route": route,
                "route_revision": route_revision,
            }
        )
        if prompt_sha256 is not UNSET:
            field_dict["prompt_sha256"] = prompt_sha256
        if rubric_sha256 is not UNSET:
            field_dict["rubric_sha256"] = rubric_sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calls = PublicInferenceBound.from_dict(d.pop("calls"))

        route = d.pop("route")

        route_revision = d.pop("route_revision")

        prompt_sha256 = d.pop("prompt_sha256", UNSET)

        rubric_sha256 = d.pop("rubric_sha256", UNSET)

        public_judge = cls(
            calls=calls,
            route=route,
            route_revision=route_revision,
            prompt_sha256=prompt_sha256,
            rubric_sha256=rubric_sha256,
        )

        public_judge.additional_properties = d
        return public_judge

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


from ..models.public_inference_bound import PublicInferenceBound
