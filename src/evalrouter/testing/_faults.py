"""Fault injection: make the next matching request fail, drop, or wait.

Faults match on method and path. A path may be concrete (``/v1/runs/run_1/cancel``) or a template
(``/v1/runs/{run_id}/cancel``); ``/v1`` may be left out. ``None`` matches anything. Each fault
fires ``times`` times, on the earliest matching requests, then disappears.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any, Literal

from ._routes import API_PREFIX

DropError = Literal["read", "protocol", "connect", "timeout"]

_DEFAULT_CODES = {
    429: "rate_limited",
    500: "internal_error",
    502: "bad_gateway",
    503: "service_unavailable",
    504: "gateway_timeout",
}


@dataclass(slots=True)
class Fault:
    kind: Literal["status", "drop", "delay"]
    method: str | None
    path: str | None
    times: int
    status: int = 503
    body: dict[str, Any] | bytes | str | None = None
    retry_after: str | None = None
    code: str | None = None
    retryable: bool | None = None
    bare: bool = False
    after_processing: bool = True
    error: DropError = "read"
    seconds: float = 0.0

    def matches(self, method: str, path: str, template: str | None) -> bool:
        if self.method is not None and self.method.upper() != method:
            return False
        if self.path is None:
            return True
        return self.path in (path, template)

    @property
    def default_code(self) -> str:
        return self.code or _DEFAULT_CODES.get(self.status, "injected_fault")

    @property
    def default_retryable(self) -> bool:
        if self.retryable is not None:
            return self.retryable
        return self.status in (429, 503)


def _normalise(path: str | None) -> str | None:
    if path is None:
        return None
    path = "/" + path.lstrip("/")
    if path != API_PREFIX and not path.startswith(API_PREFIX + "/"):
        path = API_PREFIX + path
    return path.rstrip("/") or "/"


class Faults:
    """The faults waiting to fire on one EvalRouter Local."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: list[Fault] = []

    def fail_next(
        self,
        method: str | None = None,
        path: str | None = None,
        *,
        status: int = 503,
        body: dict[str, Any] | bytes | str | None = None,
        retry_after: float | str | None = None,
        times: int = 1,
        code: str | None = None,
        retryable: bool | None = None,
        bare: bool = False,
    ) -> None:
        """Answer the next matching request with ``status`` without processing it.

        ``body=None`` sends the API's error envelope (``code`` defaults from the status, and
        ``retryable`` to true for 429 and 503); ``bare=True`` sends a plain-text body with no
        envelope, as a gateway would; a dict, bytes or str is sent as given.
        """
        self._add(
            Fault(
                "status",
                method,
                _normalise(path),
                times,
                status=status,
                body=body,
                retry_after=None if retry_after is None else _header_value(retry_after),
                code=code,
                retryable=retryable,
                bare=bare,
            )
        )

    def drop_connection_next(
        self,
        method: str | None = None,
        path: str | None = None,
        *,
        after_processing: bool = True,
        times: int = 1,
        error: DropError | None = None,
    ) -> None:
        """Fail the next matching request at the transport level.

        ``after_processing=True``: the request changes the state, then the answer is lost
        (``httpx.ReadError``, or ``RemoteProtocolError`` with ``error="protocol"``, or
        ``ReadTimeout`` with ``error="timeout"``). ``after_processing=False``: nothing reaches the
        service (``httpx.ConnectError``).
        """
        chosen: DropError = error or ("read" if after_processing else "connect")
        self._add(
            Fault(
                "drop",
                method,
                _normalise(path),
                times,
                after_processing=after_processing,
                error=chosen,
            )
        )

    def delay_next(
        self,
        seconds: float,
        method: str | None = None,
        path: str | None = None,
        *,
        times: int = 1,
    ) -> None:
        """Hold the answer to the next matching request for ``seconds`` of real time."""
        if seconds < 0:
            raise ValueError("seconds must be >= 0")
        self._add(Fault("delay", method, _normalise(path), times, seconds=seconds))

    def clear(self) -> None:
        with self._lock:
            self._pending.clear()

    @property
    def pending(self) -> list[Fault]:
        with self._lock:
            return list(self._pending)

    def _add(self, fault: Fault) -> None:
        if fault.times < 1:
            raise ValueError("times must be >= 1")
        with self._lock:
            self._pending.append(fault)

    def take(self, kind: str, method: str, path: str, template: str | None) -> Fault | None:
        """Consume one firing of the first pending fault of ``kind`` matching the request."""
        with self._lock:
            for fault in self._pending:
                if fault.kind == kind and fault.matches(method, path, template):
                    fault.times -= 1
                    if fault.times == 0:
                        self._pending.remove(fault)
                    return fault
        return None


def _header_value(value: float | str) -> str:
    if isinstance(value, str):
        return value
    return str(int(value)) if float(value).is_integer() else str(value)
