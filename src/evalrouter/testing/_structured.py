"""The simulated model's answer in the format a request asks for, so structured-output agents
run offline.

- A JSON schema (OpenAI's ``response_format: {"type": "json_schema", "json_schema": {"schema":
  ...}}``, Anthropic's ``output_config: {"format": {"type": "json_schema", "schema": ...}}``):
  the content is JSON the schema accepts (``_gateway_tools.value_for``), with the simulated
  answer in the field that looks like the answer (``answer``, ``final_answer``, ``output``,
  ``result``, ``response``, ``solution`` or ``value``, else the one string or number field that
  is not reasoning), as a number where the field takes one.
- JSON mode (``response_format: {"type": "json_object"}``): a JSON object: dspy's output fields
  when the prompt is dspy's, one the schema accepts when the system message gives one (``…
  compatible with this schema: {…}``, pydantic-ai's ``PromptedOutput``), else
  ``{"answer": ...}``.
- dspy's field format (its ``ChatAdapter``): ``[[ ## field ## ]]`` sections in the order the
  prompt asks, then ``[[ ## completed ## ]]`` (``_dspy_format``).

Fields named like reasoning (``reasoning``, ``explanation``, …) hold the simulated model's prose.
A request that asks for none of these is answered in plain text, as before.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import _dspy_format
from ._gateway_tools import CHAT, resolve, type_of, value_for

JsonObject = dict[str, Any]

ANSWER_NAMES = ("answer", "final_answer", "output", "result", "response", "solution", "value")
REASONING_NAMES = frozenset(
    ("reasoning", "rationale", "explanation", "thought", "thoughts", "next_thought", "thinking")
)
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
# How deep ``anyOf`` / ``oneOf`` options are followed for the answer.
_MAX_NESTING = 6
_SCHEMA_GIVEN = re.compile(r"schema\b[^{\n]*\s*(?=\{)", re.I)


@dataclass(frozen=True, slots=True)
class Said:
    """What the simulated model answers: the bare answer (``42``, ``C``) and its prose."""

    final: str
    text: str


def content(
    body: JsonObject, kind: str, said: Said, rng: random.Random, *, scripted: bool = False
) -> str | None:
    """The reply's text in the format ``body`` asks for, or ``None`` for plain text.
    ``scripted``: a dspy ReAct prompt that lists the task protocol's tools calls them in order."""
    prompt = _dspy_format.read(body, kind)
    fixed = _dspy_format.react_step(prompt, said, rng, scripted=scripted) if prompt else {}
    schema = requested_schema(body, kind)
    if schema is not None:
        return _dumps(fill(schema, said, rng, fixed))
    if kind == CHAT and _format_type(body) == "json_object":
        if prompt is not None:
            return _dumps(fill(prompt.schema, said, rng, fixed))
        prompted = _prompted_schema(_dspy_format.texts(body, kind)[0])
        if prompted is not None:
            return _dumps(fill(prompted, said, rng))
        return _dumps({"answer": said.final})
    if prompt is not None and prompt.sections:
        return _dspy_format.render(prompt, fill(prompt.schema, said, rng, fixed))
    return None


def requested_schema(body: JsonObject, kind: str) -> JsonObject | None:
    """The JSON schema the answer must follow, when the request gives one."""
    if kind == CHAT:
        spec = body.get("response_format")
        if isinstance(spec, dict) and spec.get("type") == "json_schema":
            inner = spec.get("json_schema")
            schema = inner.get("schema") if isinstance(inner, dict) else None
            return schema if isinstance(schema, dict) else {"type": "object"}
        return None
    config = body.get("output_config")
    spec = config.get("format") if isinstance(config, dict) else body.get("output_format")
    if isinstance(spec, dict) and spec.get("type") == "json_schema":
        schema = spec.get("schema")
        return schema if isinstance(schema, dict) else {"type": "object"}
    return None


def _prompted_schema(system: str) -> JsonObject | None:
    """A JSON schema the system message gives for the answer (``… compatible with this
    schema: {…}``, as pydantic-ai's ``PromptedOutput`` writes it)."""
    for found in _SCHEMA_GIVEN.finditer(system):
        try:
            schema, _ = json.JSONDecoder().raw_decode(system, found.end())
        except (ValueError, RecursionError):
            continue
        if isinstance(schema, dict) and ("properties" in schema or "type" in schema):
            return schema
    return None


