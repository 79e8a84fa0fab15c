"""Per-attempt limits of an agent run: ``--attempt-budget``, ``--attempt-max-output-tokens``,
``--attempt-max-calls``, ``--attempt-seconds`` and ``--limit KEY=VALUE`` reach the agent's
quote (read back from EvalRouter Local); wrong ones are usage errors before anything is
quoted; the card shows what the quote enforces, within 80 columns; the dry run's "Start it"
command carries them; a tiny budget fails attempts as budget exhausted and says which flag
gives them more, while a generous one completes. ``agents check`` takes the same flags."""

from __future__ import annotations

import json
import shlex
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouter

from .conftest import SOLVER, Cli, on_terminal

AGENTS = SOLVER
BASE = ("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "2", "--max-cost", "1")
OPENAPI = Path(__file__).parents[2] / "openapi.json"
ACP_AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"  # the ACP test agent


@pytest.fixture
def solver(tmp_path: Path) -> str:
    path = tmp_path / "limit_agents.py"
    path.write_text(AGENTS)
    return f"{path}:Solver"


def acp_spec(*args: str) -> str:
    """The ACP test agent as a ``local:`` spec."""
    return "local:" + shlex.join([sys.executable, str(ACP_AGENT), *args])


def schema_keys() -> list[str]:
    schemas = json.loads(OPENAPI.read_text())["components"]["schemas"]
    return list(schemas["ClientRunLimits"]["properties"])


def enforced(cli: Cli, quote_id: str) -> dict[str, Any]:
    """The limits the quote says it enforces, read back from Local."""
    quote = EvalRouter(base_url=cli.base_url).quotes.get(quote_id).to_dict()
    limits: dict[str, Any] = quote["plan"]["client_run"]["limits"]
    return limits


def sent(cli: Cli) -> list[object]:
    """The ``limits`` of every quote request Local received (``None`` where none was sent)."""
    return [r.json.get("limits") for r in cli.local.requests if r.path == "/v1/quotes"]


def test_the_limit_keys_are_the_api_s() -> None:
    from evalrouter_cli import _limits

    assert list(_limits.keys()) == schema_keys()
    assert {key for _flag, key, *_ in _limits.FLAGS} <= set(schema_keys())


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (("--attempt-budget", "0.05"), {"max_cost_microusd": 50_000}),
        (("--attempt-budget", "$0.05"), {"max_cost_microusd": 50_000}),
        (("--attempt-max-output-tokens", "8192"), {"max_output_tokens": 8192}),
        (("--attempt-max-calls", "40"), {"max_calls": 40}),
        (("--attempt-seconds", "900"), {"attempt_seconds": 900}),
        *((("--limit", f"{key}={777 + i}"), {key: 777 + i}) for i, key in enumerate(schema_keys())),
        (
            ("--attempt-max-calls", "7", "--limit", "idle_seconds=600"),
            {"max_calls": 7, "idle_seconds": 600},
        ),
    ],
)
def test_each_flag_reaches_the_quote(
    cli: Cli, solver: str, flags: tuple[str, ...], expected: dict[str, int]
) -> None:
    done = cli(*BASE, "--agent", solver, *flags, "--dry-run", "--json")
    assert done.code == 0, done.err
    limits = enforced(cli, done.json()["quote"]["id"])
    assert {key: limits[key] for key in expected} == expected
    assert sent(cli) == [expected]  # only what was given: the SDK and service choose the rest


def test_an_acp_agent_s_quote_takes_the_limits_too(cli: Cli) -> None:
    local = acp_spec()
    flags = ("--attempt-budget", "0.05", "--attempt-max-calls", "12")
    done = cli(*BASE, "--agent", local, *flags, "--dry-run", "--json", timeout=120)
    assert done.code == 0, done.err
    limits = enforced(cli, done.json()["quote"]["id"])
    assert (limits["max_cost_microusd"], limits["max_calls"]) == (50_000, 12)
    assert (
        f"--agent {shlex.quote(local)} --attempt-budget 0.05 --attempt-max-calls 12 --yes"
        in (done.json()["next"])
    )


