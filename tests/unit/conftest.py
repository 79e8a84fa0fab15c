"""Shared fixtures for the foundation's unit tests.

Every test runs under pytest-httpx (the ``httpx_mock`` fixture is active for all of them): the
clients are built as users build them, with httpx's own transports, and pytest-httpx answers
every request, so nothing leaves the process. Retries never really sleep: each client is built
with a fake ``Timing`` (``_timing=``) whose sleeps are recorded.
"""

from __future__ import annotations

import inspect
import json
import ssl
import time
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import httpx
import httpx._transports.default as httpx_default_transport
import pytest
from pytest_httpx import HTTPXMock

import evalrouter
import evalrouter._pipeline as pipeline_module
from evalrouter._timing import Timing

ROOT = Path(__file__).resolve().parents[2]
BASE = "https://api.example.com"
KEY = "sk-test-123456"
ENV_VARS = (
    "EVALROUTER_API_KEY",
    "EVALROUTER_BASE_URL",
    "EVALROUTER_WORKSPACE_ID",
    "EVALROUTER_WEB_URL",
)

Responder = httpx.Response | type[Exception] | Exception | Callable[[httpx.Request], Any]


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


# --------------------------------------------------------------------------- pytest-httpx

_active_mocks: list[HTTPXMock] = []


@pytest.fixture(autouse=True)
def intercepted(httpx_mock: HTTPXMock) -> Iterator[HTTPXMock]:
    """pytest-httpx for every test: a request nobody registered an answer for fails the test
    (``assert_all_requests_were_expected``), so no test can reach a network by accident."""
    _active_mocks.append(httpx_mock)
    yield httpx_mock
    _active_mocks.remove(httpx_mock)


def active_httpx_mock() -> HTTPXMock:
    """The running test's ``httpx_mock``, for helpers that are not fixtures themselves."""
    if not _active_mocks:
        raise RuntimeError("no httpx_mock is active: only tests under tests/unit have one")
    return _active_mocks[-1]


@pytest.fixture(scope="session", autouse=True)
def _shared_ssl_context() -> Iterator[None]:
    """Every client builds a real ``httpx.HTTPTransport``, which loads the CA bundle: ~50 ms
    each, for a context pytest-httpx never uses. Build the default one once for the session."""
    original = httpx_default_transport.create_ssl_context
    default = original()

    def shared(
        verify: ssl.SSLContext | str | bool = True, cert: Any = None, trust_env: bool = True
    ) -> ssl.SSLContext:
        if verify is True and cert is None:
            return default
        return original(verify=verify, cert=cert, trust_env=trust_env)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(httpx_default_transport, "create_ssl_context", shared)
        yield


# --------------------------------------------------------------------------- a fake server


def envelope(code: str, *, status_message: str = "", **fields: Any) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": status_message or f"{code} happened"}
    error.update(fields)
    return {"error": error}


class Server:
    """A script of answers, registered with pytest-httpx in order: an ``httpx.Response``
    (``add_response``), an exception class or instance (``add_exception``) or a callable
    (``add_callback``). Each answers one request; the last one repeats (``is_reusable``) and
    may go unused (``is_optional``), every other one must be requested. ``requests`` are the
    requests pytest-httpx intercepted (``httpx_mock.get_requests()``): one server per test."""

    def __init__(self, *script: Responder) -> None:
        self.script: list[Responder] = list(script) or [httpx.Response(200, json={})]
        self._mock: HTTPXMock | None = None

    def install(self, httpx_mock: HTTPXMock) -> Server:
        if self._mock is not None:
            raise RuntimeError("this script is already registered")
        self._mock = httpx_mock
        for index, step in enumerate(self.script):
            last = index == len(self.script) - 1
            options: dict[str, Any] = {"is_reusable": last, "is_optional": last}
            if isinstance(step, httpx.Response):
                httpx_mock.add_response(
                    status_code=step.status_code,
                    headers=step.headers.multi_items(),
                    content=step.content,
                    **options,
                )
            elif isinstance(step, Exception):
                httpx_mock.add_exception(step, **options)
            elif isinstance(step, type) and issubclass(step, Exception):
                httpx_mock.add_exception(step("simulated failure"), **options)
            else:
                httpx_mock.add_callback(step, **options)
        return self

    @property
    def requests(self) -> list[httpx.Request]:
        if self._mock is None:
            return []
        return self._mock.get_requests()

    @property
    def last(self) -> httpx.Request:
        return self.requests[-1]

    @property
    def count(self) -> int:
        return len(self.requests)


