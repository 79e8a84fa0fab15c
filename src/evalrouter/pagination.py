"""Cursor pages. Iterating a page walks every item of it and of every later page, lazily."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Generator, Iterator, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar, cast

from ._boundary import PUBLIC, cut_async
from ._exceptions import EvalRouterError

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue
    from evalrouter_generated._operations import Operation


T = TypeVar("T")

__all__ = ["AsyncPage", "AsyncPaginator", "Page", "SyncPage"]


def _read(parsed: Any, name: str) -> Any:
    """A field of the page, None when absent or not of its type (a required one's read raises
    ``invalid_response``; a page the list call got still reads as a page)."""
    try:
        return getattr(parsed, name, None)
    except EvalRouterError as exc:
        if exc.code != "invalid_response":
            raise
        return None


def _split(
    call: PageCall, parsed: Any
) -> tuple[list[Any], str | None, dict[str, Any], EvalRouterError | None]:
    """A page's items, its next cursor, the rest, and why it cannot be paged on: a next
    cursor that is not a string, or one already walked (the page it names was read, so
    following it would walk forever)."""
    op = call.op
    # The pipeline refused a data that is not an array; an absent one is an empty page.
    items = _read(parsed, "data")
    data = list(items) if isinstance(items, list | tuple) else []
    if op.item_model is None:  # free-form items: plain dicts, as the server sent them
        data = [item.to_dict() if hasattr(item, "to_dict") else item for item in data]
    cursor_field = op.next_cursor_field or "next_cursor"
    extra = {key: parsed[key] for key in parsed if key != "data"}  # copies, not data
    cursor = extra.pop(cursor_field, None)
    stuck = None
    if cursor is not None and not isinstance(cursor, str):
        stuck = _stuck(op, f"{cursor_field} is not a string", cursor_field)
        cursor = None
    elif cursor and cursor in call.walked:
        stuck = _stuck(op, f"{cursor_field} names a page already read", cursor_field)
        cursor = None
    return data, cursor or None, extra, stuck


def _stuck(op: Operation, reason: str, field: str) -> EvalRouterError:
    from ._errors import invalid_response  # here: the page names load without the models

    return invalid_response(
        f"The answer to {op.method} {op.path} cannot be paged on: {reason}.",
        field=field,
        operation=op.id,
        reason=reason,
    )


def _no_next_page() -> EvalRouterError:
    return EvalRouterError(
        "no_next_page",
        "This is the last page.",
        hint="Check has_next_page() first, or iterate the page to walk every item.",
    )


class PageCall(NamedTuple):
    """What fetches one page: the list call, and what each item is turned into."""

    pipeline: Any  # the client's SyncPipeline or AsyncPipeline
    op: Operation
    values: Mapping[str, Any]
    options: Mapping[str, Any]
    wrap: Callable[[Any], Any] | None = None
    walked: frozenset[str] = frozenset()  # the cursors already followed

    def request(self) -> Any:
        """The call's answer: a coroutine on an ``AsyncPipeline``."""
        return self.pipeline.request(self.op, self.values, None, self.options)


