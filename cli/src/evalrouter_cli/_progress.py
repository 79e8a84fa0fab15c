"""Progress views on stderr while a run is followed (``--progress auto|plain|json|off``).

- ``auto``: a live bar (rich) when stderr is a colour terminal; plain lines otherwise; nothing
  under ``--json`` (which keeps stderr for the error document).
- ``plain``: one line per change: status, bar, done/total, errors, elapsed, spend against the
  run's maximum charge.
- ``json``: one ``evalrouter.progress.v1`` record per change (and every 30 s).
- ``off``: nothing.

The number shown beside the spend is the run's ``cap_microusd``: the most the run may charge
(the quote's maximum charge), labelled "max charge"; "cap" is only ever the user's
``--max-cost``. On a terminal every view fits its width (``_io.terminal_width``): a line that
wrapped would break the live view's redraw and leave a stale copy of it on screen.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ._context import Context
from ._io import cells, clip, colour_ok, fit_width, terminal_width, text, usd

SCHEMA = "evalrouter.progress.v1"
HEARTBEAT = 30.0


def _counts(record: dict[str, Any]) -> dict[str, Any]:
    progress = record.get("progress") or {}
    planned = progress.get("planned", record.get("planned_count"))
    done = progress.get("processed", record.get("completed_count"))
    return {
        "status": record.get("status"),
        "phase": progress.get("phase"),
        "planned": planned,
        "processed": done,
        "errors": progress.get("errors", record.get("error_count")),
        "spend_microusd": record.get("spend_microusd"),
        "cap_microusd": record.get("cap_microusd"),
        "waiting_reason": progress.get("waiting_reason") or record.get("waiting_reason"),
    }


def _clock(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _spend(c: dict[str, Any]) -> str:
    spend = f"spend {usd(c.get('spend_microusd'))}"
    if c.get("cap_microusd") is not None:
        spend += f" / max charge {usd(c.get('cap_microusd'))}"
    return spend


BAR = 20  # plain bar cells
MIN_BAR = 5


def line(record: dict[str, Any], elapsed: float, width: int | None = None) -> str:
    """One plain progress line: ``status [bar] done/planned | errors N | M:SS | spend …``.
    With ``width`` (a terminal's) it fits: "errors 0" goes first, then the elapsed time, the
    bar narrows (20 cells down to 5), and what still overflows is cut with ``…``."""
    c = _counts(record)
    planned, done = c["planned"] or 0, c["processed"] or 0
    errors = f"errors {c['errors'] or 0}"
    waiting = [f"waiting: {c['waiting_reason']}"] if c["waiting_reason"] else []
    full = [errors, _clock(elapsed), _spend(c), *waiting]
    choices = [full]
    if width is not None:  # shorter forms, in the order parts are given up
        lean = [p for p in full if p != "errors 0"]
        choices += [lean, [p for p in lean if p != _clock(elapsed)]]
    head = text(f"{c['status']} [")
    for parts in choices:
        tail = text(f"] {done}/{planned} | " + " | ".join(parts))
        room = BAR if width is None else width - cells(head) - cells(tail)
        if room >= MIN_BAR or parts is choices[-1]:
            break
    size = max(MIN_BAR, min(BAR, room))
    filled = int(size * done / planned) if planned else 0
    shown = head + "#" * filled + "-" * (size - filled) + tail
    return shown if width is None else clip(shown, width)


class View:
    """No progress at all (``off``); the base of the others."""

    def __init__(self, ctx: Context) -> None:
        self.err = ctx.output.err
        self.started = time.monotonic()

    def update(self, record: dict[str, Any]) -> None:
        pass

    def retrying(self, error: Any) -> None:
        pass

    def close(self) -> None:
        pass


class Plain(View):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._last: object = None

    def update(self, record: dict[str, Any]) -> None:
        key = tuple(_counts(record).values())
        if key != self._last:
            self._last = key
            elapsed = time.monotonic() - self.started
            self.err.write(line(record, elapsed, fit_width(self.err)) + "\n")
            self.err.flush()

    def retrying(self, error: Any) -> None:
        self.err.write(text(f"connection problem ({error.code}); retrying") + "\n")
        self.err.flush()


class Json(View):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._last: object = None
        self._emitted = 0.0

    def update(self, record: dict[str, Any]) -> None:
        counts = _counts(record)
        key = tuple(counts.values())
        now = time.monotonic()
        if key == self._last and now - self._emitted < HEARTBEAT:
            return
        self._last, self._emitted = key, now
        document = {"schema": SCHEMA, "run_id": record.get("id"), **counts}
        document["elapsed_seconds"] = round(now - self.started, 1)
        self.err.write(json.dumps(document) + "\n")
        self.err.flush()

    def retrying(self, error: Any) -> None:
        self.err.write(json.dumps({"schema": SCHEMA, "event": "retrying", "error": error.code}))
        self.err.write("\n")


class Live(View):
    """A redrawn bar on a colour terminal (rich, imported only here). Every line it draws fits
    the terminal's width (never wraps), so each redraw replaces the last one exactly."""

    BAR = 40  # bar cells at most
    MIN_BAR = 10  # narrower than this, the bar goes on a line of its own

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        from rich.console import Console
        from rich.live import Live as RichLive

        self._record: dict[str, Any] = {}
        self._note = ""
        self.width = terminal_width(self.err)
        console = Console(file=self.err, highlight=False, emoji=False, width=self.width)
        self._live = RichLive(
            get_renderable=self._render, console=console, refresh_per_second=4, transient=False
        )
        self._live.start()

    def _render(self) -> Any:
        from rich.console import Group
        from rich.progress_bar import ProgressBar
        from rich.table import Table
        from rich.text import Text

        width = self.width
        c = _counts(self._record) if self._record else {}
        planned, done = c.get("planned") or 0, c.get("processed") or 0
        clock = f"{_clock(time.monotonic() - self.started)} elapsed"
        head = text(f"{c.get('status') or 'starting'}  {self._record.get('id', '')}")
        lines: list[Any] = [Text(clip(f"{clip(head, width - cells(clock) - 2)}  {clock}", width))]
        counts = text(f"{done}/{planned} done  errors {c.get('errors') or 0}  {_spend(c)}")
        size = min(self.BAR, width - cells(counts) - 1)
        row = Table.grid(padding=(0, 1))
        if size >= self.MIN_BAR:  # the bar and its numbers on one line
            row.add_row(ProgressBar(total=max(planned, 1), completed=done, width=size), counts)
        else:  # the bar on a line of its own, the numbers under it
            size = min(self.BAR, width)
            row.add_row(ProgressBar(total=max(planned, 1), completed=done, width=size))
            row.add_row(Text(clip(counts, width)))
        lines.append(row)
        if self._note or c.get("waiting_reason"):
            lines.append(Text(clip(text(self._note or f"waiting: {c['waiting_reason']}"), width)))
        return Group(*lines)

    def update(self, record: dict[str, Any]) -> None:
        self._record, self._note = record, ""
        self._live.refresh()

    def retrying(self, error: Any) -> None:
        self._note = f"connection problem ({error.code}); retrying"

    def close(self) -> None:
        if self._live.is_started:
            self._live.stop()


def view(ctx: Context, *, mode: str) -> View:
    if mode == "off":
        return View(ctx)
    if mode == "json":
        return Json(ctx)
    if mode == "plain":
        return Plain(ctx)
    if ctx.output.explicit_json:
        return View(ctx)
    if colour_ok(ctx.output.err):
        return Live(ctx)
    return Plain(ctx)  # plain terminals and logs alike
