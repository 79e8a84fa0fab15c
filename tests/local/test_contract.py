"""EvalRouter Local against openapi.json: every operation routes, and every response fits."""

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
from evalrouter.testing._routes import Match, match
from tests.local.local_flows import FLOWS

SPEC_URI = "urn:evalrouter:openapi"
METHODS = ("get", "post", "put", "patch", "delete")
METHODS_UPPER = tuple(m.upper() for m in METHODS)


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


def _concrete(template: str, value: str = "x_1") -> str:
    return re.sub(r"\{[^}]+\}", value, template)


def test_every_operation_of_the_spec_routes_to_itself(spec: dict[str, Any]) -> None:
    # Read from openapi.json, not from the table the router uses: a path missing from (or
    # misspelled in) the generated table fails here.
    operations = spec_operations(spec)
    assert len(operations) > 200
    for op_id, (method, template, _) in operations.items():
        names = re.findall(r"\{([^}]+)\}", template)
        # An identifier with an encoded "/" (eval:// references) stays one segment, decoded.
        found = match(method, _concrete(template, "eval%3A%2F%2Fa%2Fb"))
        assert found is not None and not isinstance(found, str), (method, template)
        assert (found.operation_id, found.template) == (op_id, template)
        assert found.params == dict.fromkeys(names, "eval://a/b")


def test_paths_outside_the_spec_do_not_route(spec: dict[str, Any]) -> None:
    methods_of: dict[str, set[str]] = {}
    for method, template, _ in spec_operations(spec).values():
        methods_of.setdefault(template, set()).add(method)
    for template, methods in methods_of.items():
        path = _concrete(template)
        for method in set(METHODS_UPPER) - methods:
            found = match(method, path)
            # Another template may take the path with this method; it is then one of the spec's.
            if isinstance(found, Match):
                assert method in methods_of[found.template], (method, path, found)
            else:
                assert found == "method", (method, path)
    assert match("GET", "/no-such-thing") is None
    assert match("GET", "/runs/x_1/no-such-thing") is None
    assert match("DELETE", "/catalog/models") == "method"


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


def test_every_operation_routes_and_the_rest_answer_501(spec: dict[str, Any]) -> None:
    local = EvalRouterLocal()
    implemented = local.implemented_operations
    operations = spec_operations(spec)
    for operation_id, (method, template, _) in operations.items():
        path = "/v1" + _concrete(template)
        response = local.handle(httpx.Request(method, "http://127.0.0.1" + path, json={}))
        assert local.requests[-1].operation_id == operation_id, (method, path)
        if operation_id in implemented:
            assert response.status_code != 501, (method, path)
        else:
            assert response.status_code == 501, (method, path)
            error = response.json()["error"]
            assert error["code"] == "not_implemented_locally"
            assert error["details"] == {"operation_id": operation_id}
    assert 0 < len(implemented) < len(operations)
