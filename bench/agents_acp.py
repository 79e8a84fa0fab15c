"""ACP agents: attempts at once, and attempts per second against one at a time (what the
service's own client does).

The repository's ACP test agent (``tests/acp_agents/agent.py``, written with
agent-client-protocol: it reads its task from the ``evalrouter`` MCP server, makes one gateway
call and submits) is evaluated with ``agents.local_agent`` on ``TASKS`` gsm8k tasks against
EvalRouter Local served over HTTP (127.0.0.1, a process of its own) with a gateway delay of
``GATEWAY_DELAY`` seconds per model call, at concurrency 1 and ``CONCURRENCY``. Each attempt
starts its own agent process (a Python start and the ACP library's import: about 0.4 s of CPU on
its own), so on 2 CPUs that cost, not the gateway's wait, bounds the ratio. Attempts at once is
the peak number of attempts started and not yet finished, from the run's events. Figures are
medians over ``REPEATS`` rounds.

Target: at concurrency ``CONCURRENCY``, at least ``TARGET_RATIO`` times the attempts per second
of one at a time, and ``CONCURRENCY`` attempts at once (each attempt in its sandbox, as by
default).

First, ``bench/agents_acp_phases.py``: one attempt's own cost phase by phase against the
agent's bare start, the sandbox's start cost and the ACP library's loads (see that file).

Run: ``.venv/bin/python bench/agents_acp.py [repeats]`` (``bench/agents.py`` runs it at the end
when the agents extra is installed).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import agents_acp_phases  # first: it counts the ACP library's loads from the start
from agents import served  # the bench's served Local (127.0.0.1, stopped by its handle)

from evalrouter import EvalRouter, agents

REPEATS = 3
PHASE_ROUNDS = 3
TASKS = 8
CONCURRENCY = 4
GATEWAY_DELAY = 1.0
TARGET_RATIO = 2.5
AGENT = Path(__file__).parents[1] / "tests" / "acp_agents" / "agent.py"


def one(url: str, concurrency: int) -> tuple[float, int]:
    """(attempts per second, peak attempts at once) of one evaluation."""
    client = EvalRouter(base_url=url)
    try:
        agent = agents.local_agent([sys.executable, str(AGENT)], name="bench acp agent")
        evaluation = agents.quote(
            client,
            agent=agent,
            model="sim/gpt-5-mini",
            tasks="gsm8k",
            coverage={"mode": "sample", "sample_count": TASKS, "seed": 3},
            budget_usd="20",
            concurrency=concurrency,
        )
        run = evaluation.start()
        active = peak = started_count = 0
        started = time.perf_counter()
        for event in run.events():
            if event.type == "attempt_started":
                started_count += 1
                active += 1
                peak = max(peak, active)
            elif event.type == "attempt_finished":
                active -= 1
        elapsed = time.perf_counter() - started
        status = run.wait()["status"]
        if status != "completed":
            raise SystemExit(f"the bench run ended {status!r}, not completed")
        return started_count / elapsed, peak
    finally:
        client.close()


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS
    rates: dict[int, list[float]] = {}
    peaks: dict[int, int] = {}
    with served("--gateway-delay", "0", "--balance-usd", "1000") as url:
        agents_acp_phases.report(url, PHASE_ROUNDS)
    with served("--gateway-delay", str(GATEWAY_DELAY), "--balance-usd", "1000") as url:
        one(url, 1)  # warm-up: the agent's first start, the first quote
        for round_ in range(repeats):
            for concurrency in (1, CONCURRENCY) if round_ % 2 == 0 else (CONCURRENCY, 1):
                rate, peak = one(url, concurrency)
                rates.setdefault(concurrency, []).append(rate)
                peaks[concurrency] = max(peaks.get(concurrency, 0), peak)
    single, wide = statistics.median(rates[1]), statistics.median(rates[CONCURRENCY])
    ratio = wide / single
    print(
        f"ACP agent (local_agent, the test agent), {TASKS} gsm8k tasks, served Local, "
        f"gateway delay {GATEWAY_DELAY:g} s:"
    )
    print(f"  one at a time:   {single:6.2f} attempts/s, {peaks[1]} at once")
    print(f"  concurrency {CONCURRENCY}:   {wide:6.2f} attempts/s, {peaks[CONCURRENCY]} at once")
    print(f"  ratio:           {ratio:6.2f}x")
    verdict = "PASS" if ratio >= TARGET_RATIO and peaks[CONCURRENCY] == CONCURRENCY else "MISS"
    print(
        f"target: concurrency {CONCURRENCY} >= {TARGET_RATIO}x one at a time, "
        f"{CONCURRENCY} at once ... {verdict}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
