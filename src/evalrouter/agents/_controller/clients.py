"""The clients the runner drives, all made from the user's client through its one private seam
(``_derive``), and everything else the runner reads of a client: this is the only module of the
runner that looks at a client's settings or its connection pool.

- :func:`runner_client`: an ``AsyncEvalRouter`` for an event loop of the runner's own, with the
  user's settings and timing. A sync client's requests go through the user's own
  ``httpx.Client`` (its public ``send()``, one worker thread per request in flight), so its
  transport, proxies, TLS and mounts hold for the runner too; an answer's body is read in those
  threads piece by piece as it is read, so a streamed answer is passed on as it arrives. An
  async client's pool belongs to its own event loop: a copy for another loop opens a pool of
  its own.
- :func:`attempt_client`: a copy carrying an attempt's credential and the gateway's timeouts,
  on the same pool.
- :func:`runner_timing`: the runner's waits and clocks from the client's ``Timing``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import threading
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING

import httpx

from ..._client import AsyncEvalRouter, EvalRouter, _OwnedAsyncClient, pool_limits
from .._attempt.session import RunnerTiming

if TYPE_CHECKING:
    from pathlib import Path

    from ..._timing import Timing as ClientTiming
    from .._gateway.relay import Connect, Send

__all__ = [
    "api_key",
    "attempt_client",
    "client_timing",
    "io_client",
    "on_io_loop",
    "origin",
    "relay_connection",
    "runner_client",
    "runner_timing",
    "sender",
    "state_directory",
    "state_scope",
]

type Client = EvalRouter | AsyncEvalRouter

MAX_THREADS = 64
"""Requests a sync client's runner copy has in flight at once (each holds a worker thread for
as long as the user's transport takes to answer: a gateway call waits out the model)."""
IO_THREADS = 8
"""The same for the copy on the runner's I/O thread (heartbeats only: one short request per
attempt in flight at a time), apart from the agents' gateway calls."""

_SOURCES: weakref.WeakKeyDictionary[AsyncEvalRouter, Client] = weakref.WeakKeyDictionary()
"""Each runner copy's original: the client another runner loop's copy is made from."""


class _ThroughSyncClient(httpx.AsyncBaseTransport):
    """An ``AsyncClient``'s transport that sends each request with a sync ``httpx.Client``
    (used, not owned) in a worker thread of its own pool."""

    def __init__(self, http: httpx.Client, threads: int = MAX_THREADS) -> None:
        self._http = http
        # Never the loop's default executor: the agent's own asyncio.to_thread work fills that.
        self._threads = concurrent.futures.ThreadPoolExecutor(
            threads, thread_name_prefix="evalrouter-agents-http"
        )

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()  # the body as bytes, which the sync client can send too
        loop = asyncio.get_running_loop()
        response = await loop.run_in_executor(
            self._threads,
            lambda: self._http.send(request, stream=True, follow_redirects=False),
        )
        headers = response.headers.copy()
        if response.is_stream_consumed:  # a transport that read it: decoded already
            headers.pop("content-encoding", None)
        return httpx.Response(
            response.status_code,
            headers=headers,
            stream=_FromThreads(response, self._threads),
            extensions=response.extensions,
            request=request,
        )

    async def aclose(self) -> None:
        self._threads.shutdown(wait=False)


class _FromThreads(httpx.AsyncByteStream):
    """A sync response's body, read piece by piece in ``threads`` as the caller reads it
    (still encoded, as it came), so a streamed answer is passed on as it arrives. A close
    waits for a read in flight (a caller cancelled while reading), never runs beside it."""

    def __init__(
        self, response: httpx.Response, threads: concurrent.futures.ThreadPoolExecutor
    ) -> None:
        self._response = response
        self._threads = threads
        self._lock = threading.Lock()

    async def __aiter__(self) -> AsyncIterator[bytes]:
        response = self._response
        if response.is_stream_consumed:
            yield response.content
            return
        pieces = response.iter_raw()

        def read() -> bytes | None:
            with self._lock:
                return next(pieces, None)

        loop = asyncio.get_running_loop()
        while True:
            try:
                piece = await loop.run_in_executor(self._threads, read)
            except RuntimeError:  # the pool is shut down (the process is ending: Ctrl+C)
                raise httpx.ReadError("the runner's client closed mid-answer") from None
            if piece is None:
                return
            yield piece

    def _close(self) -> None:
        with self._lock:
            self._response.close()

    async def aclose(self) -> None:
        try:
            await asyncio.get_running_loop().run_in_executor(self._threads, self._close)
        except RuntimeError:  # the pool is shut down (the runner's client closed)
            threading.Thread(target=self._close, name="evalrouter-agents-http", daemon=True).start()


