"""EvalRouter Local's client-run protocol, driven raw through the generated client_runs resources.

In process (``EvalRouterLocal().client()`` / ``.async_client()``) and over HTTP (``serve()``): the
whole attempt lifecycle for an answer task and a file task, grading, finalization, results and
costs, traces served back, the natural keys (claim seq, submission revision, action step, finish
key), busy claims, leases, cancel, the gateway's metering and the attempt credential's scope.
Every answer is checked against openapi.json by the autouse schema check (conftest).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from evalrouter_generated.resources.client_runs import AsyncClientRuns, ClientRuns

from evalrouter import EvalRouter
from evalrouter._attempt_failures import FINISH_FAILURE_CODES, REPORTED_AS
from evalrouter._exceptions import EvalRouterError
from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._catalog import BENCHMARKS_BY_ID
from evalrouter.testing._tasks import task_set

ROUTE = "sim/gpt-5-mini"
AGENT = {"kind": "local", "command_digest": "c0" * 32, "declared_name": "test agent"}
TRACE = "evalrouter.client-trace.v1"
Json = dict[str, Any]


def quote_body(eval_ref: str = "gsm8k@3", count: int = 2, **extra: Any) -> Json:
    return {
        "agent": AGENT,
        "model": {"kind": "managed", "route_id": ROUTE},
        "selection": {"eval": eval_ref},
        "coverage": {"mode": "sample", "sample_count": count, "seed": 42},
        **extra,
    }


def start(client: EvalRouter, **quote: Any) -> str:
    q = client.quotes.create(quote_body(**quote))
    assert q["plan"]["execution_mode"] == "client_run"
    run = client.runs.create(quote_id=q["id"])
    assert run["status"] == "queued"
    return str(run["id"])


def claim(
    runs: ClientRuns, run_id: str, seq: int, *, controller: str = "ctl-1", **body: Any
) -> Json:
    key = {"controller_id": controller, "seq": seq}
    grant = runs.attempts.claim(run_id, {"claim": key, **body})
    return grant.to_dict()


def as_attempt(local: EvalRouterLocal, grant: Json) -> ClientRuns:
    """The attempt's own client: the grant's credential as its bearer token."""
    return ClientRuns(local.client(api_key=grant["credential"], max_retries=0))


def refused(call: Any, code: str) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as caught:
        call()
    assert caught.value.code == code, caught.value
    return caught.value


def trace_batch(first: int, *steps: Json) -> Json:
    return {"schema_version": TRACE, "steps": list(steps), "coverage": {"truncated": False}}


def span(ordinal: int, span_id: str, kind: str, name: str, **fields: Any) -> Json:
    return {
        "type": "span",
        "ordinal": ordinal,
        "span_id": span_id,
        "kind": kind,
        "name": name,
        "source": "sdk",
        "started_at": "2026-01-01T00:00:00.000000Z",
        "status": "unset",
        **fields,
    }


def answer_attempt(runs: ClientRuns, mine: ClientRuns, run_id: str, grant: Json) -> str:
    """The trivial agent: ask the gateway, submit its reply, done, finish. Returns the reply."""
    aid = grant["attempt_id"]
    task = mine.attempts.task(run_id, aid).to_dict()
    reply = mine.attempts.gateway.chat_completions(
        run_id, aid, {"model": grant["model_alias"], "messages": task["inputs"]["messages"]}
    ).to_dict()
    text = str(reply["choices"][0]["message"]["content"])
    submission = {
        "revision": task["submission_revision"] + 1,
        "inputs_sha256": task["task"]["inputs_sha256"],
        "output": {"kind": "answer", "text": text},
    }
    assert mine.attempts.submit(run_id, aid, submission)["revision"] == 1
    assert mine.attempts.done(run_id, aid, {"reason": "completed"})["state"] == "submitted"
    receipt = runs.attempts.finish(
        run_id,
        aid,
        {"outcome": "completed", "stop_reason": "end_turn"},
        idempotency_key=f"cr-finish-{aid}",
    )
    assert receipt["state"] == "graded"
    return text


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=5)
    yield instance
    instance.close()


@pytest.fixture
def client(local: EvalRouterLocal) -> EvalRouter:
    return local.client()


@pytest.fixture
def runs(client: EvalRouter) -> ClientRuns:
    return ClientRuns(client)


# ------------------------------------------------------------------------------ lifecycle


def test_an_answer_task_end_to_end(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    caps = runs.capabilities().to_dict()
    assert caps["task_protocol"] == "evalrouter.task-protocol.v2"
    assert {"toolset:core@2", "toolset:files@1"} <= set(caps["toolsets"])
    run_id = start(client, count=2)
    grant = claim(runs, run_id, 1)
    aid = grant["attempt_id"]
    assert grant["schema_version"] == "evalrouter.client-run.v2"
    assert grant["credential"].startswith(f"ercr_{aid.removeprefix('att_')}.")
    assert len(grant["credential"].split(".", 1)[1]) == 43
    origin = str(client.base_url).removesuffix("/v1").rstrip("/")
    assert grant["attempt_url"] == f"{origin}/v1/client-runs/{run_id}/attempts/{aid}"
    assert grant["gateway_base_url"] == grant["attempt_url"] + "/gateway/v1"
    assert grant["trace"]["level"] == "spans" and grant["trace"]["flush_seconds"] == 0.5
    assert grant["model_alias"] == "gpt-5-mini" and grant["limits"]["max_calls"] == 50
    partition = grant["task_protocol"]
    [composition] = [
        c for c in partition["compositions"].values() if c["sha256"] == grant["composition_sha256"]
    ]
    assert composition["resolved"]["executes_at"] == {"calculator": "worker"}
    assert local.run(run_id)["status"] == "running"

    mine = as_attempt(local, grant)
    task = mine.attempts.task(run_id, aid).to_dict()
    assert task["output"]["kind"] == "answer" and task["submission_revision"] == 0
    assert [a["name"] for a in task["actions"]] == ["calculator"]
    prompt = task["inputs"]["messages"][0]["content"]
    [source] = [t for t in task_set("gsm8k@3") if t.id == task["task"]["task_id"]]
    assert prompt == source.prompt and grant["task_ref"] == source.id

    reply = answer_attempt(runs, mine, run_id, grant)
    # The reply is the simulated route's answer to this very task: the grader decides.
    assert "The answer is" in reply
    second = claim(runs, run_id, 2)
    answer_attempt(runs, as_attempt(local, second), run_id, second)
    refused(lambda: claim(runs, run_id, 3), "client_run_no_pending_attempts")

    record = client.runs.get(run_id)
    assert record["status"] == "completed" and record["completed_count"] == 2
    results = client.runs.results(run_id).to_dict()
    [profile] = results["profiles"]
    graded = [s for s in local_samples(client, run_id) if s["status"] == "graded"]
    correct = sum(1 for s in graded if s["outcome"] == "correct")
    assert profile["graded"] == 2
    assert profile["metrics"][0]["value"] == pytest.approx(correct / 2)
    costs = results["costs"]["profiles"][0]
    attempts = local.attempts(run_id)
    assert [a["state"] for a in attempts] == ["graded", "graded"]
    assert all(a["gateway_calls"] == 1 for a in attempts)
    # Charged: each gateway call at the route's prices, plus the task fee of each graded task.
    assert int(costs["charged_microusd"]) == int(record["spend_microusd"]) > 2 * 100
    assert int(record["spend_microusd"]) <= int(record["cap_microusd"] or 10**12)


def local_samples(client: EvalRouter, run_id: str) -> list[Json]:
    return [dict(s.to_dict()) for s in client.runs.samples(run_id)]


def files_output(path: str, content: bytes) -> Json:
    return {
        "kind": "files",
        "files": [
            {
                "path": path,
                "status": "present",
                "content_base64": base64.b64encode(content).decode(),
                "bytes": len(content),
                "sha256": hashlib.sha256(content).hexdigest(),
            }
        ],
    }


def test_file_tasks_end_to_end_async(local: EvalRouterLocal) -> None:
    async def scenario() -> None:
        client = local.async_client()
        runs = AsyncClientRuns(client)
        q = await client.quotes.create(quote_body("file-sums@1", count=3))
        run_id = (await client.runs.create(quote_id=q["id"]))["id"]
        outcomes = []
        for seq, how in enumerate(("right", "wrong", "missing"), start=1):
            grant = (
                await runs.attempts.claim(run_id, {"claim": {"controller_id": "a", "seq": seq}})
            ).to_dict()
            aid = grant["attempt_id"]
            [composition] = grant["task_protocol"]["compositions"].values()
            assert composition["resolved"]["executes_at"] == {
                "calculator": "worker",
                "fetch_files": "client",
            }
            assert "toolset:files@1" in grant["capabilities"]["toolsets"]
            mine = AsyncClientRuns(local.async_client(api_key=grant["credential"]))
            task = (await mine.attempts.task(run_id, aid)).to_dict()
            assert task["output"]["kind"] == "files" and task["output"]["paths"] == ["answer.txt"]
            [public] = task["inputs"]["files"]
            assert public["path"] == "data/numbers.txt"
            total = sum(int(line) for line in public["content"].split())
            # fetch_files runs on the client: the platform does not execute it.
            with pytest.raises(EvalRouterError) as caught:
                await mine.attempts.act(
                    run_id, aid, {"step": 1, "tool": "fetch_files", "arguments": {}}
                )
            assert caught.value.code == "action_executes_at_client"
            if how == "missing":
                output: Json = {
                    "kind": "files",
                    "files": [{"path": "answer.txt", "status": "missing"}],
                }
            else:
                written = total if how == "right" else total + 1
                output = files_output("answer.txt", f"{written}\n".encode())
            body = {"revision": 1, "inputs_sha256": task["task"]["inputs_sha256"], "output": output}
            await mine.attempts.submit(run_id, aid, body)
            await mine.attempts.done(run_id, aid, {"reason": "completed"})
            receipt = await runs.attempts.finish(
                run_id, aid, {"outcome": "completed"}, idempotency_key=f"cr-finish-{aid}"
            )
            outcomes.append((receipt["state"], receipt["failure_code"]))
        assert outcomes == [
            ("graded", None),
            ("graded", None),
            ("failed", "client_no_submission"),
        ]
        record = await client.runs.get(run_id)
        assert record["status"] == "partial" and record["completed_count"] == 2
        samples = [s.to_dict() async for s in client.runs.samples(run_id)]
        assert sorted(str(s["outcome"]) for s in samples) == ["correct", "error", "incorrect"]
        await client.close()

    asyncio.run(scenario())


def test_a_file_submission_must_be_consistent(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, eval_ref="file-sums@1", count=1)
    grant = claim(runs, run_id, 1)
    mine = as_attempt(local, grant)
    aid = grant["attempt_id"]
    digest = mine.attempts.task(run_id, aid)["task"]["inputs_sha256"]
    bad = files_output("answer.txt", b"12\n")
    bad["files"][0]["sha256"] = "0" * 64
    error = refused(
        lambda: mine.attempts.submit(
            run_id, aid, {"revision": 1, "inputs_sha256": digest, "output": bad}
        ),
        "invalid_request",
    )
    assert error.details == {"field": "output.files[0].sha256"}
    elsewhere = files_output("../answer.txt", b"12\n")
    refused(
        lambda: mine.attempts.submit(
            run_id, aid, {"revision": 1, "inputs_sha256": digest, "output": elsewhere}
        ),
        "invalid_request",
    )
    answer = {"kind": "answer", "text": "12"}
    refused(
        lambda: mine.attempts.submit(
            run_id, aid, {"revision": 1, "inputs_sha256": digest, "output": answer}
        ),
        "submission_unsupported",
    )


def test_the_protocol_over_http(local: EvalRouterLocal) -> None:
    with local.serve() as base_url:
        client = EvalRouter(api_key="workspace-key", base_url=base_url, max_retries=0)
        runs = ClientRuns(client)
        run_id = start(client, count=1)
        grant = claim(runs, run_id, 1)
        # The grant's URLs are on the origin the claim was sent to.
        assert grant["attempt_url"].startswith(base_url.removesuffix("/v1"))
        with EvalRouter(api_key=grant["credential"], base_url=base_url) as attempt_client:
            answer_attempt(runs, ClientRuns(attempt_client), run_id, grant)
        assert client.runs.get(run_id)["status"] == "completed"
        client.close()


# ---------------------------------------------------------------------------- natural keys


def test_natural_keys_replay_and_refuse(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=2)
    grant = claim(runs, run_id, 7)
    # The same (controller_id, seq) replays the same grant; it never claims a second task.
    assert claim(runs, run_id, 7) == grant
    assert len(local.attempts(run_id)) == 1
    aid = grant["attempt_id"]
    mine = as_attempt(local, grant)
    digest = mine.attempts.task(run_id, aid)["task"]["inputs_sha256"]

    def submit(revision: int, text: str, inputs: str = digest) -> Any:
        output = {"kind": "answer", "text": text}
        body = {"revision": revision, "inputs_sha256": inputs, "output": output}
        return mine.attempts.submit(run_id, aid, body)

    assert submit(1, "41")["revision"] == 1
    assert submit(1, "41")["revision"] == 1  # the same revision again: the same submission
    conflict = refused(lambda: submit(1, "42"), "submission_revision_conflict")
    assert conflict.details == {"field": "revision", "next_revision": 2}
    ahead = refused(lambda: submit(3, "42"), "submission_revision_ahead")
    assert ahead.details == {"field": "revision", "next_revision": 2}
    refused(lambda: submit(2, "42", inputs="0" * 64), "submission_inputs_mismatch")
    assert submit(2, "42")["revision"] == 2
    assert mine.attempts.task(run_id, aid)["submission_revision"] == 2

    def act(step: int, expression: str) -> Any:
        body = {"step": step, "tool": "calculator", "arguments": {"expression": expression}}
        return mine.attempts.act(run_id, aid, body).to_dict()

    first = act(1, "40 + 2")
    assert first["structuredContent"] == {"expression": "40 + 2", "value": 42}
    assert act(1, "40 + 2") == first  # resent step: the committed result, not a second call
    assert refused(lambda: act(1, "1 + 1"), "action_step_conflict").details == {
        "field": "step",
        "next_step": 2,
    }
    assert refused(lambda: act(5, "1 + 1"), "action_step_ahead").details == {
        "field": "step",
        "next_step": 2,
    }
    broken = act(2, "1 / 0")
    assert broken["isError"] is True and broken["structuredContent"] == {
        "code": "calculation_failed"
    }
    assert mine.attempts.task(run_id, aid)["next_action_step"] == 3
    refused(
        lambda: mine.attempts.act(run_id, aid, {"step": 3, "tool": "shell", "arguments": {}}),
        "action_not_found",
    )

    done = mine.attempts.done(run_id, aid, {"reason": "completed"}).to_dict()
    assert done == {"state": "submitted", "attempt_id": aid, "graded_revision": 2}
    # done is idempotent by state; afterwards the attempt takes no more work.
    assert mine.attempts.done(run_id, aid, {"reason": "completed"}).to_dict() == done
    refused(lambda: submit(3, "43"), "attempt_closed")
    refused(lambda: act(3, "1"), "attempt_closed")
    refused(
        lambda: mine.attempts.gateway.chat_completions(
            run_id, aid, {"model": ROUTE, "messages": [{"role": "user", "content": "hi"}]}
        ),
        "attempt_closed",
    )


def test_a_lost_finish_answer_is_replayed_and_graded_once(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=1)
    grant = claim(runs, run_id, 1)
    aid = grant["attempt_id"]
    mine = as_attempt(local, grant)
    digest = mine.attempts.task(run_id, aid)["task"]["inputs_sha256"]
    output = {"kind": "answer", "text": "The answer is 7."}
    mine.attempts.submit(run_id, aid, {"revision": 1, "inputs_sha256": digest, "output": output})
    path = "/v1/client-runs/{run_id}/attempts/{attempt_id}/finish"
    local.faults.drop_connection_next("POST", path)  # processed, then the answer is lost
    finish = {"outcome": "completed", "stop_reason": "end_turn"}
    key = f"cr-finish-{aid}"
    receipt = runs.attempts.finish(run_id, aid, finish, idempotency_key=key).to_dict()
    assert receipt["state"] == "graded"
    sent = [r for r in local.requests if r.path.endswith("/finish")]
    assert [r.dropped for r in sent] == ["after", None]
    assert {r.headers["idempotency-key"] for r in sent} == {key}
    assert sent[1].response_headers.get("idempotent-replayed") == "true"
    # A finish sent again later (a new key) answers the state: never a second grading.
    again = runs.attempts.finish(run_id, aid, finish, idempotency_key=key + "-again")
    assert again.to_dict() == receipt
    record = client.runs.get(run_id)
    page = client.runs.events.list(run_id, limit=100)
    events = [e for e in page["data"] if e["type"] == "sample.completed"]
    assert len(events) == 1
    # The task fee, charged once (no model calls were made).
    assert int(record["spend_microusd"]) == BENCHMARKS_BY_ID["prof_gsm8k_v3"].task_fee_microusd


def test_finish_requires_its_key_and_a_failure_code(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=1)
    aid = claim(runs, run_id, 1)["attempt_id"]
    path = f"/v1/client-runs/{run_id}/attempts/{aid}/finish"
    raw = local.handle(
        httpx.Request("POST", "http://127.0.0.1" + path, json={"outcome": "completed"})
    )
    assert raw.status_code == 400 and raw.json()["error"]["code"] == "idempotency_key_required"
    error = refused(
        lambda: runs.attempts.finish(run_id, aid, {"outcome": "failed"}, idempotency_key="k1"),
        "invalid_request",
    )
    assert error.details == {"field": "failure_code"}
    # A closed set, as the service's (openapi.json): a code it files itself is refused.
    for code in ("client_budget_exhausted", "client_output_tokens_too_large"):
        body = {"outcome": "failed", "failure_code": code}
        error = refused(
            lambda body=body, key=code: runs.attempts.finish(
                run_id, aid, body, idempotency_key=key
            ),
            "invalid_request",
        )
        assert error.details == {"field": "failure_code"}


def test_finish_takes_the_failure_codes_the_service_takes() -> None:
    spec = json.loads((Path(__file__).parents[2] / "openapi.json").read_text())
    codes = spec["components"]["schemas"]["Finish"]["properties"]["failure_code"]["anyOf"][0]
    assert frozenset(codes["enum"]) == FINISH_FAILURE_CODES
    assert set(REPORTED_AS.values()) <= FINISH_FAILURE_CODES


# ------------------------------------------------------------------ concurrency and leases


def test_claims_are_capped_at_the_admitted_concurrency(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=4, concurrency=2)
    first, second = claim(runs, run_id, 1), claim(runs, run_id, 2)
    busy = refused(lambda: claim(runs, run_id, 3), "client_run_attempts_busy")
    assert busy.details == {"concurrency": 2, "open_attempts": 2}
    assert first["task_ref"] != second["task_ref"]
    answer_attempt(runs, as_attempt(local, first), run_id, first)
    third = claim(runs, run_id, 3)  # the same seq, once a slot is free
    assert third["task_ref"] not in (first["task_ref"], second["task_ref"])
    # An injected busy answer, as the service sends it, for a controller's back-off.
    local.faults.fail_next(
        "POST", "/v1/client-runs/{run_id}/attempts", status=409, code="client_run_attempts_busy"
    )
    refused(lambda: claim(runs, run_id, 4), "client_run_attempts_busy")
    assert claim(runs, run_id, 2) == second  # a replayed claim is never busy


def test_leases_expire_on_local_clock_and_heartbeats_renew_them() -> None:
    local = EvalRouterLocal(seed=5, lease_seconds=30)
    client = local.client()
    runs = ClientRuns(client)
    run_id = start(client, count=2)
    kept, lost = claim(runs, run_id, 1), claim(runs, run_id, 2)
    for _ in range(3):
        local.advance(20)
        beat = runs.attempts.heartbeat(run_id, kept["attempt_id"], {"acp_state": "prompting"})
        assert beat["state"] == "active" and beat["lease_expires_at"] > kept["lease_expires_at"]
    # 60 s without a beat: the second attempt's controller is gone (infrastructure), the first
    # is still alive.
    error = refused(
        lambda: runs.attempts.heartbeat(run_id, lost["attempt_id"], {"acp_state": "prompting"}),
        "lease_lost",
    )
    lapsed = {"attempt_id": lost["attempt_id"], "failure_code": "client_controller_crashed"}
    assert error.details == lapsed
    mine = as_attempt(local, lost)
    refused(lambda: mine.attempts.task(run_id, lost["attempt_id"]), "lease_lost")
    refused(
        lambda: runs.attempts.finish(
            run_id, lost["attempt_id"], {"outcome": "completed"}, idempotency_key="late"
        ),
        "lease_lost",
    )
    answer_attempt(runs, as_attempt(local, kept), run_id, kept)
    states = {a["id"]: (a["state"], a["failure_class"]) for a in local.attempts(run_id)}
    assert states[lost["attempt_id"]] == ("expired", "infrastructure")
    assert client.runs.get(run_id)["status"] == "running"  # the lapsed task is still owed
    # The service retries it itself: any controller's next plain claim gets that task.
    again = claim(runs, run_id, 3, controller="another")
    assert (again["task_ref"], again["attempt"]) == (lost["task_ref"], 2)
    answer_attempt(runs, as_attempt(local, again), run_id, again)
    record = client.runs.get(run_id)
    assert record["status"] == "completed" and record["error_count"] == 0


def test_expire_lease_helper(local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns) -> None:
    run_id = start(client, count=2)
    idle, finished = claim(runs, run_id, 1), claim(runs, run_id, 2)
    mine = as_attempt(local, finished)
    aid = finished["attempt_id"]
    digest = mine.attempts.task(run_id, aid)["task"]["inputs_sha256"]
    output = {"kind": "answer", "text": "The answer is 3."}
    mine.attempts.submit(run_id, aid, {"revision": 1, "inputs_sha256": digest, "output": output})
    mine.attempts.done(run_id, aid, {"reason": "completed"})
    local.expire_lease(idle["attempt_id"])
    local.expire_lease(aid)  # done froze a submission: graded without a finish
    states = {a["id"]: a["state"] for a in local.attempts(run_id)}
    assert states == {idle["attempt_id"]: "expired", aid: "graded"}
    samples = {s["task_id"]: s for s in local_samples(client, run_id)}
    assert samples[idle["task_ref"]]["error_code"] == "client_controller_crashed"
    assert samples[idle["task_ref"]]["failure_class"] == "infrastructure"
    assert client.runs.get(run_id)["status"] == "running"  # the lapsed task is retried


def test_cancel_stops_every_attempt(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=3)
    grant = claim(runs, run_id, 1)
    aid = grant["attempt_id"]
    mine = as_attempt(local, grant)
    chat = {"model": ROUTE, "messages": [{"role": "user", "content": "hello"}]}
    mine.attempts.gateway.chat_completions(run_id, aid, chat)
    assert client.runs.cancel(run_id)["status"] == "cancelled"
    for call in (
        lambda: mine.attempts.task(run_id, aid),
        lambda: mine.attempts.gateway.chat_completions(run_id, aid, chat),
        lambda: runs.attempts.heartbeat(run_id, aid, {"acp_state": "prompting"}),
        lambda: runs.attempts.finish(run_id, aid, {"outcome": "completed"}, idempotency_key="f"),
        lambda: claim(runs, run_id, 2),
    ):
        refused(call, "run_stopped")
    assert [a["state"] for a in local.attempts(run_id)] == ["cancelled"]
    record = client.runs.get(run_id)
    # What the gateway served before the cancel stays charged; reservations are released.
    assert int(record["spend_microusd"]) > 0 and record["reserved_microusd"] == "0"
    assert local.balance_microusd == 100_000_000 - int(record["spend_microusd"])


# -------------------------------------------------------------------------------- gateway


def test_the_gateway_holds_the_run_cap_across_concurrent_attempts() -> None:
    local = EvalRouterLocal(seed=5, gateway_delay=0.002)
    cap = 20_000

    async def agent(runs: AsyncClientRuns, run_id: str, seq: int) -> str:
        claimed = await runs.attempts.claim(run_id, {"claim": {"controller_id": "c", "seq": seq}})
        grant = claimed.to_dict()
        aid = grant["attempt_id"]
        mine = AsyncClientRuns(local.async_client(api_key=grant["credential"], max_retries=0))
        for turn in range(100):
            body = {
                "model": "whatever-the-agent-says",
                "max_tokens": 1024,
                "messages": [{"role": "user", "content": f"attempt {seq}, turn {turn}"}],
            }
            try:
                await mine.attempts.gateway.chat_completions(run_id, aid, body)
            except EvalRouterError as error:
                assert error.code == "client_budget_exhausted" and error.status_code == 402
                return str(error.details["limit"])  # type: ignore[index, call-overload]
        return "never refused"

    async def scenario() -> tuple[list[str], str]:
        client = local.async_client()
        runs = AsyncClientRuns(client)
        q = await client.quotes.create(quote_body(count=4, max_charge_microusd=str(cap)))
        run_id = str((await client.runs.create(quote_id=q["id"]))["id"])
        limits = await asyncio.gather(*(agent(runs, run_id, s) for s in range(1, 5)))
        await client.close()
        return list(limits), run_id

    limits, run_id = asyncio.run(scenario())
    assert "run_cap" in limits and "never refused" not in limits
    record = local.run(run_id)
    attempts = local.attempts(run_id)
    spent = int(record["spend_microusd"])
    fees = 4 * BENCHMARKS_BY_ID["prof_gsm8k_v3"].task_fee_microusd
    # Every call was charged as it was served, and the open attempts' fees stay reserved: the
    # two together never pass the cap however the attempts interleaved.
    assert spent + int(record["reserved_microusd"]) <= cap
    assert int(record["reserved_microusd"]) == fees
    assert sum(a["gateway_calls"] for a in attempts) > 4
    assert all(a["budget_exhausted"] == "max_cost" for a in attempts)
    runs = ClientRuns(local.client())
    for attempt in attempts:
        receipt = runs.attempts.finish(
            run_id, attempt["id"], {"outcome": "completed"}, idempotency_key=attempt["id"]
        )
        assert (receipt["state"], receipt["failure_code"]) == ("failed", "client_budget_exhausted")
    final = local.run(run_id)
    assert final["status"] == "failed" and int(final["spend_microusd"]) == spent <= cap


def test_gateway_limits_formats_and_replays(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    limits = {"max_calls": 2, "max_input_bytes": 2000, "max_output_tokens": 64}
    run_id = start(client, count=1, limits=limits)
    grant = claim(runs, run_id, 1)
    assert grant["limits"]["max_calls"] == 2 and grant["limits"]["max_output_tokens"] == 64
    aid = grant["attempt_id"]
    mine = as_attempt(local, grant)
    messages = mine.attempts.task(run_id, aid)["inputs"]["messages"]
    body = {"model": "gpt-4o", "messages": messages}
    first = mine.attempts.gateway.chat_completions(run_id, aid, body).to_dict()
    assert first["model"] == "sim/gpt-5-mini-2025-08-07"  # the run's route, whatever was asked
    assert first["usage"]["completion_tokens"] <= 64
    spent = local.run(run_id)["spend_microusd"]
    # The same request again (a retried call) is answered from memory, not charged twice.
    assert mine.attempts.gateway.chat_completions(run_id, aid, body).to_dict() == first
    assert local.run(run_id)["spend_microusd"] == spent
    huge = {"model": "x", "messages": [{"role": "user", "content": "x" * 3000}]}
    too_large = refused(
        lambda: mine.attempts.gateway.chat_completions(run_id, aid, huge), "client_input_too_large"
    )
    assert too_large.status_code == 400 and too_large.details["allowed"] == 2000
    anthropic = mine.attempts.gateway.messages(
        run_id, aid, {"model": "claude", "max_tokens": 32, "messages": messages}
    ).to_dict()
    assert anthropic["content"][0]["text"] == first["choices"][0]["message"]["content"]
    assert anthropic["usage"]["output_tokens"] <= 32
    hello = {"model": "x", "messages": [{"role": "user", "content": "one more"}]}
    error = refused(
        lambda: mine.attempts.gateway.chat_completions(run_id, aid, hello),
        "client_budget_exhausted",
    )
    assert error.details == {"limit": "max_calls", "allowed": 2}
    bad = {**hello, "stream": "yes"}
    refused(lambda: mine.attempts.gateway.chat_completions(run_id, aid, bad), "invalid_request")
    assert [a["gateway_calls"] for a in local.attempts(run_id)] == [2]


def test_gateway_delay_holds_each_answer() -> None:
    local = EvalRouterLocal(seed=5, gateway_delay=0.25)
    client = local.client()
    runs = ClientRuns(client)
    run_id = start(client, count=1)
    grant = claim(runs, run_id, 1)
    path = f"/v1/client-runs/{run_id}/attempts/{grant['attempt_id']}/gateway/v1/chat/completions"
    request = httpx.Request(
        "POST",
        "http://127.0.0.1" + path,
        json={"model": ROUTE, "messages": [{"role": "user", "content": "hi"}]},
        headers={"Authorization": f"Bearer {grant['credential']}"},
    )
    # The transports sleep this long (asyncio.sleep for the async client) after the call was
    # metered; other routes are not held.
    outcome = local._handler.dispatch(request)
    assert outcome.response is not None and outcome.response.status_code == 200
    assert outcome.delay == 0.25
    task = httpx.Request(
        "GET",
        "http://127.0.0.1" + path.removesuffix("/gateway/v1/chat/completions") + "/task",
        headers={"Authorization": f"Bearer {grant['credential']}"},
    )
    assert local._handler.dispatch(task).delay == 0.0


# ---------------------------------------------------------------------------- credentials


def test_the_attempt_credential_opens_its_own_attempt_routes_only() -> None:
    local = EvalRouterLocal(seed=5, api_key="workspace-key")
    workspace = local.client(api_key="workspace-key")
    runs = ClientRuns(workspace)
    run_id = start(workspace, count=2)
    first, second = claim(runs, run_id, 1), claim(runs, run_id, 2)
    mine = as_attempt(local, first)
    aid = first["attempt_id"]
    assert mine.attempts.task(run_id, aid)["attempt_id"] == aid
    # The workspace key is refused on attempt routes.
    refused(lambda: runs.attempts.task(run_id, aid), "attempt_credential_required")
    chat = {"model": ROUTE, "messages": [{"role": "user", "content": "hi"}]}
    refused(
        lambda: runs.attempts.gateway.chat_completions(run_id, aid, chat),
        "attempt_credential_required",
    )
    # Another attempt's credential, a forged one, none at all.
    refused(lambda: mine.attempts.task(run_id, second["attempt_id"]), "attempt_credential_mismatch")
    forged = ClientRuns(local.client(api_key=first["credential"][:-4] + "AAAA", max_retries=0))
    refused(lambda: forged.attempts.task(run_id, aid), "attempt_credential_invalid")
    path = f"http://127.0.0.1/v1/client-runs/{run_id}/attempts/{aid}/task"
    bare = local.handle(httpx.Request("GET", path))
    assert bare.status_code == 401 and bare.json()["error"]["code"] == "authentication_required"
    # The attempt credential opens nothing else: not the run, not the workspace routes.
    as_workspace = local.client(api_key=first["credential"], max_retries=0)
    refused(lambda: as_workspace.runs.get(run_id), "attempt_credential_not_allowed")
    refused(
        lambda: mine.attempts.heartbeat(run_id, aid, {"acp_state": "prompting"}),
        "attempt_credential_not_allowed",
    )
    refused(lambda: claim(mine, run_id, 9), "attempt_credential_not_allowed")
    leaked = [r for r in local.requests if first["credential"].encode() in r.response_content]
    assert [r.operation_id for r in leaked] == ["client_runs_attempts_claim"]


# --------------------------------------------------------------------------------- traces


def test_traces_are_stored_by_ordinal_and_served_back(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=2, trace={"level": "content"})
    grant = claim(runs, run_id, 1)
    assert grant["trace"]["level"] == "content" and grant["trace"]["content_capture"] is True
    aid = grant["attempt_id"]
    root, model, tool = "a" * 16, "b" * 16, "c" * 16
    first = trace_batch(
        0,
        span(0, root, "agent", "test agent"),
        span(1, model, "model", "chat", parent_span_id=root, input=[{"role": "user"}]),
        span(
            2,
            model,
            "model",
            "chat",
            parent_span_id=root,
            status="ok",
            ended_at="2026-01-01T00:00:01.000000Z",
            attributes={"model": ROUTE, "input_tokens": 12, "output_tokens": 30},
            output={"role": "assistant", "content": "42"},
        ),
    )
    key = f"cr-steps-{aid}-0-2"
    receipt = runs.attempts.observe(run_id, aid, first, idempotency_key=key).to_dict()
    assert (receipt["event_count"], receipt["last_ordinal"]) == (3, 2)
    # A batch resent with its key is replayed; resent under another key it adds nothing.
    assert runs.attempts.observe(run_id, aid, first, idempotency_key=key).to_dict() == receipt
    again = runs.attempts.observe(run_id, aid, first, idempotency_key="other").to_dict()
    assert again["event_count"] == 3
    second = trace_batch(
        3,
        span(
            3,
            tool,
            "tool",
            "calculator",
            parent_span_id=model,
            status="error",
            attributes={"tool_name": "calculator", "error_code": "calculation_failed"},
        ),
        {
            "type": "checkpoint",
            "ordinal": 4,
            "time": "2026-01-01T00:00:02.000000Z",
            "label": "planned",
            "source": "sdk",
            "span_id": root,
        },
        span(5, root, "agent", "test agent", status="ok", ended_at="2026-01-01T00:00:03.000000Z"),
    )
    second["coverage"] = {"truncated": True, "dropped_steps": 4}
    receipt = runs.attempts.observe(run_id, aid, second, idempotency_key=f"cr-steps-{aid}-3-5")
    assert receipt["coverage"]["dropped_steps"] == 4 and receipt["coverage"]["truncated"] is True
    assert [s["ordinal"] for s in local.trace_steps(aid)] == [0, 1, 2, 3, 4, 5]

    [listed] = list(client.traces.live(run_id=run_id))
    assert listed["status"] == "open" and listed["span_count"] == 3
    assert listed["execution"]["attempt_id"] == aid and listed["execution"]["source"] == "client"
    assert (listed["input_tokens"], listed["output_tokens"]) == (12, 30)
    assert list(client.traces.live(run_id=run_id, sample_id="smp_none")) == []
    detail = client.traces.get_live(listed["id"]).to_dict()
    spans = {s["span_id"]: s for s in detail["spans"]}
    assert spans[model]["status"] == "ok" and spans[model]["output"]["content"] == "42"
    assert spans[model]["input"] == [{"role": "user"}] and spans[model]["parent_span_id"] == root
    assert spans[tool]["error"] == {"code": "calculation_failed"}
    assert [e["label"] for e in spans[root]["events"]] == ["planned"]
    assert spans[root]["ended_at"] == "2026-01-01T00:00:03.000000Z"
    refused(
        lambda: client.traces.get_live("00000000-0000-4000-8000-000000000000"), "trace_not_found"
    )

    answer_attempt(runs, as_attempt(local, grant), run_id, grant)
    # finish seals the trajectory: it is complete and takes no more steps.
    assert [t["status"] for t in client.traces.live(run_id=run_id)] == ["complete"]
    late = trace_batch(6, span(6, "d" * 16, "agent", "late"))
    refused(
        lambda: runs.attempts.observe(run_id, aid, late, idempotency_key="late"), "trace_sealed"
    )
    bad = trace_batch(0, {"type": "span", "ordinal": -1})
    other = claim(runs, run_id, 2)
    refused(
        lambda: runs.attempts.observe(run_id, other["attempt_id"], bad, idempotency_key="bad"),
        "invalid_request",
    )


def test_a_trace_level_above_the_platform_is_refused() -> None:
    local = EvalRouterLocal(seed=5, max_trace_level="spans")
    client = local.client()
    with pytest.raises(EvalRouterError) as caught:
        client.quotes.create(quote_body(trace={"level": "content"}))
    assert caught.value.code == "client_trace_level_unavailable"
    assert caught.value.details == {"field": "trace.level", "max_level": "spans"}
    q = client.quotes.create(quote_body(trace={"level": "metadata", "include": ["tool_calls"]}))
    trace = q["plan"]["client_run"]["trace"]
    assert trace == {"level": "metadata", "include": ["tool_calls"]}


# ------------------------------------------------------------------------- failures, retries


def test_infrastructure_failures_are_retried_agent_failures_are_not(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=2)
    crashed, raised = claim(runs, run_id, 1), claim(runs, run_id, 2)

    def fail(grant: Json, code: str) -> Any:
        aid = grant["attempt_id"]
        body = {"outcome": "failed", "failure_code": code}
        return runs.attempts.finish(run_id, aid, body, idempotency_key=f"cr-finish-{aid}")

    assert fail(crashed, "client_controller_crashed")["failure_code"] == "client_controller_crashed"
    ended = runs.attempts.finish(
        run_id,
        raised["attempt_id"],
        {"outcome": "completed", "ended_by": "agent_exited"},
        idempotency_key="k",
    )
    assert (ended["state"], ended["failure_code"]) == ("failed", "client_agent_exited")
    refused(lambda: claim(runs, run_id, 3, retry_of=raised["attempt_id"]), "attempt_not_retryable")
    # The run waits for the retry of its infrastructure failure.
    assert client.runs.get(run_id)["status"] == "running"
    retry = claim(runs, run_id, 4, retry_of=crashed["attempt_id"])
    assert retry["attempt"] == 2 and retry["task_ref"] == crashed["task_ref"]
    refused(lambda: claim(runs, run_id, 5, retry_of=crashed["attempt_id"]), "attempt_not_retryable")
    fail(retry, "client_network_lost")
    second_retry = claim(runs, run_id, 6, retry_of=retry["attempt_id"])
    assert second_retry["attempt"] == 3
    fail(second_retry, "client_network_lost")
    # Two retries per task: the third infrastructure failure is final, and the run is over.
    refused(
        lambda: claim(runs, run_id, 7, retry_of=second_retry["attempt_id"]),
        "client_run_no_pending_attempts",
    )
    record = client.runs.get(run_id)
    assert record["status"] == "failed" and record["error_count"] == 2
    listed = local.attempts(run_id)
    assert [a["retry_of"] for a in listed] == [
        None,
        None,
        crashed["attempt_id"],
        retry["attempt_id"],
    ]


def test_an_unretried_failure_closes_the_run_after_the_retry_window(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=1)
    aid = claim(runs, run_id, 1)["attempt_id"]
    body = {"outcome": "failed", "failure_code": "client_install_failed"}
    runs.attempts.finish(run_id, aid, body, idempotency_key=f"cr-finish-{aid}")
    assert client.runs.get(run_id)["status"] == "running"
    local.advance(599)
    assert client.runs.get(run_id)["status"] == "running"
    local.advance(1)
    record = client.runs.get(run_id)
    assert record["status"] == "failed" and record["terminal_reason"] == "attempts_failed"
    [sample] = local_samples(client, run_id)
    assert (sample["error_code"], sample["failure_class"]) == (
        "client_install_failed",
        "infrastructure",
    )
    refused(lambda: claim(runs, run_id, 2, retry_of=aid), "client_run_no_pending_attempts")


def test_nothing_submitted_and_gave_up(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=2)
    silent, quitter = claim(runs, run_id, 1), claim(runs, run_id, 2)
    receipt = runs.attempts.finish(
        run_id,
        silent["attempt_id"],
        {"outcome": "completed", "stop_reason": "end_turn"},
        idempotency_key="s",
    )
    assert (receipt["state"], receipt["failure_code"]) == ("failed", "client_no_submission")
    mine = as_attempt(local, quitter)
    done = mine.attempts.done(run_id, quitter["attempt_id"], {"reason": "gave_up"})
    assert done["state"] == "failed"
    receipt = runs.attempts.finish(
        run_id, quitter["attempt_id"], {"outcome": "completed"}, idempotency_key="q"
    )
    assert receipt["failure_code"] == "client_no_submission"
    record = client.runs.get(run_id)
    assert record["status"] == "failed"
    results = client.runs.results(run_id).to_dict()
    counts = results["profiles"][0]["outcome_counts"]["failures_by_class"]
    assert counts == {"client_no_submission": 2}


def test_deadline_and_idle_allowance_end_attempts(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    limits = {"attempt_seconds": 600, "idle_seconds": 100}
    run_id = start(client, count=3, limits=limits, concurrency=3)
    idle, slow, submitted = (claim(runs, run_id, s) for s in (1, 2, 3))
    assert slow["attempt_deadline_at"] == slow["lease_expires_at"] - 90 + 600
    mine = {g["attempt_id"]: as_attempt(local, g) for g in (slow, submitted)}
    digest = mine[submitted["attempt_id"]].attempts.task(run_id, submitted["attempt_id"])
    output = {"kind": "answer", "text": "The answer is 1."}
    body = {"revision": 1, "inputs_sha256": digest["task"]["inputs_sha256"], "output": output}
    mine[submitted["attempt_id"]].attempts.submit(run_id, submitted["attempt_id"], body)
    for _ in range(8):
        local.advance(75)  # heartbeats keep every lease; only the agents' own calls are progress
        alive = {a["id"] for a in local.attempts(run_id) if a["state"] in ("active", "submitted")}
        for grant in (idle, slow, submitted):
            if grant["attempt_id"] in alive:
                runs.attempts.heartbeat(run_id, grant["attempt_id"], {"acp_state": "prompting"})
        for aid, attempt_client in mine.items():
            if aid in alive:
                attempt_client.attempts.task(run_id, aid)
    states = {a["id"]: a["state"] for a in local.attempts(run_id)}
    samples = {s["task_id"]: s for s in local_samples(client, run_id)}
    assert states[idle["attempt_id"]] == "failed"
    assert samples[idle["task_ref"]]["error_code"] == "client_agent_stalled"
    assert samples[slow["task_ref"]]["error_code"] == "client_attempt_timeout"
    # At its deadline an attempt that had submitted is graded on that submission.
    assert states[submitted["attempt_id"]] == "graded"


def test_the_gateway_streams_both_formats(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    openai = pytest.importorskip("openai", reason="the openai package is a dev dependency")
    run_id = start(client, count=1)
    grant = claim(runs, run_id, 1)
    aid = grant["attempt_id"]
    mine = as_attempt(local, grant)
    messages = mine.attempts.task(run_id, aid)["inputs"]["messages"]
    whole = mine.attempts.gateway.chat_completions(
        run_id, aid, {"model": "m", "messages": messages}
    )
    expected = whole["choices"][0]["message"]["content"]
    # A real OpenAI client on the gateway base URL, the attempt credential as its key.
    with httpx.Client(transport=local.transport()) as http:
        agent = openai.OpenAI(
            base_url=grant["gateway_base_url"], api_key=grant["credential"], http_client=http
        )
        chunks = list(
            agent.chat.completions.create(
                model="m",
                messages=messages,
                stream=True,
                stream_options={"include_usage": True},
            )
        )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == expected
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens > 0
    path = f"/v1/client-runs/{run_id}/attempts/{aid}/gateway/v1/messages"
    response = local.handle(
        httpx.Request(
            "POST",
            "http://127.0.0.1" + path,
            json={"model": "m", "max_tokens": 64, "messages": messages, "stream": True},
            headers={"x-api-key": grant["credential"]},
        )
    )
    assert response.headers["content-type"] == "text/event-stream"
    events = [
        line.removeprefix("event: ")
        for line in response.text.splitlines()
        if line.startswith("event: ")
    ]
    assert events[0] == "message_start" and events[-1] == "message_stop"
    deltas = [
        json.loads(line.removeprefix("data: "))["delta"]["text"]
        for line in response.text.splitlines()
        if line.startswith("data: ") and "text_delta" in line
    ]
    assert "".join(deltas) == expected
    assert [a["gateway_calls"] for a in local.attempts(run_id)] == [3]


def test_acp_observation_batches_are_counted(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    run_id = start(client, count=1)
    aid = claim(runs, run_id, 1)["attempt_id"]
    event = {"kind": "tool_call", "ordinal": 1, "payload_bytes": 40, "sha256": "e" * 64}
    batch = {
        "schema_version": "evalrouter.acp-observations.v1",
        "events": [event, {**event, "ordinal": 2, "kind": "tool_call_update"}],
        "coverage": {"truncated": False, "unsupported_notifications": 0},
    }
    receipt = runs.attempts.observe(run_id, aid, batch, idempotency_key=f"cr-obs-{aid}-2")
    assert (receipt["received_events"], receipt["event_count"]) == (2, 2)
    refused(
        lambda: runs.attempts.observe(
            run_id, aid, {**batch, "schema_version": "v9"}, idempotency_key="x"
        ),
        "invalid_request",
    )


@pytest.mark.parametrize(
    ("change", "code", "field"),
    [
        (
            {"model": {"kind": "connection", "connection_id": "c"}},
            "client_run_gateway_only",
            "model.kind",
        ),
        ({"agent": {**AGENT, "command_digest": "nope"}}, "invalid_request", "agent.command_digest"),
        ({"agent": {**AGENT, "declared_name": ""}}, "invalid_request", "agent.declared_name"),
        ({"limits": {"max_tokens": 5}}, "invalid_request", "limits.max_tokens"),
        ({"limits": {"max_calls": 0}}, "invalid_request", "limits.max_calls"),
        ({"trace": {"level": "content", "redact": ["x"]}}, "invalid_request", "trace"),
        (
            {"trace": {"include": ["model_turns", "model_turns"]}},
            "invalid_request",
            "trace.include",
        ),
    ],
)
def test_local_agent_quotes_are_checked(change: Json, code: str, field: str) -> None:
    client = EvalRouterLocal(seed=5).client()
    with pytest.raises(EvalRouterError) as caught:
        client.quotes.create({**quote_body(), **change})
    assert caught.value.code == code
    assert caught.value.details == {"field": field}


def test_a_client_run_quote_plans_the_protocol(client: EvalRouter) -> None:
    q = client.quotes.create(quote_body(count=3, concurrency=3, limits={"max_cost_microusd": 5000}))
    plan = q["plan"]
    assert plan["agent"] == AGENT and plan["concurrency"]["admitted_ceiling"] == 3
    assert plan["client_run"]["limits"]["max_cost_microusd"] == 5000
    assert plan["task_protocol"]["schema"] == "evalrouter.task-protocol.v2"
    fee = BENCHMARKS_BY_ID["prof_gsm8k_v3"].task_fee_microusd
    # The worst case of each task: its attempt's model budget and its fee.
    assert q["worst_case_charge_microusd"] == str(3 * (5000 + fee))
    assert client.quotes.create(quote_body())["plan"]["concurrency"]["admitted_ceiling"] == 8


def test_the_run_record_carries_the_admitted_concurrency(
    client: EvalRouter, runs: ClientRuns
) -> None:
    """What a controller that resumes the run reads to know how many attempts it may hold."""
    q = client.quotes.create(quote_body(count=5, concurrency=3))
    run = client.runs.create(quote_id=q["id"])
    assert run["execution_mode"] == "client_run"
    assert run["concurrency"] == q["plan"]["concurrency"]
    assert run["concurrency"]["admitted_ceiling"] == 3
    for seq in (1, 2, 3):
        claim(runs, run["id"], seq)
    refused(lambda: claim(runs, run["id"], 4), "client_run_attempts_busy")
    assert client.runs.get(run["id"])["concurrency"]["admitted_ceiling"] == 3
    capped = client.runs.create(quote_id=client.quotes.create(quote_body(concurrency=99))["id"])
    assert capped["concurrency"]["requested"] == 99
    assert capped["concurrency"]["admitted_ceiling"] == 16  # Local's most
    managed = client.runs.create(
        quote_id=client.quotes.create(
            {"model": {"kind": "managed", "route_id": ROUTE}, "selection": {"eval": "gsm8k@3"}}
        )["id"]
    )
    # Local simulates a model run one task at a time.
    assert managed["execution_mode"] is None and managed["concurrency"]["admitted_ceiling"] == 1


def test_a_trivial_agent_scores_as_the_simulated_model_run_does(
    local: EvalRouterLocal, client: EvalRouter, runs: ClientRuns
) -> None:
    model_run = client.runs.create(benchmark="gsm8k@2", model=ROUTE, max_cost=5)
    local.run_until_done(model_run.id)
    expected = {s["task_id"]: s["outcome"] for s in local_samples(client, model_run.id)}
    run_id = start(client, eval_ref="gsm8k@2", count=len(expected))
    for seq in range(1, len(expected) + 1):
        grant = claim(runs, run_id, seq)
        answer_attempt(runs, as_attempt(local, grant), run_id, grant)
    agent = {s["task_id"]: s["outcome"] for s in local_samples(client, run_id)}
    assert agent == expected
    assert "incorrect" in agent.values() and "correct" in agent.values()
