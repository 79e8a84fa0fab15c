"""Record a LangGraph checkpoint saver's writes as trace checkpoints.

The saver is wrapped in place (its ``put`` and ``aput``), so the object the user passes to
``graph.compile(checkpointer=...)`` is the one they already have. LangGraph itself is never
imported here: any object with those two methods works.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from evalrouter._errors import invalid_input
from evalrouter.agents._trace.policy import ACTIVE_RECORDER, MAX_NAME_CHARS

if TYPE_CHECKING:
    from evalrouter.agents._trace.recorder import TraceRecorder

__all__ = ["langgraph_checkpointer"]

_MARK = "_evalrouter_trace_wrapped"
_MIN_STEP, _MAX_STEP = -1, 1_000_000
_RECENT = 64


class _Target:
    """Where a wrapped saver records, and the checkpoint ids it recorded last: a saver whose
    ``aput`` calls its own ``put`` (or the reverse, through another event loop) records each
    write once."""

    def __init__(self, recorder: TraceRecorder) -> None:
        self.recorder = recorder
        self.recent: deque[str] = deque(maxlen=_RECENT)

    def record(self, args: tuple[object, ...], kwargs: Mapping[str, object]) -> None:
        checkpoint = _argument(args, kwargs, 1, "checkpoint")
        metadata = _argument(args, kwargs, 2, "metadata")
        metadata = metadata if isinstance(metadata, Mapping) else {}
        source = metadata.get("source")
        label = f"langgraph {source if isinstance(source, str) and source else 'checkpoint'}"
        fields: dict[str, object] = {"source": "langgraph"}
        checkpoint_id = checkpoint.get("id") if isinstance(checkpoint, Mapping) else None
        if isinstance(checkpoint_id, str) and checkpoint_id:
            if checkpoint_id in self.recent:
                return
            self.recent.append(checkpoint_id)
            fields["checkpoint_id"] = checkpoint_id[:MAX_NAME_CHARS]
        step = metadata.get("step")
        if isinstance(step, int) and not isinstance(step, bool) and _MIN_STEP <= step <= _MAX_STEP:
            fields["step"] = step
        # The attempt whose agent wrote it, when a saver is shared by concurrent attempts.
        (ACTIVE_RECORDER.get() or self.recorder).checkpoint(label, **fields)


def _argument(
    args: tuple[object, ...], kwargs: Mapping[str, object], index: int, name: str
) -> object:
    if name in kwargs:
        return kwargs[name]
    return args[index] if len(args) > index else None


def langgraph_checkpointer[S](recorder: TraceRecorder, saver: S) -> S:
    """``saver`` with each successful ``put``/``aput`` recorded as a checkpoint on
    ``recorder``; the same object is returned. Wrapped again, it records on the newest
    recorder (still once per write)."""
    put = getattr(saver, "put", None)
    aput = getattr(saver, "aput", None)
    if not callable(put) or not callable(aput):
        raise invalid_input(
            f"langgraph_checkpointer needs a LangGraph checkpoint saver (with put and aput), "
            f"not {type(saver).__name__}.",
            hint="Pass a saver such as langgraph.checkpoint.memory.InMemorySaver().",
        )
    wrapped = getattr(saver, _MARK, None)
    if isinstance(wrapped, _Target):
        # Wrapped before (a saver reused across attempts): record on the newest recorder.
        wrapped.recorder = recorder
        return saver
    target = _Target(recorder)
    sync_put: Callable[..., object] = put
    async_put: Callable[..., object] = aput

    def traced_put(*args: object, **kwargs: object) -> object:
        result = sync_put(*args, **kwargs)
        target.record(args, kwargs)
        return result

    async def traced_aput(*args: object, **kwargs: object) -> object:
        result = await async_put(*args, **kwargs)  # type: ignore[misc]
        target.record(args, kwargs)
        return result

    try:
        setattr(saver, "put", traced_put)  # noqa: B010 - an instance attribute over the method
        setattr(saver, "aput", traced_aput)  # noqa: B010
        setattr(saver, _MARK, target)
    except (AttributeError, TypeError):
        raise invalid_input(
            f"langgraph_checkpointer cannot wrap a {type(saver).__name__}: its methods cannot "
            "be replaced.",
            hint="Pass a LangGraph saver instance (not a class or a frozen object).",
        ) from None
    return saver
