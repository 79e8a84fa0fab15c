"""The OpenAI Responses API on the gateway relay: a request translated to the chat payload it is
sent as, the chat answer (whole or streamed) translated back, each checked against recorded
examples written from the API reference (``dialect_examples``) and against openai-python's own
types; and, through the relay, limits, refusals and the trace as for a chat call."""

from __future__ import annotations

import json
import threading
from typing import Any

import httpx
import pytest
from pydantic import BaseModel, TypeAdapter

from evalrouter.agents._gateway.dialects import ResponseMemory, Untranslatable, translate
from evalrouter.agents._gateway.dialects.memory import MAX_RESPONSES
from evalrouter.agents._gateway.relay import Relay
from tests.unit.agents.gateway.dialect_shapes import (
    assert_shaped,
    example,
    example_events,
    parse_sse,
)
from tests.unit.agents.gateway.test_agents_relay import (
    UPSTREAM,
    Recorder,
    Stream,
    Upstream,
    open_route,
    post,
    relay,  # noqa: F401 (a fixture)
    sse,
    upstream,  # noqa: F401 (a fixture)
)

openai_types = pytest.importorskip("openai.types.responses", reason="openai is a dev dependency")

pytestmark = pytest.mark.httpx_mock(should_mock=lambda request: request.url.host != "127.0.0.1")

Json = dict[str, Any]
CALL = {
    "id": "call_1",
    "type": "function",
    "function": {"name": "calculator", "arguments": '{"expression":"7*2"}'},
}
USAGE = {
    "prompt_tokens": 36,
    "completion_tokens": 87,
    "total_tokens": 123,
    "prompt_tokens_details": {"cached_tokens": 4},
    "completion_tokens_details": {"reasoning_tokens": 30},
}


def gated_text_stream(server: Upstream) -> threading.Event:
    """The upstream answers TEXT_CHUNKS streamed: two chunks, then the rest once the returned
    gate is set (a test sees what the relay passed on before the rest was sent)."""
    gate = threading.Event()
    first = [sse(TEXT_CHUNKS[0]), sse(TEXT_CHUNKS[1])]
    rest = [sse(c) for c in TEXT_CHUNKS[2:]] + [b"data: [DONE]\n\n"]
    server._answer = lambda _: httpx.Response(
        200, headers={"content-type": "text/event-stream"}, stream=Stream(first, rest, gate)
    )
    return gate


def budget_refusal(details: Json | None = None) -> Json:
    """The gateway's 402 body for a spent budget (``details`` when given)."""
    error: Json = {
        "message": "The run's budget is spent.",
        "type": "insufficient_quota",
        "param": None,
        "code": "client_budget_exhausted",
    }
    return {"error": error | ({"details": details} if details is not None else {})}


def chat_reply(message: Json, finish: str = "stop") -> Json:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1741476542,
        "model": "sim/gpt-5-mini",
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": USAGE,
    }


def chunk(delta: Json, finish: str | None = None, **extra: object) -> Json:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 1741476542,
        "model": "sim/gpt-5-mini",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        **extra,
    }


def usage_chunk() -> Json:
    return {**chunk({}), "choices": [], "usage": USAGE}


TEXT_CHUNKS = [
    chunk({"role": "assistant", "content": ""}),
    chunk({"content": "Hi"}),
    chunk({"content": " there!"}),
    chunk({}, "stop"),
    usage_chunk(),
]
CALL_CHUNKS = [
    chunk({"role": "assistant", "content": None}),
    chunk(
        {
            "tool_calls": [
                {
                    "index": 0,
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "calculator", "arguments": ""},
                }
            ]
        }
    ),
    chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"expression":'}}]}),
    chunk({"tool_calls": [{"index": 0, "function": {"arguments": '"7*2"}'}}]}),
    chunk({}, "tool_calls"),
    usage_chunk(),
]


