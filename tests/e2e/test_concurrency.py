"""Many callers at once against one served EvalRouter Local, through the SDK over HTTP.

Threads (sync clients, shared and private) and tasks (one async client) create, poll, read and
cancel runs at the same time. Afterwards the books must balance: every run id is unique, each run
has its own quote, no run spent more than its cap, the wallet holds nothing in reserve, and the
balance is the starting balance less the sum of what the runs charged.

These tests are about HTTP (real sockets, the server's threads, keep-alive connection pools), so
they serve Local themselves instead of using the ``env`` fixture's four modes.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, PaymentRequiredError
from evalrouter.testing import EvalRouterLocal
from tests.e2e.e2e_data import TERMINAL
from tests.support.clock import FakeClock

THREADS = 8
RUNS_PER_THREAD = 3
START_USD = 100
# (benchmark, model, max_cost): cheap and expensive, capped loosely and tightly (partial runs).
PLANS: tuple[tuple[str, str, str | None], ...] = (
    ("mcq-mini", "Sim Small", "1"),
    ("gsm8k@2", "Sim Large", "5"),
    ("gsm8k@2", "Sim Reasoner", "0.2"),
    ("gsm8k", "Sim Flaky", "1"),
)


Served = tuple[EvalRouterLocal, str]  # the instance and its base URL


@pytest.fixture
def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Served]:
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    local = EvalRouterLocal(seed=3, balance_usd=START_USD)
    with local.serve() as url:
        yield local, url
    local.close()


# Poll without real sleeps (each read of a live run moves Local's virtual clock).
FAST = FakeClock().timing()


def _fast(url: str) -> EvalRouter:
    return EvalRouter(base_url=url, _timing=FAST)


def _in_threads(count: int, work: Callable[[int], None]) -> None:
    errors: list[BaseException] = []
    start = threading.Barrier(count)

    def run(index: int) -> None:
        try:
            start.wait(timeout=10)
            work(index)
        except BaseException as exc:  # reported below, with the others
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(i,), name=f"caller-{i}") for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not any(t.is_alive() for t in threads), "a caller hung"
    assert errors == [], errors


def _check_the_books(
    local: EvalRouterLocal, client: EvalRouter, run_ids: list[str], start: int = START_USD * 10**6
) -> int:
    """Check every run and the wallet against each other; what the runs charged in all."""
    assert len(run_ids) == len(set(run_ids)), "a run id was handed out twice"
    assert sorted(local.run_ids) == sorted(run_ids), "a run was started twice or lost"
    admissions = [r for r in local.requests if r.operation_id == "runs_create"]
    quote_ids = [a.json["quote_id"] for a in admissions if a.status == 201]
    assert len(quote_ids) == len(set(quote_ids)) == len(run_ids), "a quote admitted twice"
    assert all(r.status is not None and r.status < 500 for r in local.requests)

    total = 0
    for run_id in run_ids:
        run = client.runs.get(run_id)
        assert run.status in TERMINAL
        spend = int(run.spend_microusd)
        if run.cap_microusd is not None:
            assert spend <= int(run.cap_microusd), run_id
        total += spend
    wallet = client.wallet.get()
    assert wallet.reserved_microusd == "0"
    assert int(wallet.settled_charges_microusd) == total
    assert int(wallet.balance_microusd) == start - total >= 0
    assert local.balance_microusd == start - total
    return total


def test_threads_creating_and_polling_runs_keep_the_books(
    served: Served,
) -> None:
    local, url = served
    shared = _fast(url)  # half the threads share one client (one pool)
    run_ids: list[str] = []
    lock = threading.Lock()

    def work(index: int) -> None:
        client = shared if index % 2 else _fast(url)
        try:
            for n in range(RUNS_PER_THREAD):
                benchmark, model, cap = PLANS[(index + n) % len(PLANS)]
                run = client.runs.create(benchmark=benchmark, model=model, max_cost=cap)
                with lock:
                    run_ids.append(run.id)
                client.wallet.get()
                client.runs.list(limit=5)
                if (index + n) % 5 == 4:
                    client.runs.cancel(run.id)
                done = client.runs.wait(run.id, timeout=60)
                assert done.status in TERMINAL
                if done.status == "completed" and done.score is not None:
                    assert 0.0 <= done.score <= 1.0
        finally:
            if client is not shared:
                client.close()

    try:
        _in_threads(THREADS, work)
        assert len(run_ids) == THREADS * RUNS_PER_THREAD
        _check_the_books(local, shared, run_ids)
    finally:
        shared.close()


def test_racing_for_a_small_wallet_never_overspends(
    served: Served,
) -> None:
    """Uncapped runs share a wallet that cannot pay for them all: whatever wins the race, the
    charges never pass the balance and the books still balance."""
    local, url = served
    local.set_balance("0.3")
    run_ids: list[str] = []
    refused: list[str] = []
    lock = threading.Lock()

    def work(index: int) -> None:
        with _fast(url) as client:
            try:  # some capped below what the wallet holds, some bounded by the wallet only
                cap = "0.08" if index % 3 else None
                run = client.runs.create(benchmark="gsm8k@2", model="Sim Reasoner", max_cost=cap)
            except PaymentRequiredError as error:
                assert error.code == "insufficient_balance"
                with lock:
                    refused.append(error.code)
                return
            with lock:
                run_ids.append(run.id)
            done = client.runs.wait(run.id, timeout=60)
            assert done.status in TERMINAL

    _in_threads(6, work)
    assert run_ids and len(run_ids) + len(refused) == 6
    with _fast(url) as client:
        total = _check_the_books(local, client, run_ids, start=300_000)
    assert total > 0


def test_one_idempotency_key_from_many_threads_starts_one_run(
    served: Served,
) -> None:
    local, url = served
    got: list[str] = []
    lock = threading.Lock()

    def work(_index: int) -> None:
        with _fast(url) as client:
            run = client.runs.create(
                benchmark="mcq-mini", model="Sim Small", max_cost=1, idempotency_key="nightly"
            )
            with lock:
                got.append(run.id)

    _in_threads(6, work)
    assert len(got) == 6 and len(set(got)) == 1
    assert local.run_ids == got[:1]


async def test_async_tasks_creating_and_polling_runs_keep_the_books(
    served: Served,
) -> None:
    local, url = served
    async with AsyncEvalRouter(base_url=url, _timing=FAST) as client:

        async def one(index: int) -> str:
            benchmark, model, cap = PLANS[index % len(PLANS)]
            run = await client.runs.create(benchmark=benchmark, model=model, max_cost=cap)
            await client.wallet.get()
            done = await client.runs.wait(run.id, timeout=60)
            assert done.status in TERMINAL
            return str(run.id)

        run_ids = list(await asyncio.gather(*(one(i) for i in range(12))))
        with _fast(url) as sync:
            _check_the_books(local, sync, run_ids)
