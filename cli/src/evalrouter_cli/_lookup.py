"""Run ids given as unique prefixes (``run_1dde``, or ``1dde`` without ``run_``)."""

from __future__ import annotations

import re
from itertools import islice

from . import _exit
from ._context import Context
from ._exit import CliError

FULL_ID = re.compile(r"^run_[0-9a-f]{20}$")
MIN_PREFIX = 4
MAX_SCANNED = 1000  # the most recent runs searched for a prefix


def run_id(ctx: Context, given: str) -> str:
    text = given.strip()
    if FULL_ID.match(text):
        return text
    bare = text.removeprefix("run_")
    if len(bare) < MIN_PREFIX or not re.fullmatch(r"[0-9a-zA-Z]+", bare):
        raise CliError(
            "invalid_input",
            f"{given!r} is not a run id or a prefix of one (at least {MIN_PREFIX} characters).",
            hint="List runs: evalrouter runs list",
            exit_code=_exit.USAGE,
        )
    wanted = "run_" + bare
    matches = [
        run.id
        for run in islice(ctx.client.runs.list(limit=100), MAX_SCANNED)
        if run.id.startswith(wanted)
    ]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise CliError(
            "run_not_found",
            f"No run id starts with {given!r} among the {MAX_SCANNED} most recent runs.",
            hint="List runs: evalrouter runs list",
            exit_code=_exit.USAGE,
        )
    shown = ", ".join(matches[:5])
    raise CliError(
        "ambiguous_id",
        f"{given!r} matches {len(matches)} runs: {shown}.",
        hint="Give more characters of the id.",
        exit_code=_exit.USAGE,
        details={"matches": matches[:20]},
    )
