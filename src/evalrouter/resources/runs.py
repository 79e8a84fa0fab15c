"""``client.runs``: the generated group plus ``create``, ``wait``, ``follow`` and ``report_url``;
``get``, ``list`` and ``cancel`` return runs bound to the client (``Run`` / ``AsyncRun``).

Every flow here is written once (:mod:`evalrouter._flows`, and the mixin below, which checks the
arguments and builds the flow); the two classes only pick the driver and add ``await``.
"""

from __future__ import annotations

import inspect
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypedDict, Unpack, cast, overload

from evalrouter_generated import _operations as _ops
from evalrouter_generated.models.quote_record import QuoteRecord
from evalrouter_generated.params import QuoteFields, QuoteOptions
from evalrouter_generated.resources import runs as _generated

from .. import _flows as flows
from .. import _web
from .._args import checked
from .._boundary import PUBLIC
from .._errors import invalid_input
from .._exceptions import EvalRouterError
from .._flows import Flow, ResolvedBenchmark
from .._money import Amount
from .._resource import RequestOptions, operation
from .._run import AsyncRun, CallOptions, Run, WaitOptions, _RunBase
from .._state import IdempotencyStore

if TYPE_CHECKING:
    from evalrouter_generated._model import Model
    from evalrouter_generated.models.run_event import RunEvent
    from evalrouter_generated.models.run_record import RunRecord

    from .._client import AsyncEvalRouter, EvalRouter
    from ..agents import AcpAgent, Agent
    from ..pagination import AsyncPaginator, SyncPage

__all__ = ["AsyncRuns", "CreateOptions", "Runs"]

DEFAULT_WAIT = 3600.0


def _check_run_id(run_id: Any) -> str:
    if not isinstance(run_id, str) or not run_id.strip():
        raise invalid_input(
            f"run_id must be a run id, not {run_id!r}.",
            argument="run_id",
            hint="Pass run.id, e.g. client.runs.wait(run.id).",
        )
    return run_id


def _check_positive(name: str, value: Any) -> float | None:
    return None if value is None else flows.check_timeout(name, value)


