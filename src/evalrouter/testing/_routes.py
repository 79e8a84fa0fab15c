"""Request paths matched to the operations of the EvalRouter API.

The route table is the generated operation table (``evalrouter_generated._operations``, written
from ``openapi.json`` by ``make generate``), so nothing here repeats a path. It is read on the
first request, not on ``import evalrouter.testing``.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from urllib.parse import unquote

API_PREFIX = "/v1"


@dataclass(frozen=True, slots=True)
class Match:
    """A request path matched to an operation."""

    operation_id: str
    template: str
    params: dict[str, str]


def _split(path: str) -> list[str]:
    return [segment for segment in path.strip("/").split("/")]


def operations() -> tuple[tuple[str, str, str], ...]:
    """Every operation as ``(method, path template relative to /v1, operation id)``."""
    return tuple((method, template, op_id) for method, _, template, op_id in _compiled())


@functools.cache
def _compiled() -> tuple[tuple[str, list[str], str, str], ...]:
    from evalrouter_generated._operations import OPERATIONS

    table = sorted(OPERATIONS.values(), key=lambda op: (op.path, op.method))
    return tuple((op.method, _split(op.path), op.path, op.id) for op in table)


def match(method: str, raw_path: str) -> Match | str | None:
    """Match ``raw_path`` (percent-encoded, without ``/v1``) against the table.

    Returns the match, ``None`` when no template fits the path, or the string ``"method"`` when a
    template fits but not with this method. Segments are split before percent-decoding, so an
    identifier carrying an encoded ``/`` (``eval://...``) stays one segment.
    """
    segments = _split(raw_path)
    path_fits = False
    best: Match | None = None
    best_literals = -1
    for op_method, parts, template, operation_id in _compiled():
        if len(parts) != len(segments):
            continue
        params: dict[str, str] = {}
        literals = 0
        for part, segment in zip(parts, segments, strict=True):
            if part.startswith("{") and part.endswith("}"):
                if not segment:
                    break
                params[part[1:-1]] = unquote(segment)
            elif part == segment:
                literals += 1
            else:
                break
        else:
            path_fits = True
            # Literal segments win over parameters: /runs/{id} must not swallow /runs/x/cancel.
            if op_method == method and literals > best_literals:
                best = Match(operation_id, template, params)
                best_literals = literals
    if best is not None:
        return best
    return "method" if path_fits else None
