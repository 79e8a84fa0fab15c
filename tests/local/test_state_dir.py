"""EvalRouter Local's clients keep their local state (idempotency records, the agents runner's
run records) in the instance's own folder, never in the user's EVALROUTER_STATE_DIR."""

from __future__ import annotations

import gc
import os
from pathlib import Path

from evalrouter import agents
from evalrouter.testing import EvalRouterLocal

KEYED = {"benchmark": "gsm8k@2", "model": "Sim Large", "max_cost": 5, "idempotency_key": "k"}


class Solver(agents.Agent):
    name = "state dir check"

    async def run(self, context: agents.AgentContext) -> None:
        task = await context.task.get()
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"] or "")
        await context.task.done()


def users_state_dir() -> Path:
    return Path(os.environ["EVALROUTER_STATE_DIR"])  # tests/conftest.py: a folder per test


def files(folder: Path) -> list[str]:
    if not folder.exists():
        return []
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def keyed_create_and_agent_run(local: EvalRouterLocal) -> tuple[str, str]:
    with local.client() as client:
        run = client.runs.create(**KEYED)
        result = agents.evaluate(
            client,
            agent=Solver(),
            model="sim/sim-small",
            tasks="gsm8k",
            coverage={"mode": "sample", "sample_count": 2, "seed": 1},
            budget_usd="0.5",
        )
        assert result.succeeded and result.run is not None
        return run.id, result.run.id


def test_two_instances_with_one_seed_keep_apart_from_the_user_and_each_other() -> None:
    first, second = EvalRouterLocal(seed=7), EvalRouterLocal(seed=7)
    ids = keyed_create_and_agent_run(first)
    assert keyed_create_and_agent_run(second) == ids  # Local's ids repeat per seed
    assert files(users_state_dir()) == []
    assert first.state_dir != second.state_dir
    for local in (first, second):
        written = files(local.state_dir)
        assert "idempotency.json" in written
        assert f"client-runs/{ids[1]}.json" in written, written


async def test_async_clients_too() -> None:
    local = EvalRouterLocal(seed=7)
    async with local.async_client() as client:
        await client.runs.create(**KEYED)
    assert files(users_state_dir()) == []
    assert "idempotency.json" in files(local.state_dir)


def test_a_given_state_dir_is_used(tmp_path: Path) -> None:
    local = EvalRouterLocal(seed=7, state_dir=tmp_path / "mine")
    assert local.state_dir == tmp_path / "mine"
    _, agent_run = keyed_create_and_agent_run(local)
    assert "idempotency.json" in files(tmp_path / "mine")
    assert f"client-runs/{agent_run}.json" in files(tmp_path / "mine")
    assert files(users_state_dir()) == []


def test_the_private_folder_goes_with_the_instance() -> None:
    local = EvalRouterLocal(seed=7)
    with local.client() as client:
        client.runs.create(**KEYED)
    folder = local.state_dir
    assert folder.is_dir() and (folder.stat().st_mode & 0o777) == 0o700
    del local, client
    gc.collect()
    assert not folder.exists()


def test_a_client_over_http_uses_the_instance_folder() -> None:
    local = EvalRouterLocal(seed=7)
    with local.serve() as base_url, local.client(base_url=base_url) as client:
        assert client.base_url == base_url + "/v1"
        run = client.runs.create(**KEYED)
    assert local.requests[-1].path == "/v1/runs" and local.run_ids == [run.id]
    assert "idempotency.json" in files(local.state_dir)
    assert files(users_state_dir()) == []
