"""The README's framework recipes, run as written against a served EvalRouter Local.

- ``served``: ``python -m evalrouter.testing serve --port 0`` in a subprocess (127.0.0.1), once
  per module, stopped by its handle.
- ``recipe(heading)``: the ``python`` block under ``### <heading>`` of "Agents built with
  frameworks", taken from README.md itself (never a copy).
- ``readme``: runs recipes in one namespace, as a reader pastes them, with only
  ``EVALROUTER_BASE_URL`` set (and no OpenAI or Anthropic key in the environment).
- ``usage``: what each framework itself reports per model call (the OpenAI Agents SDK's
  ``result.context_wrapper.usage``, LangChain's ``usage_metadata``, the Anthropic SDK's
  ``response.usage``), hooked on the frameworks' public calls, and each task tool call the
  framework's tools made (``context.tools.call``, by name).
- ``network``: every connection and name lookup of the process, in every thread, refused and
  recorded unless it is for this machine (127.0.0.1, ::1, localhost); the test fails when one
  was asked for, so no request leaves for another host.
"""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouter
from tests.frameworks.guard import Network
from tests.frameworks.guard import install as install_guard

README = Path(__file__).parents[2] / "README.md"
SECTION = "## Agents built with frameworks"
SERVE_STARTUP_SECONDS = 30.0


def recipes() -> dict[str, str]:
    """Heading → the first ``python`` block under it, in the README's framework section."""
    text = README.read_text(encoding="utf-8")
    start = text.index(f"\n{SECTION}\n")
    end = text.find("\n## ", start + 1)
    section = text[start : end if end >= 0 else len(text)]
    out: dict[str, str] = {}
    for part in re.split(r"^### ", section, flags=re.M)[1:]:
        heading, _, body = part.partition("\n")
        block = re.search(r"^```python\n(.*?)^```", body, re.S | re.M)
        if block:
            out[heading.strip()] = block[1]
    return out


def recipe(heading: str) -> str:
    found = recipes()
    assert heading in found, f"README has no recipe under '### {heading}': {sorted(found)}"
    return found[heading]


