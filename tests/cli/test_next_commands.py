"""Every command the CLI suggests runs as printed, and none drops a cap: each printed command
is split as a shell would, run with the console script against the served Local, and the
quote it starts (or shows) carries the cap (``--max-cost``) the first command was given."""

from __future__ import annotations

import json
import shlex
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from .conftest import SOLVER, Cli, Result

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "4", "--poll-interval", "0.05")

AGENT = SOLVER


def printed(cli: Cli, line: str, *, timeout: float = 120) -> Result:
    """Run ``line`` exactly as printed (``evalrouter`` is the console script), in the test's
    own folder (a suggested export writes its file there)."""
    words = shlex.split(line)
    assert words[0] == "evalrouter", line
    assert "..." not in words and not {"USD", "BENCH", "M", "SPEC"} & set(words), line
    return cli(*words[1:], cwd=cli.home, timeout=timeout)


def quote_of(cli: Cli, quote_id: str) -> dict[str, Any]:
    return cli.local.client().quotes.get(quote_id).to_dict()  # type: ignore[no-any-return]


def run_quote(cli: Cli, run_id: str) -> dict[str, Any]:
    return quote_of(cli, str(cli.local.client().runs.get(run_id).to_dict()["quote_id"]))


def assert_capped(quote: dict[str, Any], cap: str) -> None:
    """``quote`` was made with the cap ``cap`` dollars: the service holds it to the lower of
    the cap and its worst case."""
    micro = int(Decimal(cap) * 1_000_000)
    assert quote["plan"]["funding_policy"]["cap_source"] == "user", quote["id"]
    assert int(quote["max_charge_microusd"]) == min(micro, int(quote["worst_case_charge_microusd"]))


def test_a_model_run_s_dry_run_starts_what_it_quoted(cli: Cli) -> None:
    dry = cli("run", *SMALL, "--seed", "7", "--max-cost", "0.02", "--name", "my run", "--dry-run")
    assert dry.code == 0, dry.err
    start = dry.json()["next"]
    assert "Dry run: nothing started." in dry.err  # piped: said on stderr too
    done = printed(cli, start)
    assert done.code in (0, 4), done.err  # the cap may stop it: that is the cap kept
    run = done.json()["run"]
    assert run["name"] == "my run" and run["coverage"]["seed"] == 7
    assert run["coverage"]["sample_count"] == 4
    assert_capped(run_quote(cli, run["id"]), "0.02")


def test_an_agent_run_s_dry_run_starts_what_it_quoted(cli: Cli, tmp_path: Path) -> None:
    agent = tmp_path / "next_agent.py"
    agent.write_text(AGENT)
    spec = f"{agent}:Solver"
    dry = cli("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "2", "--max-cost", "0.5",
              "--agent", spec, "--attempt-max-calls", "7", "--dry-run", "--json")  # fmt: skip
    assert dry.code == 0, dry.err
    done = printed(cli, dry.json()["next"])
    assert done.code == 0, done.err
    document = done.json()
    quote = run_quote(cli, document["run"]["id"])
    assert_capped(quote, "0.5")
    assert quote["plan"]["client_run"]["limits"]["max_calls"] == 7


def test_quotes_create_ends_with_the_command_that_starts_it(cli: Cli) -> None:
    created = cli("quotes", "create", "gsm8k", "--model", "gpt-5", "--sample", "3",
                  "--max-cost", "0.5")  # fmt: skip
    assert created.code == 0, created.err
    document = created.json()
    assert document["next"] == f"evalrouter run --quote {document['id']} --max-cost 0.5 --yes"
    done = printed(cli, document["next"])
    assert done.code == 0, done.err
    run = done.json()["run"]
    assert run["quote_id"] == document["id"]  # exactly the quote reviewed
    assert_capped(run_quote(cli, run["id"]), "0.5")


def _partial(cli: Cli, cap: str = "0.012") -> dict[str, Any]:
    done = cli("run", *SMALL, "--max-cost", cap, "--yes")
    assert done.code == 4, done.err
    document: dict[str, Any] = done.json()
    assert document["run"]["status"] == "partial"
    return document


def test_a_continuation_s_dry_run_keeps_its_cap(cli: Cli) -> None:
    run_id = _partial(cli)["run"]["id"]
    dry = cli("runs", "continue", run_id, "--max-cost", "0.02", "--dry-run")
    assert dry.code == 0, dry.err
    start = dry.json()["next"]
    assert "--max-cost 0.02" in start
    done = printed(cli, f"{start} --poll-interval 0.05")
    assert done.code in (0, 4), done.err
    run = done.json()["run"]
    assert run["source_run_id"] == run_id
    assert_capped(run_quote(cli, run["id"]), "0.02")


