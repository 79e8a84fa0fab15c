"""Client runs: agent evaluations whose attempts a client executes on its own machine.

A quote whose ``agent`` is ``{"kind": "local", "command_digest", "declared_name"}`` plans a client
run on a managed route (``ClientSpec``). Admitted, the run does not progress by itself: a
controller claims attempts (one task each), runs the agent, and reports back. Per attempt:

- claim: natural key ``(controller_id, seq)`` (a repeat answers the same grant); at most the
  quote's admitted concurrency of attempts are open at once (``client_run_attempts_busy``); a
  retry names the infrastructure failure it retries (``retry_of``, at most ``MAX_RETRIES`` per
  task).
- grant: an attempt credential ``ercr_<id>.<43 url-safe chars>`` that authorises this attempt's
  task, submission, actions, done and gateway routes only; URLs on the origin the claim was sent
  to; limits; the trace grant; the task-protocol composition (toolsets and where tools execute).
- time, on Local's clock: a lease of ``lease_seconds`` renewed by heartbeats, a deadline
  (``limits.attempt_seconds``) and an idle allowance (``limits.idle_seconds`` between the agent's
  own attempt-route calls). An attempt whose lease runs out before its finish is ``expired`` with
  ``client_abandoned``; past its deadline it fails ``client_attempt_timeout``, idle
  ``client_agent_stalled`` (agent failures all). One that had called done, or reaches its
  deadline with a submission, is graded on it instead.
- task, submission (natural key ``revision``; ``inputs_sha256`` checked), actions (natural key
  ``step``), done (idempotent by state), observations (client-trace v1 batches), finish (its
  ``Idempotency-Key`` replays; an attempt is graded once).
- gateway: every chat call is served by the run's route whatever model it names, metered per
  call against the attempt's limits and the run's cap, answered by the simulated model
  (``_simulate``), so an agent that submits the model's reply scores like a model run.

The run finalizes when no task is pending, no attempt is open and no failed attempt can still be
retried (a retry is awaited ``RETRY_WINDOW_SECONDS`` on Local's clock): ``completed`` when every
task was graded, ``failed`` when none was, else ``partial``; cancel stops it at once and every
later attempt call answers ``run_stopped``.
"""

from __future__ import annotations

import ast
import base64
import binascii
import hashlib
import json
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeGuard

from ._catalog import BenchmarkVersion, Route
from ._clock import MICROS
from ._errors import ApiError, invalid_field
from ._pricing import token_cost
from ._tasks import Task, grade

if TYPE_CHECKING:
    from ._runs import Cell, Run
    from ._wallet import Wallet

JsonObject = dict[str, Any]

TASK_PROTOCOL = "evalrouter.task-protocol.v2"
GRANT_SCHEMA = "evalrouter.client-run.v2"
TRACE_SCHEMA = "evalrouter.client-trace.v1"
ACP_OBSERVATIONS_SCHEMA = "evalrouter.acp-observations.v1"
CORE_TOOLSET = "toolset:core@2"
FILES_TOOLSET = "toolset:files@1"
CALCULATOR_TOOLSET = "toolset:calculator@1"
TOOLSETS = (CORE_TOOLSET, FILES_TOOLSET, CALCULATOR_TOOLSET)

TRACE_LEVELS = ("off", "metadata", "spans", "content")
TRACE_KINDS = ("model_turns", "tool_calls", "command_output", "file_diffs", "agent_messages")
TRACE_FLUSH_SECONDS = 0.5
TRACE_MAX_STEPS = 2048
TRACE_MAX_CONTENT_BYTES = 8192

