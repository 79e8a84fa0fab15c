"""Quoting and admission: what ``runs.create`` and ``run.continue_()`` do once their arguments
are checked. The quote body (names resolved, ``remote:`` agents found), the cap check against
``max_cost``, and ``POST /runs``, asked again while the call's time allows when its answer is
lost (admission is idempotent per quote, so this never starts a second run)."""

from __future__ import annotations

import contextlib
import json
import logging
import uuid
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from evalrouter_generated import _operations as _ops

from .._backoff import backoff, no_jitter
from .._errors import invalid_response
from .._exceptions import (
    APIConnectionError,
    APIStatusError,
    ConflictError,
    EvalRouterError,
    MaxCostExceeded,
    NotFoundError,
    RunStartUnconfirmed,
    WaitTimeout,
)
from .._money import check_microusd, format_usd, from_microusd
from .._state import IdempotencyStore, derive_key
from ._create_args import REMOTE_PREFIX, CreateArgs
from ._hosted import snapshot_known
from ._names import ResolvedBenchmark
from ._resolve import PAGE_LIMIT, resolve_benchmark, resolve_model
from ._steps import (
    NOW,
    Blocking,
    Flow,
    Sleep,
    call,
    field_of,
    has_field,
    missing_field,
    read_run,
    required_id,
    wire,
)

if TYPE_CHECKING:
    from evalrouter_generated.models.quote_record import QuoteRecord
    from evalrouter_generated.models.run_record import RunRecord

log = logging.getLogger("evalrouter")

MAX_CONNECTION_PAGES = 1000  # remote agents: every page of GET /connections (bounded all the same)
# Admission whose answer was lost: ask again after 1 s, doubling to 8 s, while the budget lasts
# (the client's total timeout per call; this when it has none).
RECOVERY_FIRST, RECOVERY_CAP, DEFAULT_ADMISSION_BUDGET = 1.0, 8.0, 120.0


def check_cap(quote: QuoteRecord, cap_microusd: str | None) -> str | None:
    """Check a quote against ``max_cost`` (µUSD) and return the cap to admit it with.

    The quote's ``max_charge_microusd`` must be whole micro-USD digits or null; anything else
    is an ``invalid_response`` naming the field, before anything is started. A cap above
    ``max_cost`` raises :class:`MaxCostExceeded`. A quote without a cap (``null``) is admitted
    with ``max_cost`` as its cap, so the run can never spend more than ``max_cost``; with no
    ``max_cost`` either, the wallet bounds the run. An answer that does not say (the field is
    absent) cannot be checked against ``max_cost``: it is refused, naming the field.
    """
    where = f"Quote {field_of(quote, 'id')}"
    # The wire value, not the typed attribute (which reads None for a number or a list): money
    # of the wrong type is refused, never taken for "no cap".
    charge = check_microusd(wire(quote, "max_charge_microusd"), "max_charge_microusd", where)
    if cap_microusd is None:
        return charge
    if charge is None and not has_field(quote, "max_charge_microusd"):
        error = invalid_response(
            f"{where} came without max_charge_microusd, so it cannot be checked against "
            f"max_cost ({format_usd(cap_microusd)}); nothing was started.",
            field="max_charge_microusd",
            hint="Read the quote again with client.quotes.get(quote_id), or quote again.",
            quote_id=field_of(quote, "id"),
        )
        error.retryable = True
        raise error
    if charge is None:
        return cap_microusd
    if int(charge) > int(cap_microusd):
        raise MaxCostExceeded(quote, charge, cap_microusd)
    return charge


