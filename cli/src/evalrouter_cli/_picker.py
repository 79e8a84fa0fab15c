"""Asking at a terminal for what a command was not given: the model picker of ``run BENCH``
without ``--model``."""

from __future__ import annotations

import sys
from typing import Any

from . import _exit
from ._io import Output, fit_width, records, table, text, usd
from ._rerun import command

TRIES = 3  # bad answers before the picker gives up
# One line on a 60-column terminal, with room for the answer.
PROMPT = "Model number (1-{last}; 1,3 to compare): "


def pick_models(ctx: Any, benchmark: str, most: int) -> list[str]:
    """The route id(s) the person picks from the models ``benchmark`` admits, at a terminal;
    without one, a usage error that names the command listing them."""
    out: Output = ctx.output
    listing = command("models", "list", "--benchmark", benchmark)
    if not out.interactive:
        raise _exit.usage(
            f"--model is required ({out.no_prompt_reason()}, so no model list is offered).",
            hint=f"List the models able to run it: {listing}",
        )
    resolved = ctx.client.benchmarks.resolve_benchmark(benchmark)
    models = [records(m) for m in ctx.client.models.list(benchmark=resolved.id, limit=100)]
    if not models:
        raise _exit.usage(f"No model can run {benchmark}.", hint=listing)
    rows = [
        [
            str(i),
            text(m.get("id")),
            text(m.get("display_name")),
            usd((m.get("pricing") or {}).get("input_microusd_per_million_tokens")),
            usd((m.get("pricing") or {}).get("output_microusd_per_million_tokens")),
        ]
        for i, m in enumerate(models, 1)
    ]
    headers = ["#", "ROUTE", "NAME", "$/M IN", "$/M OUT"]  # numbers, routes and prices whole
    out.err.write(
        f"Models able to run {text(benchmark)}:\n"
        + table(headers, rows, keep=(0, 1, 3, 4), width=fit_width(out.err))
        + "\n"
    )
    for _ in range(TRIES):
        out.err.write(PROMPT.format(last=len(models)))
        out.err.flush()
        answer = sys.stdin.readline()
        if not answer:
            break
        chosen, problem = _numbers(answer, len(models), most)
        if problem is None:
            return [str(models[i - 1].get("id")) for i in chosen]
        out.err.write(f"{problem}\n")
    raise _exit.usage("No model chosen; nothing was started.", hint=listing)


def _numbers(answer: str, count: int, most: int) -> tuple[list[int], str | None]:
    """The numbers of ``answer`` (``2`` or ``1, 3``), or what is wrong with it."""
    parts = [p.strip() for p in answer.split(",") if p.strip()]
    if not parts:
        return [], "Give a number."
    if not all(p.isascii() and p.isdigit() for p in parts):
        return [], f"Not a number: {answer.strip()!r}."
    chosen = [int(p) for p in parts]
    if any(not 1 <= n <= count for n in chosen):
        return [], f"Numbers go from 1 to {count}."
    if len(set(chosen)) != len(chosen):
        return [], "A model is given twice."
    if len(chosen) > most:
        return [], f"At most {most} models in one run."
    return chosen, None
