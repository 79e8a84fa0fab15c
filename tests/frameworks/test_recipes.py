"""Each recipe of the README's "Agents built with frameworks" runs as written against a served
EvalRouter Local, with the frameworks' current releases, and its run's trace matches what the
framework itself reports: every task completed, each model call recorded once, the token totals
of the trace equal to the framework's, the framework's tool loop run, and no request for
another host. A framework that hits ``max_calls`` fails the attempt with the README's code.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import evalrouter.agents as evalagents
from evalrouter import EvalRouter
from tests.frameworks.conftest import Call, Readme, Usage
from tests.frameworks.reading import Trace, traces

SDK, GRAPH, CLAUDE, OTEL = (
    "The OpenAI Agents SDK",
    "LangGraph and LangChain",
    "The Anthropic SDK",
    "OpenInference and OpenLLMetry",
)
SAMPLE = 2  # the recipes' coverage=2: two tasks per run keep the suite fast
FRAMEWORK_AGENTS = {SDK: "agents_sdk_solver", GRAPH: "graph_solver", CLAUDE: "claude_solver"}
USAGE_OF = {SDK: "openai-agents", GRAPH: "langchain", CLAUDE: "anthropic"}

# OpenLLMetry's openai instrumentation declares a pydantic model the v1 way when it is imported:
# the framework's warning, not the SDK's nor the recipe's.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Support for class-based `config` is deprecated:DeprecationWarning"
)


def completed(client: EvalRouter, run: Any) -> list[Trace]:
    """The run completed every task: its status, a score, one finished trace per task."""
    assert run.status == "completed" and run.score is not None, (run.status, run.id)
    found = traces(client, run.id)
    assert len(found) == SAMPLE and all(t.status == "complete" for t in found), found
    return found


def recorded_once(found: list[Trace], usage: Usage, framework: str) -> None:
    """One model span per model call the framework made, and the same token totals."""
    calls, input_tokens, output_tokens = usage.totals(framework)
    models = [s for t in found for s in t.of_kind("model")]
    assert calls >= SAMPLE
    assert len(models) == calls, [(s.name, s.attributes) for s in models]
    assert sum(int(s.attributes.get("input_tokens") or 0) for s in models) == input_tokens
    assert sum(int(s.attributes.get("output_tokens") or 0) for s in models) == output_tokens


def tools_called(found: list[Trace], usage: Usage) -> None:
    """The framework's tool loop ran (the simulated model asked for the calculator in every
    attempt), and each of its calls is one tool span: the framework's own span and the SDK's
    record of the ``context.tools.call`` it made are one."""
    calculator = [
        [s for s in trace.of_kind("tool") if s.attributes.get("tool_name", s.name) == "calculator"]
        for trace in found
    ]
    assert all(calculator), [[(s.kind, s.name) for s in t.spans] for t in found]
    for trace, spans in zip(found, calculator, strict=True):
        root = next(s.id for s in trace.spans if s.parent is None)
        by_id = {s.id: s for s in trace.spans}
        for span in spans:  # under the turn that asked for it, or the framework's own span
            assert span.parent != root and by_id[span.parent].kind in ("model", "agent"), span
    made = usage.tools["calculator"]
    assert sum(len(spans) for spans in calculator) == made, (
        made,
        [[(s.name, s.parent, s.attributes) for s in spans] for spans in calculator],
    )


def test_the_readme_has_the_four_recipes() -> None:
    from tests.frameworks.conftest import recipes

    assert list(recipes()) == [SDK, GRAPH, CLAUDE, OTEL]
    for heading, code in recipes().items():  # the alias, never `from evalrouter import agents`
        assert "from evalrouter import agents" not in code, heading
        assert heading == OTEL or "import evalrouter.agents as evalagents" in code, heading


def test_openai_agents_sdk_recipe(readme: Readme, usage: Usage) -> None:
    out = readme.run(SDK)
    assert re.search(r"^completed \d", out, re.M), out
    found = completed(readme.client, readme.namespace["sdk_run"])
    recorded_once(found, usage, "openai-agents")
    tools_called(found, usage)


def test_langgraph_recipe(readme: Readme, usage: Usage) -> None:
    out = readme.run(GRAPH)
    assert re.search(r"^completed \d", out, re.M), out
    found = completed(readme.client, readme.namespace["graph_run"])
    recorded_once(found, usage, "langchain")
    tools_called(found, usage)
    for trace in found:  # the checkpointer's points: one per super-step of the graph
        points = [e for s in trace.spans for e in s.events]
        assert any("langgraph" in str(e.get("label")) for e in points), points


def test_anthropic_sdk_recipe(readme: Readme, usage: Usage) -> None:
    out = readme.run(CLAUDE)
    assert re.search(r"^completed \d", out, re.M), out
    found = completed(readme.client, readme.namespace["claude_run"])
    recorded_once(found, usage, "anthropic")
    tools_called(found, usage)


def test_instrumentation_recipe(readme: Readme, usage: Usage) -> None:
    readme.run(SDK, GRAPH, CLAUDE)
    before = {r.id for r in readme.client.runs.list()}
    usage.clear()
    out = readme.run(OTEL)
    for solver in ("agents-sdk solver", "langgraph solver", "claude solver"):
        assert re.search(rf"^{solver} \d", out, re.M), out
    runs = [r for r in readme.client.runs.list() if r.id not in before]
    assert len(runs) == 3
    by_name: dict[str, list[Trace]] = {}
    for run in runs:
        found = completed(readme.client, readme.client.runs.wait(run.id))
        by_name[found[0].spans[0].name] = found
    tools_called([t for found in by_name.values() for t in found], usage)
    # Each call seen by an instrumentation and by the gateway is one model span, with the
    # framework's own counts.
    for heading, name in ((SDK, "agents-sdk solver"), (GRAPH, "langgraph solver")):
        recorded_once(by_name[name], usage, USAGE_OF[heading])
    recorded_once(by_name["claude solver"], usage, USAGE_OF[CLAUDE])
    # The LangGraph tree keeps its parentage: the model turn sits under the graph's node,
    # under the graph, under the attempt's root; not flat under the root.
    for trace in by_name["langgraph solver"]:
        depths = [trace.depth(s) for s in trace.of_kind("model")]
        assert depths and min(depths) >= 4, [(s.kind, s.name, s.parent) for s in trace.spans]
    # One processor served all the attempts: it is not added again per attempt.
    provider = readme.namespace["provider"]
    processors = provider._active_span_processor._span_processors
    assert len(processors) == 1, processors


def instrumented_run(readme: Readme, heading: str, *instrumentors: Any) -> list[Trace]:
    """The recipe's agent run again under these instrumentations (on a provider with the one
    processor), its traces."""
    from opentelemetry.sdk.trace import TracerProvider

    provider = TracerProvider()
    provider.add_span_processor(evalagents.otel_processor())
    for instrumentor in instrumentors:
        instrumentor().instrument(tracer_provider=provider)
    agent = readme.namespace[FRAMEWORK_AGENTS[heading]]
    run = readme.client.runs.create(
        "gsm8k", agent=agent, model="gpt-5-mini", coverage=SAMPLE, max_cost=1, wait=True
    )
    return completed(readme.client, run)


@pytest.mark.parametrize("heading", [SDK, GRAPH])
def test_openllmetry_on_the_openai_sdk_records_each_call_once(
    readme: Readme, usage: Usage, heading: str
) -> None:
    """What the README says: OpenLLMetry's OpenAIInstrumentor in place of OpenInference's."""
    from opentelemetry.instrumentation.openai import OpenAIInstrumentor

    readme.run(heading)
    usage.clear()
    found = instrumented_run(readme, heading, OpenAIInstrumentor)
    recorded_once(found, usage, USAGE_OF[heading])
    tools_called(found, usage)


@pytest.mark.parametrize("heading", [SDK, GRAPH])
def test_two_instrumentations_of_one_call_record_it_once(
    readme: Readme, usage: Usage, heading: str
) -> None:
    """OpenInference's instrumentation and OpenLLMetry's both on, each seeing every call."""
    from openinference.instrumentation.langchain import LangChainInstrumentor
    from openinference.instrumentation.openai_agents import OpenAIAgentsInstrumentor
    from opentelemetry.instrumentation.openai import OpenAIInstrumentor

    readme.run(heading)
    usage.clear()
    openinference = OpenAIAgentsInstrumentor if heading == SDK else LangChainInstrumentor
    found = instrumented_run(readme, heading, openinference, OpenAIInstrumentor)
    recorded_once(found, usage, USAGE_OF[heading])
    tools_called(found, usage)


def streamed_run(readme: Readme, usage: Usage, monkeypatch: pytest.MonkeyPatch) -> list[Trace]:
    """The Agents SDK recipe's agent, as written, with ``Runner.run`` driven through
    ``Runner.run_streamed`` (every event read), under OpenInference's instrumentation."""
    from agents import Runner
    from openinference.instrumentation.openai_agents import OpenAIAgentsInstrumentor

    readme.run(SDK)
    usage.clear()

    async def run_streamed(cls: type, *args: Any, **kwargs: Any) -> Any:
        result = Runner.run_streamed(*args, **kwargs)
        async for _event in result.stream_events():
            pass
        used = result.context_wrapper.usage
        usage.add(Call("openai-agents", used.requests, used.input_tokens, used.output_tokens))
        return result

    monkeypatch.setattr(Runner, "run", classmethod(run_streamed))
    return instrumented_run(readme, SDK, OpenAIAgentsInstrumentor)


