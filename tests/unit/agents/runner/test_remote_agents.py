"""``runs.create(agent="remote:<name>")`` reads every page of ``GET /connections`` and
needs exactly one enabled A2A connection of that name; it quotes ``{"kind": "remote",
"connection_id": ...}``, or raises ``remote_agent_connection_not_found`` before any quote."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import EvalRouterError
from tests.support.api import FakeAPI, done
from tests.support.records import bench_row, minimal, page, quote_record, route, run_record

GPT5 = "openai/gpt-5-2025-08-07"
CATALOG = [bench_row("gsm8k", "1")]


def connection(cid: str, name: str, protocol: str = "a2a", **fields: Any) -> dict[str, Any]:
    return minimal("ConnectionRecord", id=cid, name=name, protocol=protocol, **fields)


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.catalog(CATALOG, [route(GPT5, "GPT-5")])
    api.on("POST", "/quotes", quote_record("q_1", "4000000"))
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


def create(client: Any) -> Any:
    return client.runs.create(benchmark="gsm8k", model="gpt-5", agent="remote:triage")


async def test_the_one_enabled_a2a_connection_of_that_name_is_quoted(client: Any, api: FakeAPI):
    api.on(
        "GET",
        "/connections",
        page([connection("c_other", "other"), connection("c_http", "triage", "openai")], "p2"),
        page([connection("c_off", "triage", disabled_at="2026-01-01T00:00:00Z")], "p3"),
        page([connection("c_1", "triage")]),
    )
    run = await done(create(client))
    assert run.id == "run_1"
    (body,) = api.bodies("POST", "/quotes")
    assert body["agent"] == {"kind": "remote", "connection_id": "c_1"}
    listed = [c for c in api.calls() if c.startswith("GET /connections")]
    assert listed == [
        "GET /connections?limit=100",
        "GET /connections?cursor=p2&limit=100",
        "GET /connections?cursor=p3&limit=100",
    ]
    assert api.calls().index(listed[-1]) < api.calls().index("POST /quotes")


@pytest.mark.parametrize(
    ("rows", "words"),
    [
        ([], "No enabled A2A connection"),
        ([connection("c_1", "triage", "openai")], "No enabled A2A connection"),
        ([connection("c_1", "triage", enabled=False)], "1 with that name is disabled"),
        ([connection("c_1", "triage"), connection("c_2", "triage")], "2 enabled A2A connections"),
    ],
    ids=["none", "not-a2a", "disabled", "several"],
)
async def test_anything_but_exactly_one_match_refuses_before_quoting(
    client: Any, api: FakeAPI, rows: list[dict[str, Any]], words: str
):
    api.on("GET", "/connections", page(rows))
    with pytest.raises(EvalRouterError) as info:
        await done(create(client))
    err = info.value
    assert err.code == "remote_agent_connection_not_found"
    assert words in err.message and "triage" in err.message
    assert err.hint
    assert isinstance(err.details, dict) and err.details["name"] == "triage"
    assert api.bodies("POST", "/quotes") == []


async def test_an_empty_remote_name_reads_nothing(client: Any, api: FakeAPI):
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", agent="remote:"))
    assert info.value.code == "remote_agent_connection_not_found"
    assert not any(c.startswith(("GET /connections", "POST")) for c in api.calls())


async def test_an_agent_object_is_sent_as_given(client: Any, api: FakeAPI):
    agent = {"kind": "remote", "connection_id": "c_9"}
    await done(client.runs.create(benchmark="gsm8k", model="gpt-5", agent=agent))
    assert api.bodies("POST", "/quotes")[0]["agent"] == agent
    assert not any(c.startswith("GET /connections") for c in api.calls())
