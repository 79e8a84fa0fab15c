"""A user's script: the Python calls README.md shows, as a user would write them.

It is type-checked, never run: tests/typing/test_typing.py runs mypy --strict and pyright
(strict) on it, and checks that it has no errors and that nothing ``reveal_type`` shows is
``Any``. Annotations use only public names: ``evalrouter``, ``evalrouter.types`` and
``evalrouter.testing``. Each ``reveal_type`` is one line, so the test can tell them apart.
"""

from __future__ import annotations

import warnings
from decimal import Decimal
from typing import reveal_type

import httpx

from evalrouter import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AsyncEvalRouter,
    AsyncPage,
    AsyncRun,
    ClientUpgradeRequired,
    Comparison,
    EvalRouter,
    EvalRouterDeprecationWarning,
    EvalRouterError,
    MaxCostExceeded,
    RateLimitError,
    ResolvedBenchmark,
    Run,
    SyncPage,
    UnexpectedArgument,
    WaitTimeout,
)
from evalrouter.testing import EvalRouterLocal
from evalrouter.types import (
    JsonObject,
    JsonValue,
    ModelPair,
    QuoteOptions,
    QuoteRecord,
    RankedModel,
    RequestOptions,
    ResultRecord,
    RunEvent,
    RunRecord,
    Wallet,
)


def configure() -> EvalRouter:
    """## Configuration: every constructor argument, and with_options."""
    client = EvalRouter()
    reveal_type(client)
    keyed = EvalRouter(
        api_key="er_...",
        base_url="https://api.evalrouter.ai",
        workspace_id="ws_1",
        web_url="https://evalrouter.ai",
        timeout=120,
        request_timeout=30,
        max_retries=2,
        default_headers={"X-Team": "evals"},
        transport=httpx.HTTPTransport(retries=0),
    )
    own_pool = EvalRouter(http_client=httpx.Client(), timeout=None)
    reveal_type(keyed.base_url)
    reveal_type(keyed.timeout)
    reveal_type(own_pool.workspace_id)
    scoped = keyed.with_options(
        timeout=10, max_retries=5, workspace_id="ws_2", default_headers={"X-Team": "ci"}
    )
    reveal_type(scoped)
    with EvalRouter() as scoped_pool:  # closes its connection pool on exit
        wallet = scoped_pool.with_options(max_retries=5).wallet.get()
        reveal_type(wallet)
        reveal_type(wallet.balance_microusd)
    return client


def per_call_options(client: EvalRouter, run_id: str) -> None:
    """Every method takes the per-call options, as keywords or as a RequestOptions dict."""
    run = client.runs.get(
        run_id,
        timeout=5,
        request_timeout=2,
        max_retries=1,
        extra_headers={"X-Trace": "1"},
        extra_query={"expand": "plan"},
    )
    reveal_type(run)
    options: RequestOptions = {"max_retries": 0, "timeout": None, "idempotency_key": "cancel-1"}
    reveal_type(client.runs.cancel(run_id, **options))


def quick_start(client: EvalRouter) -> None:
    """## Quick start."""
    quote = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, dry_run=True)
    reveal_type(quote)
    reveal_type(quote.max_charge_microusd)
    run = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True)
    reveal_type(run)
    reveal_type(run.status)
    reveal_type(run.score)
    print(run.status, run.score)


def create_and_money(client: EvalRouter) -> None:
    """### Create a run, ### Money, ### Waiting, ### Never started twice."""
    run = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5)
    reveal_type(run.id)
    reveal_type(run.spend_microusd)
    quote = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost="2.50", dry_run=True)
    reveal_type(quote.id)
    started = client.runs.create(quote_id=quote.id)
    reveal_type(started)
    pinned = client.runs.create(benchmark="gsm8k@2", model="gpt-5", max_cost=Decimal("0.75"))
    print(pinned.id)
    floated = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=2.5)  # "2500000"
    print(floated.id)
    keyed = client.runs.create(
        benchmark="gsm8k", model="gpt-5", max_cost=5, idempotency_key="nightly-2026-12-01"
    )
    print(keyed.id)

    waited = client.runs.wait(run.id, timeout=600, on_progress=lambda r: print(r.progress))
    reveal_type(waited)

    def on_progress(polled: Run) -> None:
        reveal_type(polled.progress)

    print(client.runs.wait(run.id, poll_interval=5, on_progress=on_progress).status)
    reveal_type(waited.interruption)
    if waited.interruption is not None:
        reveal_type(waited.interruption.reason)


