"""The client surface against openapi.json: every operation, its tier, its wire shape."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from evalrouter_generated._operations import OPERATIONS

from evalrouter import AsyncEvalRouter, AsyncPaginator, EvalRouter, SyncPage
from evalrouter._wire import load_model
from tests.support.records import ROOT, minimal, minimal_response, spec, spec_operations

PUBLIC_OPERATIONS = 210
ALL_OPS = spec_operations()
PUBLIC_OPS = [o for o in ALL_OPS if o[2]["x-evalrouter-tier"] != "internal"]

# Operations whose response model reference in the operation table names a class that does not
# exist (Page_RunRecord_ instead of PageRunRecord): see test_operation_table_model_refs_resolve.


def op_id(item: tuple[str, str, dict[str, Any]]) -> str:
    return item[2]["operationId"]


def method_name(op: dict[str, Any]) -> str:
    name = op["x-evalrouter-method"]
    return ("_" if op.get("x-evalrouter-sdk-private") else "") + name


def navigate(client: Any, op: dict[str, Any]) -> Any:
    target = client
    for part in op["x-evalrouter-group"].split("."):
        target = getattr(target, part)
    return getattr(target, method_name(op))


@pytest.fixture(scope="module")
def clients():
    sync = EvalRouter(base_url="https://api.example.com", api_key="sk-test-123456")
    asyn = AsyncEvalRouter(base_url="https://api.example.com", api_key="sk-test-123456")
    yield sync, asyn
    sync.close()


def test_spec_counts():
    tiers = [o[2]["x-evalrouter-tier"] for o in ALL_OPS]
    assert set(tiers) <= {"stable", "preview", "internal"}
    assert sum(t != "internal" for t in tiers) == PUBLIC_OPERATIONS
    assert len(OPERATIONS) == len(ALL_OPS)


@pytest.mark.parametrize("item", PUBLIC_OPS, ids=op_id)
def test_public_operation_on_both_clients(clients, item):
    path, method, op = item
    tier = op["x-evalrouter-tier"]
    for client in clients:
        fn = navigate(client, op)
        assert callable(fn)
        assert fn.__evalrouter_tier__ == tier
        wire = fn.__evalrouter_operation__
        assert (wire.method, wire.path, wire.id) == (method, path, op["operationId"])
        doc = inspect.getdoc(fn) or ""
        assert doc.startswith("Preview") == (tier == "preview"), doc.splitlines()[:1]
    sync_fn, async_fn = (navigate(c, op) for c in clients)
    kind = op["x-evalrouter-response-kind"]
    assert not inspect.iscoroutinefunction(sync_fn)
    assert inspect.iscoroutinefunction(async_fn) == (kind != "page")


def test_tier_counts_on_clients(clients):
    for client in clients:
        tiers = [navigate(client, o[2]).__evalrouter_tier__ for o in PUBLIC_OPS]
        assert len(tiers) == PUBLIC_OPERATIONS
        spec_previews = sum(o[2]["x-evalrouter-tier"] == "preview" for o in ALL_OPS)
        assert tiers.count("preview") == spec_previews
        assert tiers.count("stable") == PUBLIC_OPERATIONS - spec_previews


def test_internal_operations_are_not_on_the_client(clients):
    internal = [o for o in ALL_OPS if o[2]["x-evalrouter-tier"] == "internal"]
    assert internal
    groups = {o[2]["x-evalrouter-group"].split(".")[0] for o in internal}
    public_groups = {o[2]["x-evalrouter-group"].split(".")[0] for o in PUBLIC_OPS}
    for client in clients:
        for group in groups - public_groups:
            assert not hasattr(client, group)


def test_sdk_private_operations_are_underscored(clients):
    private = [o for o in ALL_OPS if o[2].get("x-evalrouter-sdk-private")]
    assert private
    for client in clients:
        for _, _, op in private:
            group = client
            for part in op["x-evalrouter-group"].split("."):
                group = getattr(group, part)
            name = op["x-evalrouter-method"]
            assert getattr(group, "_" + name).__evalrouter_operation__.id == op["operationId"]


def test_operation_table_matches_spec():
    for path, method, op in ALL_OPS:
        entry = OPERATIONS[op["operationId"]]
        assert (entry.method, entry.path) == (method, path)
        assert entry.tier == op["x-evalrouter-tier"]
        assert entry.retry_safe == op["x-evalrouter-retry-safe"]
        assert entry.group == op["x-evalrouter-group"]


def test_retry_safety_of_side_effects():
    assert OPERATIONS["quotes_create"].retry_safe is False
    assert OPERATIONS["connections_check"].retry_safe is False
    assert OPERATIONS["runs_create"].retry_safe is True
    assert OPERATIONS["runs_cancel"].retry_safe is True
    assert all(o.retry_safe for o in OPERATIONS.values() if o.method == "GET")


MODEL_REFS = [
    (o.id, field, ref)
    for o in OPERATIONS.values()
    for field in ("body_model", "response_model", "item_model")
    if (ref := getattr(o, field))
]


def test_operation_table_model_refs_resolve():
    broken = []
    for op_name, field, ref in MODEL_REFS:
        try:
            load_model(ref)
        except (ImportError, AttributeError):
            broken.append((op_name, field, ref))
    assert broken == []


# ----------------------------------------------------------------- drift against generated api/


def snake(name: str) -> str:
    name = re.sub(r"[^A-Za-z0-9]+", "_", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return name.strip("_").lower()


def sample_value(schema: dict[str, Any]) -> Any:
    if "enum" in schema:
        return schema["enum"][0]
    return {"integer": 3, "boolean": True, "number": 1.5}.get(schema.get("type"), "v-1")


def path_value(param: dict[str, Any]) -> str:
    """An id with characters that need encoding, when the parameter's pattern allows them."""
    pattern = param["schema"].get("pattern")
    for candidate in ("a1.b@c:d+e", "a1/b.c", "id_1"):
        if not pattern or re.fullmatch(pattern, candidate):
            return candidate
    raise AssertionError(f"no sample value for {param['name']}")


