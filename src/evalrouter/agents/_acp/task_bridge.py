"""The attempt's task tools served to an ACP agent as the MCP server named ``evalrouter``.

The agent starts ``python -I -S mcp_stdio.py`` (the ``session/new`` entry names it), a pipe
between its stdio and this bridge: a loopback socket of the runner, open only while the
attempt runs and only to the bridge's own token. Behind it the attempt's
:class:`~evalrouter.agents._task.server.TaskServer` answers (the one an in-code agent uses), with
the attempt credential, which never leaves this process: the agent sees the bridge's address and
token only.

MCP surface: ``initialize``, ``ping``, ``tools/list``, ``tools/call`` (a refusal is a result
with ``isError``), newline-delimited JSON-RPC 2.0, lines of at most 1 MiB.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._sandbox.paths import runnable
from . import mcp_stdio as _mcp_stdio

if TYPE_CHECKING:
    from .._task.server import TaskServer

__all__ = ["ADDRESS_VARIABLE", "MCP_PIPE", "TOKEN_VARIABLE", "TaskBridge"]

MCP_PIPE = runnable(Path(_mcp_stdio.__file__).resolve())
"""The ``evalrouter`` MCP server's script (its bytecode, when cached), run by the agent (shown
read-only in its sandbox)."""
ADDRESS_VARIABLE = "EVALROUTER_TASK_BRIDGE"
TOKEN_VARIABLE = "EVALROUTER_TASK_BRIDGE_TOKEN"
LINE_BYTES = 1024 * 1024
PROTOCOL_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
SERVER_INFO = {"name": "evalrouter", "version": "2"}


def _error(ident: object, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": ident, "error": {"code": code, "message": message}}


class TaskBridge:
    """One attempt's MCP task server on a loopback socket."""

    def __init__(self, server: TaskServer) -> None:
        self._server = server
        self.token = secrets.token_urlsafe(32)
        self._listener: asyncio.Server | None = None
        self._handlers: set[asyncio.Task[None]] = set()
        self.address = ""

    async def start(self, socket_path: str | None = None, port: int = 0) -> TaskBridge:
        """Listen on loopback; or, for a sandboxed agent, on ``socket_path`` only (a unix
        socket bound into its sandbox alone), which the sandbox's launcher serves on its own
        loopback at ``port``."""
        if socket_path is not None:
            self._listener = await asyncio.start_unix_server(
                self._serve, socket_path, limit=LINE_BYTES + 2
            )
            self.address = f"127.0.0.1:{port}"
            return self
        self._listener = await asyncio.start_server(
            self._serve, "127.0.0.1", 0, limit=LINE_BYTES + 2
        )
        host, bound = self._listener.sockets[0].getsockname()[:2]
        self.address = f"{host}:{bound}"
        return self

    def variables(self) -> dict[str, str]:
        return {ADDRESS_VARIABLE: self.address, TOKEN_VARIABLE: self.token}

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
        for task in list(self._handlers):
            task.cancel()
        for task in list(self._handlers):
            with contextlib.suppress(BaseException):
                await task
        if self._listener is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._listener.wait_closed(), 1.0)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        try:
            first = await asyncio.wait_for(reader.readline(), 10.0)
            if not hmac.compare_digest(first.strip(), self.token.encode()):
                return
            while True:
                try:
                    line = await reader.readuntil(b"\n")
                except asyncio.LimitOverrunError:
                    writer.write(self._frame(_error(None, -32600, "line over 1 MiB")))
                    return
                except asyncio.IncompleteReadError:
                    return
                answer = await self._answer(line)
                if answer is not None:
                    writer.write(self._frame(answer))
                    await writer.drain()
        except (OSError, TimeoutError, asyncio.CancelledError):
            return
        finally:
            if task is not None:
                self._handlers.discard(task)
            writer.close()

    @staticmethod
    def _frame(message: dict[str, Any]) -> bytes:
        return (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")

    async def _answer(self, line: bytes) -> dict[str, Any] | None:
        try:
            message = json.loads(line)
        except ValueError:
            return _error(None, -32700, "parse error")
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return _error(None, -32700, "not JSON-RPC 2.0")
        method, ident = message.get("method"), message.get("id")
        if "id" not in message:
            return None  # a notification: no answer
        params = message.get("params")
        params = params if isinstance(params, dict) else {}
        try:
            result = await self._method(method, params)
        except LookupError:
            return _error(ident, -32601, f"method not found: {method}")
        except ValueError as exc:
            return _error(ident, -32602, str(exc))
        except Exception as exc:
            return _error(ident, -32603, getattr(exc, "code", type(exc).__name__))
        return {"jsonrpc": "2.0", "id": ident, "result": result}

    async def _method(self, method: object, params: dict[str, Any]) -> dict[str, Any]:
        if method == "initialize":
            asked = params.get("protocolVersion")
            return {
                "protocolVersion": asked if asked in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[0],
                "capabilities": {"tools": {"listChanged": False}},
                "serverInfo": SERVER_INFO,
            }
        if method == "ping":
            return {}
        if method == "tools/list":
            return {"tools": await self._server.tools.list()}
        if method == "tools/call":
            name, arguments = params.get("name"), params.get("arguments")
            if not isinstance(name, str) or not (arguments is None or isinstance(arguments, dict)):
                raise ValueError("tools/call takes a name and an arguments object")
            meta = params.get("_meta")
            result = await self._server.tools.call(
                name, arguments, meta=meta if isinstance(meta, dict) else None
            )
            answer: dict[str, Any] = {
                "content": [{"type": "text", "text": result.text}],
                "isError": result.is_error,
            }
            if result.structured is not None:
                answer["structuredContent"] = result.structured
            return answer
        raise LookupError(method)
