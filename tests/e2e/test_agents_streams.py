"""Streamed model calls through the attempt's gateway relay, against EvalRouter Local: every
stream has its tokens in the trace, as the gateway metered them, whether or not the agent asked
for its usage; the agent gets the bytes a direct call would have given it; and the stream
reaches the agent as it arrives, through the sync client as through the async one."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest

from evalrouter import agents
from evalrouter.testing._gateway_stream import stream_events
from tests.e2e.e2e_env import Env
from tests.support.paced import Paced, sse_events

ROUTE = "sim/gpt-5-mini"
CHAT_PATH = "/gateway/v1/chat/completions"


async def evaluate(env: Env, agent: agents.Agent, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("coverage", 1)
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn, kwargs.pop("client", env.client), agent=agent, model=ROUTE, tasks="gsm8k", **kwargs
    )
    return result


def model_spans(env: Env, result: agents.EvaluationResult) -> tuple[str, list[dict[str, Any]]]:
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    steps = env.local.trace_steps(attempt["id"])
    return attempt["id"], [s for s in steps if s.get("kind") == "model"]


def metered(env: Env, attempt_id: str) -> tuple[int, int]:
    """The tokens EvalRouter Local's gateway metered (and charged) for the attempt."""
    attempt = env.local._attempt(attempt_id)
    return attempt.input_tokens, attempt.output_tokens


def span_tokens(spans: list[dict[str, Any]]) -> tuple[int, int]:
    assert all("input_tokens" in s["attributes"] for s in spans), spans
    return (
        sum(s["attributes"]["input_tokens"] for s in spans),
        sum(s["attributes"]["output_tokens"] for s in spans),
    )


# --------------------------------------------------------------------------------- tokens


async def test_a_stream_not_asked_for_usage_has_the_metered_tokens(env: Env) -> None:
    """As llama-index's default streaming calls the model: no ``stream_options``."""
    seen: list[Any] = []

    @agents.define_agent(name="plain streamer")
    async def streamer(context: agents.AgentContext) -> None:
        task = await context.task.get()
        stream = await context.gateway.openai().chat.completions.create(
            model=context.gateway.model, messages=task["inputs"]["messages"], stream=True
        )
        text = ""
        async for chunk in stream:
            seen.append(chunk)
            if chunk.choices and chunk.choices[0].delta.content:
                text += chunk.choices[0].delta.content
        await context.task.submit(text)
        await context.task.done()

    result = await evaluate(env, streamer)
    assert result.succeeded
    attempt_id, spans = model_spans(env, result)
    [span] = spans
    assert span_tokens(spans) == metered(env, attempt_id)
    assert span["attributes"]["output_tokens"] > 0
    # What the agent saw: no usage, and no chunk without choices.
    assert seen and all(c.usage is None and c.choices for c in seen)
    assert all("usage" not in c.model_dump(exclude_unset=True) for c in seen)


@pytest.mark.parametrize("env", ["async", "sync-http"], indirect=True)
@pytest.mark.parametrize("asked", [False, True])
async def test_the_agent_gets_the_bytes_a_direct_call_gives(env: Env, asked: bool) -> None:
    got: dict[str, Any] = {}

    @agents.define_agent(name="raw streamer")
    async def raw_streamer(context: agents.AgentContext) -> None:
        task = await context.task.get()
        body: dict[str, Any] = {
            "model": context.gateway.model,
            "messages": task["inputs"]["messages"],
            "stream": True,
        }
        if asked:
            body["stream_options"] = {"include_usage": True}
        got["body"] = body
        headers = {"authorization": f"Bearer {context.gateway.api_key}"}
        async with (
            httpx.AsyncClient(trust_env=False, timeout=30) as http,
            http.stream(
                "POST", f"{context.gateway.base_url}/chat/completions", json=body, headers=headers
            ) as answer,
        ):
            got["bytes"] = b"".join([piece async for piece in answer.aiter_raw()])
        await context.task.submit("4")
        await context.task.done()

    result = await evaluate(env, raw_streamer)
    attempt_id, spans = model_spans(env, result)
    # The one reply Local's gateway made for the call, streamed as it streams it for the body
    # the agent sent: what the agent would have had calling the gateway itself.
    [reply] = env.local._attempt(attempt_id).replies.values()
    assert got["bytes"] == stream_events(reply, "chat", got["body"])
    assert (b'"usage":' in got["bytes"]) is asked
    assert span_tokens(spans) == metered(env, attempt_id)


