"""Nothing lost or doubled after the server acted: an admission (``POST /runs``) whose answer is
lost or unreadable is asked again, with the same quote and key, while the call's time allows;
otherwise (and at once for a readable answer without the run's ``id``) the error says the run
may have started and how to get it back, and ``.retryable`` answers for the user's call.
Scripted answers first, then EvalRouter Local, which really starts runs, to prove that following
the error never pays for a second run."""

from __future__ import annotations

import inspect
import json
import re
from collections.abc import AsyncIterator, Iterator
from typing import Any

import httpx
import pytest

from evalrouter import (
    APIConnectionError,
    AsyncEvalRouter,
    EvalRouter,
    EvalRouterError,
    RunStartUnconfirmed,
)
from evalrouter.testing import EvalRouterLocal
from tests.support.api import FakeAPI, done
from tests.support.clock import FakeClock
from tests.support.records import error, quote_record, run_record

QUOTE = "q_1"


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.on("GET", f"/quotes/{QUOTE}", quote_record(QUOTE, "4000000"))
    api.on("POST", "/quotes", quote_record(QUOTE, "4000000"))
    return api


def raise_(exc: Exception) -> Any:
    def answer(request: httpx.Request) -> Any:
        raise exc

    return answer


def fresh(status: int, **content: Any) -> Any:
    """An answer built anew for every request (a response object is read only once)."""

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, **content)

    return answer


RUN = run_record("run_1", "queued")
AMBIGUOUS = {
    "dropped": raise_(httpx.ReadError("connection reset")),
    "protocol": raise_(httpx.RemoteProtocolError("server disconnected")),
    "read_timeout": raise_(httpx.ReadTimeout("timed out")),
    "bare_502": fresh(502, text="Bad Gateway"),
    "bare_503": fresh(503, text="Service Unavailable"),
    "bare_504": fresh(504, text="Gateway Timeout"),
    "array": fresh(201, json=[RUN]),
    "not_json": fresh(201, text="<html>ok</html>"),
}
# A readable answer without the run's id: asking again would get the same, so never asked again.
NO_ID = {
    "no_id": fresh(201, json={k: v for k, v in RUN.items() if k != "id"}),
    "null_id": fresh(201, json={**RUN, "id": None}),
    "int_id": fresh(201, json={**RUN, "id": 7}),
    "empty_id": fresh(201, json={**RUN, "id": ""}),
}


def admissions(api: FakeAPI) -> list[httpx.Request]:
    return [r for r in api.requests if (r.method, r.url.path) == ("POST", "/v1/runs")]


@pytest.mark.parametrize("failure", list(AMBIGUOUS), ids=list(AMBIGUOUS))
async def test_an_ambiguous_admission_is_asked_again_with_the_same_quote_and_key(
    client: Any, api: FakeAPI, clock: FakeClock, failure: str
):
    api.on("POST", "/runs", AMBIGUOUS[failure], AMBIGUOUS[failure], RUN)
    run = await done(client.runs.create(quote_id=QUOTE))
    assert run.id == "run_1"
    sent = admissions(api)
    assert len(sent) == 3
    assert {r.headers["Idempotency-Key"] for r in sent} == {sent[0].headers["Idempotency-Key"]}
    assert [json.loads(r.content) for r in sent] == [
        {"quote_id": QUOTE, "max_charge_microusd": "4000000"}
    ] * 3
    assert clock.sleeps == [1.0, 2.0]  # backs off between asks


@pytest.mark.parametrize("failure", ["dropped", "bare_503", "not_json"])
async def test_no_answer_in_time_says_the_run_may_have_started_and_how_to_recover(
    client: Any, api: FakeAPI, clock: FakeClock, failure: str
):
    api.on("POST", "/runs", AMBIGUOUS[failure])
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}, max_cost=5))
    err = info.value
    sent = admissions(api)
    key = sent[0].headers["Idempotency-Key"]
    assert isinstance(err, APIConnectionError)  # no usable answer arrived
    assert "may have started" in err.message
    assert err.quote_id == QUOTE and err.idempotency_key == key
    assert err.details["quote_id"] == QUOTE and err.details["idempotency_key"] == key
    assert err.details["reason"] == "run_start_unconfirmed"
    assert err.details["attempts"] == len(sent)
    # Calling create(benchmark=...) again would quote and start another run.
    assert err.retryable is False
    assert err.hint is not None
    assert 'client.runs.create(quote_id="q_1", max_cost="5")' in err.hint
    # Bounded: asked again only while the client's timeout (120 s) allowed, backing off.
    assert 3 <= len(sent) <= 20
    assert sum(clock.sleeps) <= client.timeout
    assert all(b >= a for a, b in zip(clock.sleeps, clock.sleeps[1:], strict=False))


