"""``run --quote ID`` and ``runs continue RUN --quote ID``: start exactly a quote reviewed
before. The quote fixes the benchmark, the models and the coverage: a BENCH, ``--model`` or
coverage flag that says otherwise is refused; ``--max-cost`` is still the cap sent with the
start (a quote that may charge more is not started, exit 5)."""

from __future__ import annotations

from typing import Any

from .. import _exit, _render, _rerun
from .._context import Context
from .._io import records


def _benchmarks(ctx: Context, quote: dict[str, Any]) -> list[tuple[str, str]]:
    """Each benchmark a quote selects: (``slug@version``, ``slug@version (Name)``) as the
    catalog names it; (profile id, profile id) where the catalog does not answer."""
    from evalrouter import EvalRouterError

    found_ones = []
    for profile in (quote.get("plan") or {}).get("profiles") or []:
        ident = str(profile.get("id"))
        try:
            found = ctx.client.benchmarks.resolve_benchmark(ident)
        except EvalRouterError:
            found_ones.append((ident, ident))
            continue
        name = f" ({found.name})" if found.name else ""
        slug = f"{found.slug}@{found.version}"
        found_ones.append((slug, f"{slug}{name}"))
    return found_ones


def benchmark_label(ctx: Context, quote: dict[str, Any]) -> str:
    """The benchmark(s) a quote selects, as the catalog names them (``gsm8k@3 (GSM8K)``);
    the profile id where the catalog does not answer."""
    return ", ".join(label for _slug, label in _benchmarks(ctx, quote)) or "-"


def _quote_again(ctx: Context, quote: dict[str, Any]) -> str:
    """The command that quotes the benchmark and models of ``quote`` with the coverage and
    cap the user gave."""
    slugs = [slug for slug, _label in _benchmarks(ctx, quote)] or ["-"]
    model = (quote.get("plan") or {}).get("model") or {}
    models = [str(m.get("route_id") or m.get("model_id")) for m in model.get("models") or [model]]
    return _rerun.quote_again(slugs[0], models, ctx.args)


def _refuse_contradictions(ctx: Context, quote: dict[str, Any]) -> None:
    args = ctx.args
    for flag, given in (
        ("--sample", getattr(args, "sample", None)),
        ("--full", getattr(args, "full", False)),
        ("--task", getattr(args, "task", None)),
        ("--seed", getattr(args, "seed", None) is not None),
    ):
        if given:
            raise _exit.usage(
                f"{flag} does not go with --quote: the quote fixes its coverage.",
                hint=f"Quote again with the coverage you want: {_quote_again(ctx, quote)}",
            )
    plan = quote.get("plan") or {}
    profiles = {str(p.get("id")) for p in plan.get("profiles") or []}
    benchmark = getattr(args, "benchmark", None)
    if (
        benchmark is not None
        and ctx.client.benchmarks.resolve_benchmark(benchmark).id not in profiles
    ):
        raise _exit.usage(
            f"Quote {quote.get('id')} is not for {benchmark} ({', '.join(sorted(profiles))}).",
            hint=f"Leave BENCH out: {_rerun.command('run', '--quote', str(quote.get('id')))}",
        )
    model = plan.get("model") or {}
    quoted = list(model.get("models") or [model])
    names = {
        str(m.get(key))
        for m in quoted
        for key in ("route_id", "model_id", "display_name")
        if m.get(key)
    }
    names |= {n.rsplit("/", 1)[-1] for n in list(names)}
    for given in getattr(args, "model", None) or []:
        if given not in names:
            raise _exit.usage(
                f"Quote {quote.get('id')} does not run --model {given}.",
                hint="Leave --model out: the quote names its model(s).",
            )


def start(ctx: Context, quote_id: str, *, source_run: str | None = None) -> int:
    """Show the quote ``quote_id``, confirm, start exactly it, follow it."""
    from .run import confirm_start, start_and_follow

    args = ctx.args
    document = records(ctx.client.quotes.get(quote_id))
    _refuse_contradictions(ctx, document)
    continued = (document.get("continuation") or {}).get("source_run_id")
    if source_run is not None and continued != source_run:
        raise _exit.usage(
            f"Quote {quote_id} does not continue run {source_run}.",
            hint=_rerun.continue_run(source_run, cap=_rerun.cap_of(args), args=args) + " --dry-run",
        )
    cap = _rerun.cap_of(args) or _render.quoted_cap(document)
    card = _render.quote_card(document, benchmark=benchmark_label(ctx, document), cap=cap)
    plan = document.get("plan") or {}
    if plan.get("execution_mode") == "client_run":
        return _start_agent(ctx, document, card)
    if getattr(args, "agent", None):
        raise _exit.usage(
            f"Quote {quote_id} is not for an agent run on this machine; leave --agent out."
        )
    again = _rerun.start_quote(quote_id, cap=_rerun.cap_of(args), name=getattr(args, "name", None))
    if args.dry_run:
        from .run import dry_run_end

        return dry_run_end(ctx, card, document, again)
    confirm_start(ctx, card, again)
    models = (plan.get("model") or {}).get("models") or []
    return start_and_follow(ctx, _Quoted(quote_id), document, multi=len(models) > 1)


class _Quoted:
    """What ``start_and_follow`` reads of a quote: its id."""

    def __init__(self, quote_id: str) -> None:
        self.id = quote_id


def _start_agent(ctx: Context, document: dict[str, Any], card: str) -> int:
    """A client-run quote: its attempts run here, so it needs the agent it was quoted for."""
    from .._agent_spec import build, parse
    from .agent import agent_card, start_client_run, trace_options

    args = ctx.args
    spec = parse(args)
    if spec is None or spec.elsewhere:
        raise _exit.usage(
            f"Quote {document.get('id')} is for an agent run on this machine: give the agent "
            "it was quoted for (--agent SPEC).",
        )
    _trace, patterns = trace_options(args)
    agent = build(spec, args)
    card = agent_card(card, agent, document)
    again = _rerun.start_quote(
        str(document.get("id")),
        cap=_rerun.cap_of(args),
        name=getattr(args, "name", None),
        args=args,
    )
    if args.dry_run:
        from .run import dry_run_end

        return dry_run_end(ctx, card, document, again)
    return start_client_run(ctx, document, card, agent, patterns, again)


def run_quote(ctx: Context) -> int:
    return start(ctx, ctx.args.quote)
