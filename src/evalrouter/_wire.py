"""Wire encoding and decoding: path segments, query values and JSON bodies out; strict JSON,
error envelopes, ``Retry-After`` and models in. Nothing is sent that the wire cannot carry as
given, and nothing is read that is not what the operation answers."""

from __future__ import annotations

import email.utils
import json
import math
import re
import time
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlencode

import httpx
from evalrouter_generated._model import MAX_DEPTH

from ._config import header_problem, short
from ._errors import invalid_input
from ._redaction import clean_text

if TYPE_CHECKING:
    from evalrouter_generated._operations import Operation

MAX_JSON_BYTES = 64 * 1024 * 1024  # a successful JSON body larger than this is refused
_MAX_ERROR_BYTES = 64 * 1024  # an error body is read up to this
_MAX_URL = 65536  # httpx's limit on a URL and on each of its parts
# An answer nested deeper than this is refused: no API answer comes near it, and reading,
# copying or printing one (all recursive, in Python and in json) would hit the recursion limit.
# A page's body is not checked whole (a hot path): its items' values are, as they are copied.
MAX_JSON_DEPTH = 2 * MAX_DEPTH
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')

_models: dict[str, Any] = {}


def load_model(ref: str) -> Any:
    """``"package.module:Class"`` → the class, imported on first use."""
    model = _models.get(ref)
    if model is None:
        module, _, name = ref.partition(":")
        model = _models[ref] = getattr(import_module(module), name)
    return model


# --------------------------------------------------------------------------- encoding


# Path segments already checked and encoded, by (pattern, disallowed values, value): a flow
# names the same run request after request (a follow, page after page). Cleared when full.
_SEGMENTS: dict[tuple[str | None, tuple[str, ...], str], str] = {}
_SEGMENTS_MAX = 256


def encode_segment(where: str, param: Any, value: Any) -> str:
    """A path parameter: a non-empty str of the documented characters, percent-encoded."""
    key = (param.pattern, param.disallowed, value) if type(value) is str else None
    done = _SEGMENTS.get(key) if key is not None else None
    if done is not None:
        return done
    name = param.py
    if not isinstance(value, str) or not value:
        raise invalid_input(
            f"{where}: {name} must be a non-empty str, not {short(value)}.",
            argument=name,
            hint='Pass the id as a string, e.g. runs.get("run_...").',
            call=where,
        )
    bad = (param.pattern and not re.fullmatch(param.pattern, value)) or value in param.disallowed
    if not bad:
        try:
            encoded = quote(value, safe="")
        except UnicodeError:
            bad = True
        else:
            if key is not None:
                if len(_SEGMENTS) >= _SEGMENTS_MAX:
                    _SEGMENTS.clear()
                _SEGMENTS[key] = encoded
            return encoded
    raise invalid_input(
        f"{name}={short(value)} is not a valid {name}.",
        argument=name,
        hint="IDs are 1 to 200 characters of letters, digits and _ . : @ + -.",
        call=where,
    )


def encode_params(
    where: str,
    op: Operation,
    values: Mapping[str, Any],
    headers: httpx.Headers,
    extra_query: Any,
) -> tuple[str, dict[str, str]]:
    """The operation's path with its segments filled in, and its query (the call's
    ``extra_query`` last); header parameters are set in ``headers``."""
    path = op.path
    query: dict[str, str] = {}
    for param in op.params:
        value = values.get(param.py)
        if value is None:
            if param.required:
                raise invalid_input(f"{where} needs {param.py}.", argument=param.py, call=where)
            continue
        if param.location == "path":
            path = path.replace("{" + param.name + "}", encode_segment(where, param, value))
        elif param.location == "query":
            query[param.name] = encode_query(where, param.py, value, param.schema_type)
            if param.minimum is not None or param.maximum is not None:
                _check_bounds(where, param, value)
        else:
            problem = header_problem(param.name, value)
            if problem:
                raise invalid_input(f"{where}: {problem}.", argument=param.py, call=where)
            headers[param.name] = value
    query.update(_extra_query(where, extra_query))
    return path, query


def _check_bounds(where: str, param: Any, value: float) -> None:
    """A number within the schema's inclusive bounds (``limit`` is at least 1): the service
    refuses any other, so it is refused here before anything is sent."""
    low, high = param.minimum, param.maximum
    if (low is None or value >= low) and (high is None or value <= high):
        return
    bounds = {k: v for k, v in (("minimum", low), ("maximum", high)) if v is not None}
    if low is not None and high is not None:
        allowed, value_of = f"from {low} to {high}", f"from {low} to {high}"
    elif low is not None:
        allowed, value_of = f"at least {low}", f"of at least {low}"
    else:
        allowed, value_of = f"at most {high}", f"of at most {high}"
    raise invalid_input(
        f"{where}: {param.py} must be {allowed}, not {short(value)}.",
        argument=param.py,
        hint=f"Pass a {param.py} {value_of}, or leave it out for the service's default.",
        call=where,
        **bounds,
    )


