"""One span per call: a framework's tool span and the SDK's record of the ``context.tools.call``
made inside it are one span, in the framework's place, with the task server's answer; a span an
instrumentation labels LLM is a model turn only if a gateway call was made inside it; and a
streamed call is merged like a plain one. Each shape is the one the instrumentation emits
(span kinds and attribute names from its public source, timings as measured against a served
EvalRouter Local), and each test counts spans: model turns == gateway calls, tool spans ==
``tools.call`` records."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pytest

pytest.importorskip("opentelemetry.sdk.trace", reason="opentelemetry-sdk is a dev dependency")

from opentelemetry import trace as otel_trace
from opentelemetry.sdk.trace import TracerProvider

from evalrouter._hashing import canonical_hash
from evalrouter.agents._trace.model_calls import GatewayCall
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.unit.agents.trace.trace_support import delivered, recorder, spans

REPLY = {
    "choices": [{"message": {"role": "assistant", "content": "15"}}],
    "usage": {"prompt_tokens": 11, "completion_tokens": 5},
}


@dataclass(frozen=True)
class Shape:
    """How one instrumentation labels an agent, a model turn and a tool call."""

    scope: str
    agent: Mapping[str, Any]
    model: Mapping[str, Any]
    tool: Mapping[str, Any]
    kind_at_end: bool = False  # the kind attribute is set as the span ends


OI = "openinference.span.kind"
SHAPES = {
    # openinference-instrumentation-openai-agents / -smolagents / -dspy: kinds set at start.
    "openinference": Shape(
        "openinference.instrumentation.openai_agents",
        {OI: "AGENT"},
        {OI: "LLM", "llm.model_name": "gpt-x", "llm.token_count.prompt": 11},
        {OI: "TOOL", "tool.name": "calculator"},
    ),
    # openinference-instrumentation-langchain / -llama-index: kinds set as the span ends.
    "openinference, kinds at the end": Shape(
        "openinference.instrumentation.langchain",
        {OI: "CHAIN"},
        {OI: "LLM", "llm.token_count.prompt": 11},
        {OI: "TOOL", "tool.name": "calculator"},
        kind_at_end=True,
    ),
    # opentelemetry-instrumentation-openai and traceloop's decorators (OpenLLMetry).
    "openllmetry": Shape(
        "opentelemetry.instrumentation.openai.v1",
        {"traceloop.span.kind": "workflow", "traceloop.entity.name": "solver"},
        {"llm.request.type": "chat", "gen_ai.usage.input_tokens": 11},
        {"traceloop.span.kind": "tool", "traceloop.entity.name": "calculator"},
    ),
    # GenAI semantic conventions: pydantic-ai (logfire), strands, google-adk, agno, crewai.
    "genai execute_tool": Shape(
        "pydantic-ai",
        {"gen_ai.operation.name": "invoke_agent", "gen_ai.agent.name": "solver"},
        {"gen_ai.operation.name": "chat", "gen_ai.request.model": "gpt-x"},
        {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "calculator"},
    ),
}


class Scene:
    """Synthetic spans at chosen times (seconds from now), fed to one attempt's trace."""

    def __init__(self, trace: TraceRecorder, shape: Shape) -> None:
        provider = TracerProvider()
        provider.add_span_processor(trace.otel_processor())
        self.trace, self.shape = trace, shape
        self.tracer = provider.get_tracer(shape.scope)
        self.t0 = time.time()

    def start(self, name: str, attributes: Mapping[str, Any], at: float, parent: Any = None) -> Any:
        context = otel_trace.set_span_in_context(parent) if parent is not None else None
        early = {} if self.shape.kind_at_end else dict(attributes)
        span = self.tracer.start_span(
            name, context=context, attributes=early, start_time=self.ns(at)
        )
        span._scene_attributes = dict(attributes)  # set at the end when the shape says so
        return span

    def end(self, span: Any, at: float) -> None:
        if self.shape.kind_at_end:
            span.set_attributes(span._scene_attributes)
        span.end(end_time=self.ns(at))

    def ns(self, at: float) -> int:
        return int((self.t0 + at) * 1e9)

    def call(self, started: float, ended: float, *, streamed: bool = False) -> None:
        self.trace.observe(
            GatewayCall(
                format="openai-chat",
                request={"model": "gpt-x", "messages": [{"role": "user", "content": "2+3"}]},
                reply=REPLY,
                error_code=None,
                started=self.t0 + started,
                ended=self.t0 + ended,
                streamed=streamed,
            )
        )

    def tools_call(
        self, at: float, result: str, *, inside: Any = None, arguments: Any = None
    ) -> None:
        """The task server's record of ``context.tools.call("calculator", ...)``, made with
        ``inside`` as the current OpenTelemetry span (None: no span current)."""
        with current(inside):
            self.trace.calls.record_tool(
                "calculator",
                arguments or {"expression": "2+3"},
                {"text": result, "structured": None, "is_error": False},
                False,
                None,
                started=self.t0 + at,
            )

    def turn(self, agent: Any, start: float, end: float, **call: Any) -> Any:
        """One model turn under ``agent`` covering one gateway call."""
        span = self.start("chat gpt-x", self.shape.model, start, agent)
        self.call(start + 0.01, end - 0.01, **call)
        self.end(span, end)
        return span


