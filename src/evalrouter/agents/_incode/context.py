"""What an in-code agent gets: ``AgentContext`` (the attempt, its workspace, the task, its
tools, the metered model gateway and the trace). Neither the user's API key nor the attempt
credential is in it: the task calls carry the credential inside the runner, and the gateway is
reached through the runner's relay on this machine, with a key valid only there."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Required, TypedDict, cast

import httpx
from evalrouter_generated._model import JsonValue

from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from .._gateway.export_guard import keep_tokens_home
from .._trace.model_calls import PARENT_HEADER
from .tools import AgentTools

if TYPE_CHECKING:
    from anthropic import AsyncAnthropic
    from openai import AsyncOpenAI

    from .._attempt.session import AttemptSession
    from .._task.api import TaskApi
    from .._trace.recorder import TraceRecorder

__all__ = [
    "AgentContext",
    "AttemptInfo",
    "ChatChoice",
    "ChatCompletion",
    "ChatMessage",
    "ChatUsage",
    "Gateway",
    "build_context",
]


class ChatMessage(TypedDict, total=False):
    """The message of a chat completion's choice: ``role`` and ``content`` (the model's text,
    ``None`` when it only calls tools) are always there; ``tool_calls`` when it calls tools."""

    role: Required[str]
    content: Required[str | None]
    tool_calls: list[dict[str, JsonValue]]


class ChatChoice(TypedDict):
    index: int
    message: ChatMessage
    finish_reason: str | None


class ChatUsage(TypedDict):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatCompletion(TypedDict, total=False):
    """The gateway's answer to a chat call, in OpenAI's shape:
    ``reply["choices"][0]["message"]["content"]`` is the model's text. Every key but
    ``usage`` is always there."""

    id: Required[str]
    object: Required[str]
    created: Required[int]
    model: Required[str]
    choices: Required[list[ChatChoice]]
    usage: ChatUsage


@dataclass(frozen=True)
class AttemptInfo:
    """The attempt being run: ids, its deadline (epoch seconds) and its gateway limits."""

    id: str
    run_id: str
    task_ref: str
    attempt: int
    deadline_at: float
    limits: Mapping[str, int | None]


_INSTALL_HINTS = {
    "openai": "pip install openai (or, in your clone of this SDK, pip install -e '.[agents]'), "
    "or use context.gateway.chat(messages=...).",
    "anthropic": "pip install anthropic, or use context.gateway.chat(messages=...).",
}


def model_name(model_id: str) -> str:
    """The run's model as a name any framework accepts: its id without a provider prefix
    (``sim/gpt-5-mini`` → ``gpt-5-mini``; the OpenAI Agents SDK refuses unknown prefixes)."""
    return model_id.rsplit("/", 1)[-1] or model_id


class Gateway:
    """The attempt's model gateway: OpenAI chat completions (``POST {base_url}/chat/completions``)
    and Anthropic messages (``POST {anthropic_base_url}/v1/messages``), streamed or not,
    metered against the attempt's limits and the run's cap, whatever model name a call carries.
    The relay also serves the OpenAI Responses API (``POST {base_url}/responses``) and the
    Gemini API (``{anthropic_base_url}/v1beta/models/{model}:generateContent``), each translated
    to a chat-completions call and metered and recorded as one.

    - ``base_url`` and ``api_key`` suit any OpenAI-compatible client (LangChain's
      ``ChatOpenAI(base_url=..., api_key=...)``, ``openai.OpenAI``, raw HTTP);
      ``anthropic_base_url`` the Anthropic SDK. They point at a relay on this machine and the key
      is valid there only while the attempt runs: the attempt credential never reaches the agent.
    - ``model``: the run's model as a name frameworks accept; ``model_id`` the id as the service
      granted it.
    - ``chat()``, ``openai()``, ``anthropic()``: ready-made clients.

    Every call, whatever client makes it, is checked against the limits and recorded once in
    the attempt's trace.
    """

    def __init__(
        self,
        *,
        base_url: str,
        api_key: str,
        model_id: str,
        recorder: TraceRecorder | None = None,
    ) -> None:
        self.base_url = base_url
        self.anthropic_base_url = base_url.removesuffix("/v1")
        self.model_id = model_id
        self.model = model_name(model_id)
        self._key = api_key
        self._recorder = recorder
        self._clients: dict[str, object] = {}

    @property
    def api_key(self) -> str:
        """This attempt's key for ``base_url`` (not your API key, nor the attempt credential)."""
        keep_tokens_home()
        return self._key

    def __repr__(self) -> str:
        return f"Gateway(base_url={self.base_url!r}, model={self.model!r})"

    def _headers(self) -> dict[str, str]:
        """The caller's current span, so the call's record nests where it was made."""
        recorder = self._recorder
        span = recorder._current.get() if recorder is not None else None
        return {PARENT_HEADER: span} if span else {}

    async def chat(
        self, messages: Sequence[Mapping[str, object]] | None = None, **body: JsonValue
    ) -> ChatCompletion:
        """One chat completion (``POST .../chat/completions``) with ``messages`` (a list of
        ``{"role", "content"}``, such as the task's ``task["inputs"]["messages"]``) and any
        other chat-completions fields; the answer in OpenAI's shape:
        ``reply["choices"][0]["message"]["content"]``."""
        request: dict[str, JsonValue] = {"model": self.model}
        if messages is not None:
            is_list = isinstance(messages, Sequence) and not isinstance(messages, str | bytes)
            listed = messages if is_list else None
            if listed is None or not all(isinstance(m, Mapping) for m in listed):
                raise invalid_input(
                    f"messages must be a list of message objects, not {type(messages).__name__}.",
                    hint='Pass for example messages=[{"role": "user", "content": "Hi"}].',
                    argument="messages",
                )
            request["messages"] = [
                {str(k): v for k, v in cast("Mapping[str, JsonValue]", m).items()} for m in listed
            ]
        request.update(body)
        request["stream"] = False
        try:
            content = json.dumps(request, ensure_ascii=False, allow_nan=False).encode()
        except (TypeError, ValueError) as exc:
            raise invalid_input(
                f"The chat request is not JSON: {exc}.", argument="body", hint="Pass JSON values."
            ) from None
        headers = {
            "authorization": f"Bearer {self._key}",
            "content-type": "application/json",
            **self._headers(),
        }
        # A client of its own per call: the relay is on this machine, and the agent may call
        # from any event loop or thread. Plain HTTP on loopback: no TLS context to build (the
        # default one loads the CA bundle, which would cost more than the call).
        loopback = httpx.AsyncHTTPTransport(verify=False, trust_env=False)
        try:
            async with httpx.AsyncClient(transport=loopback, timeout=None, trust_env=False) as http:
                response = await http.post(
                    f"{self.base_url}/chat/completions", content=content, headers=headers
                )
        except httpx.HTTPError as exc:
            raise EvalRouterError(
                "network_error",
                f"The gateway relay did not answer ({type(exc).__name__}).",
                hint="Call the gateway only while the attempt runs.",
            ) from None
        try:
            answer = response.json()
        except ValueError:
            answer = None
        if response.status_code >= 400 or not isinstance(answer, dict):
            raise _gateway_error(response.status_code, answer)
        return cast("ChatCompletion", answer)

    def openai(self) -> AsyncOpenAI:
        """An ``openai.AsyncOpenAI`` on this gateway (no retries of its own), for the OpenAI
        SDK or a framework built on it (``set_default_openai_client(context.gateway.openai())``,
        ``OpenAIChatCompletionsModel(openai_client=...)``). The OpenAI Agents SDK never exports
        its traces with this client's key: they stay in the attempt's trace."""
        try:
            import openai
        except ImportError:
            raise _missing("openai", "openai()") from None
        cached = self._clients.get("openai")
        if isinstance(cached, openai.AsyncOpenAI) and not cached.is_closed():
            return cached
        keep_tokens_home()
        made = _traced(openai.AsyncOpenAI, self)(
            base_url=self.base_url, api_key=self._key, max_retries=0
        )
        self._clients["openai"] = made
        return made

    def anthropic(self) -> AsyncAnthropic:
        """An ``anthropic.AsyncAnthropic`` on this gateway (no retries of its own)."""
        try:
            import anthropic
        except ImportError:
            raise _missing("anthropic", "anthropic()") from None
        cached = self._clients.get("anthropic")
        if isinstance(cached, anthropic.AsyncAnthropic) and not cached.is_closed():
            return cached
        made = _traced(anthropic.AsyncAnthropic, self)(
            base_url=self.anthropic_base_url, api_key=self._key, max_retries=0
        )
        self._clients["anthropic"] = made
        return made

    async def _close(self) -> None:
        """The attempt is over: the clients made for it are closed."""
        clients, self._clients = self._clients, {}
        for client in clients.values():
            close = getattr(client, "close", None)
            if close is not None:
                with contextlib.suppress(Exception):
                    await close()


