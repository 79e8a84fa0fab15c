"""``report RUN [RUN…] -o report.html|.png|.svg``: one self-contained page (``_report_html``:
inline SVG charts and CSS, a Content-Security-Policy that allows no request at all) for any mix
of runs of one benchmark, or the main chart as an image."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from .. import _exit, _files
from .._compare_data import gather
from .._context import Context
from .._io import text


def report(ctx: Context) -> int:
    args = ctx.args
    path = Path(args.output)
    kind = path.suffix.lower().lstrip(".")
    if kind not in ("html", "png", "svg"):
        raise _exit.usage("-o must end in .html, .png or .svg.")
    _files.check(path, overwrite=args.overwrite, hint="Pass --overwrite to replace it.")
    compared = gather(ctx, args.runs, args.baseline)
    if kind == "html":
        from .._report_html import page

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
