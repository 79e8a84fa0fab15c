"""TTY against pipe, through a pseudo-terminal: human output and colour on a terminal, JSON
when piped, and no colour with NO_COLOR, TERM=dumb or CI."""

from __future__ import annotations

import pytest

from .conftest import Cli, at_terminal, on_terminal

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "3", "--poll-interval", "0.05")
ESC = "\x1b["


def test_a_terminal_gets_a_table_a_pipe_gets_json(cli: Cli) -> None:
    code, shown = on_terminal(cli, "wallet")
    assert code == 0 and "Balance:   $100.00" in shown and "{" not in shown
    piped = cli("wallet")
    assert piped.json()["balance_microusd"] == "100000000"


def test_run_on_a_colour_terminal_draws_a_live_bar_and_a_chart(cli: Cli) -> None:
    code, shown = on_terminal(cli, "run", *SMALL, "--model", "sim/sim-small", "--yes")
    assert code == 0
    assert ESC in shown  # colour and redraws
    assert "95% interval" in shown and "├" in shown and "●" in shown
    assert "Pairwise differences" in shown
    assert "Next: evalrouter compare run_" in shown


@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, {"TERM": "dumb"}, {"CI": "true"}])
def test_no_colour_when_asked(cli: Cli, env: dict[str, str]) -> None:
    code, shown = on_terminal(cli, "run", *SMALL, "--yes", **env)
    assert code == 0
    assert ESC not in shown
    assert "completed [####################] 3/3" in shown  # plain progress lines
    assert "95% INTERVAL" in shown


@pytest.mark.parametrize(("answer", "expected"), [(b"n\n", 5), (b"y\n", 0)])
def test_a_terminal_is_asked_no_starts_nothing_yes_starts_the_quote_shown(
    cli: Cli, answer: bytes, expected: int
) -> None:
    code, seen = at_terminal(cli, "run", *SMALL, answers=[(b"[y/N]", answer)], timeout=90)
    assert b"Maximum charge:" in seen
    quote_id = seen.split(b"Quote ")[1].split()[0].decode()
    assert code == expected, seen[-2000:]
    runs = cli("runs", "list", "--json").json()["runs"]
    if expected == 5:
        assert runs == []
    else:  # exactly the quote that was shown started, and was followed to its end
        assert [r["quote_id"] for r in runs] == [quote_id]
        assert runs[0]["status"] == "completed" and b"Next: evalrouter report run_" in seen


def test_runs_results_draws_bars_with_whiskers_on_a_terminal(cli: Cli) -> None:
    run_id = cli("run", *SMALL, "--yes", "--json").json()["run"]["id"]
    code, shown = on_terminal(cli, "runs", "results", run_id, NO_COLOR="1")
    assert code == 0 and "95% INTERVAL" in shown
    assert "├" in shown and "●" in shown and "┤" in shown
    assert f"Next: evalrouter report {run_id} -o report-" in shown
