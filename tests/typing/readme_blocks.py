"""The Python blocks of README.md, as user scripts a type checker can read.

Every fenced ``python`` block is taken as written. A block that is a session transcript
(its lines start with ``>>>``) is read as the statements after each ``>>>`` prompt, as doctest
reads it; what the README shows as the answer is not code.

A block may use names an earlier block defined (``client``, ``run``, ``quote``): the README
reads top to bottom as one session. Such a block gets a prelude made only of README lines: for
each name it uses and does not bind first, the top-level statement of the nearest earlier
block that binds it (an import, an assignment, a ``def`` or ``class``), and, the same way, the
statements those need. Nothing is declared by hand, so each name has the type the SDK gives the
README's own line, and an error in a prelude line is an error of the README. An import two
blocks both bring is written once.

The blocks of "Agents built with frameworks" use third-party frameworks whose own annotations
are partial (LangGraph, the OpenLLMetry instrumentations ship no complete types): for them,
pyright's rules about unknown third-party types are off (``FRAMEWORK_PRAGMA``). Everything else
holds there too, under both checkers: a wrong argument, an unknown attribute of the SDK.
"""

from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"
FENCE = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
PROMPT = re.compile(r"^(>>>|\.\.\.) ?")
BUILTINS = set(dir(builtins))
MISTAKE = "UnexpectedArgument:"
FRAMEWORKS = "## Agents built with frameworks"
FRAMEWORK_PRAGMA = (
    "# pyright: reportMissingTypeStubs=false, reportUnknownMemberType=false, "
    "reportUnknownVariableType=false, reportUnknownArgumentType=false"
)


@dataclass(frozen=True)
class Block:
    number: int  # 1-based, in README order
    line: int  # README line of the block's first code line
    source: str  # the code (a transcript's statements only)
    lines: tuple[int, ...]  # README line of each line of ``source``
    transcript: bool
    mistakes: tuple[int, ...] = ()
    """README lines of a transcript's statements whose answer is ``UnexpectedArgument`` (a
    ``TypeError``): the README shows the mistake, so a checker must report it."""
    framework: bool = False  # in "Agents built with frameworks"


@dataclass(frozen=True)
class Script:
    """A block with its prelude, ready for a checker; ``origin[i]`` is the README line of the
    script's line ``i + 1`` (0 for the lines that only separate)."""

    block: Block
    text: str
    origin: tuple[int, ...]
    prelude: tuple[str, ...]  # the names the prelude defines


def blocks(text: str | None = None) -> list[Block]:
    text = README.read_text(encoding="utf-8") if text is None else text
    start = text.find(f"\n{FRAMEWORKS}\n")
    end = text.find("\n## ", start + 1) if start >= 0 else -1
    out: list[Block] = []
    for number, match in enumerate(FENCE.finditer(text), start=1):
        first = text.count("\n", 0, match.start(1)) + 1
        raw = match[1].splitlines()
        transcript = bool(raw) and raw[0].startswith(">>>")
        code: list[str] = []
        lines: list[int] = []
        mistakes: list[int] = []
        for offset, line in enumerate(raw):
            if transcript:
                prompt = PROMPT.match(line)
                if prompt is None:  # the answer the README shows
                    if line.startswith(MISTAKE) and lines:
                        mistakes.append(lines[-1])
                    continue
                line = line[prompt.end() :]
            code.append(line)
            lines.append(first + offset)
        source = "\n".join(code) + "\n"
        framework = 0 <= start < match.start() and (end < 0 or match.start() < end)
        out.append(
            Block(number, first, source, tuple(lines), transcript, tuple(mistakes), framework)
        )
    return out


# ------------------------------------------------------------------------ names


def _bound(node: ast.AST) -> set[str]:
    """Names a statement binds at its own level (not inside the functions it defines)."""
    names: set[str] = set()
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return {(a.asname or a.name).split(".")[0] for a in node.names}
    for child in _walk_level(node):
        if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
            names.add(child.id)
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(child.name)
        elif isinstance(child, ast.Import | ast.ImportFrom):
            names |= {(a.asname or a.name).split(".")[0] for a in child.names}
        elif isinstance(child, ast.ExceptHandler) and child.name:
            names.add(child.name)
    return names


def _walk_level(node: ast.AST) -> list[ast.AST]:
    """``node`` and what it holds, not descending into function, class or lambda bodies."""
    out: list[ast.AST] = []
    stack = [node]
    while stack:
        current = stack.pop()
        out.append(current)
        for child in ast.iter_child_nodes(current):
            if current is not node and isinstance(
                current, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda
            ):
                break
            stack.append(child)
    return out


def _scope_free(node: ast.AST) -> set[str]:
    """The names a function, class or lambda reads that it does not bind itself."""
    loads: set[str] = set()
    binds: set[str] = set()
    for child in ast.walk(node):
        if isinstance(child, ast.Name):
            (loads if isinstance(child.ctx, ast.Load) else binds).add(child.id)
        elif isinstance(child, ast.arg):
            binds.add(child.arg)
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            binds.add(child.name)
        elif isinstance(child, ast.Import | ast.ImportFrom):
            binds |= {(a.asname or a.name).split(".")[0] for a in child.names}
        elif isinstance(child, ast.ExceptHandler) and child.name:
            binds.add(child.name)
    return loads - binds


