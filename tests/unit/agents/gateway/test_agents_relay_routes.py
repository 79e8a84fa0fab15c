"""The relay is a gateway, not a forwarder: it serves only the routes of one table
(``_gateway.routes``) on a normalised path. A trailing slash or a dot-segment spelling is the
same route, with the same limits and the same trace record; any other path is 404 and any other
method 405, answered by the relay and never forwarded with the attempt credential; and no path
climbs out of the attempt's gateway base. Each case asserts what the (fake) gateway upstream
received: nothing, or exactly the route's canonical URL.

Targets are sent on a raw socket: an HTTP client would itself remove the dot segments."""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest

from evalrouter.agents._check.stub import AttemptStub
from evalrouter.agents._gateway import relay as _relay
from evalrouter.agents._gateway import routes as _routes
from evalrouter.agents._gateway.relay import Relay, Route
from evalrouter.agents._gateway.routes import ROUTES, GatewayRoute, Refused, match, path_segments

from .test_agents_relay import (
    ASK,
    UPSTREAM,
    Recorder,
    Upstream,
    open_route,
    post,
    raw_exchange,
    relay,
    upstream,
)

__all__ = ["relay", "upstream"]

pytestmark = pytest.mark.httpx_mock(should_mock=lambda request: request.url.host != "127.0.0.1")

MESSAGES = {"model": "m", "max_tokens": 5, "messages": ASK["messages"]}


@pytest.fixture
def gateway(relay: Relay) -> Relay:
    """The relay of ``test_agents_relay`` (its scripted upstream: ``upstream``)."""
    return relay


class Answer:
    def __init__(self, raw: bytes) -> None:
        head, _, self.content = raw.partition(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        self.status = int(lines[0].split(" ")[1])
        self.headers = {
            k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])
        }

    def json(self) -> dict[str, object]:
        body = json.loads(self.content)
        assert isinstance(body, dict)
        return body


async def raw(route: Route, method: str, target: str, body: object = None) -> Answer:
    """``method`` on the relay's raw ``target`` (after its origin), with the attempt's key."""
    content = b"" if body is None else json.dumps(body).encode()
    head = (
        f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Authorization: Bearer {route.token}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(content)}\r\nConnection: close\r\n\r\n"
    )
    return Answer(await asyncio.to_thread(raw_exchange, route, head.encode() + content))


def under(route: Route, rest: str) -> str:
    """The raw target of ``rest`` under the route's ``/a/<attempt>/v1/``."""
    return "/" + route.base_url.split("/", 3)[3] + "/" + rest


# -------------------------------------------------------------------- no climbing out


@pytest.mark.parametrize(
    "target",
    [
        "/a/att_1/v1/../../v1/client-runs/x",
        "/a/att_1/v1/chat/%2e%2e/%2e%2e/runs",
        "/a/att_1/v1/chat/%2E%2E/%2e./.%2E/%2e%2e/v1/client-runs/run_1/attempts/att_1/done",
        "/a/att_1/v1/..%2f..%2fv1%2fclient-runs%2fx",
        "/a/att_1/v1/..%5c..%5cv1%5cclient-runs%5cx",
        "/a/att_1/v1/..\\..\\v1\\client-runs\\x",
        "/a/att_1/v1/chat/completions/../../../../../../runs",
        "/../a/att_1/v1/chat/completions",
        "/a/att_1/v1/../../../../v1/runs",
    ],
)
async def test_no_dot_segment_path_climbs_out_or_is_forwarded(
    gateway: Relay, upstream: Upstream, target: str
) -> None:
    recorder = Recorder()
    route = open_route(gateway, recorder)
    answer = await raw(route, "POST", target, ASK)
    assert answer.status == 404
    assert upstream.requests == [] and recorder.calls == []


@pytest.mark.parametrize(
    "rest",
    [
        "%2e%2e/v1/client-runs/run_1/attempts/att_1/done",
        "chat/../../v1/client-runs/run_1/attempts/att_1/done",
        "./chat/%2e%2e/submission",
        "chat/completions/%2e%2e%2f%2e%2e%2fmessages%2fbatches",
    ],
)
async def test_a_path_that_stays_under_the_attempt_but_names_no_route_is_404(
    gateway: Relay, upstream: Upstream, rest: str
) -> None:
    route = open_route(gateway, Recorder())
    answer = await raw(route, "POST", under(route, rest), ASK)
    assert answer.status == 404
    assert answer.json()["error"]["code"] == "client_gateway_api_unsupported"  # type: ignore[index]
    assert upstream.requests == []


