"""The one canonical hash: SHA-256 (hex) of a value as key-sorted JSON."""

from __future__ import annotations

import hashlib
import json


def sha256_hex(text: str) -> str:
    """SHA-256 (hex) of ``text`` encoded as UTF-8."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def canonical_hash(value: object, *, stored_fingerprint: bool = False) -> str:
    """SHA-256 (hex) of ``value`` as sorted, compact, non-ASCII-preserving JSON: the recipe the
    service uses for digests, byte for byte.

    ``stored_fingerprint=True`` keeps the older form ``runs.create`` fingerprints were written
    in (spaced separators, non-ASCII escaped, any other value as its ``str``): those hashes sit
    in users' idempotency state files, and a different serialization would make every stored
    key look reused for another create."""
    if stored_fingerprint:
        return sha256_hex(json.dumps(value, sort_keys=True, default=str))
    return sha256_hex(json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False))
