"""The offline agent check, run and judged (``agents.check``; the types are in ``results``).

The agent is launched exactly as an attempt launches it (its ``prepare()``, the environment and
profile of ``_acp.env``, the ``evalrouter`` MCP server through the task bridge, the gateway
relay, one ACP conversation driven by :class:`~evalrouter.agents._acp.driver.AcpDriver`), but
against a loopback stand-in for the service (``stub``) whose gateway is a scripted model
(``model``): ``get_task``, then ``submit`` with ``ANSWER: 7``, then ``done``. Its proxy
variables name a refusing proxy that records every host it tries (``network``); with
``hostile=True`` its workspace holds files that try to send it elsewhere (``hostile``).
What the stub, the task server and the proxy saw make the checks.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

from ..._exceptions import EvalRouterError
from .._acp.agent import AcpAgent
from .._acp.driver import LAUNCH_FAILED, AcpDriver
from .._acp.extra import start_acp_import
from .._acp.process import STDERR_MARK
from .._attempt.events import AttemptEvent
from .._attempt.session import AttemptSession, RunnerTiming, TurnEnd
from .._gateway.egress import CANARY_HOST, RecordingProxy, is_provider_host, proxy_variables
from .._sandbox.paths import socket_folder
from .._trace.recorder import TraceRecorder
from .hostile import seed
from .limits import REFERENCE_PRICES, usd
from .model import ANSWER
from .results import AgentCheck, BrokenReason, CheckName, CheckResult
from .stub import ATTEMPT_ID, MODEL, RUN_ID, AttemptStub

__all__ = ["run_check"]

REQUEST_SECONDS = 60.0
_STOP_SLACK_SECONDS = 15.0
"""Beyond ``timeout``: what stopping the turn and the agent's process group may take."""


def _environment(proxy_url: str) -> dict[str, str]:
    """This process's environment with the recording proxy in place of any proxy of the user's
    (the launch keeps only the variables it names)."""
    kept = {k: v for k, v in os.environ.items() if not k.lower().endswith("_proxy")}
    return kept | proxy_variables(proxy_url)


def _deadline(clock: float, seconds: float) -> float:
    """The attempt deadline whose turn (``AttemptSession.turn_seconds``) is ``seconds``."""
    return clock + (seconds / 0.9 if seconds <= 540 else seconds + 60)


# ------------------------------------------------------------------------------- the run


