"""``RayExecutor``: a run's attempts executed by N controllers on a Ray cluster, each a Ray
actor (its own worker process) that joined the run with a concurrency of its own. The driver
(this process) quoted and admitted the run once; it starts the actors, collects their events
(each worker's in its order, merged as they arrive) into the usual ``events()``, and stops every
actor when the iteration is left early (or Ctrl+C). Each worker streams back each attempt's
outcome as the attempt ends, so the outcomes hold every attempt that ended, whatever became of
its worker. A worker that stops answering is said to be unresponsive (``worker_unresponsive``)
and polled on; it is lost when Ray says its actor died, or after ``lost_after`` seconds without
an answer: it is killed for good, and its attempts in flight are finished at once as
infrastructure failures and retried by a surviving worker (``losses``), not left to their
leases.

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
import time
from asyncio import FIRST_COMPLETED
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from ..._backoff import backoff, no_jitter
from ..._config import ENV_API_KEY
from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from .._attempt.durable import durable
from .._attempt.events import AttemptEvent, AttemptOutcome
from .._controller.clients import api_key
from .._runner.agent_run import LINGER_SECONDS
from .._runner.executors import ControllerGroup, Executor
from .._runner.spec import agent_spec
from .cluster import cluster_option, connect, require_release
from .losses import end_event, reclaimed, settle_lost
from .placement import Placed, Placement, place, placement_option
from .quiet import quiet_ray_messages
from .roster import UNRESPONSIVE_SECONDS, Roster
from .worker import ANSWERS, Batch, WorkerController, WorkerPlace, WorkerSettings

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter
    from .._runner.agent_run import AgentRun

__all__ = ["RayExecutor"]

log = logging.getLogger("evalrouter.agents")

STOP_SECONDS = 30.0  # how long the workers get to end their attempts before they are killed
PLACEMENT_SECONDS = 60.0  # how long placement="spread" waits for a node per worker
LOCAL_STARTED = "ray_local_cluster_started"  # the warning: no cluster found, a local Ray started
LOST_AFTER_SECONDS = 5.0
"""A worker that has not answered a poll for this long is lost (Ray itself takes about 15 s to
call a node dead): short enough that a lost node's attempts are back in work within seconds."""
TICK_SECONDS = 0.5  # how often the collector looks at the workers' silence
REPOLL_FIRST_SECONDS, REPOLL_CAP_SECONDS = 0.25, 2.0
FINISH_WINDOW_SECONDS = 5.0


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


