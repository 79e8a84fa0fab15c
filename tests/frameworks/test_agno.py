"""docs/frameworks.md's Agno recipe, run as written in its own environment against a served
EvalRouter Local: the run completes, the trace matches Agno's own count (each run output's
messages, tools and ``metrics``), and no request leaves for another host; then the same under
OpenInference's instrumentation (the section's second block)."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "Agno"
pytestmark = pytest.mark.xdist_group(name="agno")


@pytest.fixture(scope="module")
def recipe(request: pytest.FixtureRequest) -> Recipe:
    return recipe_once(request, "agno", HEADING)


@pytest.fixture(scope="module")
def instrumented(request: pytest.FixtureRequest) -> Recipe:
    """The recipe, then its agent again under OpenInference's Agno instrumentation (the
    section's second block; both runs counted together)."""
    return recipe_once(request, "agno_openinference", HEADING, all_blocks=True)


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
