"""Each attempt's lease, kept from the runner's I/O thread (:class:`~.._attempt.threads.RunnerIO`)
from the claim to the attempt's end, so neither an agent that blocks the runner's loop nor the
agents' own threads can hold the heartbeats up; and what each attempt's code did to the runner's
loop, for its events and its failure (:class:`Leases`).

The service's lease runs from its answer to the claim, so the claim itself is sent from the I/O
loop and the heartbeats start there as the answer arrives (:meth:`Leases.claim`): a claim
answered while an agent blocks the runner's loop for longer than a lease would otherwise wait,
unread and unrenewed, until the loop ran again, and the attempt would be lost (its task run
again)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import threading
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from ..._exceptions import EvalRouterError
from .._attempt.codes import NETWORK_LOST, RUN_STOP_CODES
from .._attempt.events import AttemptEvent, loop_blocked
from .._attempt.session import RunnerTiming, TurnEnd
from .._attempt.threads import Blocking, RunnerIO
from .clients import io_client, on_io_loop

if TYPE_CHECKING:
    from evalrouter_generated.models.attempt_grant import AttemptGrant
    from evalrouter_generated.resources.client_runs import AsyncClientRunsAttempts

    from ..._client import AsyncEvalRouter
    from .._attempt.session import AttemptSession, Sleep
    from .grants import Grant

__all__ = ["HEARTBEAT_SECONDS", "Lease", "Leases", "heartbeat_interval", "keep_lease"]

HEARTBEAT_SECONDS = 20.0
MIN_HEARTBEAT_SECONDS = 0.5
LEASE_SECONDS = 120.0
"""No renewal for this long and the attempt is lost to the network (``client_network_lost``)."""


def heartbeat_interval(lease_expires_at: object, now: float) -> float:
    """Every 20 s, or a third of the lease the grant gives when that is shorter (an instance
    with short leases), never under half a second."""
    if isinstance(lease_expires_at, bool) or not isinstance(lease_expires_at, int | float):
        return HEARTBEAT_SECONDS
    remaining = float(lease_expires_at) - now
    if remaining <= 0:  # another clock than ours: keep the usual pace
        return HEARTBEAT_SECONDS
    return max(MIN_HEARTBEAT_SECONDS, min(HEARTBEAT_SECONDS, remaining / 3))


async def keep_lease(
    heartbeat: Callable[[], Awaitable[object]],
    *,
    interval: float,
    tick: Sleep,
    monotonic: Callable[[], float],
    end: Callable[[TurnEnd], None],
    on_run_stop: Callable[[str], None],
) -> None:
    """Renew the attempt's lease every ``interval``; a run stop, or ``LEASE_SECONDS`` without
    a renewal, ends the turn (``end``). An attempt over on the platform (403/404/409) stops the
    heartbeats only: the turn runs to its deadline."""
    last = monotonic()
    while True:
        await tick(interval)
        try:
            await heartbeat()
            last = monotonic()
        except EvalRouterError as exc:
            if exc.code in RUN_STOP_CODES:
                on_run_stop(exc.code)
                end(TurnEnd("stopped", code=exc.code))
                return
            if exc.status_code in (403, 404, 409):
                return
        if monotonic() - last > LEASE_SECONDS:
            end(TurnEnd("failed", failure_code=NETWORK_LOST))
            return


class Lease:
    """One attempt's heartbeats, running on the runner's I/O thread from the claim on. What
    they decide (a run stop, the lease lost) reaches the attempt's session on the runner's loop
    once it exists; decided earlier, it is kept until then."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._session: AttemptSession | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ended: TurnEnd | None = None
        self.future: concurrent.futures.Future[None] | None = None

    def end(self, how: TurnEnd) -> None:
        """Called on the I/O thread."""
        with self._lock:
            if self._session is None or self._loop is None:
                self._ended = self._ended or how
                return
            session, loop = self._session, self._loop
        with contextlib.suppress(RuntimeError):  # the runner's loop closed meanwhile
            loop.call_soon_threadsafe(session.end, how)

    def attach(self, session: AttemptSession) -> None:
        """Called on the runner's loop once the attempt's session exists."""
        with self._lock:
            self._session, self._loop = session, asyncio.get_running_loop()
            ended = self._ended
        if ended is not None:
            session.end(ended)

    def stop(self) -> None:
        if self.future is not None:
            self.future.cancel()  # cancels the heartbeat task on the I/O loop