def _extra_query(where: str, extra_query: Any) -> dict[str, str]:
    """A call's ``extra_query`` as wire text, each value checked."""
    if extra_query is None:
        return {}
    if not isinstance(extra_query, Mapping):
        raise invalid_input(
            f"extra_query must be a mapping of names to values, not {type(extra_query).__name__}.",
            argument="extra_query",
            hint='Pass for example extra_query={"expand": "all"}.',
            call=where,
        )
    query: dict[str, str] = {}
    for key, value in extra_query.items():
        if not isinstance(key, str) or not key:
            raise invalid_input(
                f"extra_query has a key {short(key)}: not a name.",
                argument="extra_query",
                call=where,
            )
        if value is not None:
            query[key] = encode_query(where, f"extra_query[{key!r}]", value, "")
    return query


# schema type → the Python values it takes, in words for the message
_QUERY_TYPES: dict[str, tuple[tuple[type, ...], str]] = {
    "boolean": ((bool,), "a bool"),
    "integer": ((int,), "an int"),
    "number": ((int, float), "a number"),
    "string": ((str,), "a str"),
    "scalar": ((str, bool, int, float), "a str, bool, int or float"),  # no documented type
}


def encode_query(where: str, name: str, value: Any, schema_type: str) -> str:
    """A query value as its wire text: booleans ``true``/``false``, numbers as written,
    strings as given; a list or tuple of scalars (where no scalar type is documented)
    comma-joined. Anything else is refused, never sent as its repr."""
    if schema_type in ("", "array") and isinstance(value, list | tuple):
        return ",".join(encode_query(where, name, item, "scalar") for item in value)
    kinds, words = _QUERY_TYPES.get(schema_type, _QUERY_TYPES["scalar"])
    ok = isinstance(value, kinds) and not (isinstance(value, bool) and bool not in kinds)
    if ok and isinstance(value, float) and not math.isfinite(value):
        ok = False
    if ok and isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeError:
            ok = False
    if not ok:
        raise invalid_input(
            f"{where}: {name} must be {words}, not {type(value).__name__}"
            + (f" {short(value, 40)}." if isinstance(value, str | int | float) else "."),
            argument=name,
            call=where,
        )
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return str.__str__(value)
    return repr(value) if isinstance(value, float) else str(int(value))


def build_request(
    where: str,
    method: str,
    url: str,
    query: dict[str, str],
    headers: httpx.Headers,
    content: bytes | None,
) -> httpx.Request:
    """The httpx request; a URL too long for httpx is the caller's ``invalid_input``."""
    # The URL httpx makes of ``params=query`` (its query text is ``urlencode``'s) is given
    # whole: httpx then parses one string, not a URL and a part (~7 µs less a call). ``url``
    # holds no query (base_url takes none; path segments are quoted). httpx's length limit is
    # per part, so a URL longer than that as a whole goes as before.
    params: dict[str, str] | None = query or None
    try:
        if query and len(url) + len(encoded := urlencode(query)) < _MAX_URL:
            url, params = f"{url}?{encoded}", None
        return httpx.Request(method, url, params=params, headers=headers, content=content)
    except (httpx.InvalidURL, ValueError, TypeError) as exc:
        longest = max(query, key=lambda k: len(query[k]), default=None)
        culprit = f" ({longest} holds {len(query[longest]):,} characters)" if longest else ""
        raise invalid_input(
            f"{where} cannot be sent: its URL is invalid or longer than {_MAX_URL:,} "
            f"characters{culprit}.",
            argument=longest or "url",
            hint="Narrow the query; long values belong in a request body.",
            call=where,
        ) from exc


def encode_body(body: Any, op: Operation) -> tuple[Any, bytes]:
    """``(the body as plain data, its compact UTF-8 JSON)``, or ``invalid_input``."""
    where = f"{op.group}.{op.name}()"
    try:
        data = body.to_dict() if hasattr(body, "to_dict") else body
    except Exception as exc:
        raise invalid_input(
            f"The body of {where} cannot be read: {type(exc).__name__}.",
            argument="body",
            call=where,
        ) from None
    if not isinstance(data, Mapping):
        raise invalid_input(
            f"The body of {where} must be a mapping or a model, not {type(body).__name__}.",
            argument="body",
            call=where,
        )
    try:
        text = json.dumps(
            data, separators=(",", ":"), ensure_ascii=False, allow_nan=False, default=_json_default
        )
        return data, text.encode()
    except (ValueError, TypeError, RecursionError) as exc:
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else str(exc)
        raise invalid_input(
            f"The body of {where} cannot be sent as JSON: {clean_text(reason, (), 200)}.",
            argument="body",
            hint="Bodies are JSON: str keys; str, int, finite float, bool, None, lists and "
            "mappings of those; NaN and infinite numbers are not JSON; send money as strings.",
            call=where,
        ) from None


