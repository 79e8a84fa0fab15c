"""The attempt routes of a client run: task, submission, actions, done and the model gateway.

They take only the attempt's own credential (its grant's ``credential`` as the bearer token); a
workspace API key is refused there. Submissions and actions are numbered writes (``revision``,
``step``): a number sent again with the same content replays, anything else is refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import _gateway
from ._attempt_access import check_active, check_live, closed, find_attempt
from ._calculator import WORKER_ACTIONS
from ._client_runs import CREDENTIAL_PREFIX, Attempt, grade_attempt, settle
from ._errors import ApiError, conflict, invalid_field, json_object
from ._gateway_stream import stream_events
from ._operations import Call, Reply, operation
from ._task_protocol import check_output, inputs_sha256, render_delivery

if TYPE_CHECKING:
    from ._runs import Run
    from ._state import State

JsonObject = dict[str, Any]
STREAM = "text/event-stream"
ATTEMPT_HINT = "Send the grant's `credential` as the bearer token of the attempt's routes."


def _bearer(call: Call, *, api_key_header: bool = False) -> str | None:
    authorization = call.headers.get("authorization")
    if authorization:
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() == "bearer" and token:
            return str(token).strip()
    if api_key_header:
        key = call.headers.get("x-api-key")
        return None if key is None else str(key)
    return None


def _authorised(state: State, call: Call, *, api_key_header: bool = False) -> tuple[Run, Attempt]:
    """The attempt an attempt route names, after checking the attempt's own credential.

    The call counts as the attempt's progress (``idle_seconds`` starts again)."""
    now = state.sync()
    token = _bearer(call, api_key_header=api_key_header)
    if not token:
        raise ApiError(
            401,
            "authentication_required",
            "This attempt route needs the attempt credential.",
            hint=ATTEMPT_HINT,
        )
    found = state.attempt_credentials.get(token)
    if found is None:
        if token.startswith(CREDENTIAL_PREFIX):
            raise ApiError(
                401, "attempt_credential_invalid", "The attempt credential is not valid."
            )
        raise ApiError(
            403,
            "attempt_credential_required",
            "Attempt routes accept only the attempt's own credential, never an API key.",
            hint=ATTEMPT_HINT,
        )
    run, attempt = find_attempt(state, call)
    if found != (run.id, attempt.id):
        raise ApiError(
            403,
            "attempt_credential_mismatch",
            "This credential belongs to another attempt.",
            hint="Use each attempt's own grant credential for its own routes.",
        )
    if attempt.open:
        attempt.last_progress_us = now
    return run, attempt


