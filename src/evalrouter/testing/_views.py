"""JSON renderings of runs: the run record, results, comparison, samples, receipt and exports."""

from __future__ import annotations

import csv
import hashlib
import html
import io
import json
import zipfile
from datetime import UTC, datetime
from typing import Any

from ._catalog import BenchmarkVersion, sha256_hex
from ._client_runs import AGENT_FAILURES
from ._clock import MICROS, iso
from ._quotes import profile_selection, render_concurrency, render_model, subject_names
from ._runs import Cell, Run, outcome, score
from ._stats import CONFIDENCE, paired_difference, rank_labels, standard_error, wilson

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
    }


# --------------------------------------------------------------------------------- results


def _units(run: Run) -> list[tuple[BenchmarkVersion, int, list[Cell]]]:
    units = []
    for bench in run.quote.benches:
        for index, _route in enumerate(run.quote.routes):
            cells = [c for c in run.all_cells if c.bench.id == bench.id and c.model_index == index]
            units.append((bench, index, cells))
    return units


def wilson_interval(successes: int, n: int) -> JsonObject | None:
    bounds = wilson(successes, n)
    if bounds is None:
        return None
    return {
        "method": "wilson",
        "confidence": CONFIDENCE,
        "lower": round(bounds[0], 6),
        "upper": round(bounds[1], 6),
        "sample_count": n,
        "eligible_count": n,
        "approximate": True,
        "strata_count": 1,
        "unrepresented_strata": 0,
        "target": "mean",
        "weights": "equal",
        "seed": None,
        "resamples": None,
        "cluster_count": None,
    }


def metric_record(bench: BenchmarkVersion, correct: int, n: int) -> JsonObject:
    """The headline metric (``MetricRecord``) of ``correct`` passes out of ``n`` graded tasks."""
    interval = wilson_interval(correct, n)
    return {
        "key": bench.headline_key,
        "name": "Accuracy",
        "value": round(correct / n, 6),
        "direction": "higher_is_better",
        "standard_error": round(standard_error(correct, n) or 0.0, 6),
        "sample_count": n,
        "source": "grader",
        "task": bench.slug,
        "uncertainty": {"interval": interval, "reason": None if interval else "no graded tasks"},
    }


def _profile_result(run: Run, bench: BenchmarkVersion, index: int, cells: list[Cell]) -> JsonObject:
    subject = subject_names(run.quote)[index]
    graded = [c for c in cells if c.status == "graded"]
    correct = sum(1 for c in graded if c.answer is not None and c.answer.correct)
    n = len(graded)
    counts = {s: sum(1 for c in cells if c.status == s) for s in ("error", "cancelled")}
    skipped = sum(1 for c in cells if c.status == "skipped_budget")
    interval = wilson_interval(correct, n)
    uncertainty = {"interval": interval, "reason": None if interval else "no graded tasks"}
    metrics = [metric_record(bench, correct, n)] if n else []
    errors_by_class: dict[str, int] = {}
    for cell in cells:
        if cell.status == "error" and cell.answer is not None and cell.answer.error_code:
            errors_by_class[cell.answer.error_code] = (
                errors_by_class.get(cell.answer.error_code, 0) + 1
            )
    attempted = n + counts["error"]
    pass_bounds = wilson(correct, n)
    status = "completed" if n + counts["error"] == len(cells) and n else "partial"
    if not n and counts["error"]:
        status = "failed"
    name = bench.name if not run.quote.comparison else f"{bench.name} · {subject}"
    return {
        "profile_id": bench.id,
        "unit_id": f"{run.id}:{bench.id}:{index}",
        "name": name,
        "model_index": index,
        "headline_key": bench.headline_key,
        "metrics": metrics,
        "planned": len(cells),
        "graded": n,
        "eligible": n,
        "errors": counts["error"],
        "cancelled": counts["cancelled"],
        "skipped_budget": skipped,
        "status": status,
        "error_code": None,
        "runner": "evalrouter-local",
        "selection": profile_selection(run.quote, bench),
        "data_license": bench.data_license,
        "license_url": None,
        "source_url": None,
        "source_revision": f"local-{bench.version}",
        "display_policy": "public",
        "native": None,
        "sampling": "temperature_0",
        "judge_sampling": None,
        "uncertainty": {bench.headline_key: uncertainty},
        "uncertainty_note": "95% Wilson score interval over graded tasks.",
        "outcome_counts": {
            "pass_rate": {
                "rate": round(correct / n, 6) if n else None,
                "lower": None if pass_bounds is None else round(pass_bounds[0], 6),
                "upper": None if pass_bounds is None else round(pass_bounds[1], 6),
                "n": n,
            },
            "failure_rate": {
                "rate": round(counts["error"] / attempted, 6) if attempted else None,
                "n": attempted,
                "by_class": {k: round(v / attempted, 6) for k, v in errors_by_class.items()},
            },
            "failures_by_class": errors_by_class,
            "model_outcomes": {"correct": correct, "incorrect": n - correct},
            "verdicts": {"correct": correct, "incorrect": n - correct},
        },
    }


