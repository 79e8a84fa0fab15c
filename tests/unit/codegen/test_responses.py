"""Successful responses: forward compatibility, invalid bodies, Deprecation/Sunset warnings."""

from __future__ import annotations

import warnings
from pathlib import Path

import httpx
import pytest

from evalrouter import EvalRouterDeprecationWarning, EvalRouterError
from evalrouter._version import upgrade_command
from evalrouter.types import RunRecord
from tests.support.records import run_record

DEPRECATED = {"Deprecation": "true", "Sunset": "Wed, 01 Jul 2026 00:00:00 GMT"}


# ----------------------------------------------------------------- forward compatibility


async def test_unknown_fields_kept(make):
    body = run_record(brand_new_field={"nested": [1, 2]}, status="teleporting")
    h = make(httpx.Response(200, json=body))
    run = await h.call(lambda c: c.runs.get("run_1"))
    assert isinstance(run.record, RunRecord)
    assert run.record["brand_new_field"] == {"nested": [1, 2]}
    assert run.status == "teleporting"  # an open enum: unknown values stay plain strings
    assert run.to_dict()["brand_new_field"] == {"nested": [1, 2]}


def test_unknown_enum_value_kept_as_string():
    from evalrouter.types import Done

    done = Done.from_dict({"reason": "a_reason_from_the_future"})
    assert done.reason == "a_reason_from_the_future"


def test_every_enum_field_keeps_values_it_does_not_know():
    import json

    import evalrouter.types as types

    schemas = json.loads((Path(__file__).parents[3] / "openapi.json").read_text())
    checked = 0
    for name, schema in schemas["components"]["schemas"].items():
        for wire, prop in schema.get("properties", {}).items():
            known = prop.get("enum") or prop.get("x-evalrouter-known-values")
            if not known or prop.get("type") not in ("string", ["string", "null"]):
                continue
            model = getattr(types, name).from_dict({wire: "zz_unknown_value"})
            assert getattr(model, wire) == "zz_unknown_value", (name, wire)
            checked += 1
    assert checked > 150


@pytest.mark.parametrize(
    "content", [b"not json", b"", b"{", b'{"id": NaN}'], ids=["text", "empty", "cut", "nan"]
)
async def test_invalid_json_on_success_is_invalid_response(make, content):
    h = make(httpx.Response(200, content=content, headers={"X-Request-Id": "req_1"}))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "invalid_response"
    assert info.value.request_id == "req_1"
    assert h.server.count == 1


async def test_wrong_kind_on_success_is_invalid_response(make):
    h = make(httpx.Response(200, json=[{"id": "run_1"}]))  # an array where an object is due
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "invalid_response"
    assert info.value.details == {
        "operation": "runs_get",
        "status": 200,
        "reason": "expected a JSON object, got array",
    }
    assert h.server.count == 1


async def test_an_object_missing_fields_still_decodes(make):
    h = make(httpx.Response(200, json={"id": "run_1", "surprise": 1}))
    run = await h.call(lambda c: c.runs.get("run_1"))
    assert run.id == "run_1" and run.record.progress is None  # optional: None
    assert run.record.to_dict() == {"id": "run_1", "surprise": 1}
    with pytest.raises(EvalRouterError) as info:  # required: the read raises, naming it
        _ = run.record.status
    assert info.value.code == "invalid_response" and info.value.details["field"] == "status"


async def test_free_form_operation_returns_json(make):
    h = make(httpx.Response(200, json={"user": "u_1", "anything": [1]}))
    assert await h.call(lambda c: c.account.whoami()) == {"user": "u_1", "anything": [1]}


# ----------------------------------------------------------------- deprecation


async def test_deprecation_warns_once_per_operation(make):
    h = make(httpx.Response(200, json=run_record(), headers=DEPRECATED))
    with pytest.warns(EvalRouterDeprecationWarning) as record:
        await h.call(lambda c: c.runs.get("run_1"))
    assert len(record) == 1
    text = str(record[0].message)
    assert "GET /runs/{run_id}" in text
    assert "Wed, 01 Jul 2026" in text
    assert f"Upgrade this SDK: {upgrade_command()}" in text
    assert "pip install -U evalrouter-sdk" not in text  # the index's evalrouter-sdk is not it
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        await h.call(lambda c: c.runs.get("run_1"))  # second time: silent
    with pytest.warns(EvalRouterDeprecationWarning) as record:
        await h.call(lambda c: c.runs.cancel("run_1"))  # another operation warns again
    assert "POST /runs/{run_id}/cancel" in str(record[0].message)


async def test_deprecation_flag_is_shared_by_clients(make):
    first = make(httpx.Response(200, json=run_record(), headers=DEPRECATED))
    second = make(httpx.Response(200, json=run_record(), headers=DEPRECATED))
    with pytest.warns(EvalRouterDeprecationWarning):
        await first.call(lambda c: c.runs.get("run_1"))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        await second.call(lambda c: c.runs.get("run_1"))


@pytest.mark.parametrize("header", ["Deprecation", "Sunset"])
async def test_either_header_warns(make, header):
    h = make(httpx.Response(200, json=run_record(), headers={header: "@1780000000"}))
    with pytest.warns(EvalRouterDeprecationWarning):
        await h.call(lambda c: c.runs.get("run_1"))


async def test_deprecation_on_error_responses_too(make):
    h = make(httpx.Response(404, json={"error": {"code": "gone"}}, headers=DEPRECATED))
    with pytest.warns(EvalRouterDeprecationWarning), pytest.raises(EvalRouterError):
        await h.call(lambda c: c.runs.get("run_1"))


async def test_empty_deprecation_header_is_ignored(make):
    h = make(httpx.Response(200, json=run_record(), headers={"Deprecation": ""}))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        await h.call(lambda c: c.runs.get("run_1"))


def test_deprecation_warning_is_a_user_warning():
    assert issubclass(EvalRouterDeprecationWarning, UserWarning)


async def test_deprecation_warning_points_at_the_caller(make):
    h = make(httpx.Response(200, json={"user": "u"}, headers=DEPRECATED))
    with pytest.warns(EvalRouterDeprecationWarning) as record:
        await h.call(lambda c: c.account.whoami())
    assert "evalrouter_generated" not in record[0].filename
