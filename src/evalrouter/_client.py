"""``EvalRouter`` and ``AsyncEvalRouter``: settings, the HTTP pool, one attribute per API group."""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import inspect
import os
import weakref
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, Self, TypeVar, Unpack, overload

import httpx
from evalrouter_generated.resources import AsyncGroups, Groups

from . import _config
from ._boundary import PUBLIC, _Public
from ._config import ClientChanges, NoMoreOptions, Settings
from ._exceptions import EvalRouterError
from ._pipeline import AsyncPipeline, SyncPipeline
from ._timing import Timing

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

    from ._agents_group import Agents, AsyncAgents
    from ._raw import AsyncRawAccess, RawAccess
    from .resources.benchmarks import AsyncBenchmarks, Benchmarks
    from .resources.runs import AsyncRuns, Runs


def _settings(cls: type[object], unknown: Mapping[str, Any], **given: Any) -> Settings:
    """Check the options a constructor got. Its signature is the one list of their names."""
    for name in unknown:
        known = tuple(
            p.name
            for p in inspect.signature(cls).parameters.values()
            if p.kind is inspect.Parameter.KEYWORD_ONLY and not p.name.startswith("_")
        )
        raise _config.unknown_option(f"{cls.__name__}()", name, known, _config.CONFIG_ERROR)
    return _config.resolve(**given)


class _Constructing(_Public):
    """``with CONSTRUCTING:`` around a constructor's checks: an ``EvalRouterError`` leaves with
    no SDK frame at all, not even kept as ``_sdk_traceback``. Those frames hold the options as
    local variables (an API key among them, perhaps with the stray space that was refused),
    and error trackers and ``pytest --showlocals`` print every frame's locals."""

    __slots__ = ()

    def _cut(self, exc: EvalRouterError | KeyboardInterrupt) -> None:
        super()._cut(exc)
        if isinstance(exc, EvalRouterError):
            vars(exc).pop("_sdk_traceback", None)


CONSTRUCTING = _Constructing()


class _OwnedClient(httpx.Client):
    """The ``httpx.Client`` a client makes for itself: closed when collected, so a client left
    unclosed leaks no socket (as openai-python does). It is shared by ``with_options`` copies,
    so it closes when the last of them goes; one the user passed in is never closed here."""

    def __del__(self) -> None:
        # No module global here: at interpreter exit they may already be None.
        try:
            if not self.is_closed:
                self.close()
        except Exception:  # a finalizer never raises
            pass


