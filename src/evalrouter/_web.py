"""Addresses on the EvalRouter website (reports), derived from the API address when not set."""

from __future__ import annotations

import re
from urllib.parse import quote, urlsplit

from ._config import is_loopback, short
from ._errors import invalid_input

# API hosts whose website is not simply the host without "api.".
_KNOWN = {
    "api.evalrouter.ai": "https://evalrouter.ai",
    "api.dev.evalrouter.ai": "https://dev.evalrouter.ai",
}
_RUN_ID = re.compile(r"[A-Za-z0-9_.:@+-]{1,200}")


def checked_origin(value: str) -> str | None:
    """``value`` as a bare web origin, or None when it is not one."""
    try:
        parts = urlsplit(value.strip().rstrip("/"))
        port = parts.port
    except (ValueError, UnicodeError):
        return None
    host = parts.hostname
    if not host or parts.username or parts.password or parts.query or parts.fragment:
        return None
    if parts.path not in ("", "/"):
        return None
    if parts.scheme == "http" and not is_loopback(host):
        return None
    if parts.scheme not in ("http", "https"):
        return None
    netloc = f"[{host}]" if ":" in host else host
    if port is not None:
        netloc += f":{port}"
    return f"{parts.scheme}://{netloc}"


def derived_origin(api_origin: str) -> str | None:
    """The website that belongs to an API origin: api.X → X (same scheme and port)."""
    parts = urlsplit(api_origin)
    host = parts.hostname or ""
    if parts.scheme == "https" and parts.port in (None, 443) and host in _KNOWN:
        return _KNOWN[host]
    if host.startswith("api.") and len(host) > len("api."):
        port = f":{parts.port}" if parts.port is not None else ""
        return checked_origin(f"{parts.scheme}://{host[len('api.') :]}{port}")
    return None


def web_origin(explicit: str | None, configured: str | None, api_origin: str) -> str | None:
    """The first of: ``explicit``, the client's ``web_url`` (or EVALROUTER_WEB_URL), derived.

    An address that is given but unusable means "unknown"; it never falls back to a guess.
    """
    for option, given in (("web_url", explicit), ("the client's web_url", configured)):
        if given is not None and not isinstance(given, str):
            raise invalid_input(
                f"{option} must be a str such as 'https://evalrouter.ai' or None, "
                f"not {type(given).__name__}.",
                argument="web_url",
                reason="invalid_web_url",
            )
        if given:
            return checked_origin(given)
    return derived_origin(api_origin)


def report_url(run_id: str, origin: str | None) -> str:
    """``<origin>/evaluations/<run id>``, or ``""`` when no website is known."""
    if not isinstance(run_id, str) or not _RUN_ID.fullmatch(run_id) or run_id in (".", ".."):
        raise invalid_input(
            f"run_id={short(run_id)} is not a run id.",
            argument="run_id",
            reason="invalid_run_id",
            hint="Run ids are 1 to 200 characters of letters, digits and _ . : @ + -.",
        )
    if origin is None:
        return ""
    return f"{origin}/evaluations/{quote(run_id, safe='')}"
