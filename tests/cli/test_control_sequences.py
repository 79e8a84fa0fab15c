"""A string from the service never reaches the terminal as a control sequence: a teammate's
run ``--name``, a benchmark's name, a progress reason, an event's data or an error's message
holding an OSC 52 clipboard write, an OSC 8 link, a title, a screen clear, a C1 CSI or a bidi
override is shown escaped in every table, card, progress line, event and error line, and JSON
keeps the exact value while escaping what a terminal would act on."""

from __future__ import annotations

import io
import json
from typing import Any

import httpx
import pytest

from .conftest import Cli, on_terminal

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "3", "--poll-interval", "0.05")
HOSTILE = (
    "ok"
    "\x1b]52;c;Y2xpcGJvYXJk\x07"  # OSC 52: write the user's clipboard
    "\x1b]8;;https://evil.example/\x1b\\here\x1b]8;;\x1b\\"  # OSC 8: a link
    "\x1b]0;owned\x07"  # the window title
    "\x1b[2J"  # clear the screen
    "\x9b31m"  # C1 CSI: red
    "\u202edegnahc"  # bidi override: reads backwards
    " café 評価 🚀"
)
# What a terminal would act on, in any form it could arrive in.
ACTED_ON = ("\x1b]", "\x1b[2J", "\x07", "\x9b", "\u202e")
# What is shown instead: the same text, each control character visibly escaped.
SHOWN = (
    "ok\\x1b]52;c;Y2xpcGJvYXJk\\x07",
    "\\x1b]8;;https://evil.example/\\x1b\\here",
    "\\x1b]0;owned\\x07\\x1b[2J\\x9b31m\\u202edegnahc café 評価 🚀",
)


def assert_escaped(shown: str) -> None:
    for sequence in ACTED_ON:
        assert sequence not in shown, (sequence, shown[-3000:])
    for escaped in SHOWN:
        assert escaped in shown, (escaped, shown[-3000:])


def _hostile_run(cli: Cli) -> str:
    done = cli("run", *SMALL, "--name", HOSTILE, "--yes", "--json")
    assert done.code == 0, done.err
    run_id: str = done.json()["run"]["id"]
    return run_id


def _get(cli: Cli, path: str) -> Any:
    return httpx.get(f"{cli.base_url}{path}", headers={"Authorization": "Bearer local"}).json()


def test_a_hostile_run_name_is_escaped_in_runs_list_and_the_run_card(cli: Cli) -> None:
    run_id = _hostile_run(cli)
    code, shown = on_terminal(cli, "runs", "list", COLUMNS="400")  # wide: the name whole
    assert code == 0 and run_id in shown
    assert_escaped(shown)
    code, shown = on_terminal(cli, "runs", "get", run_id, COLUMNS="400")  # the card unwrapped
    assert code == 0 and f"Run:     {run_id}  ok\\x1b]52" in shown
    assert_escaped(shown)


def test_json_keeps_the_exact_name_and_escapes_what_a_terminal_acts_on(cli: Cli) -> None:
    run_id = _hostile_run(cli)
    done = cli("runs", "list")  # piped: JSON
    assert done.code == 0
    for sequence in (*ACTED_ON, "\x1b"):
        assert sequence not in done.out
    assert "\\u009b31m\\u202edegnahc café 評価 🚀" in done.out
    assert [(r["id"], r["name"]) for r in done.json()["runs"]] == [(run_id, HOSTILE)]


def test_a_followed_run_keeps_its_own_styling_and_escapes_the_name(cli: Cli) -> None:
    code, shown = on_terminal(cli, "run", *SMALL, "--name", HOSTILE, "--yes", COLUMNS="400")
    assert code == 0
    assert "\x1b[" in shown  # the live bar's and the chart's own colour and redraws
    assert_escaped(shown)  # the card at the end names the run


def test_a_hostile_benchmark_is_escaped_in_benchmarks_list_and_its_card(cli: Cli) -> None:
    listing = _get(cli, "/v1/catalog/benchmarks?limit=100")
    listing["data"][0].update(name=HOSTILE, category=HOSTILE)
    cli.local.faults.fail_next("GET", "/v1/catalog/benchmarks", status=200, body=listing)
    code, shown = on_terminal(cli, "benchmarks", "list", COLUMNS="400")  # the name whole
    assert code == 0 and "mcq-mini" in shown
    assert_escaped(shown)

    detail = _get(cli, "/v1/catalog/benchmarks/gsm8k")
    detail["versions"][-1].update(name=HOSTILE, description=HOSTILE)
    cli.local.faults.fail_next("GET", "/v1/catalog/benchmarks/gsm8k", status=200, body=detail)
    code, shown = on_terminal(cli, "benchmarks", "get", "gsm8k", COLUMNS="400")
    assert code == 0 and "Description: ok\\x1b]52" in shown
    assert_escaped(shown)


