"""Write the models of ``evalrouter_generated`` from openapi.json.

One class per component schema (``models/<snake>.py``), each a typed, read-only view over the JSON
object the service sent (``codegen/runtime/_model.py`` is how they read and print;
``codegen/templates/model.py.jinja`` is how each is written). Every attribute is the wire name,
typed from the schema. An optional one reads ``None`` when the field is absent, null or of another
type; one the schema requires (and does not allow null) is typed without ``None``, and reading it
raises ``invalid_response`` naming it when the answer lacks it. Decoding never reads a field, so a
response of the expected kind always decodes. Unions decode by their discriminator (with the
``Unknown<Tag>`` fallback ``fallbacks.with_fallbacks`` adds), else to the closest variant.

Also written: ``models/__init__.py`` (lazy, one name per class and union alias) and
``params.py`` (``TypedDict``s of request bodies, for signatures that take their fields as
keywords).
"""

from __future__ import annotations

import builtins
import keyword
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

CODEGEN = Path(__file__).resolve().parent

# Names a field cannot take, because the model itself uses them.
RESERVED = {"to_dict", "to_json", "from_dict", "keys"}
# The fields ``repr`` shows first, in this order, when a model has them.
FIRST = (
    "id",
    "slug",
    "name",
    "kind",
    "type",
    "mode",
    "status",
    "state",
    "sequence",
    "code",
)

# TypedDicts of request-body fields for facade signatures: name -> (schema, fields left out
# because the facade method takes them as its own parameters, the TypedDict it extends or
# None). A base comes first; its subclass adds the schema's fields the base leaves out.
_QUOTE_OWN = ("model", "subjects", "max_charge_microusd", "coverage")
PARAMS: dict[str, tuple[str, tuple[str, ...], str | None]] = {
    # Without ``agent``: ``runs.create`` declares it itself, widened to an in-code agent.
    "QuoteFields": ("NewQuote", (*_QUOTE_OWN, "agent"), None),
    "QuoteOptions": ("NewQuote", _QUOTE_OWN, "QuoteFields"),
}


def snake(name: str) -> str:
    name = re.sub(r"[^A-Za-z0-9]+", "_", name)
    name = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    name = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    return re.sub(r"_+", "_", name).strip("_").lower()


def class_name(schema: str) -> str:
    """``Page_RunRecord_`` → ``PageRunRecord``; a plain name stays as it is."""
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", schema) if p)


def attr_name(wire: str) -> str:
    name = wire if wire.isidentifier() else re.sub(r"\W", "_", wire)
    if keyword.iskeyword(name) or name in RESERVED or name.startswith("_"):
        name += "_"
    return name


@dataclass
class Typed:
    """A schema node as Python: its annotation (without ``| None``) and how to decode it."""

    ann: str
    decode: str  # an expression over ``v``
    # Read anew on every access (scalars, and containers, so each read is a fresh copy that a
    # caller may change freely); models and unions of models are decoded once and cached.
    scalar: bool = False
    refs: set[str] = field(default_factory=set)  # classes the expression names


SCALAR = {
    "string": ("str", "as_str"),
    "integer": ("int", "as_int"),
    "number": ("float", "as_float"),
    "boolean": ("bool", "as_bool"),
}


