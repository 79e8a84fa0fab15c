"""``evaluate`` (quote, start, run every attempt here, wait and read the results in one call),
``compare``, and what ``runs.create(agent=...)`` runs (:func:`create_run`).

Every call takes an ``EvalRouter`` or an ``AsyncEvalRouter``. The attempts always run on the
async core (:mod:`.._controller.controller`).
"""

from __future__ import annotations

import asyncio
import inspect
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Unpack, cast

from evalrouter_generated._model import JsonValue
from evalrouter_generated.models.comparison_record import ComparisonRecord
from evalrouter_generated.models.quote_record import QuoteRecord
from evalrouter_generated.models.result_record import ResultRecord
from evalrouter_generated.models.run_record import RunRecord

from ..._args import checked
from ..._client import AsyncEvalRouter, EvalRouter
from ..._errors import invalid_input, invalid_response
from ..._exceptions import EvalRouterError
from ..._flows import note_interrupt
from ..._run import AsyncRun
from .._attempt.events import AttemptEvent, AttemptOutcome
from .agent_run import DEFAULT_WAIT, AgentRun
from .executors import Executor
from .kinds import is_agent
from .plan import QUOTE_KEYS, QuoteArgs, check_client
from .quote import AgentEvaluation, quote, quote_async
from .signals import ending_like_ctrl_c, stopped_by
from .sync import run_blocking, run_in_loop

__all__ = [
    "EvaluationResult",
    "compare",
    "compare_async",
    "evaluate",
    "evaluate_async",
]

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
            out["attempts"] = [outcome_dict(o) for o in self.outcomes]
        if self.stopped is not None:
            out["stopped"] = self.stopped
        return out


def outcome_dict(outcome: AttemptOutcome) -> dict[str, JsonValue]:
    """An outcome's fields that are set (its ``warnings`` as a list)."""
    out: dict[str, JsonValue] = {}
    for key, value in vars(outcome).items():
        if isinstance(value, tuple):
            if value:
                out[key] = list(value)
        elif value is not None:
            out[key] = value
    return out


type Confirm = Callable[[QuoteRecord], bool]
type OnEvent = Callable[[AttemptEvent], object]


