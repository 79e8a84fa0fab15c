"""Write generated/ from openapi.json.

One package, ``evalrouter_generated``, written from openapi.json alone:

* ``models/`` and ``params.py`` (``codegen/models.py`` with ``codegen/templates/``): one typed,
  tolerant, read-only model per schema, with each closed discriminated union given a fallback
  variant (``with_fallbacks``: an unknown variant decodes to ``Unknown<Tag>``);
* ``_operations.py``: one record per operation (method, path template, parameters, body and
  response types, tier, retry-safety, pagination, group), which drives the one transport;
* ``resources/``: one typed class per API group, sync and async;
* ``_model.py`` and ``_resource.py``, copied from ``codegen/runtime/``: how models read and
  print, and the group base classes. The package never imports the ``evalrouter`` facade.

Usage:
    python codegen/generate.py            # rewrite generated/ (stale files removed)
    python codegen/generate.py --check    # regenerate to a temporary folder, fail on drift
"""

from __future__ import annotations

import argparse
import filecmp
import hashlib
import json
import keyword
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import models


def _request_options() -> tuple[str, ...]:
    """The per-call option names, from the one place they are declared."""
    import importlib.util

    path = Path(__file__).resolve().parent / "runtime" / "_resource.py"
    spec = importlib.util.spec_from_file_location("_codegen_resource", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    names: tuple[str, ...] = module.REQUEST_OPTIONS
    return names


REQUEST_OPTIONS = _request_options()

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "openapi.json"
CODEGEN = ROOT / "codegen"
OUT = ROOT / "generated"
PACKAGE = "evalrouter_generated"
METHODS = ("get", "post", "put", "patch", "delete")
LINE_LENGTH = "100"


# --------------------------------------------------------------------------- names


snake = models.snake  # a schema or parameter name as a module or Python name


pascal = models.class_name  # ``runs.events`` parts, tags: ``kind`` → ``Kind``


def py_name(name: str) -> str:
    name = re.sub(r"[^A-Za-z0-9_]", "_", name)
    if keyword.iskeyword(name) or name in {"self", "body", "options"}:
        name += "_"
    return name


def group_class(group: str) -> str:
    return "".join(pascal(part) for part in group.split("."))


# --------------------------------------------------------------------------- model


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


@dataclass
class Group:
    path: str
    ops: list[Operation] = field(default_factory=list)
    children: list[str] = field(default_factory=list)


# Generated model classes: class name -> module, as codegen/models.py wrote them, so the table
# never names a class that was spelled differently (Page_RunRecord_ -> PageRunRecord) or not
# written at all (a free-form map, or an anyOf body, which is a type alias).
MODULE_OF: dict[str, str] = {}
_CLASS_OF_MODULE: dict[str, str] = {}
UNIONS: set[str] = set()


def read_models(modules: dict[str, str], unions: set[str]) -> None:
    MODULE_OF.clear()
    _CLASS_OF_MODULE.clear()
    UNIONS.clear()
    UNIONS.update(unions)
    for cls, module in modules.items():
        if cls not in unions:
            MODULE_OF[cls] = module
            _CLASS_OF_MODULE[module] = cls


def ref_name(schema: dict[str, Any]) -> str | None:
    """The generated class for a ``$ref`` schema, or None (free-form or not generated)."""
    ref = schema.get("$ref")
    if not isinstance(ref, str):
        return None
    name = ref.rsplit("/", 1)[1]
    if name == "JsonObject":
        return None
    return _CLASS_OF_MODULE.get(snake(name))


def schema_of(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if isinstance(ref, str):
        resolved: dict[str, Any] = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
        return resolved
    return schema


SCALARS = {"string": "str", "integer": "int", "boolean": "bool", "number": "float"}


def schema_type_of(schema: dict[str, Any]) -> str:
    """The one non-null JSON Schema type of a parameter, or "" (none or several)."""
    types = schema.get("type")
    if isinstance(types, list):
        types = [t for t in types if t != "null"]
        types = types[0] if len(types) == 1 else None
    return types if isinstance(types, str) else ""


def annotation_of(schema: dict[str, Any]) -> str:
    return SCALARS.get(schema_type_of(schema), "Any")


def load_operations(spec: dict[str, Any]) -> list[Operation]:
    ops: list[Operation] = []
    for path, item in spec["paths"].items():
        for method in METHODS:
            raw = item.get(method)
            if raw is None:
                continue
            params = []
            for p in raw.get("parameters", []):
                schema = p.get("schema", {})
                params.append(
                    Param(
                        name=p["name"],
                        py=py_name(p["name"]) if p["in"] != "header" else snake(p["name"]),
                        location=p["in"],
                        annotation=annotation_of(schema),
                        required=bool(p.get("required")),
                        schema_type=schema_type_of(schema),
                        enum=tuple(str(v) for v in schema.get("enum", ())),
                        pattern=schema.get("pattern"),
                        disallowed=tuple(p.get("x-evalrouter-disallowed-values", ())),
                    )
                )
            body = raw.get("requestBody")
            body_model = None
            body_any = False
            if body:
                body_schema = body["content"]["application/json"]["schema"]
                body_model = ref_name(body_schema)
                body_any = body_model is None
            success = raw["responses"].get("2XX") or next(
                v for k, v in raw["responses"].items() if k.startswith("2")
            )
            content = success.get("content", {})
            media, media_obj = next(iter(content.items())) if content else (None, {})
            resp_schema = media_obj.get("schema", {})
            kind = raw["x-evalrouter-response-kind"]
            response_model = ref_name(resp_schema)
            if kind == "array":
                response_model = ref_name(resp_schema.get("items", {}))
            if response_model is None and kind in ("object", "array", "page"):
                kind = "any"
            item_model = None
            if kind == "page":
                items = schema_of(spec, resp_schema)["properties"]["data"]["items"]
                item_model = ref_name(items)  # None: free-form items, given as dicts
            accept = raw.get("x-evalrouter-accept") or (
                "*/*" if media == "application/octet-stream" else "application/json"
            )
            ops.append(
                Operation(
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
                    params=params,
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
            )
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


# --------------------------------------------------------------------------- open unions


def fallback_schema(prop: str) -> dict[str, Any]:
    """The fallback variant of a union tagged by ``prop``, shaped like the spec's own
    (``UnknownKind``, ``UnknownVariant``, ...): only the tag is required, the rest is kept."""
    return {
        "type": "object",
        "properties": {prop: {"type": "string"}},
        "required": [prop],
        "description": (
            f"Fallback for an object whose `{prop}` value is not one of the listed variants "
            "(forward compatibility); other fields are kept as received."
        ),
    }


def with_fallbacks(spec: dict[str, Any]) -> dict[str, Any]:
    """The generator's input: openapi.json with every closed discriminated union opened.

    openapi-python-client ignores ``discriminator`` and tries each variant in turn, so an object
    whose tag this release does not know (a new ``status``, ``kind``, ...) matched none and its
    ``from_dict`` raised. The spec's open unions (``x-evalrouter-open-union``) end with a
    fallback variant ``Unknown<Tag>``; here each closed one (``oneOf`` + ``discriminator``)
    gets the same, so an unknown variant decodes to the fallback, with its fields kept, and the
    generated types say so (``OutputFilePresent | ... | UnknownStatus``). Known variants still
    decode as before: the fallback is tried last.
    """
    spec = json.loads(json.dumps(spec))
    schemas: dict[str, Any] = spec["components"]["schemas"]
    added: dict[str, dict[str, Any]] = {}

    def visit(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                visit(item)
            return
        if not isinstance(node, dict):
            return
        for key, value in node.items():
            if key != "requestBody":  # a body the SDK sends is never decoded
                visit(value)
        tag = node.get("discriminator", {}).get("propertyName")
        variants = node.get("oneOf") or node.get("anyOf")
        if not isinstance(tag, str) or not isinstance(variants, list):
            return
        name = "Unknown" + pascal(tag)
        expected = fallback_schema(tag)
        existing = added.get(name) or schemas.get(name)
        if existing is None:
            added[name] = expected
        elif {k: existing.get(k) for k in ("type", "properties", "required")} != {
            k: expected[k] for k in ("type", "properties", "required")
        }:
            raise SystemExit(f"openapi.json: {name} exists but is not the fallback for {tag!r}")
        ref = f"#/components/schemas/{name}"
        if all(v.get("$ref") != ref for v in variants):
            # The fallback overlaps the variants (it needs only the tag): anyOf, tried last.
            node.pop("oneOf", None)
            node["anyOf"] = [*variants, {"$ref": ref}]

    visit(spec)
    schemas.update(sorted(added.items()))
    return spec


# --------------------------------------------------------------------------- writers


HEADER = '"""Generated by codegen/generate.py from openapi.json. Do not edit."""\n\n'
PACKAGE_DOC = (
    '"""Low-level EvalRouter API code generated from openapi.json. Use the ``evalrouter``\n'
    "package.\n"
    "\n"
    "Nothing is imported here, so that ``import evalrouter`` stays fast: models, the operation\n"
    'table and API groups load on first use.\n"""\n'
)


def model_module(model: str) -> str:
    return f"{PACKAGE}.models.{MODULE_OF[model]}"


def write_contract(spec: dict[str, Any], dest: Path) -> None:
    """The facts of the contract the facade needs at import time, in a module of their own
    (small, so reading them does not load the operation table)."""
    info = spec["info"]
    status = spec["components"]["schemas"]["RunRecord"]["properties"]["status"]
    terminal = tuple(status["x-evalrouter-terminal-values"])
    lines = [
        HEADER.rstrip("\n"),
        "",
        f"API_VERSION = {info['x-evalrouter-api-version']!r}",
        '"""The dated API version this package was generated against (``EvalRouter-Version``)."""',
        f"SPEC_VERSION = {info['version']!r}",
        f"DEFAULT_BASE_URL = {spec['servers'][0]['url']!r}",
        f"RUN_TERMINAL_STATUSES: frozenset[str] = frozenset({terminal!r})",
        '"""The run statuses after which a run never changes again."""',
        "",
    ]
    dest.write_text("\n".join(lines))


def write_operations(ops: list[Operation], dest: Path) -> None:
    lines = [
        HEADER.rstrip("\n"),
        "",
        "from typing import NamedTuple",
        "",
        "from ._contract import API_VERSION as API_VERSION",
        "from ._contract import DEFAULT_BASE_URL as DEFAULT_BASE_URL",
        "from ._contract import SPEC_VERSION as SPEC_VERSION",
        "",
        "",
        "class Param(NamedTuple):",
        '    """One path, query or header parameter: wire name, Python name, where, type, rules.',
        "",
        "    ``annotation`` is the Python type the generated method takes (``str``, ``int``,",
        "    ``bool``, ``float`` or ``Any``); ``schema_type`` the JSON Schema type in openapi.json",
        "    (``string``, ``integer``, ``boolean``, ``number``, or empty when it has none);",
        "    ``enum`` the documented values of an open enum (any string is still sent).",
        '    """',
        "",
        "    name: str",
        "    py: str",
        "    location: str  # path | query | header",
        "    required: bool",
        "    pattern: str | None",
        "    disallowed: tuple[str, ...]",
        "    annotation: str",
        "    schema_type: str",
        "    enum: tuple[str, ...]",
        "",
        "",
        "class Operation(NamedTuple):",
        '    """Everything the transport needs to know about one operation."""',
        "",
        "    id: str",
        "    method: str",
        "    path: str",
        "    group: str",
        "    name: str",
        "    tier: str",
        "    retry_safe: bool",
        "    kind: str",
        "    params: tuple[Param, ...]",
        "    body_model: str | None",
        "    response_model: str | None",
        "    item_model: str | None",
        "    accept: str",
        "    cursor_param: str | None",
        "    next_cursor_field: str | None",
        "    summary: str",
        "    attr: str  # the client attribute that calls it: group path and method name",
        "",
        "",
    ]
    for op in ops:
        params = ", ".join(
            f"Param(name={p.name!r}, py={p.py!r}, location={p.location!r}, "
            f"required={p.required!r}, pattern={p.pattern!r}, disallowed={p.disallowed!r}, "
            f"annotation={p.annotation!r}, schema_type={p.schema_type!r}, enum={p.enum!r})"
            for p in op.params
        )
        pag = (op.pagination or {}) if op.kind == "page" else {}
        model = (
            f"{model_module(op.response_model)}:{op.response_model}" if op.response_model else None
        )
        item = f"{model_module(op.item_model)}:{op.item_model}" if op.item_model else None
        body = f"{model_module(op.body_model)}:{op.body_model}" if op.body_model else None
        lines += [
            f"{op.const} = Operation(",
            f"    id={op.op_id!r},",
            f"    method={op.method!r},",
            f"    path={op.path!r},",
            f"    group={op.group!r},",
            f"    name={op.name!r},",
            f"    tier={op.tier!r},",
            f"    retry_safe={op.retry_safe!r},",
            f"    kind={op.kind!r},",
            f"    params=({params}{',' if len(op.params) == 1 else ''}),",
            f"    body_model={body!r},",
            f"    response_model={model!r},",
            f"    item_model={item!r},",
            f"    accept={op.accept!r},",
            f"    cursor_param={pag.get('cursor_param')!r},",
            f"    next_cursor_field={pag.get('next_cursor_field')!r},",
            f"    summary={op.summary!r},",
            f"    attr={op.group + '.' + op.method_name!r},",
            ")",
        ]
    lines += ["", "OPERATIONS: dict[str, Operation] = {"]
    lines += [f"    {op.op_id!r}: {op.const}," for op in ops]
    lines += ["}", ""]
    dest.write_text("\n".join(lines))


# Model names that collide with a group class of the module being written (the model
# ``Wallet`` vs the group ``Wallet``) are imported under an alias.
ALIASES: dict[str, str] = {}


def model_name(model: str) -> str:
    return ALIASES.get(model, model)


def return_annotation(op: Operation, is_async: bool) -> str:
    if op.kind == "page":
        item = model_name(op.item_model) if op.item_model else "JsonObject"
        return f"{'AsyncPager' if is_async else 'Page'}[{item}]"
    if op.kind == "binary":
        return "bytes"
    if op.kind == "array" and op.response_model:
        return f"builtins.list[{model_name(op.response_model)}]"
    if op.kind == "any" or not op.response_model:
        return "JsonValue"
    return model_name(op.response_model)


def docstring(op: Operation) -> list[str]:
    summary = op.summary.strip().rstrip(".") or f"{op.method} {op.path}"
    first = f"Preview: {summary}." if op.tier == "preview" else f"{summary}."
    if op.tier == "internal":
        first = f"Internal: {summary}."
    lines = [first, "", f"``{op.method} {op.path}``"]
    if op.tier == "preview":
        lines += [
            "",
            "Preview operations are outside the stability promise and may change or go",
            "away in any release.",
        ]
    if not op.retry_safe and op.method != "GET":
        lines += ["", "Not repeated after an ambiguous failure (the server may have acted)."]
    if op.kind == "page":
        lines += ["", "Returns the first page; iterating it walks every later page."]
    return lines


def method_source(op: Operation, is_async: bool) -> list[str]:
    args = ["self"]
    path_params = [p for p in op.params if p.location == "path"]
    query_params = [p for p in op.params if p.location == "query"]
    # A header the per-call options already set (Idempotency-Key) is not a second parameter.
    header_params = [p for p in op.params if p.location == "header" and p.py not in REQUEST_OPTIONS]
    for p in path_params:
        args.append(f"{p.py}: str")
    if op.body_model or op.body_any:
        body_type = (
            f"{model_name(op.body_model)} | Mapping[str, object]"
            if op.body_model
            else "Mapping[str, object]"
        )
        if op.body_required:
            args.append(f"body: {body_type}")
        else:
            args.append(f"body: {body_type} | None = None")
    if path_params or op.body_model or op.body_any:
        args.append("/")
    if query_params or header_params:
        args.append("*")
    for p in query_params + header_params:
        if p.required:
            args.append(f"{p.py}: {p.annotation}")
        else:
            args.append(f"{p.py}: {p.annotation} | None = None")
    args.append("**options: Unpack[RequestOptions]")
    ret = return_annotation(op, is_async)
    is_coroutine = is_async and op.kind != "page"
    lines = [
        f"    @operation(_ops.{op.const})",
        f"    {'async ' if is_coroutine else ''}def {op.method_name}(",
        *[f"        {a}," for a in args],
        f"    ) -> {ret}:",
    ]
    doc = docstring(op)
    lines.append(f'        """{doc[0]}')
    lines += [f"        {line}".rstrip() for line in doc[1:]]
    lines.append('        """')
    values = [f"{p.py!r}: {p.py}" for p in op.params if p.py not in REQUEST_OPTIONS]
    call = (
        f"self._request(_ops.{op.const}, {{{', '.join(values)}}}, "
        f"{'body' if (op.body_model or op.body_any) else 'None'}, options)"
    )
    if is_coroutine:
        lines.append(f"        return cast({ret!r}, await {call})")
    else:
        lines.append(f"        return cast({ret!r}, {call})")
    lines.append("")
    return lines


def write_resources(groups: dict[str, Group], dest: Path) -> list[str]:
    dest.mkdir()
    tops = sorted(p for p in groups if "." not in p)
    public_tops = [t for t in tops if any(o.tier != "internal" for o in all_ops(groups, t))]
    for top in tops:
        members = [p for p in sorted(groups) if p == top or p.startswith(top + ".")]
        models: set[str] = set()
        for path in members:
            for op in groups[path].ops:
                for m in (op.body_model, op.response_model, op.item_model):
                    if m and not (op.kind == "page" and m == op.response_model):
                        models.add(m)
        needs_mapping = any(op.body_model or op.body_any for p in members for op in groups[p].ops)
        has_page = any(op.kind == "page" for p in members for op in groups[p].ops)
        lines = [HEADER.rstrip("\n"), "", "from __future__ import annotations", ""]
        if any(op.kind == "array" for p in members for op in groups[p].ops):
            lines.append("import builtins")
        if needs_mapping:
            lines.append("from collections.abc import Mapping")
        lines += [
            "from functools import cached_property",
            "from typing import TYPE_CHECKING, Any, Unpack, cast",
            "",
            "from .._resource import (",
            "    AsyncAPIResource,",
            "    RequestOptions,",
            "    SyncAPIResource,",
            "    operation,",
            ")",
            "",
            "from .. import _operations as _ops",
            "",
            "if TYPE_CHECKING:",
            "    from .._model import JsonObject, JsonValue",
        ]
        if has_page:
            lines.append("    from .._resource import AsyncPager, Page")
        classes = {prefix + group_class(p) for p in members for prefix in ("", "Async")}
        ALIASES.clear()
        ALIASES.update({m: f"{m}Model" for m in models if m in classes})
        for m in sorted(models):
            alias = f" as {ALIASES[m]}" if m in ALIASES else ""
            lines.append(f"    from ..models.{MODULE_OF[m]} import {m}{alias}")
        if not has_page and not models:
            lines.append("    pass")
        lines.append("")
        for path in members:
            g = groups[path]
            for is_async in (False, True):
                cls = ("Async" if is_async else "") + group_class(path)
                base = "AsyncAPIResource" if is_async else "SyncAPIResource"
                lines += ["", f"class {cls}({base}):"]
                tier_note = ""
                if g.ops and all(o.tier == "preview" for o in g.ops):
                    tier_note = " (preview)"
                lines.append(f'    """``client.{path}``: {len(g.ops)} operations{tier_note}."""')
                lines.append("")
                for child in g.children:
                    child_cls = ("Async" if is_async else "") + group_class(child)
                    attr = child.rsplit(".", 1)[1]
                    lines += [
                        "    @cached_property",
                        f"    def {attr}(self) -> {child_cls}:",
                        f"        return {child_cls}(self._client)",
                        "",
                    ]
                for op in g.ops:
                    lines += method_source(op, is_async)
        (dest / f"{top}.py").write_text("\n".join(lines).rstrip("\n") + "\n")

    # The client mixins: one lazily built attribute per public top-level group.
    init = [
        HEADER.rstrip("\n"),
        "",
        "from __future__ import annotations",
        "",
        "from functools import cached_property",
        "from typing import TYPE_CHECKING",
        "",
        "if TYPE_CHECKING:",
    ]
    for top in public_tops:
        cls = group_class(top)
        init.append(f"    from .{top} import Async{cls}, {cls}")
    init += [
        "",
        f"GROUPS: tuple[str, ...] = {tuple(public_tops)!r}",
        "",
    ]
    for is_async in (False, True):
        prefix = "Async" if is_async else ""
        init += [
            "",
            f"class {prefix}Groups:",
            '    """One attribute per API group, each built on first use."""',
            "",
        ]
        for top in public_tops:
            if top in FACADE_GROUPS:
                continue  # the facade declares it, with its behaviour (see FACADE_GROUPS)
            cls = prefix + group_class(top)
            init += [
                "    @cached_property",
                f"    def {top}(self) -> {cls}:",
                f"        from .{top} import {cls}",
                "",
                f"        return {cls}(self)  # type: ignore[arg-type]",
                "",
            ]
    (dest / "__init__.py").write_text("\n".join(init).rstrip("\n") + "\n")
    return public_tops


# Groups with hand-written behaviour: each has a module in src/evalrouter/resources/ that
# subclasses the generated group, and the clients declare its attribute once (``_client.py``),
# so the generated client mixins leave it out.
FACADE_GROUPS = frozenset(
    p.stem for p in (ROOT / "src" / "evalrouter" / "resources").glob("*.py") if p.stem != "__init__"
)


def all_ops(groups: dict[str, Group], top: str) -> list[Operation]:
    return [o for p, g in groups.items() if p == top or p.startswith(top + ".") for o in g.ops]


# --------------------------------------------------------------------------- driver


def run(cmd: list[str], cwd: Path | None = None) -> None:
    env = dict(os.environ)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")
    result = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"codegen step failed: {' '.join(cmd[:4])}")


def generate(dest_root: Path) -> None:
    spec_bytes = SPEC.read_bytes()
    spec = json.loads(spec_bytes)
    with tempfile.TemporaryDirectory() as tmp:
        pkg = Path(tmp) / PACKAGE
        pkg.mkdir()
        model_spec = with_fallbacks(spec)
        modules = models.write(model_spec, pkg, HEADER.rstrip("\n"))
        read_models(modules, {models.class_name(n) for n in models.Builder(model_spec).unions()})
        for runtime in sorted((CODEGEN / "runtime").glob("*.py")):
            note = f"# Copied by codegen/generate.py from codegen/runtime/{runtime.name}.\n"
            (pkg / runtime.name).write_text(note + runtime.read_text())
        (pkg / "__init__.py").write_text(PACKAGE_DOC)
        ops = load_operations(spec)
        write_contract(spec, pkg / "_contract.py")
        write_operations(ops, pkg / "_operations.py")
        write_resources(build_groups(ops), pkg / "resources")
        (pkg / "py.typed").write_text("")
        ruff = [sys.executable, "-P", "-m", "ruff"]
        run(
            [*ruff, "check", "--isolated", "--line-length", LINE_LENGTH, "--fix-only", "-q", "."],
            pkg,
        )
        run([*ruff, "format", "--isolated", "--line-length", LINE_LENGTH, "-q", "."], pkg)
        shutil.rmtree(pkg / ".ruff_cache", ignore_errors=True)
        for path in pkg.rglob("*"):
            if path.is_file() and "dateutil" in path.read_text():
                raise SystemExit(f"{path.name} imports python-dateutil; the SDK must not need it")
        manifest = {
            "spec": "openapi.json",
            "spec_sha256": hashlib.sha256(spec_bytes).hexdigest(),
            "api_version": spec["info"]["x-evalrouter-api-version"],
            "generator": "codegen/generate.py, codegen/models.py (templates in codegen/templates)",
            "formatter": "ruff==0.17.6",
            "operations": len(ops),
        }
        (pkg / "MANIFEST.json").write_text(json.dumps(manifest, indent=2) + "\n")
        target = dest_root / PACKAGE
        if target.exists():
            shutil.rmtree(target)
        dest_root.mkdir(parents=True, exist_ok=True)
        shutil.copytree(pkg, target)


def differences(a: Path, b: Path) -> list[str]:
    out: list[str] = []
    cmp = filecmp.dircmp(a, b)
    stack = [(cmp, Path())]
    while stack:
        c, rel = stack.pop()
        out += [f"only in generated/: {rel / n}" for n in c.left_only if n != "__pycache__"]
        out += [f"missing from generated/: {rel / n}" for n in c.right_only]
        out += [f"differs: {rel / n}" for n in c.diff_files]
        for name, sub in c.subdirs.items():
            if name != "__pycache__":
                stack.append((sub, rel / name))
    # dircmp compares shallowly (size and mtime); confirm byte by byte.
    return [
        d
        for d in out
        if not d.startswith("differs: ") or (a / d[9:]).read_bytes() != (b / d[9:]).read_bytes()
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if generated/ is stale")
    args = parser.parse_args()
    if not args.check:
        generate(OUT)
        print(f"generated/{PACKAGE} written from openapi.json")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        generate(Path(tmp))
        diffs = differences(OUT / PACKAGE, Path(tmp) / PACKAGE)
    if diffs:
        print("generated/ differs from what `make generate` writes:", file=sys.stderr)
        for d in diffs[:50]:
            print(f"  {d}", file=sys.stderr)
        print("Change openapi.json or codegen/ and run `make generate`.", file=sys.stderr)
        return 1
    print("generated/ is up to date with openapi.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
