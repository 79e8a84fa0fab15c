"""Packaging, --version/--help, global options, errors and exit codes (no run involved)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import evalrouter

from .conftest import Cli, script

ROOT = Path(__file__).resolve().parents[2]


def test_cli_pins_exactly_the_sdk_version() -> None:
    project = tomllib.loads((ROOT / "cli" / "pyproject.toml").read_text())["project"]
    pins = [d for d in project["dependencies"] if d.startswith("evalrouter-sdk")]
    assert pins == [f"evalrouter-sdk=={evalrouter.__version__}"]
    init = (ROOT / "cli" / "src" / "evalrouter_cli" / "__init__.py").read_text()
    found = re.search(r'__version__ = "([^"]+)"', init)
    assert found is not None and found[1] == evalrouter.__version__


def test_cli_ships_nothing_inside_the_sdk_package() -> None:
    assert not list((ROOT / "cli").rglob("evalrouter/*.py"))
    assert not (ROOT / "src" / "evalrouter" / "__main__.py").exists()


def test_version_and_help() -> None:
    done = subprocess.run([script(), "--version"], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout.strip()) == (0, f"evalrouter {evalrouter.__version__}")
    done = subprocess.run([script(), "--help"], capture_output=True, text=True, check=False)
    assert done.returncode == 0
    for command in ("run", "runs", "compare", "benchmarks", "models", "quotes", "wallet"):
        assert f"    {command} " in done.stdout


def test_python_dash_m_runs_the_same_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "evalrouter_cli", "--version"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.stdout.strip() == f"evalrouter {evalrouter.__version__}"


def test_help_loads_neither_the_client_nor_rich() -> None:
    code = (
        "import sys, contextlib, io\n"
        "from evalrouter_cli.main import main\n"
        "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['--help'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('httpx', 'rich', 'evalrouter', 'evalrouter_generated')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_usage_error_exits_2_with_a_hint(cli: Cli) -> None:
    done = cli("runs", "get")
    assert done.code == 2 and done.out == ""
    assert "error: usage_error:" in done.err and "hint: See: evalrouter runs get --help" in done.err
    done = cli("run", "gsm8k", "--model", "gpt-5", "--sample", "3", "--full", "--json")
    assert done.code == 2 and done.out == ""
    assert done.error()["code"] == "usage_error"


def test_group_without_a_command_prints_its_help_and_exits_2(cli: Cli) -> None:
    done = cli("runs")
    assert done.code == 2 and "list" in done.err and done.out == ""


def test_api_error_is_one_line_with_code_and_a_not_found_name_exits_2(cli: Cli) -> None:
    done = cli("benchmarks", "get", "nope")
    assert done.code == 2 and done.out == ""  # an unknown name, as cli/README's table says
    assert done.err.startswith("error: benchmark_not_found: ")
    assert "HTTP 404" in done.err
    done = cli("benchmarks", "get", "nope", "--json")
    assert done.code == 2 and done.out == ""
    error = done.error()
    assert error["code"] == "benchmark_not_found" and error["status"] == 404


def test_unreachable_api_exits_6(cli: Cli) -> None:
    done = cli("wallet", "--json", "--timeout", "2", EVALROUTER_BASE_URL="http://127.0.0.1:9")
    assert done.code == 6
    assert done.error()["code"] in ("network_error", "request_timeout")


def test_insecure_base_url_is_a_usage_error(cli: Cli) -> None:
    done = cli("wallet", "--base-url", "http://api.example.com")
    assert done.code == 2 and "invalid_configuration" in done.err


def test_global_options_work_after_the_command_too(cli: Cli) -> None:
    before = cli("--json", "wallet")
    after = cli("wallet", "--json")
    assert before.code == after.code == 0
    assert before.json()["currency"] == after.json()["currency"] == "USD"


def test_426_prints_the_upgrade_command_and_exits_1(cli: Cli) -> None:
    cli.local.faults.fail_next(
        "GET", "/v1/billing/wallet", status=426, code="client_upgrade_required"
    )
    done = cli("wallet")
    assert done.code == 1 and done.out == ""
    assert done.err.startswith("error: client_upgrade_required: ")
    assert "Next: git -C " in done.err  # this editable install's own upgrade command
    cli.local.faults.fail_next(
        "GET", "/v1/billing/wallet", status=426, code="client_upgrade_required"
    )
    done = cli("wallet", "--json")
    error = done.error()
    assert (done.code, error["status"]) == (1, 426) and error["hint"].startswith("Next: ")


def test_server_errors_are_retried_then_reported_as_api_errors(cli: Cli) -> None:
    cli.local.faults.fail_next("GET", "/v1/billing/wallet", status=500, times=10)
    done = cli("wallet", "--json")
    assert done.code == 1 and done.error()["status"] == 500