@contextmanager
def current(span: Any) -> Iterator[None]:
    if span is None:
        yield
        return
    with otel_trace.use_span(span, end_on_exit=False):
        yield


def hex_id(span: Any) -> str:
    return f"{span.get_span_context().span_id:016x}"


def counted(steps: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    return spans(steps, "model"), spans(steps, "tool")


def result_of(span: dict[str, Any]) -> str:
    return str(span["output"]["text"])


# --------------------------------------------------------------------------- every shape


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("with_context", [True, False], ids=["in context", "by time and name"])
def test_each_tool_call_is_one_span_in_the_frameworks_place(shape: str, with_context: bool) -> None:
    """Two turns, two tool calls between them: 2 model spans, 2 tool spans (not 4), each the
    framework's, under the turn that asked for it, carrying the task server's answer."""
    trace = recorder()
    scene = Scene(trace, SHAPES[shape])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    first = scene.turn(agent, 0.01, 0.10)
    for index, at in enumerate((0.11, 0.20)):
        tool = scene.start("calculator", scene.shape.tool, at, agent)
        scene.tools_call(at + 0.02, f"r{index}", inside=tool if with_context else None)
        scene.end(tool, at + 0.05)
    scene.turn(agent, 0.30, 0.40)
    scene.end(agent, 0.50)
    steps = delivered(trace)
    models, tools = counted(steps)
    assert len(models) == 2, [m["name"] for m in models]
    assert len(tools) == 2, [(t["name"], t["source"]) for t in tools]
    assert all(t["source"] != "sdk" for t in tools)  # the framework's spans
    assert [result_of(t) for t in tools] == ["r0", "r1"]
    for tool in tools:
        assert tool["parent_span_id"] == hex_id(first)  # the turn that asked for it
        assert tool["attributes"]["tool_name"] == "calculator"
        assert tool["attributes"]["arguments_sha256"] == canonical_hash({"expression": "2+3"})
        assert tool["status"] == "ok"


def test_the_framework_span_ending_before_the_record_still_joins() -> None:
    """The record arrives a moment after the framework's span ended (no context to go by)."""
    trace = recorder()
    scene = Scene(trace, SHAPES["genai execute_tool"])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    scene.turn(agent, 0.01, 0.10)
    attributes = {**scene.shape.tool, "gen_ai.tool.call.id": "call_7"}
    tool = scene.start("execute_tool calculator", attributes, 0.11, agent)
    scene.end(tool, 0.15)
    scene.tools_call(0.16, "late")
    scene.end(agent, 0.30)
    [joined] = spans(delivered(trace), "tool")
    assert joined["span_id"] == hex_id(tool) and result_of(joined) == "late"
    assert joined["attributes"]["tool_call_id"] == "call_7"  # the framework's call id kept


def test_a_failed_tools_call_makes_the_joined_span_failed() -> None:
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference"])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    tool = scene.start("calculator", scene.shape.tool, 0.01, agent)
    with current(tool):
        trace.calls.record_tool(
            "calculator", {}, {"text": "no"}, True, "tool_refused", started=scene.t0 + 0.02
        )
    scene.end(tool, 0.03)
    scene.end(agent, 0.1)
    [joined] = spans(delivered(trace), "tool")
    assert joined["status"] == "error" and joined["attributes"]["error_code"] == "tool_refused"


@pytest.mark.parametrize("with_context", [True, False], ids=["in context", "by arguments"])
def test_two_tool_calls_at_once_each_join_their_own_span(with_context: bool) -> None:
    """Two calls of one tool overlap; each record joins the span it was made in (by the
    caller's context, else by the arguments the framework span names)."""
    trace = recorder()
    scene = Scene(trace, SHAPES["genai execute_tool"])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    scene.turn(agent, 0.01, 0.10)
    spans_of = {}
    for expression, at in (("1+1", 0.11), ("2+2", 0.12)):
        arguments = {**scene.shape.tool, "gen_ai.tool.call.arguments": f'{{"e": "{expression}"}}'}
        spans_of[expression] = scene.start("execute_tool", arguments, at, agent)
    # Both open; the later-started span's call is answered first.
    for expression, at in (("2+2", 0.13), ("1+1", 0.14)):
        inside = spans_of[expression] if with_context else None
        scene.tools_call(at, expression, inside=inside, arguments={"e": expression})
    scene.end(spans_of["1+1"], 0.15)
    scene.end(spans_of["2+2"], 0.16)
    scene.end(agent, 0.3)
    tools = spans(delivered(trace), "tool")
    assert len(tools) == 2
    by_id = {t["span_id"]: result_of(t) for t in tools}
    assert by_id == {hex_id(spans_of[e]): e for e in ("1+1", "2+2")}


def test_concurrent_tasks_record_into_the_span_each_runs_in() -> None:
    """Two asyncio tasks, each in its own framework tool span (current in its context), call
    the tool at the same time."""
    trace = recorder()
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    tracer = provider.get_tracer("strands.telemetry")
    declared = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "calculator"}

    async def tool(result: str) -> str:
        with tracer.start_as_current_span("execute_tool calculator", attributes=declared) as s:
            await asyncio.sleep(0.01)
            trace.calls.record_tool("calculator", {}, {"text": result}, False, None)
            await asyncio.sleep(0.01)
            return hex_id(s)

    async def main() -> list[str]:
        agent = {"gen_ai.operation.name": "invoke_agent"}
        with tracer.start_as_current_span("invoke_agent", attributes=agent):
            return list(await asyncio.gather(tool("a"), tool("b")))

    ids = asyncio.run(main())
    tools = {t["span_id"]: result_of(t) for t in spans(delivered(trace), "tool")}
    assert tools == {ids[0]: "a", ids[1]: "b"}


