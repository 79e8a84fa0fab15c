"""The task protocol between a client run's worker and its agent: the grant a claim answers
(credential, limits, trace grant, toolset composition), the task delivery, the check of a
submission's output and the text the grader reads from it."""

from __future__ import annotations

import base64
import binascii
import hashlib
from typing import TYPE_CHECKING, Any

from .._hashing import canonical_hash
from ._calculator import CALCULATOR_TOOL
from ._clock import MICROS
from ._errors import ApiError, invalid_field
from ._gateway_routes import model_name
from ._repo_tasks import REPO_WORKDIR, base_commit

if TYPE_CHECKING:
    from ._client_runs import Attempt
    from ._client_spec import ClientSpec
    from ._runs import Cell, Run
    from ._tasks import Task

JsonObject = dict[str, Any]

TASK_PROTOCOL = "evalrouter.task-protocol.v2"
GRANT_SCHEMA = "evalrouter.client-run.v2"
TRACE_SCHEMA = "evalrouter.client-trace.v1"
ACP_OBSERVATIONS_SCHEMA = "evalrouter.acp-observations.v1"
CORE_TOOLSET = "toolset:core@2"
FILES_TOOLSET = "toolset:files@1"
CALCULATOR_TOOLSET = "toolset:calculator@1"
CONTAINER_TOOLSET = "toolset:container@1"
TOOLSETS = (CORE_TOOLSET, FILES_TOOLSET, CALCULATOR_TOOLSET, CONTAINER_TOOLSET)

TRACE_FLUSH_SECONDS = 0.5
TRACE_MAX_STEPS = 2048
TRACE_MAX_CONTENT_BYTES = 8192
MAX_ANSWER_BYTES = 65_536
MAX_FILE_BYTES = 65_536
MAX_PATCH_BYTES = 524_288
HISTORY_SCRUB = "history-scrub@1"


def epoch(instant_us: int) -> int:
    return instant_us // MICROS


def task_ref(cell: Cell) -> str:
    return cell.task.id


def unit_id(run: Run, cell: Cell) -> str:
    return f"{run.id}:{cell.bench.id}:{cell.model_index}"


def is_file_task(task: Task) -> bool:
    return task.output_path is not None


def is_repository_task(task: Task) -> bool:
    return task.kind == "patch"


def output_kind(task: Task) -> str:
    if is_repository_task(task):
        return "patch"
    return "files" if is_file_task(task) else "answer"


# ---------------------------------------------------------------------------- composition

FETCH_FILES_TOOL: JsonObject = {
    "name": "fetch_files",
    "description": "Put the task's public files back in the workspace and list the output "
    "files to write.",
    "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
}


EXECUTE_TOOL: JsonObject = {
    "name": "execute",
    "description": "Run a shell command in the repository's checkout and read its output "
    "(stdout and stderr, at most 128 KiB) and exit code.",
    "inputSchema": {
        "type": "object",
        "properties": {
            "command": {"type": "string", "minLength": 1, "maxLength": 16_000},
            "timeout_seconds": {"type": "integer", "minimum": 1, "maximum": 600, "default": 30},
        },
        "required": ["command"],
        "additionalProperties": False,
    },
}


def _toolsets(task: Task) -> list[tuple[str, str, JsonObject, str]]:
    """(toolset name, ref, tool, executes_at) for every task tool beyond the core ones."""
    tools = [("calculator", CALCULATOR_TOOLSET, CALCULATOR_TOOL, "worker")]
    if is_file_task(task):
        tools.append(("files", FILES_TOOLSET, FETCH_FILES_TOOL, "client"))
    if is_repository_task(task):
        tools.append(("container", CONTAINER_TOOLSET, EXECUTE_TOOL, "client"))
    return tools