@pytest.mark.parametrize("failure", list(NO_ID), ids=list(NO_ID))
async def test_a_run_without_an_id_names_the_field_at_once(
    client: Any, api: FakeAPI, clock: FakeClock, failure: str
):
    api.on("POST", "/runs", NO_ID[failure], RUN)
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(client.runs.create(quote_id=QUOTE))
    err = info.value
    assert err.code == "invalid_response"
    assert err.details["field"] == "id"
    assert re.search(r"`id`", err.message), err.message
    assert "may have started" in err.message
    assert err.hint is not None and 'client.runs.create(quote_id="q_1"' in err.hint
    # Never asked again and never waited: the same answer would come back.
    assert len(admissions(api)) == 1
    assert clock.sleeps == []


async def test_with_an_idempotency_key_the_same_create_is_retryable(
    client: Any, api: FakeAPI, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    api.on("POST", "/runs", AMBIGUOUS["dropped"])
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(
            client.runs.create(
                benchmark={"eval": "x"}, model={"kind": "m"}, idempotency_key="job-1"
            )
        )
    assert info.value.retryable is True
    assert info.value.idempotency_key == "job-1:run"


async def test_the_quote_id_form_is_retryable(client: Any, api: FakeAPI):
    api.on("POST", "/runs", AMBIGUOUS["read_timeout"])
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(client.runs.create(quote_id=QUOTE))
    assert info.value.code == "request_timeout"
    assert info.value.retryable is True


async def test_an_api_5xx_is_not_asked_again_but_says_how_to_recover(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on("POST", "/runs", error(500, "internal_error", "boom"), RUN)
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}))
    assert (info.value.code, info.value.status_code) == ("internal_error", 500)
    assert info.value.retryable is False
    assert info.value.hint is not None and 'quote_id="q_1"' in info.value.hint
    assert len(admissions(api)) == 1 and clock.sleeps == []


async def test_a_definitive_refusal_propagates_unchanged(client: Any, api: FakeAPI):
    api.on("POST", "/runs", error(402, "insufficient_balance", "Top up"))
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(quote_id=QUOTE))
    assert not isinstance(info.value, RunStartUnconfirmed)
    assert (info.value.code, info.value.status_code) == ("insufficient_balance", 402)
    assert len(admissions(api)) == 1


async def test_a_lost_quote_answer_is_retryable_even_without_a_key(client: Any, api: FakeAPI):
    """Nothing was admitted, so the same create cannot start a second run: a quote made anyway
    is never started (test_create_quote_lost.py has the rest)."""
    api.routes[("POST", "/v1/quotes")] = [AMBIGUOUS["dropped"]]
    with pytest.raises(APIConnectionError) as info:
        await done(client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}))
    assert info.value.retryable is True
    assert admissions(api) == []


async def test_errors_while_waiting_after_the_start_are_not_retryable(client: Any, api: FakeAPI):
    api.on("POST", "/runs", RUN)
    # A wait rides out transient failures; one it cannot (a refusal) is raised at once.
    api.on("GET", "/runs/run_1", error(403, "permission_denied", "Not yours."))
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}, wait=True))
    err = info.value
    assert err.code == "permission_denied"
    assert err.retryable is False  # a GET is repeatable, but create would start another run
    assert err.details["run_id"] == "run_1"
    assert err.hint is not None and 'client.runs.wait("run_1")' in err.hint


async def test_a_wait_timeout_after_the_start_is_not_retryable(client: Any, api: FakeAPI):
    api.on("POST", "/runs", RUN)
    api.on("GET", "/runs/run_1", run_record("run_1", "running"))
    with pytest.raises(EvalRouterError) as info:
        await done(
            client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}, wait=True, timeout=3)
        )
    assert info.value.code == "wait_timeout" and info.value.retryable is False


# --------------------------------------------------------------------------- EvalRouter Local

BENCH, MODEL = "gsm8k@2", "Sim Large"


class Unreadable(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """Local's transport, except that the first ``count`` admissions are processed (the run
    starts) and their answers replaced by ``body``: a 2xx that cannot be read."""

    def __init__(self, local: EvalRouterLocal, body: Any, count: int) -> None:
        self.inner = local.transport()
        self.body = body
        self.left = count

    def _mangle(self, request: httpx.Request, response: httpx.Response) -> httpx.Response:
        if (request.method, request.url.path) == ("POST", "/v1/runs") and self.left > 0:
            self.left -= 1
            return httpx.Response(201, json=self.body)
        return response

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        response.read()
        return self._mangle(request, response)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        await response.aread()
        return self._mangle(request, response)


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=3)
    yield instance
    instance.close()


@pytest.fixture
async def make_local_client(local: EvalRouterLocal, mode: str) -> AsyncIterator[Any]:
    made: list[Any] = []

    def factory(transport: Any = None, **options: Any) -> Any:
        is_async = mode == "async"
        if transport is None:
            client = local.async_client(**options) if is_async else local.client(**options)
        else:
            # Waits move Local's virtual clock, as ``local.client()`` does.
            cls = AsyncEvalRouter if is_async else EvalRouter
            client = cls(
                base_url=local._base_url, transport=transport, _timing=local._timing(), **options
            )
        made.append(client)
        return client

    yield factory
    for client in made:
        closed = client.close()
        if inspect.isawaitable(closed):
            await closed


