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
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from evalrouter_generated.resources.client_runs import AsyncClientRuns, ClientRuns

from evalrouter import EvalRouter
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


def claim(runs: ClientRuns, run_id: str, seq: int, **body: Any) -> Json:
    grant = runs.attempts.claim(run_id, {"claim": {"controller_id": "ctl-1", "seq": seq}, **body})
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
    assert grant["model_alias"] == ROUTE and grant["limits"]["max_calls"] == 50
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
    # 60 s without a beat: the second attempt is abandoned, the first is still alive.
    error = refused(
        lambda: runs.attempts.heartbeat(run_id, lost["attempt_id"], {"acp_state": "prompting"}),
        "lease_lost",
    )
    assert error.details == {"attempt_id": lost["attempt_id"], "failure_code": "client_abandoned"}
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
    assert states[lost["attempt_id"]] == ("expired", "agent")
    record = client.runs.get(run_id)
    assert record["status"] == "partial" and record["error_count"] == 1


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
    assert samples[idle["task_ref"]]["error_code"] == "client_abandoned"
    assert client.runs.get(run_id)["status"] == "partial"


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
