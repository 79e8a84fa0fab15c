"""runs.create: every form, the exact requests it sends, and the checks made before any."""

from __future__ import annotations

import json
import os
import stat
from typing import Any

import httpx
import pytest

from evalrouter import AsyncRun, EvalRouterError, MaxCostExceeded, Run, WaitTimeout
from tests.support.api import FakeAPI, done
from tests.support.clock import FakeClock
from tests.support.records import (
    bench_row,
    error,
    quote_record,
    result_record,
    route,
    run_record,
)

GPT5 = "openai/gpt-5-2025-08-07"
MINI = "openai/gpt-5-mini-2025-08-07"
CLAUDE = "anthropic/claude-sonnet-4.5"
ROUTES = [
    route(GPT5, "GPT-5"),
    route(MINI, "GPT-5 mini"),
    route(CLAUDE, "Claude Sonnet 4.5"),
]
CATALOG = [bench_row("gsm8k", "1"), bench_row("gsm8k", "2"), bench_row("gpqa-diamond", "1")]
RESOLVE_CALLS = [
    "GET /catalog/benchmarks?limit=100&status=active",
    "GET /catalog/benchmarks/gsm8k",
    "GET /catalog/models?benchmark=gsm8k-v2&limit=100",
]


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI().catalog(CATALOG, ROUTES)
    api.on("POST", "/quotes", quote_record("q_1", "4000000"))
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


RUN_TYPES = {"sync": Run, "async": AsyncRun}


# --------------------------------------------------------------------------- form A


async def test_single_model_resolves_quotes_and_admits(client: Any, api: FakeAPI, mode: str):
    run = await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5))

    assert isinstance(run, RUN_TYPES[mode])
    assert (run.id, run.status) == ("run_1", "queued")
    assert api.calls() == [*RESOLVE_CALLS, "POST /quotes", "POST /runs"]
    assert api.bodies("POST", "/quotes") == [
        {
            "selection": {"profile_ids": ["gsm8k-v2"]},
            "model": {"kind": "managed", "route_id": GPT5},
            "max_charge_microusd": "5000000",
        }
    ]
    # Admission restates the quote's own cap, not a recomputation from max_cost.
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_1", "max_charge_microusd": "4000000"}]
    quote_key, run_key = api.headers("POST", "/quotes", "Idempotency-Key") + api.headers(
        "POST", "/runs", "Idempotency-Key"
    )
    assert quote_key and run_key and quote_key != run_key


@pytest.mark.parametrize(
    ("max_cost", "sent"),
    [
        ("0.25", "250000"),
        (7, "7000000"),
        ("0.000001", "1"),
        (" 2 ", "2000000"),
        # A float counts as its shortest decimal text, exactly.
        (2.5, "2500000"),
        (0.1, "100000"),
        (1e-6, "1"),
        (12.75, "12750000"),
    ],
)
async def test_max_cost_goes_out_as_exact_microusd(
    client: Any, api: FakeAPI, max_cost: Any, sent: str
):
    api.routes[("POST", "/v1/quotes")] = [quote_record("q_1", "1")]
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=max_cost))
    assert api.bodies("POST", "/quotes")[0]["max_charge_microusd"] == sent


@pytest.mark.parametrize(
    ("max_cost", "reason"),
    [
        (0.1 + 0.2, "too_many_decimals"),
        (True, "not_an_amount"),
        (float("nan"), "not_finite"),
        (float("inf"), "not_finite"),
        (0.0, "not_positive"),
        (-1.5, "not_positive"),
        (1e10, "too_large"),
    ],
)
async def test_a_bad_max_cost_is_invalid_input_naming_it_before_any_request(
    client: Any, api: FakeAPI, max_cost: Any, reason: str
):
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=max_cost))
    error = info.value
    assert error.code == "invalid_input"
    assert isinstance(error.details, dict)
    assert (error.details["argument"], error.details["reason"]) == ("max_cost", reason)
    assert "micro-USD" not in error.message
    assert api.requests == []