# --------------------------------------------------------------------------- the served Local


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of EvalRouter Local served by ``python -m evalrouter.testing serve``."""
    process = subprocess.Popen(
        [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0", "--seed", "5"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        cwd=tmp_path_factory.mktemp("served"),
    )
    try:
        assert process.stdout is not None
        first: list[str] = []
        reader = threading.Thread(target=lambda: first.append(process.stdout.readline()))  # type: ignore[union-attr]
        reader.start()
        reader.join(SERVE_STARTUP_SECONDS)  # bounded: a server that never prints fails here
        assert first and first[0].startswith("http://127.0.0.1:"), first
        yield first[0].strip()
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
        if process.stdout is not None:
            process.stdout.close()


# --------------------------------------------------------------------------- no other host


@pytest.fixture
def network() -> Iterator[Network]:
    guard = Network()
    uninstall = install_guard(guard)
    try:
        yield guard
    finally:
        uninstall()
    assert not guard.refused, f"requests left for other hosts: {sorted(set(guard.refused))}"


# ------------------------------------------------------------------ the frameworks' own counts


@dataclass
class Call:
    framework: str
    requests: int
    input_tokens: int
    output_tokens: int


@dataclass
class Usage:
    """Each model call (or run, for the Agents SDK) as the framework itself reports it."""

    calls: list[Call] = field(default_factory=list)
    tools: Counter[str] = field(default_factory=Counter)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, call: Call) -> None:
        with self.lock:
            self.calls.append(call)

    def add_tool(self, name: str) -> None:
        with self.lock:
            self.tools[name] += 1

    def clear(self) -> None:
        with self.lock:
            self.calls.clear()
            self.tools.clear()

    def totals(self, framework: str | None = None) -> tuple[int, int, int]:
        """(model calls, input tokens, output tokens)."""
        with self.lock:
            mine = [c for c in self.calls if framework in (None, c.framework)]
        return (
            sum(c.requests for c in mine),
            sum(c.input_tokens for c in mine),
            sum(c.output_tokens for c in mine),
        )


@pytest.fixture
def usage(monkeypatch: pytest.MonkeyPatch) -> Usage:
    from agents import Runner
    from anthropic.resources.messages import AsyncMessages
    from langchain_openai import ChatOpenAI

    seen = Usage()
    run = Runner.run

    async def runner_run(cls: type, *args: Any, **kwargs: Any) -> Any:
        result = await run(*args, **kwargs)
        used = result.context_wrapper.usage
        seen.add(Call("openai-agents", used.requests, used.input_tokens, used.output_tokens))
        return result

    ainvoke = ChatOpenAI.ainvoke

    async def chat_ainvoke(self: ChatOpenAI, *args: Any, **kwargs: Any) -> Any:
        message = await ainvoke(self, *args, **kwargs)
        used = message.usage_metadata or {"input_tokens": 0, "output_tokens": 0}
        seen.add(Call("langchain", 1, used["input_tokens"], used["output_tokens"]))
        return message

    create = AsyncMessages.create

    async def messages_create(self: AsyncMessages, *args: Any, **kwargs: Any) -> Any:
        reply = await create(self, *args, **kwargs)
        seen.add(Call("anthropic", 1, reply.usage.input_tokens, reply.usage.output_tokens))
        return reply

    from evalrouter.agents._task.api import ToolsApi

    tools_call = ToolsApi.call

    async def counted_call(
        self: ToolsApi, name: str, arguments: Mapping[str, object] | None = None, **kw: Any
    ) -> Any:
        seen.add_tool(name)
        return await tools_call(self, name, arguments, **kw)

    monkeypatch.setattr(ToolsApi, "call", counted_call)
    monkeypatch.setattr(Runner, "run", classmethod(runner_run))
    monkeypatch.setattr(ChatOpenAI, "ainvoke", chat_ainvoke)
    monkeypatch.setattr(AsyncMessages, "create", messages_create)
    return seen


# --------------------------------------------------------------------------- running the README


@dataclass
class Readme:
    """Runs recipes as a reader would: in one namespace, top to bottom."""

    namespace: dict[str, Any]
    capsys: pytest.CaptureFixture[str]
    client: EvalRouter

    def run(self, *headings: str) -> str:
        """Runs the recipes under these headings in order; what they printed."""
        for heading in headings:
            code = compile(recipe(heading), f"README recipe '{heading}'", "exec")
            exec(code, self.namespace)
        return self.capsys.readouterr().out


@pytest.fixture
def readme(
    served: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    network: Network,
    usage: Usage,
) -> Iterator[Readme]:
    for name in ("EVALROUTER_API_KEY", "EVALROUTER_WEB_URL", "EVALROUTER_WORKSPACE_ID"):
        monkeypatch.delenv(name, raising=False)
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"):
        monkeypatch.delenv(name, raising=False)  # the recipes take their keys from the gateway
    monkeypatch.setenv("EVALROUTER_BASE_URL", served)
    monkeypatch.setenv("EVALROUTER_STATE_DIR", str(tmp_path / "state"))
    made: list[EvalRouter] = []
    real_init = EvalRouter.__init__

    def remembered(self: EvalRouter, *args: Any, **kwargs: Any) -> None:
        real_init(self, *args, **kwargs)
        made.append(self)  # closed below, as a script's exit would

    monkeypatch.setattr(EvalRouter, "__init__", remembered)
    pools = _remember_langchains_pools(monkeypatch)
    client = EvalRouter()
    try:
        yield Readme({"__name__": "readme"}, capsys, client)
    finally:
        for made_client in made:
            made_client.close()
        _close_pools(pools)
        _restore_framework_globals()


def _remember_langchains_pools(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """langchain-openai keeps one ``httpx.AsyncClient`` per base URL for the whole process (an
    ``lru_cache``), and an attempt's gateway URL is new each time: the connections it pooled
    outlive the attempt's event loop, to be collected unclosed at exit (ResourceWarning:
    unclosed transport). The clients it makes during the test are remembered, to be closed."""
    from langchain_openai.chat_models import _client_utils

    made: list[Any] = []
    cached = _client_utils._cached_async_httpx_client

    def remembered(*args: Any, **kwargs: Any) -> Any:
        client = cached(*args, **kwargs)
        made.append(client)
        return client

    monkeypatch.setattr(_client_utils, "_cached_async_httpx_client", remembered)
    return made


def _close_pools(clients: list[Any]) -> None:
    """Closes each client's pooled connections. Their event loop (the attempt's) is closed
    already, so the sockets under the asyncio transports are closed directly."""
    for client in clients:
        pool = getattr(client._transport, "_pool", None)
        for connection in list(getattr(pool, "connections", [])):
            stream = getattr(getattr(connection, "_connection", None), "_network_stream", None)
            transport = getattr(getattr(stream, "_stream", None), "_transport", None)
            sock = getattr(transport, "_sock", None)
            if sock is not None:
                sock.close()
                transport._sock = None  # its __del__ then has nothing left to warn about


def _restore_framework_globals() -> None:
    """What a recipe changes for the whole process, back as the frameworks start: the Agents
    SDK's trace processors, and the instrumentations' patches."""
    from agents import set_trace_processors
    from agents.tracing.processors import default_processor
    from openinference.instrumentation.langchain import LangChainInstrumentor
    from openinference.instrumentation.openai_agents import OpenAIAgentsInstrumentor
    from opentelemetry.instrumentation.anthropic import AnthropicInstrumentor
    from opentelemetry.instrumentation.openai import OpenAIInstrumentor

    instrumentors: list[Callable[[], Any]] = [
        LangChainInstrumentor,
        OpenAIAgentsInstrumentor,
        OpenAIInstrumentor,
        AnthropicInstrumentor,
    ]
    for make in instrumentors:
        instrumentor = make()
        if instrumentor.is_instrumented_by_opentelemetry:
            instrumentor.uninstrument()
    _unwrap("openai.")
    set_trace_processors([default_processor()])


def _unwrap(prefix: str) -> None:
    """OpenLLMetry's ``OpenAIInstrumentor().uninstrument()`` leaves openai 3's methods wrapped
    (24 of them: it unwraps nothing), and the next ``instrument()`` wraps them again, so one
    call would make a span per test that instrumented it: every wrapper left is taken off."""
    for name, module in list(sys.modules.items()):
        if not name.startswith(prefix) or module is None:
            continue
        for cls in list(vars(module).values()):
            if not isinstance(cls, type) or cls.__module__ != name:
                continue
            for attribute, value in list(vars(cls).items()):
                original = value
                while type(original).__name__.endswith("FunctionWrapper"):  # wrapt's
                    original = original.__wrapped__
                if original is not value:
                    setattr(cls, attribute, original)