def assert_declared(value: object, where: str = "$") -> None:
    """Every field of a parsed openai-python model is one its type declares (none ``extra``)."""
    if isinstance(value, BaseModel):
        assert not value.model_extra, f"{where}: {sorted(value.model_extra or {})} undeclared"
        for name in type(value).model_fields:
            assert_declared(getattr(value, name), f"{where}.{name}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            assert_declared(item, f"{where}[{index}]")


def checked_response(made: Json) -> None:
    assert_shaped(made, example("responses_answer.json"))
    assert_declared(openai_types.Response.model_validate(made))


def checked_events(events: list[Json]) -> None:
    references: dict[str, list[Json]] = {}
    for name in (
        "responses_stream_text.sse",
        "responses_stream_function_call.sse",
        "responses_stream_custom_tool_call.sse",
        "responses_stream_failed.sse",
    ):
        for event in example_events(name):
            references.setdefault(event["type"], []).append(event)
    parse = TypeAdapter(openai_types.ResponseStreamEvent)
    for event in events:
        item = event.get("item", {}).get("type")
        same = [r for r in references[event["type"]] if r.get("item", {}).get("type") == item]
        assert same, f"no {event['type']} of a {item} in the references"
        failures = []
        for reference in same:  # like one of them
            try:
                assert_shaped(event, reference, event["type"])
            except AssertionError as exc:
                failures.append(exc)
        assert len(failures) < len(same), failures
        assert_declared(parse.validate_python(event), event["type"])
    assert [e["sequence_number"] for e in events] == list(range(len(events)))


def streamed(body: Json, chunks: list[Json], memory: ResponseMemory | None = None) -> list[Json]:
    call = translate("openai-responses", body, memory or ResponseMemory())
    events = call.events()
    raw = events.start()
    for one in chunks:  # one chunk at a time, as they arrive
        raw += events.feed([one])
    raw += events.finish()
    return parse_sse(raw)


# ------------------------------------------------------------------------------ requests


def test_a_request_with_every_kind_of_item_is_the_chat_payload_of_the_reference() -> None:
    call = translate("openai-responses", example("responses_request_tools.json"), ResponseMemory())
    assert call.chat == example("responses_request_tools.chat.json")


def test_a_string_input_is_one_user_message_and_defaults_are_left_to_the_gateway() -> None:
    call = translate("openai-responses", {"model": "gpt-5", "input": "2+2?"}, ResponseMemory())
    assert call.chat == {"model": "gpt-5", "messages": [{"role": "user", "content": "2+2?"}]}


@pytest.mark.parametrize(
    ("change", "param", "names"),
    [
        ({"tools": [{"type": "web_search"}]}, "tools[0]", "web_search"),
        ({"tools": [{"type": "file_search", "vector_store_ids": ["vs_1"]}]}, "tools[0]", "file"),
        ({"tools": [{"type": "code_interpreter"}]}, "tools[0]", "code_interpreter"),
        ({"background": True}, "background", "background"),
        ({"conversation": "conv_1"}, "conversation", "conversation"),
        ({"prompt": {"id": "pmpt_1"}}, "prompt", "prompt"),
        ({"tool_choice": {"type": "web_search"}}, "tool_choice", "web_search"),
        (
            {"input": [{"role": "user", "content": [{"type": "input_file", "file_id": "f"}]}]},
            "input[0].content[0]",
            "input_file",
        ),
        (
            {"input": [{"role": "user", "content": [{"type": "input_audio", "data": "x"}]}]},
            "input[0].content[0]",
            "input_audio",
        ),
        (
            {"input": [{"role": "user", "content": [{"type": "input_image", "file_id": "f"}]}]},
            "input[0].content[0]",
            "file_id",
        ),
        ({"input": [{"type": "item_reference", "id": "msg_1"}]}, "input[0]", "item_reference"),
    ],
)
def test_what_has_no_chat_translation_is_refused_naming_it(
    change: Json, param: str, names: str
) -> None:
    with pytest.raises(Untranslatable) as caught:
        translate("openai-responses", {"model": "gpt-5", "input": "hi", **change}, ResponseMemory())
    refusal = caught.value
    assert (refusal.status, refusal.code, refusal.param) == (
        400,
        "client_gateway_api_unsupported",
        param,
    )
    assert names in refusal.message


def test_previous_response_id_is_answered_from_the_attempts_memory() -> None:
    memory = ResponseMemory()
    first = translate(
        "openai-responses",
        {"model": "gpt-5", "instructions": "Be brief.", "input": "7*2?"},
        memory,
    )
    made = first.answer(chat_reply({"role": "assistant", "content": None, "tool_calls": [CALL]}))
    output = [{"type": "function_call_output", "call_id": "call_1", "output": "14"}]
    second = translate(
        "openai-responses",
        {"model": "gpt-5", "previous_response_id": made["id"], "input": output},
        memory,
    )
    # The earlier input and answer first; its instructions are not carried over (the API's rule).
    assert second.chat["messages"] == [
        {"role": "user", "content": "7*2?"},
        {"role": "assistant", "content": None, "tool_calls": [CALL]},
        {"role": "tool", "tool_call_id": "call_1", "content": "14"},
    ]
    # A stateless call (store: false) is not kept; an unknown id is refused, nothing sent.
    unstored = translate("openai-responses", {"model": "m", "input": "x", "store": False}, memory)
    gone = unstored.answer(chat_reply({"role": "assistant", "content": "y"}))
    for missing in (gone["id"], "resp_unknown"):
        with pytest.raises(Untranslatable) as caught:
            translate("openai-responses", {"model": "m", "previous_response_id": missing}, memory)
        assert caught.value.code == "previous_response_not_found"
        assert caught.value.param == "previous_response_id"


def test_the_memory_keeps_the_last_responses_only() -> None:
    memory = ResponseMemory()
    for n in range(MAX_RESPONSES + 5):
        memory.keep(f"resp_{n}", [{"role": "user", "content": str(n)}])
    assert len(memory) == MAX_RESPONSES
    assert memory.recall("resp_0") is None
    assert memory.recall(f"resp_{MAX_RESPONSES + 4}") == [
        {"role": "user", "content": str(MAX_RESPONSES + 4)}
    ]


def test_a_custom_tool_is_a_function_of_its_input_and_its_calls_come_back_custom() -> None:
    """Codex's ``apply_patch``: a custom tool with a grammar, free text in and out."""
    body = example("responses_request_custom.json")
    call = translate("openai-responses", body, ResponseMemory())
    assert call.chat == example("responses_request_custom.chat.json")
    patch = "*** Begin Patch\n*** Add File: a.txt\n+a\n*** End Patch"
    made = call.answer(
        chat_reply(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "call_2",
                        "type": "function",
                        "function": {
                            "name": "apply_patch",
                            "arguments": json.dumps({"input": patch}),
                        },
                    }
                ],
            },
            "tool_calls",
        )
    )
    checked_response(made)
    [item] = made["output"]
    assert (item["type"], item["call_id"], item["name"], item["input"]) == (
        "custom_tool_call",
        "call_2",
        "apply_patch",
        patch,
    )


