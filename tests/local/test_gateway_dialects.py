"""The gateway relay's translated APIs in front of EvalRouter Local's gateway: the OpenAI SDK's
``responses`` client and Gemini API calls as Google's SDKs make them, streamed and not, tool
calls included, metered by Local as chat calls and recorded once each with Local's tokens;
Local's own refusals reach the client in its API."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from evalrouter.agents._controller.clients import relay_connection
from evalrouter.agents._gateway.relay import Relay, Route
from evalrouter.agents._trace.model_calls import GatewayCall
from evalrouter.testing import EvalRouterLocal
from tests.local.gateway_support import Opened, open_attempt, openai

CALCULATOR: dict[str, Any] = {
    "type": "function",
    "name": "calculator",
    "description": "Evaluate an arithmetic expression.",
    "parameters": {
        "type": "object",
        "properties": {"expression": {"type": "string"}},
        "required": ["expression"],
    },
}


class Recorder:
    def __init__(self) -> None:
        self.calls: list[GatewayCall] = []

    def observe(self, call: GatewayCall) -> None:
        self.calls.append(call)


class Relayed:
    """An attempt on Local with the runner's relay in front of its gateway."""

    def __init__(self, opened: Opened, route: Route, recorder: Recorder) -> None:
        self.opened, self.route, self.recorder = opened, route, recorder

    def client(self) -> Any:
        return openai.OpenAI(base_url=self.route.base_url, api_key=self.route.token, max_retries=0)

    def metered(self) -> tuple[int, int]:
        attempt = self.opened.local._attempt(self.opened.grant["attempt_id"])
        return attempt.input_tokens, attempt.output_tokens

    def recorded(self) -> tuple[int, int]:
        usages = [c.reply["usage"] for c in self.recorder.calls if c.reply]
        return (
            sum(u["prompt_tokens"] for u in usages),
            sum(u["completion_tokens"] for u in usages),
        )


def relayed(local: EvalRouterLocal, **quote: Any) -> Iterator[Relayed]:
    opened = open_attempt(local, **quote)
    client = local.async_client()
    relay = Relay(relay_connection(client))
    recorder = Recorder()
    route = relay.open(
        attempt_id=opened.grant["attempt_id"],
        upstream=opened.grant["gateway_base_url"],
        credential=opened.credential,
        limits={},
        recorder=recorder,
        request_seconds=30,
    )
    try:
        yield Relayed(opened, route, recorder)
    finally:
        relay.close()
        asyncio.run(client.close())


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=5, scripted_tools=True)
    yield instance
    instance.close()


@pytest.fixture
def attempt(local: EvalRouterLocal) -> Iterator[Relayed]:
    yield from relayed(local)


def test_a_responses_call_is_answered_and_metered_as_the_chat_call_it_is(attempt: Relayed) -> None:
    client = attempt.client()
    first = client.responses.create(
        model="gpt-5", instructions="Use the calculator.", input="What is 7*2?", tools=[CALCULATOR]
    )
    [call] = first.output
    assert call.type == "function_call" and call.name == "calculator"
    result = {"type": "function_call_output", "call_id": call.call_id, "output": "14"}
    second = client.responses.create(
        model="gpt-5",
        input=[
            {"role": "user", "content": "What is 7*2?"},
            {
                "type": "function_call",
                "call_id": call.call_id,
                "name": "calculator",
                "arguments": call.arguments,
            },
            result,
        ],
        tools=[CALCULATOR],
        store=False,
    )
    assert second.status == "completed" and second.output_text
    assert attempt.opened.calls() == 2
    assert [c.format for c in attempt.recorder.calls] == ["openai-chat"] * 2
    tokens = (
        first.usage.input_tokens + second.usage.input_tokens,
        first.usage.output_tokens + second.usage.output_tokens,
    )
    assert tokens == attempt.recorded() == attempt.metered()


def test_a_streamed_responses_call_has_its_events_and_the_metered_tokens(
    attempt: Relayed,
) -> None:
    client = attempt.client()
    kinds: list[str] = []
    with client.responses.stream(model="gpt-5", input="What is 7*2?", tools=[CALCULATOR]) as stream:
        for event in stream:
            kinds.append(event.type)
        final = stream.get_final_response()
    assert kinds[:3] == ["response.created", "response.in_progress", "response.output_item.added"]
    assert "response.function_call_arguments.delta" in kinds
    assert kinds[-1] == "response.completed"
    [call] = final.output
    assert call.type == "function_call" and call.arguments
    [recorded] = attempt.recorder.calls
    assert recorded.streamed and recorded.format == "openai-chat"
    assert (final.usage.input_tokens, final.usage.output_tokens) == attempt.metered()
    assert attempt.recorded() == attempt.metered()


