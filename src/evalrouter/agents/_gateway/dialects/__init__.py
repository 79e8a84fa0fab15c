"""The APIs an agent may speak to the relay besides chat completions and messages, each sent
to the gateway as chat completions and answered back in the agent's own API (the relay's
translated routes, ``routes.ROUTES`` with a ``dialect``).

- ``common``: what the relay drives per call (:class:`Translation`, :class:`EventTranslation`),
  a request it does not send (:class:`Untranslatable`: 400 ``client_gateway_api_unsupported``
  naming the feature), ids and server-sent events.
- ``responses``: the OpenAI Responses API's request as a chat payload (its call).
- ``responses_answer``: the chat answer as a ``response`` object, its items and usage.
- ``responses_stream``: a streamed chat answer as the Responses API's events, chunk by chunk.
- ``memory``: ``previous_response_id``, answered from the attempt's own bounded memory.
- ``gemini``: the Gemini API's ``generateContent`` request as a chat payload (its call).
- ``gemini_answer``: the chat answer as a ``GenerateContentResponse``.
- ``gemini_stream``: a streamed chat answer as ``streamGenerateContent``'s events.
"""

from __future__ import annotations

from urllib.parse import parse_qsl

from ..routes import gemini_target
from .common import EventTranslation, Json, Translation, Untranslatable, invalid, renamed
from .gemini import GeminiCall, count_tokens, parse_target
from .memory import ResponseMemory
from .responses import ResponsesCall

__all__ = [
    "EventTranslation",
    "counted",
    "ResponseMemory",
    "Translation",
    "Untranslatable",
    "renamed",
    "translate",
]


def counted(body: Json, rest: tuple[str, ...]) -> Json:
    """Gemini's ``models/{model}:countTokens``, answered here (or :class:`Untranslatable`)."""
    target = gemini_target(rest)
    return count_tokens(body, target[0] if target else "")


def translate(
    dialect: str,
    body: Json,
    memory: ResponseMemory,
    rest: tuple[str, ...] = (),
    query: str = "",
) -> Translation:
    """The call ``body`` of the route's ``dialect``, translated (or :class:`Untranslatable`);
    ``rest`` is its path under the API's version, ``query`` its query string."""
    if dialect == "openai-responses":
        return ResponsesCall(body, memory)
    if dialect == "gemini":
        target = parse_target(rest)
        if target is None:
            raise invalid("path", "must be models/{model}:generateContent")
        fields = dict(parse_qsl(query, max_num_fields=16)) if query else {}
        return GeminiCall(body, *target, sse=fields.get("alt") == "sse")
    raise ValueError(f"no dialect {dialect!r}")
