"""What an agent sees of its task: the task's shape (``AgentTask`` and the other TypedDicts), the
results of tool calls (:class:`ToolResult`) and the two front ends over the task server,
``context.task`` (:class:`TaskApi`) and ``context.tools`` (:class:`ToolsApi`)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol, Required, TypedDict, cast

from evalrouter_generated._model import JsonValue

from ..._args import checked
from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from .workspace import (
    MAX_ANSWER_BYTES,
    JsonObject,
    as_mapping,
)

if TYPE_CHECKING:
    from .server import TaskServer

    pass


class TaskMessage(TypedDict, total=False):
    """One message of the task's conversation, in OpenAI's chat shape (other fields the task
    carries are kept): a list of them goes to ``context.gateway.chat(messages=...)`` as it is."""

    role: Required[str]
    content: str | list[JsonObject] | None
    name: str
    tool_calls: list[JsonObject]
    tool_call_id: str


class TaskInputFile(TypedDict):
    """A public file of the task, already written into ``context.workspace`` at ``path``."""

    path: str
    content: str


class TaskRepository(TypedDict, total=False):
    """The repository a patch task works on (other fields the task carries are kept)."""

    workdir: Required[str]
    base_commit: Required[str]


class TaskInputs(TypedDict, total=False):
    """What the task gives the agent: ``messages`` always (empty when the task has none), and
    ``files`` or ``repository`` when the task has them (other inputs are kept)."""

    messages: Required[list[TaskMessage]]
    files: list[TaskInputFile] | None
    repository: TaskRepository | None


class TaskOutput(TypedDict, total=False):
    """What the task expects: ``kind`` of output, and for ``files`` the ``paths`` collected."""

    kind: Required[Literal["answer", "files", "patch", "none"]]
    paths: list[str] | None
    max_files: int | None
    max_bytes: int | None


class AgentTask(TypedDict, total=False):
    """The task as ``context.task.get()`` returns it: ``task["inputs"]["messages"]`` is the
    conversation to answer; ``instructions``, ``session`` and ``notes`` when the task has them."""

    task_id: Required[str]
    inputs: Required[TaskInputs]
    output: Required[TaskOutput]
    instructions: str
    session: JsonValue
    notes: str


class ToolSpec(TypedDict, total=False):
    """One tool of ``context.tools.list()``: its ``name`` (for ``call(name, ...)``), and its
    ``description`` and JSON schemas when it has them."""

    name: Required[str]
    description: str
    inputSchema: JsonObject
    outputSchema: JsonObject
    annotations: JsonObject


OUTPUT_KINDS = ("answer", "files", "patch", "none")
DONE_REASONS = ("completed", "gave_up")
CORE_TOOLS = ("get_task", "submit", "done")


META_MAX_PAIRS = 16
META_MAX_KEY = 100
META_MAX_VALUE = 200


class ToolRecorder(Protocol):
    """What the task server needs of the attempt's trace: one record per tool call."""

    def record_tool(
        self,
        name: str,
        arguments: Mapping[str, object] | None,
        result: Mapping[str, object],
        is_error: bool,
        error_code: str | None,
    ) -> None: ...


@dataclass(frozen=True, slots=True)
class ToolResult:
    """The result of one tool call: its text, its structured content, and whether it failed.

    A refusal is a result too: ``is_error`` is true, ``text`` reads ``"<code>: <message>"`` and
    ``structured`` is ``{"code": <code>}``.
    """

    text: str
    structured: JsonObject | None = None
    is_error: bool = False

    def to_dict(self) -> JsonObject:
        return {"text": self.text, "structured": self.structured, "is_error": self.is_error}


def refusal_result(error: EvalRouterError) -> ToolResult:
    return ToolResult(
        text=f"{error.code}: {error.message}", structured={"code": error.code}, is_error=True
    )


# --------------------------------------------------------------------------- front ends


class TaskApi:
    """``context.task``: the task, its submission and its end. Refusals raise
    ``EvalRouterError`` with the platform's or the SDK's code."""

    __slots__ = ("_server",)

    def __init__(self, server: TaskServer) -> None:
        self._server = server

    def __repr__(self) -> str:
        return "TaskApi()"

    @checked("context.task.get()")
    async def get(self) -> AgentTask:
        """The task as delivered: ``task_id``, ``inputs`` (with ``messages``, a list, always),
        ``output``, and ``instructions``, ``session`` and ``notes`` when present. A copy:
        changing it changes nothing."""
        server = self._server

        async def read() -> ToolResult:
            return server._task_result()

        result = await server.recorded("get_task", {}, read)
        view = cast("JsonObject", result.structured)
        inputs = view.get("inputs")
        if not isinstance(inputs, dict):
            inputs = view["inputs"] = {}
        if not isinstance(inputs.get("messages"), list):
            inputs["messages"] = []
        return cast("AgentTask", view)

    @checked("context.task.submit()")
    async def submit(self, output: str | None = None) -> int:
        """Store the attempt's output as its next revision, and return that revision.

        Answer tasks take the answer text (at most 64 KiB of UTF-8); file tasks take nothing
        and submit the declared output files found in the workspace."""
        server = self._server
        arguments: JsonObject = {} if output is None else {"answer": output}
        result = await server.recorded("submit", arguments, lambda: server._submitted(output))
        return cast("int", as_mapping(result.structured)["revision"])

    @checked("context.task.done()")
    async def done(self, reason: str = "completed") -> str:
        """End the attempt (after submitting any changed work) and return its state,
        ``submitted`` or ``failed``. It never reports a score."""
        server = self._server
        result = await server.recorded("done", {"reason": reason}, lambda: server._finished(reason))
        return cast("str", as_mapping(result.structured)["state"])


