"""The layout of ``evalrouter.agents`` holds (DESIGN §6): subpackages by concern on fixed floors,
read from the source with ``ast``, so a change that breaks a floor fails here, naming the import."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import evalrouter.agents

SRC = Path(evalrouter.agents.__file__).resolve().parents[1]
AGENTS = SRC / "agents"
CLI = SRC.parents[1] / "cli" / "src"
# Top to bottom: a subpackage imports, at run time, only subpackages below it.
FLOORS = (
    "_ray", "_check", "_runner", "_controller", "_incode",
    "_acp", "_gateway", "_task", "_trace", "_attempt", "_sandbox",
)  # fmt: skip
# Type-only imports that point up a floor: each is an annotation, never a runtime edge.
TYPE_ONLY_UP = {
    ("evalrouter.agents._attempt.session", "evalrouter.agents._gateway.relay"),
    ("evalrouter.agents._attempt.session", "evalrouter.agents._task.server"),
    ("evalrouter.agents._attempt.session", "evalrouter.agents._trace.observations"),
    ("evalrouter.agents._attempt.session", "evalrouter.agents._trace.recorder"),
}


def module_of(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, root: Path) -> Iterator[tuple[str, str | None, bool]]:
    """(module, imported name or None, type-only) for every import in the file."""
    module, is_pkg = module_of(path, root), path.name == "__init__.py"
    tree = ast.parse(path.read_text())

    def walk(node: ast.AST, type_only: bool) -> Iterator[tuple[str, str | None, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                for part in child.body:
                    yield from walk_one(part, True)
                for part in child.orelse:
                    yield from walk_one(part, type_only)
            else:
                yield from walk_one(child, type_only)

    def walk_one(node: ast.AST, type_only: bool) -> Iterator[tuple[str, str | None, bool]]:
        if isinstance(node, ast.ImportFrom):
            base = module.split(".")[: None if is_pkg else -1]
            if node.level:
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            for alias in node.names:
                yield target, alias.name, type_only
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None, type_only
        else:
            yield from walk(node, type_only)

    yield from walk(tree, False)


def agents_graph() -> dict[str, list[tuple[str, str | None, bool]]]:
    modules = {module_of(p, SRC.parent): p for p in AGENTS.rglob("*.py")}
    graph: dict[str, list[tuple[str, str | None, bool]]] = {}
    for name, path in modules.items():
        edges = []
        for target, imported, type_only in imports(path, SRC.parent):
            submodule = f"{target}.{imported}"
            resolved = submodule if submodule in modules else target
            if resolved in modules and resolved != name:
                edges.append((resolved, imported, type_only))
        graph[name] = edges
    return graph


def floor(module: str) -> int | None:
    parts = module.split(".")
    return FLOORS.index(parts[2]) if len(parts) > 2 and parts[2] in FLOORS else None


def test_no_folder_holds_more_than_14_modules() -> None:
    for folder in [AGENTS, *(p for p in AGENTS.rglob("*") if p.is_dir())]:
        count = len(list(folder.glob("*.py")))
        assert count <= 14, f"{folder.relative_to(SRC)} holds {count} modules"


def test_every_subpackage_has_a_floor_and_a_map() -> None:
    subpackages = {p.name for p in AGENTS.iterdir() if (p / "__init__.py").exists()}
    assert subpackages == set(FLOORS)
    for name in FLOORS:
        doc = ast.get_docstring(ast.parse((AGENTS / name / "__init__.py").read_text())) or ""
        for module in (AGENTS / name).glob("*.py"):
            if module.stem != "__init__":
                assert f"``{module.stem}``" in doc, f"{name}/__init__.py does not map {module.stem}"


def test_runtime_imports_point_down_and_make_no_cycle() -> None:
    graph = agents_graph()
    up = []
    type_only_up = set()
    for module, edges in graph.items():
        for target, _, type_only in edges:
            here, there = floor(module), floor(target)
            if (
                here is None
                or there is None
                or here < there
                or module.split(".")[2] == target.split(".")[2]
            ):
                continue
            if type_only:
                type_only_up.add((module, target))
            else:
                up.append(f"{module} -> {target}")
    assert up == []
    assert type_only_up == TYPE_ONLY_UP
    runtime = {m: {t for t, _, type_only in edges if not type_only} for m, edges in graph.items()}
    state: dict[str, int] = {}
    cycles: list[str] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(runtime[node]):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join([*path[path.index(nxt) :], nxt]))
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for node in sorted(runtime):
        if node not in state:
            visit(node, [node])
    assert cycles == []


def test_no_private_name_crosses_modules_and_no_class_body_holds_type_checking() -> None:
    private = []
    for module, edges in agents_graph().items():
        private += [f"{module}: {t}.{n}" for t, n, _ in edges if n and n.startswith("_")]
    assert private == []
    restated = []
    for path in AGENTS.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                for part in node.body:
                    if isinstance(part, ast.If) and "TYPE_CHECKING" in ast.unparse(part.test):
                        restated.append(f"{path.relative_to(SRC)}: {node.name}")
    assert restated == []


def test_the_core_imports_only_the_entry_and_the_cli_nothing_private() -> None:
    core = [p for p in SRC.rglob("*.py") if AGENTS not in p.parents]
    reaching = []
    for path in core:
        for target, imported, type_only in imports(path, SRC.parent):
            full = f"{target}.{imported}" if target == "evalrouter.agents" else target
            if type_only and target == "evalrouter.agents" and not str(imported).startswith("_"):
                continue  # an annotation of the public types (runs.create's agent=)
            if full.startswith("evalrouter.agents") and full != "evalrouter.agents._entry":
                reaching.append(f"{module_of(path, SRC.parent)} -> {full}")
    assert reaching == []
    private = []
    for path in CLI.rglob("*.py"):
        for target, imported, _ in imports(path, CLI):
            full = f"{target}.{imported}" if imported else target
            if full.startswith("evalrouter.") and any(
                part.startswith("_") for part in full.split(".")[1:]
            ):
                private.append(f"{module_of(path, CLI)} -> {full}")
    assert private == []


def test_listing_registry_agents_loads_no_runner_module() -> None:
    script = (
        "import sys\n"
        "from evalrouter.testing import EvalRouterLocal\n"
        "client = EvalRouterLocal().client()\n"
        "assert client.agents.list()\n"
        "print(sorted(m for m in sys.modules if m.startswith('evalrouter.agents')))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_one_timing_and_no_private_random_source() -> None:
    timings = []
    randoms = []
    for path in SRC.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name == "Timing":
                timings.append(str(path.relative_to(SRC)))
            if AGENTS in path.parents and isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
                module = node.module if isinstance(node, ast.ImportFrom) else None
                if "random" in names or module == "random":
                    randoms.append(str(path.relative_to(SRC)))
    assert timings == ["_timing.py"]
    assert randoms == []
