"""The attempt's task server: the task, its tools, submissions, actions and done.

One object per attempt, used in process by an in-code agent (``context.task`` and
``context.tools``) and by the runner (``prepare`` before the agent starts, ``settle`` after).
It talks to the attempt's routes with the attempt credential only, keeps the submission
revision and action step keyed as the platform expects, and reads and writes the workspace
without ever leaving it: every path is checked against one pattern and every component is
opened from the workspace's own descriptor without following symbolic links.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import errno
import hashlib
import json
import os
import re
import stat
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol, Required, TypedDict, cast

from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from .._args import checked
from .._exceptions import EvalRouterError
from ._codes import ACTION_STEP_CODES, ATTEMPT_OVER_CODES, RUN_STOP_CODES
from ._durable import OnRetry, Sleep, durable

if TYPE_CHECKING:
    from .._client import AsyncEvalRouter

__all__ = [
    "AgentTask",
    "TaskApi",
    "TaskInputFile",
    "TaskInputs",
    "TaskMessage",
    "TaskOutput",
    "TaskRepository",
    "TaskServer",
    "ToolResult",
    "ToolSpec",
    "ToolsApi",
    "local_toolsets",
]

type JsonObject = dict[str, JsonValue]


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


FILES_TOOLSET = "toolset:files@1"
CONTAINER_TOOLSET = "toolset:container@1"
LOCAL_TOOLSETS: dict[str, tuple[str, ...]] = {FILES_TOOLSET: ("fetch_files",)}
"""The toolsets this runner executes itself, with the tools each provides."""

OUTPUT_KINDS = ("answer", "files", "patch", "none")
DONE_REASONS = ("completed", "gave_up")
CORE_TOOLS = ("get_task", "submit", "done")

MAX_ANSWER_BYTES = 64 * 1024
MAX_OUTPUT_FILE_BYTES = 64 * 1024
MAX_OUTPUT_TOTAL_BYTES = 256 * 1024
MAX_PATH_CHARS = 160
PATH_PATTERN = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*")
"""A workspace path: plain segments joined by ``/``; no segment starts with a dot, so ``..``,
hidden entries, absolute paths and empty segments are all refused."""

META_MAX_PAIRS = 16
META_MAX_KEY = 100
META_MAX_VALUE = 200

_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC: int = getattr(os, "O_CLOEXEC", 0)
_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _NOFOLLOW | _CLOEXEC
_FILE_READ_FLAGS = os.O_RDONLY | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | _CLOEXEC
_FILE_CREATE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC
SAFE_FILES = bool(_NOFOLLOW) and os.open in os.supports_dir_fd and os.stat in os.supports_dir_fd
"""Whether this system can open paths relative to a directory without following links; the
files toolset needs it (POSIX systems do; Windows does not)."""


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


# --------------------------------------------------------------------------- grant toolsets


def local_toolsets(grant: Mapping[str, object]) -> list[str]:
    """The toolset refs the grant's composition has this machine execute, in order.

    A toolset counts when at least one of its tools resolves to ``client`` or ``sandbox``.
    Raises ``client_run_grant_invalid`` when the grant does not name its own composition, and
    ``toolset_unsupported`` for a toolset this runner cannot execute.
    """
    protocol = _mapping(grant.get("task_protocol"))
    wanted = grant.get("composition_sha256")
    compositions = _mapping(protocol.get("compositions"))
    composition = next(
        (
            _mapping(item)
            for item in compositions.values()
            if isinstance(item, Mapping) and item.get("sha256") == wanted
        ),
        None,
    )
    if composition is None or not isinstance(wanted, str):
        raise EvalRouterError(
            "client_run_grant_invalid",
            "The attempt grant names no composition of its own: composition_sha256 matches "
            "none of task_protocol.compositions.",
            hint="The service sent an inconsistent grant; upgrade the SDK or report it.",
        )
    actions_ref = _mapping(_mapping(composition.get("parts")).get("actions"))
    if not actions_ref:
        return []
    part = _mapping(protocol.get("parts")).get(str(actions_ref.get("pid")))
    if not isinstance(part, Mapping):
        raise EvalRouterError(
            "client_run_grant_invalid",
            "The attempt grant's composition names an actions part that task_protocol.parts "
            "does not hold.",
            hint="The service sent an inconsistent grant; upgrade the SDK or report it.",
        )
    executes_at = _mapping(_mapping(composition.get("resolved")).get("executes_at"))
    refs: list[str] = []
    for toolset in _list(part.get("toolsets")):
        if not isinstance(toolset, Mapping):
            continue
        local = any(
            isinstance(tool, Mapping) and executes_at.get(str(tool.get("name"))) in _LOCAL_SIDES
            for tool in _list(toolset.get("tools"))
        )
        ref = toolset.get("ref")
        if local and isinstance(ref, str) and ref not in refs:
            refs.append(ref)
    for ref in refs:
        check_toolset(ref)
    return refs


_LOCAL_SIDES = ("client", "sandbox")


def check_toolset(ref: str) -> None:
    """Refuse a toolset this runner cannot execute, naming it (``toolset_unsupported``)."""
    if ref in LOCAL_TOOLSETS:
        return
    if ref == CONTAINER_TOOLSET:
        message = (
            f"This task needs {CONTAINER_TOOLSET} (a repository checkout in a container), "
            "which this SDK's agents runner does not execute yet."
        )
    else:
        message = f"This task needs the toolset {ref!r}, which this SDK cannot execute."
    raise EvalRouterError(
        "toolset_unsupported",
        message,
        hint="Choose tasks whose tools run on the platform or need only "
        f"{', '.join(LOCAL_TOOLSETS)}, or upgrade the SDK.",
        details={"toolset": ref},
    )


# --------------------------------------------------------------------------- the server


class TaskServer:
    """One attempt's task protocol: delivery, tools, submissions, actions, done, settle."""

    def __init__(
        self,
        client: AsyncEvalRouter,
        run_id: str,
        attempt_id: str,
        workspace: Path,
        *,
        toolsets: Sequence[str],
        trace: ToolRecorder,
        sleep: Sleep,
        on_retry: OnRetry | None = None,
    ) -> None:
        self._on_retry = on_retry
        for ref in toolsets:
            check_toolset(ref)
        # The attempt's routes are internal operations: reached through their generated
        # resource on the attempt's client (its bearer is the attempt credential).
        self._attempts = AsyncClientRuns(client).attempts
        self._run_id = run_id
        self._attempt_id = attempt_id
        self._workspace = Workspace(workspace)
        self._toolsets = tuple(dict.fromkeys(toolsets))
        self._trace = trace
        self._sleep = sleep
        self._lock = asyncio.Lock()
        self._delivery: JsonObject = {}
        self._tools: list[JsonObject] = []
        self._actions: dict[str, str] = {}
        self._next_step: int | None = None
        self._last_output: JsonObject | None = None
        self.output_kind = "answer"
        self.done_event = asyncio.Event()
        self.closed_code: str | None = None
        """The first run-stop or attempt-over code any call of this server was refused with."""
        self.task = TaskApi(self)
        self.tools = ToolsApi(self)

    def __repr__(self) -> str:
        return f"TaskServer(run_id={self._run_id!r}, attempt_id={self._attempt_id!r})"

    @property
    def workspace(self) -> Path:
        return self._workspace.path

    # ------------------------------------------------------------------ preparation

    async def prepare(self) -> None:
        """Read the task, write its public files, check every local action can run here, and
        build the tool list. Raised: ``toolset_unsupported``, ``client_file_task_invalid``,
        ``client_workspace_replaced`` and any refusal of the task route."""
        delivery = await self._refresh()
        output = _mapping(delivery.get("output"))
        kind = output.get("kind")
        if kind == "patch":
            check_toolset(CONTAINER_TOOLSET)
        if kind not in OUTPUT_KINDS:
            raise EvalRouterError(
                "submission_unsupported",
                f"The task's output kind {kind!r} is not one this SDK can submit "
                f"({', '.join(OUTPUT_KINDS)}).",
                hint="Upgrade the SDK.",
                details={"kind": cast("JsonValue", kind)},
            )
        self.output_kind = str(kind)
        available = {tool for ref in self._toolsets for tool in LOCAL_TOOLSETS.get(ref, ())}
        actions: dict[str, str] = {}
        tools = _core_tools(self.output_kind)
        for action in _list(delivery.get("actions")):
            if not isinstance(action, Mapping) or not isinstance(action.get("name"), str):
                continue
            name = str(action["name"])
            side = action.get("executes_at")
            if side != "worker" and not (side in _LOCAL_SIDES and name in available):
                raise EvalRouterError(
                    "toolset_unsupported",
                    f"The task's action {name!r} runs on the {side!r} side, and no toolset "
                    "loaded for this attempt implements it.",
                    hint="Choose tasks whose tools this SDK supports, or upgrade the SDK.",
                    details={"action": name, "executes_at": cast("JsonValue", side)},
                )
            if name in CORE_TOOLS or name in actions:
                continue
            actions[name] = str(side)
            listed: JsonObject = {"name": name}
            for key in ("description", "inputSchema", "outputSchema", "annotations"):
                if action.get(key) is not None:
                    listed[key] = cast("JsonValue", action[key])
            tools.append(listed)
        self._actions = actions
        self._tools = tools
        files = _input_files(delivery)
        if files:
            await asyncio.to_thread(self._workspace.write_files, files)

    # ------------------------------------------------------------------ platform calls

    async def _refresh(self) -> JsonObject:
        attempts = self._attempts
        delivery = await self._platform(lambda: attempts.task(self._run_id, self._attempt_id))
        self._delivery = delivery
        return delivery

    async def _platform(self, call: Callable[[], Awaitable[object]]) -> JsonObject:
        """One call of the attempt's routes, repeated through transient failures (reads are
        safe to repeat; writes carry their natural keys); noting a code that ends it all."""

        async def once() -> JsonObject:
            answer = await call()
            to_dict = getattr(answer, "to_dict", None)
            return cast("JsonObject", to_dict() if callable(to_dict) else _mapping(answer))

        try:
            return await durable(once, sleep=self._sleep, on_retry=self._on_retry)
        except EvalRouterError as error:
            if self.closed_code is None and (
                error.code in RUN_STOP_CODES or error.code in ATTEMPT_OVER_CODES
            ):
                self.closed_code = error.code
            raise

    async def _submit_output(self, output: JsonObject) -> int:
        delivery = await self._refresh()
        revision = _int(delivery.get("submission_revision")) + 1
        body: JsonObject = {
            "revision": revision,
            "inputs_sha256": cast("JsonValue", _mapping(delivery.get("task")).get("inputs_sha256")),
            "output": output,
        }
        attempts = self._attempts
        receipt = await self._platform(
            lambda: attempts.submit(self._run_id, self._attempt_id, body)
        )
        self._last_output = output
        stored = receipt.get("revision")
        return stored if isinstance(stored, int) else revision

    async def _act(self, name: str, arguments: JsonObject, meta: JsonObject) -> ToolResult:
        if self._next_step is None:
            self._next_step = _int((await self._refresh()).get("next_action_step"))
        step = self._next_step
        attempts = self._attempts

        async def send(at: int) -> JsonObject:
            body: JsonObject = {"step": at, "tool": name, "arguments": arguments}
            if meta:
                body["meta"] = meta
            return await self._platform(lambda: attempts.act(self._run_id, self._attempt_id, body))

        try:
            result = await send(step)
        except EvalRouterError as error:
            if error.code not in ACTION_STEP_CODES:
                raise
            delivery = await self._refresh()
            told = _mapping(error.details).get("next_step")
            step = max(
                _int(delivery.get("next_action_step")),
                told if isinstance(told, int) and not isinstance(told, bool) else 0,
            )
            result = await send(step)
        committed = result.get("step")
        self._next_step = (committed if isinstance(committed, int) else step) + 1
        texts = [
            str(block["text"])
            for block in _list(result.get("content"))
            if isinstance(block, Mapping) and isinstance(block.get("text"), str)
        ]
        structured = result.get("structuredContent")
        return ToolResult(
            text="\n".join(texts),
            structured=structured if isinstance(structured, dict) else None,
            is_error=result.get("isError") is True,
        )

    # ------------------------------------------------------------------ the operations

    def _view(self) -> JsonObject:
        delivery = self._delivery
        view: JsonObject = {
            "task_id": cast("JsonValue", _mapping(delivery.get("task")).get("task_id"))
        }
        for key in ("instructions", "inputs", "output", "session", "notes"):
            if delivery.get(key) is not None:
                view[key] = json.loads(json.dumps(delivery[key]))
        inputs = view.get("inputs")
        if isinstance(inputs, dict) and isinstance(inputs.get("repository"), dict):
            cast("JsonObject", inputs["repository"]).pop("instance_id", None)
        return view

    async def _submit(self, output: object) -> int:
        kind = self.output_kind
        if kind == "none":
            raise EvalRouterError(
                "submission_unsupported",
                "This task takes no submission: the environment's final state is graded.",
                hint="Call done() when the work is finished.",
            )
        if kind == "answer":
            if not isinstance(output, str):
                raise EvalRouterError(
                    "invalid_input",
                    f"submit(output=...) takes the answer as a string, not "
                    f"{type(output).__name__}.",
                    hint="Pass the answer text: submit('42').",
                    details={"field": "output"},
                )
            size = len(output.encode("utf-8", "surrogatepass"))
            if size > MAX_ANSWER_BYTES:
                raise EvalRouterError(
                    "client_submission_too_large",
                    f"The answer is {size} bytes of UTF-8; at most {MAX_ANSWER_BYTES} are "
                    "accepted.",
                    hint="Shorten the answer.",
                    details={"field": "output", "bytes": size, "limit": MAX_ANSWER_BYTES},
                )
            return await self._submit_output({"kind": "answer", "text": output})
        if output is not None:
            raise EvalRouterError(
                "invalid_input",
                f"This task's output kind is {kind!r}: submit() takes no argument and collects "
                "the declared files from the workspace.",
                hint="Write the files into context.workspace, then call submit().",
                details={"field": "output"},
            )
        collected = await self._collect()
        if collected is None:
            raise EvalRouterError(
                "submission_empty",
                "There is nothing to submit: none of the task's declared output files exists "
                "in the workspace.",
                hint=f"Write {', '.join(self._output_paths()) or 'the output files'} first.",
                details={"paths": cast("JsonValue", self._output_paths())},
            )
        return await self._submit_output(collected)

    async def _done(self, reason: object) -> str:
        if reason not in DONE_REASONS:
            raise EvalRouterError(
                "invalid_input",
                f"done(reason=...) must be one of {', '.join(DONE_REASONS)}, not {reason!r}.",
                hint="Use done() or done('gave_up').",
                details={"field": "reason"},
            )
        await self._settle()
        attempts = self._attempts
        body: JsonObject = {"reason": str(reason)}
        receipt = await self._platform(lambda: attempts.done(self._run_id, self._attempt_id, body))
        self.done_event.set()
        state = receipt.get("state")
        return state if isinstance(state, str) else "submitted"

    async def _settle(self) -> bool:
        if self.output_kind not in ("files", "patch"):
            return False
        collected = await self._collect()
        if collected is None or collected == self._last_output:
            return False
        await self._submit_output(collected)
        return True

    async def settle(self) -> bool:
        """Submit the work left in the workspace (§9.8): for file tasks, the collected files
        when there are any and they differ from the last submission; nothing for the others.
        True when a submission was made."""
        async with self._lock:
            return await self._settle()

    def _output_paths(self) -> list[str]:
        paths = _mapping(self._delivery.get("output")).get("paths")
        return [path for path in _list(paths) if isinstance(path, str)]

    async def _collect(self) -> JsonObject | None:
        if self.output_kind == "patch":
            check_toolset(CONTAINER_TOOLSET)
        files = await asyncio.to_thread(self._workspace.collect, self._output_paths())
        if all(entry["status"] == "missing" for entry in files):
            return None
        return {"kind": "files", "files": cast("JsonValue", files)}

    async def _fetch_files(self) -> ToolResult:
        files = _input_files(self._delivery)
        restored = await asyncio.to_thread(self._workspace.write_files, files)
        structured: JsonObject = {
            "files": [path for path, _ in files],
            "restored": cast("JsonValue", restored),
            "outputs": cast("JsonValue", self._output_paths()),
        }
        text = (
            f"{len(files)} task file(s) in the workspace; restored: "
            f"{', '.join(restored) or 'none'}. Write the outputs to: "
            f"{', '.join(self._output_paths()) or '(none declared)'}."
        )
        return ToolResult(text=text, structured=structured)

    # ------------------------------------------------------------------ tool dispatch

    def _tool_list(self) -> list[JsonObject]:
        return cast("list[JsonObject]", json.loads(json.dumps(self._tools)))

    async def _call(
        self, name: str, arguments: JsonObject, meta: Mapping[str, object] | None
    ) -> ToolResult:
        if name == "get_task":
            _no_arguments(name, arguments)
            return self._task_result()
        if name == "submit":
            if self.output_kind != "answer":
                if self.output_kind != "none":
                    _no_arguments(name, arguments)
                return await self._submitted(None)
            if set(arguments) != {"answer"}:
                raise EvalRouterError(
                    "invalid_input",
                    "submit takes exactly one argument, 'answer' (a string).",
                    hint='Call submit with {"answer": "<your answer>"}.',
                    details={"field": "arguments"},
                )
            return await self._submitted(arguments["answer"])
        if name == "done":
            if set(arguments) - {"reason"}:
                raise EvalRouterError(
                    "invalid_input",
                    "done takes only an optional 'reason' (completed or gave_up).",
                    hint='Call done with {} or {"reason": "gave_up"}.',
                    details={"field": "arguments"},
                )
            return await self._finished(arguments.get("reason", "completed"))
        side = self._actions.get(name)
        if side == "worker":
            return await self._act(name, arguments, filter_meta(meta))
        if side is not None and name == "fetch_files":
            _no_arguments(name, arguments)
            return await self._fetch_files()
        raise EvalRouterError(
            "unknown_tool",
            f"This attempt has no tool named {name!r}.",
            hint="context.tools.list() names the tools this task offers.",
            details={"tool": name},
        )

    async def invoke(
        self,
        name: str,
        arguments: Mapping[str, object] | None,
        meta: Mapping[str, object] | None = None,
    ) -> ToolResult:
        """One tool call by name. Refusals raise ``EvalRouterError``."""
        args = cast("JsonObject", dict(arguments) if isinstance(arguments, Mapping) else {})

        async def run() -> ToolResult:
            if arguments is not None and not isinstance(arguments, Mapping):
                raise EvalRouterError(
                    "invalid_input",
                    f"Tool arguments must be a JSON object, not {type(arguments).__name__}.",
                    hint="Pass a dict, e.g. call('lookup', {'query': 'x'}).",
                    details={"field": "arguments"},
                )
            return await self._call(name, args, meta)

        return await self.recorded(name, args, run)

    async def recorded(
        self, name: str, arguments: JsonObject, run: Callable[[], Awaitable[ToolResult]]
    ) -> ToolResult:
        """Run one operation serialised with every other call of this attempt, and record it
        on the trace as a tool call (a refusal as a failed one, then raised)."""
        async with self._lock:
            try:
                result = await run()
            except EvalRouterError as error:
                refusal = refusal_result(error)
                self._trace.record_tool(name, arguments, refusal.to_dict(), True, error.code)
                raise
        self._trace.record_tool(name, arguments, result.to_dict(), result.is_error, None)
        return result

    async def _submitted(self, output: object) -> ToolResult:
        revision = await self._submit(output)
        return ToolResult(
            text=f"Submission recorded as revision {revision}. Call done when finished.",
            structured={"revision": revision},
        )

    async def _finished(self, reason: object) -> ToolResult:
        state = await self._done(reason)
        return ToolResult(text=f"Task finished (state: {state}).", structured={"state": state})

    def _task_result(self) -> ToolResult:
        view = self._view()
        notes = view.pop("notes", None)
        text = json.dumps(view, indent=2, ensure_ascii=False)
        if isinstance(notes, str) and notes:
            text += "\n\n" + notes
            view["notes"] = notes
        return ToolResult(text=text, structured=view)


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
        return cast("int", _mapping(result.structured)["revision"])

    @checked("context.task.done()")
    async def done(self, reason: str = "completed") -> str:
        """End the attempt (after submitting any changed work) and return its state,
        ``submitted`` or ``failed``. It never reports a score."""
        server = self._server
        result = await server.recorded("done", {"reason": reason}, lambda: server._finished(reason))
        return cast("str", _mapping(result.structured)["state"])


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
            raise EvalRouterError(
                "invalid_input",
                f"context.tools.call() needs the tool's name as a string, not {name!r:.60}.",
                hint="Pass a name from context.tools.list(), e.g. call('submit', {'answer': '4'}).",
                details={"argument": "name"},
            )
        try:
            return await self._server.invoke(name, arguments, meta)
        except EvalRouterError as error:
            return refusal_result(error)