async def test_without_max_cost_the_wallet_bounds_the_run(client: Any, api: FakeAPI):
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5"))
    assert "max_charge_microusd" not in api.bodies("POST", "/quotes")[0]
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_1", "max_charge_microusd": "4000000"}]


async def test_quote_above_max_cost_is_refused_before_anything_starts(client: Any, api: FakeAPI):
    api.routes[("POST", "/v1/quotes")] = [quote_record("q_1", "6000001")]
    with pytest.raises(MaxCostExceeded) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=6))
    err = info.value
    assert err.code == "quote_exceeds_max_cost"
    assert err.quote.id == "q_1"
    assert err.details == {
        "quote_id": "q_1",
        "max_charge_microusd": "6000001",
        "max_cost_microusd": "6000000",
    }
    assert "$6.000001" in err.message and "Nothing was started" in err.message
    assert "POST /runs" not in api.calls()


async def test_a_quote_without_a_cap_is_admitted_with_max_cost_as_its_cap(
    client: Any, api: FakeAPI
):
    api.routes[("POST", "/v1/quotes")] = [quote_record("q_1", None)]
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=1))
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_1", "max_charge_microusd": "1000000"}]


async def test_a_quote_without_a_cap_and_no_max_cost_is_bounded_by_the_wallet(
    client: Any, api: FakeAPI
):
    api.routes[("POST", "/v1/quotes")] = [quote_record("q_1", None)]
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5"))
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_1"}]


async def test_name_metadata_and_quote_fields_go_where_they_belong(client: Any, api: FakeAPI):
    await done(
        client.runs.create(
            benchmark="gsm8k",
            model="GPT-5 mini",
            max_cost="4.5",
            coverage=25,
            concurrency=4,
            reasoning_effort="low",
            name="nightly",
            metadata={"team": "ml"},
            extra_headers={"X-Trace": "t1"},
        )
    )
    assert api.bodies("POST", "/quotes") == [
        {
            "coverage": {"mode": "sample", "sample_count": 25},
            "concurrency": 4,
            "reasoning_effort": "low",
            "selection": {"profile_ids": ["gsm8k-v2"]},
            "model": {"kind": "managed", "route_id": MINI},
            "max_charge_microusd": "4500000",
        }
    ]
    assert api.bodies("POST", "/runs") == [
        {
            "quote_id": "q_1",
            "max_charge_microusd": "4000000",
            "name": "nightly",
            "metadata": {"team": "ml"},
        }
    ]
    assert api.headers("POST", "/quotes", "X-Trace") == ["t1"]
    assert api.headers("POST", "/runs", "X-Trace") == ["t1"]


@pytest.mark.parametrize(
    ("coverage", "body"),
    [
        ("full", {"mode": "full"}),
        ("sample", {"mode": "sample"}),
        (["t1", "t2"], {"mode": "tasks", "task_ids": ["t1", "t2"]}),
        (
            {"mode": "sample", "sample_count": 5, "seed": 1},
            {"mode": "sample", "sample_count": 5, "seed": 1},
        ),
    ],
)
async def test_coverage_forms(client: Any, api: FakeAPI, coverage: Any, body: Any):
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5", coverage=coverage))
    assert api.bodies("POST", "/quotes")[0]["coverage"] == body


async def test_connection_and_dict_models_need_no_catalog_read(client: Any, api: FakeAPI):
    uuid = "0B6F3C5E-1D2A-4E8B-9C7D-112233445566"
    await done(client.runs.create(benchmark="gsm8k", model=f"connection:{uuid}"))
    assert api.bodies("POST", "/quotes")[0]["model"] == {
        "kind": "connection",
        "connection_id": uuid,
    }
    assert "GET /catalog/models?benchmark=gsm8k-v2&limit=100" not in api.calls()


async def test_benchmark_dict_without_id_is_the_selection(client: Any, api: FakeAPI):
    selection = {"eval": "eval://acme/qa/1", "split": "test"}
    await done(client.runs.create(benchmark=selection, model="gpt-5"))
    assert api.calls() == ["GET /catalog/models?limit=100", "POST /quotes", "POST /runs"]
    assert api.bodies("POST", "/quotes")[0]["selection"] == selection


# --------------------------------------------------------------------------- form B


