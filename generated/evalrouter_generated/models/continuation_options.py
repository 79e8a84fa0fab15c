from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.unknown_retry_consent import UnknownRetryConsent
    from ..models.unknown_retry_origin import UnknownRetryOrigin


T = TypeVar("T", bound="ContinuationOptions")


@_attrs_define
class ContinuationOptions:
    """
    Attributes:
        include_owner_stops (bool | Unset):
        unknown_retry (None | UnknownRetryConsent | Unset):
        unknown_retry_origins (list[UnknownRetryOrigin] | None | Unset):
    """

    include_owner_stops: bool | Unset = UNSET
    unknown_retry: None | UnknownRetryConsent | Unset = UNSET
    unknown_retry_origins: list[UnknownRetryOrigin] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        include_owner_stops = self.include_owner_stops

        unknown_retry: dict[str, Any] | None | Unset
        if isinstance(self.unknown_retry, Unset):
            unknown_retry = UNSET
        elif isinstance(self.unknown_retry, UnknownRetryConsent):
            unknown_retry = self.unknown_retry.to_dict()
        else:
            unknown_retry = self.unknown_retry

        unknown_retry_origins: list[dict[str, Any]] | None | Unset
        if isinstance(self.unknown_retry_origins, Unset):
            unknown_retry_origins = UNSET
        elif isinstance(self.unknown_retry_origins, list):
            unknown_retry_origins = []
            for unknown_retry_origins_type_0_item_data in self.unknown_retry_origins:
                unknown_retry_origins_type_0_item = unknown_retry_origins_type_0_item_data.to_dict()
                unknown_retry_origins.append(unknown_retry_origins_type_0_item)

        else:
            unknown_retry_origins = self.unknown_retry_origins

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if include_owner_stops is not UNSET:
            field_dict["include_owner_stops"] = include_owner_stops
        if unknown_retry is not UNSET:
            field_dict["unknown_retry"] = unknown_retry
        if unknown_retry_origins is not UNSET:
            field_dict["unknown_retry_origins"] = unknown_retry_origins

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        include_owner_stops = d.pop("include_owner_stops", UNSET)

        def _parse_unknown_retry(data: object) -> None | UnknownRetryConsent | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                unknown_retry_type_0 = UnknownRetryConsent.from_dict(data)

                return unknown_retry_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UnknownRetryConsent | Unset, data)

        unknown_retry = _parse_unknown_retry(d.pop("unknown_retry", UNSET))

        def _parse_unknown_retry_origins(data: object) -> list[UnknownRetryOrigin] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                unknown_retry_origins_type_0 = []
                _unknown_retry_origins_type_0 = data
                for unknown_retry_origins_type_0_item_data in _unknown_retry_origins_type_0:
                    unknown_retry_origins_type_0_item = UnknownRetryOrigin.from_dict(
                        unknown_retry_origins_type_0_item_data
                    )

                    unknown_retry_origins_type_0.append(unknown_retry_origins_type_0_item)

                return unknown_retry_origins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[UnknownRetryOrigin] | None | Unset, data)

        unknown_retry_origins = _parse_unknown_retry_origins(d.pop("unknown_retry_origins", UNSET))

        continuation_options = cls(
            include_owner_stops=include_owner_stops,
            unknown_retry=unknown_retry,
            unknown_retry_origins=unknown_retry_origins,
        )

        continuation_options.additional_properties = d
        return continuation_options

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


from ..models.unknown_retry_consent import UnknownRetryConsent
from ..models.unknown_retry_origin import UnknownRetryOrigin
