"""A sync client's answer read in the runner's threads (``clients._FromThreads``): when the
process is ending (Ctrl+C shut the pool down) a read in progress ends as a transport error,
which the relay records as a cut stream and closes quietly, never a RuntimeError printed by
asyncio on the user's terminal."""

from __future__ import annotations

import concurrent.futures

import httpx
import pytest

from evalrouter.agents._controller import clients


async def test_a_read_after_the_pool_shut_down_is_a_transport_error() -> None:
    response = httpx.Response(200, stream=httpx.ByteStream(b"data: {}\n\n"))
    pool = concurrent.futures.ThreadPoolExecutor(1)
    pool.shutdown()
    body = clients._FromThreads(response, pool)
    with pytest.raises(httpx.ReadError, match="closed mid-answer"):
        async for _ in body:
            pass


async def test_a_read_with_the_pool_up_passes_the_pieces_on() -> None:
    response = httpx.Response(200, stream=httpx.ByteStream(b"data: {}\n\n"))
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pieces = [piece async for piece in clients._FromThreads(response, pool)]
    assert b"".join(pieces) == b"data: {}\n\n"
