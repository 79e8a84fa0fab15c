"""The run record (``GET /runs/{id}``) with its progress and queue, and the run's receipt.

Results, the run's own comparison, samples and exports are rendered in ``_results``,
``_run_comparison`` and ``_exports``.
"""

from __future__ import annotations

from typing import Any

from .._hashing import sha256_hex
from ._clock import MICROS, iso
from ._quotes import profile_selection, render_concurrency, render_model
from ._run_facts import execution_facts
from ._runs import Run

JsonObject = dict[str, Any]
RAW_DAYS, SUMMARY_DAYS = 30, 365
DAY_US = 86_400 * MICROS


def manifest_hash(run: Run) -> str:
    parts = [b.manifest_sha256 for b in run.quote.benches] + [r.id for r in run.quote.routes]
    return sha256_hex("|".join(parts))


def retention(run: Run) -> JsonObject:
    return {
        "raw_evidence_expired": False,
        "raw_evidence_deleted_at": None,
        "raw_expires_at": iso(run.created_us + RAW_DAYS * DAY_US),
        "summary_expires_at": iso(run.created_us + SUMMARY_DAYS * DAY_US),
    }


def _seconds(us: int) -> int:
    return us // MICROS


def progress(run: Run, now_us: int) -> JsonObject:
    planned = len(run.cells)
    graded, errors = run.count("graded"), run.count("error")
    cancelled, skipped = run.count("cancelled"), run.count("skipped_budget")
    processed = graded + errors
    # A client run has as many tasks running as it has open attempts.
    running = 1 if run.inflight is not None else run.count("running")
    pending = run.count("pending")
    elapsed: int | None = None
    rate: float | None = None
    eta: int | None = None
    if run.started_us is not None:
        end = run.finished_us if run.finished_us is not None else now_us
        elapsed_us = max(0, end - run.started_us)
        elapsed = _seconds(elapsed_us)
        if processed and elapsed_us:
            rate = round(processed * 60 * MICROS / elapsed_us, 2)
            if not run.terminal:
                eta = _seconds((pending + running) * elapsed_us // processed)
    return {
        "phase": run.status,
        "planned": planned,
        "processed": processed,
        "graded": graded,
        "errors": errors,
        "cancelled": cancelled,
        "pending": pending,
        "running": running,
        "skipped_budget": skipped,
        "percent": round(100 * processed / planned, 1) if planned else None,
        "elapsed_seconds": elapsed,
        "eta_seconds": eta,
        "rate_per_minute": rate,
        "waiting_reason": None,
        "observed_at": iso(now_us),
    }


def render_run(run: Run, now_us: int) -> JsonObject:
    quote = run.quote
    return {
        "id": run.id,
        "name": run.name,
        "status": run.status,
        "created_at": iso(run.created_us),
        "started_at": None if run.started_us is None else iso(run.started_us),
        "finished_at": None if run.finished_us is None else iso(run.finished_us),
        "planned_count": len(run.cells),
        "completed_count": run.count("graded"),
        "error_count": run.count("error"),
        "progress": progress(run, now_us),
        "queue": (
            {
                "live_workers": 1,
                "units_ahead": 0,
                "position": 1,
                "own_runs_ahead": 0,
                "eta_seconds": max(0, _seconds(run.start_at_us - now_us)),
                "eta_basis": "worker_start",
                "quota_kind": None,
                "quota_limit": None,
                "waiting_reason": None,
                "observed_at": iso(now_us),
            }
            if run.status == "queued"
            else None
        ),
        "waiting_reason": None,
        "retry_at": None,
        "cap_microusd": None if run.cap_microusd is None else str(run.cap_microusd),
        "reserved_microusd": str(run.reserved_microusd),
        "spend_microusd": str(run.spend_microusd),
        "billing_state": "settled" if run.terminal else "pending",
        "funding_policy": {
            "mode": "per_call",
            "version": "native-per-call-v1",
            "cap_source": "user" if run.cap_microusd is not None else "wallet_available",
        },
        "interruption": (
            None
            if run.interruption is None
            else {**run.interruption, "continued_by": run.continued_by}
        ),
        "terminal_reason": run.terminal_reason,
        "cancel_requested_at": (
            None if run.cancel_requested_us is None else iso(run.cancel_requested_us)
        ),
        "model": render_model(quote),
        "agent": quote.agent,
        "profiles": [profile_selection(quote, b) for b in quote.benches],
        "coverage": quote.coverage,
        "concurrency": render_concurrency(quote),
        "execution_mode": None if quote.client is None else "client_run",
        "configuration": None,
        "labels": None,
        "metadata": dict(run.metadata),
        "manifest_hash": manifest_hash(run),
        "retention": retention(run),
        "source_run_id": run.source_run_id,
        "quote_id": quote.id,
        **execution_facts(run, now_us),
    }


def receipt(run: Run) -> JsonObject:
    return {
        "run_id": run.id,
        "created_at": iso(run.created_us),
        "billing_state": "settled" if run.terminal else "pending",
        "currency": "USD",
        "cap_microusd": None if run.cap_microusd is None else str(run.cap_microusd),
        "reserved_microusd": str(run.reserved_microusd),
        "spend_microusd": str(run.spend_microusd),
        "report_expired": False,
        "summary_expires_at": iso(run.created_us + SUMMARY_DAYS * DAY_US),
        "deleted_at": None,
    }