def _format_type(body: JsonObject) -> object:
    spec = body.get("response_format")
    return spec.get("type") if isinstance(spec, dict) else None


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def fill(
    schema: JsonObject,
    said: Said,
    rng: random.Random,
    fixed: Mapping[str, Any] | None = None,
) -> Any:
    """A value ``schema`` accepts, with the answer in the field that looks like it; ``fixed``:
    the values of some top-level fields, given (dspy's ReAct step)."""
    fixed = fixed or {}
    node = resolve(schema, schema)
    properties = node.get("properties")
    if type_of(node) != "object" or not isinstance(properties, dict):
        fits, value = answer_value(node, schema, said.final)
        return value if fits else value_for(node, schema, rng, "", 0)
    required = node.get("required")
    wanted = [p for p in required if p in properties] if isinstance(required, list) else []
    target = answer_field(properties, schema, said.final)
    out: JsonObject = {}
    for name in properties:
        if name not in wanted and name != target and name not in fixed:
            continue
        prop = properties[name]
        if name in fixed:
            out[name] = fixed[name]
        elif name == target:
            out[name] = answer_value(prop, schema, said.final)[1]
        elif name in REASONING_NAMES and answer_value(prop, schema, said.text)[0]:
            out[name] = said.text
        else:
            out[name] = value_for(prop, schema, rng, name, 1)
    return out


def answer_field(properties: Mapping[str, Any], root: JsonObject, final: str) -> str | None:
    """The property that takes the answer: one named like it, else the one string or number
    property that is not reasoning."""
    for name in ANSWER_NAMES:
        if name in properties and answer_value(properties[name], root, final)[0]:
            return name
    scalar = [
        name
        for name, prop in properties.items()
        if name not in REASONING_NAMES
        and isinstance(prop, dict)
        and type_of(resolve(prop, root)) in ("string", "number", "integer", None)
        and answer_value(prop, root, final)[0]
    ]
    return scalar[0] if len(scalar) == 1 else None


def answer_value(schema: object, root: JsonObject, final: str, depth: int = 0) -> tuple[bool, Any]:
    """Whether ``schema`` takes the answer ``final``, and as what (a number where it asks for
    one, the text otherwise)."""
    if not isinstance(schema, dict) or depth > _MAX_NESTING:
        return False, None
    node = resolve(schema, root)
    if "allOf" in node or "not" in node:
        return False, None  # not tried: the value is built from the schema instead
    candidates: list[Any] = [final]
    number = _as_number(final)
    if number is not None:
        candidates.insert(0, number)
    if "const" in node:
        return (node["const"] in candidates), node["const"]
    enum = node.get("enum")
    if isinstance(enum, list):
        found = next((c for c in candidates if c in enum), None)
        return found is not None, found
    for key in ("anyOf", "oneOf"):
        options = node.get(key)
        if isinstance(options, list):
            for option in options:
                fits, value = answer_value(option, root, final, depth + 1)
                if fits:
                    return True, value
            return False, None
    kinds = node.get("type")
    kinds = kinds if isinstance(kinds, list) else [type_of(node)]
    for kind in kinds:
        numeric = kind == "number" or (kind == "integer" and isinstance(number, int))
        if numeric and number is not None and _in_bounds(node, number):
            return True, number
        if kind in ("string", None) and _text_fits(node, final):
            return True, final
    return False, None


def _as_number(text: str) -> int | float | None:
    cleaned = text.strip().replace(",", "").lstrip("$")
    if not _NUMBER.fullmatch(cleaned):
        return None
    value = float(cleaned)
    return int(value) if value.is_integer() and abs(value) < 2**53 else value


def _in_bounds(schema: JsonObject, number: float) -> bool:
    def bound(key: str) -> float | None:
        value = schema.get(key)
        return value if isinstance(value, int | float) and not isinstance(value, bool) else None

    low, high = bound("minimum"), bound("maximum")
    above, below = bound("exclusiveMinimum"), bound("exclusiveMaximum")
    return (
        (low is None or number >= low)
        and (high is None or number <= high)
        and (above is None or number > above)
        and (below is None or number < below)
    )


def _text_fits(schema: JsonObject, text: str) -> bool:
    low, high, pattern = schema.get("minLength"), schema.get("maxLength"), schema.get("pattern")
    if (isinstance(low, int) and len(text) < low) or (isinstance(high, int) and len(text) > high):
        return False
    if isinstance(pattern, str):
        try:
            return re.search(pattern, text) is not None
        except re.error:
            return False
    return True
