"""Shared fixtures for the foundation's unit tests.

Every test talks to an ``httpx.MockTransport``: nothing leaves the process, and retries never
really sleep (the transports' sleep is replaced by a recorder).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import pytest

import evalrouter
import evalrouter._transport as transport_module

ROOT = Path(__file__).resolve().parents[2]
BASE = "https://api.example.com"
KEY = "sk-test-123456"
ENV_VARS = (
    "EVALROUTER_API_KEY",
    "EVALROUTER_BASE_URL",
    "EVALROUTER_WORKSPACE_ID",
    "EVALROUTER_WEB_URL",
)

Responder = httpx.Response | type[Exception] | Callable[[httpx.Request], Any]


# --------------------------------------------------------------------------- the spec


@cache
def spec() -> dict[str, Any]:
    return json.loads((ROOT / "openapi.json").read_text())


def spec_operations() -> list[tuple[str, str, dict[str, Any]]]:
    """(path, METHOD, operation object) for every operation in openapi.json."""
    out = []
    for path, item in spec()["paths"].items():
        for method, op in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                out.append((path, method.upper(), op))
    return out


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    schemas = spec()["components"]["schemas"]
    while "$ref" in schema:
        schema = schemas[schema["$ref"].rsplit("/", 1)[1]]
    return schema


def minimal(schema: dict[str, Any]) -> Any:
    """The smallest JSON value the schema accepts: required fields only, nulls where allowed."""
    schema = _resolve(schema)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    if "anyOf" in schema:
        if any(_resolve(alt).get("type") == "null" for alt in schema["anyOf"]):
            return None
        return minimal(schema["anyOf"][0])
    if "oneOf" in schema:
        return minimal(schema["oneOf"][0])
    kind = schema.get("type")
    if isinstance(kind, list):
        if "null" in kind:
            return None
        kind = kind[0]
    if kind == "object" or "properties" in schema:
        return {name: minimal(schema["properties"][name]) for name in schema.get("required", [])}
    return {"array": [], "string": "x", "integer": 0, "number": 0, "boolean": False}.get(
        str(kind), {}
    )


def minimal_schema_body(name: str) -> Any:
    return minimal({"$ref": f"#/components/schemas/{name}"})


def minimal_response(op: dict[str, Any]) -> Any:
    content = op["responses"]["2XX"].get("content", {})
    if not content:
        return {}
    media, media_obj = next(iter(content.items()))
    if media != "application/json":
        return None
    return minimal(media_obj.get("schema", {}))


def run_record(**extra: Any) -> dict[str, Any]:
    return {**minimal_schema_body("RunRecord"), "id": "run_1", "status": "running", **extra}


# --------------------------------------------------------------------------- a fake server


def envelope(code: str, *, status_message: str = "", **fields: Any) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": status_message or f"{code} happened"}
    error.update(fields)
    return {"error": error}


class Server:
    """Answers requests from a script; the last entry repeats. Records every request."""

    def __init__(self, *script: Responder) -> None:
        self.script: list[Responder] = list(script) or [httpx.Response(200, json={})]
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        index = min(len(self.requests), len(self.script)) - 1
        step = self.script[index]
        if isinstance(step, type) and issubclass(step, Exception):
            if issubclass(step, httpx.RequestError):
                raise step("simulated failure", request=request)
            raise step("simulated failure")
        if callable(step) and not isinstance(step, httpx.Response):
            return step(request)
        return httpx.Response(
            step.status_code, headers=step.headers, content=step.content, request=request
        )

    @property
    def last(self) -> httpx.Request:
        return self.requests[-1]

    @property
    def count(self) -> int:
        return len(self.requests)


class Harness:
    """One client (sync or async) wired to a ``Server``, with sleeps recorded, not slept."""

    def __init__(self, is_async: bool, server: Server, **options: Any) -> None:
        self.is_async = is_async
        self.server = server
        self.sleeps: list[float] = []
        options.setdefault("base_url", BASE)
        options.setdefault("api_key", KEY)
        cls = evalrouter.AsyncEvalRouter if is_async else evalrouter.EvalRouter
        self.client: Any = cls(transport=httpx.MockTransport(server), **options)
        self.patch(self.client)

    def patch(self, client: Any) -> Any:
        """Record sleeps instead of sleeping; fix the jitter so delays are exact."""
        tr = client._transport
        tr.rng = lambda: 0.0
        if self.is_async:

            async def fake_sleep(seconds: float) -> None:
                self.sleeps.append(seconds)

            tr._sleep = fake_sleep
        else:
            tr.sleep = self.sleeps.append
        return client

    async def call(self, fn: Callable[[Any], Any]) -> Any:
        result = fn(self.client)
        if inspect.isawaitable(result):
            result = await result
        return result

    async def close(self) -> None:
        result = self.client.close()
        if inspect.isawaitable(result):
            await result


@pytest.fixture(params=[False, True], ids=["sync", "async"])
def is_async(request: pytest.FixtureRequest) -> bool:
    return bool(request.param)


@pytest.fixture
def make(is_async: bool) -> Iterator[Callable[..., Harness]]:
    """``make(*script, **client_options)`` → a Harness for the parametrized flavour."""
    made: list[Harness] = []

    def factory(*script: Responder, **options: Any) -> Harness:
        harness = Harness(is_async, Server(*script), **options)
        made.append(harness)
        return harness

    yield factory


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def reset_deprecation_flags() -> Iterator[None]:
    transport_module._warned.clear()
    yield
    transport_module._warned.clear()
