"""The operations of openapi.json as the writers need them, and the API groups they form.

Each operation becomes an ``Operation`` (method, path, parameters, body and response classes,
tier, retry-safety, pagination, group); ``build_groups`` arranges them by
``x-evalrouter-group`` (``runs.events`` is a child of ``runs``). The table writer
(``codegen/table.py``) and the resources writer (``codegen/resources.py``) read only these.
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass, field
from typing import Any

import models

METHODS = ("get", "post", "put", "patch", "delete")
SCALARS = {"string": "str", "integer": "int", "boolean": "bool", "number": "float"}

snake = models.snake  # a schema or parameter name as a module or Python name
pascal = models.class_name  # ``runs.events`` parts, tags: ``kind`` → ``Kind``


def py_name(name: str) -> str:
    name = re.sub(r"[^A-Za-z0-9_]", "_", name)
    if keyword.iskeyword(name) or name in {"self", "body", "options"}:
        name += "_"
    return name


def group_class(group: str) -> str:
    return "".join(pascal(part) for part in group.split("."))


@dataclass
class Param:
    name: str  # wire name
    py: str  # Python name
    location: str  # path | query | header
    annotation: str  # the Python type the method takes: str | int | bool | float | Any
    required: bool
    schema_type: str = ""  # the JSON Schema type: string | integer | boolean | number | ""
    enum: tuple[str, ...] = ()  # documented values (open: any string is sent as is)
    pattern: str | None = None
    disallowed: tuple[str, ...] = ()
    minimum: int | float | None = None  # the schema's bounds of a number, both inclusive
    maximum: int | float | None = None


@dataclass
class Operation:
    op_id: str
    method: str
    path: str
    group: str
    name: str
    tier: str
    retry_safe: bool
    kind: str  # object | page | any | array | binary
    summary: str
    description: str
    params: list[Param]
    body_model: str | None  # generated model class, or None
    body_required: bool
    body_any: bool  # body schema is free-form JSON
    response_model: str | None  # model class parsed from the success body
    item_model: str | None  # page item model
    accept: str
    pagination: dict[str, Any] | None
    sdk_private: bool
    deprecated: bool = False

    @property
    def const(self) -> str:
        return self.op_id.upper()

    @property
    def method_name(self) -> str:
        return ("_" if self.sdk_private else "") + py_name(self.name)

    @property
    def has_body(self) -> bool:
        return bool(self.body_model or self.body_any)


@dataclass
class Group:
    path: str
    ops: list[Operation] = field(default_factory=list)
    children: list[str] = field(default_factory=list)


class ModelIndex:
    """The generated model classes, as ``codegen/models.py`` wrote them: so the table never
    names a class that was spelled differently (``Page_RunRecord_`` → ``PageRunRecord``) or not
    written at all (a free-form map, or an anyOf body, which is a type alias)."""

    def __init__(self, package: str, modules: dict[str, str], unions: set[str]) -> None:
        self.package = package
        self.module_of = {cls: module for cls, module in modules.items() if cls not in unions}
        self._class_of_module = {module: cls for cls, module in self.module_of.items()}

    def ref_name(self, schema: dict[str, Any]) -> str | None:
        """The generated class for a ``$ref`` schema, or None (free-form or not generated)."""
        ref = schema.get("$ref")
        if not isinstance(ref, str):
            return None
        name = ref.rsplit("/", 1)[1]
        if name == "JsonObject":
            return None
        return self._class_of_module.get(snake(name))

    def import_path(self, model: str | None) -> str | None:
        """Where the transport imports a model from: ``package.models.module:Class``."""
        return f"{self.package}.models.{self.module_of[model]}:{model}" if model else None


def schema_of(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if isinstance(ref, str):
        resolved: dict[str, Any] = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
        return resolved
    return schema


def schema_type_of(schema: dict[str, Any]) -> str:
    """The one non-null JSON Schema type of a parameter, or "" (none or several)."""
    types = schema.get("type")
    if isinstance(types, list):
        types = [t for t in types if t != "null"]
        types = types[0] if len(types) == 1 else None
    return types if isinstance(types, str) else ""


def param_of(raw: dict[str, Any]) -> Param:
    schema = raw.get("schema", {})
    return Param(
        name=raw["name"],
        py=py_name(raw["name"]) if raw["in"] != "header" else snake(raw["name"]),
        location=raw["in"],
        annotation=SCALARS.get(schema_type_of(schema), "Any"),
        required=bool(raw.get("required")),
        schema_type=schema_type_of(schema),
        enum=tuple(str(v) for v in schema.get("enum", ())),
        pattern=schema.get("pattern"),
        disallowed=tuple(raw.get("x-evalrouter-disallowed-values", ())),
        minimum=schema.get("minimum"),
        maximum=schema.get("maximum"),
    )


def operation_of(
    spec: dict[str, Any], index: ModelIndex, path: str, method: str, raw: dict[str, Any]
) -> Operation:
    body = raw.get("requestBody")
    body_model = None
    body_any = False
    if body:
        body_model = index.ref_name(body["content"]["application/json"]["schema"])
        body_any = body_model is None
    success = raw["responses"].get("2XX") or next(
        v for k, v in raw["responses"].items() if k.startswith("2")
    )
    content = success.get("content", {})
    media, media_obj = next(iter(content.items())) if content else (None, {})
    resp_schema = media_obj.get("schema", {})
    kind = raw["x-evalrouter-response-kind"]
    response_model = index.ref_name(resp_schema)
    if kind == "array":
        response_model = index.ref_name(resp_schema.get("items", {}))
    if response_model is None and kind in ("object", "array", "page"):
        kind = "any"
    item_model = None
    if kind == "page":
        items = schema_of(spec, resp_schema)["properties"]["data"]["items"]
        item_model = index.ref_name(items)  # None: free-form items, given as dicts
    accept = raw.get("x-evalrouter-accept") or (
        "*/*" if media == "application/octet-stream" else "application/json"
    )
    return Operation(
        op_id=raw["operationId"],
        method=method.upper(),
        path=path,
        group=raw["x-evalrouter-group"],
        name=raw["x-evalrouter-method"],
        tier=raw["x-evalrouter-tier"],
        retry_safe=bool(raw["x-evalrouter-retry-safe"]),
        kind=kind,
        summary=raw.get("summary", ""),
        description=raw.get("description", ""),
        params=[param_of(p) for p in raw.get("parameters", [])],
        body_model=body_model,
        body_required=bool(body and body.get("required")),
        body_any=body_any,
        response_model=response_model,
        item_model=item_model,
        accept=accept,
        pagination=raw.get("x-evalrouter-pagination"),
        sdk_private=bool(raw.get("x-evalrouter-sdk-private")),
        deprecated=bool(raw.get("deprecated")),
    )


def load_operations(spec: dict[str, Any], index: ModelIndex) -> list[Operation]:
    ops = [
        operation_of(spec, index, path, method, item[method])
        for path, item in spec["paths"].items()
        for method in METHODS
        if item.get(method) is not None
    ]
    ops.sort(key=lambda o: o.op_id)
    return ops


def build_groups(ops: list[Operation]) -> dict[str, Group]:
    groups: dict[str, Group] = {}
    for op in ops:
        parts = op.group.split(".")
        for i in range(1, len(parts) + 1):
            path = ".".join(parts[:i])
            groups.setdefault(path, Group(path))
            if i > 1:
                parent = groups[".".join(parts[: i - 1])]
                if path not in parent.children:
                    parent.children.append(path)
        groups[op.group].ops.append(op)
    for g in groups.values():
        g.children.sort()
        g.ops.sort(key=lambda o: o.method_name)
    return groups


def members(groups: dict[str, Group], top: str) -> list[str]:
    """The group paths under a top-level group, itself first, sorted."""
    return [p for p in sorted(groups) if p == top or p.startswith(top + ".")]


def all_ops(groups: dict[str, Group], top: str) -> list[Operation]:
    return [op for path in members(groups, top) for op in groups[path].ops]
