"""Fits any terminal: the CLI runs on a real pseudo-terminal of 60, 80 and 120 columns (its
window size set, ``COLUMNS`` unset, so the width comes from the terminal itself), and all it
writes is played into a terminal emulator (pyte). What stays on that screen is what a person
sees: one status block of the live view (a wrapped line would leave stale copies of it), and
ranking, pairwise and list rows whole within the width."""

from __future__ import annotations

import re

import pytest
from evalrouter_cli._io import usd

from .conftest import Cli, at_terminal

pyte = pytest.importorskip("pyte", reason="pyte (the dev group) emulates the terminal")

ROWS = 200  # tall enough that nothing scrolls off: every line drawn stays on the screen
WIDTHS = (60, 80, 120)
MULTI = ("gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", "--sample", "3")
FAST = ("--poll-interval", "0.05", "--max-cost", "1", "--yes")


PROMPT = b"Model number ("  # the model picker's question


def on_screen(
    cli: Cli, cols: int, *args: str, answer: str | None = None, **env: str
) -> tuple[int, list[str]]:
    """Run on a pty of ``cols`` columns; (exit code, the emulated screen's lines). ``answer``:
    typed once the model picker asks."""
    answers = [(PROMPT, answer.encode() + b"\n")] if answer is not None else []
    code, seen = at_terminal(cli, *args, answers=answers, cols=cols, rows=ROWS, **env)
    screen = pyte.Screen(cols, ROWS)
    pyte.ByteStream(screen).feed(seen)
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
    for run_id in ids:  # each row whole: its id, status and its name cut in the middle
        row = [line for line in lines if line.startswith(run_id)]
        assert len(row) == 1 and "completed" in row[0] and " A" in row[0], shown
        assert "…" in row[0] and row[0].endswith("in full"), shown  # cut, never wrapped
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


# ----------------------------------------------------- what must stay whole on a narrow terminal

NARROW = (60, 80)


def _block(lines: list[str], first: str) -> list[str]:
    """The lines of the table whose header starts with ``first``, to its first blank line."""
    start = next(i for i, line in enumerate(lines) if line.startswith(first))
    end = next((i for i in range(start, len(lines)) if not lines[i]), len(lines))
    return lines[start:end]


@pytest.mark.parametrize("cols", NARROW)
def test_models_list_leaves_out_columns_before_a_row_wraps(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "models", "list", "--benchmark", "gsm8k")
    shown = "\n".join(lines)
    assert code == 0, shown
    models = cli("models", "list", "--benchmark", "gsm8k", "--json").json()["models"]
    block = _block(lines, "ROUTE ")
    assert len(block) == 1 + len(models), shown  # a header and one line per model: none wraps
    assert "$/M IN  $/M OUT" in block[0], shown
    for model in models:
        row = next(line for line in block if line.startswith(model["id"] + " "))
        prices = model["pricing"]
        for key in ("input_microusd_per_million_tokens", "output_microusd_per_million_tokens"):
            assert f" {usd(prices[key])}" in row, shown


def _amount_cells(lines: list[str]) -> set[str]:
    return {m for line in lines for m in re.findall(r"\$[\d,]+\.\d+", line)}


@pytest.mark.parametrize("cols", NARROW)
def test_runs_list_never_cuts_or_splits_chosen_columns(cli: Cli, cols: int) -> None:
    _long_named_runs(cli)
    chosen = "id,status,done,errors,spend,max_charge,model,created,name"
    code, lines = on_screen(cli, cols, "runs", "list", "--columns", chosen, "--limit", "3")
    shown = "\n".join(lines)
    assert code == 0, shown
    assert max(len(line) for line in lines) <= cols and "…" not in shown.split("run(s)")[0]
    assert any("MAX CHARGE" in line for line in lines), shown  # a header whole
    for run in cli("runs", "list", "--limit", "3", "--json").json()["runs"]:
        assert any(run["id"] in line for line in lines), shown
        for amount in (run["spend_microusd"], run["cap_microusd"]):  # every amount whole
            assert usd(amount) in _amount_cells(lines), (usd(amount), shown)
    assert sum(" completed" in line for line in lines) >= 2, shown  # statuses never cut


@pytest.mark.parametrize("cols", NARROW)
def test_a_score_interval_is_never_cut(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "run", "gsm8k", "--model", "gpt-5", *FAST)
    shown = "\n".join(lines)
    assert code == 0, shown
    run_id = cli("runs", "list", "--json").json()["runs"][0]["id"]
    code, waited = on_screen(cli, cols, "runs", "wait", run_id)
    assert code == 0, "\n".join(waited)
    for screen in (lines, waited):
        row = _block(screen, "BENCHMARK ")[1]
        assert re.search(r"\d+\.\d% +\d+\.\d% to \d+\.\d% +\d+/\d+ +\d+$", row), screen


