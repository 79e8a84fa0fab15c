"""Runs one recipe of docs/frameworks.md as a reader would, inside the recipe's own environment
(isolated.py), and writes what it made: its runs, the framework's own counts and the trace's.

    <env python> tests/frameworks/recipe_runner.py --heading "Pydantic AI" \\
        --base-url http://127.0.0.1:PORT --out result.json

Before the recipe runs, the network guard (guard.py) refuses and records any request for a host
other than this machine, and the framework's own counter (counters/<slug>.py) is hooked on, to
take effect when the recipe imports the framework (after its opt-outs). The recipe's ``python``
block runs in a fresh namespace with ``EVALROUTER_BASE_URL`` set and no OpenAI, Anthropic or
Gemini key in the environment. The JSON written::

    {"runs": [{"id", "status", "score", "traces"}],
     "framework": {"model_calls", "tool_calls", "input_tokens", "output_tokens"},
     "trace": {"model_turns", "tool_spans", "calls_without_tokens", "warnings", ...},
     "refused_hosts": [...]}

Only the standard library, evalrouter and the framework are imported (no pytest). The exit
status is non-zero, with a traceback, when the recipe or the reading fails.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "frameworks.md"
# Heading in docs/frameworks.md → slug (envs/<slug>.txt, counters/<slug>.py, test_<slug>.py).
FRAMEWORKS = {
    "Pydantic AI": "pydantic_ai",
    "smolagents": "smolagents",
    "LlamaIndex": "llama_index",
    "DSPy": "dspy",
    "Strands Agents": "strands",
    "Agno": "agno",
    "Google ADK": "google_adk",
    "CrewAI": "crewai",
}
# What a reader's shell would not hold when pasting a recipe: the recipes take their keys from
# the attempt's gateway.
MODEL_KEYS = (
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "EVALROUTER_API_KEY",
    "EVALROUTER_WEB_URL",
    "EVALROUTER_WORKSPACE_ID",
)


@dataclass
class Section:
    """One ``### <Framework>`` section: its ``python`` blocks, and the requirements its
    ``pip install`` lines name (``evalrouter-sdk`` apart)."""

    heading: str
    python: list[str] = field(default_factory=list)
    requirements: list[str] = field(default_factory=list)


def sections(path: Path = DOC) -> dict[str, Section]:
    """Each ``### `` heading of the document → its section, in the document's order."""
    out: dict[str, Section] = {}
    text = path.read_text(encoding="utf-8")
    for part in re.split(r"^### ", text, flags=re.M)[1:]:
        heading, _, body = part.partition("\n")
        section = Section(heading.strip())
        for language, block in re.findall(r"^```(\w+)\n(.*?)^```", body, re.S | re.M):
            if language == "python":
                section.python.append(block)
            elif language == "bash":
                section.requirements += pip_requirements(block)
        out[section.heading] = section
    return out


def pip_requirements(block: str) -> list[str]:
    """The requirements named by the ``pip install`` lines of a shell block."""
    found: list[str] = []
    for line in block.replace("\\\n", " ").splitlines():
        words = shlex.split(line)
        if words[:2] == ["pip", "install"]:
            found += [w for w in words[2:] if not w.startswith("-") and w != "evalrouter-sdk"]
    return found


def _sdk_from_this_tree() -> None:
    """The SDK of this checkout, whichever checkout made the cached environment (its editable
    install points at the first one), and the tests' helpers; not this script's folder, whose
    modules' names would hide others."""
    here = str(Path(__file__).resolve().parent)
    sys.path[:] = [p for p in sys.path if str(Path(p or ".").resolve()) != here]
    for folder in (ROOT, ROOT / "generated", ROOT / "src"):
        sys.path.insert(0, str(folder))


def run(heading: str, base_url: str, *, all_blocks: bool, then: Path | None) -> dict[str, Any]:
    from tests.frameworks import counters, guard

    network = guard.Network()
    guard.install(network)
    result: dict[str, Any] = {"refused_hosts": network.refused}
    counter = counters.install(FRAMEWORKS[heading])
    for name in MODEL_KEYS:
        os.environ.pop(name, None)
    os.environ["EVALROUTER_BASE_URL"] = base_url

    from evalrouter import EvalRouter
    from tests.frameworks import reading

    section = sections()[heading]
    blocks = section.python if all_blocks else section.python[:1]
    # Each block as a reader saves it: a file of its own (here, in the working folder), so the
    # agent's source is found where ``inspect`` looks for it.
    files = []
    for number, block in enumerate(blocks, 1):
        files.append(Path(f"{FRAMEWORKS[heading]}_recipe_{number}.py").resolve())
        files[-1].write_text(block, encoding="utf-8")
    files += [then.resolve()] if then is not None else []
    with EvalRouter() as client:
        before = {r.id for r in client.runs.list()}
        namespace: dict[str, Any] = {"__name__": "__main__"}
        for file in files:
            exec(compile(file.read_text(encoding="utf-8"), str(file), "exec"), namespace)
        made = [r.id for r in sorted(client.runs.list(), key=lambda r: str(r.created_at))]
        made = [run_id for run_id in made if run_id not in before]  # in the order made
        everything: list[reading.Trace] = []
        runs: list[dict[str, Any]] = []
        for run_id in made:
            found = reading.traces(client, run_id)
            everything += found
            answer = client.runs.wait(run_id)
            runs.append({
                "id": run_id,
                "status": answer.status,
                "score": answer.score,
                "traces": [dict(reading.summary([t]), status=t.status) for t in found],
            })  # fmt: skip
    result.update(runs=runs, framework=counter.as_dict(), trace=reading.summary(everything))
    result["refused_hosts"] = sorted(set(network.refused))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--heading", required=True, choices=sorted(FRAMEWORKS))
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument(
        "--all-blocks", action="store_true", help="every python block of the section, in order"
    )
    parser.add_argument("--then", type=Path, help="code run after the recipe, in its namespace")
    args = parser.parse_args(argv)
    _sdk_from_this_tree()
    try:
        result = run(args.heading, args.base_url, all_blocks=args.all_blocks, then=args.then)
    except BaseException:
        traceback.print_exc()
        return 1
    args.out.write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
