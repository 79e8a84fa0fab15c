"""Run the Ray tests in a network namespace of their own, where the only interface is loopback.

Ray offers no way to keep its servers on loopback: given ``--node-ip-address=127.0.0.1`` it
picks the machine's outward address instead, and its GCS, raylets and workers listen on every
interface. In a namespace whose only interface is ``lo`` they can listen on nothing else. This
script re-runs itself under ``unshare --user --net`` (no privileges needed where unprivileged
user namespaces are allowed), brings ``lo`` up and runs pytest on ``tests/distributed`` there.

With ``ip`` (iproute2) at hand it also gives the namespace an outward address (``OUTWARD``, on a
veth pair, with a default route), as a machine on a network has: the address Ray listens on
when nothing keeps it on loopback, so the test that a cluster the executor starts listens on
127.0.0.1 only can fail (``EVALROUTER_NETNS_OUTWARD`` names it; without it that test skips).
Where no namespace can be made, pytest runs without ``EVALROUTER_NETNS`` and the tests skip,
saying why (``tests/distributed/conftest.py``).

Run: ``.venv/bin/python tests/distributed/run_isolated.py [pytest options]`` (``make test``
does).
"""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import struct
import subprocess
import sys
from pathlib import Path

MARK = "EVALROUTER_NETNS"
OUTWARD_MARK = "EVALROUTER_NETNS_OUTWARD"
OUTWARD = "10.231.0.1"  # a private address no test reaches: nothing answers beyond the veth
_SIOCGIFFLAGS, _SIOCSIFFLAGS, _IFF_UP = 0x8913, 0x8914, 0x1
HERE = Path(__file__).resolve()


def _loopback_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sH", b"lo", 0)
        flags = struct.unpack("16sH", fcntl.ioctl(sock, _SIOCGIFFLAGS, request)[:18])[1]
        fcntl.ioctl(sock, _SIOCSIFFLAGS, struct.pack("16sH", b"lo", flags | _IFF_UP))


def _outward_address() -> str | None:
    ip = shutil.which("ip")
    if ip is None:
        return None
    steps = [
        ["link", "add", "er-out0", "type", "veth", "peer", "name", "er-out1"],
        ["addr", "add", f"{OUTWARD}/24", "dev", "er-out0"],
        ["link", "set", "er-out0", "up"],
        ["link", "set", "er-out1", "up"],
        ["route", "add", "default", "via", OUTWARD.rsplit(".", 1)[0] + ".2"],
    ]
    for step in steps:
        if subprocess.run([ip, *step], capture_output=True, check=False).returncode:
            return None
    return OUTWARD


def _pytest(args: list[str], env: dict[str, str]) -> int:
    argv = [sys.executable, "-m", "pytest", str(HERE.parent), *args]
    return subprocess.run(argv, env=env, cwd=HERE.parents[2], check=False).returncode


def main(args: list[str]) -> int:
    env = dict(os.environ)
    if env.get(MARK) == "1":  # inside the namespace
        _loopback_up()
        env.pop(OUTWARD_MARK, None)
        if (outward := _outward_address()) is not None:
            env[OUTWARD_MARK] = outward
        return _pytest(args, env)
    unshare = shutil.which("unshare")
    probe = [unshare, "--user", "--map-root-user", "--net", "true"] if unshare else None
    if probe is None or subprocess.run(probe, capture_output=True, check=False).returncode:
        print(
            "tests/distributed: no network namespace can be made here (unshare --user --net); "
            "the Ray tests skip rather than let Ray listen beyond loopback.",
            file=sys.stderr,
        )
        env.pop(MARK, None)
        return _pytest(args, env)
    env[MARK] = "1"
    argv = [unshare, "--user", "--map-root-user", "--net", sys.executable, str(HERE), *args]
    return subprocess.run(argv, env=env, check=False).returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
