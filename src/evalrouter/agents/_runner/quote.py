"""Quoting an agent evaluation (:func:`quote`, :func:`quote_async`) and the quoted evaluation
that starts the run (:class:`AgentEvaluation`). Nothing is charged until it starts."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Unpack

from evalrouter_generated._model import JsonValue
from evalrouter_generated.models.quote_record import QuoteRecord
from evalrouter_generated.models.run_record import RunRecord
from evalrouter_generated.resources.client_runs import AsyncClientRuns
from evalrouter_generated.resources.runs import AsyncRuns

from ..._args import checked
from ..._client import AsyncEvalRouter, EvalRouter
from ..._errors import invalid_input, invalid_response
from ..._flows._names import ResolvedBenchmark
from ..._money import check_microusd
from .._acp.agent import AcpAgent
from .._controller.clients import state_directory, state_scope
from .._controller.local_record import RunState
from .agent_run import AgentRun
from .executors import Executor, check_executor
from .kinds import AnyAgent, check_registry_snapshot, identity

if TYPE_CHECKING:
    from .._acp.registry.profiles import RoutePrices
from .plan import (
    Client,
    Plan,
    QuoteArgs,
    admitted_concurrency,
    cap_of,
    check_client,
    checked_concurrency,
    managed_model,
)
from .sync import run_blocking, run_in_loop

__all__ = ["AgentEvaluation", "quote", "quote_async"]

# ------------------------------------------------------------------------------- quoting


class AgentEvaluation:
    """A quoted agent evaluation. Review :attr:`quote` (its ``max_charge_microusd`` is the
    most it may charge); nothing is charged until :meth:`start`."""

    def __init__(self, client: Client, plan: Plan, quote: QuoteRecord) -> None:
        self._client = client
        self._plan = plan
        self.quote: QuoteRecord = quote
        self.agent: AnyAgent = plan.agent
        self.request: dict[str, JsonValue] = plan.body
        self.concurrency: int = cap_of(admitted_concurrency(quote), plan.concurrency)
        """How many attempts run at once: what the quote admits, lowered by ``concurrency=``."""

    def __repr__(self) -> str:
        return f"AgentEvaluation(quote={self.quote.to_dict().get('id')!r})"

    def _plan_field(self, *path: str) -> JsonValue:
        value: JsonValue = self.quote.to_dict().get("plan")
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        return value

    @property
    def expected_charge_microusd(self) -> int | None:
        """What the run is expected to charge. The quote's estimate for an agent on this machine
        assumes one model call an attempt; for an agent whose profile says what a typical
        attempt spends (``registry_agent("claude-acp")``), that spend is added for each task,
        never above the most the quote may charge. None when the quote gives no estimate."""
        record = self.quote.to_dict()
        quoted = check_microusd(
            record.get("expected_charge_microusd"), "expected_charge_microusd", "The quote"
        )
        if quoted is None:
            return None
        typical = self._plan.typical_attempt_microusd
        tasks = self._plan_field("total_tasks")
        if typical is None or not isinstance(tasks, int) or isinstance(tasks, bool):
            return int(quoted)
        ceilings = [
            check_microusd(record.get(name), name, "The quote")
            for name in ("max_charge_microusd", "worst_case_charge_microusd")
        ]
        most = min((int(c) for c in ceilings if c is not None), default=None)
        estimate = int(quoted) + tasks * typical
        return estimate if most is None else min(estimate, most)

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
            raise invalid_input(
                f"name must be a string, not {type(name).__name__}.",
                hint='Pass for example name="solver v2 on gsm8k".',
                argument="name",
            )
        record = self.quote.to_dict()
        label = self._plan.descriptor.get("declared_name") or self._plan.agent.name
        body: dict[str, JsonValue] = {
            "quote_id": record.get("id"),
            "name": (name or f"Agent evaluation / {label}")[:200],
        }
        cap = check_microusd(record.get("max_charge_microusd"), "max_charge_microusd", "The quote")
        if cap is not None:
            body["max_charge_microusd"] = cap
        return body

    def _share(self, concurrency: object, controller: object, executor: object) -> int | None:
        """``start``'s ``concurrency`` (this controller's share) and ``controller`` checked
        together, before anything is admitted."""
        if not isinstance(controller, bool):
            raise invalid_input(
                f"controller must be True or False, not {type(controller).__name__} "
                f"{controller!r:.40}.",
                hint="Pass controller=False to start the run and only follow it, while "
                "`evalrouter agents work RUN_ID` processes run its attempts.",
                argument="controller",
            )
        if not controller and executor is not None:
            raise invalid_input(
                "controller=False runs no attempt here, so there is nothing for executor= to run.",
                hint="Pass one of them: executor= runs the attempts on your cluster; "
                "controller=False leaves them to controllers that join the run.",
                argument="executor",
            )
        if concurrency is None:
            return None
        if not controller:
            raise invalid_input(
                "controller=False runs no attempt here; concurrency= is how many attempts this "
                "controller runs at once.",
                hint="Leave concurrency out with controller=False, or pass concurrency=1 (or more) "
                "to run a share of the attempts here.",
                argument="concurrency",
            )
        if executor is not None:
            raise invalid_input(
                "executor= decides how many attempts run at once (RayExecutor's workers and "
                "concurrency_per_worker); start() takes no concurrency= with it.",
                hint="Leave concurrency out, or set it on the executor.",
                argument="concurrency",
            )
        share = checked_concurrency(concurrency)
        if share is not None and share > self.concurrency:
            raise invalid_input(
                f"concurrency={share} is more than the run admits: at most {self.concurrency} "
                "attempts run at once, over all of its controllers.",
                hint=f"Pass 1 to {self.concurrency}; the controllers that join the run share the "
                "rest.",
                argument="concurrency",
                admitted=self.concurrency,
            )
        return share

    def _run(
        self, record: RunRecord, executor: Executor | None, share: int | None, controller: bool
    ) -> AgentRun:
        run_id = record.to_dict().get("id")
        if not isinstance(run_id, str) or not run_id:
            raise invalid_response("The started run has no id.", field="id")
        created = record.to_dict().get("created_at")
        RunState(run_id, state_directory(self._client), scope=state_scope(self._client)).begin(
            identity(self._plan.descriptor), created if isinstance(created, str) else None
        )
        run = AgentRun(
            self._client,
            run_id,
            self.agent,
            concurrency=share or self.concurrency,
            redactions=self._plan.redactions,
            quote=self.quote,
        )
        run._executor = executor
        run._watching = not controller
        return run

    @checked("evaluation.start()")
    def start(
        self,
        *,
        name: str | None = None,
        executor: Executor | None = None,
        concurrency: int | None = None,
        controller: bool = True,
    ) -> AgentRun:
        """Admit the run (this is when it may start charging). Attempts run when you iterate
        :meth:`AgentRun.events` (or call :func:`evaluate`): here, or where ``executor`` runs
        them (``agents.RayExecutor(workers=4)``).

        Other controllers may work on the run beside this one (``evalrouter agents work
        RUN_ID``, :func:`~evalrouter.agents.join`): they share its admitted concurrency
        (:attr:`concurrency`), so a controller that holds all of it leaves them nothing.
        ``concurrency`` is this controller's share (1 up to :attr:`concurrency`; all of it by
        default). ``controller=False`` runs no attempt here: ``events()`` then follows the run
        while the others run its attempts (see :meth:`AgentRun.events`)."""
        checked_executor = check_executor(executor)
        share = self._share(concurrency, controller, checked_executor)
        body = self._admission(name)
        record = run_blocking(self._client, lambda c: AsyncRuns(c)._create(body))
        return self._run(record, checked_executor, share, controller)

    @checked("evaluation.start_async()")
    async def start_async(
        self,
        *,
        name: str | None = None,
        executor: Executor | None = None,
        concurrency: int | None = None,
        controller: bool = True,
    ) -> AgentRun:
        """:meth:`start` for async code."""
        checked_executor = check_executor(executor)
        share = self._share(concurrency, controller, checked_executor)
        body = self._admission(name)
        record = await run_in_loop(self._client, lambda c: AsyncRuns(c)._create(body))
        return self._run(record, checked_executor, share, controller)


def _selected(plan: Plan, resolved: list[ResolvedBenchmark]) -> None:
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
            raise invalid_input(
                f"{name!r} is an eval reference; it cannot be listed with other benchmarks.",
                hint="Quote it on its own: tasks=agents.benchmark(...).",
                argument="tasks",
            )
        ids.extend(found)
    plan.body["selection"] = {"profile_ids": ids}


async def _quote(client: AsyncEvalRouter, plan: Plan) -> QuoteRecord:
    capabilities = await AsyncClientRuns(client).capabilities()
    agent = plan.agent
    check_registry_snapshot(agent, capabilities)  # before a registry agent is installed
    if isinstance(agent, AcpAgent):
        from .._acp.driver import preflight

        await preflight(agent)  # prepared (installed) and started once before the quote
        if not plan.descriptor:  # installed by now: naming what was installed reads no network
            plan.described(await asyncio.to_thread(agent.descriptor))
    _selected(plan, [await client.benchmarks.resolve_benchmark(n) for n in plan.names])
    if plan.model_name:
        plan.body["model"] = managed_model(await client.benchmarks.resolve_model(plan.model_name))
    if isinstance(agent, AcpAgent) and agent.needs is not None:
        plan.fit(agent.needs, await _prices(client, plan.body["model"]))
    return await client.quotes.create(plan.body, max_retries=0)


async def _prices(client: AsyncEvalRouter, model: JsonValue) -> RoutePrices | None:
    """The managed route's prices from the catalog (None if it does not list them)."""
    from .._acp.registry.profiles import RoutePrices  # a profiled agent loaded it already

    route_id = model.get("route_id") if isinstance(model, dict) else None
    if not isinstance(route_id, str):
        return None
    async for route in client.models.list(q=route_id):
        if route.id == route_id:
            return RoutePrices.of(route.pricing)
    return None


