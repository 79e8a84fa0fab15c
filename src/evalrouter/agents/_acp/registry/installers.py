"""The three installers of the install cache: an npm package (``npx``), a PyPI package
(``uvx``) and a ``binary`` archive. Each fills an empty work directory and says which command
in it starts the agent; the launch then runs that command directly, so nothing is fetched when
an agent starts.

Installer processes run in their own session, are killed as a group when they outlast the
bound, and write their output to a file (a full pipe would stall them); its tail is shown when
they fail.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import cast

from ...._exceptions import EvalRouterError
from ...._registry import Distribution, Kind

__all__ = [
    "INSTALLERS",
    "CacheBounds",
    "Installer",
    "Payload",
    "install_binary",
    "install_npx",
    "install_uvx",
]

MAX_REDIRECTS = 10
TAIL_BYTES = 4000
_WINDOWS = sys.platform == "win32"


MIB = 1024 * 1024


@dataclass(frozen=True, slots=True)
class CacheBounds:
    """What one install and the whole cache may take."""

    archive_bytes: int = 512 * MIB
    installed_bytes: int = 2048 * MIB
    archive_members: int = 100_000
    cache_bytes: int = 8192 * MIB
    installer_seconds: float = 900.0
    stale_temp_seconds: float = 24 * 3600.0
    lock_wait_seconds: float = 960.0  # another process's install, with room to spare


@dataclass(frozen=True, slots=True)
class Payload:
    """What an installer made: the command, relative to the install directory, and the sha256
    of what was installed (the archive, or the lock file the package manager wrote)."""

    command: str
    artifact_sha256: str


Installer = Callable[[Distribution, Path, CacheBounds], Payload]
"""Installs one distribution into an empty work directory (which becomes the install)."""


def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _failed(dist: Distribution, message: str, **details: object) -> EvalRouterError:
    what = dist.package or dist.archive or dist.kind
    return EvalRouterError(
        "acp_agent_install_failed",
        f"Installing {what} failed: {message}",
        hint="Check your network and the package manager's configuration (proxy, registry), "
        "then try again; or run an agent you installed yourself with local_agent().",
        details={"kind": dist.kind, "source": what, **{k: str(v) for k, v in details.items()}},
    )


def _installer_env() -> dict[str, str]:
    """The user's environment (proxies, registries, certificates) without EvalRouter's or a
    model provider's keys: package scripts run with it."""
    return {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("EVALROUTER_") and not k.endswith(("_API_KEY", "_AUTH_TOKEN"))
    }


_NPM_MISSING = re.compile(r"\b(ETARGET|E404)\b")


def _not_on_npm(dist: Distribution, output: str) -> EvalRouterError | None:
    """npm's answer that the package or its version is not on the registry it reaches."""
    found = _NPM_MISSING.search(output)
    if found is None:
        return None
    name = dist.package_name or str(dist.package)
    return EvalRouterError(
        "acp_agent_package_unavailable",
        f"{dist.package} is not on the npm registry this machine reaches (npm "
        f"{found.group(1)}): that registry may be a partial mirror without this version.",
        hint=(
            f"See the newest version it has (npm view {name} version) and, if it is newer, ask "
            'for it (registry_agent("ID@VERSION"), or the CLI\'s --agent ID@VERSION); or point '
            "npm at a registry that has this one (npm config set registry URL)."
            if found.group(1) == "ETARGET"
            else f"The package {name} is not there at all: point npm at a registry that has it "
            "(npm config set registry URL), or run the agent as local_agent(...) if you have "
            "it installed."
        ),
        details={
            "package": str(dist.package),
            "package_name": name,
            "npm_code": found.group(1),
            "output": output[-TAIL_BYTES:],
        },
    )


def _run(
    argv: list[str],
    dist: Distribution,
    bounds: CacheBounds,
    stdin: str = "",
    explain: Callable[[Distribution, str], EvalRouterError | None] | None = None,
) -> None:
    """Run an installer; a failure is ``acp_agent_install_failed`` with its output's tail,
    or what ``explain`` makes of that output."""
    with tempfile.TemporaryFile() as out:
        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=out,
                stderr=out,
                env=_installer_env(),
                start_new_session=not _WINDOWS,
            )
        except OSError as exc:
            raise _failed(dist, f"{argv[0]} cannot start ({exc.strerror}).") from None
        try:
            proc.communicate(stdin.encode(), timeout=bounds.installer_seconds)
        except subprocess.TimeoutExpired:
            _kill(proc)
            raise _failed(
                dist, f"{Path(argv[0]).name} ran longer than {bounds.installer_seconds:.0f} s."
            ) from None
        except BaseException:
            _kill(proc)
            raise
        if proc.returncode != 0:
            out.seek(max(0, out.seek(0, os.SEEK_END) - TAIL_BYTES))
            tail = out.read().decode(errors="replace").strip()
            explained = explain(dist, tail) if explain is not None else None
            if explained is not None:
                raise explained
            raise _failed(
                dist,
                f"{Path(argv[0]).name} exited with {proc.returncode}: {tail[-TAIL_BYTES:]}",
                exit_code=proc.returncode,
            )


