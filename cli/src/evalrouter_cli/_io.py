"""Where output goes. stdout carries only the result (one JSON document, or a human block on a
terminal); everything else (progress, narration, prompts, errors) goes to stderr."""

from __future__ import annotations

import json
import os
import re
import sys
import unicodedata
from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
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


_CENT = Decimal("0.01")
_TINY = Decimal("0.000001")  # one micro-dollar: the wire's unit


def usd(micro: object) -> str:
    """Micro-USD (the wire's decimal string) as dollars for people, rounded half up:

    - $1 or more: to the cent, with thousands separators (``$1.00``, ``$1,234.57``);
    - below $1: two significant digits, never fewer than two decimals (``$0.084`` for
      83,926 micro-USD, ``$0.21``, ``$0.50``, ``$0.0012``, ``$0.000001``);
    - below one micro-dollar but more than 0: ``<$0.000001``; exactly 0: ``$0.00``;
    - negatives with a leading minus (``-$0.084``); None: ``-``; not a number: ``unknown``.

    Exact amounts stay in every ``--json`` document (``*_microusd``)."""
    if micro is None:
        return "-"
    try:
        amount = Decimal(str(micro)) / Decimal(1_000_000)
    except (InvalidOperation, ValueError):
        return "unknown"
    if not amount.is_finite():
        return "unknown"
    sign, amount = ("-" if amount < 0 else ""), abs(amount)
    if 0 < amount < _TINY:
        return f"{sign}<$0.000001"
    if amount < 1:  # two significant digits, then no zeros past the cents
        step = Decimal(1).scaleb(amount.adjusted() - 1) if amount else _CENT
        amount = amount.quantize(min(step, _CENT), rounding=ROUND_HALF_UP)
    if amount >= 1:
        return f"{sign}${amount.quantize(_CENT, rounding=ROUND_HALF_UP):,}"
    digits = f"{amount:f}".rstrip("0")
    frac = digits.partition(".")[2]
    return f"{sign}$0.{frac.ljust(2, '0')}"


DEFAULT_WIDTH = 80  # columns when the width cannot be told


def terminal_width(stream: TextIO) -> int:
    """The columns output on ``stream`` may use: ``COLUMNS`` when it is a whole number, else
    the size of the terminal ``stream`` is, else ``DEFAULT_WIDTH``."""
    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    if is_tty(stream):
        try:
            return os.get_terminal_size(stream.fileno()).columns or DEFAULT_WIDTH
        except (OSError, ValueError, AttributeError):
            pass
    return DEFAULT_WIDTH


def fit_width(stream: TextIO) -> int | None:
    """``terminal_width`` when ``stream`` is a terminal; None (no limit) otherwise."""
    return terminal_width(stream) if is_tty(stream) else None


def cells(value: str) -> int:
    """The terminal cells ``value`` takes: wide (CJK, most emoji) characters two, combining
    marks none."""
    return sum(
        0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1
        for c in value
    )


