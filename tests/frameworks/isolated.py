"""Each recipe of docs/frameworks.md in an environment of its own: the frameworks' pins conflict
(llama-index-llms-openai needs ``openai<3``, pydantic-ai ``openai>=3``), so each framework's
requirements (``envs/<slug>.txt``) and the SDK are installed by uv in a virtual environment
cached across runs, and its recipe is run there by recipe_runner.py.

- ``env_python(slug)``: the Python of that environment, under ``$EVALROUTER_FRAMEWORK_ENVS``
  (default ``~/.cache/evalrouter-sdk/framework-envs``), named by a hash of the requirements, the
  Python version and the SDK's pyproject.toml. Made once under a file lock (pytest-xdist
  workers), reused once complete (a marker written last). A failed install fails the test with
  uv's output; without uv the test is skipped, saying so.
- ``run_recipe(heading, base_url, workdir)``: the runner in that environment, bounded in time
  (its process group killed past it), its JSON result as a :class:`Recipe` with the checks.
- ``recipe_once(request, name, heading)``: the same, run once for the whole test run: ``make
  test`` spreads a module's tests over the xdist workers (``--dist worksteal``), and each
  worker reads the one result (``shared_tmp``, tests/conftest.py).
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock

from tests.frameworks.recipe_runner import FRAMEWORKS, MODEL_KEYS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
ENVS = HERE / "envs"
RUNNER = HERE / "recipe_runner.py"
COMPLETE = "evalrouter-env-complete"
INSTALL_SECONDS = 900.0  # a cold environment on a 2-core machine takes a minute or two
RECIPE_SECONDS = 180.0
STALE_SECONDS = 86400.0  # an environment of an older key unused this long is removed
TAIL = 6000  # characters of a failed command's output shown


def envs_root() -> Path:
    given = os.environ.get("EVALROUTER_FRAMEWORK_ENVS")
    return Path(given) if given else Path.home() / ".cache" / "evalrouter-sdk" / "framework-envs"


def uv() -> list[str] | None:
    """The dev environment's uv (pyproject's dev group): beside ``sys.executable``, or as a
    module."""
    beside = Path(sys.executable).with_name("uv")
    if beside.exists():
        return [str(beside)]
    if importlib.util.find_spec("uv") is not None:
        return [sys.executable, "-m", "uv"]
    return None


def requirements(slug: str) -> Path:
    return ENVS / f"{slug}.txt"


def env_key(slug: str) -> str:
    digest = hashlib.sha256()
    digest.update(requirements(slug).read_bytes())
    digest.update(sys.version.encode())
    digest.update((ROOT / "pyproject.toml").read_bytes())
    return digest.hexdigest()[:16]


def env_python(slug: str) -> Path:
    """The Python of framework ``slug``'s environment, made first if it is not there."""
    command = uv()
    if command is None:
        pytest.skip("uv is not installed beside this Python: the framework envs are made by it")
    root = envs_root()
    root.mkdir(parents=True, exist_ok=True)
    path = root / f"{slug}-{env_key(slug)}"
    python = path / "bin" / "python"
    with FileLock(f"{path}.lock", timeout=INSTALL_SECONDS * 2):
        if not (path / COMPLETE).exists():
            shutil.rmtree(path, ignore_errors=True)  # a half-made one, interrupted
            _run([*command, "venv", "--quiet", "--python", sys.executable, str(path)])
            reqs = ["-r", str(requirements(slug)), "-e", str(ROOT)]
            _run([*command, "pip", "install", "--quiet", "--python", str(python), *reqs])
            (path / COMPLETE).write_text(f"{slug}\n", encoding="utf-8")
            _prune(root, slug, keep=path)
        (path / COMPLETE).touch()  # used now: the pruning below keeps it
    return python


def _prune(root: Path, slug: str, keep: Path) -> None:
    """Drop this framework's environments made for other requirements, Pythons or pyprojects
    and not used for STALE_SECONDS (another checkout may still use a recent one), so the
    cache holds about one environment per framework, not one per edit of pyproject.toml."""
    for other in root.glob(f"{slug}-*"):
        if other == keep or not other.is_dir():
            continue
        with FileLock(f"{other}.lock", timeout=INSTALL_SECONDS * 2):  # not while it is made
            marker = other / COMPLETE
            if marker.exists() and time.time() - marker.stat().st_mtime <= STALE_SECONDS:
                continue
            shutil.rmtree(other, ignore_errors=True)


def _run(command: list[str]) -> None:
    done = _bounded(command, INSTALL_SECONDS, cwd=ROOT, env=dict(os.environ))
    if done.returncode != 0:
        pytest.fail(f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout[-TAIL:]}")


def _bounded(
    command: list[str], seconds: float, *, cwd: Path, env: dict[str, str]
) -> subprocess.CompletedProcess[str]:
    """The command in a process group of its own, which is killed past ``seconds`` (the test
    fails) and once the command ended (nothing it started outlives it)."""
    process = subprocess.Popen(
        command,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        output, _ = process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        output, _ = process.communicate()
        pytest.fail(f"{' '.join(command)} did not end in {seconds:.0f} s:\n{output[-TAIL:]}")
    finally:
        _kill_group(process)
    return subprocess.CompletedProcess(command, process.returncode, output, None)


def _kill_group(process: subprocess.Popen[str]) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):  # nothing left in it
        os.killpg(process.pid, signal.SIGKILL)