class Builder:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.schemas: dict[str, Any] = spec["components"]["schemas"]

    def is_free(self, name: str) -> bool:
        """A schema that is only a free-form map (``JsonObject``): a plain dict."""
        s = self.schemas[name]
        return s.get("type") == "object" and not s.get("properties") and not _ap_schema(s)

    def is_union(self, name: str) -> bool:
        s = self.schemas[name]
        return bool(s.get("anyOf") or s.get("oneOf"))

    def models(self) -> list[str]:
        return [n for n in self.schemas if not self.is_free(n) and not self.is_union(n)]

    def unions(self) -> list[str]:
        return [n for n in self.schemas if self.is_union(n)]

    # ------------------------------------------------------------------ types

    def typed(self, node: dict[str, Any], var: str = "v") -> Typed:
        ref = node.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[1]
            if self.is_free(name):
                return Typed("JsonObject", f"as_object({var})", scalar=True)
            if self.is_union(name):
                inner = self.typed(self.schemas[name], var)
                return Typed(class_name(name), inner.decode, refs={class_name(name), *inner.refs})
            cls = class_name(name)
            return Typed(cls, f"as_model({var}, {cls})", refs={cls})
        variants = node.get("anyOf") or node.get("oneOf")
        if variants:
            return self.union(node, variants, var)
        types = node.get("type")
        if isinstance(types, list):
            rest = [t for t in types if t != "null"]
            if len(rest) == 1:
                return self.typed({**node, "type": rest[0]}, var)
            if not rest:
                return Typed("None", "None", scalar=True)
            return Typed("JsonValue", f"as_json({var})", scalar=True)
        if types in SCALAR:
            ann, fn = SCALAR[types]
            return Typed(ann, f"{fn}({var})", scalar=True)
        if types == "null":
            return Typed("None", "None", scalar=True)
        if types == "array":
            items = node.get("items")
            if not isinstance(items, dict) or "prefixItems" in node:
                return Typed("list[JsonValue]", f"as_array({var})", scalar=True)
            item = self.typed(items, "x")
            return _container(f"list[{item.ann}]", f"as_list({var}, lambda x: {item.decode})", item)
        if types == "object":
            ap = _ap_schema(node)
            if node.get("properties"):
                raise SystemExit("codegen: inline object schemas with properties are not supported")
            if ap is None:
                return Typed("JsonObject", f"as_object({var})", scalar=True)
            item = self.typed(ap, "x")
            return _container(
                f"dict[str, {item.ann}]", f"as_map({var}, lambda x: {item.decode})", item
            )
        return Typed("JsonValue", f"as_json({var})", scalar=True)

    def union(self, node: dict[str, Any], variants: list[dict[str, Any]], var: str) -> Typed:
        members = [v for v in variants if v.get("type") != "null"]
        models = [
            v["$ref"].rsplit("/", 1)[1]
            for v in members
            if isinstance(v.get("$ref"), str)
            and not self.is_free(v["$ref"].rsplit("/", 1)[1])
            and not self.is_union(v["$ref"].rsplit("/", 1)[1])
        ]
        others = [
            v
            for v in members
            if not (isinstance(v.get("$ref"), str) and v["$ref"].rsplit("/", 1)[1] in models)
        ]
        parts: list[Typed] = [self.typed(v, var) for v in others]
        if models:
            parts.append(self.model_union(node, models, var))
        if len(parts) == 1:
            return parts[0]
        anns = " | ".join(p.ann for p in parts)
        refs: set[str] = set().union(*(p.refs for p in parts))
        decoders = ", ".join(f"lambda {var}: {p.decode}" for p in parts)
        return Typed(anns, f"cast({anns + ' | None'!r}, first_of({var}, {decoders}))", refs=refs)

    def model_union(self, node: dict[str, Any], models: list[str], var: str) -> Typed:
        classes = [class_name(m) for m in models]
        ann = " | ".join(classes)
        refs = set(classes)
        if len(models) == 1:
            return Typed(ann, f"as_model({var}, {classes[0]})", refs=refs)
        tag, mapping, fallback = self.tagging(node, models)
        if tag is not None and fallback is not None:
            pairs = ", ".join(f"{k!r}: {class_name(v)}" for k, v in sorted(mapping.items()))
            expr = f"as_tagged({var}, {tag!r}, {{{pairs}}}, {class_name(fallback)})"
            return Typed(ann, f"cast({ann + ' | None'!r}, {expr})", refs=refs)
        inferred = node.get("x-evalrouter-tag")
        if isinstance(inferred, str) and models[-1].startswith("Unknown"):
            return self.structural_union(inferred, models, classes, var)
        required = [set(self.schemas[m].get("required", ())) for m in models]
        shared = set.intersection(*required)
        variants = ", ".join(
            f"({class_name(m)}, frozenset({sorted(r - shared)!r}))"
            for m, r in zip(models, required, strict=True)
        )
        expr = f"as_closest({var}, ({variants},))"
        return Typed(ann, f"cast({ann + ' | None'!r}, {expr})", refs=refs)

    def structural_union(self, tag: str, models: list[str], classes: list[str], var: str) -> Typed:
        """A union tagged only in practice (every variant requires ``tag``): a tag value a
        variant lists picks it; else the first variant whose required fields are all there;
        else the ``Unknown<Tag>`` fallback, which keeps the wire value."""
        *known, fallback = models
        by_tag = {v: class_name(m) for m in known for v in _listed(self.schemas[m], tag)}
        pairs = ", ".join(f"{k!r}: {c}" for k, c in sorted(by_tag.items()))
        shapes = ", ".join(
            f"({class_name(m)}, frozenset({sorted(self.schemas[m].get('required', ()))!r}))"
            for m in sorted(known, key=lambda m: -len(self.schemas[m].get("required", ())))
            if not _listed(self.schemas[m], tag)
        )
        ann = " | ".join(classes)
        expr = f"as_shaped({var}, {tag!r}, {{{pairs}}}, ({shapes},), {class_name(fallback)})"
        return Typed(ann, f"cast({ann + ' | None'!r}, {expr})", refs=set(classes))

    def tagging(
        self, node: dict[str, Any], models: list[str]
    ) -> tuple[str | None, dict[str, str], str | None]:
        """The tag property, its value → variant, and the fallback variant of a union."""
        open_union = node.get("x-evalrouter-open-union")
        if isinstance(open_union, dict):
            mapping = {k: v.rsplit("/", 1)[1] for k, v in open_union["mapping"].items()}
            return open_union["propertyName"], mapping, open_union["fallback"].rsplit("/", 1)[1]
        disc = node.get("discriminator")
        if not isinstance(disc, dict):
            return None, {}, None
        tag = disc["propertyName"]
        mapping = {k: v.rsplit("/", 1)[1] for k, v in disc.get("mapping", {}).items()}
        fallback = None
        for m in models:
            values = _tag_values(self.schemas[m], tag)
            if m.startswith("Unknown") and not values:
                fallback = m
            for value in values:
                mapping.setdefault(value, m)
        return tag, mapping, fallback

    # ------------------------------------------------------------------ models

    def model_context(self, name: str) -> dict[str, Any]:
        schema = self.schemas[name]
        cls = class_name(name)
        props: dict[str, Any] = schema.get("properties", {})
        fields = []
        refs: set[str] = set()
        names = {attr_name(w) for w in props}
        for wire, node in props.items():
            typed = self.typed(node)
            shadowed = names & _builtin_names(typed.ann)
            if shadowed:
                raise SystemExit(f"codegen: {name}.{wire}: field {shadowed} shadows its annotation")
            refs |= typed.refs
            required = self.required(schema, wire, node) and typed.ann not in ("None", "JsonValue")
            ann = (
                typed.ann
                if required or typed.ann in ("None", "JsonValue")
                else f"{typed.ann} | None"
            )
            fields.append(
                {
                    "wire": wire,
                    "attr": attr_name(wire),
                    "ann": ann,
                    "decode": typed.decode,
                    "scalar": typed.scalar,
                    "required": required,
                    "doc": _field_doc(node, required),
                }
            )
        fields += self.dollar_fields(schema, props, names)
        first = tuple(f for f in FIRST if f in props)
        refs.discard(cls)
        return {
            "cls": cls,
            "schema": name,
            "doc": _doc(schema.get("description") or schema.get("title") or ""),
            "fields": fields,
            "wire_names": tuple(props),
            "first": first,
            "refs": sorted(refs),
        }

    def required(self, schema: dict[str, Any], wire: str, node: dict[str, Any]) -> bool:
        """Typed without ``None``: the schema requires the field and does not allow null."""
        return wire in schema.get("required", ()) and not self.nullable(node)

    def nullable(self, node: dict[str, Any]) -> bool:
        if node.get("nullable") is True:
            return True
        ref = node.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[1]
            return self.is_union(name) and self.nullable(self.schemas[name])
        types = node.get("type")
        if types == "null" or (isinstance(types, list) and "null" in types):
            return True
        variants = node.get("anyOf") or node.get("oneOf") or ()
        return any(isinstance(v, dict) and self.nullable(v) for v in variants)

    def dollar_fields(
        self, schema: dict[str, Any], props: dict[str, Any], names: set[str]
    ) -> list[dict[str, Any]]:
        """``<x>_usd`` beside each money field ``<x>_microusd``: the same amount in dollars, as
        an exact ``Decimal`` (read-only; the wire keeps micro-USD), required when it is."""
        out = []
        for wire, node in props.items():
            types = node.get("type")
            kinds = set(types if isinstance(types, list) else [types]) - {"null"}
            if not wire.endswith("_microusd") or not kinds <= {"string", "integer"} or not kinds:
                continue
            attr = wire.removesuffix("_microusd") + "_usd"
            if attr in props or attr in names:
                continue
            required = self.required(schema, wire, node)
            absent = "" if required else "; None when absent"
            out.append(
                {
                    "wire": wire,
                    "attr": attr,
                    "ann": "Decimal" if required else "Decimal | None",
                    "decode": "as_usd(v)",
                    "scalar": True,
                    "required": required,
                    "doc": f"``{wire}`` in US dollars, exactly (``Decimal``){absent}.",
                }
            )
        return out

    def union_context(self, name: str) -> dict[str, Any]:
        typed = self.typed(self.schemas[name])
        return {"alias": class_name(name), "ann": typed.ann, "refs": sorted(typed.refs)}

    def params_fields(self, schema: str, leave_out: tuple[str, ...]) -> list[dict[str, str]]:
        props: dict[str, Any] = self.schemas[schema].get("properties", {})
        out = []
        for wire, node in props.items():
            if wire in leave_out:
                continue
            out.append({"wire": wire, "ann": self.param_ann(node), "doc": _field_doc(node, False)})
        return out

    def param_ann(self, node: dict[str, Any]) -> str:
        """What a caller may pass for a request field: scalars as themselves, objects as any
        mapping (or a model), lists as sequences."""
        ref = node.get("$ref")
        if isinstance(ref, str):
            return "Mapping[str, object] | Model"
        variants = node.get("anyOf") or node.get("oneOf")
        if variants:
            anns = [self.param_ann(v) for v in variants]
            seen: list[str] = []
            for a in " | ".join(anns).split(" | "):
                if a not in seen:
                    seen.append(a)
            return " | ".join(seen)
        types = node.get("type")
        if isinstance(types, list):
            return " | ".join(self.param_ann({**node, "type": t}) for t in types)
        if types in SCALAR:
            return SCALAR[types][0]
        if types == "null":
            return "None"
        if types == "array":
            items = node.get("items")
            inner = self.param_ann(items) if isinstance(items, dict) else "object"
            return f"Sequence[{inner}]"
        if types == "object":
            return "Mapping[str, object]"
        return "object"


