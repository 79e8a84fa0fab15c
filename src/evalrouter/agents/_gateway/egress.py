"""What is watched of a sandboxed agent's way out: the model providers' hosts (contacting one
is a model bypass), the canary host the offline check's hostile workspace files point at, and
the refusing proxy the agent's proxy variables name (in the check, and in every attempt whose
sandbox has no network), which records every host the agent tried to reach and answers each
request ``403`` without forwarding a byte.

An agent that honours the standard proxy variables (``HTTP_PROXY``, ``HTTPS_PROXY``,
``ALL_PROXY``, both cases) is seen whatever it calls; loopback (the gateway relay, the task
bridge) stays direct through ``NO_PROXY``. An agent that sends loopback through the proxy too
(Gemini CLI 0.31.0 ignores ``NO_PROXY``) is carried to what it asked for when that is one of the
runner's own loopback ports in its sandbox (``through``: the relay, the task bridge), and to
nothing else: the proxy reaches nothing the agent could not reach directly. An agent that
ignores proxy variables and resolves names itself is not seen here: the check cannot prove a
negative.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Mapping
from urllib.parse import urlsplit

__all__ = [
    "CANARY_HOST",
    "PROVIDER_HOSTS",
    "RecordingProxy",
    "bypasses",
    "is_provider_host",
    "proxy_variables",
]

PROVIDER_HOSTS: frozenset[str] = frozenset(
    {
        "api.openai.com",
        "api.anthropic.com",
        "openrouter.ai",
        "generativelanguage.googleapis.com",
        "aiplatform.googleapis.com",
        "api.mistral.ai",
        "api.cohere.com",
        "api.cohere.ai",
        "api.groq.com",
        "api.together.xyz",
        "api.fireworks.ai",
        "api.deepseek.com",
        "api.x.ai",
        "api.perplexity.ai",
        "dashscope.aliyuncs.com",
        "dashscope-intl.aliyuncs.com",
        "bedrock-runtime.amazonaws.com",
        "openai.azure.com",
    }
)
"""Model providers' API hosts: an agent under evaluation that contacts one reached a model
outside the run's gateway. A subdomain counts (``<region>.bedrock-runtime.amazonaws.com``,
``<resource>.openai.azure.com``)."""

CANARY_HOST = "hostile-canary.invalid"
"""Where the hostile workspace files send the agent (``.invalid`` never resolves)."""

HEAD_BYTES = 64 * 1024
READ_SECONDS = 10.0


def bypasses(hosts: list[str]) -> tuple[str, ...]:
    """The hosts of ``hosts`` that reach a model outside the gateway: a provider's, or the
    hostile workspace's canary."""
    return tuple(h for h in hosts if is_provider_host(h) or h == CANARY_HOST)


def is_provider_host(host: str) -> bool:
    host = host.lower().rstrip(".")
    return any(host == known or host.endswith("." + known) for known in PROVIDER_HOSTS)


def proxy_variables(proxy_url: str) -> dict[str, str]:
    """The agent's proxy variables, both cases: everything but loopback goes to ``proxy_url``."""
    variables: dict[str, str] = {}
    for name, value in (
        ("HTTP_PROXY", proxy_url),
        ("HTTPS_PROXY", proxy_url),
        ("ALL_PROXY", proxy_url),
        ("NO_PROXY", "127.0.0.1,localhost,::1"),
    ):
        variables[name] = value
        variables[name.lower()] = value
    return variables


_LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


def _target_of(head: bytes) -> tuple[str | None, int | None, bool]:
    """The host and port a proxied request is for (``CONNECT host:port`` or an absolute URI,
    else the ``Host`` header), and whether it is a ``CONNECT``."""
    lines = head.decode("latin-1").split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) < 3:
        return None, None, False
    method, target = parts[0].upper(), parts[1]
    if method == "CONNECT":
        where = urlsplit(f"//{target}")
    elif "://" in target:
        where = urlsplit(target)
    else:
        where = urlsplit("//")
        for line in lines[1:]:
            name, _, value = line.partition(":")
            if name.strip().lower() == "host":
                where = urlsplit(f"//{value.strip()}")
                break
    try:
        port = where.port
    except ValueError:
        port = None
    return where.hostname, port, method == "CONNECT"


class RecordingProxy:
    """The refusing proxy on 127.0.0.1: ``hosts`` are the hosts asked for, in order, once each.
    ``through`` maps the sandbox's loopback ports that are the runner's own (the relay's, the
    task bridge's) to their unix sockets: a request for one of them is carried there."""

    def __init__(
        self, *, listen_tcp: bool = True, through: Mapping[int, str] | None = None
    ) -> None:
        self.hosts: list[str] = []
        self._tcp = listen_tcp
        self._through = through if through is not None else {}
        self._server: asyncio.Server | None = None
        self._unix: asyncio.Server | None = None
        self._carried: set[asyncio.StreamWriter] = set()
        self.url = ""
        self.port = 0
        self.socket_path = ""

    async def start(self, socket_path: str | None = None) -> RecordingProxy:
        """Listen on loopback (unless ``listen_tcp=False``), and on ``socket_path`` too (a
        sandboxed agent's way in)."""
        if self._tcp:
            self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
            self.port = self._server.sockets[0].getsockname()[1]
            self.url = f"http://127.0.0.1:{self.port}"
        if socket_path is not None:
            self._unix = await asyncio.start_unix_server(self._serve, socket_path)
            self.socket_path = socket_path
        return self

    async def close(self) -> None:
        for writer in list(self._carried):
            writer.close()
        for server in (self._server, self._unix):
            if server is not None:
                server.close()
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(server.wait_closed(), 1.0)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), READ_SECONDS)
        except (asyncio.LimitOverrunError, asyncio.IncompleteReadError, OSError, TimeoutError):
            head = b""
        host, port, connect = _target_of(head[:HEAD_BYTES]) if head else (None, None, False)
        host = host.lower() if host else None
        path = self._through.get(port) if host in _LOOPBACK and port else None
        if path:
            await self._carry(head, connect, path, reader, writer)
            return
        if host and host not in self.hosts:
            self.hosts.append(host)
        body = b"EvalRouter: this agent may reach its model through the run's gateway only.\n"
        with contextlib.suppress(OSError):
            writer.write(
                b"HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n"
                + f"content-length: {len(body)}\r\nconnection: close\r\n\r\n".encode()
                + body
            )
            await writer.drain()
        writer.close()

    async def _carry(
        self,
        head: bytes,
        connect: bool,
        path: str,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
    ) -> None:
        """The agent's connection carried to the runner's unix socket ``path``: a tunnel for a
        ``CONNECT``, else the request as it came (the relay takes an absolute URI)."""
        try:
            upstream_reader, upstream = await asyncio.open_unix_connection(path)
        except OSError:
            writer.write(
                b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
            )
            with contextlib.suppress(OSError):
                await writer.drain()
            writer.close()
            return
        self._carried.update((writer, upstream))
        try:
            if connect:
                writer.write(b"HTTP/1.1 200 Connection established\r\n\r\n")
            else:
                upstream.write(head)
            await asyncio.gather(_pipe(reader, upstream), _pipe(upstream_reader, writer))
        finally:
            for one in (writer, upstream):
                self._carried.discard(one)
                one.close()


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Bytes from ``reader`` to ``writer`` until either side ends (then ``writer`` is closed,
    which ends the other direction's read)."""
    with contextlib.suppress(OSError, ConnectionError):
        while chunk := await reader.read(65536):
            writer.write(chunk)
            await writer.drain()
    with contextlib.suppress(OSError):
        writer.close()
