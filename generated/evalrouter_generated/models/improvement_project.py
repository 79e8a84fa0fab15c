from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.node_runtime_config import NodeRuntimeConfig
    from ..models.project_source import ProjectSource
    from ..models.python_runtime_config import PythonRuntimeConfig
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="ImprovementProject")


@_attrs_define
class ImprovementProject:
    """
    Attributes:
        created_at (str):
        id (str):
        name (str):
        runtime_config (NodeRuntimeConfig | None | PythonRuntimeConfig | UnknownKind):
        runtime_lockfile_sha256 (None | str):
        source (ProjectSource):
        trace_connection_id (str):
        updated_at (str):
        version (int):
        workspace_id (str):
    """

    created_at: str
    id: str
    name: str
    runtime_config: NodeRuntimeConfig | None | PythonRuntimeConfig | UnknownKind
    runtime_lockfile_sha256: None | str
    source: ProjectSource
    trace_connection_id: str
    updated_at: str
    version: int
    workspace_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        id = self.id

        name = self.name

        runtime_config: dict[str, Any] | None
        if (
            isinstance(self.runtime_config, PythonRuntimeConfig)
            or isinstance(self.runtime_config, NodeRuntimeConfig)
            or isinstance(self.runtime_config, UnknownKind)
        ):
            runtime_config = self.runtime_config.to_dict()
        else:
            runtime_config = self.runtime_config

        runtime_lockfile_sha256: None | str
        runtime_lockfile_sha256 = self.runtime_lockfile_sha256

        source = self.source.to_dict()

        trace_connection_id = self.trace_connection_id

        updated_at = self.updated_at

        version = self.version

        workspace_id = self.workspace_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "name": name,
                "runtime_config": runtime_config,
                "runtime_lockfile_sha256": runtime_lockfile_sha256,
                "source": source,
                "trace_connection_id": trace_connection_id,
                "updated_at": updated_at,
                "version": version,
                "workspace_id": workspace_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        id = d.pop("id")

        name = d.pop("name")

        def _parse_runtime_config(
            data: object,
        ) -> NodeRuntimeConfig | None | PythonRuntimeConfig | UnknownKind:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                runtime_config_type_0 = PythonRuntimeConfig.from_dict(data)

                return runtime_config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                runtime_config_type_1 = NodeRuntimeConfig.from_dict(data)

                return runtime_config_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                runtime_config_type_2 = UnknownKind.from_dict(data)

                return runtime_config_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(NodeRuntimeConfig | None | PythonRuntimeConfig | UnknownKind, data)

        runtime_config = _parse_runtime_config(d.pop("runtime_config"))

        runtime_lockfile_sha256 = cast(None | str, d.pop("runtime_lockfile_sha256"))

        source = ProjectSource.from_dict(d.pop("source"))

        trace_connection_id = d.pop("trace_connection_id")

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        workspace_id = d.pop("workspace_id")

        improvement_project = cls(
            created_at=created_at,
            id=id,
            name=name,
            runtime_config=runtime_config,
            runtime_lockfile_sha256=runtime_lockfile_sha256,
            source=source,
            trace_connection_id=trace_connection_id,
            updated_at=updated_at,
            version=version,
            workspace_id=workspace_id,
        )

        improvement_project.additional_properties = d
        return improvement_project

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


from ..models.node_runtime_config import NodeRuntimeConfig
from ..models.project_source import ProjectSource
from ..models.python_runtime_config import PythonRuntimeConfig
from ..models.unknown_kind import UnknownKind
