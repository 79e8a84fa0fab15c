"""docs/frameworks.md's LlamaIndex recipe (FunctionAgent), run as written in its own environment
against a served EvalRouter Local: the run completes, the trace matches LlamaIndex's own count
(its instrumentation's events), and no request leaves for another host; then the same with
OpenInference's instrumentation on (the section's second block)."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "LlamaIndex"
pytestmark = pytest.mark.xdist_group(name="llama_index")


@pytest.fixture(scope="module")
def recipe(request: pytest.FixtureRequest) -> Recipe:
    return recipe_once(request, "llama_index", HEADING)


@pytest.fixture(scope="module")
def instrumented(request: pytest.FixtureRequest) -> Recipe:
    """The recipe, then its agent again under OpenInference (both runs counted together)."""
    return recipe_once(request, "llama_index_openinference", HEADING, all_blocks=True)


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


def test_a_refused_call_fails_with_the_readmes_code(request: pytest.FixtureRequest) -> None:
    """Over ``max_calls`` the gateway refuses the call (402): FunctionAgent raises it."""
    limited = recipe_once(
        request, "llama_index_max_calls", HEADING, then=over_max_calls("llama_index_solver")
    )
    assert limited.failure_codes() == ["client_budget_exhausted"], limited.output
