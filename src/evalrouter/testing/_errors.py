"""The API's error envelope, and the exception handlers raise to produce one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

JsonObject = dict[str, Any]


class ApiError(Exception):
    """An error answer: raising it anywhere in a handler becomes the envelope below."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        hint: str | None = None,
        retryable: bool = False,
        details: Any = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.hint = hint
        self.retryable = retryable
        self.details = details
        self.headers = headers or {}

    def envelope(self, request_id: str) -> JsonObject:
        return {
            "error": {
                "code": self.code,
                "message": self.message,
                "hint": self.hint,
                "retryable": self.retryable,
                "request_id": request_id,
                "details": self.details if self.details is not None else {},
            }
        }


def invalid_field(field: str, message: str, *, code: str = "invalid_request") -> ApiError:
    """A 422 that names the offending body or query field in ``details.field``."""
    return ApiError(
        422,
        code,
        f"{field}: {message}",
        hint=f"Fix the `{field}` field and send the request again.",
        details={"field": field},
    )


def missing(code: str, message: str, *, hint: str | None = None, **details: Any) -> ApiError:
    """A 404 that says what is missing, and where."""
    return ApiError(404, code, message, hint=hint, details=details)


def not_found(code: str, kind: str, identifier: str) -> ApiError:
    return missing(
        code, f"No {kind} with id {identifier!r} exists in this workspace.", id=identifier
    )


def json_object(value: object, field: str) -> JsonObject:
    """``value`` when it is a JSON object, else a 422 naming ``field``."""
    if not isinstance(value, dict):
        raise invalid_field(field, "must be a JSON object")
    return value


def conflict(code: str, message: str, *, hint: str | None = None, **details: Any) -> ApiError:
    """A 409: the request is well formed, but what it names is in a state that refuses it."""
    return ApiError(409, code, message, hint=hint, details=details)


def not_implemented(what: str, *, hint: str, **details: Any) -> ApiError:
    """A 501 for what EvalRouter Local does not implement (it never answers a made-up shape)."""
    message = f"EvalRouter Local does not implement {what}."
    return ApiError(501, "not_implemented_locally", message, hint=hint, details=details)


def found[T](get: Callable[[str], T | None], identifier: str, code: str, kind: str) -> T:
    """``get(identifier)``, or the 404 ``not_found`` when there is none."""
    item = get(identifier)
    if item is None:
        raise not_found(code, kind, identifier)
    return item