def _container(ann: str, decode: str, item: Typed) -> Typed:
    """A list or map; mypy cannot infer a union item type through the decoder's lambda."""
    if "cast(" in item.decode:
        decode = f"cast({ann + ' | None'!r}, {decode})"
    return Typed(ann, decode, scalar=True, refs=item.refs)


def _ap_schema(schema: dict[str, Any]) -> dict[str, Any] | None:
    ap = schema.get("additionalProperties")
    return ap if isinstance(ap, dict) and ap else None


def _tag_values(schema: dict[str, Any], tag: str) -> list[str]:
    prop = schema.get("properties", {}).get(tag, {})
    if "const" in prop:
        return [prop["const"]]
    return [v for v in prop.get("enum", ()) if isinstance(v, str)]


def _listed(schema: dict[str, Any], tag: str) -> list[str]:
    """The tag values a variant lists: its const or enum, else its known values."""
    known = schema.get("properties", {}).get(tag, {}).get("x-evalrouter-known-values", ())
    return _tag_values(schema, tag) or [v for v in known if isinstance(v, str)]


def _builtin_names(ann: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z_]\w*", ann) if hasattr(builtins, w)}


def _doc(text: str) -> str:
    text = " ".join(text.split()).replace("\\", "\\\\").replace('"""', "'''")
    return text


