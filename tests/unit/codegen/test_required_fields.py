"""Honest types (issue 14): a field the schema requires is typed without None; reading it when
the answer lacks it, or has it with another type, raises ``invalid_response`` naming the field
and the model, while the call itself returns. Also: ``EvalRouterError.details`` is always an
object; an unknown ``RunRecord.model`` kind reads as ``UnknownKind``; and the generated methods'
docstrings come from the operations' descriptions."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError
from evalrouter.types import (
    ComparisonModel,
    QuoteRecord,
    ResultRecord,
    RunRecord,
    SelectedModel,
    UnknownKind,
)
from tests.support.records import run_record

ROOT = Path(__file__).parents[3]
SPEC = json.loads((ROOT / "openapi.json").read_text())
BASE = "http://127.0.0.1:8080"


def _annotation(cls: type, attr: str) -> str:
    return str(inspect.getattr_static(cls, attr).fget.__annotations__["return"])


def test_required_fields_are_typed_without_none() -> None:
    assert _annotation(RunRecord, "id") == "str"
    assert _annotation(RunRecord, "status") == "str"
    assert _annotation(RunRecord, "spend_usd") == "Decimal"  # from a required *_microusd
    assert _annotation(QuoteRecord, "id") == "str"
    assert _annotation(ResultRecord, "profiles").startswith("list[")
    # Required but nullable in the schema: None stays in the type.
    assert _annotation(RunRecord, "finished_at") == "str | None"
    # Optional: None when absent.
    assert _annotation(RunRecord, "progress").endswith("| None")


@pytest.mark.parametrize(
    ("raw", "reason"),
    [({}, "missing_field"), ({"id": 7}, "wrong_type"), ({"id": None}, "wrong_type")],
    ids=["missing", "wrong_type", "null"],
)
def test_reading_a_required_field_the_answer_lacks_is_invalid_response(
    raw: dict[str, Any], reason: str
) -> None:
    record = RunRecord.from_dict({**raw, "surprise": [1]})  # decoding never fails
    with pytest.raises(EvalRouterError) as info:
        _ = record.id
    error = info.value
    assert error.code == "invalid_response"
    assert error.details["field"] == "id"
    assert error.details["model"] == "RunRecord"
    assert error.details["reason"] == reason
    assert "RunRecord" in error.message and "'id'" in error.message
    # Nothing is lost: the wire JSON, unknown fields included, is still there.
    assert record.to_dict() == {**raw, "surprise": [1]}
    assert record["surprise"] == [1]


def test_a_required_model_field_the_answer_lacks_raises_naming_it() -> None:
    with pytest.raises(EvalRouterError) as info:
        _ = ResultRecord.from_dict({"run_id": "run_1"}).profiles
    assert info.value.code == "invalid_response" and info.value.details["field"] == "profiles"


def _transport(body: dict[str, Any]) -> httpx.MockTransport:
    return httpx.MockTransport(lambda request: httpx.Response(200, json=body))


def test_the_call_returns_and_only_the_read_raises_sync() -> None:
    body = {"id": "q_1", "surprise": True}  # a quote without most of its required fields
    with EvalRouter(base_url=BASE, transport=_transport(body)) as client:
        quote = client.quotes.get("q_1")  # the call succeeds
    assert quote.id == "q_1" and quote.to_dict() == body
    assert quote.max_charge_microusd is None  # optional: None
    with pytest.raises(EvalRouterError) as info:
        _ = quote.plan  # required
    assert info.value.code == "invalid_response"
    assert info.value.details["field"] == "plan"


async def test_the_call_returns_and_only_the_read_raises_async() -> None:
    body = {"id": "q_1"}
    async with AsyncEvalRouter(base_url=BASE, transport=_transport(body)) as client:
        quote = await client.quotes.get("q_1")
    assert quote.id == "q_1"
    with pytest.raises(EvalRouterError) as info:
        _ = quote.expires_at
    assert info.value.details["field"] == "expires_at"


def test_a_full_record_reads_every_required_field() -> None:
    record = RunRecord.from_dict(run_record(spend_microusd="2500000"))
    assert record.id == "run_1" and record.status == "running"
    assert str(record.spend_usd) == "2.500000"


def test_the_error_is_invalid_response_from_types_alone() -> None:
    """``from evalrouter.types import RunRecord`` is enough for the facade's error."""
    code = (
        "from evalrouter.types import RunRecord\n"
        "try:\n    RunRecord.from_dict({}).id\n"
        "except Exception as e:\n    print(type(e).__name__, e.code, e.details['field'])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "EvalRouterError invalid_response id"


# ------------------------------------------------------------------------ details


def test_details_is_always_an_object() -> None:
    assert EvalRouterError("x", "m").details == {}
    assert EvalRouterError("x", "m", details=None).details == {}
    assert EvalRouterError("x", "m", details={"argument": "max_cost"}).details == {
        "argument": "max_cost"
    }
    assert EvalRouterError("x", "m", details=[1, 2]).details == {"value": [1, 2]}
    annotation = inspect.get_annotations(EvalRouterError)["details"]
    assert str(annotation) == "dict[str, JsonValue]"


# ------------------------------------------------------------------------ unions


def test_an_unknown_model_kind_reads_as_the_fallback_with_the_wire_value() -> None:
    raw = {"kind": "agent", "agent_id": "a1", "model_id": "m"}
    model = RunRecord.from_dict({"model": raw}).model
    assert type(model) is UnknownKind
    assert model.kind == "agent" and model.to_dict() == raw


def test_known_model_kinds_read_as_their_variants() -> None:
    comparison = {"kind": "comparison", "model_id": "m", "models": []}
    assert type(RunRecord.from_dict({"model": comparison}).model) is ComparisonModel
    selected = {
        "kind": "managed",
        "model_id": "openai/gpt-5",
        "capabilities": [],
        "limits": {},
        "protocol": "chat_completions",
        "revision": 3,
    }
    assert type(RunRecord.from_dict({"model": selected}).model) is SelectedModel
    assert "UnknownKind" in _annotation(RunRecord, "model")


# ------------------------------------------------------------------------ docstrings


def _operations() -> list[dict[str, Any]]:
    return [
        op
        for item in SPEC["paths"].values()
        for op in item.values()
        if isinstance(op, dict) and "operationId" in op
    ]


def test_every_stable_operation_has_a_description() -> None:
    stable = [op for op in _operations() if op.get("x-evalrouter-tier") == "stable"]
    assert stable
    assert [op["operationId"] for op in stable if not op.get("description")] == []


def test_generated_docstrings_come_from_the_descriptions() -> None:
    client = EvalRouter(base_url=BASE, transport=_transport({}))
    wallet = inspect.getdoc(client.wallet.get) or ""
    assert wallet.splitlines()[0] == (
        "The workspace's wallet: its balance and what is reserved by runs in flight, in micro-USD."
    )
    assert "Get wallet" not in wallet
    results = inspect.getdoc(client.runs.results) or ""
    assert not results.startswith("Results runs")
    assert results.startswith("A run's full results")
    client.close()