@pytest.mark.parametrize("cols", NARROW)
def test_benchmarks_list_keeps_statuses_whole(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "benchmarks", "list")
    shown = "\n".join(lines)
    assert code == 0, shown
    block = _block(lines, "SLUG ")
    assert "STATUS" in block[0], shown
    for item in cli("benchmarks", "list", "--json").json()["benchmarks"]:
        unquotable = (item.get("quote_availability") or {}).get("status") == "unavailable"
        status = item["status"] if not unquotable else "not quotable"
        row = [line for line in block if re.match(rf"{item['slug']} +{item['version']} ", line)]
        assert len(row) == 1 and row[0].endswith(status), (item["slug"], shown)


@pytest.mark.parametrize("cols", NARROW)
def test_runs_list_names_keep_their_distinguishing_end(cli: Cli, cols: int) -> None:
    names = {}
    for model in ("gpt-5", "sim/sim-small"):
        args = ("run", "gsm8k", "--model", model, "--sample", "2", *FAST, "--json")
        run = cli(*args).json()["run"]
        names[run["id"]] = run["name"]
    code, lines = on_screen(cli, cols, "runs", "list")
    shown = "\n".join(lines)
    assert code == 0, shown
    assert len(set(names.values())) == 2
    for run_id, name in names.items():  # "GSM8K…GPT-5 (simulated)", "GSM8K…Sim Small"
        row = next(line for line in lines if line.startswith(run_id))
        assert row.endswith(name[-8:]), shown


@pytest.mark.parametrize("cols", NARROW)
def test_agents_list_shows_no_column_too_narrow_to_read(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "agents", "list")
    shown = "\n".join(lines)
    assert code == 0, shown
    header = lines[0]
    assert header.startswith("ID "), shown
    if "ABOUT" in header:  # shown only with room for at least SOFT (12) cells
        assert cols - header.index("ABOUT") >= 12, shown


def _card(lines: list[str], first: str, last: str) -> list[str]:
    start = next(i for i, line in enumerate(lines) if line.startswith(first))
    end = next(i for i in range(start + 1, len(lines)) if lines[i].startswith(last))
    return lines[start:end]


def _joined(card: list[str]) -> str:
    """The card's lines with each continuation joined back to its line by one space."""
    return re.sub(r"\n +(?![A-Z][\w ()]*:)", " ", "\n".join(card))


@pytest.mark.parametrize("cols", NARROW)
def test_cards_wrap_at_spaces_under_their_value_column(cli: Cli, cols: int) -> None:
    args = ("run", "gsm8k", "--model", "gpt-5", "--model", "sim/sim-reasoner")
    code, lines = on_screen(cli, cols, *args, "--max-cost", "0.05", "--dry-run")
    shown = "\n".join(lines)
    assert code == 0, shown
    quote = _card(lines, "Quote ", "Dry run")
    labelled = re.compile(r"  [A-Z][\w() ]*: ")
    for line in quote[1:]:  # a labelled line, or one continuing a value under its column
        assert labelled.match(line) or line.startswith(" " * 11), shown
    joined = _joined(quote)
    assert "for each of 2 models (50 evaluations); --full for all 48" in joined, shown
    warning = "is above the maximum charge your cap sets ($0.05): the run will likely stop"
    assert warning in joined, shown
    code, lines = on_screen(cli, cols, "run", *MULTI, *FAST, "--progress", "off")
    shown = "\n".join(lines)
    assert code == 0, shown
    summary = _joined(_card(lines, "Run:", "Status:"))
    assert "GSM8K (local) · GPT-5 (simulated) vs Sim Small" in summary, shown
    for _ in range(2):
        code, lines = on_screen(cli, cols, "run", "gsm8k", "--model", "gpt-5", *FAST)
    shown = "\n".join(lines)
    assert code == 0, shown
    last = _joined(_card(lines, "Last run of", "Next:"))
    assert re.search(r"\): \d+\.\d% → now \d+\.\d% \([+-]\d+\.\d points\)", last), shown


@pytest.mark.parametrize("cols", NARROW)
def test_a_next_command_is_never_broken_inside(cli: Cli, cols: int) -> None:
    code, lines = on_screen(cli, cols, "agents", "get", "codex-acp-bridge")
    shown = "\n".join(lines)
    assert code == 0, shown
    at = next(i for i, line in enumerate(lines) if line.startswith("Next:"))
    assert "evalrouter agents check codex-acp-bridge" in "\n".join(lines[at : at + 2]), shown
    assert max(len(line) for line in lines[at:] if line) <= cols, shown
    said = "Next: evalrouter agents check codex-acp-bridge (offline, $0: can it be evaluated"
    said += " here?), then --agent codex-acp-bridge (or --agent hosted:codex-acp-bridge)"
    assert said in _joined(lines[at:]), shown  # its note wrapped at spaces, indented


@pytest.mark.parametrize("cols", NARROW)
def test_the_model_picker_asks_on_one_line(cli: Cli, cols: int) -> None:
    args = ("run", "gsm8k", "--sample", "3", "--dry-run")
    code, lines = on_screen(cli, cols, *args, answer="1,2")
    shown = "\n".join(lines)
    assert code == 0, shown
    asked = [line for line in lines if line.startswith(PROMPT.decode())]
    assert len(asked) == 1 and asked[0].endswith("to compare): 1,2"), shown
