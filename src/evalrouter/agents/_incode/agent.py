"""In-code agents: the ``Agent`` base class, ``define_agent``, and the descriptor the quote
names an agent by (only a digest leaves the machine, never the code)."""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, overload

from evalrouter_generated._model import JsonValue

from ..._args import checked
from ..._errors import invalid_input
from ..._hashing import canonical_hash
from .._attempt.descriptors import COMMAND_SCHEMA, declared_name

if TYPE_CHECKING:
    from .context import AgentContext

__all__ = ["Agent", "agent_identity", "define_agent", "descriptor"]

IN_CODE_ARGV0 = "evalrouter-sdk:in-code"

type AgentRunResult = str | None
"""What ``run`` may return: an ACP stop reason (``"end_turn"``, ...) or ``None``."""


class Agent:
    """An agent written in Python. Subclass it, set ``name`` (and ``version``), and write
    ``async def run(self, context)``: read the task with ``context.task.get()``, call the
    model through ``context.gateway``, submit with ``context.task.submit(...)`` and end with
    ``context.task.done()``.

    ``name`` is a string; left out (or empty), the agent is named after its class (for
    :func:`define_agent`, after the function). A ``name`` that is not a string, or a subclass
    without its own ``run``, is refused when the evaluation is quoted.

    ``identity()`` is what makes two agents the same agent: by default the source text of the
    class, so a code change makes a new agent (and a run cannot be resumed with it).
    """

    name: str = ""
    version: str = "0"

    async def run(self, context: AgentContext) -> AgentRunResult:  # noqa: ARG002
        raise invalid_input(
            f"{type(self).__name__} does not implement run().",
            hint="Define async def run(self, context) on your Agent subclass.",
            argument="agent",
        )

    def identity(self) -> str:
        return _source_of(type(self))

    def __repr__(self) -> str:
        return f"<agent {declared_name(self.name or type(self).__name__)!r} v{self.version}>"


def _source_of(obj: type | Callable[..., object]) -> str:
    try:
        return inspect.getsource(obj)
    except (OSError, TypeError):
        return f"{obj.__module__}.{obj.__qualname__}"


class _FunctionAgent(Agent):
    """An agent made by :func:`define_agent` from an ``async def run(context)``."""

    def __init__(
        self,
        fn: Callable[[AgentContext], Awaitable[AgentRunResult]],
        name: str,
        version: str,
        identity: str | None,
    ) -> None:
        self._fn = fn
        self.name = name
        self.version = version
        self._identity = identity

    async def run(self, context: AgentContext) -> AgentRunResult:
        return await self._fn(context)

    def identity(self) -> str:
        return self._identity if self._identity is not None else _source_of(self._fn)


type RunFunction = Callable[[AgentContext], Awaitable[AgentRunResult]]


@overload
def define_agent(fn: RunFunction, /) -> Agent: ...
@overload
def define_agent(
    *, name: str | None = None, version: str = "0", identity: str | None = None
) -> Callable[[RunFunction], Agent]: ...
@checked("agents.define_agent()")
def define_agent(
    fn: RunFunction | None = None,
    /,
    *,
    name: str | None = None,
    version: str = "0",
    identity: str | None = None,
) -> Agent | Callable[[RunFunction], Agent]:
    """Make an :class:`Agent` of an ``async def run(context)``: ``@define_agent`` or
    ``@define_agent(name="solver", version="2")``."""
    for arg, value in (("version", version), ("name", name), ("identity", identity)):
        if value is not None and not isinstance(value, str):
            raise invalid_input(
                f"define_agent({arg}=...) must be a string, not {type(value).__name__}.",
                hint=f'For example define_agent({arg}="1").',
                argument=arg,
            )

    def make(run: RunFunction) -> Agent:
        if not inspect.iscoroutinefunction(run):
            raise invalid_input(
                f"define_agent needs an async def function, not {run!r:.80}.",
                hint="Write the agent as: async def run(context): ...",
                argument="fn",
            )
        return _FunctionAgent(run, name or run.__name__, version, identity)

    return make if fn is None else make(fn)


def check_agent(agent: object) -> Agent:
    if not isinstance(agent, Agent):
        raise invalid_input(
            f"agent= must be an agents.Agent, not {type(agent).__name__}.",
            hint="Subclass agents.Agent (name, async def run(self, context)) or decorate an "
            "async def with @agents.define_agent.",
            argument="agent",
        )
    kind = type(agent).__name__
    if not isinstance(agent.name, str):
        raise invalid_input(
            f"{kind}.name must be a string, not {type(agent.name).__name__}.",
            hint=f'Set name = "my agent" on {kind}, or leave it out to use the class name.',
            argument="agent",
            field="name",
        )
    if getattr(type(agent), "run", None) is Agent.run:
        raise invalid_input(
            f"{kind} does not define run().",
            hint=f"Define async def run(self, context) on {kind}.",
            argument="agent",
            field="run",
        )
    if not inspect.iscoroutinefunction(agent.run):
        raise invalid_input(
            f"{type(agent).__name__}.run must be an async def.",
            hint="Write it as: async def run(self, context): ...",
            argument="agent",
        )
    return agent


def _identity_text(agent: Agent) -> str:
    try:
        value = agent.identity()
    except Exception as exc:
        raise invalid_input(
            f"{type(agent).__name__}.identity() failed: {exc!r:.200}.",
            hint="identity() must return a string that changes when the agent changes.",
            argument="agent",
        ) from None
    if not isinstance(value, str):
        raise invalid_input(
            f"{type(agent).__name__}.identity() must return a string, not {type(value).__name__}.",
            hint="Return for example the agent's source text or a version string.",
            argument="agent",
        )
    return value


def descriptor(agent: Agent) -> dict[str, JsonValue]:
    """The quote's ``agent``: ``{kind: "local", command_digest, declared_name}``."""
    name = declared_name(agent.name if isinstance(agent.name, str) and agent.name else "")
    if not (isinstance(agent.name, str) and agent.name):
        name = declared_name(type(agent).__name__)
    version = agent.version if isinstance(agent.version, str) else str(agent.version)
    digest = canonical_hash(
        {
            "schema": COMMAND_SCHEMA,
            "argv": [IN_CODE_ARGV0, name, version],
            "executable_sha256": hashlib.sha256(_identity_text(agent).encode()).hexdigest(),
        }
    )
    return {"kind": "local", "command_digest": digest, "declared_name": name}


def agent_identity(described: dict[str, JsonValue]) -> str:
    """What the local record keeps to refuse resuming a run with another agent."""
    return canonical_hash({"kind": "local", "command_digest": described["command_digest"]})
