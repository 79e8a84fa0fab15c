"""Name resolution without I/O: normalising, ranking, version choice, did-you-mean, and the
resolved benchmark. The catalog reads that feed it are the flows of :mod:`._resolve`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._config import short
from .._errors import invalid_response
from .._exceptions import EvalRouterError
from ._steps import field_of

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonObject


_SEPARATORS = re.compile(r"[\s_]+")
_DATE_SUFFIX = re.compile(r"-(?:\d{4}-\d{2}-\d{2}|\d{8})$")
PRIVATE_ID = re.compile(r"byob-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}@1")
CONNECTION = re.compile(
    r"connection:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})"
)
EVAL_PREFIX = "eval://"
READY = "ready_for_quote"
# An internal route that only serves agent runs; it never answers a model name.
AGENT_ONLY_ROUTES = frozenset({"openai/gpt-4.1-mini-2025-04-14-acp-v1"})
# Codes from GET /catalog/benchmarks/{slug} after which `slug@version` is tried as an eval ref.
PIN_FALLBACK_CODES = frozenset(
    {"benchmark_not_found", "benchmark_version_not_found", "eval_not_found", "not_found"}
)
MAX_LISTED = 6
# How much of a user's term a message or ``details`` repeats (the rest is "...").
TERM_LIMIT = 80

_REASONS = {
    "runner_dependencies_changed": "its runner's dependencies changed and are being re-checked",
    "runner_dependencies_unavailable": "its runner's dependencies are unavailable",
    "catalog_asset_unavailable": "its task data is unavailable",
    "catalog_not_admitted": "it is not admitted to the catalog yet",
    "sandbox_execution_disabled": "sandboxed execution is turned off",
}


def normal(text: Any) -> str:
    """``"  GPT_4.1   mini "`` → ``"gpt-4.1-mini"``; ``""`` for anything that is not text."""
    if not isinstance(text, str):
        return ""
    return _SEPARATORS.sub("-", text.strip().casefold())


def without_date(text: str) -> str:
    return _DATE_SUFFIX.sub("", text)


def rank[T](term: str, entries: Sequence[tuple[T, Sequence[Any]]]) -> list[T]:
    """The entries ``term`` names, best tier only, in catalog order.

    Each entry is (value, keys) with its identifier first. An exact identifier wins outright;
    then exact keys (also ignoring a trailing date), then prefixes, then substrings.
    """
    wanted = normal(term)
    if not wanted:
        return []
    by_id = _unique(v for v, keys in entries if keys and normal(keys[0]) == wanted)
    if len(by_id) == 1:
        return by_id
    # A key the catalog sent as something other than text names nothing.
    prepared = [(value, [k for k in map(normal, keys) if k]) for value, keys in entries]
    tiers: tuple[Callable[[str], bool], ...] = (
        lambda k: k == wanted or without_date(k) == wanted,
        lambda k: k.startswith(wanted),
        lambda k: wanted in k,
    )
    for matches in tiers:
        found = _unique(v for v, keys in prepared if any(matches(k) for k in keys))
        if found:
            return found
    return []


def _unique[T](values: Iterable[T]) -> list[T]:
    seen: set[int] = set()
    out: list[T] = []
    for value in values:
        if id(value) not in seen:
            seen.add(id(value))
            out.append(value)
    return out


# A suggestion must be this close to the term (difflib's ratio), and about as close as the
# best one: "gsm9k" suggests "gsm8k", not also "longsum".
_CLOSE = 0.6
_AS_CLOSE_AS_BEST = 0.1


def did_you_mean(term: str, entries: Iterable[Any], n: int = 3) -> list[str]:
    """Up to ``n`` catalog names close to ``term``, closest first. Each entry is one catalog
    item: a name, or a sequence of its names (display name, id, ...); an item is suggested
    once, by its name closest to ``term`` (the first on a tie), so a hint names only what the
    catalog has. Names that are not text are skipped."""
    wanted = normal(term)
    if not wanted:
        return []
    matcher = difflib.SequenceMatcher()
    matcher.set_seq2(wanted)
    scores: dict[str, float] = {}
    for entry in entries:
        names = (entry,) if isinstance(entry, str) else entry
        best, best_name = 0.0, None
        for name in names if isinstance(names, list | tuple) else ():
            if not isinstance(name, str) or not name:
                continue
            for form in _forms(name):
                matcher.set_seq1(form)
                if matcher.real_quick_ratio() > best and matcher.quick_ratio() > best:
                    ratio = matcher.ratio()
                    if ratio > best:
                        best, best_name = ratio, name
        if best_name is not None and best >= _CLOSE and best > scores.get(best_name, 0.0):
            scores[best_name] = best
    if not scores:
        return []
    top = max(scores.values())
    ranked = sorted(scores, key=lambda k: -scores[k])  # stable: catalog order on a tie
    return [k for k in ranked if scores[k] >= top - _AS_CLOSE_AS_BEST][:n]


def _forms(key: Any) -> list[str]:
    """A key as compared: normalised, and without its ``provider/`` prefix."""
    text = normal(key)
    if not text:
        return []
    tail = text.rsplit("/", 1)[-1]
    return [text, tail] if tail != text else [text]


def suggestion_hint(suggestions: Sequence[str], fallback: str) -> str:
    if suggestions:
        return "Did you mean " + " or ".join(repr(s) for s in suggestions) + "?"
    return fallback


# --------------------------------------------------------------------------- versions


def version_key(version: Any) -> tuple[int, int, str]:
    """Sort key for "newest": numbers by value; a non-numeric version sorts above all numbers.

    A version sent as a JSON number counts as its digits; anything else that is not text sorts
    below every version."""
    if isinstance(version, int) and not isinstance(version, bool) and version >= 0:
        version = str(version)
    if not isinstance(version, str):
        return (-1, 0, "")
    text = version
    if text.isdigit() and text.isascii():
        return (0, int(text), text)
    return (1, 0, text)


def _text(row: Any, name: str) -> str | None:
    """A text field, or None when it is absent or arrived as another JSON type."""
    value = field_of(row, name)
    return value if isinstance(value, str) else None


def _count(row: Any, name: str) -> int | None:
    value = field_of(row, name)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def availability(row: Any) -> Any:
    return field_of(row, "quote_availability")


def is_quotable(row: Any) -> bool:
    """Quotable unless the catalog says otherwise: an availability without a readable status
    says nothing, and the quote itself is the judge."""
    avail = availability(row)
    if avail is None or isinstance(avail, list | str | int | float | bool):
        return True
    status = field_of(avail, "status")
    return not isinstance(status, str) or status == READY


def newest_quotable(rows: Iterable[Any]) -> Any | None:
    candidates = [r for r in rows if is_quotable(r)]
    if not candidates:
        return None
    return max(candidates, key=lambda r: version_key(field_of(r, "version")))


def unavailable_reason(row: Any) -> str:
    """A short, plain reason a benchmark version cannot be quoted now."""
    avail = availability(row)
    code = field_of(avail, "reason_code") if avail is not None else None
    if isinstance(code, str) and code in _REASONS:
        return _REASONS[code]
    message = field_of(avail, "message") if avail is not None else None
    if isinstance(message, str) and message:
        return message
    status = field_of(row, "status")
    if status == "candidate":
        return "it is in review"
    if isinstance(status, str) and status and status != "active":
        return f"it is {status}"
    return "it cannot be quoted right now"


@dataclass(frozen=True)
class ResolvedBenchmark:
    """The one benchmark version a name resolved to, ready to quote."""

    id: str  # the profile id quotes select
    slug: str
    version: str
    name: str | None = None
    task_count: int | None = None
    eval_reference: str | None = None
    private: bool = False
    record: object = field(default=None, repr=False, compare=False)

    @property
    def shared(self) -> bool:
        """A version of the shared catalog (models can be checked against it up front)."""
        return not self.private and self.eval_reference is None

    def selection(self) -> JsonObject:
        """The quote's ``selection`` for this benchmark."""
        if self.eval_reference is not None:
            return {"eval": self.eval_reference, "split": "canonical"}
        return {"profile_ids": [self.id]}

    def to_dict(self) -> JsonObject:
        return {
            "id": self.id,
            "slug": self.slug,
            "version": self.version,
            "name": self.name,
            "task_count": self.task_count,
            "eval_reference": self.eval_reference,
            "private": self.private,
        }


