"""The digests EvalRouter Local computes: of text, and of JSON values in canonical form."""

from __future__ import annotations

import hashlib
import json


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def canonical_hash(value: object) -> str:
    """SHA-256 of the compact, key-sorted JSON of ``value`` (the protocol's own recipe)."""
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()
