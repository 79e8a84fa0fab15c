"""Connections: a user's own OpenAI-compatible endpoint, usable as a model in quotes and runs.

A connection stores a base URL, a model name and an optional API key. Secrets never leave the
service: records show only whether a key is set, and an error message that quotes the endpoint's
answer has the key blanked out.

Pricing. A connection task costs no model money (the customer pays their own provider); only the
benchmark's per-task fee, the platform fee of the local pricing, is charged, and only for a task
that got an answer (as for managed routes, a failed task is free).

Calls. Each task of a run on a connection is one ``POST <base_url>/chat/completions`` with
``{"model": <model_id>, "messages": [{"role": "user", "content": <task prompt>}]}`` and, when a
key is set, ``Authorization: Bearer <key>``. The call goes exactly to the configured URL: no
redirects are followed and no proxy settings from the environment are used. Every failure
(refused connection, timeout, non-2xx status, a body that is not a chat completion) becomes an
``Answer`` with an error code, so the task is an error and the service keeps going. A task's
duration on the clock does not depend on the endpoint, so a run's schedule is deterministic and
its scores depend only on what the endpoint answered.

A2A agents. ``POST /v1/connections`` with ``protocol: "a2a"`` (``name``, ``base_url``, ``auth``,
optional ``card_path``) registers a remote agent, which a quote names with
``agent: {"kind": "remote", "connection_id": ...}`` (``agent="remote:<name>"`` in the SDK).
EvalRouter Local never calls an A2A endpoint: the agent's answers are simulated (see
``_agents``), and its check reports that. The auth secrets (header values, client secret) are
kept, never sent back.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from ._catalog import Route
from ._clock import iso
from ._errors import ApiError, invalid_field, not_implemented
from ._simulate import Answer
from ._tasks import Task, grade

JsonObject = dict[str, Any]

PROTOCOLS = ("openai_chat", "openai_completions")
A2A = "a2a"
DEFAULT_CARD_PATH = "/.well-known/agent-card.json"
AUTH_KINDS = ("headers", "oauth2_client_credentials")
OUTPUT_MODES = ("json_object", "json_schema")
DEFAULT_CONTEXT_WINDOW = 131_072
LONG_CONTEXT_TOKENS = 16_384
DEFAULT_TIMEOUT = 10.0
CHECK_PROMPT = "Reply with the single word: OK"
MAX_ERROR_TEXT = 200
UNCHECKED: JsonObject = {"status": "unchecked"}
# The check of an A2A agent: EvalRouter Local simulates agents and calls no endpoint.
AGENT_CHECK: JsonObject = {
    "status": "ok",
    "ok": True,
    "simulated": True,
    "error_code": None,
    "message": "EvalRouter Local simulates A2A agents; the endpoint was not called.",
    "http_status": None,
    "latency_ms": 0,
}


@dataclass(slots=True, eq=False)
class Connection:
    id: str
    name: str
    base_url: str
    model_id: str
    api_key: str | None
    created_us: int
    context_window: int = DEFAULT_CONTEXT_WINDOW
    max_output_tokens: int | None = None
    output_modes: list[str] | None = None
    protocol: str = "openai_chat"
    revision: int = 1
    checked_us: int | None = None
    check_result: JsonObject = field(default_factory=lambda: dict(UNCHECKED))
    # A2A agents only: how the service would authenticate to the agent (secrets included, never
    # rendered) and where its agent card is.
    auth: JsonObject | None = None
    card_path: str | None = None

    @property
    def is_agent(self) -> bool:
        return self.protocol == A2A

    @property
    def capabilities(self) -> tuple[str, ...]:
        if self.is_agent:
            return ("agent",)
        if self.context_window >= LONG_CONTEXT_TOKENS:
            return ("chat", "long_context")
        return ("chat",)

    @property
    def endpoint(self) -> str:
        return self.base_url.rstrip("/") + "/chat/completions"

    def route(self) -> Route:
        """The connection as a model route (a snapshot: quotes keep the revision they saw)."""
        if self.is_agent:
            raise ApiError(
                422,
                "connection_not_a_model",
                f"Connection {self.id} ({self.name!r}) is an A2A agent, not a model endpoint.",
                hint='Name it as the agent: agent={"kind": "remote", "connection_id": ...} '
                '(agent="remote:<name>" in the SDK).',
                details={"connection_id": self.id, "protocol": self.protocol},
            )
        return Route(
            id=f"connection:{self.id}",
            model_id=self.model_id,
            display_name=self.name,
            provider="connection",
            hosting_provider=httpx.URL(self.base_url).host or "connection",
            capabilities=self.capabilities,
            context_tokens=self.context_window,
            input_microusd_per_mtok=0,
            output_microusd_per_mtok=0,
            seconds_per_task=1.0,
            skill={},
            answer_key=f"connection:{self.id}",
            revision=self.revision,
            connection_id=self.id,
        )

    def _config(self) -> JsonObject:
        if not self.is_agent:
            return {
                "context_window": self.context_window,
                "max_output_tokens": self.max_output_tokens,
                "output_modes": self.output_modes,
                "api_key_set": self.api_key is not None,
            }
        return {
            "card_path": self.card_path,
            "auth": _public_auth(self.auth or {}),
            "simulated": True,
        }

    def render(self) -> JsonObject:
        return {
            "id": self.id,
            "name": self.name,
            "base_url": self.base_url,
            "model_id": self.model_id,
            "protocol": self.protocol,
            "account_id": None,
            "capabilities": list(self.capabilities),
            "config": self._config(),
            "check_result": dict(self.check_result),
            "checked_at": None if self.checked_us is None else iso(self.checked_us),
            "created_at": iso(self.created_us),
            "disabled_at": None,
            "revision": self.revision,
        }


# ------------------------------------------------------------------------------ validation


def _not_local(what: str, field_name: str) -> ApiError:
    hint = "Create an OpenAI-compatible connection: base_url, model_id, name and api_key."
    return not_implemented(what, hint=hint, field=field_name)


def _text(value: object, name: str, *, limit: int = 200) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > limit:
        raise invalid_field(name, f"must be a non-empty string of at most {limit} characters")
    return value.strip()


def _base_url(value: object) -> str:
    text = _text(value, "base_url", limit=2000)
    try:
        url = httpx.URL(text)
    except (httpx.InvalidURL, ValueError):
        raise invalid_field("base_url", "is not a URL") from None
    if url.scheme not in ("http", "https") or not url.host:
        raise invalid_field("base_url", "must be an http:// or https:// URL with a host")
    if url.query or url.fragment:
        raise invalid_field("base_url", "must not carry a query or a fragment")
    return text.rstrip("/")


def _api_key(value: object) -> str | None:
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > 4096 or not value.isprintable():
        raise invalid_field("api_key", "must be a string of printable characters")
    return value


def _positive(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise invalid_field(name, "must be a positive integer")
    return value


def _output_modes(value: object) -> list[str] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(v in OUTPUT_MODES for v in value):
        raise invalid_field("output_modes", f"must list values of {', '.join(OUTPUT_MODES)}")
    return [str(v) for v in value]


def _protocol(value: object) -> str:
    if value is None:
        return "openai_chat"
    if value == A2A:
        raise invalid_field("protocol", "cannot change to a2a: create an A2A connection instead")
    if value not in PROTOCOLS:
        raise invalid_field("protocol", f"must be one of {', '.join(PROTOCOLS)}")
    if value != "openai_chat":
        raise _not_local(f"{value} connections", "protocol")
    return str(value)


_HEADER_NAME = re.compile(r"^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$")


def _auth(value: object) -> JsonObject:
    """A2A auth as given (secrets included): ``headers`` or ``oauth2_client_credentials``."""
    if not isinstance(value, dict) or value.get("kind") not in AUTH_KINDS:
        raise invalid_field(
            "auth", f"must be an object whose kind is one of {', '.join(AUTH_KINDS)}"
        )
    if value["kind"] == "headers":
        headers = value.get("headers")
        if not isinstance(headers, list):
            raise invalid_field("auth.headers", "must be a list of {name, value} objects")
        kept = []
        for index, header in enumerate(headers):
            where = f"auth.headers[{index}]"
            if not isinstance(header, dict) or not _HEADER_NAME.match(str(header.get("name"))):
                raise invalid_field(where, "needs a `name` that is an HTTP header name")
            secret = header.get("value")
            if not isinstance(secret, str) or not secret.isprintable() or len(secret) > 4096:
                raise invalid_field(f"{where}.value", "must be a string of printable characters")
            kept.append({"name": header["name"], "value": secret})
        return {"kind": "headers", "headers": kept}
    auth: JsonObject = {"kind": "oauth2_client_credentials"}
    auth["client_id"] = _text(value.get("client_id"), "auth.client_id")
    secret = value.get("client_secret")
    if not isinstance(secret, str) or not secret:
        raise invalid_field("auth.client_secret", "must be a non-empty string")
    auth["client_secret"] = secret
    token_url = _text(value.get("token_url"), "auth.token_url", limit=2000)
    if httpx.URL(token_url).scheme not in ("http", "https"):
        raise invalid_field("auth.token_url", "must be an http:// or https:// URL")
    auth["token_url"] = token_url
    for name in ("audience", "scope"):
        optional = value.get(name)
        auth[name] = None if optional is None else _text(optional, f"auth.{name}")
    return auth


def _public_auth(auth: JsonObject) -> JsonObject:
    """What a record shows of the auth: its kind and names, never a secret."""
    if auth.get("kind") == "headers":
        return {"kind": "headers", "header_names": [h["name"] for h in auth.get("headers", [])]}
    return {
        "kind": auth.get("kind"),
        "client_id": auth.get("client_id"),
        "token_url": auth.get("token_url"),
        "audience": auth.get("audience"),
        "scope": auth.get("scope"),
        "client_secret_set": bool(auth.get("client_secret")),
    }


def _card_path(value: object) -> str:
    if value is None:
        return DEFAULT_CARD_PATH
    text = _text(value, "card_path", limit=500)
    if not text.startswith("/"):
        raise invalid_field("card_path", "must be a path starting with /")
    return text


def _new_agent(body: JsonObject, *, connection_id: str, now_us: int) -> Connection:
    for name in ("model_id", "api_key", "context_window", "max_output_tokens", "output_modes"):
        if body.get(name) is not None:
            raise invalid_field(name, "does not apply to an A2A agent connection")
    return Connection(
        id=connection_id,
        name=_text(body.get("name"), "name"),
        base_url=_base_url(body.get("base_url")),
        model_id="",
        api_key=None,
        created_us=now_us,
        protocol=A2A,
        auth=_auth(body.get("auth")),
        card_path=_card_path(body.get("card_path")),
    )


def new_connection(body: object, *, connection_id: str, now_us: int) -> Connection:
    if not isinstance(body, dict):
        raise invalid_field("body", "must be a JSON object")
    if body.get("account_id") is not None:
        raise _not_local("connections through provider accounts", "account_id")
    if body.get("protocol") == A2A:
        return _new_agent(body, connection_id=connection_id, now_us=now_us)
    protocol = _protocol(body.get("protocol"))
    if "auth" in body:
        raise invalid_field("auth", 'is for A2A agent connections (protocol "a2a") only')
    window = body.get("context_window")
    max_output = body.get("max_output_tokens")
    return Connection(
        id=connection_id,
        name=_text(body.get("name"), "name"),
        base_url=_base_url(body.get("base_url")),
        model_id=_text(body.get("model_id"), "model_id", limit=500),
        api_key=_api_key(body.get("api_key")),
        created_us=now_us,
        context_window=(
            DEFAULT_CONTEXT_WINDOW if window is None else _positive(window, "context_window")
        ),
        max_output_tokens=(
            None if max_output is None else _positive(max_output, "max_output_tokens")
        ),
        output_modes=_output_modes(body.get("output_modes")),
        protocol=protocol,
    )


def update_connection(connection: Connection, body: object) -> None:
    """Apply a PATCH: absent or null fields stay; ``api_key: ""`` removes the key.

    A change to what is called (URL, model, key, protocol) resets the last check.
    """
    if not isinstance(body, dict):
        raise invalid_field("body", "must be a JSON object")
    if connection.is_agent:
        for name in (
            "model_id",
            "api_key",
            "protocol",
            "context_window",
            "max_output_tokens",
            "output_modes",
        ):
            if body.get(name) is not None:
                raise invalid_field(name, "does not apply to an A2A agent connection")
    changes: JsonObject = {}
    if body.get("name") is not None:
        changes["name"] = _text(body["name"], "name")
    if body.get("base_url") is not None:
        changes["base_url"] = _base_url(body["base_url"])
    if body.get("model_id") is not None:
        changes["model_id"] = _text(body["model_id"], "model_id", limit=500)
    if "api_key" in body and body["api_key"] is not None:
        changes["api_key"] = _api_key(body["api_key"])
    if body.get("protocol") is not None:
        changes["protocol"] = _protocol(body["protocol"])
    if body.get("context_window") is not None:
        changes["context_window"] = _positive(body["context_window"], "context_window")
    if body.get("max_output_tokens") is not None:
        changes["max_output_tokens"] = _positive(body["max_output_tokens"], "max_output_tokens")
    if "output_modes" in body:
        changes["output_modes"] = _output_modes(body["output_modes"])
    changed = {k for k, v in changes.items() if getattr(connection, k) != v}
    if not changed:
        return
    for key in changed:
        setattr(connection, key, changes[key])
    connection.revision += 1
    if changed & {"base_url", "model_id", "api_key", "protocol"}:
        connection.checked_us = None
        connection.check_result = dict(UNCHECKED)


# ---------------------------------------------------------------------------------- calls


@dataclass(frozen=True, slots=True)
class Target:
    """What one call needs, copied out of the state so the call runs without the lock."""

    endpoint: str
    model_id: str
    api_key: str | None

    @classmethod
    def of(cls, connection: Connection) -> Target:
        return cls(connection.endpoint, connection.model_id, connection.api_key)


@dataclass(frozen=True, slots=True)
class ChatReply:
    text: str | None
    error_code: str | None
    error_message: str | None
    input_tokens: int | None = None
    output_tokens: int | None = None
    http_status: int | None = None


def _redact(text: str, secret: str | None) -> str:
    return text.replace(secret, "[redacted]") if secret else text


def _content(message: object) -> str | None:
    if not isinstance(message, dict):
        return None
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text") for p in content if isinstance(p, dict)]
        return "".join(p for p in parts if isinstance(p, str))
    return None


def _tokens(usage: object, name: str) -> int | None:
    if not isinstance(usage, dict):
        return None
    value = usage.get(name)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def chat(client: httpx.Client, target: Target, prompt: str) -> ChatReply:
    """One chat completion; never raises (every failure is a ``ChatReply`` with an error code)."""
    headers = {"Content-Type": "application/json"}
    if target.api_key is not None:
        headers["Authorization"] = f"Bearer {target.api_key}"
    body = {"model": target.model_id, "messages": [{"role": "user", "content": prompt}]}
    try:
        response = client.post(target.endpoint, content=json.dumps(body), headers=headers)
    except httpx.TimeoutException:
        return ChatReply(None, "connection_timeout", f"{target.endpoint} did not answer in time.")
    except httpx.HTTPError as exc:
        message = _redact(f"{target.endpoint} could not be reached: {exc}", target.api_key)
        return ChatReply(None, "connection_unreachable", message)
    except Exception as exc:
        message = _redact(f"Calling {target.endpoint} failed: {exc!r}", target.api_key)
        return ChatReply(None, "connection_error", message)
    status = response.status_code
    if not 200 <= status < 300:
        snippet = _redact(response.text[:MAX_ERROR_TEXT], target.api_key)
        code = {401: "connection_unauthorized", 403: "connection_unauthorized"}.get(
            status, "connection_rate_limited" if status == 429 else "connection_http_error"
        )
        return ChatReply(
            None, code, f"{target.endpoint} answered HTTP {status}: {snippet}", None, None, status
        )
    try:
        payload = response.json()
    except ValueError:
        return ChatReply(
            None,
            "connection_bad_response",
            "The endpoint's answer is not JSON.",
            http_status=status,
        )
    choices = payload.get("choices") if isinstance(payload, dict) else None
    text = _content(choices[0].get("message")) if choices and isinstance(choices[0], dict) else None
    if text is None:
        return ChatReply(
            None,
            "connection_bad_response",
            "The endpoint's answer has no choices[0].message.content.",
            http_status=status,
        )
    usage = payload.get("usage")
    return ChatReply(
        text,
        None,
        None,
        _tokens(usage, "prompt_tokens"),
        _tokens(usage, "completion_tokens"),
        status,
    )


def task_answer(reply: ChatReply, task: Task) -> Answer:
    """A task's answer from the endpoint's reply, graded by the benchmark's grader."""
    if reply.text is None:
        return Answer(
            "",
            False,
            task.input_tokens,
            0,
            reply.error_code or "connection_error",
            1.0,
            reply.error_message,
        )
    return Answer(
        text=reply.text,
        correct=grade(task, reply.text),
        input_tokens=task.input_tokens if reply.input_tokens is None else reply.input_tokens,
        output_tokens=(
            max(1, len(reply.text) // 4) if reply.output_tokens is None else reply.output_tokens
        ),
        error_code=None,
        duration_factor=1.0,
    )


def missing_answer(task: Task, connection_id: str) -> Answer:
    return Answer(
        "",
        False,
        task.input_tokens,
        0,
        "connection_not_found",
        1.0,
        f"Connection {connection_id} was deleted before this task ran.",
    )


def check_result(reply: ChatReply, started: float) -> JsonObject:
    elapsed_ms = round((time.monotonic() - started) * 1000)
    if reply.text is None:
        return {
            "status": "failed",
            "ok": False,
            "error_code": reply.error_code,
            "message": reply.error_message,
            "http_status": reply.http_status,
            "latency_ms": elapsed_ms,
        }
    return {
        "status": "ok",
        "ok": True,
        "error_code": None,
        "message": None,
        "http_status": reply.http_status,
        "latency_ms": elapsed_ms,
    }
