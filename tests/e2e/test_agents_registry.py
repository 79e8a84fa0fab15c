"""Registry agents end to end, offline: ``agents.registry_agent(...)`` resolved from a test
snapshot whose agents (the ACP test agent, packed into a pinned archive served over HTTPS from
127.0.0.1) are installed into a private install cache by the real binary installer, then
evaluated against EvalRouter Local served over HTTP: attempts at once, graded; resumed; and
refused before anything is installed or quoted when the service does not know the snapshot."""

from __future__ import annotations

import hashlib
import io
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouter, EvalRouterError, agents
from evalrouter._registry import RegistrySnapshot
from evalrouter.agents._acp.registry import AgentCache
from evalrouter.testing import EvalRouterLocal
from tests.e2e.registry_fixture import (
    AGENT_ID,
    VERSION,
    agent_archive,
    https_files,
    make_certificate,
    snapshot_of,
)

ROUTE = "sim/gpt-5-mini"
SLOW = "slow-agent"  # the same archive, started with --mode slow
OTHER = "other-agent"
PROFILED = "qwen-code"  # the test agent under an id whose profile declares limits
SIGN_IN = "auggie"  # ... under the id of an agent known to ask to be signed in


@dataclass
class Registry:
    snapshot: RegistrySnapshot
    cache: AgentCache
    archive_sha256: str
    downloads: list[str]

    def agent(self, agent_id: str = AGENT_ID) -> agents.AcpAgent:
        return agents.registry_agent(agent_id, snapshot=self.snapshot, cache=self.cache)


@pytest.fixture
def registry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Registry]:
    cert, key = make_certificate(tmp_path)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # trust the archive server's certificate
    archive = agent_archive()
    with https_files({"/test-agent.tar.gz": archive}, cert, key) as server:
        snapshot = snapshot_of(
            f"{server.url}/test-agent.tar.gz",
            archive,
            {
                AGENT_ID: ["--mode", "answer"],
                SLOW: ["--mode", "slow", "--sleep", "1"],
                OTHER: ["--mode", "answer"],
                PROFILED: ["--mode", "answer"],
                SIGN_IN: ["--mode", "auth"],
            },
        )
        sha = hashlib.sha256(archive).hexdigest()
        yield Registry(snapshot, AgentCache(tmp_path / "cache"), sha, server.hits)


class Served:
    def __init__(self, local: EvalRouterLocal, url: str, log: io.StringIO) -> None:
        self.local, self.url, self.log = local, url, log

    def client(self) -> EvalRouter:
        return self.local.client(base_url=self.url)

    def requests(self, fragment: str) -> list[str]:
        return [line for line in self.log.getvalue().splitlines() if fragment in line]

    def requested(self, fragment: str, within: float = 5.0) -> list[str]:
        """The lines for ``fragment``, waiting (bounded) for the first: the server logs a
        request once its answer is sent, so the last one may still be on its way."""
        deadline, pause = time.monotonic() + within, 0.01
        while not (lines := self.requests(fragment)) and time.monotonic() < deadline:
            time.sleep(pause)
            pause = min(pause * 2, 0.2)
        return lines


def serve(snapshots: list[str] | None) -> Iterator[Served]:
    local = EvalRouterLocal(seed=0, registry_snapshots=snapshots)
    log = io.StringIO()
    with local.serve(request_log=log) as url:
        yield Served(local, url, log)


@pytest.fixture
def served(registry: Registry) -> Iterator[Served]:
    """A service that knows the test snapshot (as a real one knows the SDK's bundled one)."""
    yield from serve([registry.snapshot.sha256])


def evaluate(served: Served, agent: agents.AcpAgent, **kwargs: Any) -> agents.EvaluationResult:
    kwargs.setdefault("coverage", 2)
    kwargs.setdefault("budget_usd", "2")
    return agents.evaluate(served.client(), agent=agent, model=ROUTE, tasks="gsm8k", **kwargs)


def _attempts_at_once(events: list[agents.AttemptEvent]) -> int:
    running = most = 0
    for event in events:
        if event.type == "attempt_started":
            running += 1
            most = max(most, running)
        elif event.type in ("attempt_finished", "attempt_failed", "attempt_stopped"):
            running -= 1
    return most


# --------------------------------------------------------------------------------- it works


async def test_the_async_client_quotes_a_profiled_agent_with_its_limits_too(
    registry: Registry, served: Served
) -> None:
    from evalrouter.agents._acp.registry.profiles import KNOWN, RoutePrices

    needs = KNOWN["qwen-code"].needs
    assert needs is not None
    client = served.local.async_client(base_url=served.url)
    try:
        route = next(r for r in served.client().models.list(q=ROUTE) if r.id == ROUTE)
        prices = RoutePrices.of(route.pricing)
        assert prices is not None
        evaluation = await agents.quote_async(
            client, agent=registry.agent(PROFILED), model=ROUTE, tasks="gsm8k", coverage=2
        )
    finally:
        await client.close()
    assert evaluation.request["limits"] == needs.limits(prices)
    quoted = int(str(evaluation.quote.to_dict()["expected_charge_microusd"]))
    assert evaluation.expected_charge_microusd == quoted + 2 * needs.expected_microusd(prices)


