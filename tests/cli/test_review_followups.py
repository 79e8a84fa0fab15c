"""What a reviewer trying the CLI as a new user found (issue 26's follow-ups): each printed
command runs as printed, one card for `run` and `quotes`, amounts that differ read apart, agent
runs end like model runs, and the smaller run-flow and wording items."""

from __future__ import annotations

import re
import shlex
import signal
import subprocess
from pathlib import Path

import pytest
from evalrouter_cli._help import IDS_LINE
from evalrouter_cli._money import apart
from evalrouter_cli._sdk_words import in_cli_words

from .conftest import SOLVER, Cli, at_terminal, on_terminal, script

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "4", "--poll-interval", "0.05")
PYTHON_WORDS = re.compile(r"coverage=|max_cost\b|max_charge_microusd|client\.")


def _next(shown: str, lead: str = "Next: ") -> list[str]:
    """The words of the command after ``lead`` on the last line that has it."""
    line = [line for line in shown.splitlines() if lead in line][-1]
    command = line.split(lead, 1)[1].strip()
    assert "…" not in command and "..." not in command, command
    words = shlex.split(command)
    assert words[0] == "evalrouter", command
    return words[1:]


def _run_id(cli: Cli, *args: str) -> str:
    done = cli("run", *args, "--yes", "--json")
    assert done.code in (0, 4), done.err
    return str(done.json()["run"]["id"])


# ------------------------------------------------------------------ 1. compare's next page


def test_compare_ends_with_a_page_name_that_does_not_exist_yet(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "report.html").write_text("an earlier page")
    one = _run_id(cli, *SMALL)
    code, shown = on_terminal(cli, "compare", one)
    assert code == 0, shown
    words = _next(shown)
    assert "report.html" not in words
    assert words[-1] == f"report-{one.removeprefix('run_')[:8]}.html"
    done = cli(*words)
    assert done.code == 0, done.err
    assert (tmp_path / words[-1]).exists()
    two = _run_id(cli, *SMALL)
    code, shown = on_terminal(cli, "compare", one, two)
    assert code == 0, shown
    words = _next(shown)
    assert words[-1] == f"report-{one.removeprefix('run_')[:8]}-and-1-more.html"
    assert cli(*words).code == 0


# ------------------------------------------------------- 2. the cap errors' hints in flags


def test_every_hint_of_the_cap_errors_names_flags_not_python(cli: Cli) -> None:
    from evalrouter import MaxCostExceeded

    sdk = in_cli_words(MaxCostExceeded({"id": "quote_1"}, "50000", "10000").as_dict())
    capped = cli("quotes", "create", *SMALL[:5], "--max-cost", "1", "--json").json()["id"]
    uncapped = cli("quotes", "create", *SMALL[:5], "--json").json()["id"]
    errors = [
        sdk,
        cli("run", "--quote", capped, "--max-cost", "0.02", "--yes", "--json"),
        cli("run", "--quote", uncapped, "--max-cost", "0.001", "--yes", "--json"),
        cli("run", *SMALL, "--max-cost", "0.0001", "--yes", "--json"),
    ]
    codes = []
    for error in errors:
        if not isinstance(error, dict):
            assert error.code == 5, error.err
            error = error.error()
        codes.append(error["code"])
        assert error["hint"], error
        assert not PYTHON_WORDS.search(error["hint"] + error["message"]), error
        assert "--max-cost" in error["hint"], error
        if error["code"] == "quote_exceeds_max_cost":
            assert "--sample N" in error["hint"], error
    assert codes == [
        "quote_exceeds_max_cost",
        "quote_exceeds_max_cost",
        "cap_below_minimum",
        "cap_below_minimum",
    ]


# --------------------------------------------------------- 3. no placeholder in a command


def test_a_coverage_flag_with_a_quote_hints_the_real_quotes_create(cli: Cli) -> None:
    quote = cli("quotes", "create", *SMALL[:5], "--json").json()["id"]
    for flags in (("--sample", "3"), ("--full", "--max-cost", "2")):
        done = cli("run", "--quote", quote, *flags)
        assert done.code == 2, done.err
        words = _next(done.err, "Quote again with the coverage you want: ")
        assert words[:5] == ["quotes", "create", "gsm8k@3", "--model", "sim/gpt-5"]
        assert words[5:] == list(flags)
        assert cli(*words, "--json").code == 0