def test_a_tools_call_without_a_framework_span_is_recorded_as_before() -> None:
    """No tool span around it: the SDK's own tool span, under the turn that asked for it."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference"])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    first = scene.turn(agent, 0.01, 0.10)
    with current(agent):
        scene.tools_call(0.12, "alone", inside=agent)
    scene.end(agent, 0.3)
    [tool] = spans(delivered(trace), "tool")
    assert tool["source"] == "sdk" and result_of(tool) == "alone"
    assert tool["parent_span_id"] == hex_id(first)


def test_a_span_classified_at_its_end_as_no_tool_passes_the_record_on() -> None:
    """The record was made inside a span whose kind was not known yet; it ends as a chain
    step, not a tool call: the record becomes a tool span of its own, under that step."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference, kinds at the end"])
    graph = scene.start("LangGraph", scene.shape.agent, 0.0)
    node = scene.start("tools", {OI: "CHAIN"}, 0.01, graph)
    scene.tools_call(0.02, "own", inside=node)
    scene.end(node, 0.03)
    scene.end(graph, 0.05)
    [tool] = spans(delivered(trace), "tool")
    assert tool["source"] == "sdk" and result_of(tool) == "own"
    assert tool["parent_span_id"] == hex_id(node)


def test_a_second_tools_call_in_one_tool_span_is_its_child() -> None:
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference"])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    tool = scene.start("calculator", scene.shape.tool, 0.01, agent)
    scene.tools_call(0.02, "first", inside=tool)
    scene.tools_call(0.03, "second", inside=tool)
    scene.end(tool, 0.04)
    scene.end(agent, 0.1)
    tools = spans(delivered(trace), "tool")
    assert len(tools) == 2
    own = next(t for t in tools if t["source"] == "sdk")
    assert result_of(own) == "second" and own["parent_span_id"] == hex_id(tool)


# --------------------------------------------------------------------------- llama-index


