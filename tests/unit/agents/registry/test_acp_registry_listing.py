"""``client.agents``: the bundled snapshot's agents, read offline on both clients (the unit
tests' fake API fails any request nobody expected, so none is made)."""

from __future__ import annotations

import asyncio
import json

import pytest

import evalrouter
from evalrouter import EvalRouterError
from evalrouter._agents_group import AgentListing, RegistryAgentInfo, SnapshotInfo
from evalrouter._registry import SOURCE_PATH, bundled_snapshot

KEY = "sk-test-123456"


def test_the_sync_client_lists_the_snapshot() -> None:
    with evalrouter.EvalRouter(base_url="https://api.example.com", api_key=KEY) as client:
        listing = client.agents.list()
        assert isinstance(listing, AgentListing)
        assert listing.snapshot_sha256 == bundled_snapshot().sha256
        ids = [row.id for row in listing.data]
        assert ids == sorted(bundled_snapshot().entries)
        qwen = client.agents.get("qwen-code")
        assert isinstance(qwen, RegistryAgentInfo)
        assert (qwen.integrity, qwen.distribution) == ("package-registry", "npx")
        assert all(
            row.integrity in ("pinned", "package-registry", "unverified-upstream", "unsupported")
            for row in listing.data
        )
        with pytest.raises(EvalRouterError) as caught:
            client.agents.get("qwen-cod")
        assert caught.value.code == "acp_agent_not_found"


def test_the_async_client_lists_the_same() -> None:
    async def main() -> tuple[AgentListing, RegistryAgentInfo]:
        async with evalrouter.AsyncEvalRouter(
            base_url="https://api.example.com", api_key=KEY
        ) as client:
            return await client.agents.list(), await client.agents.get("opencode")

    listing, opencode = asyncio.run(main())
    assert len(listing.data) == len(bundled_snapshot().entries)
    assert opencode.version == bundled_snapshot().entries["opencode"].version


def test_the_listing_says_which_snapshot_it_reads_and_its_date() -> None:
    source = json.loads(SOURCE_PATH.read_bytes())
    with evalrouter.EvalRouter(base_url="https://api.example.com", api_key=KEY) as client:
        snapshot = client.agents.list().snapshot
    assert snapshot == SnapshotInfo(
        sha256=bundled_snapshot().sha256, commit=source["commit"], date=source["date"]
    )
    assert snapshot.commit and snapshot.date and snapshot.date[:4].isdigit()
