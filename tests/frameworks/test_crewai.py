"""docs/frameworks.md's CrewAI recipe, run as written in its own environment against a served
EvalRouter Local: the run completes, the trace matches CrewAI's own count (the crew's
`token_usage` and its tasks' tool messages), and no request leaves for another host."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.frameworks.budget import Limited, limited_run
from tests.frameworks.isolated import Recipe, run_recipe

HEADING = "CrewAI"
pytestmark = pytest.mark.xdist_group(name="crewai")


@pytest.fixture(scope="module")
def recipe(served: str, tmp_path_factory: pytest.TempPathFactory) -> Recipe:
    return run_recipe(HEADING, served, Path(tmp_path_factory.mktemp("crewai")))


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


@pytest.fixture(scope="module")
def limited(served: str, tmp_path_factory: pytest.TempPathFactory) -> Limited:
    """The recipe's agent under ``max_calls: 1``: every call after the first is refused (402)."""
    return limited_run(HEADING, "crewai_solver", served, Path(tmp_path_factory.mktemp("crewai")))


def test_crewai_tries_a_refused_call_three_times_then_fails(limited: Limited) -> None:
    """What docs/frameworks.md says CrewAI does: the agent's two retries of the task
    (``max_retry_limit=2``) make the gateway refuse 3 calls an attempt (the trace records each
    as a model call without usage) before the attempt fails with the refusal's code."""
    for outcome in limited.outcomes:
        assert outcome["outcome"] == "failed", outcome
        assert outcome["failure_code"] == "client_budget_exhausted", outcome
    assert [t["calls_without_tokens"] for t in limited.traces] == [3, 3], limited.traces
