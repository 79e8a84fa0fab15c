"""The executor seam: where a run's attempts are executed. By default here (one controller in this
process, :class:`~evalrouter.agents._controller.controller.Controller`); an :class:`Executor` runs
them elsewhere, as several controllers that joined the run (``RayExecutor``), and hands the driver
one :class:`ControllerGroup` with the controller's own shape, so ``events()``, ``events_async()``,
leaving early and the outcomes work the same whatever runs the attempts."""

from __future__ import annotations

import abc
import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..._errors import invalid_input
from .._attempt.events import AttemptEvent, AttemptOutcome

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter
    from .agent_run import AgentRun

__all__ = ["ControllerGroup", "Executor", "check_executor"]


class ControllerGroup(Protocol):
    """What the driver iterates: ``run()`` executes the attempts (events go to the ``emit``
    the group was made with) and returns their outcomes; ``interrupt`` set from outside stops
    every controller of the group; ``stopped`` is the code the platform stopped the run with."""

    interrupt: asyncio.Event
    outcomes: list[AttemptOutcome]
    stopped: str | None

    async def run(self) -> list[AttemptOutcome]: ...


class Executor(abc.ABC):
    """Runs a run's attempts somewhere else than this process. ``controllers`` is called once
    per ``events()`` iteration, with the run already admitted (quoted and admitted once, here)."""

    @abc.abstractmethod
    def controllers(
        self, run: AgentRun, client: AsyncEvalRouter, emit: Callable[[AttemptEvent], None]
    ) -> ControllerGroup: ...


def check_executor(executor: object) -> Executor | None:
    if executor is None or isinstance(executor, Executor):
        return executor
    raise invalid_input(
        f"executor= must be an agents executor (agents.RayExecutor(...)) or None, not "
        f"{type(executor).__name__}.",
        hint="Pass executor=agents.RayExecutor(workers=4), or leave it out to run here.",
        argument="executor",
    )
