"""Repository fixes (``repo-fix@1``): repository tasks for agents, built in code (no downloads).

Each task is a tiny Python project whose test fails because of one bug. The agent gets the
project as a git checkout (delivered as files, with the commit they make), fixes the bug and
submits the diff. The grader applies that diff to a fresh copy of the project in a temporary
directory, puts the project's own test back as it was (a diff that edits the test gains
nothing), and runs the test with this interpreter, bounded by a timeout, in a process group it
kills afterwards. A task's target is the right fix as a diff; its wrong answers are a diff that
only edits the test and one that only adds a comment."""

from __future__ import annotations

import contextlib
import difflib
import functools
import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

__all__ = ["REPO_WORKDIR", "RepoSpec", "base_commit", "grade_patch", "repo_fixes"]

REPO_WORKDIR = "/testbed"
TEST_SECONDS = 10.0
"""The longest the grader lets one task's test run."""
APPLY_SECONDS = 10.0
_FENCED = re.compile(r"```(?:diff|patch)?\n(.*?)```", re.DOTALL)


@dataclass(frozen=True, slots=True)
class RepoSpec:
    """One project: its files (the buggy version), the file with the bug and its fixed text,
    and the test the grader runs."""

    files: tuple[tuple[str, str], ...]
    buggy_path: str
    fixed: str
    test_path: str


# ---------------------------------------------------------------------------- the projects


def _project(
    package: str,
    module: str,
    function: str,
    body: str,
    buggy: str,
    fixed: str,
    checks: list[tuple[str, str]],
) -> RepoSpec:
    """The project ``package`` whose ``module`` defines ``function``: ``body`` is the module's
    text with ``{}`` where its ``buggy`` and ``fixed`` versions differ, and its test makes the
    ``checks`` (a call, and the repr of what it must return)."""
    path = f"{package}/{module}.py"
    test_path = f"test_{module}.py"
    readme = (
        f"# {package}\n\nA small library. Run its test with `python {test_path}`: it prints "
        "`ok` and exits 0 when every check passes.\n"
    )
    files = (
        ("README.md", readme),
        (f"{package}/__init__.py", f'"""The {package} package."""\n'),
        (path, body.format(buggy)),
        (test_path, _test(module, package, function, checks)),
    )
    return RepoSpec(files=files, buggy_path=path, fixed=body.format(fixed), test_path=test_path)


def _test(module: str, package: str, name: str, checks: list[tuple[str, str]]) -> str:
    lines = [f"from {package}.{module} import {name}\n", "\n"]
    for call, expected in checks:
        lines.append(f"got = {call}\n")
        lines.append(f"assert got == {expected}, ({call!r}, 'returned', got)\n")
    lines.append('print("ok")\n')
    return "".join(lines)


def _slugify(rng: random.Random) -> RepoSpec:
    words = rng.sample(["Quick", "Brown", "Fox", "Lazy", "Dog", "Green", "River", "Stone"], 3)
    title = " ".join(words)
    expected = "-".join(word.lower() for word in words)
    body = '''def slugify(title):
    """The words of the title, lower-cased, joined by single dashes."""
    words = title.split()
    return "-".join({})
'''
    checks = [(f"slugify({title!r})", repr(expected)), ("slugify('  A  b ')", "'a-b'")]
    return _project(
        "textkit", "slug", "slugify", body, "words", "word.lower() for word in words", checks
    )


def _mean(rng: random.Random) -> RepoSpec:
    values = [rng.randint(1, 9) * 2 for _ in range(4)]
    body = '''def mean(values):
    """The arithmetic mean of a non-empty list of numbers."""
    return sum(values) / {}
'''
    checks = [(f"mean({values})", repr(sum(values) / len(values))), ("mean([5])", "5.0")]
    return _project("stats", "average", "mean", body, "(len(values) - 1)", "len(values)", checks)


def _leap(rng: random.Random) -> RepoSpec:
    century = rng.choice([1600, 2000, 2400])
    body = '''def is_leap(year):
    """Whether the year is a leap year of the Gregorian calendar."""
    return {}
'''
    checks = [(f"is_leap({century})", "True"), ("is_leap(1900)", "False")]
    checks.append(("is_leap(2024)", "True"))
    return _project(
        "calendar_tools",
        "leap",
        "is_leap",
        body,
        "year % 4 == 0 and year % 100 != 0",
        "year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)",
        checks,
    )


def _clamp(rng: random.Random) -> RepoSpec:
    low, high = rng.randint(0, 5), rng.randint(10, 20)
    body = '''def clamp(value, low, high):
    """The value, moved into the range [low, high]."""
    return max(low, min(value, {}))
'''
    checks = [(f"clamp({high + 7}, {low}, {high})", str(high)), (f"clamp(7, {low}, {high})", "7")]
    return _project("geometry", "bounds", "clamp", body, "low", "high", checks)


def _count_words(rng: random.Random) -> RepoSpec:
    words = rng.sample(["alpha", "beta", "gamma", "delta", "omega", "sigma"], 4)
    text = "  ".join(words) + "\n"
    body = '''def count_words(text):
    """How many words the text has; words are separated by any whitespace."""
    return len({})
'''
    checks = [(f"count_words({text!r})", str(len(words))), ("count_words('')", "0")]
    return _project(
        "wordcount", "counting", "count_words", body, 'text.split(" ")', "text.split()", checks
    )