class _Body:
    def to_dict(self) -> dict[str, Any]:
        return {"k": "v"}


def _generate_oracle(root: Path) -> None:
    config = root / "config.yaml"
    config.write_text(
        "package_name_override: oracle_client\nproject_name_override: oracle\nliteral_enums: true\n"
    )
    bin_dir = str(Path(sys.executable).parent)
    command = [sys.executable, "-m", "openapi_python_client", "generate", "--meta", "none"]
    command += ["--path", str(ROOT / "openapi.json"), "--config", str(config)]
    result = subprocess.run(
        [*command, "--output-path", str(root / "oracle_client")],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")},
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture(scope="session")
def oracle(shared_tmp: Any) -> str:
    """openapi-python-client's own request builders (``api/``), generated here as an oracle.

    They are not shipped (they bypass retries and error mapping); the transport must build the
    same method, path, query, headers and body from the operation table. Generated once for the
    whole run (``shared_tmp``: the pytest-xdist workers import the same one).
    """
    root = shared_tmp.folder("oracle", _generate_oracle)
    sys.path.insert(0, str(root))
    return "oracle_client"


@pytest.mark.parametrize("item", ALL_OPS, ids=op_id)
def test_transport_builds_what_the_generated_builder_builds(clients, oracle, item):
    _, method, op = item
    module = importlib.import_module(f"{oracle}.api.{op['tags'][0]}.{op['operationId']}")
    params = {snake(p["name"]): p for p in op.get("parameters", [])}
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    values: dict[str, Any] = {}
    for name, parameter in inspect.signature(module._get_kwargs).parameters.items():
        if name == "body":
            kwargs["body"] = _Body()
            continue
        spec_param = params[name.rstrip("_")]
        if spec_param["in"] == "path":
            value = path_value(spec_param)
        elif spec_param.get("required"):
            value = sample_value(spec_param["schema"])
        else:
            continue
        if parameter.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD:
            args.append(value)
        else:
            kwargs[name] = value
        entry = next(
            p for p in OPERATIONS[op["operationId"]].params if p.name == spec_param["name"]
        )
        values[entry.py] = value
    generated = module._get_kwargs(*args, **kwargs)
    body = {"k": "v"} if "body" in kwargs else None
    prepared = clients[0]._pipeline.prepare(OPERATIONS[op["operationId"]], values, body, {})
    request = prepared.request
    assert request.method == generated["method"].upper() == method
    ours = request.url.raw_path.decode().split("?")[0]
    assert ours == "/v1" + generated["url"]
    expected_query = {
        k: (str(v).lower() if isinstance(v, bool) else str(v))
        for k, v in generated.get("params", {}).items()
    }
    assert dict(request.url.params) == expected_query
    for header, value in generated.get("headers", {}).items():
        assert request.headers[header] == value
    if "json" in generated:
        assert json.loads(request.content) == generated["json"]


def test_path_values_encoded_like_the_generated_builder(oracle):
    runs_get = importlib.import_module(f"{oracle}.api.runs.runs_get")

    assert runs_get._get_kwargs("a@b:c+d")["url"] == "/runs/" + quote("a@b:c+d", safe="")


# ----------------------------------------------------------------- every public method once


def call_arguments(op: dict[str, Any]) -> tuple[list[Any], dict[str, Any]]:
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for p in op.get("parameters", []):
        if p["in"] == "path":
            args.append("id_1")
        elif p.get("required"):
            kwargs[p["name"]] = sample_value(p["schema"])
    body = op.get("requestBody")
    if body:
        args.append(minimal(body["content"]["application/json"]["schema"]) or {})
    return args, kwargs


def expected_path(path: str) -> str:
    return "/v1" + re.sub(r"\{[^}]+\}", "id_1", path)


def responder(op: dict[str, Any]) -> httpx.Response:
    if op["x-evalrouter-response-kind"] == "binary":
        return httpx.Response(200, content=b"\x00bytes")
    return httpx.Response(200, json=minimal_response(op))


def each_public_op():
    for item in PUBLIC_OPS:
        yield pytest.param(item, id=op_id(item))


def check_result(op: dict[str, Any], result: Any) -> None:
    kind = op["x-evalrouter-response-kind"]
    if kind == "binary":
        assert result == b"\x00bytes"
    elif kind == "any":
        assert isinstance(result, dict | list)
    elif kind == "array":
        assert isinstance(result, list)
    elif kind == "object":
        entry = OPERATIONS[op["operationId"]]
        if entry.response_model is None:  # free-form JSON object
            assert isinstance(result, dict)
        else:
            assert isinstance(result, load_model(entry.response_model))


@pytest.mark.parametrize("item", list(each_public_op()))
async def test_every_public_method(item, make, is_async):
    path, method, op = item
    h = make(responder(op))
    args, kwargs = call_arguments(op)
    result = navigate(h.client, op)(*args, **kwargs)
    if op["x-evalrouter-response-kind"] == "page":
        assert isinstance(result, AsyncPaginator if is_async else SyncPage)
    if is_async:
        result = await result
    check_result(op, result)
    assert h.server.count == 1
    assert h.server.last.method == method
    assert h.server.last.url.path == expected_path(path)


# ----------------------------------------------------------------- import cost


def test_import_evalrouter_is_light():
    code = (
        "import sys, evalrouter\n"
        "heavy = [m for m in ('evalrouter_generated.models', 'attrs', 'pydantic',"
        " 'evalrouter_generated.resources', 'evalrouter._client')"
        " if m in sys.modules]\n"
        "evalrouter.EvalRouter\n"
        "after = [m for m in ('evalrouter_generated.models', 'attrs') if m in sys.modules]\n"
        "print(heavy, after)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "[] []"


def test_version_is_consistent():
    import evalrouter
    from evalrouter._version import USER_AGENT

    assert f"evalrouter-python/{evalrouter.__version__}" == USER_AGENT
    assert re.fullmatch(r"\d+\.\d+\.\d+", evalrouter.__version__)
    manifest = json.loads((ROOT / "generated/evalrouter_generated/MANIFEST.json").read_text())
    assert manifest["operations"] == len(OPERATIONS)
    assert manifest["api_version"] == spec()["info"]["x-evalrouter-api-version"]
