"""The in-memory state of one EvalRouter Local: wallet, quotes, runs, connections, and time.

Every public method expects the caller to hold ``lock``. Runs are advanced lazily by ``sync``,
which applies every transition due up to the clock's present, across all runs in time order, so
several runs that share the wallet compete for it exactly as they would in real time.

A task on a connection needs a real HTTP call before it can start. ``sync`` makes that call with
the lock released (``StateLock.released``), so other requests are served meanwhile and an endpoint
that calls back into this service cannot deadlock it; it then takes the lock again and looks at
the state afresh. The answer is kept by sample id, so each task calls its endpoint once however
often the state is observed, and a run's outcome depends only on the endpoint's answers.
"""

from __future__ import annotations

import dataclasses
import heapq
import math
import random
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx

from evalrouter._money import format_usd

from ._catalog import Route
from ._client_runs import ClientRun
from ._client_runs import cancel as cancel_attempts
from ._clock import MICROS, Clock
from ._connections import (
    AGENT_CHECK,
    CHECK_PROMPT,
    DEFAULT_TIMEOUT,
    Connection,
    Target,
    chat,
    check_result,
    missing_answer,
    new_connection,
    task_answer,
)
from ._errors import ApiError, conflict, found, invalid_field
from ._pricing import parse_microusd
from ._quotes import Quote, build_quote, continuation_exists, subject_names
from ._runs import Cell, Run
from ._simulate import Answer
from ._wallet import Wallet

JsonObject = dict[str, Any]
QUEUE_FRACTION = 0.5
LEASE_SECONDS = 90.0
MAX_JITTER = 1.25


