"""The registry agents' install cache, with fake installers (no network): a private root, one
install per distribution, locks held while an agent runs, bounded waits and sizes, eviction
that spares what is in use, and the npm installer driven by a stand-in ``npm``."""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import stat
import tarfile
import time
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter._registry import Distribution, RegistryEntry, parse_snapshot
from evalrouter.agents._acp.registry import installers as _installers
from evalrouter.agents._acp.registry.install import AgentCache, CacheBounds, Payload

PLATFORM = "linux-x86_64"


def _entry(
    agent_id: str = "demo", package: str = "demo@1.0.0", **npx: str
) -> tuple[RegistryEntry, Distribution]:
    doc = {
        "version": "1.0.0",
        "agents": [
            {
                "id": agent_id,
                "name": agent_id,
                "version": "1.0.0",
                "description": "",
                "distribution": {"npx": {"package": package, "args": ["--acp"], **npx}},
            }
        ],
    }
    entry = parse_snapshot(json.dumps(doc).encode()).entries[agent_id]
    return entry, entry.distributions[0]


class FakeInstaller:
    """Writes ``bin/agent`` of ``size`` bytes; counts its calls."""

    def __init__(self, size: int = 10, command: str = "bin/agent") -> None:
        self.calls = 0
        self.size = size
        self.command = command

    def __call__(self, dist: Distribution, work: Path, bounds: CacheBounds) -> Payload:
        self.calls += 1
        (work / "bin").mkdir()
        (work / "bin" / "agent").write_bytes(b"x" * self.size)
        return Payload(self.command, hashlib.sha256(str(dist.package).encode()).hexdigest())


def _cache(tmp_path: Path, installer: FakeInstaller, **bounds: float) -> AgentCache:
    return AgentCache(
        tmp_path / "cache" / "acp-agents",
        bounds=CacheBounds(**bounds),  # type: ignore[arg-type]
        installers={"npx": installer},
    )


def _locked_elsewhere(path: Path) -> bool:
    """True when another holder keeps ``path`` from being locked exclusively."""
    with path.open("a+b") as f:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        fcntl.flock(f.fileno(), fcntl.LOCK_UN)
        return False


def test_an_install_is_made_once_in_a_private_root(tmp_path: Path) -> None:
    installer = FakeInstaller()
    cache = _cache(tmp_path, installer)
    entry, dist = _entry()
    first = cache.lease(entry, dist, PLATFORM)
    assert stat.S_IMODE(cache.root.stat().st_mode) == 0o700
    assert first.command.is_file() and first.command.is_relative_to(cache.root)
    manifest = json.loads((first.directory / "manifest.json").read_text())
    assert manifest["agent_id"] == "demo" and manifest["command"] == "bin/agent"
    assert manifest["installed_bytes"] == 10 and manifest["integrity"] == "package-registry"
    first.release()
    second = cache.lease(entry, dist, PLATFORM)
    assert installer.calls == 1 and second.directory == first.directory
    second.release()
    assert not list(cache.root.glob(".tmp-*"))


def test_a_root_with_loose_permissions_is_made_private(tmp_path: Path) -> None:
    root = tmp_path / "cache" / "acp-agents"
    root.mkdir(parents=True, mode=0o755)
    os.chmod(root, 0o755)
    cache = _cache(tmp_path, FakeInstaller())
    cache.lease(*_entry(), PLATFORM).release()
    assert stat.S_IMODE(root.stat().st_mode) == 0o700


@pytest.mark.parametrize("kind", ["file", "symlink"])
def test_an_unsafe_root_is_refused(tmp_path: Path, kind: str) -> None:
    root = tmp_path / "cache" / "acp-agents"
    root.parent.mkdir(parents=True)
    if kind == "file":
        root.write_text("")
    else:
        (tmp_path / "elsewhere").mkdir(mode=0o700)
        root.symlink_to(tmp_path / "elsewhere")
    installer = FakeInstaller()
    with pytest.raises(EvalRouterError) as caught:
        _cache(tmp_path, installer).lease(*_entry(), PLATFORM)
    assert caught.value.code == "acp_agent_cache_unsafe"
    assert caught.value.hint and "XDG_CACHE_HOME" in caught.value.hint
    assert installer.calls == 0


