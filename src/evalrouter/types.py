"""The API's data types (runs, quotes, results, …), as generated from openapi.json.

``from evalrouter.types import RunRecord``. Each model loads on first use. A model is a typed,
read-only view over the JSON the service sent: attributes are the wire names and read ``None``
when a field is absent (or not of its type); ``record["field"]`` and ``record.to_dict()`` give
the JSON exactly as it arrived, unknown fields included. Free-form maps are plain ``dict``s
(``JsonObject``); open enums are plain strings, so values this release does not know are kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import evalrouter_generated.models as _models
from evalrouter_generated._model import JsonObject, JsonValue, Model
from evalrouter_generated._resource import RequestOptions
from evalrouter_generated.models import __all__ as _names
from evalrouter_generated.params import QuoteOptions

if TYPE_CHECKING:
    from evalrouter_generated.models import *  # noqa: F403

__all__ = [
    "JsonObject",
    "JsonValue",
    "Model",
    "QuoteOptions",
    "RequestOptions",
    *_names,
]


def __getattr__(name: str) -> object:
    value = getattr(_models, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
