"""What docs/frameworks.md's Google ADK recipe does of its own, run as written in its own
environment against a served EvalRouter Local: a call refused over ``max_calls`` is raised. The
checks every recipe passes (its runs complete, one model turn per model call, one tool span per
tool call, tokens on every call, no other host) are in test_framework_recipes.py."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import over_max_calls, recipe_once

HEADING = "Google ADK"
pytestmark = pytest.mark.xdist_group(name="google_adk")


def test_a_refused_call_fails_with_the_readmes_code(request: pytest.FixtureRequest) -> None:
    """Over ``max_calls`` the gateway refuses the call (402): ADK raises it out of ``run_async``."""
    limited = recipe_once(
        request, "google_adk_max_calls", HEADING, then=over_max_calls("google_adk_solver")
    )
    assert limited.failure_codes() == ["client_budget_exhausted"], limited.output
