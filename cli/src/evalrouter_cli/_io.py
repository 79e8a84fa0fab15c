"""Where output goes. stdout carries only the result (one JSON document, or a human block on a
terminal); everything else (progress, narration, prompts, errors) goes to stderr."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import Any, TextIO

from . import _exit

# What a terminal acts on rather than shows, in any string the service (or an agent) supplies:
# C0 and C1 controls and DEL (ESC opens every OSC 52 clipboard write, OSC 8 link, title and
# screen clear; 0x9b and 0x9d are one-byte CSI and OSC), the line and paragraph separators,
# the bidi marks, embeddings, overrides and isolates that reorder what is shown, and lone
# surrogates, which no stream can encode. The one rule of every table, card, progress line,
# event and error: ``text`` escapes these characters visibly, ``dumps`` as JSON escapes.
UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def text(value: object) -> str:
    """``value`` as a terminal shows it and never acts on it: ``-`` for None; each character
    of ``UNSAFE`` as its escape (``\\x1b``, ``\\u202e``); other text, accents, CJK and emoji
    included, unchanged. Idempotent: what it returns holds no such character."""
    return UNSAFE.sub(_escaped, "-" if value is None else str(value))


def text_block(block: str) -> str:
    """``text`` for a block of plain lines (a card, a message): its line breaks kept."""
    return "\n".join(text(line) for line in block.split("\n"))


def dumps(document: Any) -> str:
    """One JSON document on one line. ``json`` escapes C0 controls itself; the rest of
    ``UNSAFE`` it leaves raw under ``ensure_ascii=False``, so it becomes ``\\uXXXX`` here,
    the same value to any parser."""
    encoded = json.dumps(document, ensure_ascii=False, default=str)
    return UNSAFE.sub(lambda match: f"\\u{ord(match.group()):04x}", encoded)


def _truthy(value: str | None) -> bool:
    return value is not None and value.strip().lower() not in {"", "0", "false", "no", "off"}


def is_tty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def colour_ok(stream: TextIO) -> bool:
    """Colour and cursor movement only on a terminal, and never with NO_COLOR, TERM=dumb or CI."""
    if not is_tty(stream):
        return False
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    return not _truthy(os.environ.get("CI"))


class Output:
    """The command's two streams, and the choice between JSON and human output."""

    def __init__(self, *, json_mode: bool, no_input: bool) -> None:
        self.out: TextIO = sys.stdout
        self.err: TextIO = sys.stderr
        self.explicit_json = json_mode
        # Human output only on a terminal: piped, a script gets JSON either way.
        self.json = json_mode or not is_tty(self.out)
        self.colour = colour_ok(self.err) and not json_mode  # progress, on stderr
        self.colour_out = colour_ok(self.out) and not json_mode  # tables and charts
        self.no_input = no_input

    @property
    def interactive(self) -> bool:
        """Whether a prompt may be shown: a person at stdin and stderr, no --json/--no-input."""
        if self.explicit_json or self.no_input or _truthy(os.environ.get("CI")):
            return False
        return is_tty(sys.stdin) and is_tty(self.err)

    def no_prompt_reason(self) -> str:
        """Why :attr:`interactive` is false, in the words of the flag or setting behind it."""
        if self.explicit_json:
            return "--json"
        if self.no_input:
            return "--no-input"
        if _truthy(os.environ.get("CI")):
            return "CI is set"
        return "no terminal to ask at"

    def result(self, document: Any, human: Callable[[], str] | None = None) -> None:
        """Print the command's one result: JSON when piped or asked for, else ``human()``."""
        if self.json or human is None:
            self.out.write(dumps(document) + "\n")
        else:
            shown = human()  # its service strings already through ``text``; styling of ours kept
            if shown:
                self.out.write(shown.rstrip("\n") + "\n")
        self.out.flush()

    def say(self, message: str) -> None:
        """A message for the person (stderr): never with --json, which keeps stderr for errors.
        Plain lines only (``text_block``): no styling of ours, nothing of the service's acted on."""
        if self.explicit_json:
            return
        self.err.write(text_block(message) + "\n")
        self.err.flush()

    def confirm(self, question: str) -> bool:
        """Ask yes/no on stderr; only called when :attr:`interactive`. Default: no."""
        self.err.write(f"{question} [y/N] ")
        self.err.flush()
        answer = sys.stdin.readline()
        if not answer:
            raise _exit.CliError(
                "declined", "No answer (input closed); nothing was started.", exit_code=5
            )
        return answer.strip().lower() in {"y", "yes"}


def records(value: Any) -> Any:
    """Plain JSON for what the SDK returned: records, runs, pages, lists of them."""
    if hasattr(value, "record") and hasattr(value.record, "to_dict"):
        return value.record.to_dict()
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, list | tuple):
        return [records(item) for item in value]
    return value


def usd(micro: object) -> str:
    """Micro-USD (the wire's decimal string) as dollars: 2 to 6 decimals, never rounded."""
    if micro is None:
        return "-"
    try:
        amount = Decimal(str(micro)) / Decimal(1_000_000)
    except (InvalidOperation, ValueError):
        return "unknown"
    digits = f"{amount:.6f}".rstrip("0")
    whole, _, frac = digits.partition(".")
    frac = frac.ljust(2, "0")
    sign = "-" if whole.startswith("-") else ""
    whole = whole.lstrip("-")
    return f"{sign}${int(whole):,}.{frac}"


def table(headers: list[str], rows: list[list[str]]) -> str:
    """A plain aligned table: two spaces between columns, no borders, rows never wrap; each
    cell through ``text``."""
    if not rows:
        return "(none)"
    rows = [[text(cell) for cell in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True)).rstrip()]
    for row in rows:
        cells = (c.ljust(w) for c, w in zip(row, widths, strict=True))
        out.append("  ".join(cells).rstrip())
    return "\n".join(out)
