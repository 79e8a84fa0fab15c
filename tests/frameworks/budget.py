"""A recipe's agent run again under ``limits={"max_calls": 1}``: what a framework does when the
gateway refuses a call (402, ``client_budget_exhausted``), as docs/frameworks.md says it."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.frameworks.isolated import Recipe, run_recipe

# Run in the recipe's namespace after it (recipe_runner.py --then): its agent, {agent}, and
# its client.
LIMITED = """
import dataclasses, json
limited = evalagents.evaluate(client, agent={agent}, model="gpt-5-mini", tasks="gsm8k",
                              coverage={{"mode": "sample", "sample_count": 2, "seed": 1}},
                              budget_usd="1", limits={{"max_calls": 1}})
print("LIMITED " + json.dumps({{"run": limited.run.id,
                               "outcomes": [dataclasses.asdict(o) for o in limited.outcomes]}}))
"""


@dataclass
class Limited:
    outcomes: list[dict[str, Any]]
    traces: list[dict[str, Any]]  # each attempt trace's counts (reading.summary)


def limited_run(heading: str, agent: str, base_url: str, workdir: Path) -> Limited:
    """The recipe, then its ``agent`` evaluated with one model call an attempt."""
    done: Recipe = run_recipe(heading, base_url, workdir, then=LIMITED.format(agent=agent))
    found = re.search(r"^LIMITED (.*)$", done.output, re.M)
    assert found, done.output
    said = json.loads(found[1])
    runs = [r for r in done.result["runs"] if r["id"] == said["run"]]
    assert len(runs) == 1 and len(said["outcomes"]) == 2, (done.result["runs"], said)
    return Limited(said["outcomes"], runs[0]["traces"])
