"""The statistics, graders and task sets behind EvalRouter Local's numbers."""

from __future__ import annotations

import math

import pytest

from evalrouter.testing._stats import paired_difference, rank_labels, standard_error, wilson
from evalrouter.testing._tasks import grade_choice, grade_numeric, task_set


def test_wilson_interval_known_values() -> None:
    # 8 successes of 10 at 95%: the textbook Wilson interval is about (0.490, 0.943).
    bounds = wilson(8, 10)
    assert bounds is not None
    assert math.isclose(bounds[0], 0.4902, abs_tol=1e-3)
    assert math.isclose(bounds[1], 0.9433, abs_tol=1e-3)
    assert wilson(0, 10) is not None and wilson(0, 10)[0] == 0.0  # type: ignore[index]
    assert wilson(0, 0) is None


def test_standard_error() -> None:
    assert standard_error(5, 20) == pytest.approx(math.sqrt(0.25 * 0.75 / 20))
    assert standard_error(0, 0) is None


def test_paired_difference() -> None:
    mean, interval = paired_difference([1, 1, 1, 0], [0, 1, 0, 0])
    assert mean == 0.5
    assert interval is not None and interval[0] < 0.5 < interval[1]
    assert paired_difference([1, 0], [1, 0]) == (0.0, (0.0, 0.0))
    assert paired_difference([1], [0]) == (1.0, None)


def test_rank_labels_mark_ties() -> None:
    assert rank_labels([0.8, 0.9, 0.8, None]) == [(2, "2="), (1, "1"), (2, "2="), (4, "4")]
    assert rank_labels([0.5, 0.5]) == [(1, "1="), (1, "1=")]


def test_numeric_grader_reads_the_last_number() -> None:
    assert grade_numeric("3 + 4 = 7, so the answer is 1,250.", "1250")
    assert grade_numeric("It costs $42.00", "42")
    assert not grade_numeric("The answer is 120.", "12")
    assert not grade_numeric("no idea", "3")


def test_choice_grader_reads_the_chosen_letter() -> None:
    assert grade_choice("B looks tempting.\nAnswer: C", "C")
    assert grade_choice("The answer is (d)", "D")
    assert not grade_choice("Answer: A", "B")


@pytest.mark.parametrize(
    ("name", "count"), [("gsm8k@2", 40), ("gsm8k@3", 48), ("mcq-mini@1", 30), ("longsum@1", 20)]
)
def test_task_sets_are_deterministic_with_real_answers(name: str, count: int) -> None:
    tasks = task_set(name)
    assert len(tasks) == count == len({t.id for t in tasks})
    for task in tasks:
        assert task.target not in task.wrong_answers and task.wrong_answers
        if task.kind == "numeric":
            assert grade_numeric(f"The answer is {task.target}.", task.target)
        else:
            assert f"{task.target}. " in task.prompt


def test_gsm8k_versions_differ() -> None:
    v1, v2 = task_set("gsm8k@2"), task_set("gsm8k@3")
    assert {t.prompt for t in v1} != {t.prompt for t in v2}
