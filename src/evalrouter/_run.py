"""``Run`` and ``AsyncRun``: a run record bound to its client, with what you do with a run.

A run object is a live handle: ``wait()``, ``refresh()`` and ``cancel()`` update it in place
(and return it), so ``run.wait(); print(run.score)`` reads naturally. The record's fields are
attributes (``run.status``, ``run.spend_microusd``, …); ``run.record`` is the record itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final, Literal, Self, TypedDict, Unpack, cast, overload

from evalrouter_generated import _operations as _ops
from evalrouter_generated.models.quote_record import QuoteRecord
from evalrouter_generated.models.run_record import RunRecord

from . import _config
from . import _flows as flows
from ._args import checked
from ._boundary import PUBLIC
from ._errors import invalid_input
from ._exceptions import ResultsNotLoaded
from ._flows import Flow, run_async, run_sync
from ._money import Amount, to_microusd
from ._resource import RequestOptions
from ._results import Comparison, headline_score, shape_comparison

if TYPE_CHECKING:
    from evalrouter_generated.models.result_record import ResultRecord

    from ._client import AsyncEvalRouter, EvalRouter

__all__ = ["AsyncRun", "CallOptions", "ContinueOptions", "ReadOptions", "Run", "WaitOptions"]


class CallOptions(TypedDict, total=False):
    """The per-call options of a method that makes several requests (``wait``, ``follow``,
    ``create``, ``continue_``, the resolvers): each goes to every request it makes.
    ``request_timeout`` bounds each HTTP attempt, ``max_retries`` each request's retries;
    ``timeout`` is the method's own (the whole wait, where it waits)."""

    extra_headers: Mapping[str, str] | None
    extra_query: Mapping[str, str | int | float | bool] | None
    request_timeout: float | None
    max_retries: int | None


class ReadOptions(CallOptions, total=False):
    """The per-call options of a method that reads: ``timeout`` bounds the call, every retry
    included (default the client's)."""

    timeout: float | None


class WaitOptions[R](CallOptions, total=False):
    """The keywords of ``wait``: ``timeout`` (seconds, default 3600: the whole wait),
    ``poll_interval`` (seconds; default a backoff from ~1 s to ~10 s), ``on_progress`` (called
    with each poll's run), and the per-call options for every poll (:class:`CallOptions`)."""

    timeout: float
    poll_interval: float | None
    on_progress: Callable[[R], object] | None


class ContinueOptions(CallOptions, total=False):
    """The keywords of ``run.continue_()`` besides ``dry_run``."""

    max_cost: Amount | None
    wait: bool
    timeout: float
    name: str | None
    idempotency_key: str | None


def _calls(where: str, options: Mapping[str, Any], *, reads: bool = False) -> dict[str, Any]:
    names = (*flows.CALL_OPTIONS, "timeout") if reads else flows.CALL_OPTIONS
    return flows.call_options(where, options, names)


_EXPORT = next(p for p in _ops.RUNS_EXPORT.params if p.py == "format")


def _export_format(value: object) -> str:
    """One of the documented export formats, in any case (``"CSV"`` is ``"csv"``)."""
    text = value.strip().lower() if isinstance(value, str) else None
    if text in _EXPORT.enum:
        return text
    formats = ", ".join(_EXPORT.enum)
    raise invalid_input(
        f"format={value!r:.40} is not an export format: {formats}.",
        argument="format",
        hint='For example run.export("csv").',
        formats=list(_EXPORT.enum),
    )


class _NotLoaded:
    def __repr__(self) -> str:
        return "NOT_LOADED"


NOT_LOADED: Final = _NotLoaded()


