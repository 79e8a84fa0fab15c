"""End-to-end scenarios against EvalRouter Local over raw HTTP.

Each flow asserts what a user would notice. ``test_flows.py`` runs them one by one; the schema
test runs them all again and validates every response the service sent against openapi.json.
"""

from __future__ import annotations

import csv
import io
import json
import math
import re
import zipfile
from collections.abc import Callable
from typing import Any

import httpx

from evalrouter.testing import EvalRouterLocal
from tests.local.fake_openai import dead_url, fake_openai

JsonObject = dict[str, Any]
Flow = Callable[[EvalRouterLocal, httpx.Client], None]

GSM_V2, GSM_V3 = "prof_gsm8k_v2", "prof_gsm8k_v3"
MCQ, LONGSUM, GPQA = "prof_mcq_mini_v1", "prof_longsum_v1", "prof_gpqa_diamond_v1"
MMLU_PRO = "prof_mmlu_pro_v1"  # listed, task data not bundled: never quotable
FILE_SUMS = "prof_file_sums_v1"  # a file task for agents
REPO_FIX = "prof_repo_fix_v1"  # a repository task for agents
SMALL, LARGE, LARGE_EU, REASONER, FLAKY = (
    "sim/sim-small",
    "sim/sim-large",
    "sim/sim-large-eu",
    "sim/sim-reasoner",
    "sim/sim-flaky",
)


