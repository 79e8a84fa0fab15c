"""The one request path every call takes: build → send with a deadline → retry per policy →
map errors → parse the model. Sync and async share everything but the send and the sleep."""

from __future__ import annotations

import email.utils
import itertools
import json
import logging
import math
import os
import re
import threading
import time
import uuid
import warnings
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any, Literal, NamedTuple
from urllib.parse import quote

import httpx
from evalrouter_generated._contract import API_VERSION
from evalrouter_generated._resource import REQUEST_OPTIONS

from ._config import (
    Settings,
    check_headers,
    check_idempotency_key,
    check_retries,
    check_timeout,
    header_problem,
    short,
    unknown_option,
)
from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    EvalRouterError,
    RateLimitError,
    public,
    status_error_class,
)
from ._version import USER_AGENT

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

log = logging.getLogger("evalrouter")

_REQUEST_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
_ERROR_CODE = re.compile(r"[a-z][a-z0-9_]{0,99}")
_GATEWAY_STATUSES = (502, 503, 504)
_MAX_BACKOFF = 8.0
MAX_JSON_BYTES = 64 * 1024 * 1024  # a successful JSON body larger than this is refused
_MAX_ERROR_BYTES = 64 * 1024  # an error body is read up to this
_MAX_URL = 65536  # httpx's limit on a URL and on each of its parts


def _sdk_dirs() -> tuple[str, ...]:
    """Folders of this package and the generated one: warnings point past them."""
    import importlib.util

    spec = importlib.util.find_spec("evalrouter_generated")
    generated = list(spec.submodule_search_locations or []) if spec else []
    return (os.path.dirname(__file__), *generated)


Retry = Literal["definitive", "ambiguous"] | None


class Failure(NamedTuple):
    """A failed attempt: the error to raise, how it may be retried, the server's wait."""

    error: EvalRouterError
    kind: Retry
    retry_after: float | None = None


@public
class EvalRouterDeprecationWarning(UserWarning):
    """An operation this client uses is deprecated by the service (Deprecation/Sunset)."""


_warned: set[str] = set()
_warned_lock = threading.Lock()
_models: dict[str, Any] = {}


def load_model(ref: str) -> Any:
    """``"package.module:Class"`` → the class, imported on first use."""
    model = _models.get(ref)
    if model is None:
        module, _, name = ref.partition(":")
        model = _models[ref] = getattr(import_module(module), name)
    return model


# --------------------------------------------------------------------------- sanitising
# What a server sends back may echo a credential: it reaches an error, a warning or a log line
# only through these (sdk-behavior.md §5.3).

# A field is secret-named when one whole segment of its name (split at ``_ - .``, spaces and
# camelCase humps) is a secret word, alone or glued to a usual prefix: ``api_key``,
# ``x-api-key``, ``apiKey``, ``webhook_secret``, ``access_token``; never ``max_tokens`` or
# ``keyboard``.
_SECRET_PREFIX = r"(?:api|access|auth|bearer|client|private|refresh|secret|session)?"
_SECRET_WORD = r"(?:key|secret|token|password|passwd|credentials?)"
_SECRET_FIELD = re.compile(rf"{_SECRET_PREFIX}{_SECRET_WORD}|authorization|cookie")
_BODY_SECRET_FIELD = re.compile(rf"{_SECRET_PREFIX}{_SECRET_WORD}")
_HUMP = re.compile(r"([a-z0-9])([A-Z])")
_SEGMENT_BREAK = re.compile(r"[^a-z0-9]+")


def secret_named(name: str, words: re.Pattern[str] = _SECRET_FIELD) -> bool:
    """Whether a field called ``name`` holds a secret, judged by whole name segments."""
    segments = _SEGMENT_BREAK.split(_HUMP.sub(r"\1 \2", name).lower())
    return any(words.fullmatch(segment) for segment in segments)


_UNPRINTABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def clean_text(text: str, secrets: tuple[str, ...], limit: int = 2000) -> str:
    """``text`` with each secret replaced by ``[redacted]``, control characters by spaces,
    cut to ``limit`` characters."""
    for secret in secrets:
        text = text.replace(secret, "[redacted]")
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
            hidden = secret_named(name)
            out[name] = "[redacted]" if hidden else clean_details(item, secrets, depth + 1)
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
            if isinstance(item, str) and item and secret_named(str(key), _BODY_SECRET_FIELD):
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