def test_without_limit_flags_no_limits_are_sent(cli: Cli, solver: str) -> None:
    done = cli(*BASE, "--agent", solver, "--dry-run", "--json")
    assert done.code == 0, done.err
    assert sent(cli) == [None]


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (
            ("--limit", "max_cals=3"),
            "'max_cals' is not a per-attempt limit. Did you mean max_calls?",
        ),
        (("--limit", "max_calls=3.5"), "max_calls must be a whole number, 1 or more, not '3.5'"),
        (("--limit", "max_calls=-1"), "max_calls must be a whole number, 1 or more, not '-1'"),
        (("--limit", "idle_seconds=0"), "idle_seconds must be a whole number, 1 or more"),
        (("--limit", "max_calls"), "--limit 'max_calls': give KEY=VALUE"),
        (
            ("--attempt-max-calls", "4", "--limit", "max_calls=3"),
            "--attempt-max-calls 4 and --limit max_calls=3 both set max_calls",
        ),
        (
            ("--attempt-budget", "$0.05", "--limit", "max_cost_microusd=50000"),
            "--attempt-budget 0.05 and --limit max_cost_microusd=50000 both set max_cost_microusd",
        ),
        (
            ("--limit", "max_calls=4", "--limit", "max_calls=3"),
            "--limit max_calls=4 and --limit max_calls=3 both set max_calls",
        ),
        (("--attempt-max-calls", "x"), "argument --attempt-max-calls: not a whole number: 'x'"),
        (("--attempt-seconds", "-5"), "argument --attempt-seconds: must be 1 or more, not '-5'"),
        (("--attempt-budget", "0.0000001"), "--attempt-budget='0.0000001' has more than six"),
        (("--attempt-budget", "lots"), "argument --attempt-budget: not an amount of US dollars"),
    ],
)
def test_wrong_limits_are_usage_errors_before_any_quote(
    cli: Cli, solver: str, flags: tuple[str, ...], words: str
) -> None:
    done = cli(*BASE, "--agent", solver, *flags, "--yes", "--json")
    assert done.code == 2, done.err
    # A budget's dollars are read by the SDK's one money rule (limits={"max_cost_usd": ...}).
    assert done.error()["code"] == ("invalid_input" if "six" in words else "usage_error")
    assert words in done.error()["message"]
    assert cli.local.quote_ids == [] and cli.local.run_ids == []


def test_an_unknown_key_lists_the_keys(cli: Cli, solver: str) -> None:
    done = cli(*BASE, "--agent", solver, "--limit", "budget=5", "--yes", "--json")
    assert done.code == 2
    error = done.error()
    assert "Did you mean" not in error["message"]  # nothing close: no guess
    assert f"Keys: {', '.join(schema_keys())} " in error["hint"]


@pytest.mark.parametrize(
    ("agent", "words"),
    [
        ((), "--attempt-max-calls applies to agent runs only (add --agent SPEC)."),
        (("--agent", "hosted:opencode"), "--agent hosted:opencode runs on EvalRouter's side"),
    ],
)
def test_limits_go_with_agents_run_here_only(cli: Cli, agent: tuple[str, ...], words: str) -> None:
    done = cli(*BASE, *agent, "--attempt-max-calls", "4", "--dry-run", "--json")
    assert done.code == 2 and words in done.error()["message"]
    assert cli.local.quote_ids == []


# ---------------------------------------------------------------------------- the card


def card_limits(err: str) -> list[str]:
    """The card's per-attempt lines: its ``Per attempt:`` line and the lines that go on it."""
    lines = err.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("  Per attempt:    "))
    shown = [lines[start]]
    for line in lines[start + 1 :]:
        if not line.startswith(" " * 18):
            break
        shown.append(line)
    return shown