def ok(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, (response.status_code, response.text)
    assert response.headers["x-request-id"]
    return response.json()


def error(response: httpx.Response, status: int, code: str) -> JsonObject:
    assert response.status_code == status, (response.status_code, response.text)
    body = response.json()["error"]
    assert body["code"] == code, body
    assert body["request_id"] == response.headers["x-request-id"]
    assert isinstance(body["message"], str) and body["message"]
    return body  # type: ignore[no-any-return]


def managed(route: str) -> JsonObject:
    return {"kind": "managed", "route_id": route}


def quote(client: httpx.Client, **body: Any) -> JsonObject:
    return ok(client.post("/quotes", json=body), 201)  # type: ignore[no-any-return]


def admit(client: httpx.Client, q: JsonObject, **extra: Any) -> JsonObject:
    body = {"quote_id": q["id"], "max_charge_microusd": q["max_charge_microusd"], **extra}
    return ok(client.post("/runs", json=body), 201)  # type: ignore[no-any-return]


def wait(client: httpx.Client, run_id: str, polls: int = 50) -> JsonObject:
    """Poll like ``runs.wait`` does; the virtual clock moves with each poll."""
    for _ in range(polls):
        run: JsonObject = ok(client.get(f"/runs/{run_id}"))
        if run["status"] in ("completed", "partial", "failed", "cancelled"):
            return run
    raise AssertionError(f"run {run_id} did not finish in {polls} polls")


def all_events(client: httpx.Client, run_id: str, limit: int = 7) -> list[JsonObject]:
    events: list[JsonObject] = []
    after = 0
    while True:
        page = ok(client.get(f"/runs/{run_id}/events", params={"after": after, "limit": limit}))
        events.extend(page["data"])
        after = page["next_sequence"]
        if not page["has_more"]:
            return events


# ----------------------------------------------------------------------------------- flows


def catalog_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    first = ok(client.get("/catalog/benchmarks", params={"status": "active", "limit": 2}))
    assert [b["id"] for b in first["data"]] == [GSM_V2, GSM_V3]
    rest = ok(
        client.get(
            "/catalog/benchmarks",
            params={"status": "active", "limit": 100, "cursor": first["next_cursor"]},
        )
    )
    assert rest["next_cursor"] is None
    listed = [b["id"] for b in first["data"] + rest["data"]]
    assert listed == [GSM_V2, GSM_V3, MCQ, FILE_SUMS, REPO_FIX, LONGSUM, GPQA, MMLU_PRO]
    gpqa, mmlu_pro = rest["data"][-2:]
    # gpqa-diamond has a bundled (generated) task set and is quoted like any other benchmark.
    assert gpqa["quote_availability"]["status"] == "ready_for_quote"
    assert gpqa["task_count"] == 48 and gpqa["category"] == "science"
    assert mmlu_pro["quote_availability"] == {
        "status": "unavailable",
        "reason_code": "catalog_asset_unavailable",
        "message": "The task set of this benchmark is not bundled with EvalRouter Local.",
    }
    assert ok(client.get("/catalog/benchmarks", params={"q": "choice"}))["data"][0]["id"] == MCQ
    review = ok(client.get("/catalog/benchmarks", params={"status": "candidate"}))["data"]
    assert [b["id"] for b in review] == ["prof_mcq_mini_v2"]
    assert review[0]["quote_availability"]["reason_code"] == "catalog_not_admitted"
    mcq = ok(client.get("/catalog/benchmarks/mcq-mini"))["versions"]
    assert [(v["version"], v["status"]) for v in mcq] == [("1", "active"), ("2", "candidate")]

    detail = ok(client.get("/catalog/benchmarks/gsm8k"))
    assert [v["version"] for v in detail["versions"]] == ["2", "3"]
    assert detail["versions"][0]["task_count"] < detail["versions"][1]["task_count"]
    pinned = ok(client.get("/catalog/benchmarks/gsm8k%402"))
    assert [v["id"] for v in pinned["versions"]] == [GSM_V2]
    error(client.get("/catalog/benchmarks/nope"), 404, "benchmark_not_found")

    # Compatibility: longsum refuses short-context routes, and says why.
    fits = ok(client.get("/catalog/benchmarks", params={"model": SMALL, "q": "longsum"}))
    fit = fits["data"][0]["model_fit"]
    assert fit["compatible"] is False and fit["code"] == "model_incompatible"
    assert "Sim Small" in fit["message"]
    fits = ok(client.get("/catalog/benchmarks", params={"model": LARGE, "q": "longsum"}))
    assert fits["data"][0]["model_fit"]["compatible"] is True
    error(client.get("/catalog/benchmarks", params={"model": "sim/none"}), 404, "model_not_found")

    routes = ok(client.get("/catalog/models", params={"limit": 100}))["data"]
    names = [r["display_name"] for r in routes]
    assert "Sim Large" in names and "Sim Large Fast" in names
    scoped = ok(client.get("/catalog/models", params={"benchmark": LONGSUM}))["data"]
    assert SMALL not in [r["id"] for r in scoped] and LARGE in [r["id"] for r in scoped]
    error(client.get("/catalog/models", params={"benchmark": MMLU_PRO}), 404, "benchmark_not_found")
    paged = ok(client.get("/catalog/models", params={"limit": 4}))
    assert len(paged["data"]) == 4 and paged["next_cursor"]

    options = ok(client.get("/catalog/execution-options"))
    assert options["max_models_per_run"] == 8

    ref = detail["versions"][0]
    evaluation = ok(client.get("/evals/" + "eval%3A%2F%2Fevalrouter%2Fgsm8k%2F2"))
    assert evaluation["profile_id"] == ref["id"] and evaluation["availability"] == "ready_for_quote"
    evals = ok(client.get("/evals", params={"q": "gsm8k"}))["data"]
    assert {e["ref"] for e in evals} == {"eval://evalrouter/gsm8k/2", "eval://evalrouter/gsm8k/3"}
    error(client.get("/evals/eval%3A%2F%2Fother%2Fx"), 404, "eval_not_found")

    me = ok(client.get("/cli/whoami"))
    assert me["workspace"]["id"] == "ws_local"
    wallet = ok(client.get("/billing/wallet"))
    assert wallet["balance_microusd"] == "100000000" and wallet["currency"] == "USD"
    assert ok(client.get("/connections")) == {"data": [], "next_cursor": None}


def single_run_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    q = quote(
        client,
        selection={"profile_ids": [GSM_V3]},
        model=managed(LARGE),
        max_charge_microusd="5000000",
    )
    worst = int(q["worst_case_charge_microusd"])
    # A cap above the worst case is restated as the worst case: it could never be used.
    assert q["max_charge_microusd"] == str(worst) and worst < 5_000_000
    assert q["plan"]["total_tasks"] == 48 and q["plan"]["profiles"][0]["id"] == GSM_V3
    assert int(q["minimum_cap_microusd"]) <= int(q["estimated_charge_microusd"]) <= worst
    assert ok(client.get(f"/quotes/{q['id']}")) == q

    run = admit(client, q, name="nightly", metadata={"commit": "abc123"})
    assert run["status"] == "queued" and run["planned_count"] == 48
    assert run["metadata"] == {"commit": "abc123"} and run["name"] == "nightly"
    assert run["cap_microusd"] == q["max_charge_microusd"]
    again = ok(client.post("/runs", json={"quote_id": q["id"]}))  # same quote, same run
    assert again["id"] == run["id"]

    seen = [ok(client.get(f"/runs/{run['id']}")) for _ in range(3)]
    assert [r["status"] for r in seen] == ["running", "running", "completed"]
    processed = [r["progress"]["processed"] for r in seen]
    assert processed == sorted(processed) and processed[-1] == 48
    done = seen[-1]
    spend = int(done["spend_microusd"])
    assert 0 < spend <= worst and done["reserved_microusd"] == "0"
    assert done["interruption"] is None and done["billing_state"] == "settled"
    assert done["completed_count"] + done["error_count"] == 48

    wallet = ok(client.get("/billing/wallet"))
    assert int(wallet["balance_microusd"]) == 100_000_000 - spend
    receipt = ok(client.get(f"/runs/{run['id']}/receipt"))
    assert receipt["spend_microusd"] == str(spend) and receipt["billing_state"] == "settled"

    results = ok(client.get(f"/runs/{run['id']}/results"))
    (profile,) = results["profiles"]
    (metric,) = profile["metrics"]
    assert profile["headline_key"] == metric["key"] == "accuracy"
    samples = ok(client.get(f"/runs/{run['id']}/samples", params={"limit": 200}))["data"]
    graded = [s for s in samples if s["status"] == "graded"]
    correct = sum(1 for s in graded if s["score"] == 1.0)
    assert metric["sample_count"] == len(graded) == profile["graded"]
    assert metric["value"] == round(correct / len(graded), 6)
    p = correct / len(graded)
    assert math.isclose(
        metric["standard_error"], math.sqrt(p * (1 - p) / len(graded)), abs_tol=1e-6
    )
    interval = metric["uncertainty"]["interval"]
    assert interval["confidence"] == 0.95 and interval["lower"] < p < interval["upper"]
    # The grader, not the simulator, decides: a correct sample's answer states the target.
    for sample in graded:
        stated = re.findall(r"-?\d+", sample["answer"])[-1]
        assert (stated == sample["target"]) == (sample["score"] == 1.0)
    assert sum(int(s["charge_microusd"]) for s in samples) == spend
    wrong = ok(client.get(f"/runs/{run['id']}/samples", params={"status": "graded", "limit": 5}))
    assert len(wrong["data"]) == 5 and wrong["next_cursor"]

    events = all_events(client, run["id"])
    assert [e["sequence"] for e in events] == list(range(1, len(events) + 1))
    kinds = [e["type"] for e in events]
    assert kinds[:2] == ["run.queued", "run.started"] and kinds[-1] == "run.completed"
    assert kinds.count("sample.completed") == 48
    resumed = ok(client.get(f"/runs/{run['id']}/events", params={"after": 10, "limit": 3}))
    assert [e["sequence"] for e in resumed["data"]] == [11, 12, 13]
    assert resumed["next_sequence"] == 13 and resumed["has_more"] is True
    assert resumed["run_status"] == "completed"
    end = ok(client.get(f"/runs/{run['id']}/events", params={"after": len(events)}))
    assert end["data"] == [] and end["next_sequence"] == len(events) and not end["has_more"]
    only = ok(client.get(f"/runs/{run['id']}/events", params={"type": "run.started,run.completed"}))
    assert [e["type"] for e in only["data"]] == ["run.started", "run.completed"]
    tail = ok(client.get(f"/runs/{run['id']}/events", params={"tail": "true", "limit": 2}))
    assert [e["sequence"] for e in tail["data"]] == [len(events) - 1, len(events)]

    exported = client.get(f"/runs/{run['id']}/export", params={"format": "json"})
    assert exported.status_code == 200  # raw bytes, as the API declares exports; named by format
    assert exported.headers["content-type"] == "application/octet-stream"
    assert exported.headers["content-disposition"] == f'attachment; filename="{run["id"]}.json"'
    document = json.loads(exported.content)
    assert document["results"]["profiles"][0]["metrics"] == profile["metrics"]
    table = client.get(f"/runs/{run['id']}/export", params={"format": "csv"})
    rows = list(csv.DictReader(io.StringIO(table.text)))
    assert len(rows) == 48 and {r["route_id"] for r in rows} == {LARGE}
    summary = json.loads(client.get(f"/runs/{run['id']}/export?format=summary").content)
    assert summary["scores"][0]["value"] == metric["value"]
    assert b"<table>" in client.get(f"/runs/{run['id']}/export?format=html").content
    bundled = client.get(f"/runs/{run['id']}/export", params={"format": "bundle"})
    assert bundled.headers["content-type"] == "application/octet-stream"
    assert bundled.headers["content-disposition"] == f'attachment; filename="{run["id"]}.zip"'
    with zipfile.ZipFile(io.BytesIO(bundled.content)) as bundle:
        manifest = json.loads(bundle.read("manifest.json"))
        assert manifest["format"] == "evalrouter-local.bundle.v1"
        assert [f["name"] for f in manifest["files"]] == [f"{run['id']}.json", f"{run['id']}.csv"]
        assert bundle.read(f"{run['id']}.csv") == table.content
    # Byte for byte the same when asked again: fixed entry order and timestamps.
    assert client.get(f"/runs/{run['id']}/export?format=bundle").content == bundled.content
    error(client.get(f"/runs/{run['id']}/results?version=2"), 404, "result_version_not_found")
    error(client.get(f"/runs/{run['id']}/comparison"), 409, "not_a_comparison")
    assert ok(client.get(f"/runs/{run['id']}/attempts")) == {"data": [], "next_cursor": None}

    listed = ok(client.get("/runs"))
    assert [r["id"] for r in listed["data"]] == [run["id"]]


def comparison_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    q = quote(
        client,
        selection={"profile_ids": [MCQ]},
        subjects=[
            {"model": managed(SMALL)},
            {"model": managed(LARGE)},
            {"model": managed(LARGE_EU)},
        ],
        max_charge_microusd="10000000",
    )
    assert q["plan"]["model"]["kind"] == "comparison"
    assert q["plan"]["total_tasks"] == 90
    run = admit(client, q)
    error(client.get(f"/runs/{run['id']}/comparison"), 409, "results_not_ready")
    done = wait(client, run["id"])
    assert done["status"] == "completed"
    comparison = ok(client.get(f"/runs/{run['id']}/comparison"))
    (bench,) = comparison["benchmarks"]
    assert bench["tasks_compared"] == bench["tasks_planned"] == 30 and bench["comparable"]
    ranking = {r["route_id"]: r for r in bench["ranking"]}
    # Sim Large EU serves the same weights as Sim Large: identical answers, an exact tie.
    assert ranking[LARGE]["score"] == ranking[LARGE_EU]["score"]
    assert ranking[LARGE]["rank_label"] == ranking[LARGE_EU]["rank_label"] == "1="
    assert ranking[SMALL]["rank"] == 3 and ranking[SMALL]["rank_label"] == "3"
    for row in bench["ranking"]:
        assert row["interval"]["low"] <= row["score"] <= row["interval"]["high"]
    pairs = {(p["model_index"], p["other_model_index"]): p for p in bench["pairs"]}
    large, eu, small = (ranking[r]["model_index"] for r in (LARGE, LARGE_EU, SMALL))
    tie = pairs.get((large, eu)) or pairs[(eu, large)]
    assert tie["difference"] == 0 and tie["significant"] is False
    gap = pairs[(large, small)]
    assert math.isclose(gap["difference"], ranking[LARGE]["score"] - ranking[SMALL]["score"])
    assert gap["interval_basis"] == "paired"
    assert gap["interval"]["low"] <= gap["difference"] <= gap["interval"]["high"]
    assert "tie" in bench["summary"]

    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert [p["model_index"] for p in results["profiles"]] == [0, 1, 2]
    assert results["model_names"] == ["Sim Small", "Sim Large", "Sim Large EU"]


def cap_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    error(
        client.post(
            "/quotes",
            json={
                "selection": {"profile_ids": [GSM_V2]},
                "model": managed(REASONER),
                "max_charge_microusd": "100",
            },
        ),
        422,
        "cap_below_minimum",
    )
    q = quote(
        client,
        selection={"profile_ids": [GSM_V2]},
        model=managed(REASONER),
        max_charge_microusd="200000",
    )
    assert q["max_charge_microusd"] == "200000"
    assert int(q["worst_case_charge_microusd"]) > 200_000
    run = admit(client, q)
    done = local.run_until_done(run["id"])
    assert done is not None
    assert done["status"] == "partial" and done["terminal_reason"] == "spending_cap_reached"
    interruption = done["interruption"]
    assert interruption["reason"] == "spending_cap_reached" and interruption["continuable"]
    spend = int(done["spend_microusd"])
    assert 0 < spend <= 200_000
    assert interruption["unfinished_count"] == 40 - done["completed_count"] - done["error_count"]
    assert done["progress"]["skipped_budget"] == interruption["unfinished_count"]
    stopping = [e for e in all_events(client, run["id"]) if e["type"] == "run.stopping"]
    assert stopping[0]["data"]["reason"] == "spending_cap_reached"
    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert results["summary"]["status"] == "partial"
    assert results["profiles"][0]["skipped_budget"] == interruption["unfinished_count"]
    assert int(ok(client.get("/billing/wallet"))["balance_microusd"]) == 100_000_000 - spend


def out_of_credit_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    local.set_balance("0.01")
    refused = client.post(
        "/runs",
        json={
            "quote_id": quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(REASONER))[
                "id"
            ]
        },
    )
    details = error(refused, 402, "insufficient_balance")["details"]
    assert details["available_microusd"] == "10000"
    local.set_balance("0.1")
    q = quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(REASONER))
    assert q["max_charge_microusd"] is None  # no cap asked: the wallet bounds the run
    run = admit(client, q)
    assert run["cap_microusd"] is None
    done = wait(client, run["id"])
    assert done["status"] == "partial" and done["interruption"]["reason"] == "out_of_credit"
    wallet = ok(client.get("/billing/wallet"))
    spend = int(done["spend_microusd"])
    assert int(wallet["balance_microusd"]) == 100_000 - spend >= 0
    assert wallet["reserved_microusd"] == "0"


