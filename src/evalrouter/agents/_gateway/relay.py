"""The gateway relay: one loopback HTTP/1.1 server per running controller, on a thread and
event loop of its own, that every model call of an in-code agent goes through.

An agent's ``context.gateway.base_url`` is ``http://127.0.0.1:<port>/a/<attempt>/v1`` and its
``api_key`` a random relay token, valid on this relay only while the attempt runs: the attempt
credential never reaches agent code, whatever client the agent uses (``gateway.chat()``,
``gateway.openai()``, ``gateway.anthropic()``, a framework given the base URL and key, raw
HTTP). The relay

- serves only the gateway's routes (``routes``: chat completions, messages, count_tokens,
  models, and the OpenAI Responses and Gemini APIs, which it translates: ``dialects``), on the
  normalised path: a trailing slash or a ``.``/``..`` spelling is the same route with the same
  limits and trace; anything else is answered 404 (405 for another method) and never
  forwarded, and a forwarded URL is built from the route's canonical path only, so no call
  leaves the attempt's gateway base;
- checks each chat/messages call against the attempt's limits, and refuses one over them as
  the gateway itself does (``evalrouter._gateway_errors``: the model API's own error shape,
  our code in it) before it leaves the machine, keeping the refusal on the attempt's
  :class:`Route` (``refused``) for the attempt's failure code;
- forwards the request to the attempt's real gateway with the credential, through a copy of the
  user's client (so its transport, proxies and TLS hold), streaming server-sent events through
  as they arrive;
- records each call once (:class:`GatewayCall` to the attempt recorder's ``observe``), a
  streamed answer rebuilt into the reply it stands for, with its tokens: a streamed chat call
  is sent asking for its usage, and its events come back to the agent as they would have
  without that (``usage``);
- reads a translated call (``dialects``: the Responses API, the Gemini API under ``…/v1beta``
  or ``…/v1`` with Google's ``x-goog-api-key``) in the agent's API and sends it as the chat
  call it stands for: admitted, counted, forwarded to ``chat/completions`` and
  recorded exactly as one (format ``openai-chat``, the chat payload and answer), its answer
  translated back (a stream chunk by chunk as it arrives, always asked for its usage so the
  dialect's last event has it), and every refusal (the relay's, a limit's, the gateway's) in
  the dialect's error shape with the status it came with.

Being on its own thread, it answers while the runner's loop is blocked by the agent (a sync
client called from ``run()``), and the runner's loop never waits on a model.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import secrets
import socket
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from urllib.parse import quote

import h11
import httpx

from ..._gateway_errors import (
    admit,
    error_body,
    retry_header,
)
from .._attempt.threads import Worker
from .._trace.model_calls import PARENT_HEADER, GatewayCall, GatewayFormat
from .answers import Translating, relay_error, settled, translated
from .dialects import (
    Translation,
    Untranslatable,
    counted,
    renamed,
    translate,
)
from .export_guard import TOKEN_PREFIX, keep_tokens_home
from .loopback import IDLE_SECONDS, LoopbackServer, answer, send, token_matches
from .replies import EventStream, error_code, rebuild
from .route import VIA, CallObserver, Route
from .routes import (
    GEMINI_ROUTES,
    GEMINI_VERSION,
    ROUTES,
    GatewayRoute,
    Refused,
    forwarded_query,
    match,
    match_gemini,
    path_segments,
)
from .usage import UsageHidden, with_usage

__all__ = ["CallObserver", "Connect", "Relay", "Route", "Send"]

log = logging.getLogger("evalrouter.agents")

MAX_BODY_BYTES = 32 * 1024 * 1024
START_SECONDS = 10.0
STOP_SECONDS = 10.0
SLACK_SECONDS = 30.0
"""Beyond the attempt's ``request_seconds``: how long a forwarded call may wait for a byte."""

_FORWARDED = ("content-type", "accept", "anthropic-version", "anthropic-beta", "openai-beta")
_NOT_RETURNED = frozenset(
    {
        "connection",
        "keep-alive",
        "transfer-encoding",
        "content-length",
        "content-encoding",
        "proxy-authenticate",
        "upgrade",
        "te",
        "trailer",
        "set-cookie",
    }
)


type Send = Callable[[httpx.Request], Awaitable[httpx.Response]]
"""Sends a request as it is to the gateway: a response to be read or closed."""
type Connect = Callable[[], tuple[Send, Callable[[], Awaitable[None]]]]
"""Called on the relay's loop: how requests are sent from there, and how to close that."""


