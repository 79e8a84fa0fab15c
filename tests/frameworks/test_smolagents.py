"""What docs/frameworks.md's smolagents recipe does of its own, run as written in its own
environment against a served EvalRouter Local: a call refused over ``max_calls`` is not
swallowed. The checks every recipe passes (its runs complete, one model turn per model call, one
tool span per tool call, tokens on every call, no other host) are in
test_framework_recipes.py."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import over_max_calls, recipe_once

HEADING = "smolagents"
pytestmark = pytest.mark.xdist_group(name="smolagents")


def test_a_refused_call_fails_with_the_readmes_code(request: pytest.FixtureRequest) -> None:
    """Over ``max_calls`` the gateway refuses the call (402): smolagents does not swallow it.
    The simulated model calls the calculator first, then ``final_answer``: that second call is
    refused, and the attempt fails."""
    limited = recipe_once(
        request, "smolagents_max_calls", HEADING, then=over_max_calls("smolagents_solver")
    )
    assert limited.failure_codes() == ["client_budget_exhausted"], limited.output
