"""The Run / AsyncRun object: fields, score, results, compare, continue_, cancel, export,
refresh, interruption, and report_url."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter, AsyncRun, EvalRouter, EvalRouterError, Run
from tests.support.api import BASE, FakeAPI, done, started
from tests.support.records import (
    bench_comparison,
    error,
    metric,
    minimal,
    profile_result,
    quote_record,
    result_record,
    run_record,
)


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.on("POST", "/quotes", quote_record("q_1", "4000000"))
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


INTERRUPTED = {"reason": "spending_cap_reached", "continuable": True, "unfinished_count": 12}


async def test_record_fields_are_attributes(client: Any, api: FakeAPI, mode: str):
    run = await started(client, api)
    assert isinstance(run, Run if mode == "sync" else AsyncRun)
    assert run.id == "run_1"
    assert run.spend_microusd == "x"
    assert run.record.id == "run_1"
    assert run.to_dict()["id"] == "run_1"
    assert run.interruption is None
    assert run.waiting_reason is None  # unset fields read as None
    assert not run.done
    assert repr(run) == f"{type(run).__name__}(id='run_1', status='queued')"
    with pytest.raises(AttributeError):
        _ = run.no_such_field


async def test_score_before_results_are_loaded_is_the_same_on_both_clients(
    client: Any, api: FakeAPI, mode: str
):
    """Neither client reads results behind a property, nor answers None for "not read yet"."""
    run = await started(client, api)
    api.on("GET", "/runs/run_1", run_record("run_1", "completed"))
    await done(run.refresh())
    api.requests.clear()
    assert not run.results_loaded
    with pytest.raises(EvalRouterError) as info:
        _ = run.score
    err = info.value
    assert err.code == "results_not_loaded"
    call = "run.results()" if mode == "sync" else "await run.results()"
    assert err.hint is not None and call in err.hint
    assert api.requests == []  # no I/O, on either client
    api.on("GET", "/runs/run_1/results", result_record("run_1", 0.25))
    await done(run.results())
    assert run.results_loaded
    assert run.score == 0.25
    assert run.score == 0.25
    assert api.calls() == ["GET /runs/run_1/results"]


async def test_a_bound_run_read_by_get_needs_its_results_loaded(client: Any, api: FakeAPI):
    api.on("GET", "/runs/run_1", run_record("run_1", "completed"))
    run = await done(client.runs.get("run_1"))
    with pytest.raises(EvalRouterError) as info:
        _ = run.score
    assert info.value.code == "results_not_loaded"
    assert api.calls() == ["GET /runs/run_1"]


async def test_a_comparison_runs_score_is_the_first_subjects(client: Any, api: FakeAPI):
    def profile(index: int, value: float) -> dict[str, Any]:
        return profile_result("accuracy", [metric("accuracy", value)], model_index=index)

    body = minimal("ResultRecord", run_id="run_1", profiles=[profile(1, 0.9), profile(0, 0.4)])
    run = await started(client, api)
    api.on("GET", "/runs/run_1/results", body)
    await done(run.results())
    assert run.score == 0.4  # subjects[0], though another subject's profile comes first


async def test_score_is_the_headline_metric(client: Any, api: FakeAPI):
    run = await started(client, api)
    body = result_record("run_1", None)  # only a non-headline metric
    api.on("GET", "/runs/run_1", run_record("run_1", "completed"))
    api.on("GET", "/runs/run_1/results", body)
    await done(run.wait())
    assert run.score is None


async def test_wait_updates_the_run_in_place(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("GET", "/runs/run_1", run_record("run_1", "running"), run_record("run_1", "completed"))
    api.on("GET", "/runs/run_1/results", result_record("run_1", 0.9))
    same = await done(run.wait(timeout=60))
    assert same is run
    assert (run.status, run.done, run.score) == ("completed", True, 0.9)


async def test_results_are_cached_but_versions_are_read(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("GET", "/runs/run_1/results", result_record("run_1", 0.9))
    first = await done(run.results())
    again = await done(run.results())
    assert first is again
    await done(run.results(version=2))
    assert api.calls() == ["GET /runs/run_1/results", "GET /runs/run_1/results?version=2"]


async def test_cancel_refresh_and_export(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("POST", "/runs/run_1/cancel", run_record("run_1", "cancelling"))
    api.on("GET", "/runs/run_1", run_record("run_1", "cancelled"))
    api.on("GET", "/runs/run_1/export", lambda r: httpx.Response(200, content=b"a,b\n1,2\n"))
    assert (await done(run.cancel())).status == "cancelling"
    assert (await done(run.refresh())).status == "cancelled"
    assert await done(run.export("csv")) == b"a,b\n1,2\n"
    assert api.calls() == [
        "POST /runs/run_1/cancel",
        "GET /runs/run_1",
        "GET /runs/run_1/export?format=csv",
    ]
    assert api.requests[0].content == b""
    assert api.requests[0].headers.get("Idempotency-Key")


async def test_interruption_says_why_the_run_stopped(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("GET", "/runs/run_1", run_record("run_1", "partial", interruption=INTERRUPTED))
    await done(run.refresh())
    assert run.interruption is not None
    assert (run.interruption.reason, run.interruption.unfinished_count) == (
        "spending_cap_reached",
        12,
    )


async def test_continue_prices_only_unfinished_work(client: Any, api: FakeAPI, mode: str):
    run = await started(client, api)
    api.on("GET", "/runs/run_1", run_record("run_1", "partial", interruption=INTERRUPTED))
    api.routes[("POST", "/v1/runs")] = [run_record("run_2", "queued")]
    new = await done(run.continue_(max_cost=5, name="rest"))
    assert isinstance(new, Run if mode == "sync" else AsyncRun)
    assert new.id == "run_2"
    assert api.calls() == ["GET /runs/run_1", "POST /quotes", "POST /runs"]
    assert api.bodies("POST", "/quotes") == [
        {"kind": "continuation", "from_run": "run_1", "max_charge_microusd": "5000000"}
    ]
    assert api.bodies("POST", "/runs") == [
        {"quote_id": "q_1", "max_charge_microusd": "4000000", "name": "rest"}
    ]


async def test_continue_a_cancelled_run_includes_owner_stops(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("GET", "/runs/run_1", run_record("run_1", "cancelled"))
    quote = await done(run.continue_(dry_run=True))
    assert quote.id == "q_1"
    assert api.calls() == ["GET /runs/run_1", "POST /quotes"]
    assert api.bodies("POST", "/quotes") == [
        {"kind": "continuation", "from_run": "run_1", "continuation": {"include_owner_stops": True}}
    ]


async def test_continue_refuses_a_quote_above_max_cost(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("GET", "/runs/run_1", run_record("run_1", "partial"))
    with pytest.raises(EvalRouterError) as info:
        await done(run.continue_(max_cost=1))
    assert info.value.code == "quote_exceeds_max_cost"
    assert "POST /runs" not in api.calls()


async def test_continue_checks_max_cost_before_any_request(client: Any, api: FakeAPI):
    run = await started(client, api)
    with pytest.raises(EvalRouterError) as info:
        await done(run.continue_(max_cost="-2"))
    assert info.value.code == "invalid_input"
    assert info.value.details["argument"] == "max_cost"
    assert api.requests == []


# --------------------------------------------------------------------------- compare


async def test_compare_shapes_the_first_benchmark_and_keeps_all(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on(
        "GET",
        "/runs/run_1/comparison",
        minimal(
            "RunComparison",
            run_id="run_1",
            benchmarks=[bench_comparison("gsm8k-v2"), bench_comparison("mmlu-v1", "MMLU text")],
        ),
    )
    comparison = await done(run.compare())
    assert api.calls() == ["GET /runs/run_1/comparison"]
    assert (comparison.profile_id, comparison.metric, comparison.tasks_compared) == (
        "gsm8k-v2",
        "accuracy",
        48,
    )
    assert [(m.label, m.name, m.score) for m in comparison.models] == [
        ("1=", "GPT-5", 0.9),
        ("1=", "Claude", 0.88),
        ("3", "Mini", 0.7),
    ]
    top = comparison.models[0]
    assert (top.low, top.high, top.confidence) == pytest.approx((0.85, 0.95, 0.95))
    (pair,) = comparison.pairs
    assert (pair.model, pair.other, pair.difference, pair.significant) == (
        "GPT-5",
        "Claude",
        0.02,
        False,
    )
    assert comparison.summary.startswith("GPT-5 and Claude tie on accuracy")
    assert "48 shared tasks" in comparison.summary
    assert "\n" not in comparison.summary
    assert [b.profile_id for b in comparison.benchmarks] == ["gsm8k-v2", "mmlu-v1"]
    assert comparison.benchmarks[1].summary == "MMLU text"  # the API's own line wins


async def test_compare_of_a_single_model_run(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("GET", "/runs/run_1/comparison", minimal("RunComparison", run_id="run_1"))
    with pytest.raises(EvalRouterError) as info:
        await done(run.compare())
    assert info.value.code == "comparison_unavailable"


# --------------------------------------------------------------------------- report_url


@pytest.mark.parametrize(
    ("base", "web", "expected"),
    [
        ("https://api.evalrouter.ai", None, "https://evalrouter.ai/evaluations/run_1"),
        ("https://api.dev.evalrouter.ai", None, "https://dev.evalrouter.ai/evaluations/run_1"),
        (
            "https://api.staging.example.com:8443/v1",
            None,
            "https://staging.example.com:8443/evaluations/run_1",
        ),
        ("https://evalrouter.internal", None, ""),
        (
            "https://api.example.com",
            "https://app.example.org/",
            "https://app.example.org/evaluations/run_1",
        ),
        ("https://api.example.com", "http://example.org", ""),  # http only for loopback
        ("https://api.example.com", "https://x.org/path", ""),  # an explicit bad origin: unknown
        (
            "http://127.0.0.1:8080",
            "http://localhost:3000",
            "http://localhost:3000/evaluations/run_1",
        ),
    ],
)
def test_report_url(base: str, web: str | None, expected: str, monkeypatch: Any) -> None:
    monkeypatch.delenv("EVALROUTER_WEB_URL", raising=False)
    for cls in (EvalRouter, AsyncEvalRouter):
        client = cls(base_url=base, api_key="sk-test", web_url=web)
        assert client.runs.report_url("run_1") == expected


def test_report_url_from_the_environment_and_per_call(monkeypatch: Any) -> None:
    monkeypatch.setenv("EVALROUTER_WEB_URL", "https://env.example.org")
    client = EvalRouter(base_url=BASE, api_key="sk-test")
    assert client.runs.report_url("r:1") == "https://env.example.org/evaluations/r%3A1"
    assert (
        client.runs.report_url("r1", web_url="https://other.org")
        == "https://other.org/evaluations/r1"
    )
    with pytest.raises(EvalRouterError) as info:
        client.runs.report_url("../etc")
    assert info.value.code == "invalid_input"


async def test_run_report_url(client: Any, api: FakeAPI):
    run = await started(client, api)
    assert run.report_url() == "https://example.com/evaluations/run_1"
    assert run.report_url(web_url="https://w.example") == "https://w.example/evaluations/run_1"


async def test_errors_keep_their_api_code(client: Any, api: FakeAPI):
    run = await started(client, api)
    api.on("POST", "/runs/run_1/cancel", error(409, "run_finished"))
    with pytest.raises(EvalRouterError) as info:
        await done(run.cancel())
    assert (info.value.code, info.value.status_code) == ("run_finished", 409)


def test_sync_and_async_offer_the_same_names() -> None:
    from evalrouter.resources.benchmarks import AsyncBenchmarks, Benchmarks
    from evalrouter.resources.runs import AsyncRuns, Runs

    def public(cls: type) -> set[str]:
        return {n for n in dir(cls) if not n.startswith("_")}

    assert public(Run) == public(AsyncRun)
    assert public(Runs) == public(AsyncRuns)
    assert public(Benchmarks) == public(AsyncBenchmarks)
    assert {"create", "wait", "follow", "report_url"} <= public(Runs)
    assert {"score", "wait", "results", "compare", "continue_", "cancel", "export"} <= public(Run)
