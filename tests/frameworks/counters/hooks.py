"""Hooking a counter on a framework without importing it first: a recipe sets the framework's
telemetry and cache opt-outs in its own code before it imports the framework, and a counter
that imported it earlier would make those opt-outs come too late."""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys
from collections.abc import Callable, Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType


class _AfterImport(importlib.abc.MetaPathFinder):
    """Runs ``then(module)`` once ``name`` has been imported (by whoever imports it first)."""

    def __init__(self, name: str, then: Callable[[ModuleType], None]) -> None:
        self.name = name
        self.then = then

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname != self.name:
            return None
        sys.meta_path.remove(self)  # once; and the lookup below does not come back here
        spec = importlib.util.find_spec(fullname)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        run = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            run(module)
            self.then(module)

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def when_imported(name: str, then: Callable[[ModuleType], None]) -> None:
    """``then(module)`` once module ``name`` is imported: now if it already is."""
    if name in sys.modules:
        then(sys.modules[name])
    else:
        sys.meta_path.insert(0, _AfterImport(name, then))
