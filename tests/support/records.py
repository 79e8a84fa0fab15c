"""Schema-valid API records for the unit tests, built from openapi.json: the smallest record a
schema accepts, with the fields a test cares about set."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[2]


@cache
def spec() -> dict[str, Any]:
    return json.loads((ROOT / "openapi.json").read_text())


def spec_operations() -> list[tuple[str, str, dict[str, Any]]]:
    """(path, METHOD, operation object) for every operation in openapi.json."""
    out = []
    for path, item in spec()["paths"].items():
        for method, op in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                out.append((path, method.upper(), op))
    return out


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    schemas = spec()["components"]["schemas"]
    while "$ref" in schema:
        schema = schemas[schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _build(schema: dict[str, Any]) -> Any:
    schema = _resolve(schema)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    if "anyOf" in schema:
        if any(_resolve(alt).get("type") == "null" for alt in schema["anyOf"]):
            return None
        return _build(schema["anyOf"][0])
    if "oneOf" in schema:
        return _build(schema["oneOf"][0])
    kind = schema.get("type")
    if isinstance(kind, list):
        if "null" in kind:
            return None
        kind = kind[0]
    if kind == "object" or "properties" in schema:
        return {name: _build(schema["properties"][name]) for name in schema.get("required", [])}
    return {"array": [], "string": "x", "integer": 0, "number": 0, "boolean": False}.get(
        str(kind), {}
    )


def minimal(schema: str | dict[str, Any], /, **fields: Any) -> Any:
    """The smallest JSON value ``schema`` accepts (a schema object, or the name of one of
    openapi.json's schemas): required fields only, nulls where allowed; ``fields`` set."""
    if isinstance(schema, str):
        schema = {"$ref": f"#/components/schemas/{schema}"}
    data = _build(schema)
    if fields:
        data.update(fields)
    return data


def minimal_response(op: dict[str, Any]) -> Any:
    """The smallest successful answer of an operation object of openapi.json."""
    content = op["responses"]["2XX"].get("content", {})
    if not content:
        return {}
    media, media_obj = next(iter(content.items()))
    if media != "application/json":
        return None
    return minimal(media_obj.get("schema", {}))


# --------------------------------------------------------------------------- records


def run_record(run_id: str = "run_1", status: str = "running", **fields: Any) -> dict[str, Any]:
    return minimal("RunRecord", id=run_id, status=status, **fields)


def quote_record(quote_id: str = "q_1", max_charge: str | None = "4000000", **f: Any) -> dict:
    return minimal("QuoteRecord", id=quote_id, max_charge_microusd=max_charge, **f)


def metric(key: str, value: float) -> dict[str, Any]:
    return minimal("MetricRecord", key=key, value=value, name=key)


def profile_result(headline: str | None, metrics: list[dict[str, Any]], **f: Any) -> dict:
    return minimal("ProfileResult", headline_key=headline, metrics=metrics, **f)


def result_record(run_id: str = "run_1", score: float | None = 0.82) -> dict[str, Any]:
    metrics = [metric("f1", 0.5)] + ([metric("accuracy", score)] if score is not None else [])
    return minimal("ResultRecord", run_id=run_id, profiles=[profile_result("accuracy", metrics)])


def bench_row(
    slug: str,
    version: str = "1",
    *,
    row_id: str | None = None,
    name: str | None = None,
    availability: dict[str, Any] | None = None,
    **f: Any,
) -> dict[str, Any]:
    data: dict[str, Any] = minimal(
        "BenchmarkRecord",
        id=row_id or f"{slug}-v{version}",
        slug=slug,
        version=version,
        status="active",
        name=name or slug.upper(),
        **f,
    )
    if availability is not None:
        data["quote_availability"] = availability
    return data


def detail(slug: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"slug": slug, "versions": rows}


def route(route_id: str, display: str, model_id: str | None = None) -> dict[str, Any]:
    return minimal("ManagedRoute", id=route_id, display_name=display, model_id=model_id or route_id)


def page(items: list[dict[str, Any]], cursor: str | None = None) -> dict[str, Any]:
    return {"data": items, "next_cursor": cursor}


def event(seq: int, kind: str = "run.updated") -> dict[str, Any]:
    return {"sequence": seq, "type": kind, "created_at": "2026-01-01T00:00:00Z", "data": {}}


def events(
    items: list[dict[str, Any]], nxt: int, *, more: bool = False, status: str | None = "running"
) -> dict[str, Any]:
    data: dict[str, Any] = {"data": items, "has_more": more, "next_sequence": nxt}
    if status is not None:
        data["run_status"] = status
    return data


# --------------------------------------------------------------------------- comparisons


def ranked(index: int, name: str, rank: int, label: str, score: float) -> dict[str, Any]:
    return {
        "display_name": name,
        "graded": 50,
        "interval": {"low": score - 0.05, "high": score + 0.05, "confidence": 0.95},
        "model_id": f"m{index}",
        "route_id": f"r{index}",
        "model_index": index,
        "rank": rank,
        "rank_label": label,
        "score": score,
    }


def bench_comparison(profile: str, summary: str | None = None) -> dict[str, Any]:
    data = minimal(
        "BenchmarkComparison",
        profile_id=profile,
        name="GSM8K",
        metric="accuracy",
        direction="higher_is_better",
        comparable=True,
        tasks_compared=48,
        tasks_planned=50,
        ranking=[
            ranked(0, "GPT-5", 1, "1=", 0.9),
            ranked(1, "Claude", 1, "1=", 0.88),
            ranked(2, "Mini", 3, "3", 0.7),
        ],
        pairs=[
            {
                "model_index": 0,
                "other_model_index": 1,
                "difference": 0.02,
                "interval": {"low": -0.03, "high": 0.07, "confidence": 0.95},
                "interval_basis": "paired",
                "significant": False,
            }
        ],
    )
    if summary is not None:
        data["summary"] = summary
    return data


# --------------------------------------------------------------------------- errors


def envelope(code: str, *, status_message: str = "", **fields: Any) -> dict[str, Any]:
    """The service's error body; ``fields`` join ``code`` and ``message``."""
    error: dict[str, Any] = {"code": code, "message": status_message or f"{code} happened"}
    error.update(fields)
    return {"error": error}


def error(status: int, code: str, message: str = "refused") -> httpx.Response:
    """An error answer of the service."""
    return httpx.Response(status, json=envelope(code, status_message=message))
