"""Tool calls from Local's simulated model, following ``tool_choice`` and the tools offered, so a
framework's tool loop runs offline and ends; ``n`` choices and replies cut at ``max_tokens``."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator

from evalrouter.testing import EvalRouterLocal
from evalrouter.testing._gateway_tools import value_for
from tests.local.gateway_support import (
    ANTHROPIC_TOOLS,
    ASK,
    OPENAI_TOOLS,
    SCHEMAS,
    Opened,
    open_attempt,
)

Json = dict[str, Any]


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=5)
    yield instance
    instance.close()


@pytest.fixture
def opened(local: EvalRouterLocal) -> Opened:
    return open_attempt(local)


def chat(opened: Opened, **body: Any) -> Json:
    response = opened.post("chat/completions", {"model": "gpt-5-mini", "messages": ASK, **body})
    assert response.status_code == 200, response.text
    reply: Json = response.json()
    return reply


def messages(opened: Opened, **body: Any) -> Json:
    sent = {"model": "claude", "max_tokens": 400, "messages": ASK, **body}
    response = opened.post("messages", sent)
    assert response.status_code == 200, response.text
    reply: Json = response.json()
    return reply


def assert_fits(name: str, arguments: Json) -> None:
    errors = list(Draft202012Validator(SCHEMAS[name]).iter_errors(arguments))
    assert not errors, errors


def test_required_tool_choice_calls_an_offered_tool(opened: Opened) -> None:
    reply = chat(opened, tools=OPENAI_TOOLS, tool_choice="required")
    choice = reply["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    message = choice["message"]
    assert message["content"] is None
    (call,) = message["tool_calls"]
    assert call["type"] == "function" and call["id"].startswith("call_")
    assert call["function"]["name"] in SCHEMAS
    assert_fits(call["function"]["name"], json.loads(call["function"]["arguments"]))
    assert reply["usage"]["completion_tokens"] > 0


def test_a_named_function_is_the_one_called(opened: Opened) -> None:
    for name in SCHEMAS:
        choice = {"type": "function", "function": {"name": name}}
        reply = chat(opened, tools=OPENAI_TOOLS, tool_choice=choice)
        (call,) = reply["choices"][0]["message"]["tool_calls"]
        assert call["function"]["name"] == name
    unknown = {"type": "function", "function": {"name": "nope"}}
    refused = opened.post(
        "chat/completions",
        {"model": "m", "messages": ASK, "tools": OPENAI_TOOLS, "tool_choice": unknown},
    )
    assert refused.status_code == 422
    assert refused.json()["error"]["details"] == {"field": "tool_choice"}
    assert opened.calls() == 2  # the refused one was not metered


def test_auto_calls_until_a_tool_result_then_answers(opened: Opened) -> None:
    first = chat(opened, tools=OPENAI_TOOLS)
    message = first["choices"][0]["message"]
    (call,) = message["tool_calls"]
    result = {"role": "tool", "tool_call_id": call["id"], "content": "Sunny, 21 C"}
    conversation = [*ASK, message, result]
    second = chat(opened, tools=OPENAI_TOOLS, messages=conversation)
    choice = second["choices"][0]
    assert choice["finish_reason"] == "stop"
    assert "tool_calls" not in choice["message"] and choice["message"]["content"]
    # A new user message starts a new turn: the model calls a tool again.
    again = [*conversation, choice["message"], {"role": "user", "content": "And Lima?"}]
    assert chat(opened, tools=OPENAI_TOOLS, messages=again)["choices"][0]["message"]["tool_calls"]
    # "required" calls a tool even after a result; "none" never does.
    forced = chat(opened, tools=OPENAI_TOOLS, messages=conversation, tool_choice="required")
    assert forced["choices"][0]["finish_reason"] == "tool_calls"
    never = chat(opened, tools=OPENAI_TOOLS, tool_choice="none")
    assert never["choices"][0]["finish_reason"] == "stop"
    assert "tool_calls" not in never["choices"][0]["message"]


def test_anthropic_tool_choice(opened: Opened) -> None:
    reply = messages(opened, tools=ANTHROPIC_TOOLS, tool_choice={"type": "any"})
    assert reply["stop_reason"] == "tool_use"
    (block,) = reply["content"]
    assert block["type"] == "tool_use" and block["id"].startswith("toolu_")
    assert_fits(block["name"], block["input"])
    named = messages(
        opened, tools=ANTHROPIC_TOOLS, tool_choice={"type": "tool", "name": "get_time"}
    )
    assert named["content"][0]["name"] == "get_time"
    none = messages(opened, tools=ANTHROPIC_TOOLS, tool_choice={"type": "none"})
    assert none["stop_reason"] == "end_turn" and none["content"][0]["type"] == "text"
    # The tool result comes back in a user message: the model then answers in text.
    result = {"type": "tool_result", "tool_use_id": block["id"], "content": "Sunny"}
    conversation = [
        *ASK,
        {"role": "assistant", "content": reply["content"]},
        {"role": "user", "content": [result]},
    ]
    answered = messages(opened, tools=ANTHROPIC_TOOLS, messages=conversation)
    assert answered["stop_reason"] == "end_turn"
    assert answered["content"][0]["type"] == "text"


def test_tool_calls_are_deterministic_per_seed() -> None:
    def calls(seed: int) -> list[Json]:
        opened = open_attempt(EvalRouterLocal(seed=seed))
        return [
            chat(opened, tools=OPENAI_TOOLS, tool_choice="required", user=str(i))["choices"][0][
                "message"
            ]["tool_calls"][0]["function"]
            for i in range(6)
        ]

    assert calls(11) == calls(11)
    # Both tools get called over a few calls.
    assert {c["name"] for c in calls(11)} == set(SCHEMAS)


def test_arguments_follow_the_schema() -> None:
    schema: Json = {
        "type": "object",
        "$defs": {
            "Place": {
                "type": "object",
                "properties": {
                    "city": {"type": "string", "minLength": 2},
                    "when": {"type": "string", "format": "date"},
                },
                "required": ["city", "when"],
            }
        },
        "properties": {
            "place": {"$ref": "#/$defs/Place"},
            "count": {"type": "integer", "exclusiveMinimum": 3, "maximum": 4},
            "ratio": {"type": "number", "minimum": 0, "maximum": 1},
            "tags": {"type": "array", "items": {"type": "string"}, "minItems": 2},
            "mode": {"enum": ["fast", "slow"]},
            "note": {"anyOf": [{"type": "string", "maxLength": 3}, {"type": "null"}]},
            "flag": {"type": "boolean"},
            "optional": {"type": "string"},
        },
        "required": ["place", "count", "ratio", "tags", "mode", "note", "flag"],
        "additionalProperties": False,
    }
    for seed in range(20):
        value = value_for(schema, schema, random.Random(seed), "", 0)
        assert not list(Draft202012Validator(schema).iter_errors(value)), value
        assert "optional" not in value and value["count"] == 4
    recursive: Json = {
        "type": "object",
        "properties": {"child": {"$ref": "#"}},
        "required": ["child"],
    }
    assert value_for(recursive, recursive, random.Random(0), "", 0) is not None  # it ends


def test_n_returns_that_many_choices(opened: Opened) -> None:
    reply = chat(opened, n=2)
    assert [c["index"] for c in reply["choices"]] == [0, 1]
    texts = {c["message"]["content"] for c in reply["choices"]}
    assert len(texts) == 1 and texts != {None}
    single = chat(opened, user="one")
    assert reply["usage"]["completion_tokens"] == 2 * single["usage"]["completion_tokens"]
    # Each choice may use the whole output allowance: the call is metered at n times it.
    tools = chat(opened, n=2, tools=OPENAI_TOOLS, tool_choice="required", max_tokens=500)
    ids = [c["message"]["tool_calls"][0]["id"] for c in tools["choices"]]
    assert len(set(ids)) == 2
    refused = opened.post("chat/completions", {"model": "m", "messages": ASK, "n": 0})
    assert refused.status_code == 422


def test_a_reply_cut_at_max_tokens_says_so(opened: Opened) -> None:
    whole = chat(opened)
    assert whole["choices"][0]["finish_reason"] == "stop"
    cut = chat(opened, max_completion_tokens=3)
    assert cut["choices"][0]["finish_reason"] == "length"
    assert cut["usage"]["completion_tokens"] == 3
    text = whole["choices"][0]["message"]["content"]
    assert text.startswith(cut["choices"][0]["message"]["content"]) and len(text) > 12
    anthropic_cut = messages(opened, max_tokens=3)
    assert anthropic_cut["stop_reason"] == "max_tokens"
    assert anthropic_cut["usage"]["output_tokens"] == 3
    assert messages(opened)["stop_reason"] == "end_turn"


def test_an_openai_agents_sdk_tool_loop_ends(opened: Opened) -> None:
    agents_sdk = pytest.importorskip("agents", reason="the OpenAI Agents SDK is a dev dependency")
    openai = pytest.importorskip("openai")
    called: list[tuple[str, int]] = []

    @agents_sdk.function_tool
    def get_weather(city: str, days: int) -> str:
        """The weather in a city for the next days."""
        called.append((city, days))
        return f"Sunny in {city}."

    async def scenario() -> tuple[Any, Any]:
        async with httpx.AsyncClient(transport=opened.local.transport()) as http:
            client = openai.AsyncOpenAI(
                base_url=opened.base_url, api_key=opened.credential, http_client=http
            )
            model = agents_sdk.OpenAIChatCompletionsModel(
                model=opened.grant["model_alias"], openai_client=client
            )
            agent = agents_sdk.Agent(name="weather", tools=[get_weather], model=model)
            config = agents_sdk.RunConfig(tracing_disabled=True)
            whole = await agents_sdk.Runner.run(agent, "Weather in Paris?", run_config=config)
            settings = agents_sdk.ModelSettings(include_usage=True)
            streaming = agents_sdk.Agent(
                name="weather", tools=[get_weather], model=model, model_settings=settings
            )
            streamed = agents_sdk.Runner.run_streamed(streaming, "And Lima?", run_config=config)
            async for _ in streamed.stream_events():
                pass
            return whole, streamed

    whole, streamed = asyncio.run(scenario())
    assert len(called) == 2  # one tool call per run, then a text answer ended each loop
    assert "The answer is" in whole.final_output and "The answer is" in streamed.final_output
    assert whole.context_wrapper.usage.requests == 2
    assert opened.calls() == 4
    # The framework's token counts are the gateway's (streamed ones from the usage chunk).
    served = served_usage(opened)
    usage = [whole.context_wrapper.usage, streamed.context_wrapper.usage]
    assert sum(u.input_tokens for u in usage) == sum(u["prompt_tokens"] for u in served) > 0
    assert sum(u.output_tokens for u in usage) == sum(u["completion_tokens"] for u in served)


def served_usage(opened: Opened) -> list[Json]:
    """The usage of every chat completion Local served (whole, or a stream's usage chunk)."""
    found: list[Json] = []
    for exchange in opened.local.requests:
        if not exchange.path.endswith("/chat/completions") or exchange.status != 200:
            continue
        if exchange.json.get("stream"):
            lines = exchange.response_content.decode().split("\n\n")
            chunks = [json.loads(x[6:]) for x in lines if x.startswith("data: {")]
            found.extend(c["usage"] for c in chunks if c.get("usage"))
        else:
            found.append(json.loads(exchange.response_content)["usage"])
    return found


def test_a_langgraph_tool_loop_ends(opened: Opened) -> None:
    langchain_openai = pytest.importorskip("langchain_openai")
    tools = pytest.importorskip("langchain_core.tools")
    graphs = pytest.importorskip("langgraph.graph")
    prebuilt = pytest.importorskip("langgraph.prebuilt")
    added: list[tuple[int, int]] = []

    @tools.tool
    def add(a: int, b: int) -> int:
        """Add two integers."""
        added.append((a, b))
        return a + b

    with httpx.Client(transport=opened.local.transport()) as http:
        model = langchain_openai.ChatOpenAI(
            model=opened.grant["model_alias"],
            base_url=opened.base_url,
            api_key=opened.credential,
            http_client=http,
        ).bind_tools([add])

        def agent(state: Any) -> Json:
            return {"messages": [model.invoke(state["messages"])]}

        # The usual ReAct graph: the model, its tools, back to the model until it answers.
        builder = graphs.StateGraph(graphs.MessagesState)
        builder.add_node("agent", agent)
        builder.add_node("tools", prebuilt.ToolNode([add]))
        builder.add_edge(graphs.START, "agent")
        builder.add_conditional_edges("agent", prebuilt.tools_condition)
        builder.add_edge("tools", "agent")
        out = builder.compile().invoke({"messages": [("user", "What is 2 + 3?")]})
    kinds = [type(m).__name__ for m in out["messages"]]
    assert kinds == ["HumanMessage", "AIMessage", "ToolMessage", "AIMessage"]
    assert len(added) == 1 and "The answer is" in out["messages"][-1].content