def _reads(statement: ast.stmt) -> set[str]:
    """The names a top-level statement reads before it could have bound them itself."""
    if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return _scope_free(statement) - {statement.name}
    if isinstance(statement, ast.Assign | ast.AnnAssign | ast.AugAssign):
        value = statement.value
        reads = _scope_free(ast.Expression(value)) if value is not None else set()
        if isinstance(statement, ast.AugAssign | ast.AnnAssign):
            targets = [statement.target]
        else:
            targets = list(statement.targets)
        for target in targets:  # `run.x = ...`, `d[k] = ...` read their base
            if not isinstance(target, ast.Name):
                reads |= _scope_free(ast.Expression(target))  # type: ignore[arg-type]
        if isinstance(statement, ast.AugAssign) and isinstance(statement.target, ast.Name):
            reads.add(statement.target.id)
        if isinstance(statement, ast.AnnAssign):  # `CALCULATOR: ToolParam = {...}`
            reads |= _scope_free(ast.Expression(statement.annotation))
        return reads
    # A compound statement (for, with, if, try) binds its own names before its body reads them.
    return _scope_free(statement) - _bound(statement)


def free_names(statements: list[ast.stmt]) -> list[str]:
    """Names the statements read before any of them binds them, in order of first use."""
    bound: set[str] = set()
    free: list[str] = []
    for statement in statements:
        for name in sorted(_reads(statement)):
            if name not in bound and name not in BUILTINS and name not in free:
                free.append(name)
        bound |= _bound(statement)
    return free


# ------------------------------------------------------------------------ preludes


def scripts(text: str | None = None) -> list[Script]:
    found = blocks(text)
    trees = [ast.parse(b.source) for b in found]
    out: list[Script] = []
    for index, block in enumerate(found):
        wanted: set[tuple[int, int]] = set()  # (block, statement) of the prelude
        needed: dict[tuple[int, int], set[str]] = {}  # the names each one is there for
        missing: list[str] = []
        todo = [(name, index, 0) for name in free_names(trees[index].body)]
        # The other sections read on from the blocks before the framework recipes, not from them.
        skip = set() if block.framework else {b.number - 1 for b in found if b.framework}
        while todo:
            name, in_block, before = todo.pop()
            site = _definition(trees, name, in_block, before, skip)
            if site is None:
                missing.append(name)
                continue
            needed.setdefault(site, set()).add(name)
            if site not in wanted:
                wanted.add(site)
                statement = trees[site[0]].body[site[1]]
                todo += [(n, site[0], site[1]) for n in sorted(_reads(statement) - BUILTINS)]
        if missing:
            raise LookupError(f"README block {block.number}: no earlier block defines {missing}")
        lines: list[str] = []
        origin: list[int] = []
        if block.framework:
            lines.append(FRAMEWORK_PRAGMA)
            origin.append(0)
        for b, s in sorted(wanted):
            statement = trees[b].body[s]
            if isinstance(statement, ast.Import | ast.ImportFrom):
                imported = _imports(statement, needed[b, s])
                if imported not in lines:  # the same import, from two earlier blocks
                    lines.append(imported)
                    origin.append(found[b].lines[statement.lineno - 1])
                continue
            decorators = getattr(statement, "decorator_list", [])
            start = min([statement.lineno, *(d.lineno for d in decorators)]) - 1
            end = statement.end_lineno or statement.lineno
            for offset, line in enumerate(found[b].source.splitlines()[start:end]):
                lines.append(line)
                origin.append(found[b].lines[start + offset])
        if lines:
            lines.append("")
            origin.append(0)
        for offset, line in enumerate(block.source.splitlines()):
            lines.append(line)
            origin.append(block.lines[offset])
        defined = sorted(set().union(set(), *needed.values()))
        out.append(Script(block, "\n".join(lines) + "\n", tuple(origin), tuple(defined)))
    return out


DEFINES = (
    ast.Import,
    ast.ImportFrom,
    ast.Assign,
    ast.AnnAssign,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.With,
)
"""What defines a name for a later block: not a loop, an ``if`` or a ``try``, whose names may
be unbound after it."""


def _defines(statement: ast.stmt, name: str) -> bool:
    return isinstance(statement, DEFINES) and name in _bound(statement)


def _definition(
    trees: list[ast.Module], name: str, block: int, before: int, skip: set[int]
) -> tuple[int, int] | None:
    """(block, statement) of the nearest top-level statement that defines ``name`` before
    statement ``before`` of ``block`` (``before=0``: before the block), in no block of
    ``skip``."""
    body = trees[block].body[:before]
    for s in range(len(body) - 1, -1, -1):
        if _defines(body[s], name):
            return block, s
    for b in range(block - 1, -1, -1):
        if b in skip:
            continue
        for s in range(len(trees[b].body) - 1, -1, -1):
            if _defines(trees[b].body[s], name):
                return b, s
    return None


def _imports(statement: ast.Import | ast.ImportFrom, names: set[str]) -> str:
    """The README's import statement, narrowed to the names the script needs."""
    kept = [a for a in statement.names if (a.asname or a.name).split(".")[0] in names]
    narrowed = (
        ast.ImportFrom(statement.module, kept, statement.level)
        if isinstance(statement, ast.ImportFrom)
        else ast.Import(kept)
    )
    return ast.unparse(narrowed)