def llama_index_turn(scene: Scene, step: Any, at: float, *, streamed: bool) -> None:
    """One FunctionAgent turn as openinference-instrumentation-llama-index reports it against
    a served Local: ``OpenAI._prepare_chat_with_tools`` (LLM, no call, no tokens), then
    ``OpenAI.achat`` covering the call, or ``OpenAI.astream_chat`` ending as it hands the
    stream over, before the relay sees the request."""
    prepare = scene.start(
        "OpenAI._prepare_chat_with_tools", {OI: "LLM", "llm.model_name": "gpt-x"}, at, step
    )
    scene.end(prepare, at + 0.002)
    if streamed:
        llm = {OI: "LLM", "llm.model_name": "gpt-x"}
        chat = scene.start("OpenAI.astream_chat", llm, at + 0.002, step)
        scene.end(chat, at + 0.04)
        scene.call(at + 0.045, at + 0.05, streamed=True)
    else:
        attributes = {OI: "LLM", "llm.model_name": "gpt-x", "llm.token_count.prompt": 11}
        chat = scene.start("OpenAI.achat", attributes, at + 0.002, step)
        scene.call(at + 0.01, at + 0.04)
        scene.end(chat, at + 0.045)


@pytest.mark.parametrize("streamed", [True, False], ids=["streamed", "plain"])
def test_llama_index_function_agent_has_one_turn_per_call(streamed: bool) -> None:
    """Two turns and two tool calls: 2 model turns (not 4, nor 6), 2 tool spans."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference, kinds at the end"])
    run = scene.start("FunctionAgent.run", {OI: "CHAIN"}, 0.0)
    for turn, at in enumerate((0.01, 0.3)):
        step = scene.start("BaseWorkflowAgent.run_agent_step", {OI: "CHAIN"}, at, run)
        llama_index_turn(scene, step, at, streamed=streamed)
        scene.end(step, at + 0.06)
        if turn == 0:
            for index in range(2):
                call_tool = scene.start("BaseWorkflowAgent.call_tool", {OI: "CHAIN"}, 0.1, run)
                tool = scene.start(
                    "FunctionTool.acall", {OI: "TOOL", "tool.name": "calculator"}, 0.1, call_tool
                )
                scene.tools_call(0.11, f"r{index}", inside=tool)
                scene.end(tool, 0.12)
                scene.end(call_tool, 0.12)
    scene.end(run, 0.5)
    steps = delivered(trace)
    models, tools = counted(steps)
    assert [m["name"] for m in models] == [
        "OpenAI.astream_chat" if streamed else "OpenAI.achat"
    ] * 2
    assert all(m["attributes"]["input_tokens"] == 11 for m in models)
    assert len(tools) == 2 and {result_of(t) for t in tools} == {"r0", "r1"}
    names = {s["name"]: s["kind"] for s in spans(steps)}
    assert names["OpenAI._prepare_chat_with_tools"] == "agent"  # a step, not a turn


def test_llama_index_streamed_run_as_measured() -> None:
    """One attempt of a streamed FunctionAgent run against a served Local under OpenInference,
    replayed in the order and at the times its spans, gateway calls and tools.call arrived
    (seconds from the run's start): 2 calls, 2 turns; 1 tools.call, 1 tool span.
    ``astream_chat`` reports an end time before the call began, but ends (``on_end``) only
    once the stream has been read, after the relay recorded the call."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference, kinds at the end"])
    llm = {OI: "LLM", "llm.model_name": "gpt-x", "llm.provider": "openai"}
    chain = {OI: "CHAIN"}
    run = scene.start("FunctionAgent.run", chain, 0.0)
    init = scene.start("BaseWorkflowAgent.init_run", chain, 0.0363, run)
    scene.end(init, 0.0631)
    step = scene.start("BaseWorkflowAgent.run_agent_step", chain, 0.0653, run)
    prepare = scene.start("OpenAI._prepare_chat_with_tools", llm, 0.0657, step)
    scene.end(prepare, 0.0666)
    chat = scene.start("OpenAI.astream_chat", llm, 0.0681, step)
    scene.call(0.1918, 0.2148, streamed=True)
    scene.end(chat, 0.1281)
    scene.end(step, 0.2469)
    call_tool = scene.start("BaseWorkflowAgent.call_tool", chain, 0.2715, run)
    tool = scene.start("FunctionTool.acall", scene.shape.tool, 0.2717, call_tool)
    scene.tools_call(0.31, "15", inside=tool)
    scene.end(tool, 0.3141)
    scene.end(call_tool, 0.3144)
    step = scene.start("BaseWorkflowAgent.run_agent_step", chain, 0.3234, run)
    prepare = scene.start("OpenAI._prepare_chat_with_tools", llm, 0.3237, step)
    scene.end(prepare, 0.3245)
    chat = scene.start("OpenAI.astream_chat", llm, 0.3248, step)
    scene.call(0.3297, 0.3315, streamed=True)
    scene.end(chat, 0.3254)
    scene.end(step, 0.3363)
    scene.end(run, 0.343)
    models, tools = counted(delivered(trace))
    assert [m["name"] for m in models] == ["OpenAI.astream_chat"] * 2
    assert [(t["name"], result_of(t)) for t in tools] == [("calculator", "15")]