def quote_body(args: CreateArgs) -> Flow[dict[str, Any]]:
    """Resolve names and build the ``POST /quotes`` body."""
    body = dict(args.advanced)
    bench: ResolvedBenchmark | None = None
    if "selection" not in body:
        if isinstance(args.benchmark, dict) and "id" not in args.benchmark:
            body["selection"] = dict(args.benchmark)
        else:
            bench = yield from resolve_benchmark(args.benchmark)
            body["selection"] = bench.selection()
    cache: dict[str | None, list[Any]] = {}
    if args.subjects is not None:
        subjects: list[dict[str, Any]] = []
        for item in args.subjects:
            if isinstance(item, dict):
                subjects.append(dict(item) if "model" in item else {"model": dict(item)})
            else:
                subjects.append({"model": (yield from resolve_model(item, bench, cache))})
        body["subjects"] = subjects
    elif args.model is not None:  # a remote agent needs none: it is the subject
        body["model"] = yield from resolve_model(args.model, bench, cache)
    agent = body.get("agent")
    if isinstance(agent, str) and agent.strip().startswith(REMOTE_PREFIX):
        body["agent"] = yield from remote_agent(agent.strip().removeprefix(REMOTE_PREFIX).strip())
    elif isinstance(agent, Mapping) and agent.get("kind") == "hosted":
        yield from snapshot_known(agent)
    if args.max_cost is not None:
        body["max_charge_microusd"] = args.max_cost
    return body


def _connection_enabled(row: Any) -> bool:
    """Enabled unless it says otherwise: ``enabled: false`` or a ``disabled_at`` time."""
    disabled_at = wire(row, "disabled_at")
    return wire(row, "enabled") is not False and not (isinstance(disabled_at, str) and disabled_at)


def remote_agent(name: str) -> Flow[dict[str, Any]]:
    """``agent="remote:<name>"`` → ``{"kind": "remote", "connection_id": ...}``: every
    page of ``GET /connections`` is read, and exactly one enabled ``a2a``
    connection must have that name; otherwise ``remote_agent_connection_not_found``."""
    where = "GET /connections"
    enabled: list[Any] = []
    disabled = 0
    cursor: str | None = None
    seen: set[str] = set()
    for _ in range(MAX_CONNECTION_PAGES if name else 0):
        page = yield call(_ops.CONNECTIONS_LIST, limit=PAGE_LIMIT, cursor=cursor)
        rows = wire(page, "data")
        if not isinstance(rows, list):
            raise missing_field(where, "data", "a page of connections")
        for row in rows:
            if wire(row, "name") != name or wire(row, "protocol") != "a2a":
                continue
            if _connection_enabled(row):
                enabled.append(row)
            else:
                disabled += 1
        cursor = wire(page, "next_cursor")
        if not isinstance(cursor, str) or not cursor or cursor in seen:
            break
        seen.add(cursor)
    if len(enabled) == 1:
        return {"kind": "remote", "connection_id": required_id(enabled[0], "connection", where)}
    if len(enabled) > 1:
        ids = [wire(row, "id") for row in enabled]
        message = (
            f"{len(enabled)} enabled A2A connections are named {name!r}; "
            "agent='remote:<name>' needs exactly one. Nothing was quoted."
        )
        hint = (
            "Rename all but one (client.connections.update), or pass the one you mean: "
            f"agent={{'kind': 'remote', 'connection_id': {ids[0]!r}}}."
        )
    else:
        off = f" ({disabled} with that name is disabled)" if disabled else ""
        message = f"No enabled A2A connection is named {name!r}{off}. Nothing was quoted."
        hint = "List your connections with client.connections.list(), or create an A2A one."
    raise EvalRouterError(
        "remote_agent_connection_not_found",
        message,
        hint=hint,
        details={"name": name, "enabled": len(enabled), "disabled": disabled},
    )


def admission_body(
    quote_id: str,
    cap_microusd: str | None,
    name: str | None = None,
    metadata: dict[str, str] | None = None,
) -> dict[str, Any]:
    """``POST /runs``: the quote and the cap :func:`check_cap` chose (the quote's own, checked;
    ``max_cost`` for a quote without one), never a recomputation."""
    body: dict[str, Any] = {"quote_id": quote_id}
    if cap_microusd is not None:
        body["max_charge_microusd"] = cap_microusd
    if name is not None:
        body["name"] = name
    if metadata is not None:
        body["metadata"] = metadata
    return body


def _reused_key() -> EvalRouterError:
    return EvalRouterError(
        "idempotency_key_reused",
        "This idempotency_key was already used for a different create.",
        hint="Use a new key for a different run; repeat a create with the same arguments to "
        "get its run back.",
    )


