"""Local's simulated model answers in the format a request asks for: a JSON schema (OpenAI's
``response_format``, Anthropic's ``output_config``), JSON mode, an output tool (forced by
``tool_choice``, or pydantic-ai's ``final_result``) and dspy's field format (its ChatAdapter, its
JSONAdapter, and ReAct's steps), with the simulated answer in the field that takes it."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from pydantic import BaseModel, Field

from evalrouter.testing import EvalRouterLocal, _structured
from evalrouter.testing._calculator import calculator
from evalrouter.testing._structured import Said, fill
from tests.local import dspy_prompts as dspy
from tests.local.gateway_support import ASK, Opened, open_attempt

Json = dict[str, Any]
QUESTION = "A shop sells 3 boxes of 12 eggs. How many eggs?"
CALCULATOR = (
    "Evaluate an arithmetic expression, such as (3 + 4) * 2.",
    {"expression": {"type": "string"}},
)


class Solution(BaseModel):
    answer: float
    explanation: str


class Step(BaseModel):
    label: Literal["add", "multiply"]
    operands: tuple[int, float]
    note: str | None = None


class Node(BaseModel):
    value: int
    children: list[Node]


class Worked(BaseModel):
    result: int
    steps: list[Step]
    tree: Node
    confidence: float = Field(ge=0, le=1)
    tags: dict[str, int]
    checked: bool | None


SCHEMAS = [model.model_json_schema() for model in (Solution, Worked, Step, Node)]


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=5)
    yield instance
    instance.close()


@pytest.fixture
def opened(local: EvalRouterLocal) -> Opened:
    return open_attempt(local)


def post(opened: Opened, path: str, body: Json) -> Json:
    response = opened.post(path, body)
    assert response.status_code == 200, response.text
    reply: Json = response.json()
    return reply


def content(opened: Opened, messages: list[Json], **body: Any) -> str:
    reply = post(opened, "chat/completions", {"model": "m", "messages": messages, **body})
    text = reply["choices"][0]["message"]["content"]
    assert isinstance(text, str)
    return text


def simulated_answer(opened: Opened) -> int:
    """The number the simulated model answers the attempt's task with, asked in plain text."""
    text = content(opened, ASK)
    return int(re.findall(r"-?\d+", text)[-1])


def assert_valid(schema: Json, value: object) -> None:
    errors = list(Draft202012Validator(schema).iter_errors(value))
    assert not errors, (errors, value)


def json_schema_format(schema: Json) -> Json:
    return {"type": "json_schema", "json_schema": {"name": "out", "schema": schema, "strict": True}}


# ------------------------------------------------------------------------ JSON schema, JSON mode


def test_a_json_schema_answer_validates_and_carries_the_answer(opened: Opened) -> None:
    expected = simulated_answer(opened)
    for schema in SCHEMAS:
        text = content(opened, ASK, response_format=json_schema_format(schema))
        value = json.loads(text)
        assert_valid(schema, value)
        if schema.get("title") == "Solution":
            assert value["answer"] == expected  # the number, where the schema takes a number
            assert str(expected) in value["explanation"]  # the model's prose
        if schema.get("title") == "Worked":
            assert value["result"] == expected


def test_the_openai_sdk_parses_a_structured_answer(opened: Opened) -> None:
    expected = simulated_answer(opened)
    parsed = (
        opened.openai()
        .chat.completions.parse(model="m", messages=ASK, response_format=Solution)
        .choices[0]
        .message.parsed
    )
    assert isinstance(parsed, Solution) and parsed.answer == expected


def test_a_streamed_structured_answer_is_the_same_json(opened: Opened) -> None:
    fmt = json_schema_format(Solution.model_json_schema())
    whole = content(opened, ASK, response_format=fmt)
    with opened.served() as served:
        stream = served.openai().chat.completions.create(
            model="m", messages=ASK, response_format=fmt, stream=True, user="streamed"
        )
        pieces = [c.choices[0].delta.content or "" for c in stream if c.choices]
    assert json.loads("".join(pieces)) == json.loads(whole)


def test_json_mode_answers_a_json_object(opened: Opened) -> None:
    expected = simulated_answer(opened)
    value = json.loads(content(opened, ASK, response_format={"type": "json_object"}))
    assert value == {"answer": str(expected)}


