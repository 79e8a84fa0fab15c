"""``run … --agent SPEC``: evaluate an agent on this machine through ``evalrouter.agents``: a
Python agent, a local ACP command or an ACP Registry agent (``_agent_spec`` says which). Hosted
and remote agents take the model-run path (``run.run``); only their card line is here. The trace
options are checked first (patterns compiled, at most 16 of at most 200 characters), so a bad
pattern never leaves a paid run behind.
"""

from __future__ import annotations

import re
from typing import Any

from .. import _agent_memory, _exit, _limits, _render, _rerun
from .._agent_spec import AgentSpec, build, parse
from .._context import Context
from .._io import dumps, is_tty, text
from .._parser import TRACE_KINDS
from .quote_start import benchmark_label

MAX_PATTERNS = 16
MAX_PATTERN_LENGTH = 200
BUDGET_EXHAUSTED = "client_budget_exhausted"  # an attempt's model call would pass its limits


def refuse_local_flags(args: Any, spec: AgentSpec | None = None) -> None:
    """The trace and per-attempt limit options go with an agent run on this machine only."""
    traces = [
        flag
        for flag, value in (
            ("--trace-level", getattr(args, "trace_level", None)),
            ("--trace-include", getattr(args, "trace_include", None)),
            ("--trace-redact", args.trace_redact),
        )
        if value
    ]
    for flag in [*traces, *_limits.given(args)]:
        if spec is None:
            raise _exit.usage(f"{flag} applies to agent runs only (add --agent SPEC).")
        why = (
            ", whose traces this machine never sees"
            if flag in traces
            else ", and this command sets per-attempt limits only for agents it runs here"
        )
        raise _exit.usage(
            f"{flag} applies to agents run on this machine; --agent {spec.quote_agent} "
            f"runs on EvalRouter's side {why}.",
            hint="Give the agent as module:attr, path.py:attr, local:<command> or a registry "
            "id to run it here.",
        )


def hosted_line(quote: dict[str, Any], kind: str) -> str:
    """The card's line for a hosted or remote agent: what the quote names."""
    agent = (quote.get("plan") or {}).get("agent") or {}
    if kind == "hosted":
        what = f"{agent.get('id')} {agent.get('version')} (hosted in EvalRouter's sandbox)"
    else:
        what = f"connection {agent.get('connection_id')} (remote, called by EvalRouter)"
    return "\n" + _render.card([f"  Agent:          {what}"])


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
    if getattr(args, "trace_level", None):
        trace["level"] = args.trace_level
    if getattr(args, "trace_include", None):
        kinds = [k.strip() for k in args.trace_include.split(",") if k.strip()]
        unknown = [k for k in kinds if k not in TRACE_KINDS]
        if unknown or not kinds:
            raise _exit.usage(
                f"--trace-include: unknown kind(s) {', '.join(unknown) or '(none given)'}.",
                hint=f"Kinds: {', '.join(TRACE_KINDS)}.",
            )
        trace["include"] = kinds
    return (trace or None), patterns


def run_agent(ctx: Context, spec: AgentSpec) -> int:
    from evalrouter import agents

    from .. import _render
    from .._io import records
    from .run import choose_coverage, confirm_start, dry_run_end

    args = ctx.args
    trace, patterns = trace_options(args)  # checked before anything is quoted
    limits = _limits.read(args)
    if len(args.model) != 1:
        raise _exit.usage("An agent run takes one --model (the model its gateway serves).")
    agent = build(spec, args)
    options: dict[str, Any] = {}
    options["coverage"], defaulted = choose_coverage(ctx, args.benchmark)
    if args.max_cost:
        options["budget_usd"] = args.max_cost.removeprefix("$")
    if trace:
        options["trace"] = trace
    if patterns:
        options["trace_redact"] = patterns
    if limits:
        options["limits"] = limits
    evaluation = agents.quote(
        ctx.client,
        agent=agent,
        model=args.model[0],
        tasks=agents.benchmark(args.benchmark),
        **options,
    )
    document = records(evaluation.quote)
    cap = args.max_cost.removeprefix("$") if args.max_cost else None
    card = _render.quote_card(
        document,
        benchmark=benchmark_label(ctx, document),
        models=args.model,
        cap=cap,
        expected=evaluation.expected_charge_microusd,
        defaulted=defaulted,
    )
    card = agent_card(card, agent, document)
    again = _rerun.run_command(args, also=("--yes",))
    if args.dry_run:
        return dry_run_end(ctx, card, document, again)
    confirm_start(ctx, card, again)
    run = evaluation.start(name=args.name, controller=not args.detach)
    _agent_memory.remember(run.id, args)
    if args.detach:
        return detached(ctx, run, document, evaluation.concurrency)
    ctx.output.say(f"Started run {run.id}; running its attempts on this machine.")
    return execute(ctx, run, document)


