"""The OpenAI Responses API (``POST …/v1/responses``) sent as chat completions, and the chat
answer given back as a ``response`` object.

The request, field by field:

- ``input``: a string is one user message. Items: ``message`` (``type`` may be left out;
  roles ``user``, ``assistant``, ``system``, and ``developer`` sent as ``system``; content a
  string or ``input_text`` / ``output_text`` / ``refusal`` parts, and ``input_image`` by URL as
  an ``image_url`` part); ``function_call`` items become the ``tool_calls`` of one assistant
  message (joined to the assistant message just before them); ``function_call_output`` a
  ``tool`` message. ``reasoning`` items are dropped: chat completions has no field for them (an
  ``encrypted_content`` can only be read by OpenAI's own Responses API), and the model reasons
  again from the messages.
- ``instructions``: a first ``system`` message. ``previous_response_id``: the remembered
  messages of that response (``memory``) before the input.
- ``tools`` of ``type`` ``function`` (``name``, ``description``, ``parameters``, ``strict``):
  chat tools; ``tool_choice`` ``auto`` / ``none`` / ``required`` / a named function. A
  ``custom`` tool (free-text input, as Codex's ``apply_patch``) is a function of one string
  parameter, ``input``, its grammar (``format``) said in its description; its calls come back
  as ``custom_tool_call`` items with that ``input``, and ``custom_tool_call`` /
  ``custom_tool_call_output`` input items are sent as the function's call and result. A
  ``namespace`` tool's function and custom tools are sent as ``namespace__name`` (Codex's
  sub-agent tools), their calls come back with ``name`` and ``namespace`` as the API gives
  them, and ``defer_loading`` is dropped: every tool is in every call.
- ``max_output_tokens`` is ``max_completion_tokens``; ``temperature``, ``top_p``,
  ``parallel_tool_calls``, ``user`` as they are; ``text.format`` ``json_schema`` /
  ``json_object`` is ``response_format``; ``reasoning.effort`` is ``reasoning_effort``;
  ``stream``.
- Left out, as they change nothing chat completions would answer: ``store`` (kept by the
  relay's memory instead), ``include``, ``metadata``, ``truncation``, ``service_tier``,
  ``prompt_cache_key``, ``safety_identifier``, ``stream_options``, ``text.verbosity``,
  ``reasoning.summary``, ``max_tool_calls``.
- Refused, 400 ``client_gateway_api_unsupported`` naming the feature, nothing sent: any tool but
  a function (``web_search``, ``file_search``, ``code_interpreter``, ...), ``background: true``,
  ``conversation``, ``prompt`` (stored prompts), ``input_file`` / ``input_audio`` parts, an
  image by ``file_id``, any other input item (``item_reference``, hosted tools' calls).

The answer is a ``response`` object (``responses_answer``), whole or streamed
(``responses_stream``). Errors have OpenAI's error shape, the chat completions one
(``evalrouter._gateway_errors``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping

from .common import (
    EventTranslation,
    Json,
    Untranslatable,
    first_choice,
    invalid,
    new_id,
    unsupported,
)
from .memory import ResponseMemory
from .responses_answer import SPACED, ToolNames, output_items, response
from .responses_stream import ResponsesStream

__all__ = ["API", "PARAMS", "ResponsesCall"]

API = "Responses API"
PARAMS = {"max_completion_tokens": "max_output_tokens", "messages": "input"}
_ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system"}
_PASSED = ("temperature", "top_p", "parallel_tool_calls", "user", "stream")
_REFUSED = {
    "conversation": "conversations (conversation)",
    "prompt": "stored prompts (prompt)",
}


def _unsupported(feature: str, param: str | None = None) -> Untranslatable:
    return unsupported(feature, param, api=API)


class ResponsesCall:
    """One Responses-API call: its chat payload (``chat``) and how its answer goes back."""

    params: Mapping[str, str] = PARAMS
    """The chat payload's fields a limit names, as this API names them."""

    def __init__(self, body: Json, memory: ResponseMemory) -> None:
        self.body = body
        self.memory = memory
        self.names = _names(body.get("tools"))
        """Its tools by the names the chat model calls them."""
        self.history = _history(body, memory)
        instructions = body.get("instructions")
        system = [{"role": "system", "content": instructions}] if instructions else []
        self.chat: Json = {**_settings(body), "messages": system + self.history}

    def answer(self, reply: Json) -> Json:
        choice, message = first_choice(reply)
        made = response(
            self.body,
            new_id("resp_"),
            _created(reply),
            str(reply.get("model") or self.body.get("model")),
            output_items(message, self.names),
            choice.get("finish_reason"),
            reply.get("usage"),
        )
        self.remember(made, message)
        return made

    def remember(self, made: Json, message: Json) -> None:
        """Keep the answered response for a later ``previous_response_id`` (``memory``)."""
        if self.body.get("store") is False or made["status"] == "failed":
            return
        kept = {"role": "assistant", "content": message.get("content")}
        if message.get("tool_calls"):
            kept["tool_calls"] = message["tool_calls"]
        self.memory.keep(made["id"], [*self.history, kept])

    def refused(self, status: int, content: bytes) -> bytes:  # noqa: ARG002 (the protocol's)
        return content  # the Responses API's errors are OpenAI's, as chat completions'

    def events(self) -> EventTranslation:
        return ResponsesStream(self)


