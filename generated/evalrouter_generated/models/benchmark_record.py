from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.benchmark_model_fit import BenchmarkModelFit
    from ..models.benchmark_quote_availability import BenchmarkQuoteAvailability
    from ..models.catalog_presentation import CatalogPresentation
    from ..models.json_object import JsonObject


T = TypeVar("T", bound="BenchmarkRecord")


@_attrs_define
class BenchmarkRecord:
    """
    Attributes:
        id (str):
        manifest_sha256 (str):
        runner (str):
        slug (str):
        status (str):
        version (str):
        category (None | str | Unset):
        code_license (None | str | Unset):
        data_license (None | str | Unset):
        description (None | str | Unset):
        display_policy (None | str | Unset):
        fewshot_config (JsonObject | None | Unset):
        generation_config (JsonObject | None | Unset):
        license_url (None | str | Unset):
        metrics (list[str] | None | Unset):
        model_fit (BenchmarkModelFit | None | Unset):
        name (None | str | Unset):
        presentation (CatalogPresentation | None | Unset):
        provenance (JsonObject | None | Unset):
        quote_availability (BenchmarkQuoteAvailability | None | Unset):
        required_capabilities (list[str] | None | Unset):
        sampling_algorithm (None | str | Unset):
        source_revision (None | str | Unset):
        source_url (None | str | Unset):
        task_count (int | None | Unset):
    """

    id: str
    manifest_sha256: str
    runner: str
    slug: str
    status: str
    version: str
    category: None | str | Unset = UNSET
    code_license: None | str | Unset = UNSET
    data_license: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    display_policy: None | str | Unset = UNSET
    fewshot_config: JsonObject | None | Unset = UNSET
    generation_config: JsonObject | None | Unset = UNSET
    license_url: None | str | Unset = UNSET
    metrics: list[str] | None | Unset = UNSET
    model_fit: BenchmarkModelFit | None | Unset = UNSET
    name: None | str | Unset = UNSET
    presentation: CatalogPresentation | None | Unset = UNSET
    provenance: JsonObject | None | Unset = UNSET
    quote_availability: BenchmarkQuoteAvailability | None | Unset = UNSET
    required_capabilities: list[str] | None | Unset = UNSET
    sampling_algorithm: None | str | Unset = UNSET
    source_revision: None | str | Unset = UNSET
    source_url: None | str | Unset = UNSET
    task_count: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        manifest_sha256 = self.manifest_sha256

        runner = self.runner

        slug = self.slug

        status = self.status

        version = self.version

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
            category = self.category

        code_license: None | str | Unset
        if isinstance(self.code_license, Unset):
            code_license = UNSET
        else:
            code_license = self.code_license

        data_license: None | str | Unset
        if isinstance(self.data_license, Unset):
            data_license = UNSET
        else:
            data_license = self.data_license

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        display_policy: None | str | Unset
        if isinstance(self.display_policy, Unset):
            display_policy = UNSET
        else:
            display_policy = self.display_policy

        fewshot_config: dict[str, Any] | None | Unset
        if isinstance(self.fewshot_config, Unset):
            fewshot_config = UNSET
        elif isinstance(self.fewshot_config, JsonObject):
            fewshot_config = self.fewshot_config.to_dict()
        else:
            fewshot_config = self.fewshot_config

        generation_config: dict[str, Any] | None | Unset
        if isinstance(self.generation_config, Unset):
            generation_config = UNSET
        elif isinstance(self.generation_config, JsonObject):
            generation_config = self.generation_config.to_dict()
        else:
            generation_config = self.generation_config

        license_url: None | str | Unset
        if isinstance(self.license_url, Unset):
            license_url = UNSET
        else:
            license_url = self.license_url

        metrics: list[str] | None | Unset
        if isinstance(self.metrics, Unset):
            metrics = UNSET
        elif isinstance(self.metrics, list):
            metrics = self.metrics

        else:
            metrics = self.metrics

        model_fit: dict[str, Any] | None | Unset
        if isinstance(self.model_fit, Unset):
            model_fit = UNSET
        elif isinstance(self.model_fit, BenchmarkModelFit):
            model_fit = self.model_fit.to_dict()
        else:
            model_fit = self.model_fit

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        presentation: dict[str, Any] | None | Unset
        if isinstance(self.presentation, Unset):
            presentation = UNSET
        elif isinstance(self.presentation, CatalogPresentation):
            presentation = self.presentation.to_dict()
        else:
            presentation = self.presentation

        provenance: dict[str, Any] | None | Unset
        if isinstance(self.provenance, Unset):
            provenance = UNSET
        elif isinstance(self.provenance, JsonObject):
            provenance = self.provenance.to_dict()
        else:
            provenance = self.provenance

        quote_availability: dict[str, Any] | None | Unset
        if isinstance(self.quote_availability, Unset):
            quote_availability = UNSET
        elif isinstance(self.quote_availability, BenchmarkQuoteAvailability):
            quote_availability = self.quote_availability.to_dict()
        else:
            quote_availability = self.quote_availability

        required_capabilities: list[str] | None | Unset
        if isinstance(self.required_capabilities, Unset):
            required_capabilities = UNSET
        elif isinstance(self.required_capabilities, list):
            required_capabilities = self.required_capabilities

        else:
            required_capabilities = self.required_capabilities

        sampling_algorithm: None | str | Unset
        if isinstance(self.sampling_algorithm, Unset):
            sampling_algorithm = UNSET
        else:
            sampling_algorithm = self.sampling_algorithm

        source_revision: None | str | Unset
        if isinstance(self.source_revision, Unset):
            source_revision = UNSET
        else:
            source_revision = self.source_revision

        source_url: None | str | Unset
        if isinstance(self.source_url, Unset):
            source_url = UNSET
        else:
            source_url = self.source_url

        task_count: int | None | Unset
        if isinstance(self.task_count, Unset):
            task_count = UNSET
        else:
            task_count = self.task_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "manifest_sha256": manifest_sha256,
                "runner": runner,
                "slug": slug,
                "status": status,
                "version": version,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category
        if code_license is not UNSET:
            field_dict["code_license"] = code_license
        if data_license is not UNSET:
            field_dict["data_license"] = data_license
        if description is not UNSET:
            field_dict["description"] = description
        if display_policy is not UNSET:
            field_dict["display_policy"] = display_policy
        if fewshot_config is not UNSET:
            field_dict["fewshot_config"] = fewshot_config
        if generation_config is not UNSET:
            field_dict["generation_config"] = generation_config
        if license_url is not UNSET:
            field_dict["license_url"] = license_url
        if metrics is not UNSET:
            field_dict["metrics"] = metrics
        if model_fit is not UNSET:
            field_dict["model_fit"] = model_fit
        if name is not UNSET:
            field_dict["name"] = name
        if presentation is not UNSET:
            field_dict["presentation"] = presentation
        if provenance is not UNSET:
            field_dict["provenance"] = provenance
        if quote_availability is not UNSET:
            field_dict["quote_availability"] = quote_availability
        if required_capabilities is not UNSET:
            field_dict["required_capabilities"] = required_capabilities
        if sampling_algorithm is not UNSET:
            field_dict["sampling_algorithm"] = sampling_algorithm
        if source_revision is not UNSET:
            field_dict["source_revision"] = source_revision
        if source_url is not UNSET:
            field_dict["source_url"] = source_url
        if task_count is not UNSET:
            field_dict["task_count"] = task_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        manifest_sha256 = d.pop("manifest_sha256")

        runner = d.pop("runner")

        slug = d.pop("slug")

        status = d.pop("status")

        version = d.pop("version")

        category = cast(None | str | Unset, d.pop("category", UNSET))

        code_license = cast(None | str | Unset, d.pop("code_license", UNSET))

        data_license = cast(None | str | Unset, d.pop("data_license", UNSET))

        description = cast(None | str | Unset, d.pop("description", UNSET))

        display_policy = cast(None | str | Unset, d.pop("display_policy", UNSET))

        def _parse_fewshot_config(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fewshot_config_type_0 = JsonObject.from_dict(data)

                return fewshot_config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        fewshot_config = _parse_fewshot_config(d.pop("fewshot_config", UNSET))

        def _parse_generation_config(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                generation_config_type_0 = JsonObject.from_dict(data)

                return generation_config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        generation_config = _parse_generation_config(d.pop("generation_config", UNSET))

        license_url = cast(None | str | Unset, d.pop("license_url", UNSET))

        def _parse_metrics(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                metrics_type_0 = cast(list[str], data)

                return metrics_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        metrics = _parse_metrics(d.pop("metrics", UNSET))

        def _parse_model_fit(data: object) -> BenchmarkModelFit | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                model_fit_type_0 = BenchmarkModelFit.from_dict(data)

                return model_fit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkModelFit | None | Unset, data)

        model_fit = _parse_model_fit(d.pop("model_fit", UNSET))

        name = cast(None | str | Unset, d.pop("name", UNSET))

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

        def _parse_provenance(data: object) -> JsonObject | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                provenance_type_0 = JsonObject.from_dict(data)

                return provenance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JsonObject | None | Unset, data)

        provenance = _parse_provenance(d.pop("provenance", UNSET))

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

        def _parse_required_capabilities(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                required_capabilities_type_0 = cast(list[str], data)

                return required_capabilities_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        required_capabilities = _parse_required_capabilities(d.pop("required_capabilities", UNSET))

        sampling_algorithm = cast(None | str | Unset, d.pop("sampling_algorithm", UNSET))

        source_revision = cast(None | str | Unset, d.pop("source_revision", UNSET))

        source_url = cast(None | str | Unset, d.pop("source_url", UNSET))

        task_count = cast(int | None | Unset, d.pop("task_count", UNSET))

        benchmark_record = cls(
            id=id,
            manifest_sha256=manifest_sha256,
            runner=runner,
            slug=slug,
            status=status,
            version=version,
            category=category,
            code_license=code_license,
            data_license=data_license,
            description=description,
            display_policy=display_policy,
            fewshot_config=fewshot_config,
            generation_config=generation_config,
            license_url=license_url,
            metrics=metrics,
            model_fit=model_fit,
            name=name,
            presentation=presentation,
            provenance=provenance,
            quote_availability=quote_availability,
            required_capabilities=required_capabilities,
            sampling_algorithm=sampling_algorithm,
            source_revision=source_revision,
            source_url=source_url,
            task_count=task_count,
        )

        benchmark_record.additional_properties = d
        return benchmark_record

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


from ..models.benchmark_model_fit import BenchmarkModelFit
from ..models.benchmark_quote_availability import BenchmarkQuoteAvailability
from ..models.catalog_presentation import CatalogPresentation
from ..models.json_object import JsonObject