def run_object(client: EvalRouter, run_id: str) -> None:
    """### The run object."""
    run = client.runs.get(run_id)
    reveal_type(run.wait(timeout=600))
    reveal_type(run.refresh())
    reveal_type(run.results())
    reveal_type(run.results(version=1))
    reveal_type(run.cancel())
    reveal_type(run.done)
    reveal_type(run.record)
    reveal_type(run.record["status"])
    reveal_type(run.record.to_dict())
    reveal_type(run["spend_microusd"])
    record: RunRecord = run  # a Run is a RunRecord
    print(record.status)
    results = client.runs.results(run.id)
    reveal_type(results)
    print(results.profiles[0].headline_key, run.score)  # as the README writes it
    reveal_type(results.profiles)
    csv_bytes = run.export("csv")
    reveal_type(csv_bytes)
    reveal_type(run.report_url())
    reveal_type(client.runs.report_url(run.id))
    print(client.runs.report_url(run.id, web_url="https://evalrouter.example"))
    if run.interruption and run.interruption.continuable:
        more = run.continue_(max_cost=3, wait=True)  # finished tasks are reused at no charge
        reveal_type(more)


def quotes_directly(client: EvalRouter) -> None:
    """### Quotes, directly."""
    bench = client.benchmarks.resolve_benchmark("gsm8k")
    reveal_type(bench)
    reveal_type(bench.selection())
    model = client.benchmarks.resolve_model("gpt-5", benchmark="gsm8k")
    reveal_type(model)
    pinned: ResolvedBenchmark = client.benchmarks.resolve_benchmark("gsm8k@2")
    print(client.benchmarks.resolve_model("gpt-5", benchmark=pinned))
    quote = client.quotes.create(
        {"selection": bench.selection(), "model": model, "max_charge_microusd": "5000000"}
    )
    reveal_type(quote)
    reveal_type(quote.id)  # str: required, so typed without None
    reveal_type(client.quotes.get(quote.id).max_charge_microusd)
    run = client.runs.create(quote_id=quote.id, max_cost=5)
    reveal_type(run)


def comparing(client: EvalRouter) -> None:
    """### Comparing models on the same tasks."""
    run = client.runs.create(
        benchmark="gsm8k", subjects=["gpt-5", "claude-sonnet"], max_cost=10, wait=True
    )
    cmp = run.compare()
    reveal_type(cmp)
    reveal_type(cmp.metric)
    reveal_type(cmp.tasks_compared)
    reveal_type(cmp.summary)
    reveal_type(cmp.models[0].score)
    for m in cmp.models:
        reveal_type(m)
        print(m.label, m.name, m.score, m.low, m.high)
    for pair in cmp.pairs:
        reveal_type(pair.difference)
        print(pair.model, pair.other, pair.difference, pair.low, pair.high, pair.significant)
    reveal_type(cmp.raw)
    reveal_type(cmp.benchmarks)
    leader = cmp.leader
    if leader is not None:
        print(describe(leader, cmp.pairs))


def describe(model: RankedModel, pairs: list[ModelPair]) -> str:
    """A user's helper, annotated with the comparison's public types."""
    wins = [p for p in pairs if p.model == model.name and p.significant]
    return f"{model.label} {model.name}: {model.score} ({len(wins)} significant leads)"


def annotated(
    event: RunEvent, results: ResultRecord, wallet: Wallet, fields: QuoteOptions
) -> list[str]:
    """Annotations a user writes with evalrouter.types."""
    reveal_type(results.profiles)
    reveal_type(wallet.available_microusd)
    reveal_type(fields.get("concurrency"))
    return [str(event.sequence), str(event.type)]


def following(client: EvalRouter, run_id: str) -> None:
    """### Following events."""
    for event in client.runs.follow(run_id):
        reveal_type(event)
        reveal_type(event.sequence)
        reveal_type(event.type)
        reveal_type(event["sequence"])
        reveal_type(event["type"])
        reveal_type(event.data)
        print(event.sequence, event.type)
    for event in client.runs.follow(run_id, after=41, timeout=60):
        print(event.to_dict())


def pages(client: EvalRouter) -> None:
    """## Pagination."""
    page = client.runs.list(limit=20)
    reveal_type(page)
    reveal_type(page.data)
    print(len(page.data), page.has_next_page())
    for run in page:  # all runs, page after page
        reveal_type(run)
    for p in page.iter_pages():  # page by page
        reveal_type(p)
    typed: SyncPage[Run] = page
    print(typed.next_cursor)


def errors(client: EvalRouter) -> None:
    """## Errors."""
    try:
        client.runs.create(benchmark="gsm8k", model="gpt", max_cost=5)
    except MaxCostExceeded as e:
        reveal_type(e.quote)
    except WaitTimeout as e:
        reveal_type(e.last)
    except RateLimitError as e:
        reveal_type(e.retry_after)
    except ClientUpgradeRequired as e:
        reveal_type(e.upgrade)
    except APIStatusError as e:
        reveal_type(e.status_code)
    except APITimeoutError as e:
        print(e.retryable)
    except APIConnectionError as e:
        print(e.retryable)
    except UnexpectedArgument as e:
        print(e.hint)
    except EvalRouterError as e:
        reveal_type(e.code)
        reveal_type(e.message)
        reveal_type(e.hint)
        reveal_type(e.status_code)
        reveal_type(e.request_id)
        reveal_type(e.details)
        reveal_type(e.retryable)
        reveal_type(e.idempotency_key)
        if e.code == "ambiguous_model":
            print(e.message)  # lists the candidates
    warnings.simplefilter("error", EvalRouterDeprecationWarning)