def test_a_tool_span_never_made_current_joins_by_name_and_time() -> None:
    """The Agents SDK's spans are never current in OpenTelemetry's context: the caller's
    context holds the user's own agent span, and the tool span is found by name and time."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference"])
    agent = scene.start("solver", scene.shape.agent, 0.0)
    first = scene.turn(agent, 0.01, 0.10)
    tool = scene.start("calculator", scene.shape.tool, 0.11, agent)
    scene.tools_call(0.12, "joined", inside=agent)
    scene.end(tool, 0.13)
    scene.end(agent, 0.3)
    [joined] = spans(delivered(trace), "tool")
    assert joined["span_id"] == hex_id(tool) and result_of(joined) == "joined"
    assert joined["parent_span_id"] == hex_id(first)


# --------------------------------------------------------------------------- whole trees


def test_smolagents_tree_one_turn_per_call_one_tool_span_per_call() -> None:
    """openinference-instrumentation-smolagents: ``CodeAgent.run`` (AGENT) > ``Step N``
    (CHAIN) > ``OpenAIServerModel.generate`` (LLM) and the tool's span (TOOL, named after its
    class, ``tool.name`` its name), all current while they run."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference"])
    agent = scene.start("CodeAgent.run", {OI: "AGENT"}, 0.0)
    llm = {OI: "LLM", "llm.model_name": "gpt-x", "llm.token_count.prompt": 11}
    step = scene.start("Step 1", {OI: "CHAIN"}, 0.01, agent)
    generate = scene.start("OpenAIServerModel.generate", llm, 0.02, step)
    scene.call(0.03, 0.05)
    scene.end(generate, 0.06)
    tool = scene.start("CalculatorTool", {OI: "TOOL", "tool.name": "calculator"}, 0.07, step)
    scene.tools_call(0.08, "15", inside=tool)
    scene.end(tool, 0.09)
    scene.end(step, 0.1)
    step = scene.start("Step 2", {OI: "CHAIN"}, 0.11, agent)
    last = scene.start("OpenAIServerModel.generate", llm, 0.12, step)
    scene.call(0.13, 0.15)
    scene.end(last, 0.16)
    scene.end(step, 0.17)
    scene.end(agent, 0.2)
    models, tools = counted(delivered(trace))
    assert len(models) == 2
    [joined] = tools
    assert joined["span_id"] == hex_id(tool) and joined["parent_span_id"] == hex_id(generate)


def test_dspy_react_tree_adapter_spans_are_no_turns() -> None:
    """openinference-instrumentation-dspy: ``ReAct.forward`` > ``Predict.forward`` >
    ``ChatAdapter.__call__`` (CHAIN) > ``LM.__call__`` (LLM, the call), and the tool's
    ``<name>.acall`` (TOOL) under ``ReAct.forward``: one turn per call, one tool span."""
    trace = recorder()
    scene = Scene(trace, SHAPES["openinference"])
    react = scene.start("ReAct.forward", {OI: "CHAIN"}, 0.0)
    for at in (0.01, 0.2):
        predict = scene.start("Predict(StringSignature).forward", {OI: "CHAIN"}, at, react)
        adapter = scene.start("ChatAdapter.__call__", {OI: "CHAIN"}, at + 0.01, predict)
        lm = scene.start("LM.__call__", {OI: "LLM"}, at + 0.02, adapter)
        scene.call(at + 0.03, at + 0.05)
        scene.end(lm, at + 0.06)
        scene.end(adapter, at + 0.07)
        scene.end(predict, at + 0.08)
        if at < 0.1:
            tool = scene.start("calculator.acall", scene.shape.tool, 0.1, react)
            scene.tools_call(0.11, "15", inside=tool)
            scene.end(tool, 0.12)
    scene.end(react, 0.4)
    steps = delivered(trace)
    models, tools = counted(steps)
    assert [m["name"] for m in models] == ["LM.__call__"] * 2
    assert all(m["attributes"]["input_tokens"] == 11 for m in models)  # from the reply
    [joined] = tools
    assert joined["span_id"] == hex_id(tool) and joined["parent_span_id"] == hex_id(react)