def detached(ctx: Context, run: Any, quote: dict[str, Any], concurrency: int) -> int:
    """``run --agent SPEC --detach``: the run is admitted and none of its attempts runs here;
    the processes that join it run them (``agents work``), sharing its admitted concurrency."""
    from .._agent_spec import flags
    from .._io import records
    from .run import conclude

    work = f"evalrouter agents work {run.id} {flags(ctx.args)}"
    result = {"quote": quote, "run": records(run.record()), "started": True, "next": work}
    said = (
        f"Run {run.id} started; none of its attempts runs here. Run them in each process that "
        f"joins it (their --concurrency adds up to at most {concurrency}):"
    )
    conclude(ctx, result, said, work)
    return _exit.OK


def agent_card(card: str, agent: Any, quote: dict[str, Any]) -> str:
    """The quote card of an agent run on this machine: the agent, its sandbox, and the limits
    the quote enforces on each attempt."""
    lines = [
        f"  Agent:          {agent.name} (runs on this machine)",
        f"  Sandbox:        {_sandbox_line(agent)}",
        *_limits.card_lines(quote),
    ]
    return "\n".join([card, _render.card(lines)])


def _sandbox_line(agent: Any) -> str:
    """How the agent's attempts are confined, for the card shown before the run starts."""
    request = getattr(agent, "sandbox", None)
    if request is None:
        return "none: a Python agent runs in this process, as trusted code"
    if not request.enabled:
        return "off (--no-sandbox): it runs as you, with your files, key and network"
    network = "this machine's network" if request.network == "host" else "its gateway only"
    return f"on: its workspace, a private home, network: {network}"


