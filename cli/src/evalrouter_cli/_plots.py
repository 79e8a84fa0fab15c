"""The report's charts, drawn with matplotlib (the ``charts`` extra: ``evalrouter[charts]``),
imported only by ``evalrouter report``. Each function returns a matplotlib Figure; ``svg`` turns
one into inline SVG whose text stays text (``<text>``, selectable and searchable), with its alt
text, and sized so that its smallest text is never drawn under ``MIN_TEXT_PX``: below that width
its box scrolls instead of shrinking it."""

from __future__ import annotations

import html
import io
import math
import re
from typing import Any

from ._compare_data import Compared

INK, ACCENT, MUTED, GOOD, BAD = "#1f2933", "#2f6fdf", "#9aa5b1", "#2e9e5b", "#d64545"
WIDTH = 4.8  # inches: narrow enough that a 390 px phone shows a chart whole at full text size
FONT = 11.0  # points: matplotlib's smallest text (ticks, legends, labels); titles are larger
MIN_TEXT_PX = 11.5  # the smallest a chart's text may be drawn, in CSS pixels
MAX_SCALE = 1.6  # how far a chart may grow on a wide screen


def pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        from ._exit import CliError

        raise CliError(
            "charts_extra_required",
            "Reports are drawn with matplotlib, which is not installed.",
            hint='Install the charts extra: pip install "evalrouter[charts]"',
            exit_code=1,
        ) from None
    matplotlib.use("Agg")
    matplotlib.rcParams.update(
        {"svg.fonttype": "none", "svg.hashsalt": "evalrouter", "font.size": FONT}
    )
    import matplotlib.pyplot as plt

    return plt


def _wrap(*parts: str, width: int = 22) -> str:
    """A label in lines of about ``width`` characters: a narrow chart keeps room for its plot."""
    import textwrap

    return "\n".join(textwrap.fill(p, width, break_long_words=False) for p in parts)


def _height(rows: list[str]) -> float:
    return 0.3 * sum(label.count("\n") + 1 for label in rows) + 0.25 * len(rows) + 1.4


def _percent(value: float | None) -> float:
    return 100.0 * value if value is not None else float("nan")


def ranking(compared: Compared, *, title: bool = True) -> Any:
    plt = pyplot()
    rows = compared.ranking.models
    names = [_wrap(f"{m.label}{'' if m.label.endswith('=') else '.'} {m.name}") for m in rows][::-1]
    scores = [_percent(m.score) for m in rows][::-1]
    lows = [
        s - _percent(m.low) if m.low is not None else 0
        for s, m in zip(scores, rows[::-1], strict=True)
    ]
    highs = [
        _percent(m.high) - s if m.high is not None else 0
        for s, m in zip(scores, rows[::-1], strict=True)
    ]
    fig, ax = plt.subplots(figsize=(WIDTH, _height(names)))
    ax.barh(names, scores, color=ACCENT, alpha=0.85, height=0.5)
    ax.errorbar(scores, names, xerr=[lows, highs], fmt="o", color=INK, capsize=5)
    ax.set_xlim(0, 100)
    ax.set_xlabel("score (%), with its 95% interval")
    if title:  # a picture on its own says what it ranks; the page says it in its heading
        ax.set_title(compared.ranking.title, loc="left")
    ax.grid(axis="x", color=MUTED, alpha=0.3)
    fig.tight_layout()
    return fig


def differences(compared: Compared) -> Any:
    plt = pyplot()
    pairs = compared.ranking.pairs
    labels = [_wrap(p.model, f"minus {p.other}") for p in pairs][::-1]
    fig, ax = plt.subplots(figsize=(WIDTH, _height(labels)))
    values = [_percent(p.difference) for p in pairs][::-1]
    lows = [v - _percent(p.low) for v, p in zip(values, pairs[::-1], strict=True)]
    highs = [_percent(p.high) - v for v, p in zip(values, pairs[::-1], strict=True)]
    colours = [
        (GOOD if v > 0 else BAD) if p.significant else MUTED
        for v, p in zip(values, pairs[::-1], strict=True)
    ]
    for y, (v, lo, hi, c) in enumerate(zip(values, lows, highs, colours, strict=True)):
        ax.errorbar([v], [y], xerr=[[lo], [hi]], fmt="o", color=c, capsize=5)
    ax.set_yticks(range(len(labels)), labels)
    ax.axvline(0, color=INK, linewidth=1)
    ax.set_xlabel("difference (points), 95% interval")
    ax.grid(axis="x", color=MUTED, alpha=0.3)
    fig.tight_layout()
    return fig


def frontier_points(points: list[tuple[float, float, str]]) -> list[tuple[float, float, str]]:
    """The points no other point beats on both cost (lower) and score (higher)."""
    best: list[tuple[float, float, str]] = []
    for cost, score, name in sorted(points, key=lambda p: (p[0], -p[1])):
        if not best or score > best[-1][1]:
            best.append((cost, score, name))
    return best


