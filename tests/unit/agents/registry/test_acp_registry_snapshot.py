"""The bundled ACP Registry snapshot: it parses (the registry's current format, fields the SDK
does not read included), its sha256 is the file's, its LICENSE, NOTICE and source ship beside
it, the build script rebuilds it from a registry checkout by the registry's own rules, and a
snapshot that breaks the format is refused with ``acp_registry_snapshot_invalid``."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter import _registry as _snapshot
from evalrouter._registry import bundled_snapshot, parse_snapshot

ROOT = Path(__file__).parents[4]
HERE = _snapshot.SNAPSHOT_PATH.parent


def _script() -> ModuleType:
    path = ROOT / "scripts" / "build_acp_registry.py"
    spec = importlib.util.spec_from_file_location("_build_acp_registry", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _doc(*agents: dict[str, Any]) -> bytes:
    return json.dumps({"version": "1.0.0", "agents": list(agents), "extensions": []}).encode()


def _agent(agent_id: str = "demo", **distribution: Any) -> dict[str, Any]:
    return {
        "id": agent_id,
        "name": agent_id.title(),
        "version": "1.2.3",
        "description": "d",
        "distribution": distribution or {"npx": {"package": f"{agent_id}@1.2.3"}},
    }


def test_the_bundled_snapshot_parses_and_is_known_by_its_bytes() -> None:
    snap = bundled_snapshot()
    assert snap.sha256 == hashlib.sha256(_snapshot.SNAPSHOT_PATH.read_bytes()).hexdigest()
    assert len(snap.entries) > 11
    assert "qwen-code" in snap.entries and "opencode" in snap.entries
    assert snap.entries["qwen-code"].best("linux-x86_64") is not None
    claude = snap.entries["claude-acp"].best("linux-x86_64")
    assert claude is not None and claude.kind == "npx" and claude.integrity == "package-registry"
    assert claude.package_name == "@agentclientprotocol/claude-agent-acp"
    pinned = [
        d
        for e in snap.entries.values()
        for d in e.distributions
        if d.kind == "binary" and d.sha256 is not None
    ]
    assert pinned and all(d.integrity == "pinned" for d in pinned)
    assert "claude-code-acp" not in snap.entries and "github-copilot" not in snap.entries


def test_the_apache_license_a_notice_and_the_source_ship_beside_it() -> None:
    assert "Apache License" in (HERE / "LICENSE").read_text()
    notice = (HERE / "NOTICE").read_text()
    assert "agentclientprotocol/registry" in notice
    assert bundled_snapshot().sha256 in notice, "NOTICE names another snapshot: rebuild it"
    source = json.loads(_snapshot.SOURCE_PATH.read_text())
    assert source["snapshot_sha256"] == bundled_snapshot().sha256
    assert source["commit"] in notice.replace("\n", " ") and source["date"] in notice
    assert (bundled_snapshot().source.commit, bundled_snapshot().source.date) == (
        source["commit"],
        source["date"],
    )


def test_fields_the_sdk_does_not_read_do_not_break_parsing() -> None:
    agent = _agent(
        binary={
            "linux-x86_64": {
                "archive": "https://x/a.tgz",
                "cmd": "./a",
                "sha256": "AB" * 32,
                "mirror": "https://y/a.tgz",
            }
        },
        npx={"package": "demo@1.2.3", "cmd": "demo-acp", "registry": "https://r"},
    )
    agent.update(
        {
            "$schema": "../agent.schema.json",
            "license_url": "https://x/LICENSE",
            "website": "https://x",
            "bundled": True,
            "preview": {"version": "1.2.4-preview.1", "distribution": {"npx": {"package": "x"}}},
        }
    )
    entry = parse_snapshot(_doc(agent)).entries["demo"]
    binary, npx = entry.distributions
    assert binary.sha256 == "ab" * 32 and binary.integrity == "pinned"
    assert (npx.cmd, npx.integrity) == ("demo-acp", "package-registry")
    assert entry.version == "1.2.3"


def test_the_script_rebuilds_a_snapshot_from_a_checkout(tmp_path: Path) -> None:
    checkout = tmp_path / "registry"
    for agent_id in ("zeta", "alpha"):
        (checkout / agent_id).mkdir(parents=True)
        (checkout / agent_id / "agent.json").write_text(json.dumps(_agent(agent_id)))
    (checkout / "alpha" / "icon.svg").write_text("<svg/>")
    (checkout / "_not_yet_unsupported" / "beta").mkdir(parents=True)
    (checkout / "_not_yet_unsupported" / "beta" / "agent.json").write_text("{}")
    (checkout / "LICENSE").write_text("Apache License\n")
    out = tmp_path / "out"
    sha = _script().build(checkout, out, "abc123")
    data = (out / "snapshot.json").read_bytes()
    assert hashlib.sha256(data).hexdigest() == sha
    index = json.loads(data)
    assert [a["id"] for a in index["agents"]] == ["alpha", "zeta"]
    assert index["agents"][0]["icon"].endswith("/alpha.svg")
    assert "icon" not in index["agents"][1]
    assert (out / "LICENSE").read_text() == "Apache License\n"
    assert "abc123" in (out / "NOTICE").read_text()
    assert set(parse_snapshot(data).entries) == {"alpha", "zeta"}


def test_the_script_is_deterministic(tmp_path: Path) -> None:
    checkout = tmp_path / "registry"
    (checkout / "demo").mkdir(parents=True)
    (checkout / "demo" / "agent.json").write_text(json.dumps(_agent()))
    (checkout / "LICENSE").write_text("L")
    script = _script()
    assert script.build(checkout, tmp_path / "a", None) == script.build(
        checkout, tmp_path / "b", None
    )


@pytest.mark.parametrize(
    ("doc", "where"),
    [
        (b"not json", "file"),
        (json.dumps({"version": "2.0.0", "agents": []}).encode(), "file"),
        (_doc(_agent("Bad Id")), "agents[0]"),
        (_doc(_agent(), _agent()), "agents[1]"),
        (
            _doc(_agent(binary={"linux-x86_64": {"archive": "http://x/a.tgz", "cmd": "./a"}})),
            "binary",
        ),
        (
            _doc(_agent(binary={"linux-x86_64": {"archive": "https://x/a.tgz", "cmd": "../a"}})),
            "binary",
        ),
        (
            _doc(_agent(binary={"plan9-mips": {"archive": "https://x/a.tgz", "cmd": "./a"}})),
            "binary",
        ),
        (_doc(_agent(npx={"package": "a@1.0.0", "args": [1]})), "args"),
        (_doc(_agent(npx={"package": "a@1.0.0", "env": {"1X": "v"}})), "npx"),
        (_doc(_agent(cargo={"package": "a"})), "cargo"),
        (_doc(_agent(npx={"package": "a@1.0.0", "cmd": "../a"})), "npx"),
        (
            _doc(
                _agent(
                    binary={"linux-x86_64": {"archive": "https://x/a", "cmd": "./a", "sha256": "0"}}
                )
            ),
            "binary",
        ),
        (b" " * (_snapshot.MAX_SNAPSHOT_BYTES + 1), "file"),
    ],
)
def test_a_broken_snapshot_is_refused(doc: bytes, where: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        parse_snapshot(doc)
    assert caught.value.code == "acp_registry_snapshot_invalid"
    assert where in caught.value.message
    assert caught.value.hint and "build_acp_registry" in caught.value.hint


@pytest.mark.parametrize(
    ("distribution", "integrity"),
    [
        ({"npx": {"package": "@scope/a@1.2.3"}}, "package-registry"),
        ({"npx": {"package": "a@1.2.3-rc.1+b5"}}, "package-registry"),
        ({"npx": {"package": "@scope/a"}}, "unverified-upstream"),
        ({"npx": {"package": "a@^1.2.3"}}, "unverified-upstream"),
        ({"uvx": {"package": "fast-agent-mcp==0.10.1"}}, "package-registry"),
        ({"uvx": {"package": "fast-agent-mcp>=0.10"}}, "unverified-upstream"),
        ({"uvx": {"package": "agentao@0.5.10"}}, "package-registry"),
        ({"uvx": {"package": "gptme-acp"}}, "unverified-upstream"),
        (
            {"binary": {"linux-x86_64": {"archive": "https://x/a", "cmd": "./a"}}},
            "unverified-upstream",
        ),
        (
            {
                "binary": {
                    "linux-x86_64": {"archive": "https://x/a", "cmd": "./a", "sha256": "0" * 64}
                }
            },
            "pinned",
        ),
    ],
)
def test_integrity_classes(distribution: dict[str, Any], integrity: str) -> None:
    entry = parse_snapshot(_doc(_agent(**distribution))).entries["demo"]
    best = entry.best("linux-x86_64")
    assert best is not None and best.integrity == integrity


def test_a_verifiable_candidate_wins_over_an_unverified_one() -> None:
    entry = parse_snapshot(
        _doc(
            _agent(
                binary={"linux-x86_64": {"archive": "https://x/a", "cmd": "./a"}},
                npx={"package": "@s/a@1.2.3"},
            )
        )
    ).entries["demo"]
    best = entry.best("linux-x86_64")
    assert best is not None and (best.kind, best.package_name) == ("npx", "@s/a")
    assert entry.best("windows-x86_64") is not None
    only_binary = parse_snapshot(
        _doc(_agent(binary={"darwin-aarch64": {"archive": "https://x/a", "cmd": "./a"}}))
    ).entries["demo"]
    assert only_binary.best("linux-x86_64") is None


@pytest.mark.parametrize(
    ("package", "requirement"),
    [("agentao@0.5.10", "agentao==0.5.10"), ("a[x]@1.0", "a[x]==1.0"), ("a==1.0", "a==1.0")],
)
def test_a_uvx_package_is_a_pip_requirement(package: str, requirement: str) -> None:
    entry = parse_snapshot(_doc(_agent(uvx={"package": package}))).entries["demo"]
    assert entry.distributions[0].requirement == requirement


def _checkout(tmp_path: Path, *agents: dict[str, Any]) -> Path:
    checkout = tmp_path / "registry"
    for agent in agents:
        (checkout / agent["id"]).mkdir(parents=True)
        (checkout / agent["id"] / "agent.json").write_text(json.dumps(agent))
    (checkout / "LICENSE").write_text("Apache License\n")
    return checkout


def test_the_script_keeps_what_the_registrys_build_keeps(tmp_path: Path) -> None:
    mismatched = _agent("mismatched", npx={"package": "mismatched@1.2.4"})
    installer = _agent(
        "installer", binary={"darwin-aarch64": {"archive": "https://x/a.dmg", "cmd": "./a"}}
    )
    latest = _agent("latest", npx={"package": "latest@latest"})
    wrong_url = _agent(
        "wrong-url",
        binary={"linux-x86_64": {"archive": "https://x/download/v1.2.0/a.tgz", "cmd": "./a"}},
    )
    good = {**_agent("good"), "authors": ["A Person <a@example.invalid>"]}
    checkout = _checkout(
        tmp_path, good, _agent("github-copilot"), mismatched, installer, latest, wrong_url
    )
    script = _script()
    with pytest.raises(SystemExit) as refused:
        script.build(checkout, tmp_path / "strict", "c0ffee")
    assert "mismatched" in str(refused.value) and "--skip-invalid" in str(refused.value)
    assert not (tmp_path / "strict").exists()
    out = tmp_path / "out"
    script.build(checkout, out, "c0ffee", date="2026-10-02", skip_invalid=True)
    index = json.loads((out / "snapshot.json").read_text())
    assert [a["id"] for a in index["agents"]] == ["good"]  # github-copilot: not in the index
    assert "authors" not in index["agents"][0]
    notice = (out / "NOTICE").read_text()
    for folder in ("mismatched", "installer", "latest", "wrong-url"):
        assert f"- {folder}: " in notice
    assert "from commit c0ffee of 2026-10-02" in notice.replace("\n", " ")
    source = json.loads((out / "source.json").read_text())
    assert source == {
        "snapshot_sha256": hashlib.sha256((out / "snapshot.json").read_bytes()).hexdigest(),
        "source": "https://github.com/agentclientprotocol/registry",
        "commit": "c0ffee",
        "date": "2026-10-02",
    }


def test_the_script_checks_entries_against_the_checkouts_schema(tmp_path: Path) -> None:
    odd = {**_agent("odd"), "authors": [{"name": "x"}]}
    checkout = _checkout(tmp_path, _agent("fine"), odd)
    schema = {"type": "object", "properties": {"authors": {"items": {"type": "string"}}}}
    (checkout / "agent.schema.json").write_text(json.dumps(schema))
    out = tmp_path / "out"
    _script().build(checkout, out, None, skip_invalid=True)
    assert [a["id"] for a in json.loads((out / "snapshot.json").read_text())["agents"]] == ["fine"]
    assert "- odd: schema: authors.0 breaks its 'type' rule" in (out / "NOTICE").read_text()


def test_a_note_gives_an_assembled_checkouts_provenance(tmp_path: Path) -> None:
    out = tmp_path / "out"
    note = "assembled from the newest stored agent.json of each agent, as of commit c0ffee"
    _script().main([str(_checkout(tmp_path, _agent())), "--out", str(out), "--note", note,
                    "--commit", "c0ffee", "--date", "2026-10-02"])  # fmt: skip
    notice = (out / "NOTICE").read_text().replace("\n", " ")
    assert note in notice and "from commit" not in notice
    assert json.loads((out / "source.json").read_text())["date"] == "2026-10-02"
