"""Client settings: read once at construction, checked before any request is made."""

from __future__ import annotations

import contextlib
import difflib
import ipaddress
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict
from urllib.parse import urlsplit

from ._errors import invalid_configuration, invalid_input, invalid_setting
from ._exceptions import UnexpectedArgument
from ._timing import SYSTEM, Timing

if TYPE_CHECKING:
    from pathlib import Path

DEFAULT_ORIGIN = "https://api.evalrouter.ai"
DEFAULT_TIMEOUT = 120.0
DEFAULT_REQUEST_TIMEOUT = 30.0
DEFAULT_MAX_RETRIES = 2
MAX_RETRIES_LIMIT = 10

ENV_API_KEY = "EVALROUTER_API_KEY"
ENV_BASE_URL = "EVALROUTER_BASE_URL"
ENV_WORKSPACE_ID = "EVALROUTER_WORKSPACE_ID"
ENV_WEB_URL = "EVALROUTER_WEB_URL"

# The local codes are the service client's: a problem with the client's settings is
# ``invalid_configuration``, one with a call's argument ``invalid_input``; the finer reason
# (``invalid_base_url``, ``missing_api_key``, ...) goes in ``details["reason"]``.
CONFIG_ERROR = "invalid_configuration"
INPUT_ERROR = "invalid_input"

_TOKEN = re.compile(r"[\x21-\x7e]{1,4096}")
# What h11 (and RFC 9110) lets through: a token name; a value of tabs and printable ASCII.
_HEADER_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}")
_HEADER_VALUE = re.compile(r"[\t\x20-\x7e]*")


class ClientChanges(TypedDict, total=False):
    """What ``with_options`` may change; everything else is fixed for a client's life."""

    timeout: float | None
    request_timeout: float
    max_retries: int
    workspace_id: str | None
    default_headers: Mapping[str, str]


class NoMoreOptions(TypedDict):
    """The constructors take no options beyond their named keywords: a type checker reports
    a misspelt one, and at run time it is refused with a "did you mean"."""


COPYABLE: tuple[str, ...] = tuple(ClientChanges.__annotations__)


@dataclass(frozen=True)
class Settings:
    origin: str
    base_url: str  # origin + "/v1"
    api_key: str | None = field(repr=False)
    workspace_id: str | None
    web_url: str | None
    timeout: float | None  # total deadline of one SDK call, every attempt included
    request_timeout: float  # each attempt
    max_retries: int
    default_headers: Mapping[str, str]
    # How this client waits and tells time (``_timing.py``): given once, at construction.
    timing: Timing = field(default=SYSTEM, repr=False, compare=False)
    # Where this client keeps its local state (idempotency records, the agents runner's run
    # records); None: ``_state.state_dir()`` (EVALROUTER_STATE_DIR, ...). EvalRouter Local's
    # clients get their instance's own folder here.
    state_dir: Path | None = field(default=None, repr=False, compare=False)


def unknown_option(
    where: str, name: str, known: tuple[str, ...], code: str = INPUT_ERROR
) -> UnexpectedArgument:
    """An option nobody knows: ``invalid_input`` on a call, ``invalid_configuration`` on a
    constructor or ``with_options``; ``details["reason"]`` is ``unknown_option``."""
    close = difflib.get_close_matches(name, known, n=1)
    hint = f"Did you mean {close[0]!r}?" if close else f"Known options: {', '.join(known)}."
    named = "option" if code == CONFIG_ERROR else "argument"
    return UnexpectedArgument(
        code,
        f"{where} got an unknown option {name!r}.",
        hint=hint,
        details={named: name, "reason": "unknown_option"},
    )


def is_loopback(host: str) -> bool:
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def masked_url(value: str, secret: str | None = None) -> str:
    """``value`` safe to print: user info, query values and fragment become ``***``, and so
    does ``secret`` wherever it appears."""
    head, _, fragment = value.partition("#")
    head, has_query, query = head.partition("?")
    found = re.match(r"([^/?#]*//)([^/?#]*)(.*)", head, re.S)
    if found and "@" in found[2]:
        head = f"{found[1]}***@{found[2].rpartition('@')[2]}{found[3]}"
    text = head
    if has_query:
        parts = [p.split("=", 1)[0] + "=***" if "=" in p else "***" for p in query.split("&")]
        text += "?" + "&".join(parts)
    if fragment or value.endswith("#"):
        text += "#***"
    if secret:
        text = text.replace(secret, "***")
    return text


