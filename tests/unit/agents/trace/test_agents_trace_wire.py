"""Trace delivery through the real client: each batch is one ``POST .../observations`` with its
``Idempotency-Key``, and the service's answers (5xx, 4xx, ``trace_sealed``) are told apart as
the runner needs. pytest-httpx answers; nothing leaves the process."""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

import httpx
from evalrouter_generated._operations import CLIENT_RUNS_ATTEMPTS_OBSERVE as OBSERVE
from pytest_httpx import HTTPXMock

from evalrouter import AsyncEvalRouter
from evalrouter.agents._trace.delivery import TraceDelivery
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.support.api import BASE, KEY
from tests.support.records import envelope, minimal

URL = f"{BASE}/v1/client-runs/run_1/attempts/att_1/observations"


def deliver(trace: TraceRecorder, live_ticks: int) -> tuple[TraceDelivery, Any]:
    async def main() -> tuple[TraceDelivery, Any]:
        async with AsyncEvalRouter(base_url=BASE, api_key=KEY) as client:

            async def send(body: dict[str, Any], key: str) -> object:
                # The one request path with the observe operation. (The generated
                # client_runs.attempts.observe() cannot be used yet: its required
                # Idempotency-Key header is looked up among its positional values only.)
                values = {"run_id": "run_1", "attempt_id": "att_1", "idempotency_key": key}
                return await client._call(OBSERVE, values, body, {"max_retries": 0})

            ticks = 0

            async def sleep(seconds: float) -> None:
                nonlocal ticks
                ticks += 1
                if ticks > live_ticks:
                    raise asyncio.CancelledError
                if ticks > 1:
                    trace.checkpoint(f"tick {ticks}")

            delivery = TraceDelivery(trace, send, attempt_id="att_1", sleep=sleep)
            with contextlib.suppress(asyncio.CancelledError):
                await delivery.live()
            trace.close(failed=False)
            return delivery, await delivery.final()

    return asyncio.run(main())


def receipt() -> httpx.Response:
    return httpx.Response(200, json=minimal("ObservationReceipt"))


def test_batches_are_posted_with_their_keys_and_refusals_are_classified(
    httpx_mock: HTTPXMock,
) -> None:
    httpx_mock.add_response(
        url=URL, status_code=503, json=envelope("internal_error", retryable=True)
    )
    httpx_mock.add_response(url=URL, json=minimal("ObservationReceipt"))
    httpx_mock.add_response(
        url=URL, status_code=422, json=envelope("observation_invalid", retryable=False)
    )
    httpx_mock.add_response(url=URL, status_code=409, json=envelope("trace_sealed"))
    trace = TraceRecorder({"level": "spans"}, root_name="solver")
    delivery, stats = deliver(trace, live_ticks=4)
    requests = httpx_mock.get_requests()
    keys = [request.headers["Idempotency-Key"] for request in requests]
    # tick 1: the root span, 503 (kept); tick 2: resent and accepted, then tick 2's point is
    # refused (dropped); tick 3: its point meets the seal
    assert keys == [
        "cr-steps-att_1-1-1",
        "cr-steps-att_1-1-1",
        "cr-steps-att_1-2-2",
        "cr-steps-att_1-3-3",
    ]
    assert requests[0].content == requests[1].content
    body = json.loads(requests[0].content)
    assert body["schema_version"] == "evalrouter.client-trace.v1"
    assert requests[0].headers["Authorization"] == f"Bearer {KEY}"
    assert delivery.refused == ["observation_invalid"]
    assert delivery.sealed
    # dropped: the refused point, the sealed one, tick 4's point and the root's close (both
    # made after the seal)
    assert stats.steps == 1 and stats.dropped == 4
