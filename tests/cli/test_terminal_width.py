"""Fits any terminal: the CLI runs on a real pseudo-terminal of 60, 80 and 120 columns (its
window size set, ``COLUMNS`` unset, so the width comes from the terminal itself), and all it
writes is played into a terminal emulator (pyte). What stays on that screen is what a person
sees: one status block of the live view (a wrapped line would leave stale copies of it), and
ranking, pairwise and list rows whole within the width."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import termios
import time

import pytest

from .conftest import Cli, script

pyte = pytest.importorskip("pyte", reason="pyte (the dev group) emulates the terminal")

ROWS = 200  # tall enough that nothing scrolls off: every line drawn stays on the screen
WIDTHS = (60, 80, 120)
MULTI = ("gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", "--sample", "3")
FAST = ("--poll-interval", "0.05", "--max-cost", "1", "--yes")


def on_screen(cli: Cli, cols: int, *args: str, **env: str) -> tuple[int, list[str]]:
    """Run on a pty of ``cols`` columns; (exit code, the emulated screen's lines)."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, cols, 0, 0))
    environment = cli.env(TERM="xterm-256color", **env)
    if "COLUMNS" not in env:
        environment.pop("COLUMNS", None)
    environment.pop("LINES", None)
    process = subprocess.Popen(
        [script(), *args],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=environment,
        close_fds=True,
    )
    os.close(follower)
    screen = pyte.Screen(cols, ROWS)
    stream = pyte.ByteStream(screen)
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([leader], [], [], 0.1)
            if ready:
                try:
                    data = os.read(leader, 65536)
                except OSError:  # the terminal closed: the process is done
                    break
                if not data:
                    break
                stream.feed(data)
            elif process.poll() is not None:
                break
        code = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(leader)
    return code, [line.rstrip() for line in screen.display]


def status_lines(lines: list[str]) -> dict[str, list[str]]:
    """The lines of the live view's status block: its head (``… elapsed``) and its counts."""
    return {
        "head": [line for line in lines if re.search(r"\d+:\d\d elapsed", line)],
        "counts": [line for line in lines if re.search(r"\d+/\d+ done", line)],
    }


def _rows_intact(lines: list[str], name: str, score: str) -> bool:
    """A row holding the model's name (or its start, cut with …) and its score on one line."""
    start = name[:6]
    return any(start in line and score in line for line in lines)


@pytest.mark.parametrize("cols", WIDTHS)
def test_a_multi_model_run_fits_the_terminal(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "run", *MULTI, *FAST)
    shown = "\n".join(lines)
    assert code == 0, shown
    block = status_lines(lines)
    assert len(block["head"]) == 1, shown  # one status block: no stale copy of a redraw
    assert len(block["counts"]) == 1, shown
    assert "completed" in block["head"][0] and "6/6 done" in block["counts"][0]
    assert "max charge $" in block["counts"][0] and "cap" not in block["counts"][0]
    run_id = cli("runs", "list", "--json").json()["runs"][0]["id"]
    compared = cli("compare", run_id, "--json").json()
    ranking = compared["ranking"]
    assert len(ranking) == 2
    for model in ranking:
        assert _rows_intact(lines, model["name"], f"{model['score'] * 100:.1f}%"), shown
    bars = [line for line in lines if "●" in line]
    assert len(bars) == len(ranking), shown  # each bar on its model's row, none split
    assert all("├" in line and "┤" in line for line in bars), shown
    assert "Pairwise differences" in shown
    pair_rows = [line for line in lines if re.search(r"[+-]\d+\.\d to [+-]\d+\.\d", line)]
    assert len(pair_rows) == len(compared["pairs"]), shown


@pytest.mark.parametrize("cols", WIDTHS)
def test_a_one_model_run_ends_with_one_status_block(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "run", "gsm8k", "--model", "gpt-5", "--sample", "3", *FAST)
    shown = "\n".join(lines)
    assert code == 0, shown
    block = status_lines(lines)
    assert len(block["head"]) == 1 and len(block["counts"]) == 1, shown
    assert "3/3 done" in block["counts"][0]
    score = [line for line in lines if line.startswith("GSM8K")]
    assert len(score) == 1 and re.search(r"\d+\.\d%", score[0]), shown


def test_columns_overrides_the_terminal_size(cli: Cli) -> None:
    """COLUMNS=60 on a 120-column terminal: the live view and the charts are drawn for 60."""
    code, lines = on_screen(cli, 120, "run", *MULTI, *FAST, COLUMNS="60")
    shown = "\n".join(lines)
    assert code == 0, shown
    block = status_lines(lines)
    assert len(block["head"]) == 1 and len(block["counts"]) == 1, shown
    start = lines.index(next(line for line in lines if line.startswith("GSM8K (local) (")))
    chart = lines[start : lines.index(next(x for x in lines if x.startswith("Next:")))]
    drawn = [*block["head"], *block["counts"], *chart]
    assert max(len(line) for line in drawn) <= 60 < 120, shown
    assert max(len(line) for line in drawn) > 50, shown  # the bar widened to use them


def _long_named_runs(cli: Cli) -> list[str]:
    name = "A run with a rather long name that no narrow terminal could ever show in full " * 2
    ids = []
    for model in ("gpt-5", "sim/sim-small"):
        args = ("run", "gsm8k", "--model", model, "--sample", "2", "--name", name, *FAST)
        ids.append(cli(*args, "--json").json()["run"]["id"])
    return ids


@pytest.mark.parametrize("cols", WIDTHS)
def test_runs_list_truncates_names_to_fit(cli: Cli, cols: int) -> None:
    ids = _long_named_runs(cli)
    code, lines = on_screen(cli, cols, "runs", "list")
    shown = "\n".join(lines)
    assert code == 0, shown
    header = [line for line in lines if line.startswith("RUN ")]
    assert len(header) == 1 and "NAME" in header[0], shown
    for run_id in ids:  # each row whole: its id, status and the start of its name
        row = [line for line in lines if line.startswith(run_id)]
        assert len(row) == 1 and "completed" in row[0] and "A run" in row[0], shown
        assert row[0].endswith("…"), shown  # cut, never wrapped
    assert not any(line.startswith(("show in full", "ever ")) for line in lines), shown


@pytest.mark.parametrize("cols", (60, 80))
def test_agents_list_fits(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "agents", "list")
    shown = "\n".join(lines)
    assert code == 0, shown
    listed = cli("agents", "list", "--json").json()["agents"]
    assert listed
    for agent in listed:  # one whole row per agent: id first, its integrity on the same line
        row = [line for line in lines if line.startswith(agent["id"] + " ")]
        assert len(row) == 1 and agent["integrity"] in row[0], (agent["id"], shown)


@pytest.mark.parametrize("cols", (60, 80))
def test_plain_progress_lines_fit_a_terminal(cli: Cli, cols: int) -> None:
    args = ("run", "gsm8k", "--model", "gpt-5", "--sample", "3", "--progress", "plain", *FAST)
    code, lines = on_screen(cli, cols, *args)
    shown = "\n".join(lines)
    assert code == 0, shown
    start = next(i for i, line in enumerate(lines) if line.startswith("Started run"))
    end = next(i for i, line in enumerate(lines) if line.startswith("Run:"))
    progress = lines[start + 1 : end]  # every line a whole progress line: none wrapped
    assert progress and all(re.match(r"\w+ \[[#-]+\] \d+/\d+ \| ", x) for x in progress), shown
    assert all(re.search(r"max charge \$[\d.]+$", line) for line in progress), shown
    assert progress[-1].startswith("completed ["), shown