# Failures that are the agent's own: never retried. Every other failure code is infrastructure.
AGENT_FAILURES = frozenset(
    {
        "client_agent_launch_failed",
        "client_agent_protocol_error",
        "client_agent_exited",
        "client_agent_refused_gateway_model",
        "client_no_submission",
        "client_attempt_timeout",
        "client_abandoned",
        "client_budget_exhausted",
        "client_agent_stalled",
        "client_output_unsafe",
    }
)
ENDED_BY = {
    "deadline": "client_attempt_timeout",
    "agent_exited": "client_agent_exited",
    "protocol_error": "client_agent_protocol_error",
}
STOP_REASONS = ("end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled")
MAX_RETRIES = 2
RETRY_WINDOW_SECONDS = 600
AUTO_CONCURRENCY = 8
MAX_CONCURRENCY = 16
# The default per-attempt model budget: this many model turns at the route's full output budget.
DEFAULT_TURNS_BUDGET = 8
DEFAULT_LIMITS: dict[str, int] = {
    "attempt_seconds": 1800,
    "idle_seconds": 300,
    "max_calls": 50,
    "max_input_bytes": 1_000_000,
    "max_output_tokens": 4096,
    "request_seconds": 120,
}
LIMIT_KEYS = (*DEFAULT_LIMITS, "max_cost_microusd")
MAX_ANSWER_BYTES = 65_536
MAX_FILE_BYTES = 65_536
OPEN_STATES = frozenset({"active", "submitted"})
ATTEMPT_OPERATIONS = frozenset(
    {
        "client_runs_attempts_task",
        "client_runs_attempts_submit",
        "client_runs_attempts_act",
        "client_runs_attempts_done",
        "client_runs_attempts_gateway_chat_completions",
        "client_runs_attempts_gateway_messages",
    }
)
CREDENTIAL_PREFIX = "ercr_"


def canonical_hash(value: object) -> str:
    """SHA-256 of the compact, key-sorted JSON of ``value`` (the protocol's own recipe)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def epoch(instant_us: int) -> int:
    return instant_us // MICROS


# ------------------------------------------------------------------------------ quote side


@dataclass(frozen=True, slots=True)
class ClientSpec:
    """What a client-run quote asked for: the agent, its trace policy, limits, concurrency."""

    agent: JsonObject
    trace_level: str
    trace_include: tuple[str, ...]
    limits: dict[str, int]
    max_cost_microusd: int | None
    concurrency: int

    def render(self) -> JsonObject:
        return {
            "task_protocol": TASK_PROTOCOL,
            "concurrency": self.concurrency,
            "limits": {**self.limits, "max_cost_microusd": self.max_cost_microusd},
            "trace": {"level": self.trace_level, "include": list(self.trace_include)},
            "toolsets": list(TOOLSETS),
        }


def is_local_agent(agent: object) -> TypeGuard[JsonObject]:
    return isinstance(agent, dict) and agent.get("kind") == "local"


def _int_field(value: object, name: str, minimum: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise invalid_field(name, f"must be an integer >= {minimum}")
    return value


def client_spec(
    agent: JsonObject, body: JsonObject, concurrency: str | int, max_level: str = "content"
) -> ClientSpec:
    """Validate a local agent's quote: descriptor, trace policy, limits (422 naming the field)."""
    digest = agent.get("command_digest")
    if not isinstance(digest, str) or len(digest) != 64 or digest.strip("0123456789abcdef"):
        raise invalid_field("agent.command_digest", "must be a lowercase SHA-256 hex digest")
    name = agent.get("declared_name")
    if not isinstance(name, str) or not 1 <= len(name) <= 80:
        raise invalid_field("agent.declared_name", "must be a string of 1 to 80 characters")
    model = body.get("model")
    if isinstance(model, dict) and model.get("kind") != "managed":
        raise ApiError(
            422,
            "client_run_gateway_only",
            "A local agent reaches its model through the run's gateway: quote it on a managed "
            "route (model={'kind': 'managed', 'route_id': ...}).",
            details={"field": "model.kind"},
        )
    if body.get("subjects") is not None:
        raise invalid_field("subjects", "cannot be combined with an agent")
    level: object = "spans"
    include: tuple[str, ...] = TRACE_KINDS
    trace = body.get("trace")
    if trace is not None:
        if not isinstance(trace, dict) or set(trace) - {"level", "include"}:
            raise invalid_field("trace", "takes only `level` and `include`")
        level = trace.get("level", "spans")
        if level not in TRACE_LEVELS:
            raise invalid_field("trace.level", f"must be one of {', '.join(TRACE_LEVELS)}")
        asked = trace.get("include", list(TRACE_KINDS))
        if not isinstance(asked, list) or any(k not in TRACE_KINDS for k in asked):
            raise invalid_field("trace.include", f"may list only {', '.join(TRACE_KINDS)}")
        if len(set(asked)) != len(asked):
            raise invalid_field("trace.include", "lists a kind twice")
        include = tuple(k for k in TRACE_KINDS if k in asked)
        if TRACE_LEVELS.index(str(level)) > TRACE_LEVELS.index(max_level):
            raise ApiError(
                422,
                "client_trace_level_unavailable",
                f"trace.level: {level} is above what this deployment records ({max_level}).",
                hint=f"Quote with trace level {max_level} or lower.",
                details={"field": "trace.level", "max_level": max_level},
            )
    limits = dict(DEFAULT_LIMITS)
    max_cost: int | None = None
    raw_limits = body.get("limits")
    if raw_limits is not None:
        if not isinstance(raw_limits, dict):
            raise invalid_field("limits", "must be a JSON object")
        unknown = sorted(set(raw_limits) - set(LIMIT_KEYS))
        if unknown:
            raise invalid_field(f"limits.{unknown[0]}", "is not a client-run limit")
        for key, value in raw_limits.items():
            if value is None:
                continue
            if key == "max_cost_microusd":
                max_cost = _int_field(value, "limits.max_cost_microusd", 1)
            else:
                limits[key] = _int_field(value, f"limits.{key}", 1)
    admitted = (
        AUTO_CONCURRENCY
        if concurrency == "auto"
        else MAX_CONCURRENCY
        if concurrency == "max"
        else min(int(concurrency), MAX_CONCURRENCY)
    )
    return ClientSpec(
        agent={"kind": "local", "command_digest": digest, "declared_name": name},
        trace_level=str(level),
        trace_include=include,
        limits=limits,
        max_cost_microusd=max_cost,
        concurrency=admitted,
    )


