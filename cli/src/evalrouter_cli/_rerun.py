"""Every command the CLI suggests, built in one place: the dry run's "Start it:", the ``Next:``
of a finished run, ``--detach``'s follow-up, the continuation and budget hints. A suggestion
carries every flag that shapes what it would quote (coverage, seed, the cap ``--max-cost``,
agent, trace, per-attempt limits, name) exactly as the user gave it, and can be pasted as it
is: no placeholder. A hint that dropped one would quote, and start, a different run."""

from __future__ import annotations

import shlex
from decimal import Decimal
from typing import Any

from . import _limits
from ._agent_spec import flags

PROG = "evalrouter"


def command(*words: str | None) -> str:
    """``evalrouter`` and ``words`` (each quoted for a shell; ``None`` left out)."""
    return " ".join([PROG, *(shlex.quote(w) for w in words if w is not None)])


def _opt(flag: str, value: object) -> list[str]:
    return [] if value is None or value is False or value == "" else [flag, str(value)]


def cap_of(args: Any) -> str | None:
    """The user's ``--max-cost`` as given (``$`` dropped), or None."""
    value = getattr(args, "max_cost", None)
    return value.removeprefix("$") if isinstance(value, str) and value else None


def dollars(micro: object) -> str:
    """Micro-USD as a plain ``--max-cost`` value (``0.012``, ``2``)."""
    amount = Decimal(str(micro)) / Decimal(1_000_000)
    text = f"{amount:f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def run_words(args: Any, *, without_limit: str | None = None) -> list[str]:
    """``run BENCH --model M …`` with every flag of ``args`` that shapes the quote (unquoted)."""
    words = ["run", str(args.benchmark)]
    for model in args.model or []:
        words += ["--model", model]
    words += coverage_words(args)
    words += _opt("--max-cost", cap_of(args))
    if getattr(args, "agent", None):
        words += shlex.split(flags(args))
    words += _opt("--trace-level", getattr(args, "trace_level", None))
    words += _opt("--trace-include", getattr(args, "trace_include", None))
    for pattern in getattr(args, "trace_redact", None) or []:
        words += ["--trace-redact", pattern]
    words += [shlex.split(w)[0] for w in _limits.typed(args, without=without_limit)]
    words += _opt("--name", getattr(args, "name", None))
    return words


def run_command(args: Any, *, without_limit: str | None = None, also: tuple[str, ...] = ()) -> str:
    """``evalrouter run …`` as ``args`` gave it (``without_limit``: leave out the flag that
    sets this per-attempt limit; ``also``: words added at the end, e.g. a new budget)."""
    return command(*run_words(args, without_limit=without_limit), *also)


def agent_words(args: Any) -> list[str]:
    """``--agent SPEC``, its flags and the local redaction patterns of ``args`` (none without
    ``--agent``): what a run on this machine needs again to go on."""
    if args is None or not getattr(args, "agent", None):
        return []
    words = shlex.split(flags(args))
    for pattern in getattr(args, "trace_redact", None) or []:
        words += ["--trace-redact", pattern]
    return words


def start_quote(
    quote_id: str, *, cap: str | None, name: str | None = None, args: Any = None
) -> str:
    """``evalrouter run --quote ID`` with the cap (and the agent of ``args``, for a quote whose
    attempts run here): starts exactly that quote."""
    words = ["run", "--quote", quote_id, *agent_words(args)]
    return command(*words, *_opt("--max-cost", cap), *_opt("--name", name), "--yes")


def continue_run(
    run_id: str, *, cap: str | None, args: Any = None, agent: str | None = None, yes: bool = False
) -> str:
    """``evalrouter runs continue RUN`` with the agent flags of ``args`` (or ``agent``, a
    spec read from elsewhere) and the cap ``cap``."""
    words = ["runs", "continue", run_id, *agent_words(args)]
    if len(words) == 3 and agent:
        words += ["--agent", agent]
    words += _opt("--max-cost", cap)
    if yes:
        words.append("--yes")
    return command(*words)


def wait(run_id: str) -> str:
    return command("runs", "wait", run_id)


def run_cap(record: dict[str, Any]) -> str | None:
    """The cap a run was started with, when the user gave one (the service enforces the
    lower of it and the worst case, so a run that stopped at its cap holds exactly it)."""
    policy = record.get("funding_policy") or {}
    cap = record.get("cap_microusd")
    if policy.get("cap_source") != "user" or cap is None:
        return None
    return dollars(cap)


def after_run(
    record: dict[str, Any], *, multi: bool | None, cap: str | None, args: Any = None
) -> tuple[str, str | None]:
    """The ``Next:`` of a run that ended (go on with the same cap, read the errors, compare,
    or save the page), and a sentence saying what its values are, where one helps."""
    run_id = str(record.get("id"))
    interruption = record.get("interruption") or {}
    if record.get("status") != "completed" and interruption.get("continuable"):
        cap = cap if cap is not None else run_cap(record)
        left = interruption.get("unfinished_count")
        tasks = f"its {left} unfinished task(s)" if left is not None else "its unfinished tasks"
        said = (
            f"It quotes {tasks} with the same cap as this run (${cap}); raise --max-cost to "
            "finish more of them. The quote is shown before anything starts."
            if cap is not None
            else f"It quotes {tasks}; the quote is shown before anything starts."
        )
        return continue_run(run_id, cap=cap, args=args), said
    if record.get("status") == "failed":
        return command("runs", "events", run_id, "--type", "sample"), None  # outcome per task
    if multi:
        return command("compare", run_id), None
    return report_page(run_id), None


def report_page(*run_ids: str, baseline: str | None = None) -> str:
    """The command that writes the page of finished runs (``evalrouter report``), to a file
    named after them so that it does not exist yet: ``report-1dde4f00.html`` for one run,
    ``report-1dde4f00-and-2-more.html`` for it and two others."""
    first = run_ids[0].removeprefix("run_")[:8]
    more = f"-and-{len(run_ids) - 1}-more" if len(run_ids) > 1 else ""
    return command(
        "report", *run_ids, *_opt("--baseline", baseline), "-o", f"report-{first}{more}.html"
    )


def coverage_words(args: Any) -> list[str]:
    """The coverage flags of ``args`` as given (``--sample N --seed S``, ``--full``,
    ``--task ID``…)."""
    words = _opt("--sample", getattr(args, "sample", None))
    if getattr(args, "full", False):
        words.append("--full")
    for task in getattr(args, "task", None) or []:
        words += ["--task", task]
    return words + _opt("--seed", getattr(args, "seed", None))


def quote_again(benchmark: str, models: list[str], args: Any) -> str:
    """``evalrouter quotes create BENCH --model M… <coverage> --max-cost C``: a new quote of
    the same benchmark and models with the coverage and cap of ``args``."""
    words = ["quotes", "create", benchmark]
    for model in models:
        words += ["--model", model]
    return command(*words, *coverage_words(args), *_opt("--max-cost", cap_of(args)))