class _Direct(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """Straight to the check's stub on 127.0.0.1, whatever proxy this process's environment
    names: a fresh connection per request, its answer read whole (the stub answers at once), so
    it serves any event loop (the gateway relay's too) and holds nothing open afterwards."""

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        async with httpx.AsyncHTTPTransport() as transport:
            response = await transport.handle_async_request(request)
            try:
                content = await response.aread()
            finally:
                await response.aclose()
        headers = [(k, v) for k, v in response.headers.items() if k.lower() != "content-length"]
        return httpx.Response(
            response.status_code, headers=headers, content=content, request=request
        )


class _Recorder(TraceRecorder):
    """A disabled trace that keeps the names of the task tools the agent called."""

    def __init__(self) -> None:
        self.tools: list[tuple[str, bool]] = []
        super().__init__(
            None,
            root_name="agent check",
            on_tool=lambda name, is_error: self.tools.append((name, is_error)),
        )


@dataclass
class _Seen:
    agent: str
    hostile: bool
    limits: dict[str, int]
    end: TurnEnd | None = None
    broken: BrokenReason | None = None
    detail: str = ""
    profile: str | None = None
    sandbox: str | None = None


async def run_check(
    agent: AcpAgent, *, hostile: bool, seconds: float, limits: dict[str, int]
) -> CheckResult:
    """Run the check of ``agent`` (its arguments checked already), held to ``limits``."""
    start_acp_import()  # imported while the agent starts; refused now without the extra
    started = time.monotonic()
    stub = AttemptStub(
        budget_microusd=limits.get("max_cost_microusd"),
        max_output_tokens=limits.get("max_output_tokens"),
        prices=(REFERENCE_PRICES.input_per_mtok, REFERENCE_PRICES.output_per_mtok),
    )
    await stub.start()
    sockets = socket_folder("evalrouter-check-")
    proxy = await RecordingProxy().start(os.path.join(sockets, "proxy"))
    seen = _Seen(agent.name, hostile, limits)
    recorder = _Recorder()
    try:
        await asyncio.wait_for(
            _run(agent, seen, stub, proxy, recorder, seconds, started),
            seconds + _STOP_SLACK_SECONDS,
        )
    except TimeoutError:
        seen.broken, seen.detail = "timeout", f"The check did not end within {seconds:g} s."
    finally:
        await stub.close()
        await proxy.close()
        shutil.rmtree(sockets, ignore_errors=True)
    return _result(seen, stub, proxy, recorder, time.monotonic() - started)


async def _run(
    agent: AcpAgent,
    seen: _Seen,
    stub: AttemptStub,
    proxy: RecordingProxy,
    recorder: _Recorder,
    seconds: float,
    started: float,
) -> None:
    from ..._client import AsyncEvalRouter
    from .._controller.clients import attempt_client, relay_connection
    from .._gateway.relay import Relay
    from .._task.server import TaskServer

    events: list[AttemptEvent] = []
    driver = AcpDriver(
        agent,
        emit=events.append,
        environ=_environment(proxy.url),
        forwards={proxy.port: proxy.socket_path},
    )
    try:
        try:
            launch = await asyncio.wait_for(driver.prepared(), seconds)
        except EvalRouterError as exc:
            seen.broken = "launch_failed"
            seen.detail = f"{exc.message} {exc.hint or ''}".strip()
            return
        except TimeoutError:
            seen.broken = "timeout"
            seen.detail = f"Preparing the agent took over {seconds:g} s."
            return
        seen.profile = launch.profile
        seen.sandbox = driver.sandbox_description
        client = AsyncEvalRouter(
            base_url=stub.origin, api_key=stub.credential, max_retries=0, transport=_Direct()
        )
        attempt = attempt_client(client, stub.credential, REQUEST_SECONDS)
        workspace = Path(tempfile.mkdtemp(prefix="evalrouter-check-"))
        relay = Relay(relay_connection(client))
        server = TaskServer(
            attempt,
            RUN_ID,
            ATTEMPT_ID,
            workspace,
            toolsets=(),
            trace=recorder,
            sleep=asyncio.sleep,
        )
        try:
            await server.prepare()
            if seen.hostile:
                seed(workspace)
            # The relay's attempt id is this check's own: two checks may run at once.
            relay_id = f"{ATTEMPT_ID}-{secrets.token_hex(6)}"
            route = relay.open(
                attempt_id=relay_id,
                upstream=stub.gateway_base_url,
                credential=stub.credential,
                limits=dict(seen.limits),
                recorder=recorder,
                request_seconds=REQUEST_SECONDS,
            )
            remaining = max(1.0, seconds - (time.monotonic() - started))
            session = AttemptSession(
                run_id=RUN_ID,
                attempt_id=relay_id,
                task_ref="evalrouter-check",
                attempt=1,
                deadline_at=_deadline(time.time(), remaining),
                limits=dict(seen.limits),
                model_alias=MODEL,
                gateway_base_url=route.base_url,
                credential=route.token,
                workspace=workspace,
                client=attempt,
                server=server,
                recorder=recorder,
                timing=RunnerTiming(),
                halt=asyncio.get_running_loop().create_future(),
                route=route,
            )
            try:
                seen.end = await driver.drive(session)
            finally:
                route.close()
        finally:
            await server.aclose()
            await asyncio.to_thread(relay.close)
            with contextlib.suppress(Exception):
                await attempt.close()
                await client.close()
            shutil.rmtree(workspace, ignore_errors=True)
    finally:
        driver.close()


# ------------------------------------------------------------------------------- verdicts


_SETUP_FAILURES = (LAUNCH_FAILED, "client_agent_protocol_error")


def _started(end: TurnEnd) -> bool:
    """Whether the agent's ACP session started: a failure after it ends the turn as
    ``completed`` with an ``ended_by``, one before it fails the attempt."""
    return not (end.outcome == "failed" and end.failure_code in _SETUP_FAILURES)


def _broken(end: TurnEnd) -> tuple[BrokenReason, str] | None:
    text = (end.error_text or "").strip()
    head, _, stderr = text.partition(STDERR_MARK)
    lines = [line for line in stderr.splitlines()[1:] if line.strip()]
    first = head.strip().splitlines()[0] if head.strip() else ""
    if lines:
        first += f"; the last line of its stderr: {lines[-1][:200]!r}"
    if end.ended_by == "deadline":
        return "timeout", "The agent did not end its turn before the check's timeout."
    if not _started(end):
        if end.diagnostic == "auth_required":
            return (
                "auth_required",
                "The agent asks to be signed in (ACP auth_required): an evaluated agent must "
                "reach its model through the gateway its environment names, with no login.",
            )
        if end.diagnostic is None:
            return "launch_failed", f"The agent could not be started: {first[:300]}"
        return (
            "not_acp",
            f"The agent did not start an ACP session on its stdio ({first[:300]}).",
        )
    if end.ended_by == "agent_exited" or end.failure_code == "client_agent_exited":
        return "exited", f"The agent left during its turn ({first[:300]})."
    return None


def _result(
    seen: _Seen,
    stub: AttemptStub,
    proxy: RecordingProxy,
    recorder: _Recorder,
    seconds: float,
) -> CheckResult:
    end = seen.end
    if end is not None and seen.broken is None:
        broken = _broken(end)
        if broken is not None:
            seen.broken, seen.detail = broken
    started = end is not None and _started(end)
    hosts = tuple(proxy.hosts)
    checks: tuple[AgentCheck, ...] = (
        _initialize(started, seen),
        _task_tools(started, recorder),
        _tool_turn(started, stub, recorder),
        _submit(started, stub),
        _within_limits(started, stub, seen.limits),
        _no_bypass(hosts, seen.hostile, started),
    )
    if stub.refused is not None:  # one root cause: the work after the refusal never happened
        checks = tuple(_not_reached(item) for item in checks)
    passed = all(item.result == "passed" for item in checks) and seen.broken is None
    if passed:
        detail = "Every check passed."
    elif seen.broken is not None:
        detail = seen.detail
    else:
        failed = [item.name for item in checks if item.result == "failed"]
        skipped = [item.name for item in checks if item.result == "skipped"]
        detail = f"Checks not passed: {', '.join(failed or skipped)}" + (
            f" (not reached: {', '.join(skipped)})." if failed and skipped else "."
        )
    return CheckResult(
        agent=seen.agent,
        status="checks-passed" if passed else "checks-failed",
        reason=seen.broken,
        detail=detail,
        checks=checks,
        network_activity=hosts,
        seconds=seconds,
        profile=seen.profile,
        hostile=seen.hostile,
        sandbox=seen.sandbox,
        limits=dict(seen.limits),
        budget_needed_microusd=stub.needed_microusd if stub.turns or stub.refused else None,
    )


_AFTER_THE_MODEL: tuple[CheckName, ...] = ("task_tools", "streamed_tool_turn", "submit")


def _not_reached(item: AgentCheck) -> AgentCheck:
    """A check of the work after the model's answers, failed because the gateway refused a
    call over the budget first: skipped, pointing at ``within_limits``."""
    if item.name not in _AFTER_THE_MODEL or item.result != "failed":
        return item
    return AgentCheck(
        item.name,
        "skipped",
        "Not reached: the gateway refused the agent's call over the attempt's budget first "
        "(within_limits).",
    )


def _skipped(name: CheckName) -> AgentCheck:
    return AgentCheck(name, "skipped", "The agent did not start an ACP session.")


def _initialize(started: bool, seen: _Seen) -> AgentCheck:
    if started:
        return AgentCheck(
            "initialize", "passed", "initialize and session/new answered (ACP version 1)."
        )
    if seen.end is None:
        return AgentCheck("initialize", "skipped", seen.detail or "The agent was not started.")
    return AgentCheck("initialize", "failed", seen.detail)


def _task_tools(started: bool, recorder: _Recorder) -> AgentCheck:
    if not started:
        return _skipped("task_tools")
    called = [name for name, _ in recorder.tools]
    if "get_task" in called:
        return AgentCheck(
            "task_tools",
            "passed",
            f"The agent called the evalrouter MCP server's tools: {', '.join(called)}.",
        )
    return AgentCheck(
        "task_tools",
        "failed",
        "The agent never called get_task on the MCP server named evalrouter"
        + (f" (it called: {', '.join(called)})." if called else "."),
    )


def _tool_turn(started: bool, stub: AttemptStub, recorder: _Recorder) -> AgentCheck:
    if not started:
        return _skipped("streamed_tool_turn")
    if not stub.turns:
        return AgentCheck(
            "streamed_tool_turn",
            "failed",
            "The agent made no model call through the gateway its environment names.",
        )
    called = {name for name, _ in recorder.tools}
    asked = [turn for turn in stub.turns if turn.step is not None]
    followed = [turn for turn in asked if turn.step in called]
    formats = sorted({turn.format for turn in stub.turns})
    if not followed:
        offered = sorted({tool for turn in stub.turns for tool in turn.offered})
        why = (
            "the model asked for a tool call the agent did not make"
            if asked
            else f"its model calls offered {', '.join(offered) or 'none'} of the evalrouter "
            "tools, so the model could not call them"
        )
        return AgentCheck("streamed_tool_turn", "failed", f"No tool turn completed: {why}.")
    streamed = [turn for turn in followed if turn.streamed]
    how = (
        "streamed (server-sent events)"
        if streamed
        else "not streamed (the agent did not ask for a stream)"
    )
    return AgentCheck(
        "streamed_tool_turn",
        "passed",
        f"{len(followed)} tool turn(s) through the gateway ({', '.join(formats)}), {how}.",
    )


def _submit(started: bool, stub: AttemptStub) -> AgentCheck:
    if not started:
        return _skipped("submit")
    if not stub.submissions:
        return AgentCheck("submit", "failed", "The agent submitted nothing.")
    last = stub.submissions[-1]
    if last.strip() != ANSWER:
        return AgentCheck(
            "submit", "failed", f"The agent submitted {last[:200]!r}, not the model's {ANSWER!r}."
        )
    if not stub.done:
        return AgentCheck("submit", "failed", f"{ANSWER!r} was submitted, but done was not called.")
    return AgentCheck("submit", "passed", f"{ANSWER!r} submitted, then done.")


def _within_limits(started: bool, stub: AttemptStub, limits: dict[str, int]) -> AgentCheck:
    if not started:
        return _skipped("within_limits")
    budget = limits.get("max_cost_microusd")
    needed = f"it needed a budget of {usd(stub.needed_microusd)} at the check's reference prices"
    if stub.refused is not None:
        return AgentCheck(
            "within_limits",
            "failed",
            f"The gateway refused a call over the attempt's budget: {stub.refused}; until then "
            f"{needed} (its later calls were not made, so a run needs more). "
            f"A run would fail the same way: raise limits={{'max_cost_microusd': ...}} "
            "(the CLI's --attempt-budget), or make its calls smaller.",
        )
    within = "" if budget is None else f", within the attempt's {usd(budget)}"
    return AgentCheck(
        "within_limits", "passed", f"{len(stub.turns)} model call(s); {needed}{within}."
    )


def _no_bypass(hosts: tuple[str, ...], hostile: bool, started: bool) -> AgentCheck:
    providers = [host for host in hosts if is_provider_host(host)]
    canary = CANARY_HOST in hosts
    if not providers and not canary and not started:
        return _skipped("no_model_bypass")
    if not providers and not canary:
        detail = "No model provider contacted outside the gateway"
        detail += (
            "; the planted redirect files were ignored."
            if hostile
            else " (no hostile files planted)."
        )
        return AgentCheck("no_model_bypass", "passed", detail)
    parts = []
    if providers:
        parts.append(f"the agent contacted model provider(s) directly: {', '.join(providers)}")
    if canary:
        parts.append(f"the agent followed a redirect planted in its workspace to {CANARY_HOST}")
    return AgentCheck("no_model_bypass", "failed", "; ".join(parts).capitalize() + ".")
