"""Agents the Ray workers import (``tests.distributed.agents_on_workers:solver``): the test's
cluster has the repository on its ``PYTHONPATH``, as a real one has the agent's package."""

from __future__ import annotations

import asyncio

import evalrouter.agents as evalagents


class Solver(evalagents.Agent):
    """Answers with the gateway's reply, after ``hold`` seconds (attempts stay in flight long
    enough for a test to kill a worker among them)."""

    name = "distributed solver"
    version = "1"

    def __init__(self, hold: float = 0.0) -> None:
        self.hold = hold

    async def run(self, context: evalagents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await asyncio.sleep(self.hold)
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()


solver = Solver(hold=0.2)
fast = Solver()  # no hold: the bench's agent (its wait is the gateway's delay)
held = Solver(hold=0.5)  # attempts in flight when a node is lost (the loss test's agent)
patient = Solver(hold=2.0)  # a run a Ctrl+C always finds going (48 tasks, 4 at a time: ~24 s)