def render_results(run: Run) -> JsonObject:
    assert run.finished_us is not None
    finished = iso(run.finished_us)
    profiles = [_profile_result(run, b, i, cells) for b, i, cells in _units(run)]
    costs = [
        {
            "profile_id": bench.id,
            "model_index": index,
            "charged_microusd": str(sum(c.charge_microusd for c in cells if c.reused_from is None)),
            "total_cost_microusd": str(sum(c.charge_microusd for c in cells)),
            "pending_operations": 0,
        }
        for bench, index, cells in _units(run)
    ]
    every = run.all_cells
    coverage_counts = {
        "planned": len(every),
        "attempted": sum(1 for c in every if c.status in ("graded", "error")),
        "graded": sum(1 for c in every if c.status == "graded"),
        "errors": sum(1 for c in every if c.status == "error"),
        "cancelled": sum(1 for c in every if c.status == "cancelled"),
        "skipped_budget": sum(1 for c in every if c.status == "skipped_budget"),
    }
    checksum = sha256_hex(json.dumps(profiles, sort_keys=True))
    return {
        "id": run.result_id,
        "run_id": run.id,
        "version": 1,
        "finalized_at": finished,
        "profiles": profiles,
        "summary": {
            "schema_version": 1,
            "run_id": run.id,
            "name": run.name,
            "status": run.status,
            "terminal_reason": run.terminal_reason,
            "finished_at": finished,
            "result_version": 1,
            "manifest_hash": manifest_hash(run),
            "billing_snapshot": {
                "as_of": finished,
                "pending": False,
                "cap_microusd": None if run.cap_microusd is None else str(run.cap_microusd),
                "reserved_microusd": "0",
                "spend_microusd": str(run.spend_microusd),
                "costbench": None,
            },
            "coverage": coverage_counts,
            "labels": None,
        },
        "costs": {
            "as_of": finished,
            "basis": "managed_total",
            "currency": "USD",
            "note": "Charges of this run; tasks reused from an earlier run cost nothing here.",
            "profiles": costs,
        },
        "coverage": run.quote.coverage,
        "model": render_model(run.quote),
        "model_names": subject_names(run.quote),
        "report": None,
        "retention": retention(run),
        "checksum": checksum,
        "manifest_hash": manifest_hash(run),
        "benchmark_notices": [
            {
                "profile_id": b.id,
                "manifest_sha256": b.manifest_sha256,
                "evidence_sha256": sha256_hex(f"evidence:{run.id}:{b.id}"),
                "adaptation_notice": "Procedurally generated local task set; not the original "
                "benchmark data.",
                "licenses": [],
            }
            for b in run.quote.benches
        ],
        "execution_assurance": None,
        "envelope": None,
    }


# ------------------------------------------------------------------------------ comparison


def _percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def _points(value: float) -> str:
    return f"{100 * value:+.1f}"


