"""The driver's side of a lost Ray worker, without Ray: what it knows of each worker's attempts
(``_ray.roster``), how it settles a lost worker's attempts (``_ray.losses``), how a worker hands
its claims, events and outcomes to the polls (``_ray.worker.Outbox``) and how the raylet's
messages are kept off stdout (``_ray.quiet``). The cluster itself: tests/distributed."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
from evalrouter_generated._model import JsonValue

from evalrouter import EvalRouterError
from evalrouter.agents import AttemptEvent, AttemptOutcome
from evalrouter.agents._ray import losses, quiet
from evalrouter.agents._ray.roster import UNRESPONSIVE_SECONDS, Roster
from evalrouter.agents._ray.worker import Batch, ClaimNote, Outbox, WorkerPlace

CRASHED = "client_controller_crashed"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def started(aid: str, retry_of: str | None = None) -> AttemptEvent:
    return AttemptEvent("attempt_started", attempt_id=aid, task_ref=f"t-{aid}", retry_of=retry_of)


def finished(aid: str) -> AttemptEvent:
    return AttemptEvent("attempt_finished", attempt_id=aid, task_ref=f"t-{aid}")


def completed(aid: str, retry_of: str | None = None) -> AttemptOutcome:
    return AttemptOutcome(aid, f"t-{aid}", "completed", retry_of=retry_of)


def roster_of(workers: int) -> tuple[Roster, Clock]:
    clock = Clock()
    roster = Roster(clock)
    for i in range(workers):
        roster.add(i, WorkerPlace(str(1000 + i), f"node{i % 2}", f"127.0.0.{1 + i % 2}"))
    return roster, clock


# ------------------------------------------------------------------------------- roster


def test_an_attempt_is_in_flight_from_its_claims_answer_to_its_outcome() -> None:
    roster, _ = roster_of(1)
    key = ("ctl", 1)
    roster.answered(0, Batch(claims=[ClaimNote(key, "att_0")]))
    assert roster.workers[0].claims == {key: "att_0"}  # sent, not answered yet
    roster.answered(0, Batch(claims=[ClaimNote(key, None, True, "att_1", "t-att_1")]))
    watched = roster.workers[0]
    assert watched.claims == {}
    assert watched.in_flight["att_1"].retry_of == "att_0"  # made of the claim's answer
    roster.answered(0, Batch(events=[started("att_1", "att_0")]))
    assert watched.in_flight["att_1"] == started("att_1", "att_0")  # the worker's own event
    roster.answered(0, Batch(events=[finished("att_1")], outcomes=[completed("att_1")]))
    assert watched.in_flight == {} and watched.unsaid == {} and watched.ends_seen == set()
    assert roster.outcomes == [completed("att_1")]


def test_an_outcome_and_its_end_event_in_either_order_leave_nothing_unsaid() -> None:
    roster, _ = roster_of(1)
    watched = roster.workers[0]
    roster.answered(0, Batch(events=[started("a"), started("b")]))
    roster.answered(0, Batch(outcomes=[completed("a")], events=[finished("b")]))
    assert watched.unsaid == {"a": completed("a")}  # its end event may never come
    assert watched.ends_seen == {"b"} and set(watched.in_flight) == {"b"}
    roster.answered(0, Batch(events=[finished("a")], outcomes=[completed("b")]))
    assert watched.unsaid == {} and watched.ends_seen == set() and watched.in_flight == {}


def test_one_outcome_is_kept_per_attempt() -> None:
    roster, _ = roster_of(1)
    assert roster.keep(completed("a"))
    assert not roster.keep(AttemptOutcome("a", "t-a", "failed", failure_code=CRASHED))
    assert roster.outcomes == [completed("a")]


def test_a_handed_retry_is_no_longer_handed_once_claimed() -> None:
    roster, _ = roster_of(1)
    roster.hand(0, ["lost_1", "lost_2"])
    roster.answered(0, Batch(events=[started("x", retry_of="lost_1")]))
    assert roster.workers[0].handed == {"lost_2"}


def test_the_survivor_is_answering_working_and_least_busy() -> None:
    roster, clock = roster_of(4)
    roster.answered(0, Batch(events=[started("a"), started("b")]))
    roster.answered(1, Batch(events=[started("c")]))
    roster.answered(2, Batch(done=True))
    roster.hand(1, ["h"])
    clock.now += 1.0
    for i in (0, 1):
        roster.answered(i, Batch())
    survivor = roster.survivor()
    assert survivor is not None and survivor.number == 3  # nothing in flight, answering
    assert roster.newly_unresponsive(3) and not roster.newly_unresponsive(3)  # said once
    survivor = roster.survivor()
    assert survivor is not None and survivor.number == 0  # 2 in flight; 1 has 1 + 1 handed
    clock.now += UNRESPONSIVE_SECONDS
    assert roster.survivor() is None  # none answered lately: none survives for sure
    assert roster.silent_for(0) == UNRESPONSIVE_SECONDS


# ------------------------------------------------------------------------------- losses


class Service:
    """The finish and claim routes as a lost worker's driver calls them."""

    def __init__(self, receipts: dict[str, dict[str, JsonValue] | EvalRouterError]) -> None:
        self.receipts = receipts
        self.finished: list[tuple[str, dict[str, JsonValue], str]] = []
        self.claims: list[dict[str, JsonValue]] = []

    async def finish(self, aid: str, body: dict[str, JsonValue], key: str) -> dict[str, JsonValue]:
        self.finished.append((aid, body, key))
        answer = self.receipts[aid]
        if aid == "finished_first" and not key.endswith("-lost"):  # its worker's key, body
            raise EvalRouterError("idempotency_key_reused", "another body under this key")
        if isinstance(answer, EvalRouterError):
            raise answer
        return answer

    async def claim(self, body: dict[str, JsonValue]) -> dict[str, JsonValue]:
        self.claims.append(body)
        seq = body["claim"]["seq"]  # type: ignore[call-overload,index]
        if seq == 2:
            raise EvalRouterError("client_run_no_pending_attempts", "none left")
        return {"attempt_id": f"att_seq{seq}", "task_ref": f"t-{seq}"}