class _PageBase[T]:
    data: list[T]
    next_cursor: str | None
    extra: dict[str, Any]
    _stuck: EvalRouterError | None

    def __init__(self, call: PageCall, parsed: Any) -> None:
        self._call = call
        self._parsed = parsed
        self.data, self.next_cursor, self.extra, self._stuck = _split(call, parsed)
        self._wrap_items(call.wrap)

    @property
    def _request_id(self) -> str | None:
        """The ``X-Request-Id`` of the answer this page came in."""
        rid: str | None = getattr(self._parsed, "_request_id", None)
        return rid

    def has_next_page(self) -> bool:
        """Whether there is a page after this one (``get_next_page`` raises
        ``invalid_response`` when the answer names it wrongly)."""
        return self.next_cursor is not None or self._stuck is not None

    def _wrap_items(self, wrap: Callable[[Any], Any] | None) -> None:
        """Turn each item into ``wrap(item)``, on this page and on every later one."""
        if wrap is not None:
            self._call = self._call._replace(wrap=wrap)
            self.data = [wrap(item) for item in self.data]

    def _next(self) -> PageCall:
        """What fetches the next page."""
        if self._stuck is not None:
            raise self._stuck
        if self.next_cursor is None:
            raise _no_next_page()
        call = self._call
        cursor = {(call.op.cursor_param or "cursor"): self.next_cursor}
        walked = call.walked | {self.next_cursor}
        return call._replace(values={**call.values, **cursor}, walked=walked)

    def __len__(self) -> int:
        return len(self.data)

    def __repr__(self) -> str:
        more = ", more" if self.next_cursor else ""
        return f"{type(self).__name__}({len(self.data)} items{more})"

    def to_dict(self) -> dict[str, JsonValue]:
        """The page's JSON exactly as received."""
        parsed = self._parsed
        data: dict[str, JsonValue] = (
            parsed.to_dict() if hasattr(parsed, "to_dict") else dict(parsed)
        )
        return data


class SyncPage(_PageBase[T]):
    """One page of a list; ``for item in page`` walks all later pages too."""

    @classmethod
    def fetch(cls, call: PageCall) -> SyncPage[T]:
        return cls(call, call.request())

    def _wrapped[U](self, wrap: Callable[[T], U]) -> SyncPage[U]:
        """This page, and every later one, with each item turned into ``wrap(item)``."""
        self._wrap_items(wrap)
        return cast("SyncPage[U]", self)

    # Each public way to read on holds the boundary, so an error fetching a page ends at the
    # user's line (the ``for`` or the call), with no frame of this module or the pipeline.
    def get_next_page(self) -> SyncPage[T]:
        with PUBLIC:
            return SyncPage.fetch(self._next())

    def iter_pages(self) -> Iterator[SyncPage[T]]:
        with PUBLIC:
            page: SyncPage[T] | None = self
            while page is not None:
                yield page
                page = SyncPage.fetch(page._next()) if page.has_next_page() else None

    def __iter__(self) -> Iterator[T]:
        with PUBLIC:
            for page in self.iter_pages():
                yield from page.data


Page = SyncPage
"""``Page`` is ``SyncPage``: what the sync client's list methods return."""


class AsyncPage(_PageBase[T]):
    """One page of a list; ``async for item in page`` walks all later pages too."""

    @classmethod
    async def fetch(cls, call: PageCall) -> AsyncPage[T]:
        return cls(call, await call.request())

    async def get_next_page(self) -> AsyncPage[T]:
        with PUBLIC:  # see SyncPage
            return await AsyncPage.fetch(self._next())

    async def iter_pages(self) -> AsyncIterator[AsyncPage[T]]:
        with PUBLIC:
            page: AsyncPage[T] | None = self
            while page is not None:
                yield page
                page = await AsyncPage.fetch(page._next()) if page.has_next_page() else None

    async def __aiter__(self) -> AsyncIterator[T]:
        with PUBLIC:
            async for page in self.iter_pages():
                for item in page.data:
                    yield item


class AsyncPaginator[T]:
    """What an async list method returns: ``await`` it for the first page, or
    ``async for`` over it for every item of every page."""

    def __init__(self, call: PageCall) -> None:
        self._call = call

    def _wrapped[U](self, wrap: Callable[[T], U]) -> AsyncPaginator[U]:
        """Every page with each item turned into ``wrap(item)`` (see :meth:`SyncPage._wrapped`)."""
        self._call = self._call._replace(wrap=wrap)
        return cast("AsyncPaginator[U]", self)

    def __await__(self) -> Generator[Any, None, AsyncPage[T]]:
        # The list method returned before anything was sent: its errors (a refused argument,
        # the answer's) leave here, where the user awaits, with no SDK frame.
        return cut_async(AsyncPage[T].fetch(self._call)).__await__()

    async def __aiter__(self) -> AsyncIterator[T]:
        with PUBLIC:
            page: AsyncPage[T] = await AsyncPage[T].fetch(self._call)
            async for item in page:
                yield item
