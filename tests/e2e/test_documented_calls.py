"""The calls the service's documentation shows run as written against a SERVED EvalRouter Local.

Each test serves a fresh EvalRouter Local over HTTP on 127.0.0.1, sets only
``EVALROUTER_BASE_URL`` (no key: loopback needs none) and builds ``EvalRouter()`` /
``AsyncEvalRouter()`` with no arguments, as a user's script would. The names are the documented
ones (``gpt-5``, ``claude-sonnet-5``, ``gpqa-diamond``), answered by Local's simulated
stand-ins. ``test_served_by_the_module_cli`` does the same against
``python -m evalrouter.testing serve`` in another process.

Time: the served Local runs on its virtual clock with ``polls_to_complete=1``, so the first read
of an unfinished run finishes it and no documented call waits in real time (the SDK's own
``runs.wait`` and ``follow`` are used unchanged).
"""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError, ResolvedBenchmark
from evalrouter.testing import EvalRouterLocal
from tests.e2e.e2e_data import CLAUDE_SONNET_5, GPQA, GPT_5, GSM_LATEST, TERMINAL, headline

CLIENTS = ["sync", "async"]
SRC = Path(__file__).resolve().parents[2] / "src"
ONLY_BASE_URL = (
    "EVALROUTER_API_KEY",
    "EVALROUTER_WEB_URL",
    "EVALROUTER_WORKSPACE_ID",
)


class Served:
    """A served Local and the client kind under test."""

    def __init__(self, local: EvalRouterLocal, base_url: str, kind: str) -> None:
        self.local = local
        self.base_url = base_url
        self.is_async = kind == "async"
        self.clients: list[Any] = []

    def client(self) -> Any:
        """``EvalRouter()`` or ``AsyncEvalRouter()``, with no arguments (closed after the test)."""
        client = AsyncEvalRouter() if self.is_async else EvalRouter()
        self.clients.append(client)
        return client

    async def close(self) -> None:
        for client in self.clients:
            await done(client.close())

    def seen(self, operation_id: str) -> list[Any]:
        return [r for r in self.local.requests if r.operation_id == operation_id]


async def done(value: Any) -> Any:
    """The value of a call on either client (awaited on the async one)."""
    return await value if inspect.isawaitable(value) else value


async def events_of(follow: Any) -> list[Any]:
    if hasattr(follow, "__aiter__"):
        return [event async for event in follow]
    return list(follow)


@pytest.fixture
def only_base_url(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    for name in ONLY_BASE_URL:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path / "state"))  # never the real home
    yield


@pytest.fixture(params=CLIENTS)
async def served(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, only_base_url: None
) -> AsyncIterator[Served]:
    local = EvalRouterLocal(seed=11, polls_to_complete=1)
    try:
        with local.serve() as base_url:
            monkeypatch.setenv("EVALROUTER_BASE_URL", base_url)
            served = Served(local, base_url, request.param)
            try:
                yield served
            finally:
                await served.close()
    finally:
        local.close()


async def test_score_of_a_one_line_run(served: Served) -> None:
    client = served.client()
    run = await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True))
    score = run.score
    assert isinstance(score, float) and 0 < score <= 1
    assert run.status == "completed"
    assert score == headline(await done(client.runs.results(run.id)))
    (quoted,) = served.seen("quotes_create")
    assert quoted.json["model"] == {"kind": "managed", "route_id": GPT_5}
    assert quoted.json["selection"] == {"profile_ids": [GSM_LATEST]}
    assert quoted.json["max_charge_microusd"] == "5000000"
    assert run.record["model"]["display_name"] == "GPT-5 (simulated)"
    assert all(not r.headers.get("authorization") for r in served.local.requests)


async def test_comparison_of_the_documented_subjects(served: Served) -> None:
    client = served.client()
    run = await done(
        client.runs.create(benchmark="gsm8k", subjects=["gpt-5", "claude-sonnet-5"], wait=True)
    )
    cmp = run.compare()
    if inspect.isawaitable(cmp):
        cmp = await cmp
    assert run.status == "completed"
    assert cmp.metric == "accuracy" and cmp.tasks_compared == run.planned_count // 2 > 0
    assert {m.name for m in cmp.models} == {"GPT-5 (simulated)", "Claude Sonnet 5 (simulated)"}
    assert {m.route_id for m in cmp.models} == {GPT_5, CLAUDE_SONNET_5}
    for m in cmp.models:
        assert m.label and m.score is not None and m.low is not None and m.high is not None
        assert m.low <= m.score <= m.high
    (pair,) = cmp.pairs
    first, second = cmp.models
    assert (pair.model, pair.other) == (first.name, second.name)
    assert pair.difference == pytest.approx(first.score - second.score, abs=1e-6)
    assert cmp.summary and first.name in cmp.summary
    (quoted,) = served.seen("quotes_create")
    assert quoted.json["subjects"] == [
        {"model": {"kind": "managed", "route_id": GPT_5}},
        {"model": {"kind": "managed", "route_id": CLAUDE_SONNET_5}},
    ]
    # One read of the API's comparison, whose own record is kept beside the convenience view.
    assert len(served.seen("runs_comparison")) == 1
    assert cmp.raw is not None
    ranking = cmp.raw.to_dict()["benchmarks"][0]["ranking"]
    assert [row["display_name"] for row in ranking] == [m.name for m in cmp.models]


