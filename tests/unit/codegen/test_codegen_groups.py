"""The generator's table of hand-written groups (``codegen/resources.py: HAND_WRITTEN``) and the
facade (``src/evalrouter/resources/``) agree: each listed group has its module and its sync and
async classes extending the generated ones, no module there is left unlisted, and the clients
take each listed attribute from the facade, every other one from the generated mixins."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from evalrouter_generated import resources as generated

import evalrouter

ROOT = Path(__file__).parents[3]
FACADE = ROOT / "src" / "evalrouter" / "resources"
FIX = "update HAND_WRITTEN in codegen/resources.py and run `make generate`"


def _hand_written() -> dict[str, str]:
    path = ROOT / "codegen" / "generate.py"
    spec = importlib.util.spec_from_file_location("_codegen_generate", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    module = sys.modules.setdefault(spec.name, module)
    if not hasattr(module, "resources"):
        spec.loader.exec_module(module)
    table: dict[str, str] = module.resources.HAND_WRITTEN
    return table


HAND_WRITTEN = _hand_written()


def test_the_table_names_some_groups() -> None:
    assert HAND_WRITTEN, "HAND_WRITTEN is empty: runs.create and its kin are hand-written"


def test_every_facade_module_is_listed() -> None:
    modules = sorted(p.stem for p in FACADE.glob("*.py") if p.stem != "__init__")
    unlisted = [m for m in modules if m not in HAND_WRITTEN]
    assert not unlisted, (
        f"src/evalrouter/resources/ has {unlisted} that codegen/resources.py HAND_WRITTEN does "
        f"not name, so the generated client mixins would declare those groups too: {FIX}"
    )


@pytest.mark.parametrize("group", sorted(HAND_WRITTEN))
def test_every_listed_group_has_its_facade_classes(group: str) -> None:
    cls = HAND_WRITTEN[group]
    assert (FACADE / f"{group}.py").is_file(), (
        f"HAND_WRITTEN names {group!r}, but src/evalrouter/resources/{group}.py does not exist: "
        f"write it, or {FIX}"
    )
    facade = importlib.import_module(f"evalrouter.resources.{group}")
    base_module = importlib.import_module(f"evalrouter_generated.resources.{group}")
    for name in (cls, f"Async{cls}"):
        mine: Any = getattr(facade, name, None)
        assert isinstance(mine, type), (
            f"HAND_WRITTEN names {group!r}, but src/evalrouter/resources/{group}.py defines no "
            f"class {name}: define it, or {FIX}"
        )
        assert issubclass(mine, getattr(base_module, name)), (
            f"src/evalrouter/resources/{group}.py: {name} must extend the generated "
            f"evalrouter_generated.resources.{group}.{name}"
        )


@pytest.mark.parametrize("kind", ["sync", "async"])
def test_the_clients_take_each_group_from_one_side(kind: str) -> None:
    mixin = generated.Groups if kind == "sync" else generated.AsyncGroups
    client_class = evalrouter.EvalRouter if kind == "sync" else evalrouter.AsyncEvalRouter
    prefix = "" if kind == "sync" else "Async"
    for group in generated.GROUPS:
        assert (group in vars(mixin)) != (group in HAND_WRITTEN), (
            f"{mixin.__name__}.{group}: the generated mixin must declare exactly the groups "
            f"HAND_WRITTEN leaves out; run `make generate`"
        )
    client = client_class(base_url="https://api.example.com", api_key="sk-test-123456")
    for group, cls in HAND_WRITTEN.items():
        facade = importlib.import_module(f"evalrouter.resources.{group}")
        attribute = getattr(client, group)
        assert type(attribute) is getattr(facade, prefix + cls), (
            f"{client_class.__name__}.{group} is {type(attribute).__name__}: the client must "
            f"declare it with the facade's {prefix}{cls}"
        )
    if isinstance(client, evalrouter.EvalRouter):
        client.close()
