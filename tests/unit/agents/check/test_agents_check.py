"""The parts of ``agents.check`` on their own: the scripted model (its script, both formats,
streamed or not), the provider host list, the recording proxy, the hostile files and the
attempt stub. The whole check runs in ``tests/e2e/test_agents_check.py``."""

from __future__ import annotations

import asyncio
import json
import socket
from pathlib import Path
from typing import Any

import h11
import httpx
import pytest

from evalrouter.agents._check.hostile import HOSTILE_FILES, seed
from evalrouter.agents._check.model import ANSWER, answer, anthropic_events, openai_events
from evalrouter.agents._check.stub import AttemptStub
from evalrouter.agents._gateway import loopback
from evalrouter.agents._gateway.egress import (
    CANARY_HOST,
    RecordingProxy,
    is_provider_host,
    proxy_variables,
)
from evalrouter.agents._gateway.replies import EventStream, rebuild

# Requests to the stub (127.0.0.1) are real; anything else would still be intercepted.
pytestmark = pytest.mark.httpx_mock(should_mock=lambda request: request.url.host != "127.0.0.1")

# ------------------------------------------------------------------------- scripted model


def openai_tools(*names: str) -> list[dict[str, Any]]:
    return [{"type": "function", "function": {"name": n, "parameters": {}}} for n in names]


def openai_called(*names: str) -> list[dict[str, Any]]:
    calls = [
        {"id": n, "type": "function", "function": {"name": n, "arguments": "{}"}} for n in names
    ]
    return [{"role": "user", "content": "go"}, {"role": "assistant", "tool_calls": calls}]


@pytest.mark.parametrize(
    "prefix", ["", "mcp__evalrouter__", "evalrouter_", "evalrouter__", "evalrouter."]
)
def test_the_model_calls_the_script_under_the_name_the_agent_offered(prefix: str) -> None:
    names = [prefix + n for n in ("get_task", "submit", "done")]
    body: dict[str, Any] = {"messages": [{"role": "user", "content": "go"}]}
    body["tools"] = openai_tools("read_file", *names)
    steps = []
    for number in range(1, 5):
        turn = answer(body, "openai-chat", number)
        steps.append(turn.step)
        message = turn.reply["choices"][0]["message"]
        body["messages"].append(message)
        if turn.step is not None:
            [call] = message["tool_calls"]
            assert call["function"]["name"] == prefix + turn.step
            if turn.step == "submit":
                assert json.loads(call["function"]["arguments"]) == {"answer": ANSWER}
    assert steps == ["get_task", "submit", "done", None]
    assert turn.reply["choices"][0]["finish_reason"] == "stop"


def test_a_call_offering_no_task_tools_gets_text_and_does_not_move_the_script() -> None:
    side = answer({"messages": openai_called("get_task")}, "openai-chat", 1)
    assert side.step is None and side.offered == ()
    assert side.reply["choices"][0]["message"]["content"]
    body = {"messages": openai_called("get_task"), "tools": openai_tools("get_task", "submit")}
    assert answer(body, "openai-chat", 2).step == "submit"


def test_a_tool_named_like_a_script_tool_of_another_server_is_not_taken_for_it() -> None:
    body = {"messages": [], "tools": openai_tools("github_submit", "other__get_task")}
    assert answer(body, "openai-chat", 1).offered == ()


def test_the_anthropic_script_reads_tool_use_blocks() -> None:
    tools = [{"name": f"mcp__evalrouter__{n}", "input_schema": {}} for n in ("get_task", "submit")]
    history = [
        {"role": "user", "content": "go"},
        {
            "role": "assistant",
            "content": [{"type": "tool_use", "id": "t", "name": tools[0]["name"]}],
        },
    ]
    turn = answer({"messages": history, "tools": tools}, "anthropic-messages", 2)
    assert turn.step == "submit"
    [block] = turn.reply["content"]
    assert block["type"] == "tool_use" and block["input"] == {"answer": ANSWER}
    assert turn.reply["stop_reason"] == "tool_use"


def events_of(data: bytes) -> list[dict[str, Any]]:
    stream = EventStream()
    stream.feed(data)
    stream.close()
    assert stream.finished
    return stream.events