def continuation_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    q = quote(
        client,
        selection={"profile_ids": [GSM_V2]},
        model=managed(REASONER),
        max_charge_microusd="300000",
    )
    first = local.run_until_done(admit(client, q)["id"])
    assert first is not None and first["status"] == "partial"
    unfinished = first["interruption"]["unfinished_count"]
    graded_before = first["completed_count"]

    cont = quote(client, kind="continuation", from_run=first["id"])
    summary = cont["continuation"]
    assert summary["source_run_id"] == first["id"]
    assert summary["reused_cells"] == graded_before and summary["rerun_cells"] == unfinished
    assert cont["plan"]["total_tasks"] == unfinished
    # Only unfinished tasks are priced.
    assert int(cont["worst_case_charge_microusd"]) < int(q["worst_case_charge_microusd"])

    second = admit(client, cont, name="finish the job")
    assert second["source_run_id"] == first["id"] and second["planned_count"] == unfinished
    source = ok(client.get(f"/runs/{first['id']}"))
    assert source["interruption"]["continued_by"] == second["id"]
    done = wait(client, second["id"])
    assert done["status"] == "completed"
    results = ok(client.get(f"/runs/{second['id']}/results"))
    (profile,) = results["profiles"]
    assert profile["planned"] == 40 and profile["graded"] + profile["errors"] == 40
    (cost,) = results["costs"]["profiles"]
    assert cost["charged_microusd"] == done["spend_microusd"]  # reused tasks cost nothing
    assert int(cost["total_cost_microusd"]) == int(first["spend_microusd"]) + int(
        done["spend_microusd"]
    )
    samples = ok(client.get(f"/runs/{second['id']}/samples", params={"limit": 200}))["data"]
    assert sum(1 for s in samples if s["reused_from_run"] == first["id"]) == graded_before
    again = client.post("/quotes", json={"kind": "continuation", "from_run": first["id"]})
    error(again, 409, "continuation_exists")
    finished = client.post("/quotes", json={"kind": "continuation", "from_run": second["id"]})
    error(finished, 409, "nothing_to_continue")


