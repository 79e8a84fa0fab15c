"""Start-up of the ``evalrouter`` command, whole process, against a bare ``python -c pass``.

Cases: ``--help``, ``--version`` and ``runs list --json`` (against EvalRouter Local served on
127.0.0.1 by this script), each a fresh process timed from spawn to exit. With ``--vendor
PATH`` (the service's own ``evalrouter`` console script, installed in a scratch venv of its
own), the same three commands of that CLI are timed in the same rounds, as a black box. Cases
are interleaved within each round so drift hits all alike; medians of N rounds are reported.

Targets: ``--help`` within 5x a bare Python start, and at least 10x faster than the service's
CLI. Reported, never asserted: the script exits 0 and ends with a ``target: ... PASS|MISS``
line.

Run: ``make bench`` or ``.venv/bin/python bench/cli.py [--rounds N] [--vendor PATH]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from evalrouter.testing import EvalRouterLocal

HELP_TARGET = 5.0
VENDOR_TARGET = 10.0


def _time(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(argv, env=env, capture_output=True, check=False)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"{argv[-3:]} exited {done.returncode}: {done.stderr[-300:]!r}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(prog="bench/cli.py")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--vendor", help="the service's own evalrouter console script")
    args = parser.parse_args()
    ours = str(Path(sys.executable).with_name("evalrouter"))
    commands = {
        "--help": ["--help"],
        "--version": ["--version"],
        "runs list --json": ["runs", "list", "--json"],
    }
    local = EvalRouterLocal(seed=0)
    with tempfile.TemporaryDirectory() as home, local.serve() as base_url:
        env = {k: v for k, v in os.environ.items() if not k.startswith("EVALROUTER_")}
        env.update(
            HOME=home,
            EVALROUTER_BASE_URL=base_url,
            EVALROUTER_CONFIG_DIR=home,
            EVALROUTER_STATE_DIR=home,
            EVALROUTER_NO_UPDATE_CHECK="1",
            NO_COLOR="1",
        )
        cases: dict[str, list[str]] = {"python -c pass": [sys.executable, "-c", "pass"]}
        cases.update({f"evalrouter {k}": [ours, *v] for k, v in commands.items()})
        if args.vendor:
            cases.update({f"vendor {k}": [args.vendor, *v] for k, v in commands.items()})
            # That CLI takes plain http (Local on loopback) only when told to.
            cases["vendor runs list --json"].append("--allow-http")
        samples: dict[str, list[float]] = {k: [] for k in cases}
        for label, argv in cases.items():  # one warm-up each (page cache, .pyc)
            try:
                _time(argv, env)
            except RuntimeError as error:
                print(f"{label}: not measured ({error})")
                samples.pop(label)
        for _ in range(args.rounds):
            for label in samples:
                samples[label].append(_time(cases[label], env))
    local.close()
    median = {k: statistics.median(v) for k, v in samples.items()}
    bare = median["python -c pass"]
    print(f"{'case':<32} {'median':>9} {'x bare':>7}")
    for label, value in median.items():
        print(f"{label:<32} {value * 1e3:7.1f}ms {value / bare:6.1f}x")
    help_ratio = median["evalrouter --help"] / bare
    ok = help_ratio <= HELP_TARGET
    target = f"--help {help_ratio:.1f}x bare Python (<= {HELP_TARGET:g}x)"
    for name in commands:
        vendor = median.get(f"vendor {name}")
        if vendor is not None:
            speedup = vendor / median[f"evalrouter {name}"]
            print(f"{name}: {speedup:.1f}x faster than the service's CLI")
            if name == "--help":
                ok = ok and speedup >= VENDOR_TARGET
                target += f", {speedup:.1f}x faster than the service's (>= {VENDOR_TARGET:g}x)"
    print(f"target: {target} {'PASS' if ok else 'MISS'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
