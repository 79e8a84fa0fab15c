"""A sandboxed agent's relay route: served on a unix socket bound into its sandbox alone, its
token refused on the relay's loopback port (where a sibling could reach it), and that socket
serving its own route only."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from evalrouter.agents._gateway.relay import Relay
from tests.unit.agents.gateway.test_agents_relay import ASK, Recorder, open_route, relay, upstream

__all__ = ["relay", "upstream"]
# Requests to the relay (127.0.0.1 and its unix socket) are real.
pytestmark = pytest.mark.httpx_mock(
    should_mock=lambda request: request.url.host not in ("127.0.0.1", "localhost")
)


def second_route(relay: Relay, recorder: Recorder) -> object:
    return relay.open(
        attempt_id="att_2",
        upstream="https://api.test/v1/client-runs/run_1/attempts/att_2/gateway/v1",
        credential="ercr_other.secret",
        limits={},
        recorder=recorder,
        request_seconds=30,
    )


async def call(base_url: str, token: str, socket_path: str | None = None) -> int:
    transport = httpx.AsyncHTTPTransport(uds=socket_path) if socket_path else None
    async with httpx.AsyncClient(transport=transport, trust_env=False) as http:
        reply = await http.post(
            f"{base_url}/chat/completions", json=ASK, headers={"authorization": f"Bearer {token}"}
        )
        return reply.status_code


async def test_a_confined_route_answers_on_its_socket_and_nowhere_else(
    relay: Relay, tmp_path: Path
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    assert await call(route.base_url, route.token) == 200  # before: its token works on the port
    path = str(tmp_path / "relay")
    await relay.confine(route, path)
    assert Path(path).stat().st_mode & 0o777 == 0o600
    assert await call(route.base_url, route.token, path) == 200  # from its sandbox
    assert await call(route.base_url, route.token) == 401  # from anywhere else: refused
    route.close()
    for _ in range(100):  # bounded: the socket closes on the relay's own loop
        if not Path(path).exists() or await _refused(route.base_url, route.token, path):
            break
        await asyncio.sleep(0.02)
    assert await _refused(route.base_url, route.token, path)


async def _refused(base_url: str, token: str, path: str) -> bool:
    try:
        return await call(base_url, token, path) == 401
    except httpx.TransportError:
        return True


async def test_a_confined_socket_serves_its_own_route_only(relay: Relay, tmp_path: Path) -> None:
    recorder = Recorder()
    mine = open_route(relay, recorder)
    other = second_route(relay, recorder)
    path = str(tmp_path / "relay")
    await relay.confine(mine, path)
    assert await call(mine.base_url, mine.token, path) == 200
    # Another attempt's address and token, even valid ones, through this sandbox's socket.
    assert await call(other.base_url, other.token, path) == 401  # type: ignore[attr-defined]
    assert await call(other.base_url, other.token) == 200  # type: ignore[attr-defined]
