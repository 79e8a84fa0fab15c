"""Tool calls from the simulated model, so a framework's tool loop runs against the gateway.

A request that offers tools is answered with a call to one of them when ``tool_choice`` asks for
one (OpenAI ``"required"`` or a named function, Anthropic ``{"type": "any"}`` or a named tool),
or, left to the model (``auto``), when the conversation has no tool result since its last user
message. Once a tool result is there the model answers in text, so the loop ends; ``none``
never calls a tool. The tool and its arguments are drawn from a generator keyed by the caller
(seed, task, attempt, call), and the arguments follow the tool's JSON schema: every required
property, with a value of its type, inside its bounds, from its enum when it has one.

An output tool (one ``tool_choice`` names, as LangChain's structured output forces it,
pydantic-ai's ``final_result`` or smolagents' ``final_answer``) is how a framework takes a
structured answer: the model calls another offered tool first (while the conversation has no
tool result), then the output tool, with the simulated answer in the field that looks like it
(``_structured``), even where ``auto`` would answer in text.

Scripted mode (``EvalRouterLocal(scripted_tools=True)``): when a request offers the task
protocol's tools (``get_task``, ``submit``, ``done``; also as an agent names an MCP server's tools,
``mcp__evalrouter__get_task``), the model calls them in that order, one per reply, whatever
``tool_choice`` says (except ``none``): ``get_task`` with no arguments, ``submit`` with the
simulated model's answer to the attempt's task (``{"answer": ...}`` when the tool takes one),
then ``done``; once each was called, it answers in text. So a real agent that acts only through
its model's tool calls completes an attempt, deterministically.

On a repository task (``repo-fix``) whose request also offers ``execute`` (or
``mcp__evalrouter__execute``), the script edits before it submits: ``get_task``, then ``execute``
with a shell command that applies the task's expected fix to the checkout (``git apply`` of the
right diff, given on standard input by a here-document), ``execute`` again to run the project's
test, then ``submit`` with no argument (the runner collects the diff) and ``done``. Which step is
next is read from the conversation (how many ``execute`` calls it has), as for the others.
"""

from __future__ import annotations

import json
import random
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from .._tool_script import REPO_SCRIPT, SCRIPT, called_steps, script_step, step_calls
from ._errors import invalid_field

JsonObject = dict[str, Any]
Fill = Callable[[JsonObject], Any]
"""A tool's arguments with the simulated answer in them, from its parameters schema."""

CHAT = "chat"
MESSAGES = "messages"
# Frameworks' output tools: pydantic-ai's ``final_result`` (``final_result_<Type>`` for several
# types), smolagents' ``final_answer`` (its ToolCallingAgent ends a run with it).
_OUTPUT_TOOL = re.compile(r"final_result(_\w+)?|final_answer")
# How deep the argument builder follows nested objects, arrays and $refs (a recursive schema
# would otherwise never end); from _SHALLOW on, an array is as short and an optional value as
# empty (null) as its schema allows, so a recursive model (a tree of nodes) ends in a valid leaf.
_MAX_DEPTH = 6
_SHALLOW = 3
# Plausible strings for properties whose name says what they hold.
_BY_NAME: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("city", "location", "place", "town"), ("Paris", "Tokyo", "Lima", "Nairobi")),
    (("country",), ("France", "Japan", "Peru", "Kenya")),
    (("email",), ("ada@example.com", "grace@example.org")),
    (("url", "uri", "link", "href"), ("https://example.com/",)),
    (("path", "file", "filename"), ("notes.txt", "src/main.py", "answer.txt")),
    (("date", "day"), ("2026-01-15", "2026-03-01")),
    (("name", "user", "person"), ("Ada", "Grace", "Alan")),
    (("language", "lang"), ("en", "fr")),
    (("unit", "units"), ("celsius", "metric")),
    (("expression", "formula"), ("2 + 3 * 4", "(7 - 2) * 3")),
)
_BY_FORMAT = {
    "date": "2026-01-15",
    "date-time": "2026-01-15T09:30:00Z",
    "time": "09:30:00",
    "email": "ada@example.com",
    "uri": "https://example.com/",
    "url": "https://example.com/",
    "uuid": "00000000-0000-4000-8000-000000000001",
}


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    schema: JsonObject


