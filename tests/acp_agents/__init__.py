"""The tests' ACP agent (``agent.py``), and how to install it as a command."""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["install_command"]


def install_command(bin_dir: Path, name: str = "my-acp-agent") -> Path:
    """The tests' ACP agent installed as the command ``name`` in ``bin_dir``: its script with
    this interpreter on its ``#!`` line, as an installed tool is (a sandbox shows a command
    its own folder and the install its ``#!`` names, nothing a wrapper script would exec)."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    command = bin_dir / name
    command.write_text(f"#!{sys.executable}\n" + (Path(__file__).parent / "agent.py").read_text())
    command.chmod(0o755)
    return command
