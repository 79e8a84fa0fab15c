"""The loopback stand-in for EvalRouter during the offline agent check: one attempt's routes
(task, submission, actions, done) and its gateway, on 127.0.0.1, for the one credential the
check made. The runner's own pieces talk to it as they talk to the service: the task server
with the credential, the gateway relay forwarding the agent's model calls; the gateway answers
with the scripted model of ``model``.

The gateway serves the routes of the relay's own table (``_gateway.routes``) but its translated
ones, the OpenAI Responses and Gemini APIs (the relay in front sends those as chat
completions); anything else is answered ``client_gateway_api_unsupported`` (404) as the
service answers it (405 with ``Allow`` for a route's path with another method), its errors in
the route's format as the service's are (``evalrouter._gateway_errors``).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
from dataclasses import dataclass, field
from typing import Any

import h11

from ..._gateway_errors import ErrorFormat, budget, error_body, retry_header
from ..._metering import call_cost, estimated_input_tokens
from .._gateway.loopback import LoopbackServer, respond, token_matches
from .._gateway.routes import Refused, match, path_segments
from .model import QUESTION, Format, ModelTurn, answer, anthropic_events, openai_events

__all__ = ["ATTEMPT_ID", "MODEL", "RUN_ID", "AttemptStub"]

RUN_ID = "preflight"
ATTEMPT_ID = "preflight-attempt"
MODEL = "evalrouter-check"
TASK_ID = "evalrouter-check/3-plus-4"
TASK_PROTOCOL = "evalrouter.task-protocol.v2"
MAX_BODY_BYTES = 8 * 1024 * 1024
_PREFIX = f"/v1/client-runs/{RUN_ID}/attempts/{ATTEMPT_ID}"
_PREFIX_SEGMENTS = tuple(_PREFIX.strip("/").split("/"))
_INPUTS: dict[str, Any] = {"messages": [{"role": "user", "content": QUESTION}]}
_INPUTS_SHA256 = hashlib.sha256(
    json.dumps(_INPUTS, sort_keys=True, separators=(",", ":")).encode()
).hexdigest()

type Json = dict[str, Any]
type Headers = tuple[tuple[str, str], ...]
type Reply = tuple[int, str, bytes, Headers]


def _json(status: int, body: object, headers: Headers = ()) -> Reply:
    return status, "application/json", json.dumps(body, separators=(",", ":")).encode(), headers


def _error(status: int, code: str, message: str, headers: Headers = ()) -> Reply:
    error = {"code": code, "message": message, "retryable": False}
    return _json(status, {"error": error}, headers)


def _gateway_error(
    fmt: ErrorFormat, status: int, code: str, message: str, headers: Headers = ()
) -> Reply:
    error = {"code": code, "message": message, "retryable": False}
    return _json(status, error_body(fmt, status, error), (*headers, retry_header(error)))


@dataclass
class AttemptStub:
    """The stub's server and what it saw: ``submissions`` (answer texts, in order), ``done``,
    ``turns`` (the model calls answered) and ``unsupported`` (gateway paths refused)."""

    credential: str = field(default_factory=lambda: f"ercr_preflight.{secrets.token_hex(16)}")
    submissions: list[str] = field(default_factory=list)
    done: bool = False
    turns: list[ModelTurn] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    budget_microusd: int | None = None
    max_output_tokens: int | None = None
    prices: tuple[int, int] = (0, 0)
    spent_microusd: int = 0
    needed_microusd: int = 0
    """The most the attempt's budget had to hold: what was spent before a call, plus what the
    call reserved (its input, its whole output allowance)."""
    refused: str | None = None
    """Why the gateway refused a call over the budget, if it did."""
    origin: str = ""
    _server: LoopbackServer | None = None

    @property
    def gateway_base_url(self) -> str:
        return f"{self.origin}{_PREFIX}/gateway/v1"

    async def start(self) -> AttemptStub:
        self._server = LoopbackServer(self._serve, max_body=MAX_BODY_BYTES)
        self.origin = await self._server.start()
        return self

    async def close(self) -> None:
        if self._server is not None:
            await self._server.close()

    async def _serve(
        self, conn: h11.Connection, writer: asyncio.StreamWriter, request: h11.Request, body: bytes
    ) -> None:
        headers = {k.decode().lower(): v.decode("latin-1") for k, v in request.headers}
        target = request.target.decode("latin-1")
        status, kind, content, extra = self._handle(request.method.decode(), target, headers, body)
        await respond(conn, writer, status, kind, content, headers=extra)

    def _handle(self, method: str, target: str, headers: dict[str, str], body: bytes) -> Reply:
        segments = path_segments(target.partition("?")[0])
        size = len(_PREFIX_SEGMENTS)
        if segments is None or segments[:size] != _PREFIX_SEGMENTS or len(segments) == size:
            return _error(404, "not_found", "Not an address of this check's attempt.")
        if not token_matches(headers, self.credential):
            return _error(401, "attempt_credential_invalid", "Not this attempt's credential.")
        rest = "/".join(segments[size:])
        try:
            payload = json.loads(body) if body else {}
        except ValueError:
            return _error(400, "invalid_json", "The body is not JSON.")
        payload = payload if isinstance(payload, dict) else {}
        if segments[size : size + 2] == ("gateway", "v1"):
            return self._gateway(method, segments[size + 2 :], payload)
        if (method, rest) == ("GET", "task"):
            return _json(200, self._delivery())
        if self.done:
            return _error(409, "attempt_not_active", "done was called: the attempt is over.")
        if (method, rest) == ("PUT", "submission"):
            return self._submit(payload)
        if (method, rest) == ("POST", "done"):
            self.done = True
            revision = len(self.submissions) or None
            return _json(
                200, {"state": "submitted", "attempt_id": ATTEMPT_ID, "graded_revision": revision}
            )
        if (method, rest) == ("POST", "actions"):
            return _error(422, "action_not_found", "This check's task has no worker action.")
        return _error(404, "not_found", f"{method} {rest} is not served by the agent check.")

    def _delivery(self) -> Json:
        return {
            "schema": TASK_PROTOCOL,
            "attempt_id": ATTEMPT_ID,
            "task": {"task_id": TASK_ID, "inputs_sha256": _INPUTS_SHA256},
            "instructions": "Answer the question in inputs.messages, submit the answer as text, "
            "then call done.",
            "inputs": _INPUTS,
            "output": {"kind": "answer", "paths": None, "max_files": None, "max_bytes": 65536},
            "actions": [],
            "environment": None,
            "session": None,
            "notes": None,
            "submission_revision": len(self.submissions),
            "next_action_step": 1,
            "state": "submitted" if self.done else "active",
        }

    def _submit(self, payload: Json) -> Reply:
        output = payload.get("output")
        text = output.get("text") if isinstance(output, dict) else None
        if not isinstance(text, str) or payload.get("inputs_sha256") != _INPUTS_SHA256:
            return _error(422, "invalid_submission", "Not an answer to this check's task.")
        self.submissions.append(text)
        revision = len(self.submissions)
        return _json(200, {"revision": revision, "state": "active", "attempt_id": ATTEMPT_ID})

    def _reserve(self, payload: Json, input_tokens: int, fmt: ErrorFormat) -> Reply | None:
        """Meter the call as the service's gateway does: refused (402) when what it may cost
        does not fit in what is left of the budget."""
        asked = next(
            (
                v
                for k in ("max_completion_tokens", "max_tokens")
                if isinstance(v := payload.get(k), int)
            ),
            None,
        )
        limit = self.max_output_tokens
        allowance = min(x for x in (asked, limit, 1 << 20) if x is not None)
        worst = call_cost(input_tokens, allowance, self.prices)
        need = self.spent_microusd + worst
        self.needed_microusd = max(self.needed_microusd, need)
        if self.budget_microusd is None or need <= self.budget_microusd:
            return None
        left = self.budget_microusd - self.spent_microusd
        self.refused = (
            f"call {len(self.turns) + 1} may cost up to {worst} micro-USD "
            f"({input_tokens} input tokens, {allowance} output tokens allowed); the attempt had "
            f"{left} of its {self.budget_microusd} left"
        )
        over = budget("max_cost_microusd", f"The budget is spent: {self.refused}.")
        return _json(402, over.body(fmt), (retry_header(over.error()),))

    def _gateway(self, method: str, rest: tuple[str, ...], payload: Json) -> Reply:
        route = match(method, rest, translated=False)
        if isinstance(route, Refused):
            if route.status == 404:
                self.unsupported.append(f"{method} {'/'.join(rest)}")
            return _gateway_error(
                route.error_format, route.status, route.code, route.message, route.headers
            )
        if self.done:
            message = "done was called: no more model calls."
            return _gateway_error(route.error_format, 409, "attempt_not_active", message)
        if route.format == "models":
            return _json(200, {"object": "list", "data": [{"id": MODEL, "object": "model"}]})
        if route.format == "count_tokens":
            size = len(json.dumps(payload.get("messages")))
            return _json(200, {"input_tokens": max(1, size // 4)})
        if route.format not in ("openai-chat", "anthropic-messages"):  # no dialect: ``match``
            raise AssertionError("a translated route reached the stand-in's gateway")
        fmt: Format = route.format
        input_tokens = estimated_input_tokens(payload)
        if (over := self._reserve(payload, input_tokens, route.error_format)) is not None:
            return over
        turn = answer(payload, fmt, len(self.turns) + 1)
        self.turns.append(turn)
        usage = turn.reply.get("usage")
        written = usage.get("completion_tokens", usage.get("output_tokens", 0)) if usage else 0
        self.spent_microusd += call_cost(input_tokens, int(written), self.prices)
        if not turn.streamed:
            return _json(200, turn.reply)
        if fmt == "openai-chat":
            options = payload.get("stream_options")
            usage = isinstance(options, dict) and options.get("include_usage") is True
            return 200, "text/event-stream", openai_events(turn.reply, include_usage=usage), ()
        return 200, "text/event-stream", anthropic_events(turn.reply), ()
