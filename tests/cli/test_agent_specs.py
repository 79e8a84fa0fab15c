"""``--agent SPEC`` beyond Python agents: a local ACP command run end to end (the repository's
ACP test agent), hosted registry agents on the model-run path, registry ids resolved offline
(never installed here: that needs npm's network), the agent flags' misuse, a missing
``agents`` extra, and ``agents list|get`` against ``client.agents``."""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouter, agents
from tests.acp_agents import install_command

from .conftest import Cli, on_terminal

AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"
LOCAL = f"local:{shlex.quote(sys.executable)} {shlex.quote(str(AGENT))}"
BASE = ("run", "gsm8k", "--model", "gpt-5-mini", "--max-cost", "1")


def listing(cli: Cli) -> Any:
    return EvalRouter(api_key="unused", base_url=cli.base_url).agents.list()


def nothing_quoted(cli: Cli) -> bool:
    return cli.local.quote_ids == [] and cli.local.run_ids == []


def test_a_local_acp_agent_runs_to_completion_exit_0(cli: Cli) -> None:
    done = cli(
        *BASE, "--sample", "2", "--agent", LOCAL, "--agent-name", "acp test agent", "--yes",
        "--json", timeout=180,
    )  # fmt: skip
    assert done.code == 0, done.err
    document = done.json()
    assert document["run"]["status"] == "completed"
    assert document["results"]["profiles"][0]["graded"] == 2
    agent = document["quote"]["plan"]["agent"]
    assert agent["kind"] == "local" and agent["declared_name"] == "acp test agent"
    assert {a["type"] for a in document["attempts"]} >= {"attempt_started", "attempt_finished"}


def test_runs_continue_and_agents_work_take_a_local_acp_agent(cli: Cli) -> None:
    client = EvalRouter(base_url=cli.base_url, _state_dir=cli.home / "driver")
    agent = agents.local_agent([sys.executable, str(AGENT)])

    def started() -> str:
        evaluation = agents.quote(
            client,
            agent=agent,
            model="gpt-5-mini",
            tasks=agents.benchmark("gsm8k"),
            coverage={"mode": "sample", "sample_count": 2, "seed": 1},
            budget_usd="1",
        )
        return evaluation.start().id  # admitted; no attempt runs until a controller works it

    run_id = started()
    done = cli("runs", "continue", run_id, "--agent", LOCAL, "--json", timeout=180)
    assert done.code == 0, done.err
    assert done.json()["run"]["status"] == "completed" and done.json()["quote"] is None

    other = started()
    worked = cli("agents", "work", other, "--agent", LOCAL, "--json", timeout=180)
    assert worked.code == 0, worked.err
    assert worked.json()["attempts"] == 2 and worked.json()["failed"] == 0
    assert cli("runs", "get", other, "--json").json()["status"] == "completed"
    hosted = cli("agents", "work", other, "--agent", "hosted:opencode", "--json")
    assert hosted.code == 2 and "EvalRouter's side" in hosted.error()["message"]


