"""One ACP conversation with one agent process: ``initialize``, ``session/new`` (with the
``evalrouter`` MCP server), an optional ``session/set_mode``, one ``session/prompt``, and
``session/cancel`` when the turn must stop. Updates that come before ``session/new`` answers
are kept until the session id is known, then handed on in order.

This module imports ``acp`` (the ``agents`` extra): it is loaded only when an ACP agent runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import acp
from acp import RequestError
from acp.schema import (
    ClientCapabilities,
    EnvVariable,
    FileSystemCapabilities,
    Implementation,
    McpServerStdio,
)

from ..._version import __version__
from .callbacks import AttemptCallbacks
from .frames import FrameTransport
from .process import AgentProcess
from .task_bridge import MCP_PIPE

__all__ = ["AUTH_REQUIRED", "AcpFailure", "Conversation", "task_server_entry"]

AUTH_REQUIRED = -32000
REQUEST_SECONDS = 60.0
PROMPT_BYTES = 32 * 1024
MAX_SESSION_ID_BYTES = 1024
MAX_BUFFERED_UPDATES = 256
MAX_AUTH_METHODS = 16
_IDLE_KINDS = frozenset(
    {
        "available_commands_update",
        "current_mode_update",
        "config_option_update",
        "session_info_update",
        "usage_update",
    }
)


class AcpFailure(Exception):
    """The conversation failed: ``code`` is one of the ACP diagnostics (``setup_failed``,
    ``connection_lost``, ``frame_limit``, ``auth_required``, ...). ``agent_error``: the
    agent's own JSON-RPC error (``code``, ``message``, ``data``) where it answered with one,
    as it sent it (untrusted text)."""

    def __init__(
        self,
        code: str,
        message: str,
        *,
        started: bool = False,
        agent_error: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.started = started
        self.agent_error = agent_error


def task_server_entry(variables: dict[str, str], python: str | None = None) -> McpServerStdio:
    """The ``session/new`` entry that starts the ``evalrouter`` MCP server (with ``python``,
    an interpreter the agent's sandbox shows, or this one)."""
    # The pipe is a stdlib-only script, run by path in isolated mode without site: it starts in
    # milliseconds, where importing the agents package would take half a second per attempt.
    return McpServerStdio(
        name="evalrouter",
        command=python or sys.executable,
        args=["-I", "-S", str(MCP_PIPE)],
        env=[EnvVariable(name=k, value=v) for k, v in variables.items()],
    )


class Conversation:
    """The protocol side of one agent process."""

    def __init__(
        self,
        process: AgentProcess,
        workspace: Path,
        *,
        tool_names: Callable[[], list[str]],
        on_update: Callable[[dict[str, Any], int], None],
        on_refusal: Callable[[str], None],
    ) -> None:
        self.process = process
        self._on_update = on_update
        self.session_id: str | None = None
        self.in_turn = False
        self._early: list[tuple[dict[str, Any], int]] = []
        self.unexpected = 0
        self.transport = FrameTransport(process.stdout, process.stdin, self._update)
        callbacks = AttemptCallbacks(workspace, tool_names, on_refusal=on_refusal)
        self.connection = acp.connect_to_agent(cast("acp.Client", callbacks), self.transport)
        self.workspace = workspace
        self.auth_methods: list[Any] = []
        """The ``authMethods`` the agent offered in ``initialize`` (untrusted; at most
        :data:`MAX_AUTH_METHODS`)."""

    # ------------------------------------------------------------------ updates

    def _update(self, params: dict[str, Any], size: int) -> None:
        update = params.get("update")
        update = update if isinstance(update, dict) else {}
        if self.session_id is None:
            if update.get("sessionUpdate") in _IDLE_KINDS and len(self._early) < (
                MAX_BUFFERED_UPDATES
            ):
                self._early.append((params, size))
            else:
                self.unexpected += 1
            return
        if params.get("sessionId") != self.session_id:
            self.unexpected += 1
            return
        self._on_update(update, size)

    def _started(self, session_id: str) -> None:
        self.session_id = session_id
        early, self._early = self._early, []
        for params, size in early:
            self._update(params, size)

    # ------------------------------------------------------------------ requests

    def _failure(self, exc: BaseException, what: str, started: bool) -> AcpFailure:
        fault = self.transport.fault
        if fault is not None:
            return AcpFailure(fault.code, str(fault), started=started)
        if isinstance(exc, RequestError):
            if exc.code == AUTH_REQUIRED:
                error = {"code": exc.code, "message": str(exc), "data": exc.data}
                return AcpFailure(
                    "auth_required", f"{what}: {exc}", started=started, agent_error=error
                )
            return AcpFailure(f"{what}_failed", f"{what}: {exc}", started=started)
        if isinstance(exc, TimeoutError):
            return AcpFailure(f"{what}_timeout", f"{what} was not answered", started=started)
        if isinstance(exc, ConnectionError) or self.process.exited:
            return AcpFailure("connection_lost", f"the agent left during {what}", started=started)
        return AcpFailure("invalid_peer_message", f"{what}: {exc!r:.300}", started=started)

    async def _ask[T](self, what: str, call: Any, seconds: float, started: bool) -> T:
        try:
            result: T = await asyncio.wait_for(call, seconds)
        except (Exception, TimeoutError) as exc:
            raise self._failure(exc, what, started) from None
        return result

    async def start(self, mcp: list[Any], meta: dict[str, Any], mode: str | None) -> str:
        """``initialize`` and ``session/new`` (and the profile's mode): the session id."""
        capabilities = ClientCapabilities(
            fs=FileSystemCapabilities(read_text_file=False, write_text_file=False),
            terminal=False,
        )
        answer: Any = await self._ask(
            "setup",
            self.connection.initialize(
                protocol_version=acp.PROTOCOL_VERSION,
                client_capabilities=capabilities,
                client_info=Implementation(name="evalrouter-sdk", version=__version__),
            ),
            REQUEST_SECONDS,
            False,
        )
        self.auth_methods = list(answer.auth_methods or [])[:MAX_AUTH_METHODS]
        if answer.protocol_version != acp.PROTOCOL_VERSION:
            raise AcpFailure(
                "unsupported_protocol",
                f"the agent speaks ACP version {answer.protocol_version}, not "
                f"{acp.PROTOCOL_VERSION}",
            )
        session: Any = await self._ask(
            "setup",
            self.connection.new_session(cwd=str(self.workspace), mcp_servers=mcp, **meta),
            REQUEST_SECONDS,
            False,
        )
        session_id: str = session.session_id
        if not session_id or len(session_id.encode()) > MAX_SESSION_ID_BYTES:
            raise AcpFailure("invalid_session", "the agent's session id is empty or too long")
        self._started(session_id)
        if mode:
            with contextlib.suppress(AcpFailure):
                await self._ask(
                    "setup",
                    self.connection.set_session_mode(session_id=session_id, mode_id=mode),
                    REQUEST_SECONDS,
                    True,
                )
        return session_id

    async def prompt(self, text: str, seconds: float) -> str:
        """One prompt turn: the agent's stop reason."""
        assert self.session_id is not None
        block = acp.text_block(text.encode()[:PROMPT_BYTES].decode("utf-8", "ignore"))
        self.in_turn = True
        try:
            answer: Any = await self._ask(
                "prompt",
                self.connection.prompt(session_id=self.session_id, prompt=[block]),
                seconds,
                True,
            )
        finally:
            self.in_turn = False
        reason: str = answer.stop_reason
        return reason

    async def cancel(self) -> None:
        if self.session_id is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.connection.cancel(session_id=self.session_id), 1.0)

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.connection.close(), 2.0)
