"""The generated models: tolerant typed reading, the wire JSON kept, short reprs."""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path
from typing import Any

import httpx
import pytest

import evalrouter.types as types
from evalrouter import EvalRouterError, Run
from evalrouter.types import QuoteRecord, RunEvent, RunRecord
from tests.support.records import run_record

SPEC = json.loads((Path(__file__).parents[3] / "openapi.json").read_text())
SCHEMAS: dict[str, Any] = SPEC["components"]["schemas"]
MODELS = sorted(
    n for n, s in SCHEMAS.items() if s.get("properties") and not (s.get("anyOf") or s.get("oneOf"))
)
# A value of each JSON kind; each field is given the ones its schema does not allow.
KINDS: dict[str, Any] = {
    "string": "zz",
    "integer": 7,
    "number": 2.5,
    "boolean": True,
    "array": [1, "x"],
    "object": {"odd": 1},
}


def _attr(wire: str) -> str:
    import keyword

    return wire + "_" if keyword.iskeyword(wire) else wire


def _required(schema: dict[str, Any], wire: str, cls: type) -> bool:
    """Required by the schema, and typed without None (so the schema does not allow null)."""
    import inspect

    annotation = inspect.getattr_static(cls, _attr(wire)).fget.__annotations__["return"]
    typed_without_none = not re.search(r"\bNone\b|\bJsonValue\b", annotation)
    if wire not in schema.get("required", ()):
        assert not typed_without_none, (schema, wire)  # optional: always | None
    return typed_without_none


def _read(model: Any, wire: str, required: bool) -> Any:
    """The attribute; for a required field the answer lacks, the invalid_response it raises."""
    if not required:
        return getattr(model, _attr(wire))
    try:
        return getattr(model, _attr(wire))
    except EvalRouterError as exc:
        assert exc.code == "invalid_response", exc
        assert exc.details["field"] == wire and exc.details["model"] == type(model).__name__
        return exc


def test_every_model_decodes_an_empty_object_to_none_everywhere() -> None:
    """Optional fields read None; a required one raises invalid_response naming it."""
    for name in MODELS:
        cls = getattr(types, name.replace("_", ""))
        model = cls.from_dict({})
        for wire in SCHEMAS[name]["properties"]:
            required = _required(SCHEMAS[name], wire, cls)
            read = _read(model, wire, required)
            if required:
                assert isinstance(read, EvalRouterError), (name, wire)
            else:
                assert read is None, (name, wire)
        assert model.to_dict() == {}


def test_every_field_of_every_model_tolerates_every_wrong_kind() -> None:
    """A value of another JSON type never fails decoding: an optional attribute reads None (or,
    for a field of any JSON, the value), a required one raises invalid_response naming it, and
    to_dict() keeps what arrived."""
    tried = 0
    for name in MODELS:
        cls = getattr(types, name.replace("_", ""))
        for wire, prop in SCHEMAS[name]["properties"].items():
            declared = prop.get("type")
            allowed = set(declared if isinstance(declared, list) else [declared])
            if "number" in allowed:
                allowed.add("integer")
            for kind, value in KINDS.items():
                if kind in allowed or (kind == "integer" and "number" in allowed):
                    continue
                if not declared and "$ref" not in prop and "anyOf" not in prop:
                    continue  # any JSON: nothing is wrong for it
                raw = {wire: value, "extra": [1]}
                model = cls.from_dict(raw)
                read = _read(model, wire, _required(SCHEMAS[name], wire, cls))
                assert read is None or isinstance(
                    read, types.Model | list | dict | str | int | EvalRouterError
                )
                assert model.to_dict() == raw and model[wire] == value
                tried += 1
    assert tried > 3000


def test_missing_null_and_wrong_typed_fields_read_none_and_are_kept() -> None:
    raw = {"id": "run_1", "planned_count": "12", "started_at": None, "status": "teleporting"}
    record = RunRecord.from_dict(raw)
    assert record.id == "run_1" and record.status == "teleporting"  # open enum: kept
    with pytest.raises(EvalRouterError) as info:  # required, and mistyped
        _ = record.planned_count
    assert info.value.details["field"] == "planned_count" and record["planned_count"] == "12"
    assert record.started_at is None and "started_at" in record  # required but nullable
    assert record.finished_at is None and "finished_at" not in record
    assert record.to_dict() == raw and list(record.to_dict()) == list(raw)  # order kept


def test_to_dict_is_the_json_received_and_a_copy() -> None:
    raw = {"b": 1, "a": None, "metadata": {"team": "ml"}, "new_field": {"x": [1]}}
    record = RunRecord.from_dict(raw)
    out = record.to_dict()
    assert out == raw and list(out) == ["b", "a", "metadata", "new_field"]
    out["metadata"]["team"] = "changed"
    assert record.metadata == {"team": "ml"}
    assert json.loads(record.to_json()) == raw


def test_free_form_maps_are_plain_dicts() -> None:
    record = RunRecord.from_dict({"metadata": {"team": "ml"}, "labels": {"k": [1, {"a": 2}]}})
    assert type(record.metadata) is dict and record.metadata == {"team": "ml"}
    assert record.metadata.get("team") == "ml" and dict(record.metadata) == {"team": "ml"}
    assert json.dumps(record.labels) == '{"k": [1, {"a": 2}]}'
    summary = types.ContinuationSummary.from_dict({"reasons": {"timeout": 2}})
    assert summary.reasons == {"timeout": 2}


