from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="ArmIdentity")


@_attrs_define
class ArmIdentity:
    """
    Attributes:
        agent (JsonObject | None):
        agent_identity_sha256 (None | str):
        arm_sha256 (str):
        execution_mode (str):
        model (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        model_sha256 (str):
    """

    agent: JsonObject | None
    agent_identity_sha256: None | str
    arm_sha256: str
    execution_mode: str
    model: JsonObject
    model_sha256: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent: dict[str, Any] | None
        if isinstance(self.agent, JsonObject):
            agent = self.agent.to_dict()
        else:
            agent = self.agent

        agent_identity_sha256: None | str
        agent_identity_sha256 = self.agent_identity_sha256

        arm_sha256 = self.arm_sha256

        execution_mode = self.execution_mode

        model = self.model.to_dict()

        model_sha256 = self.model_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "agent": agent,
                "agent_identity_sha256": agent_identity_sha256,
                "arm_sha256": arm_sha256,
                "execution_mode": execution_mode,
                "model": model,
                "model_sha256": model_sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_agent(data: object) -> JsonObject | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_type_0 = JsonObject.from_dict(data)

                return agent_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None, data)

        agent = _parse_agent(d.pop("agent"))

        agent_identity_sha256 = cast(None | str, d.pop("agent_identity_sha256"))

        arm_sha256 = d.pop("arm_sha256")

        execution_mode = d.pop("execution_mode")

        model = JsonObject.from_dict(d.pop("model"))

        model_sha256 = d.pop("model_sha256")

        arm_identity = cls(
            agent=agent,
            agent_identity_sha256=agent_identity_sha256,
            arm_sha256=arm_sha256,
            execution_mode=execution_mode,
            model=model,
            model_sha256=model_sha256,
        )

        arm_identity.additional_properties = d
        return arm_identity

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