def normalize_base_url(value: str, secret: str | None = None, env: str | None = None) -> str:
    """``https://host[:port]`` or ``.../v1`` → ``https://host[:port]/v1``. ``env`` names the
    environment variable the value came from, for the messages."""
    shown = short(masked_url(value, secret) if isinstance(value, str) else value, 100)
    if isinstance(value, str) and "://" not in value:
        shown = "(not a URL)"  # perhaps an API key pasted in the wrong place: never echoed
    hint = (
        "Use an https origin such as https://api.evalrouter.ai (or the same with /v1); "
        "http is allowed only for loopback hosts such as http://127.0.0.1:8080."
    )
    name = "base_url"
    if env:
        name = f"{env} (the base_url from the environment)"
        hint = f"Fix or unset {env}, or pass base_url=. {hint}"
    origin = {"env": env} if env else {}
    bad = invalid_configuration(
        f"{name} {shown} is not an EvalRouter API address.",
        option="base_url",
        reason="invalid_base_url",
        hint=hint,
        **origin,
    )
    if not isinstance(value, str) or any(c.isspace() or ord(c) < 0x20 for c in value):
        raise bad
    try:
        parts = urlsplit(value.strip())
        port = parts.port
    except ValueError:
        raise bad from None
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise bad
    if parts.username or parts.password or parts.query or "@" in parts.netloc:
        raise invalid_configuration(
            f"{name} {shown} carries credentials or a query; it takes neither.",
            option="base_url",
            reason="credentials_in_url",
            hint="Pass the key as api_key= (or EVALROUTER_API_KEY), never inside the URL. " + hint,
            **origin,
        )
    if parts.fragment or "\\" in value:
        raise bad
    if port is not None and not 0 < port < 65536:
        raise bad
    if parts.path.rstrip("/") not in ("", "/v1"):
        raise bad
    if parts.scheme == "http" and not is_loopback(parts.hostname):
        raise invalid_configuration(
            f"{name} {shown} uses http for a host that is not loopback (insecure).",
            option="base_url",
            reason="insecure_base_url",
            hint="Use https; plain http is allowed only for 127.0.0.1, ::1 and localhost.",
            **origin,
        )
    return f"{parts.scheme}://{parts.netloc}/v1"


def check_token(name: str, value: str, env: str | None) -> str:
    if not isinstance(value, str) or not _TOKEN.fullmatch(value):
        source = f" (from {env})" if env else ""
        raise invalid_configuration(
            f"{name}{source} must be 1 to 4096 printable ASCII characters without spaces "
            "or line breaks.",
            option=name,
            reason=f"invalid_{name}",
            hint=f"Check {env or name} for stray whitespace, quotes or non-ASCII characters.",
        )
    return value


def check_timeout(
    name: str, value: Any, *, allow_none: bool, code: str = INPUT_ERROR
) -> float | None:
    if value is None and allow_none:
        return None
    seconds = math.nan
    if isinstance(value, int | float) and not isinstance(value, bool):
        with contextlib.suppress(OverflowError):
            seconds = float(value)
    if not math.isfinite(seconds) or seconds <= 0:
        raise invalid_setting(
            code,
            f"{name} must be a positive number of seconds, not {short(value)}.",
            name=name,
            reason="invalid_timeout",
            hint=f"Pass for example {name}=30"
            + (f", or {name}=None for no overall limit." if allow_none else "."),
        )
    return seconds


_IDEMPOTENCY_KEY = re.compile(r"[ -~]{1,128}")


def check_idempotency_key(key: object) -> str | None:
    """The one rule for an idempotency key: 1 to 128 printable ASCII characters."""
    if key is None:
        return None
    if not isinstance(key, str) or not _IDEMPOTENCY_KEY.fullmatch(key):
        raise invalid_input(
            "idempotency_key must be 1 to 128 printable ASCII characters.",
            argument="idempotency_key",
            reason="invalid_idempotency_key",
            hint="Use a stable id of the job, e.g. idempotency_key='nightly-2026-01-31'.",
        )
    return key


def check_retries(value: Any, code: str = INPUT_ERROR) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_RETRIES_LIMIT:
        raise invalid_setting(
            code,
            f"max_retries must be a whole number from 0 to {MAX_RETRIES_LIMIT}, "
            f"not {short(value)}.",
            name="max_retries",
            reason="invalid_max_retries",
            hint="Pass max_retries=0 to turn retries off.",
        )
    return value


def short(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters, for messages."""
    try:
        text = repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def header_problem(name: Any, value: Any) -> str | None:
    """Why ``name: value`` cannot be sent as an HTTP header, or None when it can. Never
    quotes the value: it may be a credential."""
    if not isinstance(name, str) or not _HEADER_NAME.fullmatch(name):
        return f"{short(name)} is not a valid header name"
    if not isinstance(value, str):
        return f"header {name!r} must have a str value, not {type(value).__name__}"
    if not _HEADER_VALUE.fullmatch(value):
        return f"header {name!r} has a line break, NUL, control or non-ASCII character in its value"
    return None


def check_headers(
    value: Any, option: str = "default_headers", code: str = INPUT_ERROR
) -> dict[str, str]:
    """``value`` as headers that can go on the wire, or ``code`` naming what cannot
    (``details["reason"]`` is ``invalid_<option>``)."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise invalid_setting(
            code,
            f"{option} must be a mapping of header names to str values, "
            f"not {type(value).__name__}.",
            name=option,
            reason=f"invalid_{option}",
            hint=f'Pass for example {option}={{"X-Team": "evals"}}.',
        )
    for name, item in value.items():
        problem = header_problem(name, item)
        if problem:
            raise invalid_setting(
                code,
                f"{option}: {problem}.",
                name=option,
                reason=f"invalid_{option}",
                hint="Header values are one line of printable ASCII; encode anything else "
                "(for example percent- or base64-encode it).",
                header=name if isinstance(name, str) else None,
            )
    return dict(value)


