"""``report RUN [RUN…] -o report.html|.png|.svg``: one self-contained page (inline SVG charts
and CSS, a Content-Security-Policy that allows no request at all), or the main chart as an
image."""

from __future__ import annotations

import html
from pathlib import Path
from typing import BinaryIO

from .. import _exit, _files
from .._compare_data import Compared, gather
from .._context import Context
from .._io import text, usd

STYLE = """
body{font:15px/1.5 system-ui,sans-serif;color:#1f2933;margin:2rem auto;max-width:900px;
padding:0 1rem;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e4e7eb}
table{border-collapse:collapse;margin:.5rem 0}td,th{padding:.2rem .8rem;text-align:left;
border-bottom:1px solid #f0f2f4}th{font-weight:600}svg{max-width:100%;height:auto}
.yes{color:#2e9e5b;font-weight:600}.no{color:#7b8794}
"""
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


def _pct(value: float | None, signed: bool = False) -> str:
    if value is None:
        return "-"
    return f"{value * 100:+.1f}" if signed else f"{value * 100:.1f}%"


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def page(compared: Compared) -> str:
    from .. import _plots

    e = html.escape
    ranking = _table(
        ["#", "model", "score", "95% interval", "graded"],
        [
            [
                e(m.label),
                e(m.name),
                _pct(m.score),
                f"{_pct(m.low)} to {_pct(m.high)}",
                str(m.graded),
            ]
            for m in compared.ranking.models
        ],
    )
    pairs = _table(
        ["model", "vs", "difference (points)", "95% interval", "significant"],
        [
            [
                e(p.model),
                e(p.other),
                _pct(p.difference, True),
                f"{_pct(p.low, True)} to {_pct(p.high, True)}",
                f'<span class="{"yes" if p.significant else "no"}">'
                f"{'yes' if p.significant else 'no'}</span>",
            ]
            for p in compared.ranking.pairs
        ],
    )
    outcomes = _table(
        ["model", "vs", "wins", "ties", "losses"],
        [
            [e(o.model), e(o.other), str(o.wins), str(o.ties), str(o.losses)]
            for o in compared.outcomes
        ],
    )
    coverage = _table(
        ["model", "run", "graded", "errors", "planned", "charged"],
        [
            [
                e(a.name),
                e(a.run_id),
                str(a.graded),
                str(a.errors),
                str(a.planned),
                usd(a.charged_microusd),
            ]
            for a in compared.arms
        ],
    )
    sections = [
        ("Ranking", _plots.svg(_plots.ranking(compared)) + ranking),
        (
            "Pairwise differences",
            (_plots.svg(_plots.differences(compared)) if compared.ranking.pairs else "") + pairs,
        ),
        ("Score against cost", _plots.svg(_plots.score_vs_cost(compared))),
        (
            "Per-task wins, ties and losses",
            (_plots.svg(_plots.outcomes(compared)) if compared.outcomes else "") + outcomes,
        ),
        ("Coverage", _plots.svg(_plots.coverage(compared)) + coverage),
    ]
    body = "".join(f"<section><h2>{e(t)}</h2>{content}</section>" for t, content in sections)
    title = e(f"EvalRouter report: {compared.benchmark}")
    return (
        "<!doctype html><html lang=en><head><meta charset=utf-8>"
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
        '<meta name=viewport content="width=device-width">'
        '<link rel=icon href="data:;base64,iVBORw0KGgo=">'
        f"<title>{title}</title>"
        f"<style>{STYLE}</style></head><body><h1>{title}</h1>"
        f"<p>{e(compared.ranking.title)}. Intervals are 95%.</p>{body}</body></html>\n"
    )


def report(ctx: Context) -> int:
    args = ctx.args
    path = Path(args.output)
    kind = path.suffix.lower().lstrip(".")
    if kind not in ("html", "png", "svg"):
        raise _exit.usage("-o must end in .html, .png or .svg.")
    _files.check(path, overwrite=args.overwrite, hint="Pass --overwrite to replace it.")
    compared = gather(ctx, args.runs)
    if kind == "html":
        html_page = page(compared).encode("utf-8")
        _files.save(path, lambda handle: handle.write(html_page))
    else:
        from .. import _plots

        figure = _plots.ranking(compared)

        def draw(handle: BinaryIO) -> None:
            figure.savefig(handle, format=kind, dpi=150, bbox_inches="tight")

        try:
            _files.save(path, draw)
        finally:
            _plots.pyplot().close(figure)
    document = {"path": str(path.resolve()), "format": kind, **compared.to_dict()}
    ctx.output.result(document, lambda: text(f"Saved {document['path']}."))
    return _exit.OK