def test_a_custom_tools_streamed_call_is_the_references_events() -> None:
    body = example("responses_request_custom.json")
    arguments = json.dumps({"input": "*** Begin Patch\n*** End Patch"})
    chunks = [
        chunk({"role": "assistant", "content": None}),
        chunk(
            {
                "tool_calls": [
                    {
                        "index": 0,
                        "id": "call_2",
                        "type": "function",
                        "function": {"name": "apply_patch", "arguments": arguments[:10]},
                    }
                ]
            }
        ),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": arguments[10:]}}]}),
        chunk({}, "tool_calls"),
        usage_chunk(),
    ]
    events = streamed(body, chunks)
    checked_events(events)
    reference = example_events("responses_stream_custom_tool_call.sse")
    assert [e["type"] for e in events] == [e["type"] for e in reference]
    done = events[-1]["response"]["output"][0]
    assert done["input"] == "*** Begin Patch\n*** End Patch"


NAMESPACED: Json = {
    "model": "gpt-5",
    "input": [
        {"type": "message", "role": "user", "content": "Ask a helper."},
        {
            "type": "function_call",
            "call_id": "call_1",
            "name": "spawn_agent",
            "namespace": "multi_agent_v1",
            "arguments": "{}",
        },
        {"type": "function_call_output", "call_id": "call_1", "output": "agent_1"},
    ],
    "tools": [
        {"type": "function", "name": "exec_command", "parameters": {"type": "object"}},
        {
            "type": "namespace",
            "name": "multi_agent_v1",
            "description": "Tools for sub-agents.",
            "tools": [
                {
                    "type": "function",
                    "name": "spawn_agent",
                    "defer_loading": True,
                    "parameters": {"type": "object"},
                },
                {"type": "custom", "name": "note"},
            ],
        },
    ],
}


def namespaced_call(name: str) -> Json:
    return {"id": "call_2", "type": "function", "function": {"name": name, "arguments": "{}"}}


