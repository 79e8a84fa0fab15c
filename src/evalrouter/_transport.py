"""The one request path every call takes: build → send with a deadline → retry per policy →
map errors → parse the model. Sync and async share everything but the send and the sleep."""

from __future__ import annotations

import email.utils
import itertools
import json
import logging
import math
import os
import random
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

from ._config import Settings, check_retries, check_timeout, unknown_option
from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    EvalRouterError,
    RateLimitError,
    status_error_class,
)
from ._version import USER_AGENT

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

log = logging.getLogger("evalrouter")

API_VERSION = "2026-10-08"  # checked against the generated table by the tests
REQUEST_OPTIONS = (
    "extra_headers",
    "extra_query",
    "timeout",
    "request_timeout",
    "max_retries",
    "idempotency_key",
)
_REQUEST_ID = re.compile(r"[A-Za-z0-9_-]{1,100}")
_ERROR_CODE = re.compile(r"[a-z][a-z0-9_]{0,99}")
_GATEWAY_STATUSES = (502, 503, 504)
_MAX_BACKOFF = 8.0


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


def redact(value: Any, secret: str | None) -> Any:
    if not secret:
        return value
    if isinstance(value, str):
        return value.replace(secret, "[redacted]")
    if isinstance(value, dict):
        return {k: redact(v, secret) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v, secret) for v in value]
    return value


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
        except (TypeError, ValueError, IndexError):
            return None
        value = parsed.timestamp() - now()
    if not math.isfinite(value):
        return None
    return max(value, 0.0)


class Prepared:
    """One logical call: its request (reused by every attempt) and its budget."""

    __slots__ = ("deadline", "idempotency_key", "max_retries", "op", "request", "request_timeout")

    def __init__(
        self,
        op: Operation,
        request: httpx.Request,
        deadline: float | None,
        request_timeout: float,
        max_retries: int,
        idempotency_key: str | None,
    ) -> None:
        self.op = op
        self.request = request
        self.deadline = deadline
        self.request_timeout = request_timeout
        self.max_retries = max_retries
        self.idempotency_key = idempotency_key


