"""The SDK's version, the one place it is written, and how to upgrade it.

Versions follow semantic versioning (README, "Versioning"; CHANGELOG.md). This SDK is installed
from a clone of its repository (``pip install -e .``) or from the wheel ``make build`` writes:
the name ``evalrouter-sdk`` on the package index is another package, so the upgrade advice
below never points at the index.
"""

from __future__ import annotations

import functools

__version__ = "0.6.0"
USER_AGENT = f"evalrouter-python/{__version__}"

# The upgrade, wherever this SDK was installed from (run in your clone of the repository).
UPGRADE_COMMAND = "git pull && pip install -e ."
# An install from a wheel file: build the new wheel in the clone and install it.
WHEEL_UPGRADE_COMMAND = "git pull && rm -rf dist && make build && pip install dist/*.whl"
UPGRADE_ADVICE = (
    f"upgrade this SDK from its source (in your clone: {UPGRADE_COMMAND}, or pip install the "
    "wheel make build writes); evalrouter-sdk on the package index is another package"
)


@functools.cache
def upgrade_command() -> str:
    """The command that upgrades this installation: for an install from a folder (editable or
    not, as pip records it in ``direct_url.json``), that folder named; for one from a wheel
    file, ``WHEEL_UPGRADE_COMMAND``; else ``UPGRADE_COMMAND``; both run in the clone. Read
    only when an error or warning asks for it."""
    import json
    import shlex
    from importlib import metadata
    from urllib.parse import unquote, urlsplit

    try:
        text = metadata.distribution("evalrouter-sdk").read_text("direct_url.json")
        record = json.loads(text) if text else None
    except (metadata.PackageNotFoundError, OSError, ValueError):
        record = None
    if isinstance(record, dict) and isinstance(record.get("archive_info"), dict):
        return WHEEL_UPGRADE_COMMAND  # run in the clone the wheel was built from
    if not isinstance(record, dict) or not isinstance(record.get("dir_info"), dict):
        return UPGRADE_COMMAND
    url = record.get("url")
    if not isinstance(url, str) or not url.startswith("file://"):
        return UPGRADE_COMMAND
    folder = shlex.quote(unquote(urlsplit(url).path))
    editable = "-e " if record["dir_info"].get("editable") is True else ""
    return f"git -C {folder} pull && pip install {editable}{folder}"
