"""Each events read of ``runs.follow`` has its own deadline: ``min(10 s, time left)``."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.api import FakeAPI, collect, make_client
from tests.support.clock import FakeClock
from tests.support.records import event, events


@pytest.mark.parametrize(("timeout", "read_deadline"), [(3600, 10.0), (4, 4.0)])
async def test_each_read_is_bounded_by_ten_seconds_or_the_time_left(
    mode: str, timeout: float, read_deadline: float
):
    api = FakeAPI().on("GET", "/runs/run_1/events", events([event(1)], 1, status="completed"))
    client: Any = make_client(mode, api, FakeClock(1000.0), max_retries=0)
    seen = await collect(client.runs.follow("run_1", timeout=timeout))
    assert [e.sequence for e in seen] == [1]
    (request,) = api.requests
    limits = request.extensions["timeout"]
    longest = max(v for v in limits.values() if v is not None)
    assert longest == pytest.approx(read_deadline, abs=0.05)