def recovery_call(
    quote_id: str,
    cap_microusd: str | None = None,
    name: str | None = None,
    metadata: dict[str, str] | None = None,
) -> str:
    """The exact call that gets back the run of ``quote_id`` (or starts it, once, capped)."""
    parts = [f"quote_id={json.dumps(quote_id)}"]
    if cap_microusd is not None:
        dollars = from_microusd(cap_microusd)
        parts.append(f'max_cost="{dollars:f}"')
    if name is not None:
        parts.append(f"name={json.dumps(name)}")
    if metadata is not None:
        parts.append(f"metadata={json.dumps(metadata)}")
    return f"client.runs.create({', '.join(parts)})"


def admit(
    body: dict[str, Any],
    key: str,
    options: Mapping[str, Any],
    *,
    budget: float,
    recover: str,
    repeatable: bool,
) -> Flow[RunRecord]:
    """``POST /runs``, asked again while ``budget`` seconds allow when the answer is lost.

    Admission is idempotent per quote (and the same key goes with every attempt), so asking
    again after a dropped connection, a timeout, a bare gateway 5xx or an unreadable 2xx gives
    back the run that may have started instead of a second one. When no usable answer arrives
    in time, or the API itself answers 5xx, or a readable answer lacks the run's ``id`` (at
    once: asking again would get the same), raises :class:`RunStartUnconfirmed`
    (``invalid_response`` naming ``id`` for the last).
    """
    quote_id: str = body["quote_id"]
    deadline = (yield NOW) + budget
    attempts = 0

    def unconfirmed(cause: EvalRouterError) -> RunStartUnconfirmed:
        return RunStartUnconfirmed(
            cause,
            quote_id=quote_id,
            idempotency_key=key,
            attempts=attempts,
            recover=recover,
            retryable=repeatable,
        )

    while True:
        attempts += 1
        cause: EvalRouterError
        # Each ask (with the transport's own retries inside) gets only what is left, so the
        # whole admission stays within the call's timeout.
        left = deadline - (yield NOW)
        try:
            record = yield call(
                _ops.RUNS_CREATE, body, idempotency_key=key, timeout=left, **options
            )
        except APIConnectionError as exc:  # dropped, timed out, or a gateway answered
            cause = exc
        except APIStatusError as exc:
            # The API answered; an error of its own after the run was funded is possible, and
            # its `retryable` is authoritative: not asked again, but said how to recover.
            if exc.status_code >= 500:
                raise unconfirmed(exc) from exc
            raise
        except EvalRouterError as exc:
            if exc.code != "invalid_response":
                raise
            cause = exc  # a 2xx: the API acted, but its answer cannot be read
        else:
            try:
                required_id(record, "run", "POST /runs")
            except EvalRouterError as exc:
                # A readable answer without the run's id: asking again would get the same, so
                # it is raised at once (the run may have started: the hint gets it back).
                raise unconfirmed(exc) from exc
            return cast("RunRecord", record)
        now = yield NOW
        # Admission is asked again on a fixed schedule.
        delay = backoff(attempts - 1, first=RECOVERY_FIRST, cap=RECOVERY_CAP, random=no_jitter)
        if now + delay >= deadline:
            raise unconfirmed(cause) from cause
        log.info(
            "asking again for the run of quote %s in %.0fs (no usable answer: %s)",
            quote_id,
            delay,
            cause.code,
        )
        yield Sleep(delay)


def create(
    args: CreateArgs, store: IdempotencyStore | None, *, budget: float = DEFAULT_ADMISSION_BUDGET
) -> Flow[RunRecord | QuoteRecord]:
    """``runs.create``: quote (or read the quote), check the cap, admit. Returns the quote
    (dry run) or the admitted run record.

    ``.retryable`` of what it raises answers "can this same create be called again without
    starting a second run?": with an idempotency_key or a quote_id it can, so a failure that
    left things unknown is retryable; without, it is not, and the error says how to recover.
    """
    try:
        return (yield from _create(args, store, budget))
    except APIConnectionError as exc:
        if args.repeatable:  # its writes are keyed, or it names its quote: repeating is safe
            exc.retryable = True
        raise


