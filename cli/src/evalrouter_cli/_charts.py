"""Charts in the terminal: each model's score with its 95% interval as a ranked bar with
whiskers, and the pairwise differences with their intervals and significance. rich lays the
tables out (imported only here); the bars are text, so they survive copy and paste. Names and
titles reach rich as ``Text`` through ``_io.text``: never read as rich markup (``[link=…]``),
never a control sequence; the colour is rich's own.

Both tables fit the terminal's width (``_io.terminal_width``): the bar narrows from ``WIDTH``
cells to ``MIN_BAR``, model names are cut with ``…``, and on a narrow terminal the interval
column of the ranking and the long headers of the differences give way."""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from ._io import Output, cells, clip, terminal_width, text

WIDTH = 40  # character cells for the 0..100% axis, at most
MIN_BAR = 12  # and at least
MIN_NAME = 8  # model names are cut to no fewer cells than this
NAME = 20  # before the bar narrows, names get this many cells
GAP = 2  # between columns


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


def _cell(value: float | None, width: int = WIDTH) -> int | None:
    if value is None:
        return None
    return max(0, min(width - 1, round(value * (width - 1))))


def bar(score: float | None, low: float | None, high: float | None, width: int = WIDTH) -> str:
    """``███████├──●──┤       `` on a 0..1 axis of ``width`` cells: the bar up to the score,
    whiskers for the interval."""
    cells_ = [" "] * width
    at, lo, hi = _cell(score, width), _cell(low, width), _cell(high, width)
    if at is None:
        return "".join(cells_)
    for i in range(at):
        cells_[i] = "█"
    if lo is not None and hi is not None:
        for i in range(lo, hi + 1):
            cells_[i] = "─" if cells_[i] == " " else "▓"
        cells_[lo], cells_[hi] = "├", "┤"
    cells_[at] = "●"
    return "".join(cells_)


def _pct(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value * 100:+.1f}" if signed else f"{value * 100:.1f}%"


def _fixed(columns: list[list[str]]) -> int:
    """The cells the given columns take (each its widest cell), gaps included."""
    return sum(max(cells(c) for c in column) + GAP for column in columns)


def _ranking_table(ranking: Ranking, width: int) -> Any:
    from rich.table import Table
    from rich.text import Text

    labels = ["#", *(text(m.label) for m in ranking.models)]
    scores = ["score", *(_pct(m.score) for m in ranking.models)]
    intervals = ["95% interval"] + [
        f"{_pct(m.low)} to {_pct(m.high)}" if m.low is not None else "-" for m in ranking.models
    ]
    names = [text(m.name) for m in ranking.models]
    longest = max(cells(n) for n in ["model", *names])
    fixed = _fixed([labels, scores, intervals])
    with_interval = width - fixed - min(longest, MIN_NAME) - GAP >= MIN_BAR
    if not with_interval:  # a narrow terminal: the interval shows as the whiskers alone
        fixed = _fixed([labels, scores])
    room = width - fixed - GAP  # for the name and the bar
    size = max(MIN_BAR, min(WIDTH, room - min(longest, NAME)))
    name_width = max(MIN_NAME, min(longest, room - size))
    axis = "0%" + " " * max(1, size - 6) + "100%" if size >= 8 else "0..100%"
    table = Table(
        title=Text(clip(text(ranking.title), width)),
        title_justify="left",
        box=None,
        pad_edge=False,
        padding=(0, GAP // 2),
    )
    table.add_column("#", no_wrap=True)
    table.add_column("model", no_wrap=True, max_width=name_width)
    table.add_column("score", no_wrap=True, justify="right")
    if with_interval:
        table.add_column("95% interval", no_wrap=True)
    table.add_column(axis[:size], no_wrap=True)
    for m, label, name, score, interval in zip(
        ranking.models, labels[1:], names, scores[1:], intervals[1:], strict=True
    ):
        row: list[Any] = [Text(label), Text(clip(name, name_width)), score]
        if with_interval:
            row.append(interval)
        table.add_row(*row, bar(m.score, m.low, m.high, size))
    return table


def _pairs_table(pairs: list[Pair], width: int) -> Any:
    from rich.table import Table
    from rich.text import Text

    diffs = [_pct(p.difference, True) for p in pairs]
    intervals = [
        f"{_pct(p.low, True)} to {_pct(p.high, True)}" if p.low is not None else "-" for p in pairs
    ]
    significant = ["yes" if p.significant else "no" for p in pairs]
    models = [text(p.model) for p in pairs]
    others = [text(p.other) for p in pairs]
    headers = ["difference", "95% interval", "significant"]
    fixed = _fixed([[headers[0], *diffs], [headers[1], *intervals], [headers[2], *significant]])
    longest = max(cells(n) for n in ["model", *models]) + max(cells(n) for n in ["vs", *others])
    if width - fixed - GAP < longest:  # narrow: short headers leave the names more room
        headers = ["diff", "95% CI", "sig"]
        fixed = _fixed([[headers[0], *diffs], [headers[1], *intervals], [headers[2], *significant]])
    name_width = max(MIN_NAME, (width - fixed - GAP) // 2)
    table = Table(
        title=Text(clip("Pairwise differences (points)", width)),
        title_justify="left",
        box=None,
        pad_edge=False,
        padding=(0, GAP // 2),
    )
    table.add_column("model", no_wrap=True, max_width=name_width)
    table.add_column("vs", no_wrap=True, max_width=name_width)
    for header in headers:
        table.add_column(header, no_wrap=True)
    for model, other, diff, interval, sig in zip(
        models, others, diffs, intervals, significant, strict=True
    ):
        table.add_row(
            Text(clip(model, name_width)), Text(clip(other, name_width)), diff, interval, sig
        )
    return table


def terminal_chart(ranking: Ranking, output: Output) -> str:
    from rich.console import Console

    width = terminal_width(output.out)
    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=width,
        force_terminal=output.colour_out,
        no_color=not output.colour_out,
        highlight=False,
        emoji=False,
    )
    console.print(_ranking_table(ranking, width))
    if ranking.pairs:
        console.print()
        console.print(_pairs_table(ranking.pairs, width))
    return buffer.getvalue().rstrip("\n")