def test_a_namespaces_tools_are_functions_and_their_calls_come_back_namespaced() -> None:
    """Codex sends its sub-agent tools in a ``namespace`` tool: each is a chat function named
    ``namespace__name`` (``defer_loading`` dropped), and a call of one comes back with its
    ``name`` and ``namespace`` as the API gives them."""
    call = translate("openai-responses", NAMESPACED, ResponseMemory())
    names = [tool["function"]["name"] for tool in call.chat["tools"]]
    assert names == ["exec_command", "multi_agent_v1__spawn_agent", "multi_agent_v1__note"]
    assert "defer_loading" not in call.chat["tools"][1]["function"]
    [asked] = call.chat["messages"][1]["tool_calls"]
    assert asked["function"]["name"] == "multi_agent_v1__spawn_agent"
    made = call.answer(
        chat_reply(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    namespaced_call("multi_agent_v1__spawn_agent"),
                    {**namespaced_call("multi_agent_v1__note"), "id": "call_3"},
                    {**namespaced_call("exec_command"), "id": "call_4"},
                ],
            },
            "tool_calls",
        )
    )
    checked_response(made)
    spawn, note, command = made["output"]
    assert (spawn["type"], spawn["name"], spawn["namespace"]) == (
        "function_call",
        "spawn_agent",
        "multi_agent_v1",
    )
    assert (note["type"], note["name"], note["namespace"]) == (
        "custom_tool_call",
        "note",
        "multi_agent_v1",
    )
    assert command["name"] == "exec_command" and "namespace" not in command


def test_a_namespaced_streamed_call_says_its_namespace() -> None:
    chunks = [
        chunk({"role": "assistant", "content": None}),
        chunk({"tool_calls": [{"index": 0, **namespaced_call("multi_agent_v1__spawn")}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"name": "_agent"}}]}),
        chunk({}, "tool_calls"),
        usage_chunk(),
    ]
    events = streamed(NAMESPACED, chunks)
    checked_events(events)
    done = [e for e in events if e["type"] == "response.output_item.done"]
    assert (done[0]["item"]["name"], done[0]["item"]["namespace"]) == (
        "spawn_agent",
        "multi_agent_v1",
    )
    assert events[-1]["response"]["output"][0]["namespace"] == "multi_agent_v1"


def test_a_namespace_tool_named_like_a_function_is_refused() -> None:
    body = {
        **NAMESPACED,
        "tools": [*NAMESPACED["tools"], {"type": "function", "name": "multi_agent_v1__note"}],
    }
    with pytest.raises(Untranslatable) as caught:
        translate("openai-responses", body, ResponseMemory())
    assert caught.value.param == "tools"


# ------------------------------------------------------------------------------- answers


def test_a_text_answer_is_a_response_of_the_reference() -> None:
    body = {"model": "gpt-5", "input": "hi", "instructions": "Be brief.", "temperature": 0.5}
    call = translate("openai-responses", body, ResponseMemory())
    made = call.answer(chat_reply({"role": "assistant", "content": "Hi there!"}))
    checked_response(made)
    assert made["id"].startswith("resp_") and made["object"] == "response"
    assert (made["status"], made["model"], made["created_at"]) == (
        "completed",
        "sim/gpt-5-mini",
        1741476542,
    )
    [message] = made["output"]
    assert message["type"] == "message" and message["id"].startswith("msg_")
    assert message["content"][0] == {
        "type": "output_text",
        "text": "Hi there!",
        "annotations": [],
        "logprobs": [],
    }
    assert made["usage"] == {
        "input_tokens": 36,
        "input_tokens_details": {"cached_tokens": 4, "cache_write_tokens": 0},
        "output_tokens": 87,
        "output_tokens_details": {"reasoning_tokens": 30},
        "total_tokens": 123,
    }
    assert made["instructions"] == "Be brief." and made["temperature"] == 0.5


def test_tool_calls_are_function_call_items_after_the_text() -> None:
    call = translate("openai-responses", {"model": "gpt-5", "input": "7*2?"}, ResponseMemory())
    second = {**CALL, "id": "call_2"}
    made = call.answer(
        chat_reply(
            {"role": "assistant", "content": "I will compute it.", "tool_calls": [CALL, second]},
            "tool_calls",
        )
    )
    checked_response(made)
    kinds = [(item["type"], item.get("call_id")) for item in made["output"]]
    assert kinds == [("message", None), ("function_call", "call_1"), ("function_call", "call_2")]
    assert made["output"][1]["arguments"] == '{"expression":"7*2"}'
    assert made["output"][1]["name"] == "calculator" and made["output"][1]["id"].startswith("fc_")


