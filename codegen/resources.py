"""Write ``resources/``: one typed class per API group, sync and async, and the client mixins.

Each top-level group is a module (``codegen/templates/resource.py.jinja``) holding its class and
its subgroups' classes (``client.runs.events`` is ``RunsEvents``), one method per operation that
sends the operation's record through the one request path (``self._request``). The package's
``__init__.py`` (``resources_init.py.jinja``) gives the client mixins ``Groups`` and
``AsyncGroups``: one lazily built attribute per public top-level group, except the groups the
facade writes by hand (``HAND_WRITTEN``).
"""

from __future__ import annotations

import importlib.util
import re
import textwrap
from pathlib import Path
from typing import Any

import jinja2
from operations import Group, ModelIndex, Operation, all_ops, group_class, members

# The groups with hand-written behaviour, by top-level group: the class the facade writes for
# each. Each has a module ``src/evalrouter/resources/<group>.py`` whose ``<Class>`` and
# ``Async<Class>`` subclass the generated ones, and the clients declare the attribute themselves
# (``_client.py``), so the generated client mixins leave it out.
# tests/unit/test_codegen_groups.py fails when this table and the facade disagree.
HAND_WRITTEN: dict[str, str] = {
    # runs.create checks its arguments, resolves names, quotes, admits and starts a run (or
    # runs an in-code agent); wait and follow poll and stream; get, cancel and list return Run
    # handles instead of bare records.
    "runs": "Runs",
    # resolve_benchmark and resolve_model turn names into what a quote needs, as runs.create
    # resolves them.
    "benchmarks": "Benchmarks",
}


