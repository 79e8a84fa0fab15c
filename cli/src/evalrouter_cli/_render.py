"""Human text for quotes, runs and scores (plain text: it reads the same on any stream). Each
line of a card is one line by design, so each goes through ``text`` whole: a line break or a
control sequence in a service value is shown escaped, never acted on."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Any

from ._io import fit_line, screen_width, table, text, usd, wrap_card
from ._money import apart


def _models_of(plan: dict[str, Any]) -> list[dict[str, Any]]:
    """The quoted model(s): one ``plan.model``, or the ``models`` of a comparison."""
    model = plan.get("model") or {}
    return list(model.get("models") or ([model] if model else []))


def coverage_text(quote: dict[str, Any], *, defaulted: bool = False) -> str:
    """Tasks per model, of how many, and how many models (a comparison runs each task once
    per model: ``total_tasks`` counts them all). ``defaulted``: the coverage is the default
    one (no --sample, --full or --task), and the text says how to get all tasks."""
    plan = quote.get("plan") or {}
    coverage = plan.get("coverage") or {}
    total = plan.get("total_tasks")
    profiles = plan.get("profiles") or []
    population = sum(p.get("population_count") or 0 for p in profiles) or None
    selected = sum(p.get("selected_count") or 0 for p in profiles) or total
    models = max(len(_models_of(plan)), 1)
    each = f" for each of {models} models ({total} evaluations)" if models > 1 else ""
    mode = coverage.get("mode")
    continued = quote.get("continuation")
    if isinstance(continued, dict):
        reused = continued.get("reused_cells") or 0
        kept = f"; {reused} finished one(s) reused at no charge" if reused else ""
        return f"{continued.get('rerun_cells', total)} unfinished task(s) of the run{kept}"
    if mode == "sample":
        of = f" of {population}" if population else ""
        shown = f"sample of {selected}{of} tasks"
        more = f"; --full for all {population}" if defaulted and population else ""
        return f"{shown} (seed {coverage.get('seed')}){each}{more}"
    if mode == "tasks":
        return f"{selected} chosen task(s){each}"
    if mode == "full":
        fewer = " (no more than the default sample)" if defaulted else ""
        return f"full benchmark: {selected} tasks{each}{fewer}"
    return f"{selected} tasks{each}" if selected is not None else "unknown"


def quote_card(
    quote: dict[str, Any],
    *,
    benchmark: str | None = None,
    models: list[str] | None = None,
    cap: str | None = None,
    expected: int | None = None,
    defaulted: bool = False,
) -> str:
    """The quote as a person reads it before paying. The benchmark and models default to what
    the quote itself names (``quotes get``, continuations). ``expected``: the SDK's estimate
    where it knows better than the quote's (an agent whose profile says what an attempt
    spends). ``cap`` is the user's ``--max-cost`` (dollars); the quote's own bound is its
    maximum charge."""
    plan = quote.get("plan") or {}
    quoted = _models_of(plan)
    names = [_model_name(m) for m in quoted]
    shown = (
        ", ".join(str(n) for n in names) if names and all(names) else ", ".join(models or []) or "-"
    )
    if benchmark is None:
        ids = [str(p.get("id")) for p in plan.get("profiles") or [] if p.get("id")]
        benchmark = ", ".join(ids) or "-"
    worst = quote.get("max_charge_microusd")
    estimate_text, maximum, cap_shown = apart(
        quote.get("estimated_charge_microusd"), worst, _micro(cap)
    )
    if worst is None and quote.get("worst_case_charge_microusd") is not None:
        maximum = f"{usd(quote.get('worst_case_charge_microusd'))} (worst case: no cap)"
    if cap:
        cap_text = cap_shown if _micro(cap) is not None else cap
    elif (plan.get("funding_policy") or {}).get("cap_source") == "user":
        cap_text = "given when quoted, at or above the maximum charge"
    else:
        cap_text = "none given (--max-cost): the wallet bounds the run"
    lines = [
        f"Quote {quote.get('id')}",
        f"  Benchmark:      {benchmark}",
        f"  Model(s):       {shown}",
        f"  Coverage:       {coverage_text(quote, defaulted=defaulted)}",
        f"  Estimate:       {_estimate(quote, expected, estimate_text)}",
        f"  Maximum charge: {maximum}",
        f"  Cap:            {cap_text}",
        f"  Expires:        {quote.get('expires_at')}",
    ]
    estimate, most = quote.get("estimated_charge_microusd"), quote.get("max_charge_microusd")
    if estimate is not None and most is not None and int(estimate) > int(most):
        lines.append(
            f"  Warning: the estimate ({estimate_text}) is above the maximum charge your cap "
            f"sets ({maximum}): the run will likely stop there (partial; runs continue goes on)"
        )
    for warning in plan.get("warnings") or []:
        lines.append(
            f"  Warning: {warning.get('message') if isinstance(warning, dict) else warning}"
        )
    return card(lines)


def quoted_cap(quote: dict[str, Any]) -> str | None:
    """The cap a quote was made with, in dollars, where its record determines it: a quote
    capped by the user charges at most the lower of the cap and its worst case, so a maximum
    charge below the worst case is the cap itself."""
    policy = (quote.get("plan") or {}).get("funding_policy") or {}
    most, worst = quote.get("max_charge_microusd"), quote.get("worst_case_charge_microusd")
    if policy.get("cap_source") != "user" or most is None:
        return None
    if worst is not None and int(most) >= int(worst):
        return None
    from ._rerun import dollars

    return dollars(most)


def _estimate(quote: dict[str, Any], expected: int | None, shown: str) -> str:
    quoted = quote.get("estimated_charge_microusd")
    if expected is None or quoted is None or int(quoted) == expected:
        return shown
    return f"{usd(expected)} (typical for this agent; quote: {shown})"


def _model_name(model: dict[str, Any]) -> str | None:
    """``GPT-5 (simulated) (sim/gpt-5)``: the model's name and the route id that picks it."""
    name, route = model.get("display_name"), model.get("route_id")
    return f"{name} ({route})" if name and route and name != route else (name or route)


