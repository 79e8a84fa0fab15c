"""One ACP attempt's own cost, phase by phase, against the agent's bare start.

The repository's ACP test agent (``tests/acp_agents/agent.py``: a Python start and the ACP
library's import, then one gateway call) is evaluated one attempt at a time (``TASKS`` gsm8k
tasks a round, gateway delay 0, each attempt in its sandbox) against EvalRouter Local served
over HTTP, with the driver's steps timed from outside (wrapped methods; the SDK is unchanged):

- set-up: the attempt's start to its agent process spawned (launch folder, task bridge, relay
  socket, environment, the sandbox's command line);
- start: spawned to ``initialize`` answered (the sandbox, its launcher, the agent's own start);
- ``session/new``: sent to answered;
- MCP pipe: the prompt sent to the ``evalrouter`` MCP server's first connection to the task
  bridge (the agent starts ``python -I -S mcp_stdio.py`` in its sandbox: its spawning it is
  counted as ours);
- the rest of the turn: the agent's work (``get_task``, its model call, ``submit``, ``done``);
- teardown: the turn's end to the attempt's end (connection closed, the sandbox's processes
  stopped, sockets and launch folder removed).

The sandbox's start is measured on its own, as the difference it makes to a trivial command:
``python -I -c pass`` started as it is and in an attempt's sandbox (bubblewrap, the launcher
carrying two ports to unix sockets), paired, ``SANDBOX_PAIRS`` a round; the agent's start minus
its bare start says the same, lost in the noise of two half-second figures.

Our overhead per attempt: set-up + ``session/new`` + MCP pipe + teardown + the sandbox's start.
Baseline, in the same run, interleaved with the evaluations: the bare start, the same agent
command started as it is (no sandbox, no SDK) to its ``initialize`` answer.

Targets: our overhead at most ``TARGET_RATIO`` times the bare start; the ACP library loaded once
in each controller process (this one, and a fresh one that quotes and runs), never by the
runner's helpers (the MCP pipe, the sandbox's launcher), which import ``os`` and the
interpreter's built-in modules only beyond its start; the sandbox's start at most
``SANDBOX_TARGET_MS``. Also reported: this process's CPU per attempt, and a fresh process's
quote (its pre-flight imports the ACP library, probes the sandbox and starts the agent once).

Run: ``.venv/bin/python bench/agents_acp_phases.py [rounds]`` (``bench/agents_acp.py`` runs it
first).
"""

from __future__ import annotations

import contextlib
import importlib.abc
import importlib.machinery
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from importlib.machinery import ModuleSpec
from pathlib import Path
from typing import Any


class _Loads(importlib.abc.MetaPathFinder):
    """Counts the times the ``acp`` package's ``__init__`` runs (a load): it wraps the loader of
    the spec the path finder gives for ``acp`` (the import system asks the finders only for a
    module not in ``sys.modules``; ``importlib.util.find_spec`` asks too, and is not a load)."""

    def __init__(self) -> None:
        self.count = 0
        self.already = "acp" in sys.modules

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if name != "acp":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path, target)
        if spec is not None and spec.loader is not None:
            run = spec.loader.exec_module

            def exec_module(module: Any) -> None:
                self.count += 1
                run(module)

            spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


LOADS = _Loads()
sys.meta_path.insert(0, LOADS)

from evalrouter import EvalRouter, agents  # noqa: E402 - after the counter

ROOT = Path(__file__).parents[1]
AGENT = ROOT / "tests" / "acp_agents" / "agent.py"
ROUNDS = 3
TASKS = 6
BARE_STARTS = 4
SANDBOX_PAIRS = 10
HELPER_STARTS = 20
SANDBOX_TARGET_MS = 50.0
TARGET_RATIO = 0.15
MODEL = "sim/gpt-5-mini"
INITIALIZE = (
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {"protocolVersion": 1, "clientCapabilities": {}},
        }
    )
    + "\n"
).encode()


# ---------------------------------------------------------------------------- the baseline


