"""Fixtures for the fuzz suite: one EvalRouter Local world per session, and each call's baseline."""

from __future__ import annotations

import pytest

from tests.fuzz import _harness as h


@pytest.fixture(scope="session")
def world(tmp_path_factory: pytest.TempPathFactory) -> h.World:
    # The world is made before any test's state dir exists; keyed creates are not used here.
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("EVALROUTER_STATE_DIR", str(tmp_path_factory.mktemp("fuzz-state")))
        return h.make_world()


@pytest.fixture(scope="session")
def baselines(world: h.World) -> dict[str, h.Baseline]:
    """Every call run once unmutated, sync and async: the answers the mutations start from."""
    return {call.name: h.baseline(world, call) for call in h.CALLS}