class AttemptApi:
    def __init__(self, state: State) -> None:
        self.state = state

    def _write(self, call: Call) -> tuple[Attempt, JsonObject]:
        """The attempt a write names (a submission, an action), open for it, and the body."""
        run, attempt = _authorised(self.state, call)
        self.state.sync()
        check_active(run, attempt)
        return attempt, json_object(call.body, "body")

    @operation("client_runs_attempts_task")
    def task(self, call: Call) -> Reply:
        run, attempt = _authorised(self.state, call)
        self.state.sync()
        check_live(run, attempt)
        if attempt.finished:
            raise closed(attempt)
        return Reply(200, render_delivery(attempt))

    @operation("client_runs_attempts_submit")
    def submit(self, call: Call) -> Reply:
        attempt, body = self._write(call)
        revision = body.get("revision")
        if not isinstance(revision, int) or isinstance(revision, bool) or revision < 1:
            raise invalid_field("revision", "must be a positive integer")
        digest = inputs_sha256(attempt.task)
        if body.get("inputs_sha256") != digest:
            raise conflict(
                "submission_inputs_mismatch",
                "inputs_sha256 does not match the delivered task's inputs.",
                hint="Read the task again and restate its task.inputs_sha256.",
                field="inputs_sha256",
                expected=digest,
            )
        output = check_output(attempt.task, body.get("output"))
        if _replayed(
            "revision",
            revision,
            attempt.submissions,
            lambda kept: kept == output,
            "holds a different output",
            code="submission_revision",
        ):
            return Reply(200, self._submission(attempt, revision))
        attempt.submissions.append(output)
        return Reply(200, self._submission(attempt, revision))

    @staticmethod
    def _submission(attempt: Attempt, revision: int) -> JsonObject:
        return {"revision": revision, "state": attempt.state, "attempt_id": attempt.id}

    @operation("client_runs_attempts_act")
    def act(self, call: Call) -> Reply:
        attempt, body = self._write(call)
        step, tool, arguments = body.get("step"), body.get("tool"), body.get("arguments")
        if not isinstance(step, int) or isinstance(step, bool) or step < 1:
            raise invalid_field("step", "must be a positive integer")
        if not isinstance(tool, str):
            raise invalid_field("tool", "must be a tool name")
        if not isinstance(arguments, dict):
            raise invalid_field("arguments", "must be a JSON object")
        if _replayed(
            "step",
            step,
            attempt.actions,
            lambda kept: kept[:2] == (tool, arguments),
            "was committed with another call",
            code="action_step",
        ):
            return Reply(200, {"step": step, **attempt.actions[step - 1][2]})
        action = WORKER_ACTIONS.get(tool)
        if action is None:
            delivered = [a["name"] for a in render_delivery(attempt)["actions"]]
            where = "client" if tool in delivered else None
            raise ApiError(
                422,
                "action_not_found" if where is None else "action_executes_at_client",
                f"tool: {tool!r} is not a worker action of this task"
                + (" (the client runs it itself)." if where else "."),
                details={"field": "tool", "worker_actions": sorted(WORKER_ACTIONS)},
            )
        result = action(arguments)
        attempt.actions.append((tool, dict(arguments), result))
        return Reply(200, {"step": step, **result})

    @operation("client_runs_attempts_done")
    def done(self, call: Call) -> Reply:
        run, attempt = _authorised(self.state, call)
        now = self.state.sync()
        body = call.body if isinstance(call.body, dict) else {}
        reason = body.get("reason")
        if reason not in ("completed", "gave_up"):
            raise invalid_field("reason", "must be completed or gave_up")
        check_live(run, attempt)
        if attempt.state == "active" and not attempt.finished:
            if attempt.submissions:
                attempt.state = "submitted"
                attempt.graded_revision = len(attempt.submissions)
            else:
                # Nothing to grade: the attempt fails now (done freezes what was submitted).
                grade_attempt(run, attempt, now, self.state.wallet)
                settle(run, now)
        # Idempotent by state: a repeated done answers the attempt's state as it is.
        return Reply(
            200,
            {
                "state": attempt.state,
                "attempt_id": attempt.id,
                "graded_revision": attempt.graded_revision,
            },
        )

    @operation("client_runs_attempts_gateway_chat_completions")
    def chat(self, call: Call) -> Reply:
        return self._gateway(call, _gateway.CHAT)

    @operation("client_runs_attempts_gateway_messages")
    def messages(self, call: Call) -> Reply:
        return self._gateway(call, _gateway.MESSAGES)

    def _gateway(self, call: Call, kind: str) -> Reply:
        run, attempt = _authorised(self.state, call, api_key_header=True)
        now = self.state.sync()
        check_active(run, attempt)
        reply = _gateway.call(
            run,
            attempt,
            call.body,
            kind=kind,
            seed=self.state.seed,
            now_us=now,
            wallet=self.state.wallet,
            scripted_tools=self.state.scripted_tools,
        )
        # The delay holds a streamed answer as it holds a whole one.
        delay = self.state.gateway_delay
        if isinstance(call.body, dict) and call.body.get("stream") is True:
            events = stream_events(reply, kind, call.body)
            return Reply(200, content=events, content_type=STREAM, delay=delay)
        return Reply(200, reply, delay=delay)

    # The gateway routes openapi.json does not describe (``_gateway_routes.ROUTES``): the
    # handler calls these by the route's kind.

    def count_tokens(self, call: Call) -> Reply:
        run, attempt = _authorised(self.state, call, api_key_header=True)
        self.state.sync()
        check_active(run, attempt)
        return Reply(200, _gateway.count_tokens(call.body))

    def models(self, call: Call) -> Reply:
        run, attempt = _authorised(self.state, call, api_key_header=True)
        now = self.state.sync()
        check_active(run, attempt)
        return Reply(200, _gateway.models(attempt.cell.route, now))

    def gateway_route(self, kind: str) -> Callable[[Call], Reply]:
        """The handler of a gateway route outside the operation table, by its kind."""
        return {"anthropic-count-tokens": self.count_tokens, "models": self.models}[kind]


def _replayed[T](
    key: str,
    number: int,
    committed: list[T],
    same: Callable[[T], bool],
    differs: str,
    *,
    code: str,
) -> bool:
    """The natural-key rule of a numbered write (a submission revision, an action step): the
    next number is new work (False); a committed one sent again with the same content is a
    replay (True); anything else is refused with ``<code>_conflict`` / ``<code>_ahead``."""
    following = len(committed) + 1
    details: JsonObject = {"field": key, f"next_{key}": following}
    if number < following:
        if same(committed[number - 1]):
            return True
        message = f"{key.capitalize()} {number} {differs}; the next {key} is {following}."
        raise conflict(f"{code}_conflict", message, **details)
    if number > following:
        message = f"{key.capitalize()} {number} skips ahead; the next {key} is {following}."
        raise conflict(f"{code}_ahead", message, **details)
    return False
