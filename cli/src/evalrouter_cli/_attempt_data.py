"""What an agent run's page shows of its attempts, read through the public SDK: each attempt's
task, state, failure class and error code, its model calls and what it cost, and the trace
(trajectory) the agent uploaded for it, when the service kept one.

``runs.attempts.list`` gives the attempts; the run's samples give each task's error code and
charge; ``traces.live(run_id=…)`` (a preview operation) gives one trace per traced attempt, with
its steps, tokens and model cost. A service without traces simply shows none."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import islice
from typing import Any

from ._context import Context
from ._io import records

ENDED_BADLY = ("failed", "expired", "cancelled")  # attempt states that graded nothing
MAX_ROWS = 2000  # attempts or traces read for one run: a bound on what one page can show


@dataclass
class Trace:
    trace_id: str
    steps: int | None
    tokens: int | None
    cost_microusd: int | None
    status: str | None


@dataclass
class Attempt:
    attempt_id: str
    task_id: str
    attempt_no: int
    state: str
    failure_class: str | None
    error_code: str | None
    gateway_calls: int | None
    charge_microusd: int | None  # the task's charge (the attempt's, with one attempt per task)
    trace: Trace | None


@dataclass
class AgentRun:
    agent: str
    attempts: list[Attempt]
    traced: bool  # whether the service answered for traces at all

    def outcomes(self) -> dict[str, int]:
        return dict(Counter(a.state for a in self.attempts).most_common())

    def failures(self) -> dict[str, int]:
        codes = Counter(
            a.error_code or a.failure_class or "unknown"
            for a in self.attempts
            if a.state in ENDED_BADLY
        )
        return dict(codes.most_common())

    def to_dict(self) -> dict[str, Any]:
        return {
            "agent": self.agent,
            "outcomes": self.outcomes(),
            "failures": self.failures(),
            "attempts": [
                {**vars(a), "trace": vars(a.trace) if a.trace else None} for a in self.attempts
            ],
        }


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def agent_name(run: dict[str, Any]) -> str | None:
    """The agent a run was made with, or None for a model run."""
    agent = run.get("agent")
    if run.get("execution_mode") != "client_run" and not agent:
        return None
    agent = agent or {}
    return str(agent.get("declared_name") or agent.get("name") or agent.get("kind") or "agent")


def _traces(ctx: Context, run_id: str) -> dict[str, Trace] | None:
    from evalrouter import EvalRouterError

    try:
        page = ctx.client.traces.live(run_id=run_id, limit=100)
        rows = [records(t) for t in islice(page, MAX_ROWS)]
    except EvalRouterError:  # a preview operation: a service without it shows no traces
        return None
    found: dict[str, Trace] = {}
    for row in rows:
        execution = row.get("execution") or {}
        attempt = execution.get("attempt_id")
        if attempt and execution.get("run_id") in (None, run_id):
            found[attempt] = Trace(
                str(row.get("trace_id") or row.get("id")),
                _int(row.get("span_count")),
                _int(row.get("total_tokens")),
                _int(row.get("cost_microusd")),
                row.get("status"),
            )
    return found


def agent_run(ctx: Context, run: dict[str, Any], samples: list[dict[str, Any]]) -> AgentRun | None:
    name = agent_name(run)
    if name is None:
        return None
    run_id = run["id"]
    by_task = {(s.get("task_id"), s.get("epoch") or 1): s for s in samples}
    traces = _traces(ctx, run_id)
    attempts = []
    for row in islice(ctx.client.runs.attempts.list(run_id, limit=100), MAX_ROWS):
        record = records(row)
        sample = by_task.get((record.get("task_id"), record.get("epoch") or 1)) or {}
        attempts.append(
            Attempt(
                str(record.get("id")),
                str(record.get("task_id")),
                _int(record.get("attempt_no")) or 1,
                str(record.get("state") or "unknown"),
                record.get("failure_class"),
                sample.get("error_code") if record.get("state") != "graded" else None,
                _int(record.get("gateway_calls")),
                _int(sample.get("charge_microusd")),
                (traces or {}).get(str(record.get("id"))),
            )
        )
    attempts.sort(key=lambda a: (a.task_id, a.attempt_no))
    return AgentRun(name, attempts, traces is not None)
