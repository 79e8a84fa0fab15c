"""The attempt gateway's routes: the one table of what the relay serves (and the check's
stand-in answers), and how a request's path is brought to one of them.

A request target is normalised before it is matched: every percent-escape decoded once
(``%2e``, ``%2f``, ``%5c`` among them), backslashes read as slashes, empty and ``.`` segments
dropped, ``..`` taking the segment before it back (a ``..`` above the root refuses the path), a
trailing slash dropped. What remains matches exactly one route's canonical path, or none: then
the gateway answers 404 ``client_gateway_api_unsupported`` (405 ``method_not_allowed`` with an
``Allow`` header for a route's path with another method), and nothing is forwarded. A forwarded
call's URL is built from the matched route's canonical path and only the query parameters the
route takes, never from the agent's own target.

A translated route (``dialect``: the OpenAI Responses API, the Gemini API) is served by the
relay in the agent's API and forwarded as chat completions: its forwarded path is
``chat/completions``, the only path any call is forwarded to besides the gateway's own routes.
The Gemini API is served under ``…/v1beta`` and ``…/v1`` (Google's SDKs add either to their
base URL), on its own table (:data:`GEMINI_ROUTES`, :func:`match_gemini`): ``models/{model}:
generateContent`` and ``:streamGenerateContent``, whatever the model, and ``:countTokens``,
which the relay answers itself and never forwards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal
from urllib.parse import parse_qsl, unquote, urlencode

from ..._gateway_errors import ErrorFormat
from .._trace.model_calls import GatewayFormat

__all__ = [
    "ROUTES",
    "GatewayRoute",
    "Refused",
    "RouteFormat",
    "GEMINI_ROUTES",
    "GEMINI_VERSION",
    "error_format",
    "forwarded_query",
    "gemini_target",
    "match",
    "match_gemini",
    "path_segments",
]

type RouteFormat = Literal[
    "openai-chat",
    "anthropic-messages",
    "count_tokens",
    "models",
    "openai-responses",
    "gemini",
    "gemini-count",
]
DIALECTS: frozenset[RouteFormat] = frozenset({"openai-responses", "gemini"})
"""The formats the relay translates to chat completions (``dialects``)."""

MAX_QUERY_FIELDS = 16


@dataclass(frozen=True, slots=True)
class GatewayRoute:
    """One route the gateway serves, under the attempt's gateway base (``…/gateway/v1``)."""

    path: str
    """The canonical path under ``…/gateway/v1`` (``chat/completions``): the only path that is
    ever forwarded for this route."""
    methods: tuple[str, ...]
    format: RouteFormat
    limited: bool
    """The attempt's limits apply (the relay admits or refuses the call before it leaves)."""
    traced: bool
    """Each call is recorded once in the attempt's trace (a ``GatewayCall``)."""
    query: frozenset[str] = frozenset()
    """The query parameters the real route takes: forwarded; any other is dropped."""

    @property
    def dialect(self) -> RouteFormat | None:
        """The API the relay translates this route's calls from, or None (sent as they are)."""
        return self.format if self.format in DIALECTS else None

    @property
    def forwarded(self) -> str:
        """The path its calls are forwarded to: its own, or a translated route's chat
        completions."""
        return "chat/completions" if self.dialect else self.path

    @property
    def trace_format(self) -> GatewayFormat:
        """The format its calls are recorded in: a translated call as the chat call it was."""
        if self.format in ("anthropic-messages", "count_tokens"):
            return "anthropic-messages"
        return "openai-chat"

    @property
    def segments(self) -> tuple[str, ...]:
        return tuple(self.path.split("/"))

    @property
    def error_format(self) -> ErrorFormat:
        """The shape of this route's errors (OpenAI's, Anthropic's or Google's)."""
        if self.format in ("anthropic-messages", "count_tokens"):
            return "anthropic-messages"
        return "gemini" if self.format in ("gemini", "gemini-count") else "openai-chat"

    @property
    def allow(self) -> str:
        return ", ".join(self.methods)


ROUTES: tuple[GatewayRoute, ...] = (
    GatewayRoute("chat/completions", ("POST",), "openai-chat", limited=True, traced=True),
    # The Anthropic SDK's beta client (Claude Code's) adds ``?beta=true``.
    GatewayRoute(
        "messages",
        ("POST",),
        "anthropic-messages",
        limited=True,
        traced=True,
        query=frozenset({"beta"}),
    ),
    GatewayRoute(
        "messages/count_tokens",
        ("POST",),
        "count_tokens",
        limited=False,
        traced=False,
        query=frozenset({"beta"}),
    ),
    # The OpenAI Responses API, translated (``dialects.responses``).
    GatewayRoute("responses", ("POST",), "openai-responses", limited=True, traced=True),
    # Anthropic's model listing pages with these; OpenAI's takes none.
    GatewayRoute(
        "models",
        ("GET",),
        "models",
        limited=False,
        traced=False,
        query=frozenset({"limit", "before_id", "after_id", "beta"}),
    ),
)
_BY_SEGMENTS = {route.segments: route for route in ROUTES}
assert len(_BY_SEGMENTS) == len(ROUTES), "two gateway routes on one path"
ROUTE_LIST = ", ".join(f"{route.allow} {route.path}" for route in ROUTES)
_OWN_LIST = ", ".join(f"{route.allow} {route.path}" for route in ROUTES if not route.dialect)


