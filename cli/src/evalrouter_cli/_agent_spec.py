"""``--agent SPEC``: the one place that says what a spec names, and builds it.

- ``local:<command>``: an ACP command run on this machine (``agents.local_agent``);
- ``hosted:<id>`` (or a registry id with ``--hosted``): an ACP Registry agent EvalRouter runs
  in its sandbox, quoted like a model run;
- ``remote:<name>``: an A2A connection EvalRouter calls, quoted like a model run;
- any other spec holding ``:`` is a Python agent, ``module:attr`` or ``path.py:attr`` (a
  registry id never holds ``:``);
- anything else is an ACP Registry ``id[@version]`` run on this machine
  (``agents.registry_agent``).

The agent-only flags (``--agent-name``, ``--allow-unverified``, ``--hosted``) are checked here
against the form, before anything is built or quoted.
"""

from __future__ import annotations

import shlex
import sys
import warnings
from dataclasses import dataclass
from typing import Any, Literal

from . import _exit
from ._exit import CliError
from ._io import text

Kind = Literal["python", "local", "registry", "hosted", "remote"]
PREFIXES: tuple[Kind, ...] = ("local", "hosted", "remote")
# The SDK's install command for its ``agents`` extra (agent-client-protocol), from its clone.
AGENTS_INSTALL = "pip install -e '.[agents]'"


@dataclass(frozen=True)
class AgentSpec:
    kind: Kind
    value: str  # what follows the prefix: module:attr, the command, id[@version], the name

    @property
    def elsewhere(self) -> bool:
        """Run on EvalRouter's side (hosted) or by a connection (remote): a model run."""
        return self.kind in ("hosted", "remote")

    @property
    def quote_agent(self) -> str:
        """What ``runs.create(agent=...)`` takes for a hosted or remote agent."""
        return f"{self.kind}:{self.value}"


def parse(args: Any) -> AgentSpec | None:
    """The agent ``args`` names (``None`` without ``--agent``), its flags checked."""
    text: str | None = getattr(args, "agent", None)
    hosted = bool(getattr(args, "hosted", False))
    name = getattr(args, "agent_name", None)
    unverified = bool(getattr(args, "allow_unverified", False))
    if text is None:
        for flag, given in (
            ("--hosted", hosted),
            ("--agent-name", name is not None),
            ("--allow-unverified", unverified),
        ):
            if given:
                raise _exit.usage(f"{flag} goes with --agent SPEC.")
        return None
    spec = _form(text.strip())
    if hosted:
        if spec.kind not in ("registry", "hosted"):
            raise _exit.usage(
                f"--hosted runs an ACP Registry agent in EvalRouter's sandbox; --agent {text!r} "
                "is not a registry id.",
                hint="For example: --agent opencode --hosted (or --agent hosted:opencode).",
            )
        spec = AgentSpec("hosted", spec.value)
    if name is not None and spec.kind != "local":
        raise _exit.usage("--agent-name names a local:<command> agent only.")
    if unverified and spec.kind != "registry":
        raise _exit.usage(
            "--allow-unverified applies to a registry agent run on this machine (--agent ID)."
        )
    return spec


def _form(text: str) -> AgentSpec:
    prefix, colon, rest = text.partition(":")
    if colon and prefix in PREFIXES:
        if not rest.strip():
            raise _exit.usage(f"--agent {text!r}: nothing follows {prefix}:.")
        return AgentSpec(prefix, rest.strip())
    if colon:
        return AgentSpec("python", text)
    if text.endswith(".py") or "/" in text or "\\" in text:
        raise _exit.usage(
            f"--agent {text!r} names a file but no agent in it.",
            hint="A Python agent is path/to/agent.py:attr (or module:attr).",
        )
    if not text:
        raise _exit.usage("--agent is empty.")
    return AgentSpec("registry", text)


def flags(args: Any) -> str:
    """``--agent SPEC`` and the flags that go with it, as a user would type them again."""
    return " ".join(["--agent", shlex.quote(args.agent), *options(args)])


