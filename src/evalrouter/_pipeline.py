"""The one request path every call takes: build → send with a deadline → retry per policy →
map errors → parse the model.

The retry loop is one generator without I/O (``Pipeline.attempts``, as httpx's auth flows);
``SyncPipeline`` and ``AsyncPipeline`` only send, pause and drive it. Whether to try again
and how long to wait are two functions, :func:`should_retry` and :func:`retry_delay`. Every
pause, deadline and jitter comes from ``settings.timing``. ("Transport" is httpx's.)"""

from __future__ import annotations

import itertools
import logging
import re
import uuid
from collections.abc import Callable, Generator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

import httpx
from evalrouter_generated._contract import API_VERSION
from evalrouter_generated._resource import REQUEST_OPTIONS

from ._backoff import backoff
from ._config import (
    Settings,
    check_headers,
    check_idempotency_key,
    check_retries,
    check_timeout,
    unknown_option,
)
from ._deprecation import warn_if_deprecated
from ._errors import invalid_response
from ._exceptions import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    EvalRouterError,
    RateLimitError,
    status_error_class,
)
from ._redaction import (
    body_secrets,
    clean_details,
    clean_text,
    header_secrets,
    safe_request_id,
    secret_values,
)
from ._timing import Timing
from ._version import USER_AGENT
from ._wire import (
    EXPECTED,
    build_request,
    decode_json,
    encode_body,
    encode_params,
    error_envelope,
    json_kind,
    load_model,
    parse_retry_after,
)

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

log = logging.getLogger("evalrouter")

_ERROR_CODE = re.compile(r"[a-z][a-z0-9_]{0,99}")
_GATEWAY_STATUSES = (502, 503, 504)
# Backoff between attempts: 0.5 s doubling up to 8 s, shortened by up to a quarter at random.
_FIRST_BACKOFF = 0.5
_MAX_BACKOFF = 8.0
_BACKOFF_JITTER = -0.25
_TIMEOUTS = ("connect", "read", "write", "pool")  # the phases an attempt's limit bounds


# The responses of the calls made inside ``with_raw_response`` (``_raw.py``); None outside, the
# usual case, which costs one context-variable read per request.
CAPTURE: ContextVar[list[httpx.Response] | None] = ContextVar("evalrouter_raw", default=None)

Retry = Literal["definitive", "ambiguous"] | None
Outcome = httpx.Response | httpx.TransportError | httpx.DecodingError


class Failure(NamedTuple):
    """A failed attempt: the error to raise, how it may be retried, the server's wait."""

    error: EvalRouterError
    kind: Retry
    retry_after: float | None = None


# --------------------------------------------------------------------------- the retry policy


def should_retry(op: Operation, failure: Failure, attempt: int, max_retries: int) -> bool:
    """Whether a call whose ``attempt`` (from 0) failed with ``failure`` is tried again: only
    within ``max_retries``, only a retryable failure, and an ambiguous one (the server may have
    acted) only for an operation that is safe to repeat."""
    if attempt >= max_retries or failure.kind is None:
        return False
    return failure.kind == "definitive" or op.retry_safe


def retry_delay(
    attempt: int, retry_after: float | None, deadline: float | None, timing: Timing
) -> float | None:
    """Seconds to wait before the attempt after ``attempt``: the backoff, or the server's
    ``retry_after`` when longer; None when waiting would pass the call's ``deadline``."""
    wait = backoff(
        attempt,
        first=_FIRST_BACKOFF,
        cap=_MAX_BACKOFF,
        jitter=_BACKOFF_JITTER,
        random=timing.random,
    )
    if retry_after is not None:
        wait = max(wait, retry_after)
    if deadline is not None and timing.monotonic() + wait >= deadline:
        return None
    return wait


# --------------------------------------------------------------------------- the pipeline


@dataclass(slots=True)
class Prepared:
    """One logical call: its request (reused by every attempt) and its budget."""

    op: Operation
    request: httpx.Request
    deadline: float | None
    request_timeout: float
    max_retries: int
    idempotency_key: str | None
    secrets: tuple[str, ...] = ()  # what a server may echo and nobody may read


