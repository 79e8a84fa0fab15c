"""What a person reads: the quote card tells the whole cost, errors name the flag to change
(never the SDK's Python parameter or a Python call), and the next command fits the end."""

from __future__ import annotations

from pathlib import Path

from evalrouter_cli._io import usd

from .conftest import Cli

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "3", "--poll-interval", "0.05")


def test_the_card_of_several_models_counts_tasks_per_model(cli: Cli) -> None:
    done = cli("run", *SMALL, "--model", "sim-small", "--dry-run")
    assert done.code == 0, done.err
    assert "sample of 3 of 48 tasks (seed 42) for each of 2 models (6 evaluations)" in done.err
    assert "GPT-5 (simulated) (sim/gpt-5), Sim Small (sim/sim-small)" in done.err


def test_without_a_cap_the_card_shows_the_worst_case(cli: Cli) -> None:
    done = cli("run", *SMALL, "--dry-run")
    worst = cli("run", *SMALL, "--dry-run", "--json").json()["quote"]["worst_case_charge_microusd"]
    line = next(x for x in done.err.splitlines() if "Maximum charge:" in x)
    assert "worst case: no cap" in line and usd(worst) in line


def test_quotes_get_names_what_was_quoted(cli: Cli) -> None:
    quote = cli("quotes", "create", *SMALL[:5], "--json").json()
    import os
    import pty
    import subprocess

    from .conftest import script

    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [script(), "quotes", "get", quote["id"]],
            stdout=follower,
            stderr=subprocess.PIPE,
            env=cli.env(),
            timeout=60,
            check=False,
        )
        os.close(follower)
        shown = os.read(leader, 65536).decode()
    finally:
        os.close(leader)
    assert done.returncode == 0
    assert "Benchmark:      gsm8k@3 (GSM8K (local))" in shown and "GPT-5 (simulated)" in shown


def test_a_bad_max_cost_names_the_flag_before_anything_is_asked(cli: Cli) -> None:
    for value in ("abc", "-1", "0", "nan"):
        done = cli("run", *SMALL, "--max-cost", value, "--yes", "--json")
        assert done.code == 2, (value, done.err)
        assert "--max-cost" in done.error()["message"], value
    assert cli("run", *SMALL, "--max-cost", "$1", "--dry-run").code == 0


def test_sdk_hints_become_commands(cli: Cli) -> None:
    done = cli("run", "no-such-bench", "--model", "gpt-5", "--yes")
    assert done.code == 2 and "client." not in done.err
    assert "evalrouter benchmarks list" in done.err
    done = cli("run", "gsm8k", "--model", "no-such-model", "--yes")
    assert done.code == 2 and "client." not in done.err
    assert "evalrouter models list --benchmark" in done.err


def test_an_unknown_event_type_names_the_flag(cli: Cli) -> None:
    run_id = cli("run", *SMALL, "--yes", "--json").json()["run"]["id"]
    done = cli("runs", "events", run_id, "--follow", "--type", "task.graded", "--json")
    assert done.code == 2
    error = done.error()
    assert error["message"].startswith("--type names no event type")
    assert "--type sample" in error["hint"] and "types=" not in error["hint"]
    listed = cli("runs", "events", run_id, "--type", "task.graded", "--json")  # no --follow
    assert listed.code == 2 and listed.error()["message"] == error["message"]
    assert cli("runs", "events", run_id, "--type", "run").code == 0


def test_authentication_hint_is_the_login_command(tmp_path: Path) -> None:
    from evalrouter.testing import EvalRouterLocal

    local = EvalRouterLocal(seed=0, api_key="er_right_" + "r" * 24)
    try:
        with local.serve() as base_url:
            cli = Cli(base_url, tmp_path, local)
            done = cli("wallet")
            assert done.code == 1 and "authentication_required" in done.err
            assert "evalrouter login --with-api-key" in done.err
            assert "Authorization: Bearer" not in done.err
    finally:
        local.close()


def test_a_cancelled_run_that_can_go_on_suggests_continue(slow_cli: Cli) -> None:
    cli = slow_cli
    started = cli("run", *SMALL, "--yes", "--detach", "--json").json()["run"]["id"]
    assert cli("runs", "cancel", started, "--json").code == 0
    cli.local.run_until_done(started)
    waited = cli("runs", "wait", started, "--json")
    assert waited.code == 4
    assert waited.json()["next"] == f"evalrouter runs continue {started}"  # no cap was given


def test_no_input_says_why_it_did_not_ask(cli: Cli) -> None:
    done = cli("run", *SMALL, "--no-input")
    assert done.code == 5 and "(--no-input)" in done.err


def test_json_and_summary_exports_get_different_default_names(cli: Cli, tmp_path: Path) -> None:
    import subprocess

    from .conftest import script

    run_id = cli("run", *SMALL, "--yes", "--json").json()["run"]["id"]
    paths = []
    for kind in ("json", "summary"):
        done = subprocess.run(
            [script(), "runs", "export", run_id, "--format", kind, "--json"],
            capture_output=True,
            text=True,
            env=cli.env(),
            cwd=tmp_path,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        paths.append(Path(__import__("json").loads(done.stdout)["path"]))
    assert paths[0] != paths[1] and all(p.is_file() for p in paths)
    assert paths[1].name.endswith(".summary.json")


def test_a_cap_below_the_estimate_is_warned_and_a_cap_below_one_task_names_the_flag(
    cli: Cli,
) -> None:
    done = cli(
        "run", "gsm8k", "--model", "gpt-5", "--sample", "8", "--max-cost", "0.012", "--dry-run"
    )
    assert done.code == 0
    assert "Warning: the estimate ($" in done.err
    assert ") is above the maximum charge your cap sets ($0.012)" in done.err
    done = cli("run", *SMALL, "--max-cost", "0.0001", "--yes")
    assert done.code == 5 and "Raise --max-cost to at least" in done.err


def test_following_events_past_the_wait_timeout_says_how_to_reattach(slow_cli: Cli) -> None:
    cli = slow_cli
    run_id = cli("run", *SMALL, "--yes", "--detach", "--json").json()["run"]["id"]
    done = cli("runs", "events", run_id, "--follow", "--wait-timeout", "0.5")
    assert done.code == 124, done.err
    last = [line for line in done.out.splitlines() if line][-1]
    sequence = __import__("json").loads(last)["sequence"]
    assert f"Reattach: evalrouter runs events {run_id} --follow --after {sequence}" in done.err
    assert "client." not in done.err
