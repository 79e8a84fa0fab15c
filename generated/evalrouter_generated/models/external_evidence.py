from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.external_observation import ExternalObservation


T = TypeVar("T", bound="ExternalEvidence")


@_attrs_define
class ExternalEvidence:
    """
    Attributes:
        baseline_revision (str):
        candidate_revision (str):
        evidence_sha256 (str):
        name (str):
        observations (list[ExternalObservation]):
        schema_version (Literal['evalrouter.external-evidence.v1']):
        source (str):
    """

    baseline_revision: str
    candidate_revision: str
    evidence_sha256: str
    name: str
    observations: list[ExternalObservation]
    schema_version: Literal["evalrouter.external-evidence.v1"]
    source: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        baseline_revision = self.baseline_revision

        candidate_revision = self.candidate_revision

        evidence_sha256 = self.evidence_sha256

        name = self.name

        observations = []
        for observations_item_data in self.observations:
            observations_item = observations_item_data.to_dict()
            observations.append(observations_item)

        schema_version = self.schema_version

        source = self.source

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "baseline_revision": baseline_revision,
                "candidate_revision": candidate_revision,
                "evidence_sha256": evidence_sha256,
                "name": name,
                "observations": observations,
                "schema_version": schema_version,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        baseline_revision = d.pop("baseline_revision")

        candidate_revision = d.pop("candidate_revision")

        evidence_sha256 = d.pop("evidence_sha256")

        name = d.pop("name")

        observations = []
        _observations = d.pop("observations")
        for observations_item_data in _observations:
            observations_item = ExternalObservation.from_dict(observations_item_data)

            observations.append(observations_item)

        schema_version = cast(Literal["evalrouter.external-evidence.v1"], d.pop("schema_version"))
        if schema_version != "evalrouter.external-evidence.v1":
            raise ValueError(
                f"schema_version must match const 'evalrouter.external-evidence.v1', got '{schema_version}'"
            )

        source = d.pop("source")

        external_evidence = cls(
            baseline_revision=baseline_revision,
            candidate_revision=candidate_revision,
            evidence_sha256=evidence_sha256,
            name=name,
            observations=observations,
            schema_version=schema_version,
            source=source,
        )

        external_evidence.additional_properties = d
        return external_evidence

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


from ..models.external_observation import ExternalObservation