@pytest.mark.parametrize(
    "flags", [("--agent", "hosted:opencode"), ("--agent", "opencode", "--hosted")]
)
def test_a_hosted_dry_run_quotes_the_hosted_agent(cli: Cli, flags: tuple[str, ...]) -> None:
    done = cli(*BASE, "--sample", "2", *flags, "--dry-run", "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert document["started"] is False and document["run"] is None
    expected = listing(cli)
    row = next(a for a in expected.data if a.id == "opencode")
    assert document["quote"]["plan"]["agent"] == {
        "kind": "hosted",
        "id": "opencode",
        "version": row.version,
        "snapshot_sha256": expected.snapshot_sha256,
    }
    human = cli(*BASE, "--sample", "2", *flags, "--dry-run")  # the card, on stderr
    assert f"Agent:          opencode {row.version} (hosted" in human.err
    assert cli.local.run_ids == []


def test_a_hosted_agent_runs_on_the_model_run_path(cli: Cli) -> None:
    done = cli(*BASE, "--sample", "2", "--agent", "hosted:opencode", "--yes", "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert document["run"]["status"] == "completed"
    assert document["quote"]["plan"]["agent"]["kind"] == "hosted"


@pytest.mark.parametrize("spec", ["opncode", "hosted:opncode", "opncode@1.0.0"])
def test_an_unknown_registry_id_is_a_usage_error_before_any_quote(cli: Cli, spec: str) -> None:
    done = cli(*BASE, "--agent", spec, "--yes", "--json")
    assert done.code == 2, done.err
    error = done.error()
    assert error["code"] == "acp_agent_not_found"
    assert "opncode" in error["message"]
    assert error["hint"].startswith("Did you mean opencode?")
    assert "evalrouter agents list" in error["hint"]
    assert nothing_quoted(cli)
    human = cli(*BASE, "--agent", spec, "--yes")
    assert human.code == 2 and "Traceback" not in human.err
    assert human.err.startswith("error: acp_agent_not_found:")


def test_registry_agents_are_resolved_offline_and_checked_before_any_quote(cli: Cli) -> None:
    expected = {a.id: a for a in listing(cli).data}
    unverified = next(
        i for i, a in sorted(expected.items()) if a.integrity == "unverified-upstream"
    )
    done = cli(*BASE, "--agent", unverified, "--yes", "--json")
    assert done.code == 2 and done.error()["code"] == "acp_agent_unverified_upstream"
    assert "--allow-unverified" in done.error()["hint"]
    other = cli(*BASE, "--agent", f"{unverified}@0.0.0-nope", "--yes", "--json")
    assert other.code == 2 and other.error()["code"] == "acp_agent_version_unavailable"
    assert f"--agent {unverified} for {expected[unverified].version}" in other.error()["hint"]
    bad = cli(*BASE, "--agent", "Not An Id", "--yes", "--json")
    assert bad.code == 2 and bad.error()["code"] == "acp_agent_invalid"
    assert nothing_quoted(cli)


def test_a_registry_version_newer_than_the_snapshots_runs_here_only(
    cli: Cli, tmp_path: Path
) -> None:
    expected = {a.id: a for a in listing(cli).data}
    claude = expected["claude-acp"].version
    newer = f"{int(claude.split('.')[0]) + 1}.0.0"
    hosted = cli(*BASE, "--agent", f"hosted:claude-acp@{newer}", "--yes", "--json")
    assert hosted.code == 2 and hosted.error()["code"] == "acp_agent_version_not_in_snapshot"
    assert f"--agent claude-acp@{newer} without --hosted" in hosted.error()["hint"]
    older = cli(*BASE, "--agent", "claude-acp@0.0.1", "--yes", "--json")
    assert older.code == 2 and older.error()["code"] == "acp_agent_version_unavailable"
    pinned = next(i for i, a in sorted(expected.items()) if a.integrity == "pinned")
    build = cli(*BASE, "--agent", f"{pinned}@999.0.0", "--yes", "--json")
    assert build.code == 2 and build.error()["code"] == "acp_agent_unverified_upstream"
    assert "no sha256 is known" in build.error()["message"]
    assert "--allow-unverified" in build.error()["hint"]
    assert nothing_quoted(cli)
    # Accepted here after a warning, installed at that version: an npm that has no such
    # version (as a partial mirror) says so.
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "npm").write_text("#!/bin/sh\necho 'npm error code ETARGET' >&2\nexit 1\n")
    (tools / "npm").chmod(0o755)
    path = f"{tools}{os.pathsep}{os.environ.get('PATH', '')}"
    done = cli(*BASE, "--agent", f"claude-acp@{newer}", "--no-sandbox", "--yes", "--json",
               PATH=path, XDG_CACHE_HOME=str(tmp_path / "cache"))  # fmt: skip
    assert f"warning: claude-acp {newer} is newer than the {claude} of the bundled" in done.err
    assert done.code != 0 and done.error()["code"] == "acp_agent_package_unavailable"
    assert (
        f"@agentclientprotocol/claude-agent-acp@{newer} is not on the npm registry"
        in (done.error()["message"])
    )


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (("--agent", "hosted:opencode", "--trace-redact", "x"), "EvalRouter's side"),
        (("--agent", "opencode", "--hosted", "--trace-level", "content"), "EvalRouter's side"),
        (("--agent", "remote:helper", "--trace-include", "tool_calls"), "EvalRouter's side"),
        (("--agent", LOCAL, "--hosted"), "not a registry id"),
        (("--agent", "mod:attr", "--hosted"), "not a registry id"),
        (("--agent", "opencode", "--agent-name", "x"), "local:<command> agent only"),
        (("--agent", LOCAL, "--allow-unverified"), "registry agent"),
        (("--agent", "hosted:opencode", "--allow-unverified-agent"), "registry agent"),
        (("--hosted",), "goes with --agent"),
        (("--allow-unverified",), "goes with --agent"),
        (("--agent", "local:"), "nothing follows local:"),
        (("--agent", "my_agent.py"), "path/to/agent.py:attr"),
        (("--agent", "hosted:opencode", "--model", "gpt-5"), "one --model"),
    ],
)
def test_agent_flag_misuse_is_exit_2_before_any_quote(
    cli: Cli, flags: tuple[str, ...], words: str
) -> None:
    done = cli(*BASE, *flags, "--yes", "--json")
    assert done.code == 2, done.err
    error = done.error()
    assert words in f"{error['message']} {error['hint']}"
    assert nothing_quoted(cli)


