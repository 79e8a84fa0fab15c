"""Help pages: every option described, an example on every page that parses with the parser
itself (and runs against EvalRouter Local), and the global options described once."""

from __future__ import annotations

import argparse
import re
import shlex
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from evalrouter_cli._help import EXAMPLES, GLOBAL_LINE
from evalrouter_cli._parser import build, command_word

from .conftest import Cli, script

GLOBALS = ("--json", "--base-url", "--workspace-id", "--timeout", "--no-input")
SHELL = frozenset({"<", ">", ">>", "|"})


def pages() -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Every help page of the whole tree: ("" for the top level, "runs list", …)."""

    def walk(parser: argparse.ArgumentParser, path: str) -> Iterator[tuple[str, Any]]:
        yield path, parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, child in action.choices.items():
                    yield from walk(child, f"{path} {name}".strip())

    yield from walk(build("*"), "")


ALL_PAGES = dict(pages())


def command_of(example: str) -> list[str]:
    """The evalrouter command an example line runs, as words (a `$( … )` or a redirection is
    the shell's, not the command's)."""
    inner = re.search(r"\$\((evalrouter [^)]*)\)", example)
    words = shlex.split(inner[1] if inner else example)
    for index, word in enumerate(words):
        if word in SHELL:
            return words[:index]
    return words


def test_there_is_a_page_for_every_command_and_examples_for_every_page() -> None:
    assert len(ALL_PAGES) >= 32  # the top level and 31 commands and groups
    assert set(ALL_PAGES) == set(EXAMPLES)  # no page without examples, no examples for nothing
    for page, lines in EXAMPLES.items():
        assert 1 <= len(lines) <= 3, page


@pytest.mark.parametrize("page", sorted(ALL_PAGES))
def test_every_option_and_argument_is_described(page: str) -> None:
    parser = ALL_PAGES[page]
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction | argparse._VersionAction):
            continue
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                assert choice.help, f"{page} {choice.dest}: a command without help"
            continue
        names = action.option_strings or [action.dest]
        if page and set(action.option_strings) & set(GLOBALS):
            assert action.help == argparse.SUPPRESS, f"{page}: {names} described again"
            continue
        assert action.help and action.help != argparse.SUPPRESS, f"{page}: {names} undescribed"


@pytest.mark.parametrize("page", sorted(ALL_PAGES))
def test_every_page_shows_examples_that_parse_as_that_command(page: str) -> None:
    shown = ALL_PAGES[page].format_help()
    assert "\nexamples:\n" in shown
    for example in EXAMPLES[page]:
        assert f"  {example}\n" in shown
        words = command_of(example)
        assert words[0] == "evalrouter", example
        argv = words[1:]
        assert argv[: len(page.split())] == page.split(), f"{page!r} shows {example!r}"
        parsed = build(command_word(argv)).parse_args(argv)  # a usage error raises here
        if ALL_PAGES[page].get_default("handler"):  # a command, not a group
            assert parsed.handler == ALL_PAGES[page].get_default("handler"), example


@pytest.mark.parametrize("page", sorted(p for p in ALL_PAGES if p))
def test_a_command_page_names_the_global_options_once_without_describing_them(page: str) -> None:
    shown = ALL_PAGES[page].format_help()
    assert shown.count(GLOBAL_LINE) == 1
    assert "API address (EVALROUTER_BASE_URL)" not in shown
    assert "\nglobal options:\n" not in shown  # no group of five described options


def test_the_top_level_page_describes_the_global_options() -> None:
    done = subprocess.run([script(), "--help"], capture_output=True, text=True, check=False)
    assert done.returncode == 0
    _head, _, options = done.stdout.partition("\nglobal options:\n")
    assert options, done.stdout
    for flag in GLOBALS:
        line = next(line for line in options.splitlines() if line.strip().startswith(flag))
        described = line.strip().split(None, 2)
        assert len(described) >= 2, line  # the flag (and metavar), then what it does
    assert GLOBAL_LINE not in done.stdout
    assert "examples:\n  evalrouter run gsm8k" in done.stdout


def test_a_command_page_as_printed_by_the_console_script() -> None:
    done = subprocess.run(
        [script(), "runs", "list", "--help"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0
    assert "examples:\n  evalrouter runs list --limit 5\n" in done.stdout
    assert done.stdout.rstrip().endswith(GLOBAL_LINE)


@pytest.mark.parametrize(
    "argv",
    [
        ["--json", "--timeout", "5", "--workspace-id", "ws_1", "wallet"],
        ["wallet", "--json", "--timeout", "5", "--workspace-id", "ws_1"],
        ["--timeout", "5", "runs", "list", "--json", "--workspace-id", "ws_1"],
    ],
    ids=["before", "after", "both sides of a group"],
)
def test_global_options_are_taken_before_and_after_the_command(argv: list[str]) -> None:
    parsed = build(command_word(argv)).parse_args(argv)
    assert (parsed.json, parsed.timeout, parsed.workspace_id) == (True, 5.0, "ws_1")
    assert parsed.no_input is False and parsed.base_url is None  # the top level's defaults


# Pages whose examples need what a test cannot give: a real agent, a key, the installation.
NOT_RUN = ("login", "logout", "upgrade", "completion", "agents check", "agents work")


def _id(done: Any) -> str:
    assert done.code in (0, 4), done.err  # 4: the run capped to end partial
    document = done.json()
    return str((document.get("run") or document)["id"])


def test_the_examples_run_against_evalrouter_local(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from concurrent.futures import ThreadPoolExecutor

    monkeypatch.chdir(tmp_path)  # where the examples write their files
    both = ("--yes", "--json", "--poll-interval", "0.05")
    made = [
        ("run", "gsm8k", "--model", "gpt-5", "--model", "claude-sonnet-5", *both),
        ("run", "gsm8k", "--model", "gpt-5", "--sample", "20", *both),
        ("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "20", *both),
        ("run", "gsm8k", "--model", "gpt-5", "--sample", "20", "--max-cost", "0.02", *both),
        ("quotes", "create", "gsm8k", "--model", "gpt-5", "--json"),
    ]
    with ThreadPoolExecutor(4) as pool:
        multi, first, second, partial, quote = pool.map(lambda a: _id(cli(*a)), made)
    assert cli("runs", "get", partial, "--json").json()["status"] == "partial"
    commands: dict[tuple[str, ...], str] = {}  # each distinct command once
    for page, lines in EXAMPLES.items():
        for example in lines:
            argv = command_of(example)[1:]
            if " ".join(argv).startswith(NOT_RUN):
                continue
            if page == "runs continue":  # a run with tasks left
                ids = {"run_1dde4f": partial}
            elif "run_9a02c7" in argv:  # two runs on the same tasks
                ids = {"run_1dde4f": first, "run_9a02c7": second}
            else:
                ids = {"run_1dde4f": multi, "1dde4f": multi.removeprefix("run_")}
            ids["quote_7f6a047fd71a"] = quote
            argv = [ids.get(word, word) for word in argv]
            if ("-o" in argv or "--format" in argv) and "--overwrite" not in argv:
                argv.append("--overwrite")
            commands[tuple(argv)] = example
    later = [c for c in commands if c[:2] == ("runs", "continue")]  # one after the other
    now = [c for c in commands if c not in later]
    with ThreadPoolExecutor(4) as pool:
        done = dict(zip(now, pool.map(lambda a: cli(*a, timeout=120), now), strict=True))
    done.update({c: cli(*c, timeout=120) for c in sorted(later)})  # the dry run first
    for argv, example in commands.items():
        result = done[argv]
        if argv[:2] == ("runs", "continue") and "--yes" in argv:
            assert result.code in (0, 4), (example, result.err)  # it may end partial again
        else:
            assert result.code == 0, (example, result.err)
    assert len(commands) >= 35