def test_a_hostile_waiting_reason_is_escaped_in_the_progress_lines(slow_cli: Cli) -> None:
    cli = slow_cli
    run_id = cli("run", *SMALL, "--yes", "--detach", "--json").json()["run"]["id"]
    record = _get(cli, f"/v1/runs/{run_id}")
    record["progress"]["waiting_reason"] = HOSTILE
    # twice: ``runs wait`` reads the run once before it follows it
    cli.local.faults.fail_next("GET", f"/v1/runs/{run_id}", status=200, body=record, times=2)
    cli.local.run_until_done(run_id)
    done = cli("runs", "wait", run_id, "--progress", "plain", "--poll-interval", "0.05")
    assert done.code == 0, done.err
    assert "| waiting: ok\\x1b]52" in done.err
    assert_escaped(done.err)


def test_a_hostile_event_is_escaped_in_the_event_lines(cli: Cli) -> None:
    run_id = _hostile_run(cli)
    page = _get(cli, f"/v1/runs/{run_id}/events?limit=100")
    page["data"][0]["data"]["message"] = HOSTILE
    cli.local.faults.fail_next("GET", f"/v1/runs/{run_id}/events", status=200, body=page)
    code, shown = on_terminal(cli, "runs", "events", run_id)
    assert code == 0 and "run.queued" in shown and "message=ok\\x1b]52" in shown
    assert_escaped(shown)


def test_a_hostile_error_message_is_escaped_in_the_error_line(cli: Cli) -> None:
    envelope = {"error": {"code": "invalid_input", "message": HOSTILE, "hint": HOSTILE}}
    cli.local.faults.fail_next("GET", "/v1/billing/wallet", status=400, body=envelope)
    done = cli("wallet")
    assert done.code == 1 and done.err.startswith("error: invalid_input: ok")
    for sequence in ACTED_ON:  # the SDK blanks C0 and C1 itself; the CLI escapes the rest
        assert sequence not in done.err
    assert "\\u202edegnahc café 評価 🚀" in done.err
    cli.local.faults.fail_next("GET", "/v1/billing/wallet", status=400, body=envelope)
    done = cli("wallet", "--json")
    assert "\u202e" not in done.err and "\\u202edegnahc" in done.err
    assert done.error()["message"].endswith("\u202edegnahc café 評価 🚀")


def test_agent_events_and_chart_names_are_escaped(monkeypatch: pytest.MonkeyPatch) -> None:
    from evalrouter_cli._charts import Ranked, Ranking, terminal_chart
    from evalrouter_cli.commands.agent import _event_line

    line = _event_line({"type": "attempt_failed", "message": HOSTILE}, as_json=False)
    assert line.startswith("attempt_failed  message=ok\\x1b]52")
    assert_escaped(line)
    as_json = _event_line({"type": "attempt_failed", "message": HOSTILE}, as_json=True)
    assert json.loads(as_json)["message"] == HOSTILE
    assert not any(sequence in as_json for sequence in ACTED_ON)

    class Coloured:
        colour_out = True
        out = io.StringIO()  # not a terminal: COLUMNS, else 80 columns

    monkeypatch.setenv("COLUMNS", "300")  # wide enough for every name whole
    linked = "[link=https://evil.example/]click[/link]"  # rich markup would make an OSC 8 link
    ranked = [Ranked("1", HOSTILE, 0.5, 0.4, 0.6), Ranked("2", linked, 0.2, 0.1, 0.3)]
    chart = terminal_chart(Ranking(HOSTILE, ranked, []), Coloured())  # type: ignore[arg-type]
    assert "\x1b[" in chart  # rich's own colour
    assert not any(sequence in chart for sequence in ACTED_ON)
    assert "ok\\x1b]52;c;" in chart and linked in chart  # as given, never a link


@pytest.mark.parametrize(
    ("given", "shown"),
    [
        ("café 評価 🚀 👩‍👩‍👧 é", "café 評価 🚀 👩‍👩‍👧 é"),  # accents, CJK, emoji (ZWJ kept)
        ("a\tb\nc\rd", "a\\tb\\nc\\rd"),
        ("\x00\x7f\x85\x9d", "\\x00\\x7f\\x85\\x9d"),
        ("\u2028\u2029\u200e\u200f\u061c\u2066\u2069\u202a", "\\u2028\\u2029\\u200e\\u200f"),
        ("\ud800", "\\ud800"),  # a lone surrogate: no stream could encode it
        (None, "-"),
    ],
)
def test_the_rule_escapes_controls_visibly_and_keeps_text(given: str | None, shown: str) -> None:
    from evalrouter_cli._io import UNSAFE, text

    assert text(given).startswith(shown)
    assert not UNSAFE.search(text(given))
    assert text(text(given)) == text(given)