GEMINI_VERSION = "v1beta"
GEMINI_ROUTES: tuple[GatewayRoute, ...] = (
    *(
        GatewayRoute(f"models/{{model}}:{action}", ("POST",), "gemini", limited=True, traced=True)
        for action in ("generateContent", "streamGenerateContent")
    ),
    # Answered by the relay itself, an estimate: the gateway has no such route (``gemini``).
    GatewayRoute("models/{model}:countTokens", ("POST",), "gemini-count", False, False),
)
_GEMINI_LIST = ", ".join(f"POST …/{GEMINI_VERSION}/{route.path}" for route in GEMINI_ROUTES)


@dataclass(frozen=True, slots=True)
class Refused:
    """A request no route serves: 404, or 405 with ``Allow`` for a route's path."""

    status: int
    code: str
    message: str
    error_format: ErrorFormat
    headers: tuple[tuple[str, str], ...] = ()


def path_segments(path: str) -> tuple[str, ...] | None:
    """The segments of a request path once normalised (see the module), or None when it is not
    an origin-form path or climbs above the root."""
    if not path.startswith("/"):
        return None
    decoded = unquote(path, errors="replace").replace("\\", "/")
    kept: list[str] = []
    for segment in decoded.split("/"):
        if segment in ("", "."):
            continue
        if segment == "..":
            if not kept:
                return None
            kept.pop()
            continue
        kept.append(segment)
    return tuple(kept)


def error_format(rest: Sequence[str]) -> ErrorFormat:
    """The error shape for a path under ``…/v1`` that names no route: Anthropic's where the
    path is a messages path, else OpenAI's."""
    return "anthropic-messages" if "messages" in rest else "openai-chat"


def match(method: str, rest: Sequence[str], *, translated: bool = True) -> GatewayRoute | Refused:
    """The route ``method`` and the normalised path under ``…/gateway/v1`` name, or why none.
    ``translated=False`` is the gateway's own table, as the service serves it: no dialect."""
    if translated and gemini_target(rest) is not None:
        return match_gemini(method, rest)  # Google's SDKs may use v1 as well as v1beta
    route = _BY_SEGMENTS.get(tuple(rest))
    if route is not None and route.dialect and not translated:
        route = None
    shown = "/".join(rest)
    if route is None:
        return Refused(
            404,
            "client_gateway_api_unsupported",
            f"The attempt gateway does not serve {method} …/v1/{shown}; it serves "
            f"{ROUTE_LIST if translated else _OWN_LIST}.",
            error_format(rest),
        )
    if method not in route.methods:
        return Refused(
            405,
            "method_not_allowed",
            f"{method} is not allowed on …/v1/{route.path}; it takes {route.allow}.",
            route.error_format,
            (("allow", route.allow),),
        )
    return route


def gemini_target(rest: Sequence[str]) -> tuple[str, str] | None:
    """The model and action a normalised path under ``…/v1beta`` names (``models``,
    ``{model}:{action}``), or None. A model's name may hold slashes (``sim/gpt-5-mini``: Google's
    SDKs put it in the path as it is), so it is every segment after ``models`` up to the last
    colon."""
    if len(rest) < 2 or rest[0] != "models":
        return None
    model, _, action = "/".join(rest[1:]).rpartition(":")
    return (model, action) if model and action else None


def match_gemini(method: str, rest: Sequence[str]) -> GatewayRoute | Refused:
    """The Gemini route a path under ``…/v1beta`` names (``models``, ``{model}:{action}``)."""
    target = gemini_target(rest)
    action = target[1] if target else ""
    route = next((r for r in GEMINI_ROUTES if r.path.endswith(f"}}:{action}")), None)
    shown = "/".join(rest)
    if route is None:
        message = (
            f"The attempt gateway does not serve {method} …/{GEMINI_VERSION}/{shown}; it serves "
            f"{_GEMINI_LIST}."
        )
        return Refused(404, "client_gateway_api_unsupported", message, "gemini")
    if method not in route.methods:
        message = f"{method} is not allowed on …/{GEMINI_VERSION}/{shown}; it takes POST."
        return Refused(405, "method_not_allowed", message, "gemini", (("allow", "POST"),))
    return route


def forwarded_query(route: GatewayRoute, query: str) -> str:
    """The part of a request's query that is forwarded: only the parameters the route takes,
    re-encoded (empty when there are none)."""
    if not query or not route.query:
        return ""
    try:
        fields = parse_qsl(query, keep_blank_values=True, max_num_fields=MAX_QUERY_FIELDS)
    except ValueError:
        return ""
    return urlencode([(name, value) for name, value in fields if name in route.query])
