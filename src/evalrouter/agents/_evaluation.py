"""Quote, start, run and read an agent evaluation; ``evaluate`` does it all in one call.

Every call takes an ``EvalRouter`` or an ``AsyncEvalRouter``. The attempts always run on the
async core (:mod:`._controller`): ``events()`` drives it from one worker thread and hands the
events over a queue, ``events_async()`` runs it in the caller's event loop.
"""

from __future__ import annotations

import asyncio
import inspect
import os
import queue
import re
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Mapping, Sequence
from decimal import Decimal
from typing import Any, Literal, Required, TypedDict, Unpack, cast

from evalrouter_generated._model import JsonValue
from evalrouter_generated.models.comparison_record import ComparisonRecord
from evalrouter_generated.models.live_trace_view import LiveTraceView
from evalrouter_generated.models.quote_record import QuoteRecord
from evalrouter_generated.models.result_record import ResultRecord
from evalrouter_generated.models.run_record import RunRecord
from evalrouter_generated.resources.client_runs import AsyncClientRuns, ClientRuns

from .._args import checked
from .._boundary import PUBLIC
from .._client import AsyncEvalRouter, EvalRouter, async_twin
from .._exceptions import APIStatusError, EvalRouterError
from .._flows._names import ResolvedBenchmark
from .._money import check_microusd
from .._run import AsyncRun, Run
from ._agent import Agent, agent_identity, check_agent, descriptor
from ._bridge import Worker, run_sync
from ._context import build_context
from ._controller import (
    AttemptEvent,
    AttemptOutcome,
    Controller,
    ControllerOptions,
    RunState,
    hold_execution,
    state_scope,
)
from ._drivers import InCodeDriver, Timing
from ._sources import NamedBenchmarks, TasksArg, selection_for, usd_to_micro
from ._trace import compile_redactions, trace_policy

__all__ = [
    "AgentEvaluation",
    "AgentRun",
    "EvaluationResult",
    "RunCosts",
    "compare",
    "compare_async",
    "evaluate",
    "evaluate_async",
    "quote",
    "quote_async",
]

type Client = EvalRouter | AsyncEvalRouter
type ModelArg = str | Mapping[str, JsonValue]
type CoverageArg = Mapping[str, JsonValue] | Literal["full"] | int | Sequence[str]
type TraceArg = str | Mapping[str, JsonValue]
type UsdArg = int | float | str | Decimal


class QuoteArgs(TypedDict, total=False):
    """What :func:`quote` takes (and :func:`evaluate`, with more): the agent, the model (a
    route id or name), the tasks, and the quote's options."""

    agent: Required[Agent]
    model: Required[ModelArg]
    tasks: Required[TasksArg]
    coverage: CoverageArg | None
    budget_usd: UsdArg | None
    max_charge_microusd: str | int | None
    limits: Mapping[str, int | None] | None
    guardrails: Mapping[str, JsonValue] | None
    batch_id: str | None
    trace: TraceArg | None
    trace_redact: Sequence[str] | None
    standard: str | None
    concurrency: int | None


_QUOTE_KEYS = frozenset(QuoteArgs.__annotations__)

DEFAULT_WAIT = 3600.0
_END = object()


class RunCosts(TypedDict):
    """What a run has cost: ``spend_microusd`` so far, its cap, what is reserved for open
    work, and the result's cost breakdown once there is one (else ``None``)."""

    spend_microusd: str | None
    cap_microusd: str | None
    reserved_microusd: str | None
    result: JsonValue


# ------------------------------------------------------------------------------ arguments


def _check_client(client: object) -> Client:
    if not isinstance(client, EvalRouter | AsyncEvalRouter):
        raise EvalRouterError(
            "invalid_input",
            f"client must be an EvalRouter or AsyncEvalRouter, not {type(client).__name__}.",
            hint="Pass the client first, e.g. agents.quote(EvalRouter(), agent=..., ...).",
            details={"argument": "client"},
        )
    return client


def _model(model: object) -> dict[str, JsonValue]:
    if isinstance(model, str) and model.strip():
        return {"kind": "managed", "route_id": model.strip()}
    if isinstance(model, Mapping):
        return _managed(model)
    raise EvalRouterError(
        "invalid_input",
        f"model must be a route id or a managed model mapping, not {model!r:.60}.",
        hint='Pass for example model="gpt-5-mini".',
        details={"argument": "model"},
    )


def _managed(model: Mapping[str, object]) -> dict[str, JsonValue]:
    if model.get("kind") != "managed":
        raise EvalRouterError(
            "client_run_gateway_only",
            "An agent on this machine reaches its model through the run's gateway, so the "
            "model must be a managed route.",
            hint='Pass a route id, e.g. model="gpt-5-mini", or '
            '{"kind": "managed", "route_id": ...}.',
            details={"argument": "model"},
        )
    return {str(k): cast("JsonValue", v) for k, v in model.items()}


def _coverage(coverage: object) -> dict[str, JsonValue] | None:
    if coverage is None:
        return None
    if coverage == "full":
        return {"mode": "full"}
    if isinstance(coverage, int) and not isinstance(coverage, bool) and coverage > 0:
        return {"mode": "sample", "sample_count": coverage}
    if isinstance(coverage, Mapping):
        return {str(k): v for k, v in coverage.items()}
    if (
        isinstance(coverage, list | tuple)
        and coverage
        and all(isinstance(t, str) for t in coverage)
    ):
        return {"mode": "tasks", "task_ids": list(coverage)}
    raise EvalRouterError(
        "invalid_input",
        f"coverage must be a coverage mapping, 'full', a sample size or task ids, not "
        f"{coverage!r:.60}.",
        hint='Pass for example coverage={"mode": "sample", "sample_count": 3, "seed": 42}.',
        details={"argument": "coverage"},
    )