def _kill(proc: subprocess.Popen[bytes]) -> None:
    try:
        if _WINDOWS:  # pragma: no cover
            proc.kill()
        else:
            os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


def _tool(name: str, dist: Distribution, how: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise EvalRouterError(
            "acp_agent_installer_missing",
            f"{dist.package} is installed with {name}, which is not on PATH.",
            hint=how,
            details={"installer": name, "kind": dist.kind},
        )
    return found


def _npm_bin(package_dir: Path, name: str, dist: Distribution) -> str:
    try:
        meta = json.loads((package_dir / "package.json").read_bytes())
    except (OSError, ValueError):
        raise _failed(dist, f"npm installed no readable {name}/package.json.") from None
    base = name.rsplit("/", 1)[-1]
    bins = meta.get("bin") if isinstance(meta, dict) else None
    if isinstance(bins, str):
        return base
    if isinstance(bins, dict) and len(bins) == 1:
        return str(next(iter(bins)))
    if isinstance(bins, dict) and base in bins:
        return base
    raise _failed(dist, f"{name} does not name one command to run (its package.json bin).")


def install_npx(dist: Distribution, work: Path, bounds: CacheBounds) -> Payload:
    """``npm install`` the exact package into ``work/npm``; the command is its bin there (the
    one the registry names, when it names one). npm's ``ETARGET``/``E404`` is
    ``acp_agent_package_unavailable``."""
    npm = _tool("npm", dist, "Install Node.js (which brings npm): https://nodejs.org.")
    name = dist.package_name or ""
    prefix = work / "npm"
    prefix.mkdir()
    (prefix / "package.json").write_text('{"name":"evalrouter-acp-agent","private":true}\n')
    _run(
        [
            npm,
            "install",
            "--prefix",
            str(prefix),
            "--save-exact",
            "--no-audit",
            "--no-fund",
            "--no-update-notifier",
            "--loglevel=error",
            str(dist.package),
        ],
        dist,
        bounds,
        explain=_not_on_npm,
    )
    command = dist.cmd or _npm_bin(prefix / "node_modules" / name, name, dist)
    lock = prefix / "package-lock.json"
    if not lock.is_file():
        raise _failed(dist, "npm wrote no package-lock.json.")
    suffix = ".cmd" if _WINDOWS else ""
    return Payload(f"npm/node_modules/.bin/{command}{suffix}", _sha256_file(lock))


def install_uvx(dist: Distribution, work: Path, bounds: CacheBounds) -> Payload:
    """A relocatable venv in ``work/venv`` with the package installed from a hashed lock; the
    command is the one the registry names, else the package's name."""
    uv = _tool("uv", dist, "Install uv: https://docs.astral.sh/uv/.")
    venv = work / "venv"
    python = venv / ("Scripts/python.exe" if _WINDOWS else "bin/python")
    lock = work / "requirements.lock"
    _run([uv, "venv", "--quiet", "--relocatable", str(venv)], dist, bounds)
    _run(
        [
            uv,
            "pip",
            "compile",
            "-",
            "--quiet",
            "--no-header",
            "--generate-hashes",
            "--python",
            str(python),
            "--output-file",
            str(lock),
        ],
        dist,
        bounds,
        stdin=f"{dist.requirement}\n",
    )
    _run(
        [
            uv,
            "pip",
            "install",
            "--quiet",
            "--require-hashes",
            "--python",
            str(python),
            "--requirement",
            str(lock),
        ],
        dist,
        bounds,
    )
    name = dist.cmd or dist.package_name or ""
    command = f"venv/Scripts/{name}.exe" if _WINDOWS else f"venv/bin/{name}"
    return Payload(command, _sha256_file(lock))


def _download(dist: Distribution, target: Path, bounds: CacheBounds) -> str:
    """Fetch the archive over HTTPS only (every redirect too), within the size bound; its
    sha256 must be the registry's when the registry pins one."""
    import httpx

    url = str(dist.archive)
    digest = hashlib.sha256()
    size = 0
    timeout = httpx.Timeout(120.0, connect=30.0)
    with httpx.Client(follow_redirects=False, timeout=timeout) as http:
        for _ in range(MAX_REDIRECTS + 1):
            if not url.startswith("https://"):
                raise EvalRouterError(
                    "acp_agent_download_failed",
                    f"The archive of {dist.archive} redirects to a non-HTTPS URL ({url:.80}).",
                    hint="Registry archives are fetched over HTTPS only.",
                    details={"url": url},
                )
            try:
                with http.stream("GET", url) as response:
                    if response.is_redirect:
                        url = str(response.url.join(response.headers.get("location", "")))
                        continue
                    if response.status_code != 200:
                        raise EvalRouterError(
                            "acp_agent_download_failed",
                            f"GET {url} answered {response.status_code}.",
                            hint="Try again later; the release may have moved.",
                            details={"url": url, "status": response.status_code},
                        )
                    with target.open("wb") as f:
                        for chunk in response.iter_bytes():
                            size += len(chunk)
                            if size > bounds.archive_bytes:
                                raise EvalRouterError(
                                    "acp_agent_install_too_large",
                                    f"The archive {url} is larger than "
                                    f"{bounds.archive_bytes} bytes.",
                                    hint="Run the agent from your own install with local_agent().",
                                    details={"url": url},
                                )
                            digest.update(chunk)
                            f.write(chunk)
                    break
            except httpx.HTTPError as exc:
                raise EvalRouterError(
                    "acp_agent_download_failed",
                    f"Downloading {url} failed: {exc}.",
                    hint="Check your network or proxy (HTTPS_PROXY), then try again.",
                    details={"url": url},
                ) from None
        else:
            raise EvalRouterError(
                "acp_agent_download_failed",
                f"{dist.archive} redirects more than {MAX_REDIRECTS} times.",
                hint="Try again later; the release may have moved.",
                details={"url": str(dist.archive)},
            )
    sha = digest.hexdigest()
    if dist.sha256 is not None and sha != dist.sha256:
        raise EvalRouterError(
            "acp_agent_artifact_mismatch",
            f"The archive {dist.archive} has sha256 {sha}, not the {dist.sha256} the "
            "registry snapshot pins. Nothing was extracted.",
            hint="The release was changed after the snapshot was taken; do not run it. A "
            "newer SDK may bundle a newer snapshot.",
            details={"expected": dist.sha256, "actual": sha},
        )
    return sha


def _extract_zip(archive: Path, payload: Path, dist: Distribution, bounds: CacheBounds) -> None:
    with zipfile.ZipFile(archive) as z:
        members = z.infolist()
        if len(members) > bounds.archive_members:
            raise _failed(dist, f"the archive has more than {bounds.archive_members} members.")
        root = payload.resolve()
        for info in members:
            name = PurePosixPath(info.filename.replace("\\", "/"))
            if name.is_absolute() or ".." in name.parts or ":" in info.filename:
                raise _failed(dist, f"the archive has an unsafe path {info.filename!r}.")
            target = payload / name
            mode = info.external_attr >> 16
            if info.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            if stat_is_link(mode):
                link = z.read(info).decode()
                if not (target.parent / link).resolve().is_relative_to(root):
                    raise _failed(dist, f"the archive's link {info.filename!r} leaves it.")
                target.symlink_to(link)
                continue
            with z.open(info) as src, target.open("wb") as dst:
                shutil.copyfileobj(src, dst)
            if mode & 0o111:
                target.chmod(0o755)


def stat_is_link(mode: int) -> bool:
    return (mode & 0o170000) == 0o120000


def _extract(archive: Path, payload: Path, dist: Distribution, bounds: CacheBounds) -> None:
    name = str(dist.archive).lower().split("?", 1)[0]
    if name.endswith((".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".tar")):
        try:
            with tarfile.open(archive) as tar:
                for count, _member in enumerate(tar, 1):
                    if count > bounds.archive_members:
                        raise _failed(
                            dist, f"the archive has more than {bounds.archive_members} members."
                        )
                tar.extractall(payload, filter="data")
        except (tarfile.TarError, OSError) as exc:
            raise _failed(dist, f"the archive cannot be extracted ({exc}).") from None
    elif name.endswith(".zip"):
        try:
            _extract_zip(archive, payload, dist, bounds)
        except (zipfile.BadZipFile, OSError, UnicodeDecodeError) as exc:
            raise _failed(dist, f"the archive cannot be extracted ({exc}).") from None
    else:  # a bare executable
        target = payload / PurePosixPath(str(dist.cmd)).name
        shutil.copyfile(archive, target)


def install_binary(dist: Distribution, work: Path, bounds: CacheBounds) -> Payload:
    """Download, check and extract the archive into ``work/payload``; the command is the
    registry's ``cmd`` inside it, made executable."""
    payload = work / "payload"
    payload.mkdir()
    archive = work / "download"
    sha = _download(dist, archive, bounds)
    _extract(archive, payload, dist, bounds)
    archive.unlink()
    command = PurePosixPath("payload") / PurePosixPath(str(dist.cmd))
    target = (work / command).resolve()
    if not target.is_relative_to(payload.resolve()) or not target.is_file():
        raise _failed(dist, f"the archive has no {dist.cmd!r}.")
    target.chmod(target.stat().st_mode | 0o755)
    return Payload(str(PurePosixPath(*[p for p in command.parts if p != "."])), sha)


INSTALLERS: dict[Kind, Installer] = cast(
    dict[Kind, Installer],
    {"binary": install_binary, "npx": install_npx, "uvx": install_uvx},
)
