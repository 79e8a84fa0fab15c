"""Following a run until it ends: bounded polling with backoff, a progress view on stderr, and
the exit code of the end state. Ctrl+C and ``--wait-timeout`` never cancel the run: they say
how to reattach."""

from __future__ import annotations

import time
from typing import Any

from . import _exit, _progress
from ._context import Context
from ._io import records

MAX_DELAY = 10.0  # the longest pause between two reads


def reattach(run_id: str) -> str:
    return f"The run goes on; nothing was cancelled. Reattach: evalrouter runs wait {run_id}"


def follow(ctx: Context, run_id: str) -> Any:
    """Poll ``run_id`` until it is terminal; returns the last ``Run``. Raises ``CliError``
    with exit 124 on ``--wait-timeout`` and 6 when the API stays unreachable."""
    from evalrouter import EvalRouterError

    args = ctx.args
    view = _progress.view(ctx, mode=args.progress)
    deadline = time.monotonic() + args.wait_timeout
    delay = args.poll_interval
    failing_since: float | None = None
    run: Any = None
    try:
        while True:
            try:
                run = ctx.client.runs.get(run_id)
                failing_since = None
            except EvalRouterError as error:
                if not _transient(error):
                    raise
                now = time.monotonic()
                failing_since = failing_since or now
                view.retrying(error)
                if now - failing_since > args.disconnect_timeout:
                    raise _exit.CliError(
                        "api_unreachable",
                        f"The API was unreachable for {args.disconnect_timeout:g} s "
                        f"({error.code}).",
                        hint=reattach(run_id),
                        exit_code=_exit.UNREACHABLE,
                    ) from None
            else:
                view.update(records(run))
                if run.status in _exit.TERMINAL:
                    return run
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _exit.CliError(
                    "wait_timeout",
                    f"Stopped following run {run_id} after --wait-timeout {args.wait_timeout:g} s.",
                    hint=reattach(run_id),
                    exit_code=_exit.WAIT_TIMEOUT,
                )
            time.sleep(min(delay, remaining))
            delay = min(delay * 1.5, MAX_DELAY)
    except KeyboardInterrupt:
        view.close()
        ctx.output.err.write(f"\nInterrupted. {reattach(run_id)}\n")
        raise _Interrupted from None
    finally:
        view.close()


class _Interrupted(Exception):
    pass


def _transient(error: Any) -> bool:
    if error.code in ("network_error", "request_timeout"):
        return True
    status = error.status_code
    return status is not None and (status >= 500 or status in (408, 425, 429))


def run_follow(ctx: Context, run_id: str) -> tuple[Any, int]:
    """Follow, then map the end: ``(run, exit code)``; Ctrl+C gives ``(None, 130)``."""
    try:
        run = follow(ctx, run_id)
    except _Interrupted:
        return None, _exit.INTERRUPTED
    return run, _exit.for_status(run.status)
