"""What a user's type checker sees: mypy --strict and pyright strict on user scripts.

- Every ``python`` block of README.md, taken from the README itself (``readme_blocks.py``:
  each block as written, with a prelude made of the README's own earlier lines that define the
  names it uses), must type-check cleanly under both checkers, except the mistakes a transcript
  block shows (``UnexpectedArgument``), which each checker must report.
- ``readme_calls.py`` makes the README's calls, ``agents_calls.py`` the calls of
  ``evalrouter.agents`` (the issue's example as written): each must type-check cleanly under both
  checkers, and nothing it ``reveal_type``s may be ``Any`` (pyright's ``Unknown`` included).
- ``misspelt.py`` holds one mistake per marked line (``# misspelt: <wrong> -> <right>``): each
  checker must report every marked line, and the same script with the mistakes corrected must be
  clean, so what is reported is the mistake.

The checkers run once per session, in subprocesses of this interpreter (so they see the installed
``evalrouter``, as a user's would), on copies of the scripts in a temporary folder, with no
configuration from this repository. pyright is the ``basedpyright`` wheel (a dev dependency: it
bundles its own Node, nothing is downloaded).
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock

from tests.typing.readme_blocks import Script, scripts

HERE = Path(__file__).parent
README_CALLS = "readme_calls.py"
AGENTS_CALLS = "agents_calls.py"
CLEAN = (README_CALLS, AGENTS_CALLS)
MISSPELT = "misspelt.py"
CORRECTED = "misspelt_corrected.py"
CHECKERS = ("mypy", "pyright")
README_SCRIPTS: dict[str, Script] = {f"readme_block_{s.block.number:02d}.py": s for s in scripts()}
PYTHON_VERSION = "3.12"  # the oldest Python the SDK supports
CHECKER_TIMEOUT = 600

MARK = re.compile(r"\s*#\s*misspelt:\s*(\w+)\s*->\s*(\w+)\s*$")
MYPY_LINE = re.compile(
    r"^(?P<file>[^:]+):(?P<line>\d+): (?P<severity>error|warning|note): "
    r"(?P<message>.*?)(?:  \[[\w-]+\])?$"
)
ANY = {"mypy": re.compile(r"\bAny\b"), "pyright": re.compile(r"\b(Any|Unknown)\b")}
REVEALED = {
    "mypy": re.compile(r'^Revealed type is "(?P<type>.*)"$', re.DOTALL),
    "pyright": re.compile(r'^Type of ".*" is "(?P<type>.*)"$', re.DOTALL),
}


@dataclass(frozen=True)
class Diagnostic:
    file: str  # the script's file name
    line: int  # 1-based
    severity: str  # "error", "warning", "note" / "information"
    message: str


@dataclass(frozen=True)
class Report:
    checker: str
    diagnostics: tuple[Diagnostic, ...]
    seconds: float

    def problems(self, file: str) -> list[Diagnostic]:
        """Errors and warnings (notes, such as revealed types, are not problems)."""
        return [
            d for d in self.diagnostics if d.file == file and d.severity in ("error", "warning")
        ]

    def revealed(self, file: str) -> dict[int, list[str]]:
        """Line → the types revealed on it."""
        out: dict[int, list[str]] = {}
        for d in self.diagnostics:
            match = REVEALED[self.checker].match(d.message)
            if d.file == file and match and d.severity in ("note", "information"):
                out.setdefault(d.line, []).append(match["type"])
        return out


def _source(file: str) -> list[str]:
    return (HERE / file).read_text(encoding="utf-8").splitlines()


def _marked() -> list[tuple[int, str, str]]:
    """(line, wrong, right) of every mistake marked in misspelt.py."""
    out = []
    for number, text in enumerate(_source(MISSPELT), start=1):
        match = MARK.search(text)
        if match:
            out.append((number, match[1], match[2]))
    return out


def _corrected() -> str:
    """misspelt.py with each marked mistake replaced by its right spelling."""
    lines = _source(MISSPELT)
    for number, wrong, right in _marked():
        code = MARK.sub("", lines[number - 1])
        spots = list(re.finditer(rf"\b{re.escape(wrong)}\b", code))
        assert spots, f"{MISSPELT}:{number}: {wrong!r} is not on the line"
        last = spots[-1]  # the mistake comes after what it belongs to: `.benchmarks.f(benchmarks=`
        lines[number - 1] = code[: last.start()] + right + code[last.end() :]
    return "\n".join(lines) + "\n"


def _run(args: list[str], cwd: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {k: v for k, v in os.environ.items() if k not in ("MYPYPATH", "PYTHONPATH")}
    start = time.perf_counter()
    done = subprocess.run(
        args,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=CHECKER_TIMEOUT,
        check=False,
    )
    return done, time.perf_counter() - start


def _mypy(workdir: Path) -> Report:
    config = workdir / "mypy.ini"
    config.write_text("[mypy]\n", encoding="utf-8")  # no settings from this repository
    done, seconds = _run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            f"--python-version={PYTHON_VERSION}",
            f"--config-file={config}",
            f"--cache-dir={workdir / '.mypy_cache'}",
            "--no-pretty",
            "--no-error-summary",
            "--no-color-output",
            "--hide-error-context",
            *CLEAN,
            MISSPELT,
            CORRECTED,
            *README_SCRIPTS,
        ],
        workdir,
    )
    assert done.returncode in (0, 1), f"mypy crashed:\n{done.stdout}\n{done.stderr}"
    # One line per message (a note too), "file:line: severity: message  [code]". Its JSON
    # output is not used: it folds the notes after an error (a revealed type) into its hint.
    diagnostics = [
        Diagnostic(Path(m["file"]).name, int(m["line"]), m["severity"], m["message"])
        for m in map(MYPY_LINE.match, done.stdout.splitlines())
        if m
    ]
    assert diagnostics, f"mypy said nothing:\n{done.stdout}\n{done.stderr}"
    return Report("mypy", tuple(diagnostics), seconds)


def _pyright(workdir: Path) -> Report:
    config = json.loads((HERE / "pyrightconfig.json").read_text(encoding="utf-8"))
    assert config["typeCheckingMode"] == "strict"
    config["include"] = [*CLEAN, MISSPELT, CORRECTED, *README_SCRIPTS]
    (workdir / "pyrightconfig.json").write_text(json.dumps(config), encoding="utf-8")
    done, seconds = _run(
        [
            sys.executable,
            "-m",
            "basedpyright",
            "--project",
            str(workdir),
            "--pythonpath",
            sys.executable,
            "--outputjson",
        ],
        workdir,
    )
    assert done.returncode in (0, 1), f"pyright failed:\n{done.stdout}\n{done.stderr}"
    output = json.loads(done.stdout)
    diagnostics = tuple(
        Diagnostic(
            Path(item["file"]).name,
            item["range"]["start"]["line"] + 1,
            item["severity"],
            item["message"],
        )
        for item in output["generalDiagnostics"]
    )
    analyzed = len(CLEAN) + 2 + len(README_SCRIPTS)
    assert output["summary"]["filesAnalyzed"] == analyzed, output["summary"]
    return Report("pyright", diagnostics, seconds)


@cache
def _report(checker: str, workdir: Path) -> Report:
    """Each checker runs once for the whole run: whichever pytest-xdist worker asks first runs
    it and leaves its report in the shared ``workdir``; the others wait for it and read it."""
    stored = workdir / f"{checker}-report.json"
    with FileLock(workdir / f"{checker}-report.lock"):
        if not stored.exists():
            report = _mypy(workdir) if checker == "mypy" else _pyright(workdir)
            stored.write_text(json.dumps(dataclasses.asdict(report)), encoding="utf-8")
    made = json.loads(stored.read_text(encoding="utf-8"))
    diagnostics = tuple(Diagnostic(**d) for d in made["diagnostics"])
    return Report(made["checker"], diagnostics, made["seconds"])


@pytest.fixture(scope="session")
def workdir(shared_tmp: Any) -> Path:
    """The scripts, copied once for the whole run (``shared_tmp``: every worker's checkers' cwd)."""

    def fill(path: Path) -> None:
        for name in (*CLEAN, MISSPELT):
            shutil.copyfile(HERE / name, path / name)
        (path / CORRECTED).write_text(_corrected(), encoding="utf-8")
        for name, script in README_SCRIPTS.items():
            (path / name).write_text(script.text, encoding="utf-8")

    folder: Path = shared_tmp.folder("typing", fill)
    return folder


def _show(file: str, diagnostics: list[Diagnostic]) -> str:
    source = _source(file if file != CORRECTED else MISSPELT)
    return "\n".join(
        f"{file}:{d.line}: {d.message}\n    {source[d.line - 1].strip()}" for d in diagnostics
    )


@pytest.mark.parametrize("script", CLEAN)
@pytest.mark.parametrize("checker", CHECKERS)
def test_user_script_type_checks(checker: str, script: str, workdir: Path) -> None:
    report = _report(checker, workdir)
    problems = report.problems(script)
    assert not problems, f"{checker} ({report.seconds:.1f} s):\n" + _show(script, problems)


@pytest.mark.parametrize("script", CLEAN)
@pytest.mark.parametrize("checker", CHECKERS)
def test_every_reveal_is_reported(checker: str, script: str, workdir: Path) -> None:
    """The parsing below sees one revealed type per reveal_type line, so none goes unchecked."""
    expected = [n for n, text in enumerate(_source(script), start=1) if "reveal_type(" in text]
    revealed = _report(checker, workdir).revealed(script)
    assert sorted(revealed) == expected
    assert all(len(types) == 1 for types in revealed.values())


@pytest.mark.parametrize("script", CLEAN)
@pytest.mark.parametrize("checker", CHECKERS)
def test_nothing_revealed_is_any(checker: str, script: str, workdir: Path) -> None:
    source = _source(script)
    revealed = _report(checker, workdir).revealed(script)
    assert revealed
    anys = [
        f"{script}:{line}: {source[line - 1].strip()}\n    -> {kind}"
        for line, types in sorted(revealed.items())
        for kind in types
        if ANY[checker].search(kind)
    ]
    assert not anys, f"{checker} reveals Any:\n" + "\n".join(anys)


@pytest.mark.parametrize("checker", CHECKERS)
def test_corrected_mistakes_type_check(checker: str, workdir: Path) -> None:
    """With each mistake fixed misspelt.py is clean, so a report on a marked line is its mistake;
    and misspelt.py has no report on an unmarked line."""
    report = _report(checker, workdir)
    problems = report.problems(CORRECTED)
    assert not problems, f"{checker}:\n" + _show(CORRECTED, problems)
    marked = {line for line, _, _ in _marked()}
    stray = [d for d in report.problems(MISSPELT) if d.line not in marked]
    assert not stray, f"{checker}:\n" + _show(MISSPELT, stray)


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize(("line", "wrong", "right"), _marked(), ids=str)
def test_mistake_is_reported(
    checker: str, line: int, wrong: str, right: str, workdir: Path
) -> None:
    report = _report(checker, workdir)
    reported = [d for d in report.problems(MISSPELT) if d.line == line]
    code = _source(MISSPELT)[line - 1].strip()
    assert reported, f"{checker} does not report {MISSPELT}:{line} ({wrong} for {right}): {code}"


SENTINEL = re.compile(
    r"\b_?(Unset|NotLoaded|Sentinel)(Type)?\b|\b_?(UNSET|NOT_LOADED|SENTINEL|MISSING)\b"
)
PUBLIC_MODULES = ("evalrouter", "evalrouter.types", "evalrouter.testing", "evalrouter.agents")


def _annotations(cls: type) -> Iterator[tuple[str, str]]:
    """(member, annotation) of a class's public fields, properties, methods and constructor."""
    for klass in cls.__mro__:
        if klass.__module__ == "builtins":
            continue
        for field, annotation in vars(klass).get("__annotations__", {}).items():
            if not field.startswith("_"):
                yield field, str(annotation)
    for name in dir(cls):
        if name.startswith("_") and name != "__init__":
            continue
        member = inspect.getattr_static(cls, name)
        function = member.fget if isinstance(member, property) else member
        function = getattr(function, "__func__", function)  # class and static methods
        if inspect.isfunction(function) and function.__module__.startswith("evalrouter"):
            for param, annotation in function.__annotations__.items():
                yield f"{name}({param})", str(annotation)