def admitted(local: EvalRouterLocal) -> list[Any]:
    return [r for r in local.requests if (r.method, r.path) == ("POST", "/v1/runs")]


@pytest.mark.parametrize("kind", ["read", "protocol", "timeout"])
async def test_local_answers_lost_after_the_run_started_give_back_that_run(
    local: EvalRouterLocal, make_local_client: Any, kind: str
):
    # Every attempt of the first ask is processed and its answer lost (3 = 1 + max_retries).
    local.faults.drop_connection_next(
        "POST", "/v1/runs", after_processing=True, times=3, error=kind
    )
    client = make_local_client()
    run = await done(client.runs.create(benchmark=BENCH, model=MODEL, max_cost=5))
    assert local.run_ids == [run.id]
    sent = admitted(local)
    assert len(sent) == 4
    assert len({r.headers["idempotency-key"] for r in sent}) == 1
    assert len({r.json["quote_id"] for r in sent}) == 1


async def test_local_unreadable_answers_after_the_run_started_give_back_that_run(
    local: EvalRouterLocal, make_local_client: Any
):
    client = make_local_client(transport=Unreadable(local, [], count=2))
    run = await done(client.runs.create(benchmark=BENCH, model=MODEL, max_cost=5))
    assert run.id and local.run_ids == [run.id]
    assert len(admitted(local)) == 3


@pytest.mark.parametrize("body", [{"status": "queued"}, {"id": None, "status": "queued"}], ids=str)
async def test_local_an_answer_without_an_id_raises_at_once_and_its_hint_gets_the_run_back(
    local: EvalRouterLocal, make_local_client: Any, body: Any
):
    client = make_local_client(transport=Unreadable(local, body, count=1))
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(client.runs.create(benchmark=BENCH, model=MODEL, max_cost=5))
    assert info.value.code == "invalid_response" and info.value.details["field"] == "id"
    (started,) = local.run_ids
    assert len(admitted(local)) == 1
    found = re.search(r"client\.runs\.create\([^)]*\)", info.value.hint or "")
    assert found is not None
    run = await done(eval(found.group(0), {"client": client}))  # our own hint, as written
    assert run.id == started and local.run_ids == [started]


async def test_local_following_the_error_returns_the_same_run_and_never_a_second(
    local: EvalRouterLocal, make_local_client: Any, mode: str
):
    local.faults.drop_connection_next("POST", "/v1/runs", after_processing=True, times=1000)
    client = make_local_client(timeout=20)
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(client.runs.create(benchmark=BENCH, model=MODEL, max_cost=5))
    err = info.value
    (started,) = local.run_ids  # the run started and was funded; the caller never heard
    assert err.retryable is False
    assert local.quote_ids == [err.quote_id]
    assert err.idempotency_key == admitted(local)[0].headers["idempotency-key"]
    local.faults.clear()

    # The hint is the exact call that recovers the run: run it as written.
    found = re.search(r"client\.runs\.create\([^)]*\)", err.hint or "")
    assert found is not None
    result = eval(found.group(0), {"client": client})  # our own hint, run as a user would
    run = await done(result)
    assert run.id == started
    assert local.run_ids == [started]  # never a second run
    again = await done(client.runs.create(quote_id=err.quote_id))
    assert again.id == started and local.run_ids == [started]


async def test_a_lost_quote_answer_is_retryable_with_a_key(
    client: Any, api: FakeAPI, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path))
    api.routes[("POST", "/v1/quotes")] = [AMBIGUOUS["dropped"]]
    with pytest.raises(APIConnectionError) as info:
        await done(
            client.runs.create(benchmark={"eval": "x"}, model={"kind": "m"}, idempotency_key="j")
        )
    assert info.value.retryable is True  # the same create re-sends the quote under its key


async def test_a_continuation_whose_admission_answer_is_lost_is_asked_again(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on("GET", "/runs/run_1", run_record("run_1", "partial"))
    api.on(
        "POST", "/runs", AMBIGUOUS["dropped"], AMBIGUOUS["not_json"], run_record("run_2", "queued")
    )
    run = await done(client.runs.get("run_1"))
    more = await done(run.continue_(max_cost=5))
    assert more.id == "run_2"
    sent = admissions(api)
    assert len(sent) == 3 and len({r.headers["Idempotency-Key"] for r in sent}) == 1


async def test_a_continuation_that_never_hears_back_says_how_to_recover(
    client: Any, api: FakeAPI, clock: FakeClock
):
    api.on("GET", "/runs/run_1", run_record("run_1", "partial"))
    api.on("POST", "/runs", AMBIGUOUS["bare_504"])
    run = await done(client.runs.get("run_1"))
    with pytest.raises(RunStartUnconfirmed) as info:
        await done(run.continue_(max_cost=5))
    assert info.value.retryable is False
    assert info.value.hint is not None
    assert 'client.runs.create(quote_id="q_1", max_cost="5")' in info.value.hint
