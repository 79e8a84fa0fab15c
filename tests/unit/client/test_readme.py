"""Every Python example in the README is valid Python, and names only what the SDK exports."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import evalrouter

README = (Path(__file__).parents[3] / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, re.S)


def test_readme_has_examples() -> None:
    assert len(BLOCKS) >= 10


def test_every_example_parses_and_imports_what_exists() -> None:
    for block in BLOCKS:
        if block.lstrip().startswith(">>>"):
            continue
        tree = ast.parse(block)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "evalrouter":
                for alias in node.names:
                    assert hasattr(evalrouter, alias.name), alias.name


def test_the_command_line_is_found_early_with_an_install_line_its_examples_need() -> None:
    """A newcomer reads the command line's section within the README's first 200 lines, and its
    install line brings what its own examples use: ``--agent`` (the agents extra) and
    ``report`` (the CLI's charts extra)."""
    lines = README.splitlines()
    heading = lines.index("## Command line")
    assert heading < 200
    section = "\n".join(lines[heading : heading + 40])
    install = re.search(r'^pip install -e "\.\[(\w+(?:,\w+)*)\]" -e "cli\[(\w+)\]"$', section, re.M)
    assert install is not None, section
    assert "agents" in install.group(1).split(",") and install.group(2) == "charts"
    assert "--agent" in section and "evalrouter report" in section
