"""The fake API of the unit tests and the one way to build a client on it.

Every unit test runs under pytest-httpx: clients are built as users build them, with httpx's
own transports, and one pytest-httpx callback per test answers for the test's ``FakeAPI``
(the newest one a request could go to), so nothing leaves the process. Answers are scripted in
one of two ways, or both:

- by route, ``api.on("GET", "/runs/run_1", answer, ...)`` (a path under ``/v1``);
- in order, ``FakeAPI(answer, ...)``: each answers the next request a route does not answer,
  wherever it goes.

A list of answers is consumed in order and the last one repeats (``repeat=False``: a route's
answers are each used once, then it is not scripted). An answer is a JSON value (a 200), an
``httpx.Response``, an exception class or instance (raised, as a failed connection), or a
callable given the request and returning one of those (or an awaitable of one). The test fails
if an answer of an in-order script but the last was never used, or if a request reached no
fake API."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import Callable
from typing import Any

import httpx
from pytest_httpx import HTTPXMock

from evalrouter import AsyncEvalRouter, EvalRouter
from tests.support.clock import FakeClock
from tests.support.records import detail, error, page, quote_record

BASE = "https://api.example.com"
KEY = "sk-test-123456"

Answer = Any  # JSON value | httpx.Response | exception | Callable[[httpx.Request], Answer]

_active_mocks: list[HTTPXMock] = []


def active_httpx_mock() -> HTTPXMock:
    """The running test's ``httpx_mock``, for helpers that are not fixtures themselves."""
    if not _active_mocks:
        raise RuntimeError("no httpx_mock is active: only tests under tests/unit have one")
    return _active_mocks[-1]


class FakeAPI:
    """Answers scripted per ``(method, path)`` and/or in order (see the module); every request
    is recorded in ``requests``. A request nothing answers gets a 404 ``not_scripted``."""

    def __init__(self, *script: Answer, repeat: bool = True) -> None:
        self.repeat = repeat
        self.routes: dict[tuple[str, str], list[Answer]] = {}
        self.script: list[Answer] = list(script)
        self.used = 0  # how many answers of the in-order script were given
        self.requests: list[httpx.Request] = []
        # Route answers are for BASE/v1 only (a request to anywhere else fails the test); an
        # in-order script answers any URL, as a test of base URLs needs.
        self.anywhere = bool(script)

    def attach(self) -> FakeAPI:
        """Answer what the running test's pytest-httpx intercepts. When several fake APIs could
        answer a request, the one attached last does (the newest client's)."""
        httpx_mock = active_httpx_mock()
        if not any(mock is httpx_mock for mock in _dispatching):
            # Reusable (one callback answers every request) and optional (many tests check
            # that nothing was sent).
            httpx_mock.add_callback(_dispatch, is_reusable=True, is_optional=True)
            _dispatching.append(httpx_mock)
        if not any(api is self for api in _apis):
            _apis.append(self)
        return self

    def answers(self, url: httpx.URL) -> bool:
        return self.anywhere or _API_URLS.match(str(url)) is not None

    def on(self, method: str, path: str, *answers: Answer) -> FakeAPI:
        self.routes.setdefault((method, "/v1" + path), []).extend(answers)
        return self

    def catalog(self, benchmarks: list[Any], routes: list[Any]) -> FakeAPI:
        """The catalog ``gsm8k`` and a model are resolved against: the active benchmarks, the
        versions of ``gsm8k`` among them, and the model routes."""
        self.on("GET", "/catalog/benchmarks", page(benchmarks))
        versions = [row for row in benchmarks if row["slug"] == "gsm8k"]
        self.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", versions))
        return self.on("GET", "/catalog/models", page(routes))

    def __call__(self, request: httpx.Request) -> Any:
        self.requests.append(request)
        queue = self.routes.get((request.method, request.url.path))
        if queue:
            answer = queue.pop(0) if len(queue) > 1 or not self.repeat else queue[0]
        elif self.script:
            answer = self.script[min(self.used, len(self.script) - 1)]
            self.used += 1
        else:
            return error(404, "not_scripted", f"{request.method} {request.url.path}")
        return _respond(answer, request)

    def unused(self) -> list[Answer]:
        """The answers of the in-order script that must have been used and were not."""
        return self.script[self.used : len(self.script) - 1]

    # what was sent -------------------------------------------------------------

    @property
    def last(self) -> httpx.Request:
        return self.requests[-1]

    @property
    def count(self) -> int:
        return len(self.requests)

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


