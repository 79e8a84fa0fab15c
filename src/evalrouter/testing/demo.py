"""The SDK in two minutes, on EvalRouter Local: no account, no network, no spending.

    python -m evalrouter.testing.demo

Starts EvalRouter Local on 127.0.0.1, then, through the public SDK only: shows which gsm8k
version a name resolves to and dry-run quotes for the newest and a pinned one, runs gsm8k on a
simulated model under a $1 cap and prints its score, runs two models on the same tasks and
prints their ranking, and evaluates a small Python agent on this machine.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from decimal import Decimal
from typing import TextIO

from evalrouter import EvalRouter, Run, agents

from . import EvalRouterLocal


def usd(microusd: object) -> str:
    """Micro-USD strings (the API's money) as dollars."""
    if not isinstance(microusd, str):
        return "no cap"
    return f"${Decimal(microusd) / 1_000_000:.4f}"


def progress(out: TextIO) -> Callable[[Run], None]:
    last: list[str] = []

    def show(run: Run) -> None:
        line = f"  {run.status:<10} {run.completed_count:>3}/{run.planned_count} tasks"
        line += f"  spent {usd(run.spend_microusd)}"
        if not last or last[-1] != line:
            last.append(line)
            out.write(line + "\n")
            out.flush()

    return show


def main(argv: list[str] | None = None, out: TextIO = sys.stdout) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--task-seconds", type=float, default=0.04, help="simulated time a task takes"
    )
    args = parser.parse_args(argv)

    def say(text: str = "") -> None:
        out.write(text + "\n")
        out.flush()

    local = EvalRouterLocal(seed=7, balance_usd=25, task_seconds=args.task_seconds)
    # Over HTTP, as any client would reach it; its local state stays in Local's own folder.
    with local.serve() as base_url, local.client(base_url=base_url) as client:
        say(f"EvalRouter Local is serving the EvalRouter API at {base_url}/v1")
        wallet = client.wallet.get()
        say(f"Wallet: {usd(wallet.balance_microusd)} of simulated credit\n")

        say("1. A dry-run quote: what would gsm8k on Sim Large cost? Nothing starts.")
        latest = client.benchmarks.resolve_benchmark("gsm8k")
        pinned = client.benchmarks.resolve_benchmark("gsm8k@2")
        say(
            f"   gsm8k is version {latest.version} ({latest.task_count} problems); gsm8k@2 pins "
            f"version {pinned.version} ({pinned.task_count} problems)"
        )
        quote = client.runs.create(benchmark="gsm8k", model="Sim Large", max_cost=1, dry_run=True)
        say(f"   quote {quote.id}: at most {usd(quote.max_charge_microusd)} under a $1 cap")
        older = client.runs.create(benchmark=pinned, model="Sim Large", max_cost=1, dry_run=True)
        say(f"   gsm8k@2 instead: at most {usd(older.max_charge_microusd)}\n")

        say("2. gsm8k on Sim Large, capped at $1, waiting for the score:")
        run = client.runs.create(benchmark="gsm8k", model="Sim Large", max_cost=1, wait=False)
        run = client.runs.wait(run.id, poll_interval=0.25, on_progress=progress(out))
        say(f"   {run.id} {run.status}: score {run.score:.3f}, spent {usd(run.spend_microusd)}")
        for profile in run.results().profiles or []:
            for metric in profile.metrics or []:
                if metric.key == profile.headline_key and metric.value is not None:
                    interval = metric.uncertainty.interval if metric.uncertainty else None
                    low, high = (interval.lower, interval.upper) if interval else (None, None)
                    ci = (
                        f", 95% CI [{low:.3f}, {high:.3f}]"
                        if low is not None and high is not None
                        else ""
                    )
                    say(f"   {profile.name}: {metric.name} {metric.value:.3f}{ci}")
        report = client.runs.report_url(run.id) or "none (EvalRouter Local has no website)"
        say(f"   report page: {report}\n")

        say("3. Two models on the same tasks, one $2 cap: Sim Large vs Sim Small")
        duel = client.runs.create(
            benchmark="gsm8k", subjects=["Sim Large", "Sim Small"], max_cost=2, wait=False
        )
        duel = client.runs.wait(duel.id, poll_interval=0.25, on_progress=progress(out))
        comparison = duel.compare()
        say(f"   compared on {comparison.tasks_compared} tasks every model finished")
        for entry in comparison.models:
            say(
                f"   #{entry.label:<3} {entry.name:<12} {entry.score or 0:.3f}"
                f"  95% CI [{entry.low or 0:.3f}, {entry.high or 0:.3f}]"
            )
        say(f"   {comparison.summary}\n")

        say("4. Your own agent, run here: a Python agent answers 6 gsm8k problems through the")
        say("   run's metered gateway (it never sees your API key), several attempts at once:")
        result = agents.evaluate(
            client,
            agent=Solver(),
            model="Sim Large",
            tasks=agents.benchmark("gsm8k"),
            coverage={"mode": "sample", "sample_count": 6, "seed": 42},
            budget_usd="1",
            on_event=lambda e: (
                say(f"   {e.type:<17} {e.task_ref}")
                if e.type in ("attempt_started", "attempt_finished", "attempt_failed")
                else None
            ),
        )
        accuracy = headline(result.results)
        say(
            f"   {result.run.id if result.run else '-'} {result.status}: accuracy {accuracy}, "
            f"spent {usd(result.record.spend_microusd if result.record else None)}, "
            f"succeeded={result.succeeded}"
        )
        say(f"\nSpent {usd(str(wallet_spent(client, wallet.balance_microusd)))} in all. Done.")
    return 0


class Solver(agents.Agent):
    """Reads the task, asks the run's model through the gateway, submits its answer."""

    name = "demo solver"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"] or "")
        await context.task.done()


def headline(results: object) -> str:
    """The headline metric of the first profile of a ResultRecord, as text."""
    for profile in getattr(results, "profiles", None) or []:
        for metric in profile.metrics or []:
            if metric.key == profile.headline_key and metric.value is not None:
                return f"{metric.value:.3f}"
    return "n/a"


def wallet_spent(client: EvalRouter, before: object) -> int:
    return int(str(before)) - int(str(client.wallet.get().balance_microusd))


if __name__ == "__main__":
    sys.exit(main())
