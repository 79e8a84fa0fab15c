"""A user's script: ``evalrouter.agents`` as the issue's example and the README use it.

Type-checked, never run, exactly as ``readme_calls.py``: clean under mypy --strict and pyright
strict, and nothing it ``reveal_type``s is ``Any``. The agent is annotated as strict code writes
it (``context: agents.AgentContext``); its body is the example's, unchanged. Annotations use only
public names (``evalrouter``, ``evalrouter.agents``, ``evalrouter.types``). Each ``reveal_type``
is one line.
"""

from __future__ import annotations

from typing import reveal_type

from evalrouter import AsyncEvalRouter, EvalRouter, agents
from evalrouter.types import RunRecord

ROUTE_ID = "sim/gpt-5-mini"


class Solver(agents.Agent):
    name = "my solver"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()


def the_example(client: EvalRouter) -> None:
    """The issue's example, as written."""
    evaluation = agents.quote(
        client,
        agent=Solver(),
        model=ROUTE_ID,
        tasks=agents.benchmark("gsm8k"),
        coverage={"mode": "sample", "sample_count": 3, "seed": 42},
        budget_usd="2",
    )
    # evaluation.quote is reviewed; nothing is charged until start()
    run = evaluation.start()
    for event in run.events():  # or: async for event in run.events_async()
        print(event.type, event.task_ref, event.failure_code or "")
    print(run.wait()["status"], run.results())


class Detailed(agents.Agent):
    """What each step of the example gives the agent."""

    name = "detailed"
    version = "2"

    async def run(self, context: agents.AgentContext) -> str:
        task = await context.task.get()
        reveal_type(task)
        reveal_type(task["task_id"])
        reveal_type(task["inputs"])
        reveal_type(task["inputs"]["messages"])
        reveal_type(task["inputs"]["messages"][0]["role"])
        reveal_type(task["inputs"]["messages"][0].get("content"))
        reveal_type(task["inputs"].get("files"))
        reveal_type(task["output"]["kind"])
        reveal_type(task.get("instructions"))
        reply = await context.gateway.chat(
            messages=[*task["inputs"]["messages"], {"role": "user", "content": "Be brief."}],
            temperature=0,
            max_completion_tokens=256,
        )
        reveal_type(reply)
        reveal_type(reply["choices"][0]["message"]["content"])
        reveal_type(reply["choices"][0]["finish_reason"])
        reveal_type(reply.get("usage"))
        revision = await context.task.submit(reply["choices"][0]["message"]["content"])
        reveal_type(revision)
        again = await context.gateway.chat(messages=[{"role": "user", "content": "Hi"}])
        print(again["model"], again["choices"][0]["message"]["role"])
        reveal_type(await context.task.done())
        return "end_turn"


class Explorer(agents.Agent):
    """The rest of the context: tools, trace, gateway details, workspace and attempt."""

    name = "explorer"

    async def run(self, context: agents.AgentContext) -> None:
        reveal_type(context.attempt)
        reveal_type(context.attempt.id)
        reveal_type(context.attempt.deadline_at)
        reveal_type(context.attempt.limits)
        reveal_type(context.workspace)
        tools = await context.tools.list()
        reveal_type(tools)
        for tool in tools:
            reveal_type(tool["name"])
            reveal_type(tool.get("inputSchema"))
            result = await context.tools.call(tool["name"], {"query": "x"})
            reveal_type(result)
            reveal_type(result.text)
            reveal_type(result.structured)
            reveal_type(result.is_error)
        with context.trace.span("plan") as span:
            reveal_type(span)
            span.set_output({"steps": 3})
        async with context.trace.span("search", "tool", attributes={"query": "x"}):
            context.trace.checkpoint("searched", hits=3)
        context.trace.test_results(passed=3, failed=1, total=4)
        context.trace.command_result("pytest", success=False, exit_code=1)
        reveal_type(context.gateway.base_url)
        reveal_type(context.gateway.model)
        reveal_type(context.gateway.api_key)
        openai = context.gateway.openai()
        reveal_type(openai)
        completion = await openai.chat.completions.create(
            model=context.gateway.model, messages=[{"role": "user", "content": "Hi"}]
        )
        reveal_type(completion.choices[0].message.content)
        await context.task.submit()  # a file task: the declared files are collected
        await context.task.done("gave_up")


@agents.define_agent
async def echo(context: agents.AgentContext) -> None:
    task = await context.task.get()
    await context.task.submit(str(task["inputs"]["messages"][-1].get("content")))
    await context.task.done()


@agents.define_agent(name="named echo", version="3")
async def named_echo(context: agents.AgentContext) -> str | None:
    await context.task.done()
    return None