class _RunBase(RunRecord):
    """A ``RunRecord`` (every field a typed attribute, ``run["field"]`` the wire value) bound
    to the client that read it."""

    __slots__ = ("_client", "_known_id", "_results")

    _results: ResultRecord | _NotLoaded | None

    def __init__(self, client: Any, record: RunRecord, *, run_id: str | None = None) -> None:
        """``run_id``: the id the run was read by, kept should the record come without one."""
        self._client = client
        self._known_id = run_id or ""
        self._set(record)

    @classmethod
    def _loaded(
        cls, client: Any, record: RunRecord, results: ResultRecord | None, run_id: str
    ) -> Self:
        """A run whose results were read with it (``None``: it has none)."""
        run = cls(client, record, run_id=run_id)
        run._results = results
        return run

    def _set(
        self, record: RunRecord, results: ResultRecord | _NotLoaded | None = NOT_LOADED
    ) -> None:
        self._data = record._data
        self._cache = None
        self._rid = record._request_id  # the answer this state came in
        self._results = results
        wire_id = self._data.get("id")
        if isinstance(wire_id, str) and wire_id:
            self._known_id = wire_id

    # A run is a live handle: equal only to itself, and hashable.
    __eq__ = object.__eq__
    __hash__ = object.__hash__  # type: ignore[assignment]  # records are unhashable; runs are not

    @property
    def _record(self) -> RunRecord:
        record: Any = RunRecord._wrap(self._data)
        record._rid = self._request_id
        return cast("RunRecord", record)

    @property
    def record(self) -> RunRecord:
        """The run record as the API sent it (a generated model)."""
        return self._record

    @property
    def id(self) -> str:
        """The run's id: the record's, or the id it was read by if the record lacks one."""
        return self._known_id

    @property
    def done(self) -> bool:
        """The run has ended (completed, partial, failed or cancelled)."""
        return flows.is_terminal(self.status)

    @property
    def results_loaded(self) -> bool:
        """The results were read with this run (by ``wait()``, ``create(wait=True)`` or
        ``results()``), so :attr:`score` can be read."""
        return self._results is not NOT_LOADED

    @property
    def score(self) -> float | None:
        """The headline metric of the loaded results; the same on both clients, and never I/O.

        The results are loaded by ``run.wait()``, ``runs.create(..., wait=True)``,
        ``runs.wait(run_id)`` and ``run.results()`` (``await`` them on the async client). A
        run read another way (``runs.get``, ``runs.list``, ``refresh()``) has none loaded, and
        reading ``score`` then raises ``results_not_loaded`` naming that call: ``None`` would
        read as "this run has no headline score", a different, wrong answer, and a property
        that quietly sends a request is one the async client cannot have.

        ``None`` means the results have no numeric headline metric (or the run ended without
        results). On a comparison run (``subjects=[...]``) this is the first subject's
        (``subjects[0]``, ``model_index`` 0) headline on the first benchmark; every model's
        score, rank and interval are in :meth:`compare`.
        """
        if isinstance(self._results, _NotLoaded):
            call = "run.results()" if isinstance(self, Run) else "await run.results()"
            # Also an AttributeError: hasattr(run, "score") is False, getattr's default works.
            with PUBLIC:  # the traceback ends at the user's read of run.score
                raise ResultsNotLoaded(
                    f"The results of run {self.id} are not loaded, so it has no score to read yet.",
                    hint=f"Load them first: {call} (or wait for the run: "
                    f"{call.replace('results', 'wait')}), then read run.score.",
                    run_id=self.id,
                )
        return headline_score(self._results)

    def __repr__(self) -> str:
        score = ""
        if not isinstance(self._results, _NotLoaded):
            score = f", score={headline_score(self._results)!r}"
        return f"{type(self).__name__}(id={self.id!r}, status={self.status!r}{score})"

    @checked("run.report_url()")
    def report_url(self, *, web_url: str | None = None) -> str:
        """The run's report on the EvalRouter website, or ``""`` when no website is known."""
        url: str = self._client.runs.report_url(self.id, web_url=web_url)
        return url

    # The flows of the methods below, which ``Run`` and ``AsyncRun`` drive and await.

    def _waited(self, options: WaitOptions[Any]) -> Flow[Self]:
        done = yield from self._client.runs._wait_flow(self.id, **options)
        self._set(done._record, done._results)
        return self

    def _refreshed(self) -> Flow[Self]:
        self._set((yield from flows.read_run(self.id)))
        return self

    def _results_flow(self, version: int | None) -> Flow[ResultRecord]:
        if version:
            return (yield from flows.read_results(self.id, version))
        if isinstance(self._results, _NotLoaded) or self._results is None:
            self._results = yield from flows.read_results(self.id)
        return self._results

    def _compared(self) -> Flow[Comparison]:
        return shape_comparison((yield from flows.perform(_ops.RUNS_COMPARISON, self.id)))

    def _continued(self, options: ContinueOptions, dry_run: bool) -> Flow[Self | QuoteRecord]:
        """``continue_``'s arguments checked, as the flow both clients drive."""
        max_cost = options.get("max_cost")
        cap = None if max_cost is None else to_microusd(max_cost)
        timeout = options.get("timeout", 3600)
        wait = options.get("wait", False)
        if not isinstance(wait, bool):
            raise invalid_input(
                f"wait must be True or False, not {type(wait).__name__} {wait!r:.40}.",
                argument="wait",
                hint="Pass wait=True or wait=False.",
            )
        flows.check_timeout("timeout", timeout)  # whatever the path: refused the same way
        budget = self._client.runs._budget()
        key = _config.check_idempotency_key(options.get("idempotency_key"))
        flow = flows.continue_run(
            self.id, cap, dry_run, options.get("name"), budget=budget, idempotency_key=key
        )
        return self._continuing(flow, timeout if wait else None)

    def _continuing(
        self, flow: Flow[RunRecord | QuoteRecord], timeout: float | None
    ) -> Flow[Self | QuoteRecord]:
        out = yield from flow
        if isinstance(out, QuoteRecord):
            return out
        run = type(self)(self._client, out)
        if timeout is None:
            return run
        return (yield from run._waited({"timeout": timeout}))

    def _cancelled(self, options: Mapping[str, Any]) -> Flow[Self]:
        """``POST /runs/{id}/cancel`` with the call's options as they are (its one request)."""
        self._set((yield from flows.perform(_ops.RUNS_CANCEL, self.id, **options)))
        return self

    def _exported(self, format: str, version: int | None) -> Flow[bytes]:
        data: bytes = yield from flows.perform(
            _ops.RUNS_EXPORT, self.id, format=_export_format(format), version=version
        )
        return data


