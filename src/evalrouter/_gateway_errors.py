"""How the attempt gateway refuses a model call, in each API format: the one place that decides
it, for the runner's gateway relay (``agents._gateway``) and EvalRouter Local's gateway
(``testing``), which both import it.

An error looks like the model API's own, so the agent's client library parses it (the OpenAI
SDK raises ``BadRequestError`` with its ``param``, the Anthropic SDK its ``BadRequestError``),
and it keeps EvalRouter's code readable in the body, so the SDK and our tools recognise it:

- OpenAI chat completions: ``{"error": {"message", "type", "param", "code"}}``, ``code`` ours
  and ``param`` the request field at fault (``details.param``, else ``null``);
- Anthropic messages: ``{"type": "error", "error": {"type", "message"}}`` plus ``code`` (ours).
- Gemini (``generateContent``, which the runner's relay translates): ``{"error": {"code",
  "message", "status"}}``, ``code`` the HTTP status and ``status`` Google's name for it
  (``INVALID_ARGUMENT``, ``RESOURCE_EXHAUSTED``, ...), ours in ``details``, a
  ``google.rpc.ErrorInfo`` whose ``reason`` is our code (the rest of our fields in its
  ``metadata``, as strings).

OpenAI's and Anthropic's keep ``hint`` and ``details`` beside (and, from EvalRouter Local,
``retryable`` and ``request_id``): clients ignore what they do not know. ``x-should-retry``
tells both SDKs whether to retry (:func:`retry_header`).

The refusals of an attempt's limits (:func:`admit`, :func:`budget`), by our ``code``:

- ``client_output_tokens_too_large``: ``max_tokens`` / ``max_completion_tokens`` over
  ``max_output_tokens``: 400, ``invalid_request_error`` in both (OpenAI's ``param``: the key
  the agent used);
- ``client_input_too_large``: ``messages`` over ``max_input_bytes``: 400,
  ``invalid_request_error`` in both (``param``: ``messages``);
- ``client_budget_exhausted``: ``max_calls``, ``max_cost_microusd`` or the run's cap spent:
  402, OpenAI's ``insufficient_quota``, Anthropic's ``billing_error``.

400 is what both APIs answer for a ``max_tokens`` over the model's maximum and for a prompt
over its context. A spent budget is 402, the status the service's gateway answers
``client_budget_exhausted`` with (``openapi.json``), with the type each API gives an account out
of funds: OpenAI's ``insufficient_quota`` and Anthropic's ``billing_error``. Not OpenAI's 429:
both SDKs, and agents' own rate-limit loops, retry a 429 with backoff until the attempt's time
is gone, and a spent budget does not come back.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

__all__ = [
    "ANTHROPIC",
    "BUDGET_CODE",
    "GEMINI",
    "INPUT_CODE",
    "LIMIT_CODES",
    "OPENAI",
    "OUTPUT_CODE",
    "ErrorFormat",
    "Refusal",
    "admit",
    "budget",
    "error_body",
    "error_type",
    "retry_header",
]

type ErrorFormat = Literal["openai-chat", "anthropic-messages", "gemini"]
OPENAI: ErrorFormat = "openai-chat"
ANTHROPIC: ErrorFormat = "anthropic-messages"
GEMINI: ErrorFormat = "gemini"

BUDGET_CODE = "client_budget_exhausted"
INPUT_CODE = "client_input_too_large"
OUTPUT_CODE = "client_output_tokens_too_large"
LIMIT_CODES = frozenset({BUDGET_CODE, INPUT_CODE, OUTPUT_CODE})
"""The codes of a call refused for the attempt's limits (here or by the service's gateway)."""

OUTPUT_KEYS = ("max_completion_tokens", "max_tokens")
"""Where a call asks for its output allowance (OpenAI's newer key first)."""

_OPENAI_TYPES = {
    401: "authentication_error",
    402: "insufficient_quota",
    403: "permission_error",
    429: "rate_limit_error",
}
_ANTHROPIC_TYPES = {
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
}


_GOOGLE_STATUS = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    402: "RESOURCE_EXHAUSTED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    405: "UNIMPLEMENTED",
    409: "ABORTED",
    413: "INVALID_ARGUMENT",
    429: "RESOURCE_EXHAUSTED",
    499: "CANCELLED",
    500: "INTERNAL",
    501: "UNIMPLEMENTED",
    502: "UNAVAILABLE",
    503: "UNAVAILABLE",
    504: "DEADLINE_EXCEEDED",
}
ERROR_INFO = "type.googleapis.com/google.rpc.ErrorInfo"


