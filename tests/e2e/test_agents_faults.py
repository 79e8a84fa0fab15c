"""The agents runner under the platform's own refusals, end to end against EvalRouter Local:
a trace level the deployment does not record, and a lease that lapses while the agent works."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import warnings
from typing import Any

import httpx
import pytest
from evalrouter_generated.resources.client_runs import ClientRuns

from evalrouter import EvalRouter, EvalRouterError, agents
from evalrouter.agents._controller import clients as _clients
from evalrouter.agents._controller import local_record as _record
from evalrouter.testing import EvalRouterLocal
from tests.e2e.e2e_env import Env

ROUTE = "sim/gpt-5-mini"


class Answer42(agents.Agent):
    name = "answers 42"

    async def run(self, context: agents.AgentContext) -> None:
        await context.task.get()
        await context.task.submit("42")
        await context.task.done()


async def quote(env: Env, **kwargs: Any) -> agents.AgentEvaluation:
    kwargs.setdefault("model", ROUTE)
    kwargs.setdefault("tasks", "gsm8k")
    kwargs.setdefault("coverage", 1)
    kwargs.setdefault("budget_usd", "1")
    fn = agents.quote_async if env.is_async else agents.quote
    evaluation: agents.AgentEvaluation = await env(fn, env.client, **kwargs)
    return evaluation


@pytest.mark.local(max_trace_level="spans")
async def test_a_content_trace_the_deployment_refuses_surfaces_its_code(env: Env) -> None:
    with pytest.raises(EvalRouterError) as refused:
        await quote(env, agent=Answer42(), trace="content")
    assert refused.value.code == "client_trace_level_unavailable"
    assert "spans" in str(refused.value.hint)  # the level it does record
    [sent] = env.seen("quotes_create")
    assert sent.json["trace"]["level"] == "content"
    # The default level is below the ceiling: the same quote without trace= is accepted.
    evaluation = await quote(env, agent=Answer42())
    assert "trace" not in evaluation.request
    assert not env.seen("runs_create")  # nothing was admitted, nothing charged


async def test_a_lease_that_lapses_mid_attempt_is_retried_as_infrastructure(env: Env) -> None:
    local = env.local
    calls: list[str] = []

    class Lapsed(agents.Agent):
        name = "lapsed"

        async def run(self, context: agents.AgentContext) -> None:
            await context.task.get()
            local.expire_lease(context.attempt.id)  # the platform stops hearing from it
            calls.append("submit")
            await context.task.submit("42")  # refused: the attempt is over on the platform
            calls.append("after submit")

    evaluation = await quote(env, agent=Lapsed())
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    items = run.events_async() if env.is_async else run.events()
    events = await env.collect(items)
    kinds = [e.type for e in events]
    # A lapsed lease says the controller went quiet, not that the agent failed: the attempt is
    # infrastructure's failure, retried (twice at most), each time refused the same way.
    assert kinds.count("attempt_started") == 3
    ended = [e for e in events if e.type in ("attempt_finished", "attempt_failed")]
    assert {(e.type, e.failure_code, e.failure_class) for e in ended} == {
        ("attempt_failed", "client_controller_crashed", "infrastructure")
    }
    assert len(ended) == 3
    assert calls == ["submit"] * 3  # each refused submit raised in the agent
    attempts = local.attempts(run.id)
    assert [a["state"] for a in attempts] == ["expired"] * 3
    assert {a["failure_class"] for a in attempts} == {"infrastructure"}
    assert not env.seen("client_runs_attempts_submit") or all(
        r.status != 200 for r in env.seen("client_runs_attempts_submit")
    )
    record = await env(run.wait_async if env.is_async else run.wait)
    assert record["status"] == "failed"  # its only task never reached the grader


OWN_KEY = "my-own-key-0123456789abcdef"  # no known format: redacted as exact text
OTHER_KEY = "er_live_0123456789abcdefXYZ"  # EvalRouter's key format: redacted by pattern


async def test_an_api_key_the_agent_finds_stays_out_of_the_trace(env: Env) -> None:
    """An agent can read the key the way any code in this process can (os.environ, a config
    file); whatever it does with it, the trace that leaves the machine never holds it."""
    client = env.make_client(api_key=OWN_KEY)

    @agents.define_agent(name="snoop")
    async def snoop(context: agents.AgentContext) -> None:
        task = await context.task.get()
        with context.trace.span(f"plan {OWN_KEY}", input={"k": OWN_KEY, "o": OTHER_KEY}):
            context.trace.checkpoint(f"found {OWN_KEY} and {OTHER_KEY}")
        await context.tools.call("calculator", {"expression": "1+1", "note": OWN_KEY})
        messages = [*task["inputs"]["messages"], {"role": "user", "content": OTHER_KEY}]
        reply = await context.gateway.chat(messages=messages)
        await context.task.submit(reply["choices"][0]["message"]["content"] or "")
        await context.task.done()

    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result = await env(
        fn, client, agent=snoop, model=ROUTE, tasks="gsm8k", coverage=1, trace="content"
    )
    assert result.succeeded
    [attempt] = env.local.attempts(result.run.id)
    steps = json.dumps(env.local.trace_steps(attempt["id"]))
    assert OWN_KEY not in steps and OTHER_KEY not in steps
    assert steps.count("[redacted]") >= 5  # span name, input x2, checkpoint, tool, model turn
    for request in env.seen("client_runs_attempts_observe"):
        body = request.content.decode()
        assert OWN_KEY not in body and OTHER_KEY not in body


class Solver(agents.Agent):
    name = "solver"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"] or "")
        await context.task.done()


async def test_resume_recovers_a_claim_a_crash_left_unrecorded(env: Env) -> None:
    """A process killed between a claim's answer and its record left an attempt active on
    the platform that its state file does not name. The claim itself was recorded before it
    was sent: resume asks for it again under its key, gets that attempt back, finishes it as
    crashed and retries its task, so the run completes instead of ending partial."""
    evaluation = await quote(env, agent=Solver(), coverage=3)
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    # What the crashed process did: record the claim, send it, die before recording the grant.
    dead = "0f0e0d0c-0b0a-4909-8807-060504030201"
    state = _record.RunState(run.id, scope=_clients.state_scope(env.client))
    state.claims[f"{dead}:1"] = {"retry_of": None}
    state.save()
    orphan = ClientRuns(env.local.client()).attempts.claim(
        run.id, {"claim": {"controller_id": dead, "seq": 1}, "retry_of": None}
    )
    assert [a["state"] for a in env.local.attempts(run.id)] == ["active"]

    resume = agents.AgentRun.resume_async if env.is_async else agents.AgentRun.resume
    again = await env(resume, env.client, run.id, Solver())
    items = again.events_async() if env.is_async else again.events()
    events = await env.collect(items)
    finishes = {r.path.split("/")[-2]: r.json for r in env.seen("client_runs_attempts_finish")}
    assert finishes[orphan.attempt_id] == {
        "outcome": "failed",
        "failure_code": "client_controller_crashed",
    }
    retried = [r.json for r in env.seen("client_runs_attempts_claim") if r.json.get("retry_of")]
    assert [r["retry_of"] for r in retried] == [orphan.attempt_id]
    assert [e.type for e in events].count("attempt_finished") == 3  # the 3 tasks, once each
    record = await env(again.wait_async if env.is_async else again.wait)
    assert record["status"] == "completed"
    assert _record.RunState(run.id).claims == {}  # nothing left pending


async def test_a_record_of_another_services_run_with_the_same_id_is_not_this_runs(
    env: Env,
) -> None:
    """Two EvalRouter Local instances with one seed hand out the same run ids: an evaluation
    on the second is not refused (or continued) because of the first one's record."""

    class Other(agents.Agent):
        name = "another agent"

        async def run(self, context: agents.AgentContext) -> None:
            await context.task.get()
            await context.task.submit("7")
            await context.task.done()

    first = EvalRouterLocal(seed=0)
    evaluation = agents.quote(
        first.client(), agent=Other(), model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1"
    )
    other_run = evaluation.start()  # admitted, never executed: its record stays behind
    evaluation = await quote(env, agent=Solver())
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    assert run.id == other_run.id  # the same id on both services
    items = run.events_async() if env.is_async else run.events()
    events = await env.collect(items)
    assert [e.type for e in events].count("attempt_finished") == 1