class Pipeline[H: httpx.Client | httpx.AsyncClient]:
    """Request building, the retry loop and error mapping, shared by both clients, which send
    on ``http``."""

    def __init__(self, settings: Settings, http: H) -> None:
        self.settings = settings
        self.http = http
        # Precedence: SDK defaults < default_headers < per-call extra_headers; the credential,
        # workspace and idempotency key are set last and cannot be overridden by accident.
        base = httpx.Headers({"User-Agent": USER_AGENT, "EvalRouter-Version": API_VERSION})
        base.update(settings.default_headers)
        self._base_headers = base
        self._by_accept: dict[str, httpx.Headers] = {}  # base + Accept, made once per value
        self._path_prefix = httpx.URL(settings.base_url).path  # "/v1": messages leave it out
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
        carry as given."""
        where = f"{op.group}.{op.name}()"
        for name in options:
            if name not in REQUEST_OPTIONS:
                own = tuple(p.py for p in op.params if p.py not in REQUEST_OPTIONS)
                raise unknown_option(where, name, (*own, *REQUEST_OPTIONS))
        settings = self.settings
        headers = self._by_accept.get(op.accept)
        if headers is None:
            headers = self._by_accept[op.accept] = self._base_headers.copy()
            headers["Accept"] = op.accept
        headers = headers.copy()
        extra_headers = check_headers(options.get("extra_headers"), "extra_headers")
        if extra_headers:
            headers.update(extra_headers)
        secrets = self._secrets
        if extra_headers:
            secrets = secret_values([*secrets, *header_secrets(extra_headers)])
        path, query = encode_params(where, op, values, headers, options.get("extra_query"))
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
        for name, value in self._fixed_headers.items():  # one by one: update() costs ~5 µs
            headers[name] = value
        request = build_request(where, op.method, settings.base_url + path, query, headers, content)
        total = options.get("timeout", settings.timeout)
        if "timeout" in options and total is not None:
            total = check_timeout("timeout", total, allow_none=True)
        deadline = None if total is None else settings.timing.monotonic() + total
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

    # ----------------------------------------------------------------- the attempts

    def attempts(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Generator[httpx.Request | float, Outcome | None, Any]:
        """One call, without I/O (as httpx's auth flows): yields the request to send now (the
        driver sends back the response, or the transport's error), or the seconds to pause
        before the next attempt (the driver sends back ``None``). Returns the parsed result;
        raises the call's error when the policy or the deadline says stop. Nothing runs before
        the driver's first ``send``: an async call checks its arguments when awaited."""
        prepared = self.prepare(op, values, body, options)
        if self.http.is_closed:
            raise EvalRouterError(
                "client_closed",
                "This client is closed: its connection pool cannot send requests.",
                hint="Make a new client, or use this one only inside its with block.",
            )
        for attempt in itertools.count():
            self.attempt_timeout(prepared)
            outcome = yield prepared.request
            assert outcome is not None  # the driver answers a request with what came of it
            if isinstance(outcome, httpx.DecodingError):
                raise keep_cause(self.undecodable(prepared), outcome, prepared) from None
            cause: httpx.TransportError | None = None
            if isinstance(outcome, httpx.TransportError):
                failure, cause = self.on_exception(prepared, outcome), outcome
            else:
                result = self.on_response(prepared, outcome)
                if not isinstance(result, Failure):
                    return result
                failure = result
            wait = None
            if should_retry(prepared.op, failure, attempt, prepared.max_retries):
                wait = retry_delay(
                    attempt, failure.retry_after, prepared.deadline, self.settings.timing
                )
            if wait is None:
                raise keep_cause(failure.error, cause, prepared) from None
            self.log_retry(prepared, failure.error, attempt, wait)
            yield float(wait)
        raise AssertionError("unreachable")

    def attempt_timeout(self, prepared: Prepared) -> float:
        """What this attempt may take: the per-attempt limit, cut to the call's deadline."""
        limit = prepared.request_timeout
        if prepared.deadline is not None:
            remaining = prepared.deadline - self.settings.timing.monotonic()
            if remaining <= 0:
                raise self.deadline_error(prepared)
            limit = min(limit, remaining)
        # httpx.Timeout(limit).as_dict(), without making the Timeout
        prepared.request.extensions["timeout"] = dict.fromkeys(_TIMEOUTS, limit)
        return limit

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

    # ----------------------------------------------------------------- outcomes

    def shown(self, prepared: Prepared) -> str:
        """``GET /runs/run_1``: the call's method and real path (after ``/v1``), for messages."""
        path = prepared.request.url.path
        prefix = self._path_prefix
        if path.startswith(prefix):
            path = path[len(prefix) :]
        return f"{prepared.op.method} {clean_text(path, prepared.secrets, 200)}"

    def on_response(self, prepared: Prepared, response: httpx.Response) -> Any:
        """Parse a success, or turn a failure into (error, how it may be retried)."""
        warn_if_deprecated(prepared.op, response, prepared.secrets)
        status = response.status_code
        if 200 <= status < 300:
            captured = CAPTURE.get()
            if captured is not None:  # inside with_raw_response
                captured.append(response)
            return self.parse(prepared, response)
        return self.status_error(prepared, response)

    def on_exception(self, prepared: Prepared, exc: httpx.TransportError) -> Failure:
        op = prepared.op
        where = self.shown(prepared)
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
        cls: type[APIConnectionError]
        if isinstance(exc, httpx.TimeoutException):
            cls, message = APITimeoutError, f"{where} timed out waiting for the API."
            code, cause = "request_timeout", "raise request_timeout= if calls are slow"
            reason = "attempt_timeout"
        else:
            cls = APIConnectionError
            message = f"The connection dropped during {where}: {type(exc).__name__}."
            code, cause = "network_error", "the server may have acted before it dropped"
            reason = "connection_dropped"
        error = cls(
            code,
            message,
            hint=ambiguous_hint(op, cause),
            details={"reason": reason, "operation": op.id},
            retryable=op.retry_safe,
            idempotency_key=prepared.idempotency_key,
        )
        return Failure(error, "ambiguous")

    def status_error(self, prepared: Prepared, response: httpx.Response) -> Failure:
        op = prepared.op
        where = self.shown(prepared)
        status = response.status_code
        secrets = prepared.secrets
        envelope = error_envelope(response.content)
        request_id = safe_request_id(response.headers, envelope, secrets)
        retry_after = parse_retry_after(response.headers)
        if 300 <= status < 400:
            # Redirects are never followed: the credential must not go to another address.
            error: EvalRouterError = APIStatusError(
                "redirect_rejected",
                f"{where} was answered with a redirect (HTTP {status}), "
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
                f"A gateway answered {where} with HTTP {status} (gateway error), not the API.",
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
            message = f"{where} failed with HTTP {status}."
        hint = envelope.get("hint") if envelope else None
        hint = clean_text(hint, secrets).strip() or None if isinstance(hint, str) else None
        if envelope is None and status == 404:
            # No EvalRouter error body: another server (or a proxy) answered this address.
            message = f"{where} failed with HTTP 404, without an EvalRouter error body."
            hint = (
                f"Check base_url ({self.settings.origin}): the server there answered as if it "
                "were not the EvalRouter API."
            )
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

    def deadline_error(self, prepared: Prepared) -> APITimeoutError:
        op = prepared.op
        return APITimeoutError(
            "request_timeout",
            f"{self.shown(prepared)} did not finish within the call's timeout.",
            hint="Raise timeout= on the client or the call; the server may still have acted.",
            details={"reason": "deadline_exceeded", "operation": op.id},
            retryable=True,
            idempotency_key=prepared.idempotency_key,
        )

    # ----------------------------------------------------------------- parsing

    def parse(self, prepared: Prepared, response: httpx.Response) -> Any:
        """A success's body as the operation's result; ``invalid_response`` when it cannot be
        read, whatever the body holds."""
        op = prepared.op
        if op.kind == "binary":
            return response.content
        try:
            data = decode_json(response.content, whole=not op.paged)
            expected = EXPECTED.get(op.kind)
            if expected is not None and not isinstance(data, expected[0]):
                raise ValueError(f"expected a JSON {expected[1]}, got {json_kind(data)}")
            items = data.get("data") if op.kind == "page" else None
            if items is not None and not isinstance(items, list):
                raise ValueError(f"expected data to be an array, got {json_kind(items)}")
        except ValueError as exc:
            raise self.unreadable(prepared, str(exc), response) from None
        try:
            if op.kind == "any" or op.response_model is None:
                return data
            model = load_model(op.response_model)
            if op.kind == "array":
                return [model.from_dict(item) for item in data]
            record = model.from_dict(data)
            record._rid = safe_request_id(response.headers, None, prepared.secrets)
            return record
        except Exception as exc:  # a model that cannot take this body: never the model's error
            if isinstance(exc, KeyError):
                reason = f"missing field {clean_text(str(exc), prepared.secrets, 200)}"
            else:
                reason = f"{type(exc).__name__}: {clean_text(str(exc), prepared.secrets, 200)}"
            raise self.unreadable(prepared, reason, response) from None

    def unreadable(
        self, prepared: Prepared, reason: str, response: httpx.Response | None
    ) -> EvalRouterError:
        """``invalid_response`` for an answer that came but cannot be read (``response`` is
        None when httpx could not even decode its body)."""
        op = prepared.op
        message = f"The answer to {self.shown(prepared)} could not be read: {reason}."
        if response is None:
            error = invalid_response(message, operation=op.id, reason=reason)
            error.idempotency_key = prepared.idempotency_key
            return error
        return invalid_response(
            message,
            request_id=safe_request_id(response.headers, None, prepared.secrets),
            operation=op.id,
            status=response.status_code,
            reason=reason,
        )

    def undecodable(self, prepared: Prepared) -> EvalRouterError:
        """A body httpx could not decode (a broken Content-Encoding): the server answered."""
        reason = "the body could not be decoded (its Content-Encoding is broken)"
        return self.unreadable(prepared, reason, None)


class SyncPipeline(Pipeline[httpx.Client]):
    def request(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Any:
        return _drive(self.attempts(op, values, body, options), self._step)

    def _step(self, step: httpx.Request | float) -> Outcome | None:
        """What the flow asked for: a pause, or the request sent."""
        if isinstance(step, float):
            self.settings.timing.sleep(step)
            return None
        try:
            return self.http.send(step, follow_redirects=False)
        except (httpx.TransportError, httpx.DecodingError) as exc:
            return exc


def _drive(flow: Generator[Any, Any, Any], step: Callable[[Any], Any]) -> Any:
    reply = None
    try:
        while True:
            reply = step(flow.send(reply))
    except StopIteration as done:
        return done.value


class AsyncPipeline(Pipeline[httpx.AsyncClient]):
    async def request(
        self, op: Operation, values: Mapping[str, Any], body: Any, options: Mapping[str, Any]
    ) -> Any:
        flow, reply = self.attempts(op, values, body, options), None
        try:
            while True:
                reply = await self._step(flow.send(reply))
        except StopIteration as done:
            return done.value

    async def _step(self, step: httpx.Request | float) -> Outcome | None:
        """What the flow asked for: a pause, or the request sent."""
        if isinstance(step, float):
            await self.settings.timing.async_sleep(step)
            return None
        try:
            return await self.http.send(step, follow_redirects=False)
        except (httpx.TransportError, httpx.DecodingError) as exc:
            return exc


def keep_cause(
    error: EvalRouterError, cause: BaseException | None, prepared: Prepared
) -> EvalRouterError:
    """``error`` with httpx's exception kept as ``error._sdk_cause``, for whoever debugs the
    SDK, but not chained: a user's traceback would print httpcore's and httpx's frames (about
    40 lines) under an error that already says what failed. A cause that quotes a secret (h11
    may quote what the server sent) is not kept."""
    if cause is not None and not any(secret in str(cause) for secret in prepared.secrets):
        vars(error)["_sdk_cause"] = cause
    return error


def ambiguous_hint(op: Operation, cause: str) -> str:
    """What an ambiguous failure means for this operation: repeated, or left to the caller."""
    if op.retry_safe:
        return f"Safe to repeat, and repeated as far as max_retries allowed; {cause}."
    return (
        f"Not repeated automatically, since repeating {op.group}.{op.name} could act twice; "
        f"{cause}. Check before calling it again."
    )


__all__ = [
    "APIStatusError",
    "AsyncPipeline",
    "SyncPipeline",
]
