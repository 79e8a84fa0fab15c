"""The gateway relay on its own: a loopback server that checks an attempt's relay key and limits,
forwards to the attempt's gateway with the credential (streaming through), and records each
call once, against a scripted upstream and a fake recorder."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter
from evalrouter._gateway_errors import Refusal
from evalrouter.agents._controller.clients import relay_connection
from evalrouter.agents._gateway import export_guard as _export_guard
from evalrouter.agents._gateway.relay import Relay, Route
from evalrouter.agents._gateway.replies import EventStream, rebuild
from evalrouter.agents._trace.model_calls import PARENT_HEADER, GatewayCall

# Requests to the relay (127.0.0.1) are real; anything else would still be intercepted.
pytestmark = pytest.mark.httpx_mock(should_mock=lambda request: request.url.host != "127.0.0.1")

UPSTREAM = "https://api.test/v1/client-runs/run_1/attempts/att_1/gateway/v1"
CREDENTIAL = "ercr_attempt.secretsecretsecretsecretsecretsecretsecret0"
REPLY = {
    "id": "chatcmpl-1",
    "object": "chat.completion",
    "created": 1,
    "model": "sim/gpt-5-mini",
    "choices": [
        {"index": 0, "message": {"role": "assistant", "content": "4"}, "finish_reason": "stop"}
    ],
    "usage": {"prompt_tokens": 5, "completion_tokens": 1, "total_tokens": 6},
}
ASK = {"model": "gpt-5-mini", "messages": [{"role": "user", "content": "2+2?"}]}


class Recorder:
    """What the relay needs of a trace recorder (contract 2): ``observe``."""

    def __init__(self) -> None:
        self.calls: list[GatewayCall] = []

    def observe(self, call: GatewayCall) -> None:
        self.calls.append(call)


class Upstream(httpx.AsyncBaseTransport, httpx.BaseTransport):
    """The attempt's gateway: answers each request with ``answer(request)`` and keeps it."""

    def __init__(self, answer: Callable[[httpx.Request], httpx.Response] | None = None) -> None:
        self.requests: list[httpx.Request] = []
        self.bodies: list[bytes] = []
        self._answer = answer or (lambda _: httpx.Response(200, json=REPLY))

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(await request.aread())
        self.requests.append(request)
        return self._answer(request)


class Stream(httpx.AsyncByteStream):
    """Server-sent events, the second part sent only once ``gate`` is set."""

    def __init__(self, first: list[bytes], rest: list[bytes], gate: threading.Event) -> None:
        self._first, self._rest, self._gate = first, rest, gate

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for part in self._first:
            yield part
        for _ in range(500):  # bounded: 5 s
            if self._gate.is_set():
                break
            await asyncio.sleep(0.01)
        for part in self._rest:
            yield part


def sse(data: object, event: str | None = None) -> bytes:
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {json.dumps(data)}\n\n".encode()


@pytest.fixture
def upstream() -> Upstream:
    return Upstream()


@pytest.fixture
async def relay(upstream: Upstream) -> AsyncIterator[Relay]:
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    made = Relay(relay_connection(client))
    try:
        yield made
    finally:
        made.close()
        await client.close()


def open_route(relay: Relay, recorder: Recorder, **limits: int | None) -> Route:
    return relay.open(
        attempt_id="att_1",
        upstream=UPSTREAM,
        credential=CREDENTIAL,
        limits=limits,
        recorder=recorder,
        request_seconds=30,
    )


async def post(route: Route, path: str, body: object, **headers: str) -> httpx.Response:
    headers.setdefault("authorization", f"Bearer {route.token}")
    async with httpx.AsyncClient(trust_env=False) as http:
        return await http.post(f"{route.base_url}/{path}", json=body, headers=headers)


# ------------------------------------------------------------------- forwarding and auth