def _benchmark_comparison(run: Run, bench: BenchmarkVersion) -> JsonObject:
    routes = run.quote.routes
    names = subject_names(run.quote)
    per_model: list[dict[str, float]] = []
    for index in range(len(routes)):
        scores = {}
        for cell in run.all_cells:
            if cell.bench.id == bench.id and cell.model_index == index and cell.status == "graded":
                value = score(cell)
                if value is not None:
                    scores[cell.task.id] = value
        per_model.append(scores)
    planned_ids = list(dict.fromkeys(c.task.id for c in run.all_cells if c.bench.id == bench.id))
    common = [t for t in planned_ids if all(t in m for m in per_model)]
    n = len(common)
    values: list[float | None] = [(sum(m[t] for t in common) / n) if n else None for m in per_model]
    labels = rank_labels(values)
    ranking: list[JsonObject] = []
    for index, route in enumerate(routes):
        correct = round(sum(per_model[index][t] for t in common))
        bounds = wilson(correct, n)
        value = values[index]
        ranking.append(
            {
                "rank": labels[index][0],
                "rank_label": labels[index][1],
                "model_index": index,
                "model_id": route.model_id,
                "route_id": route.managed_id,
                "display_name": names[index],
                "score": None if value is None else round(value, 6),
                "graded": len(per_model[index]),
                "interval": (
                    None
                    if bounds is None
                    else {
                        "low": round(bounds[0], 6),
                        "high": round(bounds[1], 6),
                        "confidence": CONFIDENCE,
                    }
                ),
            }
        )
    ranking.sort(key=lambda r: (r["rank"], r["model_index"]))
    order: list[int] = [r["model_index"] for r in ranking]
    pairs = []
    for position, first in enumerate(order):
        for second in order[position + 1 :]:
            a = [per_model[first][t] for t in common]
            b = [per_model[second][t] for t in common]
            difference, interval = paired_difference(a, b)
            pairs.append(
                {
                    "model_index": first,
                    "other_model_index": second,
                    "difference": round(difference, 6) if n else None,
                    "interval": (
                        None
                        if interval is None
                        else {
                            "low": round(interval[0], 6),
                            "high": round(interval[1], 6),
                            "confidence": CONFIDENCE,
                        }
                    ),
                    "interval_basis": "paired" if interval is not None else "omitted",
                    "significant": interval is not None and (interval[0] > 0 or interval[1] < 0),
                }
            )
    partial = any(len(m) < len(planned_ids) for m in per_model)
    reasons = [] if n else ["no_shared_graded_tasks"]
    return {
        "profile_id": bench.id,
        "name": bench.name,
        "metric": bench.headline_key,
        "direction": "higher_is_better",
        "comparable": n > 0,
        "partial": partial,
        "reasons": reasons,
        "tasks_compared": n,
        "tasks_planned": len(planned_ids),
        "ranking": ranking,
        "pairs": pairs,
        "summary": _summary(bench, ranking, pairs, n),
    }


def _summary(
    bench: BenchmarkVersion, ranking: list[JsonObject], pairs: list[JsonObject], n: int
) -> str | None:
    if n == 0 or len(ranking) < 2:
        return None
    top, second = ranking[0], ranking[1]
    pair = next(
        p
        for p in pairs
        if p["model_index"] == top["model_index"]
        and p["other_model_index"] == second["model_index"]
    )
    if top["rank"] == second["rank"]:
        return (
            f"{top['display_name']} and {second['display_name']} tie at "
            f"{_percent(top['score'])} on {bench.name} ({n} shared tasks)."
        )
    text = (
        f"{top['display_name']} leads {second['display_name']} on {bench.name} by "
        f"{_points(pair['difference'])} points ({_percent(top['score'])} vs "
        f"{_percent(second['score'])}, {n} shared tasks"
    )
    interval = pair["interval"]
    if interval is None:
        return text + "; too few tasks for an interval)."
    bounds = f"95% CI {_points(interval['low'])} to {_points(interval['high'])} points"
    verdict = "significant" if pair["significant"] else "not significant"
    return f"{text}; {bounds}, {verdict})."


def render_comparison(run: Run) -> JsonObject:
    benchmarks = [_benchmark_comparison(run, b) for b in run.quote.benches]
    return {
        "run_id": run.id,
        "result_id": run.result_id,
        "result_version": 1,
        "partial": any(b["partial"] for b in benchmarks),
        "benchmarks": benchmarks,
    }


# ------------------------------------------------------------------------- samples, exports


def failure_class(code: str | None) -> str:
    """Who failed a task: the agent, the client's infrastructure (agent runs), or the provider."""
    if code in AGENT_FAILURES:
        return "agent"
    return "infrastructure" if code is not None and code.startswith("client_") else "provider"


def render_sample(cell: Cell) -> JsonObject:
    value = score(cell)
    result = cell.answer
    failed = cell.status == "error"
    return {
        "id": cell.sample_id,
        "task_id": cell.task.id,
        "profile_id": cell.bench.id,
        "model_index": cell.model_index,
        "status": cell.status,
        "outcome": outcome(cell),
        "score": value,
        "metric_values": {} if value is None else {cell.bench.headline_key: value},
        "verdict": None if value is None else outcome(cell),
        "verdict_code": None,
        "judged_by": (
            None
            if value is None
            else ("grader:choice_letter" if cell.task.kind == "choice" else "grader:numeric_exact")
        ),
        "model_outcome": (None if result is None else ("error" if failed else "answered")),
        "error_code": result.error_code if result is not None and failed else None,
        "error_message": result.error_message if result is not None and failed else None,
        "failure_class": failure_class(result.error_code)
        if result is not None and failed
        else None,
        "call_failures_by_class": None,
        "completed_at": None if cell.completed_us is None else iso(cell.completed_us),
        "epoch": 1,
        "uncertain": False,
        "answers_withheld": False,
        "output_format": "default",
        "answer": None if result is None or failed else result.text,
        "target": cell.task.target,
        "charge_microusd": str(cell.charge_microusd),
        "reused_from_run": cell.reused_from,
    }


