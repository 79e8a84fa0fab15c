"""``run … --agent SPEC``: evaluate a Python agent on this machine through ``evalrouter.agents``.

SPEC is ``module:attr`` or ``path.py:attr``. ACP commands and registry agents come with the ACP
issue; until then they are refused here, before anything is quoted. The trace options are
checked first too (patterns compiled, at most 16 of at most 200 characters), so a bad pattern
never leaves a paid run behind.
"""

from __future__ import annotations

import re
from typing import Any

from .. import _exit
from .._context import Context
from .._exit import CliError
from .._parser import TRACE_KINDS

MAX_PATTERNS = 16
MAX_PATTERN_LENGTH = 200


def refuse_trace_flags(args: Any) -> None:
    for flag, value in (
        ("--trace-level", args.trace_level),
        ("--trace-include", args.trace_include),
        ("--trace-redact", args.trace_redact),
    ):
        if value:
            raise _exit.usage(f"{flag} applies to agent runs only (add --agent SPEC).")


def trace_options(args: Any) -> tuple[dict[str, Any] | None, list[str]]:
    """The quote's trace settings and the local redaction patterns, checked."""
    patterns = list(args.trace_redact or [])
    if len(patterns) > MAX_PATTERNS:
        raise _exit.usage(f"At most {MAX_PATTERNS} --trace-redact patterns (got {len(patterns)}).")
    for pattern in patterns:
        if len(pattern) > MAX_PATTERN_LENGTH:
            raise _exit.usage(
                f"A --trace-redact pattern is {len(pattern)} characters; at most "
                f"{MAX_PATTERN_LENGTH}."
            )
        try:
            re.compile(pattern)
        except re.error as error:
            raise _exit.usage(
                f"--trace-redact {pattern!r} is not a valid regular expression: {error}.",
                hint="Patterns are Python regular expressions, applied on this machine only.",
            ) from None
    trace: dict[str, Any] = {}
    if args.trace_level:
        trace["level"] = args.trace_level
    if args.trace_include:
        kinds = [k.strip() for k in args.trace_include.split(",") if k.strip()]
        unknown = [k for k in kinds if k not in TRACE_KINDS]
        if unknown or not kinds:
            raise _exit.usage(
                f"--trace-include: unknown kind(s) {', '.join(unknown) or '(none given)'}.",
                hint=f"Kinds: {', '.join(TRACE_KINDS)}.",
            )
        trace["include"] = kinds
    return (trace or None), patterns


_PYTHON_SPEC = re.compile(r"^(?P<target>[^:]+):(?P<attr>[A-Za-z_][A-Za-z0-9_.]*)$")


def check_spec(spec: str) -> None:
    """Only Python agents for now; anything else is refused with what to do instead."""
    found = _PYTHON_SPEC.match(spec)
    if found is None or spec.startswith(("local:", "remote:", "hosted:")) or " " in spec:
        raise CliError(
            "unsupported_agent",
            f"--agent {spec!r} is not a Python agent. ACP commands and registry agents are "
            "not supported by this release.",
            hint="Give a Python agent as module:attr or path/to/agent.py:attr.",
            exit_code=_exit.USAGE,
        )


def run_agent(ctx: Context) -> int:
    args = ctx.args
    check_spec(args.agent)
    trace_options(args)
    raise CliError(
        "unsupported_agent",
        "Agent runs from the command line are not available in this build yet.",
        hint="Use evalrouter.agents.evaluate(...) from Python meanwhile.",
        exit_code=_exit.USAGE,
    )
