"""Secrets: what a request carries that nobody may read back, and how text from a server is
cleaned before it reaches an error, a warning or a log line (it may echo a credential)."""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Mapping
from typing import Any

import httpx

# A field is secret-named when one whole segment of its name (split at ``_ - .``, spaces and
# camelCase humps) is a secret word, alone or glued to a usual prefix: ``api_key``,
# ``x-api-key``, ``apiKey``, ``webhook_secret``, ``access_token``, ``private_key``,
# ``credential``, ``authorization``, ``set-cookie``; never ``max_tokens`` or ``keyboard``.
# The one rule for the whole SDK: request bodies, error details and the agents runner's traces.
_SECRET_PREFIX = r"(?:api|access|auth|bearer|client|private|refresh|secret|session)?"
_SECRET_WORD = r"(?:key|secret|token|password|passwd|credentials?)"
SECRET_FIELD = re.compile(rf"{_SECRET_PREFIX}{_SECRET_WORD}|authorization|cookie")
_HUMP = re.compile(r"([a-z0-9])([A-Z])")
_SEGMENT_BREAK = re.compile(r"[^a-z0-9]+")
_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_REQUEST_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
REDACTED = "[redacted]"


def is_secret_field(name: str) -> bool:
    """Whether a field called ``name`` holds a secret, judged by whole name segments."""
    segments = _SEGMENT_BREAK.split(_HUMP.sub(r"\1 \2", name).lower())
    return any(SECRET_FIELD.fullmatch(segment) for segment in segments)


def clean_text(text: str, secrets: tuple[str, ...], limit: int = 2000) -> str:
    """``text`` with each secret replaced by ``[redacted]``, control characters by spaces,
    cut to ``limit`` characters."""
    for secret in secrets:
        text = text.replace(secret, REDACTED)
    return _UNPRINTABLE.sub(" ", text)[:limit]


def clean_details(value: Any, secrets: tuple[str, ...], depth: int = 0) -> Any:
    """A server's ``details`` as safe plain JSON: secrets and secret-named fields redacted,
    at most 4 levels and 100 entries a level, anything not a finite JSON value ``None``."""
    if depth > 4:
        return "[truncated]"
    if isinstance(value, str):
        return clean_text(value, secrets)
    if value is None or isinstance(value, bool | int):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in itertools.islice(value.items(), 100):
            name = clean_text(str(key), secrets, 100)
            hidden = is_secret_field(name)
            out[name] = REDACTED if hidden else clean_details(item, secrets, depth + 1)
        return out
    if isinstance(value, list):
        return [clean_details(item, secrets, depth + 1) for item in value[:100]]
    return None


def body_secrets(data: Any, depth: int = 0) -> list[str]:
    """Non-empty strings under a key named like a secret, anywhere in a request body."""
    found: list[str] = []
    if depth > 20:
        return found
    if isinstance(data, Mapping):
        for key, item in data.items():
            if isinstance(item, str) and item and is_secret_field(str(key)):
                found.append(item)
            else:
                found += body_secrets(item, depth + 1)
    elif isinstance(data, list | tuple):
        for item in data:
            found += body_secrets(item, depth + 1)
    return found


def header_secrets(headers: Mapping[str, str] | httpx.Headers) -> list[str]:
    """Credentials a caller put in headers of their own (the part after ``Bearer``)."""
    found = []
    for name, value in headers.items():
        lower = name.lower()
        if lower == "authorization":
            found.append(value.strip().split(" ", 1)[-1].strip())
        elif lower in ("cookie", "x-api-key", "api-key"):
            found.append(value.strip())
    return found


def secret_values(values: list[str]) -> tuple[str, ...]:
    """Distinct non-empty secrets, longest first (so a longer one is redacted whole)."""
    return tuple(sorted({v for v in values if v}, key=len, reverse=True))


def safe_request_id(
    headers: httpx.Headers, envelope: Mapping[str, Any] | None, secrets: tuple[str, ...]
) -> str | None:
    """The ``X-Request-Id`` header when well formed, else the envelope's ``request_id``;
    never one that holds a secret."""
    header = headers.get("x-request-id")
    if header is not None and _REQUEST_ID.fullmatch(header):
        return None if any(s in header for s in secrets) else header
    value = envelope.get("request_id") if envelope else None
    if not isinstance(value, str) or any(s in value for s in secrets):
        return None
    return clean_text(value, (), 200).strip() or None
