"""``RayExecutor``: a run's attempts executed by N controllers on a Ray cluster, each a Ray
actor (its own worker process) that joined the run with a concurrency of its own. The driver
(this process) quoted and admitted the run once; it starts the actors, collects their events
(each worker's in its order, merged as they arrive) into the usual ``events()``, and stops every
actor when the iteration is left early (or Ctrl+C). A worker that dies leaves its attempts to
its lease: the service fails them as infrastructure and retries them, and the remaining workers,
which keep claiming until the run has ended, take them.

The API key never travels through Ray: each worker reads it from its own environment
(``api_key_env``, ``EVALROUTER_API_KEY`` by default), where the operator put it (a secret of
the worker pods, the environment ``ray start`` was run in). The actors' arguments hold the
service's URL, the run id, the agent's spec and that variable's name.

The cluster is ``address=``, else ``RAY_ADDRESS``, else the one a ``ray start`` on this machine
recorded; with none, the executor starts a local Ray and says so (an event, a log line), or
refuses (``require_cluster=True``) (``cluster``). That local Ray accepts only this user: token
authentication, a private token file, servers on 127.0.0.1 (``local``). ``placement="spread"``
puts one worker on each node (``placement``).

Ray is imported only when ``events()`` runs on this executor (the ``ray`` extra)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..._config import ENV_API_KEY
from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from .._attempt.events import AttemptEvent, AttemptOutcome
from .._controller.clients import api_key
from .._runner.agent_run import LINGER_SECONDS
from .._runner.executors import ControllerGroup, Executor
from .._runner.spec import agent_spec
from .cluster import cluster_option, connect, require_release
from .placement import Placed, Placement, place, placement_option
from .worker import Batch, WorkerController, WorkerSettings

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter
    from .._runner.agent_run import AgentRun

__all__ = ["RayExecutor"]

log = logging.getLogger("evalrouter.agents")

STOP_SECONDS = 30.0  # how long the workers get to end their attempts before they are killed
PLACEMENT_SECONDS = 60.0  # how long placement="spread" waits for a node per worker
LOCAL_STARTED = "ray_local_cluster_started"  # the warning: no cluster found, a local Ray started


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise EvalRouterError(
            "ray_extra_required",
            "RayExecutor needs Ray, which is not installed.",
            hint="In your clone of this SDK: pip install -e '.[ray]' (or pip install the wheel "
            "make build writes, with [ray]).",
        ) from None
    require_release(getattr(ray, "__version__", ""))
    return ray


def _whole(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise invalid_input(
            f"RayExecutor({name}=...) must be a whole number, 1 or more, not {value!r:.40}.",
            hint=f"For example RayExecutor({name}=4).",
            argument=name,
        )
    return value


def _positive(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not value > 0:
        raise invalid_input(
            f"RayExecutor({name}=...) must be a number of seconds above 0, not {value!r:.40}.",
            hint=f"For example RayExecutor({name}=60).",
            argument=name,
        )
    return float(value)


class RayExecutor(Executor):
    """Run the attempts on a Ray cluster: ``workers`` controllers (Ray actors), each running up
    to ``concurrency_per_worker`` attempts at once.

    - ``agent``: ``"module:attr"`` to rebuild the agent on the workers by importing it (the
      agent's package installed there); left out, the agent instance is pickled.
    - ``address``: the cluster to connect to when Ray is not initialised yet (``ray.init``'s
      ``address``, ``"HEAD_IP:6379"``). Left out: ``RAY_ADDRESS``, else the cluster a ``ray
      start`` on this machine recorded in Ray's default temporary folder. When none is found
      the executor starts a local Ray on this machine (its workers run here only) and says so:
      a ``warning`` event ``ray_local_cluster_started`` and a log line. ``"local"`` asks for
      that local Ray. It accepts only this user: token authentication, its token file 0600,
      its servers on 127.0.0.1, no dashboard. An address nothing answers at is refused
      (``ray_cluster_unreachable``) within seconds.
    - ``require_cluster``: refuse (``ray_cluster_not_found``) rather than start a local Ray
      when no cluster is found.
    - ``placement``: ``"spread"`` puts each worker on a node of its own (a placement group,
      ``STRICT_SPREAD``, one bundle of the actor's resources per worker, removed when the
      execution ends); a cluster without a node per worker within ``placement_seconds`` is
      refused (``ray_placement_infeasible``). Left out, Ray places them (several may share a
      node). To pin workers to chosen nodes, use Ray's custom resources instead: ``ray start
      --resources='{"evalworker": 1}'`` on those nodes, and
      ``actor_options={"resources": {"evalworker": 1}}``.
    - ``api_key_env``: the environment variable holding the API key ON THE WORKERS.
    - ``actor_options``: passed to the actors' ``.options(...)`` (``num_cpus``, resources...).
    """

    def __init__(
        self,
        workers: int = 1,
        concurrency_per_worker: int = 1,
        *,
        agent: str | None = None,
        address: str | None = None,
        require_cluster: bool = False,
        placement: Placement | None = None,
        placement_seconds: float = PLACEMENT_SECONDS,
        api_key_env: str = ENV_API_KEY,
        actor_options: Mapping[str, Any] | None = None,
        linger_seconds: float = LINGER_SECONDS,
    ) -> None:
        self.workers = _whole("workers", workers)
        self.concurrency_per_worker = _whole("concurrency_per_worker", concurrency_per_worker)
        if agent is not None and not isinstance(agent, str):
            raise invalid_input(
                f"RayExecutor(agent=...) is a module:attr reference, not {type(agent).__name__}.",
                hint='For example RayExecutor(agent="my_package.agents:solver").',
                argument="agent",
            )
        if not isinstance(api_key_env, str) or not api_key_env:
            raise invalid_input(
                "RayExecutor(api_key_env=...) must name an environment variable.",
                hint=f'For example api_key_env="{ENV_API_KEY}".',
                argument="api_key_env",
            )
        self.agent = agent
        self.address = cluster_option(address, require_cluster)
        self.require_cluster = require_cluster
        self.placement = placement_option(placement)
        self.placement_seconds = _positive("placement_seconds", placement_seconds)
        self.api_key_env = api_key_env
        self.actor_options = dict(actor_options or {})
        if self.placement is not None and "scheduling_strategy" in self.actor_options:
            raise invalid_input(
                "RayExecutor(placement='spread') schedules the actors itself: leave "
                "scheduling_strategy out of actor_options, or placement out.",
                argument="placement",
            )
        self.linger_seconds = float(linger_seconds)
        self._execution: RayControllers | None = None

    @property
    def worker_pids(self) -> dict[int, str]:
        """Worker number -> process id of the workers of the latest execution, once started."""
        return dict(self._execution.pids) if self._execution is not None else {}

    @property
    def worker_nodes(self) -> dict[int, str]:
        """Worker number -> the Ray node id its place was reserved on, for the latest execution
        with ``placement="spread"`` (empty otherwise)."""
        return dict(self._execution.placed.nodes) if self._execution is not None else {}

    def __repr__(self) -> str:
        return (
            f"RayExecutor(workers={self.workers}, "
            f"concurrency_per_worker={self.concurrency_per_worker})"
        )

    def controllers(
        self, run: AgentRun, client: AsyncEvalRouter, emit: Callable[[AttemptEvent], None]
    ) -> ControllerGroup:
        settings = WorkerSettings(
            base_url=client.base_url,
            run_id=run.id,
            spec=agent_spec(run.agent, self.agent, _import_ray().cloudpickle.dumps),
            concurrency=self.concurrency_per_worker,
            api_key_env=self.api_key_env,
            key_required=api_key(client) is not None,
            linger=self.linger_seconds,
            trace_redact=tuple(p.pattern for p in run._redactions),
        )
        self._execution = RayControllers(self, settings, emit)
        return self._execution


class RayControllers:
    """The driver's side of one execution on Ray (a :class:`ControllerGroup`)."""

    def __init__(
        self,
        executor: RayExecutor,
        settings: WorkerSettings,
        emit: Callable[[AttemptEvent], None],
    ) -> None:
        self._executor = executor
        self._settings = settings
        self._emit = emit
        self.interrupt = asyncio.Event()
        self.outcomes: list[AttemptOutcome] = []
        self.stopped: str | None = None
        self.pids: dict[int, str] = {}
        """Worker number -> its process id, once started (what a test kills)."""
        self.lost: list[int] = []
        """The workers that died (their process or node lost)."""
        self.placed = Placed()
        """Where the workers were placed (``placement="spread"``: the node of each)."""

    async def run(self) -> list[AttemptOutcome]:
        ray = _import_ray()
        executor = self._executor
        if not ray.is_initialized():
            found = await connect(ray, executor.address, require=executor.require_cluster)
            if found.fell_back:
                log.warning("%s", found.note())
                self._emit(AttemptEvent("warning", code=LOCAL_STARTED, message=found.note()))
        self.placed = await place(
            ray,
            executor.placement,
            executor.workers,
            executor.actor_options,
            executor.placement_seconds,
        )
        actor_class = ray.remote(WorkerController)
        actors = {
            i: actor_class.options(**executor.actor_options, **self.placed.options(i)).remote(
                self._settings
            )
            for i in range(executor.workers)
        }
        errors: list[tuple[str, str, str | None]] = []
        try:
            for i, pid in zip(
                actors,
                await self._gather(ray, [a.start.remote() for a in actors.values()]),
                strict=True,
            ):
                self.pids[i] = pid
            await self._collect(ray, actors, errors)
        finally:
            await self._stop(ray, actors)
            self.placed.remove(ray)
        if errors and not self.outcomes:
            code, message, hint = errors[0]
            raise EvalRouterError(code, message, hint=hint)
        return list(self.outcomes)

    @staticmethod
    async def _gather(ray: Any, refs: list[Any]) -> list[Any]:
        del ray
        return list(await asyncio.gather(*(asyncio.wrap_future(r.future()) for r in refs)))

    async def _collect(
        self, ray: Any, actors: dict[int, Any], errors: list[tuple[str, str, str | None]]
    ) -> None:
        polls: dict[asyncio.Future[Any], int] = {}

        def poll(i: int) -> None:
            polls[asyncio.wrap_future(actors[i].poll.remote().future())] = i

        for i in actors:
            poll(i)
        interrupted: asyncio.Future[Any] = asyncio.ensure_future(self.interrupt.wait())
        try:
            while polls:
                done, _ = await asyncio.wait(
                    {*polls, interrupted}, return_when=asyncio.FIRST_COMPLETED
                )
                if interrupted in done:
                    return
                for future in done:
                    i = polls.pop(future)
                    try:
                        batch: Batch = future.result()
                    except ray.exceptions.RayError as exc:
                        self.lost.append(i)
                        actors.pop(i, None)
                        self._emit(
                            AttemptEvent(
                                "warning",
                                code="worker_lost",
                                message=f"Ray worker {i} was lost ({type(exc).__name__}); "
                                "its attempts are retried once their leases lapse.",
                            )
                        )
                        continue
                    for event in batch.events:
                        self._emit(event)
                    if not batch.done:
                        poll(i)
                        continue
                    self.outcomes.extend(batch.outcomes)
                    self.stopped = self.stopped or batch.stopped
                    if batch.error is not None:
                        errors.append(batch.error)
        finally:
            interrupted.cancel()
            for future in polls:
                future.cancel()

    async def _stop(self, ray: Any, actors: dict[int, Any]) -> None:
        """Stop the workers still running (their attempts end as interrupted), then end the
        actors; one that does not answer in ``STOP_SECONDS`` is killed."""
        stops = [asyncio.wrap_future(a.stop.remote().future()) for a in actors.values()]
        if stops:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.gather(*stops, return_exceptions=True), STOP_SECONDS)
        for actor in actors.values():
            with contextlib.suppress(Exception):
                ray.kill(actor, no_restart=True)
