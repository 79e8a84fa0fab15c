"""What docs/frameworks.md's CrewAI recipe does of its own, run as written in its own
environment against a served EvalRouter Local: a call refused over ``max_calls`` is tried three
times, then raised. The checks every recipe passes (its runs complete, one model turn per model
call, one tool span per tool call, tokens on every call, no other host) are in
test_framework_recipes.py."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import over_max_calls, recipe_once

HEADING = "CrewAI"
pytestmark = pytest.mark.xdist_group(name="crewai")


def test_crewai_tries_a_refused_call_three_times_then_fails(
    request: pytest.FixtureRequest,
) -> None:
    """What docs/frameworks.md says CrewAI does over ``max_calls``: the agent tries the task
    again twice (``max_retry_limit=2``), so the gateway refuses 3 calls (each in the trace as a
    model call without usage) before CrewAI raises and the attempt fails with the refusal's
    code."""
    limited = recipe_once(
        request, "crewai_max_calls", HEADING, then=over_max_calls("crewai_solver")
    )
    assert limited.failure_codes() == ["client_budget_exhausted"], limited.output
    refused = [t["calls_without_tokens"] for t in limited.result["runs"][-1]["traces"]]
    assert refused == [3], limited.result["runs"]
