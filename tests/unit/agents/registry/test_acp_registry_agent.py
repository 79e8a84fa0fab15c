"""``registry_agent(id)``: offline resolution against the snapshot (unknown id with
suggestions or its new name, version pins and newer versions, integrity refusal and its
opt-in), the quote's descriptor, ``prepare()`` giving the installed command while holding its
install until ``close()``, and the agent pickled to another machine."""

from __future__ import annotations

import asyncio
import fcntl
import hashlib
import json
import pickle
import warnings
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter._registry import (
    Distribution,
    bundled_snapshot,
    current_platform,
    parse_snapshot,
)
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
                    "id": "pinned",
                    "name": "Pinned",
                    "version": "2.0.0",
                    "description": "",
                    "distribution": {
                        "binary": {
                            HERE: {
                                "archive": "https://x/download/v2.0.0/pinned-2.0.0.tgz",
                                "cmd": "./pinned-2.0.0/pinned",
                                "sha256": "a" * 64,
                            }
                        }
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


def test_an_id_the_registry_renamed_names_the_new_one() -> None:
    with pytest.raises(EvalRouterError) as caught:
        registry_agent("claude-code-acp")
    assert caught.value.code == "acp_agent_not_found"
    assert "'claude-acp'" in str(caught.value.hint)
    assert caught.value.details["suggestions"] == ["claude-acp"]
    assert registry_agent("claude-acp").distribution.kind == "npx"


def test_the_bundled_snapshot_resolves_offline() -> None:
    agent = registry_agent("qwen-code")
    assert isinstance(agent, AcpAgent)
    assert agent.distribution.integrity == "package-registry"
    assert agent.profile == "qwen-code"


@pytest.mark.parametrize(
    ("args", "kwargs", "code"),
    [
        (("qwen-code@0.9.0",), {}, "acp_agent_version_unavailable"),
        (("qwen-code",), {"version": "0.9.1-rc.1"}, "acp_agent_version_unavailable"),
        (("qwen-code@latest",), {}, "acp_agent_version_unavailable"),
        (("loose@2.1.0",), {"allow_unverified": True}, "acp_agent_version_unavailable"),
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


def _newer(*args: Any, **kwargs: Any) -> tuple[Any, str]:
    """``registry_agent(*args)`` at a newer version, and the warning it gave (one, pointing at
    this file)."""
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        agent = registry_agent(*args, **kwargs)
    assert [w.category for w in said] == [UserWarning]
    assert said[0].filename == __file__, "the warning points at the caller's line"
    return agent, str(said[0].message)


def test_a_newer_npm_version_runs_pinned_to_it_after_a_warning(cache: AgentCache) -> None:
    agent, said = _newer("qwen-code@0.10.0", snapshot=SNAPSHOT, cache=cache)
    assert said == (
        "qwen-code 0.10.0 is newer than the 0.9.1 of the bundled ACP Registry snapshot: it runs "
        "with the launch profile reviewed for 0.9.1."
    )
    assert (agent.version, agent.listed_version) == ("0.10.0", "0.9.1")
    assert agent.distribution.package == "@qwen-code/qwen-code@0.10.0"
    assert agent.distribution.integrity == "package-registry"
    assert agent.distribution.args == ("--acp",), "the same distribution, another version"
    descriptor = agent.descriptor()
    assert descriptor["version"] == "0.10.0" and descriptor["snapshot_sha256"] == SNAPSHOT.sha256
    assert descriptor["accept_unverified_artifact"] is False
    agent.close()
    same, _ = _newer("qwen-code", version="0.10.0", snapshot=SNAPSHOT, cache=cache)
    assert same.distribution == agent.distribution


def test_a_newer_build_has_no_known_sha256_and_needs_allow_unverified(cache: AgentCache) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # refused before any warning
        error = _refused("acp_agent_unverified_upstream", "pinned@2.1.0")
    assert "no sha256 is known" in error.message and "2.0.0" in error.message
    assert 'registry_agent("pinned@2.1.0", allow_unverified=True)' in str(error.hint)
    agent, _ = _newer("pinned@2.1.0", allow_unverified=True, snapshot=SNAPSHOT, cache=cache)
    assert agent.distribution.archive == "https://x/download/v2.1.0/pinned-2.1.0.tgz"
    assert agent.distribution.cmd == "./pinned-2.1.0/pinned"
    assert agent.distribution.sha256 is None
    assert agent.descriptor()["accept_unverified_artifact"] is True
    agent.close()
    assert registry_agent("pinned", snapshot=SNAPSHOT).distribution.integrity == "pinned"


def test_a_pickled_agent_carries_its_newer_version() -> None:
    listed = bundled_snapshot().entries["claude-acp"].version
    newer = f"{int(listed.split('.')[0]) + 1}.0.0"
    agent, _ = _newer(f"claude-acp@{newer}", network="host")
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        back = pickle.loads(pickle.dumps(agent))
    assert (back.version, back.listed_version) == (newer, listed)
    assert back.distribution == agent.distribution
    assert back.snapshot_sha256 == agent.snapshot_sha256
    assert back.sandbox == agent.sandbox


@pytest.mark.parametrize("spec", ["qwen-code@0.10.0", "qwen-code"])
def test_a_pickled_agent_fails_where_the_snapshot_differs(spec: str) -> None:
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        data = pickle.dumps(registry_agent(spec, snapshot=SNAPSHOT))
    with pytest.raises(EvalRouterError) as caught:
        pickle.loads(data)
    assert caught.value.code == "acp_agent_version_not_in_snapshot"
    assert "0.9.1" in caught.value.message and SNAPSHOT.sha256[:12] in caught.value.message
    assert "same evalrouter-sdk version" in str(caught.value.hint)
