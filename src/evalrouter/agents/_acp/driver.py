"""The attempt driver for agents over ACP (:class:`AcpDriver`), beside the in-code one, and the
pre-flight an ACP agent passes before anything is quoted (:func:`preflight`).

Per attempt: a private launch directory, the task bridge (the ``evalrouter`` MCP server), the
agent process in the workspace with the environment of ``env``, then one conversation
(``session``) raced against a successful ``done`` (plus a short grace), the turn's
deadline and a halt. Whatever ends it, the turn is cancelled, the connection closed and the
agent's whole process group killed. The controller keeps heartbeats, traces, settle and finish.

``acp`` (the ``agents`` extra) is imported only when an ACP agent is run or quoted, once per
process, in a thread of its own while the sandbox is probed and the agent starts (``extra``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import shutil
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..._attempt_failures import ENDED_BY
from ..._exceptions import EvalRouterError
from ..._redaction import clean_details, clean_text
from .._attempt.codes import ATTEMPT_OVER_CODES, RUN_STOP_CODES
from .._attempt.events import AttemptEvent
from .._attempt.session import (
    ATTEMPT_ENDED,
    CANCEL_WAIT_SECONDS,
    DONE_GRACE_SECONDS,
    STOP_REASONS,
    AttemptSession,
    TurnEnd,
)
from .._attempt.threads import in_background
from .._gateway.egress import RecordingProxy, bypasses, proxy_variables
from .._sandbox.backend import Sandbox, resolve, unsandboxed_warning
from .._sandbox.request import SandboxRequest
from .confine import EGRESS_PORT, AgentBox
from .env import AgentGateway, prepare_launch
from .extra import load_acp, start_acp_import
from .process import AgentProcess
from .spans import AcpSpans

if TYPE_CHECKING:
    from .agent import AcpAgent, AcpLaunch
    from .session import AcpFailure, Conversation

__all__ = ["PROMPT", "AcpDriver", "preflight"]

LAUNCH_FAILED = "client_agent_launch_failed"
CANCEL_SECONDS = CANCEL_WAIT_SECONDS
"""How long a cancelled turn has to end before the agent is stopped."""
EXIT_WAIT_SECONDS = 0.5

PROMPT = (
    "You are being evaluated on a task. Use the tools of the MCP server named `evalrouter`: "
    "call `get_task` to read the task, do the work (files go in your working directory), "
    "then `submit` your result and call `done`. Only the last submission before `done` is "
    "graded; your chat replies are not. Reach your model through the gateway your "
    "environment names (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL)."
)


def _failure_code(failure: AcpFailure) -> str:
    if failure.code == "prompt_timeout":
        return "client_attempt_timeout"
    if failure.code == "connection_lost":
        return "client_agent_exited" if failure.started else LAUNCH_FAILED
    if not failure.started and failure.code in ("setup_timeout", "setup_failed", "auth_required"):
        return LAUNCH_FAILED
    return "client_agent_protocol_error"


def _launch_dir() -> Path:
    return Path(tempfile.mkdtemp(prefix="evalrouter-launch-"))  # 0700 (mkdtemp)


class AcpDriver:
    """Runs one :class:`~evalrouter.agents.AcpAgent` per attempt."""

    observes = True
    """Its attempts report ACP observations v1 when their grant asks for no trace."""

    def __init__(
        self,
        agent: AcpAgent,
        *,
        emit: Callable[[AttemptEvent], None],
        environ: Mapping[str, str] | None = None,
        forwards: Mapping[int, str] | None = None,
    ) -> None:
        self._agent = agent
        self._emit = emit
        self._environ = environ
        """The environment the agent's variables are taken from (this process's when None)."""
        self._forwards = forwards
        """More loopback ports the agent reaches, each served on a unix socket of the runner
        (the check's recording proxy)."""
        self._launch: AcpLaunch | None = None
        self._sandbox: Sandbox | None = None
        self._lock = asyncio.Lock()
        self._warned = False

    def _warn_once(self, session: AttemptSession, profile: str) -> None:
        """At the first launch of an execution: what running this agent here means."""
        if self._warned:
            return
        self._warned = True
        if self._agent.snapshot_sha256 is None:
            told = "Only a digest of its command leaves this machine."
        else:
            told = "The quote names it by its registry id and what was installed."
        if self._sandbox is None:
            message = f"{unsandboxed_warning(self._agent.name)} {told}"
        else:
            message = f"{self._agent.name!r} runs in {self._sandbox.describe()}. {told}"
        if profile == "generic" and (self._sandbox is None or self._sandbox.network == "host"):
            message += (
                " It gets the gateway through the standard variables (OPENAI_BASE_URL, ...): "
                "calls it makes to other providers are neither metered nor capped."
            )
        self._emit(AttemptEvent("warning", attempt_id=session.attempt_id, message=message))

    @property
    def sandbox_request(self) -> SandboxRequest:
        """What the agent asked of its sandbox (its task's ``execute`` runs in it too)."""
        return self._agent.sandbox

    @property
    def sandbox_description(self) -> str:
        """Which sandbox the agent runs in and what it isolates (once prepared)."""
        if self._sandbox is None:
            return "none (sandbox=False): the agent runs as you"
        return self._sandbox.describe()

    async def prepared(self) -> AcpLaunch:
        """The agent's launch, prepared on the first call (``EvalRouterError`` when it cannot
        be run here)."""
        async with self._lock:
            if self._launch is None:
                start_acp_import()  # waited for once the agent is started (drive)
                self._sandbox = await asyncio.to_thread(resolve, self._agent.sandbox)
                self._launch = await self._agent.prepare()
            return self._launch

    def close(self) -> None:
        if self._launch is not None:
            self._launch = None
            self._agent.close()

    async def drive(self, session: AttemptSession) -> TurnEnd:
        if session.halt.done():
            return session.halt.result()
        try:
            launch = await self.prepared()
        except EvalRouterError as exc:
            return TurnEnd("failed", failure_code=LAUNCH_FAILED, error_text=str(exc))
        launch_dir = _launch_dir()
        box = AgentBox(
            self._sandbox,
            self._agent.sandbox,
            launch,
            workspace=session.workspace,
            launch_dir=launch_dir,
            forwards=self._forwards,
        )
        bridge = await box.bridge(session.server)
        process: AgentProcess | None = None
        conversation: Conversation | None = None
        egress: RecordingProxy | None = None
        try:
            await box.relay(session.route, session.gateway_base_url)
            bound = session.limits.get("max_output_tokens")
            route = AgentGateway(
                session.gateway_base_url,
                session.credential,
                session.model_alias,
                bound if isinstance(bound, int) and not isinstance(bound, bool) else None,
            )
            plan = prepare_launch(launch, route, launch_dir, parent=self._environ)
            if not self._forwards and (egress := await box.egress()) is not None:
                plan.env.update(proxy_variables(f"http://127.0.0.1:{EGRESS_PORT}"))
            self._warn_once(session, plan.profile)
            try:
                argv = box.command(plan.argv, plan.env)
                process = await AgentProcess.start(argv, plan.env, session.workspace)
            except OSError as exc:
                return TurnEnd("failed", failure_code=LAUNCH_FAILED, error_text=str(exc))
            try:
                await load_acp()  # imported while the agent started (first attempt only)
            except EvalRouterError as exc:
                return TurnEnd("failed", failure_code=LAUNCH_FAILED, error_text=str(exc))
            from .session import Conversation, task_server_entry

            names = [str(tool["name"]) for tool in await session.server.tools.list()]
            spans = AcpSpans(session.recorder)
            observations = session.observations

            def on_update(update: dict[str, Any], size: int) -> None:
                spans.update(update, size)
                if observations is not None:
                    observations.record(update)

            conversation = Conversation(
                process,
                session.workspace,
                tool_names=lambda: names,
                on_update=on_update,
                on_refusal=lambda _: None,
            )

            async def turn() -> str:
                assert conversation is not None
                entry = task_server_entry(bridge.variables(), box.python)
                await conversation.start([entry], plan.session_meta, plan.session_mode)
                return await conversation.prompt(PROMPT, session.turn_seconds())

            end = await self._race(asyncio.ensure_future(turn()), conversation, session)
            spans.close()
            if egress is not None:
                end.bypass = bypasses(egress.hosts)
            if end.outcome == "failed" or end.ended_by is not None:
                end.error_text = process.failure_log(end.error_text or "")
            return end
        finally:
            if conversation is not None:
                await conversation.close()
            if process is not None:
                await process.stop()
            await bridge.close()
            if egress is not None:
                await egress.close()
            box.close()
            # The agent is gone by now: its launch folder (home, config) is removed off the
            # attempt's path (~10 rmdirs, 1 ms each on a busy disk).
            in_background(shutil.rmtree, launch_dir, True)

    async def _race(
        self, turn: asyncio.Future[str], conversation: Conversation, session: AttemptSession
    ) -> TurnEnd:
        timing = session.timing
        done = asyncio.ensure_future(session.server.done_event.wait())
        deadline = asyncio.ensure_future(timing.tick(session.turn_seconds()))
        grace: asyncio.Future[None] | None = None
        try:
            first: set[asyncio.Future[Any]] = {turn, done, deadline, session.halt}
            finished, _ = await asyncio.wait(first, return_when=asyncio.FIRST_COMPLETED)
            if turn in finished:
                return await self._ended(turn, conversation, session)
            if session.halt.done():
                await self._stop_turn(turn, conversation, session)
                return session.halt.result()
            if done in finished:
                grace = asyncio.ensure_future(timing.tick(DONE_GRACE_SECONDS))
                then: set[asyncio.Future[Any]] = {turn, grace, session.halt}
                finished, _ = await asyncio.wait(then, return_when=asyncio.FIRST_COMPLETED)
                if turn in finished:
                    return await self._ended(turn, conversation, session)
                await self._stop_turn(turn, conversation, session)
                if session.halt.done():
                    return session.halt.result()
                return TurnEnd("completed", stop_reason=ATTEMPT_ENDED)
            await self._stop_turn(turn, conversation, session)
            return TurnEnd("completed", ended_by="deadline", error_text="prompt_timeout")
        finally:
            for waiter in (done, deadline, grace):
                if waiter is not None:
                    waiter.cancel()
            if not turn.done():
                turn.cancel()
            with contextlib.suppress(BaseException):
                await turn

    @staticmethod
    async def _stop_turn(
        turn: asyncio.Future[str], conversation: Conversation, session: AttemptSession
    ) -> None:
        """``session/cancel``, then a bounded wait for the turn to end before it is dropped
        (the process group is killed afterwards either way)."""
        if turn.done():
            return
        if conversation.session_id is None:  # no session to cancel yet: nothing to wait for
            turn.cancel()
            return
        await conversation.cancel()
        waiter = asyncio.ensure_future(session.timing.tick(CANCEL_SECONDS))
        try:
            both: set[asyncio.Future[Any]] = {turn, waiter}
            await asyncio.wait(both, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiter.cancel()
            turn.cancel()

    @staticmethod
    async def _ended(
        turn: asyncio.Future[str], conversation: Conversation, session: AttemptSession
    ) -> TurnEnd:
        from .session import AcpFailure

        server = session.server
        exc = None if turn.cancelled() else turn.exception()
        if exc is not None and conversation.transport.fault is not None:
            # A frame out of bounds: the agent is stopped at once, before it does more.
            await conversation.process.stop(grace=0.0)
        if exc is None and not turn.cancelled():
            reason = turn.result()
            if reason in STOP_REASONS:
                return TurnEnd("completed", stop_reason=reason)
            return TurnEnd(
                "completed",
                ended_by="protocol_error",
                error_text=f"invalid_completion: stop reason {reason!r:.60}",
            )
        if server.closed_code is None and not server.done_event.is_set():
            # Did the platform end it (a cancelled run refuses the agent's next call)? One
            # read of the attempt's task says, as the spec's turn_ended heartbeat would.
            with contextlib.suppress(EvalRouterError):
                await server._refresh()
        if server.closed_code in RUN_STOP_CODES:
            return TurnEnd("stopped", code=server.closed_code)
        if server.done_event.is_set() or server.closed_code in ATTEMPT_OVER_CODES:
            return TurnEnd("completed", stop_reason=ATTEMPT_ENDED)
        if not isinstance(exc, AcpFailure):
            started = conversation.session_id is not None
            failure = AcpFailure("invalid_state", repr(exc), started=started)
        else:
            failure = exc
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(conversation.process.process.wait(), EXIT_WAIT_SECONDS)
        code = _failure_code(failure)
        text = f"{failure.code}: {failure}"
        # (A call the gateway refused for the attempt's limits before this is the failure's
        # cause: the controller's ending says so, ``_gateway.refusals``.)
        if failure.started and code in ENDED_BY:
            end = TurnEnd("completed", ended_by=ENDED_BY[code], error_text=text)
        else:
            end = TurnEnd("failed", failure_code=code, error_text=text)
        end.diagnostic = failure.code
        return end


# ------------------------------------------------------------------------------ pre-flight


def _known(agent: AcpAgent) -> str | None:
    """For a registry agent we know cannot be evaluated through the gateway: why, and which
    can."""
    if agent.snapshot_sha256 is None:
        return None
    from .registry.profiles import known_hint

    return known_hint(agent.name)


PREFLIGHT_GATEWAY = "http://127.0.0.1:9/v1"  # discard: nothing is spent before the quote


async def preflight(agent: AcpAgent) -> None:
    """Start the agent once in an empty directory and run ``initialize`` and ``session/new``:
    an agent that cannot start, speaks another protocol or asks to be authenticated is refused
    here, before anything is quoted (and nothing is charged)."""
    start_acp_import()  # refused now without the extra; imported while the agent starts
    sandbox = await asyncio.to_thread(resolve, agent.sandbox)
    launch = await agent.prepare()

    with tempfile.TemporaryDirectory(prefix="evalrouter-preflight-") as scratch:
        workspace = Path(scratch) / "workspace"
        launch_dir = Path(scratch) / "launch"
        workspace.mkdir(mode=0o700)
        launch_dir.mkdir(mode=0o700)
        route = AgentGateway(PREFLIGHT_GATEWAY, f"preflight-{secrets.token_hex(8)}", "preflight")
        plan = prepare_launch(launch, route, launch_dir)
        box = AgentBox(sandbox, agent.sandbox, launch, workspace=workspace, launch_dir=launch_dir)
        try:
            argv = box.command(plan.argv, plan.env)
            process = await AgentProcess.start(argv, plan.env, workspace)
        except OSError as exc:
            raise EvalRouterError(
                "acp_agent_launch_failed",
                f"The agent {agent.name!r} could not be started: {exc}.",
                hint="Check the command runs on this machine.",
                details={"agent": agent.name},
            ) from None
        try:
            await load_acp()
        except EvalRouterError:
            await process.stop(grace=0.0)
            raise
        from .session import AcpFailure, Conversation

        conversation = Conversation(
            process,
            workspace,
            tool_names=list,
            on_update=lambda *_: None,
            on_refusal=lambda _: None,
        )
        try:
            await conversation.start([], plan.session_meta, None)
        except AcpFailure as failure:
            await conversation.close()
            await process.stop(grace=1.0)
            tail = process.stderr_tail()[-2000:]
            if failure.code == "auth_required":
                refusal = _auth_refusal(agent.name, conversation.auth_methods, failure, tail)
                refusal.hint = _known(agent) or refusal.hint
                raise refusal from None
            raise EvalRouterError(
                "acp_agent_preflight_failed",
                f"The agent {agent.name!r} did not start an ACP session ({failure.code}: "
                f"{_words(failure, 300)}).{_stderr_end(tail)}",
                hint=_known(agent)
                or "Run the command by hand: it must speak ACP on its stdin/stdout."
                + (
                    ""
                    if sandbox is None
                    else " In its sandbox it sees its own install only: show it more with "
                    "local_agent(..., read_only=[...]), or pass sandbox=False (--no-sandbox)."
                ),
                details={
                    "agent": agent.name,
                    "reason": failure.code,
                    "stderr_tail": tail,
                    "sandboxed": sandbox is not None,
                },
            ) from None
        await conversation.close()
        await process.stop(grace=1.0)


# The agent's own words, in a refusal. They are untrusted: control characters go (an ANSI or
# OSC sequence loses its ESC), runs of space are one space, and each piece is bounded.
SHOWN_AUTH_METHODS = 3
AUTH_REQUIRED_WORDS = "Authentication required"  # the ACP library's words, not the agent's


def _words(value: object, limit: int) -> str:
    said = " ".join(clean_text(str(value), (), limit * 4).split())
    return said if len(said) <= limit else said[: limit - 1] + "…"


def _auth_method(method: Any) -> dict[str, str | None]:
    description = getattr(method, "description", None)
    return {
        "id": _words(getattr(method, "id", ""), 100),
        "name": _words(getattr(method, "name", ""), 100),
        "description": _words(description, 200) if description else None,
    }


def _named(method: dict[str, str | None]) -> str:
    named = method["name"] or method["id"] or "?"
    return _words(f"{named} ({method['description']})" if method["description"] else named, 160)


def _agent_message(error: dict[str, Any] | None) -> str | None:
    """What the agent said in its ``auth_required`` error: its message (unless the library's
    stock words) and its ``data`` (a string, or a message-like field, else the JSON)."""
    if not error:
        return None
    parts: list[str] = []
    message = error.get("message")
    if isinstance(message, str) and message.strip() not in ("", AUTH_REQUIRED_WORDS):
        parts.append(message)
    data = error.get("data")
    if isinstance(data, str):
        parts.append(data)
    elif isinstance(data, dict) and data:
        said = next(
            (
                data[k]
                for k in ("message", "details", "detail", "reason")
                if isinstance(data.get(k), str)
            ),
            None,
        )
        parts.append(said if said is not None else json.dumps(data, default=str)[:2000])
    return _words(": ".join(parts), 300) or None


def _last_line(tail: str) -> str:
    lines = [line for line in tail.splitlines() if line.strip()]
    return _words(lines[-1], 300) if lines else ""


def _stderr_end(tail: str) -> str:
    last = _last_line(tail)
    return f' The last line of its stderr: "{last}".' if last else " Its stderr is empty."


def _auth_refusal(name: str, methods: list[Any], failure: AcpFailure, tail: str) -> EvalRouterError:
    """``acp_agent_auth_required``, in the agent's words: the sign-in methods it offers and
    what it said (its error's message, else its stderr's last line), then what to do."""
    offered = [_auth_method(m) for m in methods]
    said = _agent_message(failure.agent_error)
    shown = [_named(m) for m in offered[:SHOWN_AUTH_METHODS]]
    words = f"The agent {name!r} asks to be signed in (ACP auth_required)"
    if shown:
        more = len(offered) - len(shown)
        words += "; it offers " + "; ".join(shown) + (f"; and {more} more" if more else "")
    if said:
        words += f'; it says: "{said}"'
    elif last := _last_line(tail):
        words += f'; its stderr ends: "{last}"'
    words += (
        ". An evaluated agent is never signed in: it reaches its model only through the run's "
        "gateway."
    )
    details: dict[str, Any] = {
        "agent": name,
        "auth_methods": offered,
        "agent_message": said,
        "agent_error": clean_details(failure.agent_error, ()),
        "stderr_tail": tail,
    }
    from .registry.profiles import working

    return EvalRouterError(
        "acp_agent_auth_required",
        words,
        hint="Use a registry agent with a reviewed profile (one that points it at the gateway: "
        f"{', '.join(working())}), or an agent that takes its model from OPENAI_BASE_URL, "
        "OPENAI_API_KEY and OPENAI_MODEL.",
        details=details,
    )