async def test_quote_then_start_then_wait_then_results(served: Served) -> None:
    client = served.client()
    q = await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, dry_run=True))
    assert served.local.run_ids == []  # a dry run starts nothing
    assert 0 < int(q.max_charge_microusd) <= 5_000_000
    run = await done(client.runs.create(quote_id=q.id, max_cost=5))
    assert run.status not in TERMINAL  # started, not waited for
    run = await done(client.runs.wait(run.id, timeout=3600))
    assert run.status == "completed"
    results = await done(client.runs.results(run.id))
    assert results.run_id == run.id and results.profiles[0].profile_id == GSM_LATEST
    assert results.model_names == ["GPT-5 (simulated)"]
    assert [r.json["quote_id"] for r in served.seen("runs_create")] == [q.id]


async def test_resolved_records_are_passed_on(served: Served) -> None:
    client = served.client()
    bench = await done(client.benchmarks.resolve_benchmark("gpqa-diamond"))
    assert isinstance(bench, ResolvedBenchmark)
    assert (bench.id, bench.slug, bench.task_count) == (GPQA, "gpqa-diamond", 48)
    model = await done(client.benchmarks.resolve_model("gpt-5", benchmark=bench))
    assert model == {"kind": "managed", "route_id": GPT_5}
    served.local.clear_requests()
    run = await done(client.runs.create(benchmark=bench, model=model, max_cost=5, wait=True))
    assert run.status == "completed" and run.score is not None
    # Already resolved: the create went straight to the quote.
    assert served.local.requests[0].operation_id == "quotes_create"
    assert served.local.requests[0].json["selection"] == {"profile_ids": [GPQA]}
    samples = await done(client.runs.samples(run.id, limit=200))
    assert {s.profile_id for s in samples.data} == {GPQA}
    assert all("Answer: " in s["answer"] for s in samples.data if s["status"] == "graded")


async def test_follow_prints_sequence_and_type_then_report_url(
    served: Served, capsys: pytest.CaptureFixture[str]
) -> None:
    client = served.client()
    run_id = (await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5))).id
    if served.is_async:
        async for event in client.runs.follow(run_id):
            print(event["sequence"], event["type"])
    else:
        for event in client.runs.follow(run_id):
            print(event["sequence"], event["type"])
    lines = capsys.readouterr().out.splitlines()
    sequences = [int(line.split()[0]) for line in lines]
    assert sequences == list(range(1, len(lines) + 1))
    assert lines[0].endswith("run.queued") and lines[-1].endswith("run.completed")
    assert sum(line.endswith("sample.completed") for line in lines) == 48
    # Loopback EvalRouter Local without a web address: the documented "" (no page to link).
    assert client.runs.report_url(run_id) == ""


async def test_remote_agent_by_name(served: Served) -> None:
    client = served.client()
    name = f"support-bot-{'async' if served.is_async else 'sync'}"
    agent = await done(
        client.connections.create(
            {
                "name": name,
                "base_url": "https://agents.example.com/a2a",
                "protocol": "a2a",
                "auth": {"kind": "headers", "headers": [{"name": "X-Key", "value": "k"}]},
            }
        )
    )
    run = await done(
        client.runs.create(
            agent=f"remote:{name}", benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True
        )
    )
    assert served.seen("connections_list")  # found by name in GET /connections
    (quoted,) = served.seen("quotes_create")
    assert quoted.json["agent"] == {"kind": "remote", "connection_id": agent.id}
    assert run.status == "completed" and run.score is not None
    assert run.record["agent"]["connection_id"] == agent.id
    assert run.record["agent"]["simulated"] is True


async def test_remote_agent_given_as_the_quote_field(served: Served) -> None:
    """Local's side of remote agents, whatever the SDK's lookup: a dict agent is sent as-is."""
    client = served.client()
    agent = await done(
        client.connections.create(
            {
                "name": "planner",
                "base_url": "https://agents.example.com/a2a",
                "protocol": "a2a",
                "auth": {"kind": "headers", "headers": [{"name": "X-Key", "value": "k"}]},
            }
        )
    )
    listed = await done(client.connections.list())
    assert [(c.name, c.protocol) for c in listed.data] == [("planner", "a2a")]
    run = await done(
        client.runs.create(
            agent={"kind": "remote", "connection_id": agent.id},
            benchmark="gsm8k",
            model="gpt-5",
            max_cost=5,
            wait=True,
        )
    )
    assert run.status == "completed" and isinstance(run.score, float)
    assert run.record["agent"]["connection_id"] == agent.id
    assert (
        run.record["model"]["display_name"] == "planner (simulated A2A agent) on GPT-5 (simulated)"
    )


async def test_remote_agent_that_does_not_exist(served: Served) -> None:
    client = served.client()
    with pytest.raises(EvalRouterError) as caught:
        await done(client.runs.create(agent="remote:nobody", benchmark="gsm8k", model="gpt-5"))
    assert caught.value.code == "remote_agent_connection_not_found"
    assert served.seen("quotes_create") == [] and served.local.run_ids == []


def test_served_by_the_module_cli(monkeypatch: pytest.MonkeyPatch, only_base_url: None) -> None:
    """``python -m evalrouter.testing serve --virtual --polls 1`` in another process."""
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    command = [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0"]
    with subprocess.Popen(
        [*command, "--virtual", "--polls", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    ) as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip()
            assert base_url.startswith("http://127.0.0.1:")
            monkeypatch.setenv("EVALROUTER_BASE_URL", base_url)
            with EvalRouter() as client:
                score = client.runs.create(
                    benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True
                ).score
                assert isinstance(score, float) and 0 < score <= 1
                bench = client.benchmarks.resolve_benchmark("gpqa-diamond")
                assert client.benchmarks.resolve_model("gpt-5", benchmark=bench) == {
                    "kind": "managed",
                    "route_id": GPT_5,
                }
        finally:
            process.terminate()
            process.communicate(timeout=10)
