"""The operation table's parameter records carry their type, as openapi.json declares it."""

from __future__ import annotations

import importlib
import inspect
from typing import Any

from evalrouter_generated._operations import OPERATIONS, Param

from tests.support.records import spec_operations

PYTHON_TYPES = {"string": "str", "integer": "int", "boolean": "bool", "number": "float"}


def _spec_params() -> dict[str, list[dict[str, Any]]]:
    return {op["operationId"]: op.get("parameters", []) for _, _, op in spec_operations()}


def _param(op_id: str, name: str) -> Param:
    return next(p for p in OPERATIONS[op_id].params if p.name == name)


def test_a_path_an_integer_a_boolean_and_a_free_string() -> None:
    # GET /runs/{run_id}/events: run_id (path), after and limit (integer), tail (boolean), type.
    op = OPERATIONS["runs_events_list"]
    assert [(p.name, p.location, p.required, p.annotation, p.schema_type) for p in op.params] == [
        ("run_id", "path", True, "str", "string"),
        ("after", "query", False, "int", "integer"),
        ("limit", "query", False, "int", "integer"),
        ("tail", "query", False, "bool", "boolean"),
        ("type", "query", False, "str", "string"),
    ]
    assert _param("runs_events_list", "run_id").pattern == "^[A-Za-z0-9_.:@+-]{1,200}$"


def test_an_open_enum_is_a_string_with_its_documented_values() -> None:
    fmt = _param("runs_export", "format")
    assert (fmt.location, fmt.annotation, fmt.schema_type) == ("query", "str", "string")
    assert fmt.enum == ("json", "csv", "html", "bundle", "summary")
    version = _param("runs_export", "version")
    assert (version.annotation, version.schema_type, version.enum) == ("int", "integer", ())


def test_a_header_parameter() -> None:
    # Sent through the ``idempotency_key`` request option, so optional as a parameter.
    key = _param("client_runs_attempts_observe", "Idempotency-Key")
    assert (key.py, key.location, key.required) == ("idempotency_key", "header", False)
    assert (key.annotation, key.schema_type) == ("str", "string")


def test_every_parameter_of_every_operation_matches_the_spec() -> None:
    spec_params = _spec_params()
    assert set(spec_params) == set(OPERATIONS)
    for op_id, params in spec_params.items():
        table = OPERATIONS[op_id].params
        assert [(p.name, p.location) for p in table] == [(p["name"], p["in"]) for p in params]
        for entry, raw in zip(table, params, strict=True):
            schema = raw.get("schema", {})
            assert entry.required is bool(raw.get("required")), (op_id, entry.name)
            assert entry.schema_type == schema.get("type", ""), (op_id, entry.name)
            assert entry.annotation == PYTHON_TYPES.get(entry.schema_type, "Any")
            assert entry.enum == tuple(schema.get("enum", ())), (op_id, entry.name)
            assert entry.pattern == schema.get("pattern"), (op_id, entry.name)


def _generated_methods() -> dict[str, Any]:
    from evalrouter_generated.resources import GROUPS

    found: dict[str, Any] = {}
    for top in GROUPS:
        module = importlib.import_module(f"evalrouter_generated.resources.{top}")
        for cls in vars(module).values():
            if not inspect.isclass(cls) or cls.__module__ != module.__name__:
                continue
            if cls.__name__.startswith("Async"):
                continue
            for fn in vars(cls).values():
                op = getattr(fn, "__evalrouter_operation__", None)
                if op is not None:
                    found[op.id] = fn
    return found


def test_every_generated_method_takes_the_table_types() -> None:
    methods = _generated_methods()
    assert len(methods) > 200
    for op_id, fn in methods.items():
        signature = inspect.signature(fn)
        for p in OPERATIONS[op_id].params:
            annotation = signature.parameters[p.py].annotation
            expected = p.annotation if p.required else f"{p.annotation} | None"
            assert annotation == expected, (op_id, p.name)
