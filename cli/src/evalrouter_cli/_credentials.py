"""Which API key a command uses, and where ``evalrouter login --with-api-key`` keeps it.

Order: the ``EVALROUTER_API_KEY`` environment variable; then the key ``login`` stored for this
API origin, in the OS keyring when the ``keyring`` extra is installed (and
``EVALROUTER_CREDENTIAL_STORE`` is not ``file``), else in ``credentials.json`` (mode 0600) under
the config directory: ``$EVALROUTER_CONFIG_DIR``, else ``$XDG_CONFIG_HOME/evalrouter``, else
``~/.config/evalrouter``. Keys are stored per API origin, so a key saved for one service is never
sent to another ``--base-url``. A key is never printed.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any

DEFAULT_ORIGIN = "https://api.evalrouter.ai"
_KEYRING_SERVICE = "evalrouter"


def config_dir() -> Path:
    explicit = os.environ.get("EVALROUTER_CONFIG_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "evalrouter"


def credentials_file() -> Path:
    return config_dir() / "credentials.json"


def origin(base_url: str | None) -> str:
    """The key under which a key is stored: the API origin, without ``/v1`` or a slash."""
    url = base_url or os.environ.get("EVALROUTER_BASE_URL") or DEFAULT_ORIGIN
    url = url.strip().rstrip("/")
    return url.removesuffix("/v1")


def _keyring() -> Any:
    if os.environ.get("EVALROUTER_CREDENTIAL_STORE", "").lower() == "file":
        return None
    try:
        # The optional extra: evalrouter[keyring].
        import keyring  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    return keyring


def _read_file() -> dict[str, Any]:
    try:
        data = json.loads(credentials_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_file(data: dict[str, Any]) -> None:
    write_private(credentials_file(), data)


def write_private(path: Path, data: object) -> None:
    """``data`` as JSON at ``path`` (in a folder of mode 0700), readable by this user only, and
    replaced whole: a reader never sees half of it."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    # Created 0600 before anything is written, so the key is never readable by others.
    fd = os.open(path.with_suffix(".tmp"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=2)
    os.chmod(path.with_suffix(".tmp"), 0o600)
    os.replace(path.with_suffix(".tmp"), path)


def stored_key(base_url: str | None) -> tuple[str | None, str]:
    """The stored key for this origin, and where it came from (``keyring`` / the file path)."""
    where = origin(base_url)
    ring = _keyring()
    if ring is not None:
        with contextlib.suppress(Exception):
            key = ring.get_password(_KEYRING_SERVICE, where)
            if key:
                return key, "keyring"
    keys = _read_file().get("keys")
    if isinstance(keys, dict) and isinstance(keys.get(where), str):
        return keys[where], str(credentials_file())
    return None, ""


def resolve(base_url: str | None) -> tuple[str | None, str]:
    """The key a command sends, and its source (``environment``, ``keyring``, a path, ``none``)."""
    env = os.environ.get("EVALROUTER_API_KEY")
    if env:
        return None, "environment"  # the SDK reads the variable itself
    key, source = stored_key(base_url)
    return key, source or "none"


def store(base_url: str | None, key: str) -> str:
    """Store ``key`` for this origin; returns where it went."""
    where = origin(base_url)
    ring = _keyring()
    if ring is not None:
        with contextlib.suppress(Exception):
            ring.set_password(_KEYRING_SERVICE, where, key)
            return "keyring"
    data = _read_file()
    keys = data.get("keys") if isinstance(data.get("keys"), dict) else {}
    assert isinstance(keys, dict)
    keys[where] = key
    data["keys"] = keys
    _write_file(data)
    return str(credentials_file())


def forget(base_url: str | None) -> bool:
    """Remove the stored key for this origin; whether there was one."""
    where = origin(base_url)
    removed = False
    ring = _keyring()
    if ring is not None:
        with contextlib.suppress(Exception):
            if ring.get_password(_KEYRING_SERVICE, where):
                ring.delete_password(_KEYRING_SERVICE, where)
                removed = True
    data = _read_file()
    keys = data.get("keys")
    if isinstance(keys, dict) and where in keys:
        del keys[where]
        _write_file(data)
        removed = True
    return removed
