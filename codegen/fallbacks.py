"""Open every closed discriminated union of openapi.json before the models are written.

The spec's open unions (``x-evalrouter-open-union``) end with a fallback variant
``Unknown<Tag>``; ``with_fallbacks`` gives each closed one (``oneOf`` + ``discriminator``) the
same, so a response with a variant this release does not know still decodes.
"""

from __future__ import annotations

import json
from typing import Any

from models import class_name as pascal


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
        if not isinstance(variants, list):
            return
        if not isinstance(tag, str) and "x-evalrouter-open-union" not in node:
            # Untagged, but every variant requires the same string field (``kind``): that field
            # tags it, so an object none of the variants fits reads as Unknown<Tag>, whole,
            # rather than as the closest variant.
            tag = shared_tag(schemas, variants)
            if tag is None:
                return
            node["x-evalrouter-tag"] = tag
        if not isinstance(tag, str):
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


def shared_tag(schemas: dict[str, Any], variants: list[Any]) -> str | None:
    """The string field every variant (two or more objects) requires, if there is one."""
    refs = [v.get("$ref") for v in variants if isinstance(v, dict) and v.get("type") != "null"]
    if len(refs) < 2 or not all(isinstance(r, str) for r in refs):
        return None
    objects = [schemas[r.rsplit("/", 1)[1]] for r in refs]
    if not all(o.get("properties") for o in objects):
        return None
    for prop in ("kind", "type"):
        if all(
            prop in o.get("required", ()) and o["properties"].get(prop, {}).get("type") == "string"
            for o in objects
        ):
            return prop
    return None