def _missing(package: str, call: str) -> EvalRouterError:
    return EvalRouterError(
        f"{package}_required",
        f"context.gateway.{call} needs the {package} package, which is not installed.",
        hint=_INSTALL_HINTS[package],
    )


_TRACED: dict[type, type] = {}


def _traced[C](base: type[C], gateway: Gateway) -> Callable[..., C]:
    """``base`` (an OpenAI or Anthropic SDK client class) whose requests carry the caller's
    current span, read when each request is made."""
    made = _TRACED.get(base)
    if made is None:

        async def _prepare_request(self: Any, request: Any) -> None:
            inherited = getattr(super(made, self), "_prepare_request", None)
            if inherited is not None:  # the SDKs' hook for a request's own headers
                await inherited(request)
            headers = self._evalrouter_gateway._headers()
            for key, value in headers.items():
                request.headers[key] = value

        made = type(base.__name__, (base,), {"_prepare_request": _prepare_request})
        made.__module__ = base.__module__
        _TRACED[base] = made

    def construct(**kwargs: object) -> C:
        client = cast("C", made(**kwargs))
        client._evalrouter_gateway = gateway  # type: ignore[attr-defined]
        return client

    return construct


def _gateway_error(status: int, answer: object) -> EvalRouterError:
    """A gateway refusal as the SDK's error: its code, message, hint and details."""
    wire = answer.get("error") if isinstance(answer, dict) else None
    wire = wire if isinstance(wire, dict) else {}
    code = wire.get("code")
    message = wire.get("message")
    hint = wire.get("hint")
    details = wire.get("details")
    return EvalRouterError(
        code if isinstance(code, str) and code else f"http_{status}",
        message if isinstance(message, str) and message else f"The gateway answered {status}.",
        hint=hint if isinstance(hint, str) else None,
        details=cast("JsonValue", details) if isinstance(details, dict) else None,
        status_code=status,
    )