def parse_retry_after(headers: httpx.Headers, now: Callable[[], float] = time.time) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``Retry-After`` (seconds or HTTP date)."""
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            value = float(ms) / 1000
            if math.isfinite(value) and value >= 0:
                return value
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw or len(raw) > 100:
        return None
    try:
        value = float(raw)
    except ValueError:
        try:
            parsed = email.utils.parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
        try:
            value = parsed.timestamp() - now()
        except (ValueError, OverflowError, OSError):
            return None
    if not math.isfinite(value):
        return None
    return max(value, 0.0)


class Prepared:
    """One logical call: its request (reused by every attempt) and its budget."""

    __slots__ = (
        "deadline",
        "idempotency_key",
        "max_retries",
        "op",
        "request",
        "request_timeout",
        "secrets",
    )

    def __init__(
        self,
        op: Operation,
        request: httpx.Request,
        deadline: float | None,
        request_timeout: float,
        max_retries: int,
        idempotency_key: str | None,
        secrets: tuple[str, ...] = (),
    ) -> None:
        self.op = op
        self.request = request
        self.deadline = deadline
        self.request_timeout = request_timeout
        self.max_retries = max_retries
        self.idempotency_key = idempotency_key
        self.secrets = secrets  # what a server may echo and nobody may read


class BaseTransport:
    """Request building, the retry policy and error mapping, shared by both clients."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.clock = settings.timing.monotonic
        self.rng = settings.timing.random
        # Precedence: SDK defaults < default_headers < per-call extra_headers; the credential,
        # workspace and idempotency key are set last and cannot be overridden by accident.
        base = httpx.Headers({"User-Agent": USER_AGENT, "EvalRouter-Version": API_VERSION})
        base.update(settings.default_headers)
        self._base_headers = base
        fixed: dict[str, str] = {}
        if settings.api_key:
            fixed["Authorization"] = f"Bearer {settings.api_key}"
        if settings.workspace_id:
            fixed["X-Workspace-Id"] = settings.workspace_id
        self._fixed_headers = fixed
        # The credential, and one a caller set as a header, must never be read back.
        self._secrets = secret_values([settings.api_key or "", *header_secrets(base)])

    # ----------------------------------------------------------------- building

    def prepare(
        self,
        op: Operation,
        values: Mapping[str, Any],
        body: Any,
        options: Mapping[str, Any],
    ) -> Prepared:
        """The request for one call, every value checked: nothing is sent that the wire cannot
        carry as given (sdk-behavior.md §3)."""
        where = f"{op.group}.{op.name}()"
        for name in options:
            if name not in REQUEST_OPTIONS:
                own = tuple(p.py for p in op.params if p.py not in REQUEST_OPTIONS)
                raise unknown_option(where, name, (*own, *REQUEST_OPTIONS))
        settings = self.settings
        path = op.path
        query: dict[str, str] = {}
        headers = self._base_headers.copy()
        headers["Accept"] = op.accept
        extra_headers = check_headers(options.get("extra_headers"), "extra_headers")
        headers.update(extra_headers)
        secrets = self._secrets
        if extra_headers:
            secrets = secret_values([*secrets, *header_secrets(extra_headers)])
        for param in op.params:
            value = values.get(param.py)
            if value is None:
                if param.required:
                    raise invalid_input(where, param.py, f"{where} needs {param.py}.")
                continue
            if param.location == "path":
                path = path.replace("{" + param.name + "}", encode_segment(where, param, value))
            elif param.location == "query":
                query[param.name] = encode_query(where, param.py, value, param.schema_type)
            else:
                problem = header_problem(param.name, value)
                if problem:
                    raise invalid_input(where, param.py, f"{where}: {problem}.")
                headers[param.name] = value
        extra_query = options.get("extra_query")
        if extra_query is not None:
            if not isinstance(extra_query, Mapping):
                raise invalid_input(
                    where,
                    "extra_query",
                    f"extra_query must be a mapping of names to values, "
                    f"not {type(extra_query).__name__}.",
                    hint='Pass for example extra_query={"expand": "all"}.',
                )
            for key, value in extra_query.items():
                if not isinstance(key, str) or not key:
                    raise invalid_input(
                        where, "extra_query", f"extra_query has a key {short(key)}: not a name."
                    )
                if value is not None:
                    query[key] = encode_query(where, f"extra_query[{key!r}]", value, "")
        content = None
        if body is not None:
            data, content = encode_body(body, op)
            headers["Content-Type"] = "application/json"
            found = body_secrets(data)
            if found:
                secrets = secret_values([*secrets, *found])
        key = None
        if op.method != "GET":
            given = options.get("idempotency_key")
            if given is None:
                given = headers.get("Idempotency-Key")
            key = check_idempotency_key(given) or str(uuid.uuid4())
            headers["Idempotency-Key"] = key
        headers.update(self._fixed_headers)
        request = build_request(where, op.method, settings.base_url + path, query, headers, content)
        total = options.get("timeout", settings.timeout)
        if "timeout" in options and total is not None:
            total = check_timeout("timeout", total, allow_none=True)
        deadline = None if total is None else self.clock() + total
        max_retries = options.get("max_retries", settings.max_retries)
        if "max_retries" in options:
            max_retries = check_retries(max_retries)
        request_timeout: float | None = settings.request_timeout
        if "request_timeout" in options:
            request_timeout = check_timeout(
                "request_timeout", options["request_timeout"], allow_none=False
            )
        return Prepared(
            op,
            request,
            deadline,
            request_timeout or settings.request_timeout,
            max_retries,
            key,
            secrets,
        )

    def attempt_timeout(self, prepared: Prepared) -> float:
        """What this attempt may take: the per-attempt limit, cut to the call's deadline."""
        limit = prepared.request_timeout
        if prepared.deadline is not None:
            remaining = prepared.deadline - self.clock()
            if remaining <= 0:
                raise self.deadline_error(prepared)
            limit = min(limit, remaining)
        prepared.request.extensions["timeout"] = httpx.Timeout(limit).as_dict()
        return limit

    def check_open(self, closed: bool) -> None:
        if closed:
            raise EvalRouterError(
                "client_closed",
                "This client is closed: its connection pool cannot send requests.",
                hint="Make a new client, or use this one only inside its with block.",
            )

    def undecodable(self, prepared: Prepared) -> EvalRouterError:
        """A body httpx could not decode (a broken Content-Encoding): the server answered."""
        op = prepared.op
        reason = "the body could not be decoded (its Content-Encoding is broken)"
        return EvalRouterError(
            "invalid_response",
            f"The answer to {op.method} {op.path} could not be read: {reason}.",
            hint="The service may be newer than this SDK: pip install -U evalrouter-sdk",
            details={"operation": op.id, "reason": reason},
            idempotency_key=prepared.idempotency_key,
        )

    def deadline_error(self, prepared: Prepared) -> APITimeoutError:
        op = prepared.op
        return APITimeoutError(
            "request_timeout",
            f"{op.method} {op.path} did not finish within the call's timeout.",
            hint="Raise timeout= on the client or the call; the server may still have acted.",
            details={"reason": "deadline_exceeded", "operation": op.id},
            retryable=True,
            idempotency_key=prepared.idempotency_key,
        )

    # ----------------------------------------------------------------- outcomes

    def on_response(self, prepared: Prepared, response: httpx.Response) -> Any:
        """Parse a success, or turn a failure into (error, how it may be retried)."""
        self.warn_if_deprecated(prepared, response)
        status = response.status_code
        if 200 <= status < 300:
            return self.parse(prepared, response)
        return self.status_error(prepared, response)

    def on_exception(self, prepared: Prepared, exc: httpx.TransportError) -> Failure:
        op = prepared.op
        where = f"{op.method} {op.path}"
        if isinstance(exc, httpx.ConnectTimeout | httpx.ConnectError | httpx.PoolTimeout):
            # The request never left this machine: repeating it is always safe.
            error: APIConnectionError = APIConnectionError(
                "network_error",
                f"Could not connect to {self.settings.origin} for {where}: "
                + clean_text(str(exc), prepared.secrets, 300),
                hint="Check the network and base_url; nothing reached the server.",
                details={"reason": "connection_error", "operation": op.id},
                retryable=True,
                idempotency_key=prepared.idempotency_key,
            )
            return Failure(error, "definitive")
        if isinstance(exc, httpx.TimeoutException):
            error = APITimeoutError(
                "request_timeout",
                f"{where} timed out waiting for the API.",
                hint=ambiguous_hint(op, "raise request_timeout= if calls are slow"),
                details={"reason": "attempt_timeout", "operation": op.id},
                retryable=op.retry_safe,
                idempotency_key=prepared.idempotency_key,
            )
        else:
            error = APIConnectionError(
                "network_error",
                f"The connection dropped during {where}: {type(exc).__name__}.",
                hint=ambiguous_hint(op, "the server may have acted before it dropped"),
                details={"reason": "connection_dropped", "operation": op.id},
                retryable=op.retry_safe,
                idempotency_key=prepared.idempotency_key,
            )
        return Failure(error, "ambiguous")

    def status_error(self, prepared: Prepared, response: httpx.Response) -> Failure:
        op = prepared.op
        status = response.status_code
        secrets = prepared.secrets
        envelope = error_envelope(response.content)
        request_id = safe_request_id(response.headers, envelope, secrets)
        retry_after = parse_retry_after(response.headers)
        if 300 <= status < 400:
            # Redirects are never followed: the credential must not go to another address.
            error: EvalRouterError = APIStatusError(
                "redirect_rejected",
                f"{op.method} {op.path} was answered with a redirect (HTTP {status}), "
                "which the SDK never follows.",
                hint="Check base_url: it must be the API's own address, without redirects.",
                request_id=request_id,
                details={"reason": "redirect", "status": status, "operation": op.id},
                status_code=status,
                idempotency_key=prepared.idempotency_key,
            )
            return Failure(error, None)
        if envelope is None and status in _GATEWAY_STATUSES:
            # A gateway answered, not EvalRouter: whether the API acted is unknown, unless it
            # is a 503 that says when to come back (a definitive refusal).
            kind: Retry = "ambiguous"
            if status == 503 and retry_after is not None:
                kind = "definitive"
            error = APIConnectionError(
                "network_error",
                f"A gateway answered {op.method} {op.path} with HTTP {status} "
                "(gateway error), not the API.",
                hint=ambiguous_hint(op, "the API behind it may have acted"),
                request_id=request_id,
                details={"reason": "gateway_error", "status": status, "operation": op.id},
                status_code=status,
                retryable=op.retry_safe or kind == "definitive",
                idempotency_key=prepared.idempotency_key,
            )
            return Failure(error, kind, retry_after)
        code = envelope.get("code") if envelope else None
        if not isinstance(code, str) or not _ERROR_CODE.fullmatch(code):
            code = "http_error"
        if any(secret in code for secret in secrets):
            code = "http_error"  # a code that echoes a credential says nothing safe
        message = envelope.get("message") if envelope else None
        message = clean_text(message, secrets).strip() if isinstance(message, str) else ""
        if not message:
            message = f"{op.method} {op.path} failed with HTTP {status}."
        hint = envelope.get("hint") if envelope else None
        hint = clean_text(hint, secrets).strip() or None if isinstance(hint, str) else None
        retryable = bool(envelope and envelope.get("retryable") is True)
        cls = status_error_class(status)
        error = cls(
            code,
            message,
            hint=hint,
            request_id=request_id,
            details=clean_details(envelope.get("details"), secrets) if envelope else None,
            status_code=status,
            retryable=retryable,
            idempotency_key=prepared.idempotency_key,
        )
        if isinstance(error, RateLimitError):
            error.retry_after = retry_after
        # A definitive refusal (the server did nothing) may be retried. An EvalRouter error
        # body decides by its own "retryable"; Retry-After only sets the wait. Without such a
        # body, a 429 or 503 that says when to come back is a refusal too.
        kind = None
        if retryable or (envelope is None and status in (429, 503) and retry_after is not None):
            kind = "definitive"
            error.retryable = True
        return Failure(error, kind, retry_after)

    def settle(
        self, prepared: Prepared, attempt: int, outcome: httpx.Response | httpx.TransportError
    ) -> tuple[bool, Any]:
        """After one attempt: ``(True, result)``, or ``(False, seconds)`` to sleep and try
        again; raises the attempt's error when the policy or the deadline says stop."""
        cause: httpx.TransportError | None = None
        if isinstance(outcome, httpx.TransportError):
            failure, cause = self.on_exception(prepared, outcome), outcome
        else:
            result = self.on_response(prepared, outcome)
            if not isinstance(result, Failure):
                return True, result
            failure = result
        wait = self.next_wait(prepared, failure, attempt)
        if wait is None:
            if cause is not None and any(secret in str(cause) for secret in prepared.secrets):
                raise failure.error from None  # h11 may quote what the server sent
            raise failure.error from cause
        self.log_retry(prepared, failure.error, attempt, wait)
        return False, wait

    def next_wait(self, prepared: Prepared, failure: Failure, attempt: int) -> float | None:
        """How long to sleep before trying again, or None to raise the failure now."""
        kind = failure.kind
        if attempt >= prepared.max_retries or kind is None:
            return None
        if kind == "ambiguous" and not prepared.op.retry_safe:
            return None  # the server may have acted; repeating could do it twice
        return self.delay(prepared, attempt, failure.retry_after)

    def delay(self, prepared: Prepared, attempt: int, retry_after: float | None) -> float | None:
        """Seconds to sleep before the next attempt, or None if the deadline forbids it."""
        backoff = min(_MAX_BACKOFF, 0.5 * 2.0**attempt) * (1 - 0.25 * self.rng())
        wait = max(backoff, retry_after) if retry_after is not None else backoff
        if prepared.deadline is not None and self.clock() + wait >= prepared.deadline:
            return None
        return wait

    def warn_if_deprecated(self, prepared: Prepared, response: httpx.Response) -> None:
        op = prepared.op
        deprecation = response.headers.get("deprecation")
        sunset = response.headers.get("sunset")
        if not (deprecation or sunset) or op.id in _warned:
            return
        with _warned_lock:
            if op.id in _warned:
                return
            _warned.add(op.id)
        text = f"EvalRouter has deprecated {op.method} {op.path} ({op.group}.{op.name})"
        sunset = clean_text(sunset, prepared.secrets, 100).strip() if sunset else None
        text += f"; it stops working after {sunset}." if sunset else "."
        text += " Upgrade evalrouter-sdk: pip install -U evalrouter-sdk"
        warnings.warn(text, EvalRouterDeprecationWarning, skip_file_prefixes=_sdk_dirs())

    # ----------------------------------------------------------------- parsing

    def parse(self, prepared: Prepared, response: httpx.Response) -> Any:
        """A success's body as the operation's result; ``invalid_response`` when it cannot be
        read, whatever the body holds."""
        op = prepared.op
        if op.kind == "binary":
            return response.content
        try:
            data = decode_json(response.content)
            expected = _EXPECTED.get(op.kind)
            if expected is not None and not isinstance(data, expected[0]):
                raise ValueError(f"expected a JSON {expected[1]}, got {json_kind(data)}")
            items = data.get("data") if op.kind == "page" else None
            if items is not None and not isinstance(items, list):
                raise ValueError(f"expected data to be an array, got {json_kind(items)}")
        except ValueError as exc:
            raise self.invalid_response(prepared, response, str(exc)) from None
        try:
            if op.kind == "any" or op.response_model is None:
                return data
            model = load_model(op.response_model)
            if op.kind == "array":
                return [model.from_dict(item) for item in data]
            return model.from_dict(data)
        except Exception as exc:  # a model that cannot take this body: never the model's error
            if isinstance(exc, KeyError):
                reason = f"missing field {clean_text(str(exc), prepared.secrets, 200)}"
            else:
                reason = f"{type(exc).__name__}: {clean_text(str(exc), prepared.secrets, 200)}"
            raise self.invalid_response(prepared, response, reason) from None

    def invalid_response(
        self, prepared: Prepared, response: httpx.Response, reason: str
    ) -> EvalRouterError:
        op = prepared.op
        return EvalRouterError(
            "invalid_response",
            f"The answer to {op.method} {op.path} could not be read: {reason}.",
            hint="The service may be newer than this SDK: pip install -U evalrouter-sdk",
            request_id=safe_request_id(response.headers, None, prepared.secrets),
            details={"operation": op.id, "status": response.status_code, "reason": reason},
        )

    def log_retry(
        self, prepared: Prepared, error: EvalRouterError, attempt: int, wait: float
    ) -> None:
        op = prepared.op
        log.info(
            "retrying %s %s in %.2fs (attempt %d of %d): %s",
            op.method,
            op.path,
            wait,
            attempt + 2,
            prepared.max_retries + 1,
            error.code,
        )