def test_json_mode_follows_a_schema_the_system_message_gives(opened: Opened) -> None:
    # pydantic-ai's PromptedOutput: the schema in the instructions, JSON mode on.
    schema = Solution.model_json_schema()
    system = (
        "\nAlways respond with a JSON object that's compatible with this schema:\n\n"
        f"{json.dumps(schema)}\n\nDon't include any text or Markdown fencing before or after.\n"
    )
    messages = [{"role": "system", "content": system}, *ASK]
    value = json.loads(content(opened, messages, response_format={"type": "json_object"}))
    assert_valid(schema, value)
    assert value["answer"] == simulated_answer(opened)


def test_anthropic_output_config_gets_a_json_answer(opened: Opened) -> None:
    schema = Solution.model_json_schema()
    body = {
        "model": "claude",
        "max_tokens": 400,
        "messages": ASK,
        "output_config": {"format": {"type": "json_schema", "schema": schema}},
    }
    (block,) = post(opened, "messages", body)["content"]
    value = json.loads(block["text"])
    assert_valid(schema, value)
    assert value["answer"] == simulated_answer(opened)


def test_without_a_format_the_answer_is_plain_text(opened: Opened) -> None:
    text = content(opened, ASK)
    with pytest.raises(ValueError):
        json.loads(text)
    assert "The answer is" in text


