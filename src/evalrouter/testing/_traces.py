"""Client traces served back: one live trace per attempt that uploaded client-trace v1 steps.

Steps are stored as received, keyed by ordinal (``_client_api``). A span's steps (sent open, then
closed with the same ``span_id``) are merged into one span; point steps (checkpoints, test results,
command results) become events of the span they name, or of the root span. The trace is ``open``
until the attempt's trajectory is sealed (finish, lease expiry, cancel), then ``complete``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ._client_runs import Attempt
from ._client_spec import agent_label
from ._clock import iso
from ._task_protocol import task_ref, unit_id

if TYPE_CHECKING:
    from ._runs import Run

JsonObject = dict[str, Any]
KINDS = ("agent", "model", "tool")


def traced_attempts(runs: Iterable[Run]) -> Iterator[tuple[Run, Attempt]]:
    for run in runs:
        if run.client is not None:
            for attempt in run.client.attempts.values():
                if attempt.steps:
                    yield run, attempt


def trace_status(attempt: Attempt) -> str:
    return "complete" if attempt.sealed else "open"


def render_spans(attempt: Attempt, *, payloads: bool) -> list[JsonObject]:
    spans: dict[str, JsonObject] = {}
    points: list[JsonObject] = []
    for ordinal in sorted(attempt.steps):
        step = attempt.steps[ordinal]
        if step["type"] != "span":
            points.append(step)
            continue
        span = spans.get(step["span_id"])
        if span is None:
            span = spans[step["span_id"]] = {
                "span_id": step["span_id"],
                "parent_span_id": step.get("parent_span_id"),
                "kind": step.get("kind", "agent"),
                "name": step.get("name", step.get("kind", "agent")),
                "started_at": step.get("started_at"),
                "ended_at": None,
                "status": "unset",
                "attributes": {},
                "events": [],
                "error": None,
            }
            if payloads:
                span["input"] = step.get("input")
                span["output"] = None
        attributes = step.get("attributes")
        if isinstance(attributes, dict):
            span["attributes"].update({k: v for k, v in attributes.items() if v is not None})
        if step.get("ended_at") is not None:
            span["ended_at"] = step["ended_at"]
        if step.get("status") in ("ok", "error"):
            span["status"] = step["status"]
        if payloads and "output" in step:
            span["output"] = step["output"]
        if payloads and span.get("input") is None and "input" in step:
            span["input"] = step["input"]
    rendered = list(spans.values())
    root = next((s for s in rendered if s["parent_span_id"] is None), None)
    for point in points:
        target = spans.get(str(point.get("span_id"))) or root
        if target is not None:
            event = {k: v for k, v in point.items() if k not in ("span_id",)}
            target["events"].append(event)
    for span in rendered:
        if span["status"] == "error":
            span["error"] = {"code": span["attributes"].get("error_code")}
    return rendered


def render_trace(run: Run, attempt: Attempt, *, record: bool = False) -> JsonObject:
    spans = render_spans(attempt, payloads=False)
    counts = {kind: sum(1 for s in spans if s["kind"] == kind) for kind in KINDS}
    root = next((s for s in spans if s["parent_span_id"] is None), None)
    assert run.client is not None
    name = root["name"] if root else agent_label(run.client.spec.agent)
    starts = [str(s["started_at"]) for s in spans if s.get("started_at")]
    started = min(starts) if starts else iso(attempt.created_us)
    tokens = [s["attributes"] for s in spans if s["kind"] == "model"]
    input_tokens = sum(int(a.get("input_tokens") or 0) for a in tokens)
    output_tokens = sum(int(a.get("output_tokens") or 0) for a in tokens)
    status = trace_status(attempt)
    capture = {
        kind: "captured" if counts[kind] else ("missing" if attempt.sealed else "pending")
        for kind in KINDS
    }
    capture["environment"] = "unsupported"
    capture["grading"] = "captured" if attempt.state == "graded" else "missing"
    created = iso(attempt.created_us)
    completed = None if attempt.ended_us is None or not attempt.sealed else iso(attempt.ended_us)
    view: JsonObject = {
        "id": attempt.trace_id,
        "trace_id": attempt.trace_id,
        "name": name,
        "status": status,
        "connection_id": f"client-run:{run.id}",
        "created_at": created,
        "started_at": started,
        "ended_at": None if root is None else root["ended_at"],
        "completed_at": completed,
        "duration_ms": None,
        "span_count": len(spans),
        "error_count": sum(1 for s in spans if s["status"] == "error"),
        "finding_count": 0,
        "input_tokens": input_tokens,
        "output_tokens": output_tokens,
        "total_tokens": input_tokens + output_tokens,
        "cost_microusd": str(attempt.cost_microusd),
        "model_names": [attempt.cell.route.model_id] if counts["model"] else [],
        "session_id": None,
        "expires_at": None,
        "capture_coverage": capture,
        "coverage": dict(counts),
        "metric_coverage": {
            "model_spans": counts["model"],
            "token_spans": sum(1 for a in tokens if a.get("input_tokens") is not None),
            "cost_spans": 0,
        },
        "execution": {
            "source": "client",
            "status": status,
            "run_id": run.id,
            "attempt_id": attempt.id,
            "attempt": attempt.number,
            "sample_id": attempt.cell.sample_id,
            "task_id": attempt.task.id,
            "unit_id": unit_id(run, attempt.cell),
            "profile_id": attempt.cell.bench.id,
            "session_trace_id": attempt.trace_id,
            "parent_trace_id": None,
            "episode_id": None,
            "execution_plan_sha256": attempt.cell.bench.manifest_sha256,
            "partition_count": 1,
            "partition_index": 0,
            "program_sha256": None,
            "provider_id": None,
            "provider_run_id": None,
            "grader_version": None,
            "result_version": 1 if run.terminal else None,
            "capture_coverage": capture,
            "coverage": {"dropped_steps": attempt.dropped_steps, "truncated": attempt.truncated},
            "created_at": created,
            "completed_at": completed,
        },
    }
    if record:
        view["metadata"] = {
            "run_id": run.id,
            "attempt_id": attempt.id,
            "task_ref": task_ref(attempt.cell),
            "steps": len(attempt.steps),
            "dropped_steps": attempt.dropped_steps,
            "truncated": attempt.truncated,
        }
        view["evaluator_verdicts"] = None
        view["failure_counts"] = None
    return view