class _OwnedAsyncClient(httpx.AsyncClient):
    """The async twin of :class:`_OwnedClient`, closed by a finalizer rather than ``__del__``.

    A client is collected by the cycle collector (its groups point back at it), and the pool's
    connections, asyncio transports and sockets would be collected in the same pass, their own
    finalizers warning ``unclosed`` in whatever order they run. ``weakref.finalize`` holds the
    transport (so the sockets stay reachable) until the client is gone, then closes them; it
    also runs at interpreter exit for a client that was never collected."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        weakref.finalize(self, _close_streams, self._transport)


def _close_streams(transport: object) -> None:
    """Close the network streams of an async pool nobody can await any more (best effort:
    httpcore keeps its connections' streams private). Runs in whatever thread collected it."""
    pool = getattr(transport, "_pool", None)
    for connection in list(getattr(pool, "_connections", ()) or ()):
        inner = getattr(connection, "_connection", None)
        stream = getattr(inner, "_network_stream", None)
        socket_stream = getattr(stream, "_stream", None)
        asyncio_transport = getattr(socket_stream, "_transport", None)
        with contextlib.suppress(Exception):
            if asyncio_transport is not None:
                _close_transport(asyncio_transport)
            elif stream is not None and (sock := stream.get_extra_info("socket")) is not None:
                sock.close()


def _close_transport(transport: Any) -> None:
    """Close an asyncio transport without awaiting: on its loop while that loop runs; after the
    loop has closed, at once (its own teardown, which ``close()`` would have scheduled on
    the loop), so neither the transport nor its socket is left to warn ``unclosed``."""
    import asyncio  # here: a sync client never loads it

    loop: asyncio.AbstractEventLoop | None = getattr(transport, "_loop", None)
    if loop is None or getattr(transport, "_sock", None) is None:
        return  # already torn down
    if loop.is_closed():
        transport._call_connection_lost(None)
        return
    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    if running is loop or not loop.is_running():
        transport.close()  # a loop between runs handles it when it runs (asyncio.run does)
    else:
        loop.call_soon_threadsafe(transport.close)  # collected in another thread


def pool_limits() -> httpx.Limits:
    """The connection pool of every client the SDK makes itself (the runner's included)."""
    return httpx.Limits(max_connections=100, max_keepalive_connections=20)


class _Group[S, A]:
    """A client attribute for a group with hand-written behaviour, declared once for both
    clients: ``EvalRouter`` gets ``resources.<module>.<Name>``, ``AsyncEvalRouter`` the
    ``Async<Name>`` twin, built on first use."""

    def __init__(self, name: str, module: str | None = None) -> None:
        self._class = name
        self._module = module  # default: resources.<attribute>

    def __set_name__(self, owner: type, attr: str) -> None:
        self._attr = attr

    @overload
    def __get__(self, client: None, owner: type) -> Self: ...
    @overload
    def __get__(self, client: EvalRouter, owner: type) -> S: ...
    @overload
    def __get__(self, client: AsyncEvalRouter, owner: type) -> A: ...
    def __get__(self, client: object, owner: type) -> object:
        if client is None:
            return self
        where = self._module or f"resources.{self._attr}"
        module = importlib.import_module(f"{__package__}.{where}")
        prefix = "Async" if isinstance(client, AsyncEvalRouter) else ""
        group = getattr(module, prefix + self._class)(client)
        client.__dict__[self._attr] = group  # later reads skip this descriptor
        return group


# The httpx client a client runs on, and the transport it takes (declared at module level, not
# as ``class _ClientBase[H, T]``, so that ``typing.get_type_hints`` resolves the constructor's).
H = TypeVar("H", httpx.Client, httpx.AsyncClient)
T = TypeVar("T", httpx.BaseTransport, httpx.AsyncBaseTransport)


class _ClientBase(Generic[H, T]):  # noqa: UP046 (see H and T)
    """What both clients share: the constructor (``H`` is the httpx client class it runs on,
    ``T`` the transport class it takes), settings, the pipeline, copies."""

    _settings: Settings
    _owns_http: bool
    _http: Any
    # The httpx transport given to the constructor, if one was (not one inside an
    # ``http_client``): a transport that serves sync and async requests alike (EvalRouter
    # Local's in-process one) can then be shared by a client of the other kind.
    _given_transport: httpx.BaseTransport | httpx.AsyncBaseTransport | None = None
    _pipeline: Any
    _PIPELINE: Callable[[Settings, Any], Any]
    _HTTP: tuple[type, type]  # H and T, for the checks at run time
    # Held by every generated method around its call (``with self._boundary:``), so a user
    # error leaves with no SDK frame, the generated method's own included.
    _boundary: _Public = PUBLIC

    def __init__(
        self,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        workspace_id: str | None = None,
        web_url: str | None = None,
        timeout: float | None = _config.DEFAULT_TIMEOUT,
        request_timeout: float = _config.DEFAULT_REQUEST_TIMEOUT,
        max_retries: int = _config.DEFAULT_MAX_RETRIES,
        default_headers: Mapping[str, str] | None = None,
        http_client: H | None = None,
        transport: T | None = None,
        _timing: Timing | None = None,
        _state_dir: os.PathLike[str] | None = None,
        **unknown: Unpack[NoMoreOptions],
    ) -> None:
        with CONSTRUCTING:
            settings = _settings(
                type(self),
                unknown,
                api_key=api_key,
                base_url=base_url,
                workspace_id=workspace_id,
                web_url=web_url,
                timeout=timeout,
                request_timeout=request_timeout,
                max_retries=max_retries,
                default_headers=default_headers,
                timing=_timing,
                state_dir=_state_dir,
            )
            client_kind, transport_kind = self._HTTP
            _config.check_instance("http_client", http_client, (client_kind,))
            _config.check_instance("transport", transport, (transport_kind,))
        self._owns_http = http_client is None
        http: Any = http_client
        if http is None:
            owned: Any = _OwnedClient if client_kind is httpx.Client else _OwnedAsyncClient
            http = owned(transport=transport, follow_redirects=False, limits=pool_limits())
            self._given_transport = transport
        self._init(settings, http)

    def _init(self, settings: Settings, http: Any) -> None:
        self._settings = settings
        self._http = http
        self._pipeline = type(self)._PIPELINE(settings, http)

    def _derive[C: _ClientBase[Any, Any]](
        self, kind: type[C], *, http: Any = None, **changes: Any
    ) -> C:
        """A client of class ``kind`` with this client's settings, timing included, changed by
        ``changes`` (``Settings`` fields, unchecked: callers pass values already checked).
        It runs on ``http`` (an ``httpx.Client`` or ``AsyncClient`` matching ``kind``), which
        it then owns and closes; without one, on this client's pool, shared and left open.
        ``with_options`` and the agents runner's clients are made here."""
        copy = kind.__new__(kind)
        copy._owns_http = http is not None
        if http is None:
            copy._given_transport = self._given_transport
        copy._init(
            dataclasses.replace(self._settings, **changes), self._http if http is None else http
        )
        return copy

    def with_options(self, **changes: Unpack[ClientChanges]) -> Self:
        """A copy with other ``timeout``, ``request_timeout``, ``max_retries``,
        ``workspace_id`` or ``default_headers``, sharing this client's connection pool."""
        with CONSTRUCTING:
            checked = _config.checked_changes("with_options()", changes, self._settings)
        return self._derive(type(self), **checked)

    runs: _Group[Runs, AsyncRuns] = _Group("Runs")
    benchmarks: _Group[Benchmarks, AsyncBenchmarks] = _Group("Benchmarks")
    # Not an API group: the ACP Registry agents, read offline from the bundled snapshot.
    agents: _Group[Agents, AsyncAgents] = _Group("Agents", "_agents_group")

    @property
    def base_url(self) -> str:
        """Where requests go: always ``<origin>/v1``."""
        return self._settings.base_url

    @property
    def timeout(self) -> float | None:
        return self._settings.timeout

    @property
    def request_timeout(self) -> float:
        return self._settings.request_timeout

    @property
    def max_retries(self) -> int:
        return self._settings.max_retries

    @property
    def workspace_id(self) -> str | None:
        return self._settings.workspace_id

    @property
    def web_url(self) -> str | None:
        return self._settings.web_url

    def __repr__(self) -> str:
        ws = f", workspace_id={self.workspace_id!r}" if self.workspace_id else ""
        return f"{type(self).__name__}(base_url={self.base_url!r}{ws})"


class EvalRouter(_ClientBase[httpx.Client, httpx.BaseTransport], Groups):
    """The EvalRouter client.

    Arguments win over the environment (``EVALROUTER_API_KEY``, ``EVALROUTER_BASE_URL``,
    ``EVALROUTER_WORKSPACE_ID``, ``EVALROUTER_WEB_URL``). ``timeout`` bounds one SDK call,
    every retry included; ``request_timeout`` bounds each attempt.
    """

    _pipeline: SyncPipeline
    _http: httpx.Client
    _PIPELINE = SyncPipeline
    _HTTP = (httpx.Client, httpx.BaseTransport)

    @property
    def with_raw_response(self) -> RawAccess:
        """The HTTP response beside a call's value: ``client.with_raw_response(client.wallet.get)``
        returns a :class:`RawResponse` typed by the method's answer (``.status_code``,
        ``.headers``, ``.request_id``, ``.parse()``)."""
        from ._raw import RawAccess  # here: a client that never asks does not load it

        return RawAccess(self)

    def _call(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any:
        """Run one operation for a generated group method: a page for lists."""
        # Its callers hold the boundary (the generated method, or the public method whose flow
        # runs this step), so the pipeline's frames are cut there.
        if op.kind == "page":
            from .pagination import PageCall, SyncPage

            return SyncPage.fetch(PageCall(self._pipeline, op, values, options))
        return self._pipeline.request(op, values, body, options)

    def close(self) -> None:
        """Close the connection pool (an ``http_client`` you passed in is left open)."""
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class AsyncEvalRouter(_ClientBase[httpx.AsyncClient, httpx.AsyncBaseTransport], AsyncGroups):
    """The async twin of :class:`EvalRouter`: the same settings, groups and methods."""

    _pipeline: AsyncPipeline
    _http: httpx.AsyncClient
    _PIPELINE = AsyncPipeline
    _HTTP = (httpx.AsyncClient, httpx.AsyncBaseTransport)

    @property
    def with_raw_response(self) -> AsyncRawAccess:
        """See :attr:`EvalRouter.with_raw_response`; awaited:
        ``await client.with_raw_response(client.wallet.get)``."""
        from ._raw import AsyncRawAccess

        return AsyncRawAccess(self)

    def _call(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any:
        """A coroutine for most operations; an awaitable, async-iterable pager for lists."""
        if op.kind == "page":
            from .pagination import AsyncPaginator, PageCall

            return AsyncPaginator(PageCall(self._pipeline, op, values, options))
        return self._pipeline.request(op, values, body, options)  # its awaiter holds the boundary

    async def close(self) -> None:
        """Close the connection pool (an ``http_client`` you passed in is left open)."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()