@pytest.mark.parametrize("env", ["async", "sync-http"], indirect=True)
async def test_an_anthropic_stream_has_the_metered_tokens(env: Env) -> None:
    @agents.define_agent(name="anthropic streamer")
    async def streamer(context: agents.AgentContext) -> None:
        task = await context.task.get()
        async with context.gateway.anthropic().messages.stream(
            model=context.gateway.model, max_tokens=400, messages=task["inputs"]["messages"]
        ) as stream:
            message = await stream.get_final_message()
        await context.task.submit(message.content[0].text)  # type: ignore[union-attr]
        await context.task.done()

    result = await evaluate(env, streamer)
    assert result.succeeded
    attempt_id, spans = model_spans(env, result)
    assert len(spans) == 1 and span_tokens(spans) == metered(env, attempt_id)


@pytest.mark.parametrize("env", ["async", "sync"], indirect=True)
async def test_the_openai_agents_sdks_run_streamed_has_the_metered_tokens(env: Env) -> None:
    from agents import Agent as SdkAgent
    from agents import OpenAIChatCompletionsModel, RunConfig, Runner

    texts: list[str] = []

    @agents.define_agent(name="run_streamed user")
    async def sdk_user(context: agents.AgentContext) -> None:
        task = await context.task.get()
        model = OpenAIChatCompletionsModel(
            model=context.gateway.model, openai_client=context.gateway.openai()
        )
        solver = SdkAgent(name="solver", instructions="Answer.", model=model)
        run = Runner.run_streamed(
            solver,
            task["inputs"]["messages"][0]["content"],
            run_config=RunConfig(tracing_disabled=True),  # its own export, not under test here
        )
        async for _ in run.stream_events():
            pass
        texts.append(str(run.final_output))
        await context.task.submit(texts[-1])
        await context.task.done()

    result = await evaluate(env, sdk_user)
    assert result.succeeded and texts
    attempt_id, spans = model_spans(env, result)
    assert spans and span_tokens(spans) == metered(env, attempt_id)


# --------------------------------------------------------------------- as it arrives


def is_streamed_chat(request: httpx.Request) -> bool:
    return request.url.path.endswith(CHAT_PATH) and b'"stream":true' in request.content.replace(
        b" ", b""
    )


def paced_answer(paced: Paced, response: httpx.Response, *, sync: bool) -> httpx.Response:
    """Local's whole streamed answer, sent as ``paced`` sends it."""
    headers = [(k, v) for k, v in response.headers.multi_items() if k != "content-length"]
    events = sse_events(response.content)
    stream = paced.sync_stream(events) if sync else paced.async_stream(events)
    return httpx.Response(response.status_code, headers=headers, stream=stream)


class SyncPacedGateway(httpx.BaseTransport):
    """A sync client's transport (only ``handle_request``, as a user's own ``HTTPTransport``):
    Local's answers, its streamed chat answers paced."""

    def __init__(self, inner: httpx.BaseTransport, paced: Paced) -> None:
        self.inner, self.paced = inner, paced

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        if not is_streamed_chat(request):
            return response
        response.read()
        return paced_answer(self.paced, response, sync=True)

    def close(self) -> None:
        self.inner.close()


class PacedGateway(SyncPacedGateway, httpx.AsyncBaseTransport):
    """The same on a transport that serves any loop, as Local's in-process one."""

    def __init__(self, inner: Any, paced: Paced) -> None:
        super().__init__(inner, paced)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if not is_streamed_chat(request):
            return response
        await response.aread()
        return paced_answer(self.paced, response, sync=False)


# The async client over HTTP is left out: the runner gives it a pool of its own (its transport
# is bound to the user's loop), which Local's server answers whole, so nothing would be paced.
@pytest.mark.parametrize("env", ["sync", "async", "sync-http"], indirect=True)
async def test_a_stream_reaches_the_agent_as_it_arrives(env: Env) -> None:
    paced = Paced()
    inner: Any = httpx.HTTPTransport() if env.http else env.local.transport()
    transport = PacedGateway(inner, paced) if env.is_async else SyncPacedGateway(inner, paced)
    client = env.make_client(transport=transport)
    arrivals: list[float] = []

    @agents.define_agent(name="watcher")
    async def watcher(context: agents.AgentContext) -> None:
        task = await context.task.get()
        stream = await context.gateway.openai().chat.completions.create(
            model=context.gateway.model, messages=task["inputs"]["messages"], stream=True
        )
        text = ""
        async for chunk in stream:
            arrivals.append(time.monotonic())
            paced.gate.set()  # the gateway sends the rest once the first chunk is here
            if chunk.choices and chunk.choices[0].delta.content:
                text += chunk.choices[0].delta.content
        await context.task.submit(text)
        await context.task.done()

    result = await evaluate(env, watcher, client=client)
    assert result.succeeded and paced.streams == 1 and len(arrivals) > 2
    assert not paced.waited_out  # the first chunk came while the gateway held back the rest
    assert arrivals[0] < paced.last_produced
