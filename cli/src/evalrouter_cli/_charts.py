"""Charts in the terminal: each model's score with its 95% interval as a ranked bar with
whiskers, and the pairwise differences with their intervals and significance. rich lays the
tables out (imported only here); the bars are text, so they survive copy and paste. Names and
titles reach rich as ``Text`` through ``_io.text``: never read as rich markup (``[link=…]``),
never a control sequence; the colour is rich's own."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from ._io import Output, text

WIDTH = 40  # character cells for the 0..100% axis


@dataclass(frozen=True)
class Ranked:
    label: str
    name: str
    score: float | None
    low: float | None
    high: float | None
    graded: int | None = None


@dataclass(frozen=True)
class Pair:
    model: str
    other: str
    difference: float | None
    low: float | None
    high: float | None
    significant: bool


@dataclass(frozen=True)
class Ranking:
    title: str
    models: list[Ranked]
    pairs: list[Pair]

    def to_dict(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "ranking": [vars(m) for m in self.models],
            "pairs": [vars(p) for p in self.pairs],
        }


def ranking_from_comparison(comparison: Any) -> Ranking:
    """From the SDK's ``Comparison`` (a multi-model run)."""
    models = [Ranked(m.label, m.name, m.score, m.low, m.high, m.graded) for m in comparison.models]
    pairs = [
        Pair(p.model, p.other, p.difference, p.low, p.high, p.significant) for p in comparison.pairs
    ]
    title = f"{comparison.name} ({comparison.metric}, {comparison.tasks_compared} shared tasks)"
    return Ranking(title, models, pairs)


def _cell(value: float | None) -> int | None:
    if value is None:
        return None
    return max(0, min(WIDTH - 1, round(value * (WIDTH - 1))))


def bar(score: float | None, low: float | None, high: float | None) -> str:
    """``███████├──●──┤       `` on a 0..1 axis: the bar up to the score, whiskers for the
    interval."""
    cells = [" "] * WIDTH
    at, lo, hi = _cell(score), _cell(low), _cell(high)
    if at is None:
        return "".join(cells)
    for i in range(at):
        cells[i] = "█"
    if lo is not None and hi is not None:
        for i in range(lo, hi + 1):
            cells[i] = "─" if cells[i] == " " else "▓"
        cells[lo], cells[hi] = "├", "┤"
    cells[at] = "●"
    return "".join(cells)


def _pct(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value * 100:+.1f}" if signed else f"{value * 100:.1f}%"


def terminal_chart(ranking: Ranking, output: Output) -> str:
    from rich.console import Console
    from rich.table import Table

    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=100,
        force_terminal=output.colour_out,
        no_color=not output.colour_out,
        highlight=False,
        emoji=False,
    )
    from rich.text import Text

    def cell(value: object) -> Text:
        return Text(text(value))

    table = Table(title=cell(ranking.title), title_justify="left", box=None, pad_edge=False)
    for column in ("#", "model", "score", "95% interval", "0%" + " " * (WIDTH - 6) + "100%"):
        table.add_column(column, no_wrap=True)
    for m in ranking.models:
        interval = f"{_pct(m.low)} to {_pct(m.high)}" if m.low is not None else "-"
        table.add_row(
            cell(m.label), cell(m.name), _pct(m.score), interval, bar(m.score, m.low, m.high)
        )
    console.print(table)
    if ranking.pairs:
        diffs = Table(title="Pairwise differences (points)", title_justify="left", box=None)
        for column in ("model", "vs", "difference", "95% interval", "significant"):
            diffs.add_column(column, no_wrap=True)
        for p in ranking.pairs:
            interval = f"{_pct(p.low, True)} to {_pct(p.high, True)}" if p.low is not None else "-"
            diffs.add_row(
                cell(p.model),
                cell(p.other),
                _pct(p.difference, True),
                interval,
                "yes" if p.significant else "no",
            )
        console.print()
        console.print(diffs)
    return buffer.getvalue().rstrip("\n")
