"""The options ``EvalRouterLocal.client()`` and ``async_client()`` pass on to the client."""

from __future__ import annotations

from evalrouter._config import ClientChanges


class LocalClientOptions(ClientChanges, total=False):
    """What ``EvalRouterLocal.client()`` passes on to the client it builds."""

    api_key: str | None
    web_url: str | None