class Relay:
    """The controller's relay: started by the first :meth:`open`, stopped by :meth:`close`.
    ``connect()``, called on the relay's own loop, gives how a request reaches the gateway and
    how that connection is closed (the runner's ``relay_connection(client)``)."""

    def __init__(self, connect: Connect) -> None:
        self._connect = connect
        self._lock = threading.Lock()
        self._routes: dict[str, Route] = {}
        self._confined: dict[str, LoopbackServer] = {}
        self._worker: Worker | None = None
        self._server = LoopbackServer(self._handle, max_body=MAX_BODY_BYTES, idle=IDLE_SECONDS)
        self._send: Send | None = None
        self._disconnect: Callable[[], Awaitable[None]] | None = None
        self._origin = ""
        self._closed = False

    def __repr__(self) -> str:
        return f"Relay({self._origin or 'not started'}, attempts={len(self._routes)})"

    # ---------------------------------------------------------------- the runner's side

    def open(
        self,
        *,
        attempt_id: str,
        upstream: str,
        credential: str,
        limits: Mapping[str, int | None],
        recorder: CallObserver,
        request_seconds: float,
    ) -> Route:
        """Route an attempt's calls (``upstream`` is its gateway base URL, ``…/gateway/v1``)."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the gateway relay is closed")
            if self._worker is None:
                self._start()
            route = Route(
                attempt_id=attempt_id,
                base_url=f"{self._origin}/a/{quote(attempt_id, safe='')}/v1",
                token=TOKEN_PREFIX + secrets.token_urlsafe(32),
                upstream=upstream.rstrip("/"),
                credential=credential,
                limits=dict(limits),
                recorder=recorder,
                request_seconds=float(request_seconds),
                relay=self,
            )
            self._routes[attempt_id] = route
        keep_tokens_home()
        return route

    async def confine(self, route: Route, path: str) -> None:
        """Serve ``route`` on a unix socket at ``path`` (bound into its agent's sandbox) and
        refuse its token anywhere else; the socket closes with the route."""
        with self._lock:
            worker = self._worker
        if worker is None:
            raise RuntimeError("the gateway relay is not started")
        route.confined = True
        server = await asyncio.wrap_future(worker.submit(self._listen_confined(route, path)))
        with self._lock:
            self._confined[route.attempt_id] = server

    async def _listen_confined(self, route: Route, path: str) -> LoopbackServer:
        async def handle(
            conn: h11.Connection, writer: asyncio.StreamWriter, request: h11.Request, body: bytes
        ) -> None:
            via = VIA.set(route)
            try:
                await self._handle(conn, writer, request, body)
            finally:
                VIA.reset(via)

        server = LoopbackServer(handle, max_body=MAX_BODY_BYTES, idle=IDLE_SECONDS)
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(path)
            os.chmod(path, 0o600)
            await server.start(sock)
        except BaseException:
            sock.close()
            raise
        return server

    def drop(self, route: Route) -> None:
        with self._lock:
            if self._routes.get(route.attempt_id) is route:
                del self._routes[route.attempt_id]
            worker = self._worker
            server = None if worker is None else self._confined.pop(route.attempt_id, None)
        if server is not None and worker is not None:  # else the relay's shutdown closes it
            worker.submit(server.close(wait=0))

    def close(self) -> None:
        """Stop serving (the calls in flight end with the loop) and join the thread."""
        with self._lock:
            self._closed = True
            worker, self._worker = self._worker, None
            routes = list(self._routes.values())
        for route in routes:
            route.close()
        if worker is None:
            return
        with contextlib.suppress(Exception):
            worker.submit(self._shutdown()).result(STOP_SECONDS)
        worker.close()

    def _start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
            worker = Worker("evalrouter-gateway-relay")
        except BaseException:
            sock.close()
            raise
        try:
            worker.submit(self._listen(sock)).result(START_SECONDS)
        except BaseException:
            worker.close()
            sock.close()
            raise
        self._worker = worker
        self._origin = f"http://127.0.0.1:{port}"

    async def _listen(self, sock: socket.socket) -> None:
        self._send, self._disconnect = self._connect()
        await self._server.start(sock)

    async def _shutdown(self) -> None:
        await self._server.close(wait=0)
        with self._lock:
            confined, self._confined = list(self._confined.values()), {}
        for server in confined:
            await server.close(wait=0)
        if self._disconnect is not None:
            with contextlib.suppress(Exception):
                await self._disconnect()

    # ------------------------------------------------------------------ the agent's side

    async def _handle(
        self, conn: h11.Connection, writer: asyncio.StreamWriter, request: h11.Request, body: bytes
    ) -> None:
        # The path is normalised first (see ``routes``): what is served, admitted and recorded
        # is the route it names, whatever spelling the agent used.
        target = request.target.decode("latin-1")
        path, _, query = target.partition("?")
        segments = path_segments(path.partition("#")[0])
        if (
            segments is None
            or len(segments) < 3
            or segments[0] != "a"
            or segments[2] not in ("v1", GEMINI_VERSION)
        ):
            await relay_error(
                conn, writer, "openai-chat", 404, "not_found", "Not a gateway address."
            )
            return
        method = request.method.decode("latin-1")
        rest = segments[3:]
        found = match(method, rest) if segments[2] == "v1" else match_gemini(method, rest)
        fmt = found.error_format
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in request.headers}
        if "x-goog-api-key" in headers:  # Google's SDKs send their key so
            headers.setdefault("x-api-key", headers["x-goog-api-key"])
        with self._lock:
            route = self._routes.get(segments[1])
        via = VIA.get()  # a confined route answers on its own socket only, and that socket
        if (  # serves its route only
            route is None
            or not token_matches(headers, route.token)
            or (via is not route and (route.confined or via is not None))
        ):
            await relay_error(
                conn,
                writer,
                fmt,
                401,
                "attempt_credential_invalid",
                "This gateway key is not valid (the attempt is over, or the key belongs "
                "to another attempt).",
            )
            return
        if isinstance(found, Refused):
            # Not a route of the gateway: answered here, never forwarded.
            await relay_error(
                conn, writer, fmt, found.status, found.code, found.message, headers=found.headers
            )
            return
        await self._call(conn, writer, route, found, method, (rest, query), headers, body)

    async def _call(
        self,
        conn: h11.Connection,
        writer: asyncio.StreamWriter,
        route: Route,
        served: GatewayRoute,
        method: str,
        target: tuple[tuple[str, ...], str],
        headers: Mapping[str, str],
        body: bytes,
    ) -> None:
        rest, query = target
        fmt = served.error_format
        parent = headers.get(PARENT_HEADER) or None
        started = time.time()
        payload: dict[str, object] | None = None
        if served.limited or served.traced:
            with contextlib.suppress(ValueError):
                decoded = json.loads(body)
                payload = decoded if isinstance(decoded, dict) else None
            if payload is None:
                # What cannot be read cannot be admitted or recorded: it is not sent either.
                message = "The request body is not a JSON object."
                await relay_error(conn, writer, fmt, 400, "invalid_json", message)
                return
        if served.format == "gemini-count":  # answered here: nothing is forwarded
            await self._count(conn, writer, body, rest)
            return
        # A translated call (``dialects``) is admitted, sent and recorded as the chat call it is.
        translation: Translation | None = None
        if served.dialect is not None and payload is not None:
            try:
                translation = translate(served.dialect, payload, route.memory, rest, query)
            except Untranslatable as exc:
                refused = error_body(fmt, exc.status, exc.error())
                await answer(conn, writer, exc.status, refused, headers=[retry_header({})])
                return
            payload = translation.chat
            body = json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode()
        streamed = bool(payload and payload.get("stream") is True)

        def record(reply: Mapping[str, object] | None, code: str | None) -> None:
            if payload is None or not served.traced:
                return
            call = GatewayCall(
                format=served.trace_format,
                request=payload,
                reply=reply,
                error_code=code,
                started=started,
                ended=time.time(),
                streamed=streamed,
                parent_span_id=parent,
            )
            try:
                route.recorder.observe(call)
            except Exception:  # a trace must never break the agent's call
                log.exception("recording a gateway call of attempt %s failed", route.attempt_id)

        if served.limited and payload is not None:
            refusal = admit(route.limits, route.calls, payload)
            if refusal is not None and translation is not None:
                refusal = renamed(refusal, translation.params)
            if refusal is not None:
                route.refused = refusal
                record(None, refusal.code)
                error = refusal.error()
                refused = error_body(fmt, refusal.status, error)
                await answer(conn, writer, refusal.status, refused, headers=[retry_header(error)])
                return
            route.calls += 1
        # A stream is asked for its usage, which the agent sees only if it asked (``usage``).
        hidden: UsageHidden | None = None
        chat = served.forwarded == "chat/completions"
        asked = with_usage(payload) if chat and payload is not None else None
        if asked is not None:  # a translation reads the usage itself: nothing to hide
            body, hidden = asked, None if translation else UsageHidden()
        # Built from the route's canonical path alone, never from the agent's target.
        forwarded = forwarded_query(served, query)
        base = f"{route.upstream}/"
        url = base + served.forwarded + (f"?{forwarded}" if forwarded else "")
        sent = {k: v for k, v in headers.items() if k in _FORWARDED}
        if translation is not None:
            sent["content-type"] = "application/json"
        sent["authorization"] = f"Bearer {route.credential}"
        wait = route.request_seconds + SLACK_SECONDS
        outgoing = httpx.Request(
            method,
            url,
            headers=sent,
            content=body,
            extensions={"timeout": httpx.Timeout(wait, connect=SLACK_SECONDS).as_dict()},
        )
        known = served in ROUTES or served in GEMINI_ROUTES
        if not str(outgoing.url).startswith(str(httpx.URL(base))) or not known:
            # Unreachable by construction; checked so that no change can make it reachable.
            log.error("a gateway call of attempt %s left its gateway base", route.attempt_id)
            await relay_error(conn, writer, fmt, 404, "not_found", "Not a gateway address.")
            return
        assert self._send is not None
        try:
            response = await self._send(outgoing)
        except httpx.HTTPError as exc:
            code = "gateway_unreachable"
            record(None, code)
            message = f"The attempt's gateway could not be reached ({type(exc).__name__})."
            await relay_error(conn, writer, fmt, 502, code, message)
            return
        limited = route if served.limited else None
        try:
            await self._relay_answer(
                conn,
                writer,
                response,
                served.trace_format,
                streamed,
                record,
                limited,
                hidden,
                translation,
            )
        finally:
            await response.aclose()

    async def _count(
        self,
        conn: h11.Connection,
        writer: asyncio.StreamWriter,
        body: bytes,
        rest: tuple[str, ...],
    ) -> None:
        try:
            decoded = json.loads(body)
            if not isinstance(decoded, dict):
                raise ValueError("not an object")
            counted_tokens = counted(decoded, rest)
        except ValueError:
            message = "The request body is not a JSON object."
            await relay_error(conn, writer, "gemini", 400, "invalid_json", message)
            return
        except Untranslatable as exc:
            refused = error_body("gemini", exc.status, exc.error())
            await answer(conn, writer, exc.status, refused, headers=[retry_header({})])
            return
        await answer(conn, writer, 200, counted_tokens)

    async def _relay_answer(
        self,
        conn: h11.Connection,
        writer: asyncio.StreamWriter,
        response: httpx.Response,
        fmt: GatewayFormat,
        streamed: bool,
        record: Callable[[Mapping[str, object] | None, str | None], None],
        limited: Route | None,
        hidden: UsageHidden | None = None,
        translation: Translation | None = None,
    ) -> None:
        back = [(k, v) for k, v in response.headers.multi_items() if k.lower() not in _NOT_RETURNED]
        is_events = response.headers.get("content-type", "").startswith("text/event-stream")
        # The call is recorded before the agent has its answer's end: an agent that ends its
        # attempt right after finds its call in the trace.
        if not (streamed and is_events and response.status_code < 400):
            content = await response.aread()
            if limited is not None:
                settled(limited, response.status_code, content)
            if response.status_code >= 400:
                record(None, error_code(response.status_code, content))
            else:
                try:
                    reply = json.loads(content)
                except ValueError:
                    reply = None
                record(reply if isinstance(reply, dict) else None, None)
            if translation is not None:
                content = translated(translation, response.status_code, content)
                back = [(k, v) for k, v in back if k.lower() != "content-type"]
                back.append(("content-type", "application/json"))
            back.append(("content-length", str(len(content))))
            await send(writer, conn, h11.Response(status_code=response.status_code, headers=back))
            await send(writer, conn, h11.Data(data=content), h11.EndOfMessage())
            return
        # Each piece goes to the agent as it arrives, and into the record of the call.
        if limited is not None:
            settled(limited, response.status_code, b"")
        events = EventStream()
        recorded = False
        await send(writer, conn, h11.Response(status_code=response.status_code, headers=back))
        translating = None if translation is None else Translating(translation.events(), events)
        if translating is not None:
            await send(writer, conn, h11.Data(data=translating.start()))
        try:
            async for chunk in response.aiter_bytes():
                events.feed(chunk)
                if events.finished and not recorded:
                    recorded = True
                    record(*rebuild(fmt, events.events))
                if translating is not None:
                    passed = translating.feed()
                else:
                    passed = chunk if hidden is None else hidden.feed(chunk)
                if passed:
                    await send(writer, conn, h11.Data(data=passed))
        except (OSError, httpx.HTTPError):
            if not recorded:
                events.close()
                reply, _ = rebuild(fmt, events.events)
                record(reply, "stream_interrupted")
            if translating is not None:  # the agent is told, in its API, if it still listens
                cut = translating.cut()
                with contextlib.suppress(OSError, h11.LocalProtocolError):
                    await send(writer, conn, h11.Data(data=cut))
            raise OSError("the streamed answer was cut") from None
        if not recorded:
            events.close()
            record(*rebuild(fmt, events.events))
        if translating is not None:
            rest = translating.finish()
        else:
            rest = b"" if hidden is None else hidden.close()
        if rest:
            await send(writer, conn, h11.Data(data=rest))
        await send(writer, conn, h11.EndOfMessage())