def test_an_answer_cut_at_its_allowance_is_incomplete() -> None:
    call = translate("openai-responses", {"model": "m", "input": "x"}, ResponseMemory())
    made = call.answer(chat_reply({"role": "assistant", "content": "Hi"}, "length"))
    checked_response(made)
    assert made["status"] == "incomplete"
    assert made["incomplete_details"] == {"reason": "max_output_tokens"}


# ------------------------------------------------------------------------------- streams


@pytest.mark.parametrize(
    ("chunks", "reference"),
    [
        (TEXT_CHUNKS, "responses_stream_text.sse"),
        (CALL_CHUNKS, "responses_stream_function_call.sse"),
    ],
    ids=["text", "function_call"],
)
def test_a_stream_is_the_references_events_in_its_order(chunks: list[Json], reference: str) -> None:
    events = streamed({"model": "gpt-5", "input": "hi"}, chunks)
    checked_events(events)
    assert [e["type"] for e in events] == [e["type"] for e in example_events(reference)]
    assert all(e["response"]["status"] == "in_progress" for e in events[:2])
    final = events[-1]["response"]
    assert final["usage"]["output_tokens"] == 87  # the relay asked the gateway for it
    # The deltas add up to what the done events and the final response say.
    deltas = "".join(e["delta"] for e in events if e["type"].endswith(".delta"))
    item = final["output"][0]
    assert deltas == (
        item["content"][0]["text"] if item["type"] == "message" else item["arguments"]
    )


def test_a_streamed_answer_ends_as_the_whole_answer_would_be() -> None:
    body = {"model": "gpt-5", "input": "7*2?"}
    chunks = [
        chunk({"role": "assistant", "content": "I will compute it."}),
        *CALL_CHUNKS[1:],
    ]
    final = streamed(body, chunks)[-1]["response"]
    whole = translate("openai-responses", body, ResponseMemory()).answer(
        chat_reply({"role": "assistant", "content": "I will compute it.", "tool_calls": [CALL]})
    )

    def without_ids(made: Json) -> Json:
        items = [{k: v for k, v in i.items() if k != "id"} for i in made["output"]]
        return {**made, "id": None, "output": items}

    assert without_ids(final) == without_ids(whole)


def test_a_stream_with_an_error_ends_failed() -> None:
    error = {"error": {"message": "The model failed.", "type": "server_error", "code": "boom"}}
    events = streamed({"model": "m", "input": "x"}, [TEXT_CHUNKS[1], error])
    checked_events(events)
    assert [e["type"] for e in events][-2:] == ["error", "response.failed"]
    assert events[-2]["code"] == "boom"
    assert events[-1]["response"]["error"] == {
        "code": "server_error",
        "message": "The model failed. (boom)",
    }


# ---------------------------------------------------------------------- through the relay