def test_previous_response_id_continues_from_the_relays_memory(attempt: Relayed) -> None:
    client = attempt.client()
    first = client.responses.create(model="gpt-5", input="What is 7*2?", tools=[CALCULATOR])
    [call] = first.output
    second = client.responses.create(
        model="gpt-5",
        previous_response_id=first.id,
        input=[{"type": "function_call_output", "call_id": call.call_id, "output": "14"}],
        tools=[CALCULATOR],
    )
    assert second.status == "completed" and second.previous_response_id == first.id
    sent = attempt.recorder.calls[1].request["messages"]
    assert [m["role"] for m in sent] == ["user", "assistant", "tool"]  # type: ignore[index]
    with pytest.raises(openai.BadRequestError) as caught:
        client.responses.create(model="gpt-5", previous_response_id="resp_nope", input="x")
    assert caught.value.code == "previous_response_not_found"
    assert attempt.opened.calls() == 2


def test_locals_budget_refusal_reaches_the_responses_client_in_its_shape(
    local: EvalRouterLocal,
) -> None:
    for tight in relayed(local, limits={"max_calls": 1}):
        client = tight.client()
        client.responses.create(model="gpt-5", input="What is 7*2?")
        for stream in (False, True):
            with pytest.raises(openai.APIStatusError) as caught:  # another question: no replay
                client.responses.create(model="gpt-5", input=f"And {stream}?", stream=stream)
            assert caught.value.status_code == 402
            assert caught.value.code == "client_budget_exhausted"
        assert tight.route.refused is not None
        assert tight.route.refused.code == "client_budget_exhausted"


def test_an_unsupported_feature_is_refused_before_local_sees_it(attempt: Relayed) -> None:
    with pytest.raises(openai.BadRequestError) as caught:
        attempt.client().responses.create(
            model="gpt-5", input="news?", tools=[{"type": "web_search"}]
        )
    assert caught.value.code == "client_gateway_api_unsupported"
    assert "web_search" in caught.value.message
    assert attempt.opened.calls() == 0 and attempt.recorder.calls == []


# -------------------------------------------------------------------------------- Gemini

GEMINI_CALCULATOR = {
    "functionDeclarations": [
        {
            "name": "calculator",
            "description": "Evaluate an arithmetic expression.",
            "parameters": {
                "type": "OBJECT",
                "properties": {"expression": {"type": "STRING"}},
                "required": ["expression"],
            },
        }
    ]
}
QUESTION = {"role": "user", "parts": [{"text": "What is 7*2?"}]}


def gemini(attempt: Relayed, action: str, body: dict[str, Any], query: str = "") -> Any:
    """A raw Gemini API call, as Google's SDKs make it: the key in ``x-goog-api-key``."""
    base = attempt.route.anthropic_base_url
    url = f"{base}/v1beta/models/gemini-2.5-pro:{action}{query}"
    with httpx.Client(trust_env=False) as http:
        return http.post(url, json=body, headers={"x-goog-api-key": attempt.route.token})


def test_a_gemini_tool_loop_is_answered_and_metered_as_chat_calls(attempt: Relayed) -> None:
    asked = gemini(
        attempt, "generateContent", {"contents": [QUESTION], "tools": [GEMINI_CALCULATOR]}
    )
    assert asked.status_code == 200, asked.text
    content = asked.json()["candidates"][0]["content"]
    [part] = content["parts"]
    call = part["functionCall"]
    assert call["name"] == "calculator" and "expression" in call["args"]
    result = {"functionResponse": {"name": "calculator", "response": {"result": "14"}}}
    contents = [QUESTION, content, {"role": "user", "parts": [result]}]
    answered = gemini(
        attempt,
        "streamGenerateContent",
        {"contents": contents, "tools": [GEMINI_CALCULATOR]},
        "?alt=sse",
    )
    assert answered.status_code == 200
    events = [
        json.loads(line[6:]) for line in answered.text.splitlines() if line.startswith("data: ")
    ]
    text = "".join(
        p.get("text", "") for e in events for p in e["candidates"][0]["content"]["parts"]
    )
    assert text and events[-1]["candidates"][0]["finishReason"] == "STOP"
    assert attempt.opened.calls() == 2
    usages = [asked.json()["usageMetadata"], events[-1]["usageMetadata"]]
    tokens = (
        sum(u["promptTokenCount"] for u in usages),
        sum(u["candidatesTokenCount"] for u in usages),
    )
    assert tokens == attempt.recorded() == attempt.metered()


def test_locals_budget_refusal_reaches_a_gemini_client_in_googles_shape(
    local: EvalRouterLocal,
) -> None:
    for tight in relayed(local, limits={"max_calls": 1}):
        assert gemini(tight, "generateContent", {"contents": [QUESTION]}).status_code == 200
        # Another question each time: Local answers a call it has answered again (a replay).
        for action, query in (("generateContent", ""), ("streamGenerateContent", "?alt=sse")):
            other = {"role": "user", "parts": [{"text": f"And {action}?"}]}
            refused = gemini(tight, action, {"contents": [other]}, query)
            assert refused.status_code == 402
            error = refused.json()["error"]
            assert (error["code"], error["status"]) == (402, "RESOURCE_EXHAUSTED")
            assert error["details"][0]["reason"] == "client_budget_exhausted"
        assert tight.route.refused is not None
        assert tight.route.refused.code == "client_budget_exhausted"
