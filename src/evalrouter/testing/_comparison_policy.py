"""A comparison's policy: the release checks it judges, each filled in with its defaults (one
no-regression check per benchmark when the request gives none)."""

from __future__ import annotations

from typing import Any

from ._catalog import BenchmarkVersion
from ._errors import invalid_field

JsonObject = dict[str, Any]

MAX_CHECKS = 32
DEFAULT_MINIMUM_SAMPLES = 2
CHECK_FIELDS = (
    "profile_id",
    "metric",
    "max_regression",
    "minimum_score",
    "maximum_score",
    "confidence_aware",
    "minimum_samples",
    "require_completion",
)


def _number(value: object, field: str, low: float, high: float | None) -> float | None:
    if value is None:
        return None
    if (
        not isinstance(value, int | float)
        or isinstance(value, bool)
        or value < low
        or (high is not None and value > high)
    ):
        bounds = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise invalid_field(field, f"must be a number {bounds}")
    return float(value)


def _flag(value: object, field: str, default: bool) -> bool:
    if value is None:
        return default
    if not isinstance(value, bool):
        raise invalid_field(field, "must be true or false")
    return value


def policy(raw: object, benches: list[BenchmarkVersion]) -> list[JsonObject]:
    """The checks to judge, each with every field filled in; the default when none is given."""
    by_id = {b.id: b for b in benches}
    if raw is None:
        raw = {}
    if not isinstance(raw, dict) or set(raw) - {"checks"}:
        raise invalid_field("policy", "must be an object with only `checks`")
    checks = raw.get("checks") or []
    if not isinstance(checks, list) or len(checks) > MAX_CHECKS:
        raise invalid_field("policy.checks", f"must be a list of at most {MAX_CHECKS} checks")
    if not checks:
        checks = [
            {"profile_id": b.id, "metric": b.headline_key, "max_regression": 0} for b in benches
        ]
    applied = []
    for position, check in enumerate(checks):
        at = f"policy.checks[{position}]"
        if not isinstance(check, dict):
            raise invalid_field(at, "must be a JSON object")
        for key in check:
            if key not in CHECK_FIELDS:
                raise invalid_field(f"{at}.{key}", "is not a field of a release check")
        profile_id = check.get("profile_id")
        bench = by_id.get(profile_id) if isinstance(profile_id, str) else None
        if bench is None:
            raise invalid_field(
                f"{at}.profile_id",
                f"must be a benchmark version of the compared results ({', '.join(by_id)})",
            )
        if check.get("metric") != bench.headline_key:
            raise invalid_field(
                f"{at}.metric", f"must be a metric of {bench.id}: Local grades {bench.headline_key}"
            )
        minimum_samples = check.get("minimum_samples", DEFAULT_MINIMUM_SAMPLES)
        if (
            not isinstance(minimum_samples, int)
            or isinstance(minimum_samples, bool)
            or minimum_samples < 1
        ):
            raise invalid_field(f"{at}.minimum_samples", "must be an integer >= 1")
        applied.append(
            {
                "profile_id": bench.id,
                "metric": bench.headline_key,
                "max_regression": _number(
                    check.get("max_regression"), f"{at}.max_regression", 0, 1
                ),
                "minimum_score": _number(check.get("minimum_score"), f"{at}.minimum_score", 0, 1),
                "maximum_score": _number(check.get("maximum_score"), f"{at}.maximum_score", 0, 1),
                "confidence_aware": _flag(
                    check.get("confidence_aware"), f"{at}.confidence_aware", True
                ),
                "minimum_samples": minimum_samples,
                "require_completion": _flag(
                    check.get("require_completion"), f"{at}.require_completion", False
                ),
            }
        )
    return applied
