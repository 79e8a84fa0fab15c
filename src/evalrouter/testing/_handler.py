"""The HTTP side of EvalRouter Local: one ``httpx.Request`` in, one outcome out.

In order: record the request, apply injected faults, check the client version and credentials,
route to an operation (501 for operations the local service does not implement), replay or
store idempotent writes, and send every answer with an ``X-Request-Id``.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import httpx

from evalrouter import _version

from ._api import Api
from ._attempt_api import AttemptApi
from ._client_runs import ATTEMPT_OPERATIONS, CREDENTIAL_PREFIX
from ._errors import ApiError, conflict, missing
from ._faults import Fault, Faults
from ._gateway_routes import gateway_path, route_for, shaped
from ._operations import Call, Reply
from ._operations import Handler as OperationHandler
from ._routes import API_PREFIX, Match, match
from ._state import State

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonObject, JsonValue

# What a 426 tells an old client to run: this SDK upgrades from its source (its clone), never
# from the package index, where evalrouter-sdk is another package.
UPGRADE_COMMAND = _version.UPGRADE_COMMAND
_USER_AGENT = re.compile(r"evalrouter-python/(\d+)\.(\d+)(?:\.(\d+))?")
_WRITES = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_KEY_CHARS = re.compile(r"^[\x20-\x7e]{1,128}$")
# Where an operation's answer carries the real-time delay it asks for (``Reply.delay``).
DELAY_EXTENSION = "evalrouter_local_delay"


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    """One request as EvalRouter Local saw it, and what it answered."""

    method: str
    path: str
    headers: dict[str, str]
    json: JsonObject  # the JSON object sent, {} when none (``content`` has the raw bytes)
    query: dict[str, str]
    content: bytes
    operation_id: str | None
    status: int | None
    response_headers: dict[str, str]
    response_content: bytes
    dropped: str | None = None  # "before" (never reached the service) or "after" (answer lost)
    # Set when an injected fault answered instead of the service: "envelope" (the API's error
    # body), "bare" (a gateway's plain-text page) or "body" (a body the test supplied).
    injected: str | None = None

    def response_json(self) -> JsonValue:
        data: JsonValue = json.loads(self.response_content) if self.response_content else None
        return data

    def __iter__(self) -> Iterator[Any]:
        """Unpacks as ``method, path, headers, json``."""
        return iter((self.method, self.path, self.headers, self.json))


Observer = Callable[[RecordedRequest], None]
_observers: tuple[Observer, ...] = ()
_observers_lock = threading.Lock()


@contextmanager
def observing(observer: Observer) -> Iterator[None]:
    """Call ``observer`` with every exchange any EvalRouterLocal in this process records.

    Exchanges arrive from whichever thread answered them (the HTTP server's, for a served
    instance), so the observer should be quick and thread-safe: record, check later.
    """
    global _observers
    with _observers_lock:
        _observers = (*_observers, observer)
    try:
        yield
    finally:
        with _observers_lock:
            remaining = list(_observers)
            remaining.remove(observer)
            _observers = tuple(remaining)


@dataclass(slots=True)
class Outcome:
    """What the transport should do: return ``response``, or raise ``error``, after ``delay``."""

    response: httpx.Response | None
    error: Exception | None = None
    delay: float = 0.0


@dataclass(frozen=True, slots=True)
class _Received:
    """A request as dispatch reads it: its method (upper case), its path (without the query or
    a trailing slash), what the path matched (``match``'s answer, ``None`` outside the API
    prefix) and its body."""

    request: httpx.Request
    method: str
    path: str
    routed: Match | str | None
    content: bytes

    @classmethod
    def of(cls, request: httpx.Request) -> _Received:
        method = request.method.upper()
        raw_path = request.url.raw_path.decode("ascii", "replace").split("?", 1)[0]
        path = raw_path.rstrip("/") or "/"
        routed = (
            match(method, path[len(API_PREFIX) :]) if path.startswith(API_PREFIX + "/") else None
        )
        return cls(request, method, path, routed, request.content)

    @property
    def found(self) -> Match | None:
        """The operation the path matched, if it matched one."""
        return self.routed if isinstance(self.routed, Match) else None


@dataclass(slots=True)
class _Stored:
    fingerprint: str
    status: int
    headers: dict[str, str]
    content: bytes


@dataclass(slots=True)
class Deprecation:
    deprecation: str | None
    sunset: str | None
    link: str | None = None


@dataclass(slots=True)
class HandlerConfig:
    min_client_version: tuple[int, int, int] = (0, 5, 0)
    api_key: str | None = None
    deprecations: dict[tuple[str, str], Deprecation] = field(default_factory=dict)


def _fingerprint(method: str, path: str, content: bytes) -> str:
    try:
        canonical = json.dumps(json.loads(content), sort_keys=True, separators=(",", ":")).encode()
    except ValueError:
        canonical = content
    return hashlib.sha256(method.encode() + b" " + path.encode() + b"\n" + canonical).hexdigest()


def _outdated(user_agent: str, minimum: tuple[int, int, int]) -> str | None:
    found = _USER_AGENT.search(user_agent)
    if found is None:
        return None
    version = (int(found.group(1)), int(found.group(2)), int(found.group(3) or 0))
    return ".".join(map(str, version)) if version < minimum else None


class Handler:
    def __init__(self, state: State, faults: Faults, config: HandlerConfig) -> None:
        self.state = state
        self.faults = faults
        self.config = config
        self.api = Api(state)
        self.gateway = AttemptApi(state)  # the gateway routes outside the operation table
        self.requests: list[RecordedRequest] = []
        self._stored: dict[str, _Stored] = {}
        self._inflight: set[str] = set()
        self._counter = 0
        self._record_lock = threading.Lock()

    # ----------------------------------------------------------------------------- entry

    def dispatch(self, request: httpx.Request) -> Outcome:
        received = _Received.of(request)
        method, path, found = received.method, received.path, received.found
        template = API_PREFIX + found.template if found else None
        delay_fault = self.faults.take("delay", method, path, template)
        delay = delay_fault.seconds if delay_fault else 0.0

        drop = self.faults.take("drop", method, path, template)
        if drop is not None and not drop.after_processing:
            self._record(received, None, {}, b"", dropped="before")
            return Outcome(None, _transport_error(drop, request), delay)

        failure = self.faults.take("status", method, path, template)
        injected: str | None = None
        if failure is not None:
            response = self._fault_response(failure)
            injected = "bare" if failure.bare else "envelope" if failure.body is None else "body"
        else:
            # One lock for the whole answer: an idempotency key is checked, used and stored
            # atomically, and every operation sees a consistent state.
            with self.state.lock:
                response = self._process(received)
        self._record(
            received,
            response.status_code,
            dict(response.headers),
            response.content,
            dropped="after" if drop is not None else None,
            injected=injected,
        )
        delay += float(response.extensions.get(DELAY_EXTENSION, 0.0))
        if drop is not None:
            return Outcome(None, _transport_error(drop, request), delay)
        return Outcome(response, None, delay)

    def handle(self, request: httpx.Request) -> httpx.Response:
        """Answer without delays; a dropped connection raises the matching httpx error."""
        outcome = self.dispatch(request)
        if outcome.error is not None:
            raise outcome.error
        assert outcome.response is not None
        return outcome.response

    # -------------------------------------------------------------------------- helpers

    def _request_id(self) -> str:
        with self._record_lock:
            self._counter += 1
            return f"req_local_{self._counter:08d}"

    def _record(
        self,
        received: _Received,
        status: int | None,
        response_headers: dict[str, str],
        response_content: bytes,
        *,
        dropped: str | None,
        injected: str | None = None,
    ) -> None:
        request, content, found = received.request, received.content, received.found
        try:
            body = json.loads(content) if content else {}
        except ValueError:
            body = {}
        if not isinstance(body, dict):
            body = {}
        entry = RecordedRequest(
            method=received.method,
            path=received.path,
            headers={k.lower(): v for k, v in request.headers.items()},
            json=body,
            query=dict(request.url.params.items()),
            content=content,
            operation_id=found.operation_id if found else None,
            status=status,
            response_headers=response_headers,
            response_content=response_content,
            dropped=dropped,
            injected=injected,
        )
        with self._record_lock:
            self.requests.append(entry)
        for observer in _observers:
            observer(entry)

    def _respond(
        self,
        status: int,
        *,
        body: Any = None,
        content: bytes | None = None,
        content_type: str | None = None,
        headers: dict[str, str] | None = None,
        request_id: str | None = None,
    ) -> httpx.Response:
        out = {"X-Request-Id": request_id or self._request_id()}
        if content is None:
            content = json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode()
            content_type = "application/json"
        if content_type:
            out["Content-Type"] = content_type
        out.update(headers or {})
        return httpx.Response(status, headers=out, content=content)

    def _error(self, error: ApiError) -> httpx.Response:
        request_id = self._request_id()
        return self._respond(
            error.status,
            body=error.envelope(request_id),
            headers=error.headers,
            request_id=request_id,
        )

    def _fault_response(self, fault: Fault) -> httpx.Response:
        request_id = self._request_id()
        headers: dict[str, str] = {}
        if fault.retry_after is not None:
            headers["Retry-After"] = fault.retry_after
        if fault.bare:
            return self._respond(
                fault.status,
                content=f"{fault.status} from an upstream gateway\n".encode(),
                content_type="text/plain",
                headers=headers,
                request_id=request_id,
            )
        if fault.body is None:
            message = f"Injected failure (HTTP {fault.status})."
            error = ApiError(
                fault.status, fault.default_code, message, retryable=fault.default_retryable
            )
            body: Any = error.envelope(request_id)
            return self._respond(fault.status, body=body, headers=headers, request_id=request_id)
        if isinstance(fault.body, dict):
            return self._respond(
                fault.status, body=fault.body, headers=headers, request_id=request_id
            )
        raw = fault.body.encode() if isinstance(fault.body, str) else fault.body
        return self._respond(
            fault.status,
            content=raw,
            content_type="application/octet-stream",
            headers=headers,
            request_id=request_id,
        )

    # ---------------------------------------------------------------------------- process

    def _process(self, received: _Received) -> httpx.Response:
        method, path = received.method, received.path
        where = gateway_path(path)
        if where is None:
            return self._process_api(received)
        # The attempt gateway answers in the formats' own shapes, and only on its own routes:
        # anything else under it is its 404, never the workspace routes' credential refusal.
        try:
            route = route_for(method, where)
        except ApiError as error:
            return shaped(self._error(error), where)
        if route.operation_id is None:
            extra = Match(f"gateway:{route.kind}", f"{path[len(API_PREFIX) :]}", where.params)
            handler = self.gateway.gateway_route(route.kind)
            return shaped(self._operate(received, extra, handler), where)
        return shaped(self._process_api(received), where)

    def _process_api(self, received: _Received) -> httpx.Response:
        method, path, routed = received.method, received.path, received.routed
        headers = received.request.headers
        outdated = _outdated(headers.get("user-agent", ""), self.config.min_client_version)
        if outdated is not None:
            minimum = ".".join(map(str, self.config.min_client_version))
            return self._error(
                ApiError(
                    426,
                    "client_upgrade_required",
                    f"evalrouter-python {outdated} is no longer supported; {minimum} or newer "
                    f"is required.",
                    hint=f"{_version.UPGRADE_ADVICE[0].upper()}{_version.UPGRADE_ADVICE[1:]}.",
                    details={"upgrade": UPGRADE_COMMAND, "minimum_version": minimum},
                )
            )
        attempt_route = isinstance(routed, Match) and routed.operation_id in ATTEMPT_OPERATIONS
        if not attempt_route:
            # The attempt routes check the attempt's own credential; every other route takes
            # the workspace key, never an attempt credential.
            error = self._check_key(headers.get("authorization"))
            if error is not None:
                return self._error(error)
        if not isinstance(routed, Match):
            if routed == "method":
                return self._error(
                    ApiError(405, "method_not_allowed", f"{method} is not allowed on {path}.")
                )
            return self._error(missing("not_found", f"No API route {path}."))

        key = headers.get("idempotency-key") if method in _WRITES else None
        fingerprint = ""
        if key is not None:
            if not _KEY_CHARS.match(key):
                return self._error(
                    ApiError(
                        400,
                        "invalid_idempotency_key",
                        "Idempotency-Key must be 1 to 128 printable ASCII characters.",
                    )
                )
            fingerprint = _fingerprint(method, path, received.content)
            if key in self._inflight:
                # The first request with this key is still being answered (it let the lock go
                # for a call to a connection); answering this one now could act twice.
                return self._error(
                    ApiError(
                        409,
                        "idempotency_key_in_use",
                        "A request with this Idempotency-Key is still being processed.",
                        hint="Retry the request in a moment.",
                        retryable=True,
                        details={"idempotency_key": key},
                    )
                )
            stored = self._stored.get(key)
            if stored is not None:
                if stored.fingerprint != fingerprint:
                    return self._error(
                        conflict(
                            "idempotency_key_reused",
                            "This Idempotency-Key was already used for a different request.",
                            hint="Use a new key for a new request; reuse a key only to retry.",
                            idempotency_key=key,
                        )
                    )
                return self._respond(
                    stored.status,
                    content=stored.content,
                    content_type=stored.headers.get("content-type"),
                    headers={"Idempotent-Replayed": "true"},
                )

        if key is not None:
            self._inflight.add(key)
        try:
            response = self._operate(received, routed)
        finally:
            if key is not None:
                self._inflight.discard(key)
        deprecation = self.config.deprecations.get(
            (method, API_PREFIX + routed.template)
        ) or self.config.deprecations.get((method, routed.operation_id))
        if deprecation is not None:
            if deprecation.deprecation:
                response.headers["Deprecation"] = deprecation.deprecation
            if deprecation.sunset:
                response.headers["Sunset"] = deprecation.sunset
            if deprecation.link:
                response.headers["Link"] = deprecation.link
        if key is not None and response.status_code < 500 and response.status_code != 429:
            self._stored[key] = _Stored(
                fingerprint,
                response.status_code,
                {"content-type": response.headers.get("content-type", "")},
                response.content,
            )
        return response

    def _check_key(self, authorization: str | None) -> ApiError | None:
        scheme, _, credential = (authorization or "").partition(" ")
        if credential.strip().startswith(CREDENTIAL_PREFIX):
            return ApiError(
                403,
                "attempt_credential_not_allowed",
                "An attempt credential authorises only its own attempt's task, submission, "
                "actions, done and gateway routes.",
                hint="Use the workspace API key for this route.",
            )
        if self.config.api_key is None:
            return None
        if not authorization:
            return ApiError(
                401,
                "authentication_required",
                "This EvalRouter Local requires an API key.",
                hint="Send Authorization: Bearer <key>.",
            )
        if scheme.lower() != "bearer" or credential != self.config.api_key:
            return ApiError(401, "invalid_api_key", "The API key is not valid.")
        return None

    def _operate(
        self, received: _Received, routed: Match, operation: OperationHandler | None = None
    ) -> httpx.Response:
        """Answer with ``operation`` (by default, the one ``routed`` names)."""
        request, method, content = received.request, received.method, received.content
        operation = operation or self.api.operations.get(routed.operation_id)
        if operation is None:
            return self._error(
                ApiError(
                    501,
                    "not_implemented_locally",
                    f"EvalRouter Local does not implement {routed.operation_id} "
                    f"({method} {API_PREFIX}{routed.template}).",
                    hint="Test this operation against the EvalRouter service instead.",
                    details={"operation_id": routed.operation_id},
                )
            )
        body: Any = None
        if content:
            try:
                body = json.loads(content)
            except ValueError:
                return self._error(
                    ApiError(
                        400,
                        "invalid_json",
                        "The request body is not valid JSON.",
                        details={"field": "body"},
                    )
                )
        origin = f"{request.url.scheme}://{request.url.netloc.decode('ascii', 'replace')}"
        call = Call(method, routed.params, request.url.params, body, request.headers, origin)
        try:
            reply = operation(call)
        except ApiError as error:
            return self._error(error)
        return self._reply(reply)

    def _reply(self, reply: Reply) -> httpx.Response:
        response = self._render(reply)
        if reply.delay:
            response.extensions[DELAY_EXTENSION] = reply.delay
        return response

    def _render(self, reply: Reply) -> httpx.Response:
        if reply.content is not None:
            return self._respond(
                reply.status,
                content=reply.content,
                content_type=reply.content_type,
                headers=reply.headers,
            )
        return self._respond(reply.status, body=reply.json, headers=reply.headers)


def _transport_error(fault: Fault, request: httpx.Request) -> Exception:
    if fault.error == "connect":
        return httpx.ConnectError("injected: connection refused", request=request)
    if fault.error == "protocol":
        return httpx.RemoteProtocolError(
            "injected: server disconnected without sending a response", request=request
        )
    if fault.error == "timeout":
        return httpx.ReadTimeout("injected: read timed out", request=request)
    return httpx.ReadError("injected: connection reset while reading", request=request)