def test_values_follow_schemas_pydantic_emits() -> None:
    said = Said("42", "Working through it.\nThe answer is 42.")
    for seed in range(10):
        for schema in SCHEMAS:
            assert_valid(schema, fill(schema, said, random.Random(seed)))
    # The answer goes where it fits: a number field, an enum that lists it, a nullable string.
    assert fill(
        {"type": "object", "properties": {"total": {"type": "integer"}}}, said, random.Random(0)
    ) == {"total": 42}
    letter = {
        "type": "object",
        "properties": {"choice": {"enum": ["A", "B", "C"]}},
        "required": ["choice"],
    }
    assert fill(letter, Said("C", "C"), random.Random(0)) == {"choice": "C"}
    nullable = {
        "type": "object",
        "properties": {"output": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
    }
    assert fill(nullable, said, random.Random(0)) == {"output": "42"}
    # An answer that does not fit a field is not forced into it.
    bounded = {
        "type": "object",
        "properties": {"answer": {"type": "integer", "maximum": 10}},
        "required": ["answer"],
    }
    value = fill(bounded, said, random.Random(0))
    assert_valid(bounded, value) and value["answer"] != 42


def _leaf() -> st.SearchStrategy[Json]:
    bounded = st.tuples(st.integers(-50, 50), st.integers(0, 60)).map(
        lambda b: {"type": "integer", "minimum": b[0], "maximum": b[0] + b[1]}
    )
    sized = st.tuples(st.integers(0, 5), st.integers(0, 10)).map(
        lambda b: {"type": "string", "minLength": b[0], "maxLength": b[0] + b[1]}
    )
    values = st.one_of(st.integers(-5, 5), st.text(max_size=4))
    enums = st.lists(values, min_size=1, max_size=4, unique=True).map(lambda v: {"enum": v})
    simple = st.sampled_from(
        [{"type": t} for t in ("string", "integer", "number", "boolean", "null")]
        + [{"type": ["string", "null"]}, {"type": "string", "format": "date-time"}]
    )
    return st.one_of(simple, bounded, sized, enums)


def _schemas(depth: int) -> st.SearchStrategy[Json]:
    """JSON schemas of the shapes frameworks send, nested up to ``depth``."""
    if depth == 0:
        return _leaf()
    inner = _schemas(depth - 1)
    names = st.from_regex(r"[a-z][a-z_]{0,7}", fullmatch=True)
    objects = st.dictionaries(names, inner, max_size=4).flatmap(
        lambda props: (
            st.lists(st.sampled_from(sorted(props)), unique=True).map(
                lambda required: {"type": "object", "properties": props, "required": required}
            )
            if props
            else st.just({"type": "object", "properties": {}})
        )
    )
    arrays = st.tuples(inner, st.integers(0, 3)).map(
        lambda a: {"type": "array", "items": a[0], "minItems": a[1]}
    )
    options = st.lists(inner, min_size=1, max_size=3).map(lambda o: {"anyOf": o})
    nullable = inner.map(lambda s: {"anyOf": [s, {"type": "null"}]})
    return st.one_of(inner, objects, arrays, options, nullable)


@settings(max_examples=200, deadline=None)
@given(_schemas(4), st.integers(0, 2**16), st.sampled_from(["42", "C", "-3.5", "a\nb"]))
def test_any_schema_gets_a_value_it_accepts(schema: Json, seed: int, final: str) -> None:
    root = {"type": "object", "properties": {"answer": schema, "other": schema}}
    for candidate in (schema, root):
        assert_valid(candidate, fill(candidate, Said(final, final), random.Random(seed)))


@settings(max_examples=200, deadline=None)
@given(
    st.text(max_size=200),
    st.text(max_size=200),
    st.sampled_from(["chat", "messages"]),
    st.sampled_from([None, {"type": "json_object"}]),
)
def test_any_prompt_is_answered_without_an_error(
    noise: str, annotation: str, kind: str, response_format: Json | None
) -> None:
    # dspy's markers around arbitrary text: reading a prompt never fails.
    tools = f"(1) t, whose description is <desc>{noise}</desc>. It takes arguments {{{noise}}}."
    system = f"Your output fields are:\n1. `x` ({annotation}):\nAll interactions\n{tools}\n"
    system += f"{{x}}        # note: the value you produce must adhere to the JSON schema: {noise}"
    user = (
        f"{noise}\nRespond with the corresponding output fields, starting with the field "
        f"`[[ ## next_tool_name ## ]]` (must be formatted as a valid Python {annotation}), then "
        "`[[ ## x ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`."
    )
    messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
    body: Json = {"messages": messages}
    if response_format is not None:
        body["response_format"] = response_format
    said = Said("42", "The answer is 42.")
    text = _structured.content(body, kind, said, random.Random(0), scripted=True)
    assert text is None or isinstance(text, str)


# ------------------------------------------------------------------------------- output tools


def tool(name: str, parameters: Json) -> Json:
    return {"type": "function", "function": {"name": name, "parameters": parameters}}


CALCULATOR_TOOL = tool(
    "calculator",
    {
        "type": "object",
        "properties": {"expression": {"type": "string"}},
        "required": ["expression"],
        "additionalProperties": False,
    },
)


def only_call(reply: Json) -> Json:
    (call,) = reply["choices"][0]["message"]["tool_calls"]
    function: Json = call["function"]
    return {
        "id": call["id"],
        "name": function["name"],
        "arguments": json.loads(function["arguments"]),
    }


def test_a_forced_tool_is_called_with_the_answer(opened: Opened) -> None:
    expected = simulated_answer(opened)
    schema = Solution.model_json_schema()
    forced = {"type": "function", "function": {"name": "Solution"}}
    body = {"model": "m", "messages": ASK, "tools": [CALCULATOR_TOOL, tool("Solution", schema)]}
    call = only_call(post(opened, "chat/completions", {**body, "tool_choice": forced}))
    assert call["name"] == "Solution"
    assert_valid(schema, call["arguments"])
    assert call["arguments"]["answer"] == expected


def test_pydantic_ai_output_tool_comes_after_the_other_tool(opened: Opened) -> None:
    """pydantic-ai (output_type a model): tools and ``final_result``, ``tool_choice: required``.
    The model calls the calculator, then ``final_result`` with the answer (the run ends)."""
    expected = simulated_answer(opened)
    schema = Solution.model_json_schema()
    tools = [CALCULATOR_TOOL, tool("final_result", schema)]
    body = {"model": "m", "tools": tools, "tool_choice": "required"}
    first = only_call(post(opened, "chat/completions", {**body, "messages": ASK}))
    assert first["name"] == "calculator"
    assert_valid(CALCULATOR_TOOL["function"]["parameters"], first["arguments"])
    reply = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": first["id"],
                "type": "function",
                "function": {"name": "calculator", "arguments": json.dumps(first["arguments"])},
            }
        ],
    }
    result = {"role": "tool", "tool_call_id": first["id"], "content": "14"}
    second = only_call(
        post(opened, "chat/completions", {**body, "messages": [*ASK, reply, result]})
    )
    assert second["name"] == "final_result"
    assert_valid(schema, second["arguments"])
    assert second["arguments"]["answer"] == expected


# ------------------------------------------------------------------------------------ dspy


def react_messages(
    steps: list[tuple[str, str, Json, str]], tools: dict[str, Any], *, json_adapter: bool = False
) -> list[Json]:
    return dspy.messages(
        [(dspy.QUESTION, QUESTION), (dspy.TRAJECTORY, dspy.trajectory(steps))],
        dspy.react_outputs(list(tools)),
        dspy.react_instructions(tools),
        json_adapter=json_adapter,
    )


def extract_messages(
    steps: list[tuple[str, str, Json, str]], *, json_adapter: bool = False
) -> list[Json]:
    return dspy.messages(
        [(dspy.QUESTION, QUESTION), (dspy.TRAJECTORY, dspy.trajectory(steps))],
        [dspy.REASONING, dspy.ANSWER_FLOAT],
        "Given the fields `question`, produce the fields `answer`.",
        json_adapter=json_adapter,
    )


