"""The OpenTelemetry span processor, on a real opentelemetry-sdk TracerProvider: OpenInference,
OpenLLMetry, GenAI (current and legacy names) and Vercel AI spans become agent spans, model turns
and tool calls; unmapped spans are skipped; the user's own processors keep working."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytest.importorskip("opentelemetry.sdk.trace", reason="opentelemetry-sdk is a dev dependency")

from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Status, StatusCode

from evalrouter.agents._runner.sources import canonical_hash
from evalrouter.agents._trace.policy import KINDS
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.unit.agents.trace.trace_support import delivered, spans, uploads

GRANT = {"level": "content", "include": list(KINDS), "content_capture": True}


def setup(**grant: Any) -> tuple[TraceRecorder, TracerProvider, InMemorySpanExporter]:
    trace = TraceRecorder({**GRANT, **grant}, root_name="solver")
    provider = TracerProvider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))  # the user's own pipeline
    provider.add_span_processor(trace.otel_processor())
    return trace, provider, exporter


def by_name(steps: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {s["name"]: s for s in spans(steps)}


def test_the_processor_is_an_sdk_span_processor_added_beside_the_users() -> None:
    trace, provider, exporter = setup()
    processor = trace.otel_processor()
    assert isinstance(processor, SpanProcessor)
    assert processor.force_flush() is True
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span("agent", attributes={"evalrouter.kind": "agent"}):
        pass
    assert [s.name for s in exporter.get_finished_spans()] == ["agent"]
    provider.shutdown()


def test_openinference_spans() -> None:
    trace, provider, _ = setup()
    tracer = provider.get_tracer("openinference.instrumentation.openai")
    with tracer.start_as_current_span(
        "Agent.run", attributes={"openinference.span.kind": "AGENT"}
    ) as agent:
        with tracer.start_as_current_span(
            "ChatCompletion",
            attributes={
                "openinference.span.kind": "LLM",
                "llm.model_name": "gpt-x",
                "llm.token_count.prompt": 11,
                "llm.token_count.completion": 5,
            },
        ) as llm:
            pass
        with tracer.start_as_current_span(
            "search",
            attributes={
                "openinference.span.kind": "TOOL",
                "tool.name": "search",
                "input.value": '{"q": "weather"}',
            },
        ) as tool:
            tool.set_attribute("output.value", '{"answer": "sunny"}')
    steps = delivered(trace)
    named = by_name(steps)
    root, run, model, search = (
        named["solver"],
        named["Agent.run"],
        named["ChatCompletion"],
        named["search"],
    )
    assert run["kind"] == "agent" and run["source"] == "opentelemetry"
    assert run["parent_span_id"] == root["span_id"]
    assert run["span_id"] == f"{agent.get_span_context().span_id:016x}"
    assert model["kind"] == "model" and model["parent_span_id"] == run["span_id"]
    assert model["span_id"] == f"{llm.get_span_context().span_id:016x}"
    assert model["attributes"] == {"model": "gpt-x", "input_tokens": 11, "output_tokens": 5}
    assert "input" not in model  # content is captured from OTel for tools only
    assert search["kind"] == "tool" and search["parent_span_id"] == model["span_id"]
    assert search["attributes"]["tool_name"] == "search"
    assert search["input"] == {"q": "weather"} and search["output"] == {"answer": "sunny"}
    assert search["span_id"] == f"{tool.get_span_context().span_id:016x}"
    assert search["started_at"] <= search["ended_at"]
    provider.shutdown()


def test_openllmetry_spans_with_legacy_token_names() -> None:
    trace, provider, _ = setup(level="spans")
    tracer = provider.get_tracer("opentelemetry.instrumentation.langchain")
    with tracer.start_as_current_span(
        "flow.workflow",
        attributes={"traceloop.span.kind": "workflow", "traceloop.entity.name": "my_flow"},
    ):
        with tracer.start_as_current_span(
            "openai.chat",
            attributes={
                "llm.request.type": "chat",
                "gen_ai.request.model": "gpt-4o",
                "gen_ai.usage.prompt_tokens": 20,
                "gen_ai.usage.completion_tokens": 7,
            },
        ):
            pass
        with tracer.start_as_current_span(
            "search.tool",
            attributes={"traceloop.span.kind": "tool", "traceloop.entity.name": "search"},
        ):
            pass
    named = by_name(delivered(trace))
    flow, chat, tool = named["my_flow"], named["openai.chat"], named["search"]
    assert flow["kind"] == "agent" and flow["source"] == "langgraph"
    assert chat["kind"] == "model" and chat["parent_span_id"] == flow["span_id"]
    assert chat["attributes"] == {"model": "gpt-4o", "input_tokens": 20, "output_tokens": 7}
    assert tool["kind"] == "tool" and tool["parent_span_id"] == chat["span_id"]
    assert "input" not in tool  # spans level: no content
    provider.shutdown()


def test_genai_current_names_and_attributes_set_after_start() -> None:
    trace, provider, _ = setup()
    tracer = provider.get_tracer("openai_agents.tracing")
    arguments = {"city": "Paris", "units": "c"}
    with tracer.start_as_current_span(
        "invoke_agent planner",
        attributes={"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "planner"},
    ):
        with tracer.start_as_current_span("chat gpt-5") as chat:
            # the operation is only known later: mapped at its end, whole
            chat.set_attribute("gen_ai.operation.name", "chat")
            chat.set_attribute("gen_ai.request.model", "gpt-5")
            chat.set_attribute("gen_ai.usage.input_tokens", 9)
            chat.set_attribute("gen_ai.usage.output_tokens", 3)
        with tracer.start_as_current_span(
            "execute_tool weather",
            attributes={
                "gen_ai.operation.name": "execute_tool",
                "gen_ai.tool.name": "weather",
                "gen_ai.tool.call.id": "call_1",
                "gen_ai.tool.call.arguments": json.dumps(arguments),
            },
        ) as tool:
            tool.set_attribute("gen_ai.tool.call.result", "18C")
            tool.set_status(Status(StatusCode.ERROR, "upstream"))
    named = by_name(delivered(trace))
    planner, chat_step, weather = named["planner"], named["chat gpt-5"], named["weather"]
    assert planner["source"] == "openai_agents" and planner["kind"] == "agent"
    assert chat_step["kind"] == "model" and chat_step["parent_span_id"] == planner["span_id"]
    assert chat_step["attributes"] == {"model": "gpt-5", "input_tokens": 9, "output_tokens": 3}
    assert weather["parent_span_id"] == chat_step["span_id"]
    assert weather["status"] == "error"
    assert weather["attributes"] == {
        "tool_name": "weather",
        "tool_call_id": "call_1",
        "arguments_sha256": canonical_hash(arguments),
    }
    assert weather["input"] == arguments and weather["output"] == "18C"
    provider.shutdown()


def test_vercel_ai_sdk_spans() -> None:
    trace, provider, _ = setup(level="spans")
    tracer = provider.get_tracer("ai")
    with tracer.start_as_current_span("ai.generateText"):
        with tracer.start_as_current_span(
            "ai.generateText.doGenerate",
            attributes={
                "ai.model.id": "m1",
                "ai.usage.promptTokens": 4,
                "ai.usage.completionTokens": 2,
            },
        ):
            pass
        with tracer.start_as_current_span(
            "ai.toolCall", attributes={"ai.toolCall.name": "calc", "ai.toolCall.args": '{"x": 1}'}
        ):
            pass
    named = by_name(delivered(trace))
    assert named["ai.generateText"]["kind"] == "agent"
    assert named["ai.generateText"]["source"] == "vercel_ai"
    model = named["ai.generateText.doGenerate"]
    assert model["kind"] == "model" and model["attributes"]["input_tokens"] == 4
    assert named["calc"]["kind"] == "tool"
    assert named["calc"]["parent_span_id"] == model["span_id"]
    assert named["calc"]["attributes"]["arguments_sha256"] == canonical_hash({"x": 1})
    provider.shutdown()


def test_unmapped_spans_are_skipped_and_children_attach_to_the_nearest_mapped_ancestor() -> None:
    trace, provider, _ = setup(level="spans")
    tracer = provider.get_tracer("app")
    with trace.span("plan"):
        # unmapped, with no mapped ancestor: its child goes under the current trace span
        with (
            tracer.start_as_current_span("http.request"),
            tracer.start_as_current_span("llm", attributes={"openinference.span.kind": "LLM"}),
        ):
            pass
        # unmapped, under a mapped span: its child goes under that span
        with (
            tracer.start_as_current_span("agent", attributes={"evalrouter.kind": "agent"}),
            tracer.start_as_current_span("db.query"),
            tracer.start_as_current_span(
                "call", attributes={"gen_ai.operation.name": "execute_tool"}
            ),
        ):
            pass
    steps = delivered(trace)
    named = by_name(steps)
    assert "http.request" not in named and "db.query" not in named
    assert named["llm"]["parent_span_id"] == named["plan"]["span_id"]
    assert named["call"]["parent_span_id"] == named["agent"]["span_id"]
    provider.shutdown()


def test_declared_but_unmappable_spans_count_as_unsupported() -> None:
    trace, provider, _ = setup()
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span(
        "retrieve", attributes={"openinference.span.kind": "RETRIEVER"}
    ):
        pass
    with tracer.start_as_current_span(
        "both", attributes={"openinference.span.kind": "LLM", "traceloop.span.kind": "tool"}
    ):
        pass
    with tracer.start_as_current_span("plain"):
        pass
    bodies = uploads(trace)
    assert bodies[-1]["coverage"]["unsupported_spans"] == 2
    assert [s["name"] for s in bodies[-1]["steps"]] == ["solver"]
    provider.shutdown()


def test_a_disabled_trace_maps_nothing() -> None:
    trace, provider, exporter = setup(level="off")
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span("x", attributes={"evalrouter.kind": "tool"}):
        pass
    assert delivered(trace) == []
    assert len(exporter.get_finished_spans()) == 1
    provider.shutdown()


def test_the_acp_librarys_own_telemetry_stays_out_of_the_trace() -> None:
    """agent-client-protocol opens a span per request and notification (``acp.telemetry``):
    the ACP driver's traffic, not the agent's work, so none of it is in the attempt's trace,
    whatever its attributes say."""
    trace, provider, exporter = setup()
    acp_tracer = provider.get_tracer("acp.telemetry")
    app = provider.get_tracer("app")
    with app.start_as_current_span("plan", attributes={"evalrouter.kind": "agent"}):
        with acp_tracer.start_as_current_span(
            "acp.request", attributes={"method": "session/new", "evalrouter.kind": "agent"}
        ):
            pass
        with acp_tracer.start_as_current_span(
            "acp.notification", attributes={"method": "session/update"}
        ):
            pass
    trace.close(failed=False)
    names = set(by_name(delivered(trace)))
    assert "plan" in names
    assert not {"acp.request", "acp.notification"} & names, names
    assert len(exporter.get_finished_spans()) == 3  # the user's own pipeline sees them all
    provider.shutdown()