def from_catalog(row: Any) -> ResolvedBenchmark:
    """The version a catalog row describes; its ``id`` is what a quote needs."""
    profile_id = _text(row, "id")
    if not profile_id:
        raise invalid_response(
            "The catalog's benchmark version has no id (field 'id'), so it cannot be quoted.",
            field="id",
        )
    version = field_of(row, "version")
    version_text = _text(row, "version")
    if version_text is None and isinstance(version, int) and not isinstance(version, bool):
        version_text = str(version)
    return ResolvedBenchmark(
        id=profile_id,
        slug=_text(row, "slug") or profile_id,
        version=version_text or "",
        name=_text(row, "name"),
        task_count=_count(row, "task_count"),
        record=row,
    )


def from_dict(data: dict[str, Any]) -> ResolvedBenchmark:
    """A benchmark given as an already-resolved record (a dict with an ``id``)."""
    ref = data.get("eval_reference")
    return ResolvedBenchmark(
        id=str(data["id"]),
        slug=str(data.get("slug") or data["id"]),
        version=str(data.get("version") or ""),
        name=data.get("name"),
        task_count=data.get("task_count"),
        eval_reference=ref if isinstance(ref, str) else None,
        private=str(data["id"]).startswith("byob-"),
        record=data,
    )


# --------------------------------------------------------------------------- errors


def invalid_name(kind: str, term: Any) -> EvalRouterError:
    """A name that is not a string is ``invalid_input`` (``details["argument"]`` is ``kind``);
    an empty one names nothing: ``benchmark_not_found`` for a benchmark (the service client's
    code for it), ``invalid_input`` for a model."""
    where = "client.benchmarks.list()" if kind == "benchmark" else "client.models.list()"
    code = (
        "benchmark_not_found" if kind == "benchmark" and isinstance(term, str) else "invalid_input"
    )
    return EvalRouterError(
        code,
        f"{kind} must be a non-empty name, not {short(term)}.",
        hint=f"Pass one {kind} as a string: a slug, id or display name from {where}.",
        details={"argument": kind, "reason": "invalid_name"},
    )


def ambiguous(kind: str, term: str, labels: Sequence[str], suggestion: str) -> EvalRouterError:
    shown = list(labels[:MAX_LISTED])
    more = f" and {len(labels) - len(shown)} more" if len(labels) > len(shown) else ""
    return EvalRouterError(
        f"ambiguous_{kind}",
        f"{short(term, TERM_LIMIT)} matches several {kind}s: {', '.join(shown)}{more}.",
        hint=f"Use the exact {'slug' if kind == 'benchmark' else 'route id'}, e.g. {suggestion!r}.",
        details={"term": term[:TERM_LIMIT], "candidates": list(labels)},
    )


def model_label(route: Any) -> str:
    route_id = _text(route, "id") or "?"
    name = _text(route, "display_name")
    return f"{name} ({route_id})" if name else route_id