def test_the_card_shows_what_the_quote_enforces_within_80_columns(cli: Cli, solver: str) -> None:
    flags = (
        "--attempt-budget", "0.03", "--attempt-max-output-tokens", "8192",
        "--attempt-max-calls", "40", "--attempt-seconds", "1800", "--limit", "idle_seconds=600",
        "--limit", "request_seconds=90", "--limit", "max_input_bytes=200000",
    )  # fmt: skip
    done = cli(*BASE, "--agent", solver, *flags, "--dry-run")
    assert done.code == 0, done.err
    lines = card_limits(done.err)
    assert lines[0] == (
        "  Per attempt:    budget $0.03 · 8,192 output tokens a call · 40 calls · 30 min"
    )
    assert lines[1:] == ["                  10 min idle · 90 s a call · 200 kB input a call"]
    assert all(len(line) <= 80 for line in lines)


def test_the_card_invents_no_budget_the_quote_does_not_state(cli: Cli, solver: str) -> None:
    done = cli(*BASE, "--agent", solver, "--dry-run")
    assert done.code == 0, done.err
    assert enforced(cli, cli.local.quote_ids[0])["max_cost_microusd"] is None
    lines = card_limits(done.err)
    assert " calls · " in lines[0]  # the limits it does state are shown
    assert not any("budget" in line for line in lines)


def test_card_lines_wrap_every_limit_within_80_columns() -> None:
    from evalrouter_cli._limits import card_lines

    big = {key: 123_456_789 for key in schema_keys()}
    lines = card_lines({"plan": {"client_run": {"limits": big}}})
    assert len(lines) > 1 and all(len(line) <= 80 for line in lines)
    items = " · ".join(line.strip().removeprefix("Per attempt:").strip() for line in lines)
    assert items.count(" · ") == len(big) - 1  # every limit shown, once
    assert card_lines({"plan": {"client_run": None}}) == []  # a model run: no line
    assert card_lines({"plan": {"client_run": {"limits": {"max_calls": None}}}}) == []


# ---------------------------------------------------------------------------- the hints


def test_the_dry_run_start_command_carries_the_limits_and_starts_the_same_quote(
    cli: Cli, solver: str
) -> None:
    flags = ("--attempt-budget", "$0.25", "--attempt-max-calls", "9", "--limit", "idle_seconds=60")
    dry = cli(*BASE, "--agent", solver, *flags, "--dry-run", "--json")
    assert dry.code == 0, dry.err
    start = dry.json()["next"]
    assert start == (
        f"evalrouter run gsm8k --model gpt-5-mini --sample 2 --max-cost 1 --agent {solver} "
        "--attempt-budget 0.25 --attempt-max-calls 9 --limit idle_seconds=60 --yes"
    )
    words = shlex.split(start)
    assert words[0] == "evalrouter"
    done = cli(*words[1:], "--json", timeout=120)
    assert done.code == 0, done.err
    first, second = (enforced(cli, q) for q in cli.local.quote_ids)
    assert second == first and first["max_cost_microusd"] == 250_000
    assert done.json()["quote"]["max_charge_microusd"] == dry.json()["quote"]["max_charge_microusd"]


def test_a_model_run_s_dry_run_command_keeps_its_cap(cli: Cli) -> None:
    dry = cli("run", "gsm8k", "--model", "gpt-5", "--sample", "3", "--max-cost", "$0.5",
              "--dry-run", "--json")  # fmt: skip
    assert dry.code == 0, dry.err
    assert dry.json()["next"] == (
        "evalrouter run gsm8k --model gpt-5 --sample 3 --max-cost 0.5 --yes"
    )


def test_a_continuation_s_dry_run_command_keeps_its_cap(cli: Cli) -> None:
    partial = cli("run", "gsm8k", "--model", "gpt-5", "--sample", "4", "--max-cost", "0.012",
                  "--poll-interval", "0.05", "--yes", "--json")  # fmt: skip
    assert partial.code == 4, partial.err
    run_id = partial.json()["run"]["id"]
    dry = cli("runs", "continue", run_id, "--max-cost", "2", "--dry-run", "--json")
    assert dry.code == 0, dry.err
    assert dry.json()["next"] == f"evalrouter runs continue {run_id} --max-cost 2 --yes"