async def test_subjects_quote_several_models_under_one_cap(client: Any, api: FakeAPI):
    api.routes[("POST", "/v1/runs")] = [run_record("run_c", "queued")]
    run = await done(
        client.runs.create(
            benchmark="gsm8k",
            subjects=[
                "gpt-5",
                "Claude Sonnet 4.5",
                {"model": {"kind": "managed", "route_id": MINI}, "reasoning_effort": "high"},
            ],
            max_cost=10,
        )
    )
    assert run.id == "run_c"
    # The compatible routes are read once for every subject.
    assert api.calls() == [*RESOLVE_CALLS, "POST /quotes", "POST /runs"]
    assert api.bodies("POST", "/quotes") == [
        {
            "selection": {"profile_ids": ["gsm8k-v2"]},
            "subjects": [
                {"model": {"kind": "managed", "route_id": GPT5}},
                {"model": {"kind": "managed", "route_id": CLAUDE}},
                {"model": {"kind": "managed", "route_id": MINI}, "reasoning_effort": "high"},
            ],
            "max_charge_microusd": "10000000",
        }
    ]


# --------------------------------------------------------------------------- form C, D


async def test_dry_run_returns_the_quote_and_starts_nothing(client: Any, api: FakeAPI):
    quote = await done(
        client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, dry_run=True)
    )
    assert quote.id == "q_1"
    assert quote.max_charge_microusd == "4000000"
    assert api.calls() == [*RESOLVE_CALLS, "POST /quotes"]


async def test_quote_id_starts_that_quote(client: Any, api: FakeAPI):
    api.on("GET", "/quotes/q_9", quote_record("q_9", "3000000"))
    run = await done(client.runs.create(quote_id="q_9", max_cost=3))
    assert run.id == "run_1"
    assert api.calls() == ["GET /quotes/q_9", "POST /runs"]
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_9", "max_charge_microusd": "3000000"}]


async def test_quote_id_above_max_cost_is_refused(client: Any, api: FakeAPI):
    api.on("GET", "/quotes/q_9", quote_record("q_9", "3000000"))
    with pytest.raises(MaxCostExceeded) as info:
        await done(client.runs.create(quote_id="q_9", max_cost="2.99"))
    assert info.value.code == "quote_exceeds_max_cost"
    assert info.value.details["quote_id"] == "q_9"
    assert api.calls() == ["GET /quotes/q_9"]


async def test_quote_id_dry_run_reads_and_checks_only(client: Any, api: FakeAPI):
    api.on("GET", "/quotes/q_9", quote_record("q_9", "3000000"))
    quote = await done(client.runs.create(quote_id="q_9", dry_run=True))
    assert quote.id == "q_9"
    assert api.calls() == ["GET /quotes/q_9"]


# --------------------------------------------------------------------------- wait=True


async def test_wait_returns_the_finished_run_with_its_score(
    client: Any, api: FakeAPI, clock: FakeClock, mode: str
):
    api.on(
        "GET",
        "/runs/run_1",
        run_record("run_1", "running"),
        run_record("run_1", "finalizing"),
        run_record("run_1", "completed"),
    )
    api.on("GET", "/runs/run_1/results", result_record("run_1", 0.82))
    run = await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True))

    assert isinstance(run, RUN_TYPES[mode])
    assert run.status == "completed"
    assert api.calls()[-5:] == [
        "POST /runs",
        "GET /runs/run_1",
        "GET /runs/run_1",
        "GET /runs/run_1",
        "GET /runs/run_1/results",
    ]
    before = len(api.requests)
    assert run.score == pytest.approx(0.82)  # a property, loaded while waiting: no I/O
    assert len(api.requests) == before
    assert clock.sleeps == [1.0, 1.5]


# --------------------------------------------------------------------------- checks


