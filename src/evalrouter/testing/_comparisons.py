"""Comparisons of finished results (``POST /comparisons``): a baseline, candidates, a verdict.

Each side of a comparison (an *arm*) is one model of one finished run's result: the run's only
model, or the model ``baseline_model_index`` / ``candidate_model_indices`` name in a result that
holds several. Arms are compared benchmark by benchmark on the tasks both graded (paired), so
task difficulty cancels out of the difference:

- the arms must cover the same benchmark versions and have selected the same tasks of each;
  anything else is refused with ``comparison_incompatible`` (a comparison of different tasks
  would compare the tasks, not the arms);
- per benchmark, each arm's score over the paired tasks (with a Wilson interval), the difference
  candidate - baseline and its paired 95% interval (``_stats.paired_difference``), the relative
  improvement over the baseline, and how many paired tasks each arm alone passed;
- the policy's checks decide: each check is ``pass``, ``fail`` or ``inconclusive`` (see
  ``_judge``); a candidate takes the worst of its checks (``inconclusive`` at best when some
  benchmark has no paired task), and the comparison the worst of its candidates. Without checks,
  one check per benchmark asks that the candidate does not regress: its interval's lower bound
  at or above zero passes, its upper bound below zero fails, an interval across zero (or too few
  paired tasks for an interval) is inconclusive.

Results in Local never change once a run has finished, so a comparison is computed once, when
it is created, and kept as it was answered.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ._catalog import BenchmarkVersion
from ._clock import iso
from ._comparison_arms import Arm, arms
from ._comparison_policy import policy
from ._results import metric_record, wilson_interval
from ._runs import Run
from ._stats import CONFIDENCE, paired_difference, points, wilson

JsonObject = dict[str, Any]

WORKSPACE_ID = "ws_local"
METHOD_VERSION = "evalrouter-local.paired-v1"
MAX_TASK_DIFFERENCES = 50
VERDICTS = ("pass", "inconclusive", "fail")  # from best to worst
LIMITATIONS = (
    "EvalRouter Local grades procedurally generated tasks, not the original benchmark data.",
    "Each check is judged on its own at 95% confidence, without correction for multiple checks.",
)


def _worst(statuses: Iterable[str]) -> str:
    return max(statuses, key=VERDICTS.index, default="pass")


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 6)


# -------------------------------------------------------------------------- the statistics


@dataclass(frozen=True, slots=True)
class Paired:
    """One benchmark, baseline vs candidate, on the tasks both graded."""

    bench: BenchmarkVersion
    tasks: list[str]
    base: list[float]
    cand: list[float]
    complete: bool  # both arms graded every selected task
    delta: float | None
    interval: tuple[float, float] | None

    @property
    def n(self) -> int:
        return len(self.tasks)

    def mean(self, values: list[float]) -> float | None:
        return sum(values) / self.n if self.n else None

    def passes(self, values: list[float]) -> int:
        return round(sum(values))


def _paired(baseline: Arm, candidate: Arm, bench: BenchmarkVersion) -> Paired:
    base, cand = baseline.grades(bench), candidate.grades(bench)
    selected = sorted(baseline.selected(bench))
    tasks = [t for t in selected if t in base and t in cand]
    base_values = [base[t] for t in tasks]
    cand_values = [cand[t] for t in tasks]
    difference, interval = paired_difference(cand_values, base_values)
    return Paired(
        bench=bench,
        tasks=tasks,
        base=base_values,
        cand=cand_values,
        complete=len(base) == len(cand) == len(selected),
        delta=difference if tasks else None,
        interval=interval,
    )


def _uncertainty(values: list[float]) -> JsonObject:
    interval = wilson_interval(round(sum(values)), len(values))
    return {"interval": interval, "reason": None if interval else "no paired tasks"}


def _paired_uncertainty(pair: Paired) -> JsonObject:
    if pair.interval is None:
        reason = "no paired tasks" if pair.n == 0 else "fewer than two paired tasks"
        return {"interval": None, "reason": reason}
    return {
        "interval": {
            "method": "paired_normal",
            "confidence": CONFIDENCE,
            "lower": round(pair.interval[0], 6),
            "upper": round(pair.interval[1], 6),
            "sample_count": pair.n,
            "eligible_count": pair.n,
            "gains": sum(1 for b, c in zip(pair.base, pair.cand, strict=True) if c > b),
            "losses": sum(1 for b, c in zip(pair.base, pair.cand, strict=True) if c < b),
            "approximate": True,
            "strata_count": 1,
            "unrepresented_strata": 0,
            "target": "mean_difference",
            "weights": "equal",
            "seed": None,
            "resamples": None,
            "cluster_count": None,
        },
        "reason": None,
    }


def _metric(pair: Paired) -> JsonObject:
    bench, n = pair.bench, pair.n
    base_mean, cand_mean = pair.mean(pair.base), pair.mean(pair.cand)
    improvement = None
    if base_mean and cand_mean is not None:
        improvement = (cand_mean - base_mean) / base_mean
    return {
        "key": bench.headline_key,
        "baseline": metric_record(bench, pair.passes(pair.base), n) if n else None,
        "candidate": metric_record(bench, pair.passes(pair.cand), n) if n else None,
        "baseline_uncertainty": _uncertainty(pair.base),
        "candidate_uncertainty": _uncertainty(pair.cand),
        "delta": _round(pair.delta),
        "improvement": _round(improvement),
        "paired_uncertainty": _paired_uncertainty(pair),
        "sample_count": n,
    }


def _judge(check: JsonObject, pair: Paired) -> JsonObject:
    """One check on one candidate: ``pass``, ``fail`` or ``inconclusive``, and why."""
    findings: list[tuple[str, str]] = []
    aware = check["confidence_aware"]
    if pair.n < check["minimum_samples"]:
        findings.append(("inconclusive", "too_few_samples"))
    if check["require_completion"] and not pair.complete:
        findings.append(("fail", "incomplete"))
    if pair.n and check["max_regression"] is not None:
        floor = -check["max_regression"]
        if not aware:
            findings.append(
                ("pass", "") if (pair.delta or 0.0) >= floor else ("fail", "regression")
            )
        elif pair.interval is None:
            findings.append(("inconclusive", "no_interval"))
        elif pair.interval[0] >= floor:
            findings.append(("pass", ""))
        elif pair.interval[1] < floor:
            findings.append(("fail", "regression"))
        else:
            findings.append(("inconclusive", "interval_spans_threshold"))
    value = pair.mean(pair.cand)
    bounds = wilson(pair.passes(pair.cand), pair.n)
    if value is not None and bounds is not None:
        low, high = bounds if aware else (value, value)
        minimum, maximum = check["minimum_score"], check["maximum_score"]
        if minimum is not None:
            findings.append(
                ("pass", "")
                if low >= minimum
                else ("fail", "below_minimum_score")
                if high < minimum
                else ("inconclusive", "interval_spans_minimum_score")
            )
        if maximum is not None:
            findings.append(
                ("pass", "")
                if high <= maximum
                else ("fail", "above_maximum_score")
                if low > maximum
                else ("inconclusive", "interval_spans_maximum_score")
            )
    status = _worst(s for s, _ in findings)
    reasons = [r for s, r in findings if s == status and r]
    return {
        "check": check,
        "profile_id": pair.bench.id,
        "metric": check["metric"],
        "status": status,
        "reasons": reasons,
        "sample_count": pair.n,
        "candidate_score": _round(value),
        "delta": _round(pair.delta),
        "interval": (
            None
            if pair.interval is None
            else {"lower": round(pair.interval[0], 6), "upper": round(pair.interval[1], 6)}
        ),
    }


# ----------------------------------------------------------------------------- rendering


def _sentence(pair: Paired) -> str:
    name = pair.bench.name
    if pair.n == 0 or pair.delta is None:
        return f"{name}: no task graded by both arms."
    base, cand = pair.mean(pair.base) or 0.0, pair.mean(pair.cand) or 0.0
    text = (
        f"{name}: {100 * cand:.1f}% vs {100 * base:.1f}% ({points(pair.delta)} points on "
        f"{pair.n} paired tasks"
    )
    if pair.interval is None:
        return text + "; too few for an interval)."
    return f"{text}; 95% CI {points(pair.interval[0])} to {points(pair.interval[1])})."


def _profile(pair: Paired, baseline: Arm, candidate: Arm) -> JsonObject:
    bench = pair.bench
    base_out, cand_out = baseline.outcomes(bench), candidate.outcomes(bench)
    paired = set(pair.tasks)
    differences = [
        {"task_id": t, "baseline": base_out[t], "candidate": cand_out.get(t)}
        for t in sorted(base_out)
        if t not in paired
    ]

    def coverage(arm: Arm) -> JsonObject:
        outcomes = arm.outcomes(bench)
        return {
            "selected": len(outcomes),
            "graded": len(arm.grades(bench)),
            "paired": pair.n,
            "errors": sum(1 for o in outcomes.values() if o == "error"),
        }

    return {
        "profile_id": bench.id,
        "comparable": pair.n > 0,
        "compatibility_class": (
            "ineligible"
            if pair.n == 0
            else "controlled"
            if pair.complete
            else "qualified_with_differences"
        ),
        "complete": pair.complete,
        "metrics": [_metric(pair)],
        "mismatches": [] if pair.complete else ["graded_tasks_differ"],
        "baseline_coverage": coverage(baseline),
        "candidate_coverage": coverage(candidate),
        "task_differences": differences[:MAX_TASK_DIFFERENCES],
        "selected_cases": None,
    }


def _arm_scope(base: JsonObject, cand: JsonObject) -> str:
    if base["arm_sha256"] == cand["arm_sha256"]:
        return "identical"
    agent = base["agent_identity_sha256"] != cand["agent_identity_sha256"]
    model = base["model_sha256"] != cand["model_sha256"]
    if base["execution_mode"] != cand["execution_mode"] or (agent and model):
        return "configured_stack"
    return "agent" if agent else "model" if model else "configuration"


def _candidate(baseline: Arm, candidate: Arm, checks: list[JsonObject]) -> JsonObject:
    pairs = [_paired(baseline, candidate, b) for b in baseline.run.quote.benches]
    by_profile = {p.bench.id: p for p in pairs}
    judged = [_judge(c, by_profile[c["profile_id"]]) for c in checks]
    comparable = all(p.n > 0 for p in pairs)
    status = _worst([*(j["status"] for j in judged), "pass" if comparable else "inconclusive"])
    base_id, cand_id = baseline.identity(), candidate.identity()
    differences = [
        {"field": name, "baseline": base_id[name], "candidate": cand_id[name]}
        for name in ("agent", "execution_mode")
        if base_id[name] != cand_id[name]
    ]
    base_model, cand_model = base_id["model"]["model_id"], cand_id["model"]["model_id"]
    if base_id["model_sha256"] != cand_id["model_sha256"]:
        differences.append({"field": "model", "baseline": base_model, "candidate": cand_model})
    limitations = list(LIMITATIONS)
    for pair in pairs:
        if not pair.complete:
            limitations.append(
                f"{pair.bench.name}: compared on the {pair.n} tasks both arms graded; "
                "tasks graded on one side only are listed in task_differences."
            )
    failing = [j for j in judged if j["status"] == status and j["reasons"]]
    why = f" ({', '.join(failing[0]['reasons'])})" if failing and status != "pass" else ""
    reason = f"{status}{why}: " + " ".join(_sentence(p) for p in pairs)
    return {
        "candidate": candidate.reference(),
        "status": status,
        "reason": reason,
        "comparable": comparable,
        "compatibility_class": _worst_class(pairs),
        "arm_scope": _arm_scope(base_id, cand_id),
        "arms": {"baseline": base_id, "candidate": cand_id},
        "checks": judged,
        "profiles": [_profile(p, baseline, candidate) for p in pairs],
        "differences": differences,
        "model_differences": {
            "changed": base_id["model_sha256"] != cand_id["model_sha256"],
            "baseline_model_id": base_model,
            "candidate_model_id": cand_model,
        },
        "mismatches": [
            {"profile_id": p.bench.id, "kind": "graded_tasks_differ", "paired": p.n}
            for p in pairs
            if not p.complete
        ],
        "limitations": limitations,
    }


def _worst_class(pairs: list[Paired]) -> str:
    if any(p.n == 0 for p in pairs):
        return "ineligible"
    return "controlled" if all(p.complete for p in pairs) else "qualified_with_differences"


def create_comparison(
    body: object, runs: Iterable[Run], *, new_id: Callable[[str], str], now_us: int
) -> JsonObject:
    """The ComparisonRecord for a NewComparison body (raises ApiError when it is refused)."""
    baseline, candidates = arms(body, runs)
    assert isinstance(body, dict)
    checks = policy(body.get("policy"), baseline.run.quote.benches)
    compared = [_candidate(baseline, c, checks) for c in candidates]
    status = _worst(c["status"] for c in compared)
    verdicts = [j["status"] for c in compared for j in c["checks"]]
    costs = {a.run.result_id: a.result["costs"] for a in (baseline, *candidates)}
    return {
        "id": new_id("cmp"),
        "workspace_id": WORKSPACE_ID,
        "created_at": iso(now_us),
        "expires_at": None,
        "baseline_result_id": baseline.run.result_id,
        "candidate_result_ids": [c.run.result_id for c in candidates],
        "policy": {"checks": checks},
        "status": status,
        "result": {
            "schema_version": 2,
            "method_version": METHOD_VERSION,
            "confidence_scope": "per_check",
            "status": status,
            "baseline": baseline.reference(),
            "candidates": compared,
            "release_decision": {
                "status": status,
                **{f"{v}_checks": verdicts.count(v) for v in VERDICTS},
            },
        },
        "costs": costs,
        "report": None,
        "export": None,
    }


def list_item(record: Mapping[str, Any]) -> JsonObject:
    """A comparison as GET /comparisons lists it."""
    return {
        "id": record["id"],
        "status": record["status"],
        "created_at": record["created_at"],
        "expires_at": record["expires_at"],
        "baseline_result_id": record["baseline_result_id"],
        "candidate_result_ids": record["candidate_result_ids"],
        "baseline": record["result"]["baseline"],
    }
