"""EvalRouter Local answers everything openapi.json promises, with values taken from its state.

- ``GET /runs/{id}``: the route the run uses, its agents, the agent a client executes, the task
  protocol, the execution assurance, the artifact verification, the agent's identity and the
  concurrency observed now, for model runs, comparisons, client runs and remote agents.
- Quotes: the worst case, the expected charge and its range, from Local's prices.
- ``GET /runs/{id}/results``: the report, written from the run's own results and samples.

Every answer is also checked against openapi.json by the autouse schema check (conftest).
"""

from __future__ import annotations

import math
from typing import Any

import httpx

from evalrouter._hashing import canonical_hash
from evalrouter.agents._incode.agent import agent_identity
from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._catalog import BENCHMARKS_BY_ID, ROUTES_BY_ID
from evalrouter.testing._tasks import task_set
from tests.local.fake_openai import dead_url
from tests.local.local_flows import (
    FLAKY,
    GSM_V2,
    GSM_V3,
    LARGE,
    SMALL,
    admit,
    managed,
    ok,
    quote,
    wait,
)

Json = dict[str, Any]
LOCAL_AGENT = {"kind": "local", "command_digest": "c0" * 32, "declared_name": "test agent"}
AGENT_ROUTE = "sim/gpt-5-mini"
Z90 = 1.2815515655446004


def catalog_route(client: httpx.Client, route_id: str) -> Json:
    routes = ok(client.get("/catalog/models", params={"limit": 100}))["data"]
    (found,) = [r for r in routes if r["id"] == route_id]
    return found  # type: ignore[no-any-return]


def a2a_agent(client: httpx.Client) -> Json:
    body = {
        "name": "support-bot",
        "base_url": dead_url(),
        "protocol": "a2a",
        "auth": {"kind": "headers", "headers": [{"name": "X-Agent-Key", "value": "secret"}]},
    }
    return ok(client.post("/connections", json=body), 201)  # type: ignore[no-any-return]


def samples(client: httpx.Client, run_id: str) -> dict[str, Json]:
    rows = ok(client.get(f"/runs/{run_id}/samples", params={"limit": 200}))["data"]
    return {row["id"]: row for row in rows}


def claim(client: httpx.Client, run_id: str, seq: int) -> Json:
    body = {"claim": {"controller_id": "ctl-1", "seq": seq}}
    return ok(client.post(f"/client-runs/{run_id}/attempts", json=body), 201)  # type: ignore[no-any-return]


# --------------------------------------------------------------------------- run records


def test_a_model_run_names_its_route_and_observes_the_task_in_flight(
    client: httpx.Client,
) -> None:
    q = quote(
        client,
        selection={"profile_ids": [GSM_V3]},
        model=managed(LARGE),
        coverage={"mode": "sample", "sample_count": 5, "seed": 1},
    )
    route = catalog_route(client, LARGE)
    assert q["plan"]["route"] == route and q["plan"]["agents"] is None
    run = admit(client, q)
    running = ok(client.get(f"/runs/{run['id']}"))
    assert running["status"] == "running" and running["progress"]["running"] == 1
    observation = running["concurrency_observation"]
    assert observation == {
        "in_flight": 1,
        "uncertain": 0,
        "source": "gateway_dispatch_records",
        "observed_at": running["progress"]["observed_at"],
    }
    assert observation["in_flight"] <= running["concurrency"]["admitted_ceiling"]
    assert running["route"] == route
    # The service makes every model call and grades it; no agent, no client, no artifact.
    assert running["execution_assurance"] == "hosted_enforced"
    for absent in (
        "agents",
        "client_agent",
        "task_protocol",
        "artifact_verification",
        "agent_identity_sha256",
    ):
        assert absent in running and running[absent] is None, absent

    done = wait(client, run["id"])
    assert done["concurrency_observation"]["in_flight"] == 0
    assert done["route"] == route
    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert results["execution_assurance"] == "hosted_enforced"


