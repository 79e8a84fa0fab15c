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
