"""``quotes create|get``: what a run would cost; nothing starts."""

from __future__ import annotations

from .. import _exit, _render
from .._context import Context
from .._io import records
from .run import check_models, quote


def create(ctx: Context) -> int:
    args = ctx.args
    check_models(args.model)
    document = records(quote(ctx, args.benchmark, args.model, args.max_cost))
    cap = args.max_cost.removeprefix("$") if args.max_cost else None
    card = _render.quote_card(document, benchmark=args.benchmark, models=args.model, cap=cap)
    ctx.output.result(document, lambda: card)
    return _exit.OK


def get(ctx: Context) -> int:
    document = records(ctx.client.quotes.get(ctx.args.quote))
    card = _render.quote_card(document)
    ctx.output.result(document, lambda: card)
    return _exit.OK
