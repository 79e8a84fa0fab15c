"""dspy's prompts as the simulated model reads them, and its answers in dspy's field format.

dspy's adapters list a signature's output fields in the system message (``Your output fields
are: 1. `answer` (float): …``) and end the last user message with the request: ``Respond with
the corresponding output fields, starting with the field `[[ ## reasoning ## ]]`, then
`[[ ## answer ## ]]` (must be formatted as a valid Python float), and then ending with the marker
for `[[ ## completed ## ]]`.`` (its ``ChatAdapter``), or ``Respond with a JSON object in the
following order of fields: …`` (its ``JSONAdapter``, which also sets ``response_format``). A
field's type is that Python annotation, or the JSON schema its note in the system message gives.

ReAct's step asks for ``next_thought``, ``next_tool_name`` (one of the tools its instructions
list as ``(1) calculator, whose description is <desc>…</desc>. It takes arguments {…}.``, or
``finish``) and ``next_tool_args``, with the trajectory so far (``[[ ## tool_name_0 ## ]]``, …)
in the user message. The simulated model calls a tool while the trajectory has none (the
``calculator`` when listed, else the first tool), with arguments its schema accepts, then
``finish``; in scripted mode a list with the task protocol's tools gets them in order
(``get_task``, ``submit`` with the answer, ``done``), then ``finish``.
"""

from __future__ import annotations

import ast
import json
import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .._tool_script import SCRIPT, script_step
from ._gateway_tools import CHAT, value_for

if TYPE_CHECKING:
    from ._structured import Said

JsonObject = dict[str, Any]

FINISH = "finish"
_FIELDS = re.compile(
    r"Your output fields are:\n(?P<list>.*?)\n(?:All interactions|In adhering)", re.S
)
_LISTED = re.compile(r"^\d+\. `(?P<name>\w+)` \((?P<type>.*)\):", re.M)
_CHAT_REQUEST = re.compile(
    r"Respond with the corresponding output fields, starting with the field (?P<items>.*), "
    r"and then ending with the marker for `\[\[ ## completed ## \]\]`"
)
_JSON_REQUEST = re.compile(
    r"Respond with a JSON object in the following order of fields: (?P<items>.*)\.$", re.M
)
_ITEM = re.compile(r"`(?:\[\[ ## )?(?P<name>\w+)(?: ## \]\])?`(?P<rest>.*)", re.S)
_TYPED = " (must be formatted as a valid Python "
_NOTE = "# note: the value you produce must adhere to the JSON schema: "
_TOOL = re.compile(
    r"^\s*\(\d+\) (?P<name>[^\s,]+?)(?:, whose description is <desc>.*</desc>)?\. "
    r"It takes arguments (?P<args>\{.*\})\.\s*$",
    re.M,
)
_CALLED = re.compile(r"\[\[ ## tool_name_\d+ ## \]\]\s*\n\s*(?P<name>\S+)")
# What reading a literal the prompt wrote may raise (a malformed or absurdly nested one).
_UNREADABLE = (ValueError, TypeError, SyntaxError, MemoryError, RecursionError)
# How deep an annotation is read (``list[list[...]]``); deeper is anything.
_MAX_NESTING = 8
_SIMPLE: dict[str, JsonObject] = {
    "str": {"type": "string"},
    "int": {"type": "integer"},
    "float": {"type": "number"},
    "bool": {"type": "boolean"},
    "dict": {"type": "object"},
    "list": {"type": "array"},
}


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    schema: JsonObject  # its arguments, as an object schema


@dataclass(frozen=True, slots=True)
class Prompt:
    """A dspy prompt: the output fields it asks for, in order, and their schema (an object);
    ``sections``: in ``[[ ## field ## ]]`` sections (else as a JSON object); ReAct's tools and
    the tools its trajectory called."""

    fields: tuple[str, ...]
    schema: JsonObject
    sections: bool
    tools: tuple[Tool, ...]
    called: tuple[str, ...]


def read(body: JsonObject, kind: str) -> Prompt | None:
    """The dspy prompt ``body`` carries, or ``None`` when it is not one."""
    system, user = texts(body, kind)
    listed = _FIELDS.search(system)
    if listed is None:
        return None
    asked = _CHAT_REQUEST.search(user)
    sections = asked is not None
    asked = asked or _JSON_REQUEST.search(user)
    if asked is not None:
        fields = [_item(item) for item in re.split(r", then (?=`)", asked.group("items"))]
    else:
        sections = "[[ ## completed ## ]]" in system
        fields = [(m["name"], m["type"]) for m in _LISTED.finditer(listed.group("list"))]
    if not fields:
        return None
    properties = {name: _note(system, name) or _annotation(kind) for name, kind in fields}
    schema = {"type": "object", "properties": properties, "required": list(properties)}
    tools = tuple(_tools(system))
    called = tuple(m["name"] for m in _CALLED.finditer(user))
    return Prompt(tuple(properties), schema, sections, tools, called)


def render(prompt: Prompt, values: object) -> str:
    """``values`` (the fields' values) in ``[[ ## field ## ]]`` sections, then ``completed``."""
    given = values if isinstance(values, dict) else {}
    parts = [f"[[ ## {name} ## ]]\n{_shown(given.get(name))}" for name in prompt.fields]
    return "\n\n".join([*parts, "[[ ## completed ## ]]"])


def react_step(prompt: Prompt, said: Said, rng: random.Random, *, scripted: bool) -> JsonObject:
    """ReAct's step fields (``next_thought``, ``next_tool_name``, ``next_tool_args``) when the
    prompt asks for them, else nothing."""
    if "next_tool_name" not in prompt.fields or not prompt.tools:
        return {}
    tool, arguments = _next_tool(prompt, said, rng, scripted=scripted)
    if tool == FINISH:
        thought = "The trajectory holds what the answer needs; I can finish."
    else:
        thought = f"I will use {tool} to work towards the answer."
    return {"next_thought": thought, "next_tool_name": tool, "next_tool_args": arguments}