def _request_options() -> tuple[str, ...]:
    """The per-call option names, from the one place they are declared."""
    path = Path(__file__).resolve().parent / "runtime" / "_resource.py"
    spec = importlib.util.spec_from_file_location("_codegen_resource", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    names: tuple[str, ...] = module.REQUEST_OPTIONS
    return names


REQUEST_OPTIONS = _request_options()
OPTIONAL = " | None = None"  # how a parameter the caller may leave out is declared


def return_annotation(op: Operation, is_async: bool, aliases: dict[str, str]) -> str:
    def name(model: str) -> str:
        return aliases.get(model, model)

    if op.kind == "page":
        item = name(op.item_model) if op.item_model else "JsonObject"
        return f"{'AsyncPager' if is_async else 'Page'}[{item}]"
    if op.kind == "binary":
        return "bytes"
    if op.kind == "array" and op.response_model:
        return f"builtins.list[{name(op.response_model)}]"
    if op.kind == "any" or not op.response_model:
        return "JsonValue"
    return name(op.response_model)


def docstring(op: Operation) -> list[str]:
    """The method's docstring, from the operation's contract: its description's first sentence
    (else its summary) on the first line, the rest of the description, the wire call, then what
    the tier and retry policy mean for the caller."""
    head, rest = _first_sentence(op.description)
    summary = head or op.summary.strip().rstrip(".") or f"{op.method} {op.path}"
    first = f"Preview: {summary}." if op.tier == "preview" else f"{summary}."
    if op.tier == "internal":
        first = f"Internal: {summary}."
    lines = [first]
    if rest:
        lines += ["", *textwrap.wrap(rest, 88, break_on_hyphens=False)]
    lines += ["", f"``{op.method} {op.path}``"]
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


def _first_sentence(text: str) -> tuple[str, str]:
    """``("First sentence", "the rest.")`` of a description, whitespace folded."""
    text = " ".join(text.split()).replace("\\", "\\\\").replace('"' * 3, "'" * 3)
    if not text:
        return "", ""
    match = re.search(r"(?<=[.!?])\s+(?=[A-Z`(])", text)
    if match is None:
        return text.rstrip("."), ""
    return text[: match.start()].rstrip("."), text[match.end() :]


def arguments(op: Operation, aliases: dict[str, str]) -> list[str]:
    """The method's parameters: path parameters and the body positional, the rest keywords."""
    args = ["self"]
    path_params = [p for p in op.params if p.location == "path"]
    query_params = [p for p in op.params if p.location == "query"]
    # A header the per-call options already set (Idempotency-Key) is not a second parameter.
    header_params = [p for p in op.params if p.location == "header" and p.py not in REQUEST_OPTIONS]
    args += [f"{p.py}: str" for p in path_params]
    if op.has_body:
        body_type = "Mapping[str, object]"
        if op.body_model:
            body_type = f"{aliases.get(op.body_model, op.body_model)} | {body_type}"
        args.append(f"body: {body_type}{'' if op.body_required else OPTIONAL}")
    if path_params or op.has_body:
        args.append("/")
    if query_params or header_params:
        args.append("*")
    for p in query_params + header_params:
        args.append(f"{p.py}: {p.annotation}{'' if p.required else OPTIONAL}")
    args.append("**options: Unpack[RequestOptions]")
    return args


def method_context(op: Operation, is_async: bool, aliases: dict[str, str]) -> dict[str, Any]:
    values = ", ".join(f"{p.py!r}: {p.py}" for p in op.params if p.py not in REQUEST_OPTIONS)
    return {
        "const": op.const,
        "name": op.method_name,
        # A page is returned at once (iterating it fetches); every other async call is awaited.
        "coroutine": is_async and op.kind != "page",
        "args": arguments(op, aliases),
        "returns": return_annotation(op, is_async, aliases),
        "doc": docstring(op),
        "call": (
            f"self._request(_ops.{op.const}, {{{values}}}, "
            f"{'body' if op.has_body else 'None'}, options)"
        ),
    }


def class_context(
    groups: dict[str, Group], path: str, is_async: bool, aliases: dict[str, str]
) -> dict[str, Any]:
    group = groups[path]
    prefix = "Async" if is_async else ""
    preview = bool(group.ops) and all(o.tier == "preview" for o in group.ops)
    return {
        "name": prefix + group_class(path),
        "base": "AsyncAPIResource" if is_async else "SyncAPIResource",
        "path": path,
        "count": len(group.ops),
        "note": " (preview)" if preview else "",
        "children": [
            {"attr": child.rsplit(".", 1)[1], "cls": prefix + group_class(child)}
            for child in group.children
        ],
        "methods": [method_context(op, is_async, aliases) for op in group.ops],
    }


def module_context(groups: dict[str, Group], top: str, index: ModelIndex) -> dict[str, Any]:
    paths = members(groups, top)
    ops = [op for path in paths for op in groups[path].ops]
    models: set[str] = set()
    for op in ops:
        for m in (op.body_model, op.response_model, op.item_model):
            if m and not (op.kind == "page" and m == op.response_model):
                models.add(m)
    # A model named like a group class of this module (the model ``Wallet``, the group
    # ``Wallet``) is imported under an alias.
    classes = {prefix + group_class(p) for p in paths for prefix in ("", "Async")}
    aliases = {m: f"{m}Model" for m in models if m in classes}
    return {
        "uses_builtins": any(op.kind == "array" for op in ops),
        "uses_mapping": any(op.has_body for op in ops),
        "has_page": any(op.kind == "page" for op in ops),
        "imports": [
            {"module": index.module_of[m], "cls": m, "alias": aliases.get(m)}
            for m in sorted(models)
        ],
        "classes": [
            class_context(groups, path, is_async, aliases)
            for path in paths
            for is_async in (False, True)
        ],
    }


def public_groups(groups: dict[str, Group]) -> list[str]:
    """The top-level groups a client shows: those with an operation that is not internal."""
    tops = sorted(p for p in groups if "." not in p)
    return [t for t in tops if any(o.tier != "internal" for o in all_ops(groups, t))]


def check_hand_written(public: list[str]) -> None:
    unknown = sorted(set(HAND_WRITTEN) - set(public))
    if unknown:
        raise SystemExit(
            f"codegen/resources.py: HAND_WRITTEN names {', '.join(unknown)}, which openapi.json "
            f"has no public top-level group for (groups: {', '.join(public)})"
        )
    for group, cls in HAND_WRITTEN.items():
        if cls != group_class(group):
            raise SystemExit(
                f"codegen/resources.py: HAND_WRITTEN[{group!r}] is {cls!r}, but the generated "
                f"class it extends is {group_class(group)!r}"
            )


def write_resources(
    env: jinja2.Environment,
    groups: dict[str, Group],
    index: ModelIndex,
    dest: Path,
    header: str,
) -> list[str]:
    """Write ``dest`` (the ``resources`` package); return the public top-level groups."""
    public = public_groups(groups)
    check_hand_written(public)
    dest.mkdir()
    template = env.get_template("resource.py.jinja")
    for top in sorted(p for p in groups if "." not in p):
        text = template.render(header=header, **module_context(groups, top, index))
        (dest / f"{top}.py").write_text(text)
    init = env.get_template("resources_init.py.jinja").render(
        header=header,
        names=tuple(public),
        groups=[
            {"module": top, "cls": group_class(top), "hand_written": top in HAND_WRITTEN}
            for top in public
        ],
    )
    (dest / "__init__.py").write_text(init)
    return public
