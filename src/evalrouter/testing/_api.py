"""The operations EvalRouter Local implements, by operationId.

Each operation takes a parsed ``Call`` and returns a ``Reply``, or raises ``ApiError``; its handler
declares its operationId (``@operation``). The client-run operations are in ``_client_api`` and
``_attempt_api``. The caller (``_handler``) holds the state lock and owns everything HTTP:
headers, idempotency, faults.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from typing import Any

from ._attempt_api import AttemptApi
from ._catalog import (
    BENCHMARKS,
    BENCHMARKS_BY_ID,
    ROUTES,
    ROUTES_BY_ID,
    BenchmarkVersion,
    by_eval_ref,
    fit,
    render_benchmark,
    render_eval,
    render_route,
    versions_of,
)
from ._client_api import ClientRunApi, render_attempt
from ._comparisons import create_comparison, list_item
from ._connections import update_connection
from ._errors import ApiError, conflict, found, invalid_field, missing, not_found
from ._exports import export, samples
from ._operations import Call, Handler, Reply, operation, operations_of
from ._quote_request import MAX_SUBJECTS
from ._quotes import render_quote
from ._results import render_results
from ._run_comparison import render_comparison
from ._runs import Run
from ._state import State
from ._task_protocol import unit_id
from ._traces import render_spans, render_trace, trace_status, traced_attempts
from ._views import receipt, render_run

JsonObject = dict[str, Any]

DEFAULT_LIMIT = 50
MAX_LIMIT = 200
EXPORT_FORMATS = ("json", "csv", "html", "bundle", "summary")
SAMPLE_STATUSES = ("pending", "running", "graded", "error", "cancelled", "skipped_budget")


# ------------------------------------------------------------------------------ query helpers


def q_int(call: Call, name: str, default: int | None, *, minimum: int = 0) -> int | None:
    raw = call.query.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise invalid_field(name, "must be an integer") from None
    if value < minimum:
        raise invalid_field(name, f"must be at least {minimum}")
    return value


def q_bool(call: Call, name: str) -> bool:
    raw = call.query.get(name)
    if raw is None:
        return False
    if raw.lower() in ("true", "1"):
        return True
    if raw.lower() in ("false", "0", ""):
        return False
    raise invalid_field(name, "must be true or false")


def q_search(call: Call) -> Callable[..., bool]:
    """The ``q`` filter of a list: whether any of a row's texts contains it, ignoring case (every
    row passes without one)."""
    text = (call.query.get("q") or "").casefold()
    return lambda *texts: not text or any(text in t.casefold() for t in texts)


def q_choice(call: Call, name: str, choices: Sequence[str]) -> str | None:
    raw: str | None = call.query.get(name)
    if raw is not None and raw not in choices:
        raise invalid_field(name, f"must be one of {', '.join(choices)}")
    return raw


def q_ref[T](
    call: Call, name: str, get: Callable[[str], T | None], unknown: Callable[[str], ApiError]
) -> T | None:
    """What the ``name`` filter of a list names (``get`` finds it): ``None`` without the filter,
    the error ``unknown`` makes of it when it names nothing."""
    ref = call.query.get(name)
    if not ref:
        return None
    item = get(ref)
    if item is None:
        raise unknown(ref)
    return item


def _unknown_route(ref: str) -> ApiError:
    return missing("model_not_found", f"No managed route {ref!r}.", route_id=ref)


def _offered_benchmark(ref: str) -> BenchmarkVersion | None:
    bench = BENCHMARKS_BY_ID.get(ref)
    return bench if bench is not None and bench.quotable else None


def _unoffered_benchmark(ref: str) -> ApiError:
    message = f"Benchmark version {ref!r} is not offered for new quotes."
    return missing("benchmark_not_found", message, profile_id=ref)


def _encode_cursor(offset: int) -> str:
    return base64.urlsafe_b64encode(f"offset:{offset}".encode()).decode().rstrip("=")


def _decode_cursor(cursor: str) -> int:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        text = base64.urlsafe_b64decode(padded.encode()).decode()
        kind, _, number = text.partition(":")
        offset = int(number)
        if kind != "offset" or offset < 0:
            raise ValueError(text)
    except (ValueError, UnicodeDecodeError):
        raise invalid_field("cursor", "is not a cursor this service issued") from None
    return offset


def page[T](call: Call, items: Sequence[T], render: Callable[[T], JsonObject]) -> JsonObject:
    limit = q_int(call, "limit", DEFAULT_LIMIT, minimum=1) or DEFAULT_LIMIT
    limit = min(limit, MAX_LIMIT)
    cursor = call.query.get("cursor")
    offset = _decode_cursor(cursor) if cursor else 0
    chunk = items[offset : offset + limit]
    more = offset + limit < len(items)
    return {
        "data": [render(item) for item in chunk],
        "next_cursor": _encode_cursor(offset + limit) if more else None,
    }


def _result_version(call: Call) -> None:
    version = q_int(call, "version", None)
    if version not in (None, 0, 1):
        raise missing(
            "result_version_not_found",
            f"Result version {version} does not exist; EvalRouter Local keeps version 1.",
            version=version,
        )


def _finished(run: Run) -> None:
    if not run.terminal:
        raise conflict(
            "results_not_ready",
            f"Run {run.id} is {run.status}; results exist once it has stopped.",
            hint="Wait for the run (runs.wait) and read the results again.",
            run_id=run.id,
            status=run.status,
        )


# ---------------------------------------------------------------------------------- the API


class Api:
    def __init__(self, state: State) -> None:
        self.state = state
        self.operations: dict[str, Handler] = {
            **operations_of(self),
            **operations_of(ClientRunApi(state)),
            **operations_of(AttemptApi(state)),
        }

    # ----------------------------------------------------------------------- account, wallet

    @operation("account_whoami")
    def whoami(self, call: Call) -> Reply:
        credential = "api_key" if call.headers.get("authorization") else "none"
        return Reply(
            200,
            {
                "email": "developer@evalrouter.local",
                "user_id": "usr_local",
                "workspace": {"id": "ws_local", "name": "Local workspace", "role": "owner"},
                "workspace_id": call.headers.get("x-workspace-id") or "ws_local",
                "scopes": ["runs:write", "runs:read", "catalog:read", "billing:read"],
                "credential": credential,
                "service": "evalrouter-local",
            },
        )

    @operation("wallet_get")
    def wallet(self, _call: Call) -> Reply:
        self.state.sync()
        return Reply(200, self.state.wallet.render())

    # ---------------------------------------------------------------------------- catalog

    @operation("benchmarks_list")
    def benchmarks_list(self, call: Call) -> Reply:
        status = q_choice(call, "status", ("candidate", "active", "quarantined", "retired"))
        matches = q_search(call)
        capability = call.query.get("capability")
        runner = call.query.get("runner")
        route = q_ref(call, "model", ROUTES_BY_ID.get, _unknown_route)
        rows = [
            b
            for b in BENCHMARKS
            if (status is None or b.status == status)
            and matches(b.slug, b.name, b.description)
            and (capability is None or capability in b.required_capabilities)
            and (runner is None or runner == "evalrouter-local")
        ]
        return Reply(200, page(call, rows, lambda b: render_benchmark(b, route)))

    @operation("benchmarks_get")
    def benchmarks_get(self, call: Call) -> Reply:
        slug, _, version = call.params["slug"].partition("@")
        rows = versions_of(slug)
        if not rows:
            raise not_found("benchmark_not_found", "benchmark", slug)
        if version:
            rows = [b for b in rows if b.version == version]
            if not rows:
                raise missing(
                    "benchmark_version_not_found",
                    f"{slug} has no version {version!r}.",
                    slug=slug,
                    version=version,
                )
        return Reply(200, {"slug": slug, "versions": [render_benchmark(b) for b in rows]})

    @operation("benchmarks_evals_list")
    def evals_list(self, call: Call) -> Reply:
        kind = q_choice(call, "kind", ("benchmark", "environment", "remote"))
        matches = q_search(call)
        availability = call.query.get("availability")
        rows = [
            b
            for b in BENCHMARKS
            if kind in (None, "benchmark")
            and matches(b.slug, b.name)
            and (
                availability is None
                or availability == ("ready_for_quote" if b.quotable else "unavailable")
            )
        ]
        return Reply(200, page(call, rows, render_eval))

    @operation("benchmarks_evals_get")
    def evals_get(self, call: Call) -> Reply:
        ref = call.params["ref"]
        bench = found(by_eval_ref, ref, "eval_not_found", "eval")
        return Reply(200, render_eval(bench))

    @operation("models_list")
    def models_list(self, call: Call) -> Reply:
        matches = q_search(call)
        provider = call.query.get("provider")
        capability = call.query.get("capability")
        bench = q_ref(call, "benchmark", _offered_benchmark, _unoffered_benchmark)
        rows = [
            r
            for r in ROUTES
            if matches(r.id, r.display_name)
            and (provider is None or provider in (r.provider, r.hosting_provider))
            and (capability is None or capability in r.capabilities)
            and (bench is None or fit(r, bench)[0])
        ]
        return Reply(200, page(call, rows, render_route))

    @operation("models_execution_options")
    def execution_options(self, _call: Call) -> Reply:
        return Reply(
            200,
            {
                "max_models_per_run": MAX_SUBJECTS,
                "max_run_cap_microusd": "10000000000",
                "chat_enabled": False,
                "creator_profiles_enabled": False,
            },
        )

    # ------------------------------------------------------------------------ connections

    @operation("connections_list")
    def connections_list(self, call: Call) -> Reply:
        rows = list(self.state.connections.values())
        return Reply(200, page(call, rows, lambda c: c.render()))

    @operation("connections_create")
    def connections_create(self, call: Call) -> Reply:
        return Reply(201, self.state.create_connection(call.body).render())

    @operation("connections_update")
    def connections_update(self, call: Call) -> Reply:
        connection = self.state.connection(call.params["connection_id"])
        update_connection(connection, call.body)
        return Reply(200, connection.render())

    @operation("connections_delete")
    def connections_delete(self, call: Call) -> Reply:
        connection = self.state.connection(call.params["connection_id"])
        del self.state.connections[connection.id]
        return Reply(200, {"ok": True})

    @operation("connections_check")
    def connections_check(self, call: Call) -> Reply:
        return Reply(200, self.state.check_connection(call.params["connection_id"]).render())

    # ----------------------------------------------------------------------------- quotes

    @operation("quotes_create")
    def quotes_create(self, call: Call) -> Reply:
        quote = self.state.create_quote(call.body)
        return Reply(201, render_quote(quote))

    @operation("quotes_get")
    def quotes_get(self, call: Call) -> Reply:
        self.state.sync()
        return Reply(200, render_quote(self.state.quote(call.params["quote_id"])))

    # ------------------------------------------------------------------------------- runs

    @operation("runs_create")
    def runs_create(self, call: Call) -> Reply:
        run, created = self.state.admit(call.body)
        now = self.state.sync()
        return Reply(201 if created else 200, render_run(run, now))

    @operation("runs_list")
    def runs_list(self, call: Call) -> Reply:
        now = self.state.sync()
        newest_first = list(reversed(self.state.runs.values()))
        return Reply(200, page(call, newest_first, lambda r: render_run(r, now)))

    @operation("runs_get")
    def runs_get(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        self.state.poll(run)
        now = self.state.sync()
        return Reply(200, render_run(run, now))

    @operation("runs_cancel")
    def runs_cancel(self, call: Call) -> Reply:
        run = self.state.cancel(call.params["run_id"])
        return Reply(200, render_run(run, self.state.sync()))

    @operation("runs_results")
    def runs_results(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        self.state.sync()
        _result_version(call)
        _finished(run)
        return Reply(200, render_results(run))

    @operation("runs_comparison")
    def runs_comparison(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        self.state.sync()
        if not run.quote.comparison:
            raise conflict(
                "not_a_comparison",
                f"Run {run.id} evaluates one model; comparisons exist for runs with subjects.",
                hint="Quote with `subjects` (2 to 8 models) to compare models on the same tasks.",
                run_id=run.id,
            )
        _finished(run)
        return Reply(200, render_comparison(run))

    @operation("runs_events_list")
    def runs_events(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        after = q_int(call, "after", 0) or 0
        limit = min(q_int(call, "limit", 100, minimum=1) or 100, 1000)
        tail = q_bool(call, "tail")
        raw_types = call.query.get("type")
        types = {t.strip() for t in raw_types.split(",") if t.strip()} if raw_types else None
        self.state.sync()
        caught_up = not run.events or after >= run.events[-1]["sequence"]
        if caught_up and not tail:
            self.state.poll(run)
            self.state.sync()
        return Reply(200, self.state.events(run, after=after, limit=limit, types=types, tail=tail))

    @operation("runs_export")
    def runs_export(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        fmt = q_choice(call, "format", EXPORT_FORMATS) or "json"
        now = self.state.sync()
        _result_version(call)
        _finished(run)
        content, filename = export(run, fmt, now)
        # The API declares exports as raw bytes (application/octet-stream) whatever the format;
        # the file name's extension says what they are.
        return Reply(
            200,
            content=content,
            content_type="application/octet-stream",
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    @operation("runs_receipt")
    def runs_receipt(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        self.state.sync()
        return Reply(200, receipt(run))

    @operation("runs_samples")
    def runs_samples(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        self.state.sync()
        _result_version(call)
        profile_id = call.query.get("profile_id")
        status = q_choice(call, "status", SAMPLE_STATUSES)
        model_index = q_int(call, "model_index", None)
        rows = [
            s
            for s in samples(run)
            if (profile_id is None or s["profile_id"] == profile_id)
            and (status is None or s["status"] == status)
            and (model_index is None or s["model_index"] == model_index)
        ]
        body = page(call, rows, lambda s: s)
        body["result_version"] = 1 if run.terminal else None
        body["restricted_profiles"] = []
        return Reply(200, body)

    @operation("runs_attempts_list")
    def runs_attempts(self, call: Call) -> Reply:
        run = self.state.run(call.params["run_id"])
        self.state.sync()
        # Attempts belong to agent runs executed by a client; managed runs have none.
        attempts = [] if run.client is None else list(run.client.attempts.values())
        return Reply(200, page(call, attempts, lambda a: render_attempt(run, a)))

    # ------------------------------------------------------------------------ comparisons

    @operation("comparisons_create")
    def comparisons_create(self, call: Call) -> Reply:
        now = self.state.sync()
        record = create_comparison(
            call.body, self.state.runs.values(), new_id=self.state.new_id, now_us=now
        )
        self.state.comparisons[record["id"]] = record
        return Reply(201, record)

    @operation("comparisons_get")
    def comparisons_get(self, call: Call) -> Reply:
        record = found(
            self.state.comparisons.get,
            call.params["comparison_id"],
            "comparison_not_found",
            "comparison",
        )
        return Reply(200, record)

    @operation("comparisons_list")
    def comparisons_list(self, call: Call) -> Reply:
        newest_first = list(reversed(self.state.comparisons.values()))
        return Reply(200, page(call, newest_first, list_item))

    # ----------------------------------------------------------------------------- traces

    @operation("traces_live")
    def traces_live(self, call: Call) -> Reply:
        self.state.sync()
        status = q_choice(call, "status", ("open", "complete"))
        rows = [
            (run, attempt)
            for run, attempt in traced_attempts(self.state.runs.values())
            if call.query.get("run_id") in (None, run.id)
            and call.query.get("sample_id") in (None, attempt.cell.sample_id)
            and call.query.get("unit_id") in (None, unit_id(run, attempt.cell))
            and status in (None, trace_status(attempt))
        ]
        return Reply(200, page(call, rows, lambda row: render_trace(*row)))

    @operation("traces_get_live")
    def traces_get_live(self, call: Call) -> Reply:
        self.state.sync()
        trace_id = call.params["trace_uuid"]
        for run, attempt in traced_attempts(self.state.runs.values()):
            if attempt.trace_id == trace_id:
                spans = render_spans(attempt, payloads=call.query.get("payloads") != "false")
                body = page(call, spans, lambda span: span)
                return Reply(
                    200,
                    {
                        "trace": render_trace(run, attempt, record=True),
                        "spans": body["data"],
                        "findings": [],
                        "next_cursor": body["next_cursor"],
                        "payloads": call.query.get("payloads") != "false",
                    },
                )
        raise not_found("trace_not_found", "trace", trace_id)
