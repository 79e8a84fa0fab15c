"""The LangGraph checkpointer: a real langgraph-checkpoint InMemorySaver, wrapped in place; each
successful write (sync ``put`` and async ``aput``) becomes one trace checkpoint."""

from __future__ import annotations

import asyncio
import warnings
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._trace.policy import KINDS
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.unit.agents.trace.trace_support import delivered

with warnings.catch_warnings():
    # langgraph-checkpoint warns on import about a future serializer default, and langchain-core
    # (which it imports) installs a filter that shows its warnings: import that first, then
    # silence both for the import below only.
    pytest.importorskip("langchain_core", reason="langgraph-checkpoint depends on it")
    warnings.simplefilter("ignore")
    memory = pytest.importorskip(
        "langgraph.checkpoint.memory", reason="langgraph-checkpoint is a dev dependency"
    )
    from langgraph.checkpoint.base import empty_checkpoint

GRANT = {"level": "spans", "include": list(KINDS)}
CONFIG = {"configurable": {"thread_id": "thread-1", "checkpoint_ns": ""}}


def saver() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return memory.InMemorySaver()


def checkpoints(trace: TraceRecorder) -> list[dict[str, Any]]:
    return [s for s in delivered(trace) if s["type"] == "checkpoint"]


def test_sync_put_records_a_checkpoint_and_the_saver_still_saves() -> None:
    trace = TraceRecorder(GRANT, root_name="graph")
    original = saver()
    wrapped = trace.langgraph_checkpointer(original)
    assert wrapped is original
    first, second = empty_checkpoint(), empty_checkpoint()
    wrapped.put(CONFIG, first, {"source": "input", "step": -1}, {})
    wrapped.put(CONFIG, second, {"source": "loop", "step": 2_000_000, "writes": {}}, {})
    assert wrapped.get_tuple(CONFIG).checkpoint["id"] == second["id"]
    points = checkpoints(trace)
    assert [(p["label"], p["source"], p["checkpoint_id"]) for p in points] == [
        ("langgraph input", "langgraph", first["id"]),
        ("langgraph loop", "langgraph", second["id"]),
    ]
    assert points[0]["step"] == -1 and "step" not in points[1]  # out of range: left out


def test_async_aput_records_once_although_it_calls_put() -> None:
    trace = TraceRecorder(GRANT, root_name="graph")
    wrapped = trace.langgraph_checkpointer(saver())
    checkpoint = empty_checkpoint()

    async def main() -> None:
        async with trace.span("graph run"):
            await wrapped.aput(CONFIG, checkpoint, {"step": 0}, {})

    asyncio.run(main())
    steps = delivered(trace)
    points = [s for s in steps if s["type"] == "checkpoint"]
    run = next(s for s in steps if s.get("name") == "graph run")
    assert len(points) == 1
    assert points[0]["label"] == "langgraph checkpoint" and points[0]["step"] == 0
    assert points[0]["span_id"] == run["span_id"]


class SyncOverAsyncSaver:
    """A saver shaped like the async database savers: its put runs its own aput on an event
    loop (and a checkpoint it was given once is not saved again)."""

    def __init__(self) -> None:
        self.saved: list[str] = []

    def put(self, config: Any, checkpoint: Any, metadata: Any, versions: Any) -> Any:
        return asyncio.run(self.aput(config, checkpoint, metadata, versions))

    async def aput(self, config: Any, checkpoint: Any, metadata: Any, versions: Any) -> Any:
        self.saved.append(checkpoint["id"])
        return config


def test_a_put_that_runs_aput_records_once() -> None:
    trace = TraceRecorder(GRANT, root_name="graph")
    wrapped = trace.langgraph_checkpointer(SyncOverAsyncSaver())
    first, second = empty_checkpoint(), empty_checkpoint()
    wrapped.put(CONFIG, first, {"source": "input"}, {})
    wrapped.put(CONFIG, second, {"source": "loop"}, {})
    assert wrapped.saved == [first["id"], second["id"]]
    assert [p["checkpoint_id"] for p in checkpoints(trace)] == [first["id"], second["id"]]


def test_a_failed_write_records_nothing() -> None:
    trace = TraceRecorder(GRANT, root_name="graph")
    wrapped = trace.langgraph_checkpointer(saver())
    with pytest.raises(KeyError):
        wrapped.put({"configurable": {}}, empty_checkpoint(), {"source": "loop"}, {})
    assert checkpoints(trace) == []


def test_wrapping_again_moves_recording_to_the_new_recorder() -> None:
    first = TraceRecorder(GRANT, root_name="a")
    second = TraceRecorder(GRANT, root_name="b")
    shared = saver()
    first.langgraph_checkpointer(shared)
    assert second.langgraph_checkpointer(shared) is shared
    shared.put(CONFIG, empty_checkpoint(), {"source": "loop", "step": 1}, {})
    assert checkpoints(first) == []
    assert len(checkpoints(second)) == 1


def test_something_that_is_not_a_saver_is_refused() -> None:
    trace = TraceRecorder(GRANT, root_name="graph")
    with pytest.raises(EvalRouterError) as caught:
        trace.langgraph_checkpointer(object())
    assert caught.value.code == "invalid_input"
    assert "put and aput" in str(caught.value)
