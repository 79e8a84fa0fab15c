"""The agents runner end to end against EvalRouter Local: sync and async clients, in process and
over HTTP (the ``env`` fixture). Every answer Local sends is checked against openapi.json."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import warnings
from pathlib import Path
from typing import Any

import pytest

from evalrouter import AsyncEvalRouter, EvalRouterError, agents
from evalrouter.agents._controller import local_record as _record
from tests.e2e.e2e_env import Env

ROUTE = "sim/gpt-5-mini"
SAMPLE = {"mode": "sample", "sample_count": 3, "seed": 42}


class Solver(agents.Agent):
    """The issue's example agent."""

    name = "my solver"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()


async def quote(env: Env, **kwargs: Any) -> agents.AgentEvaluation:
    kwargs.setdefault("model", ROUTE)
    kwargs.setdefault("tasks", agents.benchmark("gsm8k"))
    kwargs.setdefault("coverage", SAMPLE)
    kwargs.setdefault("budget_usd", "2")
    fn = agents.quote_async if env.is_async else agents.quote
    evaluation: agents.AgentEvaluation = await env(fn, env.client, **kwargs)
    return evaluation


async def start(env: Env, **kwargs: Any) -> agents.AgentRun:
    evaluation = await quote(env, **kwargs)
    fn = evaluation.start_async if env.is_async else evaluation.start
    run: agents.AgentRun = await env(fn)
    return run


async def events(env: Env, run: agents.AgentRun) -> list[agents.AttemptEvent]:
    items = run.events_async() if env.is_async else run.events()
    return await env.collect(items)


async def wait(env: Env, run: agents.AgentRun) -> Any:
    return await env(run.wait_async if env.is_async else run.wait)