def _field_doc(node: dict[str, Any], required: bool) -> str:
    """The field's description and known values; a required field says what reading it
    raises when the answer lacks it."""
    parts = []
    desc = node.get("description")
    if isinstance(desc, str) and desc.strip():
        parts.append(_doc(desc).rstrip("."))
    known = node.get("x-evalrouter-known-values") or node.get("enum")
    if isinstance(known, list) and known:
        shown = ", ".join(str(k) for k in known[:12]) + (", …" if len(known) > 12 else "")
        parts.append(f"Known values: {shown}; others are kept as sent")
    if required:
        parts.append("Required: reading it raises invalid_response when the answer lacks it")
    return ". ".join(parts) + "." if parts else ""


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(CODEGEN / "templates"),
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        autoescape=False,
    )
    env.filters["pyrepr"] = repr
    return env


def write(spec: dict[str, Any], pkg: Path, header: str) -> dict[str, str]:
    """Write ``models/`` and ``params.py`` under ``pkg``; return class name -> module name."""
    builder = Builder(spec)
    env = environment()
    model_tpl = env.get_template("model.py.jinja")
    models_dir = pkg / "models"
    models_dir.mkdir(parents=True)
    modules = {class_name(n): snake(n) for n in [*builder.models(), *builder.unions()]}
    for name in builder.models():
        ctx = builder.model_context(name)
        text = model_tpl.render(header=header, module_of=modules, **ctx)
        (models_dir / f"{modules[ctx['cls']]}.py").write_text(text)
    unions = [builder.union_context(n) for n in builder.unions()]
    union_tpl = env.get_template("union.py.jinja")
    for u in unions:
        text = union_tpl.render(header=header, module_of=modules, **u)
        (models_dir / f"{modules[u['alias']]}.py").write_text(text)
    (models_dir / "__init__.py").write_text(
        env.get_template("models_init.py.jinja").render(
            header=header, modules=sorted(modules.items())
        )
    )
    params: list[dict[str, Any]] = []
    keys: dict[str, tuple[str, ...]] = {}  # every key of each TypedDict, inherited ones too
    for name, (schema, leave_out, base) in PARAMS.items():
        inherited = keys[base] if base else ()
        fields = builder.params_fields(schema, leave_out + inherited)
        keys[name] = inherited + tuple(f["wire"] for f in fields)
        params.append({"name": name, "schema": schema, "base": base, "fields": fields})
    (pkg / "params.py").write_text(
        env.get_template("params.py.jinja").render(header=header, params=params)
    )
    return modules
