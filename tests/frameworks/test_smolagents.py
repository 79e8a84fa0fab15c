"""docs/frameworks.md's smolagents recipe, run as written in its own environment against a
served EvalRouter Local: the run completes, the trace matches smolagents' own count
(``agent.memory.steps``), and no request leaves for another host."""

from __future__ import annotations

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "smolagents"
pytestmark = pytest.mark.xdist_group(name="smolagents")
# ToolCallingAgent offers its own final_answer beside the calculator, with tool_choice
# "required", and the simulated model draws one of the two: on the recipe's two tasks it draws
# final_answer first. The agent is run on eight more, where it draws the calculator too.
MORE = """
more_run = client.runs.create("gsm8k", agent=smolagents_solver, model="gpt-5-mini",
                              coverage=8, max_cost=1, wait=True)
"""


@pytest.fixture(scope="module")
def recipe(request: pytest.FixtureRequest) -> Recipe:
    return recipe_once(request, "smolagents", HEADING, then=MORE)


def test_the_recipe_completes(recipe: Recipe) -> None:
    recipe.assert_completed(runs=2)


def test_one_model_turn_per_model_call(recipe: Recipe) -> None:
    recipe.assert_turns_equal_model_calls()


def test_one_tool_span_per_tool_call(recipe: Recipe) -> None:
    recipe.assert_tool_spans_equal_tool_calls()


def test_tokens_on_every_call(recipe: Recipe) -> None:
    recipe.assert_tokens_on_every_call()


def test_no_request_leaves_for_another_host(recipe: Recipe) -> None:
    recipe.assert_no_other_host()


def test_a_refused_call_fails_with_the_readmes_code(request: pytest.FixtureRequest) -> None:
    """Over ``max_calls`` the gateway refuses the call (402): smolagents does not swallow it.
    On the eight tasks, the attempts whose first call drew final_answer end in one call and
    complete; those that drew the calculator are refused their second call, and fail."""
    limited = recipe_once(
        request, "smolagents_max_calls", HEADING, then=over_max_calls("smolagents_solver", 8)
    )
    assert set(limited.failure_codes()) == {None, "client_budget_exhausted"}, limited.output
