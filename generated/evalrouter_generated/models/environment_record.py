from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.benchmark_quote_availability import BenchmarkQuoteAvailability
    from ..models.catalog_presentation import CatalogPresentation
    from ..models.environment_limits import EnvironmentLimits
    from ..models.environment_record_task_counts import EnvironmentRecordTaskCounts
    from ..models.environment_rights import EnvironmentRights
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="EnvironmentRecord")


@_attrs_define
class EnvironmentRecord:
    """
    Attributes:
        adapter (str):
        created_at (str):
        description (str):
        id (str):
        limitations (list[str]):
        limits (EnvironmentLimits):
        manifest_sha256 (str):
        name (str):
        package_sha256 (str):
        price_version (str):
        ref (str):
        required_capabilities (list[str]):
        rights (EnvironmentRights):
        status (str):
        supplier_fee_microusd (str):
        task_counts (EnvironmentRecordTaskCounts):
        validation (JsonObject): A JSON object whose fields the client does not type (free-form JSON).
        visibility (str):
        commission_basis_points (int | None | Unset):
        presentation (CatalogPresentation | None | Unset):
        quote_availability (BenchmarkQuoteAvailability | None | Unset):
        source_released (bool | None | Unset):
    """

    adapter: str
    created_at: str
    description: str
    id: str
    limitations: list[str]
    limits: EnvironmentLimits
    manifest_sha256: str
    name: str
    package_sha256: str
    price_version: str
    ref: str
    required_capabilities: list[str]
    rights: EnvironmentRights
    status: str
    supplier_fee_microusd: str
    task_counts: EnvironmentRecordTaskCounts
    validation: JsonObject
    visibility: str
    commission_basis_points: int | None | Unset = UNSET
    presentation: CatalogPresentation | None | Unset = UNSET
    quote_availability: BenchmarkQuoteAvailability | None | Unset = UNSET
    source_released: bool | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        adapter = self.adapter

        created_at = self.created_at

        description = self.description

        id = self.id

        limitations = self.limitations

        limits = self.limits.to_dict()

        manifest_sha256 = self.manifest_sha256

        name = self.name

        package_sha256 = self.package_sha256

        price_version = self.price_version

        ref = self.ref

        required_capabilities = self.required_capabilities

        rights = self.rights.to_dict()

        status = self.status

        supplier_fee_microusd = self.supplier_fee_microusd

        task_counts = self.task_counts.to_dict()

        validation = self.validation.to_dict()

        visibility = self.visibility

        commission_basis_points: int | None | Unset
        if isinstance(self.commission_basis_points, Unset):
            commission_basis_points = UNSET
        else:
            commission_basis_points = self.commission_basis_points

        presentation: dict[str, Any] | None | Unset
        if isinstance(self.presentation, Unset):
            presentation = UNSET
        elif isinstance(self.presentation, CatalogPresentation):
            presentation = self.presentation.to_dict()
        else:
            presentation = self.presentation

        quote_availability: dict[str, Any] | None | Unset
        if isinstance(self.quote_availability, Unset):
            quote_availability = UNSET
        elif isinstance(self.quote_availability, BenchmarkQuoteAvailability):
            quote_availability = self.quote_availability.to_dict()
        else:
            quote_availability = self.quote_availability

        source_released: bool | None | Unset
        if isinstance(self.source_released, Unset):
            source_released = UNSET
        else:
            source_released = self.source_released

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "adapter": adapter,
                "created_at": created_at,
                "description": description,
                "id": id,
                "limitations": limitations,
                "limits": limits,
                "manifest_sha256": manifest_sha256,
                "name": name,
                "package_sha256": package_sha256,
                "price_version": price_version,
                "ref": ref,
                "required_capabilities": required_capabilities,
                "rights": rights,
                "status": status,
                "supplier_fee_microusd": supplier_fee_microusd,
                "task_counts": task_counts,
                "validation": validation,
                "visibility": visibility,
            }
        )
        if commission_basis_points is not UNSET:
            field_dict["commission_basis_points"] = commission_basis_points
        if presentation is not UNSET:
            field_dict["presentation"] = presentation
        if quote_availability is not UNSET:
            field_dict["quote_availability"] = quote_availability
        if source_released is not UNSET:
            field_dict["source_released"] = source_released

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        adapter = d.pop("adapter")

        created_at = d.pop("created_at")

        description = d.pop("description")

        id = d.pop("id")

        limitations = cast(list[str], d.pop("limitations"))

        limits = EnvironmentLimits.from_dict(d.pop("limits"))

        manifest_sha256 = d.pop("manifest_sha256")

        name = d.pop("name")

        package_sha256 = d.pop("package_sha256")

        price_version = d.pop("price_version")

        ref = d.pop("ref")

        required_capabilities = cast(list[str], d.pop("required_capabilities"))

        rights = EnvironmentRights.from_dict(d.pop("rights"))

        status = d.pop("status")

        supplier_fee_microusd = d.pop("supplier_fee_microusd")

        task_counts = EnvironmentRecordTaskCounts.from_dict(d.pop("task_counts"))

        validation = JsonObject.from_dict(d.pop("validation"))

        visibility = d.pop("visibility")

        commission_basis_points = cast(int | None | Unset, d.pop("commission_basis_points", UNSET))

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

        def _parse_quote_availability(data: object) -> BenchmarkQuoteAvailability | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quote_availability_type_0 = BenchmarkQuoteAvailability.from_dict(data)

                return quote_availability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkQuoteAvailability | None | Unset, data)

        quote_availability = _parse_quote_availability(d.pop("quote_availability", UNSET))

        source_released = cast(bool | None | Unset, d.pop("source_released", UNSET))

        environment_record = cls(
            adapter=adapter,
            created_at=created_at,
            description=description,
            id=id,
            limitations=limitations,
            limits=limits,
            manifest_sha256=manifest_sha256,
            name=name,
            package_sha256=package_sha256,
            price_version=price_version,
            ref=ref,
            required_capabilities=required_capabilities,
            rights=rights,
            status=status,
            supplier_fee_microusd=supplier_fee_microusd,
            task_counts=task_counts,
            validation=validation,
            visibility=visibility,
            commission_basis_points=commission_basis_points,
            presentation=presentation,
            quote_availability=quote_availability,
            source_released=source_released,
        )

        environment_record.additional_properties = d
        return environment_record

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


from ..models.benchmark_quote_availability import BenchmarkQuoteAvailability
from ..models.catalog_presentation import CatalogPresentation
from ..models.environment_limits import EnvironmentLimits
from ..models.environment_record_task_counts import EnvironmentRecordTaskCounts
from ..models.environment_rights import EnvironmentRights
from ..models.json_object import JsonObject
