"""Small factories for the SDK's own errors, so a message or hint used in several modules is
written once. Each returns the error; the caller raises it."""

from __future__ import annotations

from typing import Any

from ._exceptions import EvalRouterError
from ._version import UPGRADE_ADVICE, __version__

# What an answer the SDK cannot read most often means, and what to do about it.
NEWER_SERVICE_HINT = f"The service may be newer than this SDK ({__version__}); {UPGRADE_ADVICE}."


def invalid_input(
    message: str,
    *,
    argument: str | None = None,
    hint: str | None = None,
    reason: str | None = None,
    **details: Any,
) -> EvalRouterError:
    """A call's argument refused before anything is sent: ``details["argument"]`` names it,
    ``details["reason"]`` (when given) says why."""
    extra: dict[str, Any] = {}
    if argument is not None:
        extra["argument"] = argument
    if reason is not None:
        extra["reason"] = reason
    return EvalRouterError("invalid_input", message, hint=hint, details={**extra, **details})


def invalid_response(
    message: str,
    *,
    field: str | None = None,
    hint: str = NEWER_SERVICE_HINT,
    request_id: str | None = None,
    **details: Any,
) -> EvalRouterError:
    """An answer the SDK cannot use: ``details["field"]`` names the field, when one is at fault."""
    extra: dict[str, Any] = {} if field is None else {"field": field}
    return EvalRouterError(
        "invalid_response",
        message,
        hint=hint,
        request_id=request_id,
        details={**extra, **details},
    )
