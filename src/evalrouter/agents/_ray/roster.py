"""The driver's record of its Ray workers: where each runs, which attempts each has started and
not ended (read off the events and outcomes it collects), when each last answered a poll, the
retries handed to it, and one outcome per attempt for the whole execution. No Ray, no I/O:
what the collector (``executor``) decides from."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .._attempt.events import AttemptEvent, AttemptOutcome
from .._controller.controller import ClaimKey
from .worker import Batch, WorkerPlace

__all__ = ["END_EVENTS", "UNRESPONSIVE_SECONDS", "Roster", "Watched"]

UNRESPONSIVE_SECONDS = 2.0
"""A worker answers a poll within ``worker.POLL_SECONDS``: silent this long, it is said to be
unresponsive (a ``worker_unresponsive`` warning), not yet lost."""

END_EVENTS = frozenset({"attempt_finished", "attempt_failed", "attempt_stopped"})


@dataclass
class Watched:
    """One worker as the driver sees it."""

    number: int
    placement: WorkerPlace
    heard: float
    """When it last answered a poll (the driver's monotonic clock)."""
    in_flight: dict[str, AttemptEvent] = field(default_factory=dict)
    """Its attempts granted and without an outcome yet: attempt id -> ``attempt_started``
    (the worker's, or one made of the claim's answer until it comes)."""
    claims: dict[ClaimKey, str | None] = field(default_factory=dict)
    """Its claims sent and not answered yet: key -> ``retry_of``."""
    unsaid: dict[str, AttemptOutcome] = field(default_factory=dict)
    """Outcomes that came before their attempt's end event (which may never come)."""
    ends_seen: set[str] = field(default_factory=set)
    """Attempts in flight whose end event came before their outcome."""
    handed: set[str] = field(default_factory=set)
    """Retries handed to it and not claimed yet (an ``attempt_started`` names them)."""
    unresponsive: bool = False
    done: bool = False

    def __str__(self) -> str:
        return f"Ray worker {self.number} on {self.placement}"


class Roster:
    """Every worker of one execution, by number, and the outcomes kept (one per attempt)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self.workers: dict[int, Watched] = {}
        self.outcomes: list[AttemptOutcome] = []
        self._kept: set[str] = set()

    def add(self, number: int, placement: WorkerPlace) -> None:
        self.workers[number] = Watched(number, placement, self._clock())

    def keep(self, outcome: AttemptOutcome) -> bool:
        """Keep ``outcome`` unless its attempt has one already; whether it was kept."""
        if outcome.attempt_id in self._kept:
            return False
        self._kept.add(outcome.attempt_id)
        self.outcomes.append(outcome)
        return True

    def answered(self, number: int, batch: Batch) -> list[AttemptEvent]:
        """A worker's poll answered with ``batch``: its attempts started and ended are noted,
        its outcomes kept; answers the events to pass on, in order."""
        watched = self.workers[number]
        watched.heard = self._clock()
        watched.unresponsive = False
        watched.done = batch.done
        for note in batch.claims:
            if not note.answered:
                watched.claims[note.key] = note.retry_of
                continue
            retry_of = watched.claims.pop(note.key, None)
            if note.attempt_id is not None:
                watched.in_flight[note.attempt_id] = AttemptEvent(
                    "attempt_started",
                    attempt_id=note.attempt_id,
                    task_ref=note.task_ref,
                    retry_of=retry_of,
                )
                if retry_of is not None:
                    watched.handed.discard(retry_of)
        for event in batch.events:
            aid = event.attempt_id
            if aid is None:
                continue
            if event.type == "attempt_started":
                watched.in_flight[aid] = event
                if event.retry_of is not None:
                    watched.handed.discard(event.retry_of)
            elif (
                event.type in END_EVENTS
                and watched.unsaid.pop(aid, None) is None
                and aid in watched.in_flight
            ):
                watched.ends_seen.add(aid)
        for outcome in batch.outcomes:
            aid = outcome.attempt_id
            self.keep(outcome)
            if watched.in_flight.pop(aid, None) is not None and aid not in watched.ends_seen:
                watched.unsaid[aid] = outcome
            watched.ends_seen.discard(aid)
        return list(batch.events)

    def silent_for(self, number: int) -> float:
        return self._clock() - self.workers[number].heard

    def newly_unresponsive(self, number: int) -> bool:
        """Mark the worker unresponsive; whether it was not already (to say so once)."""
        watched = self.workers[number]
        was, watched.unresponsive = watched.unresponsive, True
        return not was

    def survivor(self) -> Watched | None:
        """The answering worker, still working, with the fewest attempts in flight or handed to
        it (ties: the lowest number): who takes the next of a lost worker's retries."""
        candidates = [
            w
            for n, w in self.workers.items()
            if not w.unresponsive and not w.done and self.silent_for(n) < UNRESPONSIVE_SECONDS
        ]
        return min(
            candidates, key=lambda w: (len(w.in_flight) + len(w.handed), w.number), default=None
        )

    def hand(self, number: int, attempt_ids: list[str]) -> None:
        self.workers[number].handed.update(attempt_ids)

    def remove(self, number: int) -> Watched:
        return self.workers.pop(number)
