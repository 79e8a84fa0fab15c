"""What the SDK and its documents tell a user about installing and upgrading it: from a clone or
the wheel ``make build`` writes, never ``pip install evalrouter-sdk`` from the package index
(where the name is another package, for now)."""

from __future__ import annotations

import re
from pathlib import Path

from evalrouter import __version__
from evalrouter._errors import NEWER_SERVICE_HINT
from evalrouter._version import UPGRADE_ADVICE, UPGRADE_COMMAND
from evalrouter.testing import UPGRADE_COMMAND as LOCAL_UPGRADE_COMMAND

ROOT = Path(__file__).resolve().parents[3]
README = (ROOT / "README.md").read_text(encoding="utf-8")
# ``pip install [-U] evalrouter-sdk``, ``"evalrouter-sdk[agents]"``, ``evalrouter``: the index's.
FROM_THE_INDEX = re.compile(
    r"pip install[^\n`]*?\s['\"]?evalrouter(-sdk)?(\[[^\]]*\])?['\"]?(\s|$)"
)


def test_no_source_file_advises_the_package_index() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}: {match.group(0)!r}"
        for path in sorted((ROOT / "src").rglob("*.py"))
        for match in FROM_THE_INDEX.finditer(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_readme_commands_install_from_a_clone_or_the_wheel() -> None:
    commands = "\n".join(re.findall(r"```sh\n(.*?)```", README, re.S))
    assert FROM_THE_INDEX.search(commands) is None, commands
    assert re.search(r"^pip install -e \.\s", commands, re.M)
    assert re.search(r"^pip install \.\s", commands, re.M)
    assert f"pip install dist/evalrouter_sdk-{__version__}-py3-none-any.whl" in commands
    assert f'"dist/evalrouter_sdk-{__version__}-py3-none-any.whl[agents' in README
    assert "## Versioning" in README and "semantic versioning" in README


def test_the_readme_keeps_two_set_up_commands() -> None:
    setup = README.split("## Set up on a fresh machine", 1)[1].split("\n## ", 1)[0]
    (block,) = re.findall(r"```sh\n(.*?)```", setup, re.S)
    commands = [line.split("#")[0].strip() for line in block.splitlines()]
    assert [c for c in commands if c] == ["make demo", "make test"]


def test_the_hints_upgrade_this_sdk_from_its_source() -> None:
    assert UPGRADE_COMMAND == LOCAL_UPGRADE_COMMAND == "git pull && pip install -e ."
    assert UPGRADE_COMMAND in UPGRADE_ADVICE and "make build" in UPGRADE_ADVICE
    assert UPGRADE_ADVICE in NEWER_SERVICE_HINT and __version__ in NEWER_SERVICE_HINT


def test_the_changelog_has_version_sections() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    sections = re.findall(r"^## (.+)$", text, re.M)
    assert sections[0] == "Unreleased"
    for heading in sections[1:]:
        assert re.fullmatch(r"\d+\.\d+\.\d+ \(\d{4}-\d{2}-\d{2}\)", heading), heading
    assert "semantic versioning" in text.split("## Unreleased", 1)[0]


def test_make_demo_installs_the_runtime_only() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    demo = re.search(r"^demo: (\S+)\n\t(.*)$", makefile, re.M)
    assert demo is not None and demo.group(1) == "$(DEMO_PY)"
    rule = re.search(r"^\$\(DEMO_PY\): .*\n((?:\t.*\n)+)", makefile, re.M)
    assert rule is not None
    assert "pip install -q -e .\n" in rule.group(1) and "--group" not in rule.group(1)
