"""``agents check SPEC [--no-hostile] [--agent-timeout S]``: check offline that an ACP agent
can be evaluated (``evalrouter.agents.check``): $0, no account, no API call. SPEC is
``local:<command>`` or an ACP Registry ``id[@version]`` (``--agent-name``,
``--allow-unverified`` and the per-attempt limit flags as for ``run --agent``: the check holds
the agent to the limits a run would). Exits 0 when every check passes, 1 otherwise, 2 for a
SPEC that names no ACP agent."""

from __future__ import annotations

import shlex
from typing import Any

from .. import _agent_spec, _exit, _limits
from .._context import Context
from .._parser import CHECK_TIMEOUT
from .._render import card, next_lines

_SPEC_CODES = frozenset(
    {"acp_agent_not_found", "acp_agent_command_not_found", "acp_agent_command_invalid"}
)
"""SDK codes that mean SPEC names no agent here: a usage error (2), not a failed check."""


def _agent_or_usage(args: Any) -> Any:
    """The ACP agent SPEC names (``_agent_spec``'s forms: ``local:<command>`` or a registry
    ``id[@version]``); anything else is a usage error."""
    from evalrouter import EvalRouterError

    spec = _agent_spec.parse(args)
    if spec is None or spec.kind not in ("local", "registry"):
        raise _exit.CliError(
            "unsupported_agent",
            f"{args.agent!r} names no ACP agent to check.",
            hint="Give local:<command> (an ACP agent on this machine, e.g. "
            "'local:my-agent --acp') or an ACP Registry id (e.g. opencode). Python agents are "
            "checked by evaluating them against EvalRouter Local.",
            exit_code=_exit.USAGE,
        )
    try:
        return _agent_spec.build(spec, args)
    except EvalRouterError as error:
        if error.code not in _SPEC_CODES:
            raise
        from .._sdk_words import in_cli_words

        worded = in_cli_words(error.as_dict())
        raise _exit.CliError(
            error.code, worded["message"], hint=worded.get("hint"), exit_code=_exit.USAGE
        ) from None


def _again(args: Any) -> str:
    """This check as typed, its budget left for the caller to give anew."""
    words = ["evalrouter", "agents", "check", shlex.quote(args.agent)]
    words += _agent_spec.options(args)
    if args.no_hostile:
        words.append("--no-hostile")
    if args.agent_timeout != CHECK_TIMEOUT:
        words += ["--agent-timeout", f"{args.agent_timeout:g}"]
    return " ".join([*words, *_limits.typed(args, without=_limits.BUDGET)])


def _more_budget(result: Any) -> tuple[str, str]:
    """A budget for each attempt that the calls of this check fit in: what they needed, else
    twice what the check held them to (``--attempt-budget`` value, and in words)."""
    from .._rerun import dollars

    had = (result.limits or {}).get(_limits.BUDGET)
    needed = result.budget_needed_microusd
    if needed is not None and (had is None or needed > had):
        return dollars(needed), "what this check's model calls needed at its reference prices"
    doubled = 2 * (had or 1)
    return dollars(doubled), f"twice the ${dollars(had or 1)} each attempt had"


def check(ctx: Context) -> int:
    from evalrouter import agents

    args = ctx.args
    limits = _limits.read(args)
    agent = _agent_or_usage(args)
    ctx.output.say(f"Checking {agent.name!r} offline (at most {args.agent_timeout:g} s)...")
    result = agents.check(
        agent, hostile=not args.no_hostile, timeout=args.agent_timeout, limits=limits
    )
    document = result.to_dict()
    over = any(c.name == "within_limits" and c.result == "failed" for c in result.checks)

    def human() -> str:
        head = f"{result.agent}: {result.status}"
        if result.reason:
            head += f" ({result.reason})"
        lines = [head, f"  {result.detail}"]
        for item in result.checks:
            lines.append(f"  {item.result:<7}  {item.name}: {item.detail}")
        hosts = ", ".join(str(h) for h in result.network_activity) or "none"
        lines.append(f"  hosts the agent tried to reach: {hosts}")
        if result.sandbox:
            lines.append(f"  sandbox: {result.sandbox}")
        if result.limits:
            lines.append(f"  per attempt: {' · '.join(_limits.words(result.limits))}")
        shown = card(lines)  # what the agent said and reached: shown, never acted on
        if over:  # what the run would need too: more budget for each attempt
            budget, said = _more_budget(result)
            command = f"{_again(args)} --attempt-budget {budget}"
            shown += "\n" + next_lines(command, said)
        return shown

    ctx.output.result(document, human)
    return _exit.OK if result.passed else _exit.FAILED