@pytest.mark.parametrize(
    "rest",
    [
        "models/../chat/./completions",
        "chat/%2e/completions",
        "chat%2fcompletions",
        "chat//completions//",
        "messages/%2e%2e/chat/completions/",
        "chat\\completions",
    ],
)
async def test_another_spelling_of_a_route_is_that_route_at_its_canonical_url(
    gateway: Relay, upstream: Upstream, rest: str
) -> None:
    recorder = Recorder()
    route = open_route(gateway, recorder, max_calls=1)
    answer = await raw(route, "POST", under(route, rest), ASK)
    again = await raw(route, "POST", under(route, rest), ASK)
    assert answer.status == 200
    [sent] = upstream.requests
    assert str(sent.url) == f"{UPSTREAM}/chat/completions"
    assert again.status == 402  # admitted as the route: its max_calls holds
    assert [c.format for c in recorder.calls] == ["openai-chat", "openai-chat"]


async def test_a_url_outside_the_gateway_base_is_never_sent_even_from_a_bad_table(
    gateway: Relay, upstream: Upstream, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The table's own paths are canonical; the check after the URL is built still holds if
    # one ever is not.
    evil = GatewayRoute("../../../../runs", ("POST",), "openai-chat", limited=False, traced=False)
    monkeypatch.setattr(_routes, "_BY_SEGMENTS", {**_routes._BY_SEGMENTS, ("evil",): evil})
    monkeypatch.setattr(_relay, "ROUTES", (*ROUTES, evil))
    route = open_route(gateway, Recorder())
    answer = await raw(route, "POST", under(route, "evil"), ASK)
    assert answer.status == 404
    assert upstream.requests == []


# ------------------------------------------------------------------ a trailing slash


async def test_a_trailing_slash_is_admitted_against_the_same_limits(
    gateway: Relay, upstream: Upstream
) -> None:
    recorder = Recorder()
    route = open_route(gateway, recorder, max_calls=1, max_output_tokens=100)

    too_long = await post(route, "messages/", {**MESSAGES, "max_tokens": 500})
    ok = await post(route, "chat/completions/", ASK)
    over = await post(route, "chat/completions/", ASK)
    over_messages = await post(route, "messages/", MESSAGES)

    assert ok.status_code == 200
    assert over.status_code == 402 and over.json()["error"]["code"] == "client_budget_exhausted"
    assert too_long.status_code == 400
    assert too_long.json()["error"]["code"] == "client_output_tokens_too_large"
    assert over_messages.status_code == 402 and over_messages.json()["type"] == "error"
    assert [str(r.url) for r in upstream.requests] == [f"{UPSTREAM}/chat/completions"]
    assert route.refused is not None and route.refused.code == "client_budget_exhausted"


@pytest.mark.parametrize(
    ("path", "canonical", "body", "fmt"),
    [
        ("chat/completions/", "chat/completions", ASK, "openai-chat"),
        ("messages/", "messages", MESSAGES, "anthropic-messages"),
    ],
)
async def test_a_trailing_slash_call_is_traced_once_as_its_route(
    gateway: Relay,
    upstream: Upstream,
    path: str,
    canonical: str,
    body: dict[str, object],
    fmt: str,
) -> None:
    recorder = Recorder()
    route = open_route(gateway, recorder)
    answer = await post(route, path, body)
    assert answer.status_code == 200
    [sent] = upstream.requests
    assert str(sent.url) == f"{UPSTREAM}/{canonical}"
    [call] = recorder.calls
    assert call.format == fmt and call.request == body and call.error_code is None


# --------------------------------------------------------------------- other methods


@pytest.mark.parametrize(
    ("method", "rest", "allow", "shape"),
    [
        ("DELETE", "chat/completions", "POST", "openai"),
        ("PUT", "chat/completions", "POST", "openai"),
        ("GET", "chat/completions/", "POST", "openai"),
        ("PATCH", "messages", "POST", "anthropic"),
        ("DELETE", "messages/count_tokens", "POST", "anthropic"),
        ("POST", "models", "GET", "openai"),
        ("OPTIONS", "models/", "GET", "openai"),
    ],
)
async def test_another_method_on_a_route_is_405_with_allow_and_not_forwarded(
    gateway: Relay, upstream: Upstream, method: str, rest: str, allow: str, shape: str
) -> None:
    recorder = Recorder()
    route = open_route(gateway, recorder)
    answer = await raw(route, method, under(route, rest), ASK)
    assert answer.status == 405 and answer.headers["allow"] == allow
    body = answer.json()
    error = body["error"]
    assert isinstance(error, dict) and error["code"] == "method_not_allowed"
    assert (body.get("type") == "error") is (shape == "anthropic")
    assert upstream.requests == [] and recorder.calls == [] and route.calls == 0


# -------------------------------------------------------------------- unknown routes


@pytest.mark.parametrize(
    ("method", "rest", "shape"),
    [
        ("POST", "responses/resp_1/cancel", "openai"),
        ("POST", "embeddings", "openai"),
        ("POST", "completions", "openai"),
        ("POST", "chat", "openai"),
        ("POST", "chat/completions/extra", "openai"),
        ("POST", "v1/chat/completions", "openai"),
        ("GET", "models/gpt-5-mini", "openai"),
        ("POST", "messages/batches", "anthropic"),
        ("GET", "", "openai"),
        ("POST", "models:generateContent", "openai"),
    ],
)
async def test_an_unknown_route_is_404_in_its_format_and_not_forwarded(
    gateway: Relay, upstream: Upstream, method: str, rest: str, shape: str
) -> None:
    recorder = Recorder()
    route = open_route(gateway, recorder)
    answer = await raw(route, method, under(route, rest), ASK)
    assert answer.status == 404
    body = answer.json()
    error = body["error"]
    assert isinstance(error, dict) and error["code"] == "client_gateway_api_unsupported"
    assert (body.get("type") == "error") is (shape == "anthropic")
    assert upstream.requests == [] and recorder.calls == []


async def test_a_route_is_refused_to_a_wrong_key_before_it_is_told_apart(
    gateway: Relay, upstream: Upstream
) -> None:
    route = open_route(gateway, Recorder())
    async with httpx.AsyncClient(trust_env=False) as http:
        answer = await http.delete(
            f"{route.base_url}/responses", headers={"authorization": "Bearer evr-relay-nope"}
        )
    assert answer.status_code == 401 and upstream.requests == []


# --------------------------------------------------------------------- bodies, queries


async def test_a_metered_call_whose_body_is_not_a_json_object_is_not_sent(
    gateway: Relay, upstream: Upstream
) -> None:
    route = open_route(gateway, Recorder(), max_calls=1)
    listed = await raw(route, "POST", under(route, "chat/completions"), [ASK])
    async with httpx.AsyncClient(trust_env=False) as http:
        garbled = await http.post(
            f"{route.base_url}/messages",
            content=b"{not json",
            headers={"authorization": f"Bearer {route.token}"},
        )
    assert listed.status == 400 and garbled.status_code == 400
    assert garbled.json()["type"] == "error"
    assert upstream.requests == [] and route.calls == 0


async def test_only_the_query_parameters_a_route_takes_are_forwarded(
    gateway: Relay, upstream: Upstream
) -> None:
    route = open_route(gateway, Recorder())
    await raw(route, "POST", under(route, "chat/completions?api-version=1&x=%2e%2e%2f"), ASK)
    await raw(route, "POST", under(route, "messages/?beta=true&redirect=..%2f..%2f"), MESSAGES)
    await raw(route, "GET", under(route, "models?limit=2&after_id=m%201&path=../x"))
    assert [str(r.url) for r in upstream.requests] == [
        f"{UPSTREAM}/chat/completions",
        f"{UPSTREAM}/messages?beta=true",
        f"{UPSTREAM}/models?limit=2&after_id=m+1",
    ]


# ----------------------------------------------------------------------- one table


def test_the_table_and_its_normalisation() -> None:
    assert {(r.path, r.methods, r.format, r.limited, r.traced) for r in ROUTES} == {
        ("chat/completions", ("POST",), "openai-chat", True, True),
        ("messages", ("POST",), "anthropic-messages", True, True),
        ("messages/count_tokens", ("POST",), "count_tokens", False, False),
        ("models", ("GET",), "models", False, False),
        ("responses", ("POST",), "openai-responses", True, True),
    }
    # The Responses API is translated: forwarded as chat completions, recorded as such; the
    # gateway's own table (the check's stand-in) does not serve it.
    [responses] = [r for r in ROUTES if r.path == "responses"]
    assert (responses.forwarded, responses.trace_format) == ("chat/completions", "openai-chat")
    assert isinstance(match("POST", ("responses",), translated=False), Refused)
    assert path_segments("/a/x/v1/chat/completions/") == ("a", "x", "v1", "chat", "completions")
    assert path_segments("/a//x/./v1/%2E%2e/v1\\models") == ("a", "x", "v1", "models")
    assert path_segments("/a/..") == ()
    assert path_segments("/a/../..") is None
    assert path_segments("a/x") is None
    assert path_segments("http://host/a") is None
    refused = match("PUT", ("messages",))
    assert isinstance(refused, Refused) and refused.status == 405
    assert refused.headers == (("allow", "POST"),)
    assert match("POST", ("messages", "count_tokens")) is ROUTES[2]


async def test_the_checks_stand_in_serves_the_same_table() -> None:
    stub = await AttemptStub().start()
    try:
        key = {"x-api-key": stub.credential}
        async with httpx.AsyncClient(trust_env=False) as http:
            ok = await http.post(
                f"{stub.gateway_base_url}/chat/completions/", json=ASK, headers=key
            )
            wrong = await http.delete(f"{stub.gateway_base_url}/chat/completions", headers=key)
            models = await http.get(f"{stub.gateway_base_url}/models/", headers=key)
            unknown = await http.post(f"{stub.gateway_base_url}/responses", json={}, headers=key)
    finally:
        await stub.close()
    assert ok.status_code == 200 and len(stub.turns) == 1
    assert wrong.status_code == 405 and wrong.headers["allow"] == "POST"
    assert models.status_code == 200
    assert unknown.status_code == 404 and stub.unsupported == ["POST responses"]
