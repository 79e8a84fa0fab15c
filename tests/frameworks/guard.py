"""No request leaves for another host: every connection and name lookup of the process, in every
thread, is refused and recorded unless it is for this machine (127.0.0.1, ::1, localhost).

Pytest-free, so the same guard serves the ``network`` fixture (conftest.py) and the recipe
runner that runs a recipe in its own environment (recipe_runner.py).
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

LOOPBACK = {"127.0.0.1", "::1", "localhost", "0.0.0.0"}


@dataclass
class Network:
    """The hosts other than this machine that something in the process tried to reach."""

    refused: list[str] = field(default_factory=list)

    def check(self, host: object) -> None:
        name = host.decode() if isinstance(host, bytes) else host
        if isinstance(name, str) and name.strip("[]") not in LOOPBACK:
            self.refused.append(name)
            raise OSError(f"test guard: no connection to {name} (only this machine)")


def install(guard: Network) -> Callable[[], None]:
    """Puts the guard on ``socket``'s lookups and connections; returns what takes it off."""
    real_getaddrinfo = socket.getaddrinfo
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host is not None:
            guard.check(host)
        return real_getaddrinfo(host, *args, **kwargs)

    def connect(self: socket.socket, address: Any) -> None:
        if isinstance(address, tuple):  # AF_INET / AF_INET6 (a unix socket is a path)
            guard.check(address[0])
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        if isinstance(address, tuple):
            guard.check(address[0])
        return real_connect_ex(self, address)

    socket.getaddrinfo = getaddrinfo
    socket.socket.connect = connect  # type: ignore[method-assign]
    socket.socket.connect_ex = connect_ex  # type: ignore[method-assign]

    def uninstall() -> None:
        socket.getaddrinfo = real_getaddrinfo
        socket.socket.connect = real_connect  # type: ignore[method-assign]
        socket.socket.connect_ex = real_connect_ex  # type: ignore[method-assign]

    return uninstall
