"""EvalRouter Local's comparisons beyond the documented flow (``local_flows.comparisons_flow``):
tasks graded on one side only, checks on the point estimate, and what a new comparison may hold.
Every answer is checked against openapi.json by the autouse schema check (conftest)."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import EvalRouter, EvalRouterError
from evalrouter.testing import EvalRouterLocal

GSM_V2 = "prof_gsm8k_v2"
Json = dict[str, Any]


def result(local: EvalRouterLocal, client: EvalRouter, route: str, **quote: Any) -> Json:
    body = {
        "model": {"kind": "managed", "route_id": route},
        "selection": {"profile_ids": [GSM_V2]},
        **quote,
    }
    run = client.runs.create(quote_id=client.quotes.create(body)["id"])
    local.run_until_done(run["id"])
    return client.runs.results(run["id"]).to_dict()


@pytest.fixture
def local() -> EvalRouterLocal:
    return EvalRouterLocal(seed=3)


@pytest.fixture
def client(local: EvalRouterLocal) -> EvalRouter:
    return local.client()


def compare(client: EvalRouter, baseline: Json, candidate: Json, **body: Any) -> Json:
    record = client.comparisons.create(
        {"baseline_result_id": baseline["id"], "candidate_result_ids": [candidate["id"]], **body}
    )
    return record.to_dict()


def test_tasks_graded_on_one_side_only_are_left_out_and_listed(
    local: EvalRouterLocal, client: EvalRouter
) -> None:
    steady = result(local, client, "sim/sim-large")
    flaky = result(local, client, "sim/sim-flaky")  # some of its tasks time out
    errors = flaky["profiles"][0]["errors"]
    assert errors > 0
    record = compare(client, steady, flaky)
    [candidate] = record["result"]["candidates"]
    [profile] = candidate["profiles"]
    planned = steady["profiles"][0]["planned"]
    assert profile["complete"] is False and profile["mismatches"] == ["graded_tasks_differ"]
    assert profile["compatibility_class"] == "qualified_with_differences"
    assert profile["metrics"][0]["sample_count"] == planned - errors
    assert profile["candidate_coverage"] == {
        "selected": planned,
        "graded": planned - errors,
        "paired": planned - errors,
        "errors": errors,
    }
    assert len(profile["task_differences"]) == errors
    assert {d["candidate"] for d in profile["task_differences"]} == {"error"}
    assert candidate["mismatches"] == [
        {"profile_id": GSM_V2, "kind": "graded_tasks_differ", "paired": planned - errors}
    ]
    # A check may require every task graded on both sides.
    whole = {"profile_id": GSM_V2, "metric": "accuracy", "require_completion": True}
    strict = compare(client, steady, flaky, policy={"checks": [whole]})
    assert strict["status"] == "fail"
    assert strict["result"]["candidates"][0]["checks"][0]["reasons"] == ["incomplete"]


def test_a_check_without_confidence_judges_the_difference_itself(
    local: EvalRouterLocal, client: EvalRouter
) -> None:
    large = result(local, client, "sim/sim-large")
    small = result(local, client, "sim/sim-small")
    delta = compare(client, large, small)["result"]["candidates"][0]["profiles"][0]["metrics"][0][
        "delta"
    ]
    assert delta < 0  # Sim Small is the weaker model
    for allowed, verdict in ((0.0, "fail"), (-delta + 1e-9, "pass"), (-delta - 0.01, "fail")):
        check = {
            "profile_id": GSM_V2,
            "metric": "accuracy",
            "max_regression": allowed,
            "confidence_aware": False,
        }
        record = compare(client, large, small, policy={"checks": [check]})
        assert record["status"] == verdict, (allowed, delta)
        assert record["policy"]["checks"][0]["max_regression"] == allowed


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"extra": 1}, "extra"),
        ({"candidate_model_indices": [0, 0]}, "candidate_model_indices"),
        ({"baseline_model_index": 1}, "baseline_model_index"),
        (
            {"policy": {"checks": [{"profile_id": GSM_V2, "metric": "f1"}]}},
            "policy.checks[0].metric",
        ),
        (
            {"policy": {"checks": [{"profile_id": GSM_V2, "metric": "accuracy", "x": 1}]}},
            "policy.checks[0].x",
        ),
        (
            {
                "policy": {
                    "checks": [
                        {**{"profile_id": GSM_V2, "metric": "accuracy"}, "max_regression": 2}
                    ]
                }
            },
            "policy.checks[0].max_regression",
        ),
        (
            {
                "policy": {
                    "checks": [
                        {**{"profile_id": GSM_V2, "metric": "accuracy"}, "minimum_samples": 0}
                    ]
                }
            },
            "policy.checks[0].minimum_samples",
        ),
        ({"policy": {"rules": []}}, "policy"),
    ],
)
def test_a_new_comparison_is_checked(
    local: EvalRouterLocal, client: EvalRouter, change: Json, field: str
) -> None:
    large = result(local, client, "sim/sim-large", coverage={"mode": "sample", "sample_count": 3})
    small = result(local, client, "sim/sim-small", coverage={"mode": "sample", "sample_count": 3})
    with pytest.raises(EvalRouterError) as refused:
        compare(client, large, small, **change)
    assert refused.value.code == "invalid_request"
    assert refused.value.details == {"field": field}
    assert field in str(refused.value)