def execute(ctx: Context, run: Any, quote: dict[str, Any] | None) -> int:
    """Run ``run``'s attempts here (narrated on stderr), then its end: scores and exit code."""
    from .._io import records

    args = ctx.args
    narrate = args.progress != "off" and not (ctx.output.explicit_json and args.progress != "json")
    # a terminal gets one line an attempt; --progress plain/json (and a log) every event
    short = args.progress == "auto" and is_tty(ctx.output.err)
    attempts: list[dict[str, Any]] = []
    steps: dict[str, int] = {}
    ended, planned = 0, ((quote or {}).get("plan") or {}).get("total_tasks")
    try:
        for event in run.events():
            item = event.as_dict()
            attempts.append(item)
            if item.get("type") == "trace_delivered" and item.get("attempt_id"):
                steps[str(item["attempt_id"])] = int(item.get("steps") or 0)
            if not narrate or (short and item.get("type") in QUIET):
                continue
            if short:
                ended += item.get("type") in _ENDED
                count = f"{ended}/{planned}" if planned else str(ended)
                line = _ended_line(item, steps.get(str(item.get("attempt_id"))), count)
            else:
                line = _event_line(item, as_json=args.progress == "json")
            ctx.output.err.write(line + "\n")
            ctx.output.err.flush()
    except KeyboardInterrupt as interrupt:  # Ctrl+C, or SIGTERM/SIGHUP (the SDK's)
        said, code = _exit.interrupted(interrupt)
        tell(
            ctx,
            f"\n{said}: attempts in flight were stopped; run {run.id} stays open and "
            f"nothing was cancelled. Resume it: {resume_command(run.id, args)}\n",
        )
        return code
    record = records(run.wait(timeout=args.wait_timeout))
    status = record.get("status")
    results = records(run.results()) if status in ("completed", "partial") else None
    code = _exit.for_status(status)
    interruption = record.get("interruption") or {}
    exhausted = sum(
        1
        for a in attempts
        if a.get("type") == "attempt_failed" and a.get("failure_code") == BUDGET_EXHAUSTED
    )
    next_step: tuple[str, str | None] | None = None
    budget = _more_budget(args, quote) if exhausted and getattr(args, "benchmark", None) else None
    if budget is not None:
        # a continuation keeps the run's limits: a new run gives each attempt more
        next_step = (
            _rerun.run_command(
                args, without_limit=_limits.BUDGET, also=("--attempt-budget", budget[0])
            ),
            f"{exhausted} attempt(s) ran out of budget ({BUDGET_EXHAUSTED}): the command "
            f"above gives each attempt {budget[1]}.",
        )
    elif exhausted and not (status != "completed" and interruption.get("continuable")):
        next_step = (
            _rerun.after_run(record, multi=False, cap=_rerun.cap_of(args), args=args)[0],
            f"{exhausted} attempt(s) ran out of budget ({BUDGET_EXHAUSTED}): a new run "
            "with --attempt-budget gives each attempt more.",
        )
    from .run import summarize

    return summarize(
        ctx,
        record,
        results,
        code,
        quote=quote,
        multi=False,
        next_step=next_step,
        extra={"attempts": attempts},
    )


def _more_budget(args: Any, quote: dict[str, Any] | None) -> tuple[str, str] | None:
    """A budget for each attempt of the next run: twice what each had (the flag's value, else
    what the quote enforced), as ``--attempt-budget`` takes it, and in words; None when
    neither says."""
    from decimal import Decimal

    given = getattr(args, _limits.dest("--attempt-budget"), None)
    if given is not None:
        had = Decimal(str(given).removeprefix("$")) * 1_000_000
    else:
        client_run = ((quote or {}).get("plan") or {}).get("client_run") or {}
        enforced = (client_run.get("limits") or {}).get(_limits.BUDGET)
        if enforced is None:
            return None
        had = Decimal(str(enforced))
    doubled = _rerun.dollars(had * 2)
    return doubled, f"${doubled}, twice the ${_rerun.dollars(had)} each had"


def tell(ctx: Context, text: str) -> None:
    """Write ``text`` to stderr, if it is still there (after SIGHUP the terminal is gone)."""
    try:
        ctx.output.err.write(text)
        ctx.output.err.flush()
    except OSError:
        pass


def resume_command(run_id: str, args: Any = None) -> str:
    """``runs continue`` with the agent ``args`` names, else the one this machine started
    ``run_id`` with; for a run started elsewhere, ``--agent SPEC`` for the user to give."""
    if args is not None and args.agent:
        return _rerun.continue_run(run_id, cap=None, args=args)
    known = _agent_memory.recall(run_id)
    if known:
        return _rerun.command("runs", "continue", run_id, *known)
    return f"{_rerun.command('runs', 'continue', run_id)} --agent SPEC"