def _check_flag(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise invalid_input(
            f"{name} must be True or False, not {type(value).__name__} {value!r:.40}.",
            hint=f"Pass {name}=True or {name}=False.",
            argument=name,
        )


def _check_callable(name: str, value: object, *, can_await: bool) -> None:
    if value is not None and not callable(value):
        raise invalid_input(
            f"{name} must be a function, not {type(value).__name__}.",
            hint=f"Pass for example {name}=lambda x: print(x), or leave it out.",
            argument=name,
        )
    if not can_await and inspect.iscoroutinefunction(value):
        raise invalid_input(
            f"{name} is an async function; agents.evaluate() calls it without awaiting.",
            hint=f"Pass a plain function, or call agents.evaluate_async(..., {name}=...).",
            argument=name,
        )


class EvaluateArgs(QuoteArgs, total=False):
    """What :func:`evaluate` takes beyond the quote's arguments."""

    name: str | None
    confirm: Confirm | None
    on_event: OnEvent | None
    wait: bool
    timeout: float
    poll_interval: float | None
    executor: Executor | None
    controller: bool


def _evaluate_args(
    args: Mapping[str, object], *, can_await: bool
) -> tuple[QuoteArgs, EvaluateArgs]:
    """The quote's arguments, and the others checked (defaults filled in)."""
    quote_args = cast("QuoteArgs", {k: v for k, v in args.items() if k in QUOTE_KEYS})
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
    ``poll_interval`` (of the wait), ``executor`` (where the attempts run: here, or e.g.
    ``agents.RayExecutor(workers=4)``), ``controller`` (False: none run here; it follows the
    run while controllers that join it run them, ``evalrouter agents work RUN_ID``, and
    ``outcomes`` are every attempt the service recorded). A run that fails, ends partial or is
    cancelled comes back with ``succeeded`` False; it is not raised."""
    quote_args, rest = _evaluate_args(args, can_await=False)
    evaluation = quote(client, **quote_args)
    if _declined(evaluation, rest):
        return EvaluationResult(evaluation.quote, evaluation, None, None, None)
    run = evaluation.start(
        name=rest.get("name"),
        executor=rest.get("executor"),
        controller=rest.get("controller", True),
    )
    on_event = rest.get("on_event") or _ignore
    try:
        with ending_like_ctrl_c(blocking=True):  # SIGTERM, SIGHUP: as Ctrl+C (signals.py)
            for event in run.events():
                on_event(event)
            return run_blocking(client, lambda c: _concluded(c, evaluation, run, rest))
    except KeyboardInterrupt as exc:
        note_interrupt(
            exc,
            run.id,
            awaited=False,
            resume=_resume(run.id, awaited=False),
            stopped=_STOPPED,
            by=stopped_by(exc),
        )
        raise


@checked("agents.evaluate_async()", EvaluateArgs)
async def evaluate_async(
    client: EvalRouter | AsyncEvalRouter, **args: Unpack[EvaluateArgs]
) -> EvaluationResult:
    """:func:`evaluate` in the caller's event loop (``on_event`` may be ``async def``)."""
    quote_args, rest = _evaluate_args(args, can_await=True)
    evaluation = await quote_async(client, **quote_args)
    if _declined(evaluation, rest):
        return EvaluationResult(evaluation.quote, evaluation, None, None, None)
    run = await evaluation.start_async(
        name=rest.get("name"),
        executor=rest.get("executor"),
        controller=rest.get("controller", True),
    )
    on_event = rest.get("on_event") or _ignore
    try:
        with ending_like_ctrl_c(blocking=False):
            async for event in run.events_async():
                if asyncio.iscoroutine(handled := on_event(event)):
                    await handled
            return await run_in_loop(client, lambda c: _concluded(c, evaluation, run, rest))
    except KeyboardInterrupt as exc:
        awaited = isinstance(client, AsyncEvalRouter)
        note_interrupt(
            exc,
            run.id,
            awaited=awaited,
            resume=_resume(run.id, awaited=True),
            stopped=_STOPPED,
            by=stopped_by(exc),
        )
        raise


_STOPPED = "the attempts running here (finished ones are kept) and the wait"


def _resume(run_id: str, *, awaited: bool) -> str:
    """The call that goes on with an interrupted evaluation's attempts, here."""
    if awaited:
        return f"(await agents.AgentRun.resume_async(client, {json.dumps(run_id)}, agent))" + (
            ".events_async()"
        )
    return f"agents.AgentRun.resume(client, {json.dumps(run_id)}, agent).events()"


def _ignore(_event: AttemptEvent) -> None:
    return None


def _declined(evaluation: AgentEvaluation, rest: EvaluateArgs) -> bool:
    confirm = rest.get("confirm")
    return confirm is not None and not confirm(evaluation.quote)


async def _concluded(
    client: AsyncEvalRouter, evaluation: AgentEvaluation, run: AgentRun, rest: EvaluateArgs
) -> EvaluationResult:
    """The result once the attempts ran: the run waited for and its results read, unless
    ``wait=False``."""
    if not rest["wait"]:
        return EvaluationResult(evaluation.quote, evaluation, run, None, None)
    record = await run._wait(client, rest["timeout"], rest.get("poll_interval"))
    try:
        results: ResultRecord | None = await run._arun(client).results()
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
        raise invalid_input(
            "compare() needs a list of at least two runs (AgentRun, EvaluationResult or run id).",
            hint="Pass for example agents.compare(client, [baseline_run, candidate_run]); the "
            "first is the baseline.",
            argument="runs",
        )
    return list(runs)


def _run_id_of(ref: RunRef) -> str:
    if isinstance(ref, AgentRun):
        return ref.id
    if isinstance(ref, EvaluationResult):
        if ref.run is None:
            raise invalid_input(
                "compare() got an evaluation that was never started.",
                hint="Compare evaluations whose runs ran (result.started is True).",
                argument="runs",
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
    ids = [_run_id_of(r) for r in _refs(runs)]
    return run_blocking(check_client(client), lambda c: _compare(c, ids, policy))


async def _compare(
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
    ids = [_run_id_of(r) for r in _refs(runs)]
    return await run_in_loop(check_client(client), lambda c: _compare(c, ids, policy))


def _result_id(result: ResultRecord) -> str:
    value = result.to_dict().get("id")
    if not isinstance(value, str):
        raise invalid_response("A result has no id.", field="id")
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
    return is_agent(value)


def _create_plan(benchmark: object, options: Mapping[str, object]) -> dict[str, object]:
    for key in options:
        if key not in _CREATE_TAKES:
            raise invalid_input(
                f"runs.create() with an agent that runs on this machine does not take {key}=.",
                hint="An agent that runs on this machine takes benchmark, model, max_cost, "
                "coverage, name and the waiting options; use agents.quote(...) for the rest.",
                argument=key,
            )
    if benchmark is None:
        raise invalid_input(
            "runs.create() with an agent that runs on this machine needs the benchmark to run it "
            "on.",
            hint='Pass it first, e.g. client.runs.create("gsm8k", agent=Solver(), model=...).',
            argument="benchmark",
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