def clip(value: str, width: int, *, middle: bool = False) -> str:
    """``value`` cut to at most ``width`` cells, with ``…`` where it was cut: at the end, or
    with ``middle`` a quarter of the width kept from the start and the rest from the end
    (``GSM8K…GPT-5 (simulated)``: names whose distinguishing part comes last)."""
    if cells(value) <= width:
        return value
    if width <= 0:
        return ""
    if middle and width >= 3:
        head = max(1, (width - 1) // 4)
        start = clip(value, head + 1)[:-1]
        tail = clip(value[::-1], width - cells(start))[:-1][::-1]
        return start + "…" + tail
    kept, used = [], 1  # the ellipsis
    for char in value:
        size = cells(char)
        if used + size > width:
            break
        kept.append(char)
        used += size
    return "".join(kept) + "…"


def _pad(value: str, width: int) -> str:
    return value + " " * (width - cells(value))


def _shrink(widths: list[int], floors: list[int], over: int, first: set[int]) -> list[int]:
    """Narrow the widest shrinkable columns (floor below width; the columns of ``first``
    before any other; of equals, the later: names and descriptions come last) until ``over``
    cells are gone or none can give more."""
    widths = list(widths)
    while over > 0:
        open_ = [i for i, w in enumerate(widths) if w > floors[i]]
        if not open_:
            break
        open_ = [i for i in open_ if i in first] or open_
        widest = max(reversed(open_), key=lambda i: widths[i])  # of a tie, the later
        others = [widths[i] for i in open_ if i != widest and widths[i] < widths[widest]]
        target = max(floors[widest], widths[widest] - over, max(others, default=0))
        target = min(target, widths[widest] - 1)
        over -= widths[widest] - target
        widths[widest] = target
    return widths


SOFT = 12  # cells a cut column keeps before any is cut further; an optional one, or is left out


def _floors(headers: list[str], widths: list[int], keep: set[int], soft: bool) -> list[int]:
    """How narrow each column may be cut: a kept one not at all; others to their header
    (headers are never cut; at least 4 cells), and in the first pass to ``SOFT`` cells too."""
    least = SOFT if soft else 4
    return [
        w if i in keep else min(w, max(least, cells(h)))
        for i, (h, w) in enumerate(zip(headers, widths, strict=True))
    ]


def _total(widths: list[int]) -> int:
    return sum(widths) + 2 * (len(widths) - 1)


def _records(headers: list[str], rows: list[list[str]]) -> str:
    """Each row as a block of ``HEADER  value`` lines: a table too wide for the terminal
    even with its text columns cut to their header, every value whole."""
    label = max(cells(h) for h in headers)
    return "\n\n".join(
        "\n".join(f"{_pad(h, label)}  {c}".rstrip() for h, c in zip(headers, row, strict=True))
        for row in rows
    )


def table(
    headers: list[str],
    rows: list[list[str]],
    *,
    width: int | None = None,
    keep: tuple[int, ...] = (0,),
    optional: tuple[int, ...] = (),
    middle: tuple[int, ...] = (),
    cut_first: tuple[int, ...] = (),
) -> str:
    """A plain aligned table: two spaces between columns, no borders; each cell through
    ``text``. On a terminal (or with ``width``) no row is wider than the width, and no row
    wraps:

    1. the columns in ``optional`` are left out, in that order, while the table would not fit
       with every other cut column at ``SOFT`` cells (so a column is never shown cut below
       ``SOFT`` cells when it could be left out);
    2. the widest columns (those of ``cut_first`` before any other) are cut with ``…`` (in
       the middle for the columns in ``middle``), first down to ``SOFT`` cells, then down to
       their header (at least 4 cells);
    3. when even that is too wide, each row is shown as a block of ``HEADER  value`` lines.

    The columns in ``keep`` (by default the first: ids, slugs, routes one copies; amounts,
    numbers and statuses belong there too) and every header are never cut."""
    if not rows:
        return "(none)"
    rows = [[text(cell) for cell in row] for row in rows]
    widths = [max(cells(h), *(cells(r[i]) for r in rows)) for i, h in enumerate(headers)]
    limit = width if width is not None else fit_width(sys.stdout)
    centre = set(middle)
    if limit is not None:
        shown = list(range(len(headers)))
        for column in optional:
            least = _floors(headers, widths, set(keep), soft=True)
            if _total([least[i] for i in shown]) <= limit:
                break
            shown.remove(column)
        headers = [headers[i] for i in shown]
        rows = [[row[i] for i in shown] for row in rows]
        kept = {shown.index(i) for i in keep if i in shown}
        first = {shown.index(i) for i in cut_first if i in shown}
        centre = {shown.index(i) for i in middle if i in shown}
        widths = [widths[i] for i in shown]
        if _total(_floors(headers, widths, kept, soft=False)) > limit:
            return _records(headers, rows)
        for soft in (True, False):
            floors = _floors(headers, widths, kept, soft=soft)
            widths = _shrink(widths, floors, _total(widths) - limit, first)
    lines = [headers, *rows]
    return "\n".join(
        "  ".join(
            _pad(clip(c, w, middle=i in centre), w)
            for i, (c, w) in enumerate(zip(line, widths, strict=True))
        ).rstrip()
        for line in lines
    )


def screen_width() -> int | None:
    """The width human blocks (cards, hints) are fitted to: the terminal's when stdout, else
    stderr, is one; None (no limit) when neither is."""
    for stream in (sys.stdout, sys.stderr):
        if is_tty(stream):
            return terminal_width(stream)
    return None


_LABEL = re.compile(r"\s*[A-Z][\w()' -]{0,24}?:\s+(?=\S)")


def _fill(prefix: str, words: list[str], indent: int, width: int) -> list[str]:
    """``words`` after ``prefix``, filled to ``width`` at the spaces between them (each word
    but the first holds the spaces before it, kept within a line); each further line indented
    by ``indent`` spaces. A word wider than the room stays whole."""
    lines, line = [], prefix
    fresh = True  # nothing after the prefix or indent yet
    for word in words:
        bare = word.lstrip(" ")
        if not fresh and cells(line) + cells(word) > width:
            lines.append(line)
            line, fresh = " " * indent, True
        line += bare if fresh else word
        fresh = False
    lines.append(line)
    return lines


def _words(value: str) -> list[str]:
    """``value``'s words, each with the spaces before it."""
    return re.findall(r" *\S+", value)


def wrap_card(lines: list[str], width: int | None) -> list[str]:
    """Card lines (``  Label:          value``) fitted to ``width``: a longer line is wrapped
    at spaces, never inside a word, its further lines indented to where the value starts (a
    line with no label: two cells past its own indent). A line holding a command
    (``evalrouter …``) is never broken: see ``fit_line``. ``width`` None: unchanged."""
    if width is None:
        return list(lines)
    fitted: list[str] = []
    for line in lines:
        if cells(line) <= width or "evalrouter " in line:
            fitted.append(line)
            continue
        label = _LABEL.match(line)
        if label and cells(label.group()) <= width // 2:
            prefix, indent = label.group(), cells(label.group())
        else:
            prefix = line[: len(line) - len(line.lstrip(" "))]
            indent = cells(prefix) + 2
        fitted += _fill(prefix, _words(line[len(prefix) :]), indent, width)
    return fitted


def fit_line(label: str, command: str, width: int | None, note: str = "") -> str:
    """``Label: command note`` fitted to ``width`` without a line break inside the command:
    on one line when it fits; else the command after the label (or, when even that does not
    fit, on its own line below it, indented by two), the note wrapped at its spaces after it.
    A command wider than the terminal stays one long line (the terminal folds it; a copy
    of it is still one line). ``width`` None: one line. The parts go through ``text``
    first: the line breaks this adds are the only ones in what it returns."""
    whole = f"{label} {command}{note}"
    if width is None or cells(whole) <= width:
        return whole
    words = [command, *_words(note)]
    if cells(f"{label} {command}") <= width:
        return "\n".join(_fill(f"{label} ", words, cells(label) + 1, width))
    return "\n".join([label, *_fill("  ", words, 2, width)])