def task_protocol(cell: Cell) -> tuple[str, JsonObject, list[str]]:
    """The grant's composition: (its sha256, the public partition, the toolset refs)."""
    bench, tools = cell.bench, _toolsets(cell.task)
    actions_part: JsonObject = {
        "schema": "evalrouter.actions-part.v1",
        "ref": f"actions:{bench.id}:{output_kind(cell.task)}",
        "sha256": None,
        "toolsets": [
            {
                "name": name,
                "ref": ref,
                "tools": [{**tool, "requires": "task_server"}],
            }
            for name, ref, tool, _ in tools
        ],
    }
    pid = "p_" + canonical_hash(actions_part)[:16]
    resolved = {tool["name"]: where for _, _, tool, where in tools}
    body = {"parts": {"actions": {"pid": pid, "ref": actions_part["ref"]}}, "resolved": resolved}
    sha = canonical_hash(body)
    composition: JsonObject = {
        "schema": "evalrouter.composition.v1",
        "default": True,
        "differs": None,
        "parts": body["parts"],
        "resolved": {"executes_at": resolved, "variant": None},
        "sha256": sha,
        "source": {"id": bench.id, "kind": "profile"},
    }
    partition: JsonObject = {
        "compositions": {bench.id: composition},
        "configuration": {},
        "hidden_sha256": canonical_hash({"hidden": bench.id}),
        "labels_schema": None,
        "parts": {pid: actions_part},
    }
    refs = [CORE_TOOLSET, *dict.fromkeys(ref for _, ref, _, _ in tools)]
    return sha, partition, refs


def render_grant(run: Run, attempt: Attempt, origin: str) -> JsonObject:
    spec = _spec(run)
    sha, partition, refs = task_protocol(attempt.cell)
    url = f"{origin}/v1/client-runs/{run.id}/attempts/{attempt.id}"
    return {
        "schema_version": GRANT_SCHEMA,
        "run_id": run.id,
        "attempt_id": attempt.id,
        "attempt": attempt.number,
        "task_ref": task_ref(attempt.cell),
        "sample_id": attempt.cell.sample_id,
        "unit_id": unit_id(run, attempt.cell),
        "arm_id": None,
        "attempt_url": url,
        "gateway_base_url": url + "/gateway/v1",
        "credential": attempt.credential,
        "credential_expires_at": epoch(attempt.deadline_us),
        "lease_expires_at": epoch(attempt.lease_expires_us),
        "lease_generation": attempt.generation,
        "attempt_deadline_at": epoch(attempt.deadline_us),
        "limits": {**attempt.limits, "max_cost_microusd": attempt.budget_microusd},
        "model_alias": model_name(attempt.cell.route),
        "composition_sha256": sha,
        "capabilities": {"task_protocol": TASK_PROTOCOL, "toolsets": refs},
        "task_protocol": partition,
        "configuration_fingerprint": None,
        "trace": {
            "schema_version": TRACE_SCHEMA,
            "level": spec.trace_level,
            "include": list(spec.trace_include),
            "content_capture": True,
            "flush_seconds": TRACE_FLUSH_SECONDS,
            "max_steps": TRACE_MAX_STEPS,
            "max_content_bytes": TRACE_MAX_CONTENT_BYTES,
        },
    }


def _spec(run: Run) -> ClientSpec:
    assert run.client is not None
    return run.client.spec


# ------------------------------------------------------------------------------- delivery


def task_inputs(task: Task) -> JsonObject:
    if is_repository_task(task):
        return {
            "files": [{"path": path, "content": content} for path, content in task.files],
            "messages": [{"role": "user", "content": task.prompt}],
            "repository": {
                "workdir": REPO_WORKDIR,
                "base_commit": base_commit(task.files),
                "instance_id": task.id,
            },
        }
    if is_file_task(task):
        return {
            "files": [{"path": path, "content": content} for path, content in task.files],
            "messages": [{"role": "user", "content": task.prompt}],
        }
    return {"messages": [{"role": "user", "content": task.prompt}]}


def output_spec(task: Task) -> JsonObject:
    if is_repository_task(task):
        return {"kind": "patch", "paths": None, "max_files": None, "max_bytes": MAX_PATCH_BYTES}
    if task.output_path is not None:
        return {
            "kind": "files",
            "paths": [task.output_path],
            "max_files": 1,
            "max_bytes": MAX_FILE_BYTES,
        }
    return {"kind": "answer", "paths": None, "max_files": None, "max_bytes": MAX_ANSWER_BYTES}


def inputs_sha256(task: Task) -> str:
    return canonical_hash(task_inputs(task))


