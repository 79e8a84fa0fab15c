"""The relay's keys stay on this machine: the OpenAI Agents SDK, when it is loaded, never
exports its traces with a gateway relay token (its default exporter posts to its vendor's
ingest host with the key of the client given to ``set_default_openai_client``)."""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Callable

__all__ = ["TOKEN_PREFIX", "keep_tokens_home"]

log = logging.getLogger("evalrouter.agents")

TOKEN_PREFIX = "evr-relay-"
"""Every relay token starts so: the export keyed by one is dropped."""


_KEPT_HOME = False


def keep_tokens_home() -> None:
    """Keep the OpenAI Agents SDK (when it is loaded) from exporting traces with a relay token.

    ``set_default_openai_client(context.gateway.openai())`` makes the client's key (a relay
    token) the key of the framework's default trace exporter, which posts the agent's traces to
    its vendor's ingest host. Batches keyed by a relay token are dropped before they are sent;
    every other batch (a key of the user's own), and every trace processor the framework runs
    (OpenInference's included), are left as they are."""
    global _KEPT_HOME
    if _KEPT_HOME:
        return
    module = sys.modules.get("agents.tracing.processors")
    if module is None and "agents" in sys.modules:
        with contextlib.suppress(Exception):
            import importlib

            module = importlib.import_module("agents.tracing.processors")
    exporter = getattr(module, "BackendSpanExporter", None)
    if not isinstance(exporter, type):
        return
    for name in ("export", "_export_with_deadline"):
        original = getattr(exporter, name, None)
        if callable(original) and not getattr(original, "_evalrouter_relay", False):
            setattr(exporter, name, _without_relay_tokens(original))
    _KEPT_HOME = True


def _without_relay_tokens(original: Callable[..., object]) -> Callable[..., object]:
    def export(self: object, items: list[object], *args: object, **kwargs: object) -> object:
        fallback = getattr(self, "api_key", None)
        kept = [
            item
            for item in items
            if not str(getattr(item, "tracing_api_key", None) or fallback or "").startswith(
                TOKEN_PREFIX
            )
        ]
        if len(kept) < len(items):
            log.debug(
                "dropped %d trace items keyed by a gateway relay token", len(items) - len(kept)
            )
        return original(self, kept, *args, **kwargs)

    export._evalrouter_relay = True  # type: ignore[attr-defined]
    return export
