"""Shared fixtures for the unit tests: clients on the one fake API (``tests.support.api``,
answering through pytest-httpx) and the one fake clock (``tests.support.clock``), whose sleeps
are recorded, not slept."""

from __future__ import annotations

import os
import ssl
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import httpx._transports.default as httpx_default_transport
import pytest
from pytest_httpx import HTTPXMock

import evalrouter._deprecation as deprecation_module
from tests.support.api import FakeAPI, Harness, close_mock, make_client, open_mock
from tests.support.clock import FakeClock

ENV_VARS = (
    "EVALROUTER_API_KEY",
    "EVALROUTER_BASE_URL",
    "EVALROUTER_WORKSPACE_ID",
    "EVALROUTER_WEB_URL",
)


@pytest.fixture(autouse=True)
def intercepted(httpx_mock: HTTPXMock) -> Iterator[HTTPXMock]:
    """pytest-httpx for every test: a request nobody registered an answer for fails the test
    (``assert_all_requests_were_expected``), so no test can reach a network by accident; an
    in-order answer of a ``FakeAPI`` that no request used fails it too."""
    open_mock(httpx_mock)
    yield httpx_mock
    problems = close_mock(httpx_mock)
    if problems:
        pytest.fail("the fake API saw " + "; ".join(problems))


@pytest.fixture(scope="session", autouse=True)
def _shared_ssl_context() -> Iterator[None]:
    """Every client builds a real ``httpx.HTTPTransport``, which loads the CA bundle: ~50 ms
    each, for a context pytest-httpx never uses. Build the default one once for the session."""
    original = httpx_default_transport.create_ssl_context
    default = original()

    def shared(
        verify: ssl.SSLContext | str | bool = True, cert: Any = None, trust_env: bool = True
    ) -> ssl.SSLContext:
        # A test that points SSL_CERT_FILE at its own CA (a loopback HTTPS server) gets it, as
        # httpx would give it; the session lasts into the other test directories.
        own_ca = trust_env and (os.environ.get("SSL_CERT_FILE") or os.environ.get("SSL_CERT_DIR"))
        if verify is True and cert is None and not own_ca:
            return default
        return original(verify=verify, cert=cert, trust_env=trust_env)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(httpx_default_transport, "create_ssl_context", shared)
        yield


# --------------------------------------------------------------------------- clients


@pytest.fixture(params=["sync", "async"])
def mode(request: pytest.FixtureRequest) -> str:
    """Which client a test drives: ``"sync"`` (EvalRouter) or ``"async"``."""
    return str(request.param)


@pytest.fixture
def is_async(mode: str) -> bool:
    return mode == "async"


# The runs tests' fake API, fake clock and client; a test module scripts its own ``api``.
@pytest.fixture
def api() -> FakeAPI:
    return FakeAPI()


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(1000.0)


@pytest.fixture
def client(mode: str, api: FakeAPI, clock: FakeClock) -> Any:
    """A client of ``mode`` answered by ``api`` without retries; it sleeps on ``clock``."""
    return make_client(mode, api, clock, max_retries=0)


@pytest.fixture
def make(is_async: bool) -> Callable[..., Harness]:
    """``make(*answers, **client_options)`` → a Harness of ``mode`` whose API gives ``answers``
    in order (default: one empty 200, repeated)."""

    def factory(*script: Any, **options: Any) -> Harness:
        return Harness(is_async, FakeAPI(*(script or [httpx.Response(200, json={})])), **options)

    return factory


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV_VARS:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(autouse=True)
def reset_deprecation_flags() -> Iterator[None]:
    deprecation_module._warned.clear()
    yield
    deprecation_module._warned.clear()
