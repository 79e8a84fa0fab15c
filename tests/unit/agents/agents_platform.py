"""A scripted attempt platform (task, actions, submission, done) and the task server set up on
it, for the task-server tests. Holds no tests of its own."""

from __future__ import annotations

import asyncio
import copy
import json
from pathlib import Path
from typing import Any

import httpx
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from evalrouter.agents._sandbox.request import SandboxRequest
from evalrouter.agents._task.server import TaskServer
from tests.support.api import FakeAPI, make_client
from tests.support.clock import FakeClock

RUN = "run_1"
ATTEMPT = "att_1"
CREDENTIAL = "ercr_att1.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"
ATTEMPT_PATH = f"/v1/client-runs/{RUN}/attempts/{ATTEMPT}"

LOOKUP = {
    "name": "lookup",
    "description": "Look a word up.",
    "inputSchema": {"type": "object", "properties": {"query": {"type": "string"}}},
    "executes_at": "worker",
}
FETCH = {
    "name": "fetch_files",
    "description": "Restore the task files.",
    "inputSchema": {"type": "object", "properties": {}},
    "executes_at": "client",
}


SPEC = json.loads((Path(__file__).resolve().parents[3] / "openapi.json").read_text())
REGISTRY = Registry().with_resource(
    "urn:evalrouter:openapi", Resource.from_contents(SPEC, default_specification=DRAFT202012)
)
SCHEMAS = {  # route: (request body schema, answer schema)
    "/task": (None, "TaskDelivery"),
    "/submission": ("Submission", "SubmissionReceipt"),
    "/actions": ("ActionCall", "ActionResult"),
    "/done": ("Done", "DoneReceipt"),
}


def check(name: str | None, value: Any) -> None:
    """``value`` fits openapi.json's schema ``name`` (the wire contract both sides follow)."""
    if name is not None:
        ref = {"$ref": f"urn:evalrouter:openapi#/components/schemas/{name}"}
        Draft202012Validator(ref, registry=REGISTRY).validate(value)


def delivery(kind: str = "answer", **extra: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "schema": "evalrouter.task-protocol.v2",
        "attempt_id": ATTEMPT,
        "task": {"task_id": "task_7", "inputs_sha256": "a" * 64},
        "instructions": "Answer the question.",
        "inputs": {"messages": [{"role": "user", "content": "2+2?"}]},
        "output": {"kind": kind},
        "actions": [LOOKUP],
        "submission_revision": 0,
        "next_action_step": 0,
        "state": "active",
    }
    body.update(extra)
    return body


def error(status: int, code: str, **details: Any) -> httpx.Response:
    body = {"error": {"code": code, "message": f"{code} happened", "details": details or None}}
    return httpx.Response(status, json=body)


class Platform:
    """The attempt's routes, with the state a real platform keeps: the delivery (its
    submission revision and next action step), submissions, actions and done. ``fail`` queues
    answers (responses or exceptions) for a route, served before its normal behaviour."""

    def __init__(self, task: dict[str, Any]) -> None:
        self.delivery = task
        self.requests: list[httpx.Request] = []
        self.submissions: list[dict[str, Any]] = []
        self.actions: list[dict[str, Any]] = []
        self.done: list[dict[str, Any]] = []
        self.queued: dict[str, list[httpx.Response | Exception]] = {}
        self.in_flight = 0
        self.most_in_flight = 0

    def fail(self, route: str, *answers: httpx.Response | Exception) -> None:
        self.queued.setdefault(route, []).extend(answers)

    def routes(self, method: str | None = None) -> list[str]:
        return [
            f"{r.method} {r.url.path.removeprefix(ATTEMPT_PATH)}"
            for r in self.requests
            if method is None or r.method == method
        ]

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        try:
            await asyncio.sleep(0)
            return self.answer(request)
        finally:
            self.in_flight -= 1

    def answer(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        assert request.headers["authorization"] == f"Bearer {CREDENTIAL}"
        route = request.url.path.removeprefix(ATTEMPT_PATH)
        queued = self.queued.get(route)
        if queued:
            step = queued.pop(0)
            if isinstance(step, Exception):
                raise step
            return step
        body = json.loads(request.content) if request.content else None
        asks, answers = SCHEMAS[route]
        check(asks, body)
        response = self.normal(route, body)
        if response.status_code == 200:
            check(answers, response.json())
        return response

    def normal(self, route: str, body: Any) -> httpx.Response:
        if route == "/task":
            return httpx.Response(200, json=self.delivery)
        if route == "/submission":
            assert body["revision"] == self.delivery["submission_revision"] + 1
            self.submissions.append(body)
            self.delivery["submission_revision"] = body["revision"]
            return httpx.Response(
                200, json={"revision": body["revision"], "state": "active", "attempt_id": ATTEMPT}
            )
        if route == "/actions":
            if body["step"] != self.delivery["next_action_step"]:
                return error(
                    409, "action_step_conflict", next_step=self.delivery["next_action_step"]
                )
            self.actions.append(body)
            self.delivery["next_action_step"] += 1
            return httpx.Response(
                200,
                json={
                    "step": body["step"],
                    "content": [{"type": "text", "text": f"found {body['arguments']}"}],
                    "structuredContent": {"hits": 1},
                    "isError": False,
                },
            )
        if route == "/done":
            self.done.append(body)
            self.delivery["state"] = "submitted"
            return httpx.Response(
                200, json={"state": "submitted", "attempt_id": ATTEMPT, "graded_revision": 1}
            )
        raise AssertionError(f"unexpected route {route}")


class Recorder:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, dict[str, Any], bool, str | None]] = []

    def record_tool(
        self,
        name: str,
        arguments: Any,
        result: Any,
        is_error: bool,
        error_code: str | None,
    ) -> None:
        self.calls.append((name, copy.deepcopy(arguments), dict(result), is_error, error_code))


class Setup:
    def __init__(
        self,
        platform: Platform,
        workspace: Path,
        toolsets: tuple[str, ...],
        sandbox: SandboxRequest | None = None,
    ) -> None:
        self.platform = platform
        self.trace = Recorder()
        self.clock = FakeClock()
        self.client = make_client(
            "async",
            FakeAPI(platform),
            self.clock,
            api_key=CREDENTIAL,
            base_url="https://api.example",
            max_retries=0,
        )
        self.server = TaskServer(
            self.client,
            RUN,
            ATTEMPT,
            workspace,
            toolsets=toolsets,
            trace=self.trace,
            sleep=self.clock.async_sleep,
            sandbox=sandbox,
        )