def error_type(fmt: ErrorFormat, status: int) -> str:
    """The ``type`` the format's API gives an error with this status (Gemini's ``status``)."""
    if fmt == GEMINI:
        return _GOOGLE_STATUS.get(status, "INTERNAL" if status >= 500 else "FAILED_PRECONDITION")
    if status >= 500:
        return "api_error" if fmt == ANTHROPIC else "server_error"
    types = _ANTHROPIC_TYPES if fmt == ANTHROPIC else _OPENAI_TYPES
    return types.get(status, "invalid_request_error")


def error_body(fmt: ErrorFormat, status: int, error: Mapping[str, object]) -> dict[str, object]:
    """``error`` (our ``code`` and ``message`` at least; every other field is kept) as the
    format's API answers an error with this status."""
    if fmt == GEMINI:
        return {"error": _google(status, error)}
    shaped = {**error, "type": error_type(fmt, status)}
    if fmt == ANTHROPIC:
        return {"type": "error", "error": shaped}
    details = error.get("details")
    param = details.get("param") if isinstance(details, Mapping) else None
    shaped["param"] = param if isinstance(param, str) else None
    return {"error": shaped}


def _google(status: int, error: Mapping[str, object]) -> dict[str, object]:
    """Google's error: the status, its name, and our code as an ``ErrorInfo``'s reason."""
    metadata = {
        key: value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
        for key, value in error.items()
        if key not in ("code", "message") and value is not None
    }
    info = {"@type": ERROR_INFO, "reason": error.get("code"), "domain": "evalrouter"}
    return {
        "code": status,
        "message": error.get("message"),
        "status": error_type(GEMINI, status),
        "details": [{**info, "metadata": metadata}],
    }


def retry_header(error: Mapping[str, object]) -> tuple[str, str]:
    """``x-should-retry``, which both SDKs obey before their own rules: only a ``retryable``
    error is retried (a refusal fails at once)."""
    return "x-should-retry", "true" if error.get("retryable") is True else "false"


@dataclass(frozen=True, slots=True)
class Refusal:
    """A model call the attempt's limits forbid: our code, the message and hint the agent
    reads, and ``details`` (``limit``, and where they apply ``value``, ``allowed``, ``param``)."""

    status: int
    code: str
    message: str
    hint: str
    details: dict[str, str | int | None] = field(default_factory=dict)

    def error(self) -> dict[str, object]:
        """The fields of the error (before the format's shape)."""
        return {
            "code": self.code,
            "message": self.message,
            "hint": self.hint,
            "details": dict(self.details),
        }

    def body(self, fmt: ErrorFormat) -> dict[str, object]:
        return error_body(fmt, self.status, self.error())


def budget(limit: str, message: str, **details: str | int | None) -> Refusal:
    """A call refused because the attempt's budget (``limit``: ``max_calls``,
    ``max_cost_microusd``) or the run's cap (``run_cap``) is spent."""
    return Refusal(
        402,
        BUDGET_CODE,
        message,
        "Submit the work you have and call done; the attempt cannot make more model calls.",
        {"limit": limit, **details},
    )


def _count(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def admit(
    limits: Mapping[str, int | None], calls: int, body: Mapping[str, object]
) -> Refusal | None:
    """The refusal of a call (``body``) the attempt's limits forbid, after ``calls`` calls were
    served, checked in this order: ``max_calls``, ``max_input_bytes`` (the UTF-8 JSON of
    ``messages``), ``max_output_tokens`` (``max_completion_tokens`` or ``max_tokens``). None
    when the call may go on."""
    max_calls = _count(limits.get("max_calls"))
    if max_calls is not None and calls >= max_calls:
        return budget(
            "max_calls",
            f"The attempt has made its {max_calls} model calls (max_calls); no more are allowed.",
            allowed=max_calls,
        )
    max_input = _count(limits.get("max_input_bytes"))
    if max_input is not None:
        messages = json.dumps(body.get("messages"), separators=(",", ":"), ensure_ascii=False)
        size = len(messages.encode())
        if size > max_input:
            return Refusal(
                400,
                INPUT_CODE,
                f"messages is too large: {size} bytes. This attempt allows at most {max_input} "
                f"bytes of messages per model call (max_input_bytes).",
                "Send shorter messages.",
                {
                    "limit": "max_input_bytes",
                    "value": size,
                    "allowed": max_input,
                    "param": "messages",
                },
            )
    max_output = _count(limits.get("max_output_tokens"))
    for key in OUTPUT_KEYS:
        asked = _count(body.get(key))
        if max_output is not None and asked is not None and asked > max_output:
            return Refusal(
                400,
                OUTPUT_CODE,
                f"{key} is too large: {asked}. This attempt allows at most {max_output} output "
                f"tokens per model call (max_output_tokens), whereas you provided {asked}.",
                f"Ask for at most {max_output} {key}, or leave {key} out.",
                {"limit": "max_output_tokens", "value": asked, "allowed": max_output, "param": key},
            )
    return None
