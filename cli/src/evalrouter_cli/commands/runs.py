"""``runs list|get|wait|cancel|results|events|export|continue``."""

from __future__ import annotations

from itertools import islice
from pathlib import Path
from typing import Any

from .. import _exit, _files, _follow, _lookup, _render, _rerun
from .._context import Context
from .._exit import CliError
from .._io import dumps, records, table, text

EXTENSIONS = {
    "json": "json",
    "csv": "csv",
    "html": "html",
    "summary": "summary.json",
    "bundle": "zip",
}


def list_runs(ctx: Context) -> int:
    """The newest runs (at most ``--limit``; with ``--filter``, those matching among at most
    ``_run_list.SCAN`` of the newest), in ``--sort`` order, with ``--columns``."""
    from .. import _run_list

    args = ctx.args
    keys = _run_list.columns(args.columns)
    chosen = _run_list.filters(args.filter)
    _run_list.sort([], args.sort)  # the field checked before any request
    benchmark_ids = None
    if "benchmark" in chosen:
        benchmark_ids = set()
        for name in chosen["benchmark"]:
            benchmark_ids |= _benchmark_ids(ctx, name)
    scan = _run_list.SCAN if chosen else args.limit
    matches = _run_list.matcher(chosen, benchmark_ids)
    listed = islice(ctx.client.runs.list(limit=min(scan, 100)), scan)
    found = [r for r in (records(run) for run in listed) if matches(r)]
    items = _run_list.sort(found, args.sort)[: args.limit]

    def human() -> str:
        headers, rows = _run_list.rows(items, keys)
        keep, optional, mid = _run_list.fitting(keys, chosen_columns=args.columns is not None)
        body = table(headers, rows, keep=keep, optional=optional, middle=mid)
        if not items:
            return f"{body}\n\n{_render.next_lines(_rerun.command('benchmarks', 'list'))}"
        newest = _rerun.command("runs", "get", str(items[0].get("id")))
        return f"{body}\n\n{_render.next_lines(newest, label=f'{len(items)} run(s). Next:')}"

    ctx.output.result({"runs": items}, human)
    return _exit.OK


def _benchmark_ids(ctx: Context, name: str) -> set[str]:
    """The version ids of a benchmark (``slug`` every version, ``slug@version`` that one)."""
    if "@" in name:
        return {str(ctx.client.benchmarks.resolve_benchmark(name).id)}
    detail = records(ctx.client.benchmarks.get(name))
    return {str(v.get("id")) for v in detail.get("versions") or []}


def get(ctx: Context) -> int:
    run = ctx.client.runs.get(_lookup.run_id(ctx, ctx.args.run))
    document = records(run)
    ctx.output.result(document, lambda: _render.run_lines(document))
    return _exit.OK


def wait(ctx: Context) -> int:
    run_id = _lookup.run_id(ctx, ctx.args.run)
    from evalrouter import EvalRouterError

    try:
        record = records(ctx.client.runs.get(run_id))
    except EvalRouterError:  # following tells (it rides out an API that is briefly away)
        record = {}
    if record.get("execution_mode") == "client_run" and record.get("status") not in _exit.TERMINAL:
        from .agent import resume_command

        ctx.output.say(
            f"Run {run_id} is an agent run: its attempts run on the machine that started it. "
            f"If that stopped, resume it: {resume_command(run_id)}"
        )
    final, code = _follow.run_follow(ctx, run_id)
    if final is None:
        return code
    from .run import finish

    return finish(ctx, final, code, quote=None, multi=None)


def cancel(ctx: Context) -> int:
    run_id = _lookup.run_id(ctx, ctx.args.run)
    run = ctx.client.runs.cancel(run_id)
    document = records(run)
    ctx.output.result(
        document,
        lambda: (
            f"Cancel asked for run {run_id} (status {text(document.get('status'))}). "
            f"Finished work is kept. Next: evalrouter runs wait {run_id}"
        ),
    )
    return _exit.OK


def results(ctx: Context) -> int:
    run_id = _lookup.run_id(ctx, ctx.args.run)
    result = records(ctx.client.runs.results(run_id, version=ctx.args.result_version))
    rows = _render.scores(result)

    def human() -> str:
        from .._charts import Ranked, Ranking, ranking_from_comparison, terminal_chart

        if len({r["model_index"] for r in rows} - {None}) > 1:  # several models: rank them
            comparison = ctx.client.runs.get(run_id).compare()
            chart = terminal_chart(ranking_from_comparison(comparison), ctx.output)
            return f"{chart}\n\n" + _render.next_lines(_rerun.command("compare", run_id))
        ranked = [Ranked("", r["benchmark"], r["score"], r["low"], r["high"]) for r in rows]
        chart = terminal_chart(Ranking(f"Run {run_id}", ranked, []), ctx.output)
        next_step = _render.next_lines(_rerun.report_page(run_id))
        return f"{_render.score_lines(rows)}\n\n{chart}\n\n{next_step}"

    ctx.output.result(result, human)
    return _exit.OK


