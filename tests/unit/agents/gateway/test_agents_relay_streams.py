"""Streams through the gateway relay: every streamed chat call is sent asking for its usage, so
its tokens are recorded, and the agent that did not ask gets the bytes a direct call gives it;
and a stream reaches the agent as it arrives, through the sync client as through the async one.
Upstreams: EvalRouter Local's own event writer and an OpenAI-shaped script."""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter
from evalrouter.agents._controller.clients import relay_connection, runner_client
from evalrouter.agents._gateway.relay import Relay, Route
from evalrouter.agents._gateway.usage import UsageHidden, asks_for_usage, with_usage
from evalrouter.agents._trace.model_calls import GatewayCall
from evalrouter.testing._gateway_stream import stream_events
from tests.support.paced import Paced, sse_events

pytestmark = pytest.mark.httpx_mock(should_mock=lambda request: request.url.host != "127.0.0.1")

UPSTREAM = "https://api.test/v1/client-runs/run_1/attempts/att_1/gateway/v1"
CREDENTIAL = "ercr_attempt.secretsecretsecretsecretsecretsecretsecret0"
ASK = {"model": "gpt-5-mini", "messages": [{"role": "user", "content": "2+2?"}], "stream": True}
ASKED = {**ASK, "stream_options": {"include_usage": True}}
USAGE = {"prompt_tokens": 31, "completion_tokens": 57, "total_tokens": 88}
# A reply of EvalRouter Local's gateway: two choices, one text (long enough for many pieces,
# with quotes and a "usage" of its own in it), one tool call.
REPLY: dict[str, Any] = {
    "id": "chatcmpl-att_1-1",
    "object": "chat.completion",
    "created": 1_700_000_000,
    "model": "sim/gpt-5-mini-2025-08-07",
    "choices": [
        {
            "index": 0,
            "message": {"role": "assistant", "content": 'The "usage":null field, é ✓. ' * 4},
            "finish_reason": "stop",
        },
        {
            "index": 1,
            "message": {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_1",
                        "type": "function",
                        "function": {"name": "add", "arguments": '{"usage": null, "a": 1}'},
                    }
                ],
            },
            "finish_reason": "tool_calls",
        },
    ],
    "usage": USAGE,
}


def local_stream(body: dict[str, Any]) -> bytes:
    """What EvalRouter Local's gateway streams for ``REPLY`` to ``body``."""
    return stream_events(REPLY, "chat", body)


def openai_stream(*, usage: bool, spaced: bool = False, crlf: bool = False) -> bytes:
    """Chunks shaped as OpenAI's own (``service_tier``, ``system_fingerprint``, ``usage``
    between ``choices`` and ``obfuscation``), with or without the usage asked for."""
    separators = (", ", ": ") if spaced else (",", ":")
    end = "\r\n" if crlf else "\n"
    head = {"id": "chatcmpl-9", "object": "chat.completion.chunk", "created": 1, "model": "m"}
    head |= {"service_tier": "default", "system_fingerprint": "fp_1"}
    deltas = [{"role": "assistant", "content": ""}, {"content": "Four"}, {"content": "."}]
    chunks = [{"index": 0, "delta": d, "finish_reason": None} for d in deltas]
    chunks.append({"index": 0, "delta": {}, "finish_reason": "stop"})
    events = []
    for number, chunk in enumerate(chunks):
        event: dict[str, Any] = {**head, "choices": [chunk]}
        if usage:
            event["usage"] = None
        event["obfuscation"] = f"x{number}"
        events.append(event)
    if usage:
        events.append({**head, "choices": [], "usage": USAGE, "obfuscation": "last"})
    lines = [f"data: {json.dumps(e, separators=separators)}{end}{end}" for e in events]
    return "".join([*lines, f"data: [DONE]{end}{end}"]).encode()


def hidden(whole: bytes, size: int) -> bytes:
    """``whole`` fed to :class:`UsageHidden` in pieces of ``size`` bytes."""
    view = UsageHidden()
    out = [view.feed(whole[at : at + size]) for at in range(0, len(whole), size)]
    return b"".join([*out, view.close()])


# ----------------------------------------------------------------------- the rewriting


@pytest.mark.parametrize("size", [1, 7, 100, 1_000_000])
def test_a_local_stream_asked_for_usage_is_seen_as_the_one_not_asked(size: int) -> None:
    asked = local_stream(ASKED)
    chunks = [json.loads(line[6:]) for line in asked.split(b"\n\n") if line[6:7] == b"{"]
    # Local as OpenAI: every chunk has a usage, the last one with no choices.
    assert all("usage" in c for c in chunks) and chunks[-1]["choices"] == []
    assert chunks[-1]["usage"] == USAGE and chunks[0]["usage"] is None
    assert b'"usage":{' not in local_stream(ASK) and b',"usage":null' not in local_stream(ASK)
    assert hidden(asked, size) == local_stream(ASK)


