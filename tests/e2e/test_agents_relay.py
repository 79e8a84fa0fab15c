"""Agents calling the model through the attempt's gateway relay, with real clients and
frameworks, against EvalRouter Local (in process and over HTTP): whatever client makes a call,
it is metered, recorded once, and the attempt credential never reaches the agent or any other
host."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from evalrouter import agents
from tests.e2e.e2e_env import Env

ROUTE = "sim/gpt-5-mini"
LOOPBACK = ("127.0.0.1", "localhost", "::1")


async def evaluate(env: Env, agent: agents.Agent, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("coverage", 1)
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(
        fn, env.client, agent=agent, model=ROUTE, tasks="gsm8k", **kwargs
    )
    return result


def credentials(env: Env) -> list[str]:
    return [
        str(r.headers.get("authorization", "")).removeprefix("Bearer ")
        for r in env.seen("client_runs_attempts_gateway_chat_completions")
    ]


@contextlib.contextmanager
def only_loopback(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every connection (and name lookup) to a host other than this machine is refused and
    noted, whatever library makes it."""
    tried: list[str] = []
    connect, lookup = socket.socket.connect, socket.getaddrinfo

    def host_of(address: Any) -> str:
        return str(address[0]) if isinstance(address, tuple) else str(address)

    def guarded_connect(self: socket.socket, address: Any) -> Any:
        if self.family in (socket.AF_INET, socket.AF_INET6) and host_of(address) not in LOOPBACK:
            tried.append(host_of(address))
            raise OSError(f"test guard: no connection to {host_of(address)}")
        return connect(self, address)

    def guarded_lookup(host: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else str(host)
        if name not in LOOPBACK:
            tried.append(name)
            raise socket.gaierror(f"test guard: no lookup of {name}")
        return lookup(host, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(socket.socket, "connect", guarded_connect)
        patch.setattr(socket, "getaddrinfo", guarded_lookup)
        yield tried


# ------------------------------------------------------------------------- the addresses


async def test_the_agent_gets_the_relays_address_and_key_never_the_credential(env: Env) -> None:
    seen: dict[str, Any] = {}

    @agents.define_agent(name="looker")
    async def looker(context: agents.AgentContext) -> None:
        gateway = context.gateway
        seen.update(
            base_url=gateway.base_url,
            key=gateway.api_key,
            anthropic=gateway.anthropic_base_url,
            model=gateway.model,
            model_id=gateway.model_id,
            everything=repr(vars(context)) + repr(vars(gateway)) + repr(gateway),
        )
        reply = await gateway.chat(messages=[{"role": "user", "content": "2+3?"}])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()

    result = await evaluate(env, looker)
    assert result.succeeded
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert seen["base_url"].startswith("http://127.0.0.1:")
    assert seen["base_url"].endswith(f"/a/{attempt['id']}/v1")
    assert seen["anthropic"] == seen["base_url"].removesuffix("/v1")
    # The grant's model alias, as given (a provider prefix, if any, stripped for ``model``).
    assert seen["model"] == "gpt-5-mini" and seen["model_id"].endswith("gpt-5-mini")
    [credential] = credentials(env)  # what the relay sent the gateway
    assert credential.startswith("ercr_") and credential != seen["key"]
    assert credential not in seen["everything"]


# ------------------------------------------------------------------------------- clients


async def test_langchain_given_the_base_url_and_key_is_metered_and_traced(env: Env) -> None:
    from langchain_openai import ChatOpenAI

    @agents.define_agent(name="langchain user")
    async def langchain_user(context: agents.AgentContext) -> None:
        task = await context.task.get()
        model = ChatOpenAI(
            model=context.gateway.model,
            base_url=context.gateway.base_url,
            api_key=context.gateway.api_key,
            max_retries=0,
        )
        try:
            reply = await model.ainvoke(task["inputs"]["messages"][0]["content"])
        finally:
            await model.root_async_client.close()  # type: ignore[union-attr]
            model.root_client.close()  # type: ignore[union-attr]
        await context.task.submit(str(reply.content))
        await context.task.done()

    result = await evaluate(env, langchain_user)
    assert result.succeeded
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    models = [s for s in env.local.trace_steps(attempt["id"]) if s.get("kind") == "model"]
    assert models  # recorded by the relay, though the agent used no client of ours
    assert len(env.seen("client_runs_attempts_gateway_chat_completions")) == 1


@pytest.mark.parametrize("env", ["async", "async-http"], indirect=True)
async def test_the_anthropic_sdk_works_on_the_documented_base_url(env: Env) -> None:
    got: dict[str, Any] = {}

    @agents.define_agent(name="anthropic user")
    async def anthropic_user(context: agents.AgentContext) -> None:
        task = await context.task.get()
        client = context.gateway.anthropic()
        message = await client.messages.create(
            model=context.gateway.model, max_tokens=200, messages=task["inputs"]["messages"]
        )
        got["text"] = message.content[0].text  # type: ignore[union-attr]
        await context.task.submit(got["text"])
        await context.task.done()

    result = await evaluate(env, anthropic_user)
    assert result.succeeded and got["text"]
    [sent] = env.seen("client_runs_attempts_gateway_messages")
    assert str(sent.headers["authorization"]).startswith("Bearer ercr_")


async def test_a_blocking_client_called_from_run_is_served(env: Env) -> None:
    """The relay has its own thread: a sync client blocking the runner's loop still gets its
    answer."""
    import openai

    @agents.define_agent(name="blocking user")
    async def blocking_user(context: agents.AgentContext) -> None:
        task = await context.task.get()
        with openai.OpenAI(
            base_url=context.gateway.base_url, api_key=context.gateway.api_key, max_retries=0
        ) as client:
            reply = client.chat.completions.create(  # blocks this event loop
                model=context.gateway.model, messages=task["inputs"]["messages"], timeout=30
            )
        await context.task.submit(reply.choices[0].message.content or "")
        await context.task.done()

    result = await evaluate(env, blocking_user)
    assert result.succeeded


@pytest.mark.parametrize("env", ["async", "sync-http"], indirect=True)
async def test_a_streamed_call_is_recorded_with_its_tokens(env: Env) -> None:
    got: dict[str, Any] = {}

    @agents.define_agent(name="streamer")
    async def streamer(context: agents.AgentContext) -> None:
        task = await context.task.get()
        client = context.gateway.openai()
        stream = await client.chat.completions.create(
            model=context.gateway.model,
            messages=task["inputs"]["messages"],
            stream=True,
            stream_options={"include_usage": True},
        )
        text = ""
        async for chunk in stream:
            if chunk.choices and chunk.choices[0].delta.content:
                text += chunk.choices[0].delta.content
            if chunk.usage is not None:
                got["usage"] = chunk.usage.completion_tokens
        await context.task.submit(text)
        await context.task.done()

    result = await evaluate(env, streamer, trace="content")
    assert result.succeeded and got["usage"]
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    [model] = [s for s in env.local.trace_steps(attempt["id"]) if s.get("kind") == "model"]
    assert model.get("status") != "error"


# -------------------------------------------------------------------------------- limits


async def test_a_framework_stopped_by_the_budget_fails_with_the_budget_code(env: Env) -> None:
    import openai

    @agents.define_agent(name="spender")
    async def spender(context: agents.AgentContext) -> None:
        client = context.gateway.openai()
        messages: Any = [{"role": "user", "content": "2+2?"}]
        await client.chat.completions.create(model=context.gateway.model, messages=messages)
        try:
            await client.chat.completions.create(model=context.gateway.model, messages=messages)
        except openai.APIStatusError as exc:
            assert exc.status_code == 402
            raise  # as a framework would: the agent ends with the error

    result = await evaluate(env, spender, limits={"max_calls": 1})
    assert [o.failure_code for o in result.outcomes] == ["client_budget_exhausted"]
    assert [o.failure_class for o in result.outcomes] == ["agent"]  # never retried
    [finish] = env.seen("client_runs_attempts_finish")  # the service's nearest code
    assert finish.json == {"outcome": "failed", "failure_code": "client_no_submission"}
    assert len(env.seen("client_runs_attempts_gateway_chat_completions")) == 1


async def test_a_refused_max_tokens_that_escapes_the_agent_is_the_attempts_failure(
    env: Env,
) -> None:
    import openai

    from evalrouter import EvalRouterError

    raised: list[BaseException] = []

    @agents.define_agent(name="openai greedy")
    async def openai_greedy(context: agents.AgentContext) -> None:
        task = await context.task.get()
        try:
            await context.gateway.openai().chat.completions.create(
                model=context.gateway.model, messages=task["inputs"]["messages"], max_tokens=64000
            )
        except openai.BadRequestError as exc:
            raised.append(exc)
            raise  # as a framework would

    @agents.define_agent(name="chat greedy")
    async def chat_greedy(context: agents.AgentContext) -> None:
        task = await context.task.get()
        try:
            await context.gateway.chat(messages=task["inputs"]["messages"], max_tokens=64000)
        except EvalRouterError as exc:
            raised.append(exc)
            raise

    for agent in (openai_greedy, chat_greedy):
        events: list[agents.AttemptEvent] = []
        result = await evaluate(env, agent, on_event=events.append)
        assert [o.failure_code for o in result.outcomes] == ["client_output_tokens_too_large"]
        [failed] = [e for e in events if e.type == "attempt_failed"]
        assert failed.message is not None and "--attempt-max-output-tokens 64000" in failed.message
    bad_request, refused = raised
    assert isinstance(bad_request, openai.BadRequestError) and bad_request.param == "max_tokens"
    assert isinstance(refused, EvalRouterError)
    assert (refused.code, refused.status_code) == ("client_output_tokens_too_large", 400)
    assert env.seen("client_runs_attempts_gateway_chat_completions") == []  # never sent


# ----------------------------------------------------------- the OpenAI Agents SDK's export


@pytest.mark.parametrize("env", ["async", "async-http"], indirect=True)
async def test_the_openai_agents_sdk_sends_nothing_to_another_host(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agents import Agent as SdkAgent
    from agents import OpenAIChatCompletionsModel, Runner, set_default_openai_client
    from agents.models import _openai_shared
    from agents.tracing import get_trace_provider, processors

    monkeypatch.setattr(_openai_shared, "_default_openai_client", None)
    exporter = processors.default_exporter()
    monkeypatch.setattr(exporter, "_api_key", exporter._api_key)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    answers: list[str] = []

    @agents.define_agent(name="openai agents sdk")
    async def sdk_user(context: agents.AgentContext) -> None:
        task = await context.task.get()
        client = context.gateway.openai()
        set_default_openai_client(client)  # the usual setup: its key also exports traces
        model = OpenAIChatCompletionsModel(model=context.gateway.model, openai_client=client)
        solver = SdkAgent(name="solver", instructions="Answer.", model=model)
        outcome = await Runner.run(solver, task["inputs"]["messages"][0]["content"])
        answers.append(str(outcome.final_output))
        await context.task.submit(answers[-1])
        await context.task.done()

    with only_loopback(monkeypatch) as tried:
        result = await evaluate(env, sdk_user)
        get_trace_provider().force_flush()  # what the framework's exporter would send, now
    assert result.succeeded and answers
    assert tried == []
