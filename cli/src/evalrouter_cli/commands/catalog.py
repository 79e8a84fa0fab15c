"""``benchmarks list|get`` and ``models list``."""

from __future__ import annotations

from typing import Any

from .._context import Context
from .._io import fit_line, records, screen_width, table, text, usd
from .._render import card
from .._rerun import command

_PAGE = 100


def benchmarks_list(ctx: Context) -> int:
    page = ctx.client.benchmarks.list(q=ctx.args.query, limit=_PAGE)
    items = [records(b) for b in page]

    def human() -> str:
        rows = [
            [
                text(b.get("slug")),
                text(b.get("version")),
                text(b.get("name")),
                text(b.get("task_count")),
                text(b.get("category")),
                text(listed_status(b)),
            ]
            for b in items
        ]
        # Slugs, versions, counts and statuses whole; on a narrow terminal the category, then
        # the name (rather than shown in fewer than ``SOFT`` cells), is left out.
        headers = ["SLUG", "VERSION", "NAME", "TASKS", "CATEGORY", "STATUS"]
        body = table(headers, rows, keep=(0, 1, 3, 5), optional=(4, 2))
        why = [
            f"{b.get('slug')}@{b.get('version')} cannot be quoted: {_unquotable(b)}"
            for b in items
            if _unquotable(b) is not None
        ]
        notes = f"\n{card(why)}" if why else ""
        counted = f"{len(items)} benchmark version(s). Next:"
        following = command("benchmarks", *(["get", items[0]["slug"]] if items else ["list"]))
        last = fit_line(counted, following, screen_width())
        return f"{body}\n{notes}\n{last}"

    ctx.output.result({"benchmarks": items}, human)
    return 0


def _unquotable(record: dict[str, Any]) -> str | None:
    """Why a benchmark version cannot be quoted now (its ``quote_availability``), or None."""
    availability = record.get("quote_availability") or {}
    if availability.get("status") != "unavailable":
        return None
    return str(availability.get("message") or availability.get("reason_code") or "unavailable")


def listed_status(record: dict[str, Any]) -> str:
    """A version's status as listed: ``active`` only when it can also be quoted."""
    status = str(record.get("status") or "-")
    if _unquotable(record) is None:
        return status
    return "not quotable" if status == "active" else f"{status}, not quotable"


def benchmarks_get(ctx: Context) -> int:
    detail = records(ctx.client.benchmarks.get(ctx.args.slug))

    def human() -> str:
        versions = detail.get("versions") or []
        lines = [f"Benchmark: {detail.get('slug')}"]
        if versions:
            latest = versions[-1]
            lines.append(f"Name: {latest.get('name')}")
            lines.append(f"Description: {latest.get('description')}")
            lines.append(f"Metrics: {', '.join(str(m) for m in latest.get('metrics') or [])}")
        lines = [card(lines)]
        rows = [
            [
                text(v.get("version")),
                text(v.get("id")),
                text(v.get("task_count")),
                text(v.get("status")),
                text((v.get("quote_availability") or {}).get("status")),
            ]
            for v in versions
        ]
        lines += ["", table(["VERSION", "ID", "TASKS", "STATUS", "QUOTE"], rows)]
        models = text(command("models", "list", "--benchmark", str(detail.get("slug"))))
        lines += ["", fit_line("Next:", models, screen_width(), " (the models able to run it)")]
        return "\n".join(lines)

    ctx.output.result(detail, human)
    return 0


def _per_million(route: dict[str, Any], key: str) -> str:
    pricing = route.get("pricing") or {}
    return usd(pricing.get(key))


def models_list(ctx: Context) -> int:
    benchmark = None
    if ctx.args.benchmark:
        # The catalog filters by benchmark version id; names resolve as `run` resolves them.
        benchmark = ctx.client.benchmarks.resolve_benchmark(ctx.args.benchmark).id
    page = ctx.client.models.list(q=ctx.args.query, benchmark=benchmark, limit=_PAGE)
    items = [records(m) for m in page]

    def human() -> str:
        rows = [
            [
                text(m.get("id")),
                text(m.get("display_name")),
                text(m.get("provider")),
                _per_million(m, "input_microusd_per_million_tokens"),
                _per_million(m, "output_microusd_per_million_tokens"),
                text((m.get("limits") or {}).get("context_tokens")),
                text(m.get("status")),
            ]
            for m in items
        ]
        # Routes and prices whole; on a narrow terminal the context size, the status and the
        # provider are left out (in that order: ``models list --json`` has them), then the
        # name cut.
        headers = ["ROUTE", "NAME", "PROVIDER", "$/M IN", "$/M OUT", "CONTEXT", "STATUS"]
        body = table(headers, rows, keep=(0, 3, 4, 5, 6), optional=(5, 6, 2))
        return f"{body}\n\n{len(items)} model(s)."

    ctx.output.result({"models": items}, human)
    return 0


def _agent_row(info: Any) -> dict[str, Any]:
    from dataclasses import asdict

    return asdict(info)


def agents_list(ctx: Context) -> int:
    """The ACP Registry agents of the snapshot bundled with the SDK (offline: no request)."""
    from dataclasses import asdict

    listing = ctx.offline_client.agents.list()
    items = [_agent_row(a) for a in listing.data]
    snapshot = listing.snapshot
    document = {
        "agents": items,
        "snapshot_sha256": listing.snapshot_sha256,
        "snapshot": asdict(snapshot),
        "platform": listing.platform,
    }
    built = f"registry commit {(snapshot.commit or 'unknown')[:12]}" + (
        f" of {snapshot.date}" if snapshot.date else ""
    )

    def human() -> str:
        rows = [
            [
                text(a["id"]),
                text(a["version"]),
                text(a["integrity"]),
                text(a["distribution"]),
                _short(a["description"] or a["name"]),
            ]
            for a in items
        ]
        # Fits the terminal: ids and integrity whole; the description cut, and on a narrow
        # terminal the install kind, then the version, then the description (rather than
        # shown in fewer than ``SOFT`` cells) left out (``agents get ID`` has them).
        headers = ["ID", "VERSION", "INTEGRITY", "INSTALL", "ABOUT"]
        body = table(headers, rows, keep=(0, 1, 2, 3), optional=(3, 1, 4))
        if not items:
            return ""
        about = card(
            [
                f"{len(items)} agent(s) for {listing.platform}, from the bundled ACP Registry "
                f"snapshot {snapshot.sha256[:12]} ({built})."
            ]
        )
        first = text(command("agents", "get", str(items[0]["id"])))
        return f"{body}\n\n{about}\n{fit_line('Next:', first, screen_width())}"

    ctx.output.result(document, human)
    return 0


def agents_get(ctx: Context) -> int:
    info = _agent_row(ctx.offline_client.agents.get(ctx.args.id))

    def human() -> str:
        lines = [f"{key.capitalize()}: {text(value)}" for key, value in info.items()]
        check = text(command("agents", "check", str(info["id"])))
        note = f" (offline, $0: can it be evaluated here?), then --agent {info['id']}"
        note = text(f"{note} (or --agent hosted:{info['id']})")
        return f"{card(lines)}\n\n{fit_line('Next:', check, screen_width(), note)}"

    ctx.output.result(info, human)
    return 0


def _short(value: object, width: int = 60) -> str:
    line = ("-" if value is None else str(value)).split("\n")[0]
    return text(line if len(line) <= width else line[: width - 1] + "…")