class BaseTransport:
    """Request building, the retry policy and error mapping, shared by both clients."""

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Callable[[], float] = time.monotonic,
        rng: Callable[[], float] = random.random,
    ) -> None:
        self.settings = settings
        self.clock = clock
        self.rng = rng
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

    # ----------------------------------------------------------------- building

    def prepare(
        self,
        op: Operation,
        values: Mapping[str, Any],
        body: Any,
        options: Mapping[str, Any],
    ) -> Prepared:
        for name in options:
            if name not in REQUEST_OPTIONS:
                raise unknown_option(f"{op.group}.{op.name}()", name, REQUEST_OPTIONS)
        settings = self.settings
        path = op.path
        query: dict[str, str] = {}
        headers = self._base_headers.copy()
        headers["Accept"] = op.accept
        extra_headers = options.get("extra_headers")
        if extra_headers:
            headers.update(extra_headers)
        for param in op.params:
            value = values.get(param.py)
            if value is None:
                if param.required:
                    raise EvalRouterError(
                        "invalid_input",
                        f"{op.group}.{op.name}() needs {param.py}.",
                    )
                continue
            if param.location == "path":
                path = path.replace("{" + param.name + "}", encode_segment(param, value))
            elif param.location == "query":
                query[param.name] = encode_query(value)
            else:
                headers[param.name] = str(value)
        extra_query = options.get("extra_query")
        if extra_query:
            for key, value in extra_query.items():
                if value is not None:
                    query[key] = encode_query(value)
        content = None
        if body is not None:
            content = encode_body(body, op)
            headers["Content-Type"] = "application/json"
        key = None
        if op.method != "GET":
            key = options.get("idempotency_key") or headers.get("Idempotency-Key")
            if key is None:
                key = str(uuid.uuid4())
            elif not isinstance(key, str) or not re.fullmatch(r"[ -~]{1,128}", key):
                raise EvalRouterError(
                    "invalid_idempotency_key",
                    "idempotency_key must be 1 to 128 printable ASCII characters.",
                )
            headers["Idempotency-Key"] = key
        headers.update(self._fixed_headers)
        request = httpx.Request(
            op.method,
            settings.base_url + path,
            params=query or None,
            headers=headers,
            content=content,
        )
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

    def deadline_error(self, prepared: Prepared) -> APITimeoutError:
        op = prepared.op
        return APITimeoutError(
            "request_timeout",
            f"{op.method} {op.path} did not finish within the call's timeout.",
            hint="Raise timeout= on the client or the call; the server may still have acted.",
            retryable=True,
            idempotency_key=prepared.idempotency_key,
        )

    # ----------------------------------------------------------------- outcomes

    def on_response(self, prepared: Prepared, response: httpx.Response) -> Any:
        """Parse a success, or turn a failure into (error, how it may be retried)."""
        self.warn_if_deprecated(prepared.op, response)
        status = response.status_code
        if 200 <= status < 300:
            return self.parse(prepared.op, response)
        return self.status_error(prepared, response)

    def on_exception(self, prepared: Prepared, exc: httpx.TransportError) -> Failure:
        op = prepared.op
        where = f"{op.method} {op.path}"
        if isinstance(exc, httpx.ConnectTimeout | httpx.ConnectError | httpx.PoolTimeout):
            # The request never left this machine: repeating it is always safe.
            error: APIConnectionError = APIConnectionError(
                "connection_error",
                f"Could not connect to {self.settings.origin} for {where}: {exc}",
                hint="Check the network and base_url; nothing reached the server.",
                retryable=True,
                idempotency_key=prepared.idempotency_key,
            )
            return Failure(error, "definitive")
        if isinstance(exc, httpx.TimeoutException):
            error = APITimeoutError(
                "request_timeout",
                f"{where} timed out waiting for the API.",
                hint=ambiguous_hint(op, "raise request_timeout= if calls are slow"),
                retryable=op.retry_safe,
                idempotency_key=prepared.idempotency_key,
            )
        else:
            error = APIConnectionError(
                "network_error",
                f"The connection dropped during {where}: {type(exc).__name__}.",
                hint=ambiguous_hint(op, "the server may have acted before it dropped"),
                retryable=op.retry_safe,
                idempotency_key=prepared.idempotency_key,
            )
        return Failure(error, "ambiguous")

    def status_error(self, prepared: Prepared, response: httpx.Response) -> Failure:
        op = prepared.op
        status = response.status_code
        secret = self.settings.api_key
        envelope: Mapping[str, Any] | None = None
        try:
            payload = json.loads(response.content[: 64 * 1024]) if response.content else None
        except ValueError:
            payload = None
        if isinstance(payload, dict):
            candidate = payload.get("error")
            if isinstance(candidate, dict) and isinstance(candidate.get("code"), str):
                envelope = candidate
        request_id = response.headers.get("x-request-id")
        if request_id is None or not _REQUEST_ID.fullmatch(request_id):
            request_id = envelope.get("request_id") if envelope else None
            request_id = request_id if isinstance(request_id, str) else None
        if request_id and secret and secret in request_id:
            request_id = None
        retry_after = parse_retry_after(response.headers)
        if envelope is None and status in _GATEWAY_STATUSES:
            # A gateway answered, not EvalRouter: whether the API acted is unknown.
            error: EvalRouterError = APIConnectionError(
                "gateway_error",
                f"A gateway answered {op.method} {op.path} with HTTP {status}.",
                hint=ambiguous_hint(op, "the API behind it may have acted"),
                request_id=request_id,
                status_code=status,
                retryable=op.retry_safe or retry_after is not None,
                idempotency_key=prepared.idempotency_key,
            )
            kind: Retry = "ambiguous"
            if status == 503 and retry_after is not None:
                kind = "definitive"
            return Failure(error, kind, retry_after)
        code = envelope.get("code") if envelope else None
        if not isinstance(code, str) or not _ERROR_CODE.fullmatch(code):
            code = "http_error"
        message = envelope.get("message") if envelope else None
        if not isinstance(message, str) or not message:
            message = f"{op.method} {op.path} failed with HTTP {status}."
        hint = envelope.get("hint") if envelope else None
        retryable = bool(envelope and envelope.get("retryable") is True)
        cls = status_error_class(status)
        error = cls(
            code,
            redact(message, secret),
            hint=redact(hint, secret) if isinstance(hint, str) else None,
            request_id=request_id,
            details=redact(envelope.get("details"), secret) if envelope else None,
            status_code=status,
            retryable=retryable,
            idempotency_key=prepared.idempotency_key,
        )
        if isinstance(error, RateLimitError):
            error.retry_after = retry_after
        kind = None
        if retryable or (status in (429, 503) and retry_after is not None):
            kind = "definitive"  # the server refused and did nothing
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

    def warn_if_deprecated(self, op: Operation, response: httpx.Response) -> None:
        deprecation = response.headers.get("deprecation")
        sunset = response.headers.get("sunset")
        if not (deprecation or sunset) or op.id in _warned:
            return
        with _warned_lock:
            if op.id in _warned:
                return
            _warned.add(op.id)
        text = f"EvalRouter has deprecated {op.method} {op.path} ({op.group}.{op.name})"
        text += f"; it stops working after {sunset}." if sunset else "."
        text += " Upgrade evalrouter-sdk: pip install -U evalrouter-sdk"
        warnings.warn(text, EvalRouterDeprecationWarning, skip_file_prefixes=_sdk_dirs())

    # ----------------------------------------------------------------- parsing

    def parse(self, op: Operation, response: httpx.Response) -> Any:
        if op.kind == "binary":
            return response.content
        try:
            data = json.loads(response.content, parse_constant=_no_constant)
        except (ValueError, RecursionError):
            raise self.invalid_response(op, response, "the body is not JSON") from None
        try:
            if op.kind == "any" or op.response_model is None:
                return data
            model = load_model(op.response_model)
            if op.kind == "array":
                return [model.from_dict(item) for item in data]
            return model.from_dict(data)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            reason = f"missing field {exc}" if isinstance(exc, KeyError) else str(exc)
            raise self.invalid_response(op, response, reason) from exc

    def invalid_response(
        self, op: Operation, response: httpx.Response, reason: str
    ) -> EvalRouterError:
        return EvalRouterError(
            "invalid_response",
            f"The answer to {op.method} {op.path} could not be read: {reason}.",
            hint="The service may be newer than this SDK: pip install -U evalrouter-sdk",
            request_id=response.headers.get("x-request-id"),
            details={"operation": op.id, "status": response.status_code},
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
        *,
        sleep: Callable[[float], None] = time.sleep,
        **kw: Any,
    ) -> None:
        super().__init__(settings, **kw)
        self.http = http
        self.sleep = sleep

    def request(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Any:
        return self.send(self.prepare(op, values, body, options))

    def send(self, prepared: Prepared) -> Any:
        for attempt in itertools.count():
            self.attempt_timeout(prepared)
            outcome: httpx.Response | httpx.TransportError
            try:
                outcome = self.http.send(prepared.request, follow_redirects=False)
            except httpx.TransportError as exc:
                outcome = exc
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
        *,
        sleep: Callable[[float], Any] | None = None,
        **kw: Any,
    ) -> None:
        super().__init__(settings, **kw)
        self.http = http
        self._sleep = sleep

    async def request(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Any:
        return await self.send(self.prepare(op, values, body, options))

    async def send(self, prepared: Prepared) -> Any:
        for attempt in itertools.count():
            self.attempt_timeout(prepared)
            outcome: httpx.Response | httpx.TransportError
            try:
                outcome = await self.http.send(prepared.request, follow_redirects=False)
            except httpx.TransportError as exc:
                outcome = exc
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


def encode_segment(param: Any, value: Any) -> str:
    text = value if isinstance(value, str) else str(value)
    if (param.pattern and not re.fullmatch(param.pattern, text)) or text in param.disallowed:
        raise EvalRouterError(
            "invalid_input",
            f"{param.py}={text!r} is not a valid {param.py}.",
            hint="IDs are 1 to 200 characters of letters, digits and _ . : @ + -.",
        )
    return quote(text, safe="")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def encode_query(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return ",".join(encode_query(v) for v in value)
    return str(value)


def encode_body(body: Any, op: Operation) -> bytes:
    data = body.to_dict() if hasattr(body, "to_dict") else body
    if not isinstance(data, Mapping):
        raise EvalRouterError(
            "invalid_input",
            f"The body of {op.group}.{op.name}() must be a mapping or a model, "
            f"not {type(body).__name__}.",
        )
    try:
        return json.dumps(
            data, separators=(",", ":"), ensure_ascii=False, allow_nan=False, default=_json_default
        ).encode()
    except ValueError as exc:
        raise EvalRouterError(
            "invalid_input",
            f"The body of {op.group}.{op.name}() cannot be sent as JSON: {exc}.",
            hint="NaN and infinite numbers are not JSON; send money as strings.",
        ) from None


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
