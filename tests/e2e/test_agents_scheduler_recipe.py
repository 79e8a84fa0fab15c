"""The README's "any other scheduler" recipe, as written: a starter that does not take the run's
whole admitted concurrency (``start(controller=False)``, or ``start(concurrency=N)`` below it)
and two ``evalrouter agents work RUN_ID --agent SPEC --concurrency C`` processes (real
subprocesses against Local served on 127.0.0.1, stopped by handle) share the run: each does a
share, every task is graded once, the run completes. A starter that holds the whole concurrency
leaves a worker nothing, and the worker says so. And ``start``'s new arguments are checked
before anything is admitted."""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import evalrouter.agents as evalagents
from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError
from evalrouter.testing import EvalRouterLocal
from tests.cli.conftest import script
from tests.e2e.conftest import ModuleServer

ADMITTED = 4
TASKS = 12
WORKER_SECONDS = 120  # each worker's whole life, at most

# The agent as a user's package holds it: the starter quotes it, each worker imports it by its
# path. With ``SCHEDULER_MARKS`` (a folder) set, each attempt marks it with its process id and
# waits until ``SCHEDULER_WAIT_FOR`` processes have (60 s at most): so every controller a test
# starts holds an attempt before any of them ends, however late a worker came up.
AGENTS = """
import asyncio
import os
from pathlib import Path

from evalrouter import agents


class Solver(agents.Agent):
    name = "scheduled solver"

    async def run(self, context):
        task = await context.task.get()
        marks = os.environ.get("SCHEDULER_MARKS")
        if marks:
            Path(marks, str(os.getpid())).touch()
            for _ in range(1200):
                if len(os.listdir(marks)) >= int(os.environ["SCHEDULER_WAIT_FOR"]):
                    break
                await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)
        reply = await context.gateway.chat(messages=task["inputs"]["messages"])
        await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()
"""


def marks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, processes: int) -> Path:
    """Attempts wait until ``processes`` processes (or marks) are in the folder returned (the
    environment of this process and of the workers it starts)."""
    folder = tmp_path / "marks"
    folder.mkdir()
    monkeypatch.setenv("SCHEDULER_MARKS", str(folder))
    monkeypatch.setenv("SCHEDULER_WAIT_FOR", str(processes))
    return folder


def agents_module(tmp_path: Path) -> tuple[ModuleType, Path]:
    """The agents file, imported here as a module found by its source (the agent's identity is
    its code, the same the workers import)."""
    path = tmp_path / "scheduled_agents.py"
    path.write_text(AGENTS)
    spec = importlib.util.spec_from_file_location("scheduled_agents", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module, path


@contextlib.contextmanager
def served(module_server: ModuleServer) -> Iterator[tuple[EvalRouterLocal, str]]:
    local = EvalRouterLocal(seed=7)
    try:
        yield local, module_server.attach(local)
    finally:
        local.close()


def quoted(
    client: EvalRouter | AsyncEvalRouter, agent: evalagents.Agent, tasks: int = TASKS
) -> evalagents.AgentEvaluation:
    return evalagents.quote(
        client,
        agent=agent,
        model="gpt-5-mini",
        tasks=evalagents.benchmark("gsm8k"),
        coverage={"mode": "sample", "sample_count": tasks, "seed": 2},
        concurrency=ADMITTED,
        budget_usd="2",
    )


class Workers:
    """``evalrouter agents work`` processes, each in a session of its own (its whole process
    group is stopped by its handle, whatever happens)."""

    def __init__(self, base_url: str, home: Path, agent_file: Path) -> None:
        self.base_url, self.home, self.agent_file = base_url, home, agent_file
        self.processes: list[subprocess.Popen[str]] = []

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("EVALROUTER_")}
        return {
            **env,
            "EVALROUTER_BASE_URL": self.base_url,
            "EVALROUTER_STATE_DIR": str(self.home / "workers-state"),
            "EVALROUTER_CONFIG_DIR": str(self.home / "config"),
            "EVALROUTER_CREDENTIAL_STORE": "file",
            "HOME": str(self.home),
        }

    def start(self, run_id: str, concurrency: int) -> subprocess.Popen[str]:
        argv = [script(), "agents", "work", run_id, "--agent", f"{self.agent_file}:Solver"]
        argv += ["--concurrency", str(concurrency), "--json", "--progress", "json"]
        process = subprocess.Popen(
            argv,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=self.env(),
            start_new_session=True,
        )
        self.processes.append(process)
        return process

    def results(self) -> list[dict[str, Any]]:
        """Each worker's JSON result, once it has ended by itself (exit 0)."""
        documents = []
        for process in self.processes:
            out, err = process.communicate(timeout=WORKER_SECONDS)
            assert process.returncode == 0, err[-3000:]
            documents.append(json.loads(out))
        return documents

    def ended(self) -> None:
        """Until every worker has ended (bounded by WORKER_SECONDS)."""
        deadline = time.monotonic() + WORKER_SECONDS
        for process in self.processes:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(max(0.1, deadline - time.monotonic()))

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(process.pid, signal.SIGKILL)
            process.communicate()