def test_the_lock_is_held_while_leased_and_released_by_release(tmp_path: Path) -> None:
    cache = _cache(tmp_path, FakeInstaller())
    entry, dist = _entry()
    lease = cache.lease(entry, dist, PLATFORM)
    lock = cache.root / f"{cache.key(dist, PLATFORM)}.lock"
    assert _locked_elsewhere(lock)
    again = cache.lease(entry, dist, PLATFORM)  # a second runner of the same agent shares it
    assert again.held
    lease.release()
    assert _locked_elsewhere(lock)
    again.release()
    again.release()  # idempotent
    assert not _locked_elsewhere(lock)


def test_a_lease_waits_a_bounded_time_for_an_install_in_progress(tmp_path: Path) -> None:
    cache = _cache(tmp_path, FakeInstaller(), lock_wait_seconds=0.3)
    entry, dist = _entry()
    cache.root.mkdir(parents=True, mode=0o700)
    with (cache.root / f"{cache.key(dist, PLATFORM)}.lock").open("a+b") as installing:
        fcntl.flock(installing.fileno(), fcntl.LOCK_EX)
        started = time.monotonic()
        with pytest.raises(EvalRouterError) as caught:
            cache.lease(entry, dist, PLATFORM)
        assert 0.3 <= time.monotonic() - started < 5
    assert caught.value.code == "acp_agent_install_failed"
    assert caught.value.details["reason"] == "locked"


def test_eviction_removes_the_least_recently_leased_install_nobody_holds(tmp_path: Path) -> None:
    cache = _cache(tmp_path, FakeInstaller(size=1000), cache_bytes=2500)
    a, b, c = (_entry(f"agent-{n}", f"agent-{n}@1.0.0") for n in "abc")
    held = cache.lease(*a, PLATFORM)  # the oldest, but in use
    cache.lease(*b, PLATFORM).release()
    os.utime(held.directory / "manifest.json", (1, 1))
    os.utime(cache.root / cache.key(b[1], PLATFORM) / "manifest.json", (2, 2))
    third = cache.lease(*c, PLATFORM)
    assert held.command.is_file(), "an install in use was evicted"
    assert not (cache.root / cache.key(b[1], PLATFORM)).exists()
    assert third.command.is_file()
    held.release()
    third.release()


def test_an_install_larger_than_its_bound_is_refused_and_removed(tmp_path: Path) -> None:
    cache = _cache(tmp_path, FakeInstaller(size=5000), installed_bytes=4096)
    entry, dist = _entry()
    with pytest.raises(EvalRouterError) as caught:
        cache.lease(entry, dist, PLATFORM)
    assert caught.value.code == "acp_agent_install_too_large"
    assert [p.name for p in cache.root.iterdir()] == [f"{cache.key(dist, PLATFORM)}.lock"]


def test_an_install_without_its_command_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EvalRouterError) as caught:
        _cache(tmp_path, FakeInstaller(command="bin/missing")).lease(*_entry(), PLATFORM)
    assert caught.value.code == "acp_agent_install_failed"
    with pytest.raises(EvalRouterError):
        _cache(tmp_path, FakeInstaller(command="../../escape")).lease(*_entry(), PLATFORM)


@pytest.mark.parametrize("damage", ["manifest", "command", "schema"])
def test_a_damaged_install_is_rebuilt(tmp_path: Path, damage: str) -> None:
    installer = FakeInstaller()
    cache = _cache(tmp_path, installer)
    entry, dist = _entry()
    lease = cache.lease(entry, dist, PLATFORM)
    lease.release()
    manifest = lease.directory / "manifest.json"
    if damage == "manifest":
        manifest.write_text("{")
    elif damage == "command":
        lease.command.unlink()
    else:
        manifest.write_text(json.dumps({**json.loads(manifest.read_text()), "schema": "x"}))
    cache.lease(entry, dist, PLATFORM).release()
    assert installer.calls == 2 and lease.command.is_file()


def test_stale_temporary_installs_are_removed(tmp_path: Path) -> None:
    cache = _cache(tmp_path, FakeInstaller())
    cache.root.mkdir(parents=True, mode=0o700)
    stale, fresh = cache.root / ".tmp-old", cache.root / ".tmp-new"
    stale.mkdir()
    fresh.mkdir()
    os.utime(stale, (time.time() - 25 * 3600,) * 2)
    cache.lease(*_entry(), PLATFORM).release()
    assert not stale.exists() and fresh.exists()


