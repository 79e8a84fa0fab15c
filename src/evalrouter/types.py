"""The API's data types (runs, quotes, results, …), as generated from openapi.json.

``from evalrouter.types import RunRecord``. Each model loads on first use. Unknown fields
the service sends are kept in ``additional_properties``; values of open enums that this
release does not know are kept as plain strings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import evalrouter_generated.models as _models
from evalrouter_generated.models import __all__ as _names

if TYPE_CHECKING:
    from evalrouter_generated.models import *  # noqa: F403

__all__ = list(_names)


def __getattr__(name: str) -> Any:
    value = getattr(_models, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