async def test_each_lost_attempt_is_settled_by_what_the_service_answers() -> None:
    service = Service(
        {
            "fresh": {"attempt_id": "fresh", "state": "failed", "failure_code": CRASHED},
            "graded": {"attempt_id": "graded", "state": "graded"},
            "finished_first": {"attempt_id": "finished_first", "state": "graded"},
            "agent": {
                "attempt_id": "agent",
                "state": "failed",
                "failure_code": "client_no_submission",
            },
            "lapsed": EvalRouterError("lease_lost", "lapsed"),
            "refused": EvalRouterError("forbidden", "no"),
            "stopped": EvalRouterError("run_stopped", "over"),
        }
    )
    lost = [started(a, retry_of="before" if a == "fresh" else None) for a in service.receipts]
    settled = {
        s.outcome.attempt_id: s
        for s in await losses.settle_lost(service.finish, lost, "Ray worker 2", retry_now=True)
    }
    assert service.finished[0] == (
        "fresh",
        {"outcome": "failed", "failure_code": CRASHED},
        "cr-finish-fresh",
    )
    fresh = settled["fresh"]
    assert fresh.retry and fresh.outcome == AttemptOutcome(
        "fresh", "t-fresh", "failed", failure_code=CRASHED, retry_of="before"
    )
    assert "Ray worker 2" in fresh.message and "retried at once" in fresh.message
    assert settled["graded"].outcome.outcome == "completed" and not settled["graded"].retry
    # Its worker's finish came first under the same key: asked again under the driver's own.
    assert settled["finished_first"].outcome.outcome == "completed"
    assert [k for a, _, k in service.finished if a == "finished_first"] == [
        "cr-finish-finished_first",
        "cr-finish-finished_first-lost",
    ]
    assert settled["agent"].outcome.failure_code == "client_no_submission"
    assert not settled["agent"].retry  # the agent's failure: never retried
    assert settled["lapsed"].outcome.failure_code == CRASHED and not settled["lapsed"].retry
    assert "lease had lapsed" in settled["lapsed"].message
    assert not settled["refused"].retry and "left to its lease" in settled["refused"].message
    assert settled["stopped"].outcome.outcome == "stopped"


async def test_without_a_survivor_nothing_is_finished_and_each_is_left_to_its_lease() -> None:
    service = Service({})
    settled = await losses.settle_lost(
        service.finish, [started("a")], "Ray worker 1", retry_now=False
    )
    assert service.finished == []  # a failed attempt would wait for a retry nobody claims
    [one] = settled
    assert one.outcome.failure_code == CRASHED and not one.retry
    assert "no worker survives" in one.message and "left to its lease" in one.message


