"""The MCP server named ``evalrouter`` as an ACP agent starts it (``python -I <this file>``,
or ``python -m evalrouter.agents._acp.mcp_stdio``): a pipe between its stdio and the attempt's task
bridge on this machine (``EVALROUTER_TASK_BRIDGE``, ``EVALROUTER_TASK_BRIDGE_TOKEN``). It holds
no credential and no state: the runner's task server answers every call. Standard library only,
so it starts fast."""

from __future__ import annotations

import contextlib
import io
import os
import socket
import sys
import threading
from typing import cast

__all__ = ["main"]

_CHUNK = 64 * 1024


def _pump_in(conn: socket.socket) -> None:
    stdin = cast("io.BufferedReader", sys.stdin.buffer)
    try:
        while chunk := stdin.read1(_CHUNK):
            conn.sendall(chunk)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            conn.shutdown(socket.SHUT_WR)


def main() -> int:
    address = os.environ.get("EVALROUTER_TASK_BRIDGE", "")
    token = os.environ.get("EVALROUTER_TASK_BRIDGE_TOKEN", "")
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit() or not token:
        sys.stderr.write("evalrouter task server: no task bridge in the environment\n")
        return 2
    try:
        conn = socket.create_connection((host, int(port)), timeout=10)
    except OSError as exc:
        sys.stderr.write(f"evalrouter task server: the attempt is over ({exc})\n")
        return 1
    conn.settimeout(None)
    conn.sendall(token.encode() + b"\n")
    threading.Thread(target=_pump_in, args=(conn,), daemon=True).start()
    stdout = sys.stdout.buffer
    try:
        while chunk := conn.recv(_CHUNK):
            stdout.write(chunk)
            stdout.flush()
    except OSError:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
