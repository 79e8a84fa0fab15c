"""docs/frameworks.md's CrewAI recipe, run as written in its own environment against a served
EvalRouter Local: the run completes, the trace matches CrewAI's own count (the crew's
``token_usage`` and its tasks' tool messages), and no request leaves for another host; then the
same under OpenInference's instrumentation (the section's second block)."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "CrewAI"
pytestmark = pytest.mark.xdist_group(name="crewai")


@pytest.fixture(scope="module")
def recipe(request: pytest.FixtureRequest) -> Recipe:
    return recipe_once(request, "crewai", HEADING)


@pytest.fixture(scope="module")
def instrumented(request: pytest.FixtureRequest) -> Recipe:
    """The recipe, then its agent again under OpenInference's CrewAI instrumentation (the
    section's second block; both runs counted together)."""
    return recipe_once(request, "crewai_openinference", HEADING, all_blocks=True)


def test_the_recipe_completes(recipe: Recipe) -> None:
    recipe.assert_completed()


def test_one_model_turn_per_model_call(recipe: Recipe) -> None:
    recipe.assert_turns_equal_model_calls()


def test_one_tool_span_per_tool_call(recipe: Recipe) -> None:
    recipe.assert_tool_spans_equal_tool_calls()


def test_tokens_on_every_call(recipe: Recipe) -> None:
    recipe.assert_tokens_on_every_call()


def test_no_request_leaves_for_another_host(recipe: Recipe) -> None:
    recipe.assert_no_other_host()


def test_with_openinference_the_runs_complete(instrumented: Recipe) -> None:
    instrumented.assert_completed(runs=2)
    instrumented.assert_no_other_host()


def test_with_openinference_one_model_turn_per_model_call(instrumented: Recipe) -> None:
    instrumented.assert_turns_equal_model_calls()


def test_with_openinference_one_tool_span_per_tool_call(instrumented: Recipe) -> None:
    instrumented.assert_tool_spans_equal_tool_calls()


def test_with_openinference_tokens_on_every_call(instrumented: Recipe) -> None:
    instrumented.assert_tokens_on_every_call()


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
