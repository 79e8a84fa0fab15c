"""What a user asks of an agent's sandbox (:class:`SandboxRequest`, checked from the arguments of
``local_agent`` and ``registry_agent``) and the plan for one sandboxed process
(:class:`Confinement`: what it sees, where it writes, which gateway ports reach the runner).

A request is plain data: it travels with the agent (pickled to a Ray worker) and is resolved to
a backend on the machine that runs the attempts.
"""

from __future__ import annotations

import os
import tempfile
import warnings
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from ..._errors import invalid_input

__all__ = [
    "KINDS",
    "NETWORKS",
    "SDK_FILES",
    "Confinement",
    "Kind",
    "Network",
    "SandboxRequest",
    "requested",
]

SDK_FILES = str(Path(__file__).parents[2])
"""The SDK's own files: a warning points at the user's line, not at one of ours."""
UNSANDBOXED = (
    "sandbox=False: the agent runs as you, unsandboxed. It can read and write your files, read "
    "your EvalRouter key from this process (/proc) and your login credentials, see and signal "
    "the attempts beside it, leave processes running after them, and reach any network."
)

Kind = Literal["bubblewrap", "seatbelt", "docker"]
KINDS: tuple[Kind, ...] = ("bubblewrap", "seatbelt", "docker")
Network = Literal["none", "host"]
NETWORKS: tuple[Network, ...] = ("none", "host")


@dataclass(frozen=True, slots=True)
class SandboxRequest:
    """``enabled`` False runs the agent as you (after a warning); ``kind`` None takes the
    platform's default (bubblewrap on Linux, Seatbelt on macOS)."""

    enabled: bool = True
    kind: Kind | None = None
    network: Network = "none"
    read_only: tuple[str, ...] = ()
    writable: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Confinement:
    """One sandboxed process: ``workdir`` (read-write, its working directory), ``writable`` and
    ``read_only`` paths shown at their own place, and ``forwards``: a TCP port on the sandbox's
    loopback that reaches a unix socket of the runner (the gateway relay, the task bridge)."""

    workdir: Path
    writable: tuple[Path, ...] = ()
    read_only: tuple[Path, ...] = ()
    forwards: Mapping[int, str] = field(default_factory=dict)
    network: Network = "none"


def _paths(value: object, argument: str) -> tuple[str, ...]:
    items: Sequence[object]
    if isinstance(value, str | os.PathLike):
        items = [value]
    elif isinstance(value, Sequence):
        items = value
    else:
        raise invalid_input(
            f"{argument} takes a path or a list of paths, not {type(value).__name__}.",
            argument=argument,
            hint=f'Pass for example {argument}=["~/models"].',
        )
    out: list[str] = []
    for item in items:
        if not isinstance(item, str | os.PathLike) or not os.fspath(item):
            raise invalid_input(
                f"{argument} takes paths (str or os.PathLike), not {item!r:.60}.",
                argument=argument,
                hint=f'Pass for example {argument}=["~/models"].',
            )
        given = os.path.expanduser(os.fspath(item))
        path = Path(os.path.realpath(given))  # what a link or ".." names is what is shown
        if not path.exists():
            raise invalid_input(
                f"{argument} names {given!r}, which does not exist here.",
                argument=argument,
                hint="Create it first, or leave it out.",
            )
        kept = next((p for p in _kept_from_agents() if p.is_relative_to(path)), None)
        if kept is not None:
            raise invalid_input(
                f"{argument} cannot show the agent {given!r}: it holds {str(kept)!r}, which "
                "the sandbox keeps from it (your home, the temporary folder where other "
                "attempts work, the whole file system).",
                argument=argument,
                hint="Name the folders the agent needs, or pass sandbox=False to run it as you.",
            )
        out.append(str(path))
    return tuple(out)


def _kept_from_agents() -> list[Path]:
    """Folders no ``read_only``/``writable`` path may be, or hold."""
    return [
        Path(os.path.realpath(p))
        for p in (os.path.expanduser("~"), tempfile.gettempdir(), "/tmp", "/")
    ]


def requested(
    sandbox: object = True,
    network: object = "none",
    read_only: object = (),
    writable: object = (),
) -> SandboxRequest:
    """The request from an agent factory's arguments, each refused with its name and a fix."""
    kind: Kind | None = None
    if sandbox is True or sandbox is False:
        enabled = sandbox
    elif sandbox in KINDS:
        enabled, kind = True, sandbox
    else:
        raise invalid_input(
            f"sandbox must be True, False or one of {', '.join(map(repr, KINDS))}, not "
            f"{sandbox!r:.40}.",
            argument="sandbox",
            hint='Leave it out for the platform\'s sandbox, or pass sandbox="docker".',
        )
    if network not in NETWORKS:
        raise invalid_input(
            f'network must be "none" or "host", not {network!r:.40}.',
            argument="network",
            hint='Leave it out (the agent reaches its gateway only), or pass network="host" '
            "for an agent that needs the web.",
        )
    if not enabled and (network != "none" or read_only or writable):
        given = {"network": network != "none", "read_only": read_only, "writable": writable}
        shaping = [name for name, value in given.items() if value]
        raise invalid_input(
            f"{' and '.join(shaping)} shape the sandbox; with sandbox=False the agent sees "
            "everything you do.",
            argument="sandbox",
            hint=f"Leave sandbox on, or drop {' and '.join(shaping)}.",
        )
    if not enabled:
        warnings.warn(UNSANDBOXED, UserWarning, skip_file_prefixes=(SDK_FILES,))
    return SandboxRequest(
        enabled,
        kind,
        network,
        _paths(read_only, "read_only"),
        _paths(writable, "writable"),
    )