async def test_trace_content_is_bounded_before_it_leaves(env: Env) -> None:
    """At the content level, each captured field is bounded on this machine: a long string is
    cut to 4096 characters, a field whose redacted JSON passes 8 KiB becomes a marker, and
    the span says so."""

    @agents.define_agent(name="verbose")
    async def verbose(context: agents.AgentContext) -> None:
        await context.task.get()
        with context.trace.span("long", input={"text": "x" * 6000}):
            pass
        with context.trace.span("huge", input={"parts": ["y" * 3000] * 4}):
            pass
        await context.task.submit("1")
        await context.task.done()

    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result = await env(
        fn, env.client, agent=verbose, model=ROUTE, tasks="gsm8k", coverage=1, trace="content"
    )
    [attempt] = env.local.attempts(result.run.id)
    spans = {s["name"]: s for s in env.local.trace_steps(attempt["id"]) if "input" in s}
    assert len(spans["long"]["input"]["text"]) == 4096  # cut, not dropped
    assert spans["huge"]["input"] == "[content exceeds capture limit]"
    for name in ("long", "huge"):
        assert spans[name]["attributes"]["content_truncated"] is True
    for request in env.seen("client_runs_attempts_observe"):
        assert "y" * 3000 not in request.content.decode() and "x" * 4097 not in (
            request.content.decode()
        )


