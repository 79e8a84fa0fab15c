"""A hostile ACP agent against the sandbox, each attack of issue 24 end to end: the evaluating
process (a script with the user's key in its environment, as the CLI runs) evaluates the test
agent in ``hostile`` mode against EvalRouter Local on loopback, two attempts at once. With
``sandbox=False`` the same attacks succeed: each probe is shown to be real."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from evalrouter import EvalRouterError, agents
from evalrouter.agents._sandbox import docker as _docker
from tests.e2e.test_agents_acp import AGENT, ROUTE, Served, acp_agent, evaluate, served
from tests.e2e.test_agents_acp_containment import provider
from tests.support.procs import argument, marked, none_marked, seen_within

pytestmark = pytest.mark.skipif(
    shutil.which("bwrap") is None, reason="bubblewrap is not installed (apt install bubblewrap)"
)

__all__ = ["provider", "served"]
CANARY = "er_live_canary_" + "7" * 24


def _script(tmp: Path, *, sandbox: bool, coverage: int = 2, linger: int = 0) -> str:
    return textwrap.dedent(
        f"""
        import sys
        from evalrouter import agents
        from evalrouter.testing import EvalRouterLocal

        local = EvalRouterLocal(seed=0)
        with local.serve() as url:
            agent = agents.local_agent(
                [sys.executable, {AGENT!r}, "--mode", "hostile",
                 "--out", {str(tmp / "out" / "r")!r}, "--pidfile", {str(tmp / "daemon")!r},
                 "--sibling", {str(tmp / "sibling")!r}, "--sleep", "{linger}"],
                env={{"HOSTILE_PATH": {str(tmp / "user" / "creds.json")!r}}},
                **({{"writable": [{str(tmp / "out")!r}]}} if {sandbox!r} else {{"sandbox": False}}),
            )
            print("started", flush=True)
            result = agents.evaluate(
                local.client(base_url=url), agent=agent, model={ROUTE!r}, tasks="gsm8k",
                coverage={coverage}, budget_usd="1", concurrency=2,
            )
            print("succeeded" if result.succeeded else "failed", flush=True)
        """
    )


@pytest.fixture
def scene(tmp_path: Path) -> Iterator[Path]:
    """The user's things a hostile agent goes for: a login credentials file and another
    attempt's workspace, both holding the canary."""
    (tmp_path / "user").mkdir()
    (tmp_path / "out").mkdir()
    (tmp_path / "user" / "creds.json").write_text(json.dumps({"api_key": CANARY}))
    sibling = Path(tempfile.mkdtemp(prefix="evalrouter-attempt-"))
    (sibling / "answer.txt").write_text(CANARY)
    os.symlink(sibling, tmp_path / "sibling")
    try:
        yield tmp_path
    finally:
        shutil.rmtree(sibling, ignore_errors=True)
        left = marked(argument("time.sleep(600)", tmp_path / "daemon"))
        for pid in left:  # a daemon the unsandboxed case left
            os.kill(pid, signal.SIGKILL)


