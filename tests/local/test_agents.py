"""Remote (A2A) agents in EvalRouter Local: connections of protocol a2a, quoted as the agent.

Local never calls an A2A endpoint (every agent here points at an address nothing listens on):
the agent's answers are simulated, deterministically, and graded by the real grader.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._catalog import BENCHMARKS_BY_ID, ROUTES_BY_ID
from evalrouter.testing._pricing import worst_case
from tests.local.fake_openai import dead_url
from tests.local.local_flows import GSM_V2, LARGE, admit, error, managed, ok, quote, wait

SECRET = "a2a-secret-header-value-41b7"
CLIENT_SECRET = "oauth-client-secret-93cd"
GSM_FEE = 200


def new_agent(client: httpx.Client, name: str = "support-bot", **extra: Any) -> dict[str, Any]:
    body = {
        "name": name,
        "base_url": dead_url(),
        "protocol": "a2a",
        "auth": {"kind": "headers", "headers": [{"name": "X-Agent-Key", "value": SECRET}]},
        **extra,
    }
    record: dict[str, Any] = ok(client.post("/connections", json=body), 201)
    return record


def remote(record: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "remote", "connection_id": record["id"]}


def assert_secrets_never_sent_back(local: EvalRouterLocal) -> None:
    assert local.requests
    for exchange in local.requests:
        for secret in (SECRET, CLIENT_SECRET):
            assert secret.encode() not in exchange.response_content, exchange.path


def test_a2a_connections_are_created_listed_checked_and_updated(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    agent = new_agent(client)
    assert agent["protocol"] == "a2a" and agent["name"] == "support-bot"
    assert agent["capabilities"] == ["agent"] and agent["disabled_at"] is None
    assert agent["config"] == {
        "card_path": "/.well-known/agent-card.json",
        "auth": {"kind": "headers", "header_names": ["X-Agent-Key"]},
        "simulated": True,
    }
    oauth = new_agent(
        client,
        "planner",
        card_path="/agent.json",
        auth={
            "kind": "oauth2_client_credentials",
            "client_id": "cid",
            "client_secret": CLIENT_SECRET,
            "token_url": "https://auth.example.com/token",
        },
    )
    assert oauth["config"]["auth"]["client_secret_set"] is True
    model = ok(
        client.post(
            "/connections",
            json={"name": "m", "base_url": dead_url(), "model_id": "m", "api_key": "k"},
        ),
        201,
    )

    # Every page of GET /connections, as the SDK walks it to find an agent by name.
    seen: list[dict[str, Any]] = []
    cursor = None
    while True:
        page = ok(
            client.get(
                "/connections", params={"limit": 1, "cursor": cursor} if cursor else {"limit": 1}
            )
        )
        seen.extend(page["data"])
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert [(c["name"], c["protocol"]) for c in seen] == [
        ("support-bot", "a2a"),
        ("planner", "a2a"),
        ("m", "openai_chat"),
    ]

    # The check calls nothing (the agent is simulated), and says so.
    checked = ok(client.post(f"/connections/{agent['id']}/check"))
    assert checked["check_result"]["ok"] is True and checked["check_result"]["simulated"] is True
    assert checked["checked_at"] is not None

    renamed = ok(client.patch(f"/connections/{agent['id']}", json={"name": "helpdesk"}))
    assert renamed["name"] == "helpdesk" and renamed["revision"] == 2
    bad = error(
        client.patch(f"/connections/{agent['id']}", json={"model_id": "x"}), 422, "invalid_request"
    )
    assert bad["details"]["field"] == "model_id"
    assert model["protocol"] == "openai_chat"
    assert_secrets_never_sent_back(local)


def test_an_agent_on_its_own_costs_the_task_fee_only(
    local: EvalRouterLocal, client: httpx.Client
) -> None:
    agent = new_agent(client)
    q = quote(client, selection={"profile_ids": [GSM_V2]}, agent=remote(agent))
    tasks = BENCHMARKS_BY_ID[GSM_V2].task_count
    assert q["worst_case_charge_microusd"] == str(GSM_FEE * tasks)
    plan = q["plan"]
    assert plan["model"]["kind"] == "remote_agent" and plan["model"]["protocol"] == "a2a"
    assert plan["model"]["connection_id"] == agent["id"]
    assert plan["model"]["display_name"] == "support-bot (simulated A2A agent)"
    assert plan["agent"]["simulated"] is True and plan["agent"]["connection_id"] == agent["id"]
    assert plan["agent"]["model_route_id"] is None

    run = wait(client, admit(client, q)["id"])
    assert run["status"] == "completed" and run["agent"] == plan["agent"]
    assert run["spend_microusd"] == str(GSM_FEE * tasks)
    results = ok(client.get(f"/runs/{run['id']}/results"))
    assert results["model_names"] == ["support-bot (simulated A2A agent)"]
    samples = ok(client.get(f"/runs/{run['id']}/samples", params={"limit": 200}))["data"]
    correct = sum(s["outcome"] == "correct" for s in samples)
    # Graded from its answers: neither all right nor all wrong, and the metric is their mean.
    assert 0 < correct < tasks
    assert results["profiles"][0]["metrics"][0]["value"] == round(correct / tasks, 6)
    assert_secrets_never_sent_back(local)


def test_an_agent_given_a_model_answers_with_it_at_its_prices(client: httpx.Client) -> None:
    agent = new_agent(client)
    q = quote(
        client,
        selection={"profile_ids": [GSM_V2]},
        model=managed(LARGE),
        agent=remote(agent),
        max_charge_microusd="5000000",
    )
    bench, route = BENCHMARKS_BY_ID[GSM_V2], ROUTES_BY_ID[LARGE]
    assert q["worst_case_charge_microusd"] == str(
        sum(worst_case(route, bench, t) for t in bench.tasks)
    )
    model = q["plan"]["model"]
    assert model["kind"] == "managed" and model["route_id"] == LARGE
    assert model["display_name"] == "support-bot (simulated A2A agent) on Sim Large"
    assert q["plan"]["agent"]["model_route_id"] == LARGE

    run = wait(client, admit(client, q)["id"])
    plain = wait(
        client,
        admit(client, quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(LARGE)))[
            "id"
        ],
    )
    assert run["status"] == plain["status"] == "completed"
    outcomes = [
        [
            s["outcome"]
            for s in ok(client.get(f"/runs/{r['id']}/samples", params={"limit": 200}))["data"]
        ]
        for r in (run, plain)
    ]
    assert outcomes[0] != outcomes[1]  # the agent draws its own answers, not the model's


def test_agent_answers_are_deterministic_per_seed_and_agent() -> None:
    def outcomes(seed: int, agents: int) -> list[str]:
        local = EvalRouterLocal(seed=seed)
        with httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as c:
            records = [new_agent(c, f"agent-{i}") for i in range(agents)]
            q = quote(c, selection={"profile_ids": [GSM_V2]}, agent=remote(records[-1]))
            run_id = admit(c, q)["id"]
            local.run_until_done(run_id)
            data = ok(c.get(f"/runs/{run_id}/samples", params={"limit": 200}))["data"]
            return [s["outcome"] for s in data]

    assert outcomes(3, 1) == outcomes(3, 1)
    assert outcomes(3, 1) != outcomes(3, 2)  # another agent (another connection) answers otherwise


def test_a_capped_agent_run_continues_as_the_same_agent(client: httpx.Client) -> None:
    agent = new_agent(client)
    q = quote(
        client,
        selection={"profile_ids": [GSM_V2]},
        agent=remote(agent),
        max_charge_microusd=str(GSM_FEE * 5),
    )
    first = wait(client, admit(client, q)["id"])
    assert first["status"] == "partial"
    assert first["interruption"]["reason"] == "spending_cap_reached"
    more = quote(client, kind="continuation", from_run=first["id"])
    assert more["plan"]["agent"] == q["plan"]["agent"]
    assert more["plan"]["model"]["kind"] == "remote_agent"
    done = wait(client, admit(client, more)["id"])
    assert done["status"] == "completed" and done["agent"]["connection_id"] == agent["id"]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"agent": {"kind": "remote", "connection_id": "nope"}}, 404, "connection_not_found"),
        ({"agent": {"kind": "remote"}}, 422, "invalid_request"),
        ({"agent": "remote:support-bot"}, 501, "not_implemented_locally"),
        ({"agent": "opencode"}, 501, "not_implemented_locally"),
        (
            # hosted agents are simulated (tests/local/test_hosted_agents.py); this one's
            # snapshot_sha256 is no sha256
            {"agent": {"kind": "hosted", "id": "a", "version": "1", "snapshot_sha256": "0"}},
            422,
            "invalid_request",
        ),
        (
            {"agent": "AGENT", "subjects": [{"model": managed(LARGE)}, {"model": managed(LARGE)}]},
            422,
            "invalid_request",
        ),
        ({"agent": "AGENT", "kind": "continuation", "from_run": "run_x"}, 422, "invalid_request"),
        ({"agent": "MODEL"}, 422, "connection_not_an_agent"),
        ({"model": "AGENT_AS_MODEL"}, 422, "connection_not_a_model"),
    ],
)
def test_agent_refusals(client: httpx.Client, body: dict[str, Any], status: int, code: str) -> None:
    agent = new_agent(client)
    model = ok(
        client.post(
            "/connections",
            json={"name": "m", "base_url": dead_url(), "model_id": "m", "api_key": "k"},
        ),
        201,
    )
    named = {
        "AGENT": remote(agent),
        "MODEL": remote(model),
        "AGENT_AS_MODEL": {"kind": "connection", "connection_id": agent["id"]},
    }
    sent = {k: named.get(v, v) if isinstance(v, str) else v for k, v in body.items()}
    sent.setdefault("selection", {"profile_ids": [GSM_V2]})
    found = error(client.post("/quotes", json=sent), status, code)
    if body.get("agent") == "remote:support-bot":
        assert "connection_id" in (found["hint"] or "")
