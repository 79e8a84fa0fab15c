"""EvalRouter Local: an in-process, stateful EvalRouter API for tests and demos.

    from evalrouter.testing import EvalRouterLocal

    local = EvalRouterLocal(seed=0)
    client = local.client()                     # an evalrouter.EvalRouter wired to it
    run = client.runs.create(benchmark="gsm8k", model="sim/sim-large", max_cost=1)
    local.run_until_done(run.id)

Nothing leaves the process: the catalog, task sets, simulated models, wallet and runs all live in
memory, one isolated world per instance. Prices, caps and balances are computed; scores come from
grading the simulated models' answers; intervals are real statistics.

Catalog. Benchmarks: gsm8k (versions 2 and 3), mcq-mini, file-sums (a file task for agents: sum
the numbers of a workspace file into answer.txt), repo-fix (a repository task for agents: fix the
bug that fails a small Python project's test; see ``_repo_tasks``), longsum (needs a long
context), gpqa-diamond (a generated stand-in: 48 four-option science questions) and mmlu-pro
(listed, not bundled: never quotable). Models: the Sim routes (``sim/sim-small``,
``sim/sim-large``, ...) and simulated stand-ins for the names the service's documentation uses:
``gpt-5``, ``gpt-5-mini`` and ``claude-sonnet-5`` (``sim/gpt-5``, ...; "GPT-5 (simulated)"),
with Local's own accuracy, speed and prices. Every task set is generated, every answer simulated
and graded for real.

Connections. ``POST /v1/connections`` registers any OpenAI-compatible endpoint (base URL, model
name, optional API key; the key is never sent back). Quote and run it with
``{"kind": "connection", "connection_id": ...}`` (``model="connection:<uuid>"`` in the SDK): each
task is a real ``POST <base_url>/chat/completions`` made when the run's progress is computed,
graded by the benchmark's grader, at zero model cost plus the benchmark's per-task fee. Endpoint
failures are task errors. See ``_connections`` for the details.

Remote agents. An A2A connection (``protocol: "a2a"``) is a remote agent, quoted as
``agent: {"kind": "remote", "connection_id": ...}`` (``agent="remote:<name>"`` in the SDK). Local
never calls the agent: its answers are simulated deterministically (see ``_agents``).

Agent runs on your machine (client runs). A quote with ``agent: {"kind": "local", "command_digest",
"declared_name"}`` (or ``{"kind": "registry", ...}``: an ACP Registry agent the client installed,
from a snapshot in ``registry_snapshots``) on a managed route plans a client run; admitted, it moves
only as a controller claims attempts and reports them (``GET /v1/client-runs/capabilities``, claim,
heartbeat, task, submission, actions, done, observations, finish, and the attempt's gateway for
OpenAI chat completions and Anthropic messages). Answer tasks come from the benchmark's own tasks;
``file-sums`` is a file task (``toolset:files@1``, ``fetch_files`` runs on the client); ``repo-fix``
a repository task (``toolset:container@1``: the project delivered as files with no image, so the
runner works in place; ``execute`` runs on the client; the diff is graded by running
the project's test on a fresh copy); every task
offers the worker-executed ``calculator`` action. The gateway answers with the run's simulated
route and meters each call against the attempt's limits and the run's cap; the benchmark's grader
grades the submission. Leases (``lease_seconds``), deadlines and idle allowances run on this
instance's clock; ``expire_lease(attempt_id)`` ends one now. ``attempts(run_id)`` and
``trace_steps(attempt_id)`` show what the controller did; traces come back through
``GET /v1/traces/live``. Faults use ``faults`` as for any route (a lost finish answer:
``faults.drop_connection_next("POST", "/v1/client-runs/{run_id}/attempts/{attempt_id}/finish")``;
a busy claim: ``faults.fail_next("POST", "/v1/client-runs/{run_id}/attempts", status=409,
code="client_run_attempts_busy")``). See ``_client_runs`` for the rules.

Comparisons. ``POST /v1/comparisons`` compares finished results (``agents.compare`` for agent
runs): a baseline and candidates on the same benchmark versions and the same selected tasks
(anything else is refused with ``comparison_incompatible``), paired task by task. Each
candidate's score difference has a paired 95% interval, and the policy's checks (by default: no
regression) make it ``pass``, ``fail`` or ``inconclusive``. ``GET /v1/comparisons[/{id}]`` read
them back. See ``_comparisons`` for the rules.

Exports: ``json``, ``csv``, ``html``, ``summary`` and ``bundle`` (a zip of the JSON and CSV exports
with a ``manifest.json`` of their sizes and SHA-256 digests).

Time. By default the service runs on a virtual clock that moves only when told to, so tests are
deterministic: ``advance(seconds)`` moves it, ``run_until_done(run_id)`` moves it until a run has
stopped, and, unless ``polls_to_complete=None``, each read of an unfinished run
(``GET /v1/runs/{id}``, or a caught-up ``GET /v1/runs/{id}/events``) moves it far enough that the
run finishes on the ``polls_to_complete``-th read. With ``task_seconds=`` the clock is real and a
task takes about that many seconds (scaled by the route's speed), which suits demos.

State on disk. What the SDK keeps on this machine (the idempotency records of keyed creates, the
agents runner's run records) goes, for this instance's clients, to the instance's own folder:
``state_dir=`` if given, else a private temporary folder removed with the instance. Local's ids
repeat per seed, so two instances never share a folder unless told to, and the user's
``EVALROUTER_STATE_DIR`` (``~/.local/state/evalrouter``) is never touched.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import weakref
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, Unpack

import httpx

from evalrouter._timing import Timing

from ._catalog import BENCHMARKS, ROUTES
from ._client_api import render_attempt
from ._client_runs import Attempt
from ._client_spec import TRACE_LEVELS
from ._clock import MICROS, Clock, RealClock, VirtualClock
from ._connections import DEFAULT_TIMEOUT
from ._faults import Faults
from ._handler import (
    UPGRADE_COMMAND,
    Deprecation,
    Handler,
    HandlerConfig,
    Observer,
    RecordedRequest,
    observing,
)
from ._hosted_agents import bundled_snapshots
from ._server import LocalHTTPServer
from ._state import LEASE_SECONDS, State
from ._transport import LocalTransport
from ._views import render_run

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonObject

    from evalrouter import AsyncEvalRouter, EvalRouter

    from ._options import LocalClientOptions

__all__ = [
    "UPGRADE_COMMAND",
    "Clock",
    "EvalRouterLocal",
    "Faults",
    "LocalTransport",
    "Observer",
    "RealClock",
    "RecordedRequest",
    "VirtualClock",
    "observing",
]


def _instance_base_url() -> str:
    """A loopback address naming one instance: what the SDK records under an idempotency key
    (key -> quote and run) is scoped by base URL, so instances never see each other's."""
    import uuid

    return f"http://local-{uuid.uuid4().hex[:12]}.localhost"