async def evaluate(env: Env, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("model", ROUTE)
    kwargs.setdefault("tasks", "gsm8k")
    kwargs.setdefault("coverage", SAMPLE)
    fn = agents.evaluate_async if env.is_async else agents.evaluate
    result: agents.EvaluationResult = await env(fn, env.client, **kwargs)
    return result


def types(items: list[agents.AttemptEvent]) -> list[str]:
    return [e.type for e in items]


def bearer(request: Any) -> str:
    return str(request.headers.get("authorization", ""))


# --------------------------------------------------------------------------- the example


async def test_the_example_runs_as_written(env: Env) -> None:
    evaluation = await quote(env, agent=Solver())
    assert evaluation.quote["plan"]["execution_mode"] == "client_run"
    assert not env.seen("runs_create")  # nothing is charged before start()
    [sent] = env.seen("quotes_create")
    assert sent.json["agent"]["kind"] == "local"
    assert sent.json["agent"]["declared_name"] == "my solver"
    assert sent.json["model"] == {"kind": "managed", "route_id": ROUTE}
    assert sent.json["max_charge_microusd"] == "2000000"
    fn = evaluation.start_async if env.is_async else evaluation.start
    run = await env(fn)
    seen = await events(env, run)
    started = [e for e in seen if e.type == "attempt_started"]
    finished = [e for e in seen if e.type == "attempt_finished"]
    assert len(started) == 3 and len(finished) == 3
    assert {e.task_ref for e in started} == {e.task_ref for e in finished}
    assert all(e.failure_code is None and e.stop_reason == "end_turn" for e in finished)
    assert types(seen).count("trace_delivered") == 3
    record = await wait(env, run)
    assert record["status"] == "completed"
    results = await env(run.results_async if env.is_async else run.results)
    assert results["run_id"] == run.id
    # The workspace calls carry the API key, the attempt's calls its own credential only.
    claims = env.seen("client_runs_attempts_claim")
    assert claims and all(not bearer(r).startswith("Bearer ercr_") for r in claims)
    for op in ("task", "submit", "done", "gateway_chat_completions"):
        calls = env.seen(f"client_runs_attempts_{op}")
        assert len(calls) >= 3 if op == "task" else len(calls) == 3, op
        assert all(bearer(r).startswith("Bearer ercr_") for r in calls), op
    for op in ("finish", "observe"):
        calls = env.seen(f"client_runs_attempts_{op}")
        assert calls and all(not bearer(r).startswith("Bearer ercr_") for r in calls), op
    finishes = env.seen("client_runs_attempts_finish")
    assert {r.headers["idempotency-key"] for r in finishes} == {
        f"cr-finish-{e.attempt_id}" for e in finished
    }
    # One controller, claims numbered without gaps or repeats.
    keys = [(r.json["claim"]["controller_id"], r.json["claim"]["seq"]) for r in claims]
    assert len({k[0] for k in keys}) == 1 and len(set(keys)) == len(keys)


async def test_evaluate_success_and_failure(env: Env) -> None:
    good = await evaluate(env, agent=Solver(), budget_usd="2")
    assert good.succeeded and good.status == "completed"
    assert good.results is not None and good.results["run_id"] == good.run.id  # type: ignore[union-attr]
    assert [o.outcome for o in good.outcomes] == ["completed"] * 3
    assert good.as_dict()["run_id"] == good.run.id  # type: ignore[union-attr]

    @agents.define_agent(name="silent")
    async def silent(context: agents.AgentContext) -> None:
        await context.task.get()  # submits nothing

    bad = await evaluate(env, agent=silent, coverage=2)
    assert not bad.succeeded and bad.status == "failed"  # returned, not raised
    assert {o.failure_code for o in bad.outcomes} == {"client_no_submission"}
    assert {o.failure_class for o in bad.outcomes} == {"agent"}
    assert not any(r.json.get("retry_of") for r in env.seen("client_runs_attempts_claim"))


async def test_evaluate_can_stop_at_the_quote(env: Env) -> None:
    result = await evaluate(env, agent=Solver(), confirm=lambda q: False)
    assert result.status == "not_started" and not result.started and not result.succeeded
    assert not env.seen("runs_create")


async def test_an_agent_that_raises_is_graded_on_what_it_left(env: Env) -> None:
    @agents.define_agent(name="crasher")
    async def crasher(context: agents.AgentContext) -> None:
        task = await context.task.get()
        if task["task_id"].endswith(("0", "2", "4", "6", "8")):
            await context.task.submit("The answer is 1.")
        raise RuntimeError("boom")

    run = await start(env, agent=crasher, coverage={"mode": "sample", "sample_count": 4})
    seen = await events(env, run)
    finishes = env.seen("client_runs_attempts_finish")
    assert {json.dumps(r.json) for r in finishes} == {
        json.dumps({"outcome": "completed", "ended_by": "agent_exited"})
    }
    failed = [e for e in seen if e.type == "attempt_failed"]
    for event in failed:
        assert event.failure_code == "client_agent_exited" and event.failure_class == "agent"
        assert event.stderr_log and "RuntimeError: boom" in Path(event.stderr_log).read_text()
    ended = [e for e in seen if e.type in ("attempt_failed", "attempt_finished")]
    assert len(ended) == 4
    assert not any(r.json.get("retry_of") for r in env.seen("client_runs_attempts_claim"))
    assert (await wait(env, run))["status"] in ("partial", "failed", "completed")


async def test_an_agent_that_never_calls_done_is_settled_and_finished(env: Env) -> None:
    @agents.define_agent(name="no done")
    async def no_done(context: agents.AgentContext) -> str:
        await context.task.get()
        await context.task.submit("The answer is 3.")
        return "not an ACP reason"  # normalised to end_turn

    run = await start(env, agent=no_done, coverage=2)
    seen = await events(env, run)
    assert not env.seen("client_runs_attempts_done")
    finishes = env.seen("client_runs_attempts_finish")
    assert [r.json for r in finishes] == [{"outcome": "completed", "stop_reason": "end_turn"}] * 2
    assert types(seen).count("attempt_finished") == 2
    assert (await wait(env, run))["status"] == "completed"


# ---------------------------------------------------------------------- run control


async def test_leaving_events_early_then_resume(env: Env) -> None:
    class Slow(agents.Agent):
        name = "slow"

        def __init__(self, hold: float) -> None:
            self.hold = hold

        async def run(self, context: agents.AgentContext) -> None:
            task = await context.task.get()
            await context.task.submit(f"The answer is {len(task['task_id'])}.")
            await asyncio.sleep(self.hold)  # the first run is interrupted long before this
            await context.task.done()

    run = await start(env, agent=Slow(30), coverage=2, concurrency=1)
    seen: list[agents.AttemptEvent] = []
    if env.is_async:
        async with contextlib.aclosing(run.events_async()) as iterator:
            async for event in iterator:
                seen.append(event)
                break
    else:
        for event in run.events():
            seen.append(event)
            break
    assert types(seen) == ["attempt_started"]
    first = seen[0].attempt_id
    [finish] = env.seen("client_runs_attempts_finish")
    assert finish.json == {"outcome": "failed", "failure_code": "client_controller_crashed"}
    assert run.outcomes[0].failure_code == "client_controller_crashed"
    assert len(env.seen("client_runs_attempts_claim")) == 1  # nothing more was claimed
    state = _record.RunState(run.id)
    assert state.attempts[str(first)]["status"] == "failed"

    # A different agent may not continue it.
    resume = agents.AgentRun.resume_async if env.is_async else agents.AgentRun.resume
    with pytest.raises(EvalRouterError) as refused:
        await env(resume, env.client, run.id, Solver())
    assert refused.value.code == "client_run_agent_mismatch"

    # The same agent (same class: same name, version and identity) continues it.
    again = await env(resume, env.client, run.id, Slow(0))
    more = await events(env, again)
    retries = [r.json for r in env.seen("client_runs_attempts_claim") if r.json.get("retry_of")]
    assert retries and retries[0]["retry_of"] == first
    assert types(more).count("attempt_finished") == 2
    assert (await wait(env, again))["status"] == "completed"


async def test_a_second_events_on_the_same_run_is_refused(env: Env) -> None:
    gate = asyncio.Event()

    class Waiter(agents.Agent):
        name = "waiter"

        async def run(self, context: agents.AgentContext) -> None:
            await context.task.get()
            for _ in range(200):
                if gate.is_set():
                    break
                await asyncio.sleep(0.01)
            await context.task.submit("The answer is 1.")
            await context.task.done()

    run = await start(env, agent=Waiter(), coverage=1)
    twin = agents.AgentRun(env.client, run.id, Waiter(), concurrency=1)
    if env.is_async:
        iterator = run.events_async()
        first = await iterator.__anext__()
        with pytest.raises(EvalRouterError) as refused:
            await twin.events_async().__anext__()
        gate.set()
        rest = [e async for e in iterator]
    else:
        iterator = run.events()
        first = next(iterator)
        with pytest.raises(EvalRouterError) as refused:
            next(twin.events())
        gate.set()
        rest = list(iterator)
    assert refused.value.code == "invalid_state"
    assert first.type == "attempt_started" and "attempt_finished" in types(rest)


async def test_cancel_stops_the_attempts_in_flight(env: Env) -> None:
    class Loop(agents.Agent):
        name = "looper"

        async def run(self, context: agents.AgentContext) -> None:
            messages = [{"role": "user", "content": "1+1?"}]
            for _ in range(500):  # each model call learns when the run was stopped
                await context.gateway.chat(messages=messages)
                await asyncio.sleep(0.01)

    run = await start(env, agent=Loop(), coverage=2, concurrency=2)
    seen: list[agents.AttemptEvent] = []
    cancel = run.cancel_async if env.is_async else run.cancel

    async def on_each(event: agents.AttemptEvent) -> None:
        seen.append(event)
        if types(seen).count("attempt_started") == 2 and len(seen) == 2:
            await env(cancel)

    if env.is_async:
        async for event in run.events_async():
            await on_each(event)
    else:
        for event in run.events():
            await on_each(event)
    stopped = [e for e in seen if e.type == "attempt_stopped"]
    assert len(stopped) == 2 and {e.code for e in stopped} == {"run_stopped"}
    assert run.stopped == "run_stopped"
    assert not env.seen("client_runs_attempts_finish")  # a stopped attempt is not finished
    assert (await wait(env, run))["status"] == "cancelled"


async def test_a_lost_finish_answer_is_asked_again_and_graded_once(env: Env) -> None:
    path = "/v1/client-runs/{run_id}/attempts/{attempt_id}/finish"
    env.local.faults.drop_connection_next("POST", path)
    run = await start(env, agent=Solver(), coverage=1)
    seen = await events(env, run)
    assert types(seen).count("attempt_finished") == 1
    sent = env.seen("client_runs_attempts_finish")
    assert len(sent) == 2 and sent[0].dropped == "after"
    assert len({r.headers["idempotency-key"] for r in sent}) == 1
    assert sent[1].response_headers.get("idempotent-replayed") == "true"
    assert (await wait(env, run))["status"] == "completed"
    [attempt] = env.local.attempts(run.id)
    assert attempt["state"] == "graded" and attempt["graded_revision"] == 1


# ------------------------------------------------------------------------- concurrency


async def test_attempts_run_concurrently_up_to_the_cap(env: Env) -> None:
    active = 0
    peak = 0
    refs: list[str] = []
    full: list[asyncio.Event] = []  # made in the runner's own event loop

    class Counted(agents.Agent):
        name = "counted"

        async def run(self, context: agents.AgentContext) -> None:
            nonlocal active, peak
            active += 1
            peak = max(peak, active)
            if not full:
                full.append(asyncio.Event())
            if active == 3:
                full[0].set()
            task = await context.task.get()
            refs.append(task["task_id"])
            # The first ones wait (boundedly) for the cap to fill, however slow claims are.
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(full[0].wait(), timeout=10)
            await context.task.submit("The answer is 2.")
            await context.task.done()
            active -= 1

    run = await start(env, agent=Counted(), coverage=8, concurrency=3)
    assert env.seen("quotes_create")[0].json["concurrency"] == 3
    seen = await events(env, run)
    assert types(seen).count("attempt_finished") == 8
    assert peak == 3  # the cap is used and held
    assert len(refs) == len(set(refs)) == 8  # no task was run twice
    grants = [
        r.response_json()
        for r in env.seen("client_runs_attempts_claim")
        if r.status is not None and r.status < 300
    ]
    ids = [g["attempt_id"] for g in grants if isinstance(g, dict)]
    assert len(ids) == len(set(ids)) == 8
    assert (await wait(env, run))["status"] == "completed"


async def test_a_busy_answer_is_waited_out_with_the_same_claim(env: Env) -> None:
    env.local.faults.fail_next(
        "POST", "/v1/client-runs/{run_id}/attempts", status=409, code="client_run_attempts_busy"
    )
    run = await start(env, agent=Solver(), coverage=1)
    seen = await events(env, run)
    assert seen[0].type == "waiting" and seen[0].reason == "attempts_busy"
    claims = env.seen("client_runs_attempts_claim")
    assert claims[0].json["claim"] == claims[1].json["claim"]  # the same seq again
    assert types(seen).count("attempt_finished") == 1


# ----------------------------------------------------------------- tasks, tools, gateway


async def test_file_tasks(env: Env) -> None:
    @agents.define_agent(name="summer")
    async def summer(context: agents.AgentContext) -> None:
        numbers = (context.workspace / "data" / "numbers.txt").read_text()
        total = sum(int(n) for n in numbers.split())
        (context.workspace / "answer.txt").write_text(f"{total}\n")
        await context.task.submit()
        await context.task.done()

    result = await evaluate(env, agent=summer, tasks="file-sums", coverage=3)
    assert result.succeeded
    [profile] = result.results["profiles"]  # type: ignore[index]
    subs = env.seen("client_runs_attempts_submit")
    assert len(subs) == 3 and all(s.json["output"]["kind"] == "files" for s in subs)
    assert all(a["state"] == "graded" for a in env.local.attempts(result.run.id))  # type: ignore[union-attr]
    assert profile


async def test_tools_list_and_call(env: Env) -> None:
    got: dict[str, Any] = {}

    @agents.define_agent(name="tool user")
    async def tool_user(context: agents.AgentContext) -> None:
        got["tools"] = [t["name"] for t in await context.tools.list()]
        got["sum"] = await context.tools.call("calculator", {"expression": "2+3*4"})
        got["bad"] = await context.tools.call("calculator", {"expression": ""})
        got["unknown"] = await context.tools.call("no_such_tool", {})
        await context.task.submit(f"The answer is {got['sum'].text}.")
        await context.task.done()

    result = await evaluate(env, agent=tool_user, coverage=1)
    assert result.succeeded
    assert {"get_task", "submit", "done", "calculator"} <= set(got["tools"])
    assert "14" in got["sum"].text and not got["sum"].is_error
    assert got["bad"].is_error and got["unknown"].is_error  # refusals come back, not raised
    acts = env.seen("client_runs_attempts_act")
    assert acts and acts[0].json["tool"] == "calculator"


@pytest.mark.parametrize("env", ["sync", "async", "async-http"], indirect=True)
async def test_gateway_limits_are_enforced_before_a_call_leaves(env: Env) -> None:
    codes: list[str] = []

    @agents.define_agent(name="chatty")
    async def chatty(context: agents.AgentContext) -> None:
        messages = [{"role": "user", "content": "2+2?"}]
        reply = await context.gateway.chat(messages=messages)
        for extra in ({}, {"max_tokens": 10**6}):
            try:
                await context.gateway.chat(messages=messages, **extra)
            except EvalRouterError as exc:
                codes.append(exc.code)
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()

    result = await evaluate(env, agent=chatty, coverage=1, limits={"max_calls": 1})
    assert result.status == "completed"
    assert codes == ["client_budget_exhausted", "client_budget_exhausted"]
    assert len(env.seen("client_runs_attempts_gateway_chat_completions")) == 1


async def test_the_openai_client_is_metered_and_traced(env: Env) -> None:
    seen: dict[str, Any] = {}

    @agents.define_agent(name="openai user")
    async def openai_user(context: agents.AgentContext) -> None:
        task = await context.task.get()
        seen["repr"] = repr(context.gateway)
        async with context.gateway.openai() as client:
            reply = await client.chat.completions.create(
                model="anything", messages=task["inputs"]["messages"]
            )
        await context.task.submit(reply.choices[0].message.content or "")
        await context.task.done()

    result = await evaluate(env, agent=openai_user, coverage=1)
    assert result.succeeded
    assert "ercr_" not in seen["repr"]
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    steps = env.local.trace_steps(attempt["id"])
    assert [s["kind"] for s in steps if s.get("kind") == "model"]


# ------------------------------------------------------------------------------ traces


SECRET = "sk-live-abcdefghijklmnopqrstuvwx"
ACCOUNT = "acct-98765432"


async def test_secrets_and_user_patterns_never_leave_the_machine(env: Env) -> None:
    @agents.define_agent(name="leaky")
    async def leaky(context: agents.AgentContext) -> None:
        task = await context.task.get()
        with context.trace.span("plan", input={"note": f"{ACCOUNT} {SECRET}"}) as span:
            span.set_output({"credential": context.gateway.api_key, "text": ACCOUNT})
        context.trace.checkpoint("planned")
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()

    result = await evaluate(
        env, agent=leaky, coverage=1, trace="content", trace_redact=[r"acct-\d+"]
    )
    assert result.succeeded
    quote_body = env.seen("quotes_create")[0].json
    assert quote_body["trace"]["level"] == "content"
    key = env.client._settings.api_key
    for request in env.local.requests:
        body = request.content.decode("utf-8", "replace")
        assert ACCOUNT not in body and SECRET not in body and r"acct-\d+" not in body
        if request.operation_id != "client_runs_attempts_gateway_chat_completions":
            assert not re.search(r"ercr_[A-Za-z0-9]+\.[A-Za-z0-9_-]{43}", body)
        if key:
            assert key not in body
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    plan = [s for s in env.local.trace_steps(attempt["id"]) if s.get("name") == "plan"]
    assert plan and "[redacted]" in json.dumps(plan)


async def test_trace_steps_go_in_bounded_keyed_batches(env: Env) -> None:
    @agents.define_agent(name="busy tracer")
    async def tracer(context: agents.AgentContext) -> None:
        for i in range(300):
            context.trace.checkpoint(f"step {i}")
        await context.task.submit("The answer is 5.")
        await context.task.done()

    result = await evaluate(env, agent=tracer, coverage=1)
    assert result.succeeded
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    aid = attempt["id"]
    batches = env.seen("client_runs_attempts_observe")
    assert len(batches) >= 3
    for batch in batches:
        steps = batch.json["steps"]
        assert 1 <= len(steps) <= 128
        first, last = steps[0]["ordinal"], steps[-1]["ordinal"]
        assert batch.headers["idempotency-key"] == f"cr-steps-{aid}-{first}-{last}"
    stored = env.local.trace_steps(aid)
    # The agent's own checkpoints; the runner adds a warning one (it made no model call).
    assert len([s for s in stored if s["type"] == "checkpoint" and "warning" not in s]) == 300
    delivered = [o for o in result.outcomes if o.attempt_id == aid]
    assert delivered


# ----------------------------------------------------------------------------- reads


async def test_costs_export_trajectories_and_compare(env: Env) -> None:
    a = await evaluate(env, agent=Solver(), coverage=2)
    b = await evaluate(env, agent=Solver(), coverage=2)
    run = a.run
    assert run is not None
    costs = await env(run.costs_async if env.is_async else run.costs)
    assert costs["spend_microusd"] is not None and costs["result"] is not None
    csv = await env(run.export_async if env.is_async else run.export, "csv")
    assert isinstance(csv, bytes) and csv
    views = await env(run.trajectories_async if env.is_async else run.trajectories)
    assert len(views) == 2
    detailed = await env(run.trajectories_async if env.is_async else run.trajectories, spans=True)
    assert [d.trace.id for d in detailed] == [v.id for v in views]
    for detail in detailed:
        kinds = [span.kind for span in detail.spans]
        assert kinds.count("model") == 1 and "tool" in kinds  # the Solver's turn and calls
        assert detail.payloads is True  # content asked for (none at the default level)
    fn = agents.compare_async if env.is_async else agents.compare
    record = await env(fn, env.client, [a, b])
    [sent] = env.seen("comparisons_create")
    assert sent.json == {
        "baseline_result_id": a.results["id"],  # type: ignore[index]
        "candidate_result_ids": [b.results["id"]],  # type: ignore[index]
    }
    # The same agent on the same model and tasks: identical arms, and no regression.
    [candidate] = record["result"]["candidates"]
    assert candidate["arm_scope"] == "identical" and record["status"] == "pass"


@pytest.mark.parametrize("env", ["async", "async-http"], indirect=True)  # an async client
async def test_the_sync_api_takes_an_async_client(env: Env) -> None:
    assert isinstance(env.client, AsyncEvalRouter)
    result = await asyncio.to_thread(
        agents.evaluate, env.client, agent=Solver(), model=ROUTE, tasks="gsm8k", coverage=1
    )
    assert result.succeeded


async def test_runs_create_runs_an_in_code_agent_here(env: Env) -> None:
    run = await env(
        env.client.runs.create, "gsm8k", agent=Solver(), model=ROUTE, coverage=2, max_cost=2,
        wait=True, metadata={"team": "a"},
    )  # fmt: skip
    assert run.status == "completed" and run.score is not None
    [sent] = env.seen("quotes_create")
    assert sent.json["agent"]["kind"] == "local" and sent.json["max_charge_microusd"] == "2000000"
    assert len(env.seen("client_runs_attempts_finish")) == 2  # every attempt ran here
    quoted = await env(
        env.client.runs.create, "gsm8k", agent=Solver(), model=ROUTE, coverage=1, dry_run=True
    )
    assert quoted["plan"]["execution_mode"] == "client_run"
    assert len(env.seen("runs_create")) == 1
    with pytest.raises(EvalRouterError) as refused:
        await env(
            env.client.runs.create, "gsm8k", agent=Solver(), model=ROUTE, reasoning_effort="low"
        )
    assert refused.value.code == "invalid_input"
    assert refused.value.details == {"argument": "reasoning_effort"}


async def test_an_attempt_that_cannot_be_prepared_is_retried(env: Env) -> None:
    env.local.faults.fail_next(
        "GET", "/v1/client-runs/{run_id}/attempts/{attempt_id}/task", status=422, code="broken"
    )
    run = await start(env, agent=Solver(), coverage=1)
    seen = [e for e in await events(env, run) if e.type != "trace_delivered"]
    assert types(seen)[:3] == ["attempt_started", "prepare_failed", "attempt_failed"]
    assert seen[1].code == "broken"
    assert seen[2].failure_code == "client_install_failed"
    assert seen[2].failure_class == "infrastructure"
    retried = [e for e in seen if e.type == "attempt_started" and e.retry_of]
    assert [e.retry_of for e in retried] == [seen[0].attempt_id]
    assert types(seen).count("attempt_finished") == 1
    assert (await wait(env, run))["status"] == "completed"


KEY = "er_test_the_users_own_key_0123456789"


@pytest.mark.local(api_key=KEY)
async def test_the_api_key_reaches_neither_the_agent_nor_its_calls(env: Env) -> None:
    client = env.make_client(api_key=KEY)
    seen: list[str] = []

    @agents.define_agent(name="inspector")
    async def inspector(context: agents.AgentContext) -> None:
        for value in (context, context.gateway, context.task, context.tools, context.trace):
            seen.append(repr(value))
            seen.append(repr(vars(value)) if hasattr(value, "__dict__") else "")
        seen.append(repr(context.attempt))
        task = await context.task.get()
        seen.append(json.dumps(task))
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()

    fn = agents.evaluate_async if env.is_async else agents.evaluate
    collected: list[agents.AttemptEvent] = []
    result = await env(
        fn, client, agent=inspector, model=ROUTE, tasks="gsm8k", coverage=1,
        trace="content", on_event=collected.append,
    )  # fmt: skip
    assert result.succeeded
    assert all(KEY not in text for text in seen)
    assert all(KEY not in json.dumps(e.as_dict()) for e in collected)
    attempt_ops = {"task", "submit", "done", "gateway_chat_completions", "act"}
    for request in env.local.requests:
        assert KEY not in request.content.decode("utf-8", "replace")
        op = (request.operation_id or "").removeprefix("client_runs_attempts_")
        if op in attempt_ops:
            assert KEY not in bearer(request) and bearer(request).startswith("Bearer ercr_")
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    assert KEY not in json.dumps(env.local.trace_steps(attempt["id"]))


@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)  # the path is the same over HTTP
async def test_a_stop_met_through_a_tool_result_stops_the_attempt(env: Env) -> None:
    results: list[agents.ToolResult] = []
    other = env.local.client()  # the user cancels from elsewhere while the agent works

    class Stubborn(agents.Agent):
        name = "stubborn"

        async def run(self, context: agents.AgentContext) -> None:
            for _ in range(500):  # a refusal is a result: the agent ignores it and returns
                result = await context.tools.call("calculator", {"expression": "1+1"})
                if result.is_error:
                    results.append(result)
                    return
                if not results:
                    other.runs.cancel(context.attempt.run_id)

    run = await start(env, agent=Stubborn(), coverage=1)
    seen = await events(env, run)
    assert [r.structured for r in results] == [{"code": "run_stopped"}]
    assert [e.code for e in seen if e.type == "attempt_stopped"] == ["run_stopped"]
    assert not env.seen("client_runs_attempts_finish") and run.stopped == "run_stopped"