_API_URLS = re.compile(re.escape(BASE) + r"/v1/")
_apis: list[FakeAPI] = []  # attached during the running test
_dispatching: list[HTTPXMock] = []  # the running test's pytest-httpx, once an API is attached
_unexpected: list[str] = []  # requests no fake API answered


def _dispatch(request: httpx.Request) -> Any:
    for api in reversed(_apis):
        if api.answers(request.url):
            return api(request)
    # What pytest-httpx does with a request nothing was registered for: it fails the test.
    _unexpected.append(f"{request.method} {request.url}")
    raise httpx.TimeoutException(f"no fake API answers {request.url}", request=request)


def _respond(answer: Answer, request: httpx.Request) -> Any:
    if isinstance(answer, BaseException) or (
        isinstance(answer, type) and issubclass(answer, BaseException)
    ):
        exception = answer if isinstance(answer, BaseException) else answer("simulated failure")
        if isinstance(exception, httpx.RequestError):
            exception.request = request
        raise exception
    if callable(answer) and not isinstance(answer, httpx.Response):
        answer = answer(request)
        if inspect.isawaitable(answer):
            return _respond_later(answer, request)
        return _respond(answer, request)
    if isinstance(answer, httpx.Response):  # a fresh copy: a repeated answer is read again
        return httpx.Response(
            answer.status_code, headers=answer.headers.multi_items(), content=answer.content
        )
    return httpx.Response(200, json=answer)


async def _respond_later(answer: Any, request: httpx.Request) -> Any:
    return _respond(await answer, request)


def open_mock(httpx_mock: HTTPXMock) -> None:
    """Start of a test (the ``intercepted`` fixture): helpers now answer on ``httpx_mock``."""
    _active_mocks.append(httpx_mock)


def close_mock(httpx_mock: HTTPXMock) -> list[str]:
    """End of a test: what went wrong unseen (the test fails if anything): in-order answers no
    request used, requests no fake API answered."""
    _active_mocks.remove(httpx_mock)
    problems = [f"never requested: {answer!r}" for api in _apis for answer in api.unused()]
    problems += [f"not expected: {request}" for request in _unexpected]
    _apis.clear()
    _dispatching.clear()
    _unexpected.clear()
    return problems


# --------------------------------------------------------------------------- clients


def make_client(
    mode: str | bool, api: FakeAPI, clock: FakeClock | None = None, **options: Any
) -> Any:
    """A client as users build one (no transport injected), answered by ``api`` through the
    running test's ``httpx_mock``; it sleeps and tells time on ``clock``. ``mode``: ``"sync"``
    / ``"async"`` (or ``is_async``)."""
    api.attach()
    is_async = mode == "async" if isinstance(mode, str) else mode
    options.setdefault("base_url", BASE)
    options.setdefault("api_key", KEY)
    options.setdefault("_timing", (clock or FakeClock()).timing())
    return (AsyncEvalRouter if is_async else EvalRouter)(**options)


class Harness:
    """One client (sync or async) on a ``FakeAPI`` and a ``FakeClock``: ``server`` is the API,
    ``sleeps`` what the client slept."""

    def __init__(
        self, is_async: bool, api: FakeAPI, *, clock: FakeClock | None = None, **options: Any
    ) -> None:
        self.is_async = is_async
        self.server = api
        self.clock = clock or FakeClock()
        self.client: Any = make_client(is_async, api, self.clock, **options)

    @property
    def sleeps(self) -> list[float]:
        return self.clock.sleeps

    async def call(self, fn: Callable[[Any], Any]) -> Any:
        return await done(fn(self.client))

    async def close(self) -> None:
        await done(self.client.close())


async def started(client: Any, api: FakeAPI) -> Any:
    """A run admitted from an existing quote (two requests, then forgotten)."""
    api.on("GET", "/quotes/q_1", quote_record("q_1", "4000000"))
    run = await done(client.runs.create(quote_id="q_1"))
    api.requests.clear()
    return run


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
