""" "Compared with your last run": on a finished one-model run's summary, the score of the
newest earlier finished run of the same benchmark versions and model (``_run_list.same_kind``)
that is not one the run continues (its ``source_run_id``, and theirs),
found with one bounded ``runs.list`` and that run's results. A lookup that fails adds nothing:
it never fails the command."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import islice
from typing import Any

from ._context import Context
from ._io import records
from ._render import card

LOOKBACK = 50  # newest runs read to find the last one
FINISHED = ("completed", "partial")


def _headline(results: dict[str, Any] | None) -> dict[str, Any] | None:
    from ._render import scores

    rows = [r for r in scores(results or {}) if isinstance(r["score"], int | float)]
    return rows[0] if len(rows) == 1 else None


def lookup(
    ctx: Context, run: dict[str, Any], results: dict[str, Any] | None
) -> dict[str, Any] | None:
    """The last run to compare ``run`` with: ``{"run_id", "created_at", "status", "score",
    "difference", "benchmark", "model"}``, or None (none, several scores, or a failed lookup)."""
    from evalrouter import EvalRouterError

    now = _headline(results)
    key = _same_kind(run)
    if now is None or key is None:
        return None
    chain = {run.get("source_run_id")} - {None}  # the runs this one continues
    try:
        for item in islice(ctx.client.runs.list(limit=LOOKBACK), LOOKBACK):
            other = records(item)
            if other.get("id") in chain:  # newest first: a run before the one it continues
                chain |= {other.get("source_run_id")} - {None}
                continue
            if (
                other.get("id") == run.get("id")
                or other.get("status") not in FINISHED
                or str(other.get("created_at") or "") >= str(run.get("created_at") or "")
                or _same_kind(other) != key
            ):
                continue
            before = _headline(records(ctx.client.runs.results(other["id"])))
            if before is None:
                return None
            return {
                "run_id": other["id"],
                "created_at": other.get("created_at"),
                "status": other.get("status"),
                "score": before["score"],
                "difference": now["score"] - before["score"],
                "benchmark": now["benchmark"],
                "model": key[0],
            }
    except EvalRouterError:
        return None
    return None


def _same_kind(run: dict[str, Any]) -> Any:
    from ._run_list import same_kind

    return same_kind(run)


def ago(created_at: object, now: datetime | None = None) -> str:
    """``12 s ago``, ``5 min ago``, ``2 h ago``, ``3 d ago``; ``earlier`` when unreadable."""
    try:
        then = datetime.fromisoformat(str(created_at).replace("Z", "+00:00"))
    except ValueError:
        return "earlier"
    if then.tzinfo is None:
        then = then.replace(tzinfo=UTC)
    seconds = max(0, int(((now or datetime.now(UTC)) - then).total_seconds()))
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"{seconds // size} {unit} ago"
    return f"{seconds} s ago"


def lines(previous: dict[str, Any] | None) -> list[str]:
    """``["", "Last run of B on M (run_…, 2 h ago): 71.0% → now 74.0% (+3.0 points)"]``, or
    nothing when there is no last run."""
    if previous is None:
        return []
    now = previous["score"] + previous["difference"]
    line = (
        f"Last run of {previous['benchmark']} on {previous['model']} ({previous['run_id']}, "
        f"{ago(previous['created_at'])}): {previous['score'] * 100:.1f}% → now "
        f"{now * 100:.1f}% ({previous['difference'] * 100:+.1f} points)"
    )
    return ["", card([line])]  # fitted to the terminal: wrapped at spaces, never mid-number
