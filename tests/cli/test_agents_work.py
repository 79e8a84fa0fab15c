"""``agents work RUN_ID --agent SPEC``: a run admitted elsewhere, worked by several processes
on this machine at once, each one more controller with its own local record."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

from evalrouter import EvalRouter, agents

from .conftest import Cli, script
from .test_agent_runs import AGENTS


def started_run(cli: Cli, agent_file: Path, count: int) -> str:
    spec = importlib.util.spec_from_file_location("_work_agents", agent_file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # so its source is found: the agent's identity is its code
    spec.loader.exec_module(module)
    client = EvalRouter(base_url=cli.base_url, _state_dir=cli.home / "driver")
    evaluation = agents.quote(
        client,
        agent=module.Solver(),
        model="gpt-5-mini",
        tasks=agents.benchmark("gsm8k"),
        coverage={"mode": "sample", "sample_count": count, "seed": 1},
        concurrency=4,
        budget_usd="1",
    )
    return evaluation.start().id


def test_two_processes_work_one_run_to_completion(cli: Cli, tmp_path: Path) -> None:
    agent_file = tmp_path / "my_agents.py"
    agent_file.write_text(AGENTS)
    run_id = started_run(cli, agent_file, 6)
    argv = [script(), "agents", "work", run_id, "--agent", f"{agent_file}:Solver", "--json"]
    workers = [
        subprocess.Popen(
            [*argv, "--concurrency", "2"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=cli.env(),
        )
        for _ in range(2)
    ]
    documents = []
    try:
        for worker in workers:
            out, err = worker.communicate(timeout=120)
            assert worker.returncode == 0, err
            documents.append(json.loads(out))
    finally:
        for worker in workers:
            if worker.poll() is None:
                worker.kill()
            worker.communicate()
    assert sum(d["attempts"] for d in documents) == 6  # between them, each task once
    assert all(d["failed"] == 0 for d in documents)
    assert cli("runs", "get", run_id, "--json").json()["status"] == "completed"
    records = list((cli.home / "state" / "client-runs").glob(f"{run_id}.controller-*.json"))
    assert len(records) == 2  # one local record per process


def test_another_agent_cannot_join(cli: Cli, tmp_path: Path) -> None:
    agent_file = tmp_path / "my_agents.py"
    agent_file.write_text(AGENTS)
    run_id = started_run(cli, agent_file, 2)
    done = cli("agents", "work", run_id, "--agent", f"{agent_file}:silent", "--json")
    assert done.code == 1 and done.error()["code"] == "client_run_agent_mismatch"
