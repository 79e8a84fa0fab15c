"""What an in-code agent gets: ``AgentContext`` (the attempt, its workspace, the task, its
tools, the metered model gateway and the trace). The user's API key is nowhere in it: the
gateway and the task calls carry the attempt's own credential."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Required, TypedDict, cast

import httpx
from evalrouter_generated._model import JsonValue
from evalrouter_generated.resources.client_runs import AsyncClientRuns

from .._errors import invalid_input
from .._exceptions import EvalRouterError
from ._clients import sender

if TYPE_CHECKING:
    from openai import AsyncOpenAI

    from .._client import AsyncEvalRouter
    from ._drivers import AttemptSession
    from ._task_api import TaskApi, ToolsApi
    from ._trace import TraceRecorder

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


BUDGET_CODE = "client_budget_exhausted"
INPUT_CODE = "client_input_too_large"
OUTPUT_CODE = "client_output_tokens_too_large"


@dataclass(frozen=True)
class AttemptInfo:
    """The attempt being run: ids, its deadline (epoch seconds) and its gateway limits."""

    id: str
    run_id: str
    task_ref: str
    attempt: int
    deadline_at: float
    limits: Mapping[str, int | None]


class Gateway:
    """The attempt's model gateway: OpenAI chat-compatible, metered against the attempt's
    limits and the run's cap, whatever model name a request carries.

    ``base_url`` and ``api_key`` (the attempt credential, not your API key) suit any
    OpenAI-compatible client; ``chat()`` and ``openai()`` calls are also traced."""

    def __init__(
        self,
        client: AsyncEvalRouter,
        *,
        run_id: str,
        attempt_id: str,
        base_url: str,
        model: str,
        credential: str,
        limits: Mapping[str, int | None],
        recorder: TraceRecorder,
    ) -> None:
        self._client = client
        self._run_id = run_id
        self._attempt_id = attempt_id
        self.base_url = base_url
        self.model = model
        self._credential = credential
        self._limits = limits
        self._recorder = recorder
        self._calls = 0

    @property
    def api_key(self) -> str:
        """The attempt credential (valid for this attempt's gateway and task calls only)."""
        return self._credential

    def __repr__(self) -> str:
        return f"Gateway(base_url={self.base_url!r}, model={self.model!r})"

    def _admit(self, body: Mapping[str, object]) -> None:
        """Refuse a call the attempt's limits forbid before it leaves the machine, with the
        code the gateway itself would answer."""

        def refuse(code: str, limit: str, value: int, allowed: int, fix: str) -> EvalRouterError:
            return EvalRouterError(
                code,
                f"This model call would exceed the attempt's {limit} ({value} > {allowed}); "
                "it was not sent.",
                hint=fix,
                details={"limit": limit, "value": value, "allowed": allowed},
            )

        max_calls = self._limits.get("max_calls")
        if isinstance(max_calls, int) and self._calls >= max_calls:
            raise refuse(
                BUDGET_CODE,
                "max_calls",
                self._calls + 1,
                max_calls,
                "Submit the work you have and call done; no more model calls are allowed.",
            )
        max_input = self._limits.get("max_input_bytes")
        messages = json.dumps(body.get("messages"), separators=(",", ":"), ensure_ascii=False)
        size = len(messages.encode())
        if isinstance(max_input, int) and size > max_input:
            raise refuse(INPUT_CODE, "max_input_bytes", size, max_input, "Send shorter messages.")
        max_output = self._limits.get("max_output_tokens")
        for key in ("max_completion_tokens", "max_tokens"):
            asked = body.get(key)
            if isinstance(max_output, int) and isinstance(asked, int) and asked > max_output:
                raise refuse(
                    OUTPUT_CODE,
                    "max_output_tokens",
                    asked,
                    max_output,
                    f"Ask for at most {max_output} {key}, or leave {key} out.",
                )
        self._calls += 1

    async def chat(
        self, messages: Sequence[Mapping[str, object]] | None = None, **body: JsonValue
    ) -> ChatCompletion:
        """One chat completion (``POST .../gateway/v1/chat/completions``) with ``messages`` (a
        list of ``{"role", "content"}``, such as the task's ``task["inputs"]["messages"]``) and
        any other chat-completions fields; the answer in OpenAI's shape:
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
        self._admit(request)
        try:
            answer = await AsyncClientRuns(self._client).attempts.gateway.chat_completions(
                self._run_id, self._attempt_id, request
            )
        except EvalRouterError as exc:
            self._recorder.record_model(request, None, exc.code)
            raise
        reply = dict(answer.to_dict())
        self._recorder.record_model(request, reply, None)
        return cast("ChatCompletion", reply)

    def openai(self) -> AsyncOpenAI:
        """An ``openai.AsyncOpenAI`` on this gateway (no retries of its own); its chat
        completions are checked against the limits and traced like ``chat()``."""
        try:
            import openai
        except ImportError:
            raise EvalRouterError(
                "openai_required",
                "context.gateway.openai() needs the openai package, which is not installed.",
                hint="pip install openai (or, in your clone of this SDK, pip install -e "
                "'.[agents]'), or use context.gateway.chat(messages=...).",
            ) from None
        cached = self.__dict__.get("_openai")
        if isinstance(cached, openai.AsyncOpenAI):
            return cached  # one per attempt, over the attempt client's own connections
        http = httpx.AsyncClient(
            transport=_TracedGateway(self, sender(self._client)),
            follow_redirects=False,
            timeout=None,
        )
        made = openai.AsyncOpenAI(
            base_url=self.base_url, api_key=self._credential, max_retries=0, http_client=http
        )
        self.__dict__["_openai"] = made
        return made


class _TracedGateway(httpx.AsyncBaseTransport):
    """The openai client's transport: chat completions are admitted against the limits and
    recorded as model spans; requests go through the attempt client's own transport."""

    def __init__(
        self, gateway: Gateway, send: Callable[[httpx.Request], Awaitable[httpx.Response]]
    ) -> None:
        self._gateway = gateway
        self._send = send

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        is_chat = request.method == "POST" and request.url.path.endswith("/chat/completions")
        if not is_chat:
            return await self._send(request)
        raw = await request.aread()
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        if not isinstance(body, dict):
            return await self._send(request)
        try:
            self._gateway._admit(body)
        except EvalRouterError as exc:
            self._gateway._recorder.record_model(body, None, exc.code)
            error = {"error": {"code": exc.code, "message": exc.message, "type": exc.code}}
            return httpx.Response(400, json=error, request=request)
        response = await self._send(request)
        if body.get("stream"):
            self._gateway._recorder.record_model(body, None, None)
            return response
        content = await response.aread()
        await response.aclose()
        answer: object = None
        error_code: str | None = None
        try:
            answer = json.loads(content) if content else None
        except ValueError:
            answer = None
        if response.status_code >= 400:
            wire = answer.get("error") if isinstance(answer, dict) else None
            code = wire.get("code") if isinstance(wire, dict) else None
            error_code = code if isinstance(code, str) else f"http_{response.status_code}"
        reply = answer if isinstance(answer, dict) and error_code is None else None
        self._gateway._recorder.record_model(body, reply, error_code)
        return httpx.Response(
            response.status_code,
            headers=response.headers,
            content=content,
            request=request,
            extensions=response.extensions,
        )

    async def aclose(self) -> None:
        """The attempt client owns its pool; closing the openai client leaves it open."""


class AgentContext:
    """Everything an agent's ``run(context)`` works with.

    - ``attempt``: :class:`AttemptInfo`; ``workspace``: this attempt's private directory;
    - ``task``: ``get()``, ``submit(output=None)``, ``done(reason="completed")``;
    - ``tools``: ``list()``, ``call(name, arguments)`` (a refusal is a result, not raised);
    - ``gateway``: :class:`Gateway`; ``trace``: the attempt's trace recorder.
    """

    def __init__(
        self,
        *,
        attempt: AttemptInfo,
        workspace: Path,
        task: TaskApi,
        tools: ToolsApi,
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
    gateway = Gateway(
        session.client,
        run_id=session.run_id,
        attempt_id=session.attempt_id,
        base_url=session.gateway_base_url,
        model=session.model_alias,
        credential=session.credential,
        limits=session.limits,
        recorder=session.recorder,
    )
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
        tools=session.server.tools,
        gateway=gateway,
        trace=session.recorder,
    )
