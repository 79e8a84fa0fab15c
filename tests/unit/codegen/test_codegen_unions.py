"""An unknown variant of a union decodes to the fallback instead of raising.

openapi.json has open unions (``x-evalrouter-open-union``, ending in a fallback such as
``UnknownKind``) and closed ones (``oneOf`` + ``discriminator``). Codegen gives the closed ones
the same kind of fallback (``Unknown<Tag>``: the tag required, every other field kept).
"""

from __future__ import annotations

import copy
import importlib
import importlib.util
import sys
from typing import Any

import pytest

from evalrouter import types
from tests.support.records import ROOT, minimal, spec

UNKNOWN = "from_a_later_release"


def _class(name: str) -> Any:
    return getattr(types, name)


def _pascal(tag: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in tag.split("_"))


def _tagged_unions() -> list[tuple[str, str, bool, dict[str, Any]]]:
    """(model, property, is a list, union) for every union property of a component schema
    that names its tag: closed (``discriminator``) and open (``x-evalrouter-open-union``)."""
    found = []
    for name, schema in spec()["components"]["schemas"].items():
        for prop, prop_schema in schema.get("properties", {}).items():
            is_list = prop_schema.get("type") == "array"
            node = prop_schema.get("items", {}) if is_list else prop_schema
            candidates = [node, *node.get("anyOf", [])]
            for candidate in candidates:
                if "discriminator" in candidate or "x-evalrouter-open-union" in candidate:
                    found.append((name, prop, is_list, candidate))
                    break
    return found


def _tag_and_mapping(union: dict[str, Any]) -> tuple[str, dict[str, str], str | None]:
    info = union.get("discriminator") or union["x-evalrouter-open-union"]
    mapping = {k: v.rsplit("/", 1)[1] for k, v in info.get("mapping", {}).items()}
    fallback = info.get("fallback")
    return info["propertyName"], mapping, fallback.rsplit("/", 1)[1] if fallback else None


def _parse_with(model: str, prop: str, is_list: bool, value: dict[str, Any]) -> Any:
    body = minimal(model)
    body[prop] = [value] if is_list else value
    parsed = getattr(_class(model).from_dict(body), prop)
    return parsed[0] if is_list else parsed


UNIONS = _tagged_unions()


def test_the_spec_has_closed_and_open_unions() -> None:
    closed = [u for u in UNIONS if "discriminator" in u[3]]
    opened = [u for u in UNIONS if "x-evalrouter-open-union" in u[3]]
    assert len(closed) >= 8 and len(opened) >= 5
    assert ("FilesOutput", "files", True) in {u[:3] for u in closed}


def test_an_unknown_file_status_decodes_to_the_fallback_with_its_fields() -> None:
    raw = {"kind": "files", "files": [{"status": UNKNOWN, "path": "out.txt", "bytes": 12}]}
    output = types.FilesOutput.from_dict(raw)
    (item,) = output.files
    assert isinstance(item, types.UnknownStatus)
    assert item.status == UNKNOWN
    assert item["path"] == "out.txt" and item["bytes"] == 12
    assert item.to_dict() == {"status": UNKNOWN, "path": "out.txt", "bytes": 12}
    assert output.to_dict() == raw  # and it goes back out unchanged


def test_known_file_statuses_still_decode_to_their_variant() -> None:
    for status, cls in [
        ("present", types.OutputFilePresent),
        ("missing", types.OutputFileMissing),
        ("unsafe", types.OutputFileUnsafe),
    ]:
        body = {**minimal(cls.__name__), "status": status}
        (item,) = types.FilesOutput.from_dict({"kind": "files", "files": [body]}).files
        assert type(item) is cls


@pytest.mark.parametrize(
    ("model", "prop", "is_list", "union"), UNIONS, ids=[f"{u[0]}.{u[1]}" for u in UNIONS]
)
def test_every_tagged_union_decodes_unknown_and_known_variants(
    model: str, prop: str, is_list: bool, union: dict[str, Any]
) -> None:
    tag, mapping, fallback = _tag_and_mapping(union)
    fallback = fallback or f"Unknown{_pascal(tag)}"
    decoded = _parse_with(model, prop, is_list, {tag: UNKNOWN, "extra": [1, 2]})
    assert type(decoded) is _class(fallback), (model, prop)
    assert decoded.to_dict() == {tag: UNKNOWN, "extra": [1, 2]}
    for value, variant in mapping.items():
        body = {**minimal(variant), tag: value}
        assert type(_parse_with(model, prop, is_list, body)) is _class(variant), value


def _codegen() -> Any:
    path = ROOT / "codegen" / "generate.py"
    spec_ = importlib.util.spec_from_file_location("_codegen_generate", path)
    assert spec_ is not None and spec_.loader is not None
    module = importlib.util.module_from_spec(spec_)
    sys.modules.setdefault(spec_.name, module)
    spec_.loader.exec_module(module)
    return module


def test_the_generator_input_opens_each_closed_union_deterministically() -> None:
    codegen = _codegen()
    original = copy.deepcopy(spec())
    opened = codegen.with_fallbacks(spec())
    assert spec() == original  # openapi.json itself is not changed
    assert codegen.with_fallbacks(spec()) == opened
    schemas = opened["components"]["schemas"]
    files = schemas["FilesOutput"]["properties"]["files"]["items"]
    assert "oneOf" not in files
    assert files["anyOf"][-1] == {"$ref": "#/components/schemas/UnknownStatus"}
    assert schemas["UnknownStatus"]["required"] == ["status"]
    # An existing fallback of the same shape is reused, not duplicated.
    model = schemas["Subject"]["properties"]["model"]
    assert model["anyOf"][-1] == {"$ref": "#/components/schemas/UnknownKind"}
    assert schemas["UnknownKind"] == original["components"]["schemas"]["UnknownKind"]
