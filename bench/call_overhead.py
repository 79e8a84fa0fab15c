"""Per-call overhead of ``client.runs.get(id)`` against raw httpx on the same transport.

Both sides talk to one in-memory transport that answers every request with the same ~2 KB
RunRecord JSON (a realistic run: nested progress, selected model, interruption, funding,
money as micro-USD strings). No sockets, so what is left is pure client-side work:

- baseline: ``httpx.Client(transport=t).get(url).json()`` (and ``httpx.AsyncClient``)
- SDK: ``EvalRouter(api_key=..., transport=t).runs.get(run_id)``: request building, the
  per-attempt deadline, status mapping, deprecation check and parsing into ``RunRecord``
- context: the baseline plus ``RunRecord.from_dict`` (what parsing into the model costs alone)

Each case runs CALLS calls per block after a warm-up; one block of each case makes a round, in
rotating order, REPEATS rounds. Ratios are the median over rounds of the ratio within a round
(paired, so drift and noisy neighbours cancel); µs are the median block. Sync and async run
in one process; async in one event loop.

Target: SDK ≤ 1.3x raw httpx, sync and async.

Run: ``make bench`` or ``.venv/bin/python bench/call_overhead.py [calls] [repeats]``.
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
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
from evalrouter_generated.models.run_record import RunRecord

from evalrouter import AsyncEvalRouter, EvalRouter

CALLS = 3000
REPEATS = 9
WARMUP = 300
PROFILE_CALLS = 3000
TARGET_RATIO = 1.3
ORIGIN = "https://api.evalrouter.ai"
RUN_ID = "run_01JQ7ZB4V9N3K8T2M5X6C0D1EF"
URL = f"{ORIGIN}/v1/runs/{RUN_ID}"
API_KEY = "er_live_bench_0123456789abcdef"


def run_record() -> dict[str, Any]:
    """A run interrupted part-way, as ``GET /runs/{run_id}`` returns it."""
    sha = "9f2c4e7a1b3d5f60" * 4
    return {
        "id": RUN_ID,
        "name": "gsm8k · gpt-5 · nightly",
        "status": "interrupted",
        "billing_state": "settled",
        "terminal_reason": "provider_unavailable",
        "waiting_reason": None,
        "created_at": "2026-10-08T09:14:03.211Z",
        "started_at": "2026-10-08T09:14:05.870Z",
        "finished_at": "2026-10-08T09:31:47.002Z",
        "cancel_requested_at": None,
        "planned_count": 1319,
        "completed_count": 1204,
        "error_count": 3,
        "manifest_hash": sha,
        "cap_microusd": "5000000",
        "reserved_microusd": "0",
        "spend_microusd": "4187250",
        "execution_mode": "hosted",
        "source_run_id": None,
        "metadata": {"team": "evals", "ci_job": "nightly-2026-10-08", "commit": "4be1f0c"},
        "labels": {"release": "2026.10", "owner": "ml-platform"},
        "coverage": {"mode": "full", "sample_count": 1319, "seed": 1234},
        "model": {
            "kind": "route",
            "model_id": "gpt-5",
            "route_id": "route_openai_gpt-5",
            "protocol": "openai-chat",
            "revision": 7,
            "capabilities": ["chat", "tools", "json_schema", "reasoning"],
            "limits": {"context_tokens": 400000, "max_output_tokens": 128000},
            "price_version": "2026-09-30",
            "pricing": {
                "input_microusd_per_mtok": "1250000",
                "output_microusd_per_mtok": "10000000",
            },
            "provider_charges": "evalrouter",
        },
        "profiles": [
            {
                "id": "gsm8k@3",
                "dataset_assets_sha256": sha,
                "manifest_sha256": sha,
                "task_ids_hash": sha,
                "population_count": 1319,
                "selected_count": 1319,
                "sampling_algorithm": "all",
                "attempts_per_task": 1,
                "max_output_tokens": 4096,
                "private_test": False,
            }
        ],
        "progress": {
            "phase": "interrupted",
            "observed_at": "2026-10-08T09:31:47.002Z",
            "planned": 1319,
            "processed": 1207,
            "graded": 1204,
            "pending": 112,
            "running": 0,
            "errors": 3,
            "cancelled": 0,
            "skipped_budget": 0,
            "percent": 91.5,
            "rate_per_minute": 68.2,
            "elapsed_seconds": 1061,
            "eta_seconds": None,
            "waiting_reason": None,
        },
        "interruption": {
            "reason": "provider_unavailable",
            "continuable": True,
            "unfinished_count": 112,
            "continued_by": None,
        },
        "funding_policy": {"mode": "prepaid", "version": "2", "cap_source": "max_cost"},
        "retention": {
            "raw_evidence_expired": False,
            "raw_expires_at": "2026-11-07T09:31:47Z",
            "summary_expires_at": "2027-10-08T09:31:47Z",
        },
    }


BODY = json.dumps(run_record(), separators=(",", ":"), ensure_ascii=False).encode()
HEADERS = {
    "content-type": "application/json",
    "x-request-id": "req_01JQ7ZC0S4W1Y2",
    "date": "Thu, 08 Oct 2026 09:40:00 GMT",
}


def respond(request: httpx.Request) -> httpx.Response:
    return httpx.Response(200, headers=HEADERS, content=BODY, request=request)


class RecordTransport(httpx.BaseTransport):
    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return respond(request)


class AsyncRecordTransport(httpx.AsyncBaseTransport):
    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return respond(request)


@dataclass
class Case:
    label: str
    note: str
    blocks: list[float] = field(default_factory=list)  # µs per call, one per block

    @property
    def median(self) -> float:
        return statistics.median(self.blocks)


def time_sync(fn: Callable[[], object], calls: int) -> float:
    gc.collect()
    start = time.perf_counter_ns()
    for _ in range(calls):
        fn()
    return (time.perf_counter_ns() - start) / calls / 1e3


async def time_async(fn: Callable[[], Awaitable[object]], calls: int) -> float:
    gc.collect()
    start = time.perf_counter_ns()
    for _ in range(calls):
        await fn()
    return (time.perf_counter_ns() - start) / calls / 1e3


def paired(case: Case, baseline: Case) -> float:
    """Median over rounds of case/baseline measured in the same round: drift cancels out."""
    return statistics.median(c / b for c, b in zip(case.blocks, baseline.blocks, strict=True))


def report(title: str, baseline: Case, parsed: Case, sdk: Case) -> float:
    """Print the table; return the SDK's ratio to the baseline."""
    print(title)
    header = f"{'case':<36} {'median µs':>10} {'best µs':>9} {'x raw':>7} {'x raw best':>11}  note"
    print(header)
    print("-" * len(header))
    for case in (baseline, parsed, sdk):
        best = min(case.blocks) / min(baseline.blocks)
        print(
            f"{case.label:<36} {case.median:>10.1f} {min(case.blocks):>9.1f} "
            f"{paired(case, baseline):>7.2f} {best:>11.2f}  {case.note}"
        )
    extra = statistics.median(s - p for s, p in zip(sdk.blocks, parsed.blocks, strict=True))
    print(f"SDK machinery beyond raw + from_dict: {extra:+.1f} µs/call (median of rounds)")
    print()
    return paired(sdk, baseline)