def cancel_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    q = quote(client, selection={"profile_ids": [MCQ]}, model=managed(LARGE))
    run = admit(client, q)
    running = ok(client.get(f"/runs/{run['id']}"))
    assert running["status"] == "running"
    cancelled = ok(client.post(f"/runs/{run['id']}/cancel"))
    assert cancelled["status"] == "cancelled" and cancelled["cancel_requested_at"]
    assert cancelled["interruption"]["reason"] == "cancelled"
    assert cancelled["reserved_microusd"] == "0"
    again = ok(client.post(f"/runs/{run['id']}/cancel"))  # repeatable
    assert again["status"] == "cancelled" and again["spend_microusd"] == cancelled["spend_microusd"]
    kinds = [e["type"] for e in all_events(client, run["id"])]
    assert "run.cancellation_requested" in kinds and kinds[-1] == "run.completed"
    refused = client.post("/quotes", json={"kind": "continuation", "from_run": run["id"]})
    assert "include_owner_stops" in error(refused, 409, "nothing_to_continue")["hint"]
    cont = quote(
        client,
        kind="continuation",
        from_run=run["id"],
        continuation={"include_owner_stops": True},
    )
    assert cont["continuation"]["rerun_cells"] == cancelled["interruption"]["unfinished_count"]


def errors_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    error(client.get("/runs/run_missing"), 404, "run_not_found")
    error(client.get("/quotes/quote_missing"), 404, "quote_not_found")
    error(client.post("/runs", json={"quote_id": "quote_missing"}), 404, "quote_not_found")
    missing = error(client.post("/runs", json={}), 422, "invalid_request")
    assert missing["details"]["field"] == "quote_id"
    no_model = error(
        client.post("/quotes", json={"selection": {"profile_ids": [GSM_V2]}}),
        422,
        "invalid_request",
    )
    assert no_model["details"]["field"] == "model"
    bad_cap = error(
        client.post(
            "/quotes",
            json={
                "selection": {"profile_ids": [GSM_V2]},
                "model": managed(LARGE),
                "max_charge_microusd": "1.5",
            },
        ),
        422,
        "invalid_request",
    )
    assert bad_cap["details"]["field"] == "max_charge_microusd"
    error(
        client.post(
            "/quotes", json={"selection": {"profile_ids": ["prof_nope"]}, "model": managed(LARGE)}
        ),
        404,
        "benchmark_not_found",
    )
    for unavailable in (MMLU_PRO, "prof_mcq_mini_v2"):
        body = {"selection": {"profile_ids": [unavailable]}, "model": managed(LARGE)}
        error(client.post("/quotes", json=body), 422, "benchmark_unavailable")
    error(
        client.post(
            "/quotes", json={"selection": {"profile_ids": [LONGSUM]}, "model": managed(SMALL)}
        ),
        422,
        "model_incompatible",
    )
    error(
        client.post(
            "/quotes", json={"selection": {"profile_ids": [GSM_V2]}, "model": managed("sim/x")}
        ),
        404,
        "model_not_found",
    )
    one = error(
        client.post(
            "/quotes",
            json={"selection": {"profile_ids": [GSM_V2]}, "subjects": [{"model": managed(LARGE)}]},
        ),
        422,
        "invalid_subjects",
    )
    assert one["details"]["field"] == "subjects"
    error(client.post("/quotes", content=b"{not json"), 400, "invalid_json")
    error(client.post("/quotes", json={"agent": "opencode"}), 501, "not_implemented_locally")
    error(client.get("/datasets"), 501, "not_implemented_locally")
    error(client.delete("/runs"), 405, "method_not_allowed")
    error(client.get("/no/such/route"), 404, "not_found")
    upgrade = client.get("/cli/whoami", headers={"User-Agent": "evalrouter-python/0.4.9"})
    assert error(upgrade, 426, "client_upgrade_required")["details"]["upgrade"] == (
        "git pull && pip install -e ."  # this SDK upgrades from its clone, not the index
    )
    ok(client.get("/cli/whoami", headers={"User-Agent": "evalrouter-python/0.5.4"}))
    ok(client.get("/cli/whoami", headers={"User-Agent": "evalrouter-python/source"}))

    q = quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(SMALL))
    local.advance(15 * 60 + 1)
    error(client.post("/runs", json={"quote_id": q["id"]}), 409, "quote_expired")

    unfinished = quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(SMALL))
    run = admit(client, unfinished)
    error(client.get(f"/runs/{run['id']}/results"), 409, "results_not_ready")
    error(
        client.post("/quotes", json={"kind": "continuation", "from_run": run["id"]}),
        409,
        "run_in_progress",
    )