class Run(_RunBase):
    """A run, bound to the :class:`~evalrouter.EvalRouter` that read it.

    Every method that makes a request takes the per-call options (``extra_headers``,
    ``extra_query``, ``request_timeout``, ``max_retries``; ``timeout`` where it does not
    already mean the wait), and sends them with each request it makes."""

    _client: EvalRouter

    @checked("run.wait()", options=WaitOptions)
    def wait(self, **options: Unpack[WaitOptions[Run]]) -> Self:
        """Block until the run ends, then return it (updated, with its results).

        Raises :class:`~evalrouter.WaitTimeout` after ``timeout`` (default 3600) seconds; the
        run goes on. See :meth:`Runs.wait <evalrouter.resources.runs.Runs.wait>` for the
        deadlines each option bounds.
        """
        return run_sync(self._client, self._waited(options), _calls("run.wait()", options))

    @checked("run.refresh()", options=ReadOptions)
    def refresh(self, **options: Unpack[ReadOptions]) -> Self:
        """Read the run again."""
        calls = _calls("run.refresh()", options, reads=True)
        return run_sync(self._client, self._refreshed(), calls)

    @checked("run.results()", options=ReadOptions)
    def results(
        self, *, version: int | None = None, **options: Unpack[ReadOptions]
    ) -> ResultRecord:
        """The results (``GET /runs/{id}/results``); the latest version is cached."""
        calls = _calls("run.results()", options, reads=True)
        return run_sync(self._client, self._results_flow(version), calls)

    @checked("run.compare()", options=ReadOptions)
    def compare(self, **options: Unpack[ReadOptions]) -> Comparison:
        """How the models of a multi-model run compare on the tasks all of them finished."""
        calls = _calls("run.compare()", options, reads=True)
        return run_sync(self._client, self._compared(), calls)

    @overload
    def continue_(
        self, *, dry_run: Literal[True], **kw: Unpack[ContinueOptions]
    ) -> QuoteRecord: ...

    @overload
    def continue_(self, *, dry_run: Literal[False] = ..., **kw: Unpack[ContinueOptions]) -> Run: ...

    @checked("run.continue_()", options=ContinueOptions)
    def continue_(
        self, *, dry_run: bool = False, **options: Unpack[ContinueOptions]
    ) -> Run | QuoteRecord:
        """Quote and start the unfinished tasks of this run as a new run.

        Finished work is reused; only what is left is priced. ``dry_run=True`` returns the
        continuation quote and starts nothing; ``wait=True`` waits for the new run (at most
        ``timeout`` seconds, default 3600: the whole wait). ``idempotency_key`` keys its quote
        and admission, so repeating the call with the same key never starts a second run.
        """
        calls = _calls("run.continue_()", options)
        return run_sync(self._client, self._continued(options, dry_run), calls)

    @checked("run.cancel()", options=RequestOptions)
    def cancel(self, **options: Unpack[RequestOptions]) -> Self:
        """Ask the API to stop the run (finished work is kept and charged)."""
        return run_sync(self._client, self._cancelled(options))

    @checked("run.export()", options=ReadOptions)
    def export(
        self, format: str = "json", *, version: int | None = None, **options: Unpack[ReadOptions]
    ) -> bytes:
        """The results as a file: json, csv, html, bundle or summary (in any case: ``"CSV"``
        is ``"csv"``); another format is refused here (``invalid_input``), before any request."""
        calls = _calls("run.export()", options, reads=True)
        return run_sync(self._client, self._exported(format, version), calls)