@pytest.fixture
def workers_for(tmp_path: Path) -> Iterator[list[Workers]]:
    made: list[Workers] = []
    try:
        yield made
    finally:
        for workers in made:
            workers.stop()


@contextlib.contextmanager
def cancelled_if_stuck(
    helpers_ended: Callable[[], None], cancel: Callable[[], None]
) -> Iterator[None]:
    """A watching driver follows its run until the run ends: should the controllers that run
    it fail, the run is cancelled (30 s after they ended) so that the test fails, not hangs."""
    done = threading.Event()

    def guard() -> None:
        helpers_ended()
        if not done.wait(30):
            cancel()

    thread = threading.Thread(target=guard, name="scheduler-recipe-guard", daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join(timeout=WORKER_SECONDS + 60)


def graded_once(client: EvalRouter, run_id: str) -> list[dict[str, Any]]:
    """The run's attempts as the service recorded them, after checking that no task was graded
    twice and every task once."""
    attempts = [a.to_dict() for a in client.runs.attempts.list(run_id)]
    graded = Counter(a["task_id"] for a in attempts if a["state"] == "graded")
    assert len(graded) == TASKS and set(graded.values()) == {1}, graded
    return attempts


# ------------------------------------------------------------------------------ the recipe


def test_a_watching_starter_and_two_workers_share_the_run(
    tmp_path: Path,
    module_server: ModuleServer,
    workers_for: list[Workers],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module, agent_file = agents_module(tmp_path)
    marks(tmp_path, monkeypatch, 2)  # the two workers
    with served(module_server) as (_local, base_url):
        client = EvalRouter(base_url=base_url, _state_dir=tmp_path / "driver")
        run = quoted(client, module.Solver()).start(controller=False)
        workers = Workers(base_url, tmp_path, agent_file)
        workers_for.append(workers)
        for _ in range(2):
            workers.start(run.id, ADMITTED // 2)  # their shares add up to the admitted 4
        cancel = EvalRouter(base_url=base_url).runs.cancel
        with cancelled_if_stuck(workers.ended, lambda: cancel(run.id)):
            seen = list(run.events())  # follows the run: it runs nothing
        documents = workers.results()
        assert all(d["attempts"] > 0 for d in documents), documents  # each does a share
        assert sum(d["finished"] for d in documents) == TASKS
        assert all(d["failed"] == 0 and d["busy"] == 0 for d in documents), documents
        assert run.wait(timeout=30)["status"] == "completed"
        attempts = graded_once(client, run.id)
        # The watcher followed every attempt the workers ran, as the service recorded it.
        ended = [e for e in seen if e.type == "attempt_finished"]
        assert sorted(e.attempt_id or "" for e in ended) == sorted(a["id"] for a in attempts)
        assert [e.type for e in seen].count("attempt_started") == len(attempts)
        assert len(run.outcomes) == TASKS
        assert {o.outcome for o in run.outcomes} == {"completed"}
        # The watcher ran nothing: no local record of attempts of its own.
        [own] = (tmp_path / "driver" / "client-runs").glob(f"{run.id}.json")
        assert json.loads(own.read_text()).get("attempts", {}) == {}
        records = list((tmp_path / "workers-state" / "client-runs").glob(f"{run.id}.*.json"))
        assert len(records) == 2  # one local record per worker


def test_the_command_line_recipe_a_detached_start_and_two_workers(
    tmp_path: Path,
    module_server: ModuleServer,
    workers_for: list[Workers],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The README's shell recipe: ``evalrouter run ... --agent SPEC --yes --detach`` admits the
    run, runs nothing and prints the ``agents work`` command; two of them run it."""
    _, agent_file = agents_module(tmp_path)
    marks(tmp_path, monkeypatch, 2)  # the two workers
    with served(module_server) as (_local, base_url):
        workers = Workers(base_url, tmp_path, agent_file)
        workers_for.append(workers)
        spec = f"{agent_file}:Solver"
        argv = [script(), "run", "gsm8k", "--model", "gpt-5-mini", "--agent", spec]
        started = subprocess.run(
            [*argv, "--yes", "--detach", "--json"],
            capture_output=True,
            text=True,
            env=workers.env(),
            timeout=WORKER_SECONDS,
            check=False,
        )
        assert started.returncode == 0, started.stderr[-3000:]
        document = json.loads(started.stdout)
        run_id = document["run"]["id"]
        assert document["next"] == f"evalrouter agents work {run_id} --agent {spec}"
        client = EvalRouter(base_url=base_url)
        assert list(client.runs.attempts.list(run_id)) == []  # nothing ran where it started
        planned = document["quote"]["plan"]["total_tasks"]
        for _ in range(2):
            workers.start(run_id, 4)  # 4 + 4: Local admits 8 for gsm8k
        documents = workers.results()
        assert all(d["attempts"] > 0 and d["failed"] == 0 for d in documents), documents
        assert sum(d["finished"] for d in documents) == planned
        assert client.runs.wait(run_id, timeout=30).status == "completed"


def test_a_starter_with_a_share_runs_it_beside_two_workers(
    tmp_path: Path,
    module_server: ModuleServer,
    workers_for: list[Workers],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module, agent_file = agents_module(tmp_path)
    marks(tmp_path, monkeypatch, 3)  # the starter and the two workers
    with served(module_server) as (_local, base_url):
        client = EvalRouter(base_url=base_url, _state_dir=tmp_path / "driver")
        run = quoted(client, module.Solver()).start(concurrency=2)
        workers = Workers(base_url, tmp_path, agent_file)
        workers_for.append(workers)
        for _ in range(2):
            workers.start(run.id, 1)  # 2 + 1 + 1: the admitted 4
        kinds = [e.type for e in run.events()]
        documents = workers.results()
        here = kinds.count("attempt_finished")
        assert here > 0 and kinds.count("waiting") == 0
        assert all(d["attempts"] > 0 and d["failed"] == 0 for d in documents), documents
        assert here + sum(d["finished"] for d in documents) == TASKS
        assert run.wait(timeout=30)["status"] == "completed"
        graded_once(client, run.id)


def test_a_worker_left_no_room_waits_then_says_why(
    tmp_path: Path,
    module_server: ModuleServer,
    workers_for: list[Workers],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The issue's case: the starter holds the whole admitted concurrency until the run ends;
    the worker waits (``waiting attempts_busy``), exits 0, and its result says why it ran
    nothing."""
    module, agent_file = agents_module(tmp_path)
    folder = marks(tmp_path, monkeypatch, 2)  # the starter, and the test once the worker waits
    with served(module_server) as (_local, base_url):
        client = EvalRouter(base_url=base_url, _state_dir=tmp_path / "driver")
        run = quoted(client, module.Solver(), tasks=ADMITTED).start()  # all 4 here
        workers = Workers(base_url, tmp_path, agent_file)
        workers_for.append(workers)
        kinds: list[str] = []
        starter = threading.Thread(target=lambda: kinds.extend(e.type for e in run.events()))
        starter.start()
        try:
            worker = workers.start(run.id, 2)
            assert worker.stderr is not None
            busy = []
            for line in worker.stderr:  # ends with the worker: bounded by WORKER_SECONDS
                if '"attempts_busy"' in line:
                    busy.append(json.loads(line))
                    break
            assert busy and busy[0]["type"] == "waiting", "the worker never met attempts_busy"
        finally:
            (folder / "test").touch()  # the starter's attempts go on to their end
            starter.join(timeout=WORKER_SECONDS)
        assert not starter.is_alive()
        [document] = workers.results()
        assert kinds.count("attempt_finished") == ADMITTED
        assert document["attempts"] == 0 and document["busy"] >= 1
        assert "held all of its admitted concurrency" in document["note"]
        assert run.wait(timeout=30)["status"] == "completed"


# ------------------------------------------------------------------ the arguments checked


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"concurrency": ADMITTED + 1}, "concurrency"),
        ({"concurrency": 0}, "concurrency"),
        ({"concurrency": True}, "concurrency"),
        ({"concurrency": 1.5}, "concurrency"),
        ({"concurrency": "2"}, "concurrency"),
        ({"controller": "no"}, "controller"),
        ({"controller": None}, "controller"),
        ({"controller": False, "concurrency": 1}, "concurrency"),
        ({"controller": False, "executor": evalagents.RayExecutor(workers=2)}, "executor"),
        ({"executor": evalagents.RayExecutor(workers=2), "concurrency": 1}, "concurrency"),
    ],
)
async def test_start_s_arguments_are_checked_before_admission(
    kwargs: dict[str, Any], argument: str, tmp_path: Path
) -> None:
    module, _ = agents_module(tmp_path)
    with contextlib.closing(EvalRouterLocal(seed=7)) as local:
        evaluation = quoted(local.client(), module.Solver())
        assert evaluation.concurrency == ADMITTED
        with pytest.raises(EvalRouterError) as raised:
            evaluation.start(**kwargs)
        assert raised.value.code == "invalid_input"
        assert raised.value.details["argument"] == argument
        with pytest.raises(EvalRouterError) as raised_async:
            await evaluation.start_async(**kwargs)
        assert raised_async.value.details["argument"] == argument
        assert local.client().runs.list().to_dict()["data"] == []  # nothing admitted