FAKE_NPM = """#!/bin/sh
# A stand-in for npm install --prefix DIR ... PACKAGE: writes what npm would.
prefix="$3"
for last; do :; done
mkdir -p "$prefix/node_modules/demo" "$prefix/node_modules/.bin"
printf '{"name":"demo","bin":{"demo-acp":"cli.js"}}' > "$prefix/node_modules/demo/package.json"
printf '#!/bin/sh\\necho demo\\n' > "$prefix/node_modules/demo/cli.js"
chmod +x "$prefix/node_modules/demo/cli.js"
ln -s ../demo/cli.js "$prefix/node_modules/.bin/demo-acp"
printf '{"lockfileVersion":3,"package":"%s"}' "$last" > "$prefix/package-lock.json"
echo "$@" > "$prefix/../npm-args"
"""


def _tool_on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, body: str) -> None:
    tools = tmp_path / "tools"
    tools.mkdir(exist_ok=True)
    (tools / name).write_text(body)
    (tools / name).chmod(0o755)
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}/usr/bin{os.pathsep}/bin")


def test_the_npm_installer_installs_the_exact_package_and_names_its_bin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tool_on_path(tmp_path, monkeypatch, "npm", FAKE_NPM)
    cache = AgentCache(tmp_path / "cache")
    entry, dist = _entry()
    lease = cache.lease(entry, dist, PLATFORM)
    assert lease.manifest["command"] == "npm/node_modules/.bin/demo-acp"
    lock = lease.directory / "npm" / "package-lock.json"
    assert lease.artifact_sha256 == hashlib.sha256(lock.read_bytes()).hexdigest()
    args = (lease.directory / "npm-args").read_text().split()
    assert args[0] == "install" and args[-1] == "demo@1.0.0" and "--save-exact" in args
    assert os.access(lease.command, os.X_OK)
    lease.release()


def test_a_missing_installer_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    with pytest.raises(EvalRouterError) as caught:
        AgentCache(tmp_path / "cache").lease(*_entry(), PLATFORM)
    assert caught.value.code == "acp_agent_installer_missing"
    assert caught.value.hint and "nodejs.org" in caught.value.hint


def test_the_npm_installer_runs_the_command_the_registry_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tool_on_path(tmp_path, monkeypatch, "npm", FAKE_NPM)
    lease = AgentCache(tmp_path / "cache").lease(*_entry(cmd="demo-acp"), PLATFORM)
    assert lease.manifest["command"] == "npm/node_modules/.bin/demo-acp"
    lease.release()
    with pytest.raises(EvalRouterError) as caught:  # a command the package does not have
        AgentCache(tmp_path / "other").lease(*_entry(cmd="other"), PLATFORM)
    assert caught.value.code == "acp_agent_install_failed" and "other" in caught.value.message


def test_a_failing_installer_shows_the_tail_of_its_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tool_on_path(
        tmp_path, monkeypatch, "npm", "#!/bin/sh\necho 'npm error code EACCES' >&2\nexit 1\n"
    )
    with pytest.raises(EvalRouterError) as caught:
        AgentCache(tmp_path / "cache").lease(*_entry(), PLATFORM)
    assert caught.value.code == "acp_agent_install_failed"
    assert "npm error code EACCES" in caught.value.message
    assert caught.value.hint and "network" in caught.value.hint


@pytest.mark.parametrize(
    "said",
    [
        "npm error code ETARGET\nnpm error notarget No matching version found for demo@1.0.0.",
        "npm error code E404\nnpm error 404 Not Found - GET https://registry.example/demo",
    ],
)
def test_a_version_npm_cannot_find_is_not_a_network_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, said: str
) -> None:
    _tool_on_path(tmp_path, monkeypatch, "npm", f"#!/bin/sh\nprintf '{said}\\n' >&2\nexit 1\n")
    with pytest.raises(EvalRouterError) as caught:
        AgentCache(tmp_path / "cache").lease(*_entry(package="@s/demo@1.0.0"), PLATFORM)
    error = caught.value
    assert error.code == "acp_agent_package_unavailable"
    assert error.message.startswith("@s/demo@1.0.0 is not on the npm registry this machine reaches")
    assert "partial mirror" in error.message
    assert error.hint and "network" not in error.hint
    if "ETARGET" in said:  # the version is missing: a newer one may be there
        assert "npm view @s/demo version" in error.hint and "ID@VERSION" in error.hint
    else:  # the package is missing altogether
        assert "The package @s/demo is not there at all" in error.hint
    assert error.details["package_name"] == "@s/demo" and said.split()[3] in error.details["output"]


