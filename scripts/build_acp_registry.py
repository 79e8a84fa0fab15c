"""Build the ACP Registry snapshot bundled in the SDK from a checkout of the public registry
(https://github.com/agentclientprotocol/registry, Apache-2.0).

    git clone https://github.com/agentclientprotocol/registry acp-registry
    python scripts/build_acp_registry.py acp-registry

What an entry may be is the registry's own build's rule (.github/workflows/build_registry.py):
each top-level directory with an ``agent.json`` is one agent (directories starting with ``.``
or ``_`` are skipped), valid under the checkout's ``agent.schema.json`` and the build's checks
(its id is its directory's, a semantic version, known distributions and platforms, no installer
archives, no "latest", the versions in archive URLs and packages are the entry's). An invalid
entry fails the build as it fails the registry's; ``--skip-invalid`` leaves it out and names it
in the NOTICE. ``github-copilot`` is left out as the registry's default index leaves it out.
Not checked here: that the URLs answer, and the icons' content.

The entries are written sorted by id in the registry's index format
(``{"version": "1.0.0", "agents": [...], "extensions": [...]}``), each ``icon.svg`` named by its
URL on the registry's CDN and the ``authors`` lists left out (people's names and addresses the
SDK never reads). The registry's LICENSE is copied beside the snapshot; NOTICE and
``source.json`` say where it comes from: the commit and its date (from git, or ``--commit`` and
``--date``), and ``--note`` for a checkout assembled rather than cloned. The snapshot's sha256,
which quotes name, is printed: services list the snapshots they know in
``GET /v1/client-runs/capabilities``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parents[1] / "src" / "evalrouter" / "_data" / "acp-registry"
ICON_BASE = "https://cdn.agentclientprotocol.com/registry/v1/latest"
UPSTREAM = "https://github.com/agentclientprotocol/registry"
# The registry's build leaves these out of its default index (its DEFAULT_EXCLUDE_IDS).
EXCLUDED = ("github-copilot",)
DROPPED_FIELDS = ("authors",)
PLATFORMS = {
    f"{os}-{arch}" for os in ("darwin", "linux", "windows") for arch in ("aarch64", "x86_64")
}
INSTALLERS = (".dmg", ".pkg", ".deb", ".rpm", ".msi", ".appimage")
_URL_VERSION = re.compile(r"/(?:download|releases)/v?([\d.]+)/")
_TARBALL_VERSION = re.compile(r"/-/[^/]+-(\d+\.\d+\.\d+)\.tgz")
_PYPI_VERSION = re.compile(r"[=@]+([\d.]+)")


def _three(version: str) -> str:
    """The registry's normalize_version: the first three parts, padded with zeros."""
    parts = version.split(".")
    return ".".join([*parts, "0", "0"][:3])


def _npm_version(package: str) -> str | None:
    """The version of ``name@version`` or ``@scope/name@version`` (the registry's reading)."""
    _, at, version = package[1:].partition("@")
    return version if at else None


def _url_version(url: str) -> str | None:
    release = _URL_VERSION.search(url)
    if release:
        return _three(release.group(1))
    tarball = _TARBALL_VERSION.search(url)
    return tarball.group(1) if tarball else None


def version_problems(version: str, distribution: dict[str, Any]) -> list[str]:
    """The registry's check that a distribution names the entry's version, never "latest"."""
    found: list[str] = []
    for target in (distribution.get("binary") or {}).values():
        url = str(target.get("archive", ""))
        named = _url_version(url)
        if "/latest/" in url:
            found.append("a binary archive URL uses /latest/")
        elif named and named != version:
            found.append(f"a binary archive URL names version {named}")
    for kind in ("npx", "uvx"):
        package = str((distribution.get(kind) or {}).get("package", ""))
        if kind == "npx":
            named = _npm_version(package)
        else:
            pypi = _PYPI_VERSION.search(package)
            named = pypi.group(1) if pypi else None
        if "@latest" in package.lower():
            found.append(f"{kind} package {package} uses @latest")
        elif named and named != version:
            found.append(f"{kind} package {package} is not version {version}")
    return list(dict.fromkeys(found))


def problems(entry: object, folder: str, schema: dict[str, Any] | None) -> list[str]:
    """Why the registry's build refuses this ``agent.json`` (empty when it accepts it)."""
    if schema is not None:
        import jsonschema  # a dev dependency of the SDK, as of the registry's build

        try:
            jsonschema.validate(entry, schema)
        except jsonschema.ValidationError as exc:
            where = ".".join(str(p) for p in exc.absolute_path) or "root"
            return [f"schema: {where} breaks its {exc.validator!r} rule"]
    if not isinstance(entry, dict):
        return ["not an object"]
    missing = {"id", "name", "version", "description", "distribution"} - set(entry)
    if missing:
        return [f"missing {', '.join(sorted(missing))}"]
    found: list[str] = []
    agent_id, version = str(entry["id"]), str(entry["version"])
    if not re.fullmatch(r"[a-z][a-z0-9-]*", agent_id) or agent_id != folder:
        found.append(f"id {agent_id!r} is not its directory's name, {folder!r}")
    parts = version.split(".")
    if len(parts) < 3 or not all(p.isdigit() for p in parts[:3]):
        found.append(f"version {version!r} is not a semantic version")
    dist = entry["distribution"]
    if not isinstance(dist, dict) or not dist or set(dist) - {"binary", "npx", "uvx"}:
        return [*found, "distribution must hold binary, npx or uvx"]
    binary = dist.get("binary", {})
    if not isinstance(binary, dict) or ("binary" in dist and not binary):
        return [*found, "binary must be an object of platforms"]
    for platform, target in binary.items():
        archive = str(target.get("archive", "")) if isinstance(target, dict) else ""
        if platform not in PLATFORMS or not archive or "cmd" not in target:
            found.append(f"binary {platform} needs a known platform, an archive and a cmd")
        elif archive.lower().endswith(INSTALLERS):
            kind = archive.rsplit(".", 1)[-1]
            found.append(f"a binary archive is an installer (.{kind})")
    for kind in ("npx", "uvx"):
        if kind in dist and not (isinstance(dist[kind], dict) and "package" in dist[kind]):
            found.append(f"{kind} has no package")
    return list(dict.fromkeys(found)) or version_problems(version, dist)