def test_a_share_above_the_admitted_concurrency_names_it(tmp_path: Path) -> None:
    module, _ = agents_module(tmp_path)
    with contextlib.closing(EvalRouterLocal(seed=7)) as local:
        with pytest.raises(EvalRouterError) as raised:
            quoted(local.client(), module.Solver()).start(concurrency=9)
        assert raised.value.details["admitted"] == ADMITTED
        assert f"at most {ADMITTED} attempts" in raised.value.message


def test_evaluate_s_controller_is_checked(tmp_path: Path) -> None:
    module, _ = agents_module(tmp_path)
    with contextlib.closing(EvalRouterLocal(seed=7)) as local:
        with pytest.raises(EvalRouterError) as raised:
            evalagents.evaluate(
                local.client(),
                agent=module.Solver(),
                model="gpt-5-mini",
                tasks="gsm8k",
                budget_usd="1",
                controller="watch",  # type: ignore[typeddict-item]
            )
        assert raised.value.details["argument"] == "controller"
        assert local.client().runs.list().to_dict()["data"] == []


async def test_evaluate_without_a_controller_follows_a_joined_one(tmp_path: Path) -> None:
    """``evaluate(controller=False)`` (async here) runs nothing and reports every attempt a
    controller that joined ran, as the service recorded it; the result counts them all."""
    module, _ = agents_module(tmp_path)
    with contextlib.closing(EvalRouterLocal(seed=7)) as local:
        joined: list[int] = []

        def joiner() -> None:
            reader = local.client()
            for _ in range(600):  # until evaluate admitted the run: 60 s at most
                if runs := reader.runs.list().to_dict()["data"]:
                    break
                threading.Event().wait(0.1)
            worker = evalagents.join(reader, runs[0]["id"], module.Solver(), concurrency=2)
            joined.append(sum(e.type == "attempt_finished" for e in worker.work()))

        def cancel() -> None:
            for listed in local.client().runs.list().to_dict()["data"]:
                local.client().runs.cancel(listed["id"])

        thread = threading.Thread(target=joiner)
        thread.start()
        guard = cancelled_if_stuck(lambda: thread.join(timeout=WORKER_SECONDS), cancel)
        with guard:
            result = await evalagents.evaluate_async(
                local.async_client(),
                agent=module.Solver(),
                model="gpt-5-mini",
                tasks=evalagents.benchmark("gsm8k"),
                coverage={"mode": "sample", "sample_count": 6, "seed": 2},
                budget_usd="1",
                controller=False,
            )
        thread.join(timeout=WORKER_SECONDS)
        assert result.status == "completed", result
        assert joined == [6]
        assert len(result.outcomes) == 6
        assert {o.outcome for o in result.outcomes} == {"completed"}
