"""End-to-end fixtures: the ``env`` driver (see ``e2e_env``) and the ``local`` marker."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import ExitStack
from typing import Any

import pytest

from evalrouter.testing import EvalRouterLocal
from tests.e2e.e2e_env import MODES, Env


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "local(**options): options for the EvalRouterLocal behind the env fixture"
    )


@pytest.fixture(params=MODES)
async def env(request: pytest.FixtureRequest) -> AsyncIterator[Env]:
    marker = request.node.get_closest_marker("local")
    options: dict[str, Any] = {"seed": 0, **(marker.kwargs if marker else {})}
    local = EvalRouterLocal(**options)
    mode: str = request.param
    with ExitStack() as stack:
        base_url = stack.enter_context(local.serve()) if mode.endswith("-http") else None
        environment = Env(local, mode, base_url)
        try:
            yield environment
        finally:
            await environment.aclose()
