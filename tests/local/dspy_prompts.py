"""dspy's prompts and its parser's rules, reproduced for tests that cannot install dspy.

The text is what dspy 3.4's ``ChatAdapter`` and ``JSONAdapter`` send for a signature (the field
lists, the structure, the objective, the last user message's request), and what ``dspy.ReAct``
writes in its instructions (the tool list) and trajectory. ``parse_sections`` follows the
ChatAdapter's parse: ``[[ ## name ## ]]`` headers at the start of a line, the first section of
each output field wins, every output field must be there. (Checked by hand against dspy 3.4.1:
these builders give the same text as ``adapter.format`` for a ReAct and an extract signature.)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

Json = dict[str, Any]
HEADER = re.compile(r"\[\[ ## (\w+) ## \]\]")


@dataclass(frozen=True)
class Field:
    name: str
    annotation: str = "str"
    note: str = ""  # the structure's "# note: the value you produce ..." (none for str)


QUESTION = Field("question")
TRAJECTORY = Field("trajectory")
ANSWER_FLOAT = Field("answer", "float", "must be a single float value")
REASONING = Field("reasoning")
OBJECT_NOTE = 'must adhere to the JSON schema: {"type": "object", "additionalProperties": true}'


def react_outputs(tools: list[str]) -> list[Field]:
    names = [*tools, "finish"]
    literal = "Literal[" + ", ".join(repr(n) for n in names) + "]"
    choice = "must exactly match (no extra characters) one of: " + "; ".join(names)
    return [
        Field("next_thought"),
        Field("next_tool_name", literal, choice),
        Field("next_tool_args", "dict[str, Any]", OBJECT_NOTE),
    ]


def react_instructions(tools: dict[str, tuple[str, Json]], outputs: str = "`answer`") -> str:
    """ReAct's instructions for ``tools`` (name: (description, arguments))."""
    listed = {**tools, "finish": (_finish_description(outputs), {})}
    lines = [
        f"Given the fields `question`, produce the fields {outputs}.\n",
        "You are an Agent. In each episode, you will be given the fields `question` as input. "
        "And you can see your past trajectory so far.",
        "Your goal is to use one or more of the supplied tools to collect any necessary "
        f"information for producing {outputs}.\n",
        "To do this, you will interleave next_thought, next_tool_name, and next_tool_args in "
        "each turn, and also when finishing the task.",
        "After each tool call, you receive a resulting observation, which gets appended to "
        "your trajectory.\n",
        "When writing next_thought, you may reason about the current situation and plan for "
        "future steps.",
        "When selecting the next_tool_name and its next_tool_args, the tool must be one of:\n",
    ]
    for index, (name, (description, arguments)) in enumerate(listed.items()):
        lines.append(
            f"({index + 1}) {name}, whose description is <desc>{description}</desc>. "
            f"It takes arguments {arguments}."
        )
    lines.append(
        "When providing `next_tool_args`, the value inside the field must be in JSON format"
    )
    return "\n".join(lines)


def _finish_description(outputs: str) -> str:
    return (
        "Marks the task as complete. That is, signals that all information for producing the "
        f"outputs, i.e. {outputs}, are now available to be extracted."
    )


def trajectory(steps: list[tuple[str, str, Json, str]]) -> str:
    """ReAct's trajectory text: (thought, tool, arguments, observation) per step."""
    parts = []
    for index, (thought, tool, arguments, observation) in enumerate(steps):
        parts += [
            f"[[ ## thought_{index} ## ]]\n{thought}",
            f"[[ ## tool_name_{index} ## ]]\n{tool}",
            f"[[ ## tool_args_{index} ## ]]\n{json.dumps(arguments)}",
            f"[[ ## observation_{index} ## ]]\n{observation}",
        ]
    return "\n\n".join(parts)


def messages(
    inputs: list[tuple[Field, str]],
    outputs: list[Field],
    instructions: str,
    *,
    json_adapter: bool = False,
) -> list[Json]:
    """The system and user messages dspy sends (``json_adapter``: the JSONAdapter's)."""
    fields = [f for f, _ in inputs]
    described = (
        f"Your input fields are:\n{_described(fields)}\n"
        f"Your output fields are:\n{_described(outputs)}"
    )
    shown = "\n\n".join(f"[[ ## {f.name} ## ]]\n{{{f.name}}}" for f in fields)
    if json_adapter:
        structure = json.dumps({f.name: _placeholder(f) for f in outputs}, indent=2)
        layout = [
            "Inputs will have the following structure:",
            shown,
            "Outputs will be a JSON object with the following fields.",
            structure,
        ]
    else:
        layout = [
            shown,
            "\n\n".join(f"[[ ## {f.name} ## ]]\n{_placeholder(f)}" for f in outputs),
            "[[ ## completed ## ]]\n",
        ]
    head = "All interactions will be structured in the following way, with the appropriate "
    structure_text = "\n\n".join([head + "values filled in.", *layout]).strip()
    objective = ("\n" + " " * 8).join(["", *instructions.splitlines()])
    system = "\n".join(
        [
            described,
            structure_text,
            f"In adhering to this structure, your objective is: {objective}",
        ]
    )
    values = [f"[[ ## {f.name} ## ]]\n{value}" for f, value in inputs]
    user = "\n\n".join([*values, _request(outputs, json_adapter=json_adapter)]).strip()
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def _described(fields: list[Field]) -> str:
    return "\n".join(
        f"{i + 1}. `{f.name}` ({f.annotation}): " for i, f in enumerate(fields)
    ).strip()


def _placeholder(field: Field) -> str:
    return f"{{{field.name}}}" + (
        f"        # note: the value you produce {field.note}" if field.note else ""
    )


def _request(outputs: list[Field], *, json_adapter: bool) -> str:
    def typed(f: Field) -> str:
        python = f" (must be formatted as a valid Python {f.annotation})"
        return python if f.annotation != "str" else ""

    if json_adapter:
        items = ", then ".join(f"`{f.name}`{typed(f)}" for f in outputs)
        return f"Respond with a JSON object in the following order of fields: {items}."
    items = ", then ".join(f"`[[ ## {f.name} ## ]]`{typed(f)}" for f in outputs)
    return (
        f"Respond with the corresponding output fields, starting with the field {items}, "
        "and then ending with the marker for `[[ ## completed ## ]]`."
    )


def parse_sections(completion: str, outputs: list[Field]) -> dict[str, str]:
    """The ChatAdapter's parse of a completion: each output field's text (raises
    ``AssertionError`` when one is missing, as dspy raises ``AdapterParseError``)."""
    sections: list[tuple[str | None, list[str]]] = [(None, [])]
    for line in completion.splitlines():
        found = HEADER.match(line.strip())
        if found:
            rest = line[found.end() :].strip()
            sections.append((found.group(1), [rest] if rest else []))
        else:
            sections[-1][1].append(line)
    names = {f.name for f in outputs}
    fields: dict[str, str] = {}
    for name, lines in sections:
        if name in names and name not in fields:
            fields[name] = "\n".join(lines).strip()
    assert fields.keys() == names, (fields, completion)
    return fields
