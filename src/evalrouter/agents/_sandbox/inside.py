"""The first process in an attempt's sandbox, run by path (``python -I -S inside.py [PORT PATH]...
-- ARGV``): it listens on the sandbox's own loopback at each ``PORT``, carries each connection
to the unix socket at its ``PATH`` (the runner's gateway
relay or task bridge, bound into the sandbox), and runs ``ARGV`` with its own stdio until it
exits, passing on SIGTERM, SIGINT and SIGHUP. The sandbox ends with this process, and
everything in it with the sandbox.

It starts before the agent, in every sandbox: beyond ``os`` it imports only the interpreter's
own C modules (``_socket``, ``_thread``, ``_signal``), not ``socket``, ``threading`` or
``signal`` (their ``enum``, ``selectors`` and ``collections`` cost it about 10 ms a start).
"""

import _signal  # type: ignore[import-not-found]  # signal's C module has no stub
import _socket
import _thread
import os
import sys

__all__ = ["main"]

_CHUNK = 64 * 1024


def _pump(source: _socket.socket, sink: _socket.socket) -> None:
    try:
        while data := source.recv(_CHUNK):
            sink.sendall(data)
    except OSError:
        pass
    finally:
        try:  # noqa: SIM105 - contextlib would cost an import at every start
            sink.shutdown(_socket.SHUT_WR)
        except OSError:
            pass


def _carry(conn: _socket.socket, path: str) -> None:
    upstream = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        upstream.connect(path)
    except OSError:
        conn.close()
        upstream.close()
        return
    back = _thread.allocate_lock()
    back.acquire()
    _thread.start_new_thread(_pump_then_release, (upstream, conn, back))
    _pump(conn, upstream)
    back.acquire()  # the other direction is done too
    conn.close()
    upstream.close()


def _pump_then_release(
    source: _socket.socket, sink: _socket.socket, done: _thread.LockType
) -> None:
    try:
        _pump(source, sink)
    finally:
        done.release()


def _serve(listener: _socket.socket, path: str) -> None:
    while True:
        try:
            fd, _ = listener._accept()  # type: ignore[attr-defined]  # socket.accept's own
        except OSError:
            return
        conn = _socket.socket(listener.family, listener.type, 0, fd)
        _thread.start_new_thread(_carry, (conn, path))


def main(argv: list[str]) -> int:
    if "--" not in argv or argv.index("--") % 2 == 0 or argv.index("--") == len(argv) - 1:
        sys.stderr.write("usage: inside.py [PORT PATH]... -- COMMAND...\n")
        return 2
    split = argv.index("--")
    for port, path in zip(argv[1:split:2], argv[2:split:2], strict=True):
        listener = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
        listener.setsockopt(_socket.SOL_SOCKET, _socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", int(port)))
        listener.listen(64)
        _thread.start_new_thread(_serve, (listener, path))
    command = argv[split + 1 :]
    try:
        pid = os.posix_spawnp(command[0], command, os.environ)
    except OSError as exc:
        sys.stderr.write(f"the sandbox could not start {command[0]!r}: {exc}\n")
        return 127
    for sig in (_signal.SIGTERM, _signal.SIGINT, _signal.SIGHUP):
        _signal.signal(sig, lambda number, _frame: os.kill(pid, number))
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
