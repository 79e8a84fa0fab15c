from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.catalog_presentation import CatalogPresentation
    from ..models.eval_pricing import EvalPricing


T = TypeVar("T", bound="EvalRecord")


@_attrs_define
class EvalRecord:
    """
    Attributes:
        description (str):
        display_name (str):
        execution_mode (str):
        kind (str):
        name (str):
        pricing (EvalPricing):
        profile_id (None | str):
        protocol (str):
        provider (str):
        ref (str):
        required_capabilities (list[str]):
        runner (str):
        status (str):
        task_count (int | None):
        version (str):
        access (None | str | Unset):
        availability (None | str | Unset):
        availability_reason (None | str | Unset):
        behaviors (list[str] | None | Unset):
        category (None | str | Unset):
        created_at (None | str | Unset):
        created_by (None | str | Unset):
        detail_href (None | str | Unset):
        family (None | str | Unset):
        presentation (CatalogPresentation | None | Unset):
        publisher (None | str | Unset):
        source (None | str | Unset):
        visibility (None | str | Unset):
    """

    description: str
    display_name: str
    execution_mode: str
    kind: str
    name: str
    pricing: EvalPricing
    profile_id: None | str
    protocol: str
    provider: str
    ref: str
    required_capabilities: list[str]
    runner: str
    status: str
    task_count: int | None
    version: str
    access: None | str | Unset = UNSET
    availability: None | str | Unset = UNSET
    availability_reason: None | str | Unset = UNSET
    behaviors: list[str] | None | Unset = UNSET
    category: None | str | Unset = UNSET
    created_at: None | str | Unset = UNSET
    created_by: None | str | Unset = UNSET
    detail_href: None | str | Unset = UNSET
    family: None | str | Unset = UNSET
    presentation: CatalogPresentation | None | Unset = UNSET
    publisher: None | str | Unset = UNSET
    source: None | str | Unset = UNSET
    visibility: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        display_name = self.display_name

        execution_mode = self.execution_mode

        kind = self.kind

        name = self.name

        pricing = self.pricing.to_dict()

        profile_id: None | str
        profile_id = self.profile_id

        protocol = self.protocol

        provider = self.provider

        ref = self.ref

        required_capabilities = self.required_capabilities

        runner = self.runner

        status = self.status

        task_count: int | None
        task_count = self.task_count

        version = self.version

        access: None | str | Unset
        if isinstance(self.access, Unset):
            access = UNSET
        else:
            access = self.access

        availability: None | str | Unset
        if isinstance(self.availability, Unset):
            availability = UNSET
        else:
            availability = self.availability

        availability_reason: None | str | Unset
        if isinstance(self.availability_reason, Unset):
            availability_reason = UNSET
        else:
            availability_reason = self.availability_reason

        behaviors: list[str] | None | Unset
        if isinstance(self.behaviors, Unset):
            behaviors = UNSET
        elif isinstance(self.behaviors, list):
            behaviors = self.behaviors

        else:
            behaviors = self.behaviors

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
            category = self.category

        created_at: None | str | Unset
        if isinstance(self.created_at, Unset):
            created_at = UNSET
        else:
            created_at = self.created_at

        created_by: None | str | Unset
        if isinstance(self.created_by, Unset):
            created_by = UNSET
        else:
            created_by = self.created_by

        detail_href: None | str | Unset
        if isinstance(self.detail_href, Unset):
            detail_href = UNSET
        else:
            detail_href = self.detail_href

        family: None | str | Unset
        if isinstance(self.family, Unset):
            family = UNSET
        else:
            family = self.family

        presentation: dict[str, Any] | None | Unset
        if isinstance(self.presentation, Unset):
            presentation = UNSET
        elif isinstance(self.presentation, CatalogPresentation):
            presentation = self.presentation.to_dict()
        else:
            presentation = self.presentation

        publisher: None | str | Unset
        if isinstance(self.publisher, Unset):
            publisher = UNSET
        else:
            publisher = self.publisher

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        visibility: None | str | Unset
        if isinstance(self.visibility, Unset):
            visibility = UNSET
        else:
            visibility = self.visibility

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "description": description,
                "display_name": display_name,
                "execution_mode": execution_mode,
                "kind": kind,
                "name": name,
                "pricing": pricing,
                "profile_id": profile_id,
                "protocol": protocol,
                "provider": provider,
                "ref": ref,
                "required_capabilities": required_capabilities,
                "runner": runner,
                "status": status,
                "task_count": task_count,
                "version": version,
            }
        )
        if access is not UNSET:
            field_dict["access"] = access
        if availability is not UNSET:
            field_dict["availability"] = availability
        if availability_reason is not UNSET:
            field_dict["availability_reason"] = availability_reason
        if behaviors is not UNSET:
            field_dict["behaviors"] = behaviors
        if category is not UNSET:
            field_dict["category"] = category
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if created_by is not UNSET:
            field_dict["created_by"] = created_by
        if detail_href is not UNSET:
            field_dict["detail_href"] = detail_href
        if family is not UNSET:
            field_dict["family"] = family
        if presentation is not UNSET:
            field_dict["presentation"] = presentation
        if publisher is not UNSET:
            field_dict["publisher"] = publisher
        if source is not UNSET:
            field_dict["source"] = source
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        description = d.pop("description")

        display_name = d.pop("display_name")

        execution_mode = d.pop("execution_mode")

        kind = d.pop("kind")

        name = d.pop("name")

        pricing = EvalPricing.from_dict(d.pop("pricing"))

        profile_id = cast(None | str, d.pop("profile_id"))

        protocol = d.pop("protocol")

        provider = d.pop("provider")

        ref = d.pop("ref")

        required_capabilities = cast(list[str], d.pop("required_capabilities"))

        runner = d.pop("runner")

        status = d.pop("status")

        task_count = cast(int | None, d.pop("task_count"))

        version = d.pop("version")

        access = cast(None | str | Unset, d.pop("access", UNSET))

        availability = cast(None | str | Unset, d.pop("availability", UNSET))

        availability_reason = cast(None | str | Unset, d.pop("availability_reason", UNSET))

        def _parse_behaviors(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                behaviors_type_0 = cast(list[str], data)

                return behaviors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        behaviors = _parse_behaviors(d.pop("behaviors", UNSET))

        category = cast(None | str | Unset, d.pop("category", UNSET))

        created_at = cast(None | str | Unset, d.pop("created_at", UNSET))

        created_by = cast(None | str | Unset, d.pop("created_by", UNSET))

        detail_href = cast(None | str | Unset, d.pop("detail_href", UNSET))

        family = cast(None | str | Unset, d.pop("family", UNSET))

        def _parse_presentation(data: object) -> CatalogPresentation | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                presentation_type_0 = CatalogPresentation.from_dict(data)

                return presentation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CatalogPresentation | None | Unset, data)

        presentation = _parse_presentation(d.pop("presentation", UNSET))

        publisher = cast(None | str | Unset, d.pop("publisher", UNSET))

        source = cast(None | str | Unset, d.pop("source", UNSET))

        visibility = cast(None | str | Unset, d.pop("visibility", UNSET))

        eval_record = cls(
            description=description,
            display_name=display_name,
            execution_mode=execution_mode,
            kind=kind,
            name=name,
            pricing=pricing,
            profile_id=profile_id,
            protocol=protocol,
            provider=provider,
            ref=ref,
            required_capabilities=required_capabilities,
            runner=runner,
            status=status,
            task_count=task_count,
            version=version,
            access=access,
            availability=availability,
            availability_reason=availability_reason,
            behaviors=behaviors,
            category=category,
            created_at=created_at,
            created_by=created_by,
            detail_href=detail_href,
            family=family,
            presentation=presentation,
            publisher=publisher,
            source=source,
            visibility=visibility,
        )

        eval_record.additional_properties = d
        return eval_record

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


from ..models.catalog_presentation import CatalogPresentation
from ..models.eval_pricing import EvalPricing
