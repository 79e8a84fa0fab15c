"""The SDK's errors in the command line's words: an argument the SDK names by its Python
parameter (``max_cost``) is named by its flag (``--max-cost``), and a hint that shows a Python
call (``client.models.list()``) shows the command instead."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# The SDK's parameter → the flag that sets it.
FLAGS = {
    "max_cost": "--max-cost",
    "max_cost_usd": "--attempt-budget",
    "budget_usd": "--max-cost",
    "types": "--type",
    "coverage": "--sample/--full/--task",
    "model": "--model",
    "subjects": "--model",
    "benchmark": "BENCH",
    "trace_redact": "--trace-redact",
    "trace": "--trace-level/--trace-include",
    "name": "--name",
    "workspace_id": "--workspace-id",
    "base_url": "--base-url",
    "timeout": "--timeout",
}


def _suggest(details: dict[str, Any]) -> str:
    close = [str(c) for c in details.get("suggestions") or []]
    return f"Did you mean {', '.join(close)}? " if close else ""


_OWN_COMMAND = "a command of your own runs with --agent 'local:<command>'"

# A hint that shows Python, by the error's code → what to type instead (made from the
# error's details when it is a function).
HINTS: dict[str, str | Callable[[dict[str, Any]], str]] = {
    "benchmark_not_found": "List benchmarks: evalrouter benchmarks list",
    "ambiguous_benchmark": "Give the exact slug@version; list them: evalrouter benchmarks list",
    "model_not_found": "List the models able to run it: evalrouter models list --benchmark BENCH",
    "ambiguous_model": "Give the exact route id; list them: evalrouter models list",
    "acp_agent_not_found": lambda d: (
        f"{_suggest(d)}List them: evalrouter agents list ({_OWN_COMMAND})."
    ),
    "acp_agent_version_unavailable": lambda d: (
        f"Give --agent {d.get('id')} for {d.get('available')}; list them: evalrouter agents list"
    ),
    "acp_agent_version_not_in_snapshot": lambda d: (
        f"Leave the version out to run {d.get('available')} hosted, or run {d.get('version')} "
        f"on this machine: --agent {d.get('id')}@{d.get('version')} without --hosted."
        if "available" in d
        else "Install the same evalrouter-sdk version on every machine that runs the agent."
    ),
    "acp_agent_unverified_upstream": "If you trust its publisher, add --allow-unverified; the "
    "quote then says the artifact is unverified.",
    "acp_agent_platform_unsupported": f"Install it yourself; {_OWN_COMMAND}.",
    "acp_agent_preflight_failed": lambda d: (
        "Run the command by hand: it must speak ACP on its stdin/stdout."
        + (
            " In its sandbox it sees its own install only; --no-sandbox runs it unconfined."
            if d.get("sandboxed")
            else ""
        )
    ),
    "acp_agent_invalid": "Give a registry id such as opencode or opencode@VERSION; list them: "
    "evalrouter agents list",
}
# Hints that show a Python call.
_PYTHON = re.compile(r"client\.|client_|[a-z_]+_agent\(|hosted=True")


# The service's errors about an argument, which name it as the API does.
BY_CODE = {"cap_below_minimum": "max_cost", "quote_exceeds_max_cost": "max_cost"}

# Errors the service sends without a hint, by code → one made from their details.
NO_HINT: dict[str, Callable[[dict[str, Any]], str]] = {
    "continuation_exists": lambda d: (
        f"Follow the run that continued it: evalrouter runs wait {d['continued_by']}"
        if d.get("continued_by")
        else "A run is continued once; list the runs: evalrouter runs list"
    ),
    "quote_not_found": lambda _d: (
        "Quotes are kept for their validity period (Expires on the card); make a new one "
        "with quotes create."
    ),
}

# Python values the SDK's hints show (``coverage='sample'``) → the flags that give them.
VALUES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\(e\.g\. coverage='sample'\)"), "(e.g. fewer tasks with --sample N)"),
    (re.compile(r"coverage='sample'"), "--sample N"),
    (re.compile(r"coverage='full'"), "--full"),
)

# A hint that shows Python values for an argument → the same advice as flags.
ARGUMENT_HINTS = {
    "types": "Pass a category (--type sample: every sample.* event) or a type "
    "(--type run.completed); repeat --type for several.",
}


# The client's settings, which the command line takes from flags and the environment: the
# SDK's words for them in its messages and hints (``base_url``, ``pass api_key=``, ``raise
# request_timeout=``) → the command line's. In order: the longer phrases first.
SETTINGS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), words)
    for pattern, words in (
        (
            r"\bpass api_key= or set EVALROUTER_API_KEY",
            "set EVALROUTER_API_KEY or run evalrouter login",
        ),
        (r"\bapi_key= \(or EVALROUTER_API_KEY\)", "EVALROUTER_API_KEY (or evalrouter login)"),
        (r"\bapi_key=", "EVALROUTER_API_KEY"),
        (r"\(the base_url from the environment\)", "(the API address from the environment)"),
        (r"\bpass base_url=", "give --base-url"),
        (r"^base_url\b", "--base-url"),  # the value given, named at the start
        (r"\bbase_url\b=?", "--base-url / EVALROUTER_BASE_URL"),
        (r"\bworkspace_id=", "--workspace-id / EVALROUTER_WORKSPACE_ID"),
        (r"\b(request_)?timeout=", "--timeout"),
        (r"\bas far as max_retries allowed", "a few times"),
    )
)


def in_cli_settings(words: str) -> str:
    """``words`` with the client's settings named as the command line sets them."""
    for pattern, cli_words in SETTINGS:
        words = pattern.sub(cli_words, words)
    return words


