"""Redaction of trace content on the user's machine, before anything is queued: the built-in
secret formats, the user's own patterns (never sent), exact secrets held only as fingerprints
(:class:`ExactSecret`), and content bounded to the capture limits."""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ..._errors import invalid_input
from ..._redaction import is_secret_field
from .policy import (
    CONTENT_LIMIT_MARKER,
    DEPTH_MARKER,
    MAX_CONTENT_BYTES,
    MAX_DEPTH,
    MAX_ITEMS,
    MAX_KEY_CHARS,
    MAX_PATTERN_CHARS,
    MAX_PATTERNS,
    MAX_STRING_CHARS,
    REDACTED,
    UNSUPPORTED_MARKER,
)

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue


# --------------------------------------------------------------------------- redaction

_TOKEN = r"[A-Za-z0-9_\-]"
_BUILTIN_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), replacement)
    for pattern, replacement in (
        # EvalRouter attempt credentials: ercr_<id>.<secret>
        (rf"ercr_{_TOKEN}+\.{_TOKEN}{{8,}}", REDACTED),
        # EvalRouter API keys: er_live_... / er_test_...
        (rf"\ber_(?:live|test)_{_TOKEN}{{8,}}", REDACTED),
        # PEM private key blocks, also one cut short before its END line
        (
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"
            r"(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|[\s\S]*)",
            REDACTED,
        ),
        (rf"\b[spr]k[-_]{_TOKEN}{{16,}}", REDACTED),
        (r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})", REDACTED),
        (r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b", REDACTED),
        (r"\bxox[abprs]-[A-Za-z0-9\-]+", REDACTED),
        (rf"\bAIza{_TOKEN}{{35}}", REDACTED),
        (rf"\beyJ{_TOKEN}+\.{_TOKEN}+\.{_TOKEN}*", REDACTED),
        (r"(?i)\b(bearer\s+)[A-Za-z0-9._~+/=\-]{16,}", rf"\g<1>{REDACTED}"),
        (
            r"(?i)(api[_-]?key|secret|password|passwd|token)([\"']?\s*[:=]\s*[\"']?)"
            r"(?!\[redacted\])[^\s,;&'\"]{8,}",
            rf"\g<1>\g<2>{REDACTED}",
        ),
    )
)


def compile_redactions(patterns: object) -> tuple[re.Pattern[str], ...]:
    """The user's ``trace_redact`` patterns, compiled (at most 16, each 1 to 200 characters).

    They are applied to captured content on this machine, after the built-in secret patterns,
    and are never sent anywhere.
    """
    if patterns is None:
        return ()
    if isinstance(patterns, str | re.Pattern):
        patterns = [patterns]
    if not isinstance(patterns, Sequence) or isinstance(patterns, bytes):
        raise invalid_input(
            f"trace_redact must be a list of regular expressions, not {type(patterns).__name__}.",
            hint=r'Pass trace_redact=[r"acct-\d+"].',
            argument="trace_redact",
        )
    if len(patterns) > MAX_PATTERNS:
        raise invalid_input(
            f"trace_redact has {len(patterns)} patterns; at most {MAX_PATTERNS} are allowed.",
            hint="Combine patterns with | to stay within the limit.",
            argument="trace_redact",
        )
    compiled: list[re.Pattern[str]] = []
    for index, pattern in enumerate(patterns):
        source = pattern.pattern if isinstance(pattern, re.Pattern) else pattern
        if not isinstance(source, str) or not 1 <= len(source) <= MAX_PATTERN_CHARS:
            raise invalid_input(
                f"trace_redact[{index}] must be a regular expression of 1 to "
                f"{MAX_PATTERN_CHARS} characters.",
                hint="Pass each pattern as a non-empty string.",
                argument="trace_redact",
            )
        try:
            compiled.append(pattern if isinstance(pattern, re.Pattern) else re.compile(source))
        except re.error as error:
            raise invalid_input(
                f"trace_redact[{index}] is not a valid regular expression: {error}.",
                hint="Fix the pattern (Python re syntax).",
                argument="trace_redact",
            ) from None
    return tuple(compiled)


