"""Each recipe of docs/frameworks.md, run as written in its own environment against a served
EvalRouter Local, and again under the instrumentation its section's second block turns on
(OpenInference, or the framework's own OpenTelemetry spans): the runs complete, the trace holds
one model turn per model call the framework itself counted and one tool span per tool call,
with tokens on every call, and no request leaves for another host. What one framework does of
its own (a refusal raised, swallowed or retried; a cache) is tested in its ``test_<slug>.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tests.frameworks.isolated import Recipe, recipe_once


@dataclass(frozen=True)
class Case:
    name: str  # the run's key in recipe_once (one run for the whole test session)
    heading: str
    runs: int = 1
    all_blocks: bool = False  # the section's second block too: its instrumentation
    then: str | None = None


def instrumented(name: str, heading: str) -> Case:
    """The recipe, then its agent again under the section's instrumentation (both runs)."""
    return Case(name, heading, runs=2, all_blocks=True)


CASES = (
    Case("pydantic_ai", "Pydantic AI"),
    Case("smolagents", "smolagents"),
    Case("llama_index", "LlamaIndex"),
    instrumented("llama_index_openinference", "LlamaIndex"),
    Case("dspy", "DSPy"),
    Case("strands", "Strands Agents"),
    instrumented("strands_otel", "Strands Agents"),
    Case("agno", "Agno"),
    instrumented("agno_openinference", "Agno"),
    Case("google_adk", "Google ADK"),
    instrumented("google_adk_otel", "Google ADK"),
    Case("crewai", "CrewAI"),
    instrumented("crewai_openinference", "CrewAI"),
)


@pytest.fixture(scope="module", params=CASES, ids=[case.name for case in CASES])
def ran(request: pytest.FixtureRequest) -> tuple[Case, Recipe]:
    case: Case = request.param
    made = recipe_once(request, case.name, case.heading, all_blocks=case.all_blocks, then=case.then)
    return case, made


def test_the_runs_complete(ran: tuple[Case, Recipe]) -> None:
    case, recipe = ran
    recipe.assert_completed(runs=case.runs)


def test_one_model_turn_per_model_call(ran: tuple[Case, Recipe]) -> None:
    ran[1].assert_turns_equal_model_calls()


def test_one_tool_span_per_tool_call(ran: tuple[Case, Recipe]) -> None:
    ran[1].assert_tool_spans_equal_tool_calls()


def test_tokens_on_every_call(ran: tuple[Case, Recipe]) -> None:
    ran[1].assert_tokens_on_every_call()


def test_no_request_leaves_for_another_host(ran: tuple[Case, Recipe]) -> None:
    ran[1].assert_no_other_host()
