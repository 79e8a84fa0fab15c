"""``evalrouter run``: quote, confirm, start the quote shown, follow, and the exit codes."""

from __future__ import annotations

import signal
import subprocess
import time

from .conftest import Cli, script

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "4", "--poll-interval", "0.05")


def test_dry_run_quotes_and_starts_nothing(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "1", "--dry-run", "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert document["started"] is False and document["run"] is None
    assert document["quote"]["plan"]["total_tasks"] == 4
    assert done.err == ""  # --json: stderr keeps only errors
    assert cli("runs", "list", "--json").json()["runs"] == []


def test_without_yes_and_without_a_terminal_nothing_starts_exit_5(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "1")
    assert done.code == 5 and done.out == ""
    assert "Maximum charge:" in done.err and "Coverage:       sample of 4 of 48" in done.err
    assert "confirmation_required" in done.err
    assert cli("runs", "list", "--json").json()["runs"] == []


def test_yes_starts_the_quote_shown_and_follows_to_the_score(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "1", "--yes", "--progress", "plain")
    assert done.code == 0, done.err
    document = done.json()  # piped: JSON on stdout
    run = document["run"]
    assert run["status"] == "completed" and run["quote_id"] == document["quote"]["id"]
    assert document["results"]["profiles"][0]["headline_key"] == "accuracy"
    short = run["id"].removeprefix("run_")[:8]
    assert document["next"] == f"evalrouter report {run['id']} -o report-{short}.html"
    # progress went to stderr, one plain line per change, ending at done/total
    assert "completed [####################] 4/4" in done.err


def test_progress_json_records(cli: Cli) -> None:
    done = cli("run", *SMALL, "--yes", "--json", "--progress", "json")
    assert done.code == 0
    import json

    lines = [json.loads(line) for line in done.err.splitlines()]
    assert lines and all(r["schema"] == "evalrouter.progress.v1" for r in lines)
    assert lines[-1]["status"] == "completed" and lines[-1]["processed"] == 4


def test_cap_below_the_estimate_ends_partial_exit_4(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "0.012", "--yes", "--json")
    assert done.code == 4, done.err
    document = done.json()
    assert document["run"]["status"] == "partial"
    assert document["next"].startswith("evalrouter runs continue ")


def test_cap_below_one_task_starts_nothing_exit_5(cli: Cli) -> None:
    done = cli("run", *SMALL, "--max-cost", "0.001", "--yes", "--json")
    assert done.code == 5 and done.out == ""
    assert done.error()["code"] == "cap_below_minimum"


def test_a_failed_run_exits_1(cli: Cli) -> None:
    dead = cli.local.client().connections.create(
        {"name": "dead", "base_url": "http://127.0.0.1:9/v1", "model_id": "m"}
    )
    done = cli(
        "run",
        "gsm8k",
        "--model",
        f"connection:{dead.id}",
        "--sample",
        "2",
        "--yes",
        "--json",
        "--poll-interval",
        "0.05",
    )
    assert done.code == 1, done.err
    assert done.json()["run"]["status"] == "failed"


def test_detach_returns_at_once(cli: Cli) -> None:
    done = cli("run", *SMALL, "--yes", "--detach", "--json")
    assert done.code == 0
    document = done.json()
    assert document["started"] is True and document["run"]["status"] != "completed"


def test_wait_timeout_exits_124_and_says_how_to_reattach(slow_cli: Cli) -> None:
    cli = slow_cli
    done = cli("run", *SMALL, "--yes", "--wait-timeout", "0.3")
    assert done.code == 124
    assert "evalrouter runs wait run_" in done.err
    run_id = done.err.split("evalrouter runs wait ")[1].split()[0]
    # nothing was cancelled: it can be followed to its end
    cli.local.run_until_done(run_id)
    again = cli("runs", "wait", run_id, "--poll-interval", "0.05", "--json")
    assert again.code == 0 and again.json()["run"]["status"] == "completed"


def test_several_models_end_with_a_ranking(cli: Cli) -> None:
    done = cli("run", *SMALL, "--model", "sim/sim-small", "--yes", "--json")
    assert done.code == 0, done.err
    comparison = done.json()["comparison"]
    ranking = comparison["benchmarks"][0]["ranking"]
    assert {row["route_id"] for row in ranking} == {"sim/gpt-5", "sim/sim-small"}
    assert all(row["interval"] for row in ranking)


def test_more_than_eight_models_is_usage(cli: Cli) -> None:
    models = [arg for i in range(9) for arg in ("--model", f"m{i}")]
    done = cli("run", "gsm8k", *models, "--json")
    assert done.code == 2 and done.error()["code"] == "usage_error"


def test_ctrl_c_exits_130_and_never_cancels(slow_cli: Cli) -> None:
    cli, local = slow_cli, slow_cli.local
    if True:
        process = subprocess.Popen(
            [script(), "run", *SMALL, "--yes", "--progress", "plain"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=cli.env(),
        )
        try:
            deadline = time.monotonic() + 30
            seen = ""
            assert process.stderr is not None
            while "Started run" not in seen and time.monotonic() < deadline:
                seen += process.stderr.readline()
            time.sleep(0.3)
            process.send_signal(signal.SIGINT)
            _out, err = process.communicate(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()  # reaps it and closes its pipes (not left to a later GC)
        assert process.returncode == 130
        assert "nothing was cancelled" in err and "evalrouter runs wait run_" in err
        run_id = err.split("evalrouter runs wait ")[1].split()[0]
        assert local.client().runs.get(run_id).status in ("queued", "running")


def test_following_a_run_while_the_api_is_unreachable_exits_6(cli: Cli) -> None:
    run_id = cli("run", *SMALL, "--yes", "--detach", "--json").json()["run"]["id"]
    done = cli(
        "runs",
        "wait",
        run_id,
        "--disconnect-timeout",
        "1",
        "--poll-interval",
        "0.2",
        "--timeout",
        "2",
        EVALROUTER_BASE_URL="http://127.0.0.1:9",
    )
    assert done.code == 6, done.err
    assert "api_unreachable" in done.err and f"evalrouter runs wait {run_id}" in done.err