def test_without_the_agents_extra_an_acp_spec_names_the_install(cli: Cli, tmp_path: Path) -> None:
    hidden = tmp_path / "hide"  # stands in for an installation without the extra: no acp
    hidden.mkdir()
    (hidden / "sitecustomize.py").write_text("import sys\nsys.modules['acp'] = None\n")
    for spec in (LOCAL, "qwen-code"):
        done = cli(*BASE, "--agent", spec, "--yes", PYTHONPATH=str(hidden))
        assert done.code == 2, done.err
        assert "Traceback" not in done.err
        assert done.err.startswith("error: agents_extra_required:")
        assert "pip install -e '.[agents]'" in done.err
    assert nothing_quoted(cli)
    python = cli(*BASE, "--agent", "no_such_module_here:Agent", "--yes", "--json",
                 PYTHONPATH=str(hidden))  # fmt: skip
    assert python.error()["code"] == "invalid_agent"  # a Python agent needs no extra


def test_agents_list_is_the_bundled_snapshot(cli: Cli) -> None:
    done = cli("agents", "list", "--json", EVALROUTER_API_KEY="")  # offline: no key needed
    assert done.code == 0, done.err
    document = done.json()
    expected = listing(cli)
    assert document["snapshot_sha256"] == expected.snapshot_sha256
    assert document["snapshot"] == {
        "sha256": expected.snapshot.sha256,
        "commit": expected.snapshot.commit,
        "date": expected.snapshot.date,
    }
    code, shown = on_terminal(cli, "agents", "list", COLUMNS="400", EVALROUTER_API_KEY="")
    assert code == 0, shown
    assert (
        f"from the bundled ACP Registry snapshot {expected.snapshot.sha256[:12]} (registry "
        f"commit {expected.snapshot.commit[:12]} of {expected.snapshot.date})."
    ) in " ".join(shown.split())
    assert document["platform"] == expected.platform
    rows = [(a["id"], a["version"], a["integrity"]) for a in document["agents"]]
    assert rows == [(a.id, a.version, a.integrity) for a in expected.data]
    one = cli("agents", "get", rows[0][0], "--json")
    assert one.code == 0 and one.json()["id"] == rows[0][0]
    missing = cli("agents", "get", "opncode", "--json")
    assert missing.code == 2 and missing.error()["code"] == "acp_agent_not_found"


