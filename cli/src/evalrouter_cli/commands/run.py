"""``evalrouter run BENCH --model M [...]``: resolve and quote, show the quote, confirm (or
``--yes``), start exactly that quote, follow it, and end with the score or the ranking.
``run --quote ID`` starts a quote reviewed before (``quotes create``, a dry run).

Agent runs (``--agent``) take the same steps through ``evalrouter.agents`` (``run_agent``)."""

from __future__ import annotations

from typing import Any

from .. import _exit, _follow, _previous, _render, _rerun
from .._context import Context
from .._exit import CliError
from .._io import records, text, text_block
from .._parser import MAX_MODELS
from .quote_start import benchmark_label

DEFAULT_SEED = 42
DEFAULT_SAMPLE = 25  # tasks quoted when no --sample, --full or --task is given


def coverage(args: Any) -> dict[str, Any] | None:
    """The coverage the flags ask for; None when they ask for none (``choose_coverage``)."""
    if getattr(args, "sample", None):
        seed = DEFAULT_SEED if args.seed is None else args.seed
        return {"mode": "sample", "sample_count": args.sample, "seed": seed}
    if getattr(args, "full", False):
        return {"mode": "full"}
    if getattr(args, "task", None):
        return {"mode": "tasks", "task_ids": list(dict.fromkeys(args.task))}
    if getattr(args, "seed", None) is not None:
        raise _exit.usage("--seed goes with --sample N.")
    return None


def choose_coverage(ctx: Context, benchmark: str) -> tuple[dict[str, Any], bool]:
    """The coverage to quote and whether it is the default: a seeded sample of
    ``DEFAULT_SAMPLE`` tasks, or the whole benchmark when it has no more tasks than that."""
    cover = coverage(ctx.args)
    if cover is not None:
        return cover, False
    count = ctx.client.benchmarks.resolve_benchmark(benchmark).task_count
    if count is not None and count <= DEFAULT_SAMPLE:
        return {"mode": "full"}, True
    return {"mode": "sample", "sample_count": DEFAULT_SAMPLE, "seed": DEFAULT_SEED}, True


def check_models(ctx: Context) -> None:
    """``--model``, each at most once and at most ``MAX_MODELS``; left out, picked at a
    terminal from the models the benchmark admits (else a usage error naming the listing)."""
    args = ctx.args
    if not args.model:
        from .._picker import pick_models

        args.model = pick_models(ctx, args.benchmark, MAX_MODELS)
    models: list[str] = args.model
    if len(models) > MAX_MODELS:
        raise _exit.usage(f"At most {MAX_MODELS} --model values in one run (got {len(models)}).")
    if len(set(models)) != len(models):
        raise _exit.usage("The same --model is given twice.")


def quote(
    ctx: Context, benchmark: str, models: list[str], max_cost: str | None, agent: str | None = None
) -> tuple[Any, bool]:
    """One quote for the run that would start (nothing starts), and whether its coverage is
    the default one; ``agent``: a hosted or remote agent (``hosted:<id>``, ``remote:<name>``)
    that runs on the model."""
    fields: dict[str, Any] = {}
    if agent is not None:
        fields["agent"] = agent
    if len(models) == 1:
        fields["model"] = models[0]
    else:
        fields["subjects"] = models
    fields["coverage"], defaulted = choose_coverage(ctx, benchmark)
    if max_cost is not None:
        fields["max_cost"] = max_cost.removeprefix("$")
    return ctx.client.runs.create(benchmark, dry_run=True, **fields), defaulted


def confirm_start(ctx: Context, card: str, again: str) -> None:
    """Show the quote card; go on only with --yes, or a yes at a terminal (else exit 5, the
    hint naming ``again``: the command with ``--yes`` that starts what the card shows)."""

    out = ctx.output
    if ctx.args.yes:
        out.say(card)
        return
    if not out.interactive:
        out.say(card)
        raise CliError(
            "confirmation_required",
            f"Starting a run spends money: confirm with --yes ({out.no_prompt_reason()}).",
            hint=f"Review the quote above, then start it: {again}",
            exit_code=_exit.NOT_STARTED,
        )
    out.err.write(text_block(card) + "\n")
    if not out.confirm("Start this run?"):
        raise CliError("declined", "Not started; nothing was charged.", exit_code=_exit.NOT_STARTED)


def conclude(ctx: Context, document: dict[str, Any], said: str, command: str) -> None:
    """A result whose human form is ``said`` and the command to run next: on stdout at a
    terminal (the command never broken inside); piped (JSON on stdout), the line goes to
    stderr too, unless --json keeps stderr for errors."""
    out = ctx.output
    out.result(document, lambda: _render.next_lines(command, label=text(said)))
    if out.json and not out.explicit_json:
        out.say(f"{said} {command}")


def dry_run_end(ctx: Context, card: str, document: dict[str, Any], start: str) -> int:
    """The end of a dry run: the card, and the command that starts what it quoted."""
    ctx.output.say(card)
    result = {"quote": document, "run": None, "started": False, "next": start}
    conclude(ctx, result, "Dry run: nothing started. Start it:", start)
    return _exit.OK