class ExactSecret:
    """Redacts one known secret (the API key, the attempt credential) as exact text, whatever
    its format, without holding it: only its first four characters, its length and its SHA-256
    are kept, so nothing an agent can reach through ``context.trace`` spells the secret."""

    __slots__ = ("_digest", "_length", "_prefix")

    def __init__(self, secret: str) -> None:
        self._prefix = secret[:4]
        self._length = len(secret)
        self._digest = hashlib.sha256(secret.encode()).digest()

    def __repr__(self) -> str:
        return "ExactSecret(...)"

    def subn(self, replacement: str, text: str) -> tuple[str, int]:
        count = 0
        start = text.find(self._prefix)
        while start != -1:
            candidate = text[start : start + self._length]
            if (
                len(candidate) == self._length
                and hashlib.sha256(candidate.encode()).digest() == self._digest
            ):
                text = text[:start] + replacement + text[start + self._length :]
                count += 1
                start = text.find(self._prefix, start + len(replacement))
            else:
                start = text.find(self._prefix, start + 1)
        return text, count


type Redaction = re.Pattern[str] | ExactSecret


def redact_text(text: str, patterns: Sequence[Redaction]) -> tuple[str, int]:
    count = 0
    for builtin, replacement in _BUILTIN_PATTERNS:
        text, n = builtin.subn(replacement, text)
        count += n
    for pattern in patterns:
        text, n = pattern.subn(REDACTED, text)
        count += n
    return text, count


class _Walk:
    """One redaction pass over a value: counts redactions, notes any truncation."""

    def __init__(self, patterns: Sequence[Redaction]) -> None:
        self.patterns = patterns
        self.redactions = 0
        self.truncated = False

    def text(self, value: str, limit: int) -> str:
        # Redact before cutting, so a cut can never leave part of a secret behind.
        value, count = redact_text(value, self.patterns)
        self.redactions += count
        if len(value) > limit:
            self.truncated = True
            value = value[:limit]
        return value

    def value(self, value: object, depth: int) -> JsonValue:
        if depth > MAX_DEPTH:
            self.truncated = True
            return DEPTH_MARKER
        if value is None or isinstance(value, bool | int):
            return value
        if isinstance(value, float):
            if math.isfinite(value):
                return value
            self.truncated = True
            return UNSUPPORTED_MARKER
        if isinstance(value, str):
            return self.text(value, MAX_STRING_CHARS)
        if isinstance(value, Mapping):
            out: dict[str, JsonValue] = {}
            for index, (key, item) in enumerate(value.items()):
                if index >= MAX_ITEMS:
                    self.truncated = True
                    break
                name = self.text(str(key), MAX_KEY_CHARS)
                if is_secret_field(name):
                    self.redactions += 1
                    out[name] = REDACTED
                else:
                    out[name] = self.value(item, depth + 1)
            return out
        if isinstance(value, list | tuple):
            if len(value) > MAX_ITEMS:
                self.truncated = True
            return [self.value(item, depth + 1) for item in value[:MAX_ITEMS]]
        self.truncated = True
        return UNSUPPORTED_MARKER


def compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def redact_content(
    value: object,
    patterns: Sequence[Redaction] = (),
    *,
    max_bytes: int = MAX_CONTENT_BYTES,
) -> tuple[JsonValue, int, bool]:
    """``(value, redactions, truncated)``: ``value`` made safe to leave the machine.

    Secrets are replaced with ``[redacted]`` (built-in patterns, secret-named keys, then
    ``patterns``); depth, items and strings are bounded; a result whose compact JSON exceeds
    ``max_bytes`` becomes the marker ``[content exceeds capture limit]``.
    """
    walk = _Walk(patterns)
    safe = walk.value(value, 1)
    if len(compact(safe).encode()) > max_bytes:
        return CONTENT_LIMIT_MARKER, walk.redactions, True
    return safe, walk.redactions, walk.truncated
