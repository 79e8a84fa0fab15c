"""A finished run's results (``GET /runs/{id}/results``): per benchmark and model, the headline
metric with its Wilson interval, outcome counts, costs and coverage, and the report written from
them (``_report``)."""

from __future__ import annotations

import json
from typing import Any

from .._hashing import sha256_hex
from ._catalog import BenchmarkVersion
from ._clock import iso
from ._quotes import profile_selection, render_model, subject_names
from ._report import render_report
from ._run_facts import execution_assurance
from ._runs import Cell, Run
from ._stats import CONFIDENCE, standard_error, wilson
from ._views import manifest_hash, retention

JsonObject = dict[str, Any]
RESULT_VERSION = 1


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
    units = _units(run)
    profiles = [_profile_result(run, b, i, cells) for b, i, cells in units]
    costs = [
        {
            "profile_id": bench.id,
            "model_index": index,
            "charged_microusd": str(sum(c.charge_microusd for c in cells if c.reused_from is None)),
            "total_cost_microusd": str(sum(c.charge_microusd for c in cells)),
            "pending_operations": 0,
        }
        for bench, index, cells in units
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
        "version": RESULT_VERSION,
        "finalized_at": finished,
        "profiles": profiles,
        "summary": {
            "schema_version": 1,
            "run_id": run.id,
            "name": run.name,
            "status": run.status,
            "terminal_reason": run.terminal_reason,
            "finished_at": finished,
            "result_version": RESULT_VERSION,
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
        "report": render_report(run, units, profiles, checksum, RESULT_VERSION),
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
        "execution_assurance": execution_assurance(run.quote),
        "envelope": None,
    }