def test_a_comparison_uses_no_single_route(client: httpx.Client) -> None:
    q = quote(
        client,
        selection={"profile_ids": [GSM_V2]},
        subjects=[{"model": managed(SMALL)}, {"model": managed(LARGE)}],
        coverage={"mode": "sample", "sample_count": 3, "seed": 2},
    )
    run = ok(client.get(f"/runs/{admit(client, q)['id']}"))
    # Each subject's route is in model.models; the run has none of its own.
    assert run["route"] is None and q["plan"]["route"] is None
    assert [m["route_id"] for m in run["model"]["models"]] == [SMALL, LARGE]
    assert run["execution_assurance"] == "hosted_enforced"


def test_a_client_run_names_its_local_agent_and_counts_open_attempts(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    q = quote(
        client,
        agent=LOCAL_AGENT,
        model=managed(AGENT_ROUTE),
        selection={"eval": "gsm8k@3"},
        coverage={"mode": "sample", "sample_count": 3, "seed": 42},
    )
    run_id = admit(client, q)["id"]
    first, second = claim(client, run_id, 1), claim(client, run_id, 2)
    record = ok(client.get(f"/runs/{run_id}"))
    assert record["concurrency_observation"]["in_flight"] == 2
    assert record["concurrency"]["admitted_ceiling"] >= 2
    assert record["client_agent"] == LOCAL_AGENT
    assert record["agents"] == [LOCAL_AGENT] == [record["agent"]]
    # The identity the SDK keeps to refuse resuming the run with another agent.
    assert record["agent_identity_sha256"] == agent_identity(LOCAL_AGENT)
    capabilities = ok(client.get("/client-runs/capabilities"))
    assert record["task_protocol"] == q["plan"]["task_protocol"]
    assert record["task_protocol"]["schema"] == capabilities["task_protocol"]
    assert record["task_protocol"]["toolsets"] == capabilities["toolsets"]
    assert set(first["capabilities"]["toolsets"]) <= set(capabilities["toolsets"])
    assert record["execution_assurance"] == "client_reported"
    assert record["artifact_verification"] == "customer_declared"
    assert record["route"] == catalog_route(client, AGENT_ROUTE)

    local.expire_lease(second["attempt_id"])
    assert ok(client.get(f"/runs/{run_id}"))["concurrency_observation"]["in_flight"] == 1


def test_a_remote_agent_is_unsealed_and_its_route_is_the_model_it_was_given(
    client: httpx.Client,
) -> None:
    connection = a2a_agent(client)
    agent = {"kind": "remote", "connection_id": connection["id"]}
    identity = canonical_hash({"kind": "remote", "connection_id": connection["id"]})
    selection = {"profile_ids": [GSM_V2]}
    coverage = {"mode": "sample", "sample_count": 2, "seed": 3}

    with_model = quote(
        client, agent=agent, model=managed(LARGE), selection=selection, coverage=coverage
    )
    run = ok(client.get(f"/runs/{admit(client, with_model)['id']}"))
    assert run["route"] == catalog_route(client, LARGE) == with_model["plan"]["route"]
    assert run["agents"] == [run["agent"]] and run["agent"]["connection_id"] == connection["id"]
    assert run["agent_identity_sha256"] == identity
    assert run["execution_assurance"] == "remote_unsealed"
    assert run["artifact_verification"] is None
    assert run["client_agent"] is None and run["task_protocol"] is None

    # Without a model the agent brings its own: no route of the service is used.
    alone = quote(client, agent=agent, selection=selection, coverage=coverage)
    bare = ok(client.get(f"/runs/{admit(client, alone)['id']}"))
    assert bare["route"] is None and bare["agent_identity_sha256"] == identity


# --------------------------------------------------------------------------------- quotes


def test_a_quote_states_its_worst_case_and_expected_range_from_the_route_prices(
    client: httpx.Client,
) -> None:
    q = quote(client, selection={"profile_ids": [GSM_V3]}, model=managed(LARGE))
    bench, route = BENCHMARKS_BY_ID[GSM_V3], ROUTES_BY_ID[LARGE]
    tasks = task_set("gsm8k@3")

    def price(input_tokens: int, output_tokens: int) -> int:
        # Each part rounded up to a whole micro-USD, plus the benchmark's per-task fee.
        return (
            math.ceil(input_tokens * route.input_microusd_per_mtok / 1_000_000)
            + math.ceil(output_tokens * route.output_microusd_per_mtok / 1_000_000)
            + bench.task_fee_microusd
        )

    worst = sum(price(t.input_tokens, bench.max_output_tokens) for t in tasks)
    low, high = route.extra_output_tokens
    typical = sum(price(t.input_tokens, 16 + round((low + high) / 2)) for t in tasks)
    # Output lengths are drawn uniformly in [low, high]: the total's spread is the tasks' summed.
    per_task_sd = route.output_microusd_per_mtok / 1e6 * math.sqrt(((high - low + 1) ** 2 - 1) / 12)
    p90 = typical + math.ceil(Z90 * per_task_sd * math.sqrt(len(tasks)))

    assert q["worst_case_charge_microusd"] == str(worst)
    assert q["expected_charge_microusd"] == q["estimated_charge_microusd"] == str(typical)
    assert q["expected_range"] == {
        "basis": "planned",
        "p50_microusd": str(typical),
        "p90_microusd": str(p90),
    }
    assert typical < p90 < worst
    # What the run really charges lands inside the range the quote gave.
    done = wait(client, admit(client, q)["id"])
    assert done["status"] == "completed"
    assert typical * 9 // 10 <= int(done["spend_microusd"]) <= p90


def test_fee_only_quotes_are_exact_and_agent_quotes_heuristic(client: httpx.Client) -> None:
    connection = a2a_agent(client)
    fee_only = quote(
        client,
        agent={"kind": "remote", "connection_id": connection["id"]},
        selection={"profile_ids": [GSM_V2]},
    )
    total = str(BENCHMARKS_BY_ID[GSM_V2].task_fee_microusd * len(task_set("gsm8k@2")))
    assert fee_only["worst_case_charge_microusd"] == fee_only["expected_charge_microusd"] == total
    assert fee_only["expected_range"] == {
        "basis": "exact",
        "p50_microusd": total,
        "p90_microusd": total,
    }
    assert fee_only["cost_estimate"]["source"] == "exact"

    agent = quote(
        client,
        agent=LOCAL_AGENT,
        model=managed(AGENT_ROUTE),
        selection={"eval": "gsm8k@3"},
        coverage={"mode": "sample", "sample_count": 3, "seed": 42},
    )
    # The agent decides how many model calls it makes: the estimate is a heuristic.
    expected_range = agent["expected_range"]
    assert expected_range["basis"] == "heuristic"
    assert int(expected_range["p50_microusd"]) <= int(expected_range["p90_microusd"])
    assert int(expected_range["p90_microusd"]) <= int(agent["worst_case_charge_microusd"])


# -------------------------------------------------------------------------------- reports


def test_the_report_is_written_from_the_results_and_names_real_samples(
    client: httpx.Client,
) -> None:
    q = quote(client, selection={"profile_ids": [GSM_V3]}, model=managed(FLAKY))
    run = wait(client, admit(client, q, name="flaky nightly")["id"])
    results = ok(client.get(f"/runs/{run['id']}/results"))
    report = results["report"]
    rows = samples(client, run["id"])
    graded = [s for s in rows.values() if s["status"] == "graded"]
    correct = sum(1 for s in graded if s["score"] == 1.0)
    errors = [s for s in rows.values() if s["status"] == "error"]
    assert errors and correct < len(graded)  # the scenario has misses and errors

    assert report["kind"] == "run" and report["schema_version"] == 1
    assert report["sources"] == [
        {"id": run["id"], "kind": "run", "checksum": results["checksum"], "version": 1}
    ]
    assert report["title"] == "GSM8K (local): Sim Flaky"
    assert report["scope"][0].startswith(f"Run {run['id']} (flaky nightly): {run['status']}")

    headline, error_rate = report["metrics"]
    (metric,) = results["profiles"][0]["metrics"]
    assert headline["key"] == "accuracy" and headline["role"] == "headline"
    assert headline["value"] == metric["value"] == round(correct / len(graded), 6)
    assert headline["formatted_value"] == f"{100 * metric['value']:.1f}%"
    assert headline["sample_count"] == len(graded)
    assert headline["uncertainty"] == metric["uncertainty"]
    assert error_rate["key"] == "error_rate" and error_rate["direction"] == "lower_is_better"
    assert error_rate["value"] == round(len(errors) / (len(graded) + len(errors)), 6)

    interval = metric["uncertainty"]["interval"]
    first = report["findings"][0]
    assert first["text"] == (
        f"Sim Flaky answered {correct} of {len(graded)} graded GSM8K (local) tasks correctly: "
        f"{100 * metric['value']:.1f}% (95% interval {100 * interval['lower']:.1f}% to "
        f"{100 * interval['upper']:.1f}%)."
    )
    assert report["conclusion"] == first["text"]
    codes = sorted({s["error_code"] for s in errors})
    error_finding = report["findings"][1]
    assert f"{len(errors)} GSM8K (local) task(s)" in error_finding["text"]
    assert all(code in error_finding["text"] for code in codes)
    assert error_finding["evidence_refs"] == [f"sample:{s['id']}" for s in errors][:10]

    # Every example is a real sample, shown as it was graded; misses come first.
    assert report["examples"]
    outcomes = [e["outcome"] for e in report["examples"]]
    assert outcomes[0] in ("incorrect", "error") and outcomes[-1] == "correct"
    for example in report["examples"]:
        sample = rows[example["evidence_ref"].removeprefix("sample:")]
        assert example["outcome"] == sample["outcome"]
        assert (example["task_id"], example["value"]) == (sample["task_id"], sample["score"])
        expected_checks = {
            "incorrect": [sample["judged_by"]],
            "error": [sample["error_code"]],
            "correct": [],
        }[example["outcome"]]
        assert example["failed_checks"] == expected_checks
        assert example["evidence_ref"] in first["evidence_refs"]
    assert report["charts"] == [
        {
            "kind": "metric_comparison",
            "title": "Accuracy by benchmark",
            "metric_keys": ["accuracy"],
            "source_refs": [f"run:{run['id']}"],
        }
    ]


def test_the_report_of_a_capped_comparison_says_who_leads_and_why_it_stopped(
    client: httpx.Client,
) -> None:
    body: Json = {
        "selection": {"profile_ids": [GSM_V2]},
        "subjects": [{"model": managed(SMALL)}, {"model": managed(LARGE)}],
        "coverage": {"mode": "sample", "sample_count": 10, "seed": 4},
    }
    # A cap of 16 first tasks at worst: the run stops after a few tasks of each model.
    minimum = int(quote(client, **body)["minimum_cap_microusd"])
    q = quote(client, **body, max_charge_microusd=str(minimum * 16))
    run = wait(client, admit(client, q)["id"])
    assert run["status"] == "partial" and run["completed_count"] > 2
    report = ok(client.get(f"/runs/{run['id']}/results"))["report"]
    comparison = ok(client.get(f"/runs/{run['id']}/comparison"))
    summary = comparison["benchmarks"][0]["summary"]
    texts = [f["text"] for f in report["findings"]]
    assert summary in texts
    stop = (
        "The run stopped early because the next task could have gone over the spending cap: "
        f"{run['interruption']['unfinished_count']} of 20 tasks did not finish; continuing the "
        "run reruns only those."
    )
    assert texts[-1] == stop
    assert report["conclusion"] == f"{summary} {stop}"
    headlines = [m for m in report["metrics"] if m["role"] == "headline"]
    assert [(m["model_index"], m["series"]) for m in headlines] == [
        (0, "Sim Small"),
        (1, "Sim Large"),
    ]
    assert report["charts"][0]["title"] == "Accuracy by benchmark and model"


def test_the_sdk_reads_every_new_field_typed(local: EvalRouterLocal) -> None:
    with local.client() as sdk:
        quoted = sdk.quotes.create(
            {"selection": {"profile_ids": [GSM_V3]}, "model": managed(LARGE)}
        )
        assert quoted.expected_range is not None and quoted.expected_range.basis == "planned"
        assert quoted.worst_case_charge_microusd == str(quoted["worst_case_charge_microusd"])
        run = sdk.runs.create(quote_id=quoted.id)
        record = sdk.runs.get(run.id)
        observation = record.concurrency_observation
        assert observation is not None and observation.in_flight == 1
        assert record.execution_assurance == "hosted_enforced" and record.client_agent is None
        assert record.route is not None and record.route["id"] == LARGE
        results = sdk.runs.wait(run.id).results()
        report = results.report
        assert report is not None and report.kind == "run"
        assert report.metrics[0].value == results.profiles[0].metrics[0].value
        assert report.sources[0].checksum == results.checksum