class AgentContext:
    """Everything an agent's ``run(context)`` works with.

    - ``attempt``: :class:`AttemptInfo`; ``workspace``: this attempt's private directory;
    - ``task``: ``get()``, ``submit(output=None)``, ``done(reason="completed")``;
    - ``tools``: ``list()``, ``call(name, arguments)`` (a refusal is a result, not raised),
      and ``call_sync(name, arguments)`` from sync code in another thread;
    - ``gateway``: :class:`Gateway`; ``trace``: the attempt's trace recorder.
    """

    def __init__(
        self,
        *,
        attempt: AttemptInfo,
        workspace: Path,
        task: TaskApi,
        tools: AgentTools,
        gateway: Gateway,
        trace: TraceRecorder,
    ) -> None:
        self.attempt = attempt
        self.workspace = workspace
        self.task = task
        self.tools = tools
        self.gateway = gateway
        self.trace = trace

    def __repr__(self) -> str:
        return f"AgentContext(attempt={self.attempt.id!r}, workspace={str(self.workspace)!r})"


def build_context(session: AttemptSession) -> AgentContext:
    # The controller put the attempt on its gateway relay: the session's gateway address and
    # key are the relay's (the attempt credential stays with the runner).
    gateway = Gateway(
        base_url=session.gateway_base_url,
        api_key=session.credential,
        model_id=session.model_alias,
        recorder=session.recorder,
    )
    if session.route is not None:  # closed with the attempt's route
        session.route.closers.append(gateway._close)
    info = AttemptInfo(
        id=session.attempt_id,
        run_id=session.run_id,
        task_ref=session.task_ref,
        attempt=session.attempt,
        deadline_at=session.deadline_at,
        limits=dict(session.limits),
    )
    return AgentContext(
        attempt=info,
        workspace=session.workspace,
        task=session.server.task,
        tools=AgentTools(
            session.server, loop=asyncio.get_running_loop(), remaining=session.turn_seconds
        ),
        gateway=gateway,
        trace=session.recorder,
    )
