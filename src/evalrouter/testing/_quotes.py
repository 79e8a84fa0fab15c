"""Quotes: what a run would execute, what it may cost, and the cap it will respect.

Cap semantics (documented for users of EvalRouter Local):

- ``worst_case_charge_microusd`` is the sum over tasks of the worst-case price (every task writing
  its full output budget). No run of the quote can charge more.
- ``minimum_cap_microusd`` is the worst-case price of the first task: a cap below it could never
  let the run do any work, so such a quote is refused with ``cap_below_minimum`` (422).
- With a requested ``max_charge_microusd``, the quote restates its cap as
  ``min(requested, worst case)``: a cap above the worst case buys nothing. Without one, the quote's
  cap is ``null`` and the run is bounded only by the wallet (it stops with ``out_of_credit``).
- ``expected_charge_microusd`` (and ``expected_range.p50_microusd``) is the sum over tasks of the
  price at the route's typical output length; ``expected_range.p90_microusd`` adds 1.28 standard
  deviations of the total (the tasks' output lengths drawn independently, ``output_variance``),
  never above the worst case. ``expected_range.basis`` says how the estimate was reached
  (``_estimate_basis``).
- Quotes expire 15 minutes after creation (clock time).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from evalrouter._money import format_usd

from .._hashing import sha256_hex
from ._agents import AgentLookup, remote_connection
from ._catalog import (
    DEFAULT_EFFORT,
    PRICE_VERSION,
    REASONING_EFFORTS,
    BenchmarkVersion,
    Route,
    fit,
    render_selected_model,
    subject_name,
)
from ._client_spec import ClientSpec, attempt_budget, client_spec, is_local_agent
from ._clock import MICROS, iso
from ._errors import ApiError, conflict, found, invalid_field, json_object
from ._hosted_agents import hosted_agent, is_hosted_agent
from ._pricing import expected, output_variance, parse_microusd, worst_case
from ._quote_request import (
    ConnectionRoute,
    agent_subject,
    not_local,
    parse_concurrency,
    parse_coverage,
    parse_selection,
    parse_subjects,
)
from ._run_facts import agents, route, task_protocol
from ._runs import Cell, Run
from ._stats import Z90_ONE_SIDED
from ._tasks import Task

QUOTE_TTL_US = 15 * 60 * MICROS
REUSE_TTL_US = 7 * 24 * 3600 * MICROS

JsonObject = dict[str, Any]
ESTIMATE_NOTES = {
    "planned": "Planned from task sizes and typical output lengths at the route's prices.",
    "exact": "Per-task fees only: every graded task costs its benchmark's fee.",
    "heuristic": "Assumes one model call per attempt at a typical output length; the agent "
    "decides how many calls it makes, within the attempt's budget.",
}


@dataclass(frozen=True, slots=True)
class PlannedCell:
    bench: BenchmarkVersion
    task: Task
    model_index: int
    route: Route
    worst_microusd: int
    attempt: int = 1


@dataclass(slots=True, eq=False)
class Quote:
    id: str
    kind: str
    created_us: int
    expires_us: int
    benches: list[BenchmarkVersion]
    routes: list[Route]
    comparison: bool
    coverage: JsonObject
    planned: list[PlannedCell]
    requested_cap: int | None
    cap_microusd: int | None
    worst_microusd: int
    expected_microusd: int
    p90_microusd: int
    estimate_basis: str
    minimum_cap_microusd: int
    concurrency: str | int
    efforts: list[str | None]
    from_run: str | None = None
    reused: list[Cell] = field(default_factory=list)
    continuation: JsonObject | None = None
    run_id: str | None = None
    # A remote agent's record (``_agents.render_agent``), when the quote evaluates one.
    agent: JsonObject | None = None
    # A local agent's client run (``_client_runs``): attempts run on the user's machine.
    client: ClientSpec | None = None


def build_quote(
    body: object,
    *,
    now_us: int,
    new_id: Callable[[str], str],
    get_run: Callable[[str], Run | None],
    connection_route: ConnectionRoute = lambda _id: None,
    agents: AgentLookup = lambda _id: None,
    max_trace_level: str = "content",
    registry_snapshots: tuple[str, ...] = (),
) -> Quote:
    spec = json_object(body, "body")
    kind = spec.get("kind", "run")
    if kind not in ("run", "continuation", "grade"):
        raise invalid_field("kind", "must be one of run, continuation, grade")
    if kind == "grade":
        raise not_local("grading quotes", "kind")
    agent = spec.get("agent")
    concurrency = parse_concurrency(spec.get("concurrency"))
    client: ClientSpec | None = None
    if is_local_agent(agent):
        if kind != "run":
            raise invalid_field("agent", "is given for a run quote only")
        client = client_spec(agent, spec, concurrency, max_trace_level, registry_snapshots)
    hosted = hosted_agent(agent, registry_snapshots) if is_hosted_agent(agent) else None
    if hosted is not None and kind != "run":
        raise invalid_field("agent", "is given for a run quote only (a continuation keeps it)")
    local = client is not None or hosted is not None
    remote = None if agent is None or local else remote_connection(agent, agents)
    if remote is not None and kind != "run":
        raise invalid_field("agent", "is given for a run quote only (a continuation keeps it)")
    requested = spec.get("max_charge_microusd")
    requested_cap = None if requested is None else parse_microusd(requested, "max_charge_microusd")

    reused: list[Cell] = []
    continuation: JsonObject | None = None
    from_run: str | None = None
    agent_record: JsonObject | None = None
    if kind == "continuation":
        from_run = spec.get("from_run")
        if not isinstance(from_run, str) or not from_run:
            raise invalid_field("from_run", "is required for a continuation quote")
        source = found(get_run, from_run, "run_not_found", "run")
        options = spec.get("continuation")
        include_owner_stops = False
        if options is not None:
            include_owner_stops = (
                json_object(options, "continuation").get("include_owner_stops") is True
            )
        if source.quote.client is not None:
            raise not_local("continuations of agent (client) runs", "from_run")
        plan, reused, continuation = _continuation(source, include_owner_stops, now_us)
        benches, routes = source.quote.benches, source.quote.routes
        comparison, efforts = source.quote.comparison, source.quote.efforts
        agent_record = source.quote.agent
        coverage = source.quote.coverage
    else:
        benches = parse_selection(spec.get("selection"))
        if remote is not None:
            routes, efforts, agent_record = agent_subject(spec, *remote, connection_route)
            comparison = False
        else:
            routes, comparison, efforts = parse_subjects(spec, connection_route)
            if hosted is not None:  # simulated as the model it runs on
                if comparison:
                    raise invalid_field("subjects", "a hosted agent runs on one model")
                agent_record = hosted
        for route in routes:
            for bench in benches:
                compatible, code, message = fit(route, bench)
                if not compatible:
                    raise ApiError(
                        422,
                        code or "model_incompatible",
                        message or "The model cannot run this benchmark.",
                        hint="List compatible routes with GET /v1/catalog/models?benchmark=<id>.",
                        details={"route_id": route.id, "profile_id": bench.id},
                    )
        coverage, tasks = parse_coverage(spec.get("coverage"), benches)
        by_task = {t.id: b for b in benches for t in b.tasks}
        plan = [
            PlannedCell(by_task[t.id], t, i, r, worst_case(r, by_task[t.id], t))
            for t in tasks
            for i, r in enumerate(routes)
        ]
        if client is not None:
            # An agent attempt may spend its model budget, plus the task's fee once graded.
            plan = [
                dataclasses.replace(
                    c,
                    worst_microusd=attempt_budget(client, c.route, c.bench, c.task)
                    + c.bench.task_fee_microusd,
                )
                for c in plan
            ]

    worst = sum(c.worst_microusd for c in plan)
    minimum = plan[0].worst_microusd
    typical = sum(expected(c.route, c.bench, c.task, efforts[c.model_index]) for c in plan)
    spread = sum(output_variance(c.route, efforts[c.model_index]) for c in plan)
    basis = _estimate_basis(plan, client is not None)
    if requested_cap is not None and requested_cap < minimum:
        raise ApiError(
            422,
            "cap_below_minimum",
            f"max_charge_microusd {requested_cap} ({format_usd(requested_cap)}) is below "
            f"{minimum} ({format_usd(minimum)}), the worst-case price of the first task; the run "
            "could not do any work.",
            hint=f"Raise the cap to at least {format_usd(minimum)}.",
            details={
                "field": "max_charge_microusd",
                "minimum_cap_microusd": str(minimum),
                "max_charge_microusd": str(requested_cap),
            },
        )
    return Quote(
        id=new_id("quote"),
        kind=kind,
        created_us=now_us,
        expires_us=now_us + QUOTE_TTL_US,
        benches=benches,
        routes=routes,
        comparison=comparison,
        coverage=coverage,
        planned=plan,
        requested_cap=requested_cap,
        cap_microusd=None if requested_cap is None else min(requested_cap, worst),
        worst_microusd=worst,
        expected_microusd=typical,
        p90_microusd=min(worst, typical + math.ceil(Z90_ONE_SIDED * math.sqrt(spread))),
        estimate_basis=basis,
        minimum_cap_microusd=minimum,
        concurrency=concurrency,
        efforts=efforts,
        from_run=from_run,
        reused=reused,
        continuation=continuation,
        agent=agent_record if client is None else dict(client.agent),
        client=client,
    )


def _estimate_basis(plan: list[PlannedCell], client: bool) -> str:
    """How the expected charge was reached: ``heuristic`` for a client run (it assumes one model
    call per attempt; the agent decides how many it makes), ``exact`` when no task's price depends
    on what the model writes (per-task fees only: connections, remote agents without a model),
    else ``planned`` (task sizes and the routes' typical output lengths)."""
    if client:
        return "heuristic"
    if all(c.route.output_microusd_per_mtok == 0 for c in plan):
        return "exact"
    return "planned"


def continuation_exists(source: Run) -> ApiError:
    message = f"Run {source.id} was already continued by {source.continued_by}."
    return conflict(
        "continuation_exists", message, run_id=source.id, continued_by=source.continued_by
    )


def _continuation(
    source: Run, include_owner_stops: bool, now_us: int
) -> tuple[list[PlannedCell], list[Cell], JsonObject]:
    if not source.terminal:
        message = f"Run {source.id} is still {source.status}; continue it once it has stopped."
        raise conflict("run_in_progress", message, run_id=source.id, status=source.status)
    if source.continued_by is not None:
        raise continuation_exists(source)
    reasons: dict[str, int] = {}
    rerun: list[PlannedCell] = []
    refused = 0
    for cell in source.cells:
        if cell.status == "graded":
            continue
        if cell.status == "cancelled" and not include_owner_stops:
            refused += 1
            continue
        reasons[cell.status] = reasons.get(cell.status, 0) + 1
        rerun.append(
            PlannedCell(
                cell.bench,
                cell.task,
                cell.model_index,
                cell.route,
                cell.worst_microusd,
                attempt=cell.attempt + (1 if cell.status == "error" else 0),
            )
        )
    if not rerun:
        hint = (
            "Cancelled tasks are continued only with continuation.include_owner_stops = true."
            if refused
            else None
        )
        raise conflict(
            "nothing_to_continue",
            f"Run {source.id} has no unfinished tasks to continue.",
            hint=hint,
            run_id=source.id,
            refused=refused,
        )
    reused = [c for c in source.all_cells if c.status == "graded"]
    summary: JsonObject = {
        "source_run_id": source.id,
        "reused_cells": len(reused),
        "rerun_cells": len(rerun),
        "deferred_cells": 0,
        "saved_response_cells": 0,
        "reasons": reasons,
        "not_included": {"refused": refused, "waiting_reconciliation": 0},
        "reuse_expires_at": iso(now_us + REUSE_TTL_US),
        "unknown_retry": None,
        "unknown_retry_origins": None,
        "version": 1,
    }
    return rerun, reused, summary


# --------------------------------------------------------------------------------- rendering


def profile_selection(quote: Quote, bench: BenchmarkVersion) -> JsonObject:
    selected = sorted({c.task.id for c in quote.planned if c.bench.id == bench.id})
    selected_total = len(selected) + len(
        {c.task.id for c in quote.reused if c.bench.id == bench.id} - set(selected)
    )
    return {
        "id": bench.id,
        "manifest_sha256": bench.manifest_sha256,
        "dataset_assets_sha256": sha256_hex(f"assets:{bench.id}"),
        "population_count": bench.task_count,
        "selected_count": selected_total,
        "sampling_algorithm": "seeded-shuffle-v1",
        "task_ids_hash": sha256_hex(",".join(selected)),
        "task_ids": quote.coverage.get("task_ids"),
        "max_output_tokens": bench.max_output_tokens,
        "attempts_per_task": 1,
    }


def render_model(quote: Quote) -> JsonObject:
    if not quote.comparison:
        return render_selected_model(quote.routes[0], quote.efforts[0])
    return {
        "kind": "comparison",
        "model_id": "comparison:" + ",".join(r.id for r in quote.routes),
        "models": [
            render_selected_model(r, e) for r, e in zip(quote.routes, quote.efforts, strict=True)
        ],
    }


def subject_names(quote: Quote) -> list[str]:
    return [subject_name(r, e) for r, e in zip(quote.routes, quote.efforts, strict=True)]


def _reasoning_options(quote: Quote) -> JsonObject | None:
    if quote.comparison or not quote.routes[0].reasoning:
        return None
    return {
        "default_effort": DEFAULT_EFFORT,
        "supported_efforts": list(REASONING_EFFORTS),
        "selected": quote.efforts[0],
        "selected_budget_tokens": None,
    }


def render_concurrency(quote: Quote) -> JsonObject:
    """The concurrency admitted for the quote's run (``ConcurrencyPlan``), in the quote's plan and
    in the run record: one task at a time for a run Local simulates; for a client run, the open
    attempts its controllers may hold at once."""
    ceiling = 1 if quote.client is None else quote.client.concurrency
    return {
        "requested": quote.concurrency,
        "admitted_ceiling": ceiling,
        "scope": "run_inference",
        "profiles": [
            {
                "profile_id": b.id,
                "adapter_ceiling": ceiling,
                "admitted_ceiling": ceiling,
                "reasons": ["adapter_limit"],
            }
            for b in quote.benches
        ],
    }


def render_quote(quote: Quote) -> JsonObject:
    return {
        "id": quote.id,
        "created_at": iso(quote.created_us),
        "expires_at": iso(quote.expires_us),
        "price_version": PRICE_VERSION,
        "max_charge_microusd": None if quote.cap_microusd is None else str(quote.cap_microusd),
        "minimum_cap_microusd": str(quote.minimum_cap_microusd),
        "worst_case_charge_microusd": str(quote.worst_microusd),
        "estimated_charge_microusd": str(quote.expected_microusd),
        "expected_charge_microusd": str(quote.expected_microusd),
        "expected_range": {
            "basis": quote.estimate_basis,
            "p50_microusd": str(quote.expected_microusd),
            "p90_microusd": str(quote.p90_microusd),
        },
        "cost_estimate": {
            "amount_microusd": str(quote.expected_microusd),
            "source": "exact" if quote.estimate_basis == "exact" else "planned",
            "scope": "route",
            "observed_calls": 0,
            "exclusions": [],
            "note": ESTIMATE_NOTES[quote.estimate_basis],
        },
        "retention": {"starts_at": "run_created_at", "raw_days": 30, "summary_days": 365},
        "reasoning_options": _reasoning_options(quote),
        "reasoning_budget_options": None,
        "continuation": quote.continuation,
        "plan": {
            "schema_version": 4,
            "kind": quote.kind,
            "total_tasks": len(quote.planned),
            "coverage": quote.coverage,
            "model": render_model(quote),
            "profiles": [profile_selection(quote, b) for b in quote.benches],
            "pricing": {
                "currency": "USD",
                "price_version": PRICE_VERSION,
                "task_fees_microusd": {b.id: str(b.task_fee_microusd) for b in quote.benches},
            },
            "agent": quote.agent,
            "selection_source": {"kind": "continuation" if quote.from_run else "request"},
            "warnings": [],
            "concurrency": render_concurrency(quote),
            "funding_policy": {
                "mode": "per_call",
                "version": "native-per-call-v1",
                "cap_source": "user" if quote.cap_microusd is not None else "wallet_available",
            },
            "execution_mode": None if quote.client is None else "client_run",
            "client_run": None if quote.client is None else quote.client.render(),
            "task_protocol": task_protocol(quote),
            "route": route(quote),
            "agents": agents(quote),
            "configuration": None,
        },
    }
