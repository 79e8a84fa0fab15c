"""What ``runs list`` shows: its filters (``--filter KEY=VALUE``), orders (``--sort FIELD``)
and columns (``--columns a,b,c``), each checked against one list here, and what makes two runs
runs "of the same benchmark and model" (``same_kind``, also read by ``_previous``).

The API lists runs newest first with no filter of its own (``cursor`` and ``limit`` only), so
filters are applied here, to at most ``SCAN`` of the newest runs."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal, InvalidOperation
from typing import Any

from . import _exit
from ._io import text, usd

SCAN = 500  # runs read at most when a filter is given
FILTERS = ("status", "benchmark", "model", "name")
SORTS = ("created", "spend", "status", "name")
DEFAULT_SORT = "-created"


def _done(run: dict[str, Any]) -> str:
    progress = run.get("progress") or {}
    done = progress.get("processed", run.get("completed_count"))
    planned = progress.get("planned", run.get("planned_count"))
    return f"{done}/{planned}"


def _errors(run: dict[str, Any]) -> str:
    progress = run.get("progress") or {}
    return text(progress.get("errors", run.get("error_count")))


def model_of(run: dict[str, Any]) -> str | None:
    """The route of a one-model run; None for a run of several models (no ``route``)."""
    route = run.get("route") or {}
    return route.get("id") if isinstance(route, dict) else None


def _model_cell(run: dict[str, Any]) -> str:
    route = model_of(run)
    return text(route) if route else "(several)"


def _created(run: dict[str, Any]) -> str:
    created = str(run.get("created_at") or "-")
    return text(created[:16].replace("T", " "))


# column key: (header, cell)
COLUMNS: dict[str, tuple[str, Callable[[dict[str, Any]], str]]] = {
    "id": ("RUN", lambda r: text(r.get("id"))),
    "status": ("STATUS", lambda r: text(r.get("status"))),
    "done": ("DONE", _done),
    "errors": ("ERRORS", _errors),
    "spend": ("SPEND", lambda r: usd(r.get("spend_microusd"))),
    "max_charge": ("MAX CHARGE", lambda r: usd(r.get("cap_microusd"))),
    "model": ("MODEL", _model_cell),
    "created": ("CREATED", _created),
    "name": ("NAME", lambda r: text(r.get("name"))),
}
DEFAULT_COLUMNS = ("id", "status", "done", "spend", "max_charge", "name")


def columns(value: str | None) -> list[str]:
    """``--columns a,b,c``: the column keys in order; an unknown one is a usage error."""
    if not value:
        return list(DEFAULT_COLUMNS)
    chosen = [c.strip().lower() for c in value.split(",") if c.strip()]
    unknown = [c for c in chosen if c not in COLUMNS]
    if unknown or not chosen:
        raise _exit.usage(
            f"Unknown column {', '.join(map(repr, unknown)) or '(none given)'} for --columns.",
            hint=f"Choose from: {','.join(COLUMNS)}",
        )
    return list(dict.fromkeys(chosen))


UNCUT = ("id", "status", "done", "errors", "spend", "max_charge", "created")  # never cut
DROPPED_FIRST = ("max_charge", "done")  # default columns left out on a narrow terminal
MIDDLE = ("name",)  # cut in the middle: "GSM8K (local) · GPT-5 (simulated)" keeps its model


def fitting(
    keys: list[str], *, chosen_columns: bool
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """``table``'s ``keep``, ``optional`` and ``middle`` for these columns: ids, statuses and
    amounts are never cut, names are cut in the middle; on a narrow terminal the default
    columns leave out the maximum charge, then the done count (columns the user chose stay:
    too many for the width, each run is shown as a block of ``COLUMN  value`` lines)."""
    keep = tuple(i for i, k in enumerate(keys) if k in UNCUT)
    optional = () if chosen_columns else tuple(keys.index(k) for k in DROPPED_FIRST if k in keys)
    middle = tuple(i for i, k in enumerate(keys) if k in MIDDLE)
    return keep, optional, middle


def rows(items: list[dict[str, Any]], keys: list[str]) -> tuple[list[str], list[list[str]]]:
    headers = [COLUMNS[k][0] for k in keys]
    return headers, [[COLUMNS[k][1](r) for k in keys] for r in items]


def filters(values: Iterable[str] | None) -> dict[str, list[str]]:
    """``--filter KEY=VALUE`` (repeatable): the values asked for, by key; the same key twice
    matches either value. An unknown key, or no ``=``, is a usage error."""
    chosen: dict[str, list[str]] = {}
    for item in values or ():
        key, sep, value = item.partition("=")
        key = key.strip().lower()
        if not sep or key not in FILTERS or not value.strip():
            raise _exit.usage(
                f"--filter {item!r}: expected KEY=VALUE with KEY one of {', '.join(FILTERS)}.",
                hint="For example: evalrouter runs list --filter status=completed",
            )
        chosen.setdefault(key, []).append(value.strip())
    return chosen


def _contains(haystacks: Iterable[object], needle: str) -> bool:
    return any(needle.casefold() in str(h).casefold() for h in haystacks if h)


def matcher(
    chosen: dict[str, list[str]], benchmark_ids: set[str] | None
) -> Callable[[dict[str, Any]], bool]:
    """Whether a run matches every key (and any value of a key). ``benchmark_ids``: the
    benchmark versions ``benchmark=`` resolved to (the run records name versions only)."""

    def test(run: dict[str, Any]) -> bool:
        for key, values in chosen.items():
            if key == "status":
                ok = str(run.get("status") or "").lower() in {v.lower() for v in values}
            elif key == "benchmark":
                ids = {p.get("id") for p in run.get("profiles") or [] if isinstance(p, dict)}
                ok = bool(ids & (benchmark_ids or set()))
            elif key == "model":
                model = run.get("model") or {}
                names = [model_of(run), model.get("route_id"), model.get("model_id")]
                names += [model.get("display_name"), run.get("name")]
                ok = any(_contains(names, v) for v in values)
            else:
                ok = any(_contains([run.get("name")], v) for v in values)
            if not ok:
                return False
        return True

    return test


def _spend(run: dict[str, Any]) -> Decimal:
    try:
        return Decimal(str(run.get("spend_microusd") or 0))
    except InvalidOperation:
        return Decimal(0)


_SORT_KEYS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "created": lambda r: str(r.get("created_at") or ""),
    "spend": _spend,
    "status": lambda r: str(r.get("status") or ""),
    "name": lambda r: str(r.get("name") or "").casefold(),
}


def sort(items: list[dict[str, Any]], field: str | None) -> list[dict[str, Any]]:
    """``--sort FIELD`` (``-FIELD``: descending); newest first when not given."""
    field = (field or DEFAULT_SORT).strip().lower()
    descending = field.startswith("-")
    name = field.lstrip("-+")
    if name not in _SORT_KEYS:
        raise _exit.usage(
            f"Unknown --sort field {field!r}.",
            hint=f"Choose from: {', '.join(SORTS)} (-FIELD for descending, e.g. --sort=-spend)",
        )
    return sorted(items, key=_SORT_KEYS[name], reverse=descending)


def same_kind(run: dict[str, Any]) -> tuple[Any, ...] | None:
    """What two runs share when they are runs of the same benchmark versions and model (one
    model, no agent); None for other runs (several models, agents)."""
    route = model_of(run)
    if route is None or run.get("agent") or run.get("client_agent"):
        return None
    ids = sorted(str(p.get("id")) for p in run.get("profiles") or [] if isinstance(p, dict))
    return (route, tuple(ids)) if ids else None
