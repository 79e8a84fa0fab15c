"""The Gemini API (``POST …/v1beta/models/{model}:generateContent`` and
``:streamGenerateContent``) sent as chat completions, and the chat answer given back as a
``GenerateContentResponse``.

Gemini CLI and Google's SDKs (``@google/genai``, ``google-genai``) are pointed at the relay by
their base URL (Gemini CLI: ``GOOGLE_GEMINI_BASE_URL``), the attempt's gateway base without its
``/v1`` (``context.gateway.anthropic_base_url``), with the relay token as their key (sent as
``x-goog-api-key``); the SDK adds ``/v1beta/models/…`` itself.

The request:

- ``model``: the path's (``models/{model}:…``). ``:streamGenerateContent?alt=sse`` is a streamed
  chat call; without ``alt=sse`` it is answered as a JSON array of one whole answer.
- ``contents``: roles ``user`` and ``model`` (``assistant``); ``text`` parts joined into the
  message's content; ``functionCall`` parts (``name``, ``args``, ``id``) the assistant's
  ``tool_calls``, their ids made up when the call has none (``call_<n>``);
  ``functionResponse`` parts (``name``, ``response``) one ``tool`` message each, its
  ``tool_call_id`` the call's ``id``, else that of the earliest unanswered call of that name,
  its content the ``response`` as JSON. ``thought`` parts (a model's reasoning) are dropped.
- ``systemInstruction``: a first ``system`` message (its text parts).
- ``tools[].functionDeclarations`` (``name``, ``description``, ``parameters`` or
  ``parametersJsonSchema``; the OpenAPI type names Google's SDKs write, ``OBJECT``, ``STRING``,
  lower-cased as JSON Schema has them): chat tools. ``toolConfig.functionCallingConfig.mode``
  ``AUTO`` / ``ANY`` / ``NONE``: ``tool_choice`` ``auto`` / ``required`` / ``none`` (``ANY`` with
  one allowed function name: that function).
- ``generationConfig``: ``maxOutputTokens`` is ``max_completion_tokens``, ``temperature``,
  ``topP`` is ``top_p``, ``stopSequences`` is ``stop``, ``responseMimeType``
  ``application/json`` is ``response_format`` (``json_schema`` with ``responseJsonSchema`` or
  ``responseSchema``, else ``json_object``). ``topK``, ``seed``, ``thinkingConfig``,
  ``candidateCount`` 1 and ``safetySettings`` are left out.
- ``:countTokens`` is answered by the relay itself (:func:`count_tokens`), an estimate of the
  chat call's input tokens; it is not a model call (not counted, not in the trace).
- Refused, 400 ``client_gateway_api_unsupported`` naming the feature, nothing sent: tools
  other than function declarations (``googleSearch``, ``codeExecution``, ``urlContext``, ...),
  ``inlineData`` / ``fileData`` parts (images, audio, files), ``executableCode``,
  ``candidateCount`` over 1, ``cachedContent`` (context stored at Google).

The answer is a ``GenerateContentResponse`` (``gemini_answer``), whole (a JSON array of it for
``streamGenerateContent`` without ``alt=sse``) or streamed (``gemini_stream``). Errors have
Google's shape (``evalrouter._gateway_errors``: ``{"error": {"code", "message",
"status"}}``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ...._gateway_errors import GEMINI, error_body
from ...._metering import estimated_input_tokens
from ..routes import gemini_target
from .common import (
    EventTranslation,
    Json,
    Untranslatable,
    compact,
    first_choice,
    invalid,
    unsupported,
)
from .gemini_answer import candidate_parts, response
from .gemini_stream import GeminiStream

__all__ = ["API", "PARAMS", "GeminiCall", "count_tokens", "parse_target"]

API = "Gemini API"
ACTIONS = ("generateContent", "streamGenerateContent")
PARAMS = {"max_completion_tokens": "generationConfig.maxOutputTokens", "messages": "contents"}
_MODES = {"AUTO": "auto", "ANY": "required", "NONE": "none", "VALIDATED": "auto"}


def _unsupported(feature: str, param: str | None = None) -> Untranslatable:
    return unsupported(feature, param, api=API)


class GeminiCall:
    """One Gemini call: its chat payload (``chat``) and how its answer goes back (``action``:
    ``generateContent`` or ``streamGenerateContent``; ``sse``: the stream asked for as SSE)."""

    params: Mapping[str, str] = PARAMS
    """The chat payload's fields a limit names, as this API names them."""

    def __init__(self, body: Json, model: str, action: str, sse: bool) -> None:
        self.body = body
        self.model = model
        self.action = action
        self.streamed = action == "streamGenerateContent" and sse
        self.chat = _chat(body, model, self.streamed)

    def answer(self, reply: Json) -> Any:
        choice, message = first_choice(reply)
        made = response(
            candidate_parts(message),
            choice.get("finish_reason"),
            reply.get("usage"),
            str(reply.get("model") or self.model),
        )
        # ``streamGenerateContent`` without ``alt=sse``: a JSON array of the answer's chunks.
        return [made] if self.action == "streamGenerateContent" else made

    def refused(self, status: int, content: bytes) -> bytes:
        try:
            answer = json.loads(content)
        except ValueError:
            answer = None
        error = answer.get("error") if isinstance(answer, dict) else None
        if not isinstance(error, dict):
            error = {"code": f"http_{status}", "message": content.decode("utf-8", "replace")}
        return compact(error_body(GEMINI, status, error))

    def events(self) -> EventTranslation:
        return GeminiStream(self)


