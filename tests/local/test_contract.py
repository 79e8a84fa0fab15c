"""EvalRouter Local against openapi.json: same operations, and every response it sends fits."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from evalrouter.testing import EvalRouterLocal, RecordedRequest
from evalrouter.testing._routes import OPERATIONS
from tests.local.local_flows import FLOWS

SPEC_URI = "urn:evalrouter:openapi"
METHODS = ("get", "post", "put", "patch", "delete")


def spec_operations(spec: dict[str, Any]) -> dict[str, tuple[str, str, dict[str, Any]]]:
    found = {}
    for path, item in spec["paths"].items():
        for method in METHODS:
            if method in item:
                operation = item[method]
                found[operation["operationId"]] = (method.upper(), path, operation)
    return found


def implemented_operations() -> set[str]:
    return set(EvalRouterLocal().implemented_operations)


def test_route_table_matches_the_spec(spec: dict[str, Any]) -> None:
    from_spec = {(m, p, op_id) for op_id, (m, p, _) in spec_operations(spec).items()}
    assert set(OPERATIONS) == from_spec


def test_every_implemented_operation_exists_in_the_spec(spec: dict[str, Any]) -> None:
    assert implemented_operations() <= set(spec_operations(spec))


def _validator(spec: dict[str, Any], pointer: str) -> Draft202012Validator:
    resource = Resource.from_contents(spec, default_specification=DRAFT202012)
    registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
    return Draft202012Validator({"$ref": f"{SPEC_URI}#{pointer}"}, registry=registry)


def _response_schema(spec: dict[str, Any], operation: dict[str, Any], status: int) -> Any:
    responses = operation["responses"]
    response = responses.get(str(status)) or responses[f"{status // 100}XX"]
    while "$ref" in response:
        response = spec["components"]["responses"][response["$ref"].rsplit("/", 1)[-1]]
    return response["content"]


def test_every_response_of_the_flows_validates(
    spec: dict[str, Any], pytestconfig: pytest.Config
) -> None:
    operations = spec_operations(spec)
    exchanges: list[RecordedRequest] = []
    for flow in FLOWS.values():
        local = EvalRouterLocal(seed=11)
        with httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1") as client:
            flow(local, client)
        exchanges.extend(local.requests)

    # The validator resolves references into the components: an empty run record must fail.
    assert not _validator(spec, "/components/schemas/RunRecord").is_valid({})
    validators: dict[str, Draft202012Validator] = {}
    covered: set[str] = set()
    failures: list[str] = []
    for exchange in exchanges:
        assert exchange.status is not None
        if exchange.operation_id is None:
            # Paths or methods outside the spec: the error envelope is still the API's.
            assert exchange.status in (404, 405)
            pointer = "/components/schemas/ErrorResponse"
            body = exchange.response_json()
        else:
            _, _, operation = operations[exchange.operation_id]
            content = _response_schema(spec, operation, exchange.status)
            if "application/json" not in content:
                assert "application/octet-stream" in content and exchange.response_content
                covered.add(exchange.operation_id)
                continue
            schema = content["application/json"]["schema"]
            pointer = schema["$ref"].removeprefix("#")
            body = exchange.response_json()
            if 200 <= exchange.status < 300:
                covered.add(exchange.operation_id)
        validator = validators.get(pointer) or validators.setdefault(
            pointer, _validator(spec, pointer)
        )
        for problem in validator.iter_errors(body):
            where = "/".join(str(p) for p in problem.absolute_path)
            failures.append(
                f"{exchange.method} {exchange.path} -> {exchange.status}: {where}: "
                f"{problem.message[:200]}"
            )
    assert not failures, json.dumps(failures[:20], indent=1)

    done = implemented_operations()
    summary = (
        f"EvalRouter Local schema validation: {len(covered)} of {len(done)} implemented "
        f"operations answered with responses valid against openapi.json "
        f"({len(exchanges)} exchanges checked)"
    )
    print(summary)
    pytestconfig.evalrouter_contract_summary = [summary]
    assert covered == done, sorted(done - covered)


def test_every_operation_routes_and_the_rest_answer_501() -> None:
    local = EvalRouterLocal()
    implemented = local.implemented_operations
    for method, template, operation_id in OPERATIONS:
        path = "/v1" + re.sub(r"\{[^}]+\}", "x_1", template)
        response = local.handle(httpx.Request(method, "http://127.0.0.1" + path, json={}))
        assert local.requests[-1].operation_id == operation_id, (method, path)
        if operation_id in implemented:
            assert response.status_code != 501, (method, path)
        else:
            assert response.status_code == 501, (method, path)
            error = response.json()["error"]
            assert error["code"] == "not_implemented_locally"
            assert error["details"] == {"operation_id": operation_id}
    assert len(implemented) < len(OPERATIONS)
