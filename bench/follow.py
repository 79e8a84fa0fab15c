"""``client.runs.follow`` per event against raw httpx plus ``json`` reading the same pages.

An in-memory transport (no sockets) serves one run's EVENTS events as ``GET
/v1/runs/{run_id}/events`` pages of PAGE events each (``after``/``limit``, ``next_sequence``,
``has_more``; ``run_status`` ``running`` until the last page, which says ``completed``). Each
event is a realistic ``sample.completed`` (~230 bytes: type, sequence, time, a data object).
Bodies are built once, so both sides pay only for the request, the JSON decode and the loop:

- baseline: ``httpx.Client(transport=t).get(url, params=...).json()`` page after page,
  yielding each event dict (``httpx.AsyncClient`` for the async client): what a user writing
  the loop by hand pays;
- SDK: ``for event in client.runs.follow(run_id)``, yielding typed ``RunEvent`` objects (the
  async client with ``async for``).

Times are CPU time (``time.process_time_ns``), so other work on a shared machine counts less.
The consumer only counts events on both sides. A second SDK row reads ``event.type`` and
``event.sequence`` on each (typed reads) for context. A round is one full follow per case, in
rotating order; ROUNDS rounds; ratios are the median over rounds of the ratio within a round
(paired, so drift and noisy neighbours cancel). Sync and async in one process.

Target: SDK ≤ 1.1x raw per event, sync and async.

Run: ``.venv/bin/python bench/follow.py [events] [rounds] [--profile]`` (defaults 20000, 9).
"""

from __future__ import annotations

import asyncio
import cProfile
import gc
import json
import os
import pstats
import statistics
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx

from evalrouter import AsyncEvalRouter, EvalRouter

EVENTS = 20_000
PAGE = 100
ROUNDS = 9
TARGET_RATIO = 1.1
ORIGIN = "https://api.evalrouter.ai"
RUN_ID = "run_01JQ7ZB4V9N3K8T2M5X6C0D1EF"
URL = f"{ORIGIN}/v1/runs/{RUN_ID}/events"
API_KEY = "er_live_bench_0123456789abcdef"
HEADERS = {"content-type": "application/json", "x-request-id": "req_01JQ7ZC0S4W1Y2"}


def event(sequence: int) -> dict[str, Any]:
    return {
        "sequence": sequence,
        "type": "sample.completed",
        "created_at": "2026-10-08T09:14:05.870Z",
        "data": {
            "task_ref": f"gsm8k@3/test/{sequence:05d}",
            "subject": 0,
            "status": "graded",
            "score": 1.0,
            "latency_ms": 2143,
            "charge_microusd": "1250",
        },
    }


def pages(total: int) -> dict[int, bytes]:
    """Each page's body, by the ``after`` that asks for it."""
    out: dict[int, bytes] = {}
    for after in range(0, total, PAGE):
        last = min(after + PAGE, total)
        body = {
            "data": [event(s) for s in range(after + 1, last + 1)],
            "next_sequence": last,
            "has_more": last < total,
            "run_status": "completed" if last >= total else "running",
        }
        out[after] = json.dumps(body, separators=(",", ":")).encode()
    return out


class EventsTransport(httpx.BaseTransport, httpx.AsyncBaseTransport):
    def __init__(self, bodies: dict[int, bytes]) -> None:
        self.bodies = bodies
        self.end = max(bodies)

    def respond(self, request: httpx.Request) -> httpx.Response:
        after = int(request.url.params.get("after", "0"))
        body = self.bodies.get(after, self.bodies[self.end])
        return httpx.Response(200, headers=HEADERS, content=body, request=request)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return self.respond(request)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return self.respond(request)


def raw_events(raw: httpx.Client) -> Iterator[dict[str, Any]]:
    after = 0
    while True:
        page = raw.get(URL, params={"after": after, "limit": PAGE}).json()
        yield from page["data"]
        after = page["next_sequence"]
        if not page["has_more"] and page["run_status"] in ("completed", "failed"):
            return


async def araw_events(raw: httpx.AsyncClient) -> AsyncIterator[dict[str, Any]]:
    after = 0
    while True:
        page = (await raw.get(URL, params={"after": after, "limit": PAGE})).json()
        for item in page["data"]:
            yield item
        after = page["next_sequence"]
        if not page["has_more"] and page["run_status"] in ("completed", "failed"):
            return


@dataclass
class Case:
    label: str
    note: str
    rounds: list[float] = field(default_factory=list)  # µs per event, one per round

    @property
    def median(self) -> float:
        return statistics.median(self.rounds)


def paired(case: Case, baseline: Case) -> float:
    return statistics.median(c / b for c, b in zip(case.rounds, baseline.rounds, strict=True))


def count(events: Iterator[Any]) -> int:
    n = 0
    for _ in events:
        n += 1
    return n


def read(events: Iterator[Any]) -> int:
    n = 0
    for item in events:
        n += item.sequence > 0 and item.type == "sample.completed"
    return n


async def acount(events: AsyncIterator[Any]) -> int:
    n = 0
    async for _ in events:
        n += 1
    return n