def attempt_budget(spec: ClientSpec, route: Route, bench: BenchmarkVersion, task: Task) -> int:
    """The model money one attempt may spend (``limits.max_cost_microusd``)."""
    if spec.max_cost_microusd is not None:
        return spec.max_cost_microusd
    one_turn = token_cost(task.input_tokens, route.input_microusd_per_mtok) + token_cost(
        bench.max_output_tokens, route.output_microusd_per_mtok
    )
    return DEFAULT_TURNS_BUDGET * one_turn


# ----------------------------------------------------------------------------- the attempts


@dataclass(slots=True, eq=False)
class Attempt:
    id: str
    run_id: str
    cell: Cell
    number: int
    retry_of: str | None
    credential: str
    claim: tuple[str, int]
    created_us: int
    deadline_us: int
    lease_expires_us: int
    trace_id: str
    budget_microusd: int
    limits: dict[str, int]
    state: str = "active"
    failure_code: str | None = None
    generation: int = 1
    submissions: list[JsonObject] = field(default_factory=list)
    actions: list[tuple[str, JsonObject, JsonObject]] = field(default_factory=list)
    graded_revision: int | None = None
    finished: bool = False
    ended_us: int | None = None
    retried_by: str | None = None
    calls: int = 0
    cost_microusd: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    budget_exhausted: str | None = None
    last_progress_us: int = 0  # the last attempt-route call (task, submission, action, ...)
    replies: dict[str, JsonObject] = field(default_factory=dict)
    steps: dict[int, JsonObject] = field(default_factory=dict)
    dropped_steps: int = 0
    truncated: bool = False
    sealed: bool = False
    acp_events: int = 0

    @property
    def open(self) -> bool:
        return self.state in OPEN_STATES and not self.finished

    @property
    def task(self) -> Task:
        return self.cell.task

    def idle_until_us(self) -> int:
        return self.last_progress_us + self.limits["idle_seconds"] * MICROS

    def ends_us(self) -> int:
        """When the attempt ends by itself: its lease, its deadline or its idle allowance."""
        if self.state == "submitted":
            return min(self.lease_expires_us, self.deadline_us)
        return min(self.lease_expires_us, self.deadline_us, self.idle_until_us())

    def receipt(self) -> JsonObject:
        return {
            "attempt_id": self.id,
            "state": self.state,
            "failure_code": self.failure_code,
            "lease_expires_at": epoch(self.lease_expires_us) if self.open else None,
        }


