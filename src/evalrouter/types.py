"""The API's data types (runs, quotes, results, …), as generated from openapi.json.

``from evalrouter.types import RunRecord``. Each model loads on first use. A model is a typed,
read-only view over the JSON the service sent: attributes are the wire names and read ``None``
when a field is absent (or not of its type); ``record["field"]`` and ``record.to_dict()`` give
the JSON exactly as it arrived, unknown fields included. Free-form maps are plain ``dict``s
(``JsonObject``); open enums are plain strings, so values this release does not know are kept.

The SDK's own result types are here too, for annotations: ``Run`` / ``AsyncRun``, ``Comparison``
(with ``RankedModel`` and ``ModelPair``), ``ResolvedBenchmark`` and the pages.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

import evalrouter_generated.models as _models
from evalrouter_generated._model import JsonObject, JsonValue, Model
from evalrouter_generated._resource import RequestOptions
from evalrouter_generated.models import __all__ as _names
from evalrouter_generated.params import QuoteOptions

from . import _errors  # noqa: F401  (a required field the answer lacks raises invalid_response)

if TYPE_CHECKING:
    from evalrouter_generated.models import *  # noqa: F403

    from ._flows._names import ResolvedBenchmark as ResolvedBenchmark
    from ._results import Comparison as Comparison
    from ._results import ModelPair as ModelPair
    from ._results import RankedModel as RankedModel
    from ._run import AsyncRun as AsyncRun
    from ._run import Run as Run
    from .pagination import AsyncPage as AsyncPage
    from .pagination import AsyncPaginator as AsyncPaginator
    from .pagination import SyncPage as SyncPage

# The facade's types, each loaded on first use (name -> module).
_FACADE = {
    "AsyncPage": ".pagination",
    "AsyncPaginator": ".pagination",
    "AsyncRun": "._run",
    "Comparison": "._results",
    "ModelPair": "._results",
    "RankedModel": "._results",
    "ResolvedBenchmark": "._flows._names",
    "Run": "._run",
    "SyncPage": ".pagination",
}

__all__ = [
    "JsonObject",
    "JsonValue",
    "Model",
    "QuoteOptions",
    "RequestOptions",
    *_FACADE,
    *_names,
]


def __getattr__(name: str) -> object:
    module = _FACADE.get(name)
    value = getattr(_models if module is None else import_module(module, __package__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