def _cents(rng: random.Random) -> RepoSpec:
    amount = rng.choice(["0.29", "0.57", "1.15", "4.35"])
    cents = round(float(amount) * 100)
    body = '''def to_cents(amount):
    """The amount of money (a float of dollars) in whole cents, rounded to the nearest cent."""
    return {}(amount * 100)
'''
    checks = [(f"to_cents({amount})", str(cents)), ("to_cents(2.0)", "200")]
    return _project("money", "cents", "to_cents", body, "int", "round", checks)


PROJECTS: tuple[Callable[[random.Random], RepoSpec], ...] = (
    _slugify,
    _mean,
    _leap,
    _clamp,
    _count_words,
    _cents,
)


# ---------------------------------------------------------------------------- diffs, commits


def unified_diff(path: str, old: str, new: str) -> str:
    """A git-style diff of one text file (what ``git apply`` takes)."""
    hunks = difflib.unified_diff(
        old.splitlines(keepends=True), new.splitlines(keepends=True), f"a/{path}", f"b/{path}"
    )
    return f"diff --git a/{path} b/{path}\n" + "".join(hunks)


def _object(kind: str, data: bytes) -> str:
    return hashlib.sha1(f"{kind} {len(data)}\0".encode() + data, usedforsecurity=False).hexdigest()


def base_commit(files: tuple[tuple[str, str], ...]) -> str:
    """The git commit of these files (one commit, a fixed author and date): what the project's
    history would name its base."""
    tree: dict[str, object] = {}
    for path, content in files:
        *parents, name = path.split("/")
        node = tree
        for part in parents:
            node = node.setdefault(part, {})  # type: ignore[assignment]
        node[name] = content

    def tree_id(node: dict[str, object]) -> str:
        entries = []
        for name, value in node.items():
            if isinstance(value, dict):
                entries.append((name + "/", b"40000 " + name.encode(), tree_id(value)))
            else:
                blob = _object("blob", str(value).encode())
                entries.append((name, b"100644 " + name.encode(), blob))
        data = b"".join(head + b"\0" + bytes.fromhex(sha) for _, head, sha in sorted(entries))
        return _object("tree", data)

    who = "EvalRouter Local <local@evalrouter.invalid> 0 +0000"
    body = f"tree {tree_id(tree)}\nauthor {who}\ncommitter {who}\n\nThe project as released\n"
    return _object("commit", body.encode())


def repo_fixes(
    prefix: str, count: int, seed: str
) -> list[tuple[str, str, RepoSpec, str, tuple[str, str]]]:
    """``(task id, prompt, project, right diff, (two wrong diffs))`` per task."""
    rng = random.Random(seed)
    tasks = []
    for index in range(count):
        spec = PROJECTS[index % len(PROJECTS)](rng)
        task_id = f"{prefix}-{index + 1:04d}"
        old = dict(spec.files)[spec.buggy_path]
        prompt = (
            f"The test {spec.test_path} of this repository fails (run `python "
            f"{spec.test_path}`). Fix the bug in the library so that it passes; do not change "
            "the test."
        )
        right = unified_diff(spec.buggy_path, old, spec.fixed)
        test = dict(spec.files)[spec.test_path]
        cheat = unified_diff(spec.test_path, test, 'print("ok")\n')
        comment = unified_diff(spec.buggy_path, old, old + "# Reviewed.\n")
        tasks.append((task_id, prompt, spec, right, (cheat, comment)))
    return tasks


# ---------------------------------------------------------------------------- the grader


def patch_text(response: str) -> str:
    """The diff in a response: a fenced ``diff`` block when there is one, else the text."""
    fenced = _FENCED.search(response)
    return fenced.group(1) if fenced else response


@functools.lru_cache(maxsize=512)
def grade_patch(files: tuple[tuple[str, str], ...], test_path: str, response: str) -> bool:
    """Whether the project's test passes with ``response``'s diff applied (see the module)."""
    patch = patch_text(response)
    if not patch.strip() or shutil.which("git") is None:
        return False
    with tempfile.TemporaryDirectory(prefix="evalrouter-local-grade-") as scratch:
        root = Path(scratch) / "project"
        root.mkdir()
        for path, content in files:
            target = root / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(content)
        diff_file = Path(scratch) / "submitted.diff"
        diff_file.write_text(patch if patch.endswith("\n") else patch + "\n")
        if _run(["git", "apply", "--whitespace=nowarn", str(diff_file)], root, APPLY_SECONDS):
            return False
        (root / test_path).unlink(missing_ok=True)
        (root / test_path).write_text(dict(files)[test_path])
        return _run([sys.executable, "-B", "-E", "-s", test_path], root, TEST_SECONDS) == 0


def _run(argv: list[str], cwd: Path, seconds: float) -> int:
    """Run ``argv`` in its own process group; its exit code (-1 when out of time). The group
    is killed afterwards either way."""
    env = {
        "PATH": os.environ.get("PATH", os.defpath),
        "LANG": "C.UTF-8",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "HOME": str(cwd),
        "GIT_CEILING_DIRECTORIES": str(cwd.parent),
    }
    process = subprocess.Popen(
        argv,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        return process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        return -1
    finally:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
