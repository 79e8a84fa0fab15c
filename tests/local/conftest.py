"""Fixtures for the EvalRouter Local tests: an instance, a raw httpx client, and the contract.

Every answer Local sends during these tests is checked against openapi.json (``schema_check``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from tests.local import schema_check
from tests.local.schema_check import responses_fit_the_spec

__all__ = ["responses_fit_the_spec"]  # autouse: every answer of every test fits the spec

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.json"


def pytest_configure(config: pytest.Config) -> None:
    # The summary line of the schema check (operations covered, exchanges checked), printed at
    # the end of the run; it replaces the contract test's narrower count.
    schema_check.register(config)


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
