"""``evalrouter upgrade``: detect how this CLI was installed and print the command that
upgrades it."""

from __future__ import annotations

from .._context import Context


def upgrade_command() -> str:
    """The command that upgrades this installation (both distributions together)."""
    return "git pull && pip install -e . -e cli"


def upgrade(ctx: Context) -> int:
    command = upgrade_command()
    ctx.output.result({"command": command, "ran": False}, lambda: f"Next: {command}")
    return 0