def test_benchmarks_list_ends_with_a_benchmark_it_listed(cli: Cli) -> None:
    code, shown = on_terminal(cli, "benchmarks", "list")
    assert code == 0, shown
    words = _next(shown)
    assert words[:2] == ["benchmarks", "get"] and words[2] != "SLUG"
    assert words[2] in [b["slug"] for b in cli("benchmarks", "list", "--json").json()["benchmarks"]]
    assert cli(*words, "--json").code == 0


# ------------------------------------------------------------------------------- 4. help


def test_help_pages_with_ids_say_where_yours_are_and_runs_list_shows_its_options() -> None:
    def page(*words: str) -> str:
        done = subprocess.run(
            [script(), *words, "--help"], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0
        return done.stdout

    assert IDS_LINE in page("runs", "wait") and IDS_LINE in page("quotes", "get")
    assert IDS_LINE not in page("benchmarks", "list")
    assert "evalrouter runs list" in page() and "quotes create prints a quote's id" in page()
    runs_list = page("runs", "list")
    assert "runs list --filter status=completed --sort=-spend" in runs_list
    assert "--columns id,spend,name" in runs_list


# -------------------------------------------------------------------- 5. and 6. the card


def _card(shown: str) -> dict[str, str]:
    return dict(
        (match[1], match[2]) for match in re.finditer(r"^  (\w[\w() ]*):\s+(.*?)\r?$", shown, re.M)
    )


def test_run_and_quotes_show_one_card(cli: Cli) -> None:
    code, ran = on_terminal(cli, "run", *SMALL, "--max-cost", "1", "--dry-run")
    assert code == 0, ran
    code, quoted = on_terminal(cli, "quotes", "create", *SMALL[:5], "--max-cost", "1")
    assert code == 0, quoted
    quote_id = re.search(r"Quote (quote_\w+)", quoted)
    assert quote_id is not None
    code, got = on_terminal(cli, "quotes", "get", quote_id[1])
    assert code == 0, got
    cards = [_card(ran), _card(quoted), _card(got)]
    for key in ("Benchmark", "Model(s)"):
        assert {card[key] for card in cards} == {
            "gsm8k@3 (GSM8K (local))" if key == "Benchmark" else "GPT-5 (simulated) (sim/gpt-5)"
        }


def test_amounts_that_differ_never_read_the_same_on_a_card(cli: Cli) -> None:
    code, shown = on_terminal(
        cli, "quotes", "create", "gsm8k", "--model", "gpt-5", "--max-cost", "0.1"
    )
    assert code == 0, shown
    card = _card(shown)
    document = cli("quotes", "create", "gsm8k", "--model", "gpt-5", "--max-cost", "0.1", "--json")
    quote = document.json()
    assert quote["estimated_charge_microusd"] != quote["max_charge_microusd"]
    assert card["Estimate"] != card["Maximum charge"]
    assert (card["Estimate"], card["Maximum charge"]) == ("$0.105", "$0.100")
    flat = " ".join(shown.split())  # the card's lines wrap at the terminal's width
    warning = flat.split("Warning: the estimate")[1].split("Warning")[0]
    assert "($0.105) is above" in warning and "($0.100)" in warning


def test_apart_adds_digits_only_where_two_amounts_would_read_alike() -> None:
    assert apart(104922, 100000) == ["$0.105", "$0.100"]
    assert apart(100000, 100000) == ["$0.10", "$0.10"]  # the same amount: no more digits
    assert apart(83926, 210526) == ["$0.084", "$0.21"]
    assert apart(1004000, 1001000) == ["$1.004", "$1.001"]
    assert apart(1000040, 1000010) == ["$1.00", "$1.00"]  # 4 significant digits at most
    assert apart(104922, None) == ["$0.10", "-"]


# ---------------------------------------------------------------------- 7. agent runs

AGENT = SOLVER
NARRATED = re.compile(r"gsm8k-v3-\d+")


def _agent_run(cli: Cli, tmp_path: Path, sample: int, *more: str) -> tuple[int, str]:
    path = tmp_path / "my_agent.py"
    path.write_text(AGENT)
    return on_terminal(
        cli,
        "run",
        "gsm8k",
        "--model",
        "gpt-5-mini",
        "--sample",
        str(sample),
        "--agent",
        f"{path}:Solver",
        "--max-cost",
        "1",
        "--yes",
        *more,
    )


def test_a_python_agent_run_on_a_terminal_tells_one_line_per_attempt_and_ends_with_its_page(
    cli: Cli, tmp_path: Path
) -> None:
    code, shown = _agent_run(cli, tmp_path, 20)
    assert code == 0, shown[-3000:]
    narrated = [line for line in shown.splitlines() if NARRATED.search(line)]
    assert len(narrated) == 20, narrated
    assert all(re.match(r"\[\d+/20\] done ", line) for line in narrated), narrated
    assert "Spend:   $" in shown and "of maximum charge $" in shown
    assert "Cap:     $1.00 (--max-cost)" in shown
    words = _next(shown)
    assert words[0] == "report" and words[-1].startswith("report-"), words


def test_plain_progress_keeps_every_agent_event(cli: Cli, tmp_path: Path) -> None:
    code, shown = _agent_run(cli, tmp_path, 3, "--progress", "plain")
    assert code == 0, shown[-3000:]
    lines = shown.splitlines()
    for kind in ("attempt_started", "trace_delivered", "attempt_finished"):
        assert sum(kind in line for line in lines) == 3, (kind, shown[-3000:])


def test_an_agent_runs_json_has_the_model_runs_fields(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "my_agent.py"
    path.write_text(AGENT)
    done = cli(
        *("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "2"),
        "--agent",
        f"{path}:Solver",
        "--yes",
        "--json",
    )
    assert done.code == 0, done.err
    document = done.json()
    assert {"score", "interval", "previous", "attempts", "next"} <= set(document)
    assert document["next"].startswith("evalrouter report ")


# ------------------------------------------------------------------- 8. the run flow


def _partial(cli: Cli) -> str:
    done = cli("run", *SMALL, "--max-cost", "0.02", "--yes", "--json")
    assert done.code == 4, done.err
    return str(done.json()["run"]["id"])


def test_a_continuation_is_not_compared_with_the_run_it_continues(cli: Cli) -> None:
    parent = _partial(cli)
    done = cli("runs", "continue", parent, "--max-cost", "1", "--yes", "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert document["run"]["source_run_id"] == parent
    assert document["previous"] is None  # the only earlier run is its own source


def test_a_used_continuation_quote_exits_5_naming_the_run_that_continued(cli: Cli) -> None:
    parent = _partial(cli)
    first, second = (
        cli("runs", "continue", parent, "--max-cost", "1", "--dry-run", "--json").json()["quote"][
            "id"
        ]
        for _ in range(2)
    )
    started = cli("run", "--quote", first, "--yes", "--json")
    assert started.code == 0, started.err
    child = started.json()["run"]["id"]
    done = cli("run", "--quote", second, "--yes")
    assert done.code == 5, done.err
    assert "error: continuation_exists:" in done.err
    assert _next(done.err, "hint: Follow the run that continued it: ") == ["runs", "wait", child]


def test_runs_wait_shows_the_cap_the_run_was_started_with(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "0.03", "--detach", "--yes", "--json")
    assert done.code == 0, done.err
    code, shown = on_terminal(cli, "runs", "wait", done.json()["run"]["id"])
    assert code in (0, 4), shown
    assert "Cap:     $0.03 (--max-cost)" in shown


def test_runs_wait_shows_no_cap_for_a_run_without_one(cli: Cli) -> None:
    run_id = _run_id(cli, *SMALL)
    code, shown = on_terminal(cli, "runs", "wait", run_id)
    assert code == 0 and "Cap:" not in shown, shown


def test_a_missing_yes_prints_the_command_with_it(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "0.1", CI="1")
    assert done.code == 5, done.err
    words = _next(done.err, "then start it: ")
    assert words == ["run", *SMALL[:5], "--max-cost", "0.1", "--yes"]
    assert cli("runs", "list", "--json").json()["runs"] == []


# ----------------------------------------------------------------------------- 9. words


def test_ctrl_c_at_the_login_prompt_says_no_key_was_stored(cli: Cli) -> None:
    ctrl_c = [(b"API key", signal.SIGINT)]  # what Ctrl+C sends
    code, seen = at_terminal(cli, "login", answers=ctrl_c, timeout=30)
    shown = seen.decode("utf-8", "replace")
    assert "API key" in shown and code == 130, shown
    assert "Interrupted: no key stored." in shown
    assert "cancelled on the service" not in shown
    assert not (cli.home / "config" / "credentials.json").exists()


def test_a_missing_quote_has_a_hint(cli: Cli) -> None:
    done = cli("quotes", "get", "bad")
    assert done.code == 2
    assert "hint: Quotes are kept for their validity period" in done.err
    assert "quotes create" in done.err