def coverage_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    sampled = quote(
        client,
        selection={"profile_ids": [GSM_V3]},
        model=managed(SMALL),
        coverage={"mode": "sample", "sample_count": 10, "seed": 1},
    )
    assert sampled["plan"]["total_tasks"] == 10
    assert sampled["plan"]["coverage"] == {
        "mode": "sample",
        "sample_count": 10,
        "seed": 1,
        "task_ids": None,
    }
    same = quote(
        client,
        selection={"profile_ids": [GSM_V3]},
        model=managed(SMALL),
        coverage={"mode": "sample", "sample_count": 10, "seed": 1},
    )
    assert same["plan"]["profiles"] == sampled["plan"]["profiles"]  # same seed, same tasks
    picked = quote(
        client,
        selection={"eval": "eval://evalrouter/gsm8k/2"},
        model=managed(SMALL),
        coverage={"mode": "tasks", "task_ids": ["gsm8k-v2-0003", "gsm8k-v2-0007"]},
    )
    assert picked["plan"]["total_tasks"] == 2
    assert picked["plan"]["profiles"][0]["id"] == GSM_V2
    run = admit(client, picked)
    wait(client, run["id"])
    samples = ok(client.get(f"/runs/{run['id']}/samples"))["data"]
    assert sorted(s["task_id"] for s in samples) == ["gsm8k-v2-0003", "gsm8k-v2-0007"]
    unknown = error(
        client.post(
            "/quotes",
            json={
                "selection": {"profile_ids": [GSM_V2]},
                "model": managed(SMALL),
                "coverage": {"mode": "tasks", "task_ids": ["nope"]},
            },
        ),
        422,
        "task_not_found",
    )
    assert unknown["details"]["field"] == "coverage.task_ids"

    both = quote(client, selection={"profile_ids": [GSM_V2, MCQ]}, model=managed(LARGE))
    assert both["plan"]["total_tasks"] == 70
    run = admit(client, both)
    wait(client, run["id"])
    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert [p["profile_id"] for p in results["profiles"]] == [GSM_V2, MCQ]
    assert results["summary"]["coverage"]["planned"] == 70
    by_profile = ok(client.get(f"/runs/{run['id']}/samples", params={"profile_id": MCQ}))
    assert {s["profile_id"] for s in by_profile["data"]} == {MCQ}


def flaky_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    full = admit(client, quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(FLAKY)))
    done = wait(client, full["id"])
    assert done["status"] == "completed" and done["error_count"] > 0
    failed = ok(client.get(f"/runs/{full['id']}/samples", params={"status": "error"}))["data"]
    assert len(failed) == done["error_count"]
    assert all(s["error_code"] == "provider_timeout" and s["score"] is None for s in failed)
    assert int(done["spend_microusd"]) == sum(
        int(s["charge_microusd"])
        for s in ok(client.get(f"/runs/{full['id']}/samples", params={"limit": 200}))["data"]
    )

    # The same task alone fails the same way (same seed): a run with nothing graded has failed.
    only = failed[0]["task_id"]
    q = quote(
        client,
        selection={"profile_ids": [GSM_V2]},
        model=managed(FLAKY),
        coverage={"mode": "tasks", "task_ids": [only]},
    )
    lone = wait(client, admit(client, q)["id"])
    assert lone["status"] == "failed" and lone["interruption"] is None
    results = ok(client.get(f"/runs/{lone['id']}/results"))
    assert results["profiles"][0]["status"] == "failed" and results["profiles"][0]["metrics"] == []

    # Continuing the full run retries only the failed tasks.
    cont = quote(client, kind="continuation", from_run=full["id"])
    assert cont["continuation"]["rerun_cells"] == done["error_count"]
    assert cont["continuation"]["reasons"] == {"error": done["error_count"]}
    retried = wait(client, admit(client, cont)["id"])
    assert retried["planned_count"] == done["error_count"]