def react_step(
    opened: Opened, steps: list[tuple[str, str, Json, str]], tools: dict[str, Any]
) -> dict[str, str]:
    completion = content(opened, react_messages(steps, tools))
    assert completion.rstrip().endswith("[[ ## completed ## ]]")
    fields = dspy.parse_sections(completion, dspy.react_outputs(list(tools)))
    assert fields["next_tool_name"] in [*tools, "finish"]  # Literal: an exact match
    arguments = json.loads(fields["next_tool_args"])
    assert isinstance(arguments, dict)
    return {**fields, "next_tool_args": arguments}


def test_dspy_react_calls_the_calculator_then_finishes_then_extracts(opened: Opened) -> None:
    expected = simulated_answer(opened)
    tools = {"calculator": CALCULATOR}
    first = react_step(opened, [], tools)
    assert first["next_tool_name"] == "calculator" and first["next_thought"]
    assert_valid(
        {"type": "object", "properties": CALCULATOR[1], "required": ["expression"]},
        first["next_tool_args"],
    )
    observed = calculator(first["next_tool_args"])
    assert observed["isError"] is False  # an expression the calculator evaluates
    steps = [
        (
            first["next_thought"],
            "calculator",
            first["next_tool_args"],
            observed["content"][0]["text"],
        )
    ]
    second = react_step(opened, steps, tools)
    assert second["next_tool_name"] == "finish" and second["next_tool_args"] == {}
    steps.append((second["next_thought"], "finish", {}, "Completed."))
    completion = content(opened, extract_messages(steps))
    fields = dspy.parse_sections(completion, [dspy.REASONING, dspy.ANSWER_FLOAT])
    assert float(fields["answer"]) == expected and fields["reasoning"]


def test_dspy_json_adapter_gets_json_in_json_mode_and_for_a_schema(opened: Opened) -> None:
    expected = simulated_answer(opened)
    tools = {"calculator": CALCULATOR}
    messages = react_messages([], tools, json_adapter=True)
    step = json.loads(content(opened, messages, response_format={"type": "json_object"}))
    assert list(step) == ["next_thought", "next_tool_name", "next_tool_args"]
    assert step["next_tool_name"] == "calculator" and "expression" in step["next_tool_args"]
    # The extract with structured outputs: the schema dspy builds from the output fields.
    schema = {
        "type": "object",
        "properties": {"reasoning": {"type": "string"}, "answer": {"type": "number"}},
        "required": ["reasoning", "answer"],
        "additionalProperties": False,
    }
    extract = extract_messages([("t", "finish", {}, "Completed.")], json_adapter=True)
    value = json.loads(content(opened, extract, response_format=json_schema_format(schema)))
    assert_valid(schema, value)
    assert value["answer"] == expected


def test_dspy_typed_outputs_follow_their_annotations(opened: Opened) -> None:
    outputs = [
        dspy.Field("reasoning"),
        dspy.Field("total", "int", "must be a single int value"),
        dspy.Field(
            "unit",
            "Literal['eggs', 'boxes']",
            "must exactly match (no extra characters) one of: eggs; boxes",
        ),
        dspy.Field("checked", "bool", "must be True or False"),
        dspy.Field(
            "steps",
            "list[str]",
            'must adhere to the JSON schema: {"type": "array", "items": {"type": "string"}}',
        ),
    ]
    messages = dspy.messages([(dspy.QUESTION, QUESTION)], outputs, "Solve it.")
    fields = dspy.parse_sections(content(opened, messages), outputs)
    assert int(fields["total"]) == simulated_answer(opened)
    assert fields["unit"] in ("eggs", "boxes") and fields["checked"] in ("True", "False")
    assert all(isinstance(s, str) for s in json.loads(fields["steps"]))


def test_scripted_dspy_react_calls_the_task_tools_in_order() -> None:
    local = EvalRouterLocal(seed=5, scripted_tools=True)
    opened = open_attempt(local)
    tools = {
        "get_task": ("Get the task.", {}),
        "submit": ("Submit an answer.", {"answer": {"type": "string"}}),
        "done": ("End the attempt.", {}),
        "calculator": CALCULATOR,
    }
    steps: list[tuple[str, str, Json, str]] = []
    called = []
    for _ in range(4):
        step = react_step(opened, steps, tools)
        called.append(step["next_tool_name"])
        steps.append((step["next_thought"], step["next_tool_name"], step["next_tool_args"], "ok"))
    assert called == ["get_task", "submit", "done", "finish"]
    assert "The answer is" in steps[1][2]["answer"]
    local.close()
