"""What you do with a run: interruption and continuation, cancel, refresh, exports, waiting."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import zipfile

import pytest

from evalrouter import AsyncRun, EvalRouterError, Run, WaitTimeout
from tests.e2e.e2e_data import GSM_V2, MCQ, REASONER, TERMINAL, headline
from tests.e2e.e2e_env import Env


async def test_cap_interrupts_and_continue_charges_only_unfinished_tasks(env: Env) -> None:
    first = await env(
        env.client.runs.create, benchmark="gsm8k@2", model=REASONER, max_cost="0.2", wait=True
    )
    assert first.status == "partial"
    stop = first.interruption
    assert stop is not None and stop.reason == "spending_cap_reached" and stop.continuable
    assert stop.unfinished_count == 40 - first.completed_count - first.error_count > 0
    first_spend = int(first.spend_microusd)
    assert 0 < first_spend <= 200_000
    original_quote = await env(env.client.quotes.get, env.seen("runs_create")[0].json["quote_id"])

    # A dry run of the continuation is a quote for the unfinished tasks only; nothing starts.
    quote = await env(first.continue_, dry_run=True)
    assert quote.continuation.source_run_id == first.id
    assert quote.continuation.rerun_cells == stop.unfinished_count
    assert quote.continuation.reused_cells == first.completed_count
    assert quote.plan.total_tasks == stop.unfinished_count
    assert int(quote.worst_case_charge_microusd) < int(original_quote.worst_case_charge_microusd)
    assert env.local.run_ids == [first.id]

    more = await env(first.continue_, max_cost=3, wait=True)
    assert more.id != first.id and env.local.run_ids == [first.id, more.id]
    assert more.source_run_id == first.id
    assert more.status == "completed" and more.planned_count == stop.unfinished_count
    continuation = env.seen("quotes_create")[-1].json
    assert continuation["kind"] == "continuation" and continuation["from_run"] == first.id
    assert continuation["max_charge_microusd"] == "3000000"

    # Only the unfinished tasks were charged; the finished ones are reused for free.
    results = await env(more.results)
    (cost,) = results.costs.profiles
    assert cost.charged_microusd == more.spend_microusd
    assert int(cost.total_cost_microusd) == first_spend + int(more.spend_microusd)
    (profile,) = results.profiles
    assert profile.planned == 40 and profile.profile_id == GSM_V2
    assert more.score == headline(results)
    assert env.local.balance_microusd == 100_000_000 - first_spend - int(more.spend_microusd)

    # The source run now points at its continuation.
    await env(first.refresh)
    assert first.interruption is not None and first.interruption.continued_by == more.id


async def test_a_continuation_capped_below_its_quote_is_refused(env: Env) -> None:
    first = await env(
        env.client.runs.create, benchmark="gsm8k@2", model=REASONER, max_cost="0.2", wait=True
    )
    with pytest.raises(EvalRouterError) as caught:
        await env(first.continue_, max_cost="0.0001")
    assert caught.value.code == "cap_below_minimum"
    assert env.local.run_ids == [first.id]


@pytest.mark.local(polls_to_complete=None)
async def test_cancel_refresh_export_and_continue_a_cancelled_run(env: Env) -> None:
    run = await env(env.client.runs.create, benchmark="mcq-mini", model="Sim Large", max_cost=2)
    assert run.status == "queued" and not run.done
    with pytest.raises(EvalRouterError) as caught:  # score never does I/O, on both clients
        _ = run.score
    assert caught.value.code == "results_not_loaded"
    env.local.advance(3)
    same = await env(run.refresh)
    assert same is run and run.status == "running" and 0 < run.completed_count < 30

    await env(run.cancel)
    assert run.status == "cancelled" and run.done
    (cancel,) = env.seen("runs_cancel")
    assert cancel.method == "POST" and cancel.headers.get("idempotency-key")
    assert run.interruption is not None and run.interruption.reason == "cancelled"
    unfinished = run.interruption.unfinished_count
    assert unfinished > 0

    data = json.loads(await env(run.export, "json"))
    assert data["results"]["profiles"][0]["profile_id"] == MCQ
    rows = list(csv.DictReader(io.StringIO((await env(run.export, "csv")).decode())))
    assert len(rows) == 30
    graded = [r for r in rows if r["status"] == "graded"]
    assert len(graded) == run.completed_count
    assert sum(r["status"] == "cancelled" for r in rows) == unfinished
    assert {r["route_id"] for r in rows} == {"sim/sim-large"}
    summary = json.loads(await env(run.export, "summary"))
    assert summary["run_id"] == run.id and summary["status"] == "cancelled"
    # The bundle: the JSON and CSV exports in one zip, with a manifest of their digests.
    with zipfile.ZipFile(io.BytesIO(await env(run.export, "bundle"))) as bundle:
        assert bundle.namelist() == ["manifest.json", f"{run.id}.json", f"{run.id}.csv"]
        manifest = json.loads(bundle.read("manifest.json"))
        assert manifest["run_id"] == run.id and manifest["status"] == "cancelled"
        for entry in manifest["files"]:
            content = bundle.read(entry["name"])
            assert entry["bytes"] == len(content)
            assert entry["sha256"] == hashlib.sha256(content).hexdigest()
        in_bundle = list(csv.DictReader(io.StringIO(bundle.read(f"{run.id}.csv").decode())))
        assert in_bundle == rows
        assert json.loads(bundle.read(f"{run.id}.json"))["results"] == data["results"]

    quote = await env(run.continue_, dry_run=True)
    assert quote.continuation.rerun_cells == unfinished
    asked = env.seen("quotes_create")[-1].json
    assert asked["continuation"] == {"include_owner_stops": True}


async def test_results_quotes_and_report_url(env: Env) -> None:
    run = await env(
        env.client.runs.create, benchmark="gsm8k@2", model="Sim Small", max_cost=1, wait=True
    )
    assert isinstance(run, AsyncRun if env.is_async else Run)
    results = await env(env.client.runs.results, run.id)
    assert results.run_id == run.id and headline(results) == run.score
    quote_id = env.seen("runs_create")[0].json["quote_id"]
    quote = await env(env.client.quotes.get, quote_id)
    assert quote.id == quote_id and quote.plan.total_tasks == 40
    record = await env(env.client.runs.get, run.id)
    assert record.id == run.id and record.status == "completed"

    web = "https://evalrouter.example"
    expected = f"{web}/evaluations/{run.id}"
    assert env.client.runs.report_url(run.id, web_url=web) == expected
    assert run.report_url(web_url=web) == expected
    assert env.client.runs.report_url(run.id) == ""  # loopback: no website is known
    assert env.make_client(web_url=web).runs.report_url(run.id) == expected


@pytest.mark.local(polls_to_complete=None)
async def test_wait_timeout_raises_with_last_and_never_cancels(env: Env) -> None:
    run = await env(env.client.runs.create, benchmark="gsm8k@2", model="Sim Large", max_cost=5)
    env.local.advance(2)
    seen: list[str] = []
    with pytest.raises(WaitTimeout) as caught:
        await env(
            env.client.runs.wait,
            run.id,
            timeout=3,
            poll_interval=0.5,
            on_progress=lambda r: seen.append(r.status),
        )
    error = caught.value
    assert error.code == "wait_timeout"
    assert error.last is not None and error.last.id == run.id and error.last.status == "running"
    assert seen and set(seen) == {"running"} and len(seen) == len(env.seen("runs_get"))
    assert env.clock.now == pytest.approx(3)  # waited exactly the timeout, in fake time
    assert env.seen("runs_cancel") == []

    # The run goes on on the server: it finishes, and waiting again returns it.
    env.local.run_until_done(run.id)
    done = await env(env.client.runs.wait, run.id, timeout=3, poll_interval=0.5)
    assert done.status == "completed" and 0.0 <= done.score <= 1.0
    assert env.seen("runs_cancel") == []


@pytest.mark.local(polls_to_complete=None)
async def test_create_wait_timeout_keeps_the_run(env: Env) -> None:
    with pytest.raises(WaitTimeout) as caught:
        await env(
            env.client.runs.create,
            benchmark="mcq-mini",
            model="Sim Small",
            max_cost=1,
            wait=True,
            timeout=2,
        )
    (run_id,) = env.local.run_ids
    assert caught.value.last.id == run_id and caught.value.last.status not in TERMINAL
    assert env.seen("runs_cancel") == []
    env.local.run_until_done(run_id)
    run = await env(env.client.runs.get, run_id)
    assert run.status == "completed"


async def test_wait_backs_off_between_polls(env: Env) -> None:
    run = await env(env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1)
    done = await env(run.wait)
    assert done is run and run.status == "completed"
    # polls_to_complete=3: two sleeps, ~1 s then ~1.5 s.
    assert env.clock.sleeps == pytest.approx([1.0, 1.5])


async def test_errors_are_continued_and_a_failed_run_is_returned_not_raised(env: Env) -> None:
    run = await env(
        env.client.runs.create, benchmark="gsm8k@2", model="Sim Flaky", max_cost=1, wait=True
    )
    assert run.status == "completed" and run.error_count > 0 and run.interruption is None
    failed = await env(env.client.runs.samples, run.id, status="error")
    assert len(failed.data) == run.error_count

    more = await env(run.continue_, wait=True)
    assert more.status in TERMINAL and more.planned_count == run.error_count
    assert env.seen("quotes_create")[-1].json == {"kind": "continuation", "from_run": run.id}

    lone = await env(
        env.client.runs.create,
        benchmark="gsm8k@2",
        model="Sim Flaky",
        max_cost=1,
        coverage=[failed.data[0].task_id],
        wait=True,
    )
    assert lone.status == "failed" and lone.planned_count == 1
    assert lone.score is None and lone.interruption is None
    assert env.seen("quotes_create")[-1].json["coverage"] == {
        "mode": "tasks",
        "task_ids": [failed.data[0].task_id],
    }


async def test_nothing_to_continue_on_a_finished_run(env: Env) -> None:
    run = await env(
        env.client.runs.create, benchmark="mcq-mini", model="Sim Large", max_cost=1, wait=True
    )
    assert run.status == "completed" and run.error_count == 0
    with pytest.raises(EvalRouterError) as caught:
        await env(run.continue_, max_cost=1)
    assert caught.value.code == "nothing_to_continue" and caught.value.status_code == 409
    assert env.local.run_ids == [run.id]
