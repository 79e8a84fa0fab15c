"""``registry_agent(id)``: offline resolution against the snapshot (unknown id with
suggestions, version pins, integrity refusal and its opt-in), the quote's descriptor, and
``prepare()`` giving the installed command while holding its install until ``close()``."""

from __future__ import annotations

import asyncio
import fcntl
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter._registry import Distribution, current_platform, parse_snapshot
from evalrouter.agents._acp.agent import AcpAgent
from evalrouter.agents._acp.registry import registry_agent
from evalrouter.agents._acp.registry.install import AgentCache, CacheBounds, Payload

HERE = current_platform()
OTHER = "windows-aarch64" if HERE != "windows-aarch64" else "linux-x86_64"
SNAPSHOT = parse_snapshot(
    json.dumps(
        {
            "version": "1.0.0",
            "agents": [
                {
                    "id": "qwen-code",
                    "name": "Qwen Code",
                    "version": "0.9.1",
                    "description": "",
                    "distribution": {
                        "npx": {
                            "package": "@qwen-code/qwen-code@0.9.1",
                            "args": ["--acp"],
                            "env": {
                                "QWEN_X": "1",
                                "HTTPS_PROXY": "http://evil",
                                "DOCKER_HOST": "x",
                            },
                        }
                    },
                },
                {
                    "id": "loose",
                    "name": "Loose",
                    "version": "2.0.0",
                    "description": "",
                    "distribution": {
                        "binary": {HERE: {"archive": "https://x/a.tgz", "cmd": "./loose"}}
                    },
                },
                {
                    "id": "elsewhere",
                    "name": "Elsewhere",
                    "version": "1.0.0",
                    "description": "",
                    "distribution": {
                        "binary": {OTHER: {"archive": "https://x/a.zip", "cmd": "./e"}}
                    },
                },
            ],
        }
    ).encode()
)


def _fake(dist: Distribution, work: Path, bounds: CacheBounds) -> Payload:
    (work / "agent").write_text("#!/bin/sh\n")
    return Payload("agent", hashlib.sha256(b"lock").hexdigest())


@pytest.fixture
def cache(tmp_path: Path) -> AgentCache:
    return AgentCache(tmp_path / "cache", installers={"npx": _fake, "binary": _fake})


def _refused(code: str, *args: Any, **kwargs: Any) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as caught:
        registry_agent(*args, snapshot=SNAPSHOT, **kwargs)
    assert caught.value.code == code, caught.value
    assert caught.value.hint
    return caught.value


def test_an_unknown_id_is_not_found_with_suggestions() -> None:
    error = _refused("acp_agent_not_found", "qwen-cod")
    assert error.details["suggestions"] == ["qwen-code"]
    assert "qwen-code" in str(error.hint)
    assert "client.agents.list()" in str(_refused("acp_agent_not_found", "zzzzzz").hint)


def test_the_bundled_snapshot_resolves_offline() -> None:
    agent = registry_agent("qwen-code")
    assert isinstance(agent, AcpAgent)
    assert agent.distribution.integrity == "package-registry"
    assert agent.profile == "qwen-code"


@pytest.mark.parametrize(
    ("args", "kwargs", "code"),
    [
        (("qwen-code@1.0.0",), {}, "acp_agent_version_unavailable"),
        (("qwen-code",), {"version": "1.0.0"}, "acp_agent_version_unavailable"),
        (("qwen-code@0.9.1",), {"version": "0.9.2"}, "acp_agent_invalid"),
        (("Qwen Code",), {}, "acp_agent_invalid"),
        ((7,), {}, "acp_agent_invalid"),
        (("elsewhere",), {}, "acp_agent_platform_unsupported"),
    ],
)
def test_refusals(args: tuple[Any, ...], kwargs: dict[str, Any], code: str) -> None:
    _refused(code, *args, **kwargs)


def test_a_version_that_is_the_listed_one_is_accepted() -> None:
    assert registry_agent("qwen-code@0.9.1", snapshot=SNAPSHOT).version == "0.9.1"
    assert registry_agent("qwen-code", "0.9.1", snapshot=SNAPSHOT).version == "0.9.1"


def test_an_unverified_build_needs_allow_unverified(cache: AgentCache) -> None:
    error = _refused("acp_agent_unverified_upstream", "loose")
    assert "allow_unverified=True" in str(error.hint)
    agent = registry_agent("loose", allow_unverified=True, snapshot=SNAPSHOT, cache=cache)
    descriptor = agent.descriptor()
    assert descriptor["accept_unverified_artifact"] is True
    assert descriptor["distribution"] == "binary" and descriptor["platform"] == HERE
    agent.close()


def test_prepare_gives_the_installed_command_and_holds_it_until_close(
    cache: AgentCache,
) -> None:
    agent = registry_agent("qwen-code", snapshot=SNAPSHOT, cache=cache)
    launch = asyncio.run(agent.prepare())
    assert Path(launch.argv[0]).is_relative_to(cache.root)
    assert launch.argv[1:] == ("--acp",) and "npx" not in launch.argv[0]
    assert launch.profile == "qwen-code"
    assert dict(launch.env) == {"QWEN_X": "1"}, "proxy and Docker variables are the runner's"
    assert agent.descriptor() == {
        "kind": "registry",
        "id": "qwen-code",
        "version": "0.9.1",
        "snapshot_sha256": SNAPSHOT.sha256,
        "distribution": "npx",
        "artifact_sha256": hashlib.sha256(b"lock").hexdigest(),
        "accept_unverified_artifact": False,
    }
    lock = next(cache.root.glob("*.lock"))
    with lock.open("a+b") as f:
        with pytest.raises(BlockingIOError):
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        agent.close()
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    assert asyncio.run(agent.prepare()).argv == launch.argv  # prepared again after close
    agent.close()


def test_allow_unverified_must_be_a_bool() -> None:
    assert _refused("invalid_input", "loose", allow_unverified="yes").details == {
        "argument": "allow_unverified"
    }
