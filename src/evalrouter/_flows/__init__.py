"""Every multi-step flow of runs and name resolution, written once, without I/O.

- :mod:`._steps`: the steps a flow yields and the two drivers (sync, async) that run them;
- :mod:`._names` and :mod:`._resolve`: name resolution (pure rules; the catalog reads);
- :mod:`._create_args`: the checked arguments of ``runs.create``;
- :mod:`._admission`: quoting and admission (``runs.create``, ``run.continue_()``);
- :mod:`._wait`: ``runs.wait`` and ``runs.follow``.

The facade (``client.runs``, ``Run``, ``client.benchmarks``) imports what it drives from here.
"""

from ._admission import DEFAULT_ADMISSION_BUDGET, continue_run, create, started
from ._create_args import CreateArgs, check_timeout, parse_coverage, prepare_create
from ._names import ResolvedBenchmark, invalid_name
from ._resolve import resolve_benchmark, resolve_model
from ._steps import (
    CALL_OPTIONS,
    Flow,
    async_callback_refused,
    call_options,
    iterate_async,
    iterate_sync,
    note_interrupt,
    perform,
    read_results,
    read_run,
    run_async,
    run_sync,
)
from ._wait import EVENT_CATEGORIES, EVENT_TYPES, TERMINAL, follow, is_terminal, type_filter, wait

__all__ = [
    "CALL_OPTIONS",
    "DEFAULT_ADMISSION_BUDGET",
    "EVENT_CATEGORIES",
    "EVENT_TYPES",
    "TERMINAL",
    "CreateArgs",
    "Flow",
    "ResolvedBenchmark",
    "async_callback_refused",
    "call_options",
    "check_timeout",
    "continue_run",
    "create",
    "follow",
    "invalid_name",
    "is_terminal",
    "iterate_async",
    "iterate_sync",
    "note_interrupt",
    "parse_coverage",
    "perform",
    "prepare_create",
    "read_results",
    "read_run",
    "resolve_benchmark",
    "resolve_model",
    "run_async",
    "run_sync",
    "started",
    "type_filter",
    "wait",
]
