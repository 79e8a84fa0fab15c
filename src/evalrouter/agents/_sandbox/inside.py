"""The first process in an attempt's sandbox, run by path (``python -I -S inside.py [PORT PATH]...
-- ARGV``): it listens on the sandbox's own loopback at each ``PORT``, carries each connection
to the unix socket at its ``PATH`` (the runner's gateway
relay or task bridge, bound into the sandbox), and runs ``ARGV`` with its own stdio until it
exits, passing on SIGTERM, SIGINT and SIGHUP. The sandbox ends with this process, and
everything in it with the sandbox.

Standard library only, and few modules of it (no ``subprocess``, no ``json``, no ``site``): it
starts in about 20 milliseconds, before the agent.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
import threading

__all__ = ["main"]

_CHUNK = 64 * 1024


def _pump(source: socket.socket, sink: socket.socket) -> None:
    try:
        while data := source.recv(_CHUNK):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        try:  # noqa: SIM105 - contextlib would cost an import at every start
            sink.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def _carry(conn: socket.socket, path: str) -> None:
    upstream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        upstream.connect(path)
    except OSError:
        conn.close()
        upstream.close()
        return
    back = threading.Thread(target=_pump, args=(upstream, conn), daemon=True)
    back.start()
    _pump(conn, upstream)
    back.join()
    conn.close()
    upstream.close()


def _serve(listener: socket.socket, path: str) -> None:
    while True:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        threading.Thread(target=_carry, args=(conn, path), daemon=True).start()


def main(argv: list[str]) -> int:
    if "--" not in argv or argv.index("--") % 2 == 0 or argv.index("--") == len(argv) - 1:
        sys.stderr.write("usage: inside.py [PORT PATH]... -- COMMAND...\n")
        return 2
    split = argv.index("--")
    for port, path in zip(argv[1:split:2], argv[2:split:2], strict=True):
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", int(port)))
        listener.listen(64)
        threading.Thread(target=_serve, args=(listener, path), daemon=True).start()
    command = argv[split + 1 :]
    try:
        pid = os.posix_spawnp(command[0], command, os.environ)
    except OSError as exc:
        sys.stderr.write(f"the sandbox could not start {command[0]!r}: {exc}\n")
        return 127
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda number, _frame: os.kill(pid, number))
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except ChildProcessError:
            return 0
        except InterruptedError:  # pragma: no cover - PEP 475 retries
            continue
    code = os.waitstatus_to_exitcode(status)
    return 128 - code if code < 0 else code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