class Leases:
    """The leases of one execution's attempts, on the runner's I/O thread with a client of
    its own, and the longest time each attempt's code blocked the runner's loop.

    ``on_run_stop`` hears of a run stop a heartbeat met; ``emit`` gets each ``loop_blocked``
    event; both are called on the runner's loop."""

    def __init__(
        self,
        client: AsyncEvalRouter,
        run_id: str,
        timing: RunnerTiming,
        *,
        on_run_stop: Callable[[str], None],
        emit: Callable[[AttemptEvent], None],
    ) -> None:
        self._client = client
        self._run_id = run_id
        self._timing = timing
        self._on_run_stop = on_run_stop
        self._emit = emit
        self._io: RunnerIO | None = None
        self._io_client: AsyncEvalRouter | None = None
        self._leases: dict[str, Lease] = {}
        self._claimed: dict[str, Lease] = {}
        """Leases started on the I/O loop as their claim was answered, until :meth:`keep`."""
        self._claimed_lock = threading.Lock()
        self._runner_loop: asyncio.AbstractEventLoop | None = None
        self._task_refs: dict[str, str] = {}
        self._blocked: dict[str, Blocking] = {}

    def start(self) -> None:
        """Start the I/O thread (called on the runner's loop). Without a client for it (an
        async client on a transport of the user's), the heartbeats stay in the runner's loop
        and only the watchdog runs there."""
        self._runner_loop = asyncio.get_running_loop()
        self._io = RunnerIO(self._loop_blocked)
        self._io.start()
        self._io_client = io_client(self._client)

    def runner_client(self) -> AsyncEvalRouter | None:
        """A copy of the runner's client that sends from the I/O loop, when its own pool would
        look names up in the runner's loop's default executor (see ``on_io_loop``)."""
        if self._io is None or self._io_client is None:
            return None
        return on_io_loop(self._client, self._io.loop, self._io_client)

    async def close(self) -> None:
        io, self._io = self._io, None
        for aid in list(self._leases):
            self.release(aid)
        with self._claimed_lock:
            unclaimed, self._claimed = list(self._claimed.values()), {}
        for lease in unclaimed:  # claims whose answer the runner never read (cancelled)
            lease.stop()
        if io is not None:
            client = self._io_client
            await io.close(client.close if client is not None else None)

    async def claim(
        self, attempts: AsyncClientRunsAttempts, body: dict[str, JsonValue]
    ) -> AttemptGrant:
        """Claim an attempt (``attempts.claim``). With the I/O thread the claim is sent from
        its loop, with that loop's client, and the granted attempt's heartbeats start there
        the moment the answer arrives, whatever holds the runner's loop meanwhile; :meth:`keep`
        then takes that lease over."""
        io, client = self._io, self._io_client
        if io is None or client is None:
            return await attempts.claim(self._run_id, body)
        on_io = AsyncClientRuns(client).attempts

        async def claim_on_io() -> AttemptGrant:
            grant = await on_io.claim(self._run_id, body)
            raw = grant.to_dict()
            aid = raw.get("attempt_id")
            if not isinstance(aid, str) or not aid:
                return grant  # refused by parse_grant on the runner's loop
            with self._claimed_lock:  # a repeated claim's grant may be kept already
                if aid in self._claimed or aid in self._leases:
                    return grant
            lease = self._start(aid, raw.get("lease_expires_at"))
            if lease is not None:
                with self._claimed_lock:
                    self._claimed[aid] = lease
            return grant

        return await asyncio.wrap_future(io.submit(claim_on_io()))

    def keep(self, grant: Grant) -> None:
        """Renew the attempt's lease from now on, unless its claim started it already
        (nothing without the I/O thread: the controller then beats from its own loop).
        Called on the runner's loop."""
        aid = grant.attempt_id
        self._task_refs[aid] = grant.task_ref  # for its loop_blocked events either way
        with self._claimed_lock:
            lease = self._claimed.pop(aid, None)
        if lease is None:
            lease = self._start(aid, grant.raw.get("lease_expires_at"))
        if lease is not None:
            self._leases[aid] = lease

    def _start(self, aid: str, lease_expires_at: object) -> Lease | None:
        """The attempt's heartbeats, started on the I/O loop (from either thread)."""
        io, client, loop = self._io, self._io_client, self._runner_loop
        if io is None or client is None or loop is None:
            return None
        heartbeat = AsyncClientRuns(client).attempts.heartbeat
        body: dict[str, JsonValue] = {"acp_state": "prompting"}
        lease = Lease()
        interval = heartbeat_interval(lease_expires_at, self._timing.clock())

        def on_run_stop(code: str) -> None:
            with contextlib.suppress(RuntimeError):  # the runner's loop closed meanwhile
                loop.call_soon_threadsafe(self._on_run_stop, code)

        lease.future = io.submit(
            keep_lease(
                lambda: heartbeat(self._run_id, aid, body),
                interval=interval,
                tick=self._timing.tick,
                monotonic=self._timing.monotonic,
                end=lease.end,
                on_run_stop=on_run_stop,
            )
        )
        return lease

    def attach(self, session: AttemptSession) -> bool:
        """Hand the attempt's session to its lease; False when it has none."""
        lease = self._leases.get(session.attempt_id)
        if lease is None:
            return False
        lease.attach(session)
        return True

    def release(self, aid: str) -> None:
        """The attempt is over here: its heartbeats stop."""
        lease = self._leases.pop(aid, None)
        with self._claimed_lock:
            unread = self._claimed.pop(aid, None)
        for held in (lease, unread):
            if held is not None:
                held.stop()
        self._task_refs.pop(aid, None)
        self._blocked.pop(aid, None)

    def blocked(self, aid: str) -> Blocking | None:
        """The longest time the attempt's code blocked the runner's loop, if it did."""
        return self._blocked.get(aid)

    def _loop_blocked(self, blocked: Blocking) -> None:
        aid = blocked.attempt_id
        task_ref = self._task_refs.get(aid) if aid is not None else None
        if aid is not None and task_ref is not None:
            known = self._blocked.get(aid)
            if known is None or known.seconds < blocked.seconds:
                self._blocked[aid] = blocked
        self._emit(loop_blocked(blocked, task_ref))