def test_public_types_have_no_sentinel() -> None:
    """No sentinel is a public name, nor in the annotations of a public class."""
    found = []
    for module_name in PUBLIC_MODULES:
        module = importlib.import_module(module_name)
        for name in module.__all__:
            value = getattr(module, name)  # every exported name resolves
            if SENTINEL.search(name) or SENTINEL.search(type(value).__name__):
                found.append(f"{module_name}.{name}")
            if isinstance(value, type):
                found += [
                    f"{module_name}.{name}.{member}: {annotation}"
                    for member, annotation in _annotations(value)
                    if SENTINEL.search(annotation)
                ]
    assert not found, "sentinels in the public types:\n" + "\n".join(sorted(set(found)))


@pytest.mark.parametrize("script", CLEAN)
@pytest.mark.parametrize("checker", CHECKERS)
def test_nothing_revealed_is_a_sentinel(checker: str, script: str, workdir: Path) -> None:
    revealed = _report(checker, workdir).revealed(script)
    found = [t for types in revealed.values() for t in types if SENTINEL.search(t)]
    assert revealed
    assert not found


# ------------------------------------------------------------------------ README.md blocks


def _readme_lines(name: str, diagnostics: list[Diagnostic]) -> str:
    script = README_SCRIPTS[name]
    source = script.text.splitlines()
    return "\n".join(
        f"README.md:{script.origin[d.line - 1]} (block {script.block.number}"
        f"{', prelude' if script.origin[d.line - 1] not in script.block.lines else ''}): "
        f"{d.message}\n    {source[d.line - 1].strip()}"
        for d in diagnostics
    )


def test_every_readme_python_block_is_checked() -> None:
    """All the README's ``python`` fences are found, and none is empty."""
    readme = scripts()[0].block
    text = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    assert len(README_SCRIPTS) == text.count("```python") >= 20
    assert readme.line > 1 and all(s.block.source.strip() for s in README_SCRIPTS.values())


@pytest.mark.parametrize("name", sorted(README_SCRIPTS))
@pytest.mark.parametrize("checker", CHECKERS)
def test_readme_block_type_checks_as_written(checker: str, name: str, workdir: Path) -> None:
    script = README_SCRIPTS[name]
    report = _report(checker, workdir)
    mistakes = {i + 1 for i, line in enumerate(script.origin) if line in script.block.mistakes}
    problems = [d for d in report.problems(name) if d.line not in mistakes]
    assert not problems, f"{checker} ({report.seconds:.1f} s):\n" + _readme_lines(name, problems)
    unreported = mistakes - {d.line for d in report.problems(name)}
    assert not unreported, f"{checker} does not report the mistake on " + ", ".join(
        f"README.md:{script.origin[line - 1]}" for line in sorted(unreported)
    )
