"""Errors as a person meets them: a typo named with the closest option or command, exit codes as
cli/README's table says, `login` asking at a terminal, why no prompt is shown, the network
hint in the command line's words, an unquotable benchmark listed as such, and the "runs as you"
warning before the question."""

from __future__ import annotations

import re
import socket
import subprocess
from pathlib import Path

import pytest
from evalrouter_cli import _exit
from evalrouter_cli._sdk_words import in_cli_words

from .conftest import Cli, at_terminal, on_terminal, script

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------------- typo hints


@pytest.mark.parametrize(
    ("argv", "said", "help_of"),
    [
        (
            ["run", "gsm8k", "--modle", "gpt-5"],
            "unknown option --modle: did you mean --model?",
            "run",
        ),
        (
            ["run", "gsm8k", "--model", "gpt-5", "--max-cots", "1"],
            "unknown option --max-cots: did you mean --max-cost?",
            "run",
        ),
        (["run", "gsm8k", "--mod", "gpt-5"], "unknown option --mod: did you mean --model?", "run"),
        (
            ["runs", "list", "--limt", "3"],
            "unknown option --limt: did you mean --limit?",
            "runs list",
        ),
        (["wallet", "--jsn"], "unknown option --jsn: did you mean --json?", "wallet"),
        (["--jsn", "wallet"], "unknown option --jsn: did you mean --json?", ""),
        (["rnus", "list"], "unknown command 'rnus': did you mean runs?", ""),
        (["runs", "lsit"], "unknown command 'lsit': did you mean list?", "runs"),
        # The command is named first: the options it was given depend on which it is.
        (["gsm8k", "--model", "gpt-5"], "unknown command 'gsm8k'", ""),
        (["runs", "lsit", "--limt", "3"], "unknown command 'lsit': did you mean list?", "runs"),
    ],
)
def test_a_typo_is_named_with_the_closest_option_or_command(
    cli: Cli, argv: list[str], said: str, help_of: str
) -> None:
    done = cli(*argv)
    assert done.code == 2 and done.out == ""
    first, hint = done.err.splitlines()[:2]
    assert first.startswith(f"error: usage_error: {said}"), done.err
    assert hint == f"hint: See: {' '.join(['evalrouter', help_of]).strip()} --help"


def test_a_typo_in_json_names_the_option_and_the_suggestion(cli: Cli) -> None:
    done = cli("run", "gsm8k", "--modle", "gpt-5", "--json")
    error = done.error()
    assert done.code == 2 and error["code"] == "usage_error"
    assert error["details"] == {"unknown_options": ["--modle"], "suggestion": "--model"}
    assert error["hint"] == "See: evalrouter run --help"


def test_an_option_of_another_command_is_unknown_without_a_false_suggestion(cli: Cli) -> None:
    done = cli("wallet", "--frobnicate")
    assert done.code == 2
    assert done.err.splitlines()[0] == "error: usage_error: unknown option --frobnicate"


# ---------------------------------------------------------------------------- exit codes

EXITS = [
    ("model_incompatible", None, 5),
    ("acp_agent_preflight_failed", None, 5),
    ("acp_agent_auth_required", None, 5),
    ("quote_exceeds_max_cost", None, 5),
    ("cap_below_minimum", 422, 5),
    ("confirmation_required", None, 5),
    ("declined", None, 5),
    ("quote_not_found", 404, 2),
    ("run_not_found", 404, 2),
    ("run_not_found", None, 2),
    ("benchmark_not_found", 404, 2),
    ("model_not_found", None, 2),
    ("acp_agent_not_found", None, 2),
    ("invalid_input", None, 2),
    ("usage_error", None, 2),
    ("invalid_configuration", None, 2),
    ("network_error", None, 6),
    ("request_timeout", None, 6),
    ("api_unreachable", None, 6),
    ("wait_timeout", None, 124),
    ("invalid_request", 422, 1),
    ("invalid_input", 400, 1),  # the API's: its request, not the user's words
    ("insufficient_funds", 402, 1),
    ("internal_error", 500, 1),
    ("attempt_not_found", 404, 1),  # the agents runner's, not a name the user typed
]


@pytest.mark.parametrize(("code", "status", "exit_code"), EXITS)
def test_each_error_code_exits_as_the_table_says(
    code: str, status: int | None, exit_code: int
) -> None:
    assert _exit.exit_for_code(code, status) == exit_code


def readme_table() -> dict[int, str]:
    text = (ROOT / "cli" / "README.md").read_text()
    section = text.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| (\d+) \| (.+) \|$", section, flags=re.M)
    return {int(number): meaning for number, meaning in rows}


