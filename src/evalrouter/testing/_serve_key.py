"""The API key ``python -m evalrouter.testing serve`` requires: read from a file or from the
environment, never from the command line.

A process's arguments are public on the machine: every user reads them in ``ps`` or
``/proc/PID/cmdline``, and shells keep them in their history. So ``--api-key VALUE`` is refused
(naming the two ways that work), and the key comes from:

- ``--api-key-file PATH``: the file's content, surrounding whitespace stripped. A file that
  other users can read or change (any of the mode bits ``0o077``, as ssh judges a private key) is
  refused with the ``chmod 600`` that fixes it. ``-`` reads standard input (``pass show local |
  python -m evalrouter.testing serve --api-key-file -``), as ``evalrouter login --with-api-key``
  does.
- ``EVALROUTER_LOCAL_API_KEY``, when no file is named. A variable of its own rather than the
  SDK's ``EVALROUTER_API_KEY``: that one holds the user's real service key in most shells where
  the SDK is used, and reading it would turn a keyless Local (the default, and what the README's
  demo needs) into one that requires the user's production key, copied into a test server,
  whenever it happens to be exported. Requiring a key is a choice made on purpose, so it has its
  own name; pointing the clients at it is one line (``export
  EVALROUTER_API_KEY=$EVALROUTER_LOCAL_API_KEY``).
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Mapping

ENV_LOCAL_API_KEY = "EVALROUTER_LOCAL_API_KEY"
STDIN = "-"
_MAX_KEY = 4096
_OPEN_TO_OTHERS = 0o077


class UnreadableKey(ValueError):
    """The key cannot be read as given: the message is one line for ``serve``'s usage error."""


def refused_on_command_line() -> str:
    return (
        "--api-key does not take the key on the command line, where every user of this machine "
        f"can read it (ps, /proc/PID/cmdline). Set {ENV_LOCAL_API_KEY}, or put the key in a "
        "file only you can read (chmod 600) and pass --api-key-file PATH (- reads stdin)."
    )


def read_key(path: str | None, environ: Mapping[str, str] | None = None) -> str | None:
    """The key from ``path`` (``-`` is stdin) or, with no path, ``EVALROUTER_LOCAL_API_KEY``;
    ``None`` when neither is given (no key required)."""
    if path is not None:
        return _checked(
            _read_stdin() if path == STDIN else _read_file(path), f"--api-key-file {path}"
        )
    value = (os.environ if environ is None else environ).get(ENV_LOCAL_API_KEY)
    return _checked(value, ENV_LOCAL_API_KEY) if value else None


def _read_stdin() -> str:
    return sys.stdin.read(_MAX_KEY + 1)


def _read_file(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="strict") as file:
            mode = os.fstat(file.fileno()).st_mode
            if mode & _OPEN_TO_OTHERS:
                raise UnreadableKey(
                    f"--api-key-file {path}: other users can read or change it (mode "
                    f"{stat.S_IMODE(mode):04o}); make it yours alone: chmod 600 {path}"
                )
            return file.read(_MAX_KEY + 1)
    except UnicodeDecodeError:
        raise UnreadableKey(f"--api-key-file {path}: not UTF-8 text") from None
    except OSError as exc:
        raise UnreadableKey(f"--api-key-file {path}: {exc.strerror or exc}") from None


def _checked(value: str, source: str) -> str:
    key = value.strip()
    if not key:
        raise UnreadableKey(f"{source}: empty, no API key in it")
    if len(key) > _MAX_KEY:
        raise UnreadableKey(f"{source}: longer than {_MAX_KEY} characters, not an API key")
    if not all("!" <= char <= "~" for char in key):
        # It travels in an Authorization header: one token of visible ASCII.
        raise UnreadableKey(f"{source}: an API key is one line of visible ASCII characters")
    return key
