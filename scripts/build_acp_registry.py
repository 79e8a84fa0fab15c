"""Build the ACP Registry snapshot bundled in the SDK from a checkout of the public registry
(https://github.com/agentclientprotocol/registry, Apache-2.0).

    git clone https://github.com/agentclientprotocol/registry acp-registry
    python scripts/build_acp_registry.py acp-registry

Each top-level directory with an ``agent.json`` is one agent (directories starting with ``.``
or ``_`` are not published, as the registry's own build skips them); an ``extension.json`` is
an extension. The entries are written sorted by id, in the registry's index format
(``{"version": "1.0.0", "agents": [...], "extensions": [...]}``) with each ``icon.svg`` named
by its URL on the registry's CDN. The registry's LICENSE is copied beside the snapshot and a
NOTICE says where the snapshot comes from. The snapshot's sha256, which quotes name, is
printed: services list the snapshots they know in ``GET /v1/client-runs/capabilities``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[1] / "src" / "evalrouter" / "_data" / "acp-registry"
ICON_BASE = "https://cdn.agentclientprotocol.com/registry/v1/latest"
UPSTREAM = "https://github.com/agentclientprotocol/registry"


def entries(checkout: Path, filename: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for folder in sorted(checkout.iterdir()):
        if not folder.is_dir() or folder.name.startswith((".", "_")):
            continue
        path = folder / filename
        if not path.is_file():
            continue
        entry = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(entry, dict) or entry.get("id") != folder.name:
            raise SystemExit(f"{path}: its id must be its directory's name, {folder.name!r}")
        if (folder / "icon.svg").is_file():
            entry["icon"] = f"{ICON_BASE}/{entry['id']}.svg"
        else:
            entry.pop("icon", None)
        found.append(entry)
    return sorted(found, key=lambda e: str(e["id"]))


def source_commit(checkout: Path) -> str | None:
    try:
        out = subprocess.run(
            ["git", "-C", str(checkout), "log", "-1", "--format=%H %cI"],
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None


def build(checkout: Path, out: Path, commit: str | None) -> str:
    index = {
        "version": "1.0.0",
        "agents": entries(checkout, "agent.json"),
        "extensions": entries(checkout, "extension.json"),
    }
    data = (json.dumps(index, indent=2, ensure_ascii=False) + "\n").encode()
    from evalrouter._registry import parse_snapshot

    parse_snapshot(data)  # the SDK reads what this writes, or the build fails here
    out.mkdir(parents=True, exist_ok=True)
    (out / "snapshot.json").write_bytes(data)
    (out / "LICENSE").write_bytes((checkout / "LICENSE").read_bytes())
    sha = hashlib.sha256(data).hexdigest()
    (out / "NOTICE").write_text(
        "snapshot.json is built from the ACP Registry,\n"
        f"{UPSTREAM}\n"
        f"commit {commit or 'unknown'},\n"
        "licensed under the Apache License 2.0 (see LICENSE beside it). It gathers the\n"
        "registry's agent.json files into one index and names each icon by its URL; the\n"
        "entries are otherwise the registry's own. Built by scripts/build_acp_registry.py\n"
        "of evalrouter-sdk.\n"
        f"sha256 of snapshot.json: {sha}\n",
        encoding="utf-8",
    )
    return sha


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkout", type=Path, help="a checkout of the ACP Registry")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write (default: the SDK)")
    parser.add_argument("--commit", help="the registry commit, when the checkout has no .git")
    ns = parser.parse_args(argv)
    if not (ns.checkout / "LICENSE").is_file():
        parser.error(f"{ns.checkout} is not a checkout of the registry (no LICENSE)")
    sha = build(ns.checkout, ns.out, ns.commit or source_commit(ns.checkout))
    sys.stdout.write(f"{ns.out / 'snapshot.json'}\nsha256 {sha}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