@pytest.mark.parametrize("env", ["async"], indirect=True)  # async generators only
async def test_breaking_out_of_events_async_finishes_the_attempt_soon_after(env: Env) -> None:
    class Slow(agents.Agent):
        name = "slow"

        async def run(self, context: agents.AgentContext) -> None:
            await asyncio.sleep(30)

    run = await start(env, agent=Slow(), coverage=1)
    async for _ in run.events_async():
        break  # no aclosing(): the generator is closed by the loop, in the background
    for _ in range(1000):  # bounded (10 s): a loaded machine may take a while
        if env.seen("client_runs_attempts_finish"):
            break
        await asyncio.sleep(0.01)
    [finish] = env.seen("client_runs_attempts_finish")
    assert finish.json == {"outcome": "failed", "failure_code": "client_controller_crashed"}


@pytest.mark.parametrize("env", ["sync"], indirect=True)  # a sync generator's return value
async def test_events_returns_the_outcomes(env: Env) -> None:
    run = await start(env, agent=Solver(), coverage=2)
    iterator = run.events()
    seen: list[agents.AttemptEvent] = []
    while True:
        try:
            seen.append(next(iterator))
        except StopIteration as stop:
            outcomes: list[agents.AttemptOutcome] = stop.value
            break
    assert sorted(o.attempt_id for o in outcomes) == sorted(
        str(e.attempt_id) for e in seen if e.type == "attempt_finished"
    )
    assert outcomes == run.outcomes and all(o.outcome == "completed" for o in outcomes)


