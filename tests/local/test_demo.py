"""The README's main job, `make demo`, end to end (with fast simulated tasks)."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

from evalrouter.testing.demo import main


def test_demo_quotes_runs_and_ranks() -> None:
    out = io.StringIO()
    assert main(["--task-seconds", "0.001"], out=out) == 0
    text = out.getvalue()
    assert re.search(
        r"EvalRouter Local is serving the EvalRouter API at http://127\.0\.0\.1:\d+/v1", text
    )
    assert "gsm8k is version 3 (48 problems); gsm8k@2 pins version 2 (40 problems)" in text
    quote = re.search(r"quote (\S+): at most \$(\d+\.\d+) under a \$1 cap", text)
    assert quote and 0 < float(quote.group(2)) <= 1
    older = re.search(r"gsm8k@2 instead: at most \$(\d+\.\d+)", text)
    assert older and 0 < float(older.group(1)) < float(quote.group(2))
    score = re.search(r"completed: score (\d\.\d{3}), spent \$(\d+\.\d+)", text)
    assert score and 0 <= float(score.group(1)) <= 1 and 0 < float(score.group(2)) <= 1
    ranks = re.findall(r"#(1=?|2)\s+(Sim \w+)\s+(\d\.\d{3})", text)
    assert [name for _, name, _ in ranks] == ["Sim Large", "Sim Small"]
    assert float(ranks[0][2]) >= float(ranks[1][2])
    # 4. the agent ran its six attempts here, all finished, and the run completed
    assert len(re.findall(r"attempt_started\s+gsm8k-v3-\d+", text)) == 6
    assert len(re.findall(r"attempt_finished\s+gsm8k-v3-\d+", text)) == 6
    agent = re.search(r"(run_\w+) completed: accuracy (\d\.\d{3}), spent \$(\d+\.\d+)", text)
    assert agent and 0 <= float(agent.group(2)) <= 1 and 0 < float(agent.group(3)) <= 1
    assert "succeeded=True" in text
    assert "Done." in text


def test_demo_leaves_the_users_state_alone() -> None:
    """Keyed creates and agent runs against Local write to Local's own folder, not the user's
    EVALROUTER_STATE_DIR (set per test by tests/conftest.py)."""
    user_state = Path(os.environ["EVALROUTER_STATE_DIR"])
    assert main(["--task-seconds", "0.001"], out=io.StringIO()) == 0
    assert not user_state.exists() or not any(user_state.iterdir())
