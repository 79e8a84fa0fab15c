from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.public_input_source import PublicInputSource
    from ..models.public_output_spec import PublicOutputSpec
    from ..models.public_renderer_variant import PublicRendererVariant
    from ..models.public_uploaded_variant import PublicUploadedVariant
    from ..models.unknown_kind import UnknownKind


T = TypeVar("T", bound="PublicInputsPart")


@_attrs_define
class PublicInputsPart:
    """
    Attributes:
        output (PublicOutputSpec):
        ref (str):
        source (PublicInputSource):
        variant (str):
        notes_commit (None | str | Unset):
        notes_sha256 (None | Unset):
        schema (Literal['evalrouter.inputs-part.v1'] | None | Unset):
        sha256 (None | Unset):
        variants (list[PublicRendererVariant | PublicUploadedVariant | UnknownKind] | None | Unset):
    """

    output: PublicOutputSpec
    ref: str
    source: PublicInputSource
    variant: str
    notes_commit: None | str | Unset = UNSET
    notes_sha256: None | Unset = UNSET
    schema: Literal["evalrouter.inputs-part.v1"] | None | Unset = UNSET
    sha256: None | Unset = UNSET
    variants: list[PublicRendererVariant | PublicUploadedVariant | UnknownKind] | None | Unset = (
        UNSET
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        output = self.output.to_dict()

        ref = self.ref

        source = self.source.to_dict()

        variant = self.variant

        notes_commit: None | str | Unset
        if isinstance(self.notes_commit, Unset):
            notes_commit = UNSET
        else:
            notes_commit = self.notes_commit

        notes_sha256 = self.notes_sha256

        schema: Literal["evalrouter.inputs-part.v1"] | None | Unset
        if isinstance(self.schema, Unset):
            schema = UNSET
        else:
            schema = self.schema

        sha256 = self.sha256

        variants: list[dict[str, Any]] | None | Unset
        if isinstance(self.variants, Unset):
            variants = UNSET
        elif isinstance(self.variants, list):
            variants = []
            for variants_type_0_item_data in self.variants:
                variants_type_0_item: dict[str, Any]
                if isinstance(variants_type_0_item_data, PublicUploadedVariant) or isinstance(
                    variants_type_0_item_data, PublicRendererVariant
                ):
                    variants_type_0_item = variants_type_0_item_data.to_dict()
                else:
                    variants_type_0_item = variants_type_0_item_data.to_dict()

                variants.append(variants_type_0_item)

        else:
            variants = self.variants

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "output": output,
                "ref": ref,
                "source": source,
                "variant": variant,
            }
        )
        if notes_commit is not UNSET:
            field_dict["notes_commit"] = notes_commit
        if notes_sha256 is not UNSET:
            field_dict["notes_sha256"] = notes_sha256
        if schema is not UNSET:
            field_dict["schema"] = schema
        if sha256 is not UNSET:
            field_dict["sha256"] = sha256
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        output = PublicOutputSpec.from_dict(d.pop("output"))

        ref = d.pop("ref")

        source = PublicInputSource.from_dict(d.pop("source"))

        variant = d.pop("variant")

        notes_commit = cast(None | str | Unset, d.pop("notes_commit", UNSET))

        notes_sha256 = d.pop("notes_sha256", UNSET)

        def _parse_schema(data: object) -> Literal["evalrouter.inputs-part.v1"] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            schema_type_0 = cast(Literal["evalrouter.inputs-part.v1"], data)
            if schema_type_0 != "evalrouter.inputs-part.v1":
                raise ValueError(
                    f"schema_type_0 must match const 'evalrouter.inputs-part.v1', got '{schema_type_0}'"
                )
            return schema_type_0
            return cast(Literal["evalrouter.inputs-part.v1"] | None | Unset, data)

        schema = _parse_schema(d.pop("schema", UNSET))

        sha256 = d.pop("sha256", UNSET)

        def _parse_variants(
            data: object,
        ) -> list[PublicRendererVariant | PublicUploadedVariant | UnknownKind] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                variants_type_0 = []
                _variants_type_0 = data
                for variants_type_0_item_data in _variants_type_0:

                    def _parse_variants_type_0_item(
                        data: object,
                    ) -> PublicRendererVariant | PublicUploadedVariant | UnknownKind:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            variants_type_0_item_type_0 = PublicUploadedVariant.from_dict(data)

                            return variants_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            variants_type_0_item_type_1 = PublicRendererVariant.from_dict(data)

                            return variants_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        variants_type_0_item_type_2 = UnknownKind.from_dict(data)

                        return variants_type_0_item_type_2

                    variants_type_0_item = _parse_variants_type_0_item(variants_type_0_item_data)

                    variants_type_0.append(variants_type_0_item)

                return variants_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[PublicRendererVariant | PublicUploadedVariant | UnknownKind] | None | Unset,
                data,
            )

        variants = _parse_variants(d.pop("variants", UNSET))

        public_inputs_part = cls(
            output=output,
            ref=ref,
            source=source,
            variant=variant,
            notes_commit=notes_commit,
            notes_sha256=notes_sha256,
            schema=schema,
            sha256=sha256,
            variants=variants,
        )

        public_inputs_part.additional_properties = d
        return public_inputs_part

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


from ..models.public_input_source import PublicInputSource
from ..models.public_output_spec import PublicOutputSpec
from ..models.public_renderer_variant import PublicRendererVariant
from ..models.public_uploaded_variant import PublicUploadedVariant
from ..models.unknown_kind import UnknownKind