class Harness:
    """One client (sync or async), built without a transport so pytest-httpx answers it from a
    ``Server``, with sleeps recorded, not slept. ``rng`` fixes the jitter (0: delays are exact),
    ``clock`` tells time (default: the real monotonic clock) and ``on_sleep`` sees each sleep
    after it is recorded (a test's clock may move by it)."""

    def __init__(
        self,
        is_async: bool,
        server: Server,
        httpx_mock: HTTPXMock,
        *,
        rng: Callable[[], float] = lambda: 0.0,
        clock: Callable[[], float] = time.monotonic,
        on_sleep: Callable[[float], object] | None = None,
        **options: Any,
    ) -> None:
        self.is_async = is_async
        self.server = server.install(httpx_mock)
        self.sleeps: list[float] = []
        self.on_sleep = on_sleep
        options.setdefault("base_url", BASE)
        options.setdefault("api_key", KEY)
        options.setdefault("_timing", self.timing(rng, clock))
        cls = evalrouter.AsyncEvalRouter if is_async else evalrouter.EvalRouter
        self.client: Any = cls(**options)

    def timing(self, rng: Callable[[], float], clock: Callable[[], float]) -> Timing:
        """Sleeps recorded in ``self.sleeps`` instead of slept."""

        def sleep(seconds: float) -> None:
            self.sleeps.append(seconds)
            if self.on_sleep is not None:
                self.on_sleep(seconds)

        async def async_sleep(seconds: float) -> None:
            sleep(seconds)

        return Timing(sleep=sleep, async_sleep=async_sleep, monotonic=clock, random=rng)

    async def call(self, fn: Callable[[Any], Any]) -> Any:
        result = fn(self.client)
        if inspect.isawaitable(result):
            result = await result
        return result

    async def close(self) -> None:
        result = self.client.close()
        if inspect.isawaitable(result):
            await result


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    """Which client a runs test drives: ``"sync"`` (EvalRouter) or ``"async"``."""
    return str(request.param)


# The runs tests' fake API, fake clock and client; a test module scripts its own ``api``.
@pytest.fixture
def api() -> Any:
    from tests.unit.runs_support import FakeAPI

    return FakeAPI()


@pytest.fixture
def clock() -> Any:
    from tests.unit.runs_support import Clock

    return Clock()


@pytest.fixture
def client(mode: str, api: Any, clock: Any) -> Any:
    """A client of ``mode`` answered by ``api``; ``wait``/``follow`` sleep on ``clock``."""
    from tests.unit.runs_support import make_client

    return make_client(mode, api, clock)


@pytest.fixture(params=[False, True], ids=["sync", "async"])
def is_async(request: pytest.FixtureRequest) -> bool:
    return bool(request.param)


@pytest.fixture
def make(is_async: bool, httpx_mock: HTTPXMock) -> Callable[..., Harness]:
    """``make(*script, **client_options)`` → a Harness for the parametrized flavour."""

    def factory(*script: Responder, **options: Any) -> Harness:
        return Harness(is_async, Server(*script), httpx_mock, **options)

    return factory


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def reset_deprecation_flags() -> Iterator[None]:
    pipeline_module._warned.clear()
    yield
    pipeline_module._warned.clear()