def test_records_read_by_wire_name_and_like_a_mapping() -> None:
    event = RunEvent.from_dict({"sequence": 3, "type": "run.started", "data": {"a": 1}})
    assert event.type == "run.started" and event["type"] == "run.started"
    assert event["sequence"] == 3 and event.sequence == 3
    assert dict(event) == {"sequence": 3, "type": "run.started", "data": {"a": 1}}
    assert list(event) == ["sequence", "type", "data"]
    with pytest.raises(KeyError):
        _ = event["created_at"]
    with pytest.raises(AttributeError):
        _ = event.type_  # type: ignore[attr-defined]


def test_unknown_union_variants_are_kept() -> None:
    # Untagged union (SelectedModel | ComparisonModel): an unknown kind is the fallback.
    raw = {"model": {"kind": "agent", "agent_id": "a1"}}
    model = RunRecord.from_dict(raw).model
    assert isinstance(model, types.UnknownKind) and model.kind == "agent"
    assert model.to_dict() == raw["model"] and model["agent_id"] == "a1"
    comparison = RunRecord.from_dict(
        {"model": {"kind": "comparison", "model_id": "m", "models": []}}
    )
    assert isinstance(comparison.model, types.ComparisonModel)
    # Tagged union: an unknown tag decodes to Unknown<Tag>.
    output = types.Submission.from_dict({"output": {"kind": "video", "url": "u"}})
    assert isinstance(output.output, types.UnknownKind) and output.output.kind == "video"
    assert output.output["url"] == "u"


def test_reprs_are_short_identity_first_and_never_show_absent_fields() -> None:
    record = RunRecord.from_dict(run_record(status="running"))
    text = repr(record)
    assert text.startswith("RunRecord(id='run_1', name=") and "status='running'" in text
    assert "Unset" not in text and "None," not in text.replace("=None", "")
    assert len(text) < 300
    quote = QuoteRecord.from_dict({"id": "q_1", "plan": {"model": {"kind": "managed"}}})
    assert repr(quote) == "QuoteRecord(id='q_1', plan={…})"
    assert quote.plan is not None and quote.plan.agent is None


def test_models_compare_by_value_and_pickle() -> None:
    a, b = RunEvent.from_dict({"sequence": 1}), RunEvent.from_dict({"sequence": 1})
    assert a == b and a != RunEvent.from_dict({"sequence": 2})
    assert pickle.loads(pickle.dumps(a)) == a


def test_models_can_be_built_from_fields() -> None:
    event = RunEvent(sequence=1, type="run.started", data={"a": 1})
    assert event.to_dict() == {"sequence": 1, "type": "run.started", "data": {"a": 1}}
    nested = RunRecord(progress=types.RunProgress({"completed": 2}))
    assert nested.to_dict() == {"progress": {"completed": 2}}


def test_models_are_read_only() -> None:
    event = RunEvent.from_dict({"sequence": 1})
    with pytest.raises(AttributeError):
        event.sequence = 2  # type: ignore[misc]


async def test_a_run_is_a_typed_run_record(make: Any) -> None:
    h = make(httpx.Response(200, json=run_record(spend_microusd="120", brand_new=1)))
    run = await h.call(lambda c: c.runs.get("run_1"))
    assert isinstance(run, RunRecord)
    assert run.spend_microusd == "120" and run["brand_new"] == 1
    assert run.record.to_dict() == run.to_dict()
    public = {n for n in dir(RunRecord) if not n.startswith("_")}
    assert public <= set(dir(run))
    with pytest.raises(AttributeError):
        run.scroe  # noqa: B018
    assert hash(run) == hash(run) and run != Run.__new__(Run)


def test_money_fields_read_in_dollars_too() -> None:
    from decimal import Decimal

    quote = QuoteRecord.from_dict(
        {"max_charge_microusd": "2500000", "estimated_charge_microusd": "10600"}
    )
    assert quote.max_charge_usd == Decimal("2.5") and str(quote.max_charge_usd) == "2.500000"
    assert quote.estimated_charge_usd == Decimal("0.0106")
    assert quote.max_charge_microusd == "2500000"  # the wire keeps micro-USD
    assert quote.to_dict() == {
        "max_charge_microusd": "2500000",
        "estimated_charge_microusd": "10600",
    }
    for odd in ("1.5", "1e6", "", None, True, [1]):
        assert QuoteRecord.from_dict({"max_charge_microusd": odd}).max_charge_usd is None
    assert RunRecord.from_dict({"spend_microusd": "1"}).spend_usd == Decimal("0.000001")


def test_what_a_record_gives_is_a_copy_a_caller_may_change() -> None:
    record = RunRecord.from_dict({"metadata": {"a": "b"}, "labels": {"x": [1]}, "profiles": []})
    for value in (record.metadata, record.labels, record["labels"], record.profiles):
        if isinstance(value, dict):
            value["changed"] = "yes"
        else:
            value.append("changed")  # type: ignore[union-attr]
    assert record.to_dict() == {"metadata": {"a": "b"}, "labels": {"x": [1]}, "profiles": []}
    assert record.metadata == {"a": "b"} and record.labels == {"x": [1]}