@checked("agents.quote()", QuoteArgs)
def quote(client: EvalRouter | AsyncEvalRouter, **args: Unpack[QuoteArgs]) -> AgentEvaluation:
    """Quote an evaluation of ``agent`` on this machine: the model by its route id or name, the
    tasks from a task source (``agents.benchmark("gsm8k")``, ...). Nothing is charged.

    ``budget_usd`` (or ``max_charge_microusd``, which wins) caps the run; ``trace`` sets the
    trace level and kinds; ``trace_redact`` adds your own patterns to the redaction of trace
    content (applied here, never sent); ``concurrency`` lowers how many attempts run at once;
    ``limits`` bounds each attempt; ``coverage`` picks which tasks run.
    """
    checked_client = check_client(client)
    plan = Plan(args)
    return AgentEvaluation(
        checked_client, plan, run_blocking(checked_client, lambda c: _quote(c, plan))
    )


@checked("agents.quote_async()", QuoteArgs)
async def quote_async(
    client: EvalRouter | AsyncEvalRouter, **args: Unpack[QuoteArgs]
) -> AgentEvaluation:
    """:func:`quote` for async code."""
    checked_client = check_client(client)
    plan = Plan(args)
    record = await run_in_loop(checked_client, lambda c: _quote(c, plan))
    return AgentEvaluation(checked_client, plan, record)
