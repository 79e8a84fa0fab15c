"""A page's body is decoded without a whole-body depth check (pages are the hot path of
``runs.follow`` and of every list): a value in it nested deeper than ``MAX_DEPTH`` is refused
where the SDK copies it (``event.data``, ``to_dict()``, ``record[...]``, ``to_json()``) with
``invalid_response``, never a ``RecursionError``; the rest of the page reads as usual. Any other
answer is still refused whole (``tests/unit/stranger/test_stranger_robustness.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from evalrouter_generated._model import MAX_DEPTH

from evalrouter import EvalRouterError
from tests.support.api import FakeAPI, collect, done
from tests.support.records import event, events, page, run_record

# Deep enough to be refused, shallow enough for json to decode on every supported Python.
TOO_DEEP = MAX_DEPTH * 5


def nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = {"a": value}
    return value


def refused(read: Any) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        read()
    assert info.value.code == "invalid_response"
    assert info.value.details is not None and info.value.details["reason"] == "too_deep"
    assert f"more than {MAX_DEPTH} levels" in info.value.message
    return info.value


async def test_a_deep_event_is_followed_and_refused_where_it_is_read(client: Any, api: FakeAPI):
    deep = {**event(2, "sample.completed"), "data": nested(TOO_DEEP)}
    api.on("GET", "/runs/run_1/events", events([event(1), deep, event(3)], 3, status="completed"))
    seen = await collect(client.runs.follow("run_1"))
    assert [e.sequence for e in seen] == [1, 2, 3]
    shallow, deep_event = seen[0], seen[1]
    assert shallow.data == {} and shallow.to_dict()["sequence"] == 1
    assert deep_event.type == "sample.completed" and deep_event.sequence == 2
    assert "sample.completed" in repr(deep_event)
    refused(lambda: deep_event.data)
    refused(deep_event.to_dict)
    refused(lambda: deep_event["data"])


def test_one_level_short_of_the_limit_reads(client: Any):
    from evalrouter_generated.models.run_event import RunEvent

    record = RunEvent.from_dict({"sequence": 1, "type": "x", "data": nested(MAX_DEPTH - 1)})
    assert record.to_dict()["data"] == nested(MAX_DEPTH - 1)
    refused(RunEvent.from_dict({"sequence": 1, "type": "x", "data": nested(MAX_DEPTH)}).to_dict)


async def test_a_deep_item_of_a_list_page_is_refused_where_it_is_read(client: Any, api: FakeAPI):
    deep = {**run_record("run_2"), "metadata": nested(TOO_DEEP)}
    api.on("GET", "/runs", page([run_record("run_1"), deep]))
    listed = await done(client.runs.list())
    runs = [run async for run in listed] if hasattr(listed, "__aiter__") else list(listed)
    assert [r.id for r in runs] == ["run_1", "run_2"]
    refused(runs[1].to_dict)
    assert runs[0].to_dict()["id"] == "run_1"


def test_to_json_of_a_value_too_deep_for_json_is_invalid_response():
    from evalrouter_generated.models.run_event import RunEvent

    record = RunEvent.from_dict({"sequence": 1, "type": "x", "data": nested(200_000)})
    refused(record.to_json)
