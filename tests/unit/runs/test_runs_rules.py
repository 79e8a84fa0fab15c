"""The rules the runs flows keep in one place: how a step names its operation, coverage
parsing, the transient-failure rule, and timing that comes only from the client's settings."""

from __future__ import annotations

from typing import Any

import pytest
from evalrouter_generated import _operations as _ops

from evalrouter import (
    APIConnectionError,
    AsyncEvalRouter,
    BadRequestError,
    EvalRouter,
    EvalRouterError,
    InternalServerError,
    RateLimitError,
)
from evalrouter._exceptions import is_transient
from evalrouter._flows import parse_coverage
from evalrouter._flows._steps import Call, call


@pytest.mark.parametrize("cls", [EvalRouter, AsyncEvalRouter])
def test_the_runs_group_has_no_timing_of_its_own(cls: Any) -> None:
    client = cls(base_url="https://api.example.com", api_key="sk-test")
    assert not {"sleep", "clock", "rng"} & set(dir(client.runs))


def test_a_step_names_its_generated_operation() -> None:
    step = call(_ops.RUNS_EVENTS_LIST, "run_1", after=3, limit=None, timeout=2.5)
    assert step == Call(
        _ops.RUNS_EVENTS_LIST,
        {"run_id": "run_1", "after": 3, "limit": None},
        None,
        {"timeout": 2.5},
    )
    body = {"quote_id": "q_1"}
    assert call(_ops.RUNS_CREATE, body, idempotency_key="k").body is body
    with pytest.raises(TypeError):
        call(_ops.RUNS_GET, "run_1", nonsense=1)


@pytest.mark.parametrize(
    ("value", "parsed"),
    [
        ("full", {"mode": "full"}),
        ("sample", {"mode": "sample"}),
        (25, {"mode": "sample", "sample_count": 25}),
        (["t1", "t2"], {"mode": "tasks", "task_ids": ["t1", "t2"]}),
        (
            {"mode": "sample", "sample_count": 3, "seed": 42},
            {"mode": "sample", "sample_count": 3, "seed": 42},
        ),
    ],
)
def test_coverage_is_parsed_one_way(value: Any, parsed: dict[str, Any]) -> None:
    assert parse_coverage(value) == parsed


@pytest.mark.parametrize("value", ["most", 0, -1, True, [], [1], 2.5, None])
def test_a_coverage_that_is_none_of_those_is_refused_naming_the_argument(value: Any) -> None:
    with pytest.raises(EvalRouterError) as info:
        parse_coverage(value, argument="tasks")
    assert info.value.code == "invalid_input"
    assert info.value.details == {"argument": "tasks"}


@pytest.mark.parametrize(
    ("error", "transient"),
    [
        (APIConnectionError("network_error", "dropped"), True),
        (EvalRouterError("request_timeout", "slow"), True),
        (InternalServerError("internal_error", "boom", status_code=503), True),
        (RateLimitError("rate_limited", "slow down", status_code=429), True),
        (EvalRouterError("bad_gateway", "x", status_code=502), True),
        (BadRequestError("invalid_request", "no", status_code=400), False),
        (EvalRouterError("invalid_input", "no"), False),
        (ValueError("a bug"), False),
    ],
)
def test_one_rule_says_which_failures_are_transient(error: Exception, transient: bool) -> None:
    assert is_transient(error) is transient