def reasoning_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    selection = {"profile_ids": [MCQ]}
    low = quote(client, selection=selection, model=managed(REASONER), reasoning_effort="low")
    high = quote(client, selection=selection, model=managed(REASONER), reasoning_effort="high")
    assert high["reasoning_options"]["selected"] == "high"
    assert high["reasoning_options"]["supported_efforts"] == ["low", "medium", "high"]
    assert high["plan"]["model"]["reasoning_choice"]["effort"] == "high"
    # More effort, more reasoning tokens: a higher expected charge, the same worst case.
    assert int(high["estimated_charge_microusd"]) > int(low["estimated_charge_microusd"])
    assert high["worst_case_charge_microusd"] == low["worst_case_charge_microusd"]
    plain = quote(client, selection=selection, model=managed(SMALL))
    assert plain["reasoning_options"] is None
    refused = client.post(
        "/quotes",
        json={"selection": selection, "model": managed(SMALL), "reasoning_effort": "high"},
    )
    assert error(refused, 422, "reasoning_unsupported")["details"]["field"] == "reasoning_effort"
    too_much = client.post(
        "/quotes",
        json={"selection": selection, "model": managed(REASONER), "reasoning_effort": "max"},
    )
    assert error(too_much, 422, "reasoning_unsupported")["details"]["supported_efforts"]

    both = quote(
        client,
        selection=selection,
        subjects=[
            {"model": managed(REASONER), "reasoning_effort": "low"},
            {"model": managed(REASONER), "reasoning_effort": "high"},
        ],
    )
    run = admit(client, both)
    wait(client, run["id"])
    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert results["model_names"] == ["Sim Reasoner (low)", "Sim Reasoner (high)"]
    ranking = ok(client.get(f"/runs/{run['id']}/comparison"))["benchmarks"][0]["ranking"]
    assert {r["display_name"] for r in ranking} == {"Sim Reasoner (low)", "Sim Reasoner (high)"}
    error(
        client.post(
            "/quotes",
            json={
                "selection": selection,
                "subjects": [{"model": managed(LARGE)}, {"model": managed(LARGE)}],
            },
        ),
        422,
        "duplicate_subject",
    )


CONNECTION_KEY = "sk-local-flow-secret-0001"


def connections_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    """A user's own OpenAI-compatible endpoint: register, check, quote, run, compare, delete."""
    with fake_openai() as fake:
        assert ok(client.get("/connections")) == {"data": [], "next_cursor": None}
        created = ok(
            client.post(
                "/connections",
                json={
                    "name": "My endpoint",
                    "base_url": fake.base_url,
                    "model_id": "my-model",
                    "api_key": CONNECTION_KEY,
                },
            ),
            201,
        )
        cid = created["id"]
        assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}", cid)
        assert created["check_result"] == {"status": "unchecked"}
        assert created["config"]["api_key_set"] is True
        listed = ok(client.get("/connections", params={"limit": 1}))
        assert [c["id"] for c in listed["data"]] == [cid] and listed["next_cursor"] is None

        checked = ok(client.post(f"/connections/{cid}/check"))
        assert checked["check_result"]["status"] == "ok" and checked["checked_at"]
        renamed = ok(client.patch(f"/connections/{cid}", json={"name": "Mine", "api_key": None}))
        assert renamed["name"] == "Mine" and renamed["revision"] == 2
        assert renamed["check_result"]["status"] == "ok"  # a new name keeps the check

        selection = {"profile_ids": [GSM_V2]}
        coverage = {"mode": "sample", "sample_count": 6, "seed": 1}
        mine = {"kind": "connection", "connection_id": cid}
        q = quote(client, selection=selection, model=mine, coverage=coverage)
        assert q["plan"]["model"]["kind"] == "connection"
        assert q["plan"]["model"]["connection_id"] == cid
        assert q["worst_case_charge_microusd"] == str(6 * 200)  # the task fee only
        run = wait(client, admit(client, q)["id"])
        assert run["status"] == "completed" and run["spend_microusd"] == str(6 * 200)
        results = ok(client.get(f"/runs/{run['id']}/results"))
        assert results["profiles"][0]["metrics"][0]["value"] == 1.0
        assert len(fake.prompts()) == 6 + 1  # six tasks and the check
        assert fake.requests[-1].headers["authorization"] == f"Bearer {CONNECTION_KEY}"

        both = quote(
            client,
            selection=selection,
            coverage=coverage,
            subjects=[{"model": mine}, {"model": managed(SMALL)}],
        )
        compared = wait(client, admit(client, both)["id"])
        ranking = ok(client.get(f"/runs/{compared['id']}/comparison"))["benchmarks"][0]["ranking"]
        assert ranking[0]["display_name"] == "Mine" and ranking[0]["score"] == 1.0

        fake.mode = "error"
        broken = wait(
            client,
            admit(client, quote(client, selection=selection, model=mine, coverage=coverage))["id"],
        )
        assert broken["status"] == "failed" and broken["error_count"] == 6
        sample = ok(client.get(f"/runs/{broken['id']}/samples"))["data"][0]
        assert sample["error_code"] == "connection_http_error"
        assert "[redacted]" in sample["error_message"]

    moved = ok(client.patch(f"/connections/{cid}", json={"base_url": dead_url()}))
    assert moved["check_result"] == {"status": "unchecked"}
    failed = ok(client.post(f"/connections/{cid}/check"))
    assert failed["check_result"]["status"] == "failed"
    assert failed["check_result"]["error_code"] == "connection_unreachable"

    error(client.post("/connections", json={"name": "x", "model_id": "m"}), 422, "invalid_request")
    error(
        client.post("/connections/00000000-0000-4000-8000-000000000000/check"),
        404,
        "connection_not_found",
    )
    assert ok(client.delete(f"/connections/{cid}")) == {"ok": True}
    error(client.delete(f"/connections/{cid}"), 404, "connection_not_found")
    error(
        client.post("/quotes", json={"selection": selection, "model": mine}),
        404,
        "connection_not_found",
    )
    for exchange in local.requests:
        assert CONNECTION_KEY.encode() not in exchange.response_content


AGENT = {"kind": "local", "command_digest": "ab" * 32, "declared_name": "flow agent"}