def _created(reply: Mapping[str, object]) -> int:
    created = reply.get("created")
    return created if isinstance(created, int) else int(time.time())


# -------------------------------------------------------------------------- the request


def _settings(body: Json) -> Json:
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise invalid("model", "must be a model name")
    if body.get("background") is True:
        raise _unsupported("background responses (background: true)", "background")
    for key, feature in _REFUSED.items():
        if body.get(key) is not None:
            raise _unsupported(feature, key)
    chat: Json = {"model": model}
    chat.update({key: body[key] for key in _PASSED if body.get(key) is not None})
    limit = body.get("max_output_tokens")
    if limit is not None:
        chat["max_completion_tokens"] = limit
    if body.get("tools"):
        chat["tools"] = _tools(body["tools"])
    if body.get("tool_choice") is not None:
        chat["tool_choice"] = _tool_choice(body["tool_choice"])
    text = body.get("text")
    if isinstance(text, dict) and isinstance(text.get("format"), dict):
        shaped = _format(text["format"])
        if shaped is not None:
            chat["response_format"] = shaped
    reasoning = body.get("reasoning")
    if isinstance(reasoning, dict) and isinstance(reasoning.get("effort"), str):
        chat["reasoning_effort"] = reasoning["effort"]
    return chat


def _history(body: Json, memory: ResponseMemory) -> list[Json]:
    """The messages of the conversation, without ``instructions``: the remembered ones of
    ``previous_response_id``, then the input's."""
    before: list[Json] = []
    previous = body.get("previous_response_id")
    if previous is not None:
        recalled = memory.recall(previous) if isinstance(previous, str) else None
        if recalled is None:
            raise Untranslatable(
                400,
                "previous_response_not_found",
                f"Previous response with id '{previous}' not found: the relay remembers the "
                f"last responses of this attempt made with store not false, and only those.",
                "previous_response_id",
            )
        before = recalled
    given = body.get("input")
    if isinstance(given, str):
        return [*before, {"role": "user", "content": given}]
    if not isinstance(given, list):
        raise invalid("input", "must be a string or a list of input items")
    return before + _items(given)


