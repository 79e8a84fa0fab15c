"""The per-call options and the operation marker, from the generated package (one place).

The group classes are generated from openapi.json (``evalrouter_generated.resources``); they
hand each call to the client's ``_call`` (``EvalRouter`` / ``AsyncEvalRouter``), which owns the
one request path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, cast

from evalrouter_generated._resource import REQUEST_OPTIONS, RequestOptions, operation

from ._boundary import PUBLIC
from ._errors import invalid_input

type Tier = Literal["stable", "preview", "internal"]


def tier_of(method: Callable[..., object]) -> Tier:
    """The stability tier of a client method's operation (``"stable"``, ``"preview"`` or
    ``"internal"``), as ``method.__evalrouter_tier__`` holds it, typed."""
    tier = getattr(method, "__evalrouter_tier__", None)
    if tier not in ("stable", "preview", "internal"):
        name = getattr(method, "__qualname__", type(method).__name__)
        with PUBLIC:  # the traceback ends at the user's call
            raise invalid_input(
                f"tier_of() takes a client method that calls one API operation; {name} does "
                "not carry one (a method that makes several calls, such as runs.create, is "
                "stable as the README documents it).",
                argument="method",
                hint="For example tier_of(client.datasets.list).",
            )
    return cast("Tier", tier)


__all__ = ["REQUEST_OPTIONS", "RequestOptions", "Tier", "operation", "tier_of"]
