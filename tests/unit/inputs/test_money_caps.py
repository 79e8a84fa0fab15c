"""Never overspent: ``runs.create(quote_id=..., max_cost=...)`` never admits a run whose cap is
absent, null, malformed or above ``max_cost``; the quote's money fields are checked as whole
micro-USD digit strings before anything trusts them; messages speak dollars."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest

from evalrouter import EvalRouterError, MaxCostExceeded
from evalrouter._money import check_microusd, format_usd, from_microusd
from evalrouter.testing import EvalRouterLocal
from tests.support.api import FakeAPI, done
from tests.support.records import quote_record, run_record


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.on("POST", "/runs", run_record("run_1", "queued"))
    return api


def quote_with(api: FakeAPI, cap: Any, *, absent: bool = False) -> None:
    record = quote_record("q_9", "1")
    if absent:
        del record["max_charge_microusd"]
    else:
        record["max_charge_microusd"] = cap
    api.on("GET", "/quotes/q_9", record)
    api.on("POST", "/quotes", record)


def admissions(api: FakeAPI) -> list[Any]:
    return api.bodies("POST", "/runs")


MALFORMED = ["", "-5", "1.5", "1e6", "+5", " 5", "5 ", "0x10", "\uff15", "1_000", 5, 5.0, True, []]


@pytest.mark.parametrize("cap", MALFORMED, ids=repr)
@pytest.mark.parametrize("max_cost", [None, "0.01", 100])
async def test_a_malformed_quote_cap_is_refused_before_anything_starts(
    client: Any, api: FakeAPI, cap: Any, max_cost: Any
):
    quote_with(api, cap)
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(quote_id="q_9", max_cost=max_cost))
    err = info.value
    assert err.code == "invalid_response"
    assert err.details["field"] == "max_charge_microusd"
    assert "max_charge_microusd" in err.message
    assert admissions(api) == []


@pytest.mark.parametrize("cap", ["", "-5", "1.5", "1e6"])
async def test_a_malformed_cap_on_a_new_quote_is_refused_too(client: Any, api: FakeAPI, cap: str):
    quote_with(api, cap)
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}, max_cost=1))
    assert info.value.code == "invalid_response"
    assert admissions(api) == []


async def test_a_quote_without_a_cap_is_admitted_with_max_cost_as_its_cap(
    client: Any, api: FakeAPI
):
    quote_with(api, None)  # max_charge_microusd: null, the quote has no cap
    await done(client.runs.create(quote_id="q_9", max_cost="0.01"))
    assert admissions(api) == [{"quote_id": "q_9", "max_charge_microusd": "10000"}]


async def test_a_quote_answer_without_its_cap_is_refused_naming_the_field(
    client: Any, api: FakeAPI
):
    """Absent is not null: the cap is unknown, so the quote cannot be checked against
    max_cost; admitting it with max_cost could be refused by the service, or worse."""
    quote_with(api, None, absent=True)
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(quote_id="q_9", max_cost="0.01"))
    err = info.value
    assert err.code == "invalid_response" and err.details["field"] == "max_charge_microusd"
    assert "$0.01" in err.message and "nothing was started" in err.message
    assert admissions(api) == []


async def test_a_quote_without_a_cap_and_without_max_cost_sends_no_cap(client: Any, api: FakeAPI):
    quote_with(api, None)
    await done(client.runs.create(quote_id="q_9"))
    assert admissions(api) == [{"quote_id": "q_9"}]


@pytest.mark.parametrize(
    ("cap", "max_cost", "sent"),
    [("10000", "0.01", "10000"), ("9999", "0.01", "9999"), ("0007", 1, "0007")],
)
async def test_a_cap_within_max_cost_is_restated(
    client: Any, api: FakeAPI, cap: str, max_cost: Any, sent: str
):
    quote_with(api, cap)
    await done(client.runs.create(quote_id="q_9", max_cost=max_cost))
    assert admissions(api) == [{"quote_id": "q_9", "max_charge_microusd": sent}]


async def test_a_cap_above_max_cost_is_refused_in_dollars(client: Any, api: FakeAPI):
    quote_with(api, "10600")
    with pytest.raises(MaxCostExceeded) as info:
        await done(client.runs.create(quote_id="q_9", max_cost="0.01"))
    err = info.value
    assert "$0.0106" in err.message and "$0.01" in err.message
    assert err.hint is not None and "$0.0106" in err.hint
    assert err.details == {
        "quote_id": "q_9",
        "max_charge_microusd": "10600",
        "max_cost_microusd": "10000",
    }
    assert admissions(api) == []


async def test_whatever_the_quote_says_the_admitted_cap_is_digits_within_max_cost(
    client: Any, api: FakeAPI
):
    for cap in [None, "1", "10000", "10001", "-1", "1e4", "", 10000]:
        api.requests.clear()
        api.routes.pop(("GET", "/v1/quotes/q_9"), None)
        quote_with(api, cap)
        with contextlib.suppress(EvalRouterError):
            await done(client.runs.create(quote_id="q_9", max_cost="0.01"))
        for body in admissions(api):
            sent = body.get("max_charge_microusd")
            assert isinstance(sent, str) and sent.isdigit() and int(sent) <= 10_000, (cap, body)


def test_money_helpers_refuse_what_is_not_whole_microusd() -> None:
    assert check_microusd("0", "f", "Quote q") == "0"
    assert check_microusd(None, "f", "Quote q") is None
    for bad in ["", "-5", "1.5", "1e6", 5, {}]:
        with pytest.raises(EvalRouterError) as info:
            check_microusd(bad, "max_charge_microusd", "Quote q")
        assert info.value.code == "invalid_response"
    with pytest.raises(EvalRouterError) as caught:
        from_microusd("1e6")
    assert caught.value.code == "invalid_input"
    assert format_usd("10600") == "$0.0106"
    assert format_usd("2500000") == "$2.50"
    assert format_usd("1") == "$0.000001"


# --------------------------------------------------------------------------- EvalRouter Local


async def test_local_an_uncapped_quote_never_spends_more_than_max_cost(mode: str) -> None:
    local = EvalRouterLocal(seed=5)
    client: Any = local.client() if mode == "sync" else local.async_client()
    try:
        quote = await done(client.runs.create(benchmark="gsm8k@2", model="Sim Small", dry_run=True))
        assert quote.max_charge_microusd is None  # quoted without a cap
        run = await done(client.runs.create(quote_id=quote.id, max_cost="0.01"))
        (admission,) = [r for r in local.requests if (r.method, r.path) == ("POST", "/v1/runs")]
        assert admission.json["max_charge_microusd"] == "10000"
        local.run_until_done(run.id)
        await done(run.refresh())
        assert run.done
        assert run.cap_microusd == "10000"
        assert int(run.spend_microusd) <= 10_000, json.dumps(run.to_dict())[:300]
    finally:
        closed = client.close()
        if hasattr(closed, "__await__"):
            await closed
        local.close()
