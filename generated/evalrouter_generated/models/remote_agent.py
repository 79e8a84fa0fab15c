from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="RemoteAgent")


@_attrs_define
class RemoteAgent:
    """
    Attributes:
        connection_id (str):
        kind (Literal['remote']):
        gateway_apis (list[Literal['chat_completions']] | Unset):
        max_concurrent_tasks (int | Unset):
        parameters (JsonObject | Unset): A JSON object whose fields the client does not type (free-form JSON).
    """

    connection_id: str
    kind: Literal["remote"]
    gateway_apis: list[Literal["chat_completions"]] | Unset = UNSET
    max_concurrent_tasks: int | Unset = UNSET
    parameters: JsonObject | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        kind = self.kind

        gateway_apis: list[Literal["chat_completions"]] | Unset = UNSET
        if not isinstance(self.gateway_apis, Unset):
            gateway_apis = self.gateway_apis

        max_concurrent_tasks = self.max_concurrent_tasks

        parameters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.parameters, Unset):
            parameters = self.parameters.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "connection_id": connection_id,
                "kind": kind,
            }
        )
        if gateway_apis is not UNSET:
            field_dict["gateway_apis"] = gateway_apis
        if max_concurrent_tasks is not UNSET:
            field_dict["max_concurrent_tasks"] = max_concurrent_tasks
        if parameters is not UNSET:
            field_dict["parameters"] = parameters

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        connection_id = d.pop("connection_id")

        kind = cast(Literal["remote"], d.pop("kind"))
        if kind != "remote":
            raise ValueError(f"kind must match const 'remote', got '{kind}'")

        _gateway_apis = d.pop("gateway_apis", UNSET)
        gateway_apis: list[Literal["chat_completions"]] | Unset = UNSET
        if _gateway_apis is not UNSET:
            gateway_apis = []
            for gateway_apis_item_data in _gateway_apis:
                gateway_apis_item = cast(Literal["chat_completions"], gateway_apis_item_data)
                if gateway_apis_item != "chat_completions":
                    raise ValueError(
                        f"gateway_apis_item must match const 'chat_completions', got '{gateway_apis_item}'"
                    )
                gateway_apis.append(gateway_apis_item)

        max_concurrent_tasks = d.pop("max_concurrent_tasks", UNSET)

        _parameters = d.pop("parameters", UNSET)
        parameters: JsonObject | Unset
        if isinstance(_parameters, Unset):
            parameters = UNSET
        else:
            parameters = JsonObject.from_dict(_parameters)

        remote_agent = cls(
            connection_id=connection_id,
            kind=kind,
            gateway_apis=gateway_apis,
            max_concurrent_tasks=max_concurrent_tasks,
            parameters=parameters,
        )

        remote_agent.additional_properties = d
        return remote_agent

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


from ..models.json_object import JsonObject