def continue_agent(ctx: Context, run_id: str, record: dict[str, Any]) -> int:
    """``runs continue RUN --agent SPEC`` for an agent run: an open run (its controller
    stopped: Ctrl+C, a crash) is resumed with the same agent, attempts left open finished
    first, at no new quote; an ended run that can go on gets a continuation quote, shown and
    confirmed like any run, whose attempts then run here."""
    from evalrouter import agents

    from .. import _render
    from .._io import records

    args = ctx.args
    if args.agent is None:
        raise _exit.usage(
            f"Run {run_id} is an agent run: its attempts run on this machine, so continuing "
            "it needs the agent.",
            hint=f"{resume_command(run_id)} (the same agent it was started with)",
        )
    spec = parse(args)
    assert spec is not None  # --agent is given
    _trace, patterns = trace_options(args)
    agent = build(spec, args)
    if record.get("status") not in _exit.TERMINAL:
        if args.dry_run:
            resume = _rerun.continue_run(run_id, cap=None, args=args)
            ctx.output.result(
                {"quote": None, "run": record, "started": False, "next": resume},
                lambda: text(
                    f"Dry run: run {run_id} is open; continuing it resumes its attempts "
                    f"here within its cap (no new quote). Resume it: {resume}"
                ),
            )
            return _exit.OK
        ctx.output.say(f"Resuming run {run_id} with {agent.name} on this machine.")
        run = agents.AgentRun.resume(ctx.client, run_id, agent, trace_redact=patterns or None)
        return execute(ctx, run, None)
    cap = _rerun.cap_of(args)
    options: dict[str, Any] = {"dry_run": True}
    if cap:
        options["max_cost"] = cap
    if args.quote is not None:
        from .quote_start import start

        return start(ctx, args.quote, source_run=run_id)
    quoted = ctx.client.runs.get(run_id).continue_(**options)
    document = records(quoted)
    card = _render.quote_card(document, benchmark=f"continuation of {run_id}", models=None, cap=cap)
    card = agent_card(card, agent, document)
    start_it = _rerun.continue_run(run_id, cap=cap, args=args, yes=True)
    if args.dry_run:
        from .run import dry_run_end

        return dry_run_end(ctx, card, document, start_it)
    return start_client_run(ctx, document, card, agent, patterns, start_it)


def start_client_run(
    ctx: Context, document: dict[str, Any], card: str, agent: Any, patterns: list[str], again: str
) -> int:
    """Confirm and start the client-run quote ``document`` (``--max-cost`` as its cap), then
    run its attempts here with ``agent`` (``again``: the command that starts it, with --yes)."""
    from evalrouter import agents

    from .run import confirm_start

    confirm_start(ctx, card, again)
    started: dict[str, Any] = {"quote_id": document.get("id")}
    cap = _rerun.cap_of(ctx.args)
    if cap:
        started["max_cost"] = cap
    if getattr(ctx.args, "name", None):
        started["name"] = ctx.args.name
    new_id = ctx.client.runs.create(**started).id
    _agent_memory.remember(new_id, ctx.args)
    ctx.output.say(f"Started run {new_id}; running its attempts on this machine.")
    run = agents.AgentRun.resume(ctx.client, new_id, agent, trace_redact=patterns or None)
    return execute(ctx, run, document)


def _event_line(item: dict[str, Any], *, as_json: bool) -> str:
    """One narrated event of the agents runner: what the agent said is shown, never acted on."""
    if as_json:
        return dumps({"schema": "evalrouter.agent-event.v1", **item})
    parts = [text(item.get("type")), text(item.get("task_ref") or "")]
    for key in ("failure_code", "stop_reason", "reason", "message"):
        if item.get(key):
            parts.append(f"{key}={text(item[key])}")
    return "  ".join(p for p in parts if p)


# What a terminal is not told attempt by attempt: each attempt's end says it all.
QUIET = frozenset({"attempt_started", "trace_delivered"})
_ENDED = {
    "attempt_finished": "done",
    "attempt_failed": "failed",
    "attempt_stopped": "stopped",
}


def _ended_line(item: dict[str, Any], steps: int | None, count: str) -> str:
    """An attempt's end in one line (``[3/20] done  gsm8k-v3-0006  end_turn · 5 trace
    steps``, ``count`` the attempts ended so far); another event as ``_event_line`` shows it."""
    kind = str(item.get("type"))
    if kind not in _ENDED:
        return _event_line(item, as_json=False)
    why = item.get("failure_code") or item.get("stop_reason")
    parts = [f"[{count}] {_ENDED[kind]}", text(item.get("task_ref") or "-")]
    said = [text(why)] if why else []
    if steps is not None:
        said.append(f"{steps} trace steps")
    return "  ".join([*parts, " · ".join(said)]).rstrip()
