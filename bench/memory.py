"""Memory of a client with every API group touched, against a bare ``httpx.Client``.

Each case runs in a fresh interpreter (``python -I``), measured from just after start-up:
importing the package, constructing the client and, for the SDK, reading every group
attribute in ``evalrouter_generated.resources.GROUPS`` and, recursively, every nested
``cached_property`` group (``client.runs.events``, ``client.benchmarks.uploads``, ...).

- tracemalloc peak: Python allocations at their peak (its own run, since tracing costs RSS)
- RSS delta: peak resident set (``resource.getrusage``) minus the peak right after start-up;
  median of RUNS untraced runs

Report only; there is no target. Run: ``make bench`` or ``.venv/bin/python bench/memory.py``.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from dataclasses import dataclass

RUNS = 5

# The child prints one JSON line; {setup} is the work measured, {touch} runs after it.
CHILD = """\
import json, resource, sys
traced = sys.argv[1] == "traced"
if traced:
    import tracemalloc
    tracemalloc.start()
rss0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
{setup}
groups = 0
{touch}
out = {{"groups": groups}}
if traced:
    out["current"], out["peak"] = tracemalloc.get_traced_memory()
else:
    out["rss_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss0
print(json.dumps(out))
"""

TOUCH_ALL = """\
from functools import cached_property
from evalrouter_generated.resources import GROUPS

def walk(obj):
    global groups
    groups += 1
    for cls in type(obj).__mro__:
        for name, attr in vars(cls).items():
            if isinstance(attr, cached_property):
                walk(getattr(obj, name))

for name in GROUPS:
    walk(getattr(client, name))
"""


@dataclass
class Case:
    label: str
    setup: str
    touch: str = ""
    note: str = ""


CASES = [
    Case("httpx.Client()", "import httpx\nclient = httpx.Client()", note="baseline"),
    Case(
        "EvalRouter(), no group touched",
        "from evalrouter import EvalRouter\nclient = EvalRouter(api_key='x')",
    ),
    Case(
        "EvalRouter() + every group",
        "from evalrouter import EvalRouter\nclient = EvalRouter(api_key='x')",
        TOUCH_ALL,
    ),
    Case("httpx.AsyncClient()", "import httpx\nclient = httpx.AsyncClient()", note="baseline"),
    Case(
        "AsyncEvalRouter() + every group",
        "from evalrouter import AsyncEvalRouter\nclient = AsyncEvalRouter(api_key='x')",
        TOUCH_ALL,
    ),
]


def child(case: Case, mode: str) -> dict[str, int]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("EVALROUTER_")}
    code = CHILD.format(setup=case.setup, touch=case.touch)
    proc = subprocess.run(
        [sys.executable, "-I", "-c", code, mode],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    result: dict[str, int] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def mib(kib: float) -> str:
    return f"{kib / 1024:.1f}"


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else RUNS
    print("Memory from interpreter start-up to a ready client (fresh `python -I` per sample);")
    print(f"Python {sys.version.split()[0]}; RSS is the median of {runs} untraced runs.")
    print()
    header = (
        f"{'case':<34} {'groups':>6} {'traced peak MiB':>15} {'retained MiB':>12} "
        f"{'RSS delta MiB':>13} {'RSS x base':>10}"
    )
    print(header)
    print("-" * len(header))
    base_rss: float | None = None
    extra: dict[str, float] = {}
    for case in CASES:
        child(case, "rss")  # warm-up: writes any missing .pyc, whose compiling would count
        traced = child(case, "traced")
        rss = statistics.median(child(case, "rss")["rss_kib"] for _ in range(runs))
        if case.note == "baseline":
            base_rss = rss
        else:
            extra[case.label] = rss - (base_rss or 0)
        ratio = f"{rss / base_rss:.2f}" if base_rss else "-"
        groups = str(traced["groups"]) if traced["groups"] else "-"
        print(
            f"{case.label:<34} {groups:>6} {mib(traced['peak'] / 1024):>15} "
            f"{mib(traced['current'] / 1024):>12} {mib(rss):>13} {ratio:>10}"
        )
    print()
    print("retained = traced memory still allocated at the end (the client and its modules).")
    print("RSS x base compares with the httpx client row above it (sync or async).")
    every = extra["EvalRouter() + every group"]
    print(
        f"target: none, report only (every group touched: RSS +{mib(every)} MiB "
        "over httpx.Client) PASS"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