class SyncTransport(BaseTransport):
    def __init__(
        self,
        settings: Settings,
        http: httpx.Client,
    ) -> None:
        super().__init__(settings)
        self.http = http
        self.sleep = settings.timing.sleep

    def request(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Any:
        return self.send(self.prepare(op, values, body, options))

    def send(self, prepared: Prepared) -> Any:
        self.check_open(self.http.is_closed)
        for attempt in itertools.count():
            self.attempt_timeout(prepared)
            outcome: httpx.Response | httpx.TransportError
            try:
                outcome = self.http.send(prepared.request, follow_redirects=False)
            except httpx.TransportError as exc:
                outcome = exc
            except httpx.DecodingError as exc:
                raise self.undecodable(prepared) from exc
            done, value = self.settle(prepared, attempt, outcome)
            if done:
                return value
            self.sleep(value)
        raise AssertionError("unreachable")


class AsyncTransport(BaseTransport):
    def __init__(
        self,
        settings: Settings,
        http: httpx.AsyncClient,
    ) -> None:
        super().__init__(settings)
        self.http = http
        self._sleep: Callable[[float], Any] | None = settings.timing.async_sleep

    async def request(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Any:
        return await self.send(self.prepare(op, values, body, options))

    async def send(self, prepared: Prepared) -> Any:
        self.check_open(self.http.is_closed)
        for attempt in itertools.count():
            self.attempt_timeout(prepared)
            outcome: httpx.Response | httpx.TransportError
            try:
                outcome = await self.http.send(prepared.request, follow_redirects=False)
            except httpx.TransportError as exc:
                outcome = exc
            except httpx.DecodingError as exc:
                raise self.undecodable(prepared) from exc
            done, value = self.settle(prepared, attempt, outcome)
            if done:
                return value
            await self.sleep(value)
        raise AssertionError("unreachable")

    async def sleep(self, seconds: float) -> None:
        if self._sleep is not None:
            await self._sleep(seconds)
            return
        import anyio

        await anyio.sleep(seconds)


def ambiguous_hint(op: Operation, cause: str) -> str:
    """What an ambiguous failure means for this operation: repeated, or left to the caller."""
    if op.retry_safe:
        return f"Safe to repeat, and repeated as far as max_retries allowed; {cause}."
    return (
        f"Not repeated automatically, since repeating {op.group}.{op.name} could act twice; "
        f"{cause}. Check before calling it again."
    )


# --------------------------------------------------------------------------- encoding


def invalid_input(
    where: str, argument: str, message: str, hint: str | None = None
) -> EvalRouterError:
    """A call's argument that cannot go on the wire: refused before anything is sent."""
    return EvalRouterError(
        "invalid_input", message, hint=hint, details={"argument": argument, "call": where}
    )


def encode_segment(where: str, param: Any, value: Any) -> str:
    """A path parameter: a non-empty str of the documented characters, percent-encoded."""
    name = param.py
    if not isinstance(value, str) or not value:
        raise invalid_input(
            where,
            name,
            f"{where}: {name} must be a non-empty str, not {short(value)}.",
            hint='Pass the id as a string, e.g. runs.get("run_...").',
        )
    bad = (param.pattern and not re.fullmatch(param.pattern, value)) or value in param.disallowed
    if not bad:
        try:
            return quote(value, safe="")
        except UnicodeError:
            bad = True
    raise invalid_input(
        where,
        name,
        f"{name}={short(value)} is not a valid {name}.",
        hint="IDs are 1 to 200 characters of letters, digits and _ . : @ + -.",
    )


# schema type → the Python values it takes, in words for the message
_QUERY_TYPES: dict[str, tuple[tuple[type, ...], str]] = {
    "boolean": ((bool,), "a bool"),
    "integer": ((int,), "an int"),
    "number": ((int, float), "a number"),
    "string": ((str,), "a str"),
    "scalar": ((str, bool, int, float), "a str, bool, int or float"),  # no documented type
}


def encode_query(where: str, name: str, value: Any, schema_type: str) -> str:
    """A query value as its wire text: booleans ``true``/``false``, numbers as written,
    strings as given; a list or tuple of scalars (where no scalar type is documented)
    comma-joined. Anything else is refused, never sent as its repr."""
    if schema_type in ("", "array") and isinstance(value, list | tuple):
        return ",".join(encode_query(where, name, item, "scalar") for item in value)
    kinds, words = _QUERY_TYPES.get(schema_type, _QUERY_TYPES["scalar"])
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if ok and isinstance(value, float) and not math.isfinite(value):
        ok = False
    if ok and isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeError:
            ok = False
    if not ok:
        raise invalid_input(
            where,
            name,
            f"{where}: {name} must be {words}, not {type(value).__name__}"
            + (f" {short(value, 40)}." if isinstance(value, str | int | float) else "."),
        )
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return str.__str__(value)
    return repr(value) if isinstance(value, float) else str(int(value))


def build_request(
    where: str,
    method: str,
    url: str,
    query: dict[str, str],
    headers: httpx.Headers,
    content: bytes | None,
) -> httpx.Request:
    """The httpx request; a URL too long for httpx is the caller's ``invalid_input``."""
    try:
        return httpx.Request(method, url, params=query or None, headers=headers, content=content)
    except (httpx.InvalidURL, ValueError, TypeError) as exc:
        longest = max(query, key=lambda k: len(query[k]), default=None)
        culprit = f" ({longest} holds {len(query[longest]):,} characters)" if longest else ""
        raise invalid_input(
            where,
            longest or "url",
            f"{where} cannot be sent: its URL is invalid or longer than {_MAX_URL:,} "
            f"characters{culprit}.",
            hint="Narrow the query; long values belong in a request body.",
        ) from exc


def encode_body(body: Any, op: Operation) -> tuple[Any, bytes]:
    """``(the body as plain data, its compact UTF-8 JSON)``, or ``invalid_input``."""
    where = f"{op.group}.{op.name}()"
    try:
        data = body.to_dict() if hasattr(body, "to_dict") else body
    except Exception as exc:
        raise invalid_input(
            where, "body", f"The body of {where} cannot be read: {type(exc).__name__}."
        ) from None
    if not isinstance(data, Mapping):
        raise invalid_input(
            where,
            "body",
            f"The body of {where} must be a mapping or a model, not {type(body).__name__}.",
        )
    try:
        text = json.dumps(
            data, separators=(",", ":"), ensure_ascii=False, allow_nan=False, default=_json_default
        )
        return data, text.encode()
    except (ValueError, TypeError, RecursionError) as exc:
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise invalid_input(
            where,
            "body",
            f"The body of {where} cannot be sent as JSON: {clean_text(reason, (), 200)}.",
            hint="Bodies are JSON: str keys; str, int, finite float, bool, None, lists and "
            "mappings of those; NaN and infinite numbers are not JSON; send money as strings.",
        ) from None


_EXPECTED: dict[str, tuple[type, str]] = {
    "object": (dict, "object"),
    "page": (dict, "object"),
    "array": (list, "array"),
}


def json_kind(value: Any) -> str:
    """The JSON name of a decoded value's type."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"the body holds {name}, which is not JSON")


def decode_json(content: bytes, limit: int | None = None) -> Any:
    """Strict JSON from a body: UTF-8, no NaN or Infinity, within the size cap; any failure
    is a ValueError that says what was wrong, never quoting the body."""
    limit = MAX_JSON_BYTES if limit is None else limit
    if len(content) > limit:
        raise ValueError(f"the body is {len(content):,} bytes, over the {limit:,}-byte limit")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("the body is not UTF-8") from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise ValueError("the body is nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"the body is not JSON ({exc.msg} at character {exc.pos})") from None


def error_envelope(content: bytes) -> Mapping[str, Any] | None:
    """The ``error`` object of an error body, when it is one with a str ``code``."""
    try:
        payload = json.loads(content[:_MAX_ERROR_BYTES]) if content else None
    except (ValueError, RecursionError):
        return None
    if isinstance(payload, dict):
        candidate = payload.get("error")
        if isinstance(candidate, dict) and isinstance(candidate.get("code"), str):
            return candidate
    return None


def _json_default(value: Any) -> Any:
    from decimal import Decimal

    if isinstance(value, Decimal):
        return str(value)
    if hasattr(value, "to_dict"):
        return value.to_dict()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


__all__ = [
    "APIStatusError",
    "AsyncTransport",
    "EvalRouterDeprecationWarning",
    "SyncTransport",
]
