"""Run real agents of the ACP Registry snapshot bundled with the SDK, end to end, against
EvalRouter Local served over HTTP with its scripted tool-calling model, with the per-attempt
limits their profiles declare and no override, and say what happened to each, stage by stage:
installed? pre-flight? an ACP session? the task tools? submitted? graded? in what time, and
what it spent against its budget and against the quote's estimate. Then whether
``agents.check`` gives the same verdict and, with ``--cli``, whether ``evalrouter run`` does.

Needs the network (the npm registry, or the agent's release host) and npm for ``npx`` agents;
CI does not run it. Every agent is installed into a temporary install cache, so nothing is left
behind::

    .venv/bin/python scripts/real_registry_agents.py claude-acp qwen-code --cli
    .venv/bin/python scripts/real_registry_agents.py --all --markdown docs/real-agents.md

``ID@VERSION`` runs a version newer than the snapshot's (``registry_agent``'s override: the same
distribution at that version, with the profile reviewed for the snapshot's).

The table: gsm8k with 2 tasks and repo-fix with 1 task on ``sim/gpt-5-mini``. For each, the
standard error says how many model turns with their tokens the attempts' traces hold against
the gateway calls made (one each), and how many refused calls they show; with ``--refusal``,
how one gsm8k attempt with ``max_calls: 1`` ended (a budget refusal in the agent's own API
should fail it ``client_budget_exhausted``). A version missing
from the npm registry this machine reaches (which may be a partial mirror) shows as an install
failure naming the version.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from evalrouter import EvalRouterError, agents
from evalrouter._registry import bundled_snapshot
from evalrouter.agents._acp.registry import AgentCache
from evalrouter.agents._acp.registry.profiles import KNOWN, known
from evalrouter.testing import EvalRouterLocal

ROUTE = "sim/gpt-5-mini"
BENCHES = (("gsm8k", 2), ("repo-fix", 1))


@dataclass
class Stage:
    """One benchmark's run of one agent."""

    bench: str
    tasks: int
    preflight: str = "-"
    sessions: int = 0
    task_calls: int = 0
    gateway_calls: int = 0
    submissions: int = 0
    graded: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0
    spent_microusd: int | None = None
    budget_microusd: int | None = None
    estimate_microusd: int | None = None
    model_turns: int = 0
    """Model spans in the attempts' traces with their tokens: one per gateway call made."""
    refused_turns: int = 0
    """Model spans of calls the gateway refused (an error, no tokens; not a call made)."""


@dataclass
class Report:
    id: str
    version: str = ""
    status: str = ""
    install: str = "-"
    install_seconds: float = 0.0
    note: str = ""
    stages: list[Stage] = field(default_factory=list)
    check: str = "-"
    cli: str = "-"
    refusal: str = "-"

    @property
    def verdict(self) -> str:
        if self.install != "ok":
            return "install failed"
        if any(s.preflight != "ok" for s in self.stages):
            return "refused before quoting"
        done = all(s.graded == s.tasks for s in self.stages)
        return "completed" if done else "failed"


def _count(log: str, fragment: str, method: str | None = None) -> int:
    return sum(
        1
        for line in log.splitlines()
        if fragment in line and (method is None or line.startswith(method))
    )


def _money(value: object) -> int | None:
    return int(value) if isinstance(value, str) and value.isdigit() else None


def run_bench(agent: agents.AcpAgent, bench: str, tasks: int) -> Stage:
    stage = Stage(bench, tasks)
    local = EvalRouterLocal(seed=0, scripted_tools=True)
    log = io.StringIO()
    started = time.monotonic()
    with local.serve(request_log=log) as url:
        client = local.client(base_url=url)
        try:
            result = agents.evaluate(client, agent=agent, model=ROUTE, tasks=bench, coverage=tasks)
        except EvalRouterError as exc:
            stage.preflight = f"{exc.code}: {exc.message[:300]}"
            return stage
        stage.preflight = "ok"
        limits = result.evaluation.request.get("limits")
        if isinstance(limits, dict):
            stage.budget_microusd = _money(str(limits.get("max_cost_microusd")))
        stage.estimate_microusd = result.evaluation.expected_charge_microusd
        stage.failures = [o.failure_code for o in result.outcomes if o.failure_code]
        if result.run is not None:
            record = client.runs.get(result.run.id).to_dict()
            stage.spent_microusd = _money(record.get("spend_microusd"))
            for attempt in local.attempts(result.run.id):
                stage.graded += attempt["state"] == "graded"
                stage.gateway_calls += int(attempt.get("gateway_calls") or 0)
                _count_turns(stage, local.trace_steps(attempt["id"]))
    text = log.getvalue()
    stage.task_calls = _count(text, "/task ", "GET")
    stage.sessions = stage.task_calls and min(stage.task_calls, tasks)
    stage.submissions = _count(text, "/submission")
    stage.seconds = round(time.monotonic() - started, 1)
    sys.stderr.write(
        f"{bench}: {stage.model_turns} model turns with tokens in the trace for "
        f"{stage.gateway_calls} gateway calls"
        + ("" if stage.model_turns == stage.gateway_calls else " (NOT EQUAL)")
        + f"; {stage.refused_turns} refused\n"
    )
    return stage


