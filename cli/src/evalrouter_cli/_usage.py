"""argparse's usage errors in the command line's words. An unknown option is named first, with
the closest one the command knows (``unknown option --modle: did you mean --model?``), even
when argparse would have complained of a missing required option instead; an unknown command
gets the closest command; and the hint is the help of the command being parsed
(``evalrouter run --help``), never the top level's when a command was given."""

from __future__ import annotations

import argparse
import difflib
import re
from typing import Any

from ._exit import USAGE, CliError

# A word argparse takes as a value, not an option: a negative number.
_NUMBER = re.compile(r"^-(\d+|\d*\.\d+)$")

# The parsers one parse went through, top level first, each with the words it was given.
Trail = list[tuple[argparse.ArgumentParser, list[str]]]


def _options(parser: argparse.ArgumentParser) -> list[str]:
    return list(parser._option_string_actions)


def unknown_options(parser: argparse.ArgumentParser, words: list[str]) -> list[str]:
    """The options among ``words`` that ``parser`` does not know (up to a ``--``)."""
    known = parser._option_string_actions
    found: list[str] = []
    for word in words:
        if word == "--":
            break
        if not word.startswith("-") or word == "-" or _NUMBER.match(word) or " " in word:
            continue  # a value (argparse reads a word with a space in it as a value too)
        if word.startswith("--"):
            name = word.split("=", 1)[0]
        elif word[:2] in known:
            continue  # -y, or -oPATH
        else:
            name = word
        if name not in known:
            found.append(name)
    return found


def closest(word: str, choices: list[str]) -> str | None:
    """The known word ``word`` is most likely a typo of, if any is close."""
    found = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    return found[0] if found else None


def _own_words(trail: Trail, index: int) -> list[str]:
    """The words the ``index``-th parser read itself: those before its command's word."""
    words = trail[index][1]
    if index + 1 == len(trail):
        return words
    return words[: len(words) - len(trail[index + 1][1]) - 1]


def error(parser: argparse.ArgumentParser, trail: Trail, message: str) -> CliError:
    """The usage error for ``message`` (argparse's), said as above."""
    deepest = trail[-1][0] if trail else parser
    if message.startswith("unknown command"):  # the command first: its options depend on it
        return CliError("usage_error", message, hint=f"See: {parser.prog} --help", exit_code=USAGE)
    for index in reversed(range(len(trail))):
        at, _words = trail[index]
        unknown = unknown_options(at, _own_words(trail, index))
        if unknown:
            near = closest(unknown[0], [o for o in _options(at) if o.startswith("--")])
            said = f"unknown option {unknown[0]}" + (f": did you mean {near}?" if near else "")
            if len(unknown) > 1:
                said += f" (also unknown: {', '.join(unknown[1:])})"
            return CliError(
                "usage_error",
                said,
                hint=f"See: {at.prog} --help",
                exit_code=USAGE,
                details={"unknown_options": unknown, "suggestion": near},
            )
    return CliError("usage_error", message, hint=f"See: {deepest.prog} --help", exit_code=USAGE)


def invalid_choice(action: argparse.Action, value: Any) -> argparse.ArgumentError:
    """A value outside ``action``'s choices: for a command, the closest command."""
    choices = [str(c) for c in action.choices or ()]
    near = closest(str(value), choices)
    if isinstance(action, argparse._SubParsersAction):
        said = f"unknown command {value!r}" + (f": did you mean {near}?" if near else "")
        return argparse.ArgumentError(None, f"{said} (commands: {', '.join(choices)})")
    guess = f"; did you mean {near}?" if near else ""
    return argparse.ArgumentError(
        action, f"invalid choice {value!r}{guess} (choose from {', '.join(choices)})"
    )
