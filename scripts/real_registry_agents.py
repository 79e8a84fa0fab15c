"""Run real agents of the bundled ACP Registry snapshot end to end against EvalRouter Local
served over HTTP, and say what happened to each: installed? started an ACP session? asked to
sign in? reached Local's gateway? submitted? graded?

Needs the network (the npm registry, or the agent's release host) and the agent's installer
(npm for ``npx`` agents); CI does not run it. Each agent is installed into a temporary install
cache, so nothing is left behind::

    .venv/bin/python scripts/real_registry_agents.py claude-acp qwen-code
    .venv/bin/python scripts/real_registry_agents.py --scripted-tools claude-acp

``ID@VERSION`` runs a version newer than the snapshot's (the same distribution at that version).
``--package ID=NAME@VERSION`` runs an ``npx`` agent from another version of its package than the
bundled snapshot lists (when the snapshot's is not on the registry): the script then uses a copy of
the snapshot with that entry changed, and tells Local it knows that copy.

``--scripted-tools`` serves Local with its scripted tool-calling model (a model that, when a
request offers the ``get_task``/``submit``/``done`` tools, calls them in that order), so an
agent that only acts through tool calls can complete an attempt.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from evalrouter import EvalRouterError, agents
from evalrouter._registry import (
    SNAPSHOT_PATH,
    RegistrySnapshot,
    bundled_snapshot,
    parse_snapshot,
)
from evalrouter.agents._acp.registry import AgentCache
from evalrouter.testing import EvalRouterLocal

ROUTE = "sim/gpt-5-mini"


def _count(log: io.StringIO, fragment: str) -> int:
    return sum(1 for line in log.getvalue().splitlines() if fragment in line)


def _tail(path: str | None, size: int = 3000) -> str | None:
    if path is None:
        return None
    try:
        return Path(path).read_text(errors="replace")[-size:]
    except OSError:
        return None


def with_packages(packages: dict[str, str]) -> RegistrySnapshot:
    """The bundled snapshot with these agents' npm packages replaced."""
    document = json.loads(SNAPSHOT_PATH.read_bytes())
    for entry in document["agents"]:
        package = packages.get(entry["id"])
        if package is not None:
            entry["distribution"] = {"npx": {**entry["distribution"]["npx"], "package": package}}
            entry["version"] = package.rsplit("@", 1)[-1]
    return parse_snapshot(json.dumps(document).encode())


def try_agent(
    agent_id: str,
    cache: AgentCache,
    *,
    scripted: bool,
    seconds: int,
    unverified: bool,
    snapshot: RegistrySnapshot,
) -> dict[str, Any]:
    report: dict[str, Any] = {"id": agent_id}
    local = EvalRouterLocal(seed=0, scripted_tools=scripted, registry_snapshots=[snapshot.sha256])
    log = io.StringIO()
    events: list[str] = []
    started = time.monotonic()
    try:
        agent = agents.registry_agent(
            agent_id, allow_unverified=unverified, cache=cache, snapshot=snapshot
        )
        report["distribution"] = f"{agent.distribution.kind} {agent.distribution.integrity}"
        report["package"] = agent.distribution.package or agent.distribution.archive
    except EvalRouterError as exc:
        report["resolved"] = f"refused: {exc.code}: {exc.message}"
        return report
    with local.serve(request_log=log) as url:
        try:
            result = agents.evaluate(
                local.client(base_url=url),
                agent=agent,
                model=ROUTE,
                tasks="gsm8k",
                coverage=1,
                budget_usd="5",
                # Claude Code asks for 32000 output tokens per call, qwen-code 64000; the
                # default limit is 4096.
                limits={
                    "attempt_seconds": seconds,
                    "max_output_tokens": 65536,
                    "max_cost_microusd": 2_000_000,
                },
                on_event=lambda e: events.append(f"{e.type} {e.code or ''} {e.message or ''}"),
            )
        except EvalRouterError as exc:
            report["outcome"] = f"refused: {exc.code}: {exc.message[:600]}"
            report["stderr_tail"] = str(exc.details.get("stderr_tail", ""))[-1500:]
        else:
            report["run_status"] = result.status
            report["outcomes"] = [
                {
                    "outcome": o.outcome,
                    "stop_reason": o.stop_reason,
                    "failure_code": o.failure_code,
                    "ended_by": getattr(o, "ended_by", None),
                    "stderr_tail": _tail(o.stderr_log),
                }
                for o in result.outcomes
            ]
            if result.run is not None:
                report["attempts"] = [
                    {k: a.get(k) for k in ("state", "failure_code", "score")}
                    for a in local.attempts(result.run.id)
                ]
        finally:
            agent.close()
    manifest = next(Path(cache.root).glob("*/manifest.json"), None)
    report["installed"] = manifest is not None and agent_id in manifest.read_text()
    report["gateway_calls"] = {
        "chat_completions": _count(log, "/gateway/v1/chat/completions"),
        "messages": _count(log, "/gateway/v1/messages"),
    }
    report["task_calls"] = _count(log, "/task")
    report["submissions"] = _count(log, "/submission")
    report["done"] = _count(log, "/done")
    report["events"] = events
    report["seconds"] = round(time.monotonic() - started, 1)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ids", nargs="*", default=["claude-acp", "qwen-code", "gemini"])
    parser.add_argument("--scripted-tools", action="store_true")
    parser.add_argument("--attempt-seconds", type=int, default=240)
    parser.add_argument(
        "--allow-unverified",
        action="store_true",
        help="also run agents whose build nothing pins (registry_agent(allow_unverified=True))",
    )
    parser.add_argument("--package", action="append", default=[], metavar="ID=NAME@VERSION")
    args = parser.parse_args()
    packages = dict(item.split("=", 1) for item in args.package)
    snapshot = with_packages(packages) if packages else bundled_snapshot()
    with tempfile.TemporaryDirectory(prefix="evalrouter-real-agents-") as root:
        cache = AgentCache(Path(root) / "cache")
        for agent_id in args.ids:
            report = try_agent(
                agent_id,
                cache,
                scripted=args.scripted_tools,
                seconds=args.attempt_seconds,
                unverified=args.allow_unverified,
                snapshot=snapshot,
            )
            sys.stdout.write(json.dumps(report, indent=2) + "\n")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
