"""``TraceRecorder.observe``: the gateway relay's record of each model call and a framework's
own OpenTelemetry model span for the same call become ONE model span, with the framework's
place in the tree and the reply's tokens and output where the framework's span lacks them.
Synthetic spans pin the timing rules; the real OpenLLMetry and OpenInference instrumentations
prove it on the clients people use."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest

pytest.importorskip("opentelemetry.sdk.trace", reason="opentelemetry-sdk is a dev dependency")

from opentelemetry.sdk.trace import TracerProvider

from evalrouter.agents._trace.model_calls import GatewayCall
from evalrouter.agents._trace.otel.tree import HOLD_SECONDS
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.unit.agents.trace.trace_stub import (
    COMPLETION_TOKENS,
    PROMPT_TOKENS,
    instrumented,
    stub_model,
)
from tests.unit.agents.trace.trace_support import delivered, recorder, spans

OPENAI_REPLY = {
    "model": "gpt-x",
    "choices": [{"index": 0, "message": {"role": "assistant", "content": "4"}}],
    "usage": {"prompt_tokens": 31, "completion_tokens": 377},
}
ANTHROPIC_REPLY = {
    "model": "claude-x",
    "role": "assistant",
    "content": [{"type": "text", "text": "4"}],
    "usage": {"input_tokens": 12, "output_tokens": 3},
}


def call(started: float, ended: float, **fields: Any) -> GatewayCall:
    base: dict[str, Any] = {
        "format": "openai-chat",
        "request": {"model": "gpt-x", "messages": [{"role": "user", "content": "2+2"}]},
        "reply": OPENAI_REPLY,
        "error_code": None,
        "started": started,
        "ended": ended,
    }
    return GatewayCall(**{**base, **fields})


def provider_for(trace: TraceRecorder) -> TracerProvider:
    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    return provider


def ns(seconds: float) -> int:
    return int(seconds * 1e9)


# --------------------------------------------------------------------------- the call alone


def test_a_call_no_framework_span_claims_is_one_model_span_with_the_replys_numbers() -> None:
    trace = recorder()
    trace.observe(call(100.0, 101.5))
    [model] = spans(delivered(trace), "model")
    assert model["attributes"] == {"model": "gpt-x", "input_tokens": 31, "output_tokens": 377}
    assert model["input"] == [{"role": "user", "content": "2+2"}]
    assert model["output"] == {"role": "assistant", "content": "4"}
    assert model["started_at"].startswith("1970-01-01T00:01:40.")
    assert model["ended_at"].startswith("1970-01-01T00:01:41.5")


def test_anthropic_calls_read_input_output_tokens_and_content_blocks() -> None:
    trace = recorder()
    request = {"model": "claude-x", "system": "Be brief.", "messages": [{"role": "user"}]}
    trace.observe(call(1.0, 2.0, format="anthropic-messages", request=request,
                       reply=ANTHROPIC_REPLY))  # fmt: skip
    [model] = spans(delivered(trace), "model")
    assert model["attributes"] == {"model": "claude-x", "input_tokens": 12, "output_tokens": 3}
    assert model["input"][0] == {"role": "system", "content": "Be brief."}
    assert model["output"] == {"role": "assistant", "content": [{"type": "text", "text": "4"}]}


def test_a_failed_call_is_an_error_span_with_its_code() -> None:
    trace = recorder()
    trace.observe(call(1.0, 2.0, reply=None, error_code="client_budget_exhausted"))
    [model] = spans(delivered(trace), "model")
    assert model["status"] == "error"
    assert model["attributes"]["error_code"] == "client_budget_exhausted"


def test_the_parent_header_places_the_call_under_the_span_it_names() -> None:
    trace = recorder()
    plan = trace.start("agent", "plan")
    other = trace.start("agent", "other", parent_id=None)
    now = time.time()
    trace.observe(call(now, now + 0.01, parent_span_id=plan))
    trace.end(other)
    trace.end(plan)
    [model] = spans(delivered(trace), "model")
    assert model["parent_span_id"] == plan


def test_without_a_header_the_call_goes_under_the_innermost_span_covering_it() -> None:
    now = [10.0]
    trace = TraceRecorder(recorder_grant(), root_name="solver", clock=lambda: now[0])
    outer = trace.start("agent", "outer", started=11.0)
    inner = trace.start("agent", "inner", parent_id=outer, started=12.0)
    trace.end(inner, ended=13.0)
    trace.observe(call(12.2, 12.8))  # while inner was open, reported after it closed
    trace.observe(call(13.5, 13.9))  # after inner: under outer
    trace.end(outer)
    first, second = spans(delivered(trace), "model")
    assert first["parent_span_id"] == inner and second["parent_span_id"] == outer


def recorder_grant() -> dict[str, Any]:
    from tests.unit.agents.trace.trace_support import GRANT

    return dict(GRANT)


# --------------------------------------------------------------------------- merged with a span


@pytest.mark.parametrize("relay_first", [True, False], ids=["relay-first", "span-first"])
def test_a_framework_model_span_and_the_relays_record_become_one_span(relay_first: bool) -> None:
    trace = recorder()
    tracer = provider_for(trace).get_tracer("opentelemetry.instrumentation.openai")
    with tracer.start_as_current_span("agent run", attributes={"evalrouter.kind": "agent"}) as a:
        # A streamed turn: the framework's span has the model but no tokens.
        declared = {"llm.request.type": "chat", "gen_ai.request.model": "gpt-x"}
        span = tracer.start_span("openai.chat", attributes=declared)
        started = time.time()
        relayed = call(started, started + 0.001)
        if relay_first:
            trace.observe(relayed)
        span.end()
        if not relay_first:
            trace.observe(relayed)
    steps = delivered(trace)
    [model] = spans(steps, "model")
    assert model["span_id"] == f"{span.get_span_context().span_id:016x}"
    assert model["parent_span_id"] == f"{a.get_span_context().span_id:016x}"
    assert model["name"] == "openai.chat" and model["source"] == "opentelemetry"
    assert model["attributes"] == {"model": "gpt-x", "input_tokens": 31, "output_tokens": 377}
    assert model["output"] == {"role": "assistant", "content": "4"}


def test_the_frameworks_own_token_counts_are_kept() -> None:
    trace = recorder()
    tracer = provider_for(trace).get_tracer("app")
    declared = {"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 5}
    with tracer.start_as_current_span("chat", attributes=declared):
        now = time.time()
        trace.observe(call(now, now))
    [model] = spans(delivered(trace), "model")
    assert model["attributes"]["input_tokens"] == 5  # the framework's
    assert model["attributes"]["output_tokens"] == 377  # the reply's, which the span lacked


def test_a_span_that_does_not_cover_the_call_does_not_claim_it() -> None:
    trace = recorder()
    tracer = provider_for(trace).get_tracer("app")
    outside = {"gen_ai.operation.name": "chat", "gen_ai.usage.output_tokens": 4}
    with tracer.start_as_current_span("chat", attributes=outside):
        pass
    later = time.time() + 5
    trace.observe(call(later, later + 1))
    models = spans(delivered(trace), "model")
    assert len(models) == 2 and {m["name"] for m in models} == {"chat", "model"}


def test_a_model_span_made_once_its_call_was_over_is_not_a_second_turn() -> None:
    """OpenLLMetry makes its span of a Responses-API call only once the answer is in (started
    back-dated, ended at once): the relay recorded the call on its own by then, and the late
    span is that call's, not another turn. A late span that covers no recorded call stays."""
    trace = recorder()
    tracer = provider_for(trace).get_tracer("opentelemetry.instrumentation.openai")
    started = time.time()
    trace.observe(call(started, started + 0.5))
    declared = {"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 31}
    late = tracer.start_span("openai.response", attributes=declared, start_time=ns(started))
    late.end(end_time=ns(started + 0.5))
    elsewhere = tracer.start_span(
        "openai.response", attributes=declared, start_time=ns(started + 10)
    )
    elsewhere.end(end_time=ns(started + 11))
    models = spans(delivered(trace), "model")
    assert sorted(m["name"] for m in models) == ["model", "openai.response"]
    [kept] = [m for m in models if m["name"] == "openai.response"]
    assert kept["span_id"] == f"{elsewhere.get_span_context().span_id:016x}"


def test_a_late_span_the_relay_saw_begin_later_is_its_call_by_its_tokens() -> None:
    """On a busy machine the relay takes the request a while after the client began (beyond
    the clocks' slack): the late span is still the call's when it reports the very tokens the
    call was metered for; one with other tokens is another call's, and stays."""
    trace = recorder()
    tracer = provider_for(trace).get_tracer("opentelemetry.instrumentation.openai")
    started = time.time()
    trace.observe(call(started, started + 0.5))  # metered: 31 in, 377 out
    same = {"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 31}
    same["gen_ai.usage.output_tokens"] = 377
    late = tracer.start_span("openai.response", attributes=same, start_time=ns(started - 0.3))
    late.end(end_time=ns(started + 0.6))
    other = {**same, "gen_ai.usage.output_tokens": 12}
    kept = tracer.start_span("openai.response", attributes=other, start_time=ns(started - 0.3))
    kept.end(end_time=ns(started + 0.6))
    models = spans(delivered(trace), "model")
    assert sorted(m["name"] for m in models) == ["model", "openai.response"], models
    [stays] = [m for m in models if m["name"] == "openai.response"]
    assert stays["span_id"] == f"{kept.get_span_context().span_id:016x}"


def test_a_model_span_that_made_no_call_is_a_step_not_a_turn() -> None:
    """An LLM-labelled span with no gateway call inside it and no tokens of its own (a request
    being prepared, a reply parsed) is an agent span once the hold is over, not a model turn."""
    now = [time.time()]
    trace = TraceRecorder(recorder_grant(), root_name="solver", clock=lambda: now[0])
    tracer = provider_for(trace).get_tracer("app")
    with tracer.start_as_current_span("prepare", attributes={"gen_ai.operation.name": "chat"}):
        pass
    assert "prepare" not in {s["name"] for s in spans(delivered(trace, close=False))}
    now[0] += HOLD_SECONDS + 0.1
    steps = delivered(trace)
    assert spans(steps, "model") == []
    assert sorted(s["name"] for s in spans(steps, "agent")) == ["prepare", "solver"]


def test_a_model_span_waits_for_its_call_at_most_the_hold_then_closes_alone() -> None:
    """A framework's model call outside the gateway (its own tokens, no gateway call) stays a
    model turn once the hold is over."""
    now = [time.time()]
    trace = TraceRecorder(recorder_grant(), root_name="solver", clock=lambda: now[0])
    tracer = provider_for(trace).get_tracer("app")
    outside = {"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 9}
    with tracer.start_as_current_span("chat", attributes=outside):
        pass
    held = delivered(trace, close=False)
    assert [s.get("ended_at") for s in spans(held, "model")] == [None]  # still waiting
    now[0] += HOLD_SECONDS + 0.1
    closed = delivered(trace, close=False)
    [model] = spans(closed, "model")
    assert model["status"] == "ok" and "ended_at" in model
    late = now[0] - HOLD_SECONDS  # a call that arrives after the hold is recorded apart
    trace.observe(call(late, late))
    assert len(spans(delivered(trace), "model")) == 1


def test_a_call_no_span_claims_nests_under_the_framework_span_covering_it() -> None:
    trace = recorder()
    tracer = provider_for(trace).get_tracer("app")
    declared = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "ask"}
    with tracer.start_as_current_span("tool", attributes=declared) as tool:
        now = time.time()
        trace.observe(call(now, now))
    [model] = spans(delivered(trace), "model")
    assert model["parent_span_id"] == f"{tool.get_span_context().span_id:016x}"


def test_observe_is_safe_from_many_threads_at_once() -> None:
    trace = recorder(level="spans", max_steps=10_000)
    tracer = provider_for(trace).get_tracer("app")
    barrier = threading.Barrier(8)

    def relay() -> None:
        barrier.wait()
        for _ in range(50):
            now = time.time()
            trace.observe(call(now, now))

    threads = [threading.Thread(target=relay) for _ in range(8)]
    for thread in threads:
        thread.start()
    for _ in range(50):  # the agent's own spans meanwhile
        with tracer.start_as_current_span("step", attributes={"evalrouter.kind": "agent"}):
            pass
    for thread in threads:
        thread.join(timeout=30)
    models = spans(delivered(trace), "model")
    assert len(models) == 400
    assert len({m["span_id"] for m in models}) == 400


# --------------------------------------------------------------------------- real instrumentations


QUIET = pytest.mark.filterwarnings("ignore::DeprecationWarning")  # the frameworks' own


@QUIET
@pytest.mark.parametrize("stream", [False, True], ids=["plain", "streamed"])
def test_openllmetry_openai_each_call_once_with_the_frameworks_tokens(stream: bool) -> None:
    openai = pytest.importorskip("openai")
    instrumentation = pytest.importorskip("opentelemetry.instrumentation.openai")
    trace = recorder()
    with (
        instrumented(instrumentation.OpenAIInstrumentor(), trace),
        stub_model([{"content": "4"}], trace.observe) as model,
    ):
        client = openai.OpenAI(base_url=model.base_url, api_key="relay-token", max_retries=0)
        reported = []
        for _ in range(2):
            if stream:
                chunks = client.chat.completions.create(
                    model="gpt-x", messages=[{"role": "user", "content": "2+2"}],
                    stream=True, stream_options={"include_usage": True},
                )  # fmt: skip
                reported += [c.usage for c in chunks if c.usage is not None]
            else:
                reply = client.chat.completions.create(
                    model="gpt-x", messages=[{"role": "user", "content": "2+2"}]
                )
                reported.append(reply.usage)
        client.close()
    models = spans(delivered(trace), "model")
    assert len(models) == len(model.calls) == 2  # one span per call, not two
    assert {m["source"] for m in models} == {"opentelemetry"}  # the framework's spans
    for span, usage in zip(models, reported, strict=True):
        assert span["attributes"]["input_tokens"] == usage.prompt_tokens == PROMPT_TOKENS
        assert span["attributes"]["output_tokens"] == usage.completion_tokens
        assert span["output"]["content"] == "4"
    assert sum(m["attributes"]["output_tokens"] for m in models) == 2 * COMPLETION_TOKENS


@QUIET
@pytest.mark.parametrize("stream", [False, True], ids=["run", "run_streamed"])
def test_openinference_openai_agents_each_turn_once_with_the_frameworks_tokens(
    stream: bool,
) -> None:
    agents_sdk = pytest.importorskip("agents")
    instrumentation = pytest.importorskip("openinference.instrumentation.openai_agents")
    openai = pytest.importorskip("openai")
    trace = recorder()
    script = [{"tool": "add", "arguments": {"a": 2, "b": 2}}, {"content": "4"}]

    @agents_sdk.function_tool
    def add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    async def run(base_url: str) -> Any:
        client = openai.AsyncOpenAI(base_url=base_url, api_key="relay-token", max_retries=0)
        model = agents_sdk.OpenAIChatCompletionsModel(model="gpt-x", openai_client=client)
        settings = agents_sdk.ModelSettings(include_usage=True)
        agent = agents_sdk.Agent(name="solver", model=model, tools=[add],
                                 model_settings=settings)  # fmt: skip
        if stream:
            result = agents_sdk.Runner.run_streamed(agent, "2+2?")
            async for _ in result.stream_events():
                pass
        else:
            result = await agents_sdk.Runner.run(agent, "2+2?")
        await client.close()
        return result

    # Instrumenting replaces the framework's own exporter: nothing leaves for its vendor.
    with (
        instrumented(instrumentation.OpenAIAgentsInstrumentor(), trace),
        stub_model(script, trace.observe) as model,
    ):
        result = asyncio.run(run(model.base_url))
    usage = result.context_wrapper.usage  # what the framework itself reports
    steps = delivered(trace)
    models = spans(steps, "model")
    assert len(models) == len(model.calls) == usage.requests == 2
    assert sum(m["attributes"]["input_tokens"] for m in models) == usage.input_tokens
    assert sum(m["attributes"]["output_tokens"] for m in models) == usage.output_tokens
    assert {m["source"] for m in models} == {"openai_agents"}
    assert all(m.get("output") for m in models)  # streamed turns keep their output too
    [tool] = [s for s in spans(steps, "tool") if s["name"] == "add"]
    by_id = {s["span_id"]: s for s in spans(steps)}
    assert by_id[tool["parent_span_id"]]["kind"] == "model"  # the turn that asked for it
