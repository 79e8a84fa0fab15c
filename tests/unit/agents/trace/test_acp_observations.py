"""ACP observations v1 (``_trace.observations``): the metadata an ACP attempt reports when its
grant asks for no trace, its bounds, and how refusals are handled."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._trace.observations import (
    MAX_EVENTS,
    OBSERVATIONS_SCHEMA,
    ObservationLog,
    ObservationSender,
)


def _sha(value: object) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def test_each_notification_is_metadata_only_with_its_canonical_sha256() -> None:
    log = ObservationLog()
    chunk = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "é 42"}}
    tool = {
        "sessionUpdate": "tool_call",
        "toolCallId": "call-1",
        "kind": "edit",
        "status": "pending",
        "title": "secret title",
        "rawInput": {"path": "a.txt"},
    }
    log.record(chunk)
    log.record(tool)
    log.record({"sessionUpdate": "no_such_kind", "x": 1})
    made = log.batch()
    assert made is not None
    body, last, count = made
    assert (last, count) == ("3", 3)
    assert body["schema_version"] == OBSERVATIONS_SCHEMA
    first, second, third = body["events"]  # type: ignore[misc]
    payload = json.dumps(chunk, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert first == {
        "ordinal": 1,
        "kind": "agent_message_chunk",
        "payload_bytes": len(payload.encode()),
        "sha256": _sha(chunk),
    }
    assert second["tool_call_id"] == "call-1"
    assert (second["tool_kind"], second["tool_status"]) == ("edit", "pending")
    assert "secret" not in json.dumps(body) and "a.txt" not in json.dumps(body)
    assert third["kind"] == "no_such_kind"
    assert body["coverage"] == {"truncated": False, "unsupported_notifications": 1}


def test_only_the_first_256_notifications_within_32_kib_are_kept() -> None:
    log = ObservationLog()
    for _ in range(MAX_EVENTS + 10):
        log.record({"sessionUpdate": "plan"})
    assert len(log.events) == MAX_EVENTS and log.truncated
    roomy = ObservationLog()
    for n in range(MAX_EVENTS):  # long tool ids: the 32 KiB bound comes first
        roomy.record({"sessionUpdate": "tool_call", "toolCallId": f"{n:0>120}", "kind": "x"})
    made = roomy.batch()
    assert made is not None and roomy.truncated
    text = json.dumps(made[0]["events"], sort_keys=True, separators=(",", ":"))
    assert len(text) <= 32 * 1024 < len(text) + 200
    assert len(roomy.events) < MAX_EVENTS


class Service:
    def __init__(self, *refusals: str) -> None:
        self.refusals = list(refusals)
        self.sent: list[tuple[list[int], str]] = []

    async def send(self, body: dict[str, Any], key: str) -> object:
        ordinals = [e["ordinal"] for e in body["events"]]
        if self.refusals:
            code = self.refusals.pop(0)
            raise EvalRouterError(code, "refused", status_code=422 if code != "x" else 409)
        self.sent.append((ordinals, key))
        return {}


async def test_only_new_ordinals_are_sent_each_time_keyed_by_the_last_one() -> None:
    log, service, refused = ObservationLog(), Service(), []
    sender = ObservationSender(log, service.send, attempt_id="att_1", on_refused=refused.append)
    log.record({"sessionUpdate": "plan"})
    log.record({"sessionUpdate": "plan"})
    await sender.flush()
    await sender.flush()  # nothing new: nothing sent
    log.record({"sessionUpdate": "plan"})
    await sender.final()
    assert service.sent == [([1, 2], "cr-obs-att_1-2"), ([3], "cr-obs-att_1-3")]
    assert refused == []


async def test_a_refused_batch_is_reported_and_the_next_ones_still_go() -> None:
    log, service, refused = ObservationLog(), Service("observations_invalid"), []
    sender = ObservationSender(log, service.send, attempt_id="att_1", on_refused=refused.append)
    log.record({"sessionUpdate": "plan"})
    await sender.flush()
    log.record({"sessionUpdate": "plan"})
    await sender.final()
    assert refused == ["observations_invalid"]
    assert service.sent == [([2], "cr-obs-att_1-2")]


@pytest.mark.parametrize("code", ["run_stopped", "trace_sealed", "attempt_closed"])
async def test_a_stop_or_a_sealed_trace_ends_the_sending_quietly(code: str) -> None:
    log, service, refused = ObservationLog(), Service(code), []
    sender = ObservationSender(log, service.send, attempt_id="att_1", on_refused=refused.append)
    log.record({"sessionUpdate": "plan"})
    await sender.flush()
    log.record({"sessionUpdate": "plan"})
    await sender.final()
    assert (service.sent, refused) == ([], [])
