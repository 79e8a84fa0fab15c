"""Base classes of the API groups (copied into the generated package by codegen).

A generated group method names its operation and its arguments and hands them to the client's
``_call``; the client (in the ``evalrouter`` package) owns the one request path. Nothing here
imports the client: dependencies point one way, facade to generated.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Generator, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypedDict, TypeVar

if TYPE_CHECKING:
    from types import TracebackType

    from ._model import JsonValue
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


class Page[T](Protocol):
    """What a list method returns on the sync client (``evalrouter.Page``): one page, whose
    iteration walks every item of it and of every later page."""

    @property
    def data(self) -> list[T]: ...
    @property
    def next_cursor(self) -> str | None: ...
    def has_next_page(self) -> bool: ...
    def get_next_page(self) -> Page[T]: ...
    def iter_pages(self) -> Iterator[Page[T]]: ...
    def __iter__(self) -> Iterator[T]: ...
    def __len__(self) -> int: ...
    def to_dict(self) -> dict[str, JsonValue]: ...


class AsyncPage[T](Protocol):
    """One page on the async client (``evalrouter.AsyncPage``)."""

    @property
    def data(self) -> list[T]: ...
    @property
    def next_cursor(self) -> str | None: ...
    def has_next_page(self) -> bool: ...
    async def get_next_page(self) -> AsyncPage[T]: ...
    def iter_pages(self) -> AsyncIterator[AsyncPage[T]]: ...
    def __aiter__(self) -> AsyncIterator[T]: ...
    def __len__(self) -> int: ...
    def to_dict(self) -> dict[str, JsonValue]: ...


class AsyncPager[T](Protocol):
    """What a list method returns on the async client: ``await`` it for the first page, or
    ``async for`` over it for every item of every page."""

    def __await__(self) -> Generator[Any, None, AsyncPage[T]]: ...
    def __aiter__(self) -> AsyncIterator[T]: ...


class Boundary(Protocol):
    """Where a user's error leaves the SDK: a ``with`` block around a method's work that cuts
    the SDK's frames from an error's traceback (the client's, ``evalrouter._boundary.PUBLIC``).
    The generated method holds the block itself, so the traceback ends at the user's line."""

    def __enter__(self) -> None: ...
    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...


class Caller(Protocol):
    """What a group needs from its client: one way to run an operation, and the boundary its
    errors leave through."""

    @property
    def _boundary(self) -> Boundary: ...

    def _call(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any: ...


type _Request = Callable[[Operation, Mapping[str, object], object, Mapping[str, Any]], Any]


class SyncAPIResource:
    _request: _Request
    """The client's ``_call`` itself, not a method of ours: one call less per request."""
    _boundary: Boundary
    """The client's boundary, held by every generated method around its call."""

    def __init__(self, client: Caller) -> None:
        self._client = client
        self._request = client._call
        self._boundary = client._boundary


class AsyncAPIResource:
    _request: _Request
    """The client's ``_call``: a coroutine for most operations; an awaitable, async-iterable
    pager for lists."""
    _boundary: Boundary

    def __init__(self, client: Caller) -> None:
        self._client = client
        self._request = client._call
        self._boundary = client._boundary