@pytest.mark.parametrize("usage", [True, False])
def test_the_openai_stream_rebuilds_into_the_unstreamed_answer(usage: bool) -> None:
    body = {"messages": [], "tools": openai_tools("get_task", "submit"), "stream": True}
    turn = answer(body, "openai-chat", 1)
    assert turn.streamed
    rebuilt, error = rebuild(
        "openai-chat", events_of(openai_events(turn.reply, include_usage=usage))
    )
    assert error is None and rebuilt is not None
    [choice] = rebuilt["choices"]
    assert choice["finish_reason"] == "tool_calls"
    assert choice["message"]["tool_calls"] == turn.reply["choices"][0]["message"]["tool_calls"]
    assert ("usage" in rebuilt) is usage


@pytest.mark.parametrize("tools", [True, False])
def test_the_anthropic_stream_rebuilds_into_the_unstreamed_answer(tools: bool) -> None:
    offered = [{"name": "get_task", "input_schema": {}}] if tools else []
    turn = answer({"messages": [], "tools": offered}, "anthropic-messages", 1)
    rebuilt, error = rebuild("anthropic-messages", events_of(anthropic_events(turn.reply)))
    assert error is None and rebuilt is not None
    assert rebuilt["content"] == turn.reply["content"]
    assert rebuilt["stop_reason"] == turn.reply["stop_reason"]


# ------------------------------------------------------------------------------ network


@pytest.mark.parametrize(
    ("host", "provider"),
    [
        ("api.openai.com", True),
        ("API.Anthropic.com.", True),
        ("openrouter.ai", True),
        ("generativelanguage.googleapis.com", True),
        ("us-east-1.bedrock-runtime.amazonaws.com", True),
        ("myres.openai.azure.com", True),
        ("notapi.openai.com.example", False),
        ("registry.npmjs.org", False),
        (CANARY_HOST, False),
    ],
)
def test_provider_hosts(host: str, provider: bool) -> None:
    assert is_provider_host(host) is provider


def test_the_proxy_variables_send_all_but_loopback_to_the_proxy_in_both_cases() -> None:
    variables = proxy_variables("http://127.0.0.1:9")
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        assert variables[name] == variables[name.lower()] == "http://127.0.0.1:9"
    assert "127.0.0.1" in variables["NO_PROXY"].split(",")


async def ask(url: str, request: bytes) -> bytes:
    host, port = url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(request)
    await writer.drain()
    answer = await reader.read()
    writer.close()
    return answer


async def test_the_proxy_records_each_host_asked_for_and_refuses_it() -> None:
    proxy = await RecordingProxy().start()
    try:
        assert proxy.url.startswith("http://127.0.0.1:")
        refused = await ask(proxy.url, b"CONNECT api.openai.com:443 HTTP/1.1\r\n\r\n")
        assert refused.startswith(b"HTTP/1.1 403")
        await ask(proxy.url, f"POST http://{CANARY_HOST}/v1/x HTTP/1.1\r\n\r\n".encode())
        await ask(proxy.url, b"GET / HTTP/1.1\r\nHost: OpenRouter.ai:443\r\n\r\n")
        await ask(proxy.url, b"CONNECT api.openai.com:443 HTTP/1.1\r\n\r\n")
        assert proxy.hosts == ["api.openai.com", CANARY_HOST, "openrouter.ai"]
    finally:
        await proxy.close()


