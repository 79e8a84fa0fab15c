"""``evalrouter run BENCH --model M [...]``: resolve and quote, show the quote, confirm (or
``--yes``), start exactly that quote, follow it, and end with the score or the ranking.

Agent runs (``--agent``) take the same steps through ``evalrouter.agents`` (``run_agent``)."""

from __future__ import annotations

from typing import Any

from .. import _exit, _follow, _previous, _render
from .._context import Context
from .._exit import CliError
from .._io import records, text, text_block
from .._parser import MAX_MODELS

DEFAULT_SEED = 42


def coverage(args: Any) -> dict[str, Any] | None:
    if args.sample:
        seed = DEFAULT_SEED if args.seed is None else args.seed
        return {"mode": "sample", "sample_count": args.sample, "seed": seed}
    if args.full:
        return {"mode": "full"}
    if args.task:
        return {"mode": "tasks", "task_ids": list(dict.fromkeys(args.task))}
    if args.seed is not None:
        raise _exit.usage("--seed goes with --sample N.")
    return None


def check_models(models: list[str]) -> None:
    if len(models) > MAX_MODELS:
        raise _exit.usage(f"At most {MAX_MODELS} --model values in one run (got {len(models)}).")
    if len(set(models)) != len(models):
        raise _exit.usage("The same --model is given twice.")


def quote(
    ctx: Context, benchmark: str, models: list[str], max_cost: str | None, agent: str | None = None
) -> Any:
    """One quote for the run that would start (nothing starts); ``agent``: a hosted or remote
    agent (``hosted:<id>``, ``remote:<name>``) that runs on the model."""
    fields: dict[str, Any] = {}
    if agent is not None:
        fields["agent"] = agent
    if len(models) == 1:
        fields["model"] = models[0]
    else:
        fields["subjects"] = models
    cover = coverage(ctx.args)
    if cover is not None:
        fields["coverage"] = cover
    if max_cost is not None:
        fields["max_cost"] = max_cost.removeprefix("$")
    return ctx.client.runs.create(benchmark, dry_run=True, **fields)


def confirm_start(ctx: Context, card: str) -> None:
    """Show the quote card; go on only with --yes, or a yes at a terminal (else exit 5)."""
    out = ctx.output
    if ctx.args.yes:
        out.say(card)
        return
    if not out.interactive:
        out.say(card)
        why = "--no-input" if out.no_input else "no terminal to ask at"
        raise CliError(
            "confirmation_required",
            f"Starting a run spends money: confirm with --yes ({why}).",
            hint="Review the quote above, then run the same command with --yes.",
            exit_code=_exit.NOT_STARTED,
        )
    out.err.write(text_block(card) + "\n")
    if not out.confirm("Start this run?"):
        raise CliError("declined", "Not started; nothing was charged.", exit_code=_exit.NOT_STARTED)


def run(ctx: Context) -> int:
    from .._agent_spec import parse

    args = ctx.args
    check_models(args.model)
    spec = parse(args)
    if spec is not None and not spec.elsewhere:
        from .agent import run_agent

        return run_agent(ctx, spec)
    from .agent import hosted_line, refuse_local_flags

    refuse_local_flags(args, spec)
    if spec is not None and len(args.model) != 1:
        raise _exit.usage(f"A {spec.kind} agent runs on one --model.")
    agent = spec.quote_agent if spec is not None else None
    quoted = quote(ctx, args.benchmark, args.model, args.max_cost, agent)
    document = records(quoted)
    cap = args.max_cost.removeprefix("$") if args.max_cost else None
    card = _render.quote_card(document, benchmark=args.benchmark, models=args.model, cap=cap)
    if spec is not None:
        card += hosted_line(document, spec.kind)
    if args.dry_run:
        from .._rerun import run_command

        ctx.output.say(card)
        start = f"{run_command(args)} --yes"
        ctx.output.result(
            {"quote": document, "run": None, "started": False, "next": start},
            lambda: text(f"Dry run: nothing started. Start it: {start}"),
        )
        return _exit.OK
    confirm_start(ctx, card)
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
        ctx.output.result(
            {"quote": document, "run": records(started), "started": True},
            lambda: text(f"Run {run_id} started. Follow it: evalrouter runs wait {run_id}"),
        )
        return _exit.OK
    final, code = _follow.run_follow(ctx, run_id)
    if final is None:
        return code
    return finish(ctx, final, code, quote=document, multi=multi)


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
    next_step = _next(final, multi=multi)
    document: dict[str, Any] = {
        "quote": quote,
        "run": records(final),
        "results": results,
        "comparison": comparison.to_dict() if comparison is not None else None,
        "started": True,
        "next": next_step,
        "previous": None if multi else _previous.lookup(ctx, records(final), results),
    }

    def human() -> str:
        lines = [_render.run_lines(records(final))]
        if comparison is not None:
            from .._charts import ranking_from_comparison, terminal_chart

            lines += ["", terminal_chart(ranking_from_comparison(comparison), ctx.output)]
        elif results is not None:
            lines += ["", _render.score_lines(_render.scores(results))]
            lines += _previous.lines(document["previous"])
        lines += ["", text(f"Next: {next_step}")]
        return "\n".join(lines)

    ctx.output.result(document, human)
    return code


def _next(final: Any, *, multi: bool | None) -> str:
    run_id = final.id
    interruption = records(final).get("interruption") or {}
    if final.status != "completed" and interruption.get("continuable"):
        return f"evalrouter runs continue {run_id} --max-cost USD"
    if final.status == "failed":
        return f"evalrouter runs events {run_id} --type error"
    if multi:
        return f"evalrouter compare {run_id}"
    return f"evalrouter runs export {run_id} --format html"