def count_tokens(body: Json, model: str) -> Json:
    """``:countTokens``, answered by the relay: the input tokens of the chat call the request
    (``contents``, or a whole ``generateContentRequest``) would be sent as, by the gateway's
    estimate of four characters a token (the gateway has no counting route of Gemini's)."""
    inner = body.get("generateContentRequest")
    request = inner if isinstance(inner, dict) else body
    return {"totalTokens": estimated_input_tokens(_chat(request, model, streamed=False))}


def parse_target(rest: tuple[str, ...]) -> tuple[str, str] | None:
    """The model and action a path under ``…/v1beta`` names (``models``, ``{model}:{action}``;
    ``routes.gemini_target``), or None when the action is not a model call."""
    target = gemini_target(rest)
    return target if target is not None and target[1] in ACTIONS else None


# -------------------------------------------------------------------------- the request


def _chat(body: Json, model: str, streamed: bool) -> Json:
    if body.get("cachedContent") is not None:  # context stored at Google: not ours to read
        raise _unsupported("cached content (cachedContent)", "cachedContent")
    chat: Json = {"model": model, "messages": _system(body) + _contents(body.get("contents"))}
    if streamed:
        chat["stream"] = True
    tools = _tools(body.get("tools"))
    if tools:
        chat["tools"] = tools
    choice = _tool_choice(body.get("toolConfig"))
    if choice is not None:
        chat["tool_choice"] = choice
    config = body.get("generationConfig")
    if config is not None:
        if not isinstance(config, dict):
            raise invalid("generationConfig", "must be an object")
        chat.update(_generation(config))
    return chat


def _system(body: Json) -> list[Json]:
    system = body.get("systemInstruction")
    if system is None:
        return []
    if isinstance(system, str):
        return [{"role": "system", "content": system}]
    if not isinstance(system, dict):
        raise invalid("systemInstruction", "must be a Content object")
    text = "".join(_text(part, f"systemInstruction.parts[{i}]") for i, part in _parts(system))
    return [{"role": "system", "content": text}] if text else []


def _parts(content: Mapping[str, object]) -> list[tuple[int, Json]]:
    parts = content.get("parts")
    if not isinstance(parts, list):
        raise invalid("parts", "must be a list")
    out = []
    for index, part in enumerate(parts):
        if not isinstance(part, dict):
            raise invalid(f"parts[{index}]", "must be an object")
        out.append((index, part))
    return out


def _text(part: Json, where: str) -> str:
    if part.get("thought") is True:
        return ""  # a model's reasoning: see the module
    if isinstance(part.get("text"), str):
        return str(part["text"])
    for kind in ("inlineData", "fileData", "executableCode", "codeExecutionResult"):
        if kind in part:
            raise _unsupported(f"{kind} parts", where)
    raise _unsupported(f"parts with {sorted(part)}", where)