@dataclass(frozen=True, slots=True)
class ToolCall:
    id: str
    name: str
    arguments: JsonObject

    @property
    def arguments_json(self) -> str:
        return json.dumps(self.arguments, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class Offer:
    """The tools a request offers and what its ``tool_choice`` allows.

    ``mode`` is ``none`` (never call), ``auto`` (call until a tool result is there) or
    ``required`` (always call); ``names`` are the tools a call may pick."""

    tools: tuple[Tool, ...]
    mode: str
    names: tuple[str, ...]
    answered: bool  # the conversation has a tool result since its last user message
    outputs: tuple[str, ...] = ()  # the output tools among ``names`` (see the module)

    @property
    def calls_tool(self) -> bool:
        if not self.tools or self.mode == "none":
            return False
        return self.mode == "required" or not self.answered or bool(self.outputs)

    def after_script(self) -> Offer:
        """The offer once the script is done: the output tool if there is one, else text."""
        if self.outputs:
            return replace(self, answered=True)
        return replace(self, mode="none")

    def call(self, rng: random.Random, call_id: str, answer: Fill | None = None) -> ToolCall:
        """A call to one of ``names``; ``answer`` fills an output tool's arguments."""
        others = tuple(n for n in self.names if n not in self.outputs)
        pool = self.outputs if self.outputs and (self.answered or not others) else others
        name = (pool or self.names)[rng.randrange(len(pool or self.names))]
        tool = next(t for t in self.tools if t.name == name)
        if answer is not None and name in self.outputs:
            arguments = answer(tool.schema)
        else:
            arguments = value_for(tool.schema, tool.schema, rng, name, 0)
        return ToolCall(call_id, name, arguments if isinstance(arguments, dict) else {})


@dataclass(frozen=True, slots=True)
class RepoFix:
    """What the scripted model does to a repository task's checkout: apply ``patch`` (the
    task's right diff), then run the project's test ``test_path``."""

    patch: str
    test_path: str | None

    def apply_command(self) -> str:
        """A POSIX shell command, run in the checkout, that applies the patch."""
        patch = self.patch if self.patch.endswith("\n") else self.patch + "\n"
        marker = "EVALROUTER_FIX"
        while marker in patch:
            marker += "_"
        return f"git apply --whitespace=nowarn - <<'{marker}'\n{patch}{marker}\n"

    def commands(self) -> tuple[str, ...]:
        """The ``execute`` commands, in order: apply the fix, then run the test."""
        if self.test_path is None:
            return (self.apply_command(),)
        return (self.apply_command(), f"python3 {shlex.quote(self.test_path)}")


def scripted(
    offer: Offer,
    body: JsonObject,
    kind: str,
    answer: str,
    call_id: str,
    fix: RepoFix | None = None,
) -> ToolCall | None:
    """The next call of the script, or ``None`` when the request does not offer the task
    protocol's tools, or each was called already (the model then answers in text). ``fix``: the
    attempt's task is a repository task (see the module)."""
    if offer.mode == "none":
        return None
    if fix is not None:
        execute = next(
            (t for t in offer.tools if script_step(t.name, REPO_SCRIPT) == "execute"), None
        )
        if execute is not None:
            return _repo_scripted(offer, body, kind, call_id, fix, execute)
    steps = {script_step(t.name): t for t in offer.tools}
    called = called_steps(body.get("messages"), anthropic=kind == MESSAGES)
    for step in SCRIPT:
        tool = steps.get(step)
        if tool is None or step in called:
            continue
        properties = tool.schema.get("properties")
        takes_answer = isinstance(properties, dict) and "answer" in properties
        arguments: JsonObject = {"answer": answer} if step == "submit" and takes_answer else {}
        return ToolCall(call_id, tool.name, arguments)
    return None


def _repo_scripted(
    offer: Offer, body: JsonObject, kind: str, call_id: str, fix: RepoFix, execute: Tool
) -> ToolCall | None:
    steps = {script_step(t.name, REPO_SCRIPT): t for t in offer.tools}
    called = step_calls(body.get("messages"), anthropic=kind == MESSAGES, steps=REPO_SCRIPT)
    commands = fix.commands()
    for step in REPO_SCRIPT:
        if step == "execute":
            ran = called.count("execute")
            if ran < len(commands):
                return ToolCall(call_id, execute.name, {"command": commands[ran]})
            continue
        tool = steps.get(step)
        if tool is None or step in called:
            continue
        # submit takes no argument on a repository task: the runner collects the diff.
        return ToolCall(call_id, tool.name, {})
    return None


def offers_script(offer: Offer) -> bool:
    return any(script_step(t.name) == "get_task" for t in offer.tools)


def read(body: JsonObject, kind: str) -> Offer:
    """The request's tools and tool choice (a 422 naming the field when they are malformed)."""
    tools = _tools(body, _chat_tool if kind == CHAT else _messages_tool)
    names = tuple(t.name for t in tools)
    mode, chosen = (_chat_choice if kind == CHAT else _messages_choice)(body.get("tool_choice"))
    if chosen is not None:
        missing = [n for n in chosen if n not in names]
        if missing:
            raise invalid_field(
                "tool_choice", f"names {missing[0]!r}, which is not among the tools offered"
            )
        names = chosen
    if mode == "required" and not tools:
        raise invalid_field("tool_choice", "asks for a tool call but the request offers no tools")
    answered = _chat_answered(body) if kind == CHAT else _messages_answered(body)
    forced = chosen if chosen is not None and len(chosen) == 1 else ()
    outputs = tuple(n for n in names if n in forced or _OUTPUT_TOOL.fullmatch(n))
    return Offer(tools, mode, names, answered, outputs)


# ------------------------------------------------------------------------------ requests


def _tools(body: JsonObject, tool_of: Callable[[int, object], Tool | None]) -> tuple[Tool, ...]:
    """The request's ``tools``, each entry read by ``tool_of`` (``None``: a tool the simulated
    model never calls)."""
    raw = body.get("tools")
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise invalid_field("tools", "must be a list of tools")
    tools = (tool_of(index, entry) for index, entry in enumerate(raw))
    return tuple(tool for tool in tools if tool is not None)


def _chat_tool(index: int, entry: object) -> Tool:
    function = entry.get("function") if isinstance(entry, dict) else None
    if not isinstance(function, dict) or not isinstance(function.get("name"), str):
        raise invalid_field(
            f"tools[{index}]", 'must be {"type": "function", "function": {"name": ...}}'
        )
    parameters = function.get("parameters")
    return Tool(function["name"], parameters if isinstance(parameters, dict) else {})


def _messages_tool(index: int, entry: object) -> Tool | None:
    if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
        raise invalid_field(f"tools[{index}]", 'must be {"name": ..., "input_schema": {...}}')
    schema = entry.get("input_schema")
    # A server tool (web search and the like) has no input schema: the simulated model never
    # calls it.
    return Tool(entry["name"], schema) if isinstance(schema, dict) else None


def _chat_choice(choice: object) -> tuple[str, tuple[str, ...] | None]:
    if choice is None or choice in ("auto", "none", "required"):
        return str(choice or "auto"), None
    if isinstance(choice, dict):
        function = choice.get("function")
        if isinstance(function, dict) and isinstance(function.get("name"), str):
            return "required", (function["name"],)
        allowed = choice.get("allowed_tools")
        if isinstance(allowed, dict) and allowed.get("mode") in ("auto", "required"):
            listed = allowed.get("tools")
            names = tuple(
                t["function"]["name"]
                for t in (listed if isinstance(listed, list) else [])
                if isinstance(t, dict)
                and isinstance(t.get("function"), dict)
                and isinstance(t["function"].get("name"), str)
            )
            if names:
                return str(allowed["mode"]), names
    raise invalid_field(
        "tool_choice",
        'must be "none", "auto", "required" or {"type": "function", "function": {"name": ...}}',
    )


def _messages_choice(choice: object) -> tuple[str, tuple[str, ...] | None]:
    kind = choice.get("type") if isinstance(choice, dict) else None
    if choice is None or kind == "auto":
        return "auto", None
    if kind == "none":
        return "none", None
    if kind == "any":
        return "required", None
    if kind == "tool" and isinstance(choice, dict) and isinstance(choice.get("name"), str):
        return "required", (choice["name"],)
    raise invalid_field(
        "tool_choice",
        'must be {"type": "auto"}, {"type": "any"}, {"type": "none"} or '
        '{"type": "tool", "name": ...}',
    )


def _messages_of(body: JsonObject) -> list[JsonObject]:
    messages = body.get("messages")
    return [m for m in messages if isinstance(m, dict)] if isinstance(messages, list) else []


def _chat_answered(body: JsonObject) -> bool:
    answered = False
    for message in _messages_of(body):
        if message.get("role") == "user":
            answered = False
        elif message.get("role") in ("tool", "function"):
            answered = True
    return answered


def _tool_results(message: JsonObject) -> bool:
    content = message.get("content")
    return isinstance(content, list) and any(
        isinstance(block, dict) and block.get("type") == "tool_result" for block in content
    )


def _messages_answered(body: JsonObject) -> bool:
    # Anthropic sends tool results in a user message: one that carries them does not start a
    # new turn.
    answered = False
    for message in _messages_of(body):
        if message.get("role") == "user":
            answered = _tool_results(message)
    return answered


# ----------------------------------------------------------------------------- arguments


def resolve(schema: JsonObject, root: JsonObject) -> JsonObject:
    ref = schema.get("$ref")
    if ref == "#":
        return root
    if not isinstance(ref, str) or not ref.startswith("#/"):
        return schema
    node: Any = root
    for part in ref[2:].split("/"):
        node = node.get(part) if isinstance(node, dict) else None
    return node if isinstance(node, dict) else {}


def _merged(schemas: list[Any], root: JsonObject) -> JsonObject:
    merged: JsonObject = {"type": "object", "properties": {}, "required": []}
    for part in schemas:
        if isinstance(part, dict):
            part = resolve(part, root)
            merged["properties"].update(part.get("properties") or {})
            merged["required"].extend(part.get("required") or [])
    return merged


def type_of(schema: JsonObject) -> str | None:
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        return str(kinds[0]) if kinds else "null"
    if isinstance(kind, str):
        return kind
    if "properties" in schema:
        return "object"
    if "items" in schema or "prefixItems" in schema:
        return "array"
    return None


def value_for(schema: object, root: JsonObject, rng: random.Random, name: str, depth: int) -> Any:
    """A value ``schema`` accepts, drawn from ``rng``; ``name`` is the property it fills."""
    if not isinstance(schema, dict) or depth > _MAX_DEPTH:
        return None
    schema = resolve(schema, root)
    if "const" in schema:
        return schema["const"]
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return enum[rng.randrange(len(enum))]
    if "default" in schema:
        return schema["default"]
    for key in ("anyOf", "oneOf"):
        options = schema.get(key)
        if isinstance(options, list) and options:
            usable = [o for o in options if not (isinstance(o, dict) and o.get("type") == "null")]
            if depth >= _SHALLOW and len(usable) < len(options):
                return None
            return value_for((usable or options)[0], root, rng, name, depth + 1)
    if isinstance(schema.get("allOf"), list):
        schema = {**schema, **_merged(schema["allOf"], root)}
    kind = type_of(schema)
    if kind == "object":
        properties = schema.get("properties")
        properties = properties if isinstance(properties, dict) else {}
        required = schema.get("required")
        wanted = [p for p in required if p in properties] if isinstance(required, list) else []
        return {p: value_for(properties[p], root, rng, p, depth + 1) for p in wanted}
    if kind == "array":
        return _array(schema, root, rng, name, depth)
    if kind in ("integer", "number"):
        return _number(schema, rng, integer=kind == "integer")
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "null":
        return None
    return _string(schema, rng, name)


def _array(schema: JsonObject, root: JsonObject, rng: random.Random, name: str, depth: int) -> Any:
    low, high = schema.get("minItems"), schema.get("maxItems")
    count = low if isinstance(low, int) else 1 if depth < _SHALLOW else 0
    if isinstance(high, int):
        count = min(count, high)
    item = name.removesuffix("s") if name.endswith("s") else name
    # A tuple (``prefixItems``, as pydantic gives ``tuple[int, str]``): one value per position.
    fixed = schema.get("prefixItems")
    head = [value_for(s, root, rng, item, depth + 1) for s in fixed or []]
    more = range(count - len(head))
    return head + [value_for(schema.get("items"), root, rng, item, depth + 1) for _ in more]


def _number(schema: JsonObject, rng: random.Random, *, integer: bool) -> int | float:
    low, high = schema.get("minimum"), schema.get("maximum")
    if isinstance(schema.get("exclusiveMinimum"), int | float):
        low = schema["exclusiveMinimum"] + (1 if integer else 0.01)
    if isinstance(schema.get("exclusiveMaximum"), int | float):
        high = schema["exclusiveMaximum"] - (1 if integer else 0.01)
    low = low if isinstance(low, int | float) else 1
    high = high if isinstance(high, int | float) else max(low, 1) + 9
    if high < low:
        high = low
    if integer:
        return rng.randint(int(-(-low // 1)), max(int(-(-low // 1)), int(high // 1)))
    return round(rng.uniform(low, high), 2)


def _string(schema: JsonObject, rng: random.Random, name: str) -> str:
    text = _BY_FORMAT.get(str(schema.get("format")))
    if text is None:
        lowered = name.lower()
        for keys, values in _BY_NAME:
            if any(key in lowered for key in keys):
                text = values[rng.randrange(len(values))]
                break
        else:
            text = f"example {name.replace('_', ' ')}".strip() if name else "example"
    low, high = schema.get("minLength"), schema.get("maxLength")
    if isinstance(low, int) and len(text) < low:
        text = text + "x" * (low - len(text))
    if isinstance(high, int) and len(text) > high:
        text = text[: max(0, high)]
    return text
