"""Progress views on stderr while a run is followed (``--progress auto|plain|json|off``).

- ``auto``: a live bar (rich) when stderr is a colour terminal; plain lines otherwise; nothing
  under ``--json`` (which keeps stderr for the error document).
- ``plain``: one line per change: status, bar, done/total, errors, elapsed, spend vs cap.
- ``json``: one ``evalrouter.progress.v1`` record per change (and every 30 s).
- ``off``: nothing.
"""

from __future__ import annotations

import json
import time
from typing import Any

from ._context import Context
from ._io import colour_ok, text, usd

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


def line(record: dict[str, Any], elapsed: float, width: int = 20) -> str:
    c = _counts(record)
    planned, done = c["planned"] or 0, c["processed"] or 0
    filled = int(width * done / planned) if planned else 0
    bar = "#" * filled + "-" * (width - filled)
    spend = f"spend {usd(c['spend_microusd'])}"
    if c["cap_microusd"] is not None:
        spend += f" / cap {usd(c['cap_microusd'])}"
    waiting = f" | waiting: {c['waiting_reason']}" if c["waiting_reason"] else ""
    return text(
        f"{c['status']} [{bar}] {done}/{planned} | errors {c['errors'] or 0} | "
        f"{_clock(elapsed)} | {spend}{waiting}"
    )


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
            self.err.write(line(record, time.monotonic() - self.started) + "\n")
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
    """A redrawn bar on a colour terminal (rich, imported only here)."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        from rich.console import Console
        from rich.live import Live as RichLive

        self._record: dict[str, Any] = {}
        self._note = ""
        console = Console(file=self.err, highlight=False, emoji=False, width=100)
        self._live = RichLive(
            get_renderable=self._render, console=console, refresh_per_second=4, transient=False
        )
        self._live.start()

    def _render(self) -> Any:
        from rich.progress_bar import ProgressBar
        from rich.table import Table
        from rich.text import Text

        c = _counts(self._record) if self._record else {}
        planned, done = c.get("planned") or 0, c.get("processed") or 0
        grid = Table.grid(padding=(0, 1))
        head = f"{c.get('status') or 'starting'}  {self._record.get('id', '')}"
        grid.add_row(Text(text(head)), f"{_clock(time.monotonic() - self.started)} elapsed")
        bar = ProgressBar(total=max(planned, 1), completed=done, width=40)
        spend = f"spend {usd(c.get('spend_microusd'))}"
        if c.get("cap_microusd") is not None:
            spend += f" / cap {usd(c.get('cap_microusd'))}"
        counts = f"{done}/{planned} done  errors {c.get('errors') or 0}  {spend}"
        grid.add_row(bar, Text(text(counts)))
        if self._note or c.get("waiting_reason"):
            grid.add_row(Text(text(self._note or f"waiting: {c['waiting_reason']}")), "")
        return grid

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