BAD_INPUTS = [
    ({"benchmark": "gsm8k", "model": "gpt-5", "max_cost": -1}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "max_cost": "1.0000001"}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "max_cost": float("nan")}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "max_cost": 0.1 + 0.2}, "invalid_input"),
    ({"benchmark": "gsm8k", "subjects": ["m"] * 9}, "invalid_input"),
    ({"benchmark": "gsm8k", "subjects": ["gpt-5"]}, "invalid_input"),
    ({"benchmark": "gsm8k", "subjects": []}, "invalid_input"),
    ({"benchmark": "gsm8k", "subjects": "gpt-5"}, "invalid_input"),
    ({"benchmark": "gsm8k", "subjects": ["gpt-5", ""]}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "subjects": ["a", "b"]}, "invalid_input"),
    ({"benchmark": "", "model": "gpt-5"}, "benchmark_not_found"),
    ({"benchmark": 3, "model": "gpt-5"}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "  "}, "invalid_input"),
    ({"benchmark": "gsm8k"}, "invalid_input"),
    ({"model": "gpt-5"}, "invalid_input"),
    ({"quote_id": "q_1", "benchmark": "gsm8k"}, "invalid_input"),
    ({"quote_id": ""}, "invalid_input"),
    ({"quote_id": "  "}, "invalid_input"),
    ({"quote_id": "q_1", "coverage": "full"}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "dry_run": True, "wait": True}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "metadata": {"a": 1}}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "coverage": "most"}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "wait": True, "timeout": 0}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "idempotency_key": ""}, "invalid_input"),
    (
        {"benchmark": "gsm8k", "model": "gpt-5", "idempotency_key": "k" * 129},
        "invalid_input",
    ),
    ({"benchmark": "gsm8k", "model": "gpt-5", "concurency": 4}, "invalid_input"),
    ({"benchmark": "gsm8k", "model": "gpt-5", "max_charge_microusd": "5"}, "invalid_input"),
]


@pytest.mark.parametrize(("kwargs", "code"), BAD_INPUTS)
async def test_bad_inputs_fail_before_any_request(
    client: Any, api: FakeAPI, kwargs: dict[str, Any], code: str
):
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(**kwargs))
    assert info.value.code == code
    if "subjects" in kwargs and "model" not in kwargs:
        assert isinstance(info.value.details, dict)
        assert info.value.details["argument"] == "subjects"
    assert info.value.hint or "not both" in info.value.message
    assert api.requests == []


async def test_a_typo_in_a_quote_field_suggests_the_name(client: Any):
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", concurency=4))
    assert info.value.hint == "Did you mean 'concurrency'?"


async def test_admission_failure_propagates_with_its_code(client: Any, api: FakeAPI):
    api.routes[("POST", "/v1/runs")] = [error(402, "insufficient_balance", "Top up")]
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5"))
    assert (info.value.code, info.value.status_code) == ("insufficient_balance", 402)


# --------------------------------------------------------------------------- idempotency


@pytest.fixture
def state_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    path = tmp_path / "state"
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(path))
    return path


async def test_explicit_key_derives_the_write_keys_and_is_recorded(
    client: Any, api: FakeAPI, state_dir: Any
):
    await done(
        client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, idempotency_key="job-7")
    )
    assert api.headers("POST", "/quotes", "Idempotency-Key") == ["job-7:quote"]
    assert api.headers("POST", "/runs", "Idempotency-Key") == ["job-7:run"]
    state = state_dir / "idempotency.json"
    assert stat.S_IMODE(os.stat(state).st_mode) == 0o600
    data = json.loads(state.read_text())
    (entry,) = data["entries"].values()
    # One write per create: the quote, before admission. Admitting it again gives its run back.
    assert (entry["quote_id"], entry["run_id"]) == ("q_1", None)
    assert "job-7" not in state.read_text()  # keys are stored hashed
    # No temporary file left behind: only the state and the writers' lock file.
    assert sorted(p.name for p in state_dir.iterdir()) == ["idempotency.json", "idempotency.lock"]


