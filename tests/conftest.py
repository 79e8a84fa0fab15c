"""Fixtures for every test: nothing a test does is written outside its own temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated_state_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """The SDK records idempotency keys under EVALROUTER_STATE_DIR; keep them per test."""
    path = tmp_path_factory.mktemp("evalrouter-state")
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(path))
    return path
