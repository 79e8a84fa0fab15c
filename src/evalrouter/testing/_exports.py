"""What a finished run hands out: its samples, and its exports (JSON, summary, CSV, HTML and a
zip bundle of them with a manifest)."""

from __future__ import annotations

import csv
import hashlib
import html
import io
import json
import zipfile
from datetime import UTC, datetime
from typing import Any

from .._attempt_failures import AGENT_FAILURE_CODES
from ._clock import MICROS, iso
from ._results import render_results
from ._runs import Cell, Run, outcome, score
from ._stats import percent
from ._tasks import grader_id
from ._views import render_run

JsonObject = dict[str, Any]


def failure_class(code: str | None) -> str:
    """Who failed a task: the agent, the client's infrastructure (agent runs), or the provider."""
    if code in AGENT_FAILURE_CODES:
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
        "judged_by": None if value is None else grader_id(cell.task),
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
        f"<td>{'' if not p['metrics'] else percent(p['metrics'][0]['value'])}</td></tr>"
        for p in results["profiles"]
    )
    page = (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(run.name)}"
        f"</title></head><body><h1>{html.escape(run.name)}</h1><p>Status: {run.status}; spend "
        f"{run.spend_microusd} micro-USD.</p><table><tr><th>Profile</th><th>Graded</th>"
        f"<th>Accuracy</th></tr>{rows}</table></body></html>"
    )
    return page.encode(), f"{run.id}.html"