def events(ctx: Context) -> int:
    run_id = _lookup.run_id(ctx, ctx.args.run)
    types = ctx.args.type
    out = ctx.output

    last = {"sequence": ctx.args.after}

    def emit(event: Any) -> None:
        document = records(event)
        last["sequence"] = document.get("sequence", last["sequence"])
        if out.json:
            out.out.write(dumps(document) + "\n")
        else:
            data = document.get("data") or {}
            scalars = " ".join(
                f"{k}={v}" for k, v in data.items() if isinstance(v, str | int | float | bool)
            )
            line = f"{document.get('sequence'):>5}  {document.get('created_at')}  "
            out.out.write(text(f"{line}{document.get('type')}  {scalars}".rstrip()) + "\n")
        out.out.flush()

    if ctx.args.follow:
        try:
            for event in ctx.client.runs.follow(
                run_id, after=ctx.args.after, types=types, timeout=ctx.args.wait_timeout
            ):
                emit(event)
        except KeyboardInterrupt:
            out.err.write(f"\nInterrupted. {_follow.reattach(run_id)}\n")
            return _exit.INTERRUPTED
        except Exception as error:
            code = getattr(error, "code", None)
            if code not in ("wait_timeout", "api_unreachable"):
                raise
            after = f" --after {last['sequence']}" if last["sequence"] is not None else ""
            raise CliError(
                code,
                str(getattr(error, "message", error)),
                hint="The run goes on; nothing was cancelled. Reattach: "
                f"evalrouter runs events {run_id} --follow{after}",
            ) from None
        status = ctx.client.runs.get(run_id).status
        return _exit.for_status(status)
    if types:  # the SDK checks the names when a follow is made; nothing is read until iterated
        checked: Any = ctx.client.runs.follow(run_id, types=types)
        checked.close()
    after = ctx.args.after
    type_filter = ",".join(types) if types else None
    for _page in range(1000):  # bounded: at most 1000 pages of 100
        page = ctx.client.runs.events.list(run_id, after=after, limit=100, type=type_filter)
        page_events = list(records(page).get("data") or [])
        for event in page_events:
            emit(event)
        if not records(page).get("has_more") or not page_events:
            break
        after = records(page).get("next_sequence") or page_events[-1].get("sequence")
    return _exit.OK


def export(ctx: Context) -> int:
    args = ctx.args
    run_id = _lookup.run_id(ctx, args.run)
    if args.output == "-":
        return _export_to_stdout(ctx, run_id)
    path = Path(
        args.output or f"evalrouter-{run_id.removeprefix('run_')[:8]}.{EXTENSIONS[args.format]}"
    )
    hint = "Pass --overwrite to replace it, or -o another path."
    _files.check(path, overwrite=args.overwrite, hint=hint)
    data = ctx.client.runs.export(run_id, format=args.format)
    _files.save(path, lambda handle: handle.write(data))
    document = {
        "run_id": run_id,
        "path": str(path.resolve()),
        "format": args.format,
        "bytes": len(data),
    }
    ctx.output.result(document, lambda: text(f"Saved {document['path']} ({len(data)} bytes)."))
    return _exit.OK


def _export_to_stdout(ctx: Context, run_id: str) -> int:
    """``-o -``: the export's bytes on stdout and nothing else there (a zip refused on a
    terminal: it would only garble the screen)."""
    import sys

    from .._io import is_tty

    fmt = ctx.args.format
    if fmt == "bundle" and is_tty(sys.stdout):
        raise _exit.usage(
            "A bundle is a zip file: it is not written to a terminal.",
            hint=f"Pipe it (evalrouter runs export {run_id} --format bundle -o - > run.zip) "
            "or give a file: -o run.zip",
        )
    data = ctx.client.runs.export(run_id, format=fmt)
    stream = sys.stdout.buffer
    stream.write(data)
    stream.flush()
    return _exit.OK


def continue_run(ctx: Context) -> int:
    args = ctx.args
    run_id = _lookup.run_id(ctx, args.run)
    run = ctx.client.runs.get(run_id)
    record = records(run)
    from .._agent_spec import parse

    parse(args)  # the agent flags, checked whatever the run
    if record.get("execution_mode") == "client_run":
        from .agent import continue_agent

        return continue_agent(ctx, run_id, record)
    cap = _rerun.cap_of(args)
    if args.agent is not None or args.trace_redact:
        raise _exit.usage(
            f"--agent and --trace-redact continue agent runs; run {run_id} is a model run.",
            hint=_rerun.continue_run(run_id, cap=cap),
        )
    if args.quote is not None:
        from . import quote_start

        return quote_start.start(ctx, args.quote, source_run=run_id)
    options: dict[str, Any] = {"dry_run": True}
    if cap:
        options["max_cost"] = cap
    quoted = run.continue_(**options)
    document = records(quoted)
    from .run import confirm_start, dry_run_end, start_and_follow

    card = _render.quote_card(
        document,
        benchmark=f"continuation of {run_id}",
        models=[str(run.name or run_id)],
        cap=cap,
    )
    if args.dry_run:  # the command quotes again, with the cap this quote was made with
        start = _rerun.continue_run(run_id, cap=cap, yes=True)
        return dry_run_end(ctx, card, document, start)
    confirm_start(ctx, card, _rerun.continue_run(run_id, cap=cap, yes=True))
    return start_and_follow(ctx, quoted, document, multi=False)
