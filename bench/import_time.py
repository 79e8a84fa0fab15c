"""Cold import time of the SDK against ``import httpx``, the floor it cannot go below.

Every sample is a fresh interpreter (``python -I``: no user site, no PYTHON* variables, no
current directory on sys.path; the venv's site-packages and the editable install stay). The
child times the statement with ``time.perf_counter`` and prints milliseconds, so interpreter
start-up is left out. Cases are interleaved within each round so drift (CPU frequency, page
cache, other load) hits every case alike; the median of N rounds is reported.

Target: ``from evalrouter import EvalRouter`` ≤ 2x ``import httpx``.

Run: ``make bench`` or ``.venv/bin/python bench/import_time.py [rounds]``.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import subprocess
import sys
from dataclasses import dataclass, field

ROUNDS = 15
TARGET_RATIO = 2.0
CHILD = (
    "import time\n"
    "t0 = time.perf_counter()\n"
    "{stmt}\n"
    "t1 = time.perf_counter()\n"
    "print(repr((t1 - t0) * 1e3))\n"
)


@dataclass
class Case:
    label: str
    stmt: str
    note: str = ""
    samples: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    def quartiles(self) -> tuple[float, float]:
        q = statistics.quantiles(self.samples, n=4, method="inclusive")
        return q[0], q[2]


FLOOR = Case("import httpx", "import httpx", "baseline (floor)")
TARGET = Case("from evalrouter import EvalRouter", "from evalrouter import EvalRouter", "target")
CASES: list[Case] = [
    FLOOR,
    Case("import evalrouter", "import evalrouter"),
    TARGET,
    Case(
        "... ; EvalRouter(api_key='x').runs",
        "from evalrouter import EvalRouter; EvalRouter(api_key='x').runs",
        "first group",
    ),
    Case("import httpx; httpx.Client()", "import httpx; httpx.Client()", "context"),
]
if importlib.util.find_spec("openai") is not None:
    CASES.append(Case("import openai", "import openai", "context"))


def clean_env() -> dict[str, str]:
    """The parent's environment without EVALROUTER_* (a base URL or key would change work)."""
    return {k: v for k, v in os.environ.items() if not k.startswith("EVALROUTER_")}


def run_child(stmt: str, env: dict[str, str], *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-I", *flags, "-c", CHILD.format(stmt=stmt)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )


def sample(case: Case, env: dict[str, str]) -> float:
    return float(run_child(case.stmt, env).stdout.strip().splitlines()[-1])


def added_modules(stmt: str, env: dict[str, str], top: int = 12) -> list[tuple[int, int, str]]:
    """Modules ``stmt`` imports beyond ``import httpx``: (self µs, cumulative µs, name)."""
    proc = run_child(f"import httpx\n{stmt}", env, "-X", "importtime")
    rows: list[tuple[int, int, str]] = []
    seen_httpx = False
    for line in proc.stderr.splitlines():
        if not line.startswith("import time:") or "self [us]" in line:
            continue
        own, cumulative, name = line.removeprefix("import time:").split("|", 2)
        if not seen_httpx:
            seen_httpx = name.strip() == "httpx"
            continue
        rows.append((int(own), int(cumulative), name.rstrip()))
    rows.sort(reverse=True)
    return rows[:top]


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    env = clean_env()
    for case in CASES:  # warm the page cache and the .pyc files; not recorded
        sample(case, env)
    for i in range(rounds):
        order = CASES[i % len(CASES) :] + CASES[: i % len(CASES)]
        for case in order:
            case.samples.append(sample(case, env))

    floor = FLOOR.median
    print(f"Cold import time: median of {rounds} fresh `python -I` processes per case,")
    print(f"interleaved; Python {sys.version.split()[0]}, {os.cpu_count()} CPUs.")
    print()
    header = f"{'case':<36} {'median ms':>10} {'p25-p75 ms':>14} {'x httpx':>8}  note"
    print(header)
    print("-" * len(header))
    for case in CASES:
        lo, hi = case.quartiles()
        spread = f"{lo:.1f}-{hi:.1f}"
        ratio = case.median / floor
        print(f"{case.label:<36} {case.median:>10.1f} {spread:>14} {ratio:>8.2f}  {case.note}")
    if importlib.util.find_spec("openai") is None:
        print("(openai is not installed here; not measured)")

    for label, stmt in (
        (TARGET.label, TARGET.stmt),
        (CASES[3].label, CASES[3].stmt),
    ):
        print()
        print(f"What `{label}` imports beyond httpx (-X importtime, one run, top by self time):")
        print(f"{'self ms':>8} {'cumul ms':>9}  module")
        for own, cumulative, name in added_modules(stmt, env):
            print(f"{own / 1e3:>8.1f} {cumulative / 1e3:>9.1f}  {name}")

    ratio = TARGET.median / floor
    verdict = "PASS" if ratio <= TARGET_RATIO else "MISS"
    print()
    print(
        f"target: `from evalrouter import EvalRouter` ≤ {TARGET_RATIO:g}x `import httpx`: "
        f"{TARGET.median:.1f} ms / {floor:.1f} ms = {ratio:.2f}x {verdict}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