def run_control(client: EvalRouter) -> None:
    """Quote, start, events, wait, results, costs, export, trajectories, resume, compare."""
    reveal_type(echo)
    reveal_type(named_echo)
    evaluation = agents.quote(
        client,
        agent=echo,
        model=ROUTE_ID,
        tasks=agents.environment("eval://acme/support/1", split="test"),
        budget_usd=2,
        trace={"level": "content", "include": ["model_turns", "tool_calls"]},
        trace_redact=[r"acct-\d+"],
        concurrency=4,
    )
    reveal_type(evaluation)
    reveal_type(evaluation.quote)
    run = evaluation.start(name="nightly")
    reveal_type(run)
    reveal_type(run.id)
    for event in run.events():
        reveal_type(event)
        reveal_type(event.type)
        reveal_type(event.attempt_id)
        reveal_type(event.task_ref)
        reveal_type(event.failure_code)
        reveal_type(event.failure_class)
        reveal_type(event.stop_reason)
        reveal_type(event.as_dict())
        break  # leaving early finishes the attempt in flight as interrupted
    shared = evaluation.start(concurrency=1)  # one share of the admitted concurrency here
    reveal_type(shared)
    watching = evaluation.start(controller=False)  # others do the work; this one watches
    reveal_type(watching)
    reveal_type(watching.outcomes)
    resumed = agents.AgentRun.resume(client, run.id, echo)
    reveal_type(resumed)
    for outcome in resumed.outcomes:
        reveal_type(outcome)
        reveal_type(outcome.outcome)
    record = resumed.wait(timeout=600)
    reveal_type(record)
    reveal_type(record["status"])
    reveal_type(resumed.results())
    reveal_type(resumed.costs())
    reveal_type(resumed.costs()["spend_microusd"])
    reveal_type(resumed.export("csv"))
    reveal_type(resumed.trajectories())
    reveal_type(resumed.trajectories(spans=True)[0].spans)
    reveal_type(resumed.cancel())
    other = agents.evaluate(
        client,
        agent=Solver(),
        model=ROUTE_ID,
        tasks=agents.suite("suv_1"),
        on_event=lambda e: print(e.type, e.failure_code),
    )
    reveal_type(other)
    reveal_type(other.succeeded)
    reveal_type(other.status)
    reveal_type(other.run)
    reveal_type(other.results)
    comparison = agents.compare(client, [run, other])
    reveal_type(comparison)
    print(agents.private_benchmark("bm_1"), agents.usd_to_micro("2.5"))


def runs_create(client: EvalRouter) -> RunRecord:
    """``runs.create(..., agent=Solver())`` runs the agent on this machine."""
    run = client.runs.create(benchmark="gsm8k", model=ROUTE_ID, max_cost=2, agent=Solver())
    reveal_type(run)
    quote = client.runs.create(
        benchmark="gsm8k", model=ROUTE_ID, max_cost="2", agent=echo, dry_run=True
    )
    reveal_type(quote)
    remote = client.runs.create(benchmark="gsm8k", model=ROUTE_ID, agent="remote:support")
    print(remote.id)
    return run.record


async def async_twins(aclient: AsyncEvalRouter) -> None:
    """Every step has an async twin; AsyncEvalRouter is accepted wherever EvalRouter is."""
    evaluation = await agents.quote_async(
        aclient, agent=Solver(), model=ROUTE_ID, tasks="gsm8k", coverage="sample"
    )
    reveal_type(evaluation)
    run = await evaluation.start_async()
    async for event in run.events_async():
        reveal_type(event)
        print(event.type, event.task_ref, event.failure_code or "")
    reveal_type(await run.wait_async())
    reveal_type(await run.results_async())
    reveal_type(await run.costs_async())
    reveal_type(await run.export_async("csv"))
    reveal_type(await run.trajectories_async(limit=10))
    reveal_type((await run.trajectories_async(spans=True))[0].spans)
    reveal_type(await agents.AgentRun.resume_async(aclient, run.id, Solver()))
    result = await agents.evaluate_async(aclient, agent=echo, model=ROUTE_ID, tasks=["t_1"])
    reveal_type(result)
    reveal_type(await agents.compare_async(aclient, [run, result]))
    created = await aclient.runs.create(
        benchmark="gsm8k", model=ROUTE_ID, max_cost=2, agent=Solver()
    )
    reveal_type(created)
    sync_evaluation = agents.quote(aclient, agent=echo, model=ROUTE_ID, tasks="gsm8k")
    print(sync_evaluation.quote.id)


def acp_agents(client: EvalRouter) -> None:
    """An agent over ACP, run as a local command."""
    agent = agents.local_agent("my-acp-agent --acp", name="my ACP agent", env={"MODE": "eval"})
    reveal_type(agent)
    reveal_type(agent.name)
    evaluation = agents.quote(client, agent=agent, model=ROUTE_ID, tasks="gsm8k", budget_usd="1")
    reveal_type(evaluation.agent)
    result = agents.evaluate(client, agent=agent, model=ROUTE_ID, tasks="gsm8k", budget_usd="1")
    reveal_type(result.outcomes[0].stop_reason)
    resumed = agents.AgentRun.resume(client, "run_1", agent)
    reveal_type(resumed.agent)
    client.runs.create("gsm8k", agent=agent, model=ROUTE_ID, max_cost=1)


async def acp_agent_checked() -> None:
    """An ACP agent checked offline, sync and async."""
    agent = agents.local_agent("my-acp-agent --acp")
    report = agents.check(agent, hostile=False, timeout=60)
    reveal_type(report)
    reveal_type(report.status)
    reveal_type(report.reason)
    reveal_type(report.checks[0].name)
    reveal_type(report.checks[0].result)
    reveal_type(report.check("submit").detail)
    reveal_type(report.network_activity)
    reveal_type(report.to_dict())
    reveal_type(await agents.check_async(agent))