async def test_the_run_cap_holds_across_concurrent_attempts(env: Env) -> None:
    """Eight attempts at once, each calling the model until refused, asking together far more
    than the cap allows (48 tasks x 30 calls, about 1.5x the cap): the run's cap is met by the
    gateway's refusals (``client_budget_exhausted``, limit ``run_cap``), never passed."""
    refusals: list[str] = []

    class Chatty(agents.Agent):
        name = "chatty"

        async def run(self, context: agents.AgentContext) -> None:
            task = await context.task.get()
            text = ""
            for _ in range(40):
                try:
                    reply = await context.gateway.chat(
                        messages=task["inputs"]["messages"], max_tokens=4096
                    )
                except EvalRouterError as exc:
                    details = exc.details if isinstance(exc.details, dict) else {}
                    refusals.append(f"{exc.code}:{details.get('limit')}")
                    break
                text = reply["choices"][0]["message"]["content"] or ""
            await context.task.submit(text or "0")
            await context.task.done()

    wallet_before = int(str(env.local.client().wallet.get().balance_microusd))
    evaluation = await quote(
        env,
        agent=Chatty(),
        model="sim/gpt-5",
        coverage=48,
        budget_usd="0.1",
        concurrency=8,
        limits={"max_calls": 30},
    )
    assert evaluation.quote.max_charge_microusd == "100000"
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    items = run.events_async() if env.is_async else run.events()
    events = await env.collect(items)
    assert [e.type for e in events].count("attempt_started") == 48
    record = await env(run.wait_async if env.is_async else run.wait)
    spent = int(str(record["spend_microusd"]))
    assert 0 < spent <= 100_000
    assert "client_budget_exhausted:run_cap" in refusals
    wallet_after = int(str(env.local.client().wallet.get().balance_microusd))
    assert wallet_before - wallet_after == spent  # what the wallet paid is what the run spent