def _items(items: list[object]) -> list[Json]:
    messages: list[Json] = []
    for index, item in enumerate(items):
        where = f"input[{index}]"
        if not isinstance(item, dict):
            raise invalid(where, "must be an object")
        kind = item.get("type", "message")
        if kind == "message":
            messages.append(_message(item, where))
        elif kind in ("function_call", "custom_tool_call"):
            if kind == "function_call":
                arguments = _text(item, "arguments", where)
            else:  # a custom tool's free text, as its function's one parameter
                arguments = json.dumps({"input": _text(item, "input", where)})
            name = _text(item, "name", where)
            namespace = item.get("namespace")
            if isinstance(namespace, str) and namespace:
                name = f"{namespace}{SPACED}{name}"
            call = {
                "id": _text(item, "call_id", where),
                "type": "function",
                "function": {"name": name, "arguments": arguments},
            }
            last = messages[-1] if messages else None
            if last is not None and last["role"] == "assistant":
                last.setdefault("tool_calls", []).append(call)
            else:
                messages.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif kind in ("function_call_output", "custom_tool_call_output"):
            output = item.get("output")
            content = output if isinstance(output, str) else _joined(output, f"{where}.output")
            call_id = _text(item, "call_id", where)
            messages.append({"role": "tool", "tool_call_id": call_id, "content": content})
        elif kind == "reasoning":
            continue  # see the module: chat completions has no place for it
        else:
            raise _unsupported(f"input items of type {kind!r}", where)
    return messages


def _text(item: Mapping[str, object], key: str, where: str) -> str:
    value = item.get(key)
    if not isinstance(value, str):
        raise invalid(f"{where}.{key}", "must be a string")
    return value


def _message(item: Json, where: str) -> Json:
    role = _ROLES.get(str(item.get("role")))
    if role is None:
        raise invalid(f"{where}.role", "must be user, assistant, system or developer")
    content = item.get("content")
    if isinstance(content, str):
        return {"role": role, "content": content}
    if not isinstance(content, list):
        raise invalid(f"{where}.content", "must be a string or a list of content parts")
    parts = [_part(part, f"{where}.content[{i}]") for i, part in enumerate(content)]
    if role != "user" or all(part["type"] == "text" for part in parts):
        if any(part["type"] != "text" for part in parts):
            raise _unsupported(f"images in {item.get('role')} messages", f"{where}.content")
        return {"role": role, "content": "".join(part["text"] for part in parts)}
    return {"role": role, "content": parts}


def _part(part: object, where: str) -> Json:
    if not isinstance(part, dict):
        raise invalid(where, "must be a content part")
    kind = part.get("type")
    if kind in ("input_text", "output_text", "text"):
        return {"type": "text", "text": _text(part, "text", where)}
    if kind == "refusal":
        return {"type": "text", "text": _text(part, "refusal", where)}
    if kind == "input_image" and isinstance(part.get("image_url"), str):
        image: Json = {"url": part["image_url"]}
        if isinstance(part.get("detail"), str):
            image["detail"] = part["detail"]
        return {"type": "image_url", "image_url": image}
    if kind == "input_image":
        raise _unsupported("images by file_id (input_image without image_url)", where)
    raise _unsupported(f"content parts of type {kind!r}", where)


def _joined(parts: object, where: str) -> str:
    """A ``function_call_output``'s list of parts: its text parts, joined."""
    if not isinstance(parts, list):
        raise invalid(where, "must be a string or a list of content parts")
    texts = [_part(part, f"{where}[{i}]") for i, part in enumerate(parts)]
    if any(part["type"] != "text" for part in texts):
        raise _unsupported("images in function_call_output", where)
    return "".join(part["text"] for part in texts)