async def test_a_claim_never_answered_is_asked_for_again_under_its_key() -> None:
    service = Service({})
    again = await losses.reclaimed(service.claim, {("ctl", 1): "att_0", ("ctl", 2): None})
    assert service.claims == [
        {"claim": {"controller_id": "ctl", "seq": 1}, "retry_of": "att_0"},
        {"claim": {"controller_id": "ctl", "seq": 2}, "retry_of": None},
    ]
    assert again == [
        AttemptEvent("attempt_started", attempt_id="att_seq1", task_ref="t-1", retry_of="att_0")
    ]  # the refused one leaves none


def test_a_lost_attempts_end_event_says_why() -> None:
    outcome = AttemptOutcome("a", "t-a", "failed", failure_code=CRASHED)
    event = losses.end_event(outcome, "Lost with Ray worker 1")
    assert event.type == "attempt_failed" and event.failure_class == "infrastructure"
    assert event.code == CRASHED and event.reason == "worker_lost"
    assert event.message == "Lost with Ray worker 1"
    assert losses.end_event(completed("b")).type == "attempt_finished"


# ------------------------------------------------------------------------------- outbox


async def test_a_claim_is_sent_only_once_a_poll_has_carried_its_note() -> None:
    outbox = Outbox()
    claiming = asyncio.ensure_future(outbox.claiming(("ctl", 1), None))
    await asyncio.sleep(0.05)
    assert not claiming.done()
    first = await outbox.take(0.5)  # the poll that carries it
    assert first.claims == [ClaimNote(("ctl", 1), None)]
    await asyncio.sleep(0.05)
    assert not claiming.done()  # not yet known to have reached the driver
    await outbox.take(0.0)  # the driver's next poll: it recorded the last answer
    await asyncio.wait_for(claiming, 1.0)


async def test_a_claim_goes_out_anyway_when_no_poll_comes(monkeypatch: pytest.MonkeyPatch) -> None:
    from evalrouter.agents._ray import worker

    monkeypatch.setattr(worker, "DELIVERY_SECONDS", 0.1)
    await asyncio.wait_for(Outbox().claiming(("ctl", 1), None), 1.0)


async def test_a_poll_takes_events_and_outcomes_once_in_order() -> None:
    outbox = Outbox()
    outbox.event(started("a"))
    outbox.outcome(completed("a"))
    outbox.event(finished("a"))
    batch = await outbox.take(0.5)
    assert batch.events == [started("a"), finished("a")] and batch.outcomes == [completed("a")]
    again = await outbox.take(0.05)  # nothing new: waits, then answers empty
    assert again.events == [] and again.outcomes == [] and not again.done


# -------------------------------------------------------------------------------- quiet


def test_the_raylets_messages_go_to_the_log_unless_the_driver_asked_for_rays_output(
    caplog: pytest.LogCaptureFixture,
) -> None:
    printed: list[Any] = []

    class Dispatcher:
        def __init__(self) -> None:
            self.handlers: list[tuple[str, Any]] = []

    dispatcher = Dispatcher()
    routed = quiet._routed(lambda data, ignore_prefix: printed.append(data), dispatcher)
    dead = {"lines": ["The node ... has been marked dead"], "pid": "raylet", "is_err": False}
    with caplog.at_level(logging.DEBUG, logger="evalrouter.agents"):
        routed(dead, ignore_prefix=False)
    assert printed == [] and "marked dead" in caplog.text
    worker_line = {"lines": ["hello"], "pid": 4242, "is_err": False}
    routed(worker_line, ignore_prefix=False)
    assert printed == [worker_line]  # anything else is Ray's to print
    dispatcher.handlers = [("ray_print_logs", print)]  # log_to_driver=True: asked for
    routed(dead, ignore_prefix=False)
    assert printed == [worker_line, dead]


def test_routing_is_installed_once() -> None:
    worker = pytest.importorskip("ray._private.worker")
    quiet.quiet_ray_messages()
    installed = worker.print_to_stdstream
    quiet.quiet_ray_messages()
    assert worker.print_to_stdstream is installed and getattr(installed, quiet._MARK)
