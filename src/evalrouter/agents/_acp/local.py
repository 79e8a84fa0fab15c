"""A local command that speaks ACP on its stdio: ``agents.local_agent("my-agent --acp")``.

The quote names it by a digest of its argv and of the executable ``argv[0]`` resolves to, so
the command line never leaves this machine and a changed binary is another agent.
"""

from __future__ import annotations

import hashlib
import os
import re
import shlex
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Literal

from evalrouter_generated._model import JsonValue

from ..._args import checked
from ..._exceptions import EvalRouterError
from ..._hashing import canonical_hash
from .._attempt.descriptors import COMMAND_SCHEMA, declared_name
from .._sandbox.request import SandboxRequest, requested
from .agent import AcpAgent, AcpLaunch

__all__ = ["LocalCommandAgent", "local_agent"]

_ENV_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def _invalid(message: str, hint: str) -> EvalRouterError:
    return EvalRouterError(
        "acp_agent_command_invalid", message, hint=hint, details={"argument": "command"}
    )


def _split(command: object) -> tuple[str, ...]:
    if isinstance(command, str):
        text = command.strip().removeprefix("local:").strip()
        try:
            argv = shlex.split(text)
        except ValueError as exc:
            raise _invalid(
                f"local_agent(command) could not be split as a shell command line: {exc}.",
                "Close the quotes, or pass the argv as a list of strings.",
            ) from None
    elif isinstance(command, Sequence) and all(isinstance(a, str) for a in command):
        argv = list(command)
    else:
        raise _invalid(
            f"local_agent(command) takes a command line or a list of strings, not "
            f"{type(command).__name__}.",
            'Pass for example local_agent("my-agent --acp").',
        )
    if not argv or not argv[0].strip() or any("\0" in a for a in argv):
        raise _invalid(
            "local_agent(command) is empty (or holds a NUL character).",
            'Pass the command that starts the agent, e.g. local_agent("my-agent --acp").',
        )
    return tuple(argv)


def _resolve(program: str) -> Path:
    found = shutil.which(program)
    # Absolute, but not resolved: a virtualenv's python is a link that must stay one.
    path = Path(os.path.abspath(found)) if found else None
    if path is None or not path.is_file():
        raise EvalRouterError(
            "acp_agent_command_not_found",
            f"The agent's command {program!r} is not an executable file on PATH.",
            hint="Install the agent, or give its full path.",
            details={"argument": "command", "program": program},
        )
    return path


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _check_env(env: object) -> dict[str, str]:
    if env is None:
        return {}
    if not isinstance(env, Mapping) or not all(
        isinstance(k, str) and k and set(k) <= _ENV_NAME_CHARS and isinstance(v, str)
        for k, v in env.items()
    ):
        raise EvalRouterError(
            "invalid_input",
            "local_agent(env=...) must map variable names to strings.",
            hint='Pass for example env={"MY_AGENT_MODE": "eval"}.',
            details={"argument": "env"},
        )
    return dict(env)


_RUNNERS = re.compile(
    r"(python[\d.]*|pypy[\d.]*|node|bun|deno|ruby|perl|bash|sh|npx|uvx|pnpx|bunx)"
)


def _default_name(argv: tuple[str, ...]) -> str:
    """The command's name, or for an interpreter or a package runner (``python agent.py``,
    ``npx -y some-agent``) the script's or package's: ``agent``, ``some-agent``."""
    program = os.path.basename(argv[0])
    if _RUNNERS.fullmatch(program):
        target = next((arg for arg in argv[1:] if not arg.startswith("-")), None)
        if target:
            base = target if target.startswith("@") else os.path.basename(target)
            return os.path.splitext(base)[0] if base.endswith((".py", ".js", ".mjs")) else base
    return program


class LocalCommandAgent(AcpAgent):
    """An ACP agent started as a local command (no shell), in the attempt's workspace."""

    def __init__(
        self,
        argv: tuple[str, ...],
        *,
        name: str | None = None,
        env: Mapping[str, str],
        sandbox: SandboxRequest | None = None,
    ) -> None:
        self.argv = argv
        self.name = declared_name(name or _default_name(argv))
        self.version = None
        self.env = dict(env)
        self.sandbox = sandbox or SandboxRequest()

    def __repr__(self) -> str:
        return f"<local ACP agent {self.name!r}>"

    def _executable(self) -> Path:
        return _resolve(self.argv[0])

    def descriptor(self) -> dict[str, JsonValue]:
        digest = canonical_hash(
            {
                "schema": COMMAND_SCHEMA,
                "argv": list(self.argv),
                "executable_sha256": _file_sha256(self._executable()),
            }
        )
        return {"kind": "local", "command_digest": digest, "declared_name": self.name}

    async def prepare(self) -> AcpLaunch:
        return AcpLaunch((str(self._executable()), *self.argv[1:]), self.env, "generic")


@checked("agents.local_agent()")
def local_agent(
    command: str | Sequence[str],
    *,
    name: str | None = None,
    env: Mapping[str, str] | None = None,
    sandbox: bool | Literal["bubblewrap", "seatbelt", "docker"] = True,
    network: Literal["none", "host"] = "none",
    read_only: Sequence[str | os.PathLike[str]] = (),
    writable: Sequence[str | os.PathLike[str]] = (),
) -> LocalCommandAgent:
    """An agent that speaks ACP on its stdio, started from ``command`` (a shell-style line,
    ``local:`` prefix optional, or an argv list) in each attempt's empty workspace. It gets the
    run's gateway in its environment (``OPENAI_BASE_URL``, ``OPENAI_API_KEY``,
    ``OPENAI_MODEL``, ``EVALROUTER_GATEWAY_*``), never your API key or provider keys, plus
    ``env``; and an MCP server named ``evalrouter`` with ``get_task``, ``submit`` and
    ``done``. Only a digest of the command leaves this machine. Needs the ``agents`` extra.

    Each attempt runs in an OS sandbox (bubblewrap on Linux, Seatbelt on macOS,
    ``sandbox="docker"``): it sees its workspace, a private home and ``/tmp``, the system's
    folders and the command's own install read-only (plus ``read_only``, and ``writable``
    read-write), reaches only its gateway (``network="host"``: any network), and nothing it
    starts outlives the attempt. ``sandbox=False`` runs it as you, after a warning."""
    if name is not None and not isinstance(name, str):
        raise EvalRouterError(
            "invalid_input",
            f"local_agent(name=...) must be a string, not {type(name).__name__}.",
            hint='Pass for example name="my agent".',
            details={"argument": "name"},
        )
    argv = _split(command)
    box = requested(sandbox, network, read_only, writable)
    agent = LocalCommandAgent(argv, name=name, env=_check_env(env), sandbox=box)
    agent._executable()  # refused now, not at the quote, when it cannot be found
    return agent