# --------------------------------------------------------------------------- core tools


def _core_tools(kind: str) -> list[JsonObject]:
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


def _no_arguments(name: str, arguments: Mapping[str, object]) -> None:
    if arguments:
        raise EvalRouterError(
            "invalid_input",
            f"{name} takes no arguments; got {', '.join(sorted(arguments))}.",
            hint=f"Call {name} with {{}}.",
            details={"field": "arguments"},
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


# --------------------------------------------------------------------------- the workspace


def safe_path(path: object) -> bool:
    """Whether ``path`` is a workspace path this runner reads or writes."""
    return (
        isinstance(path, str)
        and len(path) <= MAX_PATH_CHARS
        and PATH_PATTERN.fullmatch(path) is not None
    )


def _input_files(delivery: Mapping[str, object]) -> list[tuple[str, str]]:
    files = _mapping(delivery.get("inputs")).get("files")
    found: list[tuple[str, str]] = []
    for index, entry in enumerate(_list(files)):
        path = entry.get("path") if isinstance(entry, Mapping) else None
        content = entry.get("content") if isinstance(entry, Mapping) else None
        if not safe_path(path) or not isinstance(content, str):
            raise EvalRouterError(
                "client_file_task_invalid",
                f"The task's inputs.files[{index}] is not a safe workspace file: its path must "
                f"be plain segments of [A-Za-z0-9_.-] joined by '/', at most {MAX_PATH_CHARS} "
                "characters, none starting with a dot, and its content a string.",
                hint="The task cannot be run locally; report it to the benchmark's owner.",
                details={"index": index, "path": cast("JsonValue", path)},
            )
        found.append((cast("str", path), content))
    return found


class Workspace:
    """The attempt's workspace, reached only through its root's own descriptor.

    The root's identity (device, inode) is recorded once; an operation that finds another
    directory there is refused with ``client_workspace_replaced``."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            info = os.stat(self.path, follow_symlinks=False)
        except OSError as error:
            raise EvalRouterError(
                "invalid_input",
                f"The attempt workspace {self.path.name!r} cannot be read: {error.strerror}.",
                hint="Give an existing directory.",
                details={"field": "workspace"},
            ) from None
        if not stat.S_ISDIR(info.st_mode):
            raise EvalRouterError(
                "invalid_input",
                "The attempt workspace must be a directory (not a symbolic link or a file).",
                hint="Give an existing directory.",
                details={"field": "workspace"},
            )
        self.identity = (info.st_dev, info.st_ino)

    def _open_root(self) -> int:
        if not SAFE_FILES:
            raise EvalRouterError(
                "toolset_unsupported",
                "File tasks need a system that opens files without following symbolic links "
                "(Linux or macOS); this one cannot.",
                hint="Run file tasks on Linux or macOS, or choose answer tasks.",
                details={"toolset": FILES_TOOLSET},
            )
        try:
            fd = os.open(self.path, _DIR_FLAGS)
        except OSError:
            fd = -1
        if fd >= 0:
            info = os.fstat(fd)
            if (info.st_dev, info.st_ino) == self.identity:
                return fd
            os.close(fd)
        raise EvalRouterError(
            "client_workspace_replaced",
            "The attempt's workspace directory was removed or replaced while the attempt ran.",
            hint="Leave context.workspace itself in place; change only what is inside it.",
        )

    def write_files(self, files: Sequence[tuple[str, str]]) -> list[str]:
        """Create each missing file (0600, exclusively); an existing entry, a symbolic link on
        the way, or a non-directory on the way is left as it is. Returns the paths created."""
        created: list[str] = []
        root = self._open_root()
        try:
            for path, content in files:
                *parents, name = path.split("/")
                fd = _walk(root, parents, create=True)
                if fd is None:
                    continue
                try:
                    try:
                        out = os.open(name, _FILE_CREATE_FLAGS, 0o600, dir_fd=fd)
                    except FileExistsError:
                        continue
                    except OSError as error:
                        if error.errno in (errno.ELOOP, errno.EISDIR, errno.ENOTDIR):
                            continue
                        raise
                    with os.fdopen(out, "wb") as stream:
                        stream.write(content.encode("utf-8", "surrogatepass"))
                    created.append(path)
                finally:
                    if fd != root:
                        os.close(fd)
        except OSError as error:
            raise EvalRouterError(
                "client_install_failed",
                f"The task's files could not be written into the workspace: {error.strerror}.",
                hint="Check the disk space and permissions of the workspace directory.",
            ) from None
        finally:
            os.close(root)
        return created

    def collect(self, paths: Sequence[str]) -> list[JsonObject]:
        """One entry per declared output path, in order: present (with its bytes), missing or
        unsafe (with the reason). Files over 64 KiB, or past 256 KiB in all, are unsafe."""
        entries: list[JsonObject] = []
        total = 0
        root = self._open_root()
        try:
            for path in paths:
                entry = _read_output(root, path, MAX_OUTPUT_TOTAL_BYTES - total)
                total += _int(entry.get("bytes"))
                entries.append(entry)
        except OSError as error:
            raise EvalRouterError(
                "client_output_collection_failed",
                f"The output files could not be read from the workspace: {error.strerror}.",
                hint="Check the permissions of the files the task declares as outputs.",
            ) from None
        finally:
            os.close(root)
        return entries


def _walk(root: int, parents: Sequence[str], *, create: bool) -> int | None:
    """A descriptor of ``root/parents`` (``root`` itself for none), reached without following a
    symbolic link; None when a component is missing (and not created), a link or not a
    directory. The caller closes a descriptor other than ``root``."""
    fd = root
    for part in parents:
        if create:
            with contextlib.suppress(FileExistsError):
                os.mkdir(part, 0o700, dir_fd=fd)
        try:
            child = os.open(part, _DIR_FLAGS, dir_fd=fd)
        except OSError as error:
            if error.errno not in (errno.ENOENT, errno.ELOOP, errno.ENOTDIR):
                raise
            child = -1
        if fd != root:
            os.close(fd)
        if child < 0:
            return None
        fd = child
    return fd


def _read_output(root: int, path: str, room: int) -> JsonObject:
    def unsafe(reason: str) -> JsonObject:
        return {"path": path, "status": "unsafe", "reason": reason}

    if not safe_path(path):
        return unsafe("path_escape")
    *parents, name = path.split("/")
    fd = root
    for part in parents:
        try:
            info = os.stat(part, dir_fd=fd, follow_symlinks=False)
        except FileNotFoundError:
            info = None
        if info is None or not stat.S_ISDIR(info.st_mode):
            if fd != root:
                os.close(fd)
            if info is not None and stat.S_ISLNK(info.st_mode):
                return unsafe("symlink")
            return {"path": path, "status": "missing"}
        walked = _walk(fd, [part], create=False)
        if fd != root:
            os.close(fd)
        if walked is None:
            return unsafe("symlink")
        fd = walked
    try:
        return _read_file(fd, name, path, room)
    finally:
        if fd != root:
            os.close(fd)


def _read_file(fd: int, name: str, path: str, room: int) -> JsonObject:
    def unsafe(reason: str) -> JsonObject:
        return {"path": path, "status": "unsafe", "reason": reason}

    try:
        info = os.stat(name, dir_fd=fd, follow_symlinks=False)
    except FileNotFoundError:
        return {"path": path, "status": "missing"}
    if stat.S_ISLNK(info.st_mode):
        return unsafe("symlink")
    if not stat.S_ISREG(info.st_mode):
        return unsafe("not_regular_file")
    if info.st_nlink > 1:
        return unsafe("hardlink")
    limit = min(MAX_OUTPUT_FILE_BYTES, room)
    if info.st_size > limit:
        return unsafe("oversize")
    try:
        handle = os.open(name, _FILE_READ_FLAGS, dir_fd=fd)
    except FileNotFoundError:
        return {"path": path, "status": "missing"}
    except OSError as error:
        if error.errno == errno.ELOOP:
            return unsafe("symlink")
        raise
    with os.fdopen(handle, "rb") as stream:
        opened = os.fstat(stream.fileno())
        # The entry checked above may have been swapped since: judge the file actually opened.
        if not stat.S_ISREG(opened.st_mode):
            return unsafe("not_regular_file")
        if opened.st_nlink > 1:
            return unsafe("hardlink")
        data = stream.read(limit + 1)
    if len(data) > limit:
        return unsafe("oversize")
    return {
        "path": path,
        "status": "present",
        "content_base64": base64.b64encode(data).decode("ascii"),
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
    }


# --------------------------------------------------------------------------- small readers


def _mapping(value: object) -> Mapping[str, object]:
    return cast("Mapping[str, object]", value) if isinstance(value, Mapping) else {}


def _list(value: object) -> list[object]:
    return cast("list[object]", value) if isinstance(value, list) else []


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0
