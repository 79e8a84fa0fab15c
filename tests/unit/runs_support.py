"""Shared helpers of the runs/resolution tests: schema-valid API records, a scripted fake API
(answering through pytest-httpx) and sync/async clients. Holds no tests of its own."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from pytest_httpx import HTTPXMock

from evalrouter import AsyncEvalRouter, EvalRouter
from evalrouter._timing import Timing
from tests.unit.conftest import active_httpx_mock

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS: dict[str, Any] = json.loads((ROOT / "openapi.json").read_text())["components"]["schemas"]
BASE = "https://api.example.com"


def _build(schema: dict[str, Any]) -> Any:
    if "$ref" in schema:
        return _build(SCHEMAS[schema["$ref"].rsplit("/", 1)[-1]])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            options = schema[key]
            if any(o.get("type") == "null" for o in options):
                return None
            return _build(options[0])
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        if "null" in kind:
            return None
        kind = kind[0]
    if kind == "object":
        props = schema.get("properties", {})
        return {name: _build(props[name]) for name in schema.get("required", []) if name in props}
    return {"array": [], "string": "x", "integer": 0, "number": 0.0, "boolean": False}[kind]


def minimal(schema: str, /, **fields: Any) -> dict[str, Any]:
    """The smallest valid ``schema`` record of openapi.json, with ``fields`` set."""
    data = _build({"$ref": f"#/components/schemas/{schema}"})
    data.update(fields)
    return data


# --------------------------------------------------------------------------- records


def run_record(run_id: str = "run_1", status: str = "queued", **fields: Any) -> dict[str, Any]:
    return minimal("RunRecord", id=run_id, status=status, **fields)


def quote_record(quote_id: str = "q_1", max_charge: str | None = "4000000", **f: Any) -> dict:
    return minimal("QuoteRecord", id=quote_id, max_charge_microusd=max_charge, **f)


def metric(key: str, value: float) -> dict[str, Any]:
    return minimal("MetricRecord", key=key, value=value, name=key)


def profile_result(headline: str | None, metrics: list[dict[str, Any]], **f: Any) -> dict:
    return minimal("ProfileResult", headline_key=headline, metrics=metrics, **f)


def result_record(run_id: str = "run_1", score: float | None = 0.82) -> dict[str, Any]:
    metrics = [metric("f1", 0.5)] + ([metric("accuracy", score)] if score is not None else [])
    return minimal("ResultRecord", run_id=run_id, profiles=[profile_result("accuracy", metrics)])


def bench_row(
    slug: str,
    version: str = "1",
    *,
    row_id: str | None = None,
    name: str | None = None,
    availability: dict[str, Any] | None = None,
    **f: Any,
) -> dict[str, Any]:
    data = minimal(
        "BenchmarkRecord",
        id=row_id or f"{slug}-v{version}",
        slug=slug,
        version=version,
        status="active",
        name=name or slug.upper(),
        **f,
    )
    if availability is not None:
        data["quote_availability"] = availability
    return data


def detail(slug: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"slug": slug, "versions": rows}


def route(route_id: str, display: str, model_id: str | None = None) -> dict[str, Any]:
    return minimal("ManagedRoute", id=route_id, display_name=display, model_id=model_id or route_id)


def page(items: list[dict[str, Any]], cursor: str | None = None) -> dict[str, Any]:
    return {"data": items, "next_cursor": cursor}


def event(seq: int, kind: str = "run.updated") -> dict[str, Any]:
    return {"sequence": seq, "type": kind, "created_at": "2026-01-01T00:00:00Z", "data": {}}


def events(
    items: list[dict[str, Any]], nxt: int, *, more: bool = False, status: str | None = "running"
) -> dict[str, Any]:
    data: dict[str, Any] = {"data": items, "has_more": more, "next_sequence": nxt}
    if status is not None:
        data["run_status"] = status
    return data


def error(status: int, code: str, message: str = "refused") -> httpx.Response:
    return httpx.Response(status, json={"error": {"code": code, "message": message}})


# --------------------------------------------------------------------------- fake API

Answer = dict[str, Any] | list[Any] | httpx.Response | Callable[[httpx.Request], Any]
API_URLS = re.compile(re.escape(BASE) + r"/v1/.*")


class FakeAPI:
    """Answers scripted per ``(method, path)``; a list of answers is consumed in order (the last
    one repeats). Every request is recorded in ``requests``.

    The fake is one pytest-httpx callback (see :meth:`attach`, done by :func:`make_client`) for
    every request to ``BASE``: routes can be scripted after the client exists, and a request to
    anywhere else is not expected, so pytest-httpx fails the test."""

    def __init__(self) -> None:
        self.routes: dict[tuple[str, str], list[Answer]] = {}
        self.requests: list[httpx.Request] = []
        self._attached: list[HTTPXMock] = []

    def attach(self, httpx_mock: HTTPXMock) -> FakeAPI:
        """Answer the requests pytest-httpx intercepts for ``BASE``/v1. Reusable (one callback
        answers every request) and optional (many tests check that nothing was sent)."""
        if not any(mock is httpx_mock for mock in self._attached):
            httpx_mock.add_callback(self, url=API_URLS, is_reusable=True, is_optional=True)
            self._attached.append(httpx_mock)
        return self

    def on(self, method: str, path: str, *answers: Answer) -> FakeAPI:
        self.routes.setdefault((method, "/v1" + path), []).extend(answers)
        return self

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        queue = self.routes.get((request.method, request.url.path))
        if not queue:
            return error(404, "not_scripted", f"{request.method} {request.url.path}")
        answer = queue.pop(0) if len(queue) > 1 else queue[0]
        if callable(answer) and not isinstance(answer, httpx.Response):
            answer = answer(request)
        if isinstance(answer, httpx.Response):
            return answer
        return httpx.Response(200, json=answer)

    # what was sent -------------------------------------------------------------

    def calls(self) -> list[str]:
        """``["GET /catalog/benchmarks?limit=100&status=active", ...]`` (query sorted)."""
        out = []
        for r in self.requests:
            query = "&".join(f"{k}={v}" for k, v in sorted(r.url.params.multi_items()))
            out.append(
                f"{r.method} {r.url.path.removeprefix('/v1')}" + (f"?{query}" if query else "")
            )
        return out

    def bodies(self, method: str, path: str) -> list[Any]:
        return [
            json.loads(r.content)
            for r in self.requests
            if r.method == method and r.url.path == "/v1" + path
        ]

    def headers(self, method: str, path: str, name: str) -> list[str | None]:
        return [
            r.headers.get(name)
            for r in self.requests
            if r.method == method and r.url.path == "/v1" + path
        ]


class Clock:
    """A fake monotonic clock; sleeping advances it and is recorded."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps.append(round(seconds, 6))
        self.now += seconds

    async def asleep(self, seconds: float) -> None:
        self.sleep(seconds)

    def timing(self, random: Callable[[], float] = lambda: 0.0) -> Timing:
        """This clock as a client's timing (given at construction: ``_timing=``)."""
        return Timing(sleep=self.sleep, async_sleep=self.asleep, monotonic=self, random=random)


def make_client(mode: str, api: FakeAPI, clock: Clock | None = None, **kw: Any) -> Any:
    """A client as users build one (no transport injected), answered by ``api`` through the
    running test's ``httpx_mock``; ``wait``/``follow`` sleep on ``clock``."""
    api.attach(active_httpx_mock())
    cls = EvalRouter if mode == "sync" else AsyncEvalRouter
    clock = clock or Clock()
    kw.setdefault("_timing", clock.timing())
    return cls(base_url=BASE, api_key="sk-test", max_retries=0, **kw)


async def done(value: Any) -> Any:
    """The value of a sync call, or the awaited value of an async one."""
    if inspect.isawaitable(value):
        return await value
    return value


async def collect(iterable: Any, limit: int = 1000) -> list[Any]:
    out: list[Any] = []
    if hasattr(iterable, "__aiter__"):
        async for item in iterable:
            out.append(item)
            if len(out) >= limit:
                break
        return out
    for item in iterable:
        out.append(item)
        if len(out) >= limit:
            break
    return out