def test_an_installer_over_its_time_is_killed_with_its_children(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pidfile = tmp_path / "child.pid"
    _tool_on_path(
        tmp_path, monkeypatch, "npm", f"#!/bin/sh\nsleep 60 &\necho $! > {pidfile}\nwait\n"
    )
    cache = AgentCache(tmp_path / "cache", bounds=CacheBounds(installer_seconds=0.5))
    started = time.monotonic()
    with pytest.raises(EvalRouterError) as caught:
        cache.lease(*_entry(), PLATFORM)
    assert time.monotonic() - started < 10
    assert caught.value.code == "acp_agent_install_failed"
    child = int(pidfile.read_text())
    for _ in range(50):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        pytest.fail("the installer's child outlived it")


def _binary(cmd: str = "./agent", sha: str | None = None) -> Distribution:
    return Distribution(
        kind="binary",
        integrity="pinned" if sha else "unverified-upstream",
        platform=PLATFORM,
        archive="https://example.invalid/agent.tar.gz",
        cmd=cmd,
        sha256=sha,
    )


def test_the_binary_installer_extracts_and_names_the_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "agent"
    source.write_text("#!/bin/sh\n")

    def download(dist: Distribution, target: Path, bounds: CacheBounds) -> str:
        with tarfile.open(target, "w:gz") as tar:
            tar.add(source, arcname="agent")
        return "a" * 64

    monkeypatch.setattr(_installers, "_download", download)
    work = tmp_path / "work"
    work.mkdir()
    payload = _installers.install_binary(_binary(), work, CacheBounds())
    assert payload.command == "payload/agent" and os.access(work / "payload/agent", os.X_OK)
    assert not (work / "download").exists()
    work2 = tmp_path / "work2"
    work2.mkdir()
    with pytest.raises(EvalRouterError) as caught:
        _installers.install_binary(_binary("./missing"), work2, CacheBounds())
    assert caught.value.code == "acp_agent_install_failed"


def test_a_zip_that_escapes_its_directory_is_refused(tmp_path: Path) -> None:
    import zipfile

    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("../outside", "x")
    payload = tmp_path / "payload"
    payload.mkdir()
    dist = _binary()
    with pytest.raises(EvalRouterError) as caught:
        _installers._extract_zip(archive, payload, dist, CacheBounds())
    assert "unsafe path" in caught.value.message
    assert not (tmp_path / "outside").exists()


def test_the_lock_holds_against_another_process(tmp_path: Path) -> None:
    import subprocess
    import sys

    cache = _cache(tmp_path, FakeInstaller())
    entry, dist = _entry()
    lease = cache.lease(entry, dist, PLATFORM)
    lock = cache.root / f"{cache.key(dist, PLATFORM)}.lock"
    probe = (
        "import fcntl, sys\n"
        "f = open(sys.argv[1], 'a+b')\n"
        "try:\n"
        "    fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
        "    print('free')\n"
        "except BlockingIOError:\n"
        "    print('held')\n"
    )

    def other_process_sees() -> str:
        out = subprocess.run(
            [sys.executable, "-c", probe, str(lock)], capture_output=True, text=True, timeout=60
        )
        return out.stdout.strip()

    assert other_process_sees() == "held"
    lease.release()
    assert other_process_sees() == "free"


def test_two_runners_installing_at_once_install_once(tmp_path: Path) -> None:
    import threading

    class Slow(FakeInstaller):
        def __call__(self, dist: Distribution, work: Path, bounds: CacheBounds) -> Payload:
            time.sleep(0.3)
            return super().__call__(dist, work, bounds)

    installer = Slow()
    root = tmp_path / "cache"
    caches = [AgentCache(root, installers={"npx": installer}) for _ in range(2)]
    entry, dist = _entry()
    leases: list[object] = []
    errors: list[BaseException] = []

    def lease(cache: AgentCache) -> None:
        try:
            leases.append(cache.lease(entry, dist, PLATFORM))
        except BaseException as exc:  # said in the assertion, not lost in a thread
            errors.append(exc)

    threads = [threading.Thread(target=lease, args=(c,)) for c in caches]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    alive = [t.name for t in threads if t.is_alive()]
    assert len(leases) == 2 and installer.calls == 1, (errors, alive, installer.calls)


def _download(httpx_mock: Any, *responses: tuple[str, int, dict[str, str], bytes]) -> None:
    for url, status, headers, content in responses:
        httpx_mock.add_response(url=url, status_code=status, headers=headers, content=content)


ARCHIVE = "https://example.invalid/agent.tar.gz"


def test_a_download_follows_https_redirects_and_checks_the_pinned_sha256(
    tmp_path: Path, httpx_mock: Any
) -> None:
    body = b"archive bytes"
    sha = hashlib.sha256(body).hexdigest()
    mirror = "https://mirror.invalid/agent.tar.gz"
    _download(httpx_mock, (ARCHIVE, 302, {"location": mirror}, b""), (mirror, 200, {}, body))
    assert _installers._download(_binary(sha=sha), tmp_path / "a", CacheBounds()) == sha
    assert (tmp_path / "a").read_bytes() == body


@pytest.mark.parametrize(
    ("responses", "code"),
    [
        (
            [(ARCHIVE, 302, {"location": "http://plain.invalid/a"}, b"")],
            "acp_agent_download_failed",
        ),
        ([(ARCHIVE, 404, {}, b"")], "acp_agent_download_failed"),
        ([(ARCHIVE, 200, {}, b"not what was pinned")], "acp_agent_artifact_mismatch"),
        ([(ARCHIVE, 200, {}, b"x" * 2048)], "acp_agent_install_too_large"),
    ],
)
def test_a_download_is_refused(
    tmp_path: Path, httpx_mock: Any, responses: list[Any], code: str
) -> None:
    _download(httpx_mock, *responses)
    with pytest.raises(EvalRouterError) as caught:
        _installers._download(
            _binary(sha="0" * 64), tmp_path / "a", CacheBounds(archive_bytes=1024)
        )
    assert caught.value.code == code
    assert caught.value.hint


FAKE_UV = """#!/bin/sh
# A stand-in for uv: venv DIR, pip compile (the package on stdin), pip install --requirement.
case "$1" in
venv) for last; do :; done; mkdir -p "$last/bin"; printf '#!/bin/sh\\n' > "$last/bin/python";;
pip)
  if [ "$2" = compile ]; then
    while [ $# -gt 0 ]; do [ "$1" = --output-file ] && out="$2"; shift; done
    printf 'fast-agent-mcp==0.10.1 \\\\\\n    --hash=sha256:%064d\\n' 0 > "$out"
    cat >> "$out"
  else
    python=""; while [ $# -gt 0 ]; do [ "$1" = --python ] && python="$2"; shift; done
    printf '#!/bin/sh\\n' > "$(dirname "$python")/fast-agent-mcp"
  fi;;
esac
"""


def test_the_uv_installer_installs_from_a_hashed_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _tool_on_path(tmp_path, monkeypatch, "uv", FAKE_UV)
    doc = {
        "version": "1.0.0",
        "agents": [
            {
                "id": "fast-agent",
                "name": "fast-agent",
                "version": "0.10.1",
                "description": "",
                "distribution": {"uvx": {"package": "fast-agent-mcp@0.10.1"}},
            }
        ],
    }
    entry = parse_snapshot(json.dumps(doc).encode()).entries["fast-agent"]
    dist = entry.distributions[0]
    assert dist.integrity == "package-registry" and dist.package_name == "fast-agent-mcp"
    lease = AgentCache(tmp_path / "cache").lease(entry, dist, PLATFORM)
    assert lease.manifest["command"] == "venv/bin/fast-agent-mcp"
    lock = lease.directory / "requirements.lock"
    assert "--hash=sha256:" in lock.read_text()
    assert lock.read_text().endswith("fast-agent-mcp==0.10.1\n"), "uv's name@v as pip reads it"
    assert lease.artifact_sha256 == hashlib.sha256(lock.read_bytes()).hexdigest()
    assert stat.S_IMODE(lease.directory.stat().st_mode) == 0o700
    lease.release()


def test_a_runner_that_looked_before_anothers_install_finished_leases_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race the test above meets now and then: B saw no install, then A installed it and
    holds its lease (a shared lock, for as long as its agent runs). B's wait for the exclusive
    lock ends on A's finished install, not after ``lock_wait_seconds`` (960 s by default)."""
    installer = FakeInstaller()
    first = _cache(tmp_path, installer, lock_wait_seconds=5.0)
    second = _cache(tmp_path, installer, lock_wait_seconds=5.0)
    entry, dist = _entry()
    held = first.lease(entry, dist, PLATFORM)  # A: installed, and leased
    real = AgentCache._valid_manifest
    looks: list[int] = []

    def before_the_install(directory: Path, key: str, dist: Distribution) -> Any:
        looks.append(1)
        return None if len(looks) == 1 else real(directory, key, dist)  # B's first look

    monkeypatch.setattr(AgentCache, "_valid_manifest", staticmethod(before_the_install))
    started = time.monotonic()
    lease = second.lease(entry, dist, PLATFORM)
    assert time.monotonic() - started < 4.0 and installer.calls == 1
    assert lease.directory == held.directory
    held.release()
    lease.release()
