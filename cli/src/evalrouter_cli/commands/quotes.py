"""``quotes create|get``: what a run would cost; nothing starts. Both show the same card;
``create`` ends with the command that starts exactly that quote (``run --quote ID``)."""

from __future__ import annotations

from .. import _exit, _render, _rerun
from .._context import Context
from .._io import records
from .quote_start import benchmark_label
from .run import check_models, quote


def create(ctx: Context) -> int:
    args = ctx.args
    check_models(ctx)
    quoted, defaulted = quote(ctx, args.benchmark, args.model, args.max_cost)
    document = records(quoted)
    cap = _rerun.cap_of(args)
    card = _render.quote_card(
        document, benchmark=benchmark_label(ctx, document), cap=cap, defaulted=defaulted
    )
    start = _rerun.start_quote(str(document.get("id")), cap=cap)
    line = _render.next_lines(start, label="Start it:")
    ctx.output.result({**document, "next": start}, lambda: f"{card}\n\n{line}")
    return _exit.OK


def get(ctx: Context) -> int:
    document = records(ctx.client.quotes.get(ctx.args.quote))
    cap = _render.quoted_cap(document)
    card = _render.quote_card(document, benchmark=benchmark_label(ctx, document), cap=cap)
    ctx.output.result(document, lambda: card)
    return _exit.OK
