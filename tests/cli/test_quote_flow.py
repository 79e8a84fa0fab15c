"""A reviewed quote started as it is (``run --quote``, ``runs continue --quote``), one name per
number (the cap is ``--max-cost``; the quote's own bound is its maximum charge), the default
sample, the model picker, and the run command's small items (``score`` in JSON, ``--detach``'s
follow-up, a piped dry run, a status said once, why there is no prompt under ``CI``)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Cli, at_terminal, on_terminal

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "4", "--poll-interval", "0.05")


def _quote(cli: Cli, *extra: str) -> dict[str, Any]:
    done = cli("quotes", "create", "gsm8k", "--model", "gpt-5", "--sample", "3", *extra)
    assert done.code == 0, done.err
    return done.json()  # type: ignore[no-any-return]


# --------------------------------------------------------------------------- run --quote


def test_run_quote_shows_the_card_and_asks_like_any_run(cli: Cli) -> None:
    quote = _quote(cli, "--max-cost", "0.5")
    refused = cli("run", "--quote", quote["id"])
    assert refused.code == 5 and "confirmation_required" in refused.err
    assert f"Quote {quote['id']}" in refused.err and "Benchmark:      gsm8k@3" in refused.err
    # a cap above the worst case leaves no trace in the quote but that it was given
    assert "Cap:            given when quoted, at or above the maximum charge" in refused.err
    assert cli("runs", "list", "--json").json()["runs"] == []


def test_run_quote_refuses_what_contradicts_the_quote(cli: Cli) -> None:
    quote_id = _quote(cli)["id"]
    for args in (
        ("mcq-mini", "--quote", quote_id),
        ("--quote", quote_id, "--model", "sim-small"),
        ("--quote", quote_id, "--sample", "5"),
        ("--quote", quote_id, "--full"),
    ):
        done = cli("run", *args, "--yes", "--json")
        assert done.code == 2, (args, done.err)
        assert done.error()["code"] == "usage_error"
    agreeing = cli("run", "gsm8k", "--quote", quote_id, "--model", "gpt-5", "--dry-run")
    assert agreeing.code == 0, agreeing.err


def test_run_quote_honours_max_cost_as_the_cap_sent_with_the_start(cli: Cli) -> None:
    capped = _quote(cli, "--max-cost", "0.5")  # may charge its worst case, above $0.011
    below = cli("run", "--quote", capped["id"], "--max-cost", "0.011", "--yes", "--json")
    assert below.code == 5 and below.error()["code"] == "quote_exceeds_max_cost"
    free = _quote(cli)  # no cap: --max-cost becomes the cap the run is started with
    started = cli("run", "--quote", free["id"], "--max-cost", "0.011", "--yes", "--json",
                  "--poll-interval", "0.05")  # fmt: skip
    assert started.code == 4, started.err  # the cap stopped it
    run = started.json()["run"]
    assert run["quote_id"] == free["id"] and run["cap_microusd"] == "11000"
    assert started.json()["next"] == f"evalrouter runs continue {run['id']} --max-cost 0.011"


def test_runs_continue_quote_starts_the_reviewed_continuation(cli: Cli) -> None:
    partial = cli("run", *SMALL, "--max-cost", "0.012", "--yes", "--json")
    assert partial.code == 4, partial.err
    run_id = partial.json()["run"]["id"]
    dry = cli("runs", "continue", run_id, "--max-cost", "1", "--dry-run", "--json")
    quote_id = dry.json()["quote"]["id"]
    other = _quote(cli)["id"]
    wrong = cli("runs", "continue", run_id, "--quote", other, "--yes", "--json")
    assert wrong.code == 2 and "does not continue" in wrong.error()["message"]
    done = cli("runs", "continue", run_id, "--quote", quote_id, "--max-cost", "1", "--yes",
               "--json", "--poll-interval", "0.05")  # fmt: skip
    assert done.code == 0, done.err
    run = done.json()["run"]
    assert run["quote_id"] == quote_id and run["source_run_id"] == run_id


# ------------------------------------------------------------------- one name per number


def test_quotes_get_reads_like_quotes_create(cli: Cli) -> None:
    capped = _quote(cli, "--max-cost", "0.02")  # below the worst case: the cap binds
    code, shown = on_terminal(cli, "quotes", "get", capped["id"])
    assert code == 0, shown
    assert "Benchmark:      gsm8k@3 (GSM8K (local))" in shown
    assert "Maximum charge: $0.02" in shown and "Cap:            $0.02" in shown
    free = _quote(cli)
    code, shown = on_terminal(cli, "quotes", "get", free["id"])
    assert "Cap:            none given" in shown and "worst case: no cap" in shown


def test_the_summary_says_maximum_charge_and_the_cap_apart(cli: Cli) -> None:
    code, shown = on_terminal(cli, "run", *SMALL, "--max-cost", "0.5", "--yes")
    assert code == 0, shown
    assert " of maximum charge $" in shown and "Cap:     $0.50 (--max-cost)" in shown
    assert " of cap " not in shown


# --------------------------------------------------------------------------- default sample


def test_without_coverage_flags_a_sample_of_25_is_quoted(cli: Cli) -> None:
    done = cli("run", "gsm8k", "--model", "gpt-5", "--dry-run")
    assert done.code == 0, done.err
    assert done.json()["quote"]["plan"]["coverage"] == {
        "mode": "sample", "sample_count": 25, "seed": 42, "task_ids": None,
    }  # fmt: skip
    assert "sample of 25 of 48 tasks (seed 42); --full for all 48" in done.err
    full = cli("run", "gsm8k", "--model", "gpt-5", "--full", "--dry-run", "--json")
    assert full.json()["quote"]["plan"]["total_tasks"] == 48
    small = cli("run", "repo-fix", "--model", "gpt-5", "--dry-run")  # 6 tasks: all of them
    assert small.json()["quote"]["plan"]["coverage"]["mode"] == "full"
    assert "full benchmark: 6 tasks (no more than the default sample)" in small.err
    quoted = cli("quotes", "create", "gsm8k", "--model", "gpt-5", "--json")
    assert quoted.json()["plan"]["total_tasks"] == 25


def test_an_agent_run_takes_the_default_sample_too(cli: Cli) -> None:
    agent_dir = cli.home / "agentpkg"
    agent_dir.mkdir()
    (agent_dir / "a.py").write_text(
        "from evalrouter import agents\n\n"
        "@agents.define_agent(name='idle')\n"
        "async def idle(context):\n    await context.task.get()\n"
    )
    done = cli("run", "gsm8k", "--model", "gpt-5-mini", "--agent", f"{agent_dir / 'a.py'}:idle",
               "--dry-run", "--json")  # fmt: skip
    assert done.code == 0, done.err
    assert done.json()["quote"]["plan"]["coverage"]["sample_count"] == 25


# --------------------------------------------------------------------------------- picker


@pytest.mark.parametrize("command", [("run",), ("quotes", "create")])
def test_without_model_and_without_a_terminal_the_error_names_models_list(
    cli: Cli, command: tuple[str, ...]
) -> None:
    done = cli(*command, "gsm8k", "--json")
    assert done.code == 2
    error = done.error()
    assert "--model is required" in error["message"]
    assert "evalrouter models list --benchmark gsm8k" in error["hint"]


def _picking(cli: Cli, answers: list[str], *args: str) -> tuple[int, str]:
    """Run at a terminal, answering each model prompt with the next of ``answers``."""
    prompts = [(b"Model number (", answer.encode() + b"\n") for answer in answers]
    code, seen = at_terminal(cli, *args, answers=prompts)
    return code, seen.decode("utf-8", "replace")


def test_at_a_terminal_a_missing_model_is_picked_from_a_list(cli: Cli) -> None:
    code, shown = _picking(cli, ["x", "99", "1,2"], "run", "gsm8k", "--sample", "3", "--dry-run")
    assert code == 0, shown
    assert "Models able to run gsm8k:" in shown and "sim/sim-small" in shown
    assert "Not a number" in shown and "Numbers go from 1 to" in shown
    assert "for each of 2 models" in shown  # two picked: a comparison


def test_the_picker_gives_up_after_three_bad_answers(cli: Cli) -> None:
    code, shown = _picking(cli, ["x", "0", "x"], "run", "gsm8k", "--dry-run")
    assert code == 2, shown
    assert "No model chosen" in shown and "models list --benchmark gsm8k" in shown


# ----------------------------------------------------------------------------- small items


def test_json_has_the_headline_score(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "1", "--yes", "--json")
    assert done.code == 0, done.err
    document = done.json()
    profile = document["results"]["profiles"][0]
    metric = next(m for m in profile["metrics"] if m["key"] == profile["headline_key"])
    assert document["score"] == metric["value"]
    assert document["interval"]["lower"] <= document["score"] <= document["interval"]["upper"]
    waited = cli("runs", "wait", document["run"]["id"], "--json")
    assert waited.json()["score"] == metric["value"]
    several = cli("run", *SMALL, "--model", "sim-small", "--yes", "--json")
    assert several.code == 0 and several.json()["score"] is None


def test_detach_prints_its_follow_up(cli: Cli) -> None:
    code, shown = on_terminal(cli, "run", *SMALL, "--yes", "--detach")
    assert code == 0, shown
    assert "Follow it: evalrouter runs wait run_" in shown
    quiet = cli("run", *SMALL, "--yes", "--detach", "--json")
    assert quiet.err == "" and quiet.json()["next"].startswith("evalrouter runs wait run_")


def test_a_piped_dry_run_says_nothing_started(cli: Cli) -> None:
    done = cli("run", *SMALL, "--dry-run")
    assert done.code == 0 and done.json()["started"] is False
    assert "Dry run: nothing started. Start it: evalrouter run gsm8k" in done.err
    assert cli("run", *SMALL, "--dry-run", "--json").err == ""


def test_a_cancelled_status_is_said_once(slow_cli: Cli) -> None:
    cli = slow_cli
    run_id = cli("run", *SMALL, "--yes", "--detach", "--json").json()["run"]["id"]
    assert cli("runs", "cancel", run_id, "--json").code == 0
    cli.local.run_until_done(run_id)
    code, shown = on_terminal(cli, "runs", "get", run_id)
    assert code == 0, shown
    line = next(x for x in shown.splitlines() if x.startswith("Status:"))
    assert line.split() == ["Status:", "cancelled"]


def test_ci_at_a_terminal_says_ci_is_why_it_does_not_ask(cli: Cli) -> None:
    code, shown = on_terminal(cli, "run", *SMALL, CI="1")
    assert code == 5, shown
    assert "(CI is set)" in shown and "no terminal" not in shown


def test_quotes_create_picks_a_missing_model_at_a_terminal_too(cli: Cli) -> None:
    code, shown = _picking(cli, ["1"], "quotes", "create", "gsm8k", "--sample", "3")
    assert code == 0, shown
    assert "Models able to run gsm8k:" in shown and "sample of 3" in shown
    assert "Start it: evalrouter run --quote quote_" in shown