def groups(client: EvalRouter) -> None:
    """## API groups: one attribute per group."""
    reveal_type(client.runs.events)
    reveal_type(client.benchmarks.uploads)
    reveal_type(client.models)
    reveal_type(client.connections)
    reveal_type(client.datasets)
    reveal_type(client.agents.list())
    reveal_type(client.agents.get("qwen-code").integrity)


def tiers(client: EvalRouter) -> None:
    """## Stability tiers."""
    # ``method.__evalrouter_tier__`` is set at run time for tools (the README's >>> example);
    # it is not part of a method's static type.
    reveal_type(client.datasets.list)


def types_section(record: RunRecord, quote: QuoteRecord, value: JsonValue) -> JsonObject:
    """## Types: the models, re-exported from evalrouter.types."""
    reveal_type(record.metadata)
    reveal_type(quote.plan)
    print(value)
    return record.to_dict()


async def async_client() -> None:
    """## Async: the same groups, methods and names."""
    async with AsyncEvalRouter() as client:
        run = await client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True)
        reveal_type(run)
        reveal_type(run.score)  # a property here too
        reveal_type(run.spend_microusd)
        async for item in client.runs.list(limit=50):  # every page
            reveal_type(item)
            print(item.id, item.status)
        first = await client.runs.list()
        reveal_type(first)
        reveal_type(first.data)
        quote = await client.runs.create(benchmark="gsm8k", model="gpt-5", dry_run=True)
        reveal_type(quote)
        reveal_type(await client.runs.get(run.id))
        reveal_type(await client.runs.wait(run.id, timeout=600))
        reveal_type(await run.wait())
        reveal_type(await run.refresh())
        reveal_type(await run.results())
        reveal_type(await run.compare())
        reveal_type(await run.export("csv"))
        reveal_type(await run.cancel())
        reveal_type(await run.continue_(max_cost=3, wait=True))
        reveal_type(await client.runs.results(run.id))
        reveal_type(await client.benchmarks.resolve_benchmark("gsm8k"))
        reveal_type(await client.benchmarks.resolve_model("gpt-5", benchmark="gsm8k"))
        reveal_type(await client.quotes.get(quote.id))
        reveal_type(await client.wallet.get())
        reveal_type(await client.agents.list())
        async for event in client.runs.follow(run.id):
            reveal_type(event)
            reveal_type(event.type)
            reveal_type(event["sequence"])
        page: AsyncPage[AsyncRun] = await client.runs.list(limit=20)
        async for later in page.iter_pages():
            print(len(later.data))
        comparison: Comparison = await run.compare()
        print(comparison.summary)


def best_model(client: EvalRouter) -> str:
    """## Testing your code with EvalRouter Local: the README's example, as written."""
    run = client.runs.create(
        benchmark="gsm8k",
        subjects=["Sim Small", "Sim Large"],
        max_cost=5,
        wait=True,
    )
    return run.compare().models[0].name


def local_world() -> EvalRouterLocal:
    return EvalRouterLocal(seed=1)  # an isolated, offline EvalRouter; same seed, same results


def test_best_model(local: EvalRouterLocal) -> None:
    client = local.client()
    reveal_type(client)
    assert best_model(client) == "Sim Large"
    reveal_type(local.run_ids)
    assert len(local.run_ids) == 1
    reveal_type(local.requests)
    (quote,) = [r for r in local.requests if r.path == "/v1/quotes"]
    reveal_type(quote.path)
    reveal_type(quote.json)
    assert quote.json["max_charge_microusd"] == "5000000"


async def local_tools(local: EvalRouterLocal) -> None:
    """The EvalRouter Local tools the README lists."""
    aclient = local.async_client()
    reveal_type(aclient)
    run = await aclient.runs.create(benchmark="gsm8k", model="Sim Large", max_cost=1)
    local.faults.fail_next("POST", "/v1/quotes", status=503, retry_after=1)
    local.faults.drop_connection_next("POST", "/v1/runs", after_processing=True)
    local.faults.delay_next(2.0)
    local.advance(30)
    reveal_type(local.run_until_done(run.id))
    local.set_balance(25)
    local.set_balance("2.50")
    local.deprecate("GET", "/v1/runs/{run_id}", sunset="2027-06-30")
    with local.serve() as base_url:
        reveal_type(base_url)
        print(EvalRouter(base_url=base_url).runs.get(run.id).status)