async def test_repeating_a_create_with_the_same_key_returns_the_same_run(
    client: Any, api: FakeAPI, state_dir: Any
):
    kwargs = {"benchmark": "gsm8k", "model": "gpt-5", "max_cost": 5, "idempotency_key": "job-7"}
    first = await done(client.runs.create(**kwargs))
    api.requests.clear()
    api.on("GET", "/quotes/q_1", quote_record("q_1", "4000000"))
    again = await done(client.runs.create(**kwargs))
    assert again.id == first.id == "run_1"
    # The recorded quote is read and admitted again, under the same key: no second quote;
    # then the run is read, to return it as it is now (not as it was admitted).
    assert api.calls() == ["GET /quotes/q_1", "POST /runs", "GET /runs/run_1"]
    assert api.headers("POST", "/runs", "Idempotency-Key") == ["job-7:run"]


async def test_a_record_of_the_run_written_by_an_older_release_is_still_honoured(
    client: Any, api: FakeAPI, state_dir: Any
):
    from evalrouter._flows import prepare_create
    from evalrouter._state import IdempotencyStore

    kwargs: dict[str, Any] = {"benchmark": "gsm8k", "model": "gpt-5", "max_cost": 5}
    args = prepare_create(
        **kwargs,
        subjects=None,
        quote_id=None,
        dry_run=False,
        wait=False,
        name=None,
        metadata=None,
        coverage=None,
        idempotency_key="job-7",
        extra_headers=None,
        advanced={},
    )
    store = IdempotencyStore(state_dir, f"{client.base_url}\n")
    store.put("job-7", fingerprint=args.fingerprint(), quote_id="q_1", run_id="run_1")
    api.on("GET", "/runs/run_1", run_record("run_1", "running"))
    again = await done(client.runs.create(**kwargs, idempotency_key="job-7"))
    assert (again.id, again.status) == ("run_1", "running")
    assert api.calls() == ["GET /runs/run_1"]


async def test_after_a_crash_between_quote_and_admission_the_same_quote_is_admitted(
    client: Any, api: FakeAPI, state_dir: Any
):
    kwargs = {"benchmark": "gsm8k", "model": "gpt-5", "max_cost": 5, "idempotency_key": "job-8"}
    api.routes[("POST", "/v1/runs")] = [
        error(500, "internal_error", "boom"),
        run_record("run_1", "queued"),
    ]
    with pytest.raises(EvalRouterError):
        await done(client.runs.create(**kwargs))
    api.requests.clear()
    api.on("GET", "/quotes/q_1", quote_record("q_1", "4000000"))
    run = await done(client.runs.create(**kwargs))
    assert run.id == "run_1"
    # No second quote: the recorded one is read and admitted with the same derived key (and
    # the run read, as it is now).
    assert api.calls() == ["GET /quotes/q_1", "POST /runs", "GET /runs/run_1"]
    assert api.headers("POST", "/runs", "Idempotency-Key") == ["job-8:run"]
    assert api.bodies("POST", "/runs") == [{"quote_id": "q_1", "max_charge_microusd": "4000000"}]


async def test_a_key_reused_for_a_different_create_is_refused(
    client: Any, api: FakeAPI, state_dir: Any
):
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5", idempotency_key="job-9"))
    api.requests.clear()
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="claude", idempotency_key="job-9"))
    assert info.value.code == "idempotency_key_reused"
    assert api.requests == []


async def test_without_a_key_nothing_is_recorded(client: Any, api: FakeAPI, state_dir: Any):
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5"))
    assert not state_dir.exists()


async def test_long_keys_are_hashed_into_the_limit(client: Any, api: FakeAPI, state_dir: Any):
    key = "k" * 128
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5", idempotency_key=key))
    (sent,) = api.headers("POST", "/quotes", "Idempotency-Key")
    assert sent is not None and len(sent) <= 128 and sent.endswith(":quote")


def test_state_dir_defaults(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    from evalrouter._state import state_dir

    assert state_dir({"EVALROUTER_STATE_DIR": "/x/y"}).as_posix() == "/x/y"
    assert state_dir({"XDG_STATE_HOME": "/s"}).as_posix() == "/s/evalrouter"
    monkeypatch.setenv("HOME", str(tmp_path))
    assert state_dir({}) == tmp_path / ".local" / "state" / "evalrouter"


def test_wait_timeout_is_exported() -> None:
    assert issubclass(WaitTimeout, EvalRouterError)
    assert httpx  # imported for type names in helpers