def test_the_agents_sdk_streamed_records_each_call_once(
    readme: Readme, usage: Usage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``Runner.run_streamed``: one model turn per call the SDK made, one tool span per tool
    call."""
    found = streamed_run(readme, usage, monkeypatch)
    calls = usage.totals("openai-agents")[0]
    models = [s for t in found for s in t.of_kind("model")]
    assert calls >= 2 * SAMPLE and len(models) == calls, [(s.name, s.attributes) for s in models]
    tools_called(found, usage)


def test_the_agents_sdk_streamed_has_tokens_for_every_call(
    readme: Readme, usage: Usage, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = streamed_run(readme, usage, monkeypatch)
    models = [s for t in found for s in t.of_kind("model")]
    assert models and all(s.attributes.get("input_tokens") for s in models), [
        (s.name, s.attributes) for s in models
    ]
    assert all(s.attributes.get("output_tokens") for s in models)


@pytest.mark.parametrize("heading", list(FRAMEWORK_AGENTS))
def test_a_framework_over_max_calls_fails_with_the_readmes_code(
    readme: Readme, heading: str
) -> None:
    readme.run(heading)
    agent = readme.namespace[FRAMEWORK_AGENTS[heading]]
    # A tool loop takes two model calls at least; the second is over the limit.
    result = evalagents.evaluate(
        readme.client, agent=agent, model="gpt-5-mini", tasks="gsm8k", coverage=1,
        budget_usd="1", limits={"max_calls": 1},
    )  # fmt: skip
    codes = [o.failure_code for o in result.outcomes]
    assert codes and set(codes) == {"client_budget_exhausted"}, codes


def test_the_agents_sdks_own_trace_export_reaches_no_other_host(readme: Readme) -> None:
    """The Agents SDK's usual setup, ``set_default_openai_client(context.gateway.openai())``,
    with its tracing on and its exporter in place: nothing is posted to its trace ingest (the
    ``network`` guard fails the test on any request for another host)."""
    from agents import (
        Agent,
        Runner,
        set_default_openai_api,
        set_default_openai_client,
        set_trace_processors,
    )
    from agents.models import _openai_shared
    from agents.tracing import get_trace_provider
    from agents.tracing.processors import default_processor

    set_trace_processors([default_processor()])  # the SDK's own export, as installed

    @evalagents.define_agent(name="default client")
    async def default_client(context: evalagents.AgentContext) -> None:
        task = await context.task.get()
        set_default_openai_client(context.gateway.openai())  # use_for_tracing=True
        set_default_openai_api("chat_completions")
        agent = Agent(name="solver", model=context.gateway.model)
        result = await Runner.run(agent, str(task["inputs"]["messages"][-1].get("content")))
        await context.task.submit(str(result.final_output))
        await context.task.done()

    try:
        result = evalagents.evaluate(
            readme.client, agent=default_client, model="gpt-5-mini", tasks="gsm8k",
            coverage=1, budget_usd="1",
        )  # fmt: skip
        get_trace_provider().force_flush()  # what the exporter would send, sent now
    finally:
        _openai_shared.set_default_openai_client(None)  # type: ignore[arg-type]
        set_default_openai_api("responses")
    assert result.succeeded, result.outcomes
