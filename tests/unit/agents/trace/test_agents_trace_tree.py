"""The shape of the trace: OpenTelemetry spans keep their parentage whenever their kind is set
(OpenInference sets it when a span ends), ``submit``/``done`` are never a model turn's
children, and one process-wide processor serves every attempt without piling up on the
provider. The real OpenInference LangChain instrumentation on a LangGraph graph proves the
first; synthetic spans pin the timing rules."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest

pytest.importorskip("opentelemetry.sdk.trace", reason="opentelemetry-sdk is a dev dependency")

from opentelemetry import context as otel_context
from opentelemetry import trace as otel_trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from evalrouter import agents
from evalrouter.agents._trace.model_calls import GatewayCall
from evalrouter.agents._trace.policy import ACTIVE_RECORDER
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.unit.agents.trace.trace_stub import instrumented, stub_model
from tests.unit.agents.trace.trace_support import delivered, recorder, spans

OI_KIND = "openinference.span.kind"


def tree(steps: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {s["span_id"]: s for s in spans(steps)}


def depth(span: dict[str, Any], by_id: dict[str, dict[str, Any]]) -> int:
    levels = 0
    while span.get("parent_span_id"):
        span = by_id[span["parent_span_id"]]
        levels += 1
    return levels


def hex_id(span: Any) -> str:
    return f"{span.get_span_context().span_id:016x}"


def ours(provider: TracerProvider) -> int:
    processor = agents.otel_processor()
    listed = provider._active_span_processor._span_processors
    return sum(1 for p in listed if p is processor)


# --------------------------------------------------------------------------- kinds set at the end


def test_a_child_that_ends_first_waits_for_its_parent_to_be_classified() -> None:
    trace = recorder(level="spans")
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    tracer = provider.get_tracer("openinference.instrumentation.langchain")
    with tracer.start_as_current_span("LangGraph") as graph:
        with tracer.start_as_current_span("agent") as node:
            with tracer.start_as_current_span("ChatOpenAI") as llm:
                llm.set_attribute(OI_KIND, "LLM")  # each kind is set as its span ends
            node.set_attribute(OI_KIND, "AGENT")
        with tracer.start_as_current_span("helper"):
            pass  # never classified: skipped
        graph.set_attribute(OI_KIND, "CHAIN")
    by_id = tree(delivered(trace))
    model, agent_span, root = by_id[hex_id(llm)], by_id[hex_id(node)], by_id[hex_id(graph)]
    assert model["parent_span_id"] == agent_span["span_id"]
    assert agent_span["parent_span_id"] == root["span_id"]
    assert depth(model, by_id) == 3  # solver > LangGraph > agent > ChatOpenAI
    assert "helper" not in {s["name"] for s in by_id.values()}


def test_an_unclassified_parent_passes_its_waiting_children_up() -> None:
    trace = recorder(level="spans")
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    tracer = provider.get_tracer("app")
    with (
        tracer.start_as_current_span("outer", attributes={"evalrouter.kind": "agent"}) as outer,
        tracer.start_as_current_span("plain"),  # declares nothing, ever
    ):
        with tracer.start_as_current_span("tool", attributes={"evalrouter.kind": "tool"}) as t:
            pass
        live = delivered(trace, close=False)
        assert hex_id(t) not in tree(live)  # still waiting for "plain"'s kind
    by_id = tree(delivered(trace))
    assert by_id[hex_id(t)]["parent_span_id"] == hex_id(outer)


def test_nothing_waits_past_the_traces_close() -> None:
    trace = recorder(level="spans")
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    tracer = provider.get_tracer("app")
    parent = tracer.start_span("never ends")
    child_context = otel_trace.set_span_in_context(parent)
    child = tracer.start_span("tool", context=child_context, attributes={"evalrouter.kind": "tool"})
    child.end()
    by_id = tree(delivered(trace))  # closes with the parent still open and unclassified
    assert by_id[hex_id(child)]["parent_span_id"] == trace._root.span_id  # type: ignore[union-attr]
    parent.end()


# --------------------------------------------------------------------------- one call, two records


def _call(trace: TraceRecorder, started: float, ended: float) -> None:
    trace.observe(
        GatewayCall(
            format="openai-chat",
            request={"model": "m", "messages": []},
            reply={"usage": {"prompt_tokens": 7, "completion_tokens": 3}},
            error_code=None,
            started=started,
            ended=ended,
        )
    )


@pytest.mark.parametrize("nested", [True, False], ids=["child", "sibling"])
def test_two_instrumentations_of_one_call_give_one_model_span(nested: bool) -> None:
    """OpenInference's framework span (kind set as it ends) around OpenLLMetry's client span
    (a model span from its start), as its OTel child or with no parent at all: one call."""
    trace = recorder(level="spans")
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    framework = provider.get_tracer("openinference.instrumentation.langchain")
    client = provider.get_tracer("opentelemetry.instrumentation.openai")
    with (
        framework.start_as_current_span("agent", attributes={OI_KIND: "AGENT"}) as agent_span,
        framework.start_as_current_span("ChatOpenAI") as llm,
    ):
        where = None if nested else otel_context.Context()
        http = client.start_span("openai.chat", where, attributes={"evalrouter.kind": "model"})
        start = time.time()
        _call(trace, start, time.time())
        http.end()
        llm.set_attribute(OI_KIND, "LLM")
    by_id = tree(delivered(trace))
    [model] = [s for s in by_id.values() if s["kind"] == "model"]
    assert model["span_id"] == hex_id(llm)  # the framework's, in the framework's place
    assert model["parent_span_id"] == hex_id(agent_span)
    assert (model["attributes"]["input_tokens"], model["attributes"]["output_tokens"]) == (7, 3)


def test_two_calls_a_moment_apart_stay_two() -> None:
    trace = recorder(level="spans")
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    tracer = provider.get_tracer("opentelemetry.instrumentation.openai")
    for _ in range(2):
        with tracer.start_as_current_span("openai.chat", attributes={"evalrouter.kind": "model"}):
            start = time.time()
            _call(trace, start, time.time())
    models = [s for s in tree(delivered(trace)).values() if s["kind"] == "model"]
    assert len(models) == 2 and all(m["name"] == "openai.chat" for m in models)


def test_a_call_just_after_a_tool_call_is_not_its_child() -> None:
    """A fast call (well under the end slack) that starts once ``get_task`` has ended."""
    trace = recorder(level="spans")
    trace.calls.record_tool("get_task", {}, {"text": "task"}, False, None)
    start = time.time() + 0.001
    _call(trace, start, start + 0.002)
    by_id = tree(delivered(trace))
    [model] = [s for s in by_id.values() if s["kind"] == "model"]
    assert by_id[model["parent_span_id"]]["kind"] == "agent"  # the root, beside get_task


# --------------------------------------------------------------------------- LangGraph, for real


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # the frameworks' own
@pytest.mark.parametrize("streaming", [False, True], ids=["invoke", "streamed"])
def test_langgraph_with_chatopenai_keeps_its_tree_and_records_each_turn_once(
    streaming: bool,
) -> None:
    langchain = pytest.importorskip("openinference.instrumentation.langchain")
    chat_models = pytest.importorskip("langchain_openai")
    tools = pytest.importorskip("langchain_core.tools")
    prebuilt = pytest.importorskip("langgraph.prebuilt")

    @tools.tool
    def add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    trace = recorder()
    exporter = InMemorySpanExporter()  # what the framework itself reports
    script = [{"tool": "add", "arguments": {"a": 2, "b": 2}}, {"content": "4"}]
    with (
        instrumented(langchain.LangChainInstrumentor(), trace) as provider,
        stub_model(script, trace.observe) as model,
    ):
        provider.add_span_processor(SimpleSpanProcessor(exporter))
        # The natural setup: ChatOpenAI on the gateway's base URL and key.
        llm = chat_models.ChatOpenAI(
            model="gpt-x",
            base_url=model.base_url,
            api_key="relay-token",
            max_retries=0,
            streaming=streaming,
            stream_usage=True,
        )
        graph = prebuilt.create_react_agent(llm, [add])
        result = asyncio.run(graph.ainvoke({"messages": [("user", "2+2?")]}))
    steps = delivered(trace)
    by_id = tree(steps)
    framework = {hex_id(s): s for s in exporter.get_finished_spans()}
    # Every span the framework classified is here, under the same parent as in its own tree.
    for span_id, span in framework.items():
        if span.parent is not None and span.attributes.get(OI_KIND) is not None:
            assert by_id[span_id]["parent_span_id"] == f"{span.parent.span_id:016x}"
    models = spans(steps, "model")
    assert [m["name"] for m in models] == ["ChatOpenAI", "ChatOpenAI"]
    assert len(models) == len(model.calls) == 2  # each call once
    reported = [m.usage_metadata for m in result["messages"] if getattr(m, "usage_metadata", None)]
    assert len(reported) == 2  # what the framework itself counted, turn by turn
    assert [m["attributes"]["input_tokens"] for m in models] == [
        u["input_tokens"] for u in reported
    ]
    assert [m["attributes"]["output_tokens"] for m in models] == [
        u["output_tokens"] for u in reported
    ]
    assert all(m["output"]["role"] == "assistant" for m in models)  # from the reply
    # solver > LangGraph > agent > RunnableSequence > ChatOpenAI
    assert {depth(m, by_id) for m in models} == {4}
    assert max(depth(s, by_id) for s in by_id.values()) == 4
    [tool] = [s for s in spans(steps, "tool") if s["name"] == "add"]
    assert by_id[tool["parent_span_id"]]["name"] == "tools"


# --------------------------------------------------------------------------- submit and done


def test_submit_and_done_are_never_children_of_a_model_turn() -> None:
    trace = recorder(level="spans")
    with trace.span("plan"):
        now = time.time()
        trace.observe(
            GatewayCall(
                format="openai-chat",
                request={"model": "m", "messages": []},
                reply={"usage": {"prompt_tokens": 1, "completion_tokens": 1}},
                error_code=None,
                started=now - 0.01,
                ended=now - 0.005,
            )
        )
        trace.calls.record_tool("lookup", {"q": 1}, {"text": "x"}, False, None)
        trace.calls.record_tool("submit", {"answer": "4"}, {"text": "ok"}, False, None)
        trace.calls.record_tool("done", {}, {"text": "ok"}, False, None)
    by_id = tree(delivered(trace))
    named = {s["name"]: s for s in by_id.values()}
    model = next(s for s in by_id.values() if s["kind"] == "model")
    assert named["lookup"]["parent_span_id"] == model["span_id"]  # the turn that asked for it
    assert named["submit"]["parent_span_id"] == named["plan"]["span_id"]
    assert named["done"]["parent_span_id"] == named["plan"]["span_id"]


def test_submit_inside_a_model_span_goes_to_the_agent_span_above_it() -> None:
    trace = recorder(level="spans")
    with trace.span("model turn", kind="model"):
        trace.calls.record_tool("submit", {"answer": "4"}, {"text": "ok"}, False, None)
    named = {s["name"]: s for s in spans(delivered(trace))}
    assert named["submit"]["parent_span_id"] == named["solver"]["span_id"]


# --------------------------------------------------------------------------- one processor


def test_one_processor_serves_eight_attempts_without_piling_up() -> None:
    provider = TracerProvider()
    tracer = provider.get_tracer("app")
    traces = [recorder(level="spans") for _ in range(8)]

    async def attempt(index: int, trace: TraceRecorder) -> None:
        ACTIVE_RECORDER.set(trace)  # what the runner sets in each attempt's agent task
        provider.add_span_processor(trace.otel_processor())  # the per-attempt habit
        for step in range(3):
            with tracer.start_as_current_span(
                f"a{index}.{step}", attributes={"evalrouter.kind": "agent"}
            ):
                await asyncio.sleep(0)

    async def main() -> None:
        await asyncio.gather(*(attempt(i, t) for i, t in enumerate(traces)))

    asyncio.run(main())
    assert ours(provider) == 1
    assert traces[0].otel_processor() is agents.otel_processor()
    for index, trace in enumerate(traces):
        names = {s["name"] for s in spans(delivered(trace))} - {"solver"}
        assert names == {f"a{index}.{step}" for step in range(3)}


def test_a_child_started_outside_the_attempts_context_follows_its_parent() -> None:
    provider = TracerProvider()
    provider.add_span_processor(agents.otel_processor())
    tracer = provider.get_tracer("app")
    mine, other = recorder(level="spans"), recorder(level="spans")
    other.otel_processor()  # the most recent trace to ask: the fallback for orphans
    ACTIVE_RECORDER.set(mine)
    try:
        with tracer.start_as_current_span("agent", attributes={"evalrouter.kind": "agent"}) as a:
            parent = otel_trace.set_span_in_context(a)

            def in_a_bare_thread() -> None:  # no copied context: only the OTel parent
                token = otel_context.attach(parent)
                with tracer.start_as_current_span("t", attributes={"evalrouter.kind": "tool"}):
                    pass
                otel_context.detach(token)

            thread = threading.Thread(target=in_a_bare_thread)
            thread.start()
            thread.join(timeout=10)
    finally:
        ACTIVE_RECORDER.set(None)
    named = {s["name"]: s for s in spans(delivered(mine))}
    assert named["t"]["parent_span_id"] == named["agent"]["span_id"]
    assert {s["name"] for s in spans(delivered(other))} == {"solver"}