@pytest.mark.parametrize(
    "shape", [{}, {"spaced": True}, {"crlf": True}, {"spaced": True, "crlf": True}]
)
def test_an_openai_shaped_stream_loses_only_what_asking_added(shape: dict[str, bool]) -> None:
    for size in (1, 13, 1_000_000):
        assert hidden(openai_stream(usage=True, **shape), size) == openai_stream(
            usage=False, **shape
        )


def test_a_stream_without_usage_and_other_events_pass_unchanged() -> None:
    plain = openai_stream(usage=False)
    assert hidden(plain, 5) == plain
    error = b'data: {"error":{"code":"provider_timeout","message":"late"},"usage":null}\n\n'
    comment = b": keep-alive\n\n"
    unfinished = b'data: {"id":"x","choices":[{"index":0,"delta":{}}],"usage":null}'
    no_choices = b'data: {"id":"x","usage":null}\n\n'  # not the usage chunk: kept, less usage
    assert hidden(no_choices, 6) == b'data: {"id":"x"}\n\n'
    assert hidden(comment + error, 3) == comment + (
        b'data: {"error":{"code":"provider_timeout","message":"late"}}\n\n'
    )
    assert hidden(unfinished, 4) == b'data: {"id":"x","choices":[{"index":0,"delta":{}}]}'


def test_a_usage_on_a_chunk_with_choices_is_taken_out_as_well() -> None:
    # A gateway that puts the usage on the last chunk with choices rather than a chunk of its
    # own: the agent that did not ask sees none.
    event = {"id": "c", "usage": USAGE, "choices": [{"index": 0, "delta": {"content": "4"}}]}
    sent = f"event: chunk\ndata: {json.dumps(event)}\n\n".encode()
    kept = {k: v for k, v in event.items() if k != "usage"}
    assert hidden(sent, 9) == f"event: chunk\ndata: {json.dumps(kept)}\n\n".encode()
    over_lines = b'data: {"id": "c", "usage": null,\ndata:  "choices": [{"index": 0}]}\n\n'
    assert hidden(over_lines, 2) == b'data: {"id":"c","choices":[{"index":0}]}\n\n'


def test_the_request_asks_for_usage_only_where_it_did_not() -> None:
    assert not asks_for_usage(ASK) and asks_for_usage(ASKED)
    assert with_usage(ASKED) is None and with_usage({**ASK, "stream": False}) is None
    assert json.loads(with_usage(ASK) or b"") == ASKED
    others = {**ASK, "stream_options": {"include_usage": False, "include_obfuscation": False}}
    assert json.loads(with_usage(others) or b"")["stream_options"] == {
        "include_usage": True,
        "include_obfuscation": False,
    }
    assert with_usage({**ASK, "stream_options": "yes"}) is None  # the gateway refuses it


# -------------------------------------------------------------------------- the relay


class Recorder:
    def __init__(self) -> None:
        self.calls: list[GatewayCall] = []

    def observe(self, call: GatewayCall) -> None:
        self.calls.append(call)


class Scripted(httpx.AsyncBaseTransport, httpx.BaseTransport):
    """The attempt's gateway: each answer streamed by ``answer(body)`` as server-sent events,
    one event a piece, and each request's body kept."""

    def __init__(self, answer: Callable[[dict[str, Any]], bytes]) -> None:
        self.bodies: list[bytes] = []
        self._answer = answer

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        self.bodies.append(await request.aread())
        events = sse_events(self._answer(json.loads(self.bodies[-1])))
        headers = {"content-type": "text/event-stream"}
        return httpx.Response(200, headers=headers, stream=_Events(events))


class _Events(httpx.AsyncByteStream):
    def __init__(self, events: list[bytes]) -> None:
        self._events = events

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for event in self._events:
            yield event


async def relayed(
    upstream: httpx.AsyncBaseTransport, body: dict[str, Any], path: str = "chat/completions"
) -> tuple[bytes, GatewayCall]:
    """``body`` sent through a relay to ``upstream``: the bytes the agent got, and the call
    the relay recorded."""
    client = AsyncEvalRouter(
        api_key="erk_test_key", base_url="https://api.test", transport=upstream
    )
    relay = Relay(relay_connection(client))
    recorder = Recorder()
    try:
        route = open_route(relay, recorder)
        async with httpx.AsyncClient(trust_env=False) as http:
            answer = await http.post(
                f"{route.base_url}/{path}",
                json=body,
                headers={"authorization": f"Bearer {route.token}"},
            )
    finally:
        relay.close()
        await client.close()
    [call] = recorder.calls
    return answer.content, call