def test_cli_readme_table_and_the_exit_module_agree() -> None:
    table = readme_table()
    constants = {
        _exit.OK,
        _exit.FAILED,
        _exit.USAGE,
        _exit.OTHER_END,
        _exit.NOT_STARTED,
        _exit.UNREACHABLE,
        _exit.WAIT_TIMEOUT,
        _exit.INTERRUPTED,
        _exit.SIGTERM,
        _exit.SIGHUP,
    }
    assert set(table) == constants
    named = 0
    for number, meaning in table.items():
        for code in re.findall(r"`([a-z]+(?:_[a-z]+)+)`", meaning):
            for status in (None, 404, 422):
                if (
                    status is not None
                    and number in (_exit.USAGE,)
                    and not code.endswith("_not_found")
                ):
                    continue  # the CLI's and SDK's own usage errors have no HTTP status
                if status is not None and number in (_exit.UNREACHABLE, _exit.WAIT_TIMEOUT):
                    continue
                assert _exit.exit_for_code(code, status) == number, (code, status, meaning)
            named += 1
    assert named >= 15
    refused = set(re.findall(r"`([a-z_]+)`", table[_exit.NOT_STARTED]))
    assert refused >= _exit.NOT_STARTED_CODES  # every "nothing started" code is in the README
    assert set(re.findall(r"`([a-z_]+)`", table[_exit.UNREACHABLE])) >= _exit.UNREACHABLE_CODES


def test_the_top_level_help_lists_the_same_exit_codes() -> None:
    done = subprocess.run([script(), "--help"], capture_output=True, text=True, check=False)
    listed = done.stdout.split("exit codes:", 1)[1].split("\n\n", 1)[0]
    assert {int(n) for n in re.findall(r"\b(\d+) ", listed)} == set(readme_table())


def test_a_missing_quote_exits_2_like_a_missing_run(cli: Cli) -> None:
    quote = cli("quotes", "get", "bad")
    run = cli("runs", "get", "bad")
    assert (quote.code, run.code) == (2, 2), quote.err + run.err
    assert quote.err.startswith("error: quote_not_found: ")
    benchmark = cli("benchmarks", "get", "nope", "--json")
    assert benchmark.code == 2 and benchmark.error()["status"] == 404


def test_a_model_the_benchmark_cannot_run_starts_nothing_and_exits_5(cli: Cli) -> None:
    done = cli("run", "longsum", "--model", "sim/sim-small", "--max-cost", "1", "--yes")
    assert done.code == 5, done.err
    assert done.err.startswith("error: model_incompatible: ") and "Nothing was started" in done.err
    assert cli.local.run_ids == []


# ---------------------------------------------------------------------------- login


def _login_at_a_terminal(cli: Cli, key: bytes) -> tuple[int, str]:
    """`evalrouter login` on a pseudo-terminal of its own (a new session: getpass reads it,
    not this test's terminal), typing ``key`` when asked."""
    answers = [(b"API key", key + b"\n")]
    code, seen = at_terminal(cli, "login", answers=answers, timeout=30, new_session=True)
    return code, seen.decode("utf-8", "replace")


def test_login_alone_asks_at_a_terminal_without_echo_and_stores_the_key(cli: Cli) -> None:
    key = "er_typed_" + "t" * 24
    code, shown = _login_at_a_terminal(cli, key.encode())
    assert code == 0, shown
    assert "API key (not shown):" in shown and "Key stored for" in shown
    assert key not in shown  # never echoed
    stored = cli.home / "config" / "credentials.json"
    assert key in stored.read_text()
    assert cli("whoami", "--json").json()["key_source"] == str(stored)


def test_login_without_a_terminal_or_the_flag_says_to_pipe_the_key(cli: Cli) -> None:
    done = cli("login", stdin="er_piped_" + "p" * 24)
    assert done.code == 2 and done.out == ""
    assert "no --with-api-key" in done.err
    assert "hint: Pipe the key: evalrouter login --with-api-key < key.txt" in done.err
    assert not (cli.home / "config" / "credentials.json").exists()


@pytest.mark.parametrize(
    ("env", "flags", "why"),
    [({"CI": "1"}, (), "CI is set"), ({}, ("--no-input",), "--no-input")],
    ids=["CI", "no-input"],
)
def test_at_a_terminal_login_says_why_it_does_not_ask(
    cli: Cli, env: dict[str, str], flags: tuple[str, ...], why: str
) -> None:
    code, shown = on_terminal(cli, "login", *flags, **env)
    assert code == 2
    assert f"No prompt for the key ({why})" in shown
    assert "no terminal" not in shown


# ---------------------------------------------------------------------------- SDK words

PYTHON_WORDS = re.compile(
    r"\b(base_url|api_key=|workspace_id=|request_timeout=|timeout=|max_retries)"
)


def _said(done_err: str) -> str:
    return " ".join(done_err.split())


