"""A user's script with typing mistakes: each checker must report every marked line.

Each mistake is alone on its line, marked ``# misspelt: <wrong> -> <right>``. The test also checks
the script with every mistake corrected, which must be clean: so the report on a marked line is
the mistake, not something else on it. Type-checked, never run.
"""

from __future__ import annotations

from evalrouter import (
    AsyncEvalRouter,
    AsyncRun,
    Comparison,
    EvalRouter,
    EvalRouterError,
    Run,
    agents,
)
from evalrouter.testing import EvalRouterLocal
from evalrouter.types import QuoteOptions, QuoteRecord, RequestOptions, RunEvent

BENCH = "gsm8k"


def options(c: EvalRouter, run: Run) -> None:
    c.runs.create(BENCH, model="gpt-5", max_cst=5)  # misspelt: max_cst -> max_cost
    c.runs.create(BENCH, model="gpt-5", dry_rn=True)  # misspelt: dry_rn -> dry_run
    c.runs.create(BENCH, model="gpt-5", concurency=4)  # misspelt: concurency -> concurrency
    EvalRouter(timout=5)  # misspelt: timout -> timeout
    EvalRouter(api_kee="er_test")  # misspelt: api_kee -> api_key
    c.with_options(max_retires=5)  # misspelt: max_retires -> max_retries
    c.runs.get(run.id, timout=5)  # misspelt: timout -> timeout
    c.runs.wait(run.id, on_progres=print)  # misspelt: on_progres -> on_progress
    c.runs.list(limt=20)  # misspelt: limt -> limit
    c.runs.follow(run.id, afterr=3)  # misspelt: afterr -> after
    c.quotes.get("q_1", extra_header={"X-Trace": "1"})  # misspelt: extra_header -> extra_headers
    c.benchmarks.resolve_model("gpt-5", benchmarks="gsm8k")  # misspelt: benchmarks -> benchmark
    run.continue_(max_cots=3)  # misspelt: max_cots -> max_cost
    run.export("csv", verison=2)  # misspelt: verison -> version
    per_call: RequestOptions = {"max_retires": 3}  # misspelt: max_retires -> max_retries
    c.runs.cancel(run.id, **per_call)
    quote_fields: QuoteOptions = {"concurency": 4}  # misspelt: concurency -> concurrency
    print(quote_fields)


def callbacks(c: EvalRouter, run: Run) -> None:
    c.runs.wait(run.id, on_progress=lambda r: print(r.progres))  # misspelt: progres -> progress
    run.wait(on_progress=lambda r: print(r.progres))  # misspelt: progres -> progress
    c.runs.create(
        BENCH,
        model="gpt-5",
        wait=True,
        on_progress=lambda r: print(r.progres),  # misspelt: progres -> progress
    )


def attributes(run: Run, event: RunEvent, quote: QuoteRecord, cmp: Comparison) -> None:
    print(run.scroe)  # misspelt: scroe -> score
    print(run.spend_micro_usd)  # misspelt: spend_micro_usd -> spend_microusd
    print(run.record.stauts)  # misspelt: stauts -> status
    print(event.type_)  # misspelt: type_ -> type
    print(event.seqence)  # misspelt: seqence -> sequence
    print(quote.max_charge_micro_usd)  # misspelt: max_charge_micro_usd -> max_charge_microusd
    print(cmp.models[0].scroe)  # misspelt: scroe -> score
    print(cmp.tasks_compare)  # misspelt: tasks_compare -> tasks_compared
    try:
        run.refresh()
    except EvalRouterError as e:
        print(e.retriable)  # misspelt: retriable -> retryable


async def async_client(c: AsyncEvalRouter, run: AsyncRun) -> None:
    await c.runs.create(BENCH, model="gpt-5", max_cst=5)  # misspelt: max_cst -> max_cost
    AsyncEvalRouter(timout=5)  # misspelt: timout -> timeout
    await c.runs.get(run.id, timout=5)  # misspelt: timout -> timeout
    print(run.scroe)  # misspelt: scroe -> score
    print(run.spend_micro_usd)  # misspelt: spend_micro_usd -> spend_microusd


def local_world() -> None:
    local = EvalRouterLocal(sead=1)  # misspelt: sead -> seed
    local.client(timout=5)  # misspelt: timout -> timeout


def agent_calls(c: EvalRouter, a: agents.Agent, r: agents.AgentRun) -> None:
    m = "sim/gpt-5-mini"
    agents.quote(c, agent=a, model=m, tasks=m, budget_us="2")  # misspelt: budget_us -> budget_usd
    agents.evaluate(c, agent=a, model=m, tasks=m, on_evnt=print)  # misspelt: on_evnt -> on_event
    agents.AgentRun.resume(c, r.id, a, trace_redcat=[])  # misspelt: trace_redcat -> trace_redact
    c.runs.create(BENCH, model=m, agent=a, max_cst=2)  # misspelt: max_cst -> max_cost
    for event in r.events():
        print(event.failurecode)  # misspelt: failurecode -> failure_code
        print(event.taskref)  # misspelt: taskref -> task_ref
    print(r.costs()["spend_micro_usd"])  # misspelt: spend_micro_usd -> spend_microusd


class Misspelt(agents.Agent):
    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        print(task["inputs"]["mesages"])  # misspelt: mesages -> messages
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        print(reply["choices"][0]["mesage"])  # misspelt: mesage -> message
        await context.task.sumbit("x")  # misspelt: sumbit -> submit
        await context.tools.cal("lookup", {"q": "x"})  # misspelt: cal -> call
        context.trace.chekpoint("planned")  # misspelt: chekpoint -> checkpoint
        await context.task.done()
