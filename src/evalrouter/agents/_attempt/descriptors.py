"""What a quote names of the agent that runs here: the descriptor's schema and the name the
service shows, shared by the in-code agent (``_incode.agent``) and the local ACP command
(``_acp.local``)."""

from __future__ import annotations

import re

__all__ = ["COMMAND_SCHEMA", "NAME_LIMIT", "declared_name"]

COMMAND_SCHEMA = "evalrouter.local-acp-command.v1"
"""The schema of a local agent's ``command_digest`` input: its argv and executable's sha256."""
NAME_LIMIT = 80
_NAME_DROP = re.compile(r"[^A-Za-z0-9 ._@/+-]")


def declared_name(name: str) -> str:
    """The agent's name as the service shows it: only ``[A-Za-z0-9 ._@/+-]``, at most 80
    characters, starting with a letter or digit."""
    text = _NAME_DROP.sub("", name).strip()[:NAME_LIMIT]
    if not text:
        return "local agent"
    if not text[0].isalnum():
        text = f"agent {text}"[:NAME_LIMIT]
    return text
