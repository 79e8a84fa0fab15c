"""Money for people (``usd``), tables cut to fit (``table``), ``runs list`` with its filters,
orders and columns, and "compared with your last run" on a finished run's summary."""

from __future__ import annotations

import re

import pytest
from evalrouter_cli import _previous
from evalrouter_cli._io import clip, fit_line, table, usd, wrap_card

from evalrouter import EvalRouterError

from .conftest import Cli, on_terminal

FAST = ("--poll-interval", "0.05", "--yes")


@pytest.mark.parametrize(
    ("micro", "shown"),
    [
        ("83926", "$0.084"),  # the "Estimate: $0.083926"
        ("210526", "$0.21"),
        ("500000", "$0.50"),
        ("19500", "$0.02"),  # two significant digits, no zeros past the cents
        ("1234", "$0.0012"),
        ("1", "$0.000001"),  # the smallest amount the wire carries: never "$0.00"
        ("0.4", "<$0.000001"),
        ("0", "$0.00"),
        ("994999", "$0.99"),
        ("995000", "$1.00"),  # rounded half up, then shown to the cent
        ("1000000", "$1.00"),
        ("100000000", "$100.00"),
        ("1234567891", "$1,234.57"),
        ("1234567891234", "$1,234,567.89"),
        ("-83926", "-$0.084"),
        ("-1234567891", "-$1,234.57"),
        (None, "-"),
        ("not money", "unknown"),
        ("NaN", "unknown"),
    ],
)
def test_money_is_rounded_for_people(micro: object, shown: str) -> None:
    assert usd(micro) == shown


def test_a_table_cuts_its_widest_text_column_to_fit_and_keeps_ids_whole() -> None:
    rows = [["run_0123456789", "completed", "a name far too long for a narrow terminal"]]
    shown = table(["RUN", "STATUS", "NAME"], rows, width=40).splitlines()
    assert all(len(line) <= 40 for line in shown)
    assert shown[1].startswith("run_0123456789  completed  a name") and shown[1].endswith("…")
    wide = table(["RUN", "STATUS", "NAME"], rows, width=200).splitlines()
    assert wide[1].endswith("narrow terminal")  # nothing cut when it fits


def test_a_table_leaves_out_optional_columns_before_cutting_hard() -> None:
    rows = [["agent-with-a-long-id", "1.2.3", "pinned", "binary", "what it does, at length"]]
    headers = ["ID", "VERSION", "INTEGRITY", "INSTALL", "ABOUT"]
    narrow = table(headers, rows, width=45, keep=(0, 2), optional=(3, 1)).splitlines()
    assert narrow[0].split() == ["ID", "INTEGRITY", "ABOUT"]
    assert all(len(line) <= 45 for line in narrow)


def test_a_table_too_wide_for_its_whole_columns_shows_a_block_per_row() -> None:
    rows = [["run_0123456789abcdef", "completed", "$0.0083", "$0.021", "a name"]]
    headers = ["RUN", "STATUS", "SPEND", "MAX CHARGE", "NAME"]
    narrow = table(headers, rows, width=40, keep=(0, 1, 2, 3)).splitlines()
    assert narrow == [
        "RUN         run_0123456789abcdef",
        "STATUS      completed",
        "SPEND       $0.0083",
        "MAX CHARGE  $0.021",
        "NAME        a name",
    ]
    wide = table(headers, rows, width=80, keep=(0, 1, 2, 3)).splitlines()
    assert len(wide) == 2 and wide[1].startswith("run_0123456789abcdef  completed")


def test_a_name_is_cut_in_the_middle_keeping_its_end() -> None:
    name = "GSM8K (local) · GPT-5 (simulated)"
    assert clip(name, 23, middle=True) == "GSM8K…GPT-5 (simulated)"
    assert clip(name, 40, middle=True) == name
    rows = [["run_1", name], ["run_2", "GSM8K (local) · Sim Small"]]
    shown = table(["RUN", "NAME"], rows, width=25, middle=(1,)).splitlines()
    assert shown[1].endswith("(simulated)") and shown[2].endswith("Sim Small")


def test_card_lines_wrap_at_spaces_under_the_value() -> None:
    line = "  Coverage:       sample of 25 of 48 tasks (seed 42); --full for all 48"
    assert wrap_card([line], 50) == [
        "  Coverage:       sample of 25 of 48 tasks (seed",
        "                  42); --full for all 48",
    ]
    assert wrap_card([line], None) == [line]  # not a terminal: unchanged
    run = "Run:     run_0123456789  GSM8K (local) · GPT-5 (simulated)"
    assert wrap_card([run], 40) == [
        "Run:     run_0123456789  GSM8K (local) ·",
        "         GPT-5 (simulated)",
    ]
    hint = "  Resume: evalrouter runs continue run_0123456789 --max-cost 1"
    assert wrap_card([hint], 30) == [hint]  # a command is never broken


def test_a_command_is_never_broken_inside() -> None:
    command = "evalrouter runs continue run_0123456789 --max-cost 1"
    assert fit_line("Next:", command, 80) == f"Next: {command}"
    assert fit_line("Next:", command, 50) == f"Next:\n  {command}"  # below its label
    assert fit_line("Next:", command, 30) == f"Next:\n  {command}"  # too long: one line
    noted = fit_line("Next:", command, 60, " (goes on with the same cap)")
    assert noted == f"Next: {command}\n      (goes on with the same cap)"
    assert fit_line("Next:", command, None, " (a note)") == f"Next: {command} (a note)"