class ToolsApi:
    """``context.tools``: every tool of the attempt. A refusal comes back as a result with
    ``is_error`` set, never raised."""

    __slots__ = ("_server",)

    def __init__(self, server: TaskServer) -> None:
        self._server = server

    def __repr__(self) -> str:
        return "ToolsApi()"

    @checked("context.tools.list()")
    async def list(self) -> list[ToolSpec]:
        """The tools: ``get_task``, ``submit`` (not for tasks without a submission), ``done``,
        then the task's own actions; each with ``name``, ``description`` and ``inputSchema``."""
        return cast("list[ToolSpec]", self._server._tool_list())

    @checked("context.tools.call()")
    async def call(
        self,
        name: str,
        arguments: Mapping[str, object] | None = None,
        *,
        meta: Mapping[str, object] | None = None,
    ) -> ToolResult:
        """Call one tool by name. ``meta`` may carry the caller's own call id (string pairs).
        A name that is not a string is a mistake in the agent's code: it is raised
        (``invalid_input``), not returned."""
        if not isinstance(name, str) or not name:
            raise invalid_input(
                f"context.tools.call() needs the tool's name as a string, not {name!r:.60}.",
                hint="Pass a name from context.tools.list(), e.g. call('submit', {'answer': '4'}).",
                argument="name",
            )
        _check_sendable(arguments, meta)
        try:
            return await self._server.invoke(name, arguments, meta)
        except EvalRouterError as error:
            return refusal_result(error)


def _check_sendable(arguments: object, meta: object) -> None:
    """Arguments and meta the agent's code got wrong are its mistake, raised (``invalid_input``
    naming the argument), never a TypeError from deep in the call."""
    if meta is not None and not isinstance(meta, Mapping):  # its short string pairs are kept
        raise invalid_input(
            f"meta must be a mapping of strings to strings, not {meta!r:.60}.",
            hint="Pass e.g. meta={'call_id': 'c1'}, or leave it out.",
            argument="meta",
        )
    if arguments is None:
        return
    try:  # JSON that is no object (a list, a string) the task server refuses as the tool would
        json.dumps(arguments, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise invalid_input(
            f"The tool's arguments cannot be sent as JSON: {error}.",
            hint="Pass strings, finite numbers, booleans, None, lists and dicts with string "
            "keys, e.g. {'expression': '(3 + 4) * 2'}.",
            argument="arguments",
        ) from None


# --------------------------------------------------------------------------- core tools


def core_tools(kind: str) -> list[JsonObject]:
    tools: list[JsonObject] = [
        {
            "name": "get_task",
            "description": "Read the task: its instructions, inputs and expected output.",
            "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
        }
    ]
    if kind == "answer":
        tools.append(
            {
                "name": "submit",
                "description": "Submit the answer, replacing any earlier one. Call done after.",
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "answer": {
                            "type": "string",
                            "maxLength": MAX_ANSWER_BYTES,
                            "description": "The answer text.",
                        }
                    },
                    "required": ["answer"],
                    "additionalProperties": False,
                },
            }
        )
    elif kind != "none":
        tools.append(
            {
                "name": "submit",
                "description": "Submit the task's declared output files from the workspace.",
                "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
            }
        )
    tools.append(
        {
            "name": "done",
            "description": "Finish the task: the last submission is frozen and graded.",
            "inputSchema": {
                "type": "object",
                "properties": {"reason": {"type": "string", "enum": list(DONE_REASONS)}},
                "additionalProperties": False,
            },
        }
    )
    return tools


def no_arguments(name: str, arguments: Mapping[str, object]) -> None:
    if arguments:
        raise invalid_input(
            f"{name} takes no arguments; got {', '.join(sorted(arguments))}.",
            hint=f"Call {name} with {{}}.",
            field="arguments",
        )


def filter_meta(meta: Mapping[str, object] | None) -> JsonObject:
    """The request meta the platform accepts: string pairs (key ≤100, value ≤200 chars), at
    most 16, in the caller's order; anything else is dropped."""
    kept: JsonObject = {}
    for key, value in (meta or {}).items():
        if len(kept) >= META_MAX_PAIRS:
            break
        if (
            isinstance(key, str)
            and isinstance(value, str)
            and len(key) <= META_MAX_KEY
            and len(value) <= META_MAX_VALUE
        ):
            kept[key] = value
    return kept
