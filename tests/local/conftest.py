"""Fixtures for the EvalRouter Local tests: an instance, a raw httpx client, and the contract."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.json"


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Show the contract test's count in the run's summary, so CI output carries it."""
    for line in getattr(terminalreporter.config, "evalrouter_contract_summary", []):
        terminalreporter.write_line(line)


@pytest.fixture
def local() -> EvalRouterLocal:
    return EvalRouterLocal(seed=7)


@pytest.fixture
def client(local: EvalRouterLocal) -> Iterator[httpx.Client]:
    with httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as c:
        yield c


@pytest.fixture(scope="session")
def spec() -> dict[str, Any]:
    if not SPEC_PATH.exists():
        pytest.skip("openapi.json is not at the repository root")
    loaded: dict[str, Any] = json.loads(SPEC_PATH.read_text())
    return loaded