def _start(
    tmp: Path, *, sandbox: bool, coverage: int = 2, linger: int = 0
) -> subprocess.Popen[str]:
    # Its own state folder: Local's ids repeat from one seeded server to the next.
    env = {**os.environ, "EVALROUTER_API_KEY": CANARY, "EVALROUTER_STATE_DIR": str(tmp / "st")}
    return subprocess.Popen(
        [sys.executable, "-c", _script(tmp, sandbox=sandbox, coverage=coverage, linger=linger)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def _evaluate(tmp: Path, *, sandbox: bool) -> list[dict[str, object]]:
    process = _start(tmp, sandbox=sandbox, linger=3)  # the two attempts overlap
    out, err = process.communicate(timeout=180)
    assert "succeeded" in out, err[-3000:]
    return [json.loads(path.read_text()) for path in sorted((tmp / "out").glob("r-*"))]


def test_a_sandboxed_agent_reaches_nothing_of_the_users_nor_its_siblings(scene: Path) -> None:
    reports = _evaluate(scene, sandbox=True)
    assert len(reports) == 2
    for report in reports:
        assert report["keys"] == []  # no process it can see holds the key (/proc, its parent)
        assert not [text for text in report["readable"] if CANARY in str(text)]
        assert report["readable"] == []  # no credentials file, in the real home or elsewhere
        # Of the real home, only the empty folders leading to the installs it is shown.
        assert set(report["home"]) <= _install_folders()  # type: ignore[arg-type]
        assert report["siblings"] == []  # no other attempt's workspace
        assert report["spent"] == [] and report["drove"] == []  # no sibling token or bridge
    daemon = argument("time.sleep(600)", scene / "daemon")
    assert not none_marked(daemon), "a setsid + double-fork daemon outlived it"


def test_unsandboxed_the_same_agent_reaches_all_of_it(scene: Path) -> None:
    """The probes are real: with ``sandbox=False`` (the opt-out, as before issue 24) every one
    of them succeeds."""
    reports = _evaluate(scene, sandbox=False)
    assert len(reports) == 2
    assert all(CANARY in report["keys"] for report in reports)  # type: ignore[operator]
    assert all(CANARY in json.dumps(report["readable"]) for report in reports)
    assert all(set(report["home"]) > _install_folders() for report in reports)  # type: ignore[arg-type]
    assert all(report["siblings"] for report in reports)
    # A sibling's relay token spent its budget, and its task bridge took this agent's answer.
    assert any(200 in report["spent"] for report in reports)  # type: ignore[operator]
    assert any(True in report["drove"] for report in reports)  # type: ignore[operator]
    daemon = argument("time.sleep(600)", scene / "daemon")
    assert marked(daemon), "the unsandboxed daemon was expected to survive"


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_nothing_outlives_the_evaluating_process_however_it_ends(
    scene: Path, sig: signal.Signals
) -> None:
    process = _start(scene, sandbox=True, coverage=1, linger=120)
    try:
        marker = argument("time.sleep(600)", scene / "daemon")
        if not seen_within(marker):
            process.kill()
            raise AssertionError(f"no daemon started: {process.communicate()[1][-3000:]}")
        process.send_signal(sig)
        process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    assert not none_marked(marker), f"a daemon outlived {sig.name} of the evaluating process"


def _install_folders() -> set[str]:
    """The home's folders that lead to a Python install the sandbox shows (a pyenv one)."""
    home = Path.home()
    shown = [Path(p) for p in (sys.prefix, sys.base_prefix) if Path(p).is_relative_to(home)]
    return {p.relative_to(home).parts[0] for p in shown}


# ------------------------------------------------------------ refusal, opt-outs, host network


def test_no_sandbox_refuses_the_run_before_anything_is_quoted(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    which = shutil.which
    monkeypatch.setattr(shutil, "which", lambda name: None if name == "bwrap" else which(name))
    with pytest.raises(EvalRouterError) as caught:
        agents.quote(
            served.client(), agent=acp_agent(), model=ROUTE, tasks="gsm8k", coverage=1,
            budget_usd="1",
        )  # fmt: skip
    assert caught.value.code == "client_sandbox_unavailable"
    assert "apt install bubblewrap" in (caught.value.hint or "")
    assert served.requests("/quote") == []  # nothing was asked of the service


def test_sandbox_false_runs_as_before_after_a_warning_saying_what_it_reaches(
    served: Served,
) -> None:
    seen: list[agents.AttemptEvent] = []
    with pytest.warns(UserWarning, match="sandbox=False: the agent runs as you") as told:
        agent = acp_agent(sandbox=False)  # said where it is written, before any quote
    assert told[0].filename.endswith("test_agents_acp.py")  # the line that called local_agent
    result = evaluate(served, agent, coverage=1, on_event=seen.append)
    assert result.succeeded
    [warning] = [e.message or "" for e in seen if e.type == "warning"]
    assert "sandbox=False: the agent runs as you, unsandboxed" in warning
    assert "read your EvalRouter key" in warning and "reach any network" in warning


def test_network_host_gives_the_agent_this_machines_network(
    served: Served, tmp_path: Path, provider: tuple[str, list[dict[str, str]]]
) -> None:
    url, seen = provider
    out = tmp_path / "answer"
    agent = acp_agent(
        "provider", "--url", url, "--out", str(out), network="host", writable=[tmp_path]
    )
    result = evaluate(served, agent, coverage=1)
    assert result.succeeded
    assert json.loads(out.read_text())["provider"] == "reached"
    assert seen  # the stand-in provider on this machine's loopback was reached


def test_an_agent_needing_files_outside_its_install_is_told_how_to_show_them(
    served: Served, tmp_path: Path
) -> None:
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "helper.py").write_text("READY = True\n")
    wrapper = tmp_path / "wrapper.py"
    wrapper.write_text(
        f"import runpy, sys\nsys.path.insert(0, {str(lib)!r})\nimport helper\n"
        "sys.argv = sys.argv[1:]\nrunpy.run_path(sys.argv[0], run_name='__main__')\n"
    )

    def quote(**sandbox: object) -> agents.AgentEvaluation:
        agent = agents.local_agent([sys.executable, str(wrapper), AGENT], **sandbox)  # type: ignore[arg-type]
        return agents.quote(
            served.client(), agent=agent, model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1"
        )

    with pytest.raises(EvalRouterError) as caught:
        quote()  # helper.py is not in its view: it cannot start
    assert caught.value.code == "acp_agent_preflight_failed"
    assert "ModuleNotFoundError" in caught.value.message
    assert "read_only=[...]" in (caught.value.hint or "")
    assert quote(read_only=[lib]).quote.id  # shown read-only: it starts, and is quoted


@pytest.mark.skipif(
    not _docker.docker_engine(), reason="no Docker engine answers here (`docker info` fails)"
)
def test_a_docker_sandbox_runs_the_agent_when_asked(served: Served) -> None:
    result = evaluate(served, acp_agent(sandbox="docker"), coverage=1)
    assert result.succeeded, result.as_dict()


async def test_an_async_client_runs_the_agent_in_its_sandbox_too(served: Served) -> None:
    client = served.local.async_client(base_url=served.url)
    seen: list[agents.AttemptEvent] = []
    try:
        result = await agents.evaluate_async(
            client, agent=acp_agent(), model=ROUTE, tasks="gsm8k", coverage=1, budget_usd="1",
            on_event=seen.append,
        )  # fmt: skip
    finally:
        await client.close()
    assert result.succeeded, result.as_dict()
    [warning] = [e.message or "" for e in seen if e.type == "warning"]
    assert "runs in bubblewrap: its own PID namespace" in warning