async def test_model_and_benchmark_names_resolve_as_for_runs_create(env: Env) -> None:
    evaluation = await quote(env, agent=Solver(), model="gpt-5-mini", tasks="gsm8k")
    [sent] = env.seen("quotes_create")
    assert sent.json["model"] == {"kind": "managed", "route_id": ROUTE}
    assert sent.json["selection"]["profile_ids"] != ["gsm8k"]  # the version the catalog quotes
    assert evaluation.request["selection"] == sent.json["selection"]
    with pytest.raises(EvalRouterError) as unknown:
        await quote(env, agent=Solver(), model="no-such-model-xyz")
    assert unknown.value.code == "model_not_found"
    assert len(env.seen("quotes_create")) == 1  # nothing was quoted for it


@pytest.mark.parametrize("env", ["sync", "async"], indirect=True)  # a local failure, no wire
async def test_a_local_failure_ends_the_execution_with_its_error(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = _record.RunState.aput

    async def aput(self: _record.RunState, attempt_id: str, **fields: Any) -> None:
        if fields.get("status") == "completed":
            raise EvalRouterError("state_unavailable", "the disk is full")
        await real(self, attempt_id, **fields)

    monkeypatch.setattr(_record.RunState, "aput", aput)
    run = await start(env, agent=Solver(), coverage=3, concurrency=1)
    with pytest.raises(EvalRouterError) as failed:
        await events(env, run)
    assert failed.value.code == "state_unavailable"
    assert len(env.seen("client_runs_attempts_finish")) == 1  # nothing more was claimed


@pytest.mark.parametrize("env", ["sync", "async-http"], indirect=True)  # one of each kind
async def test_opentelemetry_spans_and_langgraph_checkpoints_reach_the_trace(env: Env) -> None:
    sdk_trace = pytest.importorskip("opentelemetry.sdk.trace", reason="a dev dependency")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # langgraph-checkpoint warns on import
        pytest.importorskip("langchain_core", reason="langgraph-checkpoint depends on it")
        memory = pytest.importorskip("langgraph.checkpoint.memory", reason="a dev dependency")
        from langgraph.checkpoint.base import empty_checkpoint

    @agents.define_agent(name="instrumented")
    async def instrumented(context: agents.AgentContext) -> None:
        provider = sdk_trace.TracerProvider()
        provider.add_span_processor(context.trace.otel_processor())
        tracer = provider.get_tracer("my.app")
        with tracer.start_as_current_span(
            "chat gpt-5",
            attributes={
                "gen_ai.operation.name": "chat",
                "gen_ai.request.model": "gpt-5",
                "gen_ai.usage.input_tokens": 11,
                "gen_ai.usage.output_tokens": 4,
            },
        ):
            pass
        provider.shutdown()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            saver = context.trace.langgraph_checkpointer(memory.InMemorySaver())
        config = {"configurable": {"thread_id": "t1", "checkpoint_ns": ""}}
        saver.put(config, empty_checkpoint(), {"source": "input", "step": -1}, {})
        await context.task.submit("The answer is 4.")
        await context.task.done()

    result = await evaluate(env, agent=instrumented, coverage=1)
    assert result.succeeded
    [attempt] = env.local.attempts(result.run.id)  # type: ignore[union-attr]
    steps = env.local.trace_steps(attempt["id"])
    [model] = [s for s in steps if s.get("name") == "chat gpt-5" and s.get("ended_at")]
    assert model["kind"] == "model" and model["source"] == "opentelemetry"
    assert model["attributes"]["input_tokens"] == 11
    checkpoints = [s for s in steps if s["type"] == "checkpoint" and "warning" not in s]
    assert [s["source"] for s in checkpoints] == ["langgraph"]  # no gateway call: + a warning


@pytest.mark.parametrize("env", ["sync", "sync-http"], indirect=True)  # a sync client
async def test_the_async_api_takes_a_sync_client(env: Env) -> None:
    evaluation = await agents.quote_async(env.client, agent=Solver(), model=ROUTE, tasks="gsm8k",
                                          coverage=2)  # fmt: skip
    run = await evaluation.start_async()
    seen = [event async for event in run.events_async()]
    assert types(seen).count("attempt_finished") == 2
    assert (await run.wait_async())["status"] == "completed"
    assert (await run.costs_async())["result"] is not None
