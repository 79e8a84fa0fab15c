"""Streamed gateway answers (SSE) as the OpenAI and Anthropic SDKs parse them: text and tool
turns, usage, ``n`` choices, and ``--gateway-delay`` holding a streamed answer too."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from evalrouter.testing import EvalRouterLocal
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


def data_lines(text: str) -> list[str]:
    return [line.removeprefix("data: ") for line in text.splitlines() if line.startswith("data: ")]


def test_an_openai_streamed_tool_turn_parses_in_the_sdk(opened: Opened) -> None:
    client = opened.openai()
    with client.chat.completions.stream(
        model="gpt-5-mini",
        messages=ASK,
        tools=OPENAI_TOOLS,
        tool_choice="required",
        stream_options={"include_usage": True},
    ) as stream:
        final = stream.get_final_completion()
    choice = final.choices[0]
    assert choice.finish_reason == "tool_calls"
    (call,) = choice.message.tool_calls
    assert call.id.startswith("call_") and call.function.name in SCHEMAS
    arguments = json.loads(call.function.arguments)
    assert set(arguments) == set(SCHEMAS[call.function.name]["required"])
    assert final.usage is not None and final.usage.completion_tokens > 0
    # On the wire: arguments in several pieces, usage null until the usage chunk, then [DONE].
    (exchange,) = [r for r in opened.local.requests if r.json.get("stream")]
    lines = data_lines(exchange.response_content.decode())
    assert lines[-1] == "[DONE]"
    chunks = [json.loads(line) for line in lines[:-1]]
    assert all(c["object"] == "chat.completion.chunk" for c in chunks)
    assert all(c["usage"] is None for c in chunks[:-1]) and chunks[-1]["choices"] == []
    pieces = [
        d["tool_calls"][0]["function"]["arguments"]
        for c in chunks[:-1]
        if (d := c["choices"][0]["delta"]).get("tool_calls")
    ]
    assert len(pieces) >= 2 and json.loads("".join(pieces)) == arguments


def test_an_openai_streamed_answer_after_a_tool_result(opened: Opened) -> None:
    client = opened.openai()
    first = client.chat.completions.create(model="m", messages=ASK, tools=OPENAI_TOOLS)
    message = first.choices[0].message
    result = {"role": "tool", "tool_call_id": message.tool_calls[0].id, "content": "Sunny"}
    conversation = [*ASK, message.model_dump(exclude_none=True), result]
    chunks = list(
        client.chat.completions.create(
            model="m", messages=conversation, tools=OPENAI_TOOLS, stream=True
        )
    )
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert "The answer is" in text
    assert chunks[-1].choices[0].finish_reason == "stop"
    assert all(c.usage is None for c in chunks)  # no usage chunk unless asked for


def test_n_choices_stream_each(opened: Opened) -> None:
    chunks = list(
        opened.openai().chat.completions.create(
            model="m",
            messages=ASK,
            n=2,
            max_tokens=2,
            stream=True,
            stream_options={"include_usage": True},
        )
    )
    texts = {0: "", 1: ""}
    finishes = {}
    for chunk in chunks:
        for choice in chunk.choices:
            texts[choice.index] += choice.delta.content or ""
            if choice.finish_reason:
                finishes[choice.index] = choice.finish_reason
    assert texts[0] == texts[1] != ""
    assert finishes == {0: "length", 1: "length"}
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == 4


def test_an_anthropic_streamed_tool_turn_parses_in_the_sdk(opened: Opened) -> None:
    client = opened.anthropic()
    with client.messages.stream(
        model="claude",
        max_tokens=400,
        messages=ASK,
        tools=ANTHROPIC_TOOLS,
        tool_choice={"type": "any"},
    ) as stream:
        events = [event.type for event in stream]
        final = stream.get_final_message()
    assert events[0] == "message_start" and events[-1] == "message_stop"
    assert "input_json" in events  # the SDK's event for an input_json_delta
    assert final.stop_reason == "tool_use"
    (block,) = final.content
    assert block.type == "tool_use" and block.id.startswith("toolu_")
    assert set(block.input) == set(SCHEMAS[block.name]["required"])
    assert final.usage.input_tokens > 0 and final.usage.output_tokens > 1
    # Answered after the tool result, streamed text ends the turn.
    conversation = [
        *ASK,
        {"role": "assistant", "content": [block.model_dump(exclude_none=True)]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": block.id}]},
    ]
    with client.messages.stream(
        model="claude", max_tokens=400, messages=conversation, tools=ANTHROPIC_TOOLS
    ) as stream:
        text = "".join(stream.text_stream)
        answered = stream.get_final_message()
    assert "The answer is" in text and answered.stop_reason == "end_turn"
    with client.messages.stream(model="claude", max_tokens=2, messages=ASK) as stream:
        assert stream.get_final_message().stop_reason == "max_tokens"


def test_streams_over_http_are_held_by_the_gateway_delay() -> None:
    local = EvalRouterLocal(seed=5, gateway_delay=0.4)
    opened = open_attempt(local)
    with opened.served() as remote:
        started = time.monotonic()
        chunks = list(
            remote.openai().chat.completions.create(
                model="gpt-5-mini",
                messages=ASK,
                tools=OPENAI_TOOLS,
                stream=True,
                stream_options={"include_usage": True},
            )
        )
        took = time.monotonic() - started
        assert took >= 0.4
        assert chunks[-1].usage is not None
        started = time.monotonic()
        with remote.anthropic().messages.stream(
            model="c", max_tokens=100, messages=ASK, tools=ANTHROPIC_TOOLS
        ) as stream:
            final = stream.get_final_message()
        assert time.monotonic() - started >= 0.4
        assert final.stop_reason == "tool_use"
    local.close()