def client_run_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    """An agent run driven through the client-run protocol: every operation once, in order."""
    capabilities = ok(client.get("/client-runs/capabilities"))
    assert "toolset:files@1" in capabilities["toolsets"]
    q = quote(
        client,
        agent=AGENT,
        model=managed("sim/gpt-5-mini"),
        selection={"profile_ids": [GSM_V3]},
        coverage={"mode": "sample", "sample_count": 1, "seed": 1},
    )
    assert q["plan"]["execution_mode"] == "client_run"
    run = admit(client, q)
    claim = {"claim": {"controller_id": "flow", "seq": 1}}
    grant = ok(client.post(f"/client-runs/{run['id']}/attempts", json=claim), 201)
    assert ok(client.post(f"/client-runs/{run['id']}/attempts", json=claim)) == grant
    attempt = f"/client-runs/{run['id']}/attempts/{grant['attempt_id']}"
    as_attempt = {"Authorization": f"Bearer {grant['credential']}"}
    error(client.get(attempt + "/task"), 401, "authentication_required")
    task = ok(client.get(attempt + "/task", headers=as_attempt))
    messages = task["inputs"]["messages"]
    chat = ok(
        client.post(
            attempt + "/gateway/v1/chat/completions",
            json={"model": "any", "messages": messages},
            headers=as_attempt,
        )
    )
    reply = chat["choices"][0]["message"]["content"]
    anthropic = {"x-api-key": grant["credential"]}
    turn = ok(
        client.post(
            attempt + "/gateway/v1/messages",
            json={"model": "any", "max_tokens": 64, "messages": messages},
            headers=anthropic,
        )
    )
    assert turn["content"][0]["text"] == reply
    action = ok(
        client.post(
            attempt + "/actions",
            json={"step": 1, "tool": "calculator", "arguments": {"expression": "6*7"}},
            headers=as_attempt,
        )
    )
    assert action["structuredContent"]["value"] == 42
    output = {"kind": "answer", "text": reply}
    submission = {"revision": 1, "inputs_sha256": task["task"]["inputs_sha256"], "output": output}
    put = ok(client.put(attempt + "/submission", json=submission, headers=as_attempt))
    assert put["revision"] == 1
    beat = ok(client.post(attempt + "/heartbeat", json={"acp_state": "prompting"}))
    assert beat["state"] == "active"
    step = {
        "type": "span",
        "ordinal": 0,
        "span_id": "0" * 16,
        "kind": "agent",
        "name": "flow agent",
        "source": "sdk",
        "started_at": "2026-01-01T00:00:00.000000Z",
        "status": "unset",
    }
    coverage = {"truncated": False}
    batch = {"schema_version": "evalrouter.client-trace.v1", "steps": [step], "coverage": coverage}
    key = {"Idempotency-Key": f"cr-steps-{grant['attempt_id']}-0-0"}
    assert ok(client.post(attempt + "/observations", json=batch, headers=key))["event_count"] == 1
    done = ok(client.post(attempt + "/done", json={"reason": "completed"}, headers=as_attempt))
    assert done == {"state": "submitted", "attempt_id": grant["attempt_id"], "graded_revision": 1}
    finish = {"outcome": "completed", "stop_reason": "end_turn"}
    key = {"Idempotency-Key": f"cr-finish-{grant['attempt_id']}"}
    assert ok(client.post(attempt + "/finish", json=finish, headers=key))["state"] == "graded"
    assert ok(client.get(f"/runs/{run['id']}"))["status"] == "completed"
    traces = ok(client.get("/traces/live", params={"run_id": run["id"]}))["data"]
    assert [t["status"] for t in traces] == ["complete"]
    detail = ok(client.get(f"/traces/live/{traces[0]['id']}"))
    assert [s["name"] for s in detail["spans"]] == ["flow agent"]
    attempts = ok(client.get(f"/runs/{run['id']}/attempts"))["data"]
    assert [a["state"] for a in attempts] == ["graded"]
    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert results["profiles"][0]["graded"] == 1


def finished_result(
    local: EvalRouterLocal, client: httpx.Client, route: str, **body: Any
) -> JsonObject:
    body.setdefault("selection", {"profile_ids": [GSM_V3]})
    body.setdefault("coverage", {"mode": "sample", "sample_count": 12, "seed": 5})
    run = admit(client, quote(client, model=managed(route), **body))
    local.run_until_done(run["id"])
    return ok(client.get(f"/runs/{run['id']}/results"))  # type: ignore[no-any-return]


def paired_scores(client: httpx.Client, *results: JsonObject) -> list[list[float]]:
    """Per-task scores of each result on the tasks every one of them graded, in task order."""
    graded = []
    for result in results:
        rows = ok(client.get(f"/runs/{result['run_id']}/samples", params={"limit": 200}))["data"]
        graded.append({s["task_id"]: s["score"] for s in rows if s["status"] == "graded"})
    common = sorted(set.intersection(*(set(g) for g in graded)))
    return [[g[t] for t in common] for g in graded]