def options(args: Any) -> list[str]:
    """The flags that go with the agent ``args`` names, as a user would type them again."""
    words = []
    if getattr(args, "agent_name", None):
        words += ["--agent-name", shlex.quote(args.agent_name)]
    if getattr(args, "allow_unverified", False):
        words.append("--allow-unverified")
    if getattr(args, "no_sandbox", False):
        words.append("--no-sandbox")
    if getattr(args, "network", "none") == "host":
        words += ["--network", "host"]
    if getattr(args, "hosted", False):
        words.append("--hosted")
    return words


def build(spec: AgentSpec, args: Any) -> Any:
    """The agent a spec run on this machine names: Python, a local command, a registry
    agent (resolved offline; installed when it is quoted)."""
    if spec.elsewhere:
        raise _exit.usage(
            f"--agent {spec.quote_agent!r} runs on EvalRouter's side; this command runs the "
            "attempts on this machine.",
            hint="Give the agent as module:attr, path.py:attr, local:<command> or a registry id.",
        )
    if spec.kind == "python":
        return load_agent(spec.value)
    _require_acp()
    from evalrouter import agents

    sandbox = not getattr(args, "no_sandbox", False)
    network: Literal["none", "host"] = "host" if getattr(args, "network", "") == "host" else "none"
    with warnings.catch_warnings(record=True) as said:  # --no-sandbox: what the agent can reach
        warnings.simplefilter("always", UserWarning)
        agent: agents.AcpAgent
        if spec.kind == "local":
            agent = agents.local_agent(
                spec.value, name=getattr(args, "agent_name", None), sandbox=sandbox, network=network
            )
        else:
            agent = agents.registry_agent(
                spec.value,
                allow_unverified=bool(getattr(args, "allow_unverified", False)),
                sandbox=sandbox,
                network=network,
            )
    for warning in said:
        message = str(warning.message).replace("sandbox=False", "--no-sandbox")
        sys.stderr.write(f"warning: {text(message)}\n")
    return agent


def load_agent(spec: str) -> Any:
    """The agent SPEC names: an ``agents.Agent`` instance, or a subclass (made with no
    arguments), from ``module:attr`` (the working directory is importable) or
    ``path.py:attr``."""
    import importlib
    import importlib.util
    import sys
    from pathlib import Path

    from evalrouter import agents

    target, _, attr = spec.rpartition(":")
    try:
        if target.endswith(".py"):
            path = Path(target)
            if not path.is_file():
                raise _exit.usage(f"--agent {spec!r}: no file {target}.")
            loader = importlib.util.spec_from_file_location(f"_evalrouter_agent_{path.stem}", path)
            if loader is None or loader.loader is None:
                raise _exit.usage(f"--agent {spec!r}: {target} cannot be imported.")
            module = importlib.util.module_from_spec(loader)
            sys.modules[loader.name] = module
            loader.loader.exec_module(module)
        else:
            sys.path.insert(0, str(Path.cwd()))
            module = importlib.import_module(target)
    except CliError:
        raise
    except Exception as error:  # the user's module failed to import: say how, briefly
        raise CliError(
            "invalid_agent",
            f"--agent {spec!r}: importing {target} failed: {type(error).__name__}: {error}",
            exit_code=_exit.USAGE,
        ) from None
    value: Any = module
    for part in attr.split("."):
        value = getattr(value, part, None)
    if isinstance(value, type) and issubclass(value, agents.Agent):
        value = value()
    if not isinstance(value, agents.Agent):
        raise CliError(
            "invalid_agent",
            f"--agent {spec!r} is not an agents.Agent (found {type(value).__name__}).",
            hint="Point at an agents.Agent subclass or instance, or a function decorated with "
            "@agents.define_agent.",
            exit_code=_exit.USAGE,
        )
    return value


def _require_acp() -> None:
    """An ACP agent needs the SDK's ``agents`` extra: said before anything is installed or
    quoted, never as a traceback."""
    import importlib.util

    # Found, not imported: the library loads (about a second) only when an agent runs, so a
    # registry id that names no agent is refused at once.
    if importlib.util.find_spec("acp") is None:
        raise CliError(
            "agents_extra_required",
            "An ACP agent (local:<command> or a registry id) needs the SDK's agents extra, "
            "which brings agent-client-protocol; it is not installed.",
            hint=f"In your clone of the SDK: {AGENTS_INSTALL}",
            exit_code=_exit.USAGE,
            details={"extra": "agents", "package": "agent-client-protocol"},
        )