def test_a_tiny_attempt_budget_fails_attempts_as_budget_exhausted(cli: Cli, solver: str) -> None:
    done = cli(*BASE, "--agent", solver, "--attempt-budget", "0.000001",
               "--attempt-max-calls", "5", "--yes", "--json", timeout=120)  # fmt: skip
    assert done.code == 1, done.err
    document = done.json()
    assert document["run"]["status"] == "failed"
    failed = [a for a in document["attempts"] if a["type"] == "attempt_failed"]
    assert len(failed) == 2
    assert {a["failure_code"] for a in failed} == {"client_budget_exhausted"}
    # the attempt's budget ran out, not the run's cap ($1)
    assert {a["budget_exhausted"] for a in cli.local.attempts(document["run"]["id"])} == {
        "max_cost"
    }
    # the next step gives each attempt more: the same run, its other flags kept
    assert document["next"] == (
        f"evalrouter run gsm8k --model gpt-5-mini --sample 2 --max-cost 1 --agent {solver} "
        "--attempt-max-calls 5 --attempt-budget 0.000002"
    )

    generous = cli(*BASE, "--agent", solver, "--attempt-budget", "0.25", "--yes", "--json",
                   timeout=120)  # fmt: skip
    assert generous.code == 0, generous.err
    assert generous.json()["run"]["status"] == "completed"
    assert generous.json()["results"]["profiles"][0]["graded"] == 2
    assert not any(a["type"] == "attempt_failed" for a in generous.json()["attempts"])


# ------------------------------------------------------------------------- agents check


def test_agents_check_holds_the_agent_to_the_limits_given(cli: Cli) -> None:
    flags = ("--attempt-max-calls", "9", "--limit", "max_output_tokens=2048")
    done = cli("agents", "check", acp_spec("--mode", "loop"), *flags, "--json", timeout=180)
    assert done.code == 0, done.err
    document = done.json()
    assert document["status"] == "checks-passed"
    assert (document["limits"]["max_calls"], document["limits"]["max_output_tokens"]) == (9, 2048)


def test_agents_check_over_the_budget_fails_and_points_to_attempt_budget(cli: Cli) -> None:
    spec = acp_spec("--mode", "loop")
    flags = ("--attempt-budget", "0.000001", "--attempt-max-calls", "9")
    done = cli("agents", "check", spec, *flags, "--json", timeout=180)
    assert done.code == 1, done.err
    checks = {c["name"]: c["result"] for c in done.json()["checks"]}
    assert checks["within_limits"] == "failed"
    assert done.json()["limits"]["max_cost_microusd"] == 1
    code, shown = on_terminal(cli, "agents", "check", spec, *flags)
    assert code == 1, shown
    assert "  per attempt: budget $0.000001 · " in shown
    again = f"Next: evalrouter agents check {shlex.quote(spec)} --attempt-max-calls 9"
    flat = " ".join(shown.split())
    assert f"{again} --attempt-budget " in flat, shown
    budget = flat.split(f"{again} --attempt-budget ")[1].split()[0]
    needed = Decimal(done.json()["budget_needed_microusd"]) / 1_000_000
    assert Decimal(budget) == max(needed, Decimal("0.000002"))  # no placeholder: a real amount


def test_agents_check_refuses_a_key_set_twice_before_running_the_agent(cli: Cli) -> None:
    done = cli("agents", "check", acp_spec(), "--attempt-seconds", "60", "--limit",
               "attempt_seconds=90", "--json")  # fmt: skip
    assert done.code == 2
    assert "--attempt-seconds 60 and --limit attempt_seconds=90 both set" in done.error()["message"]


def test_the_card_estimates_with_the_agents_typical_attempt_within_80_columns() -> None:
    """An agent whose profile says what an attempt spends (``expected_charge_microusd``): the
    card's estimate is the SDK's, and says what the quote alone said."""
    from evalrouter_cli import _render

    quote = {"id": "quote_1", "estimated_charge_microusd": "1497", "plan": {}}
    card = _render.quote_card(quote, benchmark="gsm8k", models=["m"], expected=48_897)
    line = next(x for x in card.splitlines() if "Estimate:" in x)
    assert line == "  Estimate:       $0.049 (typical for this agent; quote: $0.0015)"
    assert len(line) <= 80
    same = _render.quote_card(quote, benchmark="gsm8k", models=["m"], expected=1497)
    assert "  Estimate:       $0.0015" in same.splitlines()
