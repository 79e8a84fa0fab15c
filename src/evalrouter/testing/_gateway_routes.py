"""The attempt gateway's routes, and its errors in each format's own shape.

``ROUTES`` is the one list of what the gateway serves under ``…/attempts/{id}/gateway``: chat
completions and messages (operations of the generated table), ``messages/count_tokens`` and
``models`` (which ``openapi.json`` lists as ``gateway_routes_not_described``: served here
outside the operation table). Any other path under the gateway is ``404
client_gateway_api_unsupported``, whose message names the routes that exist, never a hint to
use another key: the agent holds only the attempt credential.

Errors on gateway paths keep the API's envelope (the SDK reads ``error.code``) in the shape
the format's own clients read, as the runner's relay answers them: ``evalrouter._gateway_errors``
decides it for both (OpenAI's ``type`` and ``param``; Anthropic's top-level ``"type": "error"``
on the messages routes). ``x-should-retry`` tells both SDKs whether to retry, so a refusal (a
409 ``attempt_closed`` among them, which they would otherwise retry) fails at once.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import httpx

from .._gateway_errors import ANTHROPIC, OPENAI, ErrorFormat, error_body, retry_header
from ._errors import ApiError

if TYPE_CHECKING:
    from ._catalog import Route

_GATEWAY = re.compile(r"^/v1/client-runs/(?P<run_id>[^/]+)/attempts/(?P<attempt_id>[^/]+)/gateway")


@dataclass(frozen=True, slots=True)
class GatewayRoute:
    method: str
    path: str  # under the gateway base (``…/gateway/v1``)
    kind: str  # what it serves (the service's name for it)
    operation_id: str | None  # the generated operation, when openapi.json describes it


ROUTES: tuple[GatewayRoute, ...] = (
    GatewayRoute(
        "POST", "chat/completions", "openai-chat", "client_runs_attempts_gateway_chat_completions"
    ),
    GatewayRoute("POST", "messages", "anthropic-messages", "client_runs_attempts_gateway_messages"),
    GatewayRoute("POST", "messages/count_tokens", "anthropic-count-tokens", None),
    GatewayRoute("GET", "models", "models", None),
)
ROUTE_LIST = ", ".join(f"{r.method} …/gateway/v1/{r.path}" for r in ROUTES)
# What to use instead of a route the gateway does not serve (keyed by the path under /v1).
_INSTEAD = {
    "responses": (
        "The gateway serves chat completions, not the Responses API: the runner's gateway relay "
        "(context.gateway.base_url) translates the Responses API into them; calling the "
        "gateway directly, use chat completions."
    ),
    "completions": "Legacy completions are not served: use POST …/gateway/v1/chat/completions.",
    "embeddings": "The gateway serves the run's chat model only; it has no embeddings route.",
    "v1": (
        "The path has /v1 twice: the Anthropic SDK adds /v1 itself, so its base URL is the "
        "gateway base URL without its trailing /v1."
    ),
}


def model_name(route: Route) -> str:
    """The name the attempt grant gives the run's model (``model_alias``): the route id without
    its provider prefix (``gpt-5-mini``), a name frameworks accept where ``sim/gpt-5-mini`` is
    refused (the OpenAI Agents SDK reads ``sim/`` as a provider it does not know). The gateway
    serves the run's route whatever name a call carries."""
    return route.id.rsplit("/", 1)[-1]


@dataclass(frozen=True, slots=True)
class GatewayPath:
    params: dict[str, str]  # run_id, attempt_id
    rest: str  # the path under the gateway base, without /v1 ("chat/completions")
    versioned: bool  # under …/gateway/v1

    @property
    def error_format(self) -> ErrorFormat:
        return ANTHROPIC if "messages" in self.rest.split("/") else OPENAI


def gateway_path(path: str) -> GatewayPath | None:
    """The gateway route a request path names (``None`` when it is not under a gateway)."""
    found = _GATEWAY.match(path)
    if found is None:
        return None
    tail = path[found.end() :]
    if tail and not tail.startswith("/"):
        return None
    rest = tail.strip("/")
    versioned = rest == "v1" or rest.startswith("v1/")
    rest = rest[3:] if rest.startswith("v1/") else "" if rest == "v1" else rest
    params = {"run_id": found.group("run_id"), "attempt_id": found.group("attempt_id")}
    return GatewayPath(params, rest, versioned)


def route_for(method: str, where: GatewayPath) -> GatewayRoute:
    """The route ``method`` and ``where`` name, or the gateway's 404 / 405."""
    for route in ROUTES:
        if where.versioned and route.path == where.rest:
            if route.method != method:
                raise ApiError(
                    405,
                    "method_not_allowed",
                    f"{method} is not allowed on …/gateway/v1/{route.path}; "
                    f"it takes {route.method}.",
                )
            return route
    shown = f"…/gateway/{'v1/' if where.versioned else ''}{where.rest}".rstrip("/")
    instead = _INSTEAD.get(where.rest.split("/", 1)[0]) if where.versioned else None
    hint = instead or (
        "Point an OpenAI-compatible client (chat completions) or the Anthropic SDK at the "
        "gateway base URL with the attempt credential."
    )
    # The hint is in the message too: the OpenAI SDK's error shows only the message.
    raise ApiError(
        404,
        "client_gateway_api_unsupported",
        f"The attempt gateway does not serve {method} {shown}. It serves {ROUTE_LIST}. {hint}",
        hint=hint,
        details={"routes": [f"{r.method} {r.path}" for r in ROUTES]},
    )


# ------------------------------------------------------------------------------- errors


def shaped(response: httpx.Response, where: GatewayPath) -> httpx.Response:
    """An error answer on a gateway path, in the format's own shape (the envelope kept)."""
    if response.status_code < 400:
        return response
    try:
        body = json.loads(response.content)
    except ValueError:
        return response
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return response
    out = error_body(where.error_format, response.status_code, error)
    headers = httpx.Headers(response.headers)
    name, value = retry_header(error)
    headers[name] = value
    del headers["content-length"]
    return httpx.Response(
        response.status_code,
        headers=headers,
        content=json.dumps(out, separators=(",", ":"), ensure_ascii=False).encode(),
        extensions=response.extensions,
    )
