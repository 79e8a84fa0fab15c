"""End-to-end fixtures: the ``env`` driver (see ``e2e_env``) and the ``local`` marker.

Every test taking ``env`` runs four times: the sync and the async client, in process
(``local.transport()``) and over HTTP. Over HTTP one loopback server per test module answers
for the current test's EvalRouter Local (starting and stopping a server per test would cost
~50 ms each); each test still gets its own isolated instance.

Every answer Local sends during these tests is checked against openapi.json
(``tests.local.schema_check``).
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest

from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._server import LocalHTTPServer
from tests.e2e.e2e_env import ALL_MODES, Env
from tests.local import schema_check
from tests.local.schema_check import responses_fit_the_spec

__all__ = ["responses_fit_the_spec"]  # autouse: every answer of every test fits the spec


def pytest_configure(config: pytest.Config) -> None:
    schema_check.register(config)
    config.addinivalue_line(
        "markers", "local(**options): options for the EvalRouterLocal behind the env fixture"
    )


class ModuleServer:
    """A loopback HTTP server whose answers come from whichever EvalRouter Local is attached."""

    def __init__(self) -> None:
        self._server: LocalHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def attach(self, local: EvalRouterLocal) -> str:
        """Answer with ``local`` from now on; the server's base URL."""
        if self._server is None:
            self._server = LocalHTTPServer(local._handler)
            self._thread = threading.Thread(
                target=self._server.serve_forever,
                kwargs={"poll_interval": 0.05},
                name="evalrouter-local-e2e-http",
                daemon=True,
            )
            self._thread.start()
        self._server.local_handler = local._handler
        return self._server.base_url

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join()


@pytest.fixture(scope="module")
def module_server() -> Iterator[ModuleServer]:
    server = ModuleServer()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(params=ALL_MODES)
async def env(request: pytest.FixtureRequest) -> AsyncIterator[Env]:
    marker = request.node.get_closest_marker("local")
    options: dict[str, Any] = {"seed": 0, **(marker.kwargs if marker else {})}
    local = EvalRouterLocal(**options)
    mode: str = request.param
    base_url = None
    if mode.endswith("-http"):
        base_url = request.getfixturevalue("module_server").attach(local)
    environment = Env(local, mode, base_url)
    try:
        yield environment
    finally:
        await environment.aclose()
        local.close()