def _cap(budget_usd: object, max_charge_microusd: object) -> str | None:
    if max_charge_microusd is not None:
        value = max_charge_microusd
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            value = str(value)
        if not isinstance(value, str) or not value.isascii() or not value.isdigit():
            raise EvalRouterError(
                "invalid_input",
                f"max_charge_microusd must be whole micro-USD (digits), not {value!r:.40}.",
                hint='Pass for example max_charge_microusd="2000000" (USD 2), or budget_usd="2".',
                details={"argument": "max_charge_microusd"},
            )
        return str(int(value))
    if budget_usd is None:
        return None
    return usd_to_micro(cast("UsdArg", budget_usd), name="budget_usd")


def _concurrency(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise EvalRouterError(
            "invalid_input",
            f"concurrency must be a whole number of attempts (1 or more), not {value!r:.40}.",
            hint="Pass for example concurrency=8, or leave it out for what the quote admits.",
            details={"argument": "concurrency"},
        )
    return value


class _Plan:
    """A quote's arguments, checked, and what the run will need locally."""

    def __init__(self, args: Mapping[str, object]) -> None:
        agent, model, tasks = args.get("agent"), args.get("model"), args.get("tasks")
        budget_usd, max_charge = args.get("budget_usd"), args.get("max_charge_microusd")
        limits, guardrails = args.get("limits"), args.get("guardrails")
        batch_id, standard, trace = args.get("batch_id"), args.get("standard"), args.get("trace")
        trace_redact, concurrency = args.get("trace_redact"), args.get("concurrency")
        coverage = args.get("coverage")
        self.agent = check_agent(agent)
        self.descriptor = descriptor(self.agent)
        self.redactions = compile_redactions(trace_redact)
        self.concurrency = _concurrency(concurrency)
        selection = selection_for(tasks)
        ids = selection.get("profile_ids")
        # Benchmark names (a slug, slug@version) are resolved to the version the catalog
        # quotes, as runs.create does; a selection mapping given as such is sent as it is.
        self.names: list[str] = (
            [i for i in ids if isinstance(i, str)]
            if isinstance(selection, NamedBenchmarks) and isinstance(ids, list)
            else []
        )
        # A model name is resolved as runs.create resolves it (a route id stays itself).
        self.model_name = model.strip() if isinstance(model, str) else None
        body: dict[str, JsonValue] = {
            "agent": self.descriptor,
            "model": _model(model),
            "selection": dict(selection),
        }
        cap = _cap(budget_usd, max_charge)
        if cap is not None:
            body["max_charge_microusd"] = cap
        for name, value in (("guardrails", guardrails), ("limits", limits)):
            if value is not None and not isinstance(value, Mapping):
                raise EvalRouterError(
                    "invalid_input",
                    f"{name} must be a mapping, not {type(value).__name__}.",
                    hint=f"Pass {name} as a dict of its fields.",
                    details={"argument": name},
                )
            if value:
                body[name] = cast("JsonValue", dict(value))
        coverage_body = _coverage(coverage)
        if coverage_body:
            body["coverage"] = coverage_body
        for name, value in (("batch_id", batch_id), ("standard", standard)):
            if value is not None and not isinstance(value, str):
                raise EvalRouterError(
                    "invalid_input",
                    f"{name} must be a string, not {type(value).__name__}.",
                    hint=f"Pass {name} as text, or leave it out.",
                    details={"argument": name},
                )
            if value:
                body[name] = value
        policy = trace_policy(trace)
        if policy is not None:
            body["trace"] = policy
        if self.concurrency is not None:
            body["concurrency"] = self.concurrency
        self.body = body


def _admitted(quote: QuoteRecord) -> int | None:
    """The number of attempts the quote lets run at once, when it says."""
    plan = quote.to_dict().get("plan")
    if not isinstance(plan, dict):
        return None
    client_run = plan.get("client_run")
    if isinstance(client_run, dict):
        value = client_run.get("concurrency")
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    concurrency = plan.get("concurrency")
    if isinstance(concurrency, dict):
        value = concurrency.get("admitted_ceiling")
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def _cap_of(admitted: int | None, asked: int | None) -> int:
    return min(x for x in (admitted, asked, None) if x is not None) if (admitted or asked) else 1


def _timing_for(client: AsyncEvalRouter) -> Timing:
    """The client's own waits (EvalRouter Local's virtual clock, when it has one, so backoffs
    and retries move that clock instead of sleeping); wall time for deadlines and traces."""
    timing = client._settings.timing
    return Timing(sleep=asyncio.sleep if timing.real else timing.async_sleep)


# ------------------------------------------------------------------------------- quoting


class AgentEvaluation:
    """A quoted agent evaluation. Review :attr:`quote` (its ``max_charge_microusd`` is the
    most it may charge); nothing is charged until :meth:`start`."""

    def __init__(self, client: Client, plan: _Plan, quote: QuoteRecord) -> None:
        self._client = client
        self._plan = plan
        self.quote: QuoteRecord = quote
        self.agent: Agent = plan.agent
        self.request: dict[str, JsonValue] = plan.body
        self.concurrency: int = _cap_of(_admitted(quote), plan.concurrency)
        """How many attempts run at once: what the quote admits, lowered by ``concurrency=``."""

    def __repr__(self) -> str:
        return f"AgentEvaluation(quote={self.quote.to_dict().get('id')!r})"

    def _plan_field(self, *path: str) -> JsonValue:
        value: JsonValue = self.quote.to_dict().get("plan")
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        return value

    @property
    def comparison_guidance(self) -> JsonValue:
        """The quote's guidance for a conclusive comparison (with spend guardrails)."""
        return self._plan_field("pricing", "conclusive_comparison")

    @property
    def configuration(self) -> JsonValue:
        """Whether the run's configuration is the benchmark's standard one, and its overrides."""
        return self._plan_field("configuration")

    def _admission(self, name: str | None) -> dict[str, JsonValue]:
        if name is not None and not isinstance(name, str):
            raise EvalRouterError(
                "invalid_input",
                f"name must be a string, not {type(name).__name__}.",
                hint='Pass for example name="solver v2 on gsm8k".',
                details={"argument": "name"},
            )
        record = self.quote.to_dict()
        label = self._plan.descriptor["declared_name"]
        body: dict[str, JsonValue] = {
            "quote_id": record.get("id"),
            "name": (name or f"Agent evaluation / {label}")[:200],
        }
        cap = check_microusd(record.get("max_charge_microusd"), "max_charge_microusd", "The quote")
        if cap is not None:
            body["max_charge_microusd"] = cap
        return body

    def _run(self, record: RunRecord) -> AgentRun:
        run_id = record.to_dict().get("id")
        if not isinstance(run_id, str) or not run_id:
            raise EvalRouterError(
                "invalid_response", "The started run has no id.", details={"field": "id"}
            )
        created = record.to_dict().get("created_at")
        RunState(run_id, scope=state_scope(self._client)).begin(
            agent_identity(self._plan.descriptor), created if isinstance(created, str) else None
        )
        return AgentRun(
            self._client,
            run_id,
            self.agent,
            concurrency=self.concurrency,
            redactions=self._plan.redactions,
            quote=self.quote,
        )

    @checked("evaluation.start()")
    def start(self, *, name: str | None = None) -> AgentRun:
        """Admit the run (this is when it may start charging). Attempts run when you iterate
        :meth:`AgentRun.events` (or call :func:`evaluate`)."""
        body = self._admission(name)
        client = self._client
        if isinstance(client, EvalRouter):
            record = client.runs._create(body)
        else:

            async def admit(twin: AsyncEvalRouter) -> RunRecord:
                return await twin.runs._create(body)

            record = run_sync(client, admit)
        return self._run(record)

    @checked("evaluation.start_async()")
    async def start_async(self, *, name: str | None = None) -> AgentRun:
        body = self._admission(name)
        client = self._client
        if isinstance(client, AsyncEvalRouter):
            record = await client.runs._create(body)
        else:
            record = await asyncio.to_thread(client.runs._create, body)
        return self._run(record)


def _selected(plan: _Plan, resolved: list[ResolvedBenchmark]) -> None:
    """The quote's selection with each benchmark name replaced by what it resolved to."""
    if not resolved:
        return
    selections = [r.selection() for r in resolved]
    if len(selections) == 1:
        plan.body["selection"] = selections[0]
        return
    ids: list[JsonValue] = []
    for one, name in zip(selections, plan.names, strict=True):
        found = one.get("profile_ids")
        if not isinstance(found, list):
            raise EvalRouterError(
                "invalid_input",
                f"{name!r} is an eval reference; it cannot be listed with other benchmarks.",
                hint="Quote it on its own: tasks=agents.benchmark(...).",
                details={"argument": "tasks"},
            )
        ids.extend(found)
    plan.body["selection"] = {"profile_ids": ids}


def _quote_sync(client: EvalRouter, plan: _Plan) -> QuoteRecord:
    ClientRuns(client).capabilities()
    _selected(plan, [client.benchmarks.resolve_benchmark(n) for n in plan.names])
    if plan.model_name:
        plan.body["model"] = _managed(client.benchmarks.resolve_model(plan.model_name))
    return client.quotes.create(plan.body, max_retries=0)


async def _quote_async(client: AsyncEvalRouter, plan: _Plan) -> QuoteRecord:
    await AsyncClientRuns(client).capabilities()
    _selected(plan, [await client.benchmarks.resolve_benchmark(n) for n in plan.names])
    if plan.model_name:
        plan.body["model"] = _managed(await client.benchmarks.resolve_model(plan.model_name))
    return await client.quotes.create(plan.body, max_retries=0)


@checked("agents.quote()", QuoteArgs)
def quote(client: EvalRouter | AsyncEvalRouter, **args: Unpack[QuoteArgs]) -> AgentEvaluation:
    """Quote an evaluation of ``agent`` on this machine: the model by its route id or name, the
    tasks from a task source (``agents.benchmark("gsm8k")``, ...). Nothing is charged.

    ``budget_usd`` (or ``max_charge_microusd``, which wins) caps the run; ``trace`` sets the
    trace level and kinds; ``trace_redact`` adds your own patterns to the redaction of trace
    content (applied here, never sent); ``concurrency`` lowers how many attempts run at once;
    ``limits`` bounds each attempt; ``coverage`` picks which tasks run.
    """
    checked_client = _check_client(client)
    plan = _Plan(args)
    if isinstance(checked_client, EvalRouter):
        record = _quote_sync(checked_client, plan)
    else:
        record = run_sync(checked_client, lambda twin: _quote_async(twin, plan))
    return AgentEvaluation(checked_client, plan, record)


@checked("agents.quote_async()", QuoteArgs)
async def quote_async(
    client: EvalRouter | AsyncEvalRouter, **args: Unpack[QuoteArgs]
) -> AgentEvaluation:
    """:func:`quote` for async code."""
    checked_client = _check_client(client)
    plan = _Plan(args)
    if isinstance(checked_client, AsyncEvalRouter):
        record = await _quote_async(checked_client, plan)
    else:
        record = await asyncio.to_thread(_quote_sync, checked_client, plan)
    return AgentEvaluation(checked_client, plan, record)


# ---------------------------------------------------------------------------------- runs

_EXECUTING: dict[tuple[str, str], int | None] = {}
_EXECUTING_LOCK = threading.Lock()


class AgentRun:
    """A started agent evaluation. Iterate :meth:`events` (or ``async for`` over
    :meth:`events_async`) to run its attempts on this machine; then :meth:`wait`,
    :meth:`results`, :meth:`costs`, :meth:`export`, :meth:`trajectories`.

    Leaving the iteration early ends the attempts in flight (they are finished as
    ``client_controller_crashed``) and leaves the run open: :meth:`resume` continues it.
    So does an agent whose ``run()`` raises ``SystemExit`` or ``KeyboardInterrupt``: that
    attempt ends as an agent exit, the others as interrupted, and then the iteration raises
    the agent's exception.
    """

    def __init__(
        self,
        client: Client,
        run_id: str,
        agent: Agent,
        *,
        concurrency: int,
        redactions: tuple[re.Pattern[str], ...] = (),
        quote: QuoteRecord | None = None,
    ) -> None:
        self._client = client
        self._id = run_id
        self._agent = agent
        self._descriptor = descriptor(agent)
        self._concurrency = concurrency
        self._redactions = redactions
        self._timing: Timing | None = None  # tests inject their clock here
        self._driver: InCodeDriver | None = None
        self.quote: QuoteRecord | None = quote
        self.outcomes: list[AttemptOutcome] = []
        """Every attempt this object ran, in the order they ended."""
        self.stopped: str | None = None
        """The code the platform stopped the run with (``run_stopped``, a guardrail, ...)."""

    @property
    def id(self) -> str:
        return self._id

    @property
    def agent(self) -> Agent:
        return self._agent

    def __repr__(self) -> str:
        return f"AgentRun(id={self._id!r})"

    # ---------------------------------------------------------------------- execution

    def _enter(self) -> tuple[str, str]:
        key = (self._client.base_url, self._id)
        with _EXECUTING_LOCK:
            if key in _EXECUTING:
                raise EvalRouterError(
                    "invalid_state",
                    f"The attempts of run {self._id} are already running in this process.",
                    hint="Iterate one events() (or events_async()) per run at a time.",
                    details={"run_id": self._id},
                )
            _EXECUTING[key] = None
        try:
            _EXECUTING[key] = hold_execution(
                self._id, state_scope(self._client)
            )  # nor another process
        except BaseException:
            with _EXECUTING_LOCK:
                _EXECUTING.pop(key, None)
            raise
        return key

    @staticmethod
    def _leave(key: tuple[str, str]) -> None:
        with _EXECUTING_LOCK:
            fd = _EXECUTING.pop(key, None)
        if fd is not None:
            os.close(fd)  # releases the lock

    def _controller(
        self, client: AsyncEvalRouter, emit: Callable[[AttemptEvent], None]
    ) -> Controller:
        state = RunState(self._id, scope=state_scope(client))
        state.bind(agent_identity(self._descriptor))
        options = ControllerOptions(
            concurrency=self._concurrency,
            agent_name=str(self._descriptor["declared_name"]),
            redactions=self._redactions,
            timing=self._timing or _timing_for(client),
        )
        box: list[Controller] = []
        driver = InCodeDriver(
            self._agent, build_context, on_escape=lambda _: box[0].interrupt.set()
        )
        box.append(Controller(client, self._id, driver, state, emit, options=options))
        self._driver = driver
        return box[0]

    def _escaped(self) -> None:
        """Raise what escaped an agent's ``run()`` (``SystemExit``, ``KeyboardInterrupt``),
        once every attempt is finished: the caller gets the exception the agent raised."""
        driver, self._driver = self._driver, None
        if driver is not None and driver.escaped is not None:
            raise driver.escaped

    def _ended(self, controller: Controller) -> None:
        self.outcomes.extend(controller.outcomes)
        self.stopped = controller.stopped

    def events(self) -> Generator[AttemptEvent, None, list[AttemptOutcome]]:
        """Run the attempts here, yielding each :class:`AttemptEvent` as it happens; the
        generator's return value is the list of :class:`AttemptOutcome`."""
        with PUBLIC:
            key = self._enter()
        try:
            events: queue.SimpleQueue[object] = queue.SimpleQueue()
            worker = Worker()
            box: list[Controller] = []
            leave = threading.Event()

            async def main() -> list[AttemptOutcome]:
                twin = async_twin(self._client)
                try:
                    controller = self._controller(twin, events.put)
                    box.append(controller)
                    if leave.is_set():
                        controller.interrupt.set()
                    return await controller.run()
                finally:
                    await twin.close()

            def stop() -> None:
                leave.set()
                if box:
                    box[0].interrupt.set()

            future = worker.submit(main())
            future.add_done_callback(lambda _: events.put(_END))
            finished = False
            try:
                while True:
                    item = events.get()
                    if item is _END:
                        break
                    yield cast("AttemptEvent", item)
                finished = True
            finally:
                if not finished:
                    worker.call_soon(stop)
                    try:
                        future.exception()  # the attempts in flight are finished first
                    finally:
                        worker.close()
                else:
                    worker.close()
                if box:
                    self._ended(box[0])
            with PUBLIC:
                outcomes = future.result()
            self._escaped()
            return outcomes
        finally:
            self._leave(key)

    async def events_async(self) -> AsyncIterator[AttemptEvent]:
        """:meth:`events` in the caller's event loop."""
        with PUBLIC:
            key = self._enter()
        try:
            client = self._client
            twin = None if isinstance(client, AsyncEvalRouter) else async_twin(client)
            target = twin or cast("AsyncEvalRouter", client)
            events: asyncio.Queue[object] = asyncio.Queue()
            try:
                with PUBLIC:
                    controller = self._controller(target, events.put_nowait)
                task = asyncio.ensure_future(controller.run())
                task.add_done_callback(lambda _: events.put_nowait(_END))
                finished = False
                try:
                    while True:
                        item = await events.get()
                        if item is _END:
                            break
                        yield cast("AttemptEvent", item)
                    finished = True
                finally:
                    if not finished:
                        controller.interrupt.set()
                        await asyncio.wait({task})
                    self._ended(controller)
                with PUBLIC:
                    task.result()
                self._escaped()
            finally:
                if twin is not None:
                    await twin.close()
        finally:
            self._leave(key)

    # -------------------------------------------------------------------------- reads

    def _sync[T](
        self,
        sync: Callable[[EvalRouter], T],
        async_: Callable[[AsyncEvalRouter], Awaitable[T]],
    ) -> T:
        client = self._client
        if isinstance(client, EvalRouter):
            return sync(client)
        return run_sync(client, async_)

    async def _async[T](
        self,
        sync: Callable[[EvalRouter], T],
        async_: Callable[[AsyncEvalRouter], Awaitable[T]],
    ) -> T:
        client = self._client
        if isinstance(client, AsyncEvalRouter):
            return await async_(client)
        return await asyncio.to_thread(sync, client)

    def _run(self, client: EvalRouter) -> Run:
        return Run(client, RunRecord._wrap({"id": self._id}), run_id=self._id)

    def _arun(self, client: AsyncEvalRouter) -> AsyncRun:
        return AsyncRun(client, RunRecord._wrap({"id": self._id}), run_id=self._id)

    @checked("run.wait()")
    def wait(
        self, *, timeout: float = DEFAULT_WAIT, poll_interval: float | None = None
    ) -> RunRecord:
        """Wait until the run ends (``completed``, ``partial``, ``failed`` or ``cancelled``) and
        return its record; a run that did not succeed is returned, not raised. Raises
        :class:`~evalrouter.WaitTimeout` after ``timeout`` seconds (the run goes on)."""
        return self._sync(
            lambda c: self._run(c).wait(timeout=timeout, poll_interval=poll_interval).record,
            lambda c: _awaited_record(
                self._arun(c).wait(timeout=timeout, poll_interval=poll_interval)
            ),
        )

    @checked("run.wait_async()")
    async def wait_async(
        self, *, timeout: float = DEFAULT_WAIT, poll_interval: float | None = None
    ) -> RunRecord:
        return await self._async(
            lambda c: self._run(c).wait(timeout=timeout, poll_interval=poll_interval).record,
            lambda c: _awaited_record(
                self._arun(c).wait(timeout=timeout, poll_interval=poll_interval)
            ),
        )

    @checked("run.record()")
    def record(self) -> RunRecord:
        """The run record now (``GET /runs/{id}``)."""
        return self._sync(
            lambda c: self._run(c).refresh().record,
            lambda c: _awaited_record(self._arun(c).refresh()),
        )

    @checked("run.record_async()")
    async def record_async(self) -> RunRecord:
        return await self._async(
            lambda c: self._run(c).refresh().record,
            lambda c: _awaited_record(self._arun(c).refresh()),
        )

    @checked("run.results()")
    def results(self, *, version: int | None = None) -> ResultRecord:
        """The run's results (``GET /runs/{id}/results``)."""
        return self._sync(
            lambda c: self._run(c).results(version=version),
            lambda c: self._arun(c).results(version=version),
        )

    @checked("run.results_async()")
    async def results_async(self, *, version: int | None = None) -> ResultRecord:
        return await self._async(
            lambda c: self._run(c).results(version=version),
            lambda c: self._arun(c).results(version=version),
        )

    @checked("run.cancel()")
    def cancel(self) -> RunRecord:
        """Ask the service to stop the run; attempts in flight learn it at their next call
        and end ``stopped``. Finished work is kept and charged."""
        return self._sync(
            lambda c: self._run(c).cancel().record,
            lambda c: _awaited_record(self._arun(c).cancel()),
        )

    @checked("run.cancel_async()")
    async def cancel_async(self) -> RunRecord:
        return await self._async(
            lambda c: self._run(c).cancel().record,
            lambda c: _awaited_record(self._arun(c).cancel()),
        )

    @checked("run.export()")
    def export(self, format: str = "json") -> bytes:
        """The results as a file: ``json``, ``csv``, ``html``, ``bundle`` or ``summary``."""
        return self._sync(
            lambda c: self._run(c).export(format),
            lambda c: self._arun(c).export(format),
        )

    @checked("run.export_async()")
    async def export_async(self, format: str = "json") -> bytes:
        return await self._async(
            lambda c: self._run(c).export(format),
            lambda c: self._arun(c).export(format),
        )

    @checked("run.costs()")
    def costs(self) -> RunCosts:
        """Spend, cap and reservation of the run, and the results' cost breakdown."""
        return self._sync(
            lambda c: _costs(self.record(), _maybe(lambda: self._run(c).results())),
            self._costs_async,
        )

    @checked("run.costs_async()")
    async def costs_async(self) -> RunCosts:
        return await self._async(
            lambda c: _costs(self._run(c).refresh().record, _maybe(lambda: self._run(c).results())),
            self._costs_async,
        )

    async def _costs_async(self, client: AsyncEvalRouter) -> RunCosts:
        run = self._arun(client)
        record = (await run.refresh()).record
        try:
            results: ResultRecord | None = await run.results()
        except APIStatusError as exc:
            if exc.status_code not in (404, 409):
                raise
            results = None
        return _costs(record, results)

    @checked("run.trajectories()")
    def trajectories(self, *, limit: int | None = None) -> list[LiveTraceView]:
        """The run's attempt traces as the service stored them (``GET /traces/live``)."""
        return self._sync(
            lambda c: list(c.traces.live(run_id=self._id, limit=limit)),
            lambda c: _collect(c, self._id, limit),
        )

    @checked("run.trajectories_async()")
    async def trajectories_async(self, *, limit: int | None = None) -> list[LiveTraceView]:
        return await self._async(
            lambda c: list(c.traces.live(run_id=self._id, limit=limit)),
            lambda c: _collect(c, self._id, limit),
        )

    # ------------------------------------------------------------------------- resume

    @classmethod
    def _resumed(
        cls, client: Client, run_id: object, agent: object, concurrency: object, redact: object
    ) -> tuple[
        AgentRun, Callable[[EvalRouter], object], Callable[[AsyncEvalRouter], Awaitable[object]]
    ]:
        if not isinstance(run_id, str) or not run_id.strip():
            raise EvalRouterError(
                "invalid_input",
                f"run_id must be a run id, not {run_id!r:.40}.",
                hint="Pass the id of the run to continue, e.g. run.id.",
                details={"argument": "run_id"},
            )
        checked_agent = check_agent(agent)
        asked = _concurrency(concurrency)
        run = cls(
            client,
            run_id,
            checked_agent,
            concurrency=asked or 1,
            redactions=compile_redactions(redact),
        )
        RunState(run_id, scope=state_scope(client)).bind(agent_identity(run._descriptor))

        def sync(c: EvalRouter) -> object:
            ClientRuns(c).capabilities()
            run._concurrency = _cap_of(_run_concurrency(run._run(c).refresh().record), asked)
            return None

        async def async_(c: AsyncEvalRouter) -> object:
            await AsyncClientRuns(c).capabilities()
            record = (await run._arun(c).refresh()).record
            run._concurrency = _cap_of(_run_concurrency(record), asked)
            return None

        return run, sync, async_

    @classmethod
    @checked("AgentRun.resume()")
    def resume(
        cls,
        client: EvalRouter | AsyncEvalRouter,
        run_id: str,
        agent: Agent,
        *,
        concurrency: int | None = None,
        trace_redact: Sequence[str] | None = None,
    ) -> AgentRun:
        """Continue run ``run_id`` with the same agent (a different one is refused with
        ``client_run_agent_mismatch``): attempts a crash left open are finished first, then
        iterating :meth:`events` runs the rest."""
        run, sync, async_ = cls._resumed(
            _check_client(client), run_id, agent, concurrency, trace_redact
        )
        run._sync(sync, async_)
        return run

    @classmethod
    @checked("AgentRun.resume_async()")
    async def resume_async(
        cls,
        client: EvalRouter | AsyncEvalRouter,
        run_id: str,
        agent: Agent,
        *,
        concurrency: int | None = None,
        trace_redact: Sequence[str] | None = None,
    ) -> AgentRun:
        run, sync, async_ = cls._resumed(
            _check_client(client), run_id, agent, concurrency, trace_redact
        )
        await run._async(sync, async_)
        return run


def _run_concurrency(record: RunRecord) -> int | None:
    concurrency = record.to_dict().get("concurrency")
    if isinstance(concurrency, dict):
        value = concurrency.get("admitted_ceiling")
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


async def _awaited_record(run: Awaitable[AsyncRun]) -> RunRecord:
    return (await run).record


def _maybe(read: Callable[[], ResultRecord]) -> ResultRecord | None:
    try:
        return read()
    except APIStatusError as exc:
        if exc.status_code in (404, 409):
            return None
        raise


def _costs(record: RunRecord, results: ResultRecord | None) -> RunCosts:
    data = record.to_dict()

    def money(name: str) -> str | None:
        value = data.get(name)
        return value if isinstance(value, str) else None

    return {
        "spend_microusd": money("spend_microusd"),
        "cap_microusd": money("cap_microusd"),
        "reserved_microusd": money("reserved_microusd"),
        "result": None if results is None else results.to_dict().get("costs"),
    }


async def _collect(client: AsyncEvalRouter, run_id: str, limit: int | None) -> list[LiveTraceView]:
    return [view async for view in client.traces.live(run_id=run_id, limit=limit)]


# ------------------------------------------------------------------------------ evaluate


class EvaluationResult:
    """What :func:`evaluate` did: the quote, the run, each attempt's outcome, the run record
    and results. ``succeeded`` is True only for a ``completed`` run; a failed, partial or
    cancelled run is returned (not raised) with ``succeeded`` False."""

    def __init__(
        self,
        quote: QuoteRecord,
        evaluation: AgentEvaluation,
        run: AgentRun | None,
        record: RunRecord | None,
        results: ResultRecord | None,
    ) -> None:
        self.quote = quote
        self.evaluation = evaluation
        self.run = run
        self.record = record
        self.results = results
        self.outcomes: list[AttemptOutcome] = list(run.outcomes) if run else []
        self.stopped: str | None = run.stopped if run else None

    @property
    def started(self) -> bool:
        return self.run is not None

    @property
    def status(self) -> str:
        """``not_started``, ``running`` (not waited for) or the run's final status."""
        if self.run is None:
            return "not_started"
        if self.record is None:
            return "running"
        status = self.record.to_dict().get("status")
        return status if isinstance(status, str) else "running"

    @property
    def succeeded(self) -> bool:
        return self.status == "completed"

    def __repr__(self) -> str:
        run = self.run.id if self.run else None
        return f"EvaluationResult(run={run!r}, status={self.status!r})"

    def as_dict(self) -> dict[str, JsonValue]:
        out: dict[str, JsonValue] = {
            "quote": self.quote.to_dict(),
            "agent": self.evaluation.request.get("agent"),
            "started": self.started,
            "configuration": self.evaluation.configuration,
            "status": self.status,
            "succeeded": self.succeeded,
        }
        if self.run is not None:
            out["run_id"] = self.run.id
            out["attempts"] = [
                {k: v for k, v in vars(o).items() if v is not None} for o in self.outcomes
            ]
        if self.stopped is not None:
            out["stopped"] = self.stopped
        return out


type Confirm = Callable[[QuoteRecord], bool]
type OnEvent = Callable[[AttemptEvent], object]


def _check_flag(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise EvalRouterError(
            "invalid_input",
            f"{name} must be True or False, not {type(value).__name__} {value!r:.40}.",
            hint=f"Pass {name}=True or {name}=False.",
            details={"argument": name},
        )


def _check_callable(name: str, value: object, *, can_await: bool) -> None:
    if value is not None and not callable(value):
        raise EvalRouterError(
            "invalid_input",
            f"{name} must be a function, not {type(value).__name__}.",
            hint=f"Pass for example {name}=lambda x: print(x), or leave it out.",
            details={"argument": name},
        )
    if not can_await and inspect.iscoroutinefunction(value):
        raise EvalRouterError(
            "invalid_input",
            f"{name} is an async function; agents.evaluate() calls it without awaiting.",
            hint=f"Pass a plain function, or call agents.evaluate_async(..., {name}=...).",
            details={"argument": name},
        )


class EvaluateArgs(QuoteArgs, total=False):
    """What :func:`evaluate` takes beyond the quote's arguments."""

    name: str | None
    confirm: Confirm | None
    on_event: OnEvent | None
    wait: bool
    timeout: float
    poll_interval: float | None


def _evaluate_args(
    args: Mapping[str, object], *, can_await: bool
) -> tuple[QuoteArgs, EvaluateArgs]:
    """The quote's arguments, and the others checked (defaults filled in)."""
    quote_args = cast("QuoteArgs", {k: v for k, v in args.items() if k in _QUOTE_KEYS})
    rest = cast("EvaluateArgs", {"wait": True, "timeout": DEFAULT_WAIT, **args})
    _check_flag("wait", rest["wait"])
    _check_callable("confirm", rest.get("confirm"), can_await=False)
    _check_callable("on_event", rest.get("on_event"), can_await=can_await)
    return quote_args, rest


@checked("agents.evaluate()", EvaluateArgs)
def evaluate(
    client: EvalRouter | AsyncEvalRouter, **args: Unpack[EvaluateArgs]
) -> EvaluationResult:
    """Quote, (``confirm(quote)``,) start, run every attempt here, wait and read the results,
    in one call: :func:`quote`'s arguments, and ``name`` (of the run), ``confirm``,
    ``on_event``, ``wait`` (False: return once the attempts ran), ``timeout`` and
    ``poll_interval`` (of the wait). A run that fails, ends partial or is cancelled comes back
    with ``succeeded`` False; it is not raised."""
    quote_args, rest = _evaluate_args(args, can_await=False)
    evaluation = quote(client, **quote_args)
    confirm, on_event = rest.get("confirm"), rest.get("on_event")
    if confirm is not None and not confirm(evaluation.quote):
        return EvaluationResult(evaluation.quote, evaluation, None, None, None)
    run = evaluation.start(name=rest.get("name"))
    for event in run.events():
        if on_event is not None:
            on_event(event)
    if not rest["wait"]:
        return EvaluationResult(evaluation.quote, evaluation, run, None, None)
    record = run.wait(timeout=rest["timeout"], poll_interval=rest.get("poll_interval"))
    try:
        results: ResultRecord | None = run.results()
    except EvalRouterError:
        results = None
    return EvaluationResult(evaluation.quote, evaluation, run, record, results)


@checked("agents.evaluate_async()", EvaluateArgs)
async def evaluate_async(
    client: EvalRouter | AsyncEvalRouter, **args: Unpack[EvaluateArgs]
) -> EvaluationResult:
    """:func:`evaluate` in the caller's event loop (``on_event`` may be ``async def``)."""
    quote_args, rest = _evaluate_args(args, can_await=True)
    evaluation = await quote_async(client, **quote_args)
    confirm, on_event = rest.get("confirm"), rest.get("on_event")
    if confirm is not None and not confirm(evaluation.quote):
        return EvaluationResult(evaluation.quote, evaluation, None, None, None)
    run = await evaluation.start_async(name=rest.get("name"))
    async for event in run.events_async():
        if on_event is not None:
            handled = on_event(event)
            if asyncio.iscoroutine(handled):
                await handled
    if not rest["wait"]:
        return EvaluationResult(evaluation.quote, evaluation, run, None, None)
    record = await run.wait_async(timeout=rest["timeout"], poll_interval=rest.get("poll_interval"))
    try:
        results: ResultRecord | None = await run.results_async()
    except EvalRouterError:
        results = None
    return EvaluationResult(evaluation.quote, evaluation, run, record, results)


# ------------------------------------------------------------------------------- compare

type RunRef = AgentRun | EvaluationResult | str


def _compare_body(ids: list[str], policy: Mapping[str, JsonValue] | None) -> dict[str, JsonValue]:
    body: dict[str, JsonValue] = {
        "baseline_result_id": ids[0],
        "candidate_result_ids": list(ids[1:]),
    }
    if policy is not None:
        body["policy"] = dict(policy)
    return body


def _refs(runs: object) -> list[RunRef]:
    if (
        not isinstance(runs, list | tuple)
        or len(runs) < 2
        or not all(isinstance(r, AgentRun | EvaluationResult | str) for r in runs)
    ):
        raise EvalRouterError(
            "invalid_input",
            "compare() needs a list of at least two runs (AgentRun, EvaluationResult or run id).",
            hint="Pass for example agents.compare(client, [baseline_run, candidate_run]); the "
            "first is the baseline.",
            details={"argument": "runs"},
        )
    return list(runs)


def _run_id_of(ref: RunRef) -> str:
    if isinstance(ref, AgentRun):
        return ref.id
    if isinstance(ref, EvaluationResult):
        if ref.run is None:
            raise EvalRouterError(
                "invalid_input",
                "compare() got an evaluation that was never started.",
                hint="Compare evaluations whose runs ran (result.started is True).",
                details={"argument": "runs"},
            )
        return ref.run.id
    return ref


@checked("agents.compare()")
def compare(
    client: EvalRouter | AsyncEvalRouter,
    runs: Sequence[AgentRun | EvaluationResult | str],
    *,
    policy: Mapping[str, JsonValue] | None = None,
) -> ComparisonRecord:
    """Compare runs' results: the first is the baseline, the others candidates
    (``POST /comparisons``); the record's ``status`` is ``pass``, ``fail`` or
    ``inconclusive``."""
    checked_client = _check_client(client)
    ids = [_run_id_of(r) for r in _refs(runs)]
    if isinstance(checked_client, EvalRouter):
        results = [Run(checked_client, RunRecord._wrap({"id": i}), run_id=i).results() for i in ids]
        return checked_client.comparisons.create(
            _compare_body([_result_id(r) for r in results], policy)
        )
    return run_sync(checked_client, lambda c: _compare_async(c, ids, policy))


async def _compare_async(
    client: AsyncEvalRouter, ids: list[str], policy: Mapping[str, JsonValue] | None
) -> ComparisonRecord:
    results = [await AsyncRun(client, RunRecord._wrap({"id": i}), run_id=i).results() for i in ids]
    return await client.comparisons.create(_compare_body([_result_id(r) for r in results], policy))


@checked("agents.compare_async()")
async def compare_async(
    client: EvalRouter | AsyncEvalRouter,
    runs: Sequence[AgentRun | EvaluationResult | str],
    *,
    policy: Mapping[str, JsonValue] | None = None,
) -> ComparisonRecord:
    """:func:`compare` for async code."""
    checked_client = _check_client(client)
    ids = [_run_id_of(r) for r in _refs(runs)]
    if isinstance(checked_client, AsyncEvalRouter):
        return await _compare_async(checked_client, ids, policy)
    return await asyncio.to_thread(compare, checked_client, list(ids), policy=policy)


def _result_id(result: ResultRecord) -> str:
    value = result.to_dict().get("id")
    if not isinstance(value, str):
        raise EvalRouterError("invalid_response", "A result has no id.", details={"field": "id"})
    return value


# ------------------------------------------------------------------- runs.create(agent=)

# What runs.create takes with an in-code agent: the benchmark, model, cap and coverage; the
# waiting options; metadata is accepted and not sent (nothing else is).
_CREATE_TAKES = frozenset(
    {
        "agent",
        "model",
        "max_cost",
        "coverage",
        "name",
        "wait",
        "timeout",
        "poll_interval",
        "metadata",
    }
)


def is_in_code_agent(value: object) -> bool:
    return isinstance(value, Agent)


def _create_plan(benchmark: object, options: Mapping[str, object]) -> dict[str, object]:
    for key in options:
        if key not in _CREATE_TAKES:
            raise EvalRouterError(
                "invalid_input",
                f"runs.create() with an in-code agent does not take {key}=.",
                hint="An agent that runs on this machine takes benchmark, model, max_cost, "
                "coverage, name and the waiting options; use agents.quote(...) for the rest.",
                details={"argument": key},
            )
    if benchmark is None:
        raise EvalRouterError(
            "invalid_input",
            "runs.create() with an in-code agent needs the benchmark to run it on.",
            hint='Pass it first, e.g. client.runs.create("gsm8k", agent=Solver(), model=...).',
            details={"argument": "benchmark"},
        )
    return {
        "agent": options.get("agent"),
        "model": options.get("model"),
        "tasks": benchmark,
        "coverage": options.get("coverage"),
        "budget_usd": options.get("max_cost"),
    }


def create_run(
    client: EvalRouter, benchmark: object, dry_run: bool, options: Mapping[str, object]
) -> str | QuoteRecord:
    """``runs.create(..., agent=<in-code agent>)``: quote, admit and run every attempt on this
    machine (even with ``wait=False``); the run's id, or the quote for ``dry_run``."""
    evaluation = quote(client, **cast("Any", _create_plan(benchmark, options)))
    if dry_run:
        return evaluation.quote
    run = evaluation.start(name=cast("str | None", options.get("name")))
    for _ in run.events():
        pass
    return run.id


async def create_run_async(
    client: AsyncEvalRouter, benchmark: object, dry_run: bool, options: Mapping[str, object]
) -> str | QuoteRecord:
    """:func:`create_run` in the caller's event loop."""
    evaluation = await quote_async(client, **cast("Any", _create_plan(benchmark, options)))
    if dry_run:
        return evaluation.quote
    run = await evaluation.start_async(name=cast("str | None", options.get("name")))
    async for _ in run.events_async():
        pass
    return run.id
