from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.connected_model import ConnectedModel
    from ..models.managed_model import ManagedModel
    from ..models.task_identity import TaskIdentity
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="NewRecommendation")


@_attrs_define
class NewRecommendation:
    """
    Attributes:
        models (list[ConnectedModel | ManagedModel | UnknownKind]):
        budget_microusd (None | str | Unset):
        capabilities (list[str] | Unset):
        exclude_sources (list[str] | Unset):
        excluded_tasks (list[TaskIdentity] | Unset):
        include_sources (list[str] | Unset):
        objective (str | Unset):
        required_tasks (list[TaskIdentity] | Unset):
        seed (int | Unset):
        task_limit (int | Unset):
    """

    models: list[ConnectedModel | ManagedModel | UnknownKind]
    budget_microusd: None | str | Unset = UNSET
    capabilities: list[str] | Unset = UNSET
    exclude_sources: list[str] | Unset = UNSET
    excluded_tasks: list[TaskIdentity] | Unset = UNSET
    include_sources: list[str] | Unset = UNSET
    objective: str | Unset = UNSET
    required_tasks: list[TaskIdentity] | Unset = UNSET
    seed: int | Unset = UNSET
    task_limit: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        models = []
        for models_item_data in self.models:
            models_item: dict[str, Any]
            if isinstance(models_item_data, ManagedModel) or isinstance(
                models_item_data, ConnectedModel
            ):
                models_item = models_item_data.to_dict()
            else:
                models_item = models_item_data.to_dict()

            models.append(models_item)

        budget_microusd: None | str | Unset
        if isinstance(self.budget_microusd, Unset):
            budget_microusd = UNSET
        else:
            budget_microusd = self.budget_microusd

        capabilities: list[str] | Unset = UNSET
        if not isinstance(self.capabilities, Unset):
            capabilities = self.capabilities

        exclude_sources: list[str] | Unset = UNSET
        if not isinstance(self.exclude_sources, Unset):
            exclude_sources = self.exclude_sources

        excluded_tasks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.excluded_tasks, Unset):
            excluded_tasks = []
            for excluded_tasks_item_data in self.excluded_tasks:
                excluded_tasks_item = excluded_tasks_item_data.to_dict()
                excluded_tasks.append(excluded_tasks_item)

        include_sources: list[str] | Unset = UNSET
        if not isinstance(self.include_sources, Unset):
            include_sources = self.include_sources

        objective = self.objective

        required_tasks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.required_tasks, Unset):
            required_tasks = []
            for required_tasks_item_data in self.required_tasks:
                required_tasks_item = required_tasks_item_data.to_dict()
                required_tasks.append(required_tasks_item)

        seed = self.seed

        task_limit = self.task_limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "models": models,
            }
        )
        if budget_microusd is not UNSET:
            field_dict["budget_microusd"] = budget_microusd
        if capabilities is not UNSET:
            field_dict["capabilities"] = capabilities
        if exclude_sources is not UNSET:
            field_dict["exclude_sources"] = exclude_sources
        if excluded_tasks is not UNSET:
            field_dict["excluded_tasks"] = excluded_tasks
        if include_sources is not UNSET:
            field_dict["include_sources"] = include_sources
        if objective is not UNSET:
            field_dict["objective"] = objective
        if required_tasks is not UNSET:
            field_dict["required_tasks"] = required_tasks
        if seed is not UNSET:
            field_dict["seed"] = seed
        if task_limit is not UNSET:
            field_dict["task_limit"] = task_limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        models = []
        _models = d.pop("models")
        for models_item_data in _models:

            def _parse_models_item(data: object) -> ConnectedModel | ManagedModel | UnknownKind:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    models_item_type_0 = ManagedModel.from_dict(data)

                    return models_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    models_item_type_1 = ConnectedModel.from_dict(data)

                    return models_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                models_item_type_2 = UnknownKind.from_dict(data)

                return models_item_type_2

            models_item = _parse_models_item(models_item_data)

            models.append(models_item)

        budget_microusd = cast(None | str | Unset, d.pop("budget_microusd", UNSET))

        capabilities = cast(list[str], d.pop("capabilities", UNSET))

        exclude_sources = cast(list[str], d.pop("exclude_sources", UNSET))

        _excluded_tasks = d.pop("excluded_tasks", UNSET)
        excluded_tasks: list[TaskIdentity] | Unset = UNSET
        if _excluded_tasks is not UNSET:
            excluded_tasks = []
            for excluded_tasks_item_data in _excluded_tasks:
                excluded_tasks_item = TaskIdentity.from_dict(excluded_tasks_item_data)

                excluded_tasks.append(excluded_tasks_item)

        include_sources = cast(list[str], d.pop("include_sources", UNSET))

        objective = d.pop("objective", UNSET)

        _required_tasks = d.pop("required_tasks", UNSET)
        required_tasks: list[TaskIdentity] | Unset = UNSET
        if _required_tasks is not UNSET:
            required_tasks = []
            for required_tasks_item_data in _required_tasks:
                required_tasks_item = TaskIdentity.from_dict(required_tasks_item_data)

                required_tasks.append(required_tasks_item)

        seed = d.pop("seed", UNSET)

        task_limit = d.pop("task_limit", UNSET)

        new_recommendation = cls(
            models=models,
            budget_microusd=budget_microusd,
            capabilities=capabilities,
            exclude_sources=exclude_sources,
            excluded_tasks=excluded_tasks,
            include_sources=include_sources,
            objective=objective,
            required_tasks=required_tasks,
            seed=seed,
            task_limit=task_limit,
        )

        new_recommendation.additional_properties = d
        return new_recommendation

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
from ..models.task_identity import TaskIdentity
from ..models.unknown_kind import UnknownKind
