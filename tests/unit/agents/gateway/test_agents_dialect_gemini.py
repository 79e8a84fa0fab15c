"""The Gemini API on the gateway relay: a ``generateContent`` request translated to the chat
payload it is sent as, the chat answer (whole or streamed with ``alt=sse``) translated back,
checked against recorded examples written from the API reference (``dialect_examples``); and,
through the relay, Google's key header, limits, refusals in Google's error shape and the trace
as for a chat call."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from evalrouter.agents._gateway.dialects import ResponseMemory, Translation, Untranslatable
from evalrouter.agents._gateway.dialects import translate as translated
from evalrouter.agents._gateway.relay import Relay, Route
from tests.unit.agents.gateway.dialect_shapes import (
    assert_shaped,
    example,
    example_events,
    parse_sse,
)
from tests.unit.agents.gateway.test_agents_dialect_responses import (
    CALL,
    CALL_CHUNKS,
    TEXT_CHUNKS,
    USAGE,
    budget_refusal,
    chat_reply,
    chunk,
    gated_text_stream,
)
from tests.unit.agents.gateway.test_agents_relay import (
    UPSTREAM,
    Recorder,
    Upstream,
    open_route,
    relay,  # noqa: F401 (a fixture)
    sse,
    upstream,  # noqa: F401 (a fixture)
)

pytestmark = pytest.mark.httpx_mock(should_mock=lambda request: request.url.host != "127.0.0.1")

Json = dict[str, Any]
MODEL = "gemini-2.5-pro"
GENERATE = ("models", f"{MODEL}:generateContent")
STREAM = ("models", f"{MODEL}:streamGenerateContent")
ASK: Json = {"contents": [{"role": "user", "parts": [{"text": "What is 7*2?"}]}]}


def translate(body: Json, rest: tuple[str, ...] = GENERATE, query: str = "") -> Translation:
    return translated("gemini", body, ResponseMemory(), rest, query)


def checked_answer(made: Json) -> None:
    assert_shaped(made, example("gemini_answer.json"))


def checked_stream(events: list[Json]) -> None:
    references = example_events("gemini_stream_text.sse") + example_events(
        "gemini_stream_function_call.sse"
    )
    for event in events:
        if "error" in event:
            assert_shaped(event, example("gemini_error.json"))
            continue
        failures = []
        for reference in references:
            try:
                assert_shaped(event, reference)
            except AssertionError as exc:
                failures.append(exc)
        assert len(failures) < len(references), failures


def streamed(chunks: list[Json]) -> list[Json]:
    events = translate(ASK, STREAM, "alt=sse").events()
    raw = events.start()
    for one in chunks:
        raw += events.feed([one])
    raw += events.finish()
    return parse_sse(raw)


# ------------------------------------------------------------------------------ requests


def test_a_request_with_every_kind_of_part_is_the_chat_payload_of_the_reference() -> None:
    call = translate(example("gemini_request_tools.json"))
    assert call.chat == example("gemini_request_tools.chat.json")


def test_the_path_names_the_model_and_whether_it_streams() -> None:
    assert translate(ASK).chat["model"] == MODEL and "stream" not in translate(ASK).chat
    assert translate(ASK, STREAM, "alt=sse").chat["stream"] is True
    assert "stream" not in translate(ASK, STREAM).chat  # a JSON array, answered whole


def test_a_model_name_with_slashes_is_one_model() -> None:
    # Google's SDKs put the model in the path as it is: a route name such as sim/gpt-5-mini
    # reaches the relay as several segments.
    rest = ("models", "sim", "gpt-5-mini:streamGenerateContent")
    assert translate(ASK, rest, "alt=sse").chat["model"] == "sim/gpt-5-mini"
    assert translate(ASK, ("models", "a:b", "c:generateContent")).chat["model"] == "a:b/c"


def test_function_responses_answer_the_calls_by_id_or_in_order() -> None:
    call = {"functionCall": {"name": "f", "args": {}}}
    named = {"functionCall": {"name": "f", "args": {"x": 1}, "id": "abc"}}
    body = {
        "contents": [
            {"role": "user", "parts": [{"text": "go"}]},
            {"role": "model", "parts": [call, named]},
            {
                "role": "user",
                "parts": [
                    {"functionResponse": {"name": "f", "id": "abc", "response": {"r": 2}}},
                    {"functionResponse": {"name": "f", "response": {"r": 1}}},
                ],
            },
        ]
    }
    messages = translate(body).chat["messages"]
    assert [c["id"] for c in messages[1]["tool_calls"]] == ["call_1", "abc"]
    assert [(m["tool_call_id"], m["content"]) for m in messages[2:]] == [
        ("abc", '{"r": 2}'),
        ("call_1", '{"r": 1}'),
    ]


@pytest.mark.parametrize(
    ("change", "param", "names"),
    [
        ({"tools": [{"googleSearch": {}}]}, "tools[0]", "googleSearch"),
        ({"tools": [{"codeExecution": {}}]}, "tools[0]", "codeExecution"),
        (
            {"contents": [{"role": "user", "parts": [{"inlineData": {"mimeType": "image/png"}}]}]},
            "contents[0].parts[0]",
            "inlineData",
        ),
        (
            {"contents": [{"role": "user", "parts": [{"fileData": {"fileUri": "gs://x"}}]}]},
            "contents[0].parts[0]",
            "fileData",
        ),
        ({"generationConfig": {"candidateCount": 2}}, "candidateCount", "candidate"),
        ({"cachedContent": "cachedContents/abc"}, "cachedContent", "cachedContent"),
    ],
)
def test_what_has_no_chat_translation_is_refused_naming_it(
    change: Json, param: str, names: str
) -> None:
    with pytest.raises(Untranslatable) as caught:
        translate({**ASK, **change})
    assert (caught.value.status, caught.value.code, caught.value.param) == (
        400,
        "client_gateway_api_unsupported",
        param,
    )
    assert names in caught.value.message


# ------------------------------------------------------------------------------- answers


def test_an_answer_with_text_and_a_call_is_a_response_of_the_reference() -> None:
    made = translate(ASK).answer(
        chat_reply(
            {"role": "assistant", "content": "I will compute it.", "tool_calls": [CALL]},
            "tool_calls",
        )
    )
    assert isinstance(made, dict)
    checked_answer(made)
    [candidate] = made["candidates"]
    assert candidate["content"]["parts"] == [
        {"text": "I will compute it."},
        {"functionCall": {"id": "call_1", "name": "calculator", "args": {"expression": "7*2"}}},
    ]
    assert candidate["finishReason"] == "STOP"
    assert made["usageMetadata"] == {
        "promptTokenCount": 36,
        "candidatesTokenCount": 87,
        "totalTokenCount": 123,
    }


def test_an_answer_cut_at_its_allowance_is_max_tokens_and_unstreamed_is_an_array() -> None:
    made = translate(ASK, STREAM).answer(
        chat_reply({"role": "assistant", "content": "Hi"}, "length")
    )
    assert isinstance(made, list)
    [whole] = made
    checked_answer(whole)
    assert whole["candidates"][0]["finishReason"] == "MAX_TOKENS"


def test_a_refusal_is_googles_error_with_our_code_as_its_reason() -> None:
    refusal = {
        "error": {
            "message": "The attempt has made its 1 model calls (max_calls).",
            "type": "insufficient_quota",
            "param": None,
            "code": "client_budget_exhausted",
            "details": {"limit": "max_calls", "allowed": 1},
        }
    }
    shaped = json.loads(translate(ASK).refused(402, json.dumps(refusal).encode()))
    assert_shaped(shaped, example("gemini_error.json"))
    error = shaped["error"]
    assert (error["code"], error["status"]) == (402, "RESOURCE_EXHAUSTED")
    assert error["message"] == refusal["error"]["message"]
    [info] = error["details"]
    assert info["reason"] == "client_budget_exhausted"
    assert json.loads(info["metadata"]["details"]) == {"limit": "max_calls", "allowed": 1}


# ------------------------------------------------------------------------------- streams


def test_a_text_stream_is_a_chunk_per_piece_then_the_end_with_its_usage() -> None:
    events = streamed(TEXT_CHUNKS)
    checked_stream(events)
    assert [e["candidates"][0]["content"]["parts"] for e in events] == [
        [{"text": "Hi"}],
        [{"text": " there!"}],
        [{"text": ""}],
    ]
    assert events[-1]["candidates"][0]["finishReason"] == "STOP"
    assert events[-1]["usageMetadata"]["totalTokenCount"] == 123
    assert len({e["responseId"] for e in events}) == 1


def test_a_streamed_call_comes_whole_at_the_end() -> None:
    events = streamed(CALL_CHUNKS)
    checked_stream(events)
    [last] = events
    assert last["candidates"][0]["content"]["parts"] == [
        {"functionCall": {"id": "call_1", "name": "calculator", "args": {"expression": "7*2"}}}
    ]


def test_a_stream_with_an_error_ends_with_googles_error() -> None:
    error = {"error": {"message": "The model failed.", "type": "server_error", "code": "boom"}}
    events = streamed([chunk({"content": "Hi"}), error])
    checked_stream(events)
    assert events[-1]["error"]["status"] == "INTERNAL"
    assert events[-1]["error"]["details"][0]["reason"] == "boom"


# ---------------------------------------------------------------------- through the relay


async def post_gemini(route: Route, path: str, body: object, **headers: str) -> httpx.Response:
    headers.setdefault("x-goog-api-key", route.token)
    base = route.base_url.removesuffix("/v1")
    async with httpx.AsyncClient(trust_env=False) as http:
        return await http.post(f"{base}/{path}", json=body, headers=headers)


@pytest.mark.parametrize("version", ["v1beta", "v1"])
async def test_the_relay_sends_a_gemini_call_as_chat_and_records_it_once(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
    version: str,
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    reply = chat_reply({"role": "assistant", "content": "14"})
    upstream._answer = lambda _: httpx.Response(200, json=reply)
    body = example("gemini_request_tools.json")

    answer = await post_gemini(route, f"{version}/models/{MODEL}:generateContent?key=x", body)

    assert answer.status_code == 200, answer.text
    checked_answer(answer.json())
    [sent] = upstream.requests
    assert str(sent.url) == f"{UPSTREAM}/chat/completions"  # no query of the agent's
    assert json.loads(upstream.bodies[0]) == example("gemini_request_tools.chat.json")
    [recorded] = recorder.calls
    assert recorded.format == "openai-chat" and recorded.reply == reply and route.calls == 1


async def test_the_relay_refuses_in_googles_shape(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder, max_calls=0)
    wrong_key = await post_gemini(
        route, f"v1beta/models/{MODEL}:generateContent", ASK, **{"x-goog-api-key": "nope"}
    )
    unknown = await post_gemini(route, f"v1beta/models/{MODEL}:embedContent", ASK)
    over = await post_gemini(route, f"v1beta/models/{MODEL}:generateContent", ASK)
    hosted = await post_gemini(
        route, f"v1beta/models/{MODEL}:generateContent", {**ASK, "tools": [{"googleSearch": {}}]}
    )
    statuses = [
        (r.status_code, r.json()["error"]["status"], r.json()["error"]["details"][0]["reason"])
        for r in (wrong_key, unknown, over, hosted)
    ]
    assert statuses == [
        (401, "UNAUTHENTICATED", "attempt_credential_invalid"),
        (404, "NOT_FOUND", "client_gateway_api_unsupported"),
        (402, "RESOURCE_EXHAUSTED", "client_budget_exhausted"),
        (400, "INVALID_ARGUMENT", "client_gateway_api_unsupported"),
    ]
    for refused in (wrong_key, unknown, over, hosted):
        assert_shaped(refused.json(), example("gemini_error.json"))
    assert upstream.requests == []
    assert route.refused is not None and route.refused.code == "client_budget_exhausted"
    [recorded] = recorder.calls  # the refused call, as a chat call
    assert recorded.format == "openai-chat" and recorded.error_code == "client_budget_exhausted"


async def test_the_gateways_refusal_comes_back_in_googles_shape_and_stands(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    refusal = budget_refusal()
    upstream._answer = lambda _: httpx.Response(402, json=refusal)
    route = open_route(relay, Recorder())
    answer = await post_gemini(route, f"v1beta/models/{MODEL}:streamGenerateContent?alt=sse", ASK)
    assert answer.status_code == 402
    assert answer.json()["error"]["details"][0]["reason"] == "client_budget_exhausted"
    assert route.refused is not None and route.refused.code == "client_budget_exhausted"


async def test_a_gemini_stream_is_translated_as_it_arrives(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    gate = gated_text_stream(upstream)
    recorder = Recorder()
    route = open_route(relay, recorder)
    seen = b""
    base = route.base_url.removesuffix("/v1")
    async with (
        httpx.AsyncClient(trust_env=False) as http,
        http.stream(
            "POST",
            f"{base}/v1beta/models/{MODEL}:streamGenerateContent?alt=sse",
            json=ASK,
            headers={"x-goog-api-key": route.token},
        ) as answer,
    ):
        async for piece in answer.aiter_bytes():
            seen += piece
            if b'"Hi"' in seen:
                gate.set()  # the first piece came before the rest was sent
    assert gate.is_set()
    events = parse_sse(seen)
    checked_stream(events)
    assert events[-1]["usageMetadata"]["totalTokenCount"] == USAGE["total_tokens"]
    assert json.loads(upstream.bodies[0])["stream_options"] == {"include_usage": True}
    [recorded] = recorder.calls
    assert recorded.streamed and recorded.reply is not None and recorded.reply["usage"] == USAGE


async def test_a_limit_names_the_field_the_gemini_call_used(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    route = open_route(relay, Recorder(), max_output_tokens=100)
    body = {**ASK, "generationConfig": {"maxOutputTokens": 500}}
    refused = await post_gemini(route, f"v1beta/models/{MODEL}:generateContent", body)
    assert refused.status_code == 400
    error = refused.json()["error"]
    assert error["status"] == "INVALID_ARGUMENT"
    assert error["message"].startswith("generationConfig.maxOutputTokens is too large: 500.")
    info = error["details"][0]
    assert info["reason"] == "client_output_tokens_too_large"
    assert json.loads(info["metadata"]["details"])["param"] == "generationConfig.maxOutputTokens"
    assert upstream.requests == []


@pytest.mark.parametrize("model", ["sim/gpt-5-mini", "sim%2Fgpt-5-mini"])
async def test_the_relay_takes_a_model_name_with_a_slash_as_it_is(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
    model: str,
) -> None:
    recorder = Recorder()
    route = open_route(relay, recorder)
    upstream._answer = lambda _: httpx.Response(
        200, json=chat_reply({"role": "assistant", "content": "14"})
    )
    answer = await post_gemini(route, f"v1beta/models/{model}:generateContent", ASK)
    counted = await post_gemini(route, f"v1/models/{model}:countTokens", ASK)
    wrong = await post_gemini(route, f"v1beta/models/{model}:embedContent", ASK)
    assert answer.status_code == 200, answer.text
    assert json.loads(upstream.bodies[0])["model"] == "sim/gpt-5-mini"
    assert counted.status_code == 200 and counted.json()["totalTokens"] > 0
    assert wrong.status_code == 404 and "sim/gpt-5-mini:embedContent" in wrong.text
    assert len(recorder.calls) == 1 and route.calls == 1


async def test_count_tokens_is_answered_by_the_relay_and_is_not_a_model_call(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    from evalrouter._metering import estimated_input_tokens

    recorder = Recorder()
    route = open_route(relay, recorder, max_calls=0)
    body = example("gemini_request_tools.json")
    path = f"v1beta/models/{MODEL}:countTokens"
    alone = await post_gemini(route, path, {"contents": body["contents"]})
    whole = await post_gemini(route, path, {"generateContentRequest": body})
    bad = await post_gemini(route, path, {"contents": [{"parts": [{"inlineData": {}}]}]})
    chat = example("gemini_request_tools.chat.json")
    assert whole.status_code == 200
    assert whole.json() == {"totalTokens": estimated_input_tokens(chat)}
    assert 0 < alone.json()["totalTokens"] < whole.json()["totalTokens"]
    assert bad.status_code == 400 and bad.json()["error"]["status"] == "INVALID_ARGUMENT"
    assert upstream.requests == [] and recorder.calls == [] and route.refused is None


async def test_a_cut_gemini_stream_ends_with_googles_error(
    relay: Relay,  # noqa: F811
    upstream: Upstream,  # noqa: F811
) -> None:
    from tests.unit.agents.gateway.test_agents_dialect_responses import CutStream, read_until_cut

    upstream._answer = lambda _: httpx.Response(
        200,
        headers={"content-type": "text/event-stream"},
        stream=CutStream([sse(TEXT_CHUNKS[0]), sse(TEXT_CHUNKS[1])]),
    )
    recorder = Recorder()
    route = open_route(relay, recorder)
    seen = await read_until_cut(
        route,
        f"v1beta/models/{MODEL}:streamGenerateContent?alt=sse",
        ASK,
        {"x-goog-api-key": route.token},
    )
    events = parse_sse(seen)
    checked_stream(events)
    assert events[0]["candidates"][0]["content"]["parts"] == [{"text": "Hi"}]
    assert events[-1]["error"]["details"][0]["reason"] == "stream_interrupted"
    [recorded] = recorder.calls
    assert recorded.error_code == "stream_interrupted"