@dataclass(slots=True, eq=False)
class ClientRun:
    """The client-run side of a run: its attempts and claims."""

    spec: ClientSpec
    attempts: dict[str, Attempt] = field(default_factory=dict)
    claims: dict[tuple[str, int], str] = field(default_factory=dict)
    retry_until_us: dict[str, int] = field(default_factory=dict)  # sample id -> window end

    def open_attempts(self) -> list[Attempt]:
        return [a for a in self.attempts.values() if a.open]

    def next_event_us(self) -> int | None:
        """The next instant something happens without a request: a lease, a deadline or an
        idle allowance runs out, or a retry window closes."""
        times = [a.ends_us() for a in self.open_attempts()]
        times.extend(self.retry_until_us.values())
        return min(times) if times else None

    def step(self, run: Run, wallet: Wallet) -> None:
        """Apply what is due at ``next_event_us()``."""
        at = self.next_event_us()
        if at is None:
            return
        for attempt in self.open_attempts():
            if attempt.ends_us() <= at:
                time_out(run, attempt, at, wallet)
        for sample_id, until in list(self.retry_until_us.items()):
            if until <= at:
                del self.retry_until_us[sample_id]
        settle(run, at)


def task_ref(cell: Cell) -> str:
    return cell.task.id


def unit_id(run: Run, cell: Cell) -> str:
    return f"{run.id}:{cell.bench.id}:{cell.model_index}"


def is_file_task(task: Task) -> bool:
    return task.output_path is not None


# ---------------------------------------------------------------------------- composition

CALCULATOR_TOOL: JsonObject = {
    "name": "calculator",
    "description": "Evaluate an arithmetic expression (+, -, *, /, //, %, ** and parentheses) "
    "and return its value.",
    "inputSchema": {
        "type": "object",
        "properties": {"expression": {"type": "string", "maxLength": 200}},
        "required": ["expression"],
        "additionalProperties": False,
    },
}
FETCH_FILES_TOOL: JsonObject = {
    "name": "fetch_files",
    "description": "Put the task's public files back in the workspace and list the output "
    "files to write.",
    "inputSchema": {"type": "object", "properties": {}, "additionalProperties": False},
}


def _toolsets(task: Task) -> list[tuple[str, str, JsonObject, str]]:
    """(toolset name, ref, tool, executes_at) for every task tool beyond the core ones."""
    tools = [("calculator", CALCULATOR_TOOLSET, CALCULATOR_TOOL, "worker")]
    if is_file_task(task):
        tools.append(("files", FILES_TOOLSET, FETCH_FILES_TOOL, "client"))
    return tools