def test_the_network_hint_names_the_flag_and_the_variable(cli: Cli) -> None:
    done = cli("wallet", "--timeout", "2", EVALROUTER_BASE_URL="http://127.0.0.1:9")
    assert done.code == 6
    assert "hint: Check the network and --base-url / EVALROUTER_BASE_URL;" in done.err
    assert not PYTHON_WORDS.search(done.err), done.err


def test_a_request_timeout_hint_names_the_timeout_flag(cli: Cli) -> None:
    with socket.socket() as silent:  # accepts connections (the backlog) and never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        port = silent.getsockname()[1]
        done = cli("wallet", "--timeout", "0.3", EVALROUTER_BASE_URL=f"http://127.0.0.1:{port}")
    assert done.code == 6 and "request_timeout" in done.err, done.err
    assert "--timeout" in done.err.split("hint:", 1)[1]
    assert not PYTHON_WORDS.search(done.err), done.err


def test_a_redirect_hint_names_the_flag_and_the_variable(cli: Cli) -> None:
    cli.local.faults.fail_next("GET", "/v1/billing/wallet", status=307)
    done = cli("wallet")
    assert done.code == 1 and "redirect_rejected" in done.err, done.err
    assert "Check --base-url / EVALROUTER_BASE_URL" in done.err
    assert not PYTHON_WORDS.search(done.err)


@pytest.mark.parametrize(
    ("argv", "env", "expected"),
    [
        (["--base-url", "ftp://x"], {}, "--base-url 'ftp://x' is not an EvalRouter API address"),
        ([], {"EVALROUTER_BASE_URL": "ftp://x"}, "or give --base-url."),
        (
            ["--base-url", "https://u:p@api.example.com"],
            {},
            "EVALROUTER_API_KEY (or evalrouter login)",
        ),
        (
            [],
            {"EVALROUTER_BASE_URL": "https://api.example.com", "EVALROUTER_API_KEY": ""},
            "No API key: set EVALROUTER_API_KEY or run evalrouter login.",
        ),
    ],
    ids=["flag", "environment", "credentials-in-url", "no-key"],
)
def test_configuration_errors_name_flags_and_variables(
    cli: Cli, argv: list[str], env: dict[str, str], expected: str
) -> None:
    done = cli("wallet", *argv, **env)
    assert done.code == (1 if "API key" in expected else 2), done.err  # authentication: 1
    assert expected in _said(done.err), done.err
    assert not PYTHON_WORDS.search(done.err), done.err


def test_each_settings_word_of_the_sdk_is_mapped() -> None:
    # The SDK's hints that name a client setting, as the SDK writes them.
    from evalrouter import EvalRouterError
    from evalrouter._config import normalize_base_url

    raised = []
    for value, env in (
        ("ftp://x", None),
        ("ftp://x", "EVALROUTER_BASE_URL"),
        ("https://a:b@x.io", None),
    ):
        with pytest.raises(EvalRouterError) as error:
            normalize_base_url(value, env=env)
        raised.append(error.value.as_dict())
    assert any(PYTHON_WORDS.search(f"{d['message']} {d['hint']}") for d in raised)  # the SDK's
    for document in raised:
        worded = in_cli_words(dict(document))
        assert not PYTHON_WORDS.search(f"{worded['message']} {worded['hint']}"), worded


# ---------------------------------------------------------------------------- catalog


def test_benchmarks_list_shows_an_unquotable_benchmark_as_such(cli: Cli) -> None:
    code, shown = on_terminal(cli, "benchmarks", "list")
    assert code == 0
    rows = {" ".join(line.split()[:2]): line for line in shown.splitlines() if line.strip()}
    assert rows["mmlu-pro 1"].rstrip().endswith("not quotable"), rows["mmlu-pro 1"]
    assert rows["gsm8k 3"].rstrip().endswith("active")
    assert "mmlu-pro@1 cannot be quoted: The task set of this benchmark is not bundled" in shown
    listed = cli("benchmarks", "list").json()["benchmarks"]  # JSON keeps the record as it is
    mmlu = next(b for b in listed if b["slug"] == "mmlu-pro")
    assert mmlu["quote_availability"]["status"] == "unavailable"


# ---------------------------------------------------------------------------- the agent warning

AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"


def test_the_runs_as_you_warning_comes_before_the_question(cli: Cli) -> None:
    import shlex
    import sys

    pytest.importorskip("acp", reason="an ACP agent needs the SDK's agents extra")
    local = f"local:{shlex.quote(sys.executable)} {shlex.quote(str(AGENT))}"
    run = ("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "1")
    flags = ("--agent", local, "--no-sandbox")
    code, seen = at_terminal(cli, *run, *flags, answers=[(b"[y/N]", b"n\n")])
    shown = seen.decode("utf-8", "replace")
    assert code == 5
    warning = shown.find("warning: --no-sandbox: the agent runs as you")
    assert 0 <= warning < shown.find("[y/N]"), shown
    assert cli.local.run_ids == []
