"""The arms of a comparison: each side is one model of one finished run's result, found by the
request's result ids and model indices, and checked to cover the same tasks as the baseline."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .._hashing import canonical_hash
from ._catalog import BenchmarkVersion, render_selected_model, subject_name
from ._errors import ApiError, invalid_field, not_found
from ._quotes import render_model
from ._results import render_results
from ._run_facts import agent_identity, execution_assurance
from ._runs import Run, outcome, score

JsonObject = dict[str, Any]

MAX_CANDIDATES = 8
FIELDS = ("baseline_result_id", "candidate_result_ids", "baseline_model_index")


@dataclass(frozen=True, slots=True)
class Arm:
    """One model of one finished result."""

    run: Run
    model_index: int
    result: JsonObject  # the ResultRecord as GET /runs/{id}/results answers it

    @property
    def multi(self) -> bool:
        return len(self.run.quote.routes) > 1

    def model(self) -> JsonObject:
        if not self.multi:
            return render_model(self.run.quote)
        quote = self.run.quote
        return render_selected_model(
            quote.routes[self.model_index], quote.efforts[self.model_index]
        )

    def name(self) -> str:
        if not self.multi:
            return self.run.name
        quote = self.run.quote
        subject = subject_name(quote.routes[self.model_index], quote.efforts[self.model_index])
        return f"{self.run.name} · {subject}"

    def reference(self) -> JsonObject:
        return {
            "result_id": self.run.result_id,
            "run_id": self.run.id,
            "version": self.result["version"],
            "name": self.name(),
            "checksum": self.result["checksum"],
            "manifest_hash": self.result["manifest_hash"],
            "model": self.model(),
            "model_index": self.model_index if self.multi else None,
            "execution_assurance": execution_assurance(self.run.quote),
        }

    def identity(self) -> JsonObject:
        agent = self.run.quote.agent
        mode = "client_run" if self.run.quote.client is not None else "service"
        model = self.model()
        return {
            "agent": agent,
            "agent_identity_sha256": agent_identity(agent),
            "execution_mode": mode,
            "model": model,
            "model_sha256": canonical_hash(model),
            "arm_sha256": canonical_hash({"agent": agent, "mode": mode, "model": model}),
        }

    def selected(self, bench: BenchmarkVersion) -> set[str]:
        return {
            c.task.id
            for c in self.run.all_cells
            if c.bench.id == bench.id and c.model_index == self.model_index
        }

    def grades(self, bench: BenchmarkVersion) -> dict[str, float]:
        """Task id -> score, for the tasks of ``bench`` this arm graded."""
        grades = {}
        for cell in self.run.all_cells:
            if cell.bench.id == bench.id and cell.model_index == self.model_index:
                value = score(cell)
                if value is not None:
                    grades[cell.task.id] = value
        return grades

    def outcomes(self, bench: BenchmarkVersion) -> dict[str, str]:
        return {
            c.task.id: outcome(c)
            for c in self.run.all_cells
            if c.bench.id == bench.id and c.model_index == self.model_index
        }


def _find(runs: Iterable[Run], result_id: str, field: str) -> Run:
    # A result exists once its run has stopped (GET /runs/{id}/results answers it from then on).
    for run in runs:
        if run.result_id == result_id and run.terminal:
            return run
    error = not_found("result_not_found", "result", result_id)
    error.details = {"field": field, "id": result_id}
    raise error


def _index(run: Run, given: object, field: str) -> int:
    count = len(run.quote.routes)
    if given is None:
        if count > 1:
            raise invalid_field(
                field,
                f"is required: result {run.result_id} holds {count} models "
                f"(model indices 0 to {count - 1})",
            )
        return 0
    if not isinstance(given, int) or isinstance(given, bool) or not 0 <= given < count:
        raise invalid_field(
            field, f"must be a model index of result {run.result_id} (0 to {count - 1})"
        )
    return given


def arms(body: object, runs: Iterable[Run]) -> tuple[Arm, list[Arm]]:
    if not isinstance(body, dict):
        raise invalid_field("body", "must be a JSON object")
    for key in body:
        if key not in (*FIELDS, "candidate_model_indices", "policy"):
            raise invalid_field(key, "is not a field of a new comparison")
    baseline_id = body.get("baseline_result_id")
    if not isinstance(baseline_id, str) or not baseline_id:
        raise invalid_field("baseline_result_id", "is required: the id of a finished result")
    candidate_ids = body.get("candidate_result_ids")
    if (
        not isinstance(candidate_ids, list)
        or not candidate_ids
        or not all(isinstance(i, str) and i for i in candidate_ids)
    ):
        raise invalid_field(
            "candidate_result_ids", "must list at least one result id to compare with the baseline"
        )
    if len(candidate_ids) > MAX_CANDIDATES:
        raise invalid_field("candidate_result_ids", f"may list at most {MAX_CANDIDATES} results")
    indices = body.get("candidate_model_indices")
    if indices is None:
        indices = [None] * len(candidate_ids)
    elif not isinstance(indices, list) or len(indices) != len(candidate_ids):
        raise invalid_field(
            "candidate_model_indices", "must have one entry (or null) per candidate result"
        )
    runs = list(runs)
    base_run = _find(runs, baseline_id, "baseline_result_id")
    baseline = Arm(
        base_run,
        _index(base_run, body.get("baseline_model_index"), "baseline_model_index"),
        render_results(base_run),
    )
    candidates: list[Arm] = []
    seen = {(baseline_id, baseline.model_index)}
    for position, (result_id, given) in enumerate(zip(candidate_ids, indices, strict=True)):
        field = f"candidate_result_ids[{position}]"
        run = _find(runs, result_id, field)
        index = _index(run, given, f"candidate_model_indices[{position}]")
        if (result_id, index) in seen:
            raise invalid_field(
                field,
                "names an arm already in the comparison (the baseline or an earlier candidate)",
            )
        seen.add((result_id, index))
        arm = Arm(run, index, render_results(run))
        _check_compatible(baseline, arm, field)
        candidates.append(arm)
    return baseline, candidates


def _check_compatible(baseline: Arm, candidate: Arm, field: str) -> None:
    """The same benchmark versions, and the same tasks of each: refused otherwise."""
    ours = [b.id for b in baseline.run.quote.benches]
    theirs = [b.id for b in candidate.run.quote.benches]
    if sorted(ours) != sorted(theirs):
        raise ApiError(
            422,
            "comparison_incompatible",
            f"{field}: result {candidate.run.result_id} covers {', '.join(theirs)}, the baseline "
            f"{', '.join(ours)}; a comparison needs the same benchmark versions on both sides.",
            hint="Compare results of runs on the same benchmark version (e.g. gsm8k@3 on both).",
            details={
                "field": field,
                "baseline_profiles": ours,
                "candidate_profiles": theirs,
            },
        )
    for bench in baseline.run.quote.benches:
        mine, other = baseline.selected(bench), candidate.selected(bench)
        if mine != other:
            raise ApiError(
                422,
                "comparison_incompatible",
                f"{field}: result {candidate.run.result_id} selected other tasks of {bench.id} "
                f"than the baseline ({len(mine - other)} only in the baseline, "
                f"{len(other - mine)} only in the candidate); a comparison pairs the same tasks.",
                hint="Run the candidate with the baseline's coverage (the same sample_count and "
                "seed, or the same task_ids).",
                details={
                    "field": field,
                    "profile_id": bench.id,
                    "baseline_only": len(mine - other),
                    "candidate_only": len(other - mine),
                },
            )