def _create(
    args: CreateArgs, store: IdempotencyStore | None, budget: float
) -> Flow[RunRecord | QuoteRecord]:
    key = args.idempotency_key
    opts = args.options
    fingerprint = args.fingerprint()
    quote: Any = None
    recorded = False
    if key is not None and store is not None:
        entry = yield Blocking(partial(store.get, key))
        if entry is not None:
            if entry.get("fingerprint") != fingerprint:
                raise _reused_key()
            # A record the server does not know (another workspace or service, or a local
            # EvalRouter since restarted) proves nothing was started there: start afresh.
            if entry.get("run_id") and not args.dry_run:
                with contextlib.suppress(NotFoundError):
                    return (yield from read_run(entry["run_id"], **opts))
            elif entry.get("quote_id"):
                try:
                    quote = yield call(_ops.QUOTES_GET, entry["quote_id"], **opts)
                    recorded = True
                except NotFoundError:
                    pass
    if recorded:
        quote_id = required_id(quote, "quote", "GET /quotes/{quote_id}")
    else:
        if args.quote_id is not None:
            quote = yield call(_ops.QUOTES_GET, args.quote_id, **opts)
            quote_id = required_id(quote, "quote", "GET /quotes/{quote_id}")
            if quote_id != args.quote_id:
                raise invalid_response(
                    f"Asked for quote {args.quote_id} but the API answered with {quote_id!r}.",
                    field="id",
                    quote_id=args.quote_id,
                )
        else:
            body = yield from quote_body(args)
            quote_key = derive_key(key, "quote") if key else None
            quote = yield from _quote(body, quote_key, opts, args.max_cost)
            quote_id = required_id(quote, "quote", "POST /quotes")
        if key is not None and store is not None:
            # The one write of a create: what makes repeating it re-admit this quote. The
            # run needs no record: admitting the same quote again gives back its run.
            record_quote = partial(
                store.put, key, fingerprint=fingerprint, quote_id=quote_id, run_id=None
            )
            yield Blocking(record_quote)
    cap = check_cap(quote, args.max_cost)
    if args.dry_run:
        return cast("QuoteRecord", quote)
    run_key = derive_key(key, "run") if key else str(uuid.uuid4())
    try:
        admitted = yield from admit(
            admission_body(quote_id, cap, args.name, args.metadata),
            run_key,
            opts,
            budget=budget,
            recover=recovery_call(quote_id, args.max_cost, args.name, args.metadata),
            repeatable=args.repeatable,
        )
    except ConflictError as exc:
        # The recorded quote expired before it was ever admitted (an admitted quote answers
        # with its run): quote again under keys derived from the expired one, then admit.
        expired = recorded and exc.code == "quote_expired" and not args.quote_id
        if not expired or key is None or store is None:
            raise
    else:
        if not recorded:
            return admitted
        # A repeated keyed create admits its recorded quote again, and the API answers with
        # the run as it was admitted; the caller asked for the run as it is now.
        return (yield from current(admitted, opts))
    body = yield from quote_body(args)
    quote = yield from _quote(body, derive_key(key, f"quote:{quote_id}"), opts, args.max_cost)
    quote_id = required_id(quote, "quote", "POST /quotes")
    yield Blocking(partial(store.put, key, fingerprint=fingerprint, quote_id=quote_id))
    cap = check_cap(quote, args.max_cost)
    return (
        yield from admit(
            admission_body(quote_id, cap, args.name, args.metadata),
            derive_key(key, f"run:{quote_id}"),
            opts,
            budget=budget,
            recover=recovery_call(quote_id, args.max_cost, args.name, args.metadata),
            repeatable=True,
        )
    )