def _check_flag(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise invalid_input(
            f"{name} must be True or False, not {type(value).__name__} {value!r:.40}.",
            argument=name,
            hint=f"Pass {name}=True or {name}=False.",
        )
    return value


def _calls(where: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The per-call options of a method that makes several requests: they go to each one."""
    return flows.call_options(where, options)


def _check_after(after: Any) -> int | None:
    if after is not None and (isinstance(after, bool) or not isinstance(after, int) or after < 0):
        raise invalid_input(
            f"after must be an event sequence number (0 or more), not {after!r}.",
            argument="after",
            hint="Pass the sequence of the last event you saw, e.g. after=event.sequence.",
        )
    return after


def _check_progress(on_progress: Any, *, can_await: bool) -> None:
    if on_progress is None:
        return
    if not callable(on_progress):
        raise invalid_input(
            f"on_progress must be a function taking the run, not {type(on_progress).__name__}.",
            argument="on_progress",
            hint="For example on_progress=lambda run: print(run.status).",
        )
    if not can_await and inspect.iscoroutinefunction(on_progress):
        raise flows.async_callback_refused()


def _local_agent(options: Mapping[str, object]) -> Any:
    """The agents runner when ``agent=`` is an in-code agent (it runs on this machine), else
    None. Imported only then: ``import evalrouter`` does not load it."""
    agent = options.get("agent")
    if agent is None or isinstance(agent, str | Mapping) or options.get("hosted"):
        return None
    from ..agents import _entry

    return _entry if _entry.is_local_agent(agent) else None


def _for_agents(options: Mapping[str, object]) -> dict[str, object]:
    """What the agents runner takes of ``runs.create``'s keywords: all but ``on_progress``,
    which is called here, while waiting."""
    return {k: v for k, v in options.items() if k != "on_progress"}


def _store(client: Any, args: flows.CreateArgs) -> IdempotencyStore | None:
    if args.idempotency_key is None:
        return None
    scope = f"{client.base_url}\n{client.workspace_id or ''}"
    return IdempotencyStore.default(scope, client._settings.state_dir)


type BenchmarkArg = str | ResolvedBenchmark | Mapping[str, object]
"""A benchmark: a name, ``slug@version``, ``eval://…``, a private id, a resolved benchmark or a
quote ``selection``."""
type ModelArg = str | Mapping[str, object]
"""A model: a route id, model id, display name, ``connection:<uuid>`` or a quote ``model``."""
type CoverageArg = Literal["full", "sample"] | int | Sequence[str] | Mapping[str, object]
"""``"full"``, ``"sample"``, a sample size, task ids, or a quote ``coverage`` object."""
type _Bench = BenchmarkArg | None


class CreateOptions(QuoteFields, total=False):
    """The keywords of ``runs.create`` besides ``benchmark``, ``dry_run`` and ``on_progress``:
    its own (below) and the quote fields it passes through unchanged (``QuoteFields``,
    generated from openapi.json: ``QuoteOptions`` but ``agent``, which is widened here)."""

    agent: str | Mapping[str, object] | Model | Agent | AcpAgent | None
    """A quote ``agent``, ``"remote:<name>"``, ``"hosted:<registry id>"``, or an agent that runs
    on this machine (in code, or over ACP: ``agents.local_agent(...)``,
    ``agents.registry_agent(...)``)."""
    hosted: bool
    """Run the registry agent ``agent`` names in EvalRouter's sandbox (as ``"hosted:<id>"``)."""
    model: ModelArg | None
    subjects: Sequence[ModelArg] | None
    max_cost: Amount | None
    quote_id: str | None
    wait: bool
    timeout: float
    poll_interval: float | None
    name: str | None
    metadata: Mapping[str, str] | None
    coverage: CoverageArg | None
    idempotency_key: str | None
    extra_headers: Mapping[str, str] | None
    extra_query: Mapping[str, str | int | float | bool] | None
    request_timeout: float | None
    max_retries: int | None


class _Create[R](CreateOptions, total=False):
    """``runs.create``'s keywords with ``on_progress``, called with a ``Run`` or an ``AsyncRun``."""

    on_progress: Callable[[R], object] | None


class FollowOptions(CallOptions, total=False):
    """``runs.follow``'s keywords: its own, and the per-call options for every read."""

    after: int | None
    types: str | list[str] | None
    timeout: float
    poll_interval: float
    disconnect_timeout: float


class _ListOptions(RequestOptions, total=False):
    cursor: str | None
    limit: int | None


# create's own keywords (the rest are quote fields), and every name it takes, for "did you mean".
_OWN = tuple(k for k in CreateOptions.__annotations__ if k not in QuoteOptions.__optional_keys__)
# create's own keywords that are not arguments of the create itself: the wait's and the
# per-call options (which the driver sends with every request).
_NOT_CREATE_ARGS = ("wait", "timeout", "poll_interval", *flows.CALL_OPTIONS)
_PARAMETERS = (
    "benchmark",
    "dry_run",
    "on_progress",
    *_OWN,
    *(k for k in CreateOptions.__annotations__ if k not in _OWN),
)


class _Waiting(TypedDict):
    timeout: float
    poll_interval: float | None
    on_progress: Callable[[Any], object] | None


class _RunsMixin[R: _RunBase]:
    """What ``Runs`` and ``AsyncRuns`` share: every argument check, and every flow they drive."""

    _client: Any
    _run_class: type[R]
    _can_await: bool

    def _budget(self) -> float:
        """How long an admission whose answer was lost is asked again: the call's timeout."""
        total: float | None = self._client.timeout
        return flows.DEFAULT_ADMISSION_BUDGET if total is None else total

    @checked("runs.report_url()")
    def report_url(self, run_id: str, *, web_url: str | None = None) -> str:
        """The run's report on the EvalRouter website: ``<origin>/evaluations/<run id>``.

        The origin is ``web_url``, else the client's ``web_url`` (or ``EVALROUTER_WEB_URL``),
        else derived from the API address (``api.X`` → ``X``). ``""`` when none is known.
        """
        settings = self._client._settings
        origin = _web.web_origin(web_url, settings.web_url, settings.origin)
        return _web.report_url(run_id, origin)

    def _bind(self, record: RunRecord, run_id: str | None = None) -> R:
        return self._run_class(self._client, record, run_id=run_id)

    # ----------------------------------------------------------------- flows

    def _read(self, run_id: str) -> Flow[R]:
        return self._bind((yield from flows.read_run(run_id)), run_id)

    def _wait_flow(self, run_id: object, **options: Unpack[WaitOptions[Any]]) -> Flow[R]:
        """``runs.wait``'s arguments checked, as the flow both clients drive (the per-call
        options go to the driver: :func:`_flows.call_options`)."""
        checked_id = _check_run_id(run_id)
        return self._waited(checked_id, self._waiting(options))

    def _waiting(self, options: Mapping[str, Any]) -> _Waiting:
        on_progress = options.get("on_progress")
        timeout = flows.check_timeout("timeout", options.get("timeout", DEFAULT_WAIT))
        poll_interval = _check_positive("poll_interval", options.get("poll_interval"))
        _check_progress(on_progress, can_await=self._can_await)
        return {"timeout": timeout, "poll_interval": poll_interval, "on_progress": on_progress}

    def _waited(self, run_id: str, waiting: _Waiting) -> Flow[R]:
        record, results = yield from flows.wait(
            run_id,
            **waiting,
            wrap=lambda r: self._bind(r, run_id),
            random=self._client._settings.timing.random,
            read_timeout=self._client.timeout,
            awaited=self._can_await,
        )
        return self._run_class._loaded(self._client, record, results, run_id)

    def _create_flow(
        self, benchmark: object, dry_run: bool, options: Mapping[str, Any]
    ) -> Flow[R | QuoteRecord]:
        """``runs.create`` checked, as one flow: quote, admit and (``wait=True``) wait."""
        rest = dict(options)
        on_progress = rest.pop("on_progress", None)
        own = {k: rest.pop(k) for k in _OWN if k in rest}
        wait = _check_flag("wait", own.get("wait", False))
        args = flows.prepare_create(
            benchmark=benchmark,
            dry_run=_check_flag("dry_run", dry_run),
            wait=wait,
            **{k: own.get(k) for k in _OWN if k not in _NOT_CREATE_ARGS},
            advanced=rest,
            parameters=_PARAMETERS,
        )
        # Checked whatever the path (dry run, no wait): a bad value is refused the same way.
        waiting = self._waiting({**own, "on_progress": on_progress})
        return self._created(args, waiting if wait else None)

    def _created(self, args: flows.CreateArgs, waiting: _Waiting | None) -> Flow[R | QuoteRecord]:
        store = _store(self._client, args)
        out = yield from flows.create(args, store, budget=self._budget())
        if isinstance(out, QuoteRecord):
            return out
        run = self._bind(out)
        if waiting is None:
            return run
        try:
            return (yield from self._waited(run.id, waiting))
        except EvalRouterError as exc:
            flows.started(exc, args, run.id)
            raise

    def _after_local(self, run_id: str, options: Mapping[str, Any]) -> Flow[R]:
        """What ``runs.create`` returns once the agents runner has run an in-code agent."""
        if options.get("wait"):
            return self._waited(run_id, self._waiting(options))
        return self._read(run_id)

    def _follow_flow(self, run_id: object, options: FollowOptions) -> Flow[str | None]:
        """``runs.follow``'s arguments checked, as the flow both clients drive."""
        check = flows.check_timeout
        return flows.follow(
            _check_run_id(run_id),
            after=_check_after(options.get("after")),
            types=flows.type_filter(options.get("types")),
            timeout=check("timeout", options.get("timeout", DEFAULT_WAIT)),
            poll_interval=check("poll_interval", options.get("poll_interval", 1.0)),
            disconnect_timeout=check("disconnect_timeout", options.get("disconnect_timeout", 90.0)),
            awaited=self._can_await,
        )


class Runs(_RunsMixin[Run], _generated.Runs):
    """``client.runs``."""

    _client: EvalRouter
    _run_class = Run
    _can_await = False

    def _drive[T](self, flow: Flow[T], options: Mapping[str, Any] | None = None) -> T:
        return flows.run_sync(self._client, flow, options)

    @overload
    def create(
        self, benchmark: _Bench = ..., *, dry_run: Literal[True], **kw: Unpack[_Create[Run]]
    ) -> QuoteRecord: ...

    @overload
    def create(
        self, benchmark: _Bench = ..., *, dry_run: Literal[False] = ..., **kw: Unpack[_Create[Run]]
    ) -> Run: ...

    def create(
        self, benchmark: _Bench = None, *, dry_run: bool = False, **options: Unpack[_Create[Run]]
    ) -> Run | QuoteRecord:
        """Quote a benchmark run, check it against ``max_cost`` and start it.

        - ``benchmark``: a slug, an unambiguous display name, ``slug@version``, an
          ``eval://provider/name/version`` reference or a private benchmark id.
        - ``model``: a route id, model id, display name or ``connection:<uuid>``; or
          ``subjects=[...]``: 2 to 8 models on the same tasks under one cap.
        - ``agent="remote:<name>"``: the one enabled A2A connection of that name (every page
          of ``client.connections.list()`` is read); none, several or a disabled one raises
          ``remote_agent_connection_not_found`` before anything is quoted. A mapping is sent
          as the quote's ``agent`` unchanged.
        - ``agent="opencode", hosted=True`` (or ``agent="hosted:opencode"``): an ACP Registry
          agent run in EvalRouter's sandbox, named by the registry snapshot this SDK bundles
          (``client.agents.list()``); an id it does not list raises ``acp_agent_not_found``
          before anything is quoted, and a service that does not know the snapshot
          ``client_run_snapshot_unknown``.
        - ``max_cost``: the most the run may charge, in USD (an int, float, str or Decimal,
          taken exactly: ``0.1`` is $0.10, and more than six decimals is refused, never
          rounded). It goes with the quote, and the quote's maximum charge
          (``max_charge_microusd``) is checked against it before anything starts: a quote
          that may charge more (say, a ``quote_id=`` quoted with a higher cap) raises
          :class:`~evalrouter.MaxCostExceeded` (code ``quote_exceeds_max_cost``, ``.quote``
          attached). A ``max_cost`` below the *full
          estimate* is not refused: it becomes the run's spending cap, and the run stops when
          it reaches it (status ``partial``, ``run.interruption.reason ==
          "spending_cap_reached"``, ``run.interruption.continuable``); ``run.continue_()``
          quotes and starts the unfinished tasks. Only a ``max_cost`` below the price of the
          first task is refused by the API before anything starts (in dollars; micro-USD in
          ``details``). A quote without a cap (``max_charge_microusd`` null, as ``quote_id=``
          may name) is started with ``max_cost`` as its cap. Without ``max_cost``, the quote's
          own cap, or else the wallet, bounds the run. A quote cap that is not whole micro-USD
          digits is refused (``invalid_response``) before anything starts.
        - ``dry_run=True`` returns the quote and starts nothing: its ``estimated_charge_microusd``
          (the expected charge) and ``max_charge_microusd`` (the most it may charge) show the
          cost before anything starts; ``quote_id=`` then starts exactly that quote.
        - ``wait=True`` returns the finished run (waiting at most ``timeout`` seconds, polling
          every ``poll_interval`` if given, calling ``on_progress(run)`` on each poll; see
          :meth:`wait`). ``timeout``, ``poll_interval`` and ``wait`` (a bool) are checked
          whatever the path, a dry run's too.
        - Per-call options go to every request the create makes (catalog reads, the quote, the
          admission, the wait's polls): ``request_timeout`` bounds each HTTP attempt,
          ``max_retries`` each request's retries, ``extra_headers`` and ``extra_query`` are
          added to each. ``timeout`` here is the wait's (the whole wait, default 3600 s);
          each request is bounded by the client's ``timeout``.
        - ``idempotency_key``: repeating the same create with the same key never starts a second
          run, even after a crash (recorded under ``EVALROUTER_STATE_DIR``).
        - Other keywords (``concurrency=``, ``reasoning_effort=``, …) are quote fields.

        If the answer to the quote is lost (dropped connection, timeout), the quote is not
        asked again and the call raises :class:`~evalrouter.APIConnectionError`
        (``network_error`` or ``request_timeout``, ``details["stage"] == "quote"``): no run was
        started, ``.retryable`` is True, and calling the same ``runs.create`` again is safe (a
        quote made anyway is never started, costs nothing and expires).

        If the answer to starting the run is lost (dropped connection, timeout, gateway error,
        unreadable answer), starting is asked again, with the same quote and key, while the
        client's ``timeout`` allows; admission is idempotent per quote, so this never starts a
        second run. If no answer comes, :class:`~evalrouter.RunStartUnconfirmed` says
        the run may have started, carries ``quote_id`` and ``idempotency_key``, and its hint is
        the call that recovers the run: ``client.runs.create(quote_id="q_...")``.
        ``.retryable`` on any error says whether this same create may be called again without
        starting a second run (True with an ``idempotency_key`` or a ``quote_id``).
        """
        with PUBLIC:
            local = _local_agent(options)
            calls = _calls("runs.create()", options)
            if local is None:
                return self._drive(self._create_flow(benchmark, dry_run, options), calls)
            out = local.create_run(self._client, benchmark, dry_run, _for_agents(options))
            return (
                out
                if isinstance(out, QuoteRecord)
                else self._drive(self._after_local(out, options), calls)
            )

    @checked("runs.wait()", options=WaitOptions)
    def wait(self, run_id: str, **options: Unpack[WaitOptions[Run]]) -> Run:
        """Poll the run until it ends and return it with its results loaded.

        Polls after ~1 s, then backs off x1.5 to ~10 s (with jitter), or every
        ``poll_interval`` seconds. ``on_progress(run)`` sees every poll (a plain function here;
        the async client also awaits an ``async def`` one). After ``timeout`` (default 3600)
        seconds raises :class:`~evalrouter.WaitTimeout` (``.last`` is the last run read);
        nothing is cancelled. A failed or cancelled run is returned, not raised.

        Deadlines: ``timeout`` bounds the whole wait; ``request_timeout`` each HTTP attempt of
        a poll; ``max_retries`` each poll's retries; the client's ``timeout`` each poll (within
        what is left of the wait). A poll that fails transiently (no answer, a 5xx, a 429) is
        made again on the wait's schedule until ``timeout``; any other error raises at once.
        ``extra_headers`` and ``extra_query`` go with every poll. Interrupted (Ctrl+C), the
        ``KeyboardInterrupt`` carries a note: the run goes on, and the calls that resume and
        cancel it.
        """
        return self._drive(self._wait_flow(run_id, **options), _calls("runs.wait()", options))

    @checked("runs.follow()", options=FollowOptions)
    def follow(self, run_id: str, **options: Unpack[FollowOptions]) -> Iterator[RunEvent]:
        """The run's events in order until it ends (read-only).

        ``after=N`` resumes after event N. A page that brings new events is followed at once;
        otherwise (caught up, or a page that says ``has_more`` but brings nothing new) it waits
        ``poll_interval`` (default 1) seconds before reading again. A page without a run status
        this SDK knows makes it read the run; when neither says whether the run has ended, or
        pages say ``has_more`` and never move the cursor, it raises ``invalid_response`` after
        5 such reads in a row. Transient failures are
        retried at the same cursor, so nothing is skipped or repeated; after
        ``disconnect_timeout`` (default 90) seconds without contact it raises
        ``api_unreachable``. After ``timeout`` (default 3600) seconds it raises
        :class:`~evalrouter.WaitTimeout`. Event types this SDK does not know pass through.

        ``types`` filters on the service: an event type (``"sample.completed"``), a category
        (``"sample"``: every ``sample.*`` event), or a list of them; a name of no known
        category is refused (``invalid_input``, the categories and types listed). A page the
        service filtered after paging may bring fewer events than asked, or none, and say
        ``has_more``: reading goes on from its ``next_sequence`` at once, so no event is lost.

        Deadlines: ``timeout`` bounds the whole follow; each read gets at most 10 s (within
        what is left); ``request_timeout`` bounds each HTTP attempt of a read and
        ``max_retries`` its retries; ``extra_headers``/``extra_query`` go with every read.
        """
        calls = _calls("runs.follow()", options)
        return flows.iterate_sync(self._client, self._follow_flow(run_id, options), calls)

    # The generated _get/_cancel/_list return plain records; users get runs bound to this
    # client. These come last: a method named `list` shadows the builtin.

    @operation(_ops.RUNS_GET)
    def get(self, run_id: str, /, **options: Unpack[RequestOptions]) -> Run:
        """Read a run: a :class:`~evalrouter.Run` bound to this client."""
        with PUBLIC:
            return self._bind(self._get(run_id, **options), run_id)

    @operation(_ops.RUNS_CANCEL)
    def cancel(self, run_id: str, /, **options: Unpack[RequestOptions]) -> Run:
        """Ask the API to stop a run; returns the run as it is now (finished work is kept)."""
        with PUBLIC:
            return self._bind(self._cancel(run_id, **options), run_id)

    @operation(_ops.RUNS_LIST)
    def list(self, **options: Unpack[_ListOptions]) -> SyncPage[Run]:
        """Your runs, newest first: a page of bound runs; iterating it walks every page."""
        with PUBLIC:
            return cast("SyncPage[RunRecord]", self._list(**options))._wrapped(self._bind)


class AsyncRuns(_RunsMixin[AsyncRun], _generated.AsyncRuns):
    """``client.runs`` of :class:`~evalrouter.AsyncEvalRouter`: the same methods, awaited."""

    _client: AsyncEvalRouter
    _run_class = AsyncRun
    _can_await = True

    async def _drive[T](self, flow: Flow[T], options: Mapping[str, Any] | None = None) -> T:
        return await flows.run_async(self._client, flow, options)

    @overload
    async def create(
        self, benchmark: _Bench = ..., *, dry_run: Literal[True], **kw: Unpack[_Create[AsyncRun]]
    ) -> QuoteRecord: ...

    @overload
    async def create(
        self,
        benchmark: _Bench = ...,
        *,
        dry_run: Literal[False] = ...,
        **kw: Unpack[_Create[AsyncRun]],
    ) -> AsyncRun: ...

    async def create(
        self,
        benchmark: _Bench = None,
        *,
        dry_run: bool = False,
        **options: Unpack[_Create[AsyncRun]],
    ) -> AsyncRun | QuoteRecord:
        """See :meth:`Runs.create`."""
        with PUBLIC:
            local = _local_agent(options)
            calls = _calls("runs.create()", options)
            if local is None:
                return await self._drive(self._create_flow(benchmark, dry_run, options), calls)
            out = await local.create_run_async(
                self._client, benchmark, dry_run, _for_agents(options)
            )
            if isinstance(out, QuoteRecord):
                return out
            return await self._drive(self._after_local(out, options), calls)

    @checked("runs.wait()", options=WaitOptions)
    async def wait(self, run_id: str, **options: Unpack[WaitOptions[AsyncRun]]) -> AsyncRun:
        """See :meth:`Runs.wait`. The results are loaded too, so ``run.score`` needs no I/O."""
        flow = self._wait_flow(run_id, **options)
        return await self._drive(flow, _calls("runs.wait()", options))

    @checked("runs.follow()", options=FollowOptions)
    def follow(self, run_id: str, **options: Unpack[FollowOptions]) -> AsyncIterator[RunEvent]:
        """See :meth:`Runs.follow`: ``async for event in client.runs.follow(run_id)``."""
        calls = _calls("runs.follow()", options)
        flow = self._follow_flow(run_id, options)
        return flows.iterate_async(self._client, flow, options=calls)

    @operation(_ops.RUNS_GET)
    async def get(self, run_id: str, /, **options: Unpack[RequestOptions]) -> AsyncRun:
        """See :meth:`Runs.get`."""
        with PUBLIC:
            return self._bind(await self._get(run_id, **options), run_id)

    @operation(_ops.RUNS_CANCEL)
    async def cancel(self, run_id: str, /, **options: Unpack[RequestOptions]) -> AsyncRun:
        """See :meth:`Runs.cancel`."""
        with PUBLIC:
            return self._bind(await self._cancel(run_id, **options), run_id)

    @operation(_ops.RUNS_LIST)
    def list(self, **options: Unpack[_ListOptions]) -> AsyncPaginator[AsyncRun]:
        """See :meth:`Runs.list`: ``await`` it for the first page, or ``async for`` every run."""
        with PUBLIC:
            return cast("AsyncPaginator[RunRecord]", self._list(**options))._wrapped(self._bind)