@dataclass
class Recipe:
    """What a recipe made (recipe_runner.py's JSON) and what it printed."""

    result: dict[str, Any]
    output: str

    @property
    def framework(self) -> dict[str, Any]:
        return dict(self.result["framework"])

    @property
    def trace(self) -> dict[str, Any]:
        return dict(self.result["trace"])

    def assert_completed(self, runs: int = 1) -> None:
        """Each run the recipe made completed with a score, every attempt trace complete."""
        made = self.result["runs"]
        assert len(made) == runs, (made, self.output)
        for run in made:
            assert run["status"] == "completed" and run["score"] is not None, (run, self.output)
            assert run["traces"] and all(t["status"] == "complete" for t in run["traces"]), run

    def assert_turns_equal_model_calls(self) -> None:
        calls = self.framework["model_calls"]
        assert calls >= 1 and self.trace["model_turns"] == calls, (self.framework, self.trace)

    def assert_tool_spans_equal_tool_calls(self) -> None:
        calls = self.framework["tool_calls"]
        assert calls >= 1 and self.trace["tool_spans"] == calls, (self.framework, self.trace)

    def assert_tokens_on_every_call(self) -> None:
        assert self.trace["model_turns"] >= 1, self.trace
        assert self.trace["calls_without_tokens"] == 0, self.trace

    def assert_no_other_host(self) -> None:
        assert self.result["refused_hosts"] == [], self.result["refused_hosts"]

    def failure_codes(self) -> list[str | None]:
        """What :func:`over_max_calls` printed: each attempt's failure code."""
        codes: list[str | None] = self._printed(FAILURE_CODES)
        return codes

    def outcomes(self) -> list[dict[str, Any]]:
        """What :func:`over_max_calls` printed: each attempt's outcome, every field (a refusal
        an agent swallowed shows there, not in ``failure_code``)."""
        found: list[dict[str, Any]] = self._printed(OUTCOMES)
        return found

    def _printed(self, label: str) -> Any:
        for line in self.output.splitlines():
            if line.startswith(f"{label} "):
                return json.loads(line.split(" ", 1)[1])
        raise AssertionError(f"no {label} line in the recipe's output:\n{self.output}")


FAILURE_CODES = "FAILURE_CODES"
OUTCOMES = "OUTCOMES"


def over_max_calls(agent: str, coverage: int = 1) -> str:
    """Code run after a recipe (``then=``): its agent on ``coverage`` tasks under ``max_calls:
    1`` (a tool loop takes two model calls at least; the second is refused), printing each
    attempt's failure code (:meth:`Recipe.failure_codes`) and its whole outcome
    (:meth:`Recipe.outcomes`)."""
    return f"""
import dataclasses as _dataclasses
import json as _json

_limited = evalagents.evaluate(client, agent={agent}, model="gpt-5-mini", tasks="gsm8k",
                               coverage={coverage}, budget_usd="1", limits={{"max_calls": 1}})
print("{FAILURE_CODES}", _json.dumps([o.failure_code for o in _limited.outcomes]))
print("{OUTCOMES}", _json.dumps([_dataclasses.asdict(o) for o in _limited.outcomes]))
"""


def run_recipe(
    heading: str,
    base_url: str,
    workdir: Path,
    *,
    all_blocks: bool = False,
    then: str | None = None,
    seconds: float = RECIPE_SECONDS,
) -> Recipe:
    """Runs the recipe under ``### heading`` in its framework's environment (``then``: code run
    after it, in its namespace), against the EvalRouter Local at ``base_url``."""
    python = env_python(FRAMEWORKS[heading])
    home = workdir / "home"  # what the framework keeps in ~ (caches, settings): this run's
    home.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in (*MODEL_KEYS, "PYTHONPATH")}
    env.update(
        EVALROUTER_BASE_URL=base_url,
        EVALROUTER_STATE_DIR=str(workdir / "state"),
        HOME=str(home),
        XDG_CACHE_HOME=str(home / ".cache"),
    )
    out = workdir / "result.json"
    command = [str(python), str(RUNNER), "--heading", heading, "--base-url", base_url]
    command += ["--out", str(out)]
    if all_blocks:
        command.append("--all-blocks")
    if then is not None:
        (workdir / "then.py").write_text(then, encoding="utf-8")
        command += ["--then", str(workdir / "then.py")]
    done = _bounded(command, seconds, cwd=workdir, env=env)
    assert done.returncode == 0, f"the {heading} recipe failed:\n{done.stdout[-TAIL:]}"
    return Recipe(json.loads(out.read_text(encoding="utf-8")), done.stdout)


def recipe_once(request: pytest.FixtureRequest, name: str, heading: str, **options: Any) -> Recipe:
    """``run_recipe`` once for the whole test run, under ``name``, by the first worker that asks
    (against its ``served`` Local); every worker reads that result."""

    def fill(folder: Path) -> None:
        made = run_recipe(heading, request.getfixturevalue("served"), folder, **options)
        (folder / "output.txt").write_text(made.output, encoding="utf-8")

    folder = request.getfixturevalue("shared_tmp").folder(name, fill)
    result = json.loads((folder / "result.json").read_text(encoding="utf-8"))
    return Recipe(result, (folder / "output.txt").read_text(encoding="utf-8"))