def entries(
    checkout: Path, filename: str, schema: dict[str, Any] | None, skipped: dict[str, str]
) -> list[dict[str, Any]]:
    """The checkout's entries the registry's build accepts; the others go into ``skipped``
    (directory → why)."""
    found: list[dict[str, Any]] = []
    for folder in sorted(checkout.iterdir()):
        path = folder / filename
        if folder.name.startswith((".", "_")) or not path.is_file():
            continue
        entry = json.loads(path.read_text(encoding="utf-8"))
        why = problems(entry, folder.name, schema if filename == "agent.json" else None)
        if why:
            skipped[folder.name] = "; ".join(why)
            continue
        if entry["id"] in EXCLUDED:
            continue
        for name in DROPPED_FIELDS:
            entry.pop(name, None)
        if (folder / "icon.svg").is_file():
            entry["icon"] = f"{ICON_BASE}/{entry['id']}.svg"
        else:
            entry.pop("icon", None)
        found.append(entry)
    return sorted(found, key=lambda e: str(e["id"]))


def source_commit(checkout: Path) -> tuple[str, str] | None:
    """The checkout's commit and its date (ISO 8601), when it is a git checkout."""
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
    commit, _, date = out.stdout.strip().partition(" ")
    return (commit, date) if commit else None


def _notice(provenance: str, skipped: dict[str, str], sha: str) -> str:
    text = (
        f"snapshot.json is built from the ACP Registry, {UPSTREAM}, licensed under the Apache "
        f"License 2.0 (see LICENSE beside it), {provenance}. It gathers the registry's "
        "agent.json files into one index by the rules of the registry's own build "
        f"({', '.join(EXCLUDED)} left out of the default index, as there), names each icon by "
        "its URL and leaves out the authors lists; the entries are otherwise the registry's "
        "own. Built by scripts/build_acp_registry.py of evalrouter-sdk."
    )
    lines = textwrap.wrap(text, 90)
    if skipped:
        lines += ["", "Left out, invalid under the registry's own rules:"]
        for folder, why in sorted(skipped.items()):
            lines += textwrap.wrap(
                f"{folder}: {why}", 90, initial_indent="- ", subsequent_indent="  "
            )
    return "\n".join([*lines, "", f"sha256 of snapshot.json: {sha}", ""])


def build(
    checkout: Path,
    out: Path,
    commit: str | None,
    *,
    date: str | None = None,
    note: str | None = None,
    skip_invalid: bool = False,
) -> str:
    schema_path = checkout / "agent.schema.json"
    schema = json.loads(schema_path.read_text()) if schema_path.is_file() else None
    skipped: dict[str, str] = {}
    index = {
        "version": "1.0.0",
        "agents": entries(checkout, "agent.json", schema, skipped),
        "extensions": entries(checkout, "extension.json", None, skipped),
    }
    if skipped and not skip_invalid:
        listed = "\n".join(f"  {folder}: {why}" for folder, why in sorted(skipped.items()))
        raise SystemExit(
            f"invalid under the registry's own rules (--skip-invalid leaves them out):\n{listed}"
        )
    data = (json.dumps(index, indent=2, ensure_ascii=False) + "\n").encode()
    from evalrouter._registry import parse_snapshot

    parse_snapshot(data)  # the SDK reads what this writes, or the build fails here
    out.mkdir(parents=True, exist_ok=True)
    (out / "snapshot.json").write_bytes(data)
    (out / "LICENSE").write_bytes((checkout / "LICENSE").read_bytes())
    sha = hashlib.sha256(data).hexdigest()
    provenance = note or f"from commit {commit or 'unknown'}" + (f" of {date}" if date else "")
    (out / "NOTICE").write_text(_notice(provenance, skipped, sha), encoding="utf-8")
    source = {"snapshot_sha256": sha, "source": UPSTREAM, "commit": commit, "date": date}
    (out / "source.json").write_text(json.dumps(source, indent=2) + "\n", encoding="utf-8")
    return sha


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkout", type=Path, help="a checkout of the ACP Registry")
    parser.add_argument("--out", type=Path, default=OUT, help="where to write (default: the SDK)")
    parser.add_argument("--commit", help="the registry commit, when the checkout has no .git")
    parser.add_argument("--date", help="that commit's date (ISO 8601), with --commit")
    parser.add_argument(
        "--note", help="the NOTICE's provenance instead of 'commit C of D' (an assembled checkout)"
    )
    parser.add_argument(
        "--skip-invalid", action="store_true", help="leave out invalid entries, named in NOTICE"
    )
    ns = parser.parse_args(argv)
    if not (ns.checkout / "LICENSE").is_file():
        parser.error(f"{ns.checkout} is not a checkout of the registry (no LICENSE)")
    commit, date = (ns.commit, ns.date) if ns.commit else source_commit(ns.checkout) or (None, None)
    sha = build(ns.checkout, ns.out, commit, date=date, note=ns.note, skip_invalid=ns.skip_invalid)
    sys.stdout.write(f"{ns.out / 'snapshot.json'}\nsha256 {sha}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
