"""The MCP server named ``evalrouter`` as an ACP agent starts it (``python -I -S <this file>``):
a pipe between its stdio and the attempt's task bridge on this machine
(``EVALROUTER_TASK_BRIDGE``, ``EVALROUTER_TASK_BRIDGE_TOKEN``). It holds no credential and no
state: the runner's task server answers every call.

It starts once per attempt, inside the agent's sandbox, so it imports nothing but ``os`` and
two of the interpreter's built-in modules (``_socket``, ``_thread``): not ``socket``,
``threading``, ``contextlib`` or ``typing``, which took it from about 10 to about 25 ms.
"""

import _socket
import _thread
import os
import sys

__all__ = ["main"]

_CHUNK = 64 * 1024


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _pump_in(conn: _socket.socket) -> None:
    """The agent's requests (stdin) to the bridge; the bridge is told when they end."""
    try:
        while chunk := os.read(0, _CHUNK):
            conn.sendall(chunk)
    except OSError:
        pass
    try:  # noqa: SIM105 - contextlib would cost an import at every start
        conn.shutdown(_socket.SHUT_WR)
    except OSError:
        pass


def main() -> int:
    address = os.environ.get("EVALROUTER_TASK_BRIDGE", "")
    token = os.environ.get("EVALROUTER_TASK_BRIDGE_TOKEN", "")
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or not token:
        sys.stderr.write("evalrouter task server: no task bridge in the environment\n")
        return 2
    conn = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
    try:
        conn.settimeout(10)
        conn.connect((host, int(port)))  # the bridge's address is a loopback IP: no lookup
    except OSError as exc:
        conn.close()
        sys.stderr.write(f"evalrouter task server: the attempt is over ({exc})\n")
        return 1
    conn.settimeout(None)
    conn.sendall(token.encode() + b"\n")
    _thread.start_new_thread(_pump_in, (conn,))
    try:
        while chunk := conn.recv(_CHUNK):
            _write_all(1, chunk)
    except OSError:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
