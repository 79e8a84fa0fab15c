"""Joining a run admitted elsewhere (``agents.join``): one more controller, with its own local
record and lock; the agent must be the run's. And the executor seam's argument checks."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys

import pytest

import evalrouter.agents as evalagents
from evalrouter import EvalRouterError
from evalrouter.testing import EvalRouterLocal

ROUTE = "sim/gpt-5-mini"


class Answer(evalagents.Agent):
    name = "joiner"

    async def run(self, context: evalagents.AgentContext) -> None:
        await context.task.get()
        await context.task.submit("The answer is 3.")
        await context.task.done()


def started(local: EvalRouterLocal, agent: evalagents.Agent, count: int = 4) -> evalagents.AgentRun:
    return evalagents.quote(
        local.client(),
        agent=agent,
        model=ROUTE,
        tasks=evalagents.benchmark("gsm8k"),
        coverage={"mode": "sample", "sample_count": count, "seed": 3},
        concurrency=4,
        budget_usd="5",
    ).start()


def test_a_joined_controller_runs_the_attempts_under_a_record_of_its_own() -> None:
    with contextlib.closing(EvalRouterLocal(seed=5)) as local:
        run = started(local, Answer())
        joined = evalagents.join(local.client(), run.id, Answer(), concurrency=2)
        kinds = [e.type for e in joined.events()]
        assert kinds.count("attempt_finished") == 4
        assert joined.wait(timeout=30)["status"] == "completed"
        records = sorted(p.name for p in (local.state_dir / "client-runs").glob(f"{run.id}*.json"))
        assert f"{run.id}.json" in records  # the driver's, what resume continues
        [own] = [name for name in records if name.startswith(f"{run.id}.controller-")]
        recorded = json.loads((local.state_dir / "client-runs" / own).read_text())
        assert {a["status"] for a in recorded["attempts"].values()} == {"completed"}
        assert len(recorded["attempts"]) == 4


def test_joining_with_another_agent_is_refused() -> None:
    class Other(Answer):
        name = "someone else"

    with contextlib.closing(EvalRouterLocal(seed=5)) as local:
        run = started(local, Answer())
        with pytest.raises(EvalRouterError) as raised:
            evalagents.join(local.client(), run.id, Other())
        assert raised.value.code == "client_run_agent_mismatch"


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"workers": 0}, "workers"),
        ({"concurrency_per_worker": True}, "concurrency_per_worker"),
        ({"agent": Answer()}, "agent"),
        ({"api_key_env": ""}, "api_key_env"),
    ],
)
def test_ray_executor_arguments_are_checked(kwargs: dict[str, object], argument: str) -> None:
    with pytest.raises(EvalRouterError) as raised:
        evalagents.RayExecutor(**kwargs)  # type: ignore[arg-type]
    assert raised.value.code == "invalid_input"
    assert raised.value.details["argument"] == argument


def test_an_executor_that_is_not_one_is_refused_before_admission() -> None:
    with contextlib.closing(EvalRouterLocal(seed=5)) as local:
        evaluation = evalagents.quote(
            local.client(), agent=Answer(), model=ROUTE, tasks="gsm8k", budget_usd="5"
        )
        with pytest.raises(EvalRouterError) as raised:
            evaluation.start(executor="ray")  # type: ignore[arg-type]
        assert raised.value.details["argument"] == "executor"
        assert local.client().runs.list().to_dict()["data"] == []  # nothing admitted


def test_importing_the_agents_module_does_not_import_ray() -> None:
    code = "import sys, evalrouter.agents; print('ray' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "False"