def _count_turns(stage: Stage, steps: list[dict[str, object]]) -> None:
    """Adds an attempt's model spans to ``stage``: those with tokens, and refused calls (a span
    sent again when it ends counts once, as its last record)."""
    spans = {str(step.get("span_id")): step for step in steps}
    for step in spans.values():
        attributes = step.get("attributes")
        if step.get("kind") != "model" or not isinstance(attributes, dict):
            continue
        if step.get("status") == "error" and "input_tokens" not in attributes:
            stage.refused_turns += 1
        elif isinstance(attributes.get("input_tokens"), int) and isinstance(
            attributes.get("output_tokens"), int
        ):
            stage.model_turns += 1


def run_refusal(agent: agents.AcpAgent) -> str:
    """How one gsm8k attempt ends when its second model call is over ``max_calls``."""
    local = EvalRouterLocal(seed=0, scripted_tools=True)
    with local.serve() as url:
        client = local.client(base_url=url)
        try:
            result = agents.evaluate(
                client, agent=agent, model=ROUTE, tasks="gsm8k", coverage=1,
                limits={"max_calls": 1},
            )  # fmt: skip
        except EvalRouterError as exc:
            return f"{exc.code}: {exc.message[:200]}"
        ended = [o.failure_code or o.outcome for o in result.outcomes]
        calls = (
            [a.get("gateway_calls") for a in local.attempts(result.run.id)] if result.run else []
        )
    text = f"max_calls 1: {', '.join(ended)} (gateway calls {calls})"
    sys.stderr.write(f"refusal: {text}\n")
    return text


@contextlib.contextmanager
def served_for_cli() -> Iterator[dict[str, str]]:
    local = EvalRouterLocal(seed=0, scripted_tools=True)
    with local.serve() as url, tempfile.TemporaryDirectory(prefix="evalrouter-cli-") as state:
        env = {k: v for k, v in os.environ.items() if not k.startswith("EVALROUTER_")}
        env |= {
            "EVALROUTER_BASE_URL": url,
            "EVALROUTER_API_KEY": "er_local_real_agents",
            "EVALROUTER_STATE_DIR": state,
        }
        yield env


def run_cli(agent_id: str, seconds: int) -> str:
    with served_for_cli() as env:
        command = [
            str(Path(sys.executable).with_name("evalrouter")),
            "run",
            "gsm8k",
            "--model",
            ROUTE,
            "--sample",
            "2",
            "--agent",
            agent_id,
            "--yes",
        ]
        try:
            done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=seconds)
        except subprocess.TimeoutExpired:
            return f"timed out after {seconds} s"
    last = (done.stderr.strip().splitlines() or done.stdout.strip().splitlines() or [""])[-1]
    return f"exit {done.returncode}" + ("" if done.returncode == 0 else f": {last[:200]}")