def _next_tool(
    prompt: Prompt, said: Said, rng: random.Random, *, scripted: bool
) -> tuple[str, JsonObject]:
    tools = [t for t in prompt.tools if t.name != FINISH]
    steps = {script_step(t.name): t for t in tools}
    if scripted and "get_task" in steps:
        done = {script_step(name) for name in prompt.called}
        for step in SCRIPT:
            tool = steps.get(step)
            if tool is not None and step not in done:
                takes = "answer" in tool.schema.get("properties", {})
                return tool.name, {"answer": said.text} if step == "submit" and takes else {}
        return FINISH, {}
    if prompt.called or not tools:
        return FINISH, {}
    tool = next((t for t in tools if t.name == "calculator"), tools[0])
    arguments = value_for(tool.schema, tool.schema, rng, tool.name, 0)
    return tool.name, arguments if isinstance(arguments, dict) else {}


# ------------------------------------------------------------------------------ reading


def _text_of(content: object) -> str:
    if isinstance(content, str):
        return content
    blocks = content if isinstance(content, list) else []
    return "\n".join(
        str(b["text"]) for b in blocks if isinstance(b, dict) and isinstance(b.get("text"), str)
    )


def texts(body: JsonObject, kind: str) -> tuple[str, str]:
    """The system text and the last user message's text."""
    raw = body.get("messages")
    messages = [m for m in raw if isinstance(m, dict)] if isinstance(raw, list) else []
    if kind == CHAT:
        system = "\n".join(
            _text_of(m.get("content")) for m in messages if m.get("role") in ("system", "developer")
        )
    else:
        system = _text_of(body.get("system"))
    users = [m for m in messages if m.get("role") == "user"]
    return system, _text_of(users[-1].get("content")) if users else ""


def _item(item: str) -> tuple[str, str]:
    """A field of the request line: its name and its Python type (``str`` when not given)."""
    found = _ITEM.match(item.strip())
    if found is None:
        return "", "str"
    rest = found["rest"].strip()
    if rest.startswith(_TYPED.strip()) and rest.endswith(")"):
        return found["name"], rest[len(_TYPED.strip()) : -1]
    return found["name"], "dict" if "JSON object" in rest else "str"


def _note(system: str, name: str) -> JsonObject | None:
    """The JSON schema the system message gives for field ``name`` (its ``# note``), raw in the
    ChatAdapter's structure or inside a JSON string in the JSONAdapter's."""
    for found in re.finditer(re.escape("{" + name + "}") + r"\s+" + re.escape(_NOTE), system):
        tail = system[found.end() :]
        for text in (tail, _unescaped(tail)):
            try:
                schema, _ = json.JSONDecoder().raw_decode(text)
            except (ValueError, RecursionError):
                continue
            if isinstance(schema, dict):
                return schema
    return None


def _unescaped(text: str) -> str:
    """A schema written inside a JSON string (``{\\"type\\": …}``), as JSON."""
    return text.replace('\\"', '"').replace("\\\\", "\\")


def _split(text: str, separator: str) -> list[str]:
    """``text`` split at ``separator`` outside brackets and quotes."""
    parts, depth, quote, start = [], 0, "", 0
    for index, char in enumerate(text):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char in "[(":
            depth += 1
        elif char in "])":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    return [*parts, text[start:].strip()]


def _annotation(text: str, depth: int = 0) -> JsonObject:
    """The JSON schema of a Python annotation as dspy writes it (``float``, ``list[str]``,
    ``Literal['a', 'b']``, ``str | None``); ``{}`` (anything) for a type it does not name."""
    text = text.strip()
    if depth > _MAX_NESTING:
        return {}
    options = _split(text, "|")
    if len(options) > 1:
        return {"anyOf": [_annotation(o, depth + 1) for o in options]}
    if text in ("None", "NoneType"):
        return {"type": "null"}
    found = re.fullmatch(r"(?:typing\.)?(\w+)\[(.*)\]", text, re.S)
    if found is None:
        return dict(_SIMPLE.get(text.lower(), {}))
    outer, inner = found[1].lower(), found[2]
    if outer == "literal":
        try:
            values = ast.literal_eval(f"[{inner}]")
        except _UNREADABLE:
            return {"type": "string"}
        return {"enum": values}
    if outer in ("optional", "union"):
        extra = [{"type": "null"}] if outer == "optional" else []
        return {"anyOf": [*(_annotation(o, depth + 1) for o in _split(inner, ",")), *extra]}
    if outer in ("list", "set", "tuple", "sequence"):
        return {"type": "array", "items": _annotation(_split(inner, ",")[0], depth + 1)}
    return dict(_SIMPLE.get(outer, {}))


def _tools(system: str) -> list[Tool]:
    tools = []
    for found in _TOOL.finditer(system):
        try:
            arguments = ast.literal_eval(found["args"])
        except _UNREADABLE:
            arguments = {}
        arguments = arguments if isinstance(arguments, dict) else {}
        required = [k for k, v in arguments.items() if not (isinstance(v, dict) and "default" in v)]
        schema = {"type": "object", "properties": arguments, "required": required}
        tools.append(Tool(found["name"], schema))
    return tools


def _shown(value: object) -> str:
    """A field's value as dspy's parser reads it (text as is, ``True``, JSON for the rest)."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or value is None:
        return str(value)
    return json.dumps(value, ensure_ascii=False)
