from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connected_model import ConnectedModel
    from ..models.managed_model import ManagedModel
    from ..models.training_artifact_model import TrainingArtifactModel
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="CampaignCandidate")


@_attrs_define
class CampaignCandidate:
    """
    Attributes:
        agent (None | str | Unset):
        model (ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset):
        reasoning_budget_tokens (int | None | Unset):
        reasoning_effort (None | str | Unset):
    """

    agent: None | str | Unset = UNSET
    model: ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset = (
        UNSET
    )
    reasoning_budget_tokens: int | None | Unset = UNSET
    reasoning_effort: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent: None | str | Unset
        if isinstance(self.agent, Unset):
            agent = UNSET
        else:
            agent = self.agent

        model: dict[str, Any] | None | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        elif (
            isinstance(self.model, ManagedModel)
            or isinstance(self.model, ConnectedModel)
            or isinstance(self.model, TrainingArtifactModel)
            or isinstance(self.model, UnknownKind)
        ):
            model = self.model.to_dict()
        else:
            model = self.model

        reasoning_budget_tokens: int | None | Unset
        if isinstance(self.reasoning_budget_tokens, Unset):
            reasoning_budget_tokens = UNSET
        else:
            reasoning_budget_tokens = self.reasoning_budget_tokens

        reasoning_effort: None | str | Unset
        if isinstance(self.reasoning_effort, Unset):
            reasoning_effort = UNSET
        else:
            reasoning_effort = self.reasoning_effort

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if agent is not UNSET:
            field_dict["agent"] = agent
        if model is not UNSET:
            field_dict["model"] = model
        if reasoning_budget_tokens is not UNSET:
            field_dict["reasoning_budget_tokens"] = reasoning_budget_tokens
        if reasoning_effort is not UNSET:
            field_dict["reasoning_effort"] = reasoning_effort

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        agent = cast(None | str | Unset, d.pop("agent", UNSET))

        def _parse_model(
            data: object,
        ) -> ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_0 = ManagedModel.from_dict(data)

                return model_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_1 = ConnectedModel.from_dict(data)

                return model_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_2 = TrainingArtifactModel.from_dict(data)

                return model_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_type_3 = UnknownKind.from_dict(data)

                return model_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ConnectedModel | ManagedModel | None | TrainingArtifactModel | UnknownKind | Unset,
                data,
            )

        model = _parse_model(d.pop("model", UNSET))

        reasoning_budget_tokens = cast(int | None | Unset, d.pop("reasoning_budget_tokens", UNSET))

        reasoning_effort = cast(None | str | Unset, d.pop("reasoning_effort", UNSET))

        campaign_candidate = cls(
            agent=agent,
            model=model,
            reasoning_budget_tokens=reasoning_budget_tokens,
            reasoning_effort=reasoning_effort,
        )

        campaign_candidate.additional_properties = d
        return campaign_candidate

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


from ..models.connected_model import ConnectedModel
from ..models.managed_model import ManagedModel
from ..models.training_artifact_model import TrainingArtifactModel
from ..models.unknown_kind import UnknownKind
