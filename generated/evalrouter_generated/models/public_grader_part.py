from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_composite import PublicComposite
    from ..models.public_grader_part_reward_map_type_0 import PublicGraderPartRewardMapType0
    from ..models.public_judge import PublicJudge
    from ..models.public_metric import PublicMetric
    from ..models.public_resources import PublicResources


T = TypeVar("T", bound="PublicGraderPart")


@_attrs_define
class PublicGraderPart:
    """
    Attributes:
        determinism (str):
        input_ (str):
        label (str):
        location (str):
        metrics (list[PublicMetric]):
        primary (str):
        ref (str):
        timeout_seconds (int):
        asset_sha256 (None | Unset):
        behavior_sha256 (None | Unset):
        composite (None | PublicComposite | Unset):
        judge (None | PublicJudge | Unset):
        partial (bool | None | Unset):
        resources (None | PublicResources | Unset):
        reward_map (None | PublicGraderPartRewardMapType0 | Unset):
        schema (Literal['evalrouter.grader-part.v1'] | None | Unset):
        sha256 (None | Unset):
    """

    determinism: str
    input_: str
    label: str
    location: str
    metrics: list[PublicMetric]
    primary: str
    ref: str
    timeout_seconds: int
    asset_sha256: None | Unset = UNSET
    behavior_sha256: None | Unset = UNSET
    composite: None | PublicComposite | Unset = UNSET
    judge: None | PublicJudge | Unset = UNSET
    partial: bool | None | Unset = UNSET
    resources: None | PublicResources | Unset = UNSET
    reward_map: None | PublicGraderPartRewardMapType0 | Unset = UNSET
    schema: Literal["evalrouter.grader-part.v1"] | None | Unset = UNSET
    sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        determinism = self.determinism

        input_ = self.input_

        label = self.label

        location = self.location

        metrics = []
        for metrics_item_data in self.metrics:
            metrics_item = metrics_item_data.to_dict()
            metrics.append(metrics_item)

        primary = self.primary

        ref = self.ref

        timeout_seconds = self.timeout_seconds

        asset_sha256 = self.asset_sha256

        behavior_sha256 = self.behavior_sha256

        composite: dict[str, Any] | None | Unset
        if isinstance(self.composite, Unset):
            composite = UNSET
        elif isinstance(self.composite, PublicComposite):
            composite = self.composite.to_dict()
        else:
            composite = self.composite

        judge: dict[str, Any] | None | Unset
        if isinstance(self.judge, Unset):
            judge = UNSET
        elif isinstance(self.judge, PublicJudge):
            judge = self.judge.to_dict()
        else:
            judge = self.judge

        partial: bool | None | Unset
        if isinstance(self.partial, Unset):
            partial = UNSET
        else:
            partial = self.partial

        resources: dict[str, Any] | None | Unset
        if isinstance(self.resources, Unset):
            resources = UNSET
        elif isinstance(self.resources, PublicResources):
            resources = self.resources.to_dict()
        else:
            resources = self.resources

        reward_map: dict[str, Any] | None | Unset
        if isinstance(self.reward_map, Unset):
            reward_map = UNSET
        elif isinstance(self.reward_map, PublicGraderPartRewardMapType0):
            reward_map = self.reward_map.to_dict()
        else:
            reward_map = self.reward_map

        schema: Literal["evalrouter.grader-part.v1"] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "determinism": determinism,
                "input": input_,
                "label": label,
                "location": location,
                "metrics": metrics,
                "primary": primary,
                "ref": ref,
                "timeout_seconds": timeout_seconds,
            }
        )
        if asset_sha256 is not UNSET:
            field_dict["asset_sha256"] = asset_sha256
        if behavior_sha256 is not UNSET:
            field_dict["behavior_sha256"] = behavior_sha256
        if composite is not UNSET:
            field_dict["composite"] = composite
        if judge is not UNSET:
            field_dict["judge"] = judge
        if partial is not UNSET:
            field_dict["partial"] = partial
        if resources is not UNSET:
            field_dict["resources"] = resources
        if reward_map is not UNSET:
            field_dict["reward_map"] = reward_map
        if schema is not UNSET:
            field_dict["schema"] = schema
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        determinism = d.pop("determinism")

        input_ = d.pop("input")

        label = d.pop("label")

        location = d.pop("location")

        metrics = []
        _metrics = d.pop("metrics")
        for metrics_item_data in _metrics:
            metrics_item = PublicMetric.from_dict(metrics_item_data)

            metrics.append(metrics_item)

        primary = d.pop("primary")

        ref = d.pop("ref")

        timeout_seconds = d.pop("timeout_seconds")

        asset_sha256 = d.pop("asset_sha256", UNSET)

        behavior_sha256 = d.pop("behavior_sha256", UNSET)

        def _parse_composite(data: object) -> None | PublicComposite | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                composite_type_0 = PublicComposite.from_dict(data)

                return composite_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicComposite | Unset, data)

        composite = _parse_composite(d.pop("composite", UNSET))

        def _parse_judge(data: object) -> None | PublicJudge | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                judge_type_0 = PublicJudge.from_dict(data)

                return judge_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicJudge | Unset, data)

        judge = _parse_judge(d.pop("judge", UNSET))

        partial = cast(bool | None | Unset, d.pop("partial", UNSET))

        def _parse_resources(data: object) -> None | PublicResources | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                resources_type_0 = PublicResources.from_dict(data)

                return resources_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicResources | Unset, data)

        resources = _parse_resources(d.pop("resources", UNSET))

        def _parse_reward_map(data: object) -> None | PublicGraderPartRewardMapType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reward_map_type_0 = PublicGraderPartRewardMapType0.from_dict(data)

                return reward_map_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicGraderPartRewardMapType0 | Unset, data)

        reward_map = _parse_reward_map(d.pop("reward_map", UNSET))

        def _parse_schema(data: object) -> Literal["evalrouter.grader-part.v1"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            schema_type_0 = cast(Literal["evalrouter.grader-part.v1"], data)
            if schema_type_0 != "evalrouter.grader-part.v1":
                raise ValueError(
                    f"schema_type_0 must match const 'evalrouter.grader-part.v1', got '{schema_type_0}'"
                )
            return schema_type_0
            return cast(Literal["evalrouter.grader-part.v1"] | None | Unset, data)

        schema = _parse_schema(d.pop("schema", UNSET))

        sha256 = d.pop("sha256", UNSET)

        public_grader_part = cls(
            determinism=determinism,
            input_=input_,
            label=label,
            location=location,
            metrics=metrics,
            primary=primary,
            ref=ref,
            timeout_seconds=timeout_seconds,
            asset_sha256=asset_sha256,
            behavior_sha256=behavior_sha256,
            composite=composite,
            judge=judge,
            partial=partial,
            resources=resources,
            reward_map=reward_map,
            schema=schema,
            sha256=sha256,
        )

        public_grader_part.additional_properties = d
        return public_grader_part

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


from ..models.public_composite import PublicComposite
from ..models.public_grader_part_reward_map_type_0 import PublicGraderPartRewardMapType0
from ..models.public_judge import PublicJudge
from ..models.public_metric import PublicMetric
from ..models.public_resources import PublicResources
