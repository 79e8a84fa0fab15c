"""Which agent ran each agent run started here, so that ``runs wait`` and ``runs continue``
can print the whole command that resumes it (the service's run record holds only a hash of the
agent). Kept in the config folder (``agent-runs.json``, mode 0600), the newest ``KEEP`` runs;
a file that cannot be read or written is the same as an empty one: it only ever makes a hint
more complete."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from . import _credentials, _rerun

FILE = "agent-runs.json"
KEEP = 200


def _read() -> dict[str, list[str]]:
    try:
        data = json.loads((_credentials.config_dir() / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        str(run_id): [str(w) for w in words]
        for run_id, words in data.items()
        if isinstance(words, list)
    }


def remember(run_id: str, args: Any) -> None:
    """Keep the ``--agent`` words of ``args`` (spec, its flags, redaction patterns) for
    ``run_id``."""
    words = _rerun.agent_words(args)
    if not words:
        return
    runs = _read()
    runs.pop(run_id, None)
    runs[run_id] = words  # newest last
    kept = dict(list(runs.items())[-KEEP:])
    with contextlib.suppress(OSError):  # read-only config: the hint stays generic
        _credentials.write_private(_credentials.config_dir() / FILE, kept)


def recall(run_id: str) -> list[str]:
    """The ``--agent`` words ``run_id`` was started with here, or none."""
    return _read().get(run_id, [])