async def test_one_provider_and_one_saver_shared_by_concurrent_attempts(env: Env) -> None:
    """One OpenTelemetry provider and one LangGraph saver for the whole program, attempts
    running at once: every span and checkpoint lands in the trace of the attempt that made it."""
    sdk_trace = pytest.importorskip("opentelemetry.sdk.trace", reason="a dev dependency")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # langgraph-checkpoint warns on import
        pytest.importorskip("langchain_core", reason="langgraph-checkpoint depends on it")
        memory = pytest.importorskip("langgraph.checkpoint.memory", reason="a dev dependency")
        from langgraph.checkpoint.base import empty_checkpoint

        saver = memory.InMemorySaver()
    provider = sdk_trace.TracerProvider()
    tracer = provider.get_tracer("my.app")
    started: list[str] = []
    gate: list[asyncio.Event] = []

    @agents.define_agent(name="shared instruments")
    async def shared(context: agents.AgentContext) -> None:
        provider.add_span_processor(context.trace.otel_processor())
        context.trace.langgraph_checkpointer(saver)
        task = await context.task.get()
        mine = task["task_id"]
        started.append(mine)
        if not gate:
            gate.append(asyncio.Event())
        if len(started) == 3:
            gate[0].set()
        with contextlib.suppress(TimeoutError):  # all three open at once, boundedly
            await asyncio.wait_for(gate[0].wait(), timeout=10)
        with tracer.start_as_current_span(f"tool {mine}", attributes={
            "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": mine,
        }):  # fmt: skip
            await asyncio.sleep(0)  # the others run their spans meanwhile
        config = {"configurable": {"thread_id": mine, "checkpoint_ns": ""}}
        await saver.aput(config, empty_checkpoint(), {"source": mine, "step": 1}, {})
        await context.task.submit("4")
        await context.task.done()

    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result = await env(
        fn, env.client, agent=shared, model=ROUTE, tasks="gsm8k", coverage=3, concurrency=3
    )
    provider.shutdown()
    assert len(started) == 3
    for attempt in env.local.attempts(result.run.id):
        task = attempt["task_id"]
        steps = env.local.trace_steps(attempt["id"])
        tools = {s["name"] for s in steps if s.get("source") == "opentelemetry"}
        # (the runner's own warning aside: these agents submit with no gateway call)
        labels = [s["label"] for s in steps if s["type"] == "checkpoint" and "warning" not in s]
        assert tools == {task}, (task, tools)  # its own span, no other attempt's
        assert labels == [f"langgraph {task}"], (task, labels)


async def test_a_run_another_process_is_executing_is_refused(env: Env) -> None:
    evaluation = await quote(env, agent=Solver(), coverage=1)
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    # What another process (a second resume, the CLI) holds while it runs the attempts.
    held = _record.hold_execution(run.id, _clients.state_scope(env.client))
    assert held is not None
    try:
        with pytest.raises(EvalRouterError) as refused:
            await env.collect(run.events_async() if env.is_async else run.events())
        assert refused.value.code == "invalid_state"
        assert not env.seen("client_runs_attempts_claim")  # nothing was claimed
    finally:
        os.close(held)
    events = await env.collect(run.events_async() if env.is_async else run.events())
    assert [e.type for e in events].count("attempt_finished") == 1


@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)  # waits on Local's clock
async def test_a_failing_service_is_said_while_a_write_waits_it_out(env: Env) -> None:
    # Three 503s: the call's own retries (2) are spent, then the durable write waits once.
    path = "/v1/client-runs/{run_id}/attempts/{attempt_id}/finish"
    env.local.faults.fail_next("POST", path, status=503, times=3)
    evaluation = await quote(env, agent=Solver(), coverage=1)
    run = await env(evaluation.start_async if env.is_async else evaluation.start)
    events = await env.collect(run.events_async() if env.is_async else run.events())
    [wait] = [e for e in events if e.type == "waiting"]
    assert (wait.reason, wait.code) == ("service_unavailable", "service_unavailable")
    assert wait.attempt_id and "Trying again in" in str(wait.message)
    assert [e.type for e in events][-1] == "attempt_finished"  # then it went through
    assert len(env.seen("client_runs_attempts_finish")) == 4


def test_the_runner_goes_through_the_users_own_sync_transport() -> None:
    """A sync client built on a transport of the user's (a proxy, custom TLS, a recorder) is
    used by the runner's event loop too, request by request in a worker thread."""
    local = EvalRouterLocal(seed=0)
    inner = local.transport()
    paths: list[str] = []

    class Recording(httpx.BaseTransport):  # sync only, reading each answer as a proxy might
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            paths.append(request.url.path)
            response = inner.handle_request(request)
            response.read()
            return response

    client = EvalRouter(transport=Recording(), base_url=local._base_url)
    result = agents.evaluate(client, agent=Solver(), model=ROUTE, tasks="gsm8k", coverage=2)
    assert result.succeeded
    assert sum(p.endswith("/gateway/v1/chat/completions") for p in paths) == 2
    assert sum(p.endswith("/finish") for p in paths) == 2  # the worker loop's calls too