class _OnLoop(httpx.AsyncBaseTransport):
    """An ``AsyncClient``'s transport that sends each request with ``http``, an
    ``AsyncClient`` of another thread's event loop (the runner's I/O loop), and hands back the
    whole response: a new connection's name lookup then runs in that loop's default executor,
    never in the calling loop's, which the agent's ``asyncio.to_thread`` work may fill."""

    def __init__(self, loop: asyncio.AbstractEventLoop, http: httpx.AsyncClient) -> None:
        self._loop = loop
        self._http = http

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()

        async def send() -> tuple[httpx.Response, httpx.Headers, bytes]:
            response = await self._http.send(request, stream=True, follow_redirects=False)
            try:
                raw = b"".join([chunk async for chunk in response.aiter_raw()])  # still encoded
                return response, response.headers.copy(), raw
            finally:
                await response.aclose()

        sent = asyncio.run_coroutine_threadsafe(send(), self._loop)
        response, headers, raw = await asyncio.wrap_future(sent)
        return httpx.Response(
            response.status_code,
            headers=headers,
            content=raw,
            extensions={k: v for k, v in response.extensions.items() if k != "network_stream"},
            request=request,
        )

    async def aclose(self) -> None:
        pass  # ``http`` is the I/O loop's client's, closed with it


class _SharedTransport(httpx.AsyncBaseTransport):
    """A transport that serves any event loop (EvalRouter Local's in-process one), used but
    not owned: closing the runner's client leaves it open."""

    def __init__(self, inner: httpx.AsyncBaseTransport) -> None:
        self._inner = inner

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return await self._inner.handle_async_request(request)

    async def aclose(self) -> None:
        pass


def runner_client(client: Client, *, threads: int = MAX_THREADS) -> AsyncEvalRouter:
    """An ``AsyncEvalRouter`` with ``client``'s settings for the running event loop; close it
    with ``await copy.close()`` (``client`` and its pool stay open)."""
    given = client._given_transport
    transport: httpx.AsyncBaseTransport | None
    if isinstance(given, httpx.BaseTransport) and isinstance(given, httpx.AsyncBaseTransport):
        transport = _SharedTransport(given)  # holds nothing bound to a loop or a thread
    elif isinstance(client, EvalRouter):
        transport = _ThroughSyncClient(client._http, threads)  # the user's transport, TLS
    else:
        transport = None  # a pool of its own: the async client's is bound to its loop
    http = httpx.AsyncClient(transport=transport, follow_redirects=False, limits=pool_limits())
    copy = client._derive(AsyncEvalRouter, http=http)
    _SOURCES[copy] = _SOURCES.get(client, client) if isinstance(client, AsyncEvalRouter) else client
    return copy


def io_client(client: AsyncEvalRouter) -> AsyncEvalRouter | None:
    """A copy of the runner's ``client`` for the runner's I/O loop, made from the user's own
    client (a sync client's requests go through its ``httpx.Client`` in threads of their own,
    apart from the agents' gateway calls); close it with ``await copy.close()`` there.

    ``None`` for an async client on an ``http_client`` or async-only ``transport`` of the
    user's (a proxy, TLS settings, mounts): bound to the user's loop, it cannot be shared,
    and a copy on a default transport would bypass it."""
    source = _SOURCES.get(client, client)
    if isinstance(source, AsyncEvalRouter):
        given = source._given_transport
        shared = isinstance(given, httpx.BaseTransport) and isinstance(
            given, httpx.AsyncBaseTransport
        )
        if not shared and not (given is None and isinstance(source._http, _OwnedAsyncClient)):
            return None
    return runner_client(source, threads=IO_THREADS)