def render_delivery(attempt: Attempt) -> JsonObject:
    task = attempt.task
    environment: JsonObject | None = None
    if is_repository_task(task):
        instructions = (
            f"Your workspace is a git checkout of a small Python project. {task.prompt} Use "
            "the execute tool to run commands in it. Then submit (the diff of your changes is "
            "collected from the checkout) and call done."
        )
        commit = base_commit(task.files)
        # No image: the checkout is delivered as files (the runner's in-place mode).
        environment = {"image": None, "head_commit": commit, "steps": [HISTORY_SCRUB]}
    elif is_file_task(task):
        instructions = (
            f"Your workspace holds the task's files. {task.prompt.split(chr(10), 1)[0]} Then "
            f"submit (the file is collected from the workspace) and call done."
        )
    else:
        instructions = (
            "Answer the question in inputs.messages. Submit your final answer as text (end it "
            "with the answer itself), then call done."
        )
    actions = [
        {
            "name": tool["name"],
            "description": tool["description"],
            "inputSchema": tool["inputSchema"],
            "outputSchema": None,
            "annotations": None,
            "executes_at": where,
        }
        for _, _, tool, where in _toolsets(task)
    ]
    return {
        "schema": TASK_PROTOCOL,
        "attempt_id": attempt.id,
        "task": {"task_id": task.id, "inputs_sha256": inputs_sha256(task)},
        "instructions": instructions,
        "inputs": task_inputs(task),
        "output": output_spec(task),
        "actions": actions,
        "environment": environment,
        "session": None,
        "notes": None,
        "submission_revision": len(attempt.submissions),
        "next_action_step": len(attempt.actions) + 1,
        "state": attempt.state,
    }


# ----------------------------------------------------------------------------- submissions


def check_output(task: Task, output: object) -> JsonObject:
    """A submission's ``output``, validated for the task's output kind (422 naming the field)."""
    if not isinstance(output, dict):
        raise invalid_field("output", "must be a JSON object")
    kind = output.get("kind")
    expected = output_kind(task)
    if kind != expected:
        raise ApiError(
            422,
            "submission_unsupported",
            f"output.kind: this task takes a `{expected}` output, not {kind!r}.",
            details={"field": "output.kind", "expected": expected},
        )
    if kind == "answer":
        text = output.get("text")
        if not isinstance(text, str):
            raise invalid_field("output.text", "must be a string")
        return {"kind": "answer", "text": _within(text, "text", "the answer", MAX_ANSWER_BYTES)}
    if kind == "patch":
        patch = output.get("patch")
        if not isinstance(patch, str) or not patch:
            raise invalid_field("output.patch", "must be the diff, a non-empty string")
        return {"kind": "patch", "patch": _within(patch, "patch", "the diff", MAX_PATCH_BYTES)}
    files = output.get("files")
    if not isinstance(files, list) or not files:
        raise invalid_field("output.files", "must list the declared output files")
    checked = []
    for index, entry in enumerate(files):
        where = f"output.files[{index}]"
        if not isinstance(entry, dict) or entry.get("path") != task.output_path:
            raise invalid_field(f"{where}.path", f"must be the declared path {task.output_path}")
        status = entry.get("status")
        if status == "present":
            raw = entry.get("content_base64")
            try:
                content = base64.b64decode(str(raw), validate=True)
            except (binascii.Error, ValueError):
                raise invalid_field(f"{where}.content_base64", "is not base64") from None
            if len(content) > MAX_FILE_BYTES or entry.get("bytes") != len(content):
                raise invalid_field(f"{where}.bytes", "does not match the decoded content")
            if entry.get("sha256") != hashlib.sha256(content).hexdigest():
                raise invalid_field(f"{where}.sha256", "does not match the decoded content")
        elif status not in ("missing", "unsafe"):
            raise invalid_field(f"{where}.status", "must be present, missing or unsafe")
        checked.append(dict(entry))
    return {"kind": "files", "files": checked}


def _within(text: str, field: str, what: str, limit: int) -> str:
    """``text``, the submission's ``output.<field>`` (``what`` it holds), or the 422
    ``client_submission_too_large`` when it is over ``limit`` bytes."""
    if len(text.encode()) > limit:
        raise ApiError(
            422,
            "client_submission_too_large",
            f"output.{field}: {what} is over {limit} bytes.",
            details={"field": f"output.{field}", "max_bytes": limit},
        )
    return text


def graded_text(task: Task, output: JsonObject) -> tuple[str | None, str | None]:
    """(the text the grader reads, or None; a failure code when the output cannot be graded)."""
    if output["kind"] == "answer":
        return str(output["text"]), None
    if output["kind"] == "patch":
        return str(output["patch"]), None
    for entry in output["files"]:
        if entry.get("status") == "unsafe":
            return None, "client_output_unsafe"
        if entry.get("status") == "present" and entry.get("path") == task.output_path:
            content = base64.b64decode(str(entry["content_base64"]))
            return content.decode("utf-8", "replace"), None
    return None, "client_no_submission"


# --------------------------------------------------------------------------------- actions
