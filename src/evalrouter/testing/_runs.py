"""Runs and their cells (one task for one model), and how a run moves forward in time.

A run executes its cells one after another. Before a cell starts, the run checks that its
worst-case price still fits under the run's cap and within the wallet's available balance; if not,
the run stops there as ``partial`` with the matching interruption, and nothing is ever charged
beyond the cap. A finished cell is charged its actual price. Everything happens at instants computed
from the clock, so the state at any time is the same however often it is observed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from evalrouter_generated._contract import RUN_TERMINAL_STATUSES

from ._catalog import BenchmarkVersion, Route
from ._clock import MICROS, iso
from ._pricing import task_cost
from ._simulate import Answer, answer
from ._tasks import Task
from ._wallet import Wallet

if TYPE_CHECKING:
    from ._client_runs import ClientRun
    from ._quotes import Quote

TERMINAL = RUN_TERMINAL_STATUSES
UNFINISHED = frozenset({"pending", "running", "error", "cancelled", "skipped_budget"})
UPDATE_EVERY = 10


@dataclass(slots=True, eq=False)
class Cell:
    sample_id: str
    bench: BenchmarkVersion
    task: Task
    model_index: int
    route: Route
    worst_microusd: int
    status: str = "pending"
    answer: Answer | None = None
    charge_microusd: int = 0
    started_us: int | None = None
    completed_us: int | None = None
    reused_from: str | None = None
    attempt: int = 1

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.bench.id, self.task.id, self.model_index)


@dataclass(slots=True, eq=False)
class Run:
    id: str
    result_id: str
    quote: Quote
    name: str
    metadata: dict[str, str]
    created_us: int
    cap_microusd: int | None
    cells: list[Cell]
    reused: list[Cell]
    start_at_us: int
    task_seconds: float
    seed: int
    source_run_id: str | None = None
    continued_by: str | None = None
    status: str = "queued"
    started_us: int | None = None
    finished_us: int | None = None
    next_index: int = 0
    inflight: Cell | None = None
    inflight_end_us: int = 0
    cursor_us: int = 0
    spend_microusd: int = 0
    reserved_microusd: int = 0
    interruption: dict[str, Any] | None = None
    terminal_reason: str | None = None
    cancel_requested_us: int | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    expected_duration_us: int = 0
    # Set for an agent run executed by a client (``_client_runs``): attempts drive it, not time.
    client: ClientRun | None = None

    # ------------------------------------------------------------------ queries

    @property
    def terminal(self) -> bool:
        return self.status in TERMINAL

    @property
    def all_cells(self) -> list[Cell]:
        return [*self.reused, *self.cells]

    def count(self, status: str) -> int:
        return sum(1 for c in self.cells if c.status == status)

    def next_event_us(self) -> int | None:
        if self.terminal:
            return None
        if self.client is not None:
            return self.client.next_event_us()
        if self.status == "queued":
            return self.start_at_us
        if self.inflight is not None:
            return self.inflight_end_us
        return self.cursor_us

    def emit(self, kind: str, at_us: int, data: dict[str, Any]) -> None:
        self.events.append(
            {"sequence": len(self.events) + 1, "type": kind, "created_at": iso(at_us), "data": data}
        )

    def emit_sample(self, cell: Cell, at: int, processed: int) -> None:
        """``sample.completed`` for ``cell``, with the run's spend and its progress."""
        self.emit(
            "sample.completed",
            at,
            {
                "sample_id": cell.sample_id,
                "task_id": cell.task.id,
                "profile_id": cell.bench.id,
                "model_index": cell.model_index,
                "status": cell.status,
                "outcome": outcome(cell),
                "score": score(cell),
                "charge_microusd": str(cell.charge_microusd),
                "spend_microusd": str(self.spend_microusd),
                "processed": processed,
                "planned": len(self.cells),
            },
        )

    def duration_us(self, cell: Cell, result: Answer) -> int:
        seconds = self.task_seconds * cell.route.seconds_per_task * result.duration_factor
        return max(1, round(seconds * MICROS))

    # ------------------------------------------------------------------ progression

    def step(self, wallet: Wallet, fetched: Mapping[str, Answer]) -> Cell | None:
        """Apply the one transition due at ``next_event_us()``.

        A task on a connection starts only once its answer is in ``fetched`` (by sample id);
        until then nothing changes and the cell that waits for it is returned.
        """
        if self.client is not None:
            self.client.step(self, wallet)
            return None
        if self.status == "queued":
            self.status = "running"
            self.started_us = self.cursor_us = self.start_at_us
            self.emit("run.started", self.start_at_us, {"status": "running"})
            return None
        if self.inflight is not None:
            self._finish_cell(self.inflight, wallet)
            return None
        return self._start_next(wallet, fetched)

    def _start_next(self, wallet: Wallet, fetched: Mapping[str, Answer]) -> Cell | None:
        at = self.cursor_us
        if self.next_index >= len(self.cells):
            graded = self.count("graded") + len(self.reused)
            errors = self.count("error")
            self._finish("failed" if graded == 0 and errors else "completed", None, at)
            return None
        cell = self.cells[self.next_index]
        if self.cap_microusd is not None and self.spend_microusd + cell.worst_microusd > (
            self.cap_microusd
        ):
            self._stop_short("spending_cap_reached", at)
            return None
        if wallet.available_microusd < cell.worst_microusd:
            self._stop_short("out_of_credit", at)
            return None
        if cell.route.connection_id is not None:
            fetched_answer = fetched.get(cell.sample_id)
            if fetched_answer is None:
                return cell
            result = fetched_answer
        else:
            effort = self.quote.efforts[cell.model_index]
            result = answer(cell.route, cell.bench, cell.task, self.seed, cell.attempt, effort)
        wallet.reserve(cell.worst_microusd, at)
        self.reserved_microusd = cell.worst_microusd
        cell.status = "running"
        cell.started_us = at
        cell.answer = result
        self.inflight = cell
        self.inflight_end_us = at + self.duration_us(cell, result)
        self.next_index += 1
        return None

    def _finish_cell(self, cell: Cell, wallet: Wallet) -> None:
        at = self.inflight_end_us
        result = cell.answer
        assert result is not None
        wallet.release(cell.worst_microusd, at)
        self.reserved_microusd = 0
        if result.error_code is None:
            price = task_cost(cell.route, cell.bench, result.input_tokens, result.output_tokens)
            cell.charge_microusd = price
            wallet.charge(price, at)
            self.spend_microusd += price
            cell.status = "graded"
        else:
            cell.status = "error"
        cell.completed_us = at
        self.inflight = None
        self.cursor_us = at
        processed = self.next_index
        self.emit_sample(cell, at, processed)
        if processed % UPDATE_EVERY == 0 and processed < len(self.cells):
            self.emit(
                "run.updated",
                at,
                {
                    "status": self.status,
                    "processed": processed,
                    "planned": len(self.cells),
                    "spend_microusd": str(self.spend_microusd),
                },
            )

    def _stop_short(self, reason: str, at: int) -> None:
        unfinished = self.cells[self.next_index :]
        for cell in unfinished:
            cell.status = "skipped_budget"
        self.emit("run.stopping", at, {"reason": reason, "unfinished_count": len(unfinished)})
        self.interruption = {
            "reason": reason,
            "continuable": True,
            "unfinished_count": self.unfinished_count(),
            "continued_by": None,
        }
        self._finish("partial", reason, at)

    def cancel(self, at: int, wallet: Wallet) -> None:
        if self.terminal:
            return
        self.cancel_requested_us = at
        self.emit("run.cancellation_requested", at, {})
        if self.inflight is not None:
            # The task in flight is abandoned: its reservation is released, nothing is charged.
            wallet.release(self.inflight.worst_microusd, at)
            self.reserved_microusd = 0
            self.inflight.answer = None
            self.inflight = None
        for cell in self.cells:
            if cell.status in ("pending", "running"):
                cell.status = "cancelled"
        unfinished = self.unfinished_count()
        self.interruption = {
            "reason": "cancelled",
            "continuable": unfinished > 0,
            "unfinished_count": unfinished,
            "continued_by": None,
        }
        self._finish("cancelled", "cancelled", at)

    def unfinished_count(self) -> int:
        return sum(1 for c in self.cells if c.status in UNFINISHED)

    def _finish(self, status: str, reason: str | None, at: int) -> None:
        self.status = status
        self.terminal_reason = reason
        self.finished_us = at
        self.emit(
            "run.completed",
            at,
            {
                "status": status,
                "terminal_reason": reason,
                "spend_microusd": str(self.spend_microusd),
                "graded": self.count("graded") + len(self.reused),
                "errors": self.count("error"),
            },
        )


def outcome(cell: Cell) -> str:
    if cell.status == "graded":
        assert cell.answer is not None
        return "correct" if cell.answer.correct else "incorrect"
    return {"error": "error", "cancelled": "cancelled", "skipped_budget": "not_run"}.get(
        cell.status, "pending"
    )


def score(cell: Cell) -> float | None:
    if cell.status != "graded" or cell.answer is None:
        return None
    return 1.0 if cell.answer.correct else 0.0