def test_next_lines_fit_the_terminal_they_are_shown_on(monkeypatch: pytest.MonkeyPatch) -> None:
    from evalrouter_cli import _render

    command = "evalrouter runs continue run_0123456789 --max-cost 1"
    said = "It quotes its 3 unfinished task(s) with the same cap as this run ($1)."
    assert _render.next_lines(command, said) == f"Next: {command}\n{said}"  # no terminal
    monkeypatch.setattr(_render, "screen_width", lambda: 40)
    assert _render.next_lines(command, said).splitlines() == [
        "Next:",
        f"  {command}",
        "It quotes its 3 unfinished task(s) with",
        "  the same cap as this run ($1).",
    ]


def test_clip_counts_wide_characters_as_two_cells() -> None:
    assert clip("評価ルーター", 7) == "評価ル…"
    assert clip("short", 10) == "short"


def _runs(cli: Cli) -> dict[str, str]:
    ids = {}
    for model, name in (("gpt-5", "alpha nightly"), ("sim/sim-small", "beta check")):
        args = ("run", "gsm8k", "--model", model, "--sample", "2", "--name", name, *FAST)
        ids[name] = cli(*args, "--json").json()["run"]["id"]
    ids["mcq"] = cli("run", "mcq-mini", "--model", "gpt-5", "--sample", "2", *FAST, "--json")
    ids["mcq"] = ids["mcq"].json()["run"]["id"]
    return ids


def _listed(cli: Cli, *args: str) -> list[str]:
    result = cli("runs", "list", *args, "--json")
    assert result.code == 0, result.err
    return [r["id"] for r in result.json()["runs"]]


def test_runs_list_filters_sorts_and_chooses_columns(cli: Cli) -> None:
    ids = _runs(cli)
    assert _listed(cli) == [ids["mcq"], ids["beta check"], ids["alpha nightly"]]  # newest first
    assert _listed(cli, "--sort", "created") == [
        ids["alpha nightly"],
        ids["beta check"],
        ids["mcq"],
    ]
    assert _listed(cli, "--filter", "benchmark=gsm8k") == [ids["beta check"], ids["alpha nightly"]]
    assert _listed(cli, "--filter", "benchmark=mcq-mini") == [ids["mcq"]]
    assert _listed(cli, "--filter", "model=small") == [ids["beta check"]]
    assert _listed(cli, "--filter", "name=NIGHTLY") == [ids["alpha nightly"]]
    both = _listed(cli, "--filter", "name=alpha", "--filter", "name=beta")  # a key twice: either
    assert sorted(both) == sorted([ids["alpha nightly"], ids["beta check"]])
    assert _listed(cli, "--filter", "status=failed") == []
    assert _listed(cli, "--filter", "status=completed", "--limit", "1") == [ids["mcq"]]
    spends = cli("runs", "list", "--sort=-spend", "--json").json()["runs"]
    amounts = [int(r["spend_microusd"]) for r in spends]
    assert amounts == sorted(amounts, reverse=True) and len(amounts) == 3
    code, shown = on_terminal(cli, "runs", "list", "--columns", "name,id,spend")
    assert code == 0
    header = next(line for line in shown.splitlines() if "NAME" in line)
    assert header.split() == ["NAME", "RUN", "SPEND"]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("--filter", "colour=red"), "status, benchmark, model, name"),
        (("--filter", "status"), "KEY=VALUE"),
        (("--columns", "id,price"), "id,status,done,errors,spend,max_charge,model,created,name"),
        (("--sort", "price"), "created, spend, status, name"),
    ],
)
def test_runs_list_usage_errors_name_what_is_allowed(
    cli: Cli, args: tuple[str, ...], named: str
) -> None:
    result = cli("runs", "list", *args)
    assert result.code == 2
    assert named in result.err and "usage_error" in result.err


def test_a_finished_run_is_compared_with_the_last_run_of_its_benchmark_and_model(
    cli: Cli,
) -> None:
    args = ("run", "gsm8k", "--model", "gpt-5", "--sample", "3", *FAST)
    first = cli(*args, "--json").json()
    assert first["previous"] is None  # none before it
    cli("run", "gsm8k", "--model", "sim/sim-small", "--sample", "3", *FAST, "--json")  # another
    second = cli(*args, "--json").json()
    previous = second["previous"]
    assert previous["run_id"] == first["run"]["id"]
    before = first["results"]["profiles"][0]["metrics"][0]["value"]
    now = second["results"]["profiles"][0]["metrics"][0]["value"]
    assert previous["score"] == pytest.approx(before)
    assert previous["difference"] == pytest.approx(now - before)
    code, shown = on_terminal(cli, *args)
    assert code == 0
    line = re.search(
        r"Last run of GSM8K \(local\) on sim/gpt-5 \((run_\w+), \d+ s ago\): (.*)", shown
    )
    assert line is not None, shown
    assert line.group(1) == second["run"]["id"]  # the newest earlier one
    assert re.match(r"\d+\.\d% → now \d+\.\d% \([+-]\d+\.\d points\)", line.group(2))
    waited = cli("runs", "wait", second["run"]["id"], "--json").json()  # runs wait ends alike
    assert waited["previous"]["run_id"] == first["run"]["id"]


def test_a_failed_lookup_of_the_last_run_adds_nothing(cli: Cli) -> None:
    """The runs list behind "last run" fails with an API error: no line, no failure."""
    first = cli("run", "gsm8k", "--model", "gpt-5", "--sample", "2", *FAST, "--json").json()
    results = first["results"]

    class Runs:
        def list(self, **_: object) -> object:
            raise EvalRouterError("api_unreachable", "The API could not be reached.")

    class Client:
        runs = Runs()

    class Ctx:
        client = Client()

    later = {**first["run"], "id": "run_later", "created_at": "2999-01-01T00:00:00Z"}
    assert _previous.lookup(Ctx(), later, results) is None  # type: ignore[arg-type]
    assert _previous.lines(None) == []