def current(admitted: RunRecord, opts: Mapping[str, Any]) -> Flow[RunRecord]:
    """The run as it is now (``GET /runs/{id}``); the admission's answer if that read fails:
    the run exists either way, and its snapshot is a true, if older, answer."""
    run_id = required_id(admitted, "run", "POST /runs")
    try:
        return (yield from read_run(run_id, **opts))
    except EvalRouterError as exc:
        log.info("run %s: reading it after a repeated create failed (%s)", run_id, exc.code)
        return admitted


def _quote(
    body: dict[str, Any],
    key: str | None,
    opts: Mapping[str, Any],
    cap_microusd: str | None,
    again: str = "runs.create",
) -> Flow[Any]:
    """``POST /quotes`` for ``runs.create`` (or ``run.continue_()``, named by ``again``).

    Never repeated after an ambiguous failure (the transport's rule for it); a lost answer is
    told in the terms of the call the user made: no run was started, so calling it again is
    safe (``.retryable`` is True). A cap the API refuses as below the first task's price is
    told in dollars, as ``max_cost`` was given (micro-USD stay in ``details``).
    """
    try:
        return (yield call(_ops.QUOTES_CREATE, body, idempotency_key=key, **opts))
    except APIConnectionError as exc:
        exc.hint = (
            "No run was started: the connection was lost while quoting, before anything was "
            f"admitted. Calling the same {again} again is safe; a quote that was made anyway "
            "is never started, costs nothing and expires."
        )
        exc.retryable = True
        if exc.details is None or isinstance(exc.details, dict):
            exc.details = {**(exc.details or {}), "stage": "quote", "run_started": False}
        raise
    except APIStatusError as exc:
        minimum = exc.details.get("minimum_cap_microusd") if isinstance(exc.details, dict) else None
        if cap_microusd is not None and isinstance(minimum, str) and minimum.isdigit():
            exc.message = (
                f"max_cost {format_usd(cap_microusd)} is below {format_usd(minimum)}, the most "
                "the first task may cost, so the run could not do any work. Nothing was started."
            )
            exc.args = (exc.message,)
            exc.hint = f"Raise max_cost to at least {format_usd(minimum)}."
        raise


def started(exc: EvalRouterError, args: CreateArgs, run_id: str) -> EvalRouterError:
    """An error raised after ``runs.create`` started run ``run_id`` (while waiting for it):
    calling the same create again would start another run unless it is repeatable."""
    if not args.repeatable:
        exc.retryable = False
        if not isinstance(exc, WaitTimeout):
            exc.hint = (
                f"Run {run_id} was started; wait for it with "
                f"client.runs.wait({json.dumps(run_id)}) rather than creating it again."
            )
        if exc.details is None or isinstance(exc.details, dict):
            exc.details = {**(exc.details or {}), "run_id": run_id}
    return exc


def continue_run(
    run_id: str,
    max_cost: str | None,
    dry_run: bool,
    name: str | None,
    *,
    budget: float = DEFAULT_ADMISSION_BUDGET,
    idempotency_key: str | None = None,
) -> Flow[RunRecord | QuoteRecord]:
    """Quote and admit the unfinished work of a run that stopped early (with an
    ``idempotency_key``, the quote's and the admission's keys derive from it)."""
    record = yield from read_run(run_id)
    body: dict[str, Any] = {"kind": "continuation", "from_run": run_id}
    interruption = field_of(record, "interruption")
    if field_of(record, "status") == "cancelled" or (
        interruption is not None and field_of(interruption, "reason") == "cancelled"
    ):
        body["continuation"] = {"include_owner_stops": True}
    if max_cost is not None:
        body["max_charge_microusd"] = max_cost
    key = idempotency_key
    quote_key = derive_key(key, "quote") if key else None
    quote = yield from _quote(body, quote_key, {}, max_cost, again="run.continue_()")
    quote_id = required_id(quote, "quote", "POST /quotes")
    cap = check_cap(quote, max_cost)
    if dry_run:
        return cast("QuoteRecord", quote)
    return (
        yield from admit(
            admission_body(quote_id, cap, name),
            derive_key(key, "run") if key else str(uuid.uuid4()),
            {},
            budget=budget,
            recover=recovery_call(quote_id, max_cost, name),
            repeatable=key is not None,
        )
    )