def _micro(amount: str | None) -> Decimal | None:
    """``--max-cost`` as typed (``1``, ``0.25``) in micro-USD; None when not a number."""
    try:
        return None if not amount else Decimal(amount) * 1_000_000
    except (InvalidOperation, ValueError):
        return None


def card(lines: list[str]) -> str:
    """Lines of ours holding service values, as the terminal may show them: on a terminal,
    each fitted to its width (``wrap_card``: at spaces, under the value column)."""
    return "\n".join(wrap_card([text(line) for line in lines], screen_width()))


def next_lines(command: str, said: str | None = None, *, label: str = "Next:") -> str:
    """``Next: command`` as a person copies it: fitted to the terminal, never broken inside
    the command (``fit_line``); then ``said`` (what its values are), wrapped at spaces."""
    line = fit_line(label, text(command), screen_width())
    return line + (f"\n{card([said])}" if said else "")


def _dollars(amount: str) -> str:
    """``--max-cost`` as typed (``1``, ``0.25``) in the card's money format (``$1.00``)."""
    from decimal import Decimal, InvalidOperation

    try:
        return usd(Decimal(amount) * 1_000_000)
    except (InvalidOperation, ValueError):
        return amount


def _interval(metric: dict[str, Any]) -> tuple[float | None, float | None]:
    interval = (metric.get("uncertainty") or {}).get("interval") or {}
    return interval.get("lower"), interval.get("upper")


def scores(result: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per profile (and model): the headline metric with its 95% interval."""
    rows = []
    for profile in result.get("profiles") or []:
        key = profile.get("headline_key")
        for metric in profile.get("metrics") or []:
            if metric.get("key") != key:
                continue
            low, high = _interval(metric)
            rows.append(
                {
                    "benchmark": profile.get("name"),
                    "model_index": profile.get("model_index"),
                    "metric": metric.get("name") or key,
                    "score": metric.get("value"),
                    "low": low,
                    "high": high,
                    "graded": profile.get("graded"),
                    "planned": profile.get("planned"),
                    "errors": profile.get("errors"),
                }
            )
    return rows


def pct(value: object) -> str:
    if not isinstance(value, int | float) or isinstance(value, bool):
        return "-"
    return f"{value * 100:.1f}%"


def score_lines(rows: list[dict[str, Any]]) -> str:
    body = [
        [
            text(r["benchmark"]),
            text(r["metric"]),
            pct(r["score"]),
            f"{pct(r['low'])} to {pct(r['high'])}" if r["low"] is not None else "-",
            f"{r['graded']}/{r['planned']}",
            text(r["errors"]),
        ]
        for r in rows
    ]
    headers = ["BENCHMARK", "METRIC", "SCORE", "95% INTERVAL", "GRADED", "ERRORS"]
    # Numbers are never cut; on a narrow terminal the benchmark's name is cut first.
    return table(headers, body, keep=(2, 3, 4, 5), cut_first=(0,))


def run_lines(run: dict[str, Any], *, cap: str | None = None) -> str:
    """A run as a person reads it. Its ``cap_microusd`` is its maximum charge (the lower of
    the user's cap and the quote's worst case); ``cap``: the user's ``--max-cost``, when this
    command was given it."""
    progress = run.get("progress") or {}
    interruption = run.get("interruption") or {}
    status, reason = run.get("status"), interruption.get("reason")
    lines = [
        f"Run:     {run.get('id')}  {run.get('name') or ''}".rstrip(),
        f"Status:  {status}" + (f" ({reason})" if reason and reason != status else ""),
        f"Done:    {progress.get('processed', run.get('completed_count'))}/"
        f"{progress.get('planned', run.get('planned_count'))}; "
        f"errors {progress.get('errors', run.get('error_count'))}",
        f"Spend:   {usd(run.get('spend_microusd'))}"
        + (f" of maximum charge {usd(most)}" if (most := run.get("cap_microusd")) else ""),
        *([f"Cap:     {_dollars(cap)} (--max-cost)"] if cap else []),
        f"Created: {run.get('created_at')}",
    ]
    return card(lines)