def task_protocol(cell: Cell) -> tuple[str, JsonObject, list[str]]:
    """The grant's composition: (its sha256, the public partition, the toolset refs)."""
    bench, tools = cell.bench, _toolsets(cell.task)
    actions_part: JsonObject = {
        "schema": "evalrouter.actions-part.v1",
        "ref": f"actions:{bench.id}:{'files' if is_file_task(cell.task) else 'answer'}",
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
        "model_alias": attempt.cell.route.id,
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
    if is_file_task(task):
        return {
            "files": [{"path": path, "content": content} for path, content in task.files],
            "messages": [{"role": "user", "content": task.prompt}],
        }
    return {"messages": [{"role": "user", "content": task.prompt}]}


def output_spec(task: Task) -> JsonObject:
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
    if is_file_task(task):
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
        "environment": None,
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
    expected = "files" if is_file_task(task) else "answer"
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
        if len(text.encode()) > MAX_ANSWER_BYTES:
            raise ApiError(
                422,
                "client_submission_too_large",
                f"output.text: the answer is over {MAX_ANSWER_BYTES} bytes.",
                details={"field": "output.text", "max_bytes": MAX_ANSWER_BYTES},
            )
        return {"kind": "answer", "text": text}
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


def graded_text(task: Task, output: JsonObject) -> tuple[str | None, str | None]:
    """(the text the grader reads, or None; a failure code when the output cannot be graded)."""
    if output["kind"] == "answer":
        return str(output["text"]), None
    for entry in output["files"]:
        if entry.get("status") == "unsafe":
            return None, "client_output_unsafe"
        if entry.get("status") == "present" and entry.get("path") == task.output_path:
            content = base64.b64decode(str(entry["content_base64"]))
            return content.decode("utf-8", "replace"), None
    return None, "client_no_submission"


# --------------------------------------------------------------------------------- actions

_OPERATORS: dict[type, Callable[..., Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}


def _evaluate(node: ast.AST) -> int | float:
    if isinstance(node, ast.Expression):
        return _evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        if isinstance(node.value, bool):
            raise ValueError("only numbers are allowed")
        return node.value
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
        result: int | float = _OPERATORS[type(node.op)](_evaluate(node.operand))
        return result
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and (abs(right) > 64 or abs(left) > 10**6):
            raise ValueError("exponent too large")
        result = _OPERATORS[type(node.op)](left, right)
        return result
    raise ValueError("only numbers, + - * / // % ** and parentheses are allowed")


def calculator(arguments: JsonObject) -> JsonObject:
    """The worker-executed ``calculator`` action, as an MCP tool result (without the step)."""
    expression = arguments.get("expression")
    if not isinstance(expression, str) or not 1 <= len(expression) <= 200:
        return _tool_error("invalid_arguments", "expression must be a string of 1-200 chars")
    try:
        value = _evaluate(ast.parse(expression, mode="eval"))
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError) as problem:
        return _tool_error("calculation_failed", f"cannot evaluate {expression!r}: {problem}")
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        value = int(value)
    return {
        "content": [{"type": "text", "text": str(value)}],
        "structuredContent": {"expression": expression, "value": value},
        "isError": False,
    }


def _tool_error(code: str, message: str) -> JsonObject:
    return {
        "content": [{"type": "text", "text": f"{code}: {message}"}],
        "structuredContent": {"code": code},
        "isError": True,
    }


WORKER_ACTIONS: dict[str, Callable[[JsonObject], JsonObject]] = {"calculator": calculator}


# ------------------------------------------------------------------------------ settlement


def fail_attempt(run: Run, attempt: Attempt, code: str, at: int, wallet: Wallet) -> None:
    """End an attempt as failed with ``code``: agent failures are final for the task; an
    infrastructure failure leaves the task open for a retry claim for a while."""
    attempt.state = "failed" if attempt.state != "expired" else "expired"
    attempt.failure_code = code
    _close(run, attempt, at, wallet)
    cell = attempt.cell
    cell.status = "error"
    cell.completed_us = at
    cell.answer = _answer_record(attempt, None, code)
    assert run.client is not None
    retries = sum(1 for a in run.client.attempts.values() if a.cell is cell) - 1
    if code not in AGENT_FAILURES and retries < MAX_RETRIES and not run.terminal:
        run.client.retry_until_us[cell.sample_id] = at + RETRY_WINDOW_SECONDS * MICROS
    _emit_sample(run, cell, at)


def grade_attempt(run: Run, attempt: Attempt, at: int, wallet: Wallet) -> None:
    """Grade the attempt's last submission with the benchmark's grader (once)."""
    if not attempt.submissions:
        code = "client_budget_exhausted" if attempt.budget_exhausted else "client_no_submission"
        fail_attempt(run, attempt, code, at, wallet)
        return
    revision = attempt.graded_revision or len(attempt.submissions)
    text, failure = graded_text(attempt.task, attempt.submissions[revision - 1])
    if text is None:
        fail_attempt(run, attempt, failure or "client_no_submission", at, wallet)
        return
    attempt.state = "graded"
    attempt.graded_revision = revision
    _close(run, attempt, at, wallet)
    cell = attempt.cell
    fee = cell.bench.task_fee_microusd
    wallet.charge(fee, at)
    run.spend_microusd += fee
    cell.charge_microusd += fee
    cell.status = "graded"
    cell.completed_us = at
    cell.answer = _answer_record(attempt, text, None)
    _emit_sample(run, cell, at)


def _answer_record(attempt: Attempt, text: str | None, code: str | None) -> Any:
    from ._simulate import Answer

    correct = text is not None and grade(attempt.task, text)
    return Answer(
        text=text or "",
        correct=correct,
        input_tokens=attempt.input_tokens,
        output_tokens=attempt.output_tokens,
        error_code=code,
        duration_factor=1.0,
        error_message=None if code is None else f"The attempt ended with {code}.",
    )


def _close(run: Run, attempt: Attempt, at: int, wallet: Wallet) -> None:
    """Release the task fee the attempt held and seal its trace."""
    if attempt.ended_us is None:
        fee = attempt.cell.bench.task_fee_microusd
        wallet.release(fee, at)
        run.reserved_microusd -= fee
        attempt.ended_us = at
    attempt.sealed = True


def _emit_sample(run: Run, cell: Cell, at: int) -> None:
    from ._runs import outcome, score

    run.emit(
        "sample.completed",
        at,
        {
            "sample_id": cell.sample_id,
            "task_id": cell.task.id,
            "profile_id": cell.bench.id,
            "model_index": cell.model_index,
            "status": cell.status,
            "outcome": outcome(cell),
            "score": score(cell),
            "charge_microusd": str(cell.charge_microusd),
            "spend_microusd": str(run.spend_microusd),
            "processed": sum(1 for c in run.cells if c.status in ("graded", "error")),
            "planned": len(run.cells),
        },
    )


def time_out(run: Run, attempt: Attempt, at: int, wallet: Wallet) -> None:
    """An open attempt's time ran out without a finish. Done froze a submission: it is graded.
    Otherwise: a lease that ran out is ``client_abandoned`` (the attempt is ``expired``); the
    deadline, ``client_attempt_timeout``; no progress for ``idle_seconds``,
    ``client_agent_stalled``; at the deadline, a submission already made is graded."""
    attempt.finished = True
    if attempt.state == "submitted" or (at >= attempt.deadline_us and attempt.submissions):
        grade_attempt(run, attempt, at, wallet)
    elif attempt.lease_expires_us <= at:
        attempt.state = "expired"
        fail_attempt(run, attempt, "client_abandoned", at, wallet)
    elif attempt.deadline_us <= at:
        fail_attempt(run, attempt, "client_attempt_timeout", at, wallet)
    else:
        fail_attempt(run, attempt, "client_agent_stalled", at, wallet)


def settle(run: Run, at: int) -> None:
    """Finalize the run once nothing can change its results any more."""
    client = run.client
    if client is None or run.terminal or run.status == "queued":
        return
    if client.open_attempts() or client.retry_until_us:
        return
    if any(c.status in ("pending", "running") for c in run.cells):
        return
    graded = sum(1 for c in run.cells if c.status == "graded")
    skipped = sum(1 for c in run.cells if c.status == "skipped_budget")
    if skipped:
        run.interruption = {
            "reason": "spending_cap_reached",
            "continuable": True,
            "unfinished_count": run.unfinished_count(),
            "continued_by": None,
        }
        run.emit(
            "run.stopping", at, {"reason": "spending_cap_reached", "unfinished_count": skipped}
        )
        run._finish("partial", "spending_cap_reached", at)
        return
    if graded == len(run.cells):
        run._finish("completed", None, at)
    elif graded == 0:
        run._finish("failed", "attempts_failed", at)
    else:
        run._finish("partial", "attempts_failed", at)


def cancel(run: Run, at: int, wallet: Wallet) -> None:
    """Stop every open attempt (their next call answers ``run_stopped``)."""
    assert run.client is not None
    for attempt in run.client.open_attempts():
        attempt.state = "cancelled"
        attempt.finished = True
        _close(run, attempt, at, wallet)
    run.client.retry_until_us.clear()