def open_route(relay: Relay, recorder: Recorder) -> Route:
    return relay.open(
        attempt_id="att_1",
        upstream=UPSTREAM,
        credential=CREDENTIAL,
        limits={},
        recorder=recorder,
        request_seconds=30,
    )


@pytest.mark.parametrize(
    "answer", [local_stream, lambda body: openai_stream(usage=asks_for_usage(body))]
)
async def test_a_stream_not_asked_for_usage_is_recorded_with_it_and_passed_as_it_was(
    answer: Callable[[dict[str, Any]], bytes],
) -> None:
    upstream = Scripted(answer)
    got, call = await relayed(upstream, ASK)
    assert got == answer(ASK)  # byte for byte what the agent's own call is answered
    [sent] = upstream.bodies
    assert json.loads(sent) == ASKED  # the gateway was asked for the usage
    assert call.request == ASK and call.streamed and call.error_code is None
    assert call.reply is not None and call.reply["usage"] == USAGE


async def test_a_stream_asked_for_usage_goes_as_it_is() -> None:
    upstream = Scripted(local_stream)
    got, call = await relayed(upstream, ASKED)
    assert got == local_stream(ASKED)
    assert [json.loads(b) for b in upstream.bodies] == [ASKED]
    assert call.request == ASKED and call.reply is not None and call.reply["usage"] == USAGE


async def test_an_anthropic_stream_goes_as_it_is_and_is_recorded_with_its_tokens() -> None:
    message = {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "m",
        "content": [{"type": "text", "text": "Four, as asked. " * 3}],
        "stop_reason": "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 14, "output_tokens": 9},
    }
    upstream = Scripted(lambda body: stream_events(message, "messages", body))
    body = {"model": "m", "max_tokens": 50, "messages": ASK["messages"], "stream": True}
    got, call = await relayed(upstream, body, "messages")
    assert got == stream_events(message, "messages", body)
    assert [json.loads(b) for b in upstream.bodies] == [body]
    assert call.reply is not None and call.reply["usage"] == {
        "input_tokens": 14,
        "output_tokens": 9,
    }


# ------------------------------------------------------------------ as the stream arrives


class SyncGateway(httpx.BaseTransport):
    """The gateway as a sync client's own transport reaches it (only ``handle_request``)."""

    def __init__(self, paced: Paced, events: list[bytes]) -> None:
        self.paced, self.events = paced, events

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        headers = {"content-type": "text/event-stream"}
        return httpx.Response(200, headers=headers, stream=self.paced.sync_stream(self.events))


class Gateway(SyncGateway, httpx.AsyncBaseTransport):
    """The gateway on a transport that serves any loop (EvalRouter Local's kind)."""

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        headers = {"content-type": "text/event-stream"}
        return httpx.Response(200, headers=headers, stream=self.paced.async_stream(self.events))


@pytest.mark.parametrize("kind", ["sync", "async"])
async def test_a_stream_reaches_the_agent_as_it_arrives_with_either_client(kind: str) -> None:
    events = sse_events(local_stream(ASKED))
    paced = Paced()
    user: EvalRouter | AsyncEvalRouter
    if kind == "sync":  # the runner's copy sends through the user's httpx.Client, in threads
        user = EvalRouter(
            api_key="erk_test_key",
            base_url="https://api.test",
            transport=SyncGateway(paced, events),
        )
    else:
        user = AsyncEvalRouter(
            api_key="erk_test_key", base_url="https://api.test", transport=Gateway(paced, events)
        )
    runner = runner_client(user)  # what the runner hands the relay
    relay = Relay(relay_connection(runner))
    first_seen = 0.0
    received = b""
    try:
        route = open_route(relay, Recorder())
        async with (
            httpx.AsyncClient(trust_env=False) as http,
            http.stream(
                "POST",
                f"{route.base_url}/chat/completions",
                json=ASKED,
                headers={"authorization": f"Bearer {route.token}"},
            ) as answer,
        ):
            async for piece in answer.aiter_bytes():
                if not first_seen:
                    first_seen = time.monotonic()
                    paced.gate.set()  # the gateway goes on once the agent has its first event
                received += piece
    finally:
        relay.close()
        await runner.close()
        closed = user.close()
        if closed is not None:
            await closed
    assert received == b"".join(events)
    assert not paced.waited_out  # the first event came while the gateway held back the rest
    assert 0 < first_seen < paced.last_produced
