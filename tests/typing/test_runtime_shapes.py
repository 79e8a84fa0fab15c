"""The agents' TypedDicts describe what the SDK really returns: every key a type marks Required is
there, and every value has the annotated type, in what an agent gets from EvalRouter Local (an
answer task and a file task: the task, a chat reply, the tool list) and from a task delivered
without inputs. So the static promises ``tests/typing`` checks (``task["inputs"]["messages"]``,
``reply["choices"][0]["message"]["content"]``) hold at run time."""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from pathlib import Path
from typing import (
    Literal,
    NotRequired,
    Required,
    TypeAliasType,
    Union,
    get_args,
    get_origin,
    is_typeddict,
)

import httpx

from evalrouter import AsyncEvalRouter, agents
from evalrouter.agents._task.server import TaskServer
from evalrouter.testing import EvalRouterLocal

ROUTE = "sim/gpt-5-mini"


def problems(value: object, hint: object, where: str) -> list[str]:
    """Where ``value`` does not fit ``hint`` (empty when it fits)."""
    if isinstance(hint, TypeAliasType):
        return problems(value, hint.__value__, where)
    if is_typeddict(hint):
        assert isinstance(hint, type)
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not a {hint.__name__} dict"]
        fields = typing.get_type_hints(hint, include_extras=True)  # resolvable at run time
        found = []
        for key, field in fields.items():
            # (``__required_keys__`` cannot see ``Required[...]`` in a string annotation.)
            marked = get_origin(field)
            required = marked is Required or (hint.__total__ and marked is not NotRequired)
            if marked in (Required, NotRequired):
                field = get_args(field)[0]
            if key in value:
                found += problems(value[key], field, f"{where}[{key!r}]")
            elif required:
                found.append(f"{where}[{key!r}]: missing")
        return found
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        fits = any(not problems(value, arg, where) for arg in args)
        return [] if fits else [f"{where}: {value!r:.80} is not {hint}"]
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is not one of {args}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {type(value).__name__}, not a list"]
        return [p for i, item in enumerate(value) for p in problems(item, args[0], f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {type(value).__name__}, not a dict"]
        return [
            p
            for k, item in value.items()
            for p in (
                ([] if isinstance(k, str) else [f"{where}: key {k!r}"])
                + problems(item, args[1], f"{where}[{k!r}]")
            )
        ]
    if hint is None or hint is types.NoneType:
        return [] if value is None else [f"{where}: {value!r:.80} is not None"]
    if hint is float:
        fits = isinstance(value, int | float) and not isinstance(value, bool)
        return [] if fits else [f"{where}: {value!r:.80} is not a float"]
    assert isinstance(hint, type), f"{where}: no check for {hint}"
    if isinstance(value, bool) and hint is int:
        return [f"{where}: {value!r} is a bool, not an int"]
    return [] if isinstance(value, hint) else [f"{where}: {value!r:.80} is not {hint.__name__}"]


def test_the_checker_finds_what_does_not_fit() -> None:
    """The check above can fail: a missing Required key, a wrong leaf type, a wrong literal."""
    message: dict[str, object] = {"role": "assistant", "content": "4"}
    choice = {"index": 0, "message": message, "finish_reason": "stop"}
    reply = {"id": "c", "object": "chat.completion", "created": 1, "model": "m"}
    assert problems({**reply, "choices": [choice]}, agents.ChatCompletion, "r") == []
    assert problems(reply, agents.ChatCompletion, "r") == ["r['choices']: missing"]
    bad = {**reply, "choices": [{**choice, "message": {"role": "assistant"}}]}
    assert problems(bad, agents.ChatCompletion, "r") == [
        "r['choices'][0]['message']['content']: missing"
    ]
    task = {"task_id": "t", "inputs": {"messages": [{"role": 1}]}, "output": {"kind": "essay"}}
    assert len(problems(task, agents.AgentTask, "t")) == 2


def test_what_an_agent_gets_from_evalrouter_local_fits_its_types() -> None:
    seen: list[tuple[str, object, object]] = []

    @agents.define_agent(name="shapes")
    async def shapes(context: agents.AgentContext) -> None:
        task = await context.task.get()
        seen.append(("task", task, agents.AgentTask))
        seen.append(("tools", await context.tools.list(), list[agents.ToolSpec]))
        paths = task["output"].get("paths")
        if task["output"]["kind"] == "files" and paths:  # its budget allows no model call
            (context.workspace / paths[0]).write_text("0\n")
            await context.task.submit()
        else:
            reply = await context.gateway.chat(messages=task["inputs"]["messages"])
            seen.append(("reply", reply, agents.ChatCompletion))
            await context.task.submit(reply["choices"][0]["message"]["content"])
        await context.task.done()

    client = EvalRouterLocal(seed=3).client()
    for tasks in ("gsm8k", "file-sums"):
        result = agents.evaluate(
            client, agent=shapes, model=ROUTE, tasks=tasks, coverage=1, budget_usd="2"
        )
        assert result.succeeded, result.outcomes
    assert [name for name, _, _ in seen] == ["task", "tools", "reply", "task", "tools"]
    files_task = seen[3][1]
    assert isinstance(files_task, dict) and files_task["inputs"]["files"]  # a file task indeed
    found = [p for name, value, hint in seen for p in problems(value, hint, name)]
    assert not found, "\n".join(found)


async def test_a_task_delivered_without_inputs_still_has_a_messages_list(tmp_path: Path) -> None:
    """``inputs`` absent or ``messages`` null in the delivery: ``get()`` gives ``[]``, so
    ``task["inputs"]["messages"]`` never raises; the task's other inputs are kept."""
    base: dict[str, object] = {
        "task": {"task_id": "task_1", "inputs_sha256": "a" * 64},
        "output": {"kind": "files", "paths": ["out.txt"]},
        "actions": [],
        "submission_revision": 0,
        "next_action_step": 1,
    }
    for inputs, kept in (
        (None, {}),
        ({"messages": None, "files": []}, {"files": []}),
    ):
        delivery = base if inputs is None else {**base, "inputs": inputs}

        def answer(request: httpx.Request, body: Mapping[str, object] = delivery) -> httpx.Response:
            assert request.url.path.endswith("/task")
            return httpx.Response(200, json=dict(body))

        client = AsyncEvalRouter(
            api_key="ercr_a.b",
            base_url="https://api.example",
            transport=httpx.MockTransport(answer),
            max_retries=0,
        )

        class NoTrace:
            def record_tool(self, *args: object) -> None:
                pass

        async def no_sleep(seconds: float) -> None:
            raise AssertionError("nothing is retried here")

        server = TaskServer(
            client, "run_1", "att_1", tmp_path, toolsets=(), trace=NoTrace(), sleep=no_sleep
        )
        await server.prepare()
        task = await server.task.get()
        assert task["inputs"] == {**kept, "messages": []}
        assert problems(task, agents.AgentTask, "task") == []
        await client.close()