def newest_on_npm(package: str) -> str | None:
    """The newest version of ``package`` (``name@version``) the npm registry here has."""
    name = package.rpartition("@")[0] or package
    try:
        done = subprocess.run(
            ["npm", "view", name, "version"], capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    version = done.stdout.strip()
    return version if done.returncode == 0 and version else None


def _install(agent_id: str, cache: AgentCache, unverified: bool) -> agents.AcpAgent:
    agent = agents.registry_agent(agent_id, allow_unverified=unverified, cache=cache)
    agent.launch()  # installs it
    return agent


def try_agent(
    agent_id: str, cache: AgentCache, *, unverified: bool, cli: bool, refusal: bool = False
) -> Report:
    """One agent, stage by stage. When the npm registry here lacks the snapshot's version (a
    partial mirror), the newest version it has is tried when newer (``ID@VERSION``)."""
    entry = known(agent_id.partition("@")[0])
    report = Report(agent_id, status=entry.status if entry else "generic profile")
    started = time.monotonic()
    try:
        try:
            agent = _install(agent_id, cache, unverified)
        except EvalRouterError as exc:
            package = str(exc.details.get("package") or "")
            newer = newest_on_npm(package) if exc.code == "acp_agent_package_unavailable" else None
            if newer is None or "@" in agent_id:
                raise
            report.note = f"the snapshot's version is not on the npm registry here; tried {newer}"
            agent_id = f"{agent_id}@{newer}"
            agent = _install(agent_id, cache, unverified)
        report.version = agent.version or ""
        report.install = "ok"
        report.install_seconds = round(time.monotonic() - started, 1)
    except EvalRouterError as exc:
        report.install = f"{exc.code}: {exc.message[:300]}"
        return report
    try:
        for bench, tasks in BENCHES:
            stage = run_bench(agent, bench, tasks)
            report.stages.append(stage)
            if stage.preflight != "ok":
                break
        result = agents.check(agent)
        report.check = result.status + (f" ({result.reason})" if result.reason else "")
        if refusal:
            report.refusal = run_refusal(agent)
        if cli:
            report.cli = run_cli(agent_id, 900)
    finally:
        agent.close()
    return report


def _usd(value: int | None) -> str:
    return "-" if value is None else f"${value / 1_000_000:.4f}"


def _row(r: Report) -> list[str]:
    pre = "ok" if all(s.preflight == "ok" for s in r.stages) else r.stages[-1].preflight
    graded = " + ".join(f"{s.graded}/{s.tasks}" for s in r.stages)
    spent = sum(s.spent_microusd or 0 for s in r.stages)
    attempts = sum(s.tasks for s in r.stages if s.preflight == "ok")
    budget = r.stages[0].budget_microusd
    estimate = sum(s.estimate_microusd or 0 for s in r.stages)
    install = r.install + (f" ({r.note})" if r.note else "")
    cells = [
        f"{r.id.partition('@')[0]} {r.version}",
        r.status,
        install,
        pre,
        str(sum(s.task_calls for s in r.stages)),
        str(sum(s.submissions for s in r.stages)),
        graded,
        f"{sum(s.seconds for s in r.stages):.0f} s",
        f"{_usd(spent // attempts if attempts else None)} / {_usd(budget)}",
        f"{estimate / spent:.2f}x" if spent else "-",
        r.check,
        r.cli,
    ]
    return [c.replace("|", "/").replace("\n", " ") for c in cells]


def markdown(reports: list[Report]) -> str:
    """The table of the agents that installed here, then the others by why they did not."""
    snapshot = bundled_snapshot()
    ran = [r for r in reports if r.stages]
    done = [r for r in ran if all(s.preflight == "ok" and s.graded == s.tasks for s in r.stages)]
    lines = [
        "# Real ACP Registry agents on EvalRouter Local",
        "",
        f"Made by `scripts/real_registry_agents.py` from snapshot `{snapshot.sha256[:12]}` "
        f"({snapshot.source.date or 'undated'}): each agent installed from its registry "
        f"distribution, then gsm8k (2 tasks) and repo-fix (1 task) on `{ROUTE}` against "
        "EvalRouter Local's scripted tool-calling model, with the limits its profile declares "
        "and no override; then `agents.check` and `evalrouter run gsm8k --sample 2 --agent ID`.",
        "",
        f"{len(reports)} agents tried: {len(done)} completed every task, "
        f"{len(ran) - len(done)} installed but did not, "
        f"{len(reports) - len(ran)} could not be installed on the machine that made this table "
        "(its npm registry is a partial mirror; GitHub release archives, how the snapshot's "
        f"{sum(1 for e in snapshot.entries.values() if not _tried(e))} other agents are "
        "distributed, were out of its reach). Where the snapshot's version was missing, the "
        'newest one there was tried, as `registry_agent("ID@VERSION")` does.',
        "",
        "| agent | known as | install | pre-flight | task calls | submit | graded | wall "
        "| spent / budget an attempt | estimate / spent | `agents.check` | `evalrouter run` |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
        *("| " + " | ".join(_row(r)) + " |" for r in ran),
    ]
    table = {r.id.partition("@")[0] for r in ran}
    elsewhere = [
        (i, k) for i, k in sorted(KNOWN.items()) if i not in table and k.status != "untested"
    ]
    if elsewhere:
        lines += [
            "",
            "Known from the profile table (`_acp/registry/profiles.py`), not run above:",
            "",
        ]
        lines += [f"- {i}: {k.status}; {k.note}" for i, k in elsewhere]
    others: dict[str, list[str]] = {}
    for r in reports:
        if not r.stages:
            code = r.install.partition(":")[0]
            others.setdefault(code, []).append(f"{r.id} {r.version}".strip())
    if others:
        lines += ["", "Not installed here, by why:", ""]
        lines += [f"- `{code}`: {', '.join(ids)}" for code, ids in sorted(others.items())]
    return "\n".join(lines) + "\n"


def _tried(entry: object) -> bool:
    """Whether the table tries an agent: one with an npm or PyPI package."""
    kinds = {d.kind for d in getattr(entry, "distributions", ())}
    return bool(kinds & {"npx", "uvx"})


def _report(line: str) -> Report:
    """A report from the JSON line a run printed for it."""
    raw = json.loads(line)
    stages = [Stage(**stage) for stage in raw.pop("stages")]
    return Report(**raw, stages=stages)


def _read(paths: list[Path]) -> list[Report]:
    """Reports from the JSON lines earlier runs printed (``--render``)."""
    reports = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("{"):
                reports.append(_report(line))
    return sorted(reports, key=lambda r: r.id)


def one(agent_id: str, args: argparse.Namespace) -> Report:
    """One agent in a process of its own, its whole group killed after ``--seconds``."""
    command = [sys.executable, __file__, agent_id, "--one"]
    command += ["--cli"] * args.cli + ["--allow-unverified"] * args.allow_unverified
    command += ["--refusal"] * args.refusal
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, _ = process.communicate(timeout=args.seconds)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return Report(agent_id, install=f"not done within {args.seconds} s")
    lines = out.strip().splitlines()
    if process.returncode != 0 or not lines:
        return Report(agent_id, install=f"the script failed (exit {process.returncode})")
    report = _report(lines[-1])
    sys.stdout.write(lines[-1] + "\n")
    sys.stdout.flush()
    return report


def _all(kinds: list[str] | None, shard: str) -> list[str]:
    """The snapshot's agents (those with a distribution of ``kinds``), part K of N."""
    entries = bundled_snapshot().entries
    ids = sorted(
        i for i, e in entries.items() if not kinds or any(d.kind in kinds for d in e.distributions)
    )
    k, _, n = shard.partition("/")
    return ids[int(k) - 1 :: int(n)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ids", nargs="*", help="registry ids (default: claude-acp qwen-code)")
    parser.add_argument("--all", action="store_true", help="every agent of the snapshot")
    parser.add_argument(
        "--distribution",
        action="append",
        choices=("npx", "uvx", "binary"),
        help="with --all: only agents distributed so (npx: from npm)",
    )
    parser.add_argument("--shard", default="1/1", help="with --all: run part K of N (K/N)")
    parser.add_argument("--cli", action="store_true", help="also run `evalrouter run --agent`")
    parser.add_argument(
        "--refusal", action="store_true", help="also run one attempt with max_calls 1"
    )
    parser.add_argument(
        "--allow-unverified",
        action="store_true",
        help="also run agents whose build nothing pins (registry_agent(allow_unverified=True))",
    )
    parser.add_argument("--markdown", type=Path, help="write the table here")
    parser.add_argument("--seconds", type=int, default=900, help="bound on one agent (900 s)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument(
        "--render",
        type=Path,
        nargs="+",
        help="make the table from files of earlier runs' standard output (one JSON line an agent)",
    )
    args = parser.parse_args()
    ids = args.ids or (
        _all(args.distribution, args.shard) if args.all else ["claude-acp", "qwen-code"]
    )
    if args.render:
        table = markdown(_read(args.render))
        if args.markdown:
            args.markdown.write_text(table, encoding="utf-8")
        sys.stdout.write(table)
        return 0
    if args.one:
        with tempfile.TemporaryDirectory(prefix="evalrouter-real-agents-") as root:
            cache = AgentCache(Path(root) / "cache")
            report = try_agent(
                ids[0], cache, unverified=args.allow_unverified, cli=args.cli, refusal=args.refusal
            )
        sys.stdout.write(json.dumps(report, default=lambda o: o.__dict__) + "\n")
        return 0
    reports = [one(agent_id, args) for agent_id in ids]
    table = markdown(reports)
    if args.markdown:
        args.markdown.write_text(table, encoding="utf-8")
    sys.stdout.write(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