class AsyncRun(_RunBase):
    """A run, bound to the :class:`~evalrouter.AsyncEvalRouter` that read it."""

    _client: AsyncEvalRouter

    @checked("run.wait()", options=WaitOptions)
    async def wait(self, **options: Unpack[WaitOptions[AsyncRun]]) -> Self:
        """Wait until the run ends, then return it (updated, with its results)."""
        return await run_async(self._client, self._waited(options), _calls("run.wait()", options))

    @checked("run.refresh()", options=ReadOptions)
    async def refresh(self, **options: Unpack[ReadOptions]) -> Self:
        calls = _calls("run.refresh()", options, reads=True)
        return await run_async(self._client, self._refreshed(), calls)

    @checked("run.results()", options=ReadOptions)
    async def results(
        self, *, version: int | None = None, **options: Unpack[ReadOptions]
    ) -> ResultRecord:
        calls = _calls("run.results()", options, reads=True)
        return await run_async(self._client, self._results_flow(version), calls)

    @checked("run.compare()", options=ReadOptions)
    async def compare(self, **options: Unpack[ReadOptions]) -> Comparison:
        calls = _calls("run.compare()", options, reads=True)
        return await run_async(self._client, self._compared(), calls)

    @overload
    async def continue_(
        self, *, dry_run: Literal[True], **kw: Unpack[ContinueOptions]
    ) -> QuoteRecord: ...

    @overload
    async def continue_(
        self, *, dry_run: Literal[False] = ..., **kw: Unpack[ContinueOptions]
    ) -> AsyncRun: ...

    @checked("run.continue_()", options=ContinueOptions)
    async def continue_(
        self, *, dry_run: bool = False, **options: Unpack[ContinueOptions]
    ) -> AsyncRun | QuoteRecord:
        calls = _calls("run.continue_()", options)
        return await run_async(self._client, self._continued(options, dry_run), calls)

    @checked("run.cancel()", options=RequestOptions)
    async def cancel(self, **options: Unpack[RequestOptions]) -> Self:
        return await run_async(self._client, self._cancelled(options))

    @checked("run.export()", options=ReadOptions)
    async def export(
        self, format: str = "json", *, version: int | None = None, **options: Unpack[ReadOptions]
    ) -> bytes:
        calls = _calls("run.export()", options, reads=True)
        return await run_async(self._client, self._exported(format, version), calls)
