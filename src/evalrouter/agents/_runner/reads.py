"""What a started run's reads make of the service's records: a live trace with every page of its
spans, what the run has cost (:class:`RunCosts`), and the concurrency it was admitted with."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from evalrouter_generated._model import JsonValue
from evalrouter_generated.models.live_trace_detail_view import LiveTraceDetailView

if TYPE_CHECKING:
    from evalrouter_generated.models.result_record import ResultRecord
    from evalrouter_generated.models.run_record import RunRecord

    from ..._client import AsyncEvalRouter

__all__ = ["RunCosts", "costs_of", "run_concurrency", "with_spans"]

_MAX_SPAN_PAGES = 1000  # a trace's spans, a page at a time: bounded like every loop here


async def with_spans(client: AsyncEvalRouter, trace_id: str) -> LiveTraceDetailView:
    """One live trace with all its spans (with content) and findings, every page read."""
    body: dict[str, JsonValue] = {}
    spans: list[JsonValue] = []
    findings: list[JsonValue] = []
    cursor: str | None = None
    for _ in range(_MAX_SPAN_PAGES):
        page = await client.traces.get_live(trace_id, cursor=cursor, payloads=True)
        data = page.to_dict()
        body = body or dict(data)
        listed, found = data.get("spans"), data.get("findings")
        spans += listed if isinstance(listed, list) else []
        findings += found if isinstance(found, list) else []
        cursor = page.next_cursor
        if not cursor:
            break
    return LiveTraceDetailView(
        {**body, "spans": spans, "findings": findings, "next_cursor": cursor}
    )


class RunCosts(TypedDict):
    """What a run has cost: ``spend_microusd`` so far, its cap, what is reserved for open
    work, and the result's cost breakdown once there is one (else ``None``)."""

    spend_microusd: str | None
    cap_microusd: str | None
    reserved_microusd: str | None
    result: JsonValue


def run_concurrency(record: RunRecord) -> int | None:
    concurrency = record.to_dict().get("concurrency")
    if isinstance(concurrency, dict):
        value = concurrency.get("admitted_ceiling")
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def costs_of(record: RunRecord, results: ResultRecord | None) -> RunCosts:
    data = record.to_dict()

    def money(name: str) -> str | None:
        value = data.get(name)
        return value if isinstance(value, str) else None

    return {
        "spend_microusd": money("spend_microusd"),
        "cap_microusd": money("cap_microusd"),
        "reserved_microusd": money("reserved_microusd"),
        "result": None if results is None else results.to_dict().get("costs"),
    }
