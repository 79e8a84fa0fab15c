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
import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from ..._timing import SYSTEM
from .._attempt.codes import ACTION_STEP_CODES, ATTEMPT_OVER_CODES, RUN_STOP_CODES
from .._attempt.durable import Draw, OnRetry, Sleep, durable
from .._attempt.threads import offload
from .._sandbox.request import SandboxRequest
from .api import (
    CORE_TOOLS,
    DONE_REASONS,
    OUTPUT_KINDS,
    TaskApi,
    ToolRecorder,
    ToolResult,
    ToolsApi,
    core_tools,
    filter_meta,
    no_arguments,
    refusal_result,
)
from .checkout import CONTAINER_TOOLSET, Checkout, CommandRecorder
from .execute import execute_arguments
from .toolsets import LOCAL_SIDES, LOCAL_TOOLSETS, check_toolset, local_toolsets
from .workspace import (
    MAX_ANSWER_BYTES,
    JsonObject,
    Workspace,
    as_int,
    as_list,
    as_mapping,
    delivered_input_files,
)

if TYPE_CHECKING:
    from ..._client import AsyncEvalRouter


__all__ = ["TaskServer", "check_toolset", "local_toolsets"]

MAX_NAMED_TOOLS = 30  # an unknown tool's refusal names the attempt's tools, this many at most


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
        random: Draw = SYSTEM.random,
        on_retry: OnRetry | None = None,
        sandbox: SandboxRequest | None = None,
    ) -> None:
        self._sandbox = sandbox or SandboxRequest()
        """Where a repository task's in-place ``execute`` runs (the agent's own request)."""
        self._random = random
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
        self._checkout: Checkout | None = None
        self.output_kind = "answer"
        self.done_event = asyncio.Event()
        self.closed_code: str | None = None
        """The first run-stop or attempt-over code any call of this server was refused with."""
        self.task = TaskApi(self)
        self.tools = ToolsApi(self)

    @property
    def last_output(self) -> JsonObject | None:
        """The output last submitted for the attempt (``None`` before any)."""
        return self._last_output

    def __repr__(self) -> str:
        return f"TaskServer(run_id={self._run_id!r}, attempt_id={self._attempt_id!r})"

    @property
    def workspace(self) -> Path:
        return self._workspace.path

    # ------------------------------------------------------------------ preparation

    async def prepare(self) -> None:
        """Read the task, write its public files, check every local action can run here, and
        build the tool list; for a repository task, make its checkout (``checkout``). Raised:
        ``toolset_unsupported``, ``client_file_task_invalid``, ``client_workspace_replaced``,
        the checkout's ``client_run_*`` codes and any refusal of the task route."""
        delivery = await self._refresh()
        output = as_mapping(delivery.get("output"))
        kind = output.get("kind")
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
        tools = core_tools(self.output_kind)
        for action in as_list(delivery.get("actions")):
            if not isinstance(action, Mapping) or not isinstance(action.get("name"), str):
                continue
            name = str(action["name"])
            side = action.get("executes_at")
            if side != "worker" and not (side in LOCAL_SIDES and name in available):
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
        files = delivered_input_files(delivery)

        async def write_files() -> None:
            if files:
                await offload(self._workspace.write_files, files)

        if self.output_kind == "patch" or CONTAINER_TOOLSET in self._toolsets:
            self._checkout = Checkout(self._workspace.path, self._attempt_id, self._sandbox)
            await self._checkout.prepare(delivery, write_files)
        else:
            await write_files()

    async def aclose(self) -> None:
        """Release what the attempt's tools hold on this machine (a repository task's
        container). Safe to call more than once."""
        if self._checkout is not None:
            await self._checkout.close()

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
            return cast("JsonObject", to_dict() if callable(to_dict) else as_mapping(answer))

        try:
            return await durable(
                once, sleep=self._sleep, random=self._random, on_retry=self._on_retry
            )
        except EvalRouterError as error:
            if self.closed_code is None and (
                error.code in RUN_STOP_CODES or error.code in ATTEMPT_OVER_CODES
            ):
                self.closed_code = error.code
            raise

    async def _submit_output(self, output: JsonObject) -> int:
        delivery = await self._refresh()
        revision = as_int(delivery.get("submission_revision")) + 1
        body: JsonObject = {
            "revision": revision,
            "inputs_sha256": cast(
                "JsonValue", as_mapping(delivery.get("task")).get("inputs_sha256")
            ),
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
            self._next_step = as_int((await self._refresh()).get("next_action_step"))
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
            told = as_mapping(error.details).get("next_step")
            step = max(
                as_int(delivery.get("next_action_step")),
                told if isinstance(told, int) and not isinstance(told, bool) else 0,
            )
            result = await send(step)
        committed = result.get("step")
        self._next_step = (committed if isinstance(committed, int) else step) + 1
        texts = [
            str(block["text"])
            for block in as_list(result.get("content"))
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
            "task_id": cast("JsonValue", as_mapping(delivery.get("task")).get("task_id"))
        }
        for key in ("instructions", "inputs", "output", "session", "notes"):
            if delivery.get(key) is not None:
                view[key] = json.loads(json.dumps(delivery[key]))
        inputs = view.get("inputs")
        if isinstance(inputs, dict) and isinstance(inputs.get("repository"), dict):
            cast("JsonObject", inputs["repository"]).pop("instance_id", None)
        if self._checkout is not None:
            view["checkout"] = self._checkout.describe()
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
                raise invalid_input(
                    f"submit(output=...) takes the answer as a string, not "
                    f"{type(output).__name__}.",
                    hint="Pass the answer text: submit('42').",
                    field="output",
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
            raise invalid_input(
                f"This task's output kind is {kind!r}: submit() takes no argument and collects "
                + (
                    "the checkout's diff from the workspace."
                    if kind == "patch"
                    else "the declared files from the workspace."
                ),
                hint="Change the files in context.workspace, then call submit().",
                field="output",
            )
        collected = await self._collect()
        if collected is None and kind == "patch":
            raise EvalRouterError(
                "submission_empty",
                "There is nothing to submit: the checkout has no changes against its baseline.",
                hint="Edit the repository's files in context.workspace first.",
            )
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
            raise invalid_input(
                f"done(reason=...) must be one of {', '.join(DONE_REASONS)}, not {reason!r}.",
                hint="Use done() or done('gave_up').",
                field="reason",
            )
        await self._settle()
        attempts = self._attempts
        body: JsonObject = {"reason": str(reason)}
        receipt = await self._platform(lambda: attempts.done(self._run_id, self._attempt_id, body))
        self.done_event.set()
        if self._checkout is not None:
            await self._checkout.close()
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
        """Submit the work left in the workspace before the attempt is finished: for file
        and repository tasks, the collected files or diff when there are any and they differ
        from the last submission; nothing for the others. True when a submission was made. A
        repository task's container is removed after."""
        async with self._lock:
            try:
                return await self._settle()
            finally:
                if self._checkout is not None:
                    await self._checkout.close()  # the turn is over: no command runs after it

    def _output_paths(self) -> list[str]:
        paths = as_mapping(self._delivery.get("output")).get("paths")
        return [path for path in as_list(paths) if isinstance(path, str)]

    async def _collect(self) -> JsonObject | None:
        if self.output_kind == "patch":
            if self._checkout is None:
                raise EvalRouterError(
                    "client_output_collection_failed",
                    "This repository task has no checkout to collect a diff from.",
                    hint="Call prepare() before submitting.",
                )
            return await self._checkout.collect()
        files = await offload(self._workspace.collect, self._output_paths())
        if all(entry["status"] == "missing" for entry in files):
            return None
        return {"kind": "files", "files": cast("JsonValue", files)}

    async def _fetch_files(self) -> ToolResult:
        files = delivered_input_files(self._delivery)
        restored = await offload(self._workspace.write_files, files)
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
            no_arguments(name, arguments)
            return self._task_result()
        if name == "submit":
            if self.output_kind != "answer":
                if self.output_kind != "none":
                    no_arguments(name, arguments)
                return await self._submitted(None)
            if set(arguments) != {"answer"}:
                raise invalid_input(
                    "submit takes exactly one argument, 'answer' (a string).",
                    hint='Call submit with {"answer": "<your answer>"}.',
                    field="arguments",
                )
            return await self._submitted(arguments["answer"])
        if name == "done":
            if set(arguments) - {"reason"}:
                raise invalid_input(
                    "done takes only an optional 'reason' (completed or gave_up).",
                    hint='Call done with {} or {"reason": "gave_up"}.',
                    field="arguments",
                )
            return await self._finished(arguments.get("reason", "completed"))
        side = self._actions.get(name)
        if side == "worker":
            return await self._act(name, arguments, filter_meta(meta))
        if side is not None and name == "fetch_files":
            no_arguments(name, arguments)
            return await self._fetch_files()
        if side is not None and name == "execute" and self._checkout is not None:
            command, timeout = execute_arguments(arguments)
            done = await self._checkout.execute(command, timeout)
            if isinstance(self._trace, CommandRecorder):
                self._trace.command_result(
                    name,
                    success=done.exit_code == 0 and not done.timed_out,
                    exit_code=done.exit_code,
                    timed_out=done.timed_out,
                    duration_ms=done.duration_ms,
                )
            return ToolResult(text=done.text(), structured=done.structured())
        names = [str(tool.get("name")) for tool in self._tools][:MAX_NAMED_TOOLS]
        raise EvalRouterError(
            "unknown_tool",
            f"This attempt has no tool named {name!r}; its tools: {', '.join(names)}.",
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
                raise invalid_input(
                    f"Tool arguments must be a JSON object, not {type(arguments).__name__}.",
                    hint="Pass a dict, e.g. call('lookup', {'query': 'x'}).",
                    field="arguments",
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