def bench_sync(calls: int, repeats: int) -> tuple[float, float, float]:
    transport = RecordTransport()
    raw = httpx.Client(transport=transport, headers={"Authorization": f"Bearer {API_KEY}"})
    client = EvalRouter(api_key=API_KEY, transport=transport)
    runs = client.runs

    def raw_get() -> object:
        return raw.get(URL).json()

    def raw_parse() -> object:
        return RunRecord.from_dict(raw.get(URL).json())

    def sdk_get() -> object:
        return runs.get(RUN_ID)

    run: Any = sdk_get()  # a Run bound to the client, holding the parsed record
    assert isinstance(run.record, RunRecord) and run.spend_microusd == "4187250"
    baseline = Case("httpx.Client.get(url).json()", "baseline")
    parsed = Case("  + RunRecord.from_dict(...)", "context")
    sdk = Case("EvalRouter.runs.get(id)", "target")
    cases = [(baseline, raw_get), (parsed, raw_parse), (sdk, sdk_get)]
    for _, fn in cases:
        time_sync(fn, WARMUP)
    for i in range(repeats):
        for case, fn in cases[i % 3 :] + cases[: i % 3]:
            case.blocks.append(time_sync(fn, calls))
    client.close()
    raw.close()
    title = f"Sync, {calls} calls x {repeats} interleaved rounds:"
    return report(title, baseline, parsed, sdk), sdk.median, baseline.median


