"""What a call the gateway refused for the attempt's limits means for its attempt: the failure it
ends with when the agent then gives up with nothing submitted, and what the user is told."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any, cast

import pytest

from evalrouter._attempt_failures import (
    AGENT_FAILURE_CODES,
    FINISH_FAILURE_CODES,
    reported_failure,
)
from evalrouter._gateway_errors import admit, budget
from evalrouter.agents._attempt.session import TurnEnd
from evalrouter.agents._gateway.refusals import refusal_words, refused_failure

OUTPUT = admit({"max_output_tokens": 4096}, 0, {"max_tokens": 64000})
INPUT = admit({"max_input_bytes": 10}, 0, {"messages": ["x" * 20]})
CALLS = admit({"max_calls": 5}, 5, {})


def session(refused: object, *, submitted: bool = False, done: bool = False) -> Any:
    server = SimpleNamespace(done_event=asyncio.Event(), last_output=None)
    if submitted:
        server.last_output = {"kind": "answer", "text": "4"}
    if done:
        server.done_event.set()
    return SimpleNamespace(route=SimpleNamespace(refused=refused), server=server)


@pytest.mark.parametrize(
    "end",
    [
        TurnEnd("failed", failure_code="client_agent_protocol_error"),  # an error ended the turn
        TurnEnd("failed", failure_code="client_agent_exited"),
        TurnEnd("completed", ended_by="protocol_error"),  # ... once its session had started
        TurnEnd("completed", ended_by="agent_exited"),  # it exited, or run() raised
        TurnEnd("completed", stop_reason="end_turn"),  # it stopped without submitting
        TurnEnd("completed", stop_reason="max_tokens"),
    ],
)
async def test_an_agent_that_gives_up_after_a_refusal_fails_with_its_code(end: TurnEnd) -> None:
    assert refused_failure(end, session(OUTPUT)) is OUTPUT
    assert refused_failure(end, session(CALLS)) is CALLS
    # ... only with nothing submitted: what it submitted is graded.
    assert refused_failure(end, session(OUTPUT, submitted=True)) is None
    assert refused_failure(end, session(None)) is None


@pytest.mark.parametrize(
    "end",
    [
        TurnEnd("completed", ended_by="deadline"),
        TurnEnd("completed", stop_reason="attempt_ended"),  # done succeeded
        TurnEnd("failed", failure_code="client_controller_crashed"),
        TurnEnd("failed", failure_code="client_network_lost"),
        TurnEnd("failed", failure_code="client_agent_launch_failed"),
        TurnEnd("stopped", code="run_stopped"),
    ],
)
async def test_other_endings_keep_their_own_code(end: TurnEnd) -> None:
    assert refused_failure(end, session(OUTPUT)) is None


async def test_done_keeps_the_attempts_own_ending() -> None:
    end = TurnEnd("completed", stop_reason="end_turn")
    assert refused_failure(end, session(OUTPUT, done=True)) is None
    assert refused_failure(end, cast("Any", None)) is None  # (no session: a failed launch)


def test_the_words_name_what_was_asked_what_is_allowed_and_what_to_raise() -> None:
    assert OUTPUT is not None and INPUT is not None and CALLS is not None
    words = refusal_words(OUTPUT)
    assert "asked for 64000 output tokens" in words and "(max_tokens)" in words
    assert "at most 4096" in words
    assert 'limits={"max_output_tokens": 64000}' in words
    assert "--attempt-max-output-tokens 64000" in words
    assert "configure the agent to ask for at most 4096" in words
    inputs = refusal_words(INPUT)
    assert "bytes of messages" in inputs and 'limits={"max_input_bytes": ' in inputs
    calls = refusal_words(CALLS)
    assert "made its 5 model calls" in calls and 'limits={"max_calls": N}' in calls
    assert "--attempt-max-calls N" in calls
    cost = refusal_words(budget("max_cost_microusd", "This call may cost up to 9 micro-USD."))
    assert 'limits={"max_cost_usd": "USD"}' in cost and "--attempt-budget USD" in cost
    cap = refusal_words(budget("run_cap", "The run's cap is spent."))
    assert "The run's cap is spent." in cap and "--max-cost USD" in cap


def test_each_refusal_is_an_agent_failure_that_finish_reports_as_an_accepted_code() -> None:
    for refusal in (OUTPUT, INPUT, CALLS):
        assert refusal is not None
        assert refusal.code in AGENT_FAILURE_CODES  # never retried
        assert refusal.code not in FINISH_FAILURE_CODES  # the service has no such code ...
        assert reported_failure(refusal.code) == "client_no_submission"  # ... its nearest
    assert reported_failure("client_agent_exited") == "client_agent_exited"
    assert reported_failure(None) is None
