"""The ``evalrouter run`` command that asks again for what this one was given: the dry run's
"Start it:" hint, and the next step after attempts ran out of budget. It carries every flag
that shapes the quote (coverage, cap, agent, trace, per-attempt limits, name): a hint that
dropped one would quote, and start, a different run."""

from __future__ import annotations

import shlex
from typing import Any

from . import _limits
from ._agent_spec import flags


def run_command(args: Any, *, without_limit: str | None = None) -> str:
    """``evalrouter run …`` with the flags of ``args`` (``without_limit``: leave out the flag
    that sets this per-attempt limit, for the caller to give it anew). A command that names no
    benchmark (``runs continue``) gets ``BENCH --model M`` for the user to fill in."""
    q = shlex.quote
    words = ["evalrouter", "run", q(getattr(args, "benchmark", None) or "BENCH")]
    for model in getattr(args, "model", None) or ["M"]:
        words += ["--model", q(model)]
    if getattr(args, "sample", None):
        words += ["--sample", str(args.sample)]
    if getattr(args, "full", False):
        words.append("--full")
    for task in getattr(args, "task", None) or []:
        words += ["--task", q(task)]
    if getattr(args, "seed", None) is not None:
        words += ["--seed", str(args.seed)]
    if getattr(args, "max_cost", None):
        words += ["--max-cost", q(args.max_cost)]
    if getattr(args, "agent", None):
        words.append(flags(args))
    if getattr(args, "trace_level", None):
        words += ["--trace-level", args.trace_level]
    if getattr(args, "trace_include", None):
        words += ["--trace-include", q(args.trace_include)]
    for pattern in getattr(args, "trace_redact", None) or []:
        words += ["--trace-redact", q(pattern)]
    words += _limits.typed(args, without=without_limit)
    if getattr(args, "name", None):
        words += ["--name", q(args.name)]
    return " ".join(words)
