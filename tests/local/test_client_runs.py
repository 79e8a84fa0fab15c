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

import pytest
from evalrouter_generated.resources.client_runs import AsyncClientRuns, ClientRuns

from evalrouter import EvalRouter
from evalrouter._exceptions import EvalRouterError
from evalrouter.testing import EvalRouterLocal
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