def _flagged(text: str, name: str, flag: str) -> str:
    # its first mention as a word (max_cost=, max_cost, 'max_cost'), not inside another word
    return re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w])", flag, text, count=1)


def in_cli_words(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` (an error's ``as_dict()``) reworded for a command-line user."""
    for key in ("message", "hint"):
        if isinstance(document.get(key), str):
            document[key] = in_cli_settings(document[key])
            for pattern, flag_words in VALUES:
                document[key] = pattern.sub(flag_words, document[key])
    details = document.get("details") or {}
    argument = details.get("argument") or details.get("option") or BY_CODE.get(document["code"])
    flag = FLAGS.get(argument) if isinstance(argument, str) else None
    if flag is not None and isinstance(argument, str):
        for key in ("message", "hint"):
            if isinstance(document.get(key), str):
                document[key] = _flagged(document[key], argument, flag)
    if isinstance(argument, str) and argument in ARGUMENT_HINTS:
        document["hint"] = ARGUMENT_HINTS[argument]
    if document.get("code") == "cap_below_minimum":
        _cap_words(document, details)
    added = NO_HINT.get(str(document.get("code")))
    if added is not None and not document.get("hint"):
        document["hint"] = added(details)
    hint = document.get("hint")
    if isinstance(hint, str) and _PYTHON.search(hint):
        words = HINTS.get(str(document.get("code")))
        document["hint"] = words(details) if callable(words) else words
    return document


def _cap_words(document: dict[str, Any], details: dict[str, Any]) -> None:
    """``cap_below_minimum`` as the service words it when a quote is started (its field
    ``max_charge_microusd``, no hint) → the flag and the amount to give."""
    from ._rerun import dollars

    minimum = details.get("minimum_cap_microusd")
    if minimum is None:
        return
    named = re.match(r"max_charge_microusd (\d+) ", str(document.get("message")))
    asked = details.get("max_charge_microusd") or (named.group(1) if named else None)
    if asked is not None and named is not None:
        document["message"] = (
            f"--max-cost ${dollars(asked)} is below ${dollars(minimum)}, the most the first "
            "task may cost, so the run could not do any work. Nothing was started."
        )
    if not document.get("hint"):
        document["hint"] = f"Raise --max-cost to at least ${dollars(minimum)}."
