"""docs/frameworks.md's Pydantic AI recipe, run as written in its own environment against a
served EvalRouter Local: the run completes, the trace matches Pydantic AI's own count
(``result.usage()``), and no request leaves for another host."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "Pydantic AI"
pytestmark = pytest.mark.xdist_group(name="pydantic_ai")


@pytest.fixture(scope="module")
def recipe(request: pytest.FixtureRequest) -> Recipe:
    return recipe_once(request, "pydantic_ai", HEADING)


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


def test_a_refused_call_fails_with_the_readmes_code(request: pytest.FixtureRequest) -> None:
    """Over ``max_calls`` the gateway refuses the call (402): Pydantic AI raises it."""
    limited = recipe_once(
        request, "pydantic_ai_max_calls", HEADING, then=over_max_calls("pydantic_ai_solver")
    )
    assert limited.failure_codes() == ["client_budget_exhausted"], limited.output