def _tools(tools: object) -> list[Json]:
    if not isinstance(tools, list):
        raise invalid("tools", "must be a list")
    out: list[Json] = []
    for index, tool in enumerate(tools):
        where = f"tools[{index}]"
        if not isinstance(tool, dict):
            raise invalid(where, "must be an object")
        if tool.get("type") == "namespace":
            namespace = _text(tool, "name", where)
            inner = tool.get("tools")
            if not isinstance(inner, list):
                raise invalid(f"{where}.tools", "must be a list")
            for number, member in enumerate(inner):
                if not isinstance(member, dict) or member.get("type") not in _MEMBERS:
                    raise invalid(f"{where}.tools[{number}]", "must be a function or custom tool")
                named = {**member, "name": f"{namespace}{SPACED}{_text(member, 'name', where)}"}
                out.append(_tool(named, f"{where}.tools[{number}]"))
        else:
            out.append(_tool(tool, where))
    names = [tool["function"]["name"] for tool in out]
    if len(set(names)) != len(names):
        raise invalid("tools", "names a tool twice (a namespace's tools count as namespace__name)")
    return out


_MEMBERS = ("function", "custom")


def _tool(tool: Json, where: str) -> Json:
    """One function or custom tool (``defer_loading`` dropped: every tool is sent)."""
    if tool.get("type") == "custom":
        return _custom_tool(tool, where)
    if tool.get("type") != "function":
        raise _unsupported(f"the hosted tool {tool.get('type')!r}", where)
    function: Json = {"name": _text(tool, "name", where)}
    for key in ("description", "parameters", "strict"):
        if tool.get(key) is not None:
            function[key] = tool[key]
    return {"type": "function", "function": function}


def _names(tools: object) -> ToolNames:
    """The chat model's names of the custom tools and of the namespaces' tools."""
    custom: set[str] = set()
    spaced: dict[str, tuple[str, str]] = {}
    for tool in tools if isinstance(tools, list) else []:
        if not isinstance(tool, dict):
            continue
        if tool.get("type") == "custom":
            custom.add(str(tool.get("name")))
        elif tool.get("type") == "namespace" and isinstance(tool.get("tools"), list):
            namespace = str(tool.get("name"))
            for member in tool["tools"]:
                if isinstance(member, dict):
                    chat_name = f"{namespace}{SPACED}{member.get('name')}"
                    spaced[chat_name] = (namespace, str(member.get("name")))
                    if member.get("type") == "custom":
                        custom.add(chat_name)
    return ToolNames(frozenset(custom), spaced)


def _custom_tool(tool: Json, where: str) -> Json:
    """A custom tool (free-text input, ``format`` a grammar or plain text) as a function of one
    string parameter, ``input``; its grammar, when it has one, said in its description."""
    given = tool.get("description")
    description = given if isinstance(given, str) else ""
    shape = tool.get("format")
    if isinstance(shape, dict) and shape.get("type") == "grammar":
        syntax, definition = shape.get("syntax"), shape.get("definition")
        description += f"\n\nThe input follows this {syntax} grammar:\n{definition}"
    parameters = {
        "type": "object",
        "properties": {"input": {"type": "string", "description": "The tool's whole input."}},
        "required": ["input"],
        "additionalProperties": False,
    }
    function = {"name": _text(tool, "name", where), "parameters": parameters}
    if description:
        function["description"] = description.strip()
    return {"type": "function", "function": function}


def _tool_choice(choice: object) -> object:
    if choice in ("auto", "none", "required"):
        return choice
    if isinstance(choice, dict) and choice.get("type") in ("function", "custom"):
        return {"type": "function", "function": {"name": _text(choice, "name", "tool_choice")}}
    kind = choice.get("type") if isinstance(choice, dict) else choice
    raise _unsupported(f"tool_choice {kind!r}", "tool_choice")


def _format(shape: Json) -> Json | None:
    kind = shape.get("type")
    if kind == "text":
        return None
    if kind == "json_object":
        return {"type": "json_object"}
    if kind == "json_schema":
        schema: Json = {"name": _text(shape, "name", "text.format")}
        for key in ("schema", "strict", "description"):
            if shape.get(key) is not None:
                schema[key] = shape[key]
        return {"type": "json_schema", "json_schema": schema}
    raise _unsupported(f"text.format {kind!r}", "text.format")
