"""Base classes of the API groups (``client.runs``, ``client.benchmarks.uploads``, …).

The group classes themselves are generated from openapi.json (``evalrouter_generated.resources``);
they only name the operation and its arguments and hand them to the client's one transport.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypedDict, TypeVar

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

    from ._client import AsyncEvalRouter, EvalRouter

F = TypeVar("F", bound=Callable[..., Any])


class RequestOptions(TypedDict, total=False):
    """Per-call options every method accepts as keywords."""

    extra_headers: Mapping[str, str]
    extra_query: Mapping[str, Any]
    timeout: float | None
    request_timeout: float
    max_retries: int
    idempotency_key: str


def operation(op: Operation) -> Callable[[F], F]:
    """Mark a method with its operation, so its tier and wire facts are data."""

    def mark(fn: F) -> F:
        fn.__evalrouter_operation__ = op  # type: ignore[attr-defined]
        fn.__evalrouter_tier__ = op.tier  # type: ignore[attr-defined]
        return fn

    return mark


class SyncAPIResource:
    def __init__(self, client: EvalRouter) -> None:
        self._client = client

    def _request(
        self,
        op: Operation,
        values: Mapping[str, Any],
        body: Any,
        options: Mapping[str, Any],
    ) -> Any:
        transport = self._client._transport
        if op.kind == "page":
            from .pagination import SyncPage

            return SyncPage.fetch(transport, op, values, options)
        return transport.request(op, values, body, options)


class AsyncAPIResource:
    def __init__(self, client: AsyncEvalRouter) -> None:
        self._client = client

    def _request(
        self,
        op: Operation,
        values: Mapping[str, Any],
        body: Any,
        options: Mapping[str, Any],
    ) -> Any:
        """A coroutine for most operations; an awaitable, async-iterable pager for lists."""
        transport = self._client._transport
        if op.kind == "page":
            from .pagination import AsyncPaginator

            return AsyncPaginator(transport, op, values, options)
        return transport.request(op, values, body, options)
