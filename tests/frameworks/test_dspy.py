"""What docs/frameworks.md's DSPy recipe does of its own, run as written in its own environment
against a served EvalRouter Local: with its cache on, a second run is answered from the cache
(no model call through the gateway) and the trace says so; a refused call is raised. The checks
every recipe passes (its runs complete, one model turn per model call, one tool span per tool
call, tokens on every call, no other host) are in test_framework_recipes.py."""

from __future__ import annotations

import re

import pytest

from tests.frameworks.isolated import Recipe, over_max_calls, recipe_once

HEADING = "DSPy"
pytestmark = pytest.mark.xdist_group(name="dspy")
# LiteLLM loaded as DSPy loads it when it needs it (the recipe's opt-out is set), then the
# recipe's agent twice more, with DSPy's cache on (as it is unless turned off).
CACHED = """
import litellm

dspy.configure_cache(enable_disk_cache=False, enable_memory_cache=True)
for _ in range(2):
    cached_run = client.runs.create("gsm8k", agent=dspy_solver, model="gpt-5-mini",
                                    coverage=2, max_cost=1, wait=True)
"""


@pytest.fixture(scope="module")
def cached(request: pytest.FixtureRequest) -> Recipe:
    return recipe_once(request, "dspy_cached", HEADING, then=CACHED)


def test_with_its_cache_on_a_second_run_makes_no_model_call(cached: Recipe) -> None:
    """The cache the recipe turns off: the same tasks again are answered from it. LiteLLM,
    loaded under the recipe's opt-out, fetched nothing."""
    runs = cached.result["runs"]
    assert len(runs) == 3, runs
    first, second = (sum(t["model_turns"] for t in run["traces"]) for run in runs[1:])
    assert first > 0 and second == 0, runs
    cached.assert_no_other_host()


def test_a_run_answered_from_the_cache_says_so_in_its_trace(cached: Recipe) -> None:
    last = cached.result["runs"][-1]
    assert last["status"] == "completed", last
    for trace in last["traces"]:
        said = [w for w in trace["warnings"] if re.search(r"cache|model call", w, re.I)]
        assert said, trace


def test_a_refused_call_fails_with_the_readmes_code(request: pytest.FixtureRequest) -> None:
    """Over ``max_calls`` the gateway refuses the call (402): ReAct does not swallow it."""
    limited = recipe_once(request, "dspy_max_calls", HEADING, then=over_max_calls("dspy_solver"))
    assert limited.failure_codes() == ["client_budget_exhausted"], limited.output