def run(ctx: Context) -> int:
    from .._agent_spec import parse

    args = ctx.args
    if args.quote is not None:
        from .quote_start import run_quote

        return run_quote(ctx)
    if args.benchmark is None:
        raise _exit.usage(
            "A benchmark is required (or --quote ID).",
            hint=_rerun.command("benchmarks", "list"),
        )
    check_models(ctx)
    spec = parse(args)
    if spec is not None and not spec.elsewhere:
        from .agent import run_agent

        return run_agent(ctx, spec)
    from .agent import hosted_line, refuse_local_flags

    refuse_local_flags(args, spec)
    if spec is not None and len(args.model) != 1:
        raise _exit.usage(f"A {spec.kind} agent runs on one --model.")
    agent = spec.quote_agent if spec is not None else None
    quoted, defaulted = quote(ctx, args.benchmark, args.model, args.max_cost, agent)
    document = records(quoted)
    card = _render.quote_card(
        document,
        benchmark=benchmark_label(ctx, document),
        models=args.model,
        cap=_rerun.cap_of(args),
        defaulted=defaulted,
    )
    if spec is not None:
        card += hosted_line(document, spec.kind)
    if args.dry_run:
        return dry_run_end(ctx, card, document, _rerun.run_command(args, also=("--yes",)))
    confirm_start(ctx, card, _rerun.run_command(args, also=("--yes",)))
    return start_and_follow(ctx, quoted, document, multi=len(args.model) > 1)


def start_and_follow(ctx: Context, quoted: Any, document: dict[str, Any], *, multi: bool) -> int:
    """Start exactly ``quoted`` (its id), then follow it unless ``--detach``."""
    args = ctx.args
    options: dict[str, Any] = {"quote_id": quoted.id}
    if args.max_cost:
        options["max_cost"] = args.max_cost.removeprefix("$")
    if getattr(args, "name", None):
        options["name"] = args.name
    started = ctx.client.runs.create(**options)
    run_id = started.id
    ctx.output.say(f"Started run {run_id}.")
    if args.detach:
        follow = _rerun.wait(run_id)
        result = {"quote": document, "run": records(started), "started": True, "next": follow}
        conclude(ctx, result, f"Run {run_id} started. Follow it:", follow)
        return _exit.OK
    final, code = _follow.run_follow(ctx, run_id)
    if final is None:
        return code
    return finish(ctx, final, code, quote=document, multi=multi)


def headline(results: dict[str, Any] | None) -> tuple[Any, dict[str, Any] | None]:
    """The score of a single-model, single-benchmark run and its 95% interval; (None, None)
    for anything else (a ranking has no one score)."""
    rows = _render.scores(results or {})
    if len(rows) != 1:
        return None, None
    row = rows[0]
    interval = None if row["low"] is None else {"lower": row["low"], "upper": row["high"]}
    return row["score"], interval


def finish(
    ctx: Context, final: Any, code: int, *, quote: dict[str, Any] | None, multi: bool | None
) -> int:
    """The end of a followed run: its scores (or ranking) and the next command. ``multi``
    None: read from the results (several models' profiles make a ranking)."""
    results = None
    comparison = None
    if final.status in ("completed", "partial"):
        results = records(final.results())
        if multi is None:
            indexes = {p.get("model_index") for p in results.get("profiles") or []}
            multi = len(indexes - {None}) > 1
        if multi:
            comparison = final.compare()
    return summarize(
        ctx, records(final), results, code, quote=quote, multi=bool(multi), comparison=comparison
    )


def summarize(
    ctx: Context,
    record: dict[str, Any],
    results: dict[str, Any] | None,
    code: int,
    *,
    quote: dict[str, Any] | None,
    multi: bool,
    comparison: Any = None,
    next_step: tuple[str, str | None] | None = None,
    extra: dict[str, Any] | None = None,
) -> int:
    """The summary of a run that ended, model or agent run alike: the run's lines (spend,
    maximum charge, cap), its scores or ranking, "compared with your last run", and the next
    command (``next_step``: one of the caller's, with what it means, instead of
    ``_rerun.after_run``'s); ``extra``: more fields of the JSON document."""
    cap = _rerun.cap_of(ctx.args) or _cap_given(ctx, record)
    if next_step is None:
        next_step = _rerun.after_run(record, multi=multi, cap=cap, args=ctx.args)
    step, said = next_step
    score, interval = headline(results) if not multi else (None, None)
    document: dict[str, Any] = {
        "quote": quote,
        "run": record,
        "results": results,
        "comparison": comparison.to_dict() if comparison is not None else None,
        "score": score,
        "interval": interval,
        "started": True,
        **(extra or {}),
        "next": step,
        "previous": None if multi else _previous.lookup(ctx, record, results),
    }

    def human() -> str:
        lines = [_render.run_lines(record, cap=cap)]
        if comparison is not None:
            from .._charts import ranking_from_comparison, terminal_chart

            lines += ["", terminal_chart(ranking_from_comparison(comparison), ctx.output)]
        elif results is not None:
            lines += ["", _render.score_lines(_render.scores(results))]
            lines += _previous.lines(document["previous"])
        lines += ["", _render.next_lines(step, said)]
        return "\n".join(lines)

    ctx.output.result(document, human)
    return code


def _cap_given(ctx: Context, record: dict[str, Any]) -> str | None:
    """The ``--max-cost`` a run was started with, read from its record (``runs wait``, a
    continuation): its ``cap_microusd`` when the user set it and it is below its quote's worst
    case (the service keeps the lower of the two, so one at the worst case may not be the
    user's); None when that cannot be told."""
    from evalrouter import EvalRouterError

    cap = _rerun.run_cap(record)
    if cap is None or not record.get("quote_id"):
        return None
    try:
        worst = records(ctx.client.quotes.get(str(record["quote_id"]))).get(
            "worst_case_charge_microusd"
        )
    except EvalRouterError:
        return None
    if worst is not None and int(str(record.get("cap_microusd"))) >= int(str(worst)):
        return None
    return cap
