"""Versions other than the snapshot's (``_registry_versions``): their order, and an entry moved
to a newer version: packages pinned to it, archives renamed where their URLs named the listed
version and no longer pinned."""

from __future__ import annotations

import json
from typing import Any

import pytest

from evalrouter._registry import RegistryEntry, parse_snapshot
from evalrouter._registry_versions import at_version, is_newer


@pytest.mark.parametrize(
    ("version", "than", "newer"),
    [
        ("0.101.0", "0.85.1", True),
        ("1.10.0", "1.9.9", True),
        ("1.0.0", "1.0.0-rc.1", True),
        ("1.0.0-rc.10", "1.0.0-rc.2", True),
        ("1.0.0-beta", "1.0.0-rc.1", False),
        ("1.0.0-alpha.1", "1.0.0-alpha", True),
        ("1.0", "1.0.0", False),
        ("2026.10.01", "2026.9.30", True),
        ("1.18.31.1", "1.18.31", True),
        ("0.0.0-nope", "0.9.1", False),
        ("latest", "1.0.0", None),
        ("1.0.0", "v1", None),
    ],
)
def test_the_order_of_versions(version: str, than: str, newer: bool | None) -> None:
    assert is_newer(version, than) is newer


def _entry(**distribution: Any) -> RegistryEntry:
    agent = {
        "id": "demo",
        "name": "Demo",
        "version": "1.2.3",
        "description": "",
        "distribution": distribution,
    }
    document = {"version": "1.0.0", "agents": [agent]}
    return parse_snapshot(json.dumps(document).encode()).entries["demo"]


def test_packages_are_pinned_to_the_newer_version() -> None:
    npx = at_version(_entry(npx={"package": "@s/demo", "args": ["--acp"]}), "1.3.0")
    assert npx.version == "1.3.0"
    (dist,) = npx.distributions
    assert (dist.package, dist.integrity, dist.args) == (
        "@s/demo@1.3.0",
        "package-registry",
        ("--acp",),
    )
    for package in ("demo[x]==1.2.3", "demo[x]@1.2.3", "demo[x]>=1"):
        (uvx,) = at_version(_entry(uvx={"package": package}), "1.3.0").distributions
        assert (uvx.package, uvx.integrity) == ("demo[x]==1.3.0", "package-registry")


def test_an_archive_moves_where_its_url_named_the_version_and_loses_its_pin() -> None:
    binary = {
        "linux-x86_64": {
            "archive": "https://x/download/v1.2.3/demo-1.2.3.tgz",
            "cmd": "./demo-1.2.3/demo",
            "sha256": "0" * 64,
        },
        "darwin-aarch64": {"archive": "https://x/latest-darwin.tgz", "cmd": "./demo"},
    }
    moved = at_version(_entry(binary=binary), "1.3.0")
    (dist,) = moved.distributions  # darwin's URL names no version: it has no 1.3.0 here
    assert dist.archive == "https://x/download/v1.3.0/demo-1.3.0.tgz"
    assert (dist.cmd, dist.sha256, dist.integrity) == (
        "./demo-1.3.0/demo",
        None,
        "unverified-upstream",
    )
