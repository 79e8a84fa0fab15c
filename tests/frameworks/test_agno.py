"""What docs/frameworks.md's Agno recipe does of its own, run as written in its own environment
against a served EvalRouter Local: a call refused over ``max_calls`` is handed in as its answer,
and the outcome carries the refusal. The checks every recipe passes (its runs complete, one
model turn per model call, one tool span per tool call, tokens on every call, no other host) are
in test_framework_recipes.py."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "Agno"
pytestmark = pytest.mark.xdist_group(name="agno")


@pytest.fixture(scope="module")
def limited(request: pytest.FixtureRequest) -> Recipe:
    """The recipe's agent under ``max_calls: 1``: the call after the tool's is refused (402),
    which Agno turns into its answer (status error, the refusal's message as its content)."""
    return recipe_once(request, "agno_max_calls", HEADING, then=over_max_calls("agno_solver"))


def test_agno_hands_in_a_refusal_as_its_answer(limited: Recipe) -> None:
    """What docs/frameworks.md says Agno does: it does not raise on the 402, so the attempt is
    handed in and graded; it does not fail with ``client_budget_exhausted``."""
    assert limited.failure_codes() == [None], limited.output
    assert [o["outcome"] for o in limited.outcomes()] == ["completed"], limited.outcomes()


def test_the_outcome_carries_the_swallowed_refusal(limited: Recipe) -> None:
    """What the README says the runner does then: the outcome names the refusal (``refused``)
    and says it in a warning."""
    for outcome in limited.outcomes():
        assert outcome["refused"] == "client_budget_exhausted", outcome
        assert any("gateway refused" in w for w in outcome["warnings"]), outcome
