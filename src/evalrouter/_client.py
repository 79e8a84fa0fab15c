"""``EvalRouter`` and ``AsyncEvalRouter``: settings, the HTTP pool, one attribute per API group."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
from collections.abc import Mapping
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self, Unpack, overload

import httpx
from evalrouter_generated.resources import AsyncGroups, Groups

from . import _config
from ._boundary import PUBLIC, cut_async
from ._config import ClientChanges, NoMoreOptions, Settings
from ._timing import Timing
from ._transport import AsyncTransport, SyncTransport

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

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


def _limits() -> httpx.Limits:
    return httpx.Limits(max_connections=100, max_keepalive_connections=20)


class _Group[S, A]:
    """A client attribute for a group with hand-written behaviour, declared once for both
    clients: ``EvalRouter`` gets ``resources.<module>.<Name>``, ``AsyncEvalRouter`` the
    ``Async<Name>`` twin, built on first use."""

    def __init__(self, name: str) -> None:
        self._class = name

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
        module = importlib.import_module(f"{__package__}.resources.{self._attr}")
        prefix = "Async" if isinstance(client, AsyncEvalRouter) else ""
        group = getattr(module, prefix + self._class)(client)
        client.__dict__[self._attr] = group  # later reads skip this descriptor
        return group


class _ClientBase:
    _settings: Settings
    _owns_http: bool
    _http: Any

    def _init(self, settings: Settings, http: Any) -> None:
        raise NotImplementedError

    def _derive[C: _ClientBase](self, kind: type[C], *, http: Any = None, **changes: Any) -> C:
        """A client of class ``kind`` with this client's settings, timing included, changed by
        ``changes`` (``Settings`` fields, unchecked: callers pass values already checked).
        It runs on ``http`` (an ``httpx.Client`` or ``AsyncClient`` matching ``kind``), which
        it then owns and closes; without one, on this client's pool, shared and left open.
        ``with_options`` and the agents runner's clients are made here."""
        copy = kind.__new__(kind)
        copy._owns_http = http is not None
        copy._init(
            dataclasses.replace(self._settings, **changes), self._http if http is None else http
        )
        return copy

    def _share_time(self, copy: _ClientBase) -> None:
        """A ``with_options`` copy waits and tells time as this client does (EvalRouter Local's
        virtual clock, or a test's fake one)."""
        mine, theirs = vars(self)["_transport"], vars(copy)["_transport"]
        for name in ("clock", "sleep", "_sleep"):
            if name in vars(mine):
                setattr(theirs, name, getattr(mine, name))

    runs: _Group[Runs, AsyncRuns] = _Group("Runs")
    benchmarks: _Group[Benchmarks, AsyncBenchmarks] = _Group("Benchmarks")

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


class EvalRouter(_ClientBase, Groups):
    """The EvalRouter client.

    Arguments win over the environment (``EVALROUTER_API_KEY``, ``EVALROUTER_BASE_URL``,
    ``EVALROUTER_WORKSPACE_ID``, ``EVALROUTER_WEB_URL``). ``timeout`` bounds one SDK call,
    every retry included; ``request_timeout`` bounds each attempt.
    """

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
        http_client: httpx.Client | None = None,
        transport: httpx.BaseTransport | None = None,
        _timing: Timing | None = None,
        **unknown: Unpack[NoMoreOptions],
    ) -> None:
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
        )
        _config.check_instance("http_client", http_client, (httpx.Client,))
        _config.check_instance("transport", transport, (httpx.BaseTransport,))
        self._owns_http = http_client is None
        if http_client is None:
            http_client = httpx.Client(
                transport=transport, follow_redirects=False, limits=_limits()
            )
        self._init(settings, http_client)

    def _init(self, settings: Settings, http: httpx.Client) -> None:
        self._settings = settings
        self._http = http
        self._transport = SyncTransport(settings, http)

    def _call(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any:
        """Run one operation for a generated group method: a page for lists."""
        if op.kind == "page":
            from .pagination import SyncPage

            with PUBLIC:  # an EvalRouterError leaves without the transport's frames
                return SyncPage.fetch(self._transport, op, values, options)
        with PUBLIC:
            return self._transport.request(op, values, body, options)

    def with_options(self, **changes: Unpack[ClientChanges]) -> Self:
        """A copy with other ``timeout``, ``request_timeout``, ``max_retries``,
        ``workspace_id`` or ``default_headers``, sharing this client's connection pool."""
        copy = type(self).__new__(type(self))
        copy._owns_http = False
        copy._init(_config.updated(self._settings, "with_options()", changes), self._http)
        self._share_time(copy)
        return copy

    def close(self) -> None:
        """Close the connection pool (an ``http_client`` you passed in is left open)."""
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


class AsyncEvalRouter(_ClientBase, AsyncGroups):
    """The async twin of :class:`EvalRouter`: the same settings, groups and methods."""

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
        http_client: httpx.AsyncClient | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        _timing: Timing | None = None,
        **unknown: Unpack[NoMoreOptions],
    ) -> None:
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
        )
        _config.check_instance("http_client", http_client, (httpx.AsyncClient,))
        _config.check_instance("transport", transport, (httpx.AsyncBaseTransport,))
        self._owns_http = http_client is None
        if http_client is None:
            http_client = httpx.AsyncClient(
                transport=transport, follow_redirects=False, limits=_limits()
            )
        self._init(settings, http_client)

    def _init(self, settings: Settings, http: httpx.AsyncClient) -> None:
        self._settings = settings
        self._http = http
        self._transport = AsyncTransport(settings, http)

    def _call(
        self, op: Operation, values: Mapping[str, object], body: object, options: Mapping[str, Any]
    ) -> Any:
        """A coroutine for most operations; an awaitable, async-iterable pager for lists."""
        if op.kind == "page":
            from .pagination import AsyncPaginator

            return AsyncPaginator(self._transport, op, values, options)
        return cut_async(self._transport.request(op, values, body, options))

    def with_options(self, **changes: Unpack[ClientChanges]) -> Self:
        """A copy with other options, sharing this client's connection pool."""
        copy = type(self).__new__(type(self))
        copy._owns_http = False
        copy._init(_config.updated(self._settings, "with_options()", changes), self._http)
        self._share_time(copy)
        return copy

    async def close(self) -> None:
        """Close the connection pool (an ``http_client`` you passed in is left open)."""
        if self._owns_http:
            await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
