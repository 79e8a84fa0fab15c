"""A repository task's checkout on disk: its history reset to one baseline commit, and the
agent's work collected as a diff against that baseline.

Every git command here runs with the user's and the system's configuration ignored, hooks,
fsmonitor and line-ending conversion off, and no network protocol allowed. The diff is taken
through a private git directory of our own (the baseline's objects borrowed read-only), so a
configuration, hook or filter the agent planted in the checkout's ``.git`` never runs.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from ..._exceptions import EvalRouterError

__all__ = [
    "BASELINE_REF",
    "MAX_PATCH_BYTES",
    "collect_patch",
    "git_available",
    "reset_history",
]

BASELINE_REF = "refs/evalrouter/baseline"
MAX_PATCH_BYTES = 512 * 1024
GIT_SECONDS = 120.0
"""The longest one git command of the runner may take (a large checkout's add or diff)."""
HISTORY_SCRUB = "history-scrub@1"
IDENTITY = ("EvalRouter", "evalrouter@localhost")
UNCOLLECTED = ("__pycache__/", "*.py[co]", ".pytest_cache/")
"""New files a test run leaves behind, never part of the collected diff (the checkout's own
``.gitignore`` applies too; files the baseline holds are always compared)."""

_SAFE_CONFIG = (
    "core.hooksPath=/dev/null",
    "core.fsmonitor=false",
    "core.autocrlf=false",
    "core.symlinks=true",
    "commit.gpgsign=false",
    "gc.auto=0",
    "protocol.allow=never",
    "init.defaultBranch=main",
    f"user.name={IDENTITY[0]}",
    f"user.email={IDENTITY[1]}",
)


def _environment(extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("GIT_") and key not in ("EMAIL",)
    }
    env.update(
        {
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_AUTHOR_NAME": IDENTITY[0],
            "GIT_AUTHOR_EMAIL": IDENTITY[1],
            "GIT_COMMITTER_NAME": IDENTITY[0],
            "GIT_COMMITTER_EMAIL": IDENTITY[1],
            "LC_ALL": "C",
        }
    )
    env.update(extra or {})
    return env


def _git(
    cwd: Path,
    *args: str,
    env: Mapping[str, str] | None = None,
    code: str = "client_run_checkout_failed",
) -> str:
    """One git command in ``cwd``; its stdout. A failure raises ``code`` with git's own last
    line of complaint (never the checkout's content)."""
    argv = ["git"]
    for setting in _SAFE_CONFIG:
        argv += ["-c", setting]
    argv += args
    return run_tool(
        argv,
        ("git", args[0]),
        code=code,
        seconds=GIT_SECONDS,
        missing=_no_git,
        where=" in the task's checkout",
        slow_hint="The checkout is too large for this machine, or the disk is slow.",
        failed_hint="The checkout is not what the task describes; report the task, or retry.",
        cwd=cwd,
        env=_environment(env),
    )


def run_tool(
    argv: Sequence[str],
    what: tuple[str, str],
    *,
    code: str,
    seconds: float,
    missing: Callable[[], EvalRouterError],
    slow_hint: str,
    failed_hint: str,
    where: str = "",
    cwd: Path | None = None,
    env: Mapping[str, str] | None = None,
) -> str:
    """One run of a command-line tool (git, docker) with no input, bounded by ``seconds``; its
    stdout. ``what`` is the tool and its subcommand, as messages name them. A missing tool
    raises ``missing()``; a slow or failing one raises ``code``, with the tool's own last line
    of complaint (never what it was working on)."""
    tool, verb = what
    try:
        done = subprocess.run(
            list(argv),
            cwd=cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=seconds,
            check=False,
        )
    except FileNotFoundError:
        raise missing() from None
    except subprocess.TimeoutExpired:
        raise EvalRouterError(
            code, f"{tool} {verb} took longer than {seconds:.0f} s{where}.", hint=slow_hint
        ) from None
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise EvalRouterError(
            code,
            f"{tool} {verb} failed{where}: {(said or ['no message'])[-1][:300]}",
            hint=failed_hint,
            details={tool: verb, "exit_code": done.returncode},
        )
    return done.stdout.decode("utf-8", "replace")


def _no_git() -> EvalRouterError:
    return EvalRouterError(
        "client_run_git_unavailable",
        "Repository tasks need git, and no `git` command is on this machine's PATH.",
        hint="Install git (e.g. `apt-get install git` or `brew install git`) and run again.",
    )


def git_available() -> None:
    """Raise ``client_run_git_unavailable`` when no git runs here."""
    if shutil.which("git") is None:
        raise _no_git()


# --------------------------------------------------------------------------- history reset


def _step_kind(step: object) -> str:
    if isinstance(step, str):
        return step
    if isinstance(step, Mapping):
        for key in ("kind", "ref", "name"):
            value = step.get(key)
            if isinstance(value, str):
                return value
    return repr(step)[:80]


def check_steps(steps: Sequence[object]) -> None:
    """Refuse an environment step this runner does not know
    (``client_run_environment_step_unsupported``)."""
    for step in steps:
        kind = _step_kind(step)
        if kind != HISTORY_SCRUB:
            raise EvalRouterError(
                "client_run_environment_step_unsupported",
                f"The task's environment declares the step {kind!r}; this SDK runs only "
                f"{HISTORY_SCRUB}.",
                hint="Upgrade the SDK, or choose other tasks.",
                details={"step": kind},
            )


def _check_head(root: Path, head_commit: str | None, base_commit: str | None) -> None:
    """HEAD is the task's head commit, and that is the base commit or one setup commit whose
    only parent is the base commit (``client_run_checkout_mismatch`` otherwise)."""
    head = _git(root, "rev-parse", "--verify", "HEAD^{commit}").strip()
    parents = _git(root, "rev-list", "--parents", "-n", "1", head).split()[1:]
    expected_parent = base_commit is not None and parents == [base_commit]
    if (head_commit is not None and head != head_commit) or not (
        base_commit is None or head == base_commit or expected_parent
    ):
        raise EvalRouterError(
            "client_run_checkout_mismatch",
            "The task's checkout is not at the commit the task names: HEAD must be the head "
            "commit, equal to the base commit or one setup commit on top of it.",
            hint="The task's environment does not match its description; report the task.",
            details={"head": head, "head_commit": head_commit, "base_commit": base_commit},
        )


def reset_history(
    root: Path,
    *,
    head_commit: str | None = None,
    base_commit: str | None = None,
    steps: Sequence[object] = (),
) -> str:
    """Make ``root`` a repository of one commit holding exactly its files, recorded as
    ``refs/evalrouter/baseline``, and return that commit.

    A checkout that came with history is first checked against the task (see
    :func:`_check_head`); then its history is dropped entirely (which covers every scrub the
    task declares: remotes, other refs, reflogs and unreachable objects go with ``.git``), so
    the agent cannot read the upstream fix from it."""
    check_steps(steps)
    git_available()
    dot_git = root / ".git"
    if os.path.lexists(dot_git):
        if not stat.S_ISDIR(os.lstat(dot_git).st_mode):
            raise EvalRouterError(
                "client_run_checkout_failed",
                "The task's checkout has a .git that is not a directory.",
                hint="The task's environment is not a plain git checkout; report the task.",
            )
        _check_head(root, head_commit, base_commit)
        shutil.rmtree(dot_git)
    _git(root, "init", "--quiet")
    _git(root, "add", "--all", "--force", ".")
    _git(root, "commit", "--quiet", "--allow-empty", "--no-verify", "-m", "EvalRouter baseline")
    baseline = _git(root, "rev-parse", "--verify", "HEAD^{commit}").strip()
    _git(root, "update-ref", BASELINE_REF, baseline)
    return baseline


def read_baseline(root: Path) -> str:
    """The baseline commit recorded in the checkout (for a server that did not prepare it)."""
    return _git(
        root, "rev-parse", "--verify", BASELINE_REF + "^{commit}", code="client_workspace_replaced"
    ).strip()


# --------------------------------------------------------------------------- collection


def _replaced(what: str) -> EvalRouterError:
    return EvalRouterError(
        "client_workspace_replaced",
        f"The repository checkout's {what} was removed or replaced while the attempt ran.",
        hint="Change the files of the checkout, not its .git directory.",
    )


def collect_patch(root: Path, baseline: str) -> str | None:
    """The checkout's changes against ``baseline`` as a binary-safe git diff (new files
    included), or None when nothing changed. Over 512 KiB: ``client_submission_too_large``."""
    git_available()
    objects = root / ".git" / "objects"
    for path in (root / ".git", objects):
        try:
            if not stat.S_ISDIR(os.lstat(path).st_mode):
                raise _replaced(".git directory")
        except FileNotFoundError:
            raise _replaced(".git directory") from None
    with tempfile.TemporaryDirectory(prefix="evalrouter-diff-") as private:
        git_dir = Path(private) / "git"
        _git(Path(private), "init", "--quiet", "--bare", str(git_dir))
        (git_dir / "objects" / "info" / "alternates").write_text(f"{objects}\n")
        (git_dir / "info").mkdir(exist_ok=True)
        (git_dir / "info" / "exclude").write_text("".join(f"{p}\n" for p in UNCOLLECTED))
        env = {
            "GIT_DIR": str(git_dir),
            "GIT_WORK_TREE": str(root),
            "GIT_INDEX_FILE": str(Path(private) / "index"),
        }
        code = "client_output_collection_failed"
        try:
            _git(root, "read-tree", baseline, env=env, code=code)
        except EvalRouterError:
            raise _replaced("baseline commit") from None
        _git(root, "add", "--all", ".", env=env, code=code)
        patch = _git(
            root,
            "diff",
            "--cached",
            "--no-ext-diff",
            "--no-textconv",
            "--no-color",
            "--no-renames",
            "--binary",
            baseline,
            env=env,
            code=code,
        )
    size = len(patch.encode("utf-8", "surrogateescape"))
    if size > MAX_PATCH_BYTES:
        raise EvalRouterError(
            "client_submission_too_large",
            f"The checkout's diff against its baseline is {size} bytes; at most "
            f"{MAX_PATCH_BYTES} are accepted.",
            hint="Leave out generated or large files (delete them, or undo their changes).",
            details={"bytes": size, "limit": MAX_PATCH_BYTES},
        )
    return patch or None
