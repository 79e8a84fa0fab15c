"""A response that says its operation is deprecated (``Deprecation``/``Sunset``): one warning
per operation and process, pointing at the user's line, not the SDK's."""

from __future__ import annotations

import os
import threading
import warnings
from typing import TYPE_CHECKING

from . import EvalRouterDeprecationWarning
from ._redaction import clean_text
from ._version import upgrade_command

if TYPE_CHECKING:
    import httpx
    from evalrouter_generated._operations import Operation


_warned: set[str] = set()
_warned_lock = threading.Lock()


def _sdk_dirs() -> tuple[str, ...]:
    """Folders of this package and the generated one: warnings point past them."""
    import importlib.util

    spec = importlib.util.find_spec("evalrouter_generated")
    generated = list(spec.submodule_search_locations or []) if spec else []
    return (os.path.dirname(__file__), *generated)


def warn_if_deprecated(op: Operation, response: httpx.Response, secrets: tuple[str, ...]) -> None:
    deprecation = response.headers.get("deprecation")
    sunset = response.headers.get("sunset")
    if not (deprecation or sunset) or op.id in _warned:
        return
    with _warned_lock:
        if op.id in _warned:
            return
        _warned.add(op.id)
    text = f"EvalRouter has deprecated {op.method} {op.path} ({op.group}.{op.name})"
    sunset = clean_text(sunset, secrets, 100).strip() if sunset else None
    text += f"; it stops working after {sunset}." if sunset else "."
    text += f" Upgrade this SDK: {upgrade_command()}"
    warnings.warn(text, EvalRouterDeprecationWarning, skip_file_prefixes=_sdk_dirs())
