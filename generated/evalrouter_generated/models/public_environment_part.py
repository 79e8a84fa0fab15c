from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_actor import PublicActor
    from ..models.public_environment_dockerfile import PublicEnvironmentDockerfile
    from ..models.public_environment_hugging_face import PublicEnvironmentHuggingFace
    from ..models.public_environment_image import PublicEnvironmentImage
    from ..models.public_environment_native import PublicEnvironmentNative
    from ..models.public_environment_none import PublicEnvironmentNone
    from ..models.public_resources import PublicResources
    from ..models.public_rights import PublicRights
    from ..models.public_session_spec import PublicSessionSpec
    from ..models.unknown_variant import UnknownVariant


T = TypeVar("T", bound="PublicEnvironmentPart")


@_attrs_define
class PublicEnvironmentPart:
    """
    Attributes:
        ref (str):
        source (PublicEnvironmentDockerfile | PublicEnvironmentHuggingFace | PublicEnvironmentImage |
            PublicEnvironmentNative | PublicEnvironmentNone | UnknownVariant):
        state (str):
        actors (list[PublicActor] | None | Unset):
        resources (None | PublicResources | Unset):
        rights (None | PublicRights | Unset):
        schema (Literal['evalrouter.environment-part.v1'] | None | Unset):
        session (None | PublicSessionSpec | Unset):
        sha256 (None | Unset):
    """

    ref: str
    source: (
        PublicEnvironmentDockerfile
        | PublicEnvironmentHuggingFace
        | PublicEnvironmentImage
        | PublicEnvironmentNative
        | PublicEnvironmentNone
        | UnknownVariant
    )
    state: str
    actors: list[PublicActor] | None | Unset = UNSET
    resources: None | PublicResources | Unset = UNSET
    rights: None | PublicRights | Unset = UNSET
    schema: Literal["evalrouter.environment-part.v1"] | None | Unset = UNSET
    session: None | PublicSessionSpec | Unset = UNSET
    sha256: None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ref = self.ref

        source: dict[str, Any]
        if (
            isinstance(self.source, PublicEnvironmentNone)
            or isinstance(self.source, PublicEnvironmentImage)
            or isinstance(self.source, PublicEnvironmentDockerfile)
            or isinstance(self.source, PublicEnvironmentHuggingFace)
            or isinstance(self.source, PublicEnvironmentNative)
        ):
            source = self.source.to_dict()
        else:
            source = self.source.to_dict()

        state = self.state

        actors: list[dict[str, Any]] | None | Unset
        if isinstance(self.actors, Unset):
            actors = UNSET
        elif isinstance(self.actors, list):
            actors = []
            for actors_type_0_item_data in self.actors:
                actors_type_0_item = actors_type_0_item_data.to_dict()
                actors.append(actors_type_0_item)

        else:
            actors = self.actors

        resources: dict[str, Any] | None | Unset
        if isinstance(self.resources, Unset):
            resources = UNSET
        elif isinstance(self.resources, PublicResources):
            resources = self.resources.to_dict()
        else:
            resources = self.resources

        rights: dict[str, Any] | None | Unset
        if isinstance(self.rights, Unset):
            rights = UNSET
        elif isinstance(self.rights, PublicRights):
            rights = self.rights.to_dict()
        else:
            rights = self.rights

        schema: Literal["evalrouter.environment-part.v1"] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        session: dict[str, Any] | None | Unset
        if isinstance(self.session, Unset):
            session = UNSET
        elif isinstance(self.session, PublicSessionSpec):
            session = self.session.to_dict()
        else:
            session = self.session

        sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ref": ref,
                "source": source,
                "state": state,
            }
        )
        if actors is not UNSET:
            field_dict["actors"] = actors
        if resources is not UNSET:
            field_dict["resources"] = resources
        if rights is not UNSET:
            field_dict["rights"] = rights
        if schema is not UNSET:
            field_dict["schema"] = schema
        if session is not UNSET:
            field_dict["session"] = session
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ref = d.pop("ref")

        def _parse_source(
            data: object,
        ) -> (
            PublicEnvironmentDockerfile
            | PublicEnvironmentHuggingFace
            | PublicEnvironmentImage
            | PublicEnvironmentNative
            | PublicEnvironmentNone
            | UnknownVariant
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_0 = PublicEnvironmentNone.from_dict(data)

                return source_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_1 = PublicEnvironmentImage.from_dict(data)

                return source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_2 = PublicEnvironmentDockerfile.from_dict(data)

                return source_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_3 = PublicEnvironmentHuggingFace.from_dict(data)

                return source_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                source_type_4 = PublicEnvironmentNative.from_dict(data)

                return source_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            source_type_5 = UnknownVariant.from_dict(data)

            return source_type_5

        source = _parse_source(d.pop("source"))

        state = d.pop("state")

        def _parse_actors(data: object) -> list[PublicActor] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                actors_type_0 = []
                _actors_type_0 = data
                for actors_type_0_item_data in _actors_type_0:
                    actors_type_0_item = PublicActor.from_dict(actors_type_0_item_data)

                    actors_type_0.append(actors_type_0_item)

                return actors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PublicActor] | None | Unset, data)

        actors = _parse_actors(d.pop("actors", UNSET))

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

        def _parse_rights(data: object) -> None | PublicRights | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rights_type_0 = PublicRights.from_dict(data)

                return rights_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicRights | Unset, data)

        rights = _parse_rights(d.pop("rights", UNSET))

        def _parse_schema(data: object) -> Literal["evalrouter.environment-part.v1"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            schema_type_0 = cast(Literal["evalrouter.environment-part.v1"], data)
            if schema_type_0 != "evalrouter.environment-part.v1":
                raise ValueError(
                    f"schema_type_0 must match const 'evalrouter.environment-part.v1', got '{schema_type_0}'"
                )
            return schema_type_0
            return cast(Literal["evalrouter.environment-part.v1"] | None | Unset, data)

        schema = _parse_schema(d.pop("schema", UNSET))

        def _parse_session(data: object) -> None | PublicSessionSpec | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                session_type_0 = PublicSessionSpec.from_dict(data)

                return session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicSessionSpec | Unset, data)

        session = _parse_session(d.pop("session", UNSET))

        sha256 = d.pop("sha256", UNSET)

        public_environment_part = cls(
            ref=ref,
            source=source,
            state=state,
            actors=actors,
            resources=resources,
            rights=rights,
            schema=schema,
            session=session,
            sha256=sha256,
        )

        public_environment_part.additional_properties = d
        return public_environment_part

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


from ..models.public_actor import PublicActor
from ..models.public_environment_dockerfile import PublicEnvironmentDockerfile
from ..models.public_environment_hugging_face import PublicEnvironmentHuggingFace
from ..models.public_environment_image import PublicEnvironmentImage
from ..models.public_environment_native import PublicEnvironmentNative
from ..models.public_environment_none import PublicEnvironmentNone
from ..models.public_resources import PublicResources
from ..models.public_rights import PublicRights
from ..models.public_session_spec import PublicSessionSpec
from ..models.unknown_variant import UnknownVariant