def bare_start(argv: list[str]) -> float:
    """Seconds from starting ``argv`` as it is to its ``initialize`` answer."""
    started = time.perf_counter()
    process = subprocess.Popen(
        argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(INITIALIZE)
    process.stdin.flush()
    answer = process.stdout.readline()
    took = time.perf_counter() - started
    process.stdin.close()
    process.wait(10)
    if b'"result"' not in answer:
        raise SystemExit(f"the agent did not answer initialize: {answer[:200]!r}")
    return took


# ------------------------------------------------------------------------ the timed driver


@contextlib.contextmanager
def timed_driver() -> Iterator[list[dict[str, float]]]:
    """The ACP driver with its steps timed: one dict of marks (seconds from the attempt's
    start) per attempt, in the list yielded. Restored on the way out."""
    from evalrouter.agents._acp import driver, process, session, task_bridge

    records: list[dict[str, float]] = []
    marks: dict[str, float] = {}
    saved = {
        (driver.AcpDriver, "drive"): driver.AcpDriver.drive,
        (process.AgentProcess, "start"): process.AgentProcess.__dict__["start"],
        (session.Conversation, "_ask"): session.Conversation._ask,
        (session.Conversation, "close"): session.Conversation.close,
        (task_bridge.TaskBridge, "_serve"): task_bridge.TaskBridge._serve,
    }

    def mark(name: str) -> None:
        if "begin" in marks:
            marks.setdefault(name, time.perf_counter() - marks["begin"])

    async def drive(self: Any, attempt: Any) -> Any:
        marks.clear()
        marks["begin"] = time.perf_counter()
        cpu = time.process_time()
        try:
            return await saved[(driver.AcpDriver, "drive")](self, attempt)
        finally:
            mark("end")
            marks["cpu"] = time.process_time() - cpu
            records.append(dict(marks))

    async def start(cls: Any, *args: Any, **kwargs: Any) -> Any:
        started = await saved[(process.AgentProcess, "start")].__func__(cls, *args, **kwargs)
        mark("spawned")
        return started

    asked = ("initialize", "session_new", "prompt")

    async def ask(self: Any, what: str, call: Any, seconds: float, started: bool) -> Any:
        step = asked[min(sum(f"{n}_sent" in marks for n in asked), 2)]
        mark(f"{step}_sent")
        try:
            return await saved[(session.Conversation, "_ask")](self, what, call, seconds, started)
        finally:
            mark(f"{step}_answered")

    async def close(self: Any) -> None:
        mark("turn_over")
        await saved[(session.Conversation, "close")](self)

    async def serve(self: Any, reader: Any, writer: Any) -> None:
        mark("pipe_connected")
        await saved[(task_bridge.TaskBridge, "_serve")](self, reader, writer)

    driver.AcpDriver.drive = drive  # type: ignore[method-assign,assignment]
    process.AgentProcess.start = classmethod(start)  # type: ignore[method-assign,assignment]
    session.Conversation._ask = ask  # type: ignore[method-assign]
    session.Conversation.close = close  # type: ignore[method-assign]
    task_bridge.TaskBridge._serve = serve  # type: ignore[method-assign]
    try:
        yield records
    finally:
        for (owner, name), value in saved.items():
            setattr(owner, name, value)


PHASES = (
    ("set-up (launch folder, bridge, relay, env, command line)", "begin", "spawned"),
    ("start: spawned to initialize answered", "spawned", "initialize_answered"),
    ("session/new", "session_new_sent", "session_new_answered"),
    ("MCP pipe: prompt sent to its bridge connection", "prompt_sent", "pipe_connected"),
    ("the rest of the turn (the agent's work)", "pipe_connected", "turn_over"),
    ("teardown", "turn_over", "end"),
)


OURS = (PHASES[0][0], PHASES[2][0], PHASES[3][0], PHASES[5][0])
"""Ours: set-up, ``session/new`` (the agent answers at once), the MCP pipe (with the agent's
spawning it) and teardown; with the sandbox's start (measured on its own, below)."""


def phases(record: dict[str, float]) -> dict[str, float]:
    return {name: record[b] - (record[a] if a != "begin" else 0.0) for name, a, b in PHASES}


def evaluate(url: str, tasks: int) -> None:
    client = EvalRouter(base_url=url)
    try:
        agent = agents.local_agent([sys.executable, str(AGENT)], name="bench acp phases")
        evaluation = agents.quote(
            client,
            agent=agent,
            model=MODEL,
            tasks="gsm8k",
            coverage={"mode": "sample", "sample_count": tasks, "seed": 5},
            budget_usd="20",
            concurrency=1,
        )
        run = evaluation.start()
        for _ in run.events():  # the attempts run here
            pass
        status = run.wait()["status"]
        if status != "completed":
            raise SystemExit(f"the bench run ended {status!r}, not completed")
    finally:
        client.close()


# ------------------------------------------------------------------ the helper processes

FRESH = """
import importlib.abc, importlib.machinery, sys, time
loads = []
class Loads(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        spec = importlib.machinery.PathFinder.find_spec(name, path) if name == "acp" else None
        if spec is not None and spec.loader is not None:
            run = spec.loader.exec_module
            def exec_module(module):
                loads.append(name)
                run(module)
            spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, Loads())
from evalrouter import EvalRouter, agents
client = EvalRouter(base_url=sys.argv[1])
agent = agents.local_agent([sys.executable, sys.argv[2]], name="bench acp fresh")
started = time.perf_counter()
evaluation = agents.quote(client, agent=agent, model=sys.argv[3], tasks="gsm8k",
                          coverage={"mode": "sample", "sample_count": 2, "seed": 7},
                          budget_usd="20")
quoted = time.perf_counter() - started
run = evaluation.start()
for _ in run.events():
    pass
status = run.wait()["status"]
print(quoted, len(loads), status)
"""


def fresh_process(url: str) -> tuple[float, int]:
    """(seconds its quote took, ACP library loads) of a new process that quotes and runs."""
    done = subprocess.run(
        [sys.executable, "-c", FRESH, url, str(AGENT), MODEL],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    words = done.stdout.split()
    if len(words) != 3 or words[2] != "completed":
        raise SystemExit(f"the fresh process failed: {done.stdout[-500:]}{done.stderr[-2000:]}")
    return float(words[0]), int(words[1])


def _imported(argv: list[str]) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", *argv],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        env={"PATH": "/usr/bin:/bin"},
        check=False,
    )
    lines = [line.split("|") for line in done.stderr.splitlines() if line.startswith("import")]
    return {parts[-1].strip() for parts in lines if len(parts) == 3}


def _cpu_ms(argv: list[str]) -> float:
    """The CPU (user and system) one run of ``argv`` took, in ms."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={}, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return used * 1000


def helper_cpu(starts: int) -> dict[str, float]:
    """The median CPU each helper's start costs beyond a bare ``python -I -S`` (run without
    arguments or environment, each stops once its modules are loaded), in ms: steadier than
    wall time on a busy machine."""
    bare: list[float] = []
    took: dict[str, list[float]] = {name: [] for name in HELPERS}
    for _ in range(starts):
        bare.append(_cpu_ms([sys.executable, "-I", "-S", "-c", "pass"]))
        for name, script in HELPERS.items():
            took[name].append(_cpu_ms([sys.executable, "-I", "-S", str(script())]))
    base = statistics.median(bare)
    return {"bare": base} | {name: statistics.median(v) - base for name, v in took.items()}


def _pipe() -> Path:
    from evalrouter.agents._acp.task_bridge import MCP_PIPE

    return MCP_PIPE


def _launcher() -> Path:
    from evalrouter.agents._sandbox import backend

    return Path(backend._LAUNCHER)  # the file the sandbox runs (its bytecode, when cached)


HELPERS = {"MCP pipe": _pipe, "sandbox launcher": _launcher}


def helper_imports() -> dict[str, set[str]]:
    """What each helper imports beyond a bare ``python -I -S`` start and ``os``."""
    bare = _imported(["-I", "-S", "-c", "import os"])  # both need os
    return {name: _imported(["-I", "-S", str(script())]) - bare for name, script in HELPERS.items()}


# ------------------------------------------------------------------------------ the report


def sandbox_pair(sandbox: Any, scratch: Path) -> tuple[float, float]:
    """Seconds to start and end ``python -I -c pass`` as it is, and in an attempt's sandbox
    (bubblewrap, the launcher carrying two ports to unix sockets, as an agent starts)."""
    from evalrouter.agents._acp.task_bridge import MCP_PIPE

    forwards = {40000: str(scratch / "bridge"), 40001: str(scratch / "relay")}
    box = sandbox.confinement(scratch, read_only=[MCP_PIPE], forwards=forwards)
    plain = [sandbox.python, "-I", "-c", "pass"]
    env = {"PATH": "/usr/bin:/bin"}
    took = []
    for argv in (plain, sandbox.command(box, plain, env)):
        started = time.perf_counter()
        subprocess.run(argv, check=True, env=env)
        took.append(time.perf_counter() - started)
    return took[0], took[1]


def resolved_sandbox() -> Any:
    """The sandbox attempts run in here, or None (said) when none can be made."""
    from evalrouter import EvalRouterError
    from evalrouter.agents._sandbox.backend import resolve
    from evalrouter.agents._sandbox.request import SandboxRequest

    try:
        return resolve(SandboxRequest())
    except EvalRouterError as exc:
        print(f"no sandbox here ({exc.message}): the phases are of unsandboxed attempts")
        return None


def _ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def report(url: str, rounds: int) -> bool:
    """Print the phases, the ACP library's loads and the helpers' cost; whether the targets
    hold."""
    argv = [sys.executable, str(AGENT)]
    sandbox = resolved_sandbox()
    bare: list[float] = []
    pairs: list[tuple[float, float]] = []
    fresh: list[tuple[float, int]] = []
    evaluate(url, 1)  # warm-up: the first quote, the ACP import, the sandbox probe
    loads_before = LOADS.count
    with timed_driver() as attempts, tempfile.TemporaryDirectory() as scratch:
        for _ in range(rounds):
            bare += [bare_start(argv) for _ in range(BARE_STARTS)]
            if sandbox is not None:
                pairs += [sandbox_pair(sandbox, Path(scratch)) for _ in range(SANDBOX_PAIRS)]
            evaluate(url, TASKS)
            fresh.append(fresh_process(url))
    split = [phases(record) for record in attempts]
    bare_ms = _ms(bare)
    boxed_ms = _ms([boxed - plain for plain, boxed in pairs]) if pairs else 0.0
    overhead_ms = _ms([sum(one[name] for name in OURS) for one in split]) + boxed_ms
    ratio = overhead_ms / bare_ms
    quote_ms = _ms([quoted for quoted, _ in fresh])
    loads, fresh_loads = LOADS.count, {n for _, n in fresh}
    helpers, cpu = helper_imports(), helper_cpu(HELPER_STARTS)

    print(
        f"ACP attempt phases: the test agent{', sandboxed' if sandbox else ''}, one at a time, "
        f"{len(attempts)} attempts over {rounds} rounds, medians (ms):"
    )
    rows = [(name, _ms([one[name] for one in split]), name in OURS) for name, _, _ in PHASES]
    rows.append(("the sandbox start: sandboxed minus as-is python -I -c pass", boxed_ms, True))
    rows.append(("our overhead: the rows marked ours", overhead_ms, False))
    rows.append(("baseline: the same agent command started as is to initialize", bare_ms, False))
    rows.append(("this process's CPU per attempt", _ms([r["cpu"] for r in attempts]), False))
    for name, value, ours in rows:
        print(f"  {name:62} {value:8.1f}{'  ours' if ours else ''}")
    print(f"  our overhead / the bare start: {ratio:.3f}x")
    print(
        f"  a fresh process's quote (its pre-flight imports the ACP library, probes the sandbox "
        f"and starts the agent once): {quote_ms:.0f} ms, {quote_ms / bare_ms:.2f}x the bare start"
    )
    print(
        f"ACP library loads: this process {loads}"
        f"{' (imported before the bench)' if LOADS.already else ''}, "
        f"{loads - loads_before} of them during the timed attempts; each fresh process that "
        f"quotes and runs: {sorted(fresh_loads)}"
    )
    print(f"helpers' start, CPU beyond a bare python -I -S ({cpu['bare']:.1f} ms), and imports:")
    for helper, modules in helpers.items():
        shown = sorted(modules) if len(modules) < 6 else f"{len(modules)} modules"
        print(f"  {helper:18} +{cpu[helper]:5.1f} ms  beyond python -I -S and os: {shown}")
    others = {m for modules in helpers.values() for m in modules if not m.startswith("_")}
    once = loads == (0 if LOADS.already else 1) and fresh_loads == {1}
    verdict = ratio <= TARGET_RATIO and once and not others
    print(
        f"target: our overhead <= {TARGET_RATIO}x the bare start; the ACP library loaded once "
        f"per controller process, never by the helpers, which import built-in modules only "
        f"... {'PASS' if verdict else 'MISS'}"
    )
    if sandbox is not None:
        verdict_box = "PASS" if boxed_ms <= SANDBOX_TARGET_MS else "MISS"
        print(
            f"sandbox start cost ({sandbox.kind}, launcher and 2 ports): "
            f"{_ms([p for p, _ in pairs]):.1f} ms as is, {_ms([b for _, b in pairs]):.1f} ms "
            f"sandboxed, +{boxed_ms:.1f} ms (target <= {SANDBOX_TARGET_MS:g} ms) ... "
            f"{verdict_box}"
        )
    return verdict


def main() -> int:
    sys.path.insert(0, str(Path(__file__).parent))
    from agents import served

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    with served("--gateway-delay", "0", "--balance-usd", "1000") as url:
        report(url, rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