async def test_the_relay_sends_a_responses_call_as_chat_and_records_it_once(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    reply = chat_reply({"role": "assistant", "content": None, "tool_calls": [CALL]}, "tool_calls")
    upstream._answer = lambda _: httpx.Response(200, json=reply)
    body = example("responses_request_tools.json") | {"stream": False}

    answer = await post(route, "responses", body)

    assert answer.status_code == 200 and answer.headers["content-type"] == "application/json"
    checked_response(answer.json())
    [sent] = upstream.requests
    assert str(sent.url) == f"{UPSTREAM}/chat/completions"  # the only path forwarded
    chat = example("responses_request_tools.chat.json") | {"stream": False}
    assert json.loads(upstream.bodies[0]) == chat
    [recorded] = recorder.calls
    assert recorded.format == "openai-chat" and recorded.request == chat
    assert recorded.reply == reply and route.calls == 1


async def test_an_untranslatable_call_is_refused_in_the_responses_shape_and_not_sent(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    body = {"model": "m", "input": "x", "tools": [{"type": "web_search"}]}
    answer = await post(route, "responses", body)
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert error["code"] == "client_gateway_api_unsupported" and "web_search" in error["message"]
    assert error["type"] == "invalid_request_error" and error["param"] == "tools[0]"
    assert answer.headers["x-should-retry"] == "false"
    assert upstream.requests == [] and recorder.calls == [] and route.calls == 0


@pytest.mark.parametrize(
    ("limits", "body", "status", "code", "param"),
    [
        ({"max_calls": 0}, {}, 402, "client_budget_exhausted", None),
        (
            {"max_output_tokens": 100},
            {"max_output_tokens": 500},
            400,
            "client_output_tokens_too_large",
            "max_output_tokens",
        ),
        ({"max_input_bytes": 10}, {}, 400, "client_input_too_large", "input"),
    ],
    ids=["budget", "output", "input"],
)
async def test_a_limit_refuses_a_responses_call_as_a_chat_call(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
    limits: dict[str, int | None],
    body: Json,
    status: int,
    code: str,
    param: str | None,
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder, **limits)
    answer = await post(route, "responses", {"model": "m", "input": "What is 7*2?", **body})
    assert answer.status_code == status
    error = answer.json()["error"]
    assert (error["code"], error["param"]) == (code, param)
    assert error["type"] == ("insufficient_quota" if status == 402 else "invalid_request_error")
    assert upstream.requests == []
    if param is not None:  # in the agent's words: the field it sent
        assert error["message"].startswith(f"{param} is too large")
        assert "max_completion_tokens" not in answer.text and "messages" not in answer.text
    assert route.refused is not None and route.refused.code == code  # the attempt's failure
    assert route.refused.details.get("param") == param
    [recorded] = recorder.calls
    assert recorded.format == "openai-chat" and recorded.error_code == code


async def test_the_gateways_budget_refusal_reaches_the_agent_and_stands_for_the_attempt(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    refusal = budget_refusal({"limit": "max_cost_microusd"})
    upstream._answer = lambda _: httpx.Response(402, json=refusal)
    route = open_route(relay, Recorder())
    answer = await post(route, "responses", {"model": "m", "input": "x", "stream": True})
    assert answer.status_code == 402 and answer.json() == refusal
    assert route.refused is not None and route.refused.code == "client_budget_exhausted"


async def test_a_stream_is_translated_chunk_by_chunk_as_it_arrives(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    gate = gated_text_stream(upstream)
    recorder = Recorder()
    route = open_route(relay, recorder)
    seen = b""
    async with (
        httpx.AsyncClient(trust_env=False) as http,
        http.stream(
            "POST",
            f"{route.base_url}/responses",
            json={"model": "m", "input": "hi", "stream": True},
            headers={"authorization": f"Bearer {route.token}"},
        ) as answer,
    ):
        async for piece in answer.aiter_bytes():
            seen += piece
            if b"response.output_text.delta" in seen:
                gate.set()  # the first delta came before the rest was sent
    assert gate.is_set()
    events = parse_sse(seen)
    checked_events(events)
    assert events[-1]["type"] == "response.completed"
    assert events[-1]["response"]["usage"]["total_tokens"] == 123
    sent = json.loads(upstream.bodies[0])
    assert sent["stream_options"] == {"include_usage": True}
    [recorded] = recorder.calls
    assert recorded.streamed and recorded.reply is not None
    assert recorded.reply["usage"] == USAGE
    assert recorded.reply["choices"][0]["message"]["content"] == "Hi there!"


class CutStream(httpx.AsyncByteStream):
    """The gateway's stream, cut after its first events."""

    def __init__(self, first: list[bytes]) -> None:
        self._first = first

    async def __aiter__(self) -> Any:
        for part in self._first:
            yield part
        raise httpx.ReadError("the gateway's connection was cut")


async def read_until_cut(route: Any, path: str, body: Json, headers: dict[str, str]) -> bytes:
    """What the agent received of a stream the relay had to cut."""
    seen = b""
    async with httpx.AsyncClient(trust_env=False) as http:
        try:
            async with http.stream(
                "POST", f"{route.base_url.removesuffix('/v1')}/{path}", json=body, headers=headers
            ) as answer:
                async for piece in answer.aiter_bytes():
                    seen += piece
        except httpx.HTTPError:
            pass  # the relay closes the connection after telling the agent
    return seen


async def test_a_cut_stream_ends_failed_in_the_responses_api_and_is_recorded_so(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    upstream._answer = lambda _: httpx.Response(
        200,
        headers={"content-type": "text/event-stream"},
        stream=CutStream([sse(TEXT_CHUNKS[0]), sse(TEXT_CHUNKS[1])]),
    )
    recorder = Recorder()
    route = open_route(relay, recorder)
    body = {"model": "m", "input": "hi", "stream": True}
    seen = await read_until_cut(
        route, "v1/responses", body, {"authorization": f"Bearer {route.token}"}
    )
    events = parse_sse(seen)
    checked_events(events)
    assert [e["type"] for e in events][-2:] == ["error", "response.failed"]
    assert events[-2]["code"] == "stream_interrupted"
    [recorded] = recorder.calls
    assert recorded.error_code == "stream_interrupted"