async def bench_async(calls: int, repeats: int) -> tuple[float, float, float]:
    transport = AsyncRecordTransport()
    raw = httpx.AsyncClient(transport=transport, headers={"Authorization": f"Bearer {API_KEY}"})
    client = AsyncEvalRouter(api_key=API_KEY, transport=transport)
    runs = client.runs

    async def raw_get() -> object:
        return (await raw.get(URL)).json()

    async def raw_parse() -> object:
        return RunRecord.from_dict((await raw.get(URL)).json())

    async def sdk_get() -> object:
        return await runs.get(RUN_ID)

    run: Any = await sdk_get()
    assert isinstance(run.record, RunRecord) and run.spend_microusd == "4187250"
    baseline = Case("httpx.AsyncClient.get(url).json()", "baseline")
    parsed = Case("  + RunRecord.from_dict(...)", "context")
    sdk = Case("AsyncEvalRouter.runs.get(id)", "target")
    cases = [(baseline, raw_get), (parsed, raw_parse), (sdk, sdk_get)]
    for _, fn in cases:
        await time_async(fn, WARMUP)
    for i in range(repeats):
        for case, fn in cases[i % 3 :] + cases[: i % 3]:
            case.blocks.append(await time_async(fn, calls))
    await client.close()
    await raw.aclose()
    title = f"Async (one event loop), {calls} calls x {repeats} interleaved rounds:"
    return report(title, baseline, parsed, sdk), sdk.median, baseline.median


def profile_sync(calls: int) -> None:
    """Where one sync ``runs.get`` spends its time, for whoever optimises the path."""
    transport = RecordTransport()
    client = EvalRouter(api_key=API_KEY, transport=transport)
    runs = client.runs
    for _ in range(WARMUP):
        runs.get(RUN_ID)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(calls):
        runs.get(RUN_ID)
    profiler.disable()
    client.close()
    stats = pstats.Stats(profiler)
    rows: list[tuple[int, float, float, str]] = [
        (nc, tt, ct, where(*func))
        for func, (_cc, nc, tt, ct, _callers) in stats.stats.items()  # type: ignore[attr-defined]
    ]
    total = max(ct for _, _, ct, _ in rows)
    for title, key in (("cumulative", 2), ("own time (tottime)", 1)):
        print(f"== Profile: EvalRouter.runs.get, {calls} sync calls, top 15 by {title} ==")
        print("(cProfile inflates absolute times several-fold; read the shares, not the µs)")
        print(f"{'calls':>8} {'own µs/get':>11} {'cum µs/get':>11} {'cum %':>6}  function")
        for nc, tt, ct, name in sorted(rows, key=lambda r: r[key], reverse=True)[:15]:
            own, cum = tt / calls * 1e6, ct / calls * 1e6
            print(f"{nc:>8} {own:>11.1f} {cum:>11.1f} {ct / total:>6.0%}  {name}")
        print()


def where(filename: str, line: int, function: str) -> str:
    """``httpx/_client.py:879 send``: short enough to read, long enough to find."""
    if filename == "~":
        return function  # a builtin
    parts = filename.split(os.sep)
    for anchor in ("site-packages", "src", "generated", "lib"):
        if anchor in parts:
            parts = parts[len(parts) - parts[::-1].index(anchor) :]
            break
    return f"{'/'.join(parts[-3:])}:{line} {function}"


def main() -> int:
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else CALLS
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else REPEATS
    for name in [k for k in os.environ if k.startswith("EVALROUTER_")]:
        del os.environ[name]  # the bench must talk to its own transport with its own key

    print(f"Call overhead on an in-memory transport; response body {len(BODY)} bytes;")
    print(f"Python {sys.version.split()[0]}, httpx {httpx.__version__}, {os.cpu_count()} CPUs.")
    print()
    sync_ratio, sync_sdk, sync_raw = bench_sync(calls, repeats)
    async_ratio, async_sdk, async_raw = asyncio.run(bench_async(calls, repeats))
    profile_sync(PROFILE_CALLS)

    ok = sync_ratio <= TARGET_RATIO and async_ratio <= TARGET_RATIO
    print(
        f"target: runs.get ≤ {TARGET_RATIO:g}x raw httpx: sync {sync_sdk:.1f} vs {sync_raw:.1f} µs"
        f" = {sync_ratio:.2f}x, async {async_sdk:.1f} vs {async_raw:.1f} µs = {async_ratio:.2f}x "
        f"{'PASS' if ok else 'MISS'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
