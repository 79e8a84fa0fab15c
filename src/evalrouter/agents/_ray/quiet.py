"""Ray's own messages kept off the user's stdout.

A Ray driver prints the cluster's error messages (a node "marked dead because the detector has
missed too many heartbeats", a worker killed, with their stack traces) on its stdout, from a
thread Ray starts in every driver (``ray._private.worker.listen_error_messages``, which hands
each to ``print_to_stdstream`` as printed by the ``raylet``), whatever ``log_to_driver`` says.
The executor says what it needs of them in its own events (``worker_unresponsive``,
``worker_lost``). Unless the driver asked for Ray's output (``ray.init(log_to_driver=True)``,
Ray's default, which registers Ray's ``ray_print_logs`` handler), those messages go to the
``evalrouter.agents`` logger (DEBUG) instead. Ray's private module moved: left as it is."""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from typing import Any

__all__ = ["quiet_ray_messages"]

log = logging.getLogger("evalrouter.agents")

_MARK = "_evalrouter_quiet"


def quiet_ray_messages() -> None:
    """Route the raylet's messages to the log (once per process; harmless to repeat)."""
    try:
        worker = importlib.import_module("ray._private.worker")
        logging_module = importlib.import_module("ray._private.ray_logging")
    except ImportError:
        return
    printer = getattr(worker, "print_to_stdstream", None)
    dispatcher = getattr(logging_module, "global_worker_stdstream_dispatcher", None)
    if not callable(printer) or getattr(printer, _MARK, False):
        return
    setattr(worker, "print_to_stdstream", _routed(printer, dispatcher))  # noqa: B010


def _routed(printer: Callable[..., Any], dispatcher: object) -> Callable[..., Any]:
    def print_to_stdstream(data: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(data, dict) and data.get("pid") == "raylet" and not _asked(dispatcher):
            for line in data.get("lines") or ():
                log.debug("Ray: %s", line)
            return None
        return printer(data, *args, **kwargs)

    setattr(print_to_stdstream, _MARK, True)
    return print_to_stdstream


def _asked(dispatcher: object) -> bool:
    """Whether this driver shows its workers' output (``log_to_driver``)."""
    handlers = getattr(dispatcher, "handlers", ())
    return any(isinstance(h, tuple) and h and h[0] == "ray_print_logs" for h in handlers)