async def aread(events: AsyncIterator[Any]) -> int:
    n = 0
    async for item in events:
        n += item.sequence > 0 and item.type == "sample.completed"
    return n


def report(title: str, baseline: Case, sdk: Case, typed: Case) -> float:
    print(title)
    header = f"{'case':<44} {'median µs/event':>15} {'best':>7} {'x raw':>6}  note"
    print(header)
    print("-" * len(header))
    for case in (baseline, sdk, typed):
        print(
            f"{case.label:<44} {case.median:>15.2f} {min(case.rounds):>7.2f} "
            f"{paired(case, baseline):>6.2f}  {case.note}"
        )
    print()
    return paired(sdk, baseline)


def timed(total: int, fn: Callable[[], int]) -> float:
    gc.collect()
    start = time.process_time_ns()
    got = fn()
    elapsed = time.process_time_ns() - start
    assert got == total, f"{got} events, expected {total}"
    return elapsed / total / 1e3


def bench_sync(total: int, rounds: int, transport: EventsTransport) -> float:
    raw = httpx.Client(transport=transport, headers={"Authorization": f"Bearer {API_KEY}"})
    client = EvalRouter(api_key=API_KEY, transport=transport)
    follow = client.runs.follow
    baseline = Case("httpx.Client.get(...).json() per page", "baseline")
    sdk = Case("for event in EvalRouter.runs.follow(id)", "target")
    typed = Case("  + event.sequence, event.type", "context")
    cases: list[tuple[Case, Callable[[], int]]] = [
        (baseline, lambda: count(raw_events(raw))),
        (sdk, lambda: count(follow(RUN_ID))),
        (typed, lambda: read(follow(RUN_ID))),
    ]
    for _, fn in cases:
        timed(total, fn)  # warm-up
    for i in range(rounds):
        for case, fn in cases[i % 3 :] + cases[: i % 3]:
            case.rounds.append(timed(total, fn))
    client.close()
    raw.close()
    title = f"Sync, {total} events in pages of {PAGE}, {rounds} rounds:"
    return report(title, baseline, sdk, typed)


async def bench_async(total: int, rounds: int, transport: EventsTransport) -> float:
    raw = httpx.AsyncClient(transport=transport, headers={"Authorization": f"Bearer {API_KEY}"})
    client = AsyncEvalRouter(api_key=API_KEY, transport=transport)
    follow = client.runs.follow
    baseline = Case("httpx.AsyncClient.get(...).json() per page", "baseline")
    sdk = Case("async for event in AsyncEvalRouter.runs.follow", "target")
    typed = Case("  + event.sequence, event.type", "context")

    async def atimed(make: Callable[[], Any]) -> float:
        gc.collect()
        start = time.process_time_ns()
        got = await make()
        elapsed = time.process_time_ns() - start
        assert got == total, f"{got} events, expected {total}"
        return elapsed / total / 1e3

    cases: list[tuple[Case, Callable[[], Any]]] = [
        (baseline, lambda: acount(araw_events(raw))),
        (sdk, lambda: acount(follow(RUN_ID))),
        (typed, lambda: aread(follow(RUN_ID))),
    ]
    for _, make in cases:
        await atimed(make)
    for i in range(rounds):
        for case, make in cases[i % 3 :] + cases[: i % 3]:
            case.rounds.append(await atimed(make))
    await client.close()
    await raw.aclose()
    title = f"Async (one event loop), {total} events in pages of {PAGE}, {rounds} rounds:"
    return report(title, baseline, sdk, typed)


def profile_sync(transport: EventsTransport) -> None:
    client = EvalRouter(api_key=API_KEY, transport=transport)
    profiler = cProfile.Profile()
    profiler.enable()
    count(client.runs.follow(RUN_ID))
    profiler.disable()
    client.close()
    print("== Profile: one sync follow, top 20 by own time ==")
    pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    total = int(args[0]) if args else EVENTS
    rounds = int(args[1]) if len(args) > 1 else ROUNDS
    for name in [k for k in os.environ if k.startswith("EVALROUTER_")]:
        del os.environ[name]  # the bench talks to its own transport with its own key
    transport = EventsTransport(pages(total))
    size = sum(len(b) for b in transport.bodies.values()) / total
    print(f"runs.follow on an in-memory transport: {total} events, {size:.0f} bytes each;")
    print(f"Python {sys.version.split()[0]}, httpx {httpx.__version__}, {os.cpu_count()} CPUs.")
    print()
    sync_ratio = bench_sync(total, rounds, transport)
    async_ratio = asyncio.run(bench_async(total, rounds, transport))
    if "--profile" in sys.argv:
        profile_sync(transport)
    ok = sync_ratio <= TARGET_RATIO and async_ratio <= TARGET_RATIO
    print(
        f"target: follow ≤ {TARGET_RATIO:g}x raw httpx + json per event: sync {sync_ratio:.2f}x, "
        f"async {async_ratio:.2f}x {'PASS' if ok else 'MISS'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