async def test_a_call_is_forwarded_with_the_credential_and_recorded_once(
    relay: Relay, upstream: Upstream
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    assert route.base_url.startswith("http://127.0.0.1:") and route.base_url.endswith("/a/att_1/v1")
    assert CREDENTIAL not in route.base_url + route.token

    answer = await post(route, "chat/completions", ASK, **{PARENT_HEADER: "span_abc"})

    assert answer.status_code == 200 and answer.json() == REPLY
    [sent] = upstream.requests
    assert str(sent.url) == f"{UPSTREAM}/chat/completions"
    assert sent.headers["authorization"] == f"Bearer {CREDENTIAL}"
    assert sent.headers["content-type"] == "application/json"
    assert PARENT_HEADER not in sent.headers and route.token not in str(sent.headers)
    assert json.loads(upstream.bodies[0]) == ASK
    [call] = recorder.calls
    assert call.format == "openai-chat" and call.request == ASK and call.reply == REPLY
    assert call.error_code is None and call.parent_span_id == "span_abc" and not call.streamed
    assert call.started <= call.ended


async def test_only_the_attempts_own_key_opens_its_route_and_only_while_it_runs(
    relay: Relay, upstream: Upstream
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    anthropic = {"model": "m", "max_tokens": 5, "messages": ASK["messages"]}

    wrong = await post(route, "chat/completions", ASK, authorization="Bearer evr-relay-nope")
    as_header = await post(
        route, "messages", anthropic, authorization="", **{"x-api-key": route.token}
    )
    route.close()
    after = await post(route, "chat/completions", ASK)
    ended_messages = await post(route, "messages", anthropic, **{"x-api-key": route.token})

    assert (
        wrong.status_code == 401 and wrong.json()["error"]["code"] == "attempt_credential_invalid"
    )
    assert as_header.status_code == 200  # Anthropic's header works as well as a bearer token
    assert after.status_code == 401
    body = ended_messages.json()  # Anthropic's error shape on its route
    assert body["type"] == "error" and body["error"]["type"] == "authentication_error"
    assert body["error"]["code"] == "attempt_credential_invalid"
    assert len(upstream.requests) == 1 and len(recorder.calls) == 1


async def test_the_model_listing_goes_to_the_gateway_unrecorded(
    relay: Relay, upstream: Upstream
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    async with httpx.AsyncClient(trust_env=False) as http:
        answer = await http.get(
            f"{route.base_url}/models?limit=2", headers={"authorization": f"Bearer {route.token}"}
        )
        stray = await http.get(f"{route.base_url.split('/a/')[0]}/v1/models")
    assert answer.status_code == 200
    assert str(upstream.requests[0].url) == f"{UPSTREAM}/models?limit=2"
    assert stray.status_code == 404 and len(upstream.requests) == 1
    assert recorder.calls == []


# --------------------------------------------------------------------------------- limits


LIMITS = {"max_calls": 1, "max_output_tokens": 100, "max_input_bytes": 1000}
BIG = [{"role": "user", "content": "x" * 2000}]


def messages_call(**body: object) -> dict[str, object]:
    return {"model": "m", "max_tokens": 5, "messages": ASK["messages"], **body}


# Each refusal of the limits, in each format: the call, its status, OpenAI's and Anthropic's
# error type, the param OpenAI names, our code and details.
REFUSALS = [
    pytest.param(
        "chat/completions",
        {**ASK, "max_tokens": 500},
        400,
        "invalid_request_error",
        "max_tokens",
        "client_output_tokens_too_large",
        {"limit": "max_output_tokens", "value": 500, "allowed": 100, "param": "max_tokens"},
        id="openai-max_tokens",
    ),
    pytest.param(
        "chat/completions",
        {**ASK, "max_completion_tokens": 500},
        400,
        "invalid_request_error",
        "max_completion_tokens",
        "client_output_tokens_too_large",
        {
            "limit": "max_output_tokens",
            "value": 500,
            "allowed": 100,
            "param": "max_completion_tokens",
        },
        id="openai-max_completion_tokens",
    ),
    pytest.param(
        "messages",
        messages_call(max_tokens=500),
        400,
        "invalid_request_error",
        None,
        "client_output_tokens_too_large",
        {"limit": "max_output_tokens", "value": 500, "allowed": 100, "param": "max_tokens"},
        id="anthropic-max_tokens",
    ),
    pytest.param(
        "chat/completions",
        {**ASK, "messages": BIG},
        400,
        "invalid_request_error",
        "messages",
        "client_input_too_large",
        {"limit": "max_input_bytes", "value": 2030, "allowed": 1000, "param": "messages"},
        id="openai-input",
    ),
    pytest.param(
        "messages",
        messages_call(messages=BIG),
        400,
        "invalid_request_error",
        None,
        "client_input_too_large",
        {"limit": "max_input_bytes", "value": 2030, "allowed": 1000, "param": "messages"},
        id="anthropic-input",
    ),
    pytest.param(
        "chat/completions",
        "spent",
        402,
        "insufficient_quota",
        None,
        "client_budget_exhausted",
        {"limit": "max_calls", "allowed": 1},
        id="openai-budget",
    ),
    pytest.param(
        "messages",
        "spent",
        402,
        "billing_error",
        None,
        "client_budget_exhausted",
        {"limit": "max_calls", "allowed": 1},
        id="anthropic-budget",
    ),
]


@pytest.mark.parametrize(("path", "body", "status", "kind", "param", "code", "details"), REFUSALS)
async def test_a_call_over_the_limits_is_refused_as_the_model_api_refuses_it(
    relay: Relay,
    upstream: Upstream,
    path: str,
    body: dict[str, object] | str,
    status: int,
    kind: str,
    param: str | None,
    code: str,
    details: dict[str, object],
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder, **LIMITS)
    if body == "spent":  # the one call allowed, made
        assert (await post(route, "chat/completions", ASK)).status_code == 200
        body = ASK if path == "chat/completions" else messages_call()
    sent = len(upstream.requests)

    answer = await post(route, path, body)

    assert answer.status_code == status
    assert answer.headers["x-should-retry"] == "false"
    reply = answer.json()
    error = reply["error"]
    assert error["type"] == kind and error["code"] == code and error["details"] == details
    assert error["message"] and error["hint"]
    if path == "messages":  # Anthropic's shape: no param, the type at the top
        assert reply["type"] == "error" and set(reply) == {"type", "error"}
        assert "param" not in error
    else:  # OpenAI's: the param the agent used (or null)
        assert set(reply) == {"error"} and error["param"] == param
    assert len(upstream.requests) == sent  # never forwarded
    assert recorder.calls[-1].error_code == code and recorder.calls[-1].reply is None
    assert route.refused is not None and route.refused.code == code


async def test_an_answered_call_clears_the_standing_refusal(relay: Relay) -> None:
    route = open_route(relay, Recorder(), max_output_tokens=100)
    await post(route, "chat/completions", {**ASK, "max_tokens": 500})
    assert route.refused is not None and route.refused.details["value"] == 500
    assert (await post(route, "chat/completions", {**ASK, "max_tokens": 50})).status_code == 200
    assert route.refused is None  # the agent asked again within the limit: it recovered


async def test_the_openai_client_raises_bad_request_with_the_param(relay: Relay) -> None:
    import openai

    route = open_route(relay, Recorder(), max_output_tokens=4096, max_calls=1)
    client = openai.AsyncOpenAI(base_url=route.base_url, api_key=route.token)
    try:
        with pytest.raises(openai.BadRequestError) as caught:
            await client.chat.completions.create(
                model="gpt-5-mini",
                messages=ASK["messages"],  # type: ignore[arg-type]
                max_tokens=64000,
            )
        await client.chat.completions.create(model="m", messages=ASK["messages"])  # type: ignore[arg-type]
        with pytest.raises(openai.APIStatusError) as spent:
            await client.chat.completions.create(model="m", messages=ASK["messages"])  # type: ignore[arg-type]
    finally:
        await client.close()
    refused = caught.value
    assert refused.status_code == 400 and refused.param == "max_tokens"
    assert refused.type == "invalid_request_error"
    assert refused.code == "client_output_tokens_too_large"
    assert "64000" in refused.message and "4096" in refused.message
    assert spent.value.status_code == 402 and spent.value.code == "client_budget_exhausted"
    assert spent.value.type == "insufficient_quota"


async def test_the_anthropic_client_raises_bad_request(relay: Relay) -> None:
    import anthropic

    route = open_route(relay, Recorder(), max_output_tokens=4096)
    client = anthropic.AsyncAnthropic(base_url=route.anthropic_base_url, api_key=route.token)
    try:
        with pytest.raises(anthropic.BadRequestError) as caught:
            await client.messages.create(
                model="claude",
                max_tokens=20000,
                messages=ASK["messages"],  # type: ignore[arg-type]
            )
    finally:
        await client.close()
    body: Any = caught.value.body
    assert caught.value.status_code == 400 and body["type"] == "error"
    assert body["error"]["type"] == "invalid_request_error"
    assert body["error"]["code"] == "client_output_tokens_too_large"
    assert "20000" in caught.value.message


async def test_the_gateways_own_refusal_is_passed_through_and_recorded(relay: Relay) -> None:
    refusal = {
        "error": {
            "code": "client_budget_exhausted",
            "message": "The run's cap is spent.",
            "hint": "Submit what you have.",
            "details": {"limit": "run_cap", "cap_microusd": "100", "nested": {"no": 1}},
            "type": "insufficient_quota",
        }
    }
    upstream = Upstream(lambda _: httpx.Response(402, json=refusal))
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    other = Relay(relay_connection(client))
    try:
        recorder = Recorder()
        route = open_route(other, recorder)
        answer = await post(route, "chat/completions", ASK)
        models = await post(route, "messages/count_tokens", messages_call())
    finally:
        other.close()
        await client.close()
    assert answer.status_code == 402 and answer.json() == refusal
    assert models.status_code == 402  # (not a model call: it is not the attempt's refusal)
    [call] = recorder.calls
    assert call.error_code == "client_budget_exhausted" and call.reply is None
    assert route.refused == Refusal(
        402,
        "client_budget_exhausted",
        "The run's cap is spent.",
        "Submit what you have.",
        {"limit": "run_cap", "cap_microusd": "100"},
    )


async def test_another_refusal_of_the_gateway_leaves_the_standing_one(relay: Relay) -> None:
    answers = iter([httpx.Response(503, json={"error": {"code": "provider_timeout"}})])
    upstream = Upstream(lambda _: next(answers))
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    other = Relay(relay_connection(client))
    try:
        route = open_route(other, Recorder(), max_output_tokens=10)
        await post(route, "chat/completions", {**ASK, "max_tokens": 11})
        failed = await post(route, "chat/completions", ASK)
    finally:
        other.close()
        await client.close()
    assert failed.status_code == 503
    assert route.refused is not None and route.refused.code == "client_output_tokens_too_large"


# ------------------------------------------------------------------------------ streaming


CHUNK = {"id": "chatcmpl-9", "object": "chat.completion.chunk", "created": 1, "model": "m"}


def chat_events() -> tuple[list[bytes], list[bytes]]:
    first = [
        sse(
            {**CHUNK, "choices": [{"index": 0, "delta": {"role": "assistant", "content": "Let "}}]}
        ),
    ]
    call = {
        "index": 0,
        "id": "call_1",
        "type": "function",
        "function": {"name": "add", "arguments": ""},
    }
    more = {"index": 0, "function": {"arguments": '{"a": 1, "b": 2}'}}
    rest = [
        sse({**CHUNK, "choices": [{"index": 0, "delta": {"content": "me add."}}]}),
        sse({**CHUNK, "choices": [{"index": 0, "delta": {"tool_calls": [call]}}]}),
        sse({**CHUNK, "choices": [{"index": 0, "delta": {"tool_calls": [more]}}]}),
        sse({**CHUNK, "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]}),
        sse({**CHUNK, "choices": [], "usage": {"prompt_tokens": 31, "completion_tokens": 7}}),
        b"data: [DONE]\n\n",
    ]
    return first, rest


async def test_a_streamed_answer_flows_through_as_it_arrives_and_is_recorded_whole() -> None:
    gate = threading.Event()
    first, rest = chat_events()
    headers = {"content-type": "text/event-stream"}
    upstream = Upstream(
        lambda _: httpx.Response(200, headers=headers, stream=Stream(first, rest, gate))
    )
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    relay = Relay(relay_connection(client))
    recorder = Recorder()
    try:
        route = open_route(relay, recorder)
        body = {**ASK, "stream": True, "stream_options": {"include_usage": True}}
        received = b""
        async with (
            httpx.AsyncClient(trust_env=False) as http,
            http.stream(
                "POST",
                f"{route.base_url}/chat/completions",
                json=body,
                headers={"authorization": f"Bearer {route.token}"},
            ) as answer,
        ):
            async for piece in answer.aiter_bytes():
                if not gate.is_set():
                    # The first event is here while the gateway still holds back the rest.
                    assert b"Let " in piece and recorder.calls == []
                    gate.set()
                received += piece
    finally:
        relay.close()
        await client.close()
    assert received == b"".join(first + rest)
    [call] = recorder.calls
    assert call.streamed and call.error_code is None
    reply: Any = call.reply
    message = reply["choices"][0]["message"]
    assert message["content"] == "Let me add."
    assert message["tool_calls"] == [
        {
            "id": "call_1",
            "type": "function",
            "function": {"name": "add", "arguments": '{"a": 1, "b": 2}'},
        }
    ]
    assert reply["choices"][0]["finish_reason"] == "tool_calls"
    assert reply["usage"] == {"prompt_tokens": 31, "completion_tokens": 7}


def test_an_anthropic_stream_is_rebuilt_into_its_message() -> None:
    events = [
        sse(
            {
                "type": "message_start",
                "message": {
                    "id": "msg_1",
                    "model": "m",
                    "role": "assistant",
                    "content": [],
                    "usage": {"input_tokens": 12, "output_tokens": 0},
                },
            },
            "message_start",
        ),
        sse(
            {
                "type": "content_block_start",
                "index": 0,
                "content_block": {"type": "text", "text": ""},
            }
        ),
        sse(
            {
                "type": "content_block_delta",
                "index": 0,
                "delta": {"type": "text_delta", "text": "Hi"},
            }
        ),
        sse({"type": "content_block_stop", "index": 0}),
        sse(
            {
                "type": "content_block_start",
                "index": 1,
                "content_block": {"type": "tool_use", "id": "tu_1", "name": "add", "input": {}},
            }
        ),
        sse(
            {
                "type": "content_block_delta",
                "index": 1,
                "delta": {"type": "input_json_delta", "partial_json": '{"a": '},
            }
        ),
        sse(
            {
                "type": "content_block_delta",
                "index": 1,
                "delta": {"type": "input_json_delta", "partial_json": "1}"},
            }
        ),
        sse(
            {
                "type": "message_delta",
                "delta": {"stop_reason": "tool_use", "stop_sequence": None},
                "usage": {"output_tokens": 9},
            }
        ),
        sse({"type": "message_stop"}),
    ]
    stream = EventStream()
    whole = b"".join(events)
    for at in range(0, len(whole), 7):  # split anywhere
        stream.feed(whole[at : at + 7].replace(b"\n", b"\r\n"))
    stream.close()
    reply, code = rebuild("anthropic-messages", stream.events)
    assert code is None and reply is not None
    assert reply["content"] == [
        {"type": "text", "text": "Hi"},
        {"type": "tool_use", "id": "tu_1", "name": "add", "input": {"a": 1}},
    ]
    assert reply["stop_reason"] == "tool_use"
    assert reply["usage"] == {"input_tokens": 12, "output_tokens": 9}


# ------------------------------------------------------------------------------- the wire


def raw_exchange(route: Route, payload: bytes) -> bytes:
    """Send ``payload`` on one connection and read until the relay has answered (or closed)."""
    port = int(route.base_url.split(":")[2].split("/")[0])
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(payload)
        sock.shutdown(socket.SHUT_WR)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


async def test_chunked_bodies_and_kept_alive_connections_are_served(
    relay: Relay, upstream: Upstream
) -> None:
    route = open_route(relay, Recorder())
    path = route.base_url.split("127.0.0.1:")[1].split("/", 1)[1]
    body = json.dumps(ASK).encode()
    chunked = (
        (
            f"POST /{path}/chat/completions HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {route.token}\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n"
        ).encode()
        + f"{len(body):x}\r\n".encode()
        + body
        + b"\r\n0\r\n\r\n"
    )
    sized = (
        f"POST /{path}/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {route.token}"
        f"\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode() + body
    answer = await asyncio.to_thread(raw_exchange, route, chunked + sized)
    assert answer.count(b"HTTP/1.1 200") == 2  # two requests on one connection
    assert [json.loads(b) for b in upstream.bodies] == [ASK, ASK]


async def test_bodies_and_heads_are_bounded(relay: Relay, monkeypatch: pytest.MonkeyPatch) -> None:
    route = open_route(relay, Recorder())
    monkeypatch.setattr(relay._server, "max_body", 1000)
    path = route.base_url.split("127.0.0.1:")[1].split("/", 1)[1]
    big = (
        f"POST /{path}/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n"
    ).encode() + b"x" * 5000
    head = b"GET / HTTP/1.1\r\nHost: x\r\nX-Long: " + b"y" * 100_000 + b"\r\n\r\n"
    assert (await asyncio.to_thread(raw_exchange, route, big)).startswith(b"HTTP/1.1 413")
    assert (await asyncio.to_thread(raw_exchange, route, head)).startswith(b"HTTP/1.1 4")


async def test_the_relay_thread_and_port_end_with_the_relay(upstream: Upstream) -> None:
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    before = {t.ident for t in threading.enumerate()}
    relay = Relay(relay_connection(client))
    assert {t.ident for t in threading.enumerate()} == before  # started by the first attempt
    route = open_route(relay, Recorder())
    port = int(route.base_url.split(":")[2].split("/")[0])
    relay.close()
    await client.close()
    assert {t.ident for t in threading.enumerate()} == before
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()


# ------------------------------------------------------------------------- trace export


def test_the_openai_agents_sdk_never_exports_with_a_relay_token(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from agents.tracing import processors

    monkeypatch.setattr(_export_guard, "_KEPT_HOME", False)
    for name in ("export", "_export_with_deadline"):
        monkeypatch.setattr(
            processors.BackendSpanExporter, name, getattr(processors.BackendSpanExporter, name)
        )
    _export_guard.keep_tokens_home()
    posted: list[dict[str, Any]] = []

    class Client:
        def post(self, url: str, headers: dict[str, str], json: Any, **_: Any) -> Any:
            posted.append({"url": url, "auth": headers["Authorization"]})
            return httpx.Response(200)

        def close(self) -> None:
            pass

    class Item:
        def __init__(self, key: str | None) -> None:
            self.tracing_api_key = key

        def export(self) -> dict[str, Any]:
            return {"object": "trace.span", "id": "span_1"}

    exporter = processors.BackendSpanExporter(api_key="evr-relay-token")
    exporter._client = Client()  # type: ignore[assignment]
    exporter.export([Item(None), Item("evr-relay-other")])  # type: ignore[list-item]
    assert posted == []
    exporter.export([Item("sk-users-own"), Item(None)])  # type: ignore[list-item]
    assert [p["auth"] for p in posted] == ["Bearer sk-users-own"]


# ------------------------------------------------------------------- the context's gateway


MESSAGE = {
    "id": "msg_1",
    "type": "message",
    "role": "assistant",
    "model": "m",
    "content": [{"type": "text", "text": "4"}],
    "stop_reason": "end_turn",
    "stop_sequence": None,
    "usage": {"input_tokens": 5, "output_tokens": 1},
}


async def test_the_gateways_own_clients_say_where_the_call_was_made() -> None:
    from evalrouter.agents._incode.context import Gateway
    from evalrouter.agents._trace.recorder import TraceRecorder

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(
            200, json=MESSAGE if request.url.path.endswith("/messages") else REPLY
        )

    upstream = Upstream(answer)
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    relay = Relay(relay_connection(client))
    observed = Recorder()
    trace = TraceRecorder({"level": "spans"}, root_name="agent")
    try:
        route = open_route(relay, observed)
        gateway = Gateway(
            base_url=route.base_url, api_key=route.token, model_id="sim/gpt-5-mini", recorder=trace
        )
        assert gateway.model == "gpt-5-mini" and gateway.model_id == "sim/gpt-5-mini"
        assert gateway.anthropic_base_url == route.anthropic_base_url
        await gateway.chat(messages=ASK["messages"])  # outside any span of the agent's
        with trace.span("plan") as plan:
            reply = await gateway.chat(messages=ASK["messages"])
            await gateway.openai().chat.completions.create(model="x", messages=ASK["messages"])  # type: ignore[arg-type, list-item]
            await gateway.anthropic().messages.create(
                model="x",
                max_tokens=5,
                messages=ASK["messages"],  # type: ignore[arg-type, list-item]
            )
        await gateway._close()
    finally:
        relay.close()
        await client.close()
    assert reply["choices"][0]["message"]["content"] == "4"
    assert [c.parent_span_id for c in observed.calls] == [
        None,
        plan.span_id,
        plan.span_id,
        plan.span_id,
    ]
    assert [c.format for c in observed.calls][-1] == "anthropic-messages"
    assert observed.calls[1].request["model"] == "gpt-5-mini"
    assert all(PARENT_HEADER not in r.headers for r in upstream.requests)


async def test_a_refused_chat_raises_the_gateways_code(relay: Relay) -> None:
    from evalrouter import EvalRouterError
    from evalrouter.agents._incode.context import Gateway

    route = open_route(relay, Recorder(), max_calls=0)
    gateway = Gateway(base_url=route.base_url, api_key=route.token, model_id="sim/gpt-5-mini")
    with pytest.raises(EvalRouterError) as refused:
        await gateway.chat(messages=ASK["messages"])
    assert refused.value.code == "client_budget_exhausted" and refused.value.status_code == 402
    assert refused.value.details["limit"] == "max_calls" and refused.value.hint
    route.close()
    with pytest.raises(EvalRouterError) as ended:
        await gateway.chat(messages=ASK["messages"])
    assert ended.value.code == "attempt_credential_invalid"
