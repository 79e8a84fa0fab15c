"""runs.create when the answer to its quote is lost: ``POST /quotes`` is never repeated after an
ambiguous failure, nothing is admitted, and the error speaks of runs.create (the call the user
made), says no run was started and that calling it again is safe. Both clients."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from evalrouter import APIConnectionError, EvalRouterError
from tests.support.api import FakeAPI, done, make_client
from tests.support.records import bench_row, quote_record, route, run_record

CATALOG = [bench_row("gsm8k", "1")]


def dropped(request: httpx.Request) -> Any:
    raise httpx.RemoteProtocolError("peer closed connection", request=request)


def timed_out(request: httpx.Request) -> Any:
    raise httpx.ReadTimeout("read timed out", request=request)


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.catalog(CATALOG, [route("openai/gpt-5", "GPT-5")])
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


@pytest.mark.parametrize("failure", [dropped, timed_out], ids=["dropped", "timed-out"])
@pytest.mark.parametrize("dry_run", [False, True], ids=["create", "dry-run"])
async def test_a_lost_quote_answer_is_not_repeated_and_starts_nothing(
    mode: str, api: FakeAPI, failure: Any, dry_run: bool
):
    api.on("POST", "/quotes", failure, quote_record("q_1"))
    client = make_client(mode, api, max_retries=3)  # retries allowed
    with pytest.raises(APIConnectionError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", dry_run=dry_run))
    err = info.value
    assert len(api.bodies("POST", "/quotes")) == 1  # never repeated
    assert api.bodies("POST", "/runs") == []  # nothing admitted
    assert err.retryable is True  # this same create may be called again
    assert err.hint is not None
    assert "No run was started" in err.hint and "runs.create" in err.hint
    assert "quotes.create" not in err.hint
    assert isinstance(err.details, dict) and err.details["stage"] == "quote"
    # and calling it again does what it says: one quote, one run
    run = await done(client.runs.create(benchmark="gsm8k", model="gpt-5", dry_run=dry_run))
    assert len(api.bodies("POST", "/quotes")) == 2
    assert len(api.bodies("POST", "/runs")) == (0 if dry_run else 1)
    assert run.id == ("q_1" if dry_run else "run_1")


async def test_a_cap_below_the_first_tasks_price_is_told_in_dollars(client: Any, api: FakeAPI):
    refusal = {
        "error": {
            "code": "cap_below_minimum",
            "message": "max_charge_microusd 10000 is below 10600.",
            "details": {"minimum_cap_microusd": "10600", "max_charge_microusd": "10000"},
        }
    }
    api.on("POST", "/quotes", httpx.Response(422, json=refusal))
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost="0.01"))
    err = info.value
    assert err.code == "cap_below_minimum"
    assert "max_cost $0.01 is below $0.0106" in err.message and "Nothing was started" in str(err)
    assert err.hint == "Raise max_cost to at least $0.0106."
    assert err.details == {"minimum_cap_microusd": "10600", "max_charge_microusd": "10000"}
    assert api.bodies("POST", "/runs") == []