def _contents(contents: object) -> list[Json]:
    if not isinstance(contents, list) or not contents:
        raise invalid("contents", "must be a non-empty list of Content objects")
    messages: list[Json] = []
    pending: dict[str, list[str]] = {}  # a function's name: its unanswered calls' ids
    made = 0
    for index, content in enumerate(contents):
        where = f"contents[{index}]"
        if not isinstance(content, dict):
            raise invalid(where, "must be a Content object")
        role = content.get("role", "user")
        texts: list[str] = []
        calls: list[Json] = []
        results: list[Json] = []
        for number, part in _parts(content):
            at = f"{where}.parts[{number}]"
            if isinstance(part.get("functionCall"), dict):
                call = part["functionCall"]
                made += 1
                call_id = call.get("id") if isinstance(call.get("id"), str) else f"call_{made}"
                name = str(call.get("name") or "")
                pending.setdefault(name, []).append(call_id)
                arguments = json.dumps(call.get("args") or {}, separators=(",", ":"))
                calls.append(
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": name, "arguments": arguments},
                    }
                )
            elif isinstance(part.get("functionResponse"), dict):
                result = part["functionResponse"]
                name = str(result.get("name") or "")
                waiting = pending.get(name) or []
                call_id = result.get("id") if isinstance(result.get("id"), str) else None
                if call_id in waiting:
                    waiting.remove(call_id)
                elif call_id is None and waiting:
                    call_id = waiting.pop(0)
                if call_id is None:
                    raise invalid(at, f"answers no functionCall of {name!r} before it")
                output = result.get("response")
                text = output if isinstance(output, str) else json.dumps(output)
                results.append({"role": "tool", "tool_call_id": call_id, "content": text})
            else:
                texts.append(_text(part, at))
        if role == "model":
            message: Json = {"role": "assistant", "content": "".join(texts) or None}
            if calls:
                message["tool_calls"] = calls
            messages.append(message)
        elif role == "user":
            if calls:
                raise invalid(where, "has functionCall parts in a user turn")
            messages.extend(results)
            if any(texts):
                messages.append({"role": "user", "content": "".join(texts)})
        else:
            raise invalid(f"{where}.role", "must be user or model")
    return messages


def _schema(value: object) -> object:
    """Google's OpenAPI-style schema as JSON Schema: its upper-case type names lower-cased."""
    if isinstance(value, dict):
        out = {key: _schema(item) for key, item in value.items()}
        kind = out.get("type")
        if isinstance(kind, str):
            out["type"] = kind.lower()
        return out
    if isinstance(value, list):
        return [_schema(item) for item in value]
    return value


def _tools(tools: object) -> list[Json]:
    if tools is None:
        return []
    if not isinstance(tools, list):
        raise invalid("tools", "must be a list")
    out: list[Json] = []
    for index, tool in enumerate(tools):
        if not isinstance(tool, dict):
            raise invalid(f"tools[{index}]", "must be an object")
        other = sorted(key for key in tool if key != "functionDeclarations")
        if other:
            raise _unsupported(f"the tool {other[0]!r}", f"tools[{index}]")
        for number, declared in enumerate(tool.get("functionDeclarations") or ()):
            where = f"tools[{index}].functionDeclarations[{number}]"
            if not isinstance(declared, dict) or not isinstance(declared.get("name"), str):
                raise invalid(where, "must be a function declaration with a name")
            function: Json = {"name": declared["name"]}
            if isinstance(declared.get("description"), str):
                function["description"] = declared["description"]
            schema = declared.get("parametersJsonSchema", declared.get("parameters"))
            if schema is not None:
                function["parameters"] = _schema(schema)
            out.append({"type": "function", "function": function})
    return out


def _tool_choice(config: object) -> object:
    if not isinstance(config, dict) or not isinstance(config.get("functionCallingConfig"), dict):
        return None
    calling = config["functionCallingConfig"]
    mode = _MODES.get(str(calling.get("mode", "AUTO")).upper())
    if mode is None:
        raise invalid("toolConfig.functionCallingConfig.mode", "must be AUTO, ANY or NONE")
    names = calling.get("allowedFunctionNames")
    if mode == "required" and isinstance(names, list) and len(names) == 1:
        return {"type": "function", "function": {"name": str(names[0])}}
    return mode


def _generation(config: Json) -> Json:
    chat: Json = {}
    for key, name in (
        ("maxOutputTokens", "max_completion_tokens"),
        ("temperature", "temperature"),
        ("topP", "top_p"),
        ("stopSequences", "stop"),
    ):
        if config.get(key) is not None:
            chat[name] = config[key]
    count = config.get("candidateCount")
    if isinstance(count, int) and count > 1:
        raise _unsupported("more than one candidate (candidateCount)", "candidateCount")
    if config.get("responseMimeType") == "application/json":
        schema = config.get("responseJsonSchema", config.get("responseSchema"))
        if schema is None:
            chat["response_format"] = {"type": "json_object"}
        else:
            shaped = {"name": "response", "schema": _schema(schema)}
            chat["response_format"] = {"type": "json_schema", "json_schema": shaped}
    return chat