def samples(run: Run) -> list[JsonObject]:
    return [render_sample(c) for c in run.all_cells]


CSV_FIELDS = (
    "sample_id",
    "profile_id",
    "task_id",
    "model_index",
    "route_id",
    "status",
    "outcome",
    "score",
    "answer",
    "target",
    "charge_microusd",
)


BUNDLE_FORMAT = "evalrouter-local.bundle.v1"


def _bundle(run: Run, now_us: int) -> bytes:
    """A zip of the JSON and CSV exports and a ``manifest.json`` listing them with digests.

    Byte for byte the same for the same run and clock: entries are stored in a fixed order with
    the run's finish time as their timestamp.
    """
    assert run.finished_us is not None
    files = [
        (export(run, "json", now_us), "application/json"),
        (export(run, "csv", now_us), "text/csv"),
    ]
    manifest = {
        "format": BUNDLE_FORMAT,
        "run_id": run.id,
        "result_id": run.result_id,
        "result_version": 1,
        "status": run.status,
        "finished_at": iso(run.finished_us),
        "generator": "evalrouter-local",
        "files": [
            {
                "name": name,
                "media_type": media_type,
                "bytes": len(content),
                "sha256": hashlib.sha256(content).hexdigest(),
            }
            for (content, name), media_type in files
        ],
    }
    stamp = datetime.fromtimestamp(run.finished_us // MICROS, UTC).timetuple()[:6]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        entries = [(json.dumps(manifest, indent=2).encode(), "manifest.json")]
        for (content, name), _ in files:
            entries.append((content, name))
        for content, name in entries:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, content)
    return buffer.getvalue()


def export(run: Run, fmt: str, now_us: int) -> tuple[bytes, str]:
    """The export bytes and a file name (its extension says the format)."""
    if fmt == "bundle":
        return _bundle(run, now_us), f"{run.id}.zip"
    if fmt == "json":
        document = {
            "format": "evalrouter-local.export.v1",
            "run": render_run(run, now_us),
            "results": render_results(run),
            "samples": samples(run),
        }
        body = json.dumps(document, indent=2, sort_keys=True).encode()
        return body, f"{run.id}.json"
    if fmt == "summary":
        results = render_results(run)
        document = {
            "format": "evalrouter-local.summary.v1",
            "run_id": run.id,
            "status": run.status,
            "spend_microusd": str(run.spend_microusd),
            "summary": results["summary"],
            "scores": [
                {
                    "profile_id": p["profile_id"],
                    "model_index": p["model_index"],
                    "headline_key": p["headline_key"],
                    "value": p["metrics"][0]["value"] if p["metrics"] else None,
                    "graded": p["graded"],
                }
                for p in results["profiles"]
            ],
        }
        return json.dumps(document, indent=2).encode(), f"{run.id}.summary.json"
    if fmt == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(CSV_FIELDS)
        for cell in run.all_cells:
            sample = render_sample(cell)
            writer.writerow(
                [
                    cell.sample_id,
                    cell.bench.id,
                    cell.task.id,
                    cell.model_index,
                    cell.route.id,
                    cell.status,
                    sample["outcome"],
                    "" if sample["score"] is None else sample["score"],
                    sample["answer"] or "",
                    cell.task.target,
                    cell.charge_microusd,
                ]
            )
        return buffer.getvalue().encode(), f"{run.id}.csv"
    # html
    results = render_results(run)
    rows = "".join(
        f"<tr><td>{html.escape(p['name'])}</td><td>{p['graded']}</td>"
        f"<td>{'' if not p['metrics'] else _percent(p['metrics'][0]['value'])}</td></tr>"
        for p in results["profiles"]
    )
    page = (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(run.name)}"
        f"</title></head><body><h1>{html.escape(run.name)}</h1><p>Status: {run.status}; spend "
        f"{run.spend_microusd} micro-USD.</p><table><tr><th>Profile</th><th>Graded</th>"
        f"<th>Accuracy</th></tr>{rows}</table></body></html>"
    )
    return page.encode(), f"{run.id}.html"


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
