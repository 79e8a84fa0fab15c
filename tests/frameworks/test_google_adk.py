"""docs/frameworks.md's Google ADK recipe, run as written in its own environment against a served
EvalRouter Local: the run completes, the trace matches ADK's own count (the model responses'
`usage_metadata` in the runner's events), and no request leaves for another host."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.frameworks.isolated import Recipe, run_recipe

HEADING = "Google ADK"
pytestmark = pytest.mark.xdist_group(name="google_adk")


@pytest.fixture(scope="module")
def recipe(served: str, tmp_path_factory: pytest.TempPathFactory) -> Recipe:
    return run_recipe(HEADING, served, Path(tmp_path_factory.mktemp("google_adk")))


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
