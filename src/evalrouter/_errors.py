"""Small factories for the SDK's own errors, so a message or hint used in several modules is
written once. Each returns the error; the caller raises it."""

from __future__ import annotations

from typing import Any

from evalrouter_generated._model import set_field_error

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


def invalid_configuration(
    message: str, *, option: str, reason: str, hint: str | None = None, **details: Any
) -> EvalRouterError:
    """A client option refused when the client is made: ``details["option"]`` names it,
    ``details["reason"]`` says why."""
    return EvalRouterError(
        "invalid_configuration",
        message,
        hint=hint,
        details={"option": option, "reason": reason, **details},
    )


def invalid_setting(
    code: str, message: str, *, name: str, reason: str, hint: str | None = None, **details: Any
) -> EvalRouterError:
    """A setting (a timeout, retries, headers) refused where it was given: ``code``
    ``"invalid_configuration"`` for a client option, else ``invalid_input`` for one call's
    argument."""
    if code == "invalid_configuration":
        return invalid_configuration(message, option=name, reason=reason, hint=hint, **details)
    return invalid_input(message, argument=name, reason=reason, hint=hint, **details)


def invalid_state(message: str, *, hint: str | None = None, **details: Any) -> EvalRouterError:
    """A call this object cannot take in its present state (already running, run elsewhere)."""
    return EvalRouterError("invalid_state", message, hint=hint, details=details or None)


# Reading a required field the answer lacks (or has with another type) raises this, from the
# generated models: the generated package never imports the facade, so the facade gives it.
_FIELD_HINT = (
    "The answer does not carry what the schema promises; record.to_dict() shows what arrived. "
    + NEWER_SERVICE_HINT
)

_DEEP_HINT = (
    "No API answer nests this deep: the record's other fields read as usual. Report it with "
    "the answer's request id (record._request_id)."
)


def _field_error(message: str, *, field: str, model: str, reason: str) -> EvalRouterError:
    # A value nested too deep is found where it is copied, without its field or model ("").
    named = {k: v for k, v in (("field", field), ("model", model)) if v}
    hint = _DEEP_HINT if reason == "too_deep" else _FIELD_HINT
    return invalid_response(message, hint=hint, reason=reason, **named)


set_field_error(_field_error)