def score_vs_cost(compared: Compared) -> Any:
    plt = pyplot()
    points = [
        (a.charged_microusd / 1e6, _percent(a.score), _wrap(a.name, width=16))
        for a in compared.arms
        if a.charged_microusd is not None and a.score is not None
    ]
    fig, ax = plt.subplots(figsize=(WIDTH, 4.2))
    front = frontier_points(points)
    if len(front) > 1:
        ax.step(
            [p[0] for p in front], [p[1] for p in front], where="post", color=GOOD, label="frontier"
        )
    for cost, score, _name in points:
        ax.scatter([cost], [score], color=ACCENT, zorder=3)
    ax.margins(x=0.12, y=0.18)  # no point on the frame, room for the names
    ax.autoscale_view()
    _label_points(fig, ax, points)
    if len(front) > 1:
        ax.legend(loc="best")
    ax.set_xlabel("charged (USD)")
    ax.set_ylabel("score (%)")
    ax.grid(color=MUTED, alpha=0.3)
    fig.tight_layout()
    return fig


def _label_points(fig: Any, ax: Any, points: list[tuple[float, float, str]]) -> None:
    """Name each point beside it, on the first side (right, left; above, below) where the name
    overlaps no name already placed and stays inside the plot."""
    fig.canvas.draw()  # the layout that turns data into display coordinates
    inside = ax.get_window_extent()
    placed: list[Any] = []
    for cost, score, name in sorted(points, key=lambda p: (-p[1], p[0])):
        label = None
        for dx, dy, align in (
            (7, 5, "left"),
            (-7, 5, "right"),
            (7, -13, "left"),
            (-7, -13, "right"),
        ):
            label = ax.annotate(
                name, (cost, score), textcoords="offset points", xytext=(dx, dy), ha=align
            )
            box = label.get_window_extent(fig.canvas.get_renderer())
            fits = inside.x0 <= box.x0 and box.x1 <= inside.x1
            if fits and not any(box.overlaps(other) for other in placed):
                break
            label.remove()
            label = None
        if label is None:  # nowhere free: below on the right, as a last resort
            label = ax.annotate(name, (cost, score), textcoords="offset points", xytext=(7, -13))
        placed.append(label.get_window_extent(fig.canvas.get_renderer()))


def outcomes(compared: Compared) -> Any:
    plt = pyplot()
    rows = compared.outcomes
    labels = [_wrap(o.model, f"vs {o.other}") for o in rows][::-1]
    fig, ax = plt.subplots(figsize=(WIDTH, _height(labels)))
    wins = [o.wins for o in rows][::-1]
    ties = [o.ties for o in rows][::-1]
    losses = [o.losses for o in rows][::-1]
    ax.barh(labels, wins, color=GOOD, label="wins")
    ax.barh(labels, ties, left=wins, color=MUTED, label="ties")
    ax.barh(
        labels,
        losses,
        left=[w + t for w, t in zip(wins, ties, strict=True)],
        color=BAD,
        label="losses",
    )
    ax.set_xlabel("tasks (both graded)")
    ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncols=3, frameon=False)
    fig.tight_layout()
    return fig


def coverage(compared: Compared) -> Any:
    plt = pyplot()
    arms = compared.arms
    labels = [_wrap(a.name) for a in arms][::-1]
    fig, ax = plt.subplots(figsize=(WIDTH, _height(labels)))
    graded = [a.graded for a in arms][::-1]
    errors = [a.errors for a in arms][::-1]
    rest = [max(a.planned - a.graded - a.errors, 0) for a in arms][::-1]
    ax.barh(labels, graded, color=ACCENT, label="graded")
    ax.barh(labels, errors, left=graded, color=BAD, label="errors")
    ax.barh(
        labels,
        rest,
        left=[g + e for g, e in zip(graded, errors, strict=True)],
        color=MUTED,
        label="not graded",
    )
    ax.set_xlabel("tasks planned")
    ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncols=3, frameon=False)
    fig.tight_layout()
    return fig


def svg(fig: Any, alt: str) -> str:
    """The figure as inline SVG: ``role="img"`` with ``alt`` as its label and title, as wide as
    its box, but never so narrow that its smallest text falls under ``MIN_TEXT_PX``."""
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", metadata={"Creator": None, "Date": None}, bbox_inches="tight")
    pyplot().close(fig)
    text = buffer.getvalue()
    text = text[text.index("<svg") :]  # inline: no XML prolog or doctype
    box = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', text)
    width = float(box.group(1)) if box else WIDTH * 72
    # Text is FONT user units tall; drawn at W px wide it is FONT * W / width px.
    narrowest = math.ceil(width * MIN_TEXT_PX / FONT)
    widest = max(narrowest, round(width * MAX_SCALE))
    label = html.escape(alt, quote=True)
    opening = (
        f'<svg role="img" aria-label="{label}" '
        f'style="width:100%;height:auto;min-width:{narrowest}px;max-width:{widest}px" '
    )
    text = re.sub(r'\s(width|height)="[\d.]+pt"', "", text, count=2)
    text = text.replace("<svg ", opening, 1)
    head = text.index(">") + 1
    return f"{text[:head]}<title>{html.escape(alt)}</title>{text[head:]}"
