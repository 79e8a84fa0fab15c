"""Simulated models: deterministic answers to bundled tasks, graded by the real grader.

A route answers a task correctly with a probability set by its skill in the benchmark's category
and the task's difficulty. The draw uses a random generator keyed by (seed, route weights, task),
so a run is reproducible and two routes that share weights give identical answers. A wrong answer
is a real wrong answer (a typical slip), and the grader decides, never the simulator.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ._catalog import EFFORT_SKILL_DELTA, EFFORT_TOKEN_FACTOR, BenchmarkVersion, Route
from ._tasks import Task, grade


@dataclass(frozen=True, slots=True)
class Answer:
    text: str
    correct: bool
    input_tokens: int
    output_tokens: int
    error_code: str | None
    duration_factor: float
    error_message: str | None = None
    # The bare answer the text gives (a number, a letter or a diff), for a reply in a requested
    # format (``_structured``); empty when the simulator drew none.
    final: str = ""


def _probability(route: Route, bench: BenchmarkVersion, task: Task, effort: str | None) -> float:
    base = route.skill.get(bench.category, 0.5) + EFFORT_SKILL_DELTA.get(effort or "", 0.0)
    # Harder tasks are missed more often; the mean over a set stays near the route's skill.
    adjusted = base + (0.5 - task.difficulty) * 0.3
    return min(0.99, max(0.01, adjusted))


def answer(
    route: Route,
    bench: BenchmarkVersion,
    task: Task,
    seed: int,
    attempt: int = 1,
    effort: str | None = None,
) -> Answer:
    rng = random.Random(f"{seed}|{route.answer_key}|{task.id}")
    right = rng.random() < _probability(route, bench, task, effort)
    wrong_pick = rng.randrange(len(task.wrong_answers)) if task.wrong_answers else 0
    extra = round(
        rng.randint(*route.extra_output_tokens) * EFFORT_TOKEN_FACTOR.get(effort or "", 1.0)
    )
    jitter = 0.75 + rng.random() * 0.5
    # Drawn from a separate generator so errors do not change which answers are right; a retry
    # (a later attempt, as in a continuation) draws again, as a transient failure would.
    draw = random.Random(f"{seed}|{route.id}|{task.id}|error|{attempt}").random()
    failed = draw < route.error_rate
    if failed:
        return Answer("", False, task.input_tokens, 0, "provider_timeout", jitter)
    final = task.target if right or not task.wrong_answers else task.wrong_answers[wrong_pick]
    if task.kind == "patch":
        text = final  # a diff, as it is
    elif task.kind == "choice":
        text = f"Looking at each option in turn, the best fit is {final}.\nAnswer: {final}"
    else:
        text = f"Working through the problem step by step gives the result.\nThe answer is {final}."
    output_tokens = min(bench.max_output_tokens, len(text) // 4 + extra)
    return Answer(
        text=text,
        correct=grade(task, text),
        input_tokens=task.input_tokens,
        output_tokens=output_tokens,
        error_code=None,
        duration_factor=jitter,
        final=final,
    )
