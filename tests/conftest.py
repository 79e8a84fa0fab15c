"""Fixtures for every test: nothing a test does is written outside its own temporary folder.

The suite runs under pytest-xdist (``make test``: ``-n 4 --dist worksteal``), so no test may
count on running in the same process as another: ``shared_tmp`` is how an expensive result (a
type checker's report) is made once for the whole run and read by every worker.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from filelock import FileLock


@pytest.fixture(autouse=True)
def _isolated_state_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """The SDK records idempotency keys under EVALROUTER_STATE_DIR; keep them per test."""
    path = tmp_path_factory.mktemp("evalrouter-state")
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(path))
    return path


class Shared:
    """A temporary folder of this run that every pytest-xdist worker sees (the workers'
    common ``basetemp`` parent; without xdist, the session's own), and folders made in it once,
    under a file lock, by whichever worker asks first."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def folder(self, name: str, fill: Callable[[Path], None]) -> Path:
        """``root / name``, filled by ``fill`` once for the whole run."""
        path = self.root / name
        with FileLock(self.root / f"{name}.lock"):
            if not (self.root / f"{name}.ready").exists():
                path.mkdir(exist_ok=True)
                fill(path)
                (self.root / f"{name}.ready").touch()
        return path


@pytest.fixture(scope="session")
def shared_tmp(tmp_path_factory: pytest.TempPathFactory) -> Shared:
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent  # popen-gw0, popen-gw1, ... share this run's folder
    root = base / "shared"
    root.mkdir(exist_ok=True)
    return Shared(root)