def test_an_agent_known_to_need_sign_in_is_refused_with_what_we_know_and_who_can(
    registry: Registry, served: Served
) -> None:
    with pytest.raises(EvalRouterError) as refused:
        evaluate(served, registry.agent(SIGN_IN))
    assert refused.value.code == "acp_agent_auth_required"
    hint = refused.value.hint or ""
    assert hint.startswith("auggie asks to be signed in to its vendor (auggie 0.36.0")
    assert "Registry agents that can: claude-acp," in hint and "qwen-code" in hint
    assert served.local.quote_ids == []  # refused before anything was quoted


def test_a_profiled_agent_is_quoted_with_the_limits_its_profile_declares(
    registry: Registry, served: Served
) -> None:
    """An agent whose reviewed profile declares what it needs (Qwen Code asks for 64,000 output
    tokens a call and sends ~27k input tokens each) is quoted with those limits, its budget at
    the route's prices; ``limits=`` overrides key by key; the estimate counts its typical
    attempt. An agent without such a profile is quoted with none of them."""
    from evalrouter.agents._acp.registry.profiles import KNOWN, RoutePrices

    needs = KNOWN["qwen-code"].needs
    assert needs is not None
    agent = registry.agent(PROFILED)
    assert agent.needs == needs and agent.profile == "qwen-code"
    route = next(r for r in served.client().models.list(q=ROUTE) if r.id == ROUTE)
    prices = RoutePrices.of(route.pricing)
    assert prices is not None
    result = evaluate(served, agent, limits={"max_calls": 30})
    assert result.succeeded, result.as_dict()
    sent = result.evaluation.request["limits"]
    assert sent == {
        "max_output_tokens": needs.max_output_tokens,
        "max_calls": 30,
        "attempt_seconds": needs.attempt_seconds,
        "max_cost_microusd": needs.budget_microusd(prices),
    }
    plan = result.evaluation.quote.to_dict()["plan"]
    assert isinstance(plan, dict) and isinstance(plan["client_run"], dict)
    enforced = plan["client_run"]["limits"]
    assert isinstance(enforced, dict) and {k: enforced[k] for k in sent} == sent
    quoted = int(str(result.evaluation.quote.to_dict()["expected_charge_microusd"]))
    typical = needs.expected_microusd(prices)
    assert typical > 10 * quoted  # the quote alone assumes one call an attempt
    assert result.evaluation.expected_charge_microusd == quoted + 2 * typical
    plain = agents.quote(
        served.client(), agent=registry.agent(OTHER), model=ROUTE, tasks="gsm8k", coverage=2
    )
    assert "limits" not in plain.request and plain.expected_charge_microusd == quoted
    # The budget in dollars, read as budget_usd is; both ways at once is refused.
    dollars = agents.quote(
        served.client(),
        agent=agent,
        model=ROUTE,
        tasks="gsm8k",
        coverage=2,
        limits={"max_cost_usd": "0.5"},
    )
    assert isinstance(dollars.request["limits"], dict)
    assert dollars.request["limits"]["max_cost_microusd"] == 500_000
    with pytest.raises(EvalRouterError) as twice:
        agents.quote(
            served.client(),
            agent=agent,
            model=ROUTE,
            tasks="gsm8k",
            limits={"max_cost_usd": "0.5", "max_cost_microusd": 1},
        )
    assert twice.value.code == "invalid_input" and "twice" in twice.value.message


def test_a_registry_agent_is_installed_then_answers_its_tasks_two_at_once(
    registry: Registry, served: Served
) -> None:
    seen: list[agents.AttemptEvent] = []
    result = evaluate(served, registry.agent(SLOW), concurrency=2, on_event=seen.append)
    assert result.succeeded, result.as_dict()
    assert [o.outcome for o in result.outcomes] == ["completed"] * 2
    assert {o.stop_reason for o in result.outcomes} == {"end_turn"}
    assert _attempts_at_once(seen) == 2
    # The quote names the registry agent and what was installed, never a command.
    described = result.evaluation.request["agent"]
    assert described == {
        "kind": "registry",
        "id": SLOW,
        "version": VERSION,
        "snapshot_sha256": registry.snapshot.sha256,
        "distribution": "binary",
        "platform": described["platform"] if isinstance(described, dict) else None,
        "artifact_sha256": registry.archive_sha256,
        "accept_unverified_artifact": False,
    }
    # Installed once (the quote's pre-flight), then launched from the cache: no network.
    assert registry.downloads == ["/test-agent.tar.gz"]
    # Each attempt asked the gateway and submitted through the MCP server; both were graded.
    assert len(served.requests("/gateway/v1/chat/completions")) == 2
    assert len(served.requests("/submission")) == 2
    assert result.run is not None
    attempts = served.local.attempts(result.run.id)
    assert [a["state"] for a in attempts] == ["graded", "graded"], attempts
    assert result.results is not None


