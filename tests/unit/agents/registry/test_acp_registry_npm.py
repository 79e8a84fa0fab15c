"""Opt-in (``EVALROUTER_TEST_NPM=1``, needs node, npm and the npm registry): a real ACP
Registry agent is installed through npm into a fresh install cache, and the launch
``prepare()`` gives starts it with no network use of its own: it answers ACP ``initialize``.

``EVALROUTER_TEST_NPM_AGENT`` picks another npm-distributed agent, and may carry a version
newer than the snapshot's (``claude-acp@0.101.0``). A version the npm registry this machine
reaches does not have (a partial mirror) is ``acp_agent_package_unavailable``, npm's
``ETARGET``/``E404`` named."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import selectors
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest

from evalrouter.agents._acp.registry import AgentCache, registry_agent

AGENT = os.environ.get("EVALROUTER_TEST_NPM_AGENT", "claude-acp")

pytestmark = pytest.mark.skipif(
    os.environ.get("EVALROUTER_TEST_NPM") != "1" or shutil.which("npm") is None,
    reason="installs a real agent from the npm registry (network, ~100 MB): set "
    "EVALROUTER_TEST_NPM=1 on a machine with node and npm to run it",
)


def _initialize(argv: tuple[str, ...], cwd: Path, env: dict[str, str]) -> dict[str, object]:
    """Send ACP ``initialize`` over stdio and read the answer (bounded), then stop the agent's
    whole process group."""
    proc = subprocess.Popen(
        argv,
        cwd=cwd,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        request = {
            "jsonrpc": "2.0",
            "id": 0,
            "method": "initialize",
            "params": {
                "protocolVersion": 1,
                "clientCapabilities": {
                    "fs": {"readTextFile": False, "writeTextFile": False},
                    "terminal": False,
                },
            },
        }
        proc.stdin.write((json.dumps(request) + "\n").encode())
        proc.stdin.flush()
        selector = selectors.DefaultSelector()
        selector.register(proc.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + 60
        buffer = b""
        while time.monotonic() < deadline:
            if not selector.select(timeout=max(0.0, deadline - time.monotonic())):
                break
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                break
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                message = json.loads(line)
                if isinstance(message, dict) and message.get("id") == 0:
                    return message
        pytest.fail(f"{argv[0]} did not answer initialize within 60 s")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        proc.stdin.close()
        proc.stdout.close()


def test_a_registry_agent_installed_through_npm_answers_initialize(tmp_path: Path) -> None:
    # A version newer than the snapshot's says so.
    newer = "@" in AGENT
    with pytest.warns(UserWarning, match="is newer than") if newer else contextlib.nullcontext():
        agent = registry_agent(AGENT, cache=AgentCache(tmp_path / "cache"))
    assert agent.distribution.kind == "npx"
    try:
        launch = asyncio.run(agent.prepare())
        assert Path(launch.argv[0]).is_relative_to(tmp_path / "cache")
        assert "npx" not in launch.argv
        descriptor = agent.descriptor()
        assert descriptor["kind"] == "registry" and len(str(descriptor["artifact_sha256"])) == 64
        workspace = tmp_path / "workspace"
        workspace.mkdir()
        env = {
            "PATH": os.environ["PATH"],
            "HOME": str(workspace),
            **launch.env,
        }
        answer = _initialize(launch.argv, workspace, env)
        result = answer.get("result")
        assert isinstance(result, dict) and result.get("protocolVersion") == 1, answer
    finally:
        agent.close()