def _usd_to_microusd(amount: int | str | Decimal) -> int:
    """USD to whole micro-USD, exactly (no floats, no rounding)."""
    if isinstance(amount, bool | float):
        raise TypeError("give USD as int, str or Decimal, never float")
    try:
        value = Decimal(str(amount).strip()) * MICROS
    except InvalidOperation:
        raise ValueError(f"not a USD amount: {amount!r}") from None
    if value != value.to_integral_value() or value < 0:
        raise ValueError(f"not a non-negative USD amount with at most six decimals: {amount!r}")
    return int(value)


class EvalRouterLocal:
    """One isolated EvalRouter Local.

    Args:
        seed: drives ids and the simulated models' answers; same seed, same results.
        balance_usd: the wallet's starting balance (int, str or Decimal USD).
        task_seconds: ``None`` (default) for the virtual clock; a number for real time, where one
            task takes about this many seconds times the route's speed factor.
        polls_to_complete: on the virtual clock, reads after which an unfinished run is done
            (``None``: runs move only with ``advance`` / ``run_until_done``).
        clock: a custom ``Clock`` (then one task lasts ``task_seconds or 1`` clock seconds).
        start_time: where the virtual clock starts (default: now, to the second).
        api_key: if set, every request must carry ``Authorization: Bearer <api_key>``.
        min_client_version: ``evalrouter-python`` User-Agents older than this get a 426.
        connection_timeout: seconds one call to a connection's endpoint may take.
        connection_transport: an httpx transport for calls to connections (default: the network).
        lease_seconds: how long a client-run attempt's lease lasts on this instance's clock
            without a heartbeat (then the attempt is abandoned).
        gateway_delay: real seconds every attempt gateway call is held before its answer (after
            it was metered), so concurrent attempts overlap as they would on a real model.
        max_trace_level: the highest client-trace level quotes may ask for; above it a quote is
            refused with ``client_trace_level_unavailable`` (a platform without content capture).
        state_dir: where this instance's clients keep their local state (idempotency records,
            the agents runner's run records). Default: a private temporary folder, made when
            the first client is, and removed when the instance is garbage-collected or the
            process exits; never the user's ``EVALROUTER_STATE_DIR``.
        registry_snapshots: the sha256 of the ACP Registry snapshots hosted and client-run
            registry agents may be named from, as ``GET /v1/client-runs/capabilities`` lists
            them (default: the one this SDK bundles; ``[]`` for a service that knows none of
            this SDK's).
        scripted_tools: the attempt gateway's simulated model follows a script when a request
            offers the task protocol's tools (``get_task``, ``submit``, ``done``, or an MCP
            client's ``mcp__evalrouter__get_task``): it calls them in that order, submitting its
            own answer to the task, then answers in text; on a repository task offered
            ``execute`` too, it first applies the task's fix and runs its test with
            ``execute``, then submits with no argument (the diff). A real agent that acts only
            through its model's tool calls (Claude Code, qwen-code) then completes its attempts.
    """

    def __init__(
        self,
        *,
        seed: int = 0,
        balance_usd: int | str | Decimal = 100,
        task_seconds: float | None = None,
        polls_to_complete: int | None = 3,
        clock: Clock | None = None,
        start_time: datetime | None = None,
        api_key: str | None = None,
        min_client_version: tuple[int, int, int] = (0, 5, 0),
        connection_timeout: float = DEFAULT_TIMEOUT,
        connection_transport: httpx.BaseTransport | None = None,
        lease_seconds: float = LEASE_SECONDS,
        gateway_delay: float = 0.0,
        max_trace_level: str = "content",
        state_dir: str | os.PathLike[str] | None = None,
        registry_snapshots: Sequence[str] | None = None,
        scripted_tools: bool = False,
    ) -> None:
        if lease_seconds <= 0:
            raise ValueError("lease_seconds must be > 0")
        if gateway_delay < 0:
            raise ValueError("gateway_delay must be >= 0")
        if max_trace_level not in TRACE_LEVELS:
            raise ValueError(f"max_trace_level must be one of {', '.join(TRACE_LEVELS)}")
        if task_seconds is not None and task_seconds <= 0:
            raise ValueError("task_seconds must be > 0")
        if polls_to_complete is not None and polls_to_complete < 1:
            raise ValueError("polls_to_complete must be >= 1 or None")
        if clock is None:
            if task_seconds is None:
                clock = VirtualClock(start_time)
            else:
                clock = RealClock()
                polls_to_complete = None
        self.clock: Clock = clock
        self._state = State(
            seed=seed,
            clock=clock,
            task_seconds=1.0 if task_seconds is None else task_seconds,
            polls_to_complete=polls_to_complete,
            balance_microusd=_usd_to_microusd(balance_usd),
            connection_timeout=connection_timeout,
            connection_transport=connection_transport,
            lease_seconds=lease_seconds,
            gateway_delay=gateway_delay,
            max_trace_level=max_trace_level,
            registry_snapshots=(
                bundled_snapshots() if registry_snapshots is None else tuple(registry_snapshots)
            ),
            scripted_tools=scripted_tools,
        )
        self.faults = Faults()
        self._config = HandlerConfig(min_client_version=min_client_version, api_key=api_key)
        self._handler = Handler(self._state, self.faults, self._config)
        self._state_dir = None if state_dir is None else Path(state_dir)

    # ------------------------------------------------------------------------------ serving

    def handle(self, request: httpx.Request) -> httpx.Response:
        """Answer one request (the pure handler; injected delays are ignored here)."""
        request.read()
        return self._handler.handle(request)

    @property
    def _base_url(self) -> str:
        url = self.__dict__.get("_instance_url")
        if url is None:
            url = self.__dict__["_instance_url"] = _instance_base_url()
        return url

    def transport(self) -> LocalTransport:
        """An httpx transport (sync and async) answered by this instance."""
        return LocalTransport(self._handler)

    @property
    def state_dir(self) -> Path:
        """Where this instance's clients keep their local state (see ``state_dir=``)."""
        if self._state_dir is None:
            path = Path(tempfile.mkdtemp(prefix="evalrouter-local-state-"))
            weakref.finalize(self, shutil.rmtree, path, ignore_errors=True)
            self._state_dir = path
        return self._state_dir

    def client(
        self, *, base_url: str | None = None, **kwargs: Unpack[LocalClientOptions]
    ) -> EvalRouter:
        """An ``evalrouter.EvalRouter`` wired to this instance, in process; with ``base_url``
        (the address ``serve()`` yields), over HTTP. Extra kwargs are passed through. Its local
        state goes to ``state_dir``."""
        from evalrouter._client import EvalRouter

        return EvalRouter(
            transport=None if base_url else self.transport(),
            base_url=base_url or self._base_url,
            _timing=self._timing(),
            _state_dir=self.state_dir,
            **kwargs,
        )

    def async_client(
        self, *, base_url: str | None = None, **kwargs: Unpack[LocalClientOptions]
    ) -> AsyncEvalRouter:
        """An ``evalrouter.AsyncEvalRouter`` wired to this instance (as ``client()``)."""
        from evalrouter._client import AsyncEvalRouter

        return AsyncEvalRouter(
            transport=None if base_url else self.transport(),
            base_url=base_url or self._base_url,
            _timing=self._timing(),
            _state_dir=self.state_dir,
            **kwargs,
        )

    def _timing(self) -> Timing | None:
        """On the virtual clock, waiting (runs.wait, follow, retry backoff, the agents runner's
        backoffs) moves this instance's clock instead of sleeping: tests wait for nothing and
        still see time pass. On a real clock, the client's own."""
        if not isinstance(self.clock, VirtualClock):
            return None

        async def async_sleep(seconds: float) -> None:
            self.advance(seconds)

        return Timing(sleep=self.advance, async_sleep=async_sleep, monotonic=self._seconds)

    @contextmanager
    def serve(self, port: int = 0, *, request_log: TextIO | None = None) -> Iterator[str]:
        """Serve over HTTP on 127.0.0.1 (an ephemeral port by default); yields the base URL.

        ``request_log``: a stream that gets one line per request (method, path, status, time).
        A port in use raises ``OSError`` (``errno.EADDRINUSE``)."""
        server = LocalHTTPServer(self._handler, port, request_log)
        thread = threading.Thread(
            target=server.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="evalrouter-local-http",
            daemon=True,
        )
        thread.start()
        try:
            yield server.base_url
        finally:
            server.shutdown()
            server.server_close()
            thread.join()

    def close(self) -> None:
        """Close the HTTP client used for calls to connections (if one was opened)."""
        self._state.close()

    # --------------------------------------------------------------------------------- time

    def advance(self, seconds: float) -> None:
        """Move the clock forward; runs catch up on the next request."""
        self.clock.advance(seconds)

    def run_until_done(self, run_id: str | None = None) -> JsonObject | None:
        """Move the clock until the run (or, with no id, every run) has stopped.

        Returns the run record as the API would send it, or ``None`` when no id was given.
        """
        with self._state.lock:
            if run_id is not None:
                self._state.run(run_id)
            self._state.run_until_done(run_id)
            return None if run_id is None else self.run(run_id)

    def _seconds(self) -> float:
        return self.clock.now_us() / MICROS

    @property
    def now(self) -> datetime:
        return datetime.fromtimestamp(self.clock.now_us() / MICROS, UTC)

    # -------------------------------------------------------------------------------- state

    def run(self, run_id: str) -> dict[str, Any]:
        """The run record as ``GET /v1/runs/{id}`` would send it (without counting as a poll)."""
        with self._state.lock:
            run = self._state.run(run_id)
            return render_run(run, self._state.sync())

    @property
    def run_ids(self) -> list[str]:
        with self._state.lock:
            return list(self._state.runs)

    @property
    def quote_ids(self) -> list[str]:
        with self._state.lock:
            return list(self._state.quotes)

    @property
    def balance_microusd(self) -> int:
        with self._state.lock:
            self._state.sync()
            return self._state.wallet.balance_microusd

    def set_balance(self, usd: int | str | Decimal) -> None:
        """Set the wallet balance (USD); running runs see it at their next task."""
        with self._state.lock:
            self._state.sync()
            self._state.wallet.balance_microusd = _usd_to_microusd(usd)

    def deprecate(
        self,
        method: str,
        path: str,
        *,
        deprecation: str | None = "true",
        sunset: str | None = None,
        link: str | None = None,
    ) -> None:
        """Send Deprecation / Sunset headers on an operation.

        ``path`` is a template such as ``/v1/catalog/models`` or ``/v1/runs/{run_id}``, or an
        operationId such as ``models_list``.
        """
        key = path
        if key.startswith("/") and not key.startswith("/v1/"):
            key = "/v1" + key
        self._config.deprecations[(method.upper(), key)] = Deprecation(deprecation, sunset, link)

    # ----------------------------------------------------------------------------- requests

    @property
    def requests(self) -> list[RecordedRequest]:
        """Every request received so far, oldest first (a copy)."""
        return list(self._handler.requests)

    def clear_requests(self) -> None:
        self._handler.requests.clear()

    # --------------------------------------------------------------------------- client runs

    def attempts(self, run_id: str) -> list[dict[str, Any]]:
        """A client run's attempts as ``GET /v1/runs/{id}/attempts`` lists them, oldest first."""
        with self._state.lock:
            run = self._state.run(run_id)
            self._state.sync()
            if run.client is None:
                return []
            return [render_attempt(run, a) for a in run.client.attempts.values()]

    def expire_lease(self, attempt_id: str) -> None:
        """End an attempt's lease now, as if its heartbeats had stopped: an open attempt is
        failed ``client_controller_crashed`` and retried by the service, or graded if it had
        called done already."""
        with self._state.lock:
            attempt = self._attempt(attempt_id)
            now = self._state.sync()
            if attempt.open:
                attempt.lease_expires_us = now
            self._state.sync()

    def acp_observations(self, attempt_id: str) -> dict[str, Any]:
        """The ACP observations (v1) an attempt uploaded: ``events`` by ordinal and the last
        ``coverage`` it reported."""
        with self._state.lock:
            attempt = self._attempt(attempt_id)
            events = [dict(attempt.acp_events[o]) for o in sorted(attempt.acp_events)]
            return {"events": events, "coverage": dict(attempt.acp_coverage)}

    def trace_steps(self, attempt_id: str) -> list[dict[str, Any]]:
        """The client-trace steps an attempt uploaded, as received, by ordinal."""
        with self._state.lock:
            attempt = self._attempt(attempt_id)
            return [dict(attempt.steps[o]) for o in sorted(attempt.steps)]

    def _attempt(self, attempt_id: str) -> Attempt:
        for run in self._state.runs.values():
            if run.client is not None and attempt_id in run.client.attempts:
                return run.client.attempts[attempt_id]
        raise KeyError(f"no attempt {attempt_id!r}")

    # ------------------------------------------------------------------------------ catalog

    @property
    def implemented_operations(self) -> frozenset[str]:
        """The operationIds this service implements; every other operation answers 501."""
        return frozenset(self._handler.api.operations)

    @property
    def benchmark_ids(self) -> list[str]:
        return [b.id for b in BENCHMARKS]

    @property
    def route_ids(self) -> list[str]:
        return [r.id for r in ROUTES]