def test_a_partial_run_s_next_quotes_with_the_same_cap(cli: Cli) -> None:
    document = _partial(cli)
    run_id = document["run"]["id"]
    assert document["next"] == f"evalrouter runs continue {run_id} --max-cost 0.012"
    before = set(cli.local.quote_ids)
    done = printed(cli, document["next"])  # no terminal, no --yes: it shows the quote only
    assert done.code == 5 and "confirmation_required" in done.err
    assert "Cap:            $0.012" in done.err
    (shown,) = set(cli.local.quote_ids) - before
    assert quote_of(cli, shown)["continuation"]["source_run_id"] == run_id
    assert_capped(quote_of(cli, shown), "0.012")
    # runs wait reads the cap from the run: the same suggestion
    waited = cli("runs", "wait", run_id)
    assert waited.code == 4 and waited.json()["next"] == document["next"]


def test_detach_s_follow_up_follows_the_run(cli: Cli) -> None:
    started = cli("run", *SMALL, "--max-cost", "0.5", "--yes", "--detach")
    assert started.code == 0, started.err
    follow = started.json()["next"]
    run_id = started.json()["run"]["id"]
    assert follow == f"evalrouter runs wait {run_id}"
    assert f"Follow it: {follow}" in started.err  # piped: the line is said on stderr too
    done = printed(cli, follow)
    assert done.code == 0, done.err
    assert done.json()["run"]["status"] == "completed"
    assert_capped(run_quote(cli, run_id), "0.5")


def test_a_failed_run_s_next_reads_its_errors(cli: Cli) -> None:
    dead = cli.local.client().connections.create(
        {"name": "dead", "base_url": "http://127.0.0.1:9/v1", "model_id": "m"}
    )
    failed = cli("run", "gsm8k", "--model", f"connection:{dead.id}", "--sample", "2",
                 "--max-cost", "0.5", "--yes", "--poll-interval", "0.05")  # fmt: skip
    assert failed.code == 1, failed.err
    done = printed(cli, failed.json()["next"])
    assert done.code == 0, done.err
    events = [json.loads(line) for line in done.out.splitlines()]
    assert events and all(e["type"].startswith("sample.") for e in events)
    assert {e["data"]["outcome"] for e in events} == {"error"}


@pytest.mark.parametrize("models", [("gpt-5",), ("gpt-5", "sim-small")])
def test_a_completed_run_s_next_runs(cli: Cli, models: tuple[str, ...]) -> None:
    flags = [w for m in models for w in ("--model", m)]
    done = cli("run", "gsm8k", *flags, "--sample", "3", "--max-cost", "1", "--yes",
               "--poll-interval", "0.05")  # fmt: skip
    assert done.code == 0, done.err
    again = printed(cli, done.json()["next"])
    assert again.code == 0, again.err


def _next_at_a_terminal(cli: Cli, *args: str) -> str:
    """The ``Next:`` command a listing shows at a terminal (its human output only)."""
    from .conftest import on_terminal

    code, shown = on_terminal(cli, *args)
    assert code == 0, shown
    lines = [line.split("Next: ", 1)[1] for line in shown.splitlines() if "Next: " in line]
    assert len(lines) == 1, shown
    return lines[0].split(" (")[0].strip()


def test_the_listings_next_commands_run_as_printed(cli: Cli) -> None:
    """``benchmarks get``, ``runs list`` and ``agents list`` end with a command of real values
    (no RUN, BENCH, M or ID to fill in), which runs as printed."""
    assert cli("run", *SMALL, "--yes", "--json").code == 0
    for listing in (("benchmarks", "get", "gsm8k"), ("runs", "list"), ("agents", "list")):
        line = _next_at_a_terminal(cli, *listing)
        done = printed(cli, line)
        assert done.code == 0, (line, done.err)


def test_agents_get_s_next_command_parses_as_printed(cli: Cli) -> None:
    """``agents get ID`` suggests checking that agent (which installs it from its package
    registry, so here it is parsed, not run)."""
    from evalrouter_cli._parser import build, command_word

    line = _next_at_a_terminal(cli, "agents", "get", "claude-acp")
    words = shlex.split(line)
    assert words[:4] == ["evalrouter", "agents", "check", "claude-acp"], line
    assert build(command_word(words[1:])).parse_args(words[1:]).agent == "claude-acp"
