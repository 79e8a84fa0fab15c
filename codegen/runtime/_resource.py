"""Base classes of the API groups (copied into the generated package by codegen).

A generated group method names its operation and its arguments and hands them to the client's
``_call``; the client (in the ``evalrouter`` package) owns the one request path. Nothing here
imports the client: dependencies point one way, facade to generated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypedDict, TypeVar

if TYPE_CHECKING:
    from ._operations import Operation

F = TypeVar("F", bound=Callable[..., Any])


class RequestOptions(TypedDict, total=False):
    """Per-call options every method accepts as keywords."""

    extra_headers: Mapping[str, str]
    extra_query: Mapping[str, str | int | float | bool]
    timeout: float | None
    request_timeout: float
    max_retries: int
    idempotency_key: str


REQUEST_OPTIONS: tuple[str, ...] = tuple(RequestOptions.__annotations__)
"""The names of the per-call options, in one place."""


def operation(op: Operation) -> Callable[[F], F]:
    """Mark a method with its operation, so its tier and wire facts are data."""

    def mark(fn: F) -> F:
        fn.__evalrouter_operation__ = op  # type: ignore[attr-defined]
        fn.__evalrouter_tier__ = op.tier  # type: ignore[attr-defined]
        return fn

    return mark


class Caller(Protocol):
    """What a group needs from its client: one way to run an operation."""

    def _call(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any: ...


class SyncAPIResource:
    def __init__(self, client: Caller) -> None:
        self._client = client

    def _request(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any:
        return self._client._call(op, values, body, options)


class AsyncAPIResource:
    def __init__(self, client: Caller) -> None:
        self._client = client

    def _request(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any:
        """A coroutine for most operations; an awaitable, async-iterable pager for lists."""
        return self._client._call(op, values, body, options)