async def test_the_proxy_carries_the_runners_own_loopback_ports_and_nothing_else(
    tmp_path: Path,
) -> None:
    """An agent that sends loopback through its proxy too (Gemini CLI 0.31.0 ignores NO_PROXY)
    reaches the relay behind the sandbox's loopback port, by CONNECT or by an absolute URI (kept
    alive for a second request); another loopback port is refused like any host, and a
    carried one is not recorded as a host the agent tried."""
    seen: list[str] = []

    async def handle(
        conn: h11.Connection, writer: asyncio.StreamWriter, request: h11.Request, body: bytes
    ) -> None:
        seen.append(request.target.decode())
        await loopback.answer(conn, writer, 200, {"ok": True})

    relay = loopback.LoopbackServer(handle, max_body=1024)
    path = str(tmp_path / "relay.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    await relay.start(listener)
    proxy = await RecordingProxy(through={41_000: path}).start()
    try:
        absolute = b"GET http://127.0.0.1:41000/v1beta/models/m:generateContent?alt=sse HTTP/1.1"
        host_line = b"\r\nHost: 127.0.0.1:41000\r\n"
        twice = absolute + host_line + b"\r\n" + absolute + host_line + b"Connection: close\r\n\r\n"
        answered = await ask(proxy.url, twice)
        assert answered.count(b"HTTP/1.1 200") == 2, answered
        host, port = proxy.url.removeprefix("http://").split(":")
        reader, writer = await asyncio.open_connection(host, int(port))
        writer.write(b"CONNECT localhost:41000 HTTP/1.1\r\n\r\n")
        assert (await reader.readuntil(b"\r\n\r\n")).startswith(b"HTTP/1.1 200")
        writer.write(b"GET /v1/models HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        assert (await reader.read()).startswith(b"HTTP/1.1 200")
        writer.close()
        refused = await ask(proxy.url, b"CONNECT 127.0.0.1:41001 HTTP/1.1\r\n\r\n")
        assert refused.startswith(b"HTTP/1.1 403")
        assert seen == ["/v1beta/models/m:generateContent?alt=sse"] * 2 + ["/v1/models"]
        assert proxy.hosts == ["127.0.0.1"]  # the refused port only
    finally:
        await proxy.close()
        await relay.close()


def test_the_hostile_files_all_point_at_the_canary_and_never_replace_a_task_file(
    tmp_path: Path,
) -> None:
    (tmp_path / "AGENTS.md").write_text("the task's own")
    written = seed(tmp_path)
    assert set(written) == set(HOSTILE_FILES) - {"AGENTS.md"}
    assert (tmp_path / "AGENTS.md").read_text() == "the task's own"
    for relative in written:
        assert CANARY_HOST in (tmp_path / relative).read_text()
    assert {".env", "opencode.json", ".qwen/settings.json", ".claude/settings.json"} <= set(written)


# ----------------------------------------------------------------------------- the stub


async def test_the_stubs_budget_refusal_is_in_the_model_apis_shape() -> None:
    stub = await AttemptStub(budget_microusd=1, prices=(1_000_000, 1_000_000)).start()
    try:
        key = {"x-api-key": stub.credential}
        body = {"model": "m", "max_tokens": 100, "messages": [{"role": "user", "content": "hi"}]}
        async with httpx.AsyncClient(trust_env=False) as http:
            chat = await http.post(
                f"{stub.gateway_base_url}/chat/completions", json=body, headers=key
            )
            messages = await http.post(f"{stub.gateway_base_url}/messages", json=body, headers=key)
    finally:
        await stub.close()
    assert chat.status_code == 402 and chat.headers["x-should-retry"] == "false"
    error = chat.json()["error"]
    assert (error["type"], error["code"]) == ("insufficient_quota", "client_budget_exhausted")
    assert error["details"] == {"limit": "max_cost_microusd"}
    assert messages.status_code == 402 and messages.json()["type"] == "error"
    assert messages.json()["error"]["type"] == "billing_error"
    assert stub.refused is not None and stub.turns == []


async def test_the_stub_answers_only_its_credential_and_refuses_other_gateway_apis() -> None:
    stub = await AttemptStub().start()
    try:
        assert stub.credential.startswith("ercr_preflight.")
        async with httpx.AsyncClient(trust_env=False) as http:
            chat = f"{stub.gateway_base_url}/chat/completions"
            body = {"model": "m", "messages": []}
            wrong = await http.post(chat, json=body, headers={"authorization": "Bearer x"})
            assert wrong.status_code == 401
            key = {"x-api-key": stub.credential}
            ok = await http.post(chat, json=body, headers=key)
            assert ok.status_code == 200 and ok.json()["object"] == "chat.completion"
            responses = await http.post(f"{stub.gateway_base_url}/responses", json={}, headers=key)
            assert responses.status_code == 404
            assert responses.json()["error"]["code"] == "client_gateway_api_unsupported"
            assert responses.json()["error"]["type"] == "invalid_request_error"  # OpenAI's shape
            streamed = await http.post(chat, json=body | {"stream": True}, headers=key)
            assert streamed.headers["content-type"] == "text/event-stream"
            assert streamed.text.rstrip().endswith("data: [DONE]")
            stub.done = True
            messages = await http.post(
                f"{stub.gateway_base_url}/messages", json=body | {"max_tokens": 5}, headers=key
            )
            assert messages.status_code == 409 and messages.json()["type"] == "error"
            assert messages.json()["error"]["code"] == "attempt_not_active"
            assert messages.headers["x-should-retry"] == "false"
        assert [turn.streamed for turn in stub.turns] == [False, True]
        assert stub.unsupported == ["POST responses"]
    finally:
        await stub.close()