class StateLock:
    """A re-entrant lock that its owner can let go of for a while (for a network call)."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        # Written only by the thread that holds the lock; another thread reading ``_owner``
        # never sees its own ident there.
        self._depth = 0
        self._owner: int | None = None

    def __enter__(self) -> StateLock:
        self._lock.acquire()
        self._owner = threading.get_ident()
        self._depth += 1
        return self

    def __exit__(self, *_exc: object) -> None:
        self._depth -= 1
        if self._depth == 0:
            self._owner = None
        self._lock.release()

    @contextmanager
    def released(self) -> Iterator[None]:
        """Release every level this thread holds, and take them all back afterwards.

        Called without holding the lock, it does nothing.
        """
        held = self._depth if self._owner == threading.get_ident() else 0
        for _ in range(held):
            self.__exit__()
        try:
            yield
        finally:
            for _ in range(held):
                self.__enter__()


class State:
    def __init__(
        self,
        *,
        seed: int,
        clock: Clock,
        task_seconds: float,
        polls_to_complete: int | None,
        balance_microusd: int,
        connection_timeout: float = DEFAULT_TIMEOUT,
        connection_transport: httpx.BaseTransport | None = None,
        lease_seconds: float = LEASE_SECONDS,
        gateway_delay: float = 0.0,
        max_trace_level: str = "content",
        registry_snapshots: tuple[str, ...] = (),
        scripted_tools: bool = False,
    ) -> None:
        self.lock = StateLock()
        # The gateway's model calls the task protocol's tools in order (``_gateway_tools``).
        self.scripted_tools = scripted_tools
        # The ACP Registry snapshots hosted agents may be named from (sha256 of each file).
        self.registry_snapshots = registry_snapshots
        self.max_trace_level = max_trace_level
        self.lease_seconds = lease_seconds
        self.gateway_delay = gateway_delay
        # Attempt credential -> (run id, attempt id), for the attempt routes.
        self.attempt_credentials: dict[str, tuple[str, str]] = {}
        self.seed = seed
        self.clock = clock
        self.task_seconds = task_seconds
        self.polls_to_complete = polls_to_complete
        self.wallet = Wallet(balance_microusd, updated_us=clock.now_us())
        self.quotes: dict[str, Quote] = {}
        self.runs: dict[str, Run] = {}
        self._live: dict[str, Run] = {}
        """The runs not yet terminal (a terminal run never moves again): what ``sync`` scans."""
        # Comparisons as they were answered (results never change once a run has finished).
        self.comparisons: dict[str, JsonObject] = {}
        self._ids = random.Random(f"evalrouter-local|ids|{seed}")
        self.connections: dict[str, Connection] = {}
        self.connection_timeout = connection_timeout
        self._connection_transport = connection_transport
        self._http: httpx.Client | None = None
        self._http_lock = threading.Lock()
        self._fetched: dict[str, Answer] = {}
        self._fetching: dict[str, threading.Event] = {}

    def new_id(self, prefix: str) -> str:
        return f"{prefix}_{self._ids.getrandbits(80):020x}"

    def random_bytes(self, count: int) -> bytes:
        """Bytes drawn from the seeded generator (credentials: same seed, same values)."""
        return self._ids.getrandbits(8 * count).to_bytes(count, "big")

    def new_uuid(self) -> str:
        """A version-4 UUID drawn from the seeded generator (same seed, same ids)."""
        return str(uuid.UUID(int=self._ids.getrandbits(128), version=4))

    # ------------------------------------------------------------------------------- time

    def sync(self) -> int:
        """Apply every transition due by now, earliest first (ties in creation order); returns
        now. Stepping a run moves only that run's next event, so the due ones are kept in a heap;
        a step that released the lock (a connection's answer fetched) starts it again."""
        now = self.clock.now_us()
        due = self._due(now)
        while due:
            at, order, run = heapq.heappop(due)
            if run.next_event_us() != at:
                continue  # moved since it was queued: queued again below, where it now is
            waiting = run.step(self.wallet, self._fetched)
            if waiting is not None:
                self._fetch(waiting)
                due = self._due(now)
                continue
            nxt = run.next_event_us()
            if nxt is not None and nxt <= now:
                heapq.heappush(due, (nxt, order, run))
        return now

    def _due(self, now: int) -> list[tuple[int, int, Run]]:
        due: list[tuple[int, int, Run]] = []
        for order, (run_id, run) in enumerate(list(self._live.items())):
            if run.terminal:
                del self._live[run_id]
            elif (at := run.next_event_us()) is not None and at <= now:
                due.append((at, order, run))
        heapq.heapify(due)
        return due

    def poll(self, run: Run) -> None:
        """In poll-driven mode, a read of an unfinished run moves the clock one step for it."""
        if self.polls_to_complete is None or run.terminal or run.client is not None:
            # A client run moves with its attempts, not with reads.
            return
        step = math.ceil(run.expected_duration_us / self.polls_to_complete)
        self.clock.advance(step / MICROS)

    def run_until_done(self, run_id: str | None) -> None:
        for _ in range(1_000_000):
            now = self.sync()
            pending = [r for r in self.runs.values() if not r.terminal and run_id in (None, r.id)]
            upcoming = [t for r in pending if (t := r.next_event_us()) is not None]
            if not upcoming:
                # Done, or only client runs waiting for their controller: time alone cannot help.
                return
            target = min(upcoming)
            if target > now:
                self.clock.advance((target - now) / MICROS)
        raise RuntimeError("runs did not finish")  # pragma: no cover - defensive

    # ------------------------------------------------------------------------- connections

    def http(self) -> httpx.Client:
        """The client for calls to connections: no redirects, no proxies from the environment."""
        with self._http_lock:
            if self._http is None:
                self._http = httpx.Client(
                    timeout=self.connection_timeout,
                    follow_redirects=False,
                    trust_env=False,
                    transport=self._connection_transport,
                )
            return self._http

    def close(self) -> None:
        with self._http_lock:
            if self._http is not None:
                self._http.close()
                self._http = None

    def _fetch(self, cell: Cell) -> None:
        """Get a connection task's answer into ``_fetched``, calling with the lock released."""
        key = cell.sample_id
        busy = self._fetching.get(key)
        if busy is not None:
            # Another request is calling for this very task: wait for its answer.
            with self.lock.released():
                busy.wait(self.connection_timeout * 2 + 1)
            return
        connection_id = cell.route.connection_id or ""
        connection = self.connections.get(connection_id)
        if connection is None:
            self._fetched[key] = missing_answer(cell.task, connection_id)
            return
        target = Target.of(connection)
        done = self._fetching[key] = threading.Event()
        try:
            with self.lock.released():
                reply = chat(self.http(), target, cell.task.prompt)
            self._fetched[key] = task_answer(reply, cell.task)
        finally:
            del self._fetching[key]
            done.set()

    def create_connection(self, body: object) -> Connection:
        now = self.sync()
        connection = new_connection(body, connection_id=self.new_uuid(), now_us=now)
        self.connections[connection.id] = connection
        return connection

    def connection(self, connection_id: str) -> Connection:
        return found(self.connections.get, connection_id, "connection_not_found", "connection")

    def connection_route(self, connection_id: str) -> Route | None:
        connection = self.connections.get(connection_id)
        return None if connection is None else connection.route()

    def check_connection(self, connection_id: str) -> Connection:
        """Call the endpoint with a tiny prompt (lock released) and record ok or failed."""
        connection = self.connection(connection_id)
        if connection.is_agent:
            connection.check_result = dict(AGENT_CHECK)
            connection.checked_us = self.sync()
            return connection
        target, revision = Target.of(connection), connection.revision
        with self.lock.released():
            started = time.monotonic()
            reply = chat(self.http(), target, CHECK_PROMPT)
            result = check_result(reply, started)
        connection = self.connection(connection_id)
        if connection.revision == revision:
            connection.check_result = result
            connection.checked_us = self.sync()
        return connection

    # ------------------------------------------------------------------------------ quotes

    def create_quote(self, body: object) -> Quote:
        now = self.sync()
        quote = build_quote(
            body,
            now_us=now,
            new_id=self.new_id,
            get_run=self.runs.get,
            connection_route=self.connection_route,
            agents=self.connections.get,
            max_trace_level=self.max_trace_level,
            registry_snapshots=self.registry_snapshots,
        )
        self.quotes[quote.id] = quote
        return quote

    def quote(self, quote_id: str) -> Quote:
        return found(self.quotes.get, quote_id, "quote_not_found", "quote")

    # -------------------------------------------------------------------------------- runs

    def run(self, run_id: str) -> Run:
        return found(self.runs.get, run_id, "run_not_found", "run")

    def admit(self, body: object) -> tuple[Run, bool]:
        """Admit a quote as a run; the same quote always gives back the same run."""
        now = self.sync()
        if not isinstance(body, dict):
            raise invalid_field("body", "must be a JSON object")
        quote_id = body.get("quote_id")
        if not isinstance(quote_id, str) or not quote_id:
            raise invalid_field("quote_id", "is required")
        quote = self.quote(quote_id)
        if quote.run_id is not None:
            return self.runs[quote.run_id], False
        if now >= quote.expires_us:
            raise conflict(
                "quote_expired",
                f"Quote {quote.id} expired; quotes are valid for 15 minutes.",
                hint="Create a new quote and admit that one.",
                quote_id=quote.id,
            )
        cap = quote.cap_microusd
        requested = body.get("max_charge_microusd")
        if requested is not None:
            asked = parse_microusd(requested, "max_charge_microusd")
            if quote.cap_microusd is not None and asked > quote.cap_microusd:
                raise conflict(
                    "cap_exceeds_quote",
                    f"max_charge_microusd {asked} is above the quote's cap {quote.cap_microusd}.",
                    hint="Admit with the quote's own max_charge_microusd, or quote again.",
                    field="max_charge_microusd",
                    quote_max_charge_microusd=str(quote.cap_microusd),
                )
            if asked < quote.minimum_cap_microusd:
                raise ApiError(
                    422,
                    "cap_below_minimum",
                    f"max_charge_microusd {asked} is below the worst-case price of the first "
                    f"task ({quote.minimum_cap_microusd}).",
                    details={
                        "field": "max_charge_microusd",
                        "minimum_cap_microusd": str(quote.minimum_cap_microusd),
                    },
                )
            cap = asked
        name = body.get("name")
        if name is not None and (not isinstance(name, str) or not 1 <= len(name) <= 200):
            raise invalid_field("name", "must be a string of 1 to 200 characters")
        metadata = body.get("metadata") or {}
        if not isinstance(metadata, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in metadata.items()
        ):
            raise invalid_field("metadata", "must be an object of string values")
        source: Run | None = None
        if quote.from_run is not None:
            source = self.run(quote.from_run)
            if source.continued_by is not None:
                raise continuation_exists(source)
        if self.wallet.available_microusd < quote.minimum_cap_microusd:
            raise ApiError(
                402,
                "insufficient_balance",
                f"The wallet has {format_usd(self.wallet.available_microusd)} available; the "
                f"first task alone may cost {format_usd(quote.minimum_cap_microusd)}.",
                hint="Add credit to the wallet, then admit the quote again.",
                details={
                    "available_microusd": str(self.wallet.available_microusd),
                    "required_microusd": str(quote.minimum_cap_microusd),
                },
            )
        run = self._new_run(quote, now, cap, name, metadata, source)
        quote.run_id = run.id
        if source is not None:
            source.continued_by = run.id
        self.runs[run.id] = run
        self._live[run.id] = run
        return run, True

    def _new_run(
        self,
        quote: Quote,
        now: int,
        cap: int | None,
        name: str | None,
        metadata: dict[str, str],
        source: Run | None,
    ) -> Run:
        cells = [
            Cell(
                sample_id=self.new_id("smp"),
                bench=p.bench,
                task=p.task,
                model_index=p.model_index,
                route=p.route,
                worst_microusd=p.worst_microusd,
                attempt=p.attempt,
            )
            for p in quote.planned
        ]
        reused = [
            dataclasses.replace(c, reused_from=c.reused_from or (source.id if source else None))
            for c in quote.reused
        ]
        queue_us = round(self.task_seconds * QUEUE_FRACTION * MICROS)
        work_us = sum(
            round(self.task_seconds * p.route.seconds_per_task * MAX_JITTER * MICROS) + 1
            for p in quote.planned
        )
        if name is None:
            benches = ", ".join(b.name for b in quote.benches)
            models = " vs ".join(subject_names(quote))
            name = f"{benches} · {models}" + (" (continued)" if source else "")
        run = Run(
            client=None if quote.client is None else ClientRun(quote.client),
            id=self.new_id("run"),
            result_id=self.new_id("res"),
            quote=quote,
            name=name,
            metadata=dict(metadata),
            created_us=now,
            cap_microusd=cap,
            cells=cells,
            reused=reused,
            start_at_us=now + queue_us,
            task_seconds=self.task_seconds,
            seed=self.seed,
            source_run_id=source.id if source else None,
            expected_duration_us=queue_us + work_us,
        )
        run.emit(
            "run.queued",
            now,
            {
                "status": "queued",
                "planned": len(cells),
                "cap_microusd": None if cap is None else str(cap),
            },
        )
        return run

    def cancel(self, run_id: str) -> Run:
        run = self.run(run_id)
        now = self.sync()
        if run.client is not None and not run.terminal:
            cancel_attempts(run, now, self.wallet)
        run.cancel(now, self.wallet)
        return run

    # ------------------------------------------------------------------------------ events

    def events(
        self, run: Run, *, after: int, limit: int, types: set[str] | None, tail: bool
    ) -> JsonObject:
        # As the service filters: by type, or by category (`sample`: every `sample.*` event).
        matching = [
            e
            for e in run.events
            if types is None or e["type"] in types or e["type"].partition(".")[0] in types
        ]
        last = run.events[-1]["sequence"] if run.events else 0
        if tail:
            page = matching[-limit:]
            return {
                "data": page,
                "has_more": False,
                "next_sequence": max(after, last),
                "run_status": run.status,
            }
        pending = [e for e in matching if e["sequence"] > after]
        page = pending[:limit]
        has_more = len(pending) > limit
        next_sequence = page[-1]["sequence"] if has_more else max(after, last)
        return {
            "data": page,
            "has_more": has_more,
            "next_sequence": next_sequence,
            "run_status": run.status,
        }