def _json_default(value: Any) -> Any:
    from decimal import Decimal

    if isinstance(value, Decimal):
        return str(value)
    if hasattr(value, "to_dict"):
        return value.to_dict()
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


# --------------------------------------------------------------------------- decoding

# An operation's kind → the JSON type its answer must have, and that type's name
EXPECTED: dict[str, tuple[type, str]] = {
    "object": (dict, "object"),
    "page": (dict, "object"),
    "array": (list, "array"),
}


def json_kind(value: Any) -> str:
    """The JSON name of a decoded value's type."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"the body holds {name}, which is not JSON")


# One strict decoder, made once (``json.loads`` with an argument would make one per body).
_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def decode_json(content: bytes, limit: int | None = None, *, whole: bool = True) -> Any:
    """Strict JSON from a body: UTF-8, no NaN or Infinity, within the size cap, and (``whole``)
    nested at most ``MAX_JSON_DEPTH`` deep; any failure is a ValueError that says what was
    wrong, never quoting the body. A page's body is read with ``whole=False``: the models
    refuse a value nested too deep where they copy it (``MAX_DEPTH``)."""
    limit = MAX_JSON_BYTES if limit is None else limit
    if len(content) > limit:
        raise ValueError(f"the body is {len(content):,} bytes, over the {limit:,}-byte limit")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("the body is not UTF-8") from None
    if whole and _too_deep(content, MAX_JSON_DEPTH):
        raise ValueError(f"the body is nested more than {MAX_JSON_DEPTH // 2} levels deep")
    try:
        return _DECODER.decode(text)
    except RecursionError:
        raise ValueError("the body is nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise ValueError(f"the body is not JSON ({exc.msg} at character {exc.pos})") from None


def _too_deep(content: bytes, limit: int) -> bool:
    """Whether JSON text nests arrays and objects too deep: always when more than ``limit``
    deep, never when at most ``limit / 2`` (read without recursion, at C speed)."""
    # Outside strings: drop escapes (only strings hold them), then keep only quotes and
    # brackets. When every quote is in a pair of adjacent ones, no string holds a bracket: the
    # brackets are the nesting. Otherwise drop those pairs (a string without brackets, or two
    # strings with nothing between them: either way the nesting is unchanged); of the quotes
    # left, every other run of text between them is a string; what is left is the nesting.
    if b"\\" in content:
        content = content.replace(b"\\\\", b"").replace(b'\\"', b"")
    kept = content.translate(None, _NOT_STRUCTURE)
    if kept.count(b"[") + kept.count(b"{") <= limit:
        return False
    if kept.count(b'"') == 2 * kept.count(b'""'):
        brackets = kept.translate(None, b'"')
    else:
        kept = kept.replace(b'""', b"")
        brackets = b"".join(kept.split(b'"')[::2])
    # Each round peels the innermost one or two levels: a body still holding brackets after
    # limit / 2 rounds is deeper than limit / 2, and one that does not is at most limit deep.
    for _ in range(limit // 2):
        if not brackets:
            return False
        brackets = brackets.replace(b"[]", b"").replace(b"{}", b"")
    return bool(brackets)


def error_envelope(content: bytes) -> Mapping[str, Any] | None:
    """The ``error`` object of an error body, when it is one with a str ``code``."""
    try:
        payload = json.loads(content[:_MAX_ERROR_BYTES]) if content else None
    except (ValueError, RecursionError):
        return None
    if isinstance(payload, dict):
        candidate = payload.get("error")
        if isinstance(candidate, dict) and isinstance(candidate.get("code"), str):
            return candidate
    return None


def parse_retry_after(headers: httpx.Headers, now: Callable[[], float] = time.time) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``Retry-After`` (seconds or HTTP date)."""
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            value = float(ms) / 1000
            if math.isfinite(value) and value >= 0:
                return value
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw or len(raw) > 100:
        return None
    try:
        value = float(raw)
    except ValueError:
        try:
            parsed = email.utils.parsedate_to_datetime(raw)
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
        try:
            value = parsed.timestamp() - now()
        except (ValueError, OverflowError, OSError):
            return None
    if not math.isfinite(value):
        return None
    return max(value, 0.0)