def on_io_loop(
    client: AsyncEvalRouter, loop: asyncio.AbstractEventLoop, io: AsyncEvalRouter
) -> AsyncEvalRouter | None:
    """A copy of the runner's ``client`` whose requests are sent from the runner's I/O loop
    (``loop``, through ``io``'s pool), for an async client on its own default transport: its
    pool would otherwise look names up in this loop's default executor, behind the agent's
    ``to_thread`` work. ``None`` for the others: a sync client's requests already go through
    threads of its own, EvalRouter Local's in-process transport looks nothing up, and a
    transport of the user's stays theirs. Close the copy with ``await copy.close()``."""
    source = _SOURCES.get(client, client)
    if not isinstance(source, AsyncEvalRouter) or source._given_transport is not None:
        return None
    if not isinstance(source._http, _OwnedAsyncClient):
        return None
    http = httpx.AsyncClient(
        transport=_OnLoop(loop, io._http), follow_redirects=False, limits=pool_limits()
    )
    copy = client._derive(AsyncEvalRouter, http=http)
    _SOURCES[copy] = source
    return copy


def attempt_client(
    client: AsyncEvalRouter, credential: str, request_seconds: float
) -> AsyncEvalRouter:
    """A copy of ``client`` that carries an attempt's credential instead of the API key, on
    the same connection pool: each request may take the gateway's ``request_seconds`` plus
    30 s of slack, one call three times that."""
    each = float(request_seconds) + 30.0
    return client._derive(
        AsyncEvalRouter, api_key=credential, request_timeout=each, timeout=3 * each
    )


def sender(client: AsyncEvalRouter) -> Callable[[httpx.Request], Awaitable[httpx.Response]]:
    """Sends a request as it is through ``client``'s pool (a response to be read or closed)."""
    http: httpx.AsyncClient = client._http

    async def send(request: httpx.Request) -> httpx.Response:
        return await http.send(request, stream=True, follow_redirects=False)

    return send


def client_timing(client: Client) -> ClientTiming:
    """The client's one ``Timing`` (its sleeps, clock and jitter draws)."""
    return client._settings.timing


def runner_timing(client: Client) -> RunnerTiming:
    """The client's own waits (EvalRouter Local's virtual clock, when it has one, so backoffs
    and retries move that clock instead of sleeping); wall time for deadlines and traces."""
    timing = client_timing(client)
    if timing.real:
        return RunnerTiming(random=timing.random)
    return RunnerTiming(sleep=timing.async_sleep, random=timing.random)


def api_key(client: Client) -> str | None:
    """The user's API key (for the trace's redaction of it as exact text)."""
    return client._settings.api_key


def origin(client: Client) -> str:
    """The API origin the client uses: an attempt's addresses are rebuilt on it."""
    return client._settings.origin


def state_directory(client: Client) -> Path | None:
    """The client's own state folder (EvalRouter Local's clients have one), else None: the
    default, ``EVALROUTER_STATE_DIR`` and so on."""
    return client._settings.state_dir


def state_scope(client: Client) -> str:
    """Which service and workspace a run id belongs to, as a fingerprint: two services (two
    EvalRouter Local instances, say) may hand out the same run id."""
    settings = client._settings
    where = f"{settings.base_url}\n{settings.workspace_id or ''}"
    return hashlib.sha256(where.encode()).hexdigest()[:32]


def relay_connection(client: AsyncEvalRouter) -> Connect:
    """How the gateway relay reaches the gateway: from its own loop, through
    :func:`relay_client`'s copy of ``client``, closed with the relay."""

    def connect() -> tuple[Send, Callable[[], Awaitable[None]]]:
        forward = relay_client(client)
        return sender(forward), forward.close

    return connect


def relay_client(client: AsyncEvalRouter) -> AsyncEvalRouter:
    """A copy of the runner's ``client`` for the gateway relay's own event loop; close it with
    ``await copy.close()`` there. A runner copy whose transport serves any loop (EvalRouter
    Local's in-process one, a sync client's ``httpx.Client`` in threads) is shared, so the
    user's transport, proxies and TLS hold for the relay too; otherwise a copy of its own."""
    inner = getattr(client._http, "_transport", None)
    if isinstance(inner, _SharedTransport | _ThroughSyncClient):
        http = httpx.AsyncClient(
            transport=_SharedTransport(inner), follow_redirects=False, limits=pool_limits()
        )
        return client._derive(AsyncEvalRouter, http=http)
    return runner_client(_SOURCES.get(client, client))
