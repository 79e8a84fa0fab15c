"""The fields of a trace's point steps and model spans, checked and bounded: checkpoints,
test results, command results, and what a gateway chat call records."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence

from evalrouter_generated._model import JsonValue

from ..._errors import invalid_input
from .policy import (
    MAX_COMMAND_NAME_CHARS,
    MAX_COMMANDS,
    MAX_GROUPS,
    MAX_NAME_CHARS,
    MAX_PER_TEST,
    MAX_POINT_FIELDS,
)
from .spans import RESERVED_POINT_FIELDS, checked_count

__all__ = ["checkpoint_body", "command_body", "model_call", "model_input", "test_results_body"]

type Clean = Callable[..., str]
"""The recorder's label cleaner: secrets redacted, cut to a limit."""


def checkpoint_body(clean: Clean, label: str, fields: dict[str, object]) -> dict[str, JsonValue]:
    """A checkpoint's fields: its label, its source and a few scalar fields."""
    extra: dict[str, JsonValue] = {}
    source = fields.pop("source", "sdk")
    if len(fields) > MAX_POINT_FIELDS:
        raise invalid_input(
            f"trace checkpoint has {len(fields)} extra fields; at most {MAX_POINT_FIELDS}.",
            hint="Keep checkpoints small: a label, checkpoint_id, step and a few scalars.",
        )
    if source not in ("sdk", "langgraph"):
        raise invalid_input("trace checkpoint source must be 'sdk' or 'langgraph'.")
    for key, value in fields.items():
        if key in RESERVED_POINT_FIELDS or key == "span_id":
            raise invalid_input(f"trace checkpoint field {key!r} is set by the SDK.")
        if value is None:
            continue
        if isinstance(value, str):
            extra[key] = clean(value)
        elif isinstance(value, bool | int) or (isinstance(value, float) and math.isfinite(value)):
            extra[key] = value
        else:
            raise invalid_input(
                f"trace checkpoint field {key!r} must be a string, number or boolean."
            )
    step = extra.get("step")
    if "step" in extra and not (isinstance(step, int) and not isinstance(step, bool)):
        raise invalid_input("trace checkpoint step must be an integer.")
    return {"label": clean(label), "source": source, **extra}


def test_results_body(
    clean: Clean,
    passed: int,
    failed: int,
    total: int,
    *,
    groups: Mapping[str, Mapping[str, int]] | None,
    per_test: Sequence[Mapping[str, object]] | None,
    commands: Sequence[Mapping[str, object]],
) -> tuple[dict[str, JsonValue], bool]:
    """Test counts, by group, per test and per command; and whether a list was cut."""
    body: dict[str, JsonValue] = {
        "passed": checked_count(passed, "passed"),
        "failed": checked_count(failed, "failed"),
        "total": checked_count(total, "total"),
    }
    truncated = False
    listed: list[JsonValue] = []
    for index, command in enumerate(commands):
        if index >= MAX_COMMANDS:
            truncated = True
            break
        listed.append(command_body(clean, command, f"commands[{index}]"))
    body["commands"] = listed
    if groups is not None:
        if not isinstance(groups, Mapping):
            raise invalid_input("trace test_results groups must map a group name to counts.")
        out: dict[str, JsonValue] = {}
        for index, (name, counts) in enumerate(groups.items()):
            if index >= MAX_GROUPS:
                truncated = True
                break
            if not isinstance(counts, Mapping):
                raise invalid_input(f"trace test_results groups[{name!r}] must be a mapping.")
            out[clean(str(name))] = {
                "passed": checked_count(counts.get("passed"), f"groups[{name!r}].passed"),
                "failed": checked_count(counts.get("failed"), f"groups[{name!r}].failed"),
            }
        body["groups"] = out
    if per_test is not None:
        cases: list[JsonValue] = []
        for index, case in enumerate(per_test):
            if index >= MAX_PER_TEST:
                truncated = True
                break
            test_id = case.get("id") if isinstance(case, Mapping) else None
            outcome = case.get("outcome") if isinstance(case, Mapping) else None
            if not isinstance(test_id, str) or outcome not in (
                "passed",
                "failed",
                "skipped",
                "error",
            ):
                raise invalid_input(
                    f"trace test_results per_test[{index}] must be "
                    "{'id': str, 'outcome': 'passed'|'failed'|'skipped'|'error'}."
                )
            cases.append({"id": clean(test_id), "outcome": outcome})
        body["per_test"] = cases
    return body, truncated


def command_body(clean: Clean, command: Mapping[str, object], where: str) -> dict[str, JsonValue]:
    """A test command's or a command result's fields, checked; its name a short label."""
    if not isinstance(command, Mapping):
        raise invalid_input(f"trace {where} must be a mapping with name and success.")
    name, success = command.get("name"), command.get("success")
    if not isinstance(name, str) or not name:
        raise invalid_input(f"trace {where} name must be a non-empty label.")
    if not isinstance(success, bool):
        raise invalid_input(f"trace {where} success must be True or False.")
    out: dict[str, JsonValue] = {
        "name": clean(name, MAX_COMMAND_NAME_CHARS),
        "success": success,
        "timed_out": bool(command.get("timed_out", False)),
    }
    exit_code = command.get("exit_code")
    if exit_code is not None:
        if not isinstance(exit_code, int) or isinstance(exit_code, bool):
            raise invalid_input(f"trace {where} exit_code must be an integer.")
        out["exit_code"] = min(255, max(-255, exit_code))
    return out


def model_call(
    request_body: Mapping[str, object],
    response: Mapping[str, object] | None,
    error_code: str | None,
    format: str = "openai-chat",
) -> tuple[dict[str, object], object]:
    """A gateway call's span attributes (model, token counts, error) and output, from a reply
    in either gateway format: OpenAI chat (``usage.prompt_tokens``/``completion_tokens``,
    ``choices[0].message``) or Anthropic messages (``usage.input_tokens``/``output_tokens``,
    ``content`` blocks)."""
    attrs: dict[str, object] = {}
    reply = response or {}
    model = reply.get("model") or request_body.get("model")
    if isinstance(model, str):
        attrs["model"] = model[:MAX_NAME_CHARS]
    anthropic = format == "anthropic-messages"
    usage = reply.get("usage")
    if isinstance(usage, Mapping):
        names = ("input_tokens", "output_tokens") if anthropic else _OPENAI_USAGE
        for wire, ours in zip(names, ("input_tokens", "output_tokens"), strict=True):
            value = usage.get(wire)
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                attrs[ours] = value
    if error_code:
        attrs["error_code"] = error_code
    output: object = None
    if anthropic:
        content = reply.get("content")
        if isinstance(content, list):
            output = {"role": reply.get("role") or "assistant", "content": content}
    else:
        choices = reply.get("choices")
        if isinstance(choices, list) and choices and isinstance(choices[0], Mapping):
            output = choices[0].get("message")
    return attrs, output


_OPENAI_USAGE = ("prompt_tokens", "completion_tokens")


def model_input(request_body: Mapping[str, object], format: str = "openai-chat") -> object:
    """A gateway call's input: its messages (an Anthropic ``system`` prompt first, as a
    system message)."""
    messages = request_body.get("messages")
    if format != "anthropic-messages":
        return messages
    system = request_body.get("system")
    if system is None:
        return messages
    listed = list(messages) if isinstance(messages, list) else []
    return [{"role": "system", "content": system}, *listed]
