"""One attempt's agent in its sandbox (:class:`AgentBox`): where its gateway relay and task
bridge reach it (unix sockets bound into its sandbox alone, carried to its own loopback by the
sandbox's launcher), what it sees, and the command line that starts it.

With ``sandbox=False`` the box is open: the agent starts as it is, on this machine's loopback.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from .._sandbox.backend import Sandbox
from .._sandbox.paths import program_paths, socket_folder
from .._sandbox.request import SandboxRequest
from .task_bridge import MCP_PIPE, TaskBridge

if TYPE_CHECKING:
    from .._gateway.egress import RecordingProxy
    from .._gateway.relay import Route
    from .._task.server import TaskServer
    from .agent import AcpLaunch

__all__ = ["AgentBox"]

BRIDGE_PORT = 40_000
"""The task bridge's port on a sandbox's own loopback (the relay keeps its port number)."""
EGRESS_PORT = 40_002
"""The refusing proxy's port on a sandbox's own loopback (:meth:`AgentBox.egress`)."""


class AgentBox:
    """The sandbox of one agent process (``sandbox`` None: none)."""

    def __init__(
        self,
        sandbox: Sandbox | None,
        request: SandboxRequest,
        launch: AcpLaunch,
        *,
        workspace: Path,
        launch_dir: Path,
        forwards: Mapping[int, str] | None = None,
    ) -> None:
        self.sandbox = sandbox
        self._request = request
        self._launch = launch
        self._workspace = workspace
        self._launch_dir = launch_dir
        self._private = sandbox is not None and sandbox.private_network
        self._sockets: Path | None = None
        self._forwards: dict[int, str] = {
            port: path if self._private else "" for port, path in (forwards or {}).items() if path
        }
        """Loopback ports the agent reaches the runner on: inside a private network, each
        is carried to its unix socket (``forwards``: the check's recording proxy, say)."""

    @property
    def python(self) -> str | None:
        """The interpreter the ``evalrouter`` MCP server runs with (None: this one)."""
        return None if self.sandbox is None else self.sandbox.python

    def _socket(self, name: str) -> str:
        if self._sockets is None:
            self._sockets = socket_folder("evalrouter-run-")
        return str(self._sockets / name)

    def close(self) -> None:
        """Remove the sockets' folder (the listeners are closed by then)."""
        if self._sockets is not None:
            shutil.rmtree(self._sockets, ignore_errors=True)
            self._sockets = None

    async def bridge(self, server: TaskServer) -> TaskBridge:
        """The attempt's task bridge, reachable from this agent's sandbox only."""
        bridge = TaskBridge(server)
        if not self._private:
            await bridge.start()
            port = int(bridge.address.rpartition(":")[2])
            self._forwards[port] = ""
            return bridge
        port = BRIDGE_PORT if BRIDGE_PORT not in self._forwards else BRIDGE_PORT + 1
        path = self._socket("bridge")
        await bridge.start(socket_path=path, port=port)
        self._forwards[port] = path
        return bridge

    async def relay(self, route: Route | None, base_url: str) -> None:
        """Serve the attempt's relay route into the sandbox (at ``base_url``'s port)."""
        port = urlsplit(base_url).port
        if port is None:
            return
        if not self._private or route is None:
            self._forwards[port] = ""
            return
        path = self._socket("relay")
        await route.relay.confine(route, path)
        self._forwards[port] = path

    async def egress(self) -> RecordingProxy | None:
        """In a sandbox with no network, a refusing proxy its proxy variables name, which
        records the hosts it tries to reach (None: an open box, the network shared, or the
        caller's own proxy forwarded already)."""
        if not self._private or EGRESS_PORT in self._forwards:
            return None
        from .._gateway.egress import RecordingProxy

        proxy = RecordingProxy(listen_tcp=False, through=self._forwards)
        path = self._socket("egress")
        await proxy.start(socket_path=path)
        self._forwards[EGRESS_PORT] = path
        return proxy

    def command(self, argv: Sequence[str], env: Mapping[str, str]) -> list[str]:
        """The command line that starts ``argv`` (with ``env``) in the sandbox."""
        if self.sandbox is None:
            return list(argv)
        home = Path(env.get("HOME", self._launch_dir / "home"))
        sockets = [Path(path).parent for path in self._forwards.values() if path]
        box = self.sandbox.confinement(
            self._workspace,
            read_only=[
                *_installed(argv),
                *map(Path, self._launch.read_only),
                *map(Path, self._request.read_only),
                self._launch_dir,
                MCP_PIPE,
                *sockets,
            ],
            writable=[home, *map(Path, self._request.writable)],
            forwards=self._forwards,
        )
        return self.sandbox.command(box, argv, env)


def _installed(argv: Sequence[str]) -> list[Path]:
    """What a command needs shown read-only: its executable's install (a virtualenv, a Node.js
    or Python install, an npm package folder, and the interpreter its ``#!`` names) and the
    files its arguments name (``agent.py``)."""
    found = [*program_paths(argv[0])]
    return found + [Path(os.path.abspath(arg)) for arg in argv[1:] if os.path.isfile(arg)]