def test_the_install_is_reused_by_the_next_run(registry: Registry, served: Served) -> None:
    assert evaluate(served, registry.agent(), coverage=1).succeeded
    assert evaluate(served, registry.agent(OTHER), coverage=1).succeeded  # same archive
    assert registry.downloads == ["/test-agent.tar.gz"]


async def test_a_registry_agent_runs_from_the_async_client(
    registry: Registry, served: Served
) -> None:
    client = served.local.async_client(base_url=served.url)
    try:
        result = await agents.evaluate_async(
            client, agent=registry.agent(), model=ROUTE, tasks="gsm8k", coverage=2, budget_usd="1"
        )
    finally:
        await client.close()
    assert result.succeeded, result.as_dict()
    assert [o.stop_reason for o in result.outcomes] == ["end_turn", "end_turn"]


# ---------------------------------------------------------------------------------- resume


def test_an_interrupted_registry_run_resumes_with_the_same_agent_only(
    registry: Registry, served: Served
) -> None:
    client = served.client()
    evaluation = agents.quote(
        client,
        agent=registry.agent(SLOW),
        model=ROUTE,
        tasks="gsm8k",
        coverage=2,
        budget_usd="2",
        concurrency=1,
    )
    run = evaluation.start()
    for event in run.events():
        if event.type == "attempt_started":
            break  # leaves the attempt in flight: finished as client_controller_crashed
    assert [o.failure_code for o in run.outcomes] == ["client_controller_crashed"]
    with pytest.raises(EvalRouterError) as refused:
        agents.AgentRun.resume(client, run.id, registry.agent(OTHER))
    assert refused.value.code == "client_run_agent_mismatch"
    # A new object for the same id and version is the same agent (as on another machine).
    resumed = agents.AgentRun.resume(client, run.id, registry.agent(SLOW))
    finished = [e for e in resumed.events() if e.type == "attempt_finished"]
    assert len(finished) >= 2  # the rest, and the crashed attempt's retry
    assert resumed.wait()["status"] == "completed"
    assert registry.downloads == ["/test-agent.tar.gz"]


# ----------------------------------------------------------------------- before the quote


def test_a_snapshot_the_service_does_not_know_is_refused_before_anything_happens(
    registry: Registry,
) -> None:
    for served in serve(None):  # a service that knows only the snapshot the SDK bundles
        with pytest.raises(EvalRouterError) as refused:
            evaluate(served, registry.agent())
        assert refused.value.code == "client_run_snapshot_unknown"
        assert refused.value.details["snapshot_sha256"] == registry.snapshot.sha256
        assert served.requested("/client-runs/capabilities")
        assert not served.requests("/quotes")
        assert not served.requests("/runs")
        assert registry.downloads == []  # nothing was installed either


def test_local_refuses_a_registry_agent_from_a_snapshot_it_does_not_know(
    registry: Registry,
) -> None:
    """The service's own check, for a client that skips the capabilities check."""
    local = EvalRouterLocal(seed=0)
    client = local.client()
    body = {
        "agent": {
            "kind": "registry",
            "id": AGENT_ID,
            "version": VERSION,
            "snapshot_sha256": registry.snapshot.sha256,
            "distribution": "npx",
            "artifact_sha256": registry.archive_sha256,
            "accept_unverified_artifact": False,
        },
        "model": {"kind": "managed", "route_id": ROUTE},
        "selection": {"profile_ids": ["gsm8k"]},
    }
    with pytest.raises(EvalRouterError) as refused:
        client.quotes.create(body)
    assert refused.value.code == "registry_snapshot_unknown"
    assert refused.value.details.get("field") == "agent.snapshot_sha256"


def test_a_resume_is_refused_by_a_service_that_no_longer_knows_the_snapshot(
    registry: Registry, served: Served
) -> None:
    client = served.client()
    evaluation = agents.quote(
        client, agent=registry.agent(), model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1"
    )
    run = evaluation.start()
    served.local._state.registry_snapshots = ()  # the service dropped the snapshot since
    with pytest.raises(EvalRouterError) as refused:
        agents.AgentRun.resume(client, run.id, registry.agent())
    assert refused.value.code == "client_run_snapshot_unknown"
    assert not served.requests("/attempts")  # nothing was claimed