def check_instance(option: str, value: Any, kinds: tuple[type, ...]) -> None:
    """Refuse a constructor option of the wrong type, naming it."""
    if value is not None and not isinstance(value, kinds):
        names = " or ".join(f"{k.__module__}.{k.__qualname__}" for k in kinds)
        raise invalid_configuration(
            f"{option} must be a {names} or None, not {type(value).__name__}.",
            option=option,
            reason=f"invalid_{option}",
        )


def resolve(
    *,
    api_key: str | None,
    base_url: str | None,
    workspace_id: str | None,
    web_url: str | None,
    timeout: Any,
    request_timeout: Any,
    max_retries: Any,
    default_headers: Any,
    timing: Timing | None = None,
    state_dir: os.PathLike[str] | None = None,
    environ: Mapping[str, str] | None = None,
) -> Settings:
    env = os.environ if environ is None else environ
    # Arguments the caller passed are checked first, so a typo is reported before anything
    # the environment lacks.
    checked_timeout = check_timeout("timeout", timeout, allow_none=True, code=CONFIG_ERROR)
    checked_request_timeout = check_timeout(
        "request_timeout", request_timeout, allow_none=False, code=CONFIG_ERROR
    )
    checked_retries = check_retries(max_retries, CONFIG_ERROR)
    headers = check_headers(default_headers, code=CONFIG_ERROR)
    key_env = None
    if api_key is None and env.get(ENV_API_KEY):
        api_key, key_env = env[ENV_API_KEY], ENV_API_KEY
    if api_key is not None:
        api_key = check_token("api_key", api_key, key_env)
    check_instance("web_url", web_url, (str,))
    base_env = ENV_BASE_URL if not base_url and env.get(ENV_BASE_URL) else None
    base = base_url or env.get(ENV_BASE_URL) or DEFAULT_ORIGIN
    normalized = normalize_base_url(base, api_key, base_env)
    origin = normalized[: -len("/v1")]
    host = urlsplit(origin).hostname or ""
    ws_env = None
    if workspace_id is None and env.get(ENV_WORKSPACE_ID):
        workspace_id, ws_env = env[ENV_WORKSPACE_ID], ENV_WORKSPACE_ID
    if workspace_id is not None:
        workspace_id = check_token("workspace_id", workspace_id, ws_env)
    if api_key is None and not is_loopback(host):
        raise invalid_configuration(
            f"No API key: pass api_key= or set {ENV_API_KEY}.",
            option="api_key",
            reason="missing_api_key",
            hint="Create a key in the EvalRouter dashboard. EvalRouter Local on a loopback "
            "address needs none.",
        )
    return Settings(
        origin=origin,
        base_url=normalized,
        api_key=api_key,
        workspace_id=workspace_id,
        web_url=web_url if web_url is not None else env.get(ENV_WEB_URL) or None,
        timeout=checked_timeout,
        request_timeout=checked_request_timeout or DEFAULT_REQUEST_TIMEOUT,
        max_retries=checked_retries,
        default_headers=headers,
        timing=SYSTEM if timing is None else timing,
        state_dir=None if state_dir is None else _path(state_dir),
    )


def _path(value: os.PathLike[str]) -> Path:
    from pathlib import Path  # only when a client is given its own state folder

    return Path(os.fspath(value))


def checked_changes(where: str, changes: ClientChanges, settings: Settings) -> dict[str, Any]:
    """The ``with_options`` changes, checked, as ``Settings`` fields to replace (headers
    merged over ``settings``'s)."""
    for name in changes:
        if name not in COPYABLE:
            raise unknown_option(where, name, COPYABLE, CONFIG_ERROR)
    new: dict[str, Any] = {}
    if "timeout" in changes:
        new["timeout"] = check_timeout(
            "timeout", changes["timeout"], allow_none=True, code=CONFIG_ERROR
        )
    if "request_timeout" in changes:
        new["request_timeout"] = check_timeout(
            "request_timeout", changes["request_timeout"], allow_none=False, code=CONFIG_ERROR
        )
    if "max_retries" in changes:
        new["max_retries"] = check_retries(changes["max_retries"], CONFIG_ERROR)
    if "workspace_id" in changes:
        ws = changes["workspace_id"]
        new["workspace_id"] = None if ws is None else check_token("workspace_id", ws, None)
    if "default_headers" in changes:
        new["default_headers"] = {
            **settings.default_headers,
            **check_headers(changes["default_headers"], code=CONFIG_ERROR),
        }
    return new