def _positive(name: str, value: object, above: float = 0.0) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not value > above:
        raise invalid_input(
            f"RayExecutor({name}=...) must be a number of seconds above {above:g}, not "
            f"{value!r:.40}.",
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
    - ``lost_after``: seconds a worker may go without answering before it is declared lost
      (killed, its attempts in flight retried by the others at once); Ray's own word that its
      actor died is taken at once.
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
        lost_after: float = LOST_AFTER_SECONDS,
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
        self.lost_after = _positive("lost_after", lost_after, UNRESPONSIVE_SECONDS)
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

    @property
    def worker_places(self) -> dict[int, WorkerPlace]:
        """Worker number -> where it runs, as it said itself (process id, Ray node id and IP),
        in the latest execution, once started, whatever the placement."""
        return dict(self._execution.places) if self._execution is not None else {}

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
        self._execution = RayControllers(self, settings, emit, client)
        return self._execution


class RayControllers:
    """The driver's side of one execution on Ray (a :class:`ControllerGroup`)."""

    def __init__(
        self,
        executor: RayExecutor,
        settings: WorkerSettings,
        emit: Callable[[AttemptEvent], None],
        client: AsyncEvalRouter,
    ) -> None:
        self._executor = executor
        self._settings = settings
        self._emit = emit
        self._client = client
        self._roster = Roster(time.monotonic)
        self.interrupt = asyncio.Event()
        self.outcomes: list[AttemptOutcome] = self._roster.outcomes
        """One per attempt that ended, streamed back as each ended (a lost worker's too)."""
        self.stopped: str | None = None
        self.places: dict[int, WorkerPlace] = {}
        """Worker number -> where it runs (its process, node id and IP), once started."""
        self.pids: dict[int, str] = {}
        """Worker number -> its process id, once started (what a test kills)."""
        self.lost: list[int] = []
        """The workers that were lost (their process or node), in the order they were."""
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
        quiet_ray_messages()
        self.placed = await place(
            ray,
            executor.placement,
            executor.workers,
            executor.actor_options,
            executor.placement_seconds,
        )
        actor_class = ray.remote(concurrency_groups={ANSWERS: 1})(WorkerController)
        actors = {
            i: actor_class.options(**executor.actor_options, **self.placed.options(i)).remote(
                self._settings
            )
            for i in range(executor.workers)
        }
        errors: list[tuple[str, str, str | None]] = []
        try:
            for i, where in zip(
                actors,
                await self._gather(ray, [a.start.remote() for a in actors.values()]),
                strict=True,
            ):
                self.places[i] = where
                self.pids[i] = where.pid
                self._roster.add(i, where)
            await self._collect(ray, actors, errors)
        finally:
            await self._stop(ray, actors)
            self.placed.remove(ray)
        if errors and not self.outcomes:
            code, message, hint = errors[0]
            raise EvalRouterError(code, message, hint=hint)
        if len(self.lost) == executor.workers and not self.interrupt.is_set():
            raise _all_lost(self._settings.run_id, len(self.lost))
        return list(self.outcomes)

    @staticmethod
    async def _gather(ray: Any, refs: list[Any]) -> list[Any]:
        del ray
        return list(await asyncio.gather(*(asyncio.wrap_future(r.future()) for r in refs)))

    async def _collect(
        self, ray: Any, actors: dict[int, Any], errors: list[tuple[str, str, str | None]]
    ) -> None:
        """Poll every worker (one poll out at a time each) until each is done or lost. A poll
        Ray cannot deliver (the actor unavailable) or left unanswered makes the worker
        unresponsive, said once, and it is polled again, backing off; it is lost when Ray says
        its actor died, or after ``lost_after`` seconds without an answer."""
        roster, lost_after = self._roster, self._executor.lost_after
        polls: dict[asyncio.Future[Any], int] = {}
        due: dict[int, float] = {}  # an unreachable worker -> when to poll it again
        tries: dict[int, int] = {}  # -> how many polls Ray could not deliver in a row

        def poll(i: int) -> None:
            ref = actors[i].poll.options(concurrency_group=ANSWERS).remote()
            polls[asyncio.wrap_future(ref.future())] = i

        for i in actors:
            poll(i)
        interrupted: asyncio.Future[Any] = asyncio.ensure_future(self.interrupt.wait())
        try:
            while polls or due:
                done, _ = await asyncio.wait(
                    {*polls, interrupted}, timeout=TICK_SECONDS, return_when=FIRST_COMPLETED
                )
                if interrupted in done:
                    return
                for future in done:
                    i = polls.pop(future)
                    try:
                        batch: Batch = future.result()
                    except ray.exceptions.ActorUnavailableError:
                        tries[i] = tries.get(i, 0) + 1
                        due[i] = time.monotonic() + _repoll(tries[i] - 1)
                        self._unresponsive(i, "Ray cannot reach it")
                        continue
                    except ray.exceptions.RayError as exc:
                        await self._lose(ray, actors, i, f"Ray: {type(exc).__name__}")
                        continue
                    tries.pop(i, None)
                    for event in roster.answered(i, batch):
                        self._emit(event)
                    if not batch.done:
                        poll(i)
                        continue
                    self.stopped = self.stopped or batch.stopped
                    if batch.error is not None:
                        errors.append(batch.error)
                for i, when in list(due.items()):
                    if when <= time.monotonic():
                        del due[i]
                        poll(i)
                for i, watched in list(roster.workers.items()):
                    silent = roster.silent_for(i)
                    if watched.done or silent < UNRESPONSIVE_SECONDS:
                        continue
                    if silent < lost_after:
                        self._unresponsive(i, "no answer")
                        continue
                    for future in [f for f, n in polls.items() if n == i]:
                        future.cancel()
                        del polls[future]
                    due.pop(i, None)
                    await self._lose(ray, actors, i, f"no answer for {silent:.1f} s")
        finally:
            interrupted.cancel()
            for future in polls:
                future.cancel()

    def _unresponsive(self, i: int, why: str) -> None:
        if not self._roster.newly_unresponsive(i):
            return
        watched = self._roster.workers[i]
        self._emit(
            AttemptEvent(
                "warning",
                code="worker_unresponsive",
                message=f"{watched} has not answered for {self._roster.silent_for(i):.1f} s "
                f"({why}); still polling it. It is declared lost when Ray says it died, or "
                f"after {self._executor.lost_after:g} s without an answer.",
            )
        )

    async def _lose(self, ray: Any, actors: dict[int, Any], i: int, why: str) -> None:
        """Worker ``i`` is lost: ended for good (a paused node that comes back cannot go on),
        its attempts in flight settled at once and retried by a survivor (``losses``)."""
        actor = actors.pop(i, None)
        with contextlib.suppress(Exception):
            ray.kill(actor, no_restart=True)
        watched = self._roster.remove(i)
        self.lost.append(i)
        survivors = self._roster.survivor() is not None
        if survivors:  # claims it sent whose grants never came back: asked for again
            for event in await reclaimed(self._claim, watched.claims):
                watched.in_flight.setdefault(event.attempt_id or "", event)
        settled = await settle_lost(
            self._finish, watched.in_flight.values(), str(watched), retry_now=survivors
        )
        retries = [s.outcome.attempt_id for s in settled if s.retry] + sorted(watched.handed)
        self._emit(
            AttemptEvent(
                "warning",
                code="worker_lost",
                message=f"{watched} was lost ({why}); its {len(settled)} attempts in flight "
                + (
                    "are retried at once by the other workers."
                    if survivors
                    else "are left to their leases: no worker survives to retry them now."
                ),
            )
        )
        for outcome in watched.unsaid.values():  # ended there, the end event never came
            self._emit(end_event(outcome))
        for one in settled:
            if self._roster.keep(one.outcome) and one.outcome.attempt_id not in watched.ends_seen:
                self._emit(end_event(one.outcome, one.message))
        for aid in retries:  # one at a time, each to the least busy survivor
            survivor = self._roster.survivor()
            if survivor is None:
                break
            self._roster.hand(survivor.number, [aid])
            actors[survivor.number].retry.remote([aid])

    async def _claim(self, body: dict[str, JsonValue]) -> dict[str, JsonValue]:
        """A lost worker's claim sent again under its key (the same grant comes back)."""
        attempts = AsyncClientRuns(self._client).attempts
        return dict((await attempts.claim(self._settings.run_id, body)).to_dict())

    async def _finish(self, aid: str, body: dict[str, JsonValue], key: str) -> dict[str, JsonValue]:
        """The service's ``finish`` with the driver's client, tried again on transient
        failures for at most ``FINISH_WINDOW_SECONDS``."""
        attempts = AsyncClientRuns(self._client).attempts
        receipt = await durable(
            lambda: attempts.finish(self._settings.run_id, aid, body, idempotency_key=key),
            sleep=asyncio.sleep,
            window=FINISH_WINDOW_SECONDS,
        )
        return dict(receipt.to_dict())

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


def _repoll(tries: int) -> float:
    """The wait before polling an unreachable worker again."""
    return backoff(tries, first=REPOLL_FIRST_SECONDS, cap=REPOLL_CAP_SECONDS, random=no_jitter)


def _all_lost(run_id: str, workers: int) -> EvalRouterError:
    """Every worker lost before the run ended: nothing here works it any more, so waiting for
    it would wait for nothing. The run stays open; its attempts in flight lapse with their
    leases and are retried by whichever controller joins it."""
    return EvalRouterError(
        "ray_workers_lost",
        f"All {workers} Ray workers of run {run_id} were lost before it ended; it stays open on "
        "the service, and the attempts they held are retried once their leases lapse.",
        hint=f"Work it again: evalrouter agents work {run_id} --agent SPEC (or "
        "agents.join(client, run_id, agent).events()), once there are machines to run it.",
        details={"run_id": run_id, "workers": workers},
    )
