"""What the runs a recipe made recorded, read back with the SDK: each attempt trace's spans,
counted as the recipe tests compare them with the framework's own counts.

Pytest-free: the recipe runner (recipe_runner.py) reads its runs with it inside the recipe's
own environment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from evalrouter import EvalRouter
from evalrouter._tool_script import script_step

MAX_PAGES = 100  # bounded: a trace of the recipes has a few dozen spans


@dataclass
class Span:
    id: str
    parent: str | None
    kind: str
    name: str
    attributes: dict[str, Any]
    events: list[dict[str, Any]]


@dataclass
class Trace:
    status: str
    spans: list[Span]

    def depth(self, span: Span) -> int:
        """1 for the root, 2 for its children, ..."""
        by_id = {s.id: s for s in self.spans}
        depth, current = 1, span
        while current.parent is not None and current.parent in by_id and depth <= len(by_id):
            current = by_id[current.parent]
            depth += 1
        return depth

    def of_kind(self, kind: str) -> list[Span]:
        return [s for s in self.spans if s.kind == kind]


def traces(client: EvalRouter, run_id: str) -> list[Trace]:
    """Every attempt trace of the run, with its spans (``traces.get_live``, all pages)."""
    out: list[Trace] = []
    for view in client.traces.live(run_id=run_id):
        summary: dict[str, Any] = dict(view.to_dict())
        spans: list[Span] = []
        cursor: str | None = None
        for _page in range(MAX_PAGES):
            answer = client.traces.get_live(str(summary["id"]), payloads=True, cursor=cursor)
            detail: dict[str, Any] = dict(answer.to_dict())
            spans += [
                Span(
                    s["span_id"],
                    s.get("parent_span_id"),
                    s["kind"],
                    s["name"],
                    dict(s.get("attributes") or {}),
                    list(s.get("events") or []),
                )
                for s in detail["spans"]
            ]
            cursor = detail.get("next_cursor")
            if not cursor:
                break
        out.append(Trace(str(summary["status"]), spans))
    return out


def task_tools(trace: Trace) -> list[Span]:
    """The tool spans of the task's tools the agent called (the calculator): not the task
    protocol's own steps (``get_task``, ``submit``, ``done``), which no framework counts."""
    return [s for s in trace.of_kind("tool") if script_step(s.name) is None]


def has_tokens(span: Span) -> bool:
    """A model turn carries the call's usage: input tokens (every real call has some) and an
    output count."""
    given = span.attributes
    return int(given.get("input_tokens") or 0) > 0 and given.get("output_tokens") is not None


def warnings(trace: Trace) -> list[str]:
    """The warnings the trace carries, each as ``label: message``: span events named or
    labelled as warnings, and the runner's checkpoints (``label`` ``warning: <reason>``, with
    ``warning`` and ``message`` fields)."""
    found: list[str] = []
    for span in trace.spans:
        for event in span.events:
            fields = {**dict(event.get("attributes") or {}), **event}
            keys = ("name", "label", "level", "severity", "warning")
            if "warn" in " ".join(str(fields.get(k) or "") for k in keys).lower():
                label = fields.get("label") or fields.get("name")
                found.append(f"{label}: {fields.get('message') or fields.get('warning')}")
    return found


def summary(found: list[Trace]) -> dict[str, Any]:
    """The counts the recipe tests compare with the framework's own."""
    models = [s for t in found for s in t.of_kind("model")]
    return {
        "model_turns": len(models),
        "tool_spans": sum(len(task_tools(t)) for t in found),
        "calls_without_tokens": sum(1 for s in models if not has_tokens(s)),
        "input_tokens": sum(int(s.attributes.get("input_tokens") or 0) for s in models),
        "output_tokens": sum(int(s.attributes.get("output_tokens") or 0) for s in models),
        "warnings": [w for t in found for w in warnings(t)],
    }