def test_help_and_completion_name_the_agent_flags(cli: Cli) -> None:
    import subprocess

    helped = cli("run", "--help")
    for flag in ("--agent-name", "--allow-unverified-agent", "--hosted", "local:<command>"):
        assert flag in helped.out
    assert "list" in cli("agents", "--help").out
    script = cli.home / "c.bash"
    script.write_text(cli("completion", "bash").out)
    probe = (
        f"source {script}; COMP_WORDS=(evalrouter agents l); COMP_CWORD=2; _evalrouter; "
        'echo "${COMPREPLY[@]}"; COMP_WORDS=(evalrouter run B --ho); COMP_CWORD=3; '
        '_evalrouter; echo "${COMPREPLY[@]}"; COMP_WORDS=(evalrouter runs continue R --allow); '
        'COMP_CWORD=4; _evalrouter; echo "${COMPREPLY[@]}"'
    )
    out = subprocess.run(["bash", "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.split("\n")[:3] == [
        "list",
        "--hosted",
        "--allow-unverified --allow-unverified-agent",
    ]
    assert "-l hosted" in cli("completion", "fish").out


def test_the_readme_agent_commands_run_as_written(cli: Cli, tmp_path: Path) -> None:
    """The README's command-line block: its ACP, hosted and ``agents list`` lines, with
    ``my-acp-agent`` (the README's ACP agent) the tests' ACP agent. The registry agent run
    here is left out: installing it needs npm's network."""
    import os
    import re

    readme = (Path(__file__).parents[2] / "README.md").read_text()
    section = re.search(r"^## Command line\n(.*?)^## ", readme, re.S | re.M)
    assert section is not None
    blocks = re.findall(r"```sh\n(.*?)```", section.group(1), re.S)
    lines = [shlex.split(line, comments=True) for b in blocks for line in b.splitlines()]
    chosen = [
        argv
        for argv in lines
        if argv[1:3] == ["agents", "list"]
        or ("--agent" in argv and argv[argv.index("--agent") + 1].startswith(("local:", "hosted:")))
    ]
    assert len(chosen) == 3
    bin_dir = install_command(tmp_path / "bin").parent
    path = f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"
    for argv in chosen:
        done = cli(*argv[1:], "--json", timeout=180, PATH=path)
        assert done.code == 0, (argv, done.err)
    assert len(cli.local.run_ids) == 1  # the ACP run; the hosted line is a dry run


def test_an_agent_that_asks_to_sign_in_is_told_in_its_own_words_with_what_to_do(cli: Cli) -> None:
    hostile = "\x1b]52;c;ZXZpbA==\x07\x1b[2JLog in"  # a clipboard write and a screen clear
    agent = f"{LOCAL} --mode auth --auth-name {shlex.quote(hostile)}"
    done = cli(*BASE, "--sample", "1", "--agent", agent, "--yes", timeout=120)
    assert done.code == 5 and nothing_quoted(cli)
    assert done.err.startswith("error: acp_agent_auth_required: ")
    assert "it offers ]52;c;ZXZpbA== [2JLog in (Opens a browser to sign in to Example)" in done.err
    assert "Use an Example API key" in done.err
    assert 'it says: "Example API key is missing: run `example login`' in done.err
    assert "\nhint: Use a registry agent with a reviewed profile" in done.err
    assert "OPENAI_BASE_URL" in done.err
    assert "\x1b" not in done.err and "\x07" not in done.err
    document = cli(*BASE, "--sample", "1", "--agent", agent, "--yes", "--json", timeout=120)
    error = document.error()
    assert error["details"]["auth_methods"][1]["name"] == "Use an Example API key"
    assert error["details"]["agent_message"].startswith("Example API key is missing")


def test_an_agent_that_fails_pre_flight_shows_the_end_of_its_stderr_as_lines(cli: Cli) -> None:
    script = "import sys; sys.stderr.write('Traceback:\\n  boom\\x1b[2J\\nValueError: no acp\\n')"
    agent = f"local:{shlex.quote(sys.executable)} -c {shlex.quote(script)}"
    done = cli(*BASE, "--sample", "1", "--agent", agent, "--yes", timeout=120)
    assert done.code == 5 and nothing_quoted(cli)
    lines = done.err.splitlines()
    assert lines[0].startswith("error: acp_agent_preflight_failed: ")
    assert 'The last line of its stderr: "ValueError: no acp".' in lines[0]
    assert lines[1:5] == [
        "its stderr:",
        "  | Traceback:",
        "  |   boom\\x1b[2J",  # the CLI's escape, never the character
        "  | ValueError: no acp",
    ]
    assert lines[5].startswith("hint: Run the command by hand: it must speak ACP")
    assert "\\n" not in done.err  # lines, not a Python repr


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        ((), "Sandbox:        on: its workspace, a private home, network: its gateway only"),
        (("--network", "host"), "network: this machine's network"),
        (("--no-sandbox",), "Sandbox:        off (--no-sandbox): it runs as you"),
    ],
    ids=["default", "host-network", "no-sandbox"],
)
def test_the_card_says_how_the_agent_is_sandboxed_before_anything_starts(
    cli: Cli, flags: tuple[str, ...], said: str
) -> None:
    done = cli(*BASE, "--sample", "1", "--agent", LOCAL, *flags, "--dry-run")
    assert done.code == 0, done.err
    assert said in " ".join(done.err.split("\n")), done.err
    assert cli.local.run_ids == []