def comparisons_flow(local: EvalRouterLocal, client: httpx.Client) -> None:
    """Results of separate runs compared: paired numbers, verdicts, refusals, get and list."""
    small = finished_result(local, client, SMALL)
    large = finished_result(local, client, LARGE)
    body = {"baseline_result_id": small["id"], "candidate_result_ids": [large["id"]]}
    record = ok(client.post("/comparisons", json=body), 201)
    assert record["baseline_result_id"] == small["id"]
    assert record["candidate_result_ids"] == [large["id"]]
    (candidate,) = record["result"]["candidates"]
    assert candidate["candidate"]["run_id"] == large["run_id"]
    assert record["result"]["baseline"]["checksum"] == small["checksum"]
    assert candidate["arm_scope"] == "model" and candidate["model_differences"]["changed"]
    (profile,) = candidate["profiles"]
    (metric,) = profile["metrics"]
    base, cand = paired_scores(client, small, large)
    n = len(base)
    assert metric["sample_count"] == n and profile["profile_id"] == GSM_V3
    assert metric["baseline"]["value"] == round(sum(base) / n, 6)
    assert metric["candidate"]["value"] == round(sum(cand) / n, 6)
    diffs = [c - b for b, c in zip(base, cand, strict=True)]
    mean = sum(diffs) / n
    assert math.isclose(metric["delta"], mean, abs_tol=1e-6)
    half = 1.959963984540054 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    interval = metric["paired_uncertainty"]["interval"]
    assert math.isclose(interval["lower"], mean - half, abs_tol=1e-6)
    assert math.isclose(interval["upper"], mean + half, abs_tol=1e-6)
    assert interval["gains"] == sum(1 for d in diffs if d > 0)
    assert interval["losses"] == sum(1 for d in diffs if d < 0)
    # The default check: no regression, judged on the interval.
    expected = "pass" if mean - half >= 0 else "fail" if mean + half < 0 else "inconclusive"
    assert record["status"] == record["result"]["status"] == candidate["status"] == expected
    assert record["policy"]["checks"][0]["max_regression"] == 0
    assert set(record["costs"]) == {small["id"], large["id"]}
    assert record["costs"][large["id"]] == large["costs"]

    # Policies decide: a score floor the candidate cannot meet fails, too few samples is
    # inconclusive, an arm compared with an identical one passes.
    floor = {"profile_id": GSM_V3, "metric": "accuracy", "confidence_aware": False}
    strict = ok(
        client.post(
            "/comparisons",
            json={**body, "policy": {"checks": [{**floor, "minimum_score": 1}]}},
        ),
        201,
    )
    perfect = sum(cand) == n
    assert strict["status"] == ("pass" if perfect else "fail")
    reasons = [] if perfect else ["below_minimum_score"]
    assert strict["result"]["candidates"][0]["checks"][0]["reasons"] == reasons
    few = {"checks": [{**floor, "max_regression": 1, "minimum_samples": 1000}]}
    unsure = ok(client.post("/comparisons", json={**body, "policy": few}), 201)
    assert unsure["status"] == "inconclusive"
    twin = finished_result(local, client, LARGE_EU)  # the same weights as Sim Large
    same = {"baseline_result_id": large["id"], "candidate_result_ids": [twin["id"]]}
    tie = ok(client.post("/comparisons", json=same), 201)
    (tied,) = tie["result"]["candidates"][0]["profiles"][0]["metrics"]
    assert tie["status"] == "pass" and tied["delta"] == 0 and tied["improvement"] == 0

    # Read back and listed, newest first.
    assert ok(client.get(f"/comparisons/{record['id']}")) == record
    listed = ok(client.get("/comparisons", params={"limit": 2}))
    assert [c["id"] for c in listed["data"]] == [tie["id"], unsure["id"]]
    rest = ok(client.get("/comparisons", params={"cursor": listed["next_cursor"]}))
    assert [c["id"] for c in rest["data"]] == [strict["id"], record["id"]]
    assert rest["data"][-1]["baseline"] == record["result"]["baseline"]
    error(client.get("/comparisons/cmp_missing"), 404, "comparison_not_found")

    # Refusals name the field.
    other_tasks = finished_result(
        local, client, LARGE, coverage={"mode": "sample", "sample_count": 12, "seed": 6}
    )
    mixed = {"baseline_result_id": small["id"], "candidate_result_ids": [other_tasks["id"]]}
    refused = error(client.post("/comparisons", json=mixed), 422, "comparison_incompatible")
    assert refused["details"]["field"] == "candidate_result_ids[0]"
    assert refused["details"]["profile_id"] == GSM_V3
    mcq = finished_result(local, client, LARGE, selection={"profile_ids": [MCQ]})
    other = {"baseline_result_id": small["id"], "candidate_result_ids": [mcq["id"]]}
    refused = error(client.post("/comparisons", json=other), 422, "comparison_incompatible")
    assert refused["details"]["candidate_profiles"] == [MCQ]
    lonely = {"baseline_result_id": small["id"], "candidate_result_ids": []}
    refused = error(client.post("/comparisons", json=lonely), 422, "invalid_request")
    assert refused["details"] == {"field": "candidate_result_ids"}
    itself = {"baseline_result_id": small["id"], "candidate_result_ids": [small["id"]]}
    refused = error(client.post("/comparisons", json=itself), 422, "invalid_request")
    assert refused["details"] == {"field": "candidate_result_ids[0]"}
    unknown = {"baseline_result_id": "res_missing", "candidate_result_ids": [small["id"]]}
    refused = error(client.post("/comparisons", json=unknown), 404, "result_not_found")
    assert refused["details"]["field"] == "baseline_result_id"
    bad_check = {**body, "policy": {"checks": [{"profile_id": MCQ, "metric": "accuracy"}]}}
    refused = error(client.post("/comparisons", json=bad_check), 422, "invalid_request")
    assert refused["details"] == {"field": "policy.checks[0].profile_id"}

    # The models of one multi-model result are compared by index.
    duel = admit(
        client,
        quote(
            client,
            selection={"profile_ids": [MCQ]},
            subjects=[{"model": managed(SMALL)}, {"model": managed(LARGE)}],
        ),
    )
    local.run_until_done(duel["id"])
    both = ok(client.get(f"/runs/{duel['id']}/results"))
    within = {"baseline_result_id": both["id"], "candidate_result_ids": [both["id"]]}
    refused = error(client.post("/comparisons", json=within), 422, "invalid_request")
    assert refused["details"] == {"field": "baseline_model_index"}
    picked = {**within, "baseline_model_index": 0, "candidate_model_indices": [1]}
    split = ok(client.post("/comparisons", json=picked), 201)
    arms = split["result"]["candidates"][0]
    assert split["result"]["baseline"]["model_index"] == 0
    assert arms["candidate"]["model_index"] == 1 and arms["arm_scope"] == "model"
    assert arms["candidate"]["model"]["route_id"] == LARGE


FLOWS: dict[str, Flow] = {
    "catalog": catalog_flow,
    "single_run": single_run_flow,
    "comparison": comparison_flow,
    "cap": cap_flow,
    "out_of_credit": out_of_credit_flow,
    "continuation": continuation_flow,
    "cancel": cancel_flow,
    "errors": errors_flow,
    "coverage": coverage_flow,
    "flaky": flaky_flow,
    "reasoning": reasoning_flow,
    "connections": connections_flow,
    "client_run": client_run_flow,
    "comparisons": comparisons_flow,
}
